"""``--table NAME=PATH``: named tables bound to files or folders, checked
before Spark starts. Every problem is found at once: each malformed or
repeated binding, each path that does not exist, each table the plan reads
that no binding names; a binding the plan does not use is a warning. A
binding also names a read of files (``plan.file_bindings``: a received
plan's ``localFiles`` by file or folder name), and ``--path-map OLD=NEW``
moves the plan's file paths; each mapped file must exist.

A table binds as the run binds it (``backends.spark.relations``): by its
full dotted name or its last part, case-insensitively when no binding
matches exactly."""

from __future__ import annotations

import difflib
import glob
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from substrait_expr.cli.usage import UsageError
from substrait_expr.plan.file_bindings import (
    AmbiguousFileBinding,
    FileRead,
    file_binding,
    file_reads,
    local_form,
    mapped_items,
    named_tables,
)

__all__ = [
    "NamedRead",
    "bind_files",
    "bind_tables",
    "named_reads",
    "parse_path_map",
    "parse_tables",
    "unbound_tables",
]

_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_GLOB = re.compile(r"[*?[{]")


def parse_tables(values: Sequence[str], *, check_paths: bool = True) -> dict[str, str]:
    """The ``--table`` values as ``{name: path}``; UsageError listing every
    malformed binding, every name bound twice and (``check_paths``: the
    files are on this machine) every local path that does not exist."""
    tables: dict[str, str] = {}
    problems: list[str] = []
    for value in values:
        name, sep, path = value.partition("=")
        name = name.strip()
        if not sep or not name or not path:
            example = f"{name or 'sales'}={path or 'sales.parquet'}"
            problems.append(f"--table {value}: expected NAME=PATH, e.g. --table {example}")
            continue
        if name in tables and tables[name] != path:
            problems.append(f"--table {name}: bound twice ({tables[name]} and {path})")
            continue
        if check_paths and (missing := _missing(path)) is not None:
            problems.append(f"--table {name}={path}: {missing}")
        tables[name] = path
    if problems:
        raise UsageError(problems)
    return tables


def _missing(path: str) -> str | None:
    """Why a local ``path`` names no data (None: it does, or is not local)."""
    if len(path) > 2 and _URL.match(path) and not path.lower().startswith("file:"):
        return None  # s3://, hdfs://...: Spark's to find
    local = re.sub(r"^file:(//)?", "", path, flags=re.IGNORECASE)
    if _GLOB.search(local):
        return None if glob.glob(local) else "no file or folder matches this pattern"
    if os.path.exists(local):
        return None
    where = "" if os.path.isabs(local) else f" (relative to {os.getcwd()})"
    return f"no file or folder {local}{where}"


@dataclass(frozen=True, slots=True)
class NamedRead:
    path: str  # JSON path of the read relation
    names: tuple[str, ...]
    has_schema: bool  # a baseSchema: the data is needed only to run

    @property
    def name(self) -> str:
        return ".".join(self.names)


def named_reads(data: Mapping[str, Any]) -> list[NamedRead]:
    """Every read of a named table in a plan's JSON (subqueries' too), in
    document order."""
    return list(_walk(data, ""))


def _walk(node: Any, path: str) -> Iterator[NamedRead]:
    stack: list[tuple[Any, str]] = [(node, path)]  # depth first, in document order
    while stack:
        value, where = stack.pop()
        if isinstance(value, Mapping):
            read = value.get("read")
            if isinstance(read, Mapping) and isinstance(read.get("namedTable"), Mapping):
                names = read["namedTable"].get("names")
                if isinstance(names, list) and names and all(isinstance(n, str) for n in names):
                    yield NamedRead(_join(where, "read"), tuple(names), "baseSchema" in read)
            items = list(value.items())
            stack.extend((child, _join(where, key)) for key, child in reversed(items))
        elif isinstance(value, list):
            stack.extend((child, f"{where}[{i}]") for i, child in reversed(list(enumerate(value))))


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def binding_for(read: NamedRead, tables: Mapping[str, str]) -> str | None:
    """The binding a run gives ``read``: its full name or last part,
    exactly, else ignoring case (None: no binding names it)."""
    wanted = [read.name, read.names[-1]]
    for name in wanted:
        if name in tables:
            return name
    for name in wanted:
        for key in sorted(tables):
            if key.lower() == name.lower():
                return key
    return None


def unbound_tables(reads: Sequence[NamedRead], tables: Mapping[str, str]) -> list[str]:
    """The names of the tables ``reads`` read that no binding names, once each."""
    unbound: dict[str, None] = {}
    for read in reads:
        if binding_for(read, tables) is None:
            unbound[read.name] = None
    return list(unbound)


