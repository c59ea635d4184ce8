"""Column helpers shared by the builders: runtime errors, integer ranges,
overflow handling.

Spark's own overflow behaviour depends on ``spark.sql.ansi.enabled``; these
helpers never rely on it. Results are computed exactly in a wider type and
then narrowed explicitly: ``ERROR`` raises a message naming the function,
``SATURATE`` clamps, ``SILENT`` wraps around (two's complement).
"""

from __future__ import annotations

from decimal import Decimal

from pyspark.sql import Column
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import types as t

INTEGER_BITS: dict[type[t.Type], int] = {t.I8: 8, t.I16: 16, t.I32: 32, t.I64: 64}
# Exact decimal types able to hold a sum or difference (20 digits) and a
# product (38 digits) of two i64 values.
WIDE_SUM = st.DecimalType(20, 0)
WIDE_PRODUCT_FACTOR = st.DecimalType(19, 0)
OVERFLOW_VALUES = ("SILENT", "SATURATE", "ERROR")


def fail(message: str) -> Column:
    """A column that raises ``message`` when evaluated."""
    return F.raise_error(F.lit(message))


def fail_if(condition: Column, message: str, value: Column) -> Column:
    """``value``, or a runtime error where ``condition`` is true. A null
    condition does not raise (errors follow from values, not from nulls)."""
    return F.when(condition, fail(message)).otherwise(value)


def integer_range(substrait: t.Type) -> tuple[int, int]:
    """The (min, max) value of a signed integer type."""
    bits = INTEGER_BITS.get(type(substrait))
    if bits is None:
        raise TypeError(f"{substrait} is not a signed integer type")
    return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1


def is_integer(substrait: t.Type) -> bool:
    return type(substrait) in INTEGER_BITS


def int_lit(value: int) -> Column:
    """An integer literal; values beyond bigint become exact decimals."""
    if -(2**63) <= value < 2**63:
        return F.lit(value)
    return F.lit(Decimal(value))


def lit_of(value: object, data_type: st.DataType) -> Column:
    """A literal of an exact Spark type (``F.lit`` alone picks int or bigint)."""
    if isinstance(data_type, st.DecimalType) and isinstance(value, int):
        value = Decimal(value)
    return F.lit(value).cast(data_type)


def widen(column: Column, substrait: t.Type) -> Column:
    """An integer column in a type wide enough for exact +, - and * of two
    values: bigint for i8..i32, decimal(19,0) for i64."""
    if isinstance(substrait, t.I64):
        return column.cast(WIDE_PRODUCT_FACTOR)
    return column.cast(st.LongType())


def narrow(
    wide: Column,
    substrait: t.Type,
    overflow: str,
    function: str,
    *,
    low: int | None = None,
    high: int | None = None,
    inputs_present: Column | None = None,
) -> Column:
    """Bring an exact wide integer result into ``substrait``'s range per the
    ``overflow`` option. ``low``/``high`` default to the type's range.

    With ``inputs_present`` (true where no input is null), ERROR refers to
    ``wide`` once: ``try_cast`` gives null out of range, and a null with
    every input present is the overflow. Referring to it three times made
    nested arithmetic grow as 3^depth."""
    if low is None or high is None:
        low, high = integer_range(substrait)
    target = spark_type(substrait)
    if (
        overflow == "ERROR"
        and inputs_present is not None
        and (low, high) == integer_range(substrait)
    ):
        message = f"{function}: result overflows {substrait.with_nullable(False)}"
        return F.coalesce(wide.try_cast(target), F.when(inputs_present, fail(message)))
    too_big, too_small = wide > int_lit(high), wide < int_lit(low)
    if overflow == "ERROR":
        message = f"{function}: result overflows {substrait.with_nullable(False)}"
        return fail_if(too_big | too_small, message, wide.cast(target))
    if overflow == "SATURATE":
        clamped = F.when(too_big, int_lit(high)).when(too_small, int_lit(low)).otherwise(wide)
        return clamped.cast(target)
    if overflow == "SILENT":
        span = high - low + 1
        wrapped = F.pmod(wide - int_lit(low), int_lit(span)) + int_lit(low)
        return F.when(too_big | too_small, wrapped).otherwise(wide).cast(target)
    raise Unsupported(f"{function}: unknown overflow option {overflow}")


def null_of(data_type: st.DataType) -> Column:
    return F.lit(None).cast(data_type)


def guard_domain(
    condition: Column,
    on_error: str,
    function: str,
    what: str,
    value: Column,
    result_type: st.DataType,
    nan: Column | None = None,
) -> Column:
    """Apply an ``on_domain_error``-like option: where ``condition`` holds,
    give null (NULL), NaN (NAN) or raise (ERROR); elsewhere ``value``."""
    if on_error == "ERROR":
        return fail_if(condition, f"{function}: {what}", value)
    if on_error == "NULL":
        return F.when(condition, null_of(result_type)).otherwise(value)
    if on_error == "NAN" and nan is not None:
        return F.when(condition, nan).otherwise(value)
    raise Unsupported(f"{function}: option value {on_error} is not supported")
