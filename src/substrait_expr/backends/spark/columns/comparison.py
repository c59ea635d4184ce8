"""``functions_comparison`` and ``functions_boolean``.

Spark's ``=``/``<`` treat NaN as equal to itself and larger than every
number; Substrait's ``x == y`` / ``x < y`` on floats are IEEE 754, where any
comparison with NaN is false (and ``!=`` true). Comparisons of
floating-point operands therefore check for NaN explicitly. Spark's boolean
``&``/``|`` are already Kleene (three-valued) logic.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from pyspark.sql import Column

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import types as t

URN = "extension:io.substrait:functions_comparison"
BOOLEAN_URN = "extension:io.substrait:functions_boolean"
TABLE = FunctionTable()

_OPERATORS: dict[str, Callable[[Column, Column], Column]] = {
    "equal": lambda a, b: a == b,
    "not_equal": lambda a, b: a != b,
    "lt": lambda a, b: a < b,
    "gt": lambda a, b: a > b,
    "lte": lambda a, b: a <= b,
    "gte": lambda a, b: a >= b,
}


def is_float(substrait: t.Type) -> bool:
    return isinstance(substrait, t.FP32 | t.FP64)


def compare(
    name: str, a: Column, b: Column, floating: bool, maybe_nan: tuple[bool, bool] = (True, True)
) -> Column:
    """``a <op> b`` with IEEE NaN semantics when ``floating``; null if either
    is null. ``maybe_nan`` says which operands can be NaN (a literal cannot).

    Spark ranks NaN above every number and equal to itself; IEEE makes every
    comparison with NaN false (``<>`` true). The two differ only where NaN
    is on the greater side of ``>``, ``>=``, ``<`` or ``<=``, or on both
    sides: ``x < 1.5`` and ``x = 1.5`` need no test, ``x > 1.5`` tests ``x``."""
    plain = _OPERATORS[name](a, b)
    if floating and maybe_nan.count(True) == 1:
        greater_side = 0 if name in ("gt", "gte") else 1 if name in ("lt", "lte") else None
        maybe_nan = (greater_side == 0 and maybe_nan[0], greater_side == 1 and maybe_nan[1])
    tests = [F.isnan(c) for c, tested in zip((a, b), maybe_nan, strict=True) if tested]
    if not floating or not tests:
        return plain
    nan_result = F.lit(name == "not_equal")
    return F.when(functools.reduce(lambda x, y: x | y, tests), nan_result).otherwise(plain)


def _nan_operands(call: Call, first: int, second: int) -> tuple[bool, bool]:
    return call.maybe_nan(first), call.maybe_nan(second)


def comparison_builder(name: str) -> Builder:
    def build(call: Call) -> Column:
        a, b = call.cols
        return compare(name, a, b, is_float(call.arg_type(0)), _nan_operands(call, 0, 1))

    return build


for _name in _OPERATORS:
    TABLE.add(URN, [f"{_name}:any_any"], comparison_builder(_name))


def not_distinct(call: Call) -> Column:
    a, b = call.cols
    if not is_float(call.arg_type(0)):
        return a.eqNullSafe(b)  # Spark's <=>: equal, or both null
    both_null = a.isNull() & b.isNull()
    equal = compare("equal", a, b, True, _nan_operands(call, 0, 1))
    return both_null | (a.isNotNull() & b.isNotNull() & equal)


TABLE.add(URN, ["is_not_distinct_from:any_any"], not_distinct)
TABLE.add(URN, ["is_distinct_from:any_any"], lambda call: ~not_distinct(call))


def _between(call: Call) -> Column:
    x, low, high = call.cols
    if not is_float(call.arg_type(0)):
        # Spark's own between computes x once (a common expression), with the
        # same meaning: x >= low AND x <= high, null-propagating.
        return F.call_function("between", x, low, high)
    if not call.maybe_nan(1) and not call.maybe_nan(2):
        # A NaN x is above every bound that is a number: x <= high is false,
        # in Spark's order as in IEEE's.
        return F.call_function("between", x, low, high)
    return compare("gte", x, low, True, _nan_operands(call, 0, 1)) & compare(
        "lte", x, high, True, _nan_operands(call, 0, 2)
    )


TABLE.add(URN, ["between:any_any_any"], _between)

TABLE.add(URN, ["is_true:bool"], lambda call: call.col(0).eqNullSafe(F.lit(True)))
TABLE.add(URN, ["is_not_true:bool"], lambda call: ~call.col(0).eqNullSafe(F.lit(True)))
TABLE.add(URN, ["is_false:bool"], lambda call: call.col(0).eqNullSafe(F.lit(False)))
TABLE.add(URN, ["is_not_false:bool"], lambda call: ~call.col(0).eqNullSafe(F.lit(False)))
TABLE.add(URN, ["is_null:any"], lambda call: call.col(0).isNull())
TABLE.add(URN, ["is_not_null:any"], lambda call: call.col(0).isNotNull())


def _null_preserving(test: Callable[[Column], Column]) -> Builder:
    # Spark's isnan(null) is false; Substrait's MIRROR nullability makes it null.
    def build(call: Call) -> Column:
        x = call.col(0)
        return F.when(x.isNotNull(), test(x))

    return build


def _infinite(x: Column) -> Column:
    return F.abs(x) == F.lit(math.inf)


TABLE.add(URN, keys("is_nan", "fp32", "fp64"), _null_preserving(F.isnan))
TABLE.add(URN, keys("is_infinite", "fp32", "fp64"), _null_preserving(_infinite))
TABLE.add(
    URN,
    keys("is_finite", "fp32", "fp64"),
    _null_preserving(lambda x: ~F.isnan(x) & ~_infinite(x)),
)


def _nullif(call: Call) -> Column:
    a, b = call.cols
    equal = compare("equal", a, b, is_float(call.arg_type(0)), _nan_operands(call, 0, 1))
    return F.when(equal, F.lit(None)).otherwise(a).cast(spark_type(call.type))


TABLE.add(URN, ["nullif:any_any"], _nullif)


TABLE.add(
    URN,
    ["coalesce:any"],
    lambda call: rt.as_type(F.coalesce(*call.cols), call.type, [n.type for n in call.nodes]),
)


def _extreme(function: Callable[..., Column], skip_nulls: bool) -> Builder:
    """least/greatest. Spark's skip nulls; the plain Substrait ones give null
    when any argument is null. Spark ranks NaN above every number; here a NaN
    argument makes the result NaN (IEEE 754 ``minimum``/``maximum``)."""

    def build(call: Call) -> Column:
        columns = call.cols
        value = function(*columns)
        if is_float(call.arg_type(0)):
            any_nan = functools.reduce(lambda a, b: a | b, [F.isnan(c) for c in columns])
            value = F.when(any_nan, F.lit(math.nan)).otherwise(value)
        if not skip_nulls:
            any_null = functools.reduce(lambda a, b: a | b, [c.isNull() for c in columns])
            value = F.when(~any_null, value)
        return value.cast(spark_type(call.type))

    return build


TABLE.add(URN, ["least:any"], _extreme(F.least, skip_nulls=False))
TABLE.add(URN, ["least_skip_null:any"], _extreme(F.least, skip_nulls=True))
TABLE.add(URN, ["greatest:any"], _extreme(F.greatest, skip_nulls=False))
TABLE.add(URN, ["greatest_skip_null:any"], _extreme(F.greatest, skip_nulls=True))


# ------------------------------------------------------------------ boolean


def _variadic(operator: Callable[[Column, Column], Column], empty: bool) -> Builder:
    def build(call: Call) -> Column:
        columns = call.cols
        if not columns:
            return F.lit(empty)
        return functools.reduce(operator, columns)

    return build


TABLE.add(BOOLEAN_URN, ["or:bool"], _variadic(lambda a, b: a | b, empty=False))
TABLE.add(BOOLEAN_URN, ["and:bool"], _variadic(lambda a, b: a & b, empty=True))
TABLE.add(BOOLEAN_URN, ["and_not:bool_bool"], lambda call: call.col(0) & ~call.col(1))
TABLE.add(BOOLEAN_URN, ["xor:bool_bool"], lambda call: call.col(0) != call.col(1))
TABLE.add(BOOLEAN_URN, ["not:bool"], lambda call: ~call.col(0))
