"""``unsigned_integers``: u8..u64 held in wider signed Spark types (see
`types`), computed exactly in decimal and narrowed to [0, max] per the
``overflow`` option."""

from __future__ import annotations

from pyspark.sql import Column

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.types import spark_type, unsigned_max

URN = "extension:io.substrait:unsigned_integers"
TABLE = FunctionTable()
SIZES = ("u!u8", "u!u16", "u!u32", "u!u64")
OVERFLOW = {"overflow": rt.OVERFLOW_VALUES}
_WIDE = "decimal(38,0)"


def _narrow(call: Call, wide: Column) -> Column:
    overflow = call.option("overflow", "ERROR")
    return rt.narrow(wide, call.type, overflow, call.name, low=0, high=unsigned_max(call.type))


def _arithmetic(operator: str) -> Builder:
    def build(call: Call) -> Column:
        a, b = (c.cast(_WIDE) for c in call.cols)
        if operator == "+":
            wide = a + b
        elif operator == "-":
            wide = a - b
        else:
            # Two u64 values can multiply past 38 digits: then the product is
            # certainly above the maximum, so stand in the largest decimal.
            wide = F.coalesce(F.try_multiply(a, b), rt.int_lit(10**38 - 1).cast(_WIDE))
            wide = F.when(a.isNull() | b.isNull(), F.lit(None)).otherwise(wide)
        return _narrow(call, wide)

    return build


def _pairs() -> list[str]:
    return [f"{size}_{size}" for size in SIZES]


TABLE.add(URN, keys("add", *_pairs()), _arithmetic("+"), options=OVERFLOW)
TABLE.add(URN, keys("subtract", *_pairs()), _arithmetic("-"), options=OVERFLOW)
TABLE.add(URN, keys("multiply", *_pairs()), _arithmetic("*"), options=OVERFLOW)


def _divide(call: Call) -> Column:
    a, b = (c.cast(_WIDE) for c in call.cols)
    quotient = F.call_function("div", a, b).cast(spark_type(call.type))
    if call.nonzero_literal(1):
        return quotient
    on_zero = call.option("on_division_by_zero", "ERROR")
    return rt.guard_domain(
        b == 0, on_zero, call.name, "division by zero", quotient, spark_type(call.type)
    )


TABLE.add(
    URN,
    keys("divide", *_pairs()),
    _divide,
    options={"on_domain_error": ("NULL", "ERROR"), "on_division_by_zero": ("NULL", "ERROR")},
    note="unsigned division has no domain errors",
)


def _sum(call: Call) -> Column:
    total = call.agg(F.sum(call.col(0).cast(_WIDE)))
    return _narrow(call, total)


def _extreme(function: str) -> Builder:
    aggregate = F.min if function == "min" else F.max
    return lambda call: call.agg(aggregate(call.col(0))).cast(spark_type(call.type))


TABLE.add(URN, keys("sum", *SIZES), _sum, options=OVERFLOW)
TABLE.add(URN, keys("min", *SIZES), _extreme("min"), note="distinct-insensitive")
TABLE.add(URN, keys("max", *SIZES), _extreme("max"), note="distinct-insensitive")
