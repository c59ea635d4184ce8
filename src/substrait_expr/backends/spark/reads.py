"""A read's declared schema against the data's own columns.

The data's columns are matched to the declared fields by name (ignoring
case), else by position. Then, per column:

* the same type: read as it is;
* a declared type the data's widens to without loss (``i64`` declared,
  ``i32`` stored): cast (the ``read-widening`` rule);
* a declared type that widens to the data's (``i32`` declared, ``i64``
  stored: producers write the types of their DDL, the files were written by
  another tool): read through a *checked* cast (``read-narrowing``). Every
  value that fits is read as declared; one that does not stops the run with
  an error naming the column, the table or file and the read's plan path,
  never a wrapped, rounded or truncated value. ``strict`` refuses these
  reads before Spark reads, as a plan error;
* anything else: a plan error naming the column and both types.

`kept_file_frame` keeps the DataFrame of a Parquet read between runs of one
session while its files and the session's settings stay as they were, so a
plan run again does not list the files and read a footer again; the
declared schema is still checked against the data's on every run.
"""

from __future__ import annotations

import hashlib
import os
import stat
import threading
import urllib.parse
import urllib.request
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns.column import quote_column
from substrait_expr.backends.spark.columns.sql_text import literal_sql, quote_identifier, type_sql
from substrait_expr.backends.spark.names import unique_names
from substrait_expr.backends.spark.types import schema_from_spark, spark_type
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanError
from substrait_expr.plan.interop import AppliedRule
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.widening import widens

__all__ = ["ReadColumn", "conform_fields", "describe_source", "kept_file_frame"]

_MICROS = 6  # Spark's timestamps hold microseconds


@dataclass(frozen=True, slots=True)
class ReadColumn:
    """One declared field as read from the data: the data's ``column``, the
    ``name`` it gets, and its value as Spark SQL text when it is not the
    column as it is (``sql`` None)."""

    column: str
    name: str
    sql: str | None = None

    def spark_column(self) -> Column:
        selected = F.expr(self.sql) if self.sql is not None else F.col(quote_column(self.column))
        return (
            selected if self.sql is None and self.column == self.name else selected.alias(self.name)
        )

    def sql_item(self) -> str:
        value = self.sql if self.sql is not None else quote_identifier(self.column)
        if self.sql is None and self.column == self.name:
            return value
        return f"{value} AS {quote_identifier(self.name)}"


def describe_source(rel: m.Read, bound: object = None) -> str:
    """The read's data as a person names it: the table (and the path it is
    bound to) or the file."""
    if rel.table is not None:
        name = f"table {'.'.join(rel.table)!r}"
        return f"{name} ({bound})" if isinstance(bound, str) else name
    if rel.files and isinstance(bound, str):  # rebound by a table binding
        return f"file {bound}"
    if rel.files:
        first = rel.files[0]
        more = f" and {len(rel.files) - 1} more" if len(rel.files) > 1 else ""
        return f"file {first.location or first.uri}{more}"
    return "the data"


