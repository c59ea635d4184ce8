"""The function table of measures (aggregate functions) and window functions.

Their calls are compiled by `measures`, which reads the markers of this
table's entries (``DISTINCT_SAFE``, ``NO_FILTER_BY_NULL``, ``FRAME_FREE``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from pyspark.sql import Column
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F, ansi_overflow_checks
from substrait_expr.backends.spark.columns.spec import (
    Builder,
    Call,
    FunctionTable,
    keys,
)
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

TABLE = FunctionTable()
ARITHMETIC = "extension:io.substrait:functions_arithmetic"
DECIMAL = "extension:io.substrait:functions_arithmetic_decimal"
GENERIC = "extension:io.substrait:functions_aggregate_generic"
DECIMAL_OUTPUT = "extension:io.substrait:functions_aggregate_decimal_output"
APPROX = "extension:io.substrait:functions_aggregate_approx"
BOOLEAN = "extension:io.substrait:functions_boolean"
DATETIME = "extension:io.substrait:functions_datetime"
STRING = "extension:io.substrait:functions_string"
# The package's own: aggregates real producers call beyond the official files.
PACKAGE_AGGREGATES = "extension:io.github.substrait-expr:aggregates"

INTS = ("i8", "i16", "i32", "i64")
FLOATS = ("fp32", "fp64")
OVERFLOW = {"overflow": rt.OVERFLOW_VALUES}
ROUNDING = {"rounding": ("TIE_TO_EVEN",)}
ROUNDING_REASONS = {
    "rounding": "Spark floating-point arithmetic always rounds to nearest, ties to even"
}

# Measure builders see `Call.args` already filtered (see module docstring);
# these markers in FunctionSpec.note tell `build_measure` what else is allowed.
DISTINCT_SAFE = "distinct-insensitive"  # DISTINCT does not change the result
NO_FILTER_BY_NULL = "counts-nulls"  # FILTER cannot be emulated by nulling arguments

FRAME_FREE = "frame-free"  # Spark rejects frames on these; their result ignores frames

__all__ = ["DISTINCT_SAFE", "FRAME_FREE", "NO_FILTER_BY_NULL", "TABLE"]


# ====================================================================== the table


def _typed(call: Call, value: Column) -> Column:
    return value.cast(spark_type(call.type))


# ------------------------------------------------------------------ count


def _count(call: Call) -> Column:
    if not call.args:
        return _typed(call, call.agg(F.count(F.lit(1))))
    return _typed(call, call.agg(F.count(call.col(0))))


COUNT_OPTIONS = {"overflow": rt.OVERFLOW_VALUES}
TABLE.add(
    GENERIC,
    ["count:any", "count:"],
    _count,
    options=COUNT_OPTIONS,
    note="a count of rows cannot overflow i64",
)
TABLE.add(DECIMAL_OUTPUT, ["count:any", "count:"], _count, options=COUNT_OPTIONS)


def _approx_count_distinct(call: Call) -> Column:
    return _typed(call, call.agg(F.approx_count_distinct(call.col(0))))


TABLE.add(APPROX, ["approx_count_distinct:any"], _approx_count_distinct, note=DISTINCT_SAFE)
TABLE.add(DECIMAL_OUTPUT, ["approx_count_distinct:any"], _approx_count_distinct, note=DISTINCT_SAFE)


def _any_value(call: Call) -> Column:
    ignore_nulls = call.option("ignore_nulls", "TRUE") == "TRUE"
    return _typed(call, call.agg(F.any_value(call.col(0), F.lit(ignore_nulls))))


TABLE.add(
    GENERIC,
    ["any_value:any"],
    _any_value,
    options={"ignore_nulls": ("TRUE", "FALSE")},
    note=DISTINCT_SAFE,
)


# ------------------------------------------------------------------ sum, avg, product


def _sum_integer(call: Call) -> Column:
    total = call.agg(F.sum(call.col(0).cast("decimal(38,0)")))  # exact for any realistic row count
    return rt.narrow(
        total, call.type.with_nullable(False), call.option("overflow", "ERROR"), call.name
    )


def _sum_float(call: Call) -> Column:
    x = call.col(0).cast("double")
    total = call.agg(F.sum(x))
    overflow = call.option("overflow", "SILENT")
    if overflow == "SILENT":
        return _typed(call, total)
    # Overflow: an infinite sum of finite inputs.
    overflowed = (F.abs(total) == F.lit(float("inf"))) & (
        call.agg(F.max(F.abs(x))) < F.lit(float("inf"))
    )
    if overflow == "ERROR":
        return _typed(call, rt.fail_if(overflowed, f"{call.name}: result overflows fp64", total))
    largest = F.lit(sys.float_info.max)
    saturated = F.when(total > 0, largest).otherwise(-largest)
    return _typed(call, F.when(overflowed, saturated).otherwise(total))


def _sum_decimal(call: Call) -> Column:
    target = spark_type(call.type)
    assert isinstance(target, st.DecimalType)
    # Spark widens sums of decimal(p,s) by 10 digits (to at most 38); summing
    # at precision 38 keeps the exact value unless it exceeds 38 digits.
    wide = call.col(0).cast(st.DecimalType(38, target.scale))
    overflow = call.option("overflow", "ERROR")
    if overflow == "ERROR" and ansi_overflow_checks():
        return call.agg(F.sum(wide))  # ANSI: Spark's sum raises on decimal overflow
    total = call.agg(F.try_sum(wide))
    overflowed = total.isNull() & (call.agg(F.count(call.col(0))) > 0)
    if overflow == "ERROR":
        return rt.fail_if(overflowed, f"{call.name}: result overflows {call.type}", total)
    if overflow == "SATURATE":
        raise Unsupported(f"{call.name}: SATURATE needs the sign of a sum Spark could not hold")
    return total


def _zero_if_empty(builder: Builder) -> Builder:
    def build(call: Call) -> Column:
        return F.coalesce(builder(call), F.lit(0).cast(spark_type(call.type)))

    return build


TABLE.add(ARITHMETIC, keys("sum", *INTS), _sum_integer, options=OVERFLOW)
TABLE.add(ARITHMETIC, keys("sum", *FLOATS), _sum_float, options=OVERFLOW)
TABLE.add(ARITHMETIC, keys("sum0", *INTS), _zero_if_empty(_sum_integer), options=OVERFLOW)
TABLE.add(ARITHMETIC, keys("sum0", *FLOATS), _zero_if_empty(_sum_float), options=OVERFLOW)
TABLE.add(
    DECIMAL,
    ["sum:dec"],
    _sum_decimal,
    options={"overflow": ("SILENT", "ERROR")},
    reasons={"overflow": "Spark loses the value (and its sign) when a decimal sum overflows"},
)
TABLE.add(
    DECIMAL,
    ["sum0:dec"],
    _zero_if_empty(_sum_decimal),
    options={"overflow": ("SILENT", "ERROR")},
    reasons={"overflow": "Spark loses the value (and its sign) when a decimal sum overflows"},
)


def _avg_integer(call: Call) -> Column:
    # Exact: the decimal sum divided by the count, truncated towards zero.
    x = call.col(0)
    quotient = F.call_function(
        "div", call.agg(F.sum(x.cast("decimal(38,0)"))), call.agg(F.count(x))
    )
    return _typed(call, quotient)


def _avg_decimal(call: Call) -> Column:
    x = call.col(0)
    return _typed(call, call.agg(F.sum(x)) / call.agg(F.count(x)))


TABLE.add(
    ARITHMETIC,
    keys("avg", *INTS),
    _avg_integer,
    options=OVERFLOW,
    note="the mean lies between the extremes, so it cannot overflow",
)
TABLE.add(
    ARITHMETIC,
    keys("avg", *FLOATS),
    lambda call: _typed(call, call.agg(F.avg(call.col(0).cast("double")))),
    options=OVERFLOW,
)
TABLE.add(DECIMAL, ["avg:dec"], _avg_decimal, options=OVERFLOW)

PACKAGE_DECIMAL = "extension:io.github.substrait-expr:decimal"


def _avg_truncated(call: Call) -> Column:
    """The package's ``avg_truncated`` (DataFusion's decimal mean): the sum
    over the count, truncated toward zero at the result's scale. Spark's
    quotient of the decimal(p+10,s) sum and the count keeps at least 6 more
    places than s + 4 (for p <= 22; every official TPC-H/TPC-DS column):
    truncating it is exact unless the exact mean lies
    within 10^-(scale+1) of a multiple of 10^-(s+4) from below, which needs
    more than 10^13 rows. Wider inputs are refused."""
    target = spark_type(call.type)
    argument = spark_type(call.arg_type(0))
    assert isinstance(target, st.DecimalType) and isinstance(argument, st.DecimalType)
    if argument.precision > 22:
        raise Unsupported(
            f"{call.name} of {call.arg_type(0)}: its truncated mean is exact only for "
            "precisions up to 22"
        )
    x = call.col(0)
    # Spark's own sum type, decimal(p+10, s): the quotient's scale is then
    # s + 28 - p (at most s + 21), 6 or more places past s + 4.
    total = call.agg(F.sum(x)).cast(st.DecimalType(argument.precision + 10, argument.scale))
    count = call.agg(F.count(x)).cast(st.DecimalType(20, 0))
    mean = total / count
    places = F.lit(target.scale)
    truncated = F.when(mean >= 0, F.floor(mean, places)).otherwise(F.ceil(mean, places))
    return truncated.cast(target)


TABLE.add(PACKAGE_DECIMAL, ["avg_truncated:dec"], _avg_truncated, options=OVERFLOW)


def _product_integer(call: Call) -> Column:
    wide = st.DecimalType(38, 0)
    limit = rt.int_lit(2**63)
    values = call.agg(F.collect_list(call.col(0)))

    def step(acc: Column, x: Column) -> Column:
        # Past the i64 range keep a marker of the right sign rather than grow.
        grown = F.when(F.abs(acc) > limit, acc * F.signum(x).cast(wide)).otherwise(
            acc * x.cast(wide)
        )
        return grown.cast(wide)

    product = F.aggregate(values, F.lit(1).cast(wide), step)
    return rt.narrow(product, call.type, call.option("overflow", "ERROR"), call.name)


TABLE.add(ARITHMETIC, keys("product", *INTS), _product_integer, options=OVERFLOW)
TABLE.add(
    ARITHMETIC,
    keys("product", *FLOATS),
    lambda call: _typed(
        call, F.coalesce(call.agg(F.product(call.col(0).cast("double"))), F.lit(1.0))
    ),
    options=ROUNDING,
    reasons=ROUNDING_REASONS,
)


# ------------------------------------------------------------------ min, max


def _extreme(function: Callable[[Column], Column]) -> Builder:
    # Spark's min and max keep their argument's type; so does Substrait's.
    return lambda call: rt.as_type(call.agg(function(call.col(0))), call.type, [call.arg_type(0)])


_ORDERED_TYPES = (*INTS, *FLOATS)
for _name, _function in (("min", F.min), ("max", F.max)):
    # Spark compares strings by their UTF-8 bytes: code point order, as lt does.
    TABLE.add(
        PACKAGE_AGGREGATES, keys(_name, "str", "vchar"), _extreme(_function), note=DISTINCT_SAFE
    )
    TABLE.add(ARITHMETIC, keys(_name, *_ORDERED_TYPES), _extreme(_function), note=DISTINCT_SAFE)
    TABLE.add(DECIMAL, [f"{_name}:dec"], _extreme(_function), note=DISTINCT_SAFE)
    TABLE.add(
        DATETIME,
        keys(_name, "date", "pts", "ptstz", "iday", "iyear", "pt"),
        _extreme(_function),
        note=DISTINCT_SAFE,
    )


# ------------------------------------------------------------------ statistics


def _distribution(call: Call) -> str:
    if call.args and isinstance(call.args[0], str):
        return call.enum(0)
    return call.option("distribution", "SAMPLE")


def _value(call: Call) -> Column:
    return call.col(len(call.args) - 1).cast("double")


def _std_dev(call: Call) -> Column:
    function = F.stddev_samp if _distribution(call) == "SAMPLE" else F.stddev_pop
    return _typed(call, call.agg(function(_value(call))))


def _variance(call: Call) -> Column:
    function = F.var_samp if _distribution(call) == "SAMPLE" else F.var_pop
    return _typed(call, call.agg(function(_value(call))))


STAT_OPTIONS = {**ROUNDING, "distribution": ("SAMPLE", "POPULATION")}
for _name, _builder in (("std_dev", _std_dev), ("variance", _variance)):
    # The distribution is an option in one form and an enum argument in the other.
    TABLE.add(
        ARITHMETIC,
        keys(_name, "fp32", "fp64"),
        _builder,
        options=STAT_OPTIONS,
        reasons=ROUNDING_REASONS,
    )
    TABLE.add(
        ARITHMETIC,
        keys(_name, "req_fp32", "req_fp64"),
        _builder,
        options=ROUNDING,
        reasons=ROUNDING_REASONS,
    )
TABLE.add(
    ARITHMETIC,
    keys("corr", "fp32_fp32", "fp64_fp64"),
    lambda call: _typed(
        call, call.agg(F.corr(call.col(0).cast("double"), call.col(1).cast("double")))
    ),
    options=ROUNDING,
    reasons=ROUNDING_REASONS,
)
TABLE.add(
    ARITHMETIC,
    keys("mode", *INTS, *FLOATS),
    lambda call: _typed(call, call.agg(F.mode(call.col(0), deterministic=True))),
    note=DISTINCT_SAFE + "; ties give the smallest value",
)


def _median(call: Call) -> Column:
    """Exact median: the middle of the sorted non-null values; an even count
    averages the two middle values, rounding integers (and decimals, to their
    scale) per ``rounding``."""
    x = call.col(len(call.args) - 1)
    values = F.array_sort(call.agg(F.collect_list(x)))
    n = F.size(values)
    low = F.element_at(values, (F.floor((n + 1) / 2)).cast("int"))
    high = F.element_at(values, (F.floor(n / 2) + 1).cast("int"))
    if isinstance(call.type, t.FP32 | t.FP64):
        middle = (low.cast("double") + high.cast("double")) / 2
        return _typed(call, F.when(n > 0, middle))
    if isinstance(call.type, t.Decimal):
        return _typed(call, F.when(n > 0, _decimal_middle(call, low, high, call.type)))
    twice = low.cast("decimal(38,0)") + high.cast("decimal(38,0)")
    rounding = call.option("rounding", "TIE_TO_EVEN")
    half = twice / 2
    rounded = {
        "TIE_TO_EVEN": F.bround(half, 0),
        "TIE_AWAY_FROM_ZERO": F.round(half, 0),
        "TRUNCATE": F.call_function("div", twice, F.lit(2)),
        "CEILING": F.ceil(half),
        "FLOOR": F.floor(half),
    }[rounding]
    return _typed(call, F.when(n > 0, rounded))


def _decimal_middle(call: Call, low: Column, high: Column, result: t.Decimal) -> Column:
    """(low + high) / 2 at ``result``'s scale: the sum and the halving are
    exact in Spark's decimals, then rounded per ``rounding`` (default TRUNCATE:
    what DuckDB and DataFusion compute with their decimals' integers)."""
    scale = result.scale
    half = (low + high) / 2
    rounding = call.option("rounding", "TRUNCATE")
    if rounding == "TIE_TO_EVEN":
        return F.bround(half, scale)
    if rounding == "TIE_AWAY_FROM_ZERO":
        return F.round(half, scale)
    if rounding == "CEILING":
        return F.ceil(half, F.lit(scale))
    if rounding == "FLOOR":
        return F.floor(half, F.lit(scale))
    return F.when(half >= 0, F.floor(half, F.lit(scale))).otherwise(F.ceil(half, F.lit(scale)))


