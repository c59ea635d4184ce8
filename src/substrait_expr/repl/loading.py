"""Reading data files into Spark for ``:load``: the format follows the file extension."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from substrait_expr.repl.runtime import SparkRuntime
from substrait_expr.repl.state import ReplError, Table

__all__ = ["FORMATS", "load_table", "parse_load_argument"]

# file extension -> Spark reader format
FORMATS: dict[str, str] = {
    ".parquet": "parquet",
    ".pq": "parquet",
    ".csv": "csv",
    ".json": "json",
    ".jsonl": "json",
    ".ndjson": "json",
}
_LOAD = re.compile(
    r"""^(?:'(?P<single>[^']*)'|"(?P<double>[^"]*)"|(?P<bare>.+?))"""
    r"""(?:\s+as\s+(?P<name>[A-Za-z_][A-Za-z0-9_]*))?\s*$""",
    re.IGNORECASE,
)


def parse_load_argument(argument: str) -> tuple[str, str]:
    """``PATH [AS name]`` → (path, table name); the name defaults to the file's stem."""
    match = _LOAD.match(argument.strip())
    if match is None or not argument.strip():
        raise ReplError("usage: :load PATH [AS name]")
    path = match.group("single") or match.group("double") or match.group("bare")
    name = match.group("name") or _default_name(path)
    return path, name


def _default_name(path: str) -> str:
    stem = Path(path).name.split(".", 1)[0]
    name = re.sub(r"\W", "_", stem) or "data"
    return name if not name[0].isdigit() else f"t_{name}"


def file_format(path: Path) -> str:
    """The Spark format for ``path``; a folder is read as Parquet (as Spark writes it)."""
    if path.is_dir():
        suffixes = {file.suffix.lower() for file in path.iterdir() if not file.name.startswith(".")}
        known = {FORMATS[suffix] for suffix in suffixes if suffix in FORMATS}
        return known.pop() if len(known) == 1 else "parquet"
    found = FORMATS.get(path.suffix.lower())
    if found is None:
        extensions = ", ".join(sorted(FORMATS))
        raise ReplError(f"cannot tell the format of {path}: use one of {extensions}")
    return found


def load_table(runtime: SparkRuntime, path_text: str, name: str) -> Table:
    """Read the file with Spark (CSV: header row, inferred types) and its schema."""
    path = Path(path_text).expanduser()
    if not path.exists():
        raise ReplError(f"no such file: {path_text}")
    kind = file_format(path)
    spark = runtime.session()

    def read() -> Any:
        reader = spark.read
        if kind == "csv":
            reader = reader.option("header", True).option("inferSchema", True)
        frame = reader.format(kind).load(str(path.resolve()))
        frame.schema  # noqa: B018 - forces schema inference inside the cancellable job
        return frame

    from substrait_expr.backends.spark.types import schema_from_spark  # imports pyspark

    frame = runtime.run(read)
    return Table(name, str(path), frame, schema_from_spark(frame.schema))