def conform_fields(
    rel: m.Read, df: DataFrame, *, source: str = "the data", strict: bool = False
) -> tuple[list[ReadColumn], list[AppliedRule]]:
    """How to read the base schema's fields from ``df`` (``source`` names it
    in messages), and the rules applied (widening and checked narrowing
    casts). A type that cannot be read as declared is a ``PlanError`` at
    ``baseSchema``; so is a narrowing one when ``strict``."""
    available = schema_from_spark(df.schema)
    wanted = rel.base
    data_columns = [f.name for f in df.schema.fields]
    lowered = {name.lower(): name for name in data_columns}
    if all(f.name.lower() in lowered for f in wanted):
        picked = [lowered[f.name.lower()] for f in wanted]
    elif len(data_columns) == len(wanted):
        picked = list(data_columns)  # by position: the data's names differ
    else:
        missing = [f.name for f in wanted if f.name.lower() not in lowered]
        raise PlanError.at(
            f"{rel.path}.baseSchema",
            f"the data has no column {missing[0]!r} (it has {', '.join(data_columns)})",
        )
    where = f"{rel.path}.baseSchema"
    columns: list[ReadColumn] = []
    rules: list[AppliedRule] = []
    for field, column, name in zip(wanted, picked, unique_names(wanted.names), strict=True):
        have = available.field(column).type.with_nullable(False)
        declared = field.type.with_nullable(False)
        if have == declared or (_same_in_spark(have, declared) and not _finer(have, declared)):
            columns.append(ReadColumn(column, name))
            continue
        if widens(have, declared):
            cast = f"CAST({quote_identifier(column)} AS {type_sql(spark_type(declared))})"
            columns.append(ReadColumn(column, name, cast))
            rules.append(
                AppliedRule(
                    "read-widening",
                    where,
                    f"column {column!r} is {have} in the data; cast to the declared {declared}",
                )
            )
            continue
        mismatch = f"column {column!r} is {have} in the data but {field.type} in baseSchema"
        if not (widens(declared, have) or _finer(have, declared)):
            raise PlanError.at(
                where, f"{mismatch}, and {have} does not widen to {declared} without loss"
            )
        if strict:
            raise PlanError.at(
                where,
                f"{mismatch}: a narrower declared type is read through a checked cast, "
                "which strict schema checking (--strict-schema) refuses",
            )
        what = f"{where}: column {column!r} of {source}"
        columns.append(ReadColumn(column, name, _checked(column, have, declared, what)))
        rules.append(
            AppliedRule(
                "read-narrowing",
                where,
                f"column {column!r} is {have} in {source}; read as the declared {declared} "
                "through a checked cast (a value that does not fit stops the run)",
            )
        )
    return columns, rules


def _same_in_spark(have: t.Type, declared: t.Type) -> bool:
    return spark_type(have.with_nullable(True)) == spark_type(declared.with_nullable(True))


def _finer(have: t.Type, declared: t.Type) -> bool:
    """A timestamp of the data holding finer fractions than the declared one
    (``precision_timestamp<6>`` stored, ``<3>`` declared)."""
    return (
        type(have) is type(declared)
        and isinstance(have, t.PrecisionTimestamp | t.PrecisionTimestampTZ)
        and isinstance(declared, t.PrecisionTimestamp | t.PrecisionTimestampTZ)
        and declared.precision < min(have.precision, _MICROS)
    )


def _checked(column: str, have: t.Type, declared: t.Type, what: str) -> str:
    """Spark SQL reading ``column`` as ``declared``, or raising an error that
    names the value where it does not fit."""
    value = quote_identifier(column)
    if isinstance(declared, t.PrecisionTimestamp | t.PrecisionTimestampTZ):
        unit = 10 ** (_MICROS - declared.precision)
        fits = f"unix_micros(CAST({value} AS TIMESTAMP)) % {unit} = 0"
        result = value  # the same Spark type: a value that fits is kept as it is
        problem = f"which has finer fractions of a second than the declared {declared}"
    else:
        target, source = type_sql(spark_type(declared)), type_sql(spark_type(have))
        # TRY_CAST is null where the value is out of range; the cast back
        # differs where it was rounded (a decimal of smaller scale).
        fits = f"CAST(TRY_CAST({value} AS {target}) AS {source}) = {value}"
        result = f"CAST({value} AS {target})"
        problem = f"which does not fit the declared {declared}"
    prefix = literal_sql(f"{what} holds ", st.StringType())
    suffix = literal_sql(f", {problem}", st.StringType())
    failure = f"raise_error(concat({prefix}, CAST({value} AS STRING), {suffix}))"
    return f"CASE WHEN {value} IS NULL OR {fits} THEN {result} ELSE {failure} END"


# ---------------------------------------------------------------- file reads

# The most files a folder may hold for its DataFrame to be kept between runs:
# past it, checking that nothing changed costs more than it saves.
_MOST_KEPT_FILES = 1000
# The most DataFrames of file reads kept between runs, in all sessions.
_MOST_KEPT_FRAMES = 64
_PARQUET_MAGIC = b"PAR1"


@dataclass(frozen=True, slots=True)
class _Kept:
    session: object
    settings: str
    files: tuple[tuple[object, ...], ...]
    frame: DataFrame


_KEPT: OrderedDict[tuple[object, ...], _Kept] = OrderedDict()
_KEPT_LOCK = threading.Lock()


