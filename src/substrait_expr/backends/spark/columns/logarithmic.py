"""``functions_logarithmic``.

Spark's ``ln``/``log10``/``log2``/``log1p`` return null for arguments at or
below their domain's edge; Substrait makes that explicit with
``on_log_zero`` (the argument where the result is -inf) and
``on_domain_error`` (arguments below it). The builders test for both cases
and apply the options; elsewhere Spark's result is IEEE's.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from pyspark.sql import Column

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.types import spark_type

URN = "extension:io.substrait:functions_logarithmic"
TABLE = FunctionTable()

OPTIONS = {
    "rounding": ("TIE_TO_EVEN",),
    "on_domain_error": ("NAN", "NULL", "ERROR"),
    "on_log_zero": ("NAN", "ERROR", "MINUS_INFINITY"),
}
REASONS = {
    "rounding": "Spark floating-point arithmetic always rounds to nearest, ties to even",
}


def _logarithm(function: Callable[[Column], Column], zero_at: float) -> Builder:
    """``zero_at`` is the argument where the logarithm is -inf (0, or -1 for log1p)."""

    def build(call: Call) -> Column:
        x = call.col(0).cast("double")
        nan = F.lit(math.nan)
        on_zero = call.option("on_log_zero", "MINUS_INFINITY")
        at_zero = {
            "MINUS_INFINITY": F.lit(-math.inf),
            "NAN": nan,
            "ERROR": rt.fail(f"{call.name}: logarithm of zero"),
        }[on_zero]
        on_domain = call.option("on_domain_error", "NAN")
        below = {
            "NAN": nan,
            "NULL": F.lit(None).cast("double"),
            "ERROR": rt.fail(f"{call.name}: argument outside the domain"),
        }[on_domain]
        value = (
            F.when(F.isnan(x), nan)
            .when(x == zero_at, at_zero)
            .when(x < zero_at, below)
            .otherwise(function(x))
        )
        return value.cast(spark_type(call.type))

    return build


_ARGUMENTS = ("i64", "fp32", "fp64", "dec")
TABLE.add(URN, keys("ln", *_ARGUMENTS), _logarithm(F.ln, 0.0), options=OPTIONS, reasons=REASONS)
TABLE.add(
    URN, keys("log10", *_ARGUMENTS), _logarithm(F.log10, 0.0), options=OPTIONS, reasons=REASONS
)
TABLE.add(URN, keys("log2", *_ARGUMENTS), _logarithm(F.log2, 0.0), options=OPTIONS, reasons=REASONS)
TABLE.add(
    URN,
    keys("log1p", "fp32", "fp64", "dec"),
    _logarithm(F.log1p, -1.0),
    options=OPTIONS,
    reasons=REASONS,
)
TABLE.refuse(
    URN,
    keys("logb", "i64_i64", "fp32_fp32", "fp64_fp64", "dec_dec"),
    "ambiguous argument order: the YAML defines logb(x, base) = log_base(x), while the "
    "official test cases compute logb(base, x)",
)
