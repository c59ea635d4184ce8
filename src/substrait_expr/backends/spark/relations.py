"""Bound relations → Spark DataFrames.

Each relation becomes the DataFrame calls a person would write by hand
(``filter``, ``select``, ``join``, ``groupBy().agg``, ``orderBy`` ...).
DataFrame column names follow the Substrait field names, made unique where
two fields share a name (joins of a table with itself); expressions are
compiled with the DataFrame's column names by position, so positional
Substrait references stay exact. Only the public ``pyspark.sql`` API is
used, so this runs on classic sessions and on Spark Connect alike.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
import shutil
import urllib.parse
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pyspark.sql import Column, DataFrame, SparkSession, Window
from pyspark.sql import functions as F
from pyspark.sql import types as st

from substrait_expr.backends.spark.capabilities import file_reason, refusals
from substrait_expr.backends.spark.columns.column import Scope, quote_column, to_column
from substrait_expr.backends.spark.columns.connect_ansi import plan_ansi_mode
from substrait_expr.backends.spark.columns.sql_text import NoText, quote_identifier
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.names import unique_names
from substrait_expr.backends.spark.reads import (
    ReadColumn,
    conform_fields,
    describe_source,
    kept_file_frame,
)
from substrait_expr.backends.spark.subqueries import OuterRecords, Record, relational_column
from substrait_expr.backends.spark.types import schema_from_spark, spark_type
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import EngineError, PlanError, PlanProblem
from substrait_expr.plan.file_bindings import (
    AmbiguousFileBinding,
    absolute_local,
    file_binding,
    read_names,
)
from substrait_expr.plan.interop import AppliedRule
from substrait_expr.plan.visitor import RelVisitor
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import Schema

__all__ = ["Executor", "TableSource", "spark_failure"]

TableValue = DataFrame | str  # a DataFrame, or a path to read


@dataclass
class Frame:
    """A DataFrame and its column names by Substrait field position."""

    df: DataFrame
    columns: list[str]
    alias: str | None = None  # set where an expression holds a subquery (see ``Record``)

    def col(self, index: int) -> Column:
        name = quote_column(self.columns[index])
        if self.alias is not None:
            return F.col(f"{quote_column(self.alias)}.{name}")
        return F.col(name)


_WRITE_MODES = {
    m.CreateMode.ERROR_IF_EXISTS: "error",  # Spark Connect rejects "errorifexists"
    m.CreateMode.APPEND_IF_EXISTS: "append",
    m.CreateMode.REPLACE_IF_EXISTS: "overwrite",
    m.CreateMode.IGNORE_IF_EXISTS: "ignore",
}


class TableSource:
    """Where named tables and files come from: ``tables`` bindings first
    (a DataFrame or a path), then the session's tables and views."""

    def __init__(
        self,
        spark: SparkSession,
        tables: Mapping[str, TableValue] | None = None,
        *,
        strict_schema: bool = False,
    ) -> None:
        self.spark = spark
        self.tables = dict(tables or {})
        self.strict_schema = strict_schema  # refuse narrower declared columns
        self._read: dict[str, DataFrame] = {}
        # One DataFrame per file location read the same way: a table read
        # several times in a plan is listed and its footer read once.
        self._files: dict[tuple[object, ...], DataFrame] = {}

    def conform(self, read: m.Read) -> tuple[list[ReadColumn], list[AppliedRule]]:
        """How the read's declared fields are read from its data (``reads``)."""
        bound = self._bound(read) if read.table is not None else self._file_bound(read)
        return conform_fields(
            read,
            self.raw(read, read.base),
            source=describe_source(read, bound),
            strict=self.strict_schema,
        )

    def raw(self, read: m.Read, schema: Schema | None) -> DataFrame:
        """The data of a named-table or file read, before any conforming."""
        key = read.path
        if key not in self._read:
            self._read[key] = self._load(read, schema)
        return self._read[key]

    def schema(self, read: m.Read) -> Schema:
        """The schema of data whose read did not write one."""
        return schema_from_spark(self.raw(read, None).schema)

    def _load(self, read: m.Read, schema: Schema | None) -> DataFrame:
        if read.kept_table is not None:
            _refuse(read)  # also refused before the run starts
        if read.table is not None:
            name = ".".join(read.table)
            bound = self._bound(read)
            if isinstance(bound, DataFrame):
                return bound
            if isinstance(bound, str):
                # A folder without a suffix holds parquet files, Spark's default.
                file_format = m.format_of_path(bound) or m.FileFormat.PARQUET
                return self._read_files(absolute_local(bound), file_format, (), None)
            if self.spark.catalog.tableExists(name):
                return self.spark.table(name)
            known = ", ".join(sorted(self.tables)) or "none"
            raise PlanError.at(
                f"{read.path}.namedTable",
                f"no table {name!r}: bind it (--table {name}=PATH, or tables={{...}}) or create "
                f"it in the Spark session (bound tables: {known})",
            )
        rebound = self._file_bound(read)
        if isinstance(rebound, DataFrame):
            return rebound
        if isinstance(rebound, str):  # the read's format and options, unless its suffix says
            first = read.files[0]
            file_format = m.format_of_path(rebound) or first.format
            options = reader_options(first) if file_format is first.format else ()
            csv_schema = schema if file_format is m.FileFormat.CSV else None
            return self._read_files(absolute_local(rebound), file_format, options, csv_schema)
        # Files with a schema of their own are read with it and checked against
        # the plan (Spark would trust a declared schema and fail mid-scan); CSV
        # has none, so it is read with the declared one.
        frames = [
            self._read_files(
                item.location or item.uri,
                item.format,
                reader_options(item),
                schema if item.format is m.FileFormat.CSV else None,
            )
            for item in read.files
        ]
        return functools.reduce(lambda a, b: a.unionByName(b), frames)

    def _read_files(
        self,
        location: str,
        file_format: m.FileFormat,
        options: tuple[tuple[str, str], ...],
        schema: Schema | None,
    ) -> DataFrame:
        """``read_path``, once per location and way of reading in this
        run; Parquet files unchanged since an earlier run of this session
        are not listed and opened again (``reads.kept_file_frame``)."""
        key = (location, file_format, options, schema)
        frame = self._files.get(key)
        if frame is None:

            def load() -> DataFrame:
                return read_path(self.spark, location, file_format, options, schema)

            if file_format is m.FileFormat.PARQUET:
                frame = kept_file_frame(self.spark, location, key[1:], load)
            else:
                frame = load()
            self._files[key] = frame
        return frame

    def sql_source(self, read: m.Read) -> str | None:
        """SQL that names the same data as ``raw(read)`` without a DataFrame:
        a session table or view by name; None where only the DataFrame says
        it (a bound DataFrame or path, files). Files are not named by path
        (``parquet.`path```): ``raw`` listed them and read their footers
        already, and Spark would do both again for the name (about 150 ms
        for a folder of a million variant rows, a fifth of the whole query;
        docs/benchmarks.md, "Variant extraction"). The statement reads the
        DataFrame ``raw`` made instead (a temporary view), the same scan."""
        if read.table is not None and self._bound(read) is None:
            return _sql_name(*read.table)
        return None

    def _file_bound(self, read: m.Read) -> TableValue | None:
        """The binding that names a read of files (``plan.file_bindings``)."""
        if not read.files or not self.tables:
            return None
        names = read_names([item.uri for item in read.files], read.hints.alias)
        try:
            key = file_binding(names, self.tables)
        except AmbiguousFileBinding as error:
            raise PlanError.at(f"{read.path}.localFiles", str(error)) from None
        return None if key is None else self.tables[key]

    def _bound(self, read: m.Read) -> TableValue | None:
        """The binding for a named table: its full name, its last part, or
        either compared case-insensitively (producers upper-case names)."""
        assert read.table is not None
        wanted = [".".join(read.table), read.table[-1]]
        for name in wanted:
            if name in self.tables:
                return self.tables[name]
        for name in wanted:
            matches = sorted(key for key in self.tables if key.lower() == name.lower())
            if len(matches) > 1:
                raise PlanError.at(
                    f"{read.path}.namedTable",
                    f"table {name!r} matches several bound tables when case is ignored: "
                    + ", ".join(matches),
                )
            if matches:
                return self.tables[matches[0]]
        return None


