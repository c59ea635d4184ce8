"""Received plans on the user's files (docs/plans.md, "Binding a received
plan's files").

A producer writes its own paths into a ``localFiles`` read (DuckDB:
``{"uriFile": "/home/them/tpch/lineitem.parquet", "parquet": {}}``). Two ways
put such a read on the user's files:

- a table binding (``--table NAME=PATH``, ``tables={...}``) whose NAME is one
  of the read's names (``read_names``): the alias the producer gave the read
  (``common.hint.alias``), an item's file or folder name (``lineitem.parquet``),
  that name without its suffixes (``lineitem``), or, for a glob or several
  files in one folder, that folder's name. The binding replaces the read's
  files; the read's format, options and declared schema stay.
- a path map (``--path-map OLD=NEW``, ``PlanOptions(path_map={OLD: NEW})``):
  every item whose path starts with OLD (a whole path component) reads NEW
  and the rest instead (``map_path``).

Pure: the binder, the Spark backend and the CLI share it."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import unquote, urlparse

__all__ = [
    "AmbiguousFileBinding",
    "FileRead",
    "UnusedBindingWarning",
    "file_binding",
    "file_reads",
    "local_form",
    "map_path",
    "mapped_items",
    "named_tables",
    "normalize_path_map",
    "read_names",
    "unused_bindings",
]

_GLOB = "*?[{"


class UnusedBindingWarning(UserWarning):
    """A table binding names no table and no file the plan reads."""


class AmbiguousFileBinding(ValueError):
    """Several bindings name one read of files."""


def local_form(uri: str) -> str:
    """The path of a ``file:`` URI, else ``uri`` as written (a plain path, or a
    URI of another scheme, ``s3://bucket/x``)."""
    parsed = urlparse(uri)
    if parsed.scheme.lower() == "file":
        return unquote(parsed.path)
    return uri


def absolute_local(path: str) -> str:
    """A bound path without a URI scheme made absolute against this
    process's folder, where the path was checked: Spark would resolve a
    relative one against the folder its JVM started in, which an API user
    may since have left. Other URIs (``s3://``, ``file:///``) as written."""
    scheme = urlparse(path).scheme
    if len(scheme) > 1:  # one letter is a Windows drive
        return path
    return os.path.abspath(path)


def _path_part(uri: str) -> str:
    parsed = urlparse(uri)
    scheme = parsed.scheme.lower()
    if scheme and scheme != "file" and len(scheme) > 1:
        return unquote(parsed.path)
    return local_form(uri).replace("\\", "/")


def _name_forms(name: str) -> list[str]:
    forms = [name]
    stem = PurePosixPath(name).stem
    if stem and stem != name:
        forms.append(stem)
    first = name.split(".", 1)[0]
    if first and first not in forms:
        forms.append(first)  # lineitem.snappy.parquet → lineitem
    return forms


def read_names(uris: Sequence[str], alias: str | None = None) -> tuple[str, ...]:
    """The names a binding may give a read of the files ``uris``, in order:
    the producer's ``alias``, each item's last path component without glob
    characters (a file or folder name) and that name without its suffixes,
    then, for a glob or several items in one folder, the folder's name."""
    names: list[str] = [alias] if alias else []
    parents: set[str] = set()
    globbed = False
    for uri in uris:
        parts = [p for p in _path_part(uri).split("/") if p]
        if not parts:
            continue
        if any(c in parts[-1] for c in _GLOB):
            globbed = True
        else:
            names.extend(_name_forms(parts[-1]))
            parents.add("/".join(parts[:-1]))
            continue
        plain = [p for p in parts[:-1] if not any(c in p for c in _GLOB)]
        if plain:
            names.append(plain[-1])
    if not globbed and len(uris) > 1 and len(parents) == 1:
        folder = next(iter(parents)).rsplit("/", 1)[-1]
        if folder:
            names.append(folder)
    return tuple(dict.fromkeys(names))


def file_binding(names: Iterable[str], bindings: Iterable[str]) -> str | None:
    """The binding that names a read of files called ``names``: one equal to
    a name, else one equal ignoring case. None: no binding names it;
    ``AmbiguousFileBinding`` when several do."""
    names = list(names)
    keys = list(bindings)
    for fold in (False, True):
        wanted = {name.lower() if fold else name for name in names}
        found = [key for key in keys if (key.lower() if fold else key) in wanted]
        if len(found) > 1:
            raise AmbiguousFileBinding(
                "the read's files are named by several bindings ("
                + ", ".join(sorted(found))
                + "): bind one of its names ("
                + ", ".join(names)
                + ")"
            )
        if found:
            return found[0]
    return None


def normalize_path_map(
    path_map: Mapping[str, str] | Iterable[tuple[str, str]],
) -> tuple[tuple[str, str], ...]:
    """``path_map`` as (OLD, NEW) pairs; ValueError for an empty OLD or NEW."""
    pairs = tuple(path_map.items()) if isinstance(path_map, Mapping) else tuple(path_map)
    for pair in pairs:
        if len(pair) != 2 or not all(isinstance(p, str) and p for p in pair):
            raise ValueError(f"a path map entry is (OLD, NEW), two non-empty paths: {pair!r}")
    return pairs


def _prefix(path: str) -> str:
    path = local_form(path)
    return path if path == "/" else path.rstrip("/")


def map_path(uri: str, path_map: Sequence[tuple[str, str]]) -> str | None:
    """``uri`` with the longest OLD of ``path_map`` that starts it (a whole
    path component: ``/data`` maps ``/data/x``, not ``/database/x``) replaced
    by its NEW; ``file:`` URIs and plain paths alike. A relative NEW is taken
    from the current directory. None: no OLD starts it."""
    if not path_map:
        return None
    target = local_form(uri)
    best: tuple[str, str] | None = None
    for old, new in path_map:
        prefix = _prefix(old)
        inside = target == prefix or target.startswith(
            prefix if prefix.endswith("/") else prefix + "/"
        )
        if inside and (best is None or len(prefix) > len(best[0])):
            best = (prefix, new)
    if best is None:
        return None
    prefix, new = best
    rest = target[len(prefix) :].lstrip("/")
    scheme = urlparse(new).scheme.lower()
    if not scheme or scheme == "file" or len(scheme) == 1:
        new = os.path.abspath(os.path.expanduser(local_form(new)))
    if not rest:
        return new
    return new.rstrip("/") + "/" + rest


_URI_KEYS = ("uriFile", "uriPath", "uriPathGlob", "uriFolder")


def file_reads(data: Any) -> list[FileRead]:
    """Every ``localFiles`` read in a plan's JSON (subqueries' too), in
    document order."""
    found: list[FileRead] = []
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, Mapping):
            read = value.get("read")
            if isinstance(read, Mapping) and isinstance(read.get("localFiles"), Mapping):
                items = read["localFiles"].get("items")
                uris = [
                    item[key]
                    for item in (items if isinstance(items, list) else [])
                    if isinstance(item, Mapping)
                    for key in _URI_KEYS
                    if isinstance(item.get(key), str)
                ]
                hint = (read.get("common") or {}).get("hint") or {}
                alias = hint.get("alias") if isinstance(hint, Mapping) else None
                alias = alias if isinstance(alias, str) and alias else None
                path = f"{where}.read" if where else "read"
                found.append(FileRead(path, tuple(uris), read_names(uris, alias)))
            stack.extend((child, _join(where, key)) for key, child in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((child, f"{where}[{i}]") for i, child in reversed(list(enumerate(value))))
    return found


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


@dataclass(frozen=True, slots=True)
class FileRead:
    path: str  # JSON path of the read relation
    uris: tuple[str, ...]  # as written
    names: tuple[str, ...]  # ``read_names``


def named_tables(data: Any, relation: str = "read") -> list[tuple[str, ...]]:
    """The name parts of every named table the plan's JSON ``read``s (or,
    with ``relation="write"``, writes), subqueries included."""
    names: list[tuple[str, ...]] = []
    stack: list[Any] = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            body = value.get(relation)
            if isinstance(body, Mapping) and isinstance(body.get("namedTable"), Mapping):
                parts = body["namedTable"].get("names")
                if isinstance(parts, list) and parts and all(isinstance(p, str) for p in parts):
                    names.append(tuple(parts))
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return names


def unused_bindings(data: Any, bindings: Iterable[str]) -> list[str]:
    """The ``bindings`` that name no read of the plan's JSON: no named table
    (its dotted name or last part, ignoring case) and no read of files
    (``read_names``, ignoring case)."""
    named: set[str] = set()
    for parts in named_tables(data):
        named.update({".".join(parts).lower(), parts[-1].lower()})
    for read in file_reads(data):
        named.update(name.lower() for name in read.names)
    return [key for key in bindings if key.lower() not in named]


def mapped_items(
    data: Any, path_map: Sequence[tuple[str, str]]
) -> tuple[list[tuple[FileRead, str, str]], list[str]]:
    """Each file item a path map moves, as (read, URI as written, mapped
    path), and the OLD prefixes that move none."""
    moved: list[tuple[FileRead, str, str]] = []
    used: set[str] = set()
    for read in file_reads(data):
        for uri in read.uris:
            mapped = map_path(uri, path_map)
            if mapped is None:
                continue
            moved.append((read, uri, mapped))
            target = local_form(uri)
            used.update(
                old
                for old, _ in path_map
                if target == _prefix(old) or target.startswith(_prefix(old).rstrip("/") + "/")
            )
    return moved, [old for old, _ in path_map if old not in used]
