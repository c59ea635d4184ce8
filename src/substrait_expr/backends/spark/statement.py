"""A bound plan → DataFrames: one ``spark.sql`` statement per root where one
statement can say the plan, else the DataFrame API (``relations.Executor``).

The statement is the one ``substrait-expr sql`` prints (``plan_sql``), with
each read's data handed to ``spark.sql`` as a DataFrame argument, its
columns picked and cast to the plan's schema exactly as the DataFrame path
does (``conform_fields``). One statement costs a handful of JVM round trips
(a temporary view per table on a classic session, none on Connect) where
the DataFrame path makes several per relation, and Spark analyses it as
quickly as the same query written by hand.

The DataFrame path is taken when the plan has a construct the statement
cannot say (writes, some subqueries, ...), and also when Spark refuses the
statement: that path reports a Spark failure at the relation that caused it.
"""

from __future__ import annotations

import contextlib
import uuid
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field

from pyspark.sql import DataFrame, SparkSession

from substrait_expr.backends.spark.capabilities import refuse_unsupported, refused_where_it_fails
from substrait_expr.backends.spark.columns.connect_ansi import plan_ansi_mode
from substrait_expr.backends.spark.columns.sql_text import NoText, quote_identifier
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.plan_sql import ReadText, plan_sql
from substrait_expr.backends.spark.relations import (
    Executor,
    TableSource,
    spark_failure,
)
from substrait_expr.backends.spark.session import run_sql
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanError
from substrait_expr.plan.interop import AppliedRule

__all__ = ["Lowered", "lower_plan", "plan_statements"]


@dataclass
class Lowered:
    """What lowering a plan gave: one DataFrame per root, how (``statement``
    or ``dataframe``), the writes done and the read rules applied."""

    frames: list[DataFrame]
    how: str
    writes: list[str] = field(default_factory=list)
    rules: list[AppliedRule] = field(default_factory=list)
    why_not_statement: str = ""  # with "dataframe": why one statement did not run


LOWERINGS = ("auto", "statement", "dataframe")


def lower_plan(
    spark: SparkSession, source: TableSource, roots: Sequence[m.Root], lowering: str = "auto"
) -> Lowered:
    """``roots`` as DataFrames; ``lowering`` is ``auto`` (one statement per
    root where possible, else the DataFrame API), ``statement`` or ``dataframe``.
    What Spark cannot run (``capabilities.py``) is refused before anything
    runs, each at its JSON path: before the DataFrame path, and where the
    statement does not print (one that prints met every relation and call)."""
    if lowering not in LOWERINGS:
        raise ValueError(f"unknown lowering {lowering!r}: {', '.join(LOWERINGS)}")
    if lowering == "statement":
        return _statements(spark, source, roots)
    reason = "asked for"
    if lowering == "auto":
        statement, reason = _as_statements(spark, source, roots)
        if statement is not None:
            return statement
    # The DataFrame path runs writes as it goes: nothing may run before the check.
    refuse_unsupported(roots)
    executor = Executor(spark, source)
    built = [executor.root(root) for root in roots]
    return Lowered(built, "dataframe", executor.writes, executor.applied, reason)


@dataclass
class _Reads:
    """The reads of one plan as SQL. A session table or view is named; other
    data (files, bound paths and DataFrames) is the DataFrame ``raw`` read,
    as a temporary view registered once per DataFrame (`_temporary_view`):
    a file named by path would be listed and its footers read again."""

    source: TableSource
    rules: list[AppliedRule] = field(default_factory=list)

    def __call__(self, rel: m.Read) -> ReadText:
        df = self.source.raw(rel, rel.base)
        fields, rules = self.source.conform(rel)
        self.rules += rules
        data = self.source.sql_source(rel) or quote_identifier(_temporary_view(df))
        data_columns = [f.name for f in df.schema.fields]
        if [(f.column, f.name) for f in fields if f.sql is None] == list(
            zip(data_columns, data_columns, strict=True)
        ):
            return ReadText(data)  # the data is exactly the plan's schema
        return ReadText(data, [f.sql_item() for f in fields])


_VIEWS: dict[int, str] = {}  # id of a DataFrame → its temporary view
_STALE: list[tuple[SparkSession, str]] = []  # views of collected DataFrames, to drop


def _temporary_view(df: DataFrame) -> str:
    """A temporary view of ``df`` in its session, registered once per
    DataFrame (about 6 ms on a classic session, a round trip on Connect).
    Spark analyses the DataFrame once, then; a statement reading it as a
    ``spark.sql`` argument instead has it resolved again each time (on
    Connect, 18 ms per DataFrame per statement: listing its files again).
    Dropped once ``df`` is garbage collected, at the next registration in
    its session: a finalizer may run in the middle of a call to Spark, so it
    calls none, and a session that went away is not waited for."""
    session = df.sparkSession
    for stale in [entry for entry in _STALE if entry[0] is session]:
        try:
            _STALE.remove(stale)
        except ValueError:  # another thread took it
            continue
        with contextlib.suppress(Exception):  # the view may be gone with its data
            session.catalog.dropTempView(stale[1])
    name = _VIEWS.get(id(df))
    if name is None:
        name = f"__substrait_expr_{uuid.uuid4().hex}"
        df.createOrReplaceTempView(name)
        _VIEWS[id(df)] = name
        weakref.finalize(df, _forget_view, id(df), session, name).atexit = False
    return name


def _forget_view(key: int, spark: SparkSession, name: str) -> None:
    _VIEWS.pop(key, None)
    _STALE.append((spark, name))


def plan_statements(
    source: TableSource, roots: Sequence[m.Root], *, ansi: bool | None
) -> tuple[list[str], list[AppliedRule]]:
    """The statements and the read rules applied. ``ansi`` is the
    session's ``spark.sql.ansi.enabled`` (None: the enclosing ``ansi_mode``
    asks where the text depends on it). ``PlanError`` where one statement
    cannot say the plan."""
    reads = _Reads(source)
    try:
        texts = plan_sql(roots, ansi=ansi, reads=reads)
    except NoText as error:  # a cast of the data with no SQL spelling
        raise PlanError.at("relations", str(error)) from None
    return texts, reads.rules


def _as_statements(
    spark: SparkSession, source: TableSource, roots: Sequence[m.Root]
) -> tuple[Lowered | None, str]:
    """The plan as statements, or None and why not (the DataFrame path then
    says why, if it cannot run the plan either)."""
    try:
        return _statements(spark, source, roots), ""
    except (PlanError, CompileError, Unsupported, NoText) as error:
        return None, _first_line(error)
    except Exception as error:
        failure = spark_failure(error, "relations")
        if failure is None:
            raise
        return None, _first_line(failure)  # Spark refused it: the DataFrame path names where


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def _statements(spark: SparkSession, source: TableSource, roots: Sequence[m.Root]) -> Lowered:
    # The session's ANSI setting is read once: on a classic session only if
    # some expression's text depends on it (a JVM round trip); see plan_ansi_mode.
    with plan_ansi_mode(spark):
        with refused_where_it_fails(roots):  # a statement that printed passed the check
            texts, rules = plan_statements(source, roots, ansi=None)
        built = [run_sql(spark, text) for text in texts]
    return Lowered(built, "statement", rules=rules)