def _refuse(rel: m.Rel) -> None:
    """Raise what ``capabilities`` refuses in ``rel``, if anything (the
    capability check ran before the DataFrame path: this is its backstop)."""
    problems = refusals(rel)
    if problems:
        raise PlanError(problems)


def reader_options(item: m.FileItem) -> tuple[tuple[str, str], ...]:
    """Spark's reader options for a file item: a delimited-text item's
    options as the CSV reader spells them (a ``.csv`` known by its suffix
    has none: ``read_path`` reads it with a header). Raises `Unsupported`
    for what Spark cannot read as the plan says (``capabilities``)."""
    reason = file_reason(item)
    if reason is not None:
        raise Unsupported(reason)
    text = item.text
    if text is None:
        return ()
    options = [("sep", text.field_delimiter)]
    options.append(("header", "true" if text.header_lines_to_skip == 1 else "false"))
    for key, value in (
        ("quote", text.quote),
        ("escape", text.escape),
        ("nullValue", text.value_treated_as_null),
    ):
        if value is not None:
            options.append((key, value))
    return tuple(options)


def _sql_name(*parts: str) -> str | None:
    """``parts`` as one dotted SQL name; None where SQL text cannot say it."""
    try:
        return ".".join(quote_identifier(p) for p in parts)
    except NoText:
        return None


