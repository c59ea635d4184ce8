"""Casts with an explicit failure behaviour.

Spark's plain ``cast`` fails or returns null depending on
``spark.sql.ansi.enabled``; ``try_cast`` always returns null on failure, so
both Substrait behaviours are built on it: RETURN_NULL is ``try_cast``,
THROW_EXCEPTION (and UNSPECIFIED) raise where ``try_cast`` lost a non-null
value. Where the session runs in ANSI mode, a plain ``cast`` raises in
exactly those cases, so it is used instead of the guard; so is a cast that
cannot fail (to a wider type, to a float, to text).
"""

from __future__ import annotations

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import F, ansi_overflow_checks
from substrait_expr.backends.spark.columns.runtime import int_lit, raise_where_null
from substrait_expr.backends.spark.columns.variant import cast_from_variant, cast_into_variant
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import is_unsigned, spark_type, unsigned_max
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.casts import is_widening

_NUMBERS = (t.I8, t.I16, t.I32, t.I64, t.FP32, t.FP64, t.Decimal)
_STRINGS = (t.String, t.VarChar, t.FixedChar)
_DATETIMES = (t.Date, t.Timestamp, t.TimestampTZ, t.PrecisionTimestamp, t.PrecisionTimestampTZ)


def _family(substrait: t.Type) -> str:
    if isinstance(substrait, _NUMBERS) or is_unsigned(substrait):
        return "number"
    if isinstance(substrait, _STRINGS):
        return "string"
    if isinstance(substrait, t.Boolean):
        return "boolean"
    if isinstance(substrait, _DATETIMES):
        return "datetime"
    return type(substrait).__name__


# Which families may be cast into which (beyond casting a type to itself).
_ALLOWED = {
    ("number", "number"),
    ("number", "string"),
    ("string", "number"),
    ("number", "boolean"),
    ("boolean", "number"),
    ("string", "boolean"),
    ("boolean", "string"),
    ("string", "string"),
    ("string", "datetime"),
    ("datetime", "string"),
    ("datetime", "datetime"),
}


def _never_fails(source: t.Type, target: t.Type) -> bool:
    """Whether every value of ``source`` has a value of ``target``: a wider
    type, a float for any number (rounded, never out of range: decimal(38)
    stays below fp32's 3.4e38), text for a number, boolean or date."""
    if is_unsigned(source) or is_unsigned(target):
        return False
    if is_widening(source, target):
        return True
    if isinstance(target, t.FP32 | t.FP64):
        return _family(source) == "number"
    return isinstance(target, t.String) and _family(source) != "string"


def build_cast(
    operand: Column, source: t.Type, node: ir.Cast, present: Column | None = None
) -> Column:
    """``operand`` (of type ``source``) cast as ``node`` asks. ``present``,
    where given, is true exactly where the operand is not null."""
    target = node.type
    if t.is_variant(source) and not t.is_variant(target):
        return cast_from_variant(operand, node)
    if t.is_variant(target) and not t.is_variant(source):
        # Into a variant: Spark's cast or to_variant_object holds every value
        # the checker lets in.
        return cast_into_variant(operand, source, target)
    if source.with_nullable(False) != target.with_nullable(False):
        pair = (_family(source), _family(target))
        if pair not in _ALLOWED:
            raise Unsupported(f"cast from {source} to {target}")
    data_type = spark_type(target)
    if _never_fails(source.with_nullable(False), target.with_nullable(False)):
        return operand.cast(data_type)
    if _family(source) == "string" and _family(target) == "string":
        converted = _to_string_type(operand, target)
    elif is_unsigned(target):
        converted = _to_unsigned(operand, target)
    else:
        if node.failure is not ir.FailureBehavior.RETURN_NULL and ansi_overflow_checks():
            # An ANSI session's CAST raises exactly where try_cast gives null.
            return operand.cast(data_type)
        converted = operand.try_cast(data_type)
    if node.failure is ir.FailureBehavior.RETURN_NULL:
        return converted
    # A null where the operand is present is the failure; the operand is
    # named again only where it can be null (see ``sharing``).
    if source.nullable and present is None:
        present = operand.isNotNull()
    message = f"cast: value cannot be represented as {target.with_nullable(False)}"
    return raise_where_null(converted, present if source.nullable else None, message)


def _to_string_type(operand: Column, target: t.Type) -> Column:
    """Between string, varchar<N> and fixedchar<N> (all Spark strings): a value
    longer than N does not fit; a fixedchar is padded with spaces to N."""
    if isinstance(target, t.VarChar | t.FixedChar):
        fits = F.length(operand) <= F.lit(target.length)
        value = F.rpad(operand, target.length, " ") if isinstance(target, t.FixedChar) else operand
        return F.when(fits, value)
    return operand


def _to_unsigned(operand: Column, target: t.Type) -> Column:
    exact = operand.try_cast("decimal(38,0)")
    in_range = (exact >= 0) & (exact <= int_lit(unsigned_max(target)))
    whole = exact == operand.try_cast("decimal(38,10)")
    return F.when(in_range & whole, exact.cast(spark_type(target)))
