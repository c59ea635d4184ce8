"""``run --output PATH``: where and how a result is written, decided (and
refused) before Spark starts.

The path says what to write, as ``--table`` reads: a name with a data
suffix (``.parquet``, ``.csv``, ``.tsv``, ``.json``, ``.jsonl``, ``.orc``)
is one file of that format; a path ending in ``/``, an existing folder or a
name without a suffix is a folder of Spark's part files, in ``--format``
(Parquet by default). ``--format`` is only for such folders, and a suffix
it contradicts is an error. JSON is JSON Lines (one object per row, nulls
written), as Spark and DuckDB write it. An existing output is replaced only with
``--force`` (``--mode overwrite``); ``--mode append`` adds part files to a
folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import urllib.parse
import uuid
from dataclasses import dataclass
from typing import Any

from substrait_expr.cli.usage import UsageError, files_are_local

__all__ = ["OutputTarget", "output_target", "write_result"]

# Every row has every column, null or not (Spark leaves null fields out).
_JSON = (("ignoreNullFields", "false"),)
# A data suffix → Spark's writer and its options (CSV with a header line).
_SUFFIXES: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    ".parquet": ("parquet", ()),
    ".csv": ("csv", (("header", "true"),)),
    ".tsv": ("csv", (("header", "true"), ("sep", "\t"))),
    ".json": ("json", _JSON),
    ".jsonl": ("json", _JSON),
    ".ndjson": ("json", _JSON),
    ".orc": ("orc", ()),
}
FORMATS = ("parquet", "csv", "json", "orc")


@dataclass(frozen=True, slots=True)
class OutputTarget:
    path: str
    format: str  # Spark's writer: parquet, csv, json, orc
    options: tuple[tuple[str, str], ...]
    single_file: bool  # one file at ``path``; else Spark's folder of part files
    mode: str  # error, overwrite, append, ignore

    @property
    def label(self) -> str:
        """What was written, for the message: ``csv``, ``tsv``, ``parquet part files``."""
        if self.single_file:
            return _suffix(self.path).lstrip(".")
        return f"{self.format} part files"

    def for_root(self, index: int, count: int) -> OutputTarget:
        """Where root ``index`` of ``count`` goes: out.0.csv, out.1.csv (out.0/ ...)."""
        if count == 1:
            return self
        if self.single_file:
            stem, suffix = os.path.splitext(self.path)
            path = f"{stem}.{index}{suffix}"
        else:
            path = f"{self.path.rstrip('/')}.{index}/"
        return OutputTarget(path, self.format, self.options, self.single_file, self.mode)


def output_target(args: argparse.Namespace) -> OutputTarget | None:
    """The output ``run``'s options ask for (None: print the rows), or
    UsageError; an existing output without ``--force`` is refused here,
    before Spark starts, as ``ExistingOutput``."""
    fmt: str | None = args.format
    if args.output is None:
        if fmt is not None:
            raise UsageError(
                f"--format {fmt} applies to --output: pass --output PATH (a suffix such as "
                ".csv names the format) or leave --format out"
            )
        return None
    path: str = args.output
    mode = _mode(args)
    remote = _is_url(path)
    suffix = _suffix(path)
    folder = path.endswith(("/", os.sep)) or (not remote and os.path.isdir(path)) or not suffix
    if folder:
        chosen = fmt or "parquet"
        options: tuple[tuple[str, str], ...] = (("header", "true"),) if chosen == "csv" else ()
        return _checked(OutputTarget(path, chosen, options, False, mode), args)
    if suffix not in _SUFFIXES:
        raise UsageError(
            f"--output {path}: {suffix} names no format this writes; name a "
            + ", ".join(sorted(_SUFFIXES))
            + f" file, or a folder of part files ({path}/ with --format)"
        )
    named, options = _SUFFIXES[suffix]
    if fmt is not None and fmt != named:
        raise UsageError(
            f"--output {path} names {named} and --format says {fmt}: leave --format out "
            f"(the suffix decides), or name a folder ({path}/) for --format {fmt}"
        )
    if mode == "append":
        raise UsageError(
            f"--mode append adds part files to a folder, and --output {path} names one file: "
            f"name a folder ({path}/)"
        )
    if remote or not files_are_local(args):
        # One file is Spark's part file moved into place: files on this machine only.
        where = "there" if remote else f"on the Spark Connect server's machine ({args.remote})"
        raise UsageError(
            f"--output {path}: Spark writes folders of part files {where}, and one file only "
            f"on this machine: name a folder ({path}/)"
        )
    return _checked(OutputTarget(path, named, options, True, mode), args)


class ExistingOutput(Exception):
    """The output exists and the options do not say to replace it (exit 1,
    as for compile's ``-o``)."""


def _checked(target: OutputTarget, args: argparse.Namespace) -> OutputTarget:
    """Refuse before Spark starts what the write would refuse after it ran."""
    if _is_url(target.path) or not files_are_local(args):
        return target
    local = target.path.rstrip("/") or target.path
    if target.mode == "error" and os.path.lexists(local):
        raise ExistingOutput(f"{local} exists; pass --force to replace it")
    if target.single_file:
        parent = os.path.dirname(os.path.abspath(local))
        if not os.path.isdir(parent):
            raise UsageError(f"--output {target.path}: no folder {parent} (create it first)")
    return target


def _mode(args: argparse.Namespace) -> str:
    mode: str = args.mode
    if getattr(args, "force", False):
        if mode not in ("error", "overwrite"):
            raise UsageError(f"--force replaces the output; --mode {mode} says otherwise")
        return "overwrite"
    return mode


def _suffix(path: str) -> str:
    name = path.rstrip("/").rsplit("/", 1)[-1]
    if _is_url(path):
        name = urllib.parse.urlparse(path).path.rstrip("/").rsplit("/", 1)[-1]
    return os.path.splitext(name)[1].lower()


def _is_url(path: str) -> bool:
    scheme = urllib.parse.urlparse(path).scheme
    return len(scheme) > 1 and scheme.lower() != "file"


def write_result(data: Any, target: OutputTarget) -> bool:
    """Write one root's rows; False when the target exists and the mode is
    error (Spark's refusal, nothing overwritten)."""
    from substrait_expr.backends.spark.relations import save

    if not target.single_file:  # staged by save too: a failed job leaves the old folder
        return save(data, target.path, target.format, target.mode)
    local = os.path.abspath(target.path.removeprefix("file:").rstrip("/"))
    if os.path.lexists(local) and target.mode in ("error", "ignore"):
        return target.mode == "ignore"
    # One task writes the one file: rows keep their order (a sorted root
    # stays sorted); the folder Spark writes is a hidden sibling.
    staging = os.path.join(
        os.path.dirname(local), f".{os.path.basename(local)}.incomplete-{uuid.uuid4().hex}"
    )
    try:
        writer = data.coalesce(1).write.mode("error").format(target.format)
        for key, value in target.options:
            writer = writer.option(key, value)
        writer.save(staging)
        from substrait_expr.outputs import take_only_file

        take_only_file(staging, local)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return True