MEDIAN_ROUNDING = {
    "rounding": ("TIE_TO_EVEN", "TIE_AWAY_FROM_ZERO", "TRUNCATE", "CEILING", "FLOOR")
}
TABLE.add(
    PACKAGE_AGGREGATES,
    ["median:req_dec"],
    _median,
    options=MEDIAN_ROUNDING,
    note="exact median of decimals; an even count's mean rounded to the scale (TRUNCATE unless "
    "the call says otherwise)",
)
TABLE.add(
    PACKAGE_AGGREGATES,
    ["mode:dec"],
    lambda call: _typed(call, call.agg(F.mode(call.col(0), deterministic=True))),
    note=DISTINCT_SAFE + "; ties give the smallest value",
)
TABLE.add(
    ARITHMETIC,
    keys("median", *(f"req_{name}" for name in INTS)),
    _median,
    options={"rounding": ("TIE_TO_EVEN", "TIE_AWAY_FROM_ZERO", "TRUNCATE", "CEILING", "FLOOR")},
    note="exact median; the precision enum is moot as the exact answer satisfies both",
)
TABLE.add(
    ARITHMETIC,
    keys("median", *(f"req_{name}" for name in FLOATS)),
    _median,
    options=ROUNDING,
    reasons=ROUNDING_REASONS,
)
TABLE.refuse(
    ARITHMETIC,
    ["quantile:req_req_i64_any"],
    "not implemented: Spark's percentile functions interpolate or approximate, and the "
    "boundaries/distribution semantics of Substrait quantile need a custom implementation",
)


