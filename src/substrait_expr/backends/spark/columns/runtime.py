"""Column helpers shared by the builders: runtime errors, integer ranges,
overflow handling.

Spark's own overflow behaviour depends on ``spark.sql.ansi.enabled``; these
helpers never rely on it. Results are computed exactly in a wider type and
then narrowed explicitly: ``ERROR`` raises a message naming the function,
``SATURATE`` clamps, ``SILENT`` wraps around (two's complement).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal
from typing import TYPE_CHECKING

from pyspark.sql import Column
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns.api import F, ansi_overflow_checks
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import types as t

if TYPE_CHECKING:
    from substrait_expr.backends.spark.columns.spec import Call

INTEGER_BITS: dict[type[t.Type], int] = {t.I8: 8, t.I16: 16, t.I32: 32, t.I64: 64}
# Exact decimal types able to hold a sum or difference (20 digits) and a
# product (38 digits) of two i64 values.
WIDE_SUM = st.DecimalType(20, 0)
WIDE_PRODUCT_FACTOR = st.DecimalType(19, 0)
OVERFLOW_VALUES = ("SILENT", "SATURATE", "ERROR")


def fail(message: str) -> Column:
    """A column that raises ``message`` when evaluated."""
    return F.raise_error(F.lit(message))


def raise_where_null(value: Column, present: Column | None, message: str) -> Column:
    """``value``, raising ``message`` where it is null although its inputs
    are ``present`` (None: they cannot be null). For a value that is null
    exactly where an input is null or the operation failed (``try_*``)."""
    failure = fail(message)
    return F.coalesce(value, failure if present is None else F.when(present, failure))


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
) -> Column:
    """Bring an exact wide integer result into ``substrait``'s range per the
    ``overflow`` option. ``low``/``high`` default to the type's range.

    Each guard refers to ``wide`` once (``bind``): one that named it two or
    three times made nested arithmetic grow as 2^depth or 3^depth. ERROR in
    the type's own range uses ``try_cast`` (null out of range): a null where
    ``wide`` is not null is the overflow (callers test zero divisors first, so
    ``wide`` is null exactly when an input is)."""
    if low is None or high is None:
        low, high = integer_range(substrait)
    target = spark_type(substrait)
    message = f"{function}: result overflows {substrait.with_nullable(False)}"
    own_range = type(substrait) in INTEGER_BITS and (low, high) == integer_range(substrait)
    if overflow == "ERROR" and own_range:
        return bind(
            wide, lambda w: F.coalesce(w.try_cast(target), F.when(w.isNotNull(), fail(message)))
        )
    if overflow == "ERROR":
        return bind(
            wide,
            lambda w: fail_if((w > int_lit(high)) | (w < int_lit(low)), message, w.cast(target)),
        )
    if overflow == "SATURATE":
        return bind(
            wide,
            lambda w: (
                F.when(w > int_lit(high), int_lit(high))
                .when(w < int_lit(low), int_lit(low))
                .otherwise(w)
                .cast(target)
            ),
        )
    if overflow == "SILENT":
        span = high - low + 1

        def wrap(w: Column) -> Column:
            outside = (w > int_lit(high)) | (w < int_lit(low))
            wrapped = F.pmod(w - int_lit(low), int_lit(span)) + int_lit(low)
            return F.when(outside, wrapped).otherwise(w).cast(target)

        return bind(wide, wrap)
    raise Unsupported(f"{function}: unknown overflow option {overflow}")


def bind(value: Column, body: Callable[[Column], Column]) -> Column:
    """``body(value)`` where ``body`` may name its argument several times and
    ``value`` is still written, and computed, once: a one-element array
    mapped by a lambda."""
    return F.transform(F.array(value), body)[0]


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


def as_type(value: Column, result: t.Type, parts: Iterable[t.Type]) -> Column:
    """``value`` as ``result``'s Spark type, where Spark derives ``value``'s
    type from ``parts`` alone (a CASE's branches, coalesce's arguments, min's
    argument): a cast only where one of them has another Spark type. Every
    lowered Column has its own Substrait type exactly."""
    return value if same_spark_type(result, parts) else value.cast(spark_type(result))


def same_spark_type(result: t.Type, parts: Iterable[t.Type]) -> bool:
    """Whether every one of ``parts`` has ``result``'s Spark type."""
    target = spark_type(result)
    return all(spark_type(part) == target for part in parts)


def on_zero_divisor(
    call: Call,
    divisor: Column,
    value: Column,
    option: str = "on_division_by_zero",
    what: str = "division by zero",
) -> Column:
    """``value``, or what ``option`` asks for where the divisor is zero."""
    if call.nonzero_literal(1):
        return value  # a constant divisor that is not zero: nothing to test
    on_zero = call.option(option, "ERROR")
    if on_zero == "ERROR" and ansi_overflow_checks():
        # Under ANSI Spark's `div`, `/` and `%` raise for a zero divisor
        # themselves (DIVIDE_BY_ZERO, REMAINDER_BY_ZERO), after a null dividend
        # gives null: Substrait's meaning, without a test naming the divisor twice.
        return value
    return guard_domain(
        call.zero_divisor(divisor), on_zero, call.name, what, value, spark_type(call.type)
    )