def _has_subquery(typed: ir.TypedExpr) -> bool:
    """Whether a subquery stands anywhere in ``typed``."""
    stack: list[object] = [typed]
    while stack:
        node = stack.pop()
        if isinstance(node, ir.Subquery):
            return True
        if isinstance(node, tuple | list):
            stack.extend(node)
        elif isinstance(node, ir.TypedExpr):
            stack.extend(getattr(node, f.name) for f in dataclasses.fields(node))
    return False


def _correlated(rel: m.Rel, depth: int = 1) -> bool:
    """Whether ``rel`` reads a record ``depth`` or more subqueries out (its
    own subqueries' relations count one level deeper)."""
    stack: list[tuple[object, int]] = [(rel, depth)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, ir.OuterFieldRef):
            if node.steps_out >= level:
                return True
        elif isinstance(node, ir.Subquery):
            stack.append((node.rel, level + 1))
            stack.extend((n, level) for n in node.needles)
        elif isinstance(node, tuple | list):
            stack.extend((item, level) for item in node)
        elif isinstance(node, ir.TypedExpr | m.Rel | m.SortKey):
            stack.extend((getattr(node, f.name), level) for f in dataclasses.fields(node))
    return False


def spark_failure(error: BaseException, path: str) -> EngineError | None:
    """A Spark (or Py4J) exception as a PlanError at ``path``, Spark's own
    message kept without Java stack frames; None for any other exception."""
    if not type(error).__module__.startswith(("pyspark", "py4j")):
        return None
    text = str(error).strip()
    raised = _RAISED_AT_PATH.search(text)
    if raised is not None:  # a check of the plan's own (reads.py): its words, its path
        return EngineError([PlanProblem(raised["path"], raised["message"])])
    # Spark Connect appends the server's stack after "JVM stacktrace:".
    text = text.split("\nJVM stacktrace:", 1)[0]
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("\tat ")]
    return EngineError([PlanProblem(path, "Spark failed: " + "\n".join(lines[:6]))])


# raise_error('relations[0]...: message') as Spark reports it
_RAISED_AT_PATH = re.compile(
    r"\[USER_RAISED_EXCEPTION\] (?P<path>(?:relations|subqueries)\S*?): "
    r"(?P<message>.*?)(?: SQLSTATE: \w+)?$",
    re.MULTILINE,
)


def read_path(
    spark: SparkSession,
    uri: str,
    file_format: m.FileFormat,
    options: Sequence[tuple[str, str]],
    schema: Schema | None,
) -> DataFrame:
    reader = spark.read.format(file_format.value)
    for key, value in options:
        reader = reader.option(key, value)
    if file_format is m.FileFormat.CSV and not any(k == "header" for k, _ in options):
        reader = reader.option("header", "true")
    if schema is not None:
        reader = reader.schema(spark_type(schema.as_struct()))  # type: ignore[arg-type]
    elif file_format is m.FileFormat.CSV:
        reader = reader.option("inferSchema", "true")
    return reader.load(uri)


def save(data: DataFrame, target: str, file_format: str, mode: str) -> bool:
    """Write ``data`` as files; False when ``mode`` is error and the
    target exists (Spark refuses; nothing is overwritten).

    A local target that this process can see is written to a hidden sibling
    folder and moved into place only when Spark's job succeeded, so a failed
    or interrupted run (a lost executor, master or Connect server) leaves no
    partial output at the target: the old content stays as it was."""
    local = _staging_place(data, target)
    if local is None:
        return _spark_save(data, target, file_format, mode)
    if os.path.lexists(local):
        if mode in ("error", "errorifexists"):
            return False
        if mode == "ignore":
            return True
    staging = os.path.join(
        os.path.dirname(local) or ".", f".{os.path.basename(local)}.incomplete-{uuid.uuid4().hex}"
    )
    try:
        _spark_save(data, staging, file_format, "error")
        _move_into_place(staging, local, append=mode == "append")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return True


def _spark_save(data: DataFrame, target: str, file_format: str, mode: str) -> bool:
    writer = data.write.mode(mode).format(file_format)
    if file_format == "csv":
        writer = writer.option("header", "true")
    try:
        writer.save(target)
    except Exception as error:  # Spark reports an existing path as AnalysisException
        if "already exists" in str(error).lower():
            return False
        raise
    return True