# ------------------------------------------------------------------ boolean, string


TABLE.add(
    BOOLEAN, ["bool_and:bool"], lambda call: call.agg(F.bool_and(call.col(0))), note=DISTINCT_SAFE
)
TABLE.add(
    BOOLEAN, ["bool_or:bool"], lambda call: call.agg(F.bool_or(call.col(0))), note=DISTINCT_SAFE
)


def _string_agg(call: Call) -> Column:
    node = call.node
    if isinstance(node, ir.AggregateCall) and node.order_by:
        raise Unsupported("string_agg with ORDER BY: Spark's column API has no WITHIN GROUP")
    separator = call.literal(1, "the separator")
    return _typed(call, call.agg(F.string_agg(call.col(0), F.lit(separator))))


TABLE.add(STRING, ["string_agg:str_str"], _string_agg)


# ------------------------------------------------------------------ window functions


def _ranking(function: Callable[[], Column]) -> Builder:
    return lambda call: _typed(call, call.agg(function()))


for _name, _function0 in (
    ("row_number", F.row_number),
    ("rank", F.rank),
    ("dense_rank", F.dense_rank),
    ("percent_rank", F.percent_rank),
    ("cume_dist", F.cume_dist),
):
    TABLE.add(ARITHMETIC, [f"{_name}:"], _ranking(_function0), note=FRAME_FREE)


