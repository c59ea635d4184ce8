"""What a plan may read and write (docs/security.md).

A plan names files: local-file reads (``uriFile``, ``uriPath``,
``uriPathGlob``, ``uriFolder``) and write targets. Relative paths resolve
against the plan file's folder (a plan given as a dict or message: the
current directory when it is loaded), never against the directory the Spark
JVM started in. With a sandbox (``PlanOptions.allowed_roots``), every path
must lie below one of the roots once symbolic links are resolved, globs and
folders included (each file they reach is checked), other URI schemes are
refused unless allowed, and ``allow_write=False`` refuses every write.
"""

from __future__ import annotations

import dataclasses
import glob
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlparse

from substrait_expr.plan.file_bindings import normalize_path_map

__all__ = ["PlanOptions", "resolve_location"]

_GLOB_CHARACTERS = "*?["
_MAX_CHECKED_FILES = 100_000  # a folder or glob reaching more is refused in a sandbox


@dataclass(frozen=True)
class PlanOptions:
    """How a plan's paths are read. ``base_dir``: where relative paths start
    (default: the plan file's folder, or the current directory). A sandbox:
    ``allowed_roots`` (reads and writes only below them), ``allow_write``
    (False: no write relation), ``allowed_schemes`` (URI schemes other than
    local files that may be used, e.g. ``("s3a",)``). ``strict_schema``: a
    read whose declared column is narrower than the data's (``i32``
    declared, ``i64`` stored) is an error instead of a checked cast
    (docs/interop.md, ``read-narrowing``). ``path_map``: ``{OLD: NEW}`` path
    prefixes; a ``localFiles`` item under OLD reads under NEW instead (a
    received plan's paths put on this machine's files; the sandbox checks
    the mapped path; ``plan.file_bindings.map_path``)."""

    base_dir: Path | None = None
    allowed_roots: tuple[Path, ...] | None = None
    allow_write: bool = True
    allowed_schemes: tuple[str, ...] = field(default=())
    strict_schema: bool = False
    path_map: Mapping[str, str] | tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        # a dict given is kept as pairs: the options stay hashable
        object.__setattr__(self, "path_map", normalize_path_map(self.path_map))

    @property
    def path_pairs(self) -> tuple[tuple[str, str], ...]:
        """``path_map`` as (OLD, NEW) pairs."""
        return normalize_path_map(self.path_map)

    @property
    def sandboxed(self) -> bool:
        return self.allowed_roots is not None or not self.allow_write

    def with_base(self, base: Path) -> PlanOptions:
        """These options, with ``base`` where none was given."""
        if self.base_dir is not None:
            return self
        return dataclasses.replace(self, base_dir=base)


def resolve_location(uri: str, options: PlanOptions, *, write: bool) -> tuple[str, str | None]:
    """Where ``uri`` points (a URI of another scheme stays as it is; a local
    path becomes absolute), and why the options refuse it (None: allowed)."""
    parsed = urlparse(uri)
    scheme = parsed.scheme.lower()
    if scheme and scheme != "file" and len(scheme) > 1:  # c:\\ is a drive, not a scheme
        if options.allowed_roots is not None and scheme not in options.allowed_schemes:
            return uri, (
                f"{uri!r}: the sandbox allows local files only (scheme {scheme!r} is not "
                "allowed; add it with allowed_schemes)"
            )
        if write and not options.allow_write:
            return uri, f"{uri!r}: writes are not allowed"
        return uri, None
    raw = unquote(parsed.path) if scheme == "file" else uri
    base = options.base_dir if options.base_dir is not None else Path.cwd()
    location = os.path.normpath(os.path.join(base, os.path.expanduser(raw)))
    if write and not options.allow_write:
        return location, f"{location}: writes are not allowed"
    if options.allowed_roots is None:
        return location, None
    return location, _outside(location, options.allowed_roots, write=write)


def _outside(location: str, roots: tuple[Path, ...], *, write: bool) -> str | None:
    real_roots = [os.path.realpath(root) for root in roots]

    def inside(path: str) -> bool:
        real = os.path.realpath(path)
        return any(
            real == root or real.startswith(root.rstrip(os.sep) + os.sep) for root in real_roots
        )

    places = ", ".join(str(root) for root in roots)
    if any(c in location for c in _GLOB_CHARACTERS):
        static = location[: min(location.index(c) for c in _GLOB_CHARACTERS if c in location)]
        if not inside(os.path.dirname(static) or os.sep):
            return f"{location}: outside the sandbox ({places})"
        candidates = glob.glob(location, recursive=True)
    else:
        if not inside(location):
            return f"{location}: outside the sandbox ({places})"
        candidates = [location]
    checked = 0
    for candidate in candidates:
        for path in _reached(candidate, write):
            checked += 1
            if checked > _MAX_CHECKED_FILES:
                return f"{location}: reaches more than {_MAX_CHECKED_FILES:,} files to check"
            if not inside(path):
                return (
                    f"{location}: reaches {path}, which a symbolic link puts outside the "
                    f"sandbox ({places})"
                )
    return None


def _reached(path: str, write: bool) -> list[str]:
    """The path and, for a folder read, every entry below it (links not followed)."""
    if write or not os.path.isdir(path) or os.path.islink(path):
        return [path]
    found = [path]
    for folder, folders, files in os.walk(path, followlinks=False):
        found.extend(os.path.join(folder, name) for name in folders + files)
    return found