def _staging_place(data: DataFrame, target: str) -> str | None:
    """The local path of ``target`` when the files Spark writes are on this
    machine (a classic session, or a Connect server on loopback) and its
    folder exists; None otherwise (then Spark writes in place)."""
    parsed = urllib.parse.urlparse(target)
    if parsed.scheme not in ("", "file"):
        return None
    path = os.path.abspath(urllib.parse.unquote(parsed.path) if parsed.scheme else target)
    if not os.path.isdir(os.path.dirname(path)):
        return None
    if type(data).__module__.startswith("pyspark.sql.connect"):
        client = getattr(data.sparkSession, "client", None)
        host = getattr(getattr(client, "_builder", None), "host", None)
        if host not in ("localhost", "127.0.0.1", "::1"):
            return None
    return path


def _move_into_place(staging: str, target: str, *, append: bool) -> None:
    """Put a finished write at ``target``: replacing what was there, or for
    append adding its data files to the existing folder."""
    if append and os.path.isdir(target):
        for name in os.listdir(staging):
            if name.startswith(("_", ".")):
                continue  # _SUCCESS and checksums: the folder has its own
            os.replace(os.path.join(staging, name), os.path.join(target, name))
        return
    if os.path.lexists(target):
        old = f"{staging}.old"
        os.rename(target, old)
        os.rename(staging, target)
        if os.path.isdir(old):
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.remove(old)
        return
    os.rename(staging, target)