def bind_tables(
    data: Mapping[str, Any],
    tables: Mapping[str, str],
    *,
    only_schemaless: bool = False,
    session_has: Any = None,
) -> list[str]:
    """Check the plan's named tables against ``tables``: UsageError naming
    every table no binding names (``only_schemaless``: only the reads that
    take their schema from the data); ``session_has(name)``, when given,
    says whether the session has such a table (Spark Connect). Returns the
    warnings: bindings no read uses (not given when the plan reads files,
    which a binding may stand for)."""
    reads = named_reads(data)
    written = _written_tables(data)  # a write makes a view later roots read by name
    needed = [
        read
        for read in reads
        if not (only_schemaless and read.has_schema) and read.name.lower() not in written
    ]
    unbound = unbound_tables(needed, tables)
    if session_has is not None:
        unbound = [name for name in unbound if not session_has(name)]
    used = {binding_for(read, tables) for read in reads}
    files = file_reads(data)
    used.update(_file_bindings(files, tables))
    unused = [name for name in tables if name not in used]
    if unbound:
        raise UsageError([_unbound_message(name, unused) for name in unbound])
    known = ", ".join(sorted({read.name for read in reads})) or "none"
    if not files:
        return [
            f"--table {name}: the plan reads no table {name!r} (its tables: {known})"
            for name in unused
        ]
    file_names = ", ".join(dict.fromkeys(read.names[0] for read in files if read.names))
    return [
        f"--table {name}: the plan reads no table and no files named {name!r} (its tables: "
        f"{known}; its files: {file_names or 'none'})"
        for name in unused
    ]


def _file_bindings(files: Sequence[FileRead], tables: Mapping[str, str]) -> set[str]:
    """The bindings that name a read of files; UsageError for a read that
    several bindings name."""
    used: set[str] = set()
    problems = []
    for read in files:
        try:
            key = file_binding(read.names, tables)
        except AmbiguousFileBinding as error:
            problems.append(f"{read.path}.localFiles: {error}")
            continue
        if key is not None:
            used.add(key)
    if problems:
        raise UsageError(problems)
    return used


def parse_path_map(values: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The ``--path-map OLD=NEW`` values as pairs; UsageError listing every
    malformed one."""
    pairs: list[tuple[str, str]] = []
    problems = []
    for value in values:
        old, sep, new = value.partition("=")
        if not sep or not old or not new:
            problems.append(
                f"--path-map {value}: expected OLD=NEW, e.g. --path-map /their/data/=./data/"
            )
            continue
        pairs.append((old, new))
    if problems:
        raise UsageError(problems)
    return tuple(pairs)


def bind_files(
    data: Mapping[str, Any],
    tables: Mapping[str, str],
    path_map: Sequence[tuple[str, str]],
    *,
    check_paths: bool = True,
    base_dir: Path | None = None,
) -> list[str]:
    """Check the ``--path-map`` against the plan's reads of files before
    Spark starts: UsageError for each mapped file that does not exist
    (``check_paths``: the files are on this machine; a read a ``--table``
    binding replaces is not read from its mapped path). Returns the
    warnings: each OLD no file of the plan starts with, and each file of
    the plan that is not here (``base_dir``: where its relative paths
    start), with the binding and the map that would move it."""
    moved, unused = mapped_items(data, path_map)
    reads = file_reads(data)
    rebound = {read.path for read in reads if file_binding(read.names, tables)}
    problems = []
    for read, uri, mapped in moved:
        if check_paths and read.path not in rebound and (missing := _missing(mapped)):
            problems.append(f"--path-map: {read.path} reads {uri}, mapped to {mapped}: {missing}")
    if problems:
        raise UsageError(problems)
    warnings = [f"--path-map {old}: no file the plan reads starts with {old}" for old in unused]
    if check_paths and not _written_tables(data):  # a write may make a file a later root reads
        moved_uris = {(read.path, uri) for read, uri, _ in moved}
        for read in reads:
            if read.path in rebound:
                continue
            for uri in read.uris:
                if (read.path, uri) not in moved_uris and (hint := _not_here(read, uri, base_dir)):
                    warnings.append(hint)
                    break
    return warnings


def _not_here(read: FileRead, uri: str, base_dir: Path | None) -> str | None:
    """A warning when the local file ``uri`` of ``read`` does not exist: the
    producer's path, most likely; how to put the read on the user's file."""
    path = local_form(uri)
    if len(path) > 2 and _URL.match(path):
        return None  # s3://, hdfs://...: Spark's to find
    location = os.path.join(base_dir or os.getcwd(), os.path.expanduser(path))
    if _missing(location) is None:
        return None
    names = read.names or ("NAME",)
    name = names[-1] if len(read.uris) > 1 else names[min(1, len(names) - 1)]
    folder = os.path.dirname(os.path.normpath(location).rstrip("/*")) or "/"
    return (
        f"{read.path}: no file {os.path.normpath(location)} here\n"
        f"    (bind the read with --table {name}=PATH, or move its folder with "
        f"--path-map {folder}/=DIR)"
    )


def _unbound_message(name: str, unused: Sequence[str]) -> str:
    message = f"the plan reads table {name!r}, which no --table binds: pass --table {name}=PATH"
    close = difflib.get_close_matches(name.lower(), [u.lower() for u in unused], n=1)
    if close:
        binding = next(u for u in unused if u.lower() == close[0])
        message += f" (--table {binding} binds no table the plan reads: a typo?)"
    return message


def _written_tables(data: Mapping[str, Any]) -> set[str]:
    """The names the plan's write relations write to, lower-cased."""
    return {".".join(parts).lower() for parts in named_tables(data, "write")}
