"""``functions_rounding`` and ``functions_rounding_decimal``.

Spark's ``ceil``/``floor`` of a double return a bigint; Substrait keeps the
floating-point type, so the float builders keep values that are already
integral (|x| >= 2^52, NaN, infinities) and restore the sign of zero.

``round`` honours every rounding mode on integers and decimals (computed
exactly in decimal arithmetic, ties found on exact values); on floating-point
values Spark only rounds half-up (``round``) or half-even (``bround``), on the
shortest decimal form of the double. Spark needs the number of places to be a
literal.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from pyspark.sql import Column

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.types import spark_type

URN = "extension:io.substrait:functions_rounding"
DECIMAL_URN = "extension:io.substrait:functions_rounding_decimal"
TABLE = FunctionTable()

ALL_MODES = (
    "TIE_TO_EVEN",
    "TIE_AWAY_FROM_ZERO",
    "TRUNCATE",
    "CEILING",
    "FLOOR",
    "AWAY_FROM_ZERO",
    "TIE_DOWN",
    "TIE_UP",
    "TIE_TOWARDS_ZERO",
    "TIE_TO_ODD",
)
FLOAT_MODES = ("TIE_TO_EVEN", "TIE_AWAY_FROM_ZERO")
FLOAT_REASON = "Spark rounds floating-point values only half-up or half-even"
DEFAULT_MODE = "TIE_AWAY_FROM_ZERO"  # SQL's ROUND
_INTEGRAL_DOUBLE = 2.0**52  # from here on every double is a whole number


def _float_integral(function: Callable[[Column], Column]) -> Builder:
    def build(call: Call) -> Column:
        x = call.col(0).cast("double")
        whole = function(x).cast("double")
        # IEEE: ceil(-0.5) is -0.0; the bigint round trip lost the sign.
        signed = F.when((whole == 0) & (x < 0), F.lit(-0.0)).otherwise(whole)
        keep = F.isnan(x) | (F.abs(x) >= F.lit(_INTEGRAL_DOUBLE))
        return F.when(keep, x).otherwise(signed).cast(spark_type(call.type))

    return build


TABLE.add(URN, keys("ceil", "fp32", "fp64"), _float_integral(F.ceil))
TABLE.add(URN, keys("floor", "fp32", "fp64"), _float_integral(F.floor))


def round_exact(value: Column, places: int, mode: str) -> Column:
    """Round a decimal value to ``places`` decimal places (negative: tens,
    hundreds, ...) with ``mode``, exactly: between the floor and the ceiling
    at that scale, ties found by comparing the remainder with one half."""
    low, high = F.floor(value, F.lit(places)), F.ceil(value, F.lit(places))
    if mode in ("CEILING", "FLOOR"):
        return high if mode == "CEILING" else low
    toward_zero = F.when(value >= 0, low).otherwise(high)
    away = F.when(value >= 0, high).otherwise(low)
    if mode in ("TRUNCATE", "AWAY_FROM_ZERO"):
        return toward_zero if mode == "TRUNCATE" else away
    if mode == "TIE_TO_EVEN":
        return F.bround(value, places)
    if mode == "TIE_AWAY_FROM_ZERO":
        return F.round(value, places)
    half = F.lit(Decimal(5).scaleb(-places - 1))
    remainder = value - low
    unit = F.lit(Decimal(1).scaleb(-places))
    odd_low = F.pmod(low / unit, F.lit(2)) == 1
    tie = {
        "TIE_TO_ODD": F.when(odd_low, low).otherwise(high),
        "TIE_TOWARDS_ZERO": toward_zero,
        "TIE_UP": high,
        "TIE_DOWN": low,
    }[mode]
    return F.when(remainder < half, low).when(remainder > half, high).otherwise(tie)


def _round_integer(call: Call) -> Column:
    x = call.col(0)
    places = call.literal(1, "the number of decimal places")
    if places is None:
        return F.lit(None).cast(spark_type(call.type))
    if places >= 0:  # a whole number has no decimal places to round
        return x.cast(spark_type(call.type))
    mode = call.option("rounding", DEFAULT_MODE)
    rounded = round_exact(x.cast("decimal(20,0)"), int(places), mode)
    low, high = rt.integer_range(call.arg_type(0))
    # An out-of-range result is null: the impl declares a nullable result.
    in_range = (rounded >= rt.int_lit(low)) & (rounded <= rt.int_lit(high))
    return F.when(in_range, rounded).cast(spark_type(call.type))


def _round_float(call: Call) -> Column:
    x = call.col(0)
    mode = call.option("rounding", DEFAULT_MODE)
    function = F.bround if mode == "TIE_TO_EVEN" else F.round
    # Spark's round takes a literal scale.
    places = call.literal(1, "the number of decimal places")
    if places is None:
        return F.lit(None).cast(spark_type(call.type))
    rounded = function(x.cast("double"), int(places))
    return rounded.cast(spark_type(call.type))


TABLE.add(
    URN,
    keys("round", "i8_i32", "i16_i32", "i32_i32", "i64_i32"),
    _round_integer,
    options={"rounding": ALL_MODES},
)
TABLE.add(
    URN,
    keys("round", "fp32_i32", "fp64_i32"),
    _round_float,
    options={"rounding": FLOAT_MODES},
    reasons={"rounding": FLOAT_REASON},
)


# ------------------------------------------------------------------ decimals


def _decimal_integral(function: Callable[[Column], Column]) -> Builder:
    return lambda call: function(call.col(0)).cast(spark_type(call.type))


def _round_decimal(call: Call) -> Column:
    places = call.literal(1, "the number of decimal places")
    if places is None:
        return F.lit(None).cast(spark_type(call.type))
    mode = call.option("rounding", DEFAULT_MODE)
    return round_exact(call.col(0), int(places), mode).cast(spark_type(call.type))


TABLE.add(DECIMAL_URN, ["ceil:dec"], _decimal_integral(F.ceil))
TABLE.add(DECIMAL_URN, ["floor:dec"], _decimal_integral(F.floor))
TABLE.add(DECIMAL_URN, ["round:dec_i32"], _round_decimal, options={"rounding": ALL_MODES})