def kept_file_frame(
    spark: object, location: str, key: tuple[object, ...], load: Callable[[], DataFrame]
) -> DataFrame:
    """The DataFrame ``load`` makes of the Parquet files at ``location``
    (``key`` names how it is read: format, options, schema), kept from an
    earlier run where nothing it depends on changed since: ``load`` lists
    the files and reads a footer (``spark.read.load``, 150 ms and more per
    read on a loaded machine), which a plan run again need not repeat.

    Kept only on a classic session (whose JVM listed the files this process
    sees) and for a local path without glob characters. It is served again
    only to the same session, with the same SQL settings (they decide how a
    schema is inferred), and where every file and folder under ``location``
    has the same inode, size, modification and change times, and each
    Parquet file the same footer (its schema and row groups) as when it was
    read: the only things Spark fixed when it read them. The rows
    themselves are read when the plan runs, as for a new DataFrame."""
    files = _files_state(location)
    settings = _settings(spark) if files is not None else None
    if files is None or settings is None:
        return load()
    full = (id(spark), location, *key)
    with _KEPT_LOCK:
        kept = _KEPT.get(full)
        if kept is not None:
            _KEPT.move_to_end(full)
    if (
        kept is not None
        and kept.session is spark
        and kept.settings == settings
        and kept.files == files
    ):
        return kept.frame
    frame = load()  # the state taken before: a change while loading is seen next time
    with _KEPT_LOCK:
        _KEPT[full] = _Kept(spark, settings, files, frame)
        _KEPT.move_to_end(full)
        while len(_KEPT) > _MOST_KEPT_FRAMES:
            _KEPT.popitem(last=False)
    return frame


def _settings(spark: object) -> str | None:
    """The session's SQL settings as one text (one JVM round trip); None on
    a Spark Connect session."""
    session = getattr(spark, "_jsparkSession", None)
    if session is None:
        return None
    try:
        return str(session.conf().getAll().toString())
    except Exception:  # py4j: another Spark's API
        return None


def _local_path(location: str) -> str | None:
    if any(c in location for c in "*?[{"):
        return None  # a glob: Spark expands it
    parsed = urllib.parse.urlparse(location)
    if parsed.scheme == "file":
        if parsed.netloc not in ("", "localhost"):
            return None
        return urllib.request.url2pathname(parsed.path)
    if len(parsed.scheme) > 1 or not os.path.isabs(location):
        return None
    return location


def _files_state(location: str) -> tuple[tuple[object, ...], ...] | None:
    """What Spark fixes when it reads the files at ``location``: each file's
    and folder's identity, size and times, and each Parquet footer's hash;
    None where it cannot be told (not local, unreadable, too many files)."""
    path = _local_path(location)
    if path is None:
        return None
    try:
        top = os.stat(path)
        if not stat.S_ISDIR(top.st_mode):
            return (_file_state(path, "", top),)
        found: list[tuple[object, ...]] = [_entry("", top)]

        def fail(error: OSError) -> None:
            raise error

        for folder, folders, names in os.walk(path, onerror=fail, followlinks=True):
            folders.sort()
            for name in sorted(folders + names):
                full = os.path.join(folder, name)
                relative = os.path.relpath(full, path)
                info = os.stat(full)
                found.append(
                    _entry(relative, info)
                    if stat.S_ISDIR(info.st_mode)
                    else _file_state(full, relative, info)
                )
                if len(found) > _MOST_KEPT_FILES:
                    return None
        return tuple(found)
    except OSError:
        return None


def _entry(name: str, info: os.stat_result) -> tuple[object, ...]:
    return (
        name,
        info.st_mode,
        info.st_dev,
        info.st_ino,
        info.st_size,
        info.st_mtime_ns,
        info.st_ctime_ns,
    )


def _file_state(path: str, name: str, info: os.stat_result) -> tuple[object, ...]:
    return (*_entry(name, info), _footer_hash(path, info.st_size))


def _footer_hash(path: str, size: int) -> str:
    """The hash of a Parquet file's footer (its schema and row groups), ""
    for a file that is not Parquet."""
    if size < 12:
        return ""
    with open(path, "rb") as file:
        file.seek(size - 8)
        tail = file.read(8)
        if tail[4:] != _PARQUET_MAGIC:
            return ""
        length = int.from_bytes(tail[:4], "little")
        if length > size - 12:
            return ""
        file.seek(size - 8 - length)
        return hashlib.sha256(file.read(length)).hexdigest()
