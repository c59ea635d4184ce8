"""Compiling measures (aggregate functions) and window functions.

``build_measure`` compiles an ``ir.AggregateCall`` for an aggregate relation
(``DataFrame.agg``): DISTINCT uses the builder's distinct variant, FILTER
(which Spark's column API lacks) nulls out the rows it excludes, which is
exact for the functions that ignore nulls — the table (`aggregates`) says
which ones do. ``build_window`` compiles an ``ir.WindowCall`` into
``function.over(spec)``; ranking and offset functions take no frame in Spark
(their result does not depend on one), every other function gets the
written frame. This is the walk's side of a call (finding its table entry),
so it sits above the function table, which knows nothing of it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from pyspark.sql import Column, WindowSpec

from substrait_expr.backends.spark.columns import lookup
from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.aggregates import (
    DISTINCT_SAFE,
    FRAME_FREE,
    NO_FILTER_BY_NULL,
)
from substrait_expr.backends.spark.columns.api import F, Window
from substrait_expr.backends.spark.columns.spec import Builder, Call, Compiled, FunctionSpec
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

__all__ = ["build_measure", "build_window", "sort_column"]

# column.compile_all; the scope is column.Scope (not imported: column imports us).
CompileFn = Callable[[Sequence[ir.TypedExpr], Any], tuple[Compiled, ...]]


def build_measure(node: ir.AggregateCall, scope: Any, compile_all: CompileFn) -> Column:
    spec = lookup.spec_for(node.impl)
    options = {name: value.upper() for name, value in node.options}
    spec.check_options(node.impl.name, options)
    args = compile_all(node.args, scope)
    condition = None if node.filter is None else _as_column(compile_all([node.filter], scope)[0])
    if condition is not None:
        if NO_FILTER_BY_NULL in spec.note and node.args:
            raise Unsupported(f"{node.impl.name} with FILTER")
        args = tuple(F.when(condition, arg) if isinstance(arg, Column) else arg for arg in args)
    call = Call(node.impl.name, args, node.args, node.type, options, node)
    if node.distinct:
        return _distinct(spec, call, condition)
    return _with_filter(spec.build(call), call, condition)


def _as_column(value: Compiled) -> Column:
    if not isinstance(value, Column):
        raise Unsupported("FILTER condition is not a value")
    return value


def _with_filter(measure: Column, call: Call, condition: Column | None) -> Column:
    # A function of no arguments (count(*)) cannot be filtered through them.
    if condition is None or call.args:
        return measure
    if call.name == "count":
        return call.agg(F.count(F.when(condition, F.lit(1)))).cast(spark_type(call.type))
    raise Unsupported(f"{call.name}() with FILTER")


def _distinct(spec: FunctionSpec, call: Call, condition: Column | None) -> Column:
    if DISTINCT_SAFE in spec.note:
        return _with_filter(spec.build(call), call, condition)
    distinct = _DISTINCT.get(call.name)
    if distinct is None or not call.args:
        raise Unsupported(f"{call.name}(DISTINCT ...)")
    return distinct(call)


def _sum_distinct(call: Call) -> Column:
    x = call.col(0)
    if isinstance(call.arg_type(0), t.FP32 | t.FP64):
        return call.agg(F.sum_distinct(x.cast("double"))).cast(spark_type(call.type))
    if isinstance(call.arg_type(0), t.Decimal):
        return call.agg(F.sum_distinct(x)).cast(spark_type(call.type))
    total = call.agg(F.sum_distinct(x.cast("decimal(38,0)")))
    overflow = call.option("overflow", "ERROR")
    return rt.narrow(total, call.type, overflow, call.name)


_DISTINCT: dict[str, Builder] = {
    "count": lambda call: call.agg(F.count_distinct(call.col(0))).cast(spark_type(call.type)),
    "sum": _sum_distinct,
}


# ------------------------------------------------------------------ windows


def build_window(node: ir.WindowCall, scope: Any, compile_all: CompileFn) -> Column:
    if node.window_name is not None:
        raise Unsupported(f"OVER {node.window_name}: named windows must be resolved first")
    spec = lookup.spec_for(node.impl)
    options = {name: value.upper() for name, value in node.options}
    spec.check_options(node.impl.name, options)
    args = compile_all(node.args, scope)
    window = _window_spec(node, scope, compile_all, frame_free=FRAME_FREE in spec.note)
    call = Call(node.impl.name, args, node.args, node.type, options, node, window)
    return spec.build(call)


def _window_spec(
    node: ir.WindowCall, scope: Any, compile_all: CompileFn, *, frame_free: bool
) -> WindowSpec:
    partition = [_as_column(value) for value in compile_all(node.partition_by, scope)]
    order = [sort_column(field, scope, compile_all) for field in node.order_by]
    window = Window.partitionBy(*partition).orderBy(*order)
    if node.frame is None or frame_free:
        return window
    start, end = _bound(node.frame.start), _bound(node.frame.end)
    if node.frame.unit is ir.FrameUnit.ROWS:
        return window.rowsBetween(start, end)
    return window.rangeBetween(start, end)


def sort_column(field: ir.SortField, scope: Any, compile_all: CompileFn) -> Column:
    """A sort key; unwritten null order is the SQL default (last for ASC)."""
    column = _as_column(compile_all([field.expr], scope)[0])
    descending = field.order is ir.SortOrder.DESC
    nulls = field.nulls
    if nulls is None:
        nulls = ir.NullsOrder.FIRST if descending else ir.NullsOrder.LAST
    if descending:
        return (
            column.desc_nulls_first() if nulls is ir.NullsOrder.FIRST else column.desc_nulls_last()
        )
    # CLUSTERED only asks equal keys to be adjacent, which ascending order gives.
    return column.asc_nulls_first() if nulls is ir.NullsOrder.FIRST else column.asc_nulls_last()


def _bound(bound: ir.FrameBound) -> int:
    kind = bound.kind
    if kind is ir.BoundKind.UNBOUNDED_PRECEDING:
        return -sys.maxsize - 1
    if kind is ir.BoundKind.UNBOUNDED_FOLLOWING:
        return sys.maxsize
    if kind is ir.BoundKind.CURRENT_ROW:
        return 0
    offset = bound.offset or 0
    return -offset if kind is ir.BoundKind.PRECEDING else offset