class Executor(RelVisitor[Frame]):
    """Builds the DataFrames of one plan run. Shared sub-plans (references)
    are built once and reused."""

    def __init__(self, spark: SparkSession, source: TableSource) -> None:
        self.spark = spark
        self.source = source
        self._shared: dict[int, Frame] = {}
        self.writes: list[str] = []  # what write relations wrote, for the CLI
        self.applied: list[AppliedRule] = []  # widening casts made to read the data
        self.outer = OuterRecords()  # records around the subquery being built
        self._aliases = 0

    def root(self, root: m.Root) -> DataFrame:
        with plan_ansi_mode(self.spark):  # the session's ANSI setting, once for the plan
            frame = self.rel(root.input)
            return frame.df.select(*[frame.col(i).alias(n) for i, n in enumerate(root.names)])

    def rel(self, rel: m.Rel) -> Frame:
        try:
            frame = self.visit(rel)
        except PlanError:
            raise
        except CompileError as error:  # an expression Spark cannot express
            message = error.diagnostics[0].message if error.diagnostics else "cannot run on Spark"
            raise PlanError([PlanProblem(rel.path, message, error)]) from None
        except Exception as error:
            failure = spark_failure(error, rel.path)
            if failure is None:
                raise
            raise failure from None
        if rel.emit is None:
            return frame
        names = unique_names([frame.columns[i] for i in rel.emit])
        df = frame.df.select(*[frame.col(i).alias(n) for i, n in zip(rel.emit, names, strict=True)])
        return Frame(df, names)

    # ------------------------------------------------------------------ helpers

    def column(
        self, typed: ir.TypedExpr, frame: Frame, context: ir.Context = ir.Context.SCALAR
    ) -> Column:
        return to_column(
            typed,
            context=context,
            field_names=frame.columns,
            relations=self._relational,
            qualifier=frame.alias,
        )

    def _relational(self, node: ir.TypedExpr, scope: Scope) -> Column:
        return relational_column(node, scope, self.outer, self._inner)

    def _inner(self, node: ir.Subquery, record: Record) -> Frame:
        """A subquery's relation, built inside ``record``."""
        self.outer.stack.append(record)
        try:
            return self.rel(node.rel)
        finally:
            self.outer.stack.pop()

    def _for(self, frame: Frame, *typed: ir.TypedExpr | None) -> Frame:
        """``frame`` aliased when one of the expressions holds a subquery."""
        if not any(e is not None and _has_subquery(e) for e in typed):
            return frame
        self._aliases += 1
        alias = f"__outer{self._aliases}"
        return Frame(frame.df.alias(alias), frame.columns, alias)

    @staticmethod
    def renamed(frame: Frame, names: Sequence[str]) -> Frame:
        if list(names) == frame.columns:
            return frame
        return Frame(frame.df.toDF(*names), list(names))

    # ------------------------------------------------------------------ relations

    def visit_read(self, rel: m.Read) -> Frame:
        frame = self._virtual(rel) if rel.rows is not None else self._conform(rel)
        frame = self._filtered(frame, rel.filter, rel.best_effort_filter)
        if rel.projection is not None:
            names = unique_names([frame.columns[i] for i in rel.projection])
            df = frame.df.select(
                *[frame.col(i).alias(n) for i, n in zip(rel.projection, names, strict=True)]
            )
            frame = Frame(df, names)
        return frame

    def _virtual(self, rel: m.Read) -> Frame:
        names = unique_names(rel.base.names)
        struct = spark_type(rel.base.as_struct())
        assert isinstance(struct, st.StructType)
        struct = st.StructType(
            [st.StructField(n, f.dataType, True) for n, f in zip(names, struct.fields, strict=True)]
        )
        if not rel.rows:
            return Frame(self.spark.createDataFrame([], struct), names)
        empty = Frame(self.spark.range(1), [])  # cells are constants: no input columns
        rows = [
            F.struct(
                *[self.column(cell, empty).alias(n) for cell, n in zip(row, names, strict=True)]
            )
            for row in rel.rows
        ]
        df = self.spark.range(1).select(F.inline(F.array(*rows)))
        df = df.select(
            *[
                F.col(quote_column(n)).cast(f.dataType).alias(n)
                for n, f in zip(names, struct.fields, strict=True)
            ]
        )
        return Frame(df, names)

    def _conform(self, rel: m.Read) -> Frame:
        """Select the base schema's fields from the data, checking types."""
        fields, rules = self.source.conform(rel)
        self.applied += rules
        df = self.source.raw(rel, rel.base)
        return Frame(df.select(*[f.spark_column() for f in fields]), [f.name for f in fields])

    def visit_filter(self, rel: m.Filter) -> Frame:
        return self._filtered(self.rel(rel.input), rel.condition)

    def visit_project(self, rel: m.Project) -> Frame:
        frame = self._for(self.rel(rel.input), *rel.expressions)
        added = rel.direct.names[len(frame.columns) :]
        names = unique_names(added, frame.columns)
        columns = [
            self.column(e, frame).alias(n) for e, n in zip(rel.expressions, names, strict=True)
        ]
        df = frame.df.select(*[frame.col(i) for i in range(len(frame.columns))], *columns)
        return Frame(df, frame.columns + names)

    def visit_sort(self, rel: m.Sort) -> Frame:
        frame = self.rel(rel.input)
        if not any(_has_subquery(key.expr) for key in rel.keys):
            keys = [self._sort_column(key, self.column(key.expr, frame)) for key in rel.keys]
            return Frame(frame.df.orderBy(*keys), frame.columns)
        # Spark takes correlated subqueries in projections, not in sort keys:
        # compute the keys as columns, sort by them, drop them.
        aliased = self._for(frame, *[key.expr for key in rel.keys])
        hidden = unique_names([f"__key{i}" for i in range(len(rel.keys))], frame.columns)
        computed = aliased.df.select(
            *[aliased.col(i) for i in range(len(frame.columns))],
            *[
                self.column(key.expr, aliased).alias(n)
                for key, n in zip(rel.keys, hidden, strict=True)
            ],
        )
        keys = [
            self._sort_column(key, F.col(quote_column(n)))
            for key, n in zip(rel.keys, hidden, strict=True)
        ]
        ordered = computed.orderBy(*keys).select(*[F.col(quote_column(c)) for c in frame.columns])
        return Frame(ordered, frame.columns)

    def _sort_column(self, key: m.SortKey, value: Column) -> Column:
        d = m.SortDirection
        if key.direction is d.ASC_NULLS_FIRST:
            return value.asc_nulls_first()
        if key.direction is d.ASC_NULLS_LAST:
            return value.asc_nulls_last()
        if key.direction is d.DESC_NULLS_FIRST:
            return value.desc_nulls_first()
        if key.direction is d.DESC_NULLS_LAST:
            return value.desc_nulls_last()
        # CLUSTERED asks equal values to be adjacent; a total order gives that.
        return value.asc_nulls_first()

    def visit_fetch(self, rel: m.Fetch) -> Frame:
        frame = self.rel(rel.input)
        df = frame.df
        if rel.offset:
            df = df.offset(rel.offset)
        if rel.count is not None:
            df = df.limit(rel.count)
        return Frame(df, frame.columns)

    def _pair(self, left_rel: m.Rel, right_rel: m.Rel) -> tuple[Frame, Frame]:
        left = self.rel(left_rel)
        right = self.rel(right_rel)
        return left, self.renamed(right, unique_names(right.columns, left.columns))

    def visit_cross(self, rel: m.Cross) -> Frame:
        left, right = self._pair(rel.left, rel.right)
        return Frame(left.df.crossJoin(right.df), left.columns + right.columns)

    def visit_join(self, rel: m.Join) -> Frame:
        _refuse(rel)  # refused before the run starts
        left, right = self._pair(rel.left, rel.right)
        both = Frame(left.df, left.columns + right.columns)
        j = m.JoinType
        if _has_subquery(rel.expression):
            if rel.type is not j.INNER:
                raise PlanError.at(
                    f"{rel.path}.expression",
                    "not supported on Spark: a subquery in the condition of a "
                    f"{rel.type.value} join (an inner join's condition may hold one: it is "
                    "applied as a filter over the cross product)",
                )
            # An inner join is the filtered cross product; the filter can hold subqueries.
            crossed = Frame(left.df.crossJoin(right.df), both.columns)
            return self._filtered(crossed, rel.expression, rel.post_join_filter)
        condition = self.column(rel.expression, both)
        simple = {
            j.INNER: "inner",
            j.OUTER: "full",
            j.LEFT: "left",
            j.RIGHT: "right",
        }
        if rel.type in simple:
            frame = Frame(left.df.join(right.df, condition, simple[rel.type]), both.columns)
        elif rel.type in (j.LEFT_SEMI, j.LEFT_ANTI):
            kind = "left_semi" if rel.type is j.LEFT_SEMI else "left_anti"
            frame = Frame(left.df.join(right.df, condition, kind), left.columns)
        elif rel.type in (j.RIGHT_SEMI, j.RIGHT_ANTI):
            kind = "left_semi" if rel.type is j.RIGHT_SEMI else "left_anti"
            frame = Frame(right.df.join(left.df, condition, kind), right.columns)
        elif rel.type in (j.LEFT_MARK, j.RIGHT_MARK):
            keep, other = (left, right) if rel.type is j.LEFT_MARK else (right, left)
            nullable = rel.expression is None or rel.expression.type.nullable
            keys = _mark_keys(rel.expression, len(left.columns), rel.type is j.LEFT_MARK)
            if keys is not None:
                keep_key, other_key = (self.column(key, both) for key in keys)
                frame = self._keyed_mark(keep, other, condition, keep_key, other_key, nullable)
            else:
                frame = self._mark(keep, other, condition, nullable)
        elif rel.type is j.LEFT_SINGLE:
            frame = self._single(left, right, condition, rel.path)
        else:  # RIGHT_SINGLE: the left single join with the sides swapped
            swapped = self._single(right, left, condition, rel.path)
            frame = Frame(
                swapped.df.select(*[F.col(quote_column(c)) for c in both.columns]), both.columns
            )
        if rel.post_join_filter is not None:
            if _has_subquery(rel.post_join_filter) and frame.columns == both.columns:
                return self._filtered(frame, rel.post_join_filter)
            frame = Frame(frame.df.filter(self.column(rel.post_join_filter, both)), frame.columns)
        return frame

    def _filtered(self, frame: Frame, *conditions: ir.TypedExpr | None) -> Frame:
        """``frame`` filtered by each condition given (they may hold subqueries)."""
        for condition in conditions:
            if condition is not None:
                frame = self._for(frame, condition)
                frame = Frame(frame.df.filter(self.column(condition, frame)), frame.columns)
        return frame

    def _single(self, keep: Frame, other: Frame, condition: Column, path: str) -> Frame:
        """Left join that fails when a kept row matches more than one row."""
        row_id, matches = unique_names(["__row", "__matches"], keep.columns + other.columns)
        numbered = keep.df.withColumn(row_id, F.monotonically_increasing_id())
        joined = numbered.join(other.df, condition, "left")
        # Windows cannot stand in a filter: count into a column first.
        counted = joined.withColumn(
            matches, F.count(F.lit(1)).over(Window.partitionBy(F.col(row_id)))
        )
        message = f"single join at {path}: a row matched more than one row"
        checked = counted.filter(
            F.when(F.col(matches) > 1, F.raise_error(F.lit(message))).otherwise(F.lit(True))
        )
        columns = keep.columns + other.columns
        return Frame(checked.select(*[F.col(quote_column(c)) for c in columns]), columns)

    def _mark(self, keep: Frame, other: Frame, condition: Column, nullable: bool) -> Frame:
        """Each row of ``keep`` once, with the spec's three-valued ``mark``:
        true if the condition holds for some row of ``other``, else null if
        it is null for some row, else false. The kept rows are numbered and
        joined with the rows whose condition is not false; the best outcome
        per number is the mark."""
        row_id, matched, code = unique_names(
            ["__row", "__matched", "__mark"], keep.columns + other.columns
        )
        (mark,) = unique_names(["mark"], keep.columns)
        numbered = keep.df.withColumn(row_id, F.monotonically_increasing_id())
        marked = other.df.withColumn(matched, F.lit(True))
        # A non-nullable condition is joined as it is (Spark can hash an equality).
        on = F.coalesce(condition, F.lit(True)) if nullable else condition
        joined = numbered.join(marked, on, "left")
        outcome = (
            F.when(condition, F.lit(2)).when(F.col(matched).isNotNull(), F.lit(1)).otherwise(0)
        )
        kept = [F.first(F.col(quote_column(c))).alias(c) for c in keep.columns]
        grouped = joined.groupBy(F.col(row_id)).agg(*kept, F.max(outcome).alias(code))
        value = F.when(F.col(code) == 2, F.lit(True)).when(F.col(code) == 0, F.lit(False))
        columns = [*keep.columns, mark]
        selected = [F.col(quote_column(c)) for c in keep.columns]
        return Frame(grouped.select(*selected, value.alias(mark)), columns)

    def _keyed_mark(
        self,
        keep: Frame,
        other: Frame,
        condition: Column,
        keep_key: Column,
        other_key: Column,
        nullable: bool,
    ) -> Frame:
        """``_mark`` where the condition is ``keep_key = other_key`` over
        values equal only when identical (``_mark_keys``): a left equi-join
        with ``other``'s distinct non-null keys, which Spark hashes and which
        matches each kept row at most once (no numbering, no regrouping:
        TPC-DS q10 took 1.6x ``spark.sql`` through ``_mark``'s nested loop).
        The spec's null: no match, and the kept key is null while ``other``
        has rows, or ``other`` has a null key."""
        matched, rows, valued = unique_names(
            ["__matched", "__rows", "__valued"], keep.columns + other.columns
        )
        (mark,) = unique_names(["mark"], keep.columns)
        keys = other.df.select(other_key).where(other_key.isNotNull()).distinct()
        joined = keep.df.join(keys.withColumn(matched, F.lit(True)), condition, "left")
        value = F.col(matched).isNotNull()
        if nullable:
            # One row of counts beside every kept row: Spark broadcasts it.
            counts = other.df.agg(F.count(F.lit(1)).alias(rows), F.count(other_key).alias(valued))
            joined = joined.crossJoin(counts)
            unknown = (keep_key.isNull() & (F.col(rows) > 0)) | (F.col(rows) > F.col(valued))
            value = (
                F.when(value, F.lit(True))
                .when(unknown, F.lit(None).cast("boolean"))
                .otherwise(F.lit(False))
            )
        selected = [F.col(quote_column(c)) for c in keep.columns]
        return Frame(joined.select(*selected, value.alias(mark)), [*keep.columns, mark])

    def visit_set(self, rel: m.Set) -> Frame:
        frames = [self.rel(r) for r in rel.inputs]
        names = frames[0].columns
        primary, *rest = (self.renamed(f, names).df for f in frames)
        op = m.SetOp
        if rel.op is op.UNION_ALL:
            df = functools.reduce(DataFrame.unionAll, rest, primary)
        elif rel.op is op.UNION_DISTINCT:
            df = functools.reduce(DataFrame.unionAll, rest, primary).distinct()
        elif rel.op is op.MINUS_PRIMARY:
            df = functools.reduce(DataFrame.subtract, rest, primary)
        elif rel.op is op.MINUS_PRIMARY_ALL:
            df = primary.exceptAll(functools.reduce(DataFrame.unionAll, rest))
        elif rel.op is op.INTERSECTION_PRIMARY:
            df = primary.intersect(functools.reduce(DataFrame.unionAll, rest))
        elif rel.op is op.INTERSECTION_MULTISET:
            df = functools.reduce(DataFrame.intersect, rest, primary)
        elif rel.op is op.INTERSECTION_MULTISET_ALL:
            df = functools.reduce(DataFrame.intersectAll, rest, primary)
        else:  # MINUS_MULTISET: drop primary rows found in every secondary
            in_all = functools.reduce(DataFrame.intersect, rest)
            other = [f"__s{i}" for i in range(len(names))]
            in_all = in_all.toDF(*other)
            condition = functools.reduce(
                lambda a, b: a & b,
                [
                    F.col(quote_column(a)).eqNullSafe(F.col(quote_column(b)))
                    for a, b in zip(names, other, strict=True)
                ],
            )
            df = primary.join(in_all, condition, "left_anti")
        return Frame(df, names)

    def visit_aggregate(self, rel: m.Aggregate) -> Frame:
        if self.outer.stack and any(rel.sets) and _correlated(rel.input):
            raise PlanError.at(
                rel.path,
                "not supported on Spark: a grouped aggregate over input that refers to the "
                "enclosing query (DataFrame.groupBy analyses its input at once, before the "
                "outer query is known)",
            )
        frame = self._for(self.rel(rel.input), *rel.keys, *rel.measures)
        names = unique_names(rel.direct.names)
        key_names = names[: len(rel.keys)]
        measure_names = names[len(rel.keys) : len(rel.keys) + len(rel.measures)]
        keys = [self.column(k, frame).alias(n) for k, n in zip(rel.keys, key_names, strict=True)]
        measures = [
            self.column(mm, frame, ir.Context.AGGREGATE).alias(n)
            for mm, n in zip(rel.measures, measure_names, strict=True)
        ]
        parts = []
        for index, members in enumerate(rel.sets):
            grouped = [keys[i] for i in members]
            if measures and not grouped:
                # A global aggregate as a select: groupBy analyses its input
                # at once, which fails inside a correlated subquery.
                part = frame.df.select(*measures)
            elif measures:
                part = frame.df.groupBy(*grouped).agg(*measures)
            else:
                part = frame.df.select(*grouped).distinct()
            outputs: list[Column] = []
            for i, name in enumerate(key_names):
                if i in members:
                    outputs.append(F.col(quote_column(name)))
                else:
                    outputs.append(F.lit(None).cast(spark_type(rel.keys[i].type)).alias(name))
            outputs += [F.col(quote_column(n)) for n in measure_names]
            if rel.grouping_set_column:
                outputs.append(F.lit(index).cast("int").alias(names[-1]))
            parts.append(part.select(*outputs))
        df = functools.reduce(DataFrame.unionAll, parts)
        return Frame(df, names)

    def visit_write(self, rel: m.Write) -> Frame:
        _refuse(rel)  # refused before the run starts; a DELETE must never write
        frame = self.rel(rel.input)
        names = unique_names(rel.input.schema.names)
        data = self.renamed(frame, names).df
        if rel.format is not None:
            target = rel.location or rel.target
            if not save(data, target, rel.format.value, _WRITE_MODES[rel.mode]):
                raise PlanError.at(
                    rel.path,
                    f"{target} already exists; set createMode to "
                    "CREATE_MODE_REPLACE_IF_EXISTS, _APPEND_IF_EXISTS or _IGNORE_IF_EXISTS",
                )
            self.writes.append(f"wrote {rel.format.value} files to {target}")
        else:
            self._write_view(rel, data)
        if rel.emit_rows:
            return Frame(data, names)
        return Frame(self.spark.createDataFrame([], st.StructType([])), [])

    def _write_view(self, rel: m.Write, data: DataFrame) -> None:
        exists = self.spark.catalog.tableExists(rel.target)
        if exists and rel.mode is m.CreateMode.ERROR_IF_EXISTS:
            raise PlanError.at(
                rel.path,
                f"a table or view {rel.target!r} already exists; set createMode to replace, "
                "append or ignore",
            )
        if exists and rel.mode is m.CreateMode.IGNORE_IF_EXISTS:
            self.writes.append(f"kept the existing view {rel.target}")
            return
        if exists and rel.mode is m.CreateMode.APPEND_IF_EXISTS:
            # A temporary view keeps its analysed plan, so the old rows stay readable.
            data = self.spark.table(rel.target).unionAll(data)
        data.createOrReplaceTempView(rel.target)
        self.writes.append(f"created the temporary view {rel.target}")

    def visit_reference(self, rel: m.Reference) -> Frame:
        if rel.ordinal not in self._shared:
            self._shared[rel.ordinal] = self.rel(rel.target)
        return self._shared[rel.ordinal]

    def visit_opaque(self, rel: m.Opaque) -> Frame:
        # What the capability check refuses before a run starts: this is its backstop.
        raise PlanError.at(rel.path, "Opaque relations cannot run on Spark")


# Types whose `equal` holds only between identical values, as Spark's
# DISTINCT groups them: a join with distinct keys then matches once.
_IDENTITY_EQUAL = (t.Boolean, t.I8, t.I16, t.I32, t.I64, t.String, t.Date, t.Decimal)


def _mark_keys(
    condition: ir.TypedExpr | None, left_width: int, keep_left: bool
) -> tuple[ir.FieldRef, ir.FieldRef] | None:
    """(kept side's key, other side's key) where a mark join's condition is
    one ``equal`` of a field of each side, of a type in ``_IDENTITY_EQUAL``;
    else None."""
    if not isinstance(condition, ir.ScalarCall) or condition.impl.name != "equal":
        return None
    if len(condition.args) != 2:
        return None
    first, second = condition.args
    if not isinstance(first, ir.FieldRef) or not isinstance(second, ir.FieldRef):
        return None
    if not all(isinstance(f.type, _IDENTITY_EQUAL) for f in (first, second)):
        return None
    if first.index < left_width <= second.index:
        left_key, right_key = first, second
    elif second.index < left_width <= first.index:
        left_key, right_key = second, first
    else:
        return None
    return (left_key, right_key) if keep_left else (right_key, left_key)