def _ntile(call: Call) -> Column:
    buckets = call.literal(0, "the number of buckets")
    if buckets is None or int(buckets) <= 0:
        raise Unsupported("ntile needs a positive literal number of buckets")
    return _typed(call, call.agg(F.ntile(int(buckets))))


TABLE.add(ARITHMETIC, keys("ntile", "i32", "i64"), _ntile, note=FRAME_FREE)
TABLE.add(
    ARITHMETIC,
    ["first_value:any"],
    lambda call: _typed(call, call.agg(F.first_value(call.col(0), F.lit(False)))),
)
TABLE.add(
    ARITHMETIC,
    ["last_value:any"],
    lambda call: _typed(call, call.agg(F.last_value(call.col(0), F.lit(False)))),
)


def _nth_value(call: Call) -> Column:
    offset = call.literal(1, "the window offset")
    if offset is None or int(offset) <= 0:
        if call.option("on_domain_error", "ERROR") == "ERROR":
            raise Unsupported("nth_value offset must be a positive literal")
        return F.lit(None).cast(spark_type(call.type))
    return _typed(call, call.agg(F.nth_value(call.col(0), int(offset))))


TABLE.add(
    ARITHMETIC,
    ["nth_value:any_i32"],
    _nth_value,
    options={"on_domain_error": ("ERROR",)},
    reasons={"on_domain_error": "NAN is not a value of an arbitrary type"},
)


def _offset(function: str) -> Builder:
    def build(call: Call) -> Column:
        x = call.col(0)
        offset = 1 if len(call.args) < 2 else call.literal(1, "the row offset")
        if offset is None:
            return F.lit(None).cast(spark_type(call.type))
        default = call.col(2) if len(call.args) > 2 else F.lit(None).cast(spark_type(call.type))
        return _typed(call, call.agg(F.call_function(function, x, F.lit(int(offset)), default)))

    return build


for _name in ("lead", "lag"):
    TABLE.add(
        ARITHMETIC, keys(_name, "any", "any_i32", "any_i32_any"), _offset(_name), note=FRAME_FREE
    )
