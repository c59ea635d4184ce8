"""Subquery expressions and outer references → Spark Columns.

A subquery's relation is built as a DataFrame like any other relation, while
the executor remembers the records around it (an alias of the enclosing
DataFrame and its column names): an outer reference becomes
``F.col("alias.name").outer()``, which Spark resolves against the enclosing
DataFrame. The forms map onto Spark's subquery Columns:

* scalar → ``DataFrame.scalar()`` (null without rows; Spark fails on more
  than one row, as Substrait asks);
* EXISTS → ``DataFrame.exists()``; UNIQUE → the null-free rows counted
  with and without DISTINCT agree;
* IN → two EXISTS with the needles as outer values: one for a row equal to
  the needles (true), one for a row whose comparison is unknown (null), else
  false. Spark's own IN-subquery is not used: in a projection it answers
  false where SQL answers null (a null needle, or a null in the subquery);
* ANY / ALL → ``= ANY`` is IN and ``<> ALL`` its negation; the others are
  decided by the subquery's min, max, row count and non-null count, taken in
  one scalar subquery.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F

from substrait_expr.backends.spark.columns.column import Scope, compile_value, quote_column
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.typecheck import ir

if TYPE_CHECKING:
    from substrait_expr.backends.spark.relations import Frame

__all__ = ["OuterRecords", "relational_column"]

Kind = ir.SubqueryKind
# Builds a subquery's relation as a Frame inside the given record.
BuildInner = Callable[[ir.Subquery, "Record"], "Frame"]


@dataclasses.dataclass(frozen=True)
class Record:
    """An enclosing record: its DataFrame's alias and column names. Outer
    columns are named with the alias: Spark resolves even an ``outer()``
    column in the subquery first, where a bare name may mean another column."""

    alias: str | None
    names: tuple[str, ...]

    def column(self, index: int) -> Column:
        name = quote_column(self.names[index])
        if self.alias is None:
            return F.col(name)
        return F.col(f"{quote_column(self.alias)}.{name}")


class OuterRecords:
    """The records around the relation being built, outermost first (one
    per subquery boundary)."""

    def __init__(self) -> None:
        self.stack: list[Record] = []

    def column(self, node: ir.OuterFieldRef) -> Column:
        if not 1 <= node.steps_out <= len(self.stack):
            raise Unsupported(
                f"an outer reference {node.steps_out} step(s) out, inside "
                f"{len(self.stack)} subquery level(s)"
            )
        if node.steps_out > 1:
            # Spark resolves an outer column in the directly enclosing query only.
            raise Unsupported(
                "outer references more than one subquery out (Spark resolves outer columns "
                "against the directly enclosing query only)"
            )
        return self.stack[-1].column(node.index).outer()


def relational_column(
    node: ir.TypedExpr, scope: Scope, outer: OuterRecords, build: BuildInner
) -> Column:
    """The Column of a subquery or an outer reference standing in ``scope``."""
    if isinstance(node, ir.OuterFieldRef):
        return outer.column(node)
    assert isinstance(node, ir.Subquery)
    frame = build(node, Record(scope.qualifier, tuple(scope.field_names)))
    columns = [F.col(quote_column(c)) for c in frame.columns]
    if node.kind is Kind.SCALAR:
        return frame.df.select(columns[0]).scalar()
    if node.kind is Kind.EXISTS:
        return frame.df.exists()
    if node.kind is Kind.UNIQUE:
        return _unique(frame.df, columns)
    needles = [compile_value(n, scope) for n in node.needles]
    nullable = any(n.type.nullable for n in node.needles) or any(
        f.type.nullable for f in node.rel.schema
    )
    if node.kind is Kind.IN:
        return _in(frame.df, columns, needles, nullable)
    assert node.comparison is not None and node.reduction is not None
    return _comparison(frame.df, columns[0], needles[0], node.comparison, node.reduction, nullable)


def _all(conditions: Sequence[Column]) -> Column:
    return functools.reduce(lambda a, b: a & b, conditions)


def _in(df: DataFrame, columns: list[Column], needles: list[Column], nullable: bool) -> Column:
    outer = [n.outer() for n in needles]
    found = df.filter(_all([c == n for c, n in zip(columns, outer, strict=True)])).exists()
    if not nullable:
        return found
    # A row none of whose comparisons is false, yet not all true: unknown.
    unknown = df.filter(
        _all([(c == n) | c.isNull() | n.isNull() for c, n in zip(columns, outer, strict=True)])
    ).exists()
    return (
        F.when(found, F.lit(True))
        .when(unknown, F.lit(None).cast("boolean"))
        .otherwise(F.lit(False))
    )


def _unique(df: DataFrame, columns: list[Column]) -> Column:
    # Rows with a null are never equal to another row, so only complete rows
    # count; they are unique when counting them distinct changes nothing. A
    # global aggregate (not groupBy, which analyses a correlated input at once).
    complete = df.filter(_all([c.isNotNull() for c in columns]))
    return complete.select(F.count(F.lit(1)) == F.count_distinct(*columns)).scalar()


_ORDERED = {"lt", "gt", "le", "ge"}


def _comparison(
    df: DataFrame, column: Column, needle: Column, op: str, reduction: str, nullable: bool
) -> Column:
    if op == "eq" and reduction == "any":
        return _in(df, [column], [needle], nullable)
    if op == "ne" and reduction == "all":
        return ~_in(df, [column], [needle], nullable)
    if op not in _ORDERED | {"eq", "ne"}:
        raise Unsupported(f"set comparison {op!r}")
    summary = df.select(
        F.struct(
            F.min(column).alias("lo"),
            F.max(column).alias("hi"),
            F.count(F.lit(1)).alias("rows"),
            F.count(column).alias("values"),
        )
    ).scalar()
    lo, hi = summary.getField("lo"), summary.getField("hi")
    rows, values = summary.getField("rows"), summary.getField("values")
    some_null = values < rows
    if reduction == "any":
        # Whether a non-null value satisfies the comparison.
        holds = {
            "lt": needle < hi,
            "le": needle <= hi,
            "gt": needle > lo,
            "ge": needle >= lo,
            "ne": (lo != needle) | (hi != needle),
        }[op]
        decided = (values > 0) & holds
        return (
            F.when(rows == 0, F.lit(False))
            .when(needle.isNull(), F.lit(None).cast("boolean"))
            .when(decided, F.lit(True))
            .when(some_null, F.lit(None).cast("boolean"))
            .otherwise(F.lit(False))
        )
    # ALL: whether every non-null value satisfies the comparison.
    holds = {
        "lt": needle < lo,
        "le": needle <= lo,
        "gt": needle > hi,
        "ge": needle >= hi,
        "eq": (lo == needle) & (hi == needle),
    }[op]
    violated = (values > 0) & ~holds
    return (
        F.when(rows == 0, F.lit(True))
        .when(needle.isNull(), F.lit(None).cast("boolean"))
        .when(violated, F.lit(False))
        .when(some_null, F.lit(None).cast("boolean"))
        .otherwise(F.lit(True))
    )
