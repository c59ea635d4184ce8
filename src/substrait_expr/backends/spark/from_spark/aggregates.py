"""Spark aggregates written as the spec's aggregate functions by a small
exact rewrite; what each spec function means is read from its YAML
(``functions_arithmetic``), Spark's result decides the rewrite."""

from __future__ import annotations

import decimal
from typing import TYPE_CHECKING

from substrait_expr.backends.spark.from_spark.catalyst import Node
from substrait_expr.backends.spark.from_spark.functions import SCALARS, Function
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.extensions import FunctionKind

if TYPE_CHECKING:
    from substrait_expr.backends.spark.from_spark.expressions import Expressions, Scope

__all__ = ["rewrite"]

_COUNT = Function("count", kind=FunctionKind.AGGREGATE)
_CORR = Function("corr", kind=FunctionKind.AGGREGATE)
_NUMBERS = (t.I8, t.I16, t.I32, t.I64, t.FP32, t.FP64, t.Decimal)


def rewrite(
    ex: Expressions, inner: Node, distinct: bool, scope: Scope, path: str
) -> tuple[Function, list[ir.TypedExpr]] | None:
    """The spec function and arguments for ``inner`` where it is one of these
    aggregates; None for any other (the function table decides)."""
    if inner.name == "Count" and len(inner.children) > 1:
        return _count_all(ex, inner, distinct, scope, path)
    if inner.name == "Corr":
        args = [ex.conform(ex.expr(c, scope, path), t.FP64()) for c in inner.children]
        return _CORR, args
    if inner.name == "Percentile":
        return _median(ex, inner, scope, path)
    if inner.name == "Mode":
        raise ex.refuse(
            inner,
            path,
            "Spark's mode returns one of equally frequent values in its hash map's order "
            "(least or greatest with WITHIN GROUP or deterministic); the spec's mode leaves "
            "ties unsaid, so a consumer may return another",
        )
    return None


def _count_all(
    ex: Expressions, inner: Node, distinct: bool, scope: Scope, path: str
) -> tuple[Function, list[ir.TypedExpr]]:
    """``count(a, b, ...)`` (``regr_count(y, x)`` is ``count(y, x)``): the rows
    where no value is null, the spec's ``count`` of a value that is null
    exactly there (``if a is not null and b is not null then 1``)."""
    if distinct:
        raise ex.refuse(
            inner, path, "count(DISTINCT a, b) counts distinct tuples; Substrait's count takes one"
        )
    values = [ex.expr(c, scope, path) for c in inner.children]
    known = [ex.call(SCALARS["IsNotNull"], [v], inner, path) for v in values]
    every = known[0]
    for item in known[1:]:
        every = ex.call(SCALARS["And"], [every, item], inner, path)
    one = ir.Literal(t.I32(nullable=False), 1)
    marker = ir.IfThen(t.I32(nullable=True), ((every, one),), ir.Literal(t.I32(), None))
    return _COUNT, [marker]


def _median(
    ex: Expressions, inner: Node, scope: Scope, path: str
) -> tuple[Function, list[ir.TypedExpr]]:
    """``percentile(x, 0.5)`` (``median(x)``, ``percentile_cont(0.5)``): Spark
    sorts the non-null values as doubles and takes the middle one, or
    0.5 * a + 0.5 * b of the two middle ones (one rounding, to nearest:
    the mean rounded as IEEE rounds). That is the spec's exact ``median`` of
    the values as fp64 with ``rounding: TIE_TO_EVEN``; another percentage
    is a ``quantile`` whose list and boundaries Spark does not compute."""
    value_node = inner.child("child")
    percentage = ex.expr(inner.child("percentageExpression"), scope, path)
    frequency = ex.expr(inner.child("frequencyExpression"), scope, path)
    if _constant(percentage) != decimal.Decimal("0.5"):
        raise ex.refuse(
            inner,
            path,
            "a percentile other than the literal 0.5 (the median): the spec's quantile "
            "gives a list of bin boundaries, not one interpolated percentile",
        )
    if _constant(frequency) != 1:
        raise ex.refuse(inner, path, "a percentile of weighted values (a frequency other than 1)")
    value = ex.expr(value_node, scope, path)
    if not isinstance(value.type, _NUMBERS):
        raise ex.refuse(inner, path, f"the median of {value.type}")
    as_double = ex.conform(value, t.FP64(nullable=value.type.nullable))
    exact = ir.EnumValue(t.String(), "EXACT")
    median = Function("median", (("rounding", "TIE_TO_EVEN"),), FunctionKind.AGGREGATE)
    return median, [exact, as_double]


def _constant(expr: ir.TypedExpr) -> object:
    """The value of a literal, or of a cast of one (Spark casts 0.5 to double)."""
    if isinstance(expr, ir.Cast):
        expr = expr.operand
    if not isinstance(expr, ir.Literal) or expr.value is None:
        return None
    value = expr.value
    if isinstance(value, float | int | decimal.Decimal) and not isinstance(value, bool):
        return decimal.Decimal(str(value))
    return None
