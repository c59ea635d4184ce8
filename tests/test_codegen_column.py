"""Typed IR → Column: Substrait semantics on Spark, whatever Spark's settings.

Expected values are worked out by hand from the function definitions.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns import to_column
from substrait_expr.diagnostics import CompileError
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.schema import Schema

pytestmark = pytest.mark.spark


def one_row(spark: SparkSession, schema: str, *values: Any) -> DataFrame:
    return spark.createDataFrame([values], schema)


def value_of(frame: DataFrame, text: str, schema: Schema | str) -> Any:
    if isinstance(schema, str):
        schema = Schema.parse(schema)
    [row] = frame.select(to_column(text, schema).alias("v")).collect()
    return row["v"]


@pytest.fixture(params=["false", "true"], ids=["ansi-off", "ansi-on"])
def ansi(spark: SparkSession, request: pytest.FixtureRequest) -> Iterator[str]:
    """Runs a test with Spark's ANSI mode off and on: results must not change."""
    previous = spark.conf.get("spark.sql.ansi.enabled")
    spark.conf.set("spark.sql.ansi.enabled", request.param)
    yield str(request.param)
    spark.conf.set("spark.sql.ansi.enabled", str(previous))


# ------------------------------------------------------------------ the example


def test_integer_division_keeps_the_integer_type(spark: SparkSession) -> None:
    frame = one_row(spark, "f0 int", 3)
    column = to_column("(f0 + 5)/2", Schema.parse("i32"))
    result = frame.select(column.alias("v"))
    assert result.schema["v"].dataType == st.IntegerType()
    assert result.collect()[0]["v"] == 4


# ------------------------------------------------------------------ arithmetic


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("divide(-7::i32, 2::i32)", -3),  # truncates towards zero
        ("divide(7::i32, -2::i32)", -3),
        ("modulus(-7::i32, 2::i32)", -1),  # TRUNCATE: sign of the dividend
        ("modulus(-7::i32, 2::i32) [division_type:FLOOR]", 1),  # sign of the divisor
        ("modulus(7::i32, -2::i32) [division_type:FLOOR]", -1),
        ("add(120::i8, 10::i8) [overflow:SATURATE]", 127),
        ("subtract(-120::i8, 10::i8) [overflow:SATURATE]", -128),
        ("add(120::i8, 10::i8) [overflow:SILENT]", -126),  # wraps: 130 - 256
        ("multiply(4611686018427387904::i64, 2::i64) [overflow:SATURATE]", 2**63 - 1),
        ("negate(-9223372036854775808::i64) [overflow:SATURATE]", 2**63 - 1),
        ("abs(-128::i8) [overflow:SATURATE]", 127),
        ("divide(-128::i8, -1::i8) [overflow:SATURATE]", 127),
        ("divide(-9223372036854775808::i64, -1::i64) [overflow:SATURATE]", 2**63 - 1),
        ("divide(5::i32, 0::i32) [on_division_by_zero:NULL]", None),
        ("power(3::i64, 4::i64)", 81),
        ("power(-2::i64, 63::i64) [overflow:SATURATE]", -(2**63)),
        ("power(2::i64, 64::i64) [overflow:SATURATE]", 2**63 - 1),
        ("factorial(20::i64)", 2432902008176640000),
        ("shift_left(1::i32, 40::i32)", 0),  # every bit shifted out
        ("shift_right(-8::i32, 40::i32)", -1),
    ],
)
def test_integer_semantics(spark: SparkSession, ansi: str, text: str, expected: int | None) -> None:
    assert value_of(spark.range(1), text, Schema()) == expected


@pytest.mark.parametrize(
    "text",
    [
        "add(120::i8, 10::i8) [overflow:ERROR]",
        "add(9223372036854775807::i64, 1::i64) [overflow:ERROR]",
        "multiply(3037000500::i64, 3037000500::i64) [overflow:ERROR]",
        "negate(-128::i8) [overflow:ERROR]",
        "divide(1::i32, 0::i32) [on_division_by_zero:ERROR]",
        "factorial(-1::i32)",
    ],
)
def test_errors_name_the_function(spark: SparkSession, ansi: str, text: str) -> None:
    function = text.split("(")[0]
    with pytest.raises(Exception, match=function):
        value_of(spark.range(1), text, Schema())


def test_overflow_error_is_the_default_for_integers(spark: SparkSession, ansi: str) -> None:
    # Ours without ANSI; under ANSI Spark's own, which names the operation.
    message = (
        "BINARY_ARITHMETIC_OVERFLOW.*try_add" if ansi == "true" else "add: result overflows i16"
    )
    with pytest.raises(Exception, match=message):
        value_of(spark.range(1), "add(30000::i16, 30000::i16)", Schema())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("divide(1.0::fp64, 0.0::fp64)", float("inf")),
        ("divide(-1.0::fp64, 0.0::fp64)", float("-inf")),
        ("divide(1.0::fp64, -0.0::fp64)", float("-inf")),
        ("equal(nan::fp64, nan::fp64)", False),  # IEEE, not Spark's NaN = NaN
        ("not_equal(nan::fp64, nan::fp64)", True),
        ("gt(nan::fp64, 1.0::fp64)", False),
        ("greatest(1.0::fp64, nan::fp64)", None),  # NaN compares with nothing
        ("ln(0.0::fp64)", float("-inf")),
        ("ceil(-0.5::fp64)", -0.0),
        ("round(2.5::fp64, 0::i32) [rounding:TIE_TO_EVEN]", 2.0),
        ("round(2.5::fp64, 0::i32) [rounding:TIE_AWAY_FROM_ZERO]", 3.0),
    ],
)
def test_floating_point_semantics(
    spark: SparkSession, ansi: str, text: str, expected: float | None
) -> None:
    import math

    value = value_of(spark.range(1), text, Schema())
    if expected is None:
        assert math.isnan(value)
    else:
        assert value == expected
        assert math.copysign(1, value) == math.copysign(1, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("round(25::i32, -1::i32) [rounding:TIE_TO_EVEN]", 20),
        ("round(35::i32, -1::i32) [rounding:TIE_TO_EVEN]", 40),
        ("round(25::i32, -1::i32) [rounding:TIE_DOWN]", 20),
        ("round(-25::i32, -1::i32) [rounding:TIE_DOWN]", -30),
        ("round(-25::i32, -1::i32) [rounding:TIE_TOWARDS_ZERO]", -20),
        ("round(15::i32, -1::i32) [rounding:TIE_TO_ODD]", 10),
        ("round(12.345::dec<5,3>, 2::i32) [rounding:TRUNCATE]", Decimal("12.340")),
        ("round(-12.345::dec<5,3>, 2::i32) [rounding:AWAY_FROM_ZERO]", Decimal("-12.350")),
        ("round(127::i8, -1::i32)", None),  # 130 does not fit an i8
    ],
)
def test_exact_rounding_modes(spark: SparkSession, text: str, expected: object) -> None:
    assert value_of(spark.range(1), text, Schema()) == expected


def test_decimal_arithmetic_keeps_all_digits(spark: SparkSession) -> None:
    big = "99999999999999999999999999999999999999::dec<38,0>"
    assert value_of(spark.range(1), f"negate({big})", Schema()) == Decimal("-" + "9" * 38)
    with pytest.raises(Exception, match=r"add|NUMERIC_VALUE_OUT_OF_RANGE|ARITHMETIC_OVERFLOW"):
        value_of(spark.range(1), f"add({big}, 1::dec<38,0>) [overflow:ERROR]", Schema())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bitwise_and(-5::dec<3,0>, 3::dec<3,0>)", Decimal(-5 & 3)),
        ("bitwise_or(-99999999999999999999::dec<20,0>, 1::dec<1,0>)", Decimal(-(10**20 - 1) | 1)),
        (
            "bitwise_xor(12345678901234567890123::dec<23,0>, -7::dec<1,0>)",
            Decimal(12345678901234567890123 ^ -7),
        ),
    ],
)
def test_decimal_bitwise_is_twos_complement(
    spark: SparkSession, text: str, expected: Decimal
) -> None:
    assert value_of(spark.range(1), text, Schema()) == expected


# ------------------------------------------------------------------ logic, conditionals, lists


def test_three_valued_logic(spark: SparkSession) -> None:
    frame = one_row(spark, "a boolean, b boolean", None, False)
    schema = "a: boolean?, b: boolean?"
    assert value_of(frame, "a AND b", schema) is False
    assert value_of(frame, "a OR b", schema) is None
    assert value_of(frame, "a OR NOT b", schema) is True


def test_branches_not_taken_are_not_evaluated(spark: SparkSession, ansi: str) -> None:
    frame = one_row(spark, "f0 int", 0)
    assert value_of(frame, "if true then 0 else cast('hello' AS i32)", "f0: i32") == 0
    text = "if f0 = 0 then -1 else divide(10, f0) [on_division_by_zero:ERROR]"
    assert value_of(frame, text, "f0: i32") == -1
    assert value_of(frame, "CASE f0 WHEN 0 THEN 'zero' ELSE 'other' END", "f0: i32") == "zero"


def test_casts_fail_or_give_null(spark: SparkSession, ansi: str) -> None:
    frame = one_row(spark, "s string", "hello")
    with pytest.raises(Exception, match="cast"):
        value_of(frame, "cast(s AS i32)", "s: string")
    assert value_of(frame, "try_cast(s AS i32)", "s: string") is None


def test_in_lists_have_sql_null_semantics(spark: SparkSession) -> None:
    frame = one_row(spark, "f0 int", 2)
    assert value_of(frame, "f0 IN (1, null)", "f0: i32?") is None
    assert value_of(frame, "f0 IN (2, null)", "f0: i32?") is True
    assert value_of(frame, "(f0, 'b') IN ((2, 'b'), (3, 'c'))", "f0: i32?") is True


def test_lambdas_become_higher_order_functions(spark: SparkSession) -> None:
    frame = one_row(spark, "xs array<int>", [1, None, 3])
    schema = "xs: list<i32?>"
    assert value_of(frame, "transform(xs, x -> multiply(x, 10))", schema) == [10, None, 30]
    assert value_of(frame, "filter(xs, x -> gt(x, 1))", schema) == [3]
    assert value_of(frame, "any_match(xs, x -> gt(x, 5))", schema) is None  # Kleene OR


def test_list_and_map_access(spark: SparkSession) -> None:
    frame = one_row(spark, "xs array<int>, m map<string,int>", [1, 2, 3], {"k": 7})
    schema = "xs: list<i32>, m: map<string, i32>"
    assert value_of(frame, "xs[0]", schema) == 1
    assert value_of(frame, "xs[-1]", schema) == 3
    assert value_of(frame, "xs[5]", schema) is None
    assert value_of(frame, "xs[1:3]", schema) == [2, 3]
    assert value_of(frame, "m['k']", schema) == 7
    assert value_of(frame, "m['missing']", schema) is None


def test_fields_with_awkward_names(spark: SparkSession) -> None:
    frame = spark.createDataFrame([(5,)], "`weird name.x` int")
    schema = Schema.parse('"weird name.x": i32')
    assert value_of(frame, '"weird name.x" + 1', schema) == 6


def test_fields_by_position_map_to_dataframe_names(spark: SparkSession) -> None:
    frame = one_row(spark, "a int, b int", 1, 2)
    column = to_column("$1 - $0", Schema.parse("i32, i32"), field_names=frame.columns)
    assert frame.select(column).collect()[0][0] == 1


# ------------------------------------------------------------------ strings and datetime


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("char_length('😄a')", 2),
        ("octet_length('😄a')", 5),
        ("substring('😊a😊b', 2::i32, 2::i32)", "a😊"),
        ("upper('straße') [char_set:ASCII_ONLY]", "STRAßE"),
        ("contains('ÆBC', 'æb') [case_sensitivity:CASE_INSENSITIVE]", True),
        ("contains('ÆBC', 'æb') [case_sensitivity:CASE_INSENSITIVE_ASCII]", False),
        ("regexp_match_substring('a1b22', '[0-9]+', 1::i64, 2::i64, 0::i64)", "22"),
        ("concat('a', null::string?) [null_handling:IGNORE_NULLS]", "a"),
    ],
)
def test_strings_are_unicode(spark: SparkSession, text: str, expected: object) -> None:
    assert value_of(spark.range(1), text, Schema()) == expected


def test_time_zones_are_explicit(spark: SparkSession) -> None:
    instant = dt.datetime(2024, 1, 1, 12, 0, tzinfo=dt.timezone.utc)
    frame = spark.createDataFrame([(instant,)], "ts timestamp")
    schema = "ts: precision_timestamp_tz<6>"
    previous = spark.conf.get("spark.sql.session.timeZone")
    try:
        results = set()
        for zone in ("UTC", "Asia/Tokyo"):
            spark.conf.set("spark.sql.session.timeZone", zone)
            results.add(value_of(frame, "extract(HOUR, ts, 'America/New_York')", schema))
    finally:
        spark.conf.set("spark.sql.session.timeZone", str(previous))
    assert results == {7}  # 12:00 UTC is 07:00 in New York in January


def test_adding_months_clamps_to_the_month_end(spark: SparkSession) -> None:
    value = value_of(spark.range(1), "add(2020-01-31::date, P1M::iyear)", Schema())
    assert value == dt.date(2020, 2, 29)


# ------------------------------------------------------------------ aggregates and windows


def aggregate(frame: DataFrame, text: str, schema: str) -> Any:
    typed = check(text, Schema.parse(schema), context=ir.Context.AGGREGATE)
    return frame.agg(to_column(typed, Schema.parse(schema)).alias("v")).collect()[0]["v"]


def test_measures_with_distinct_and_filter(spark: SparkSession) -> None:
    frame = spark.createDataFrame([(1, 1), (1, 2), (2, 3), (None, 4)], "a int, b int")
    schema = "a: i32?, b: i32"
    assert aggregate(frame, "sum(a)", schema) == 4
    assert aggregate(frame, "sum(DISTINCT a)", schema) == 3
    assert aggregate(frame, "count(*) FILTER (WHERE b > 1)", schema) == 3
    assert aggregate(frame, "count(a) FILTER (WHERE b > 1)", schema) == 2
    assert aggregate(frame, "avg(b)", schema) == 2  # 10 / 4 truncated


def test_window_functions(spark: SparkSession) -> None:
    frame = spark.createDataFrame(
        [("x", 1, 10), ("x", 2, 20), ("x", 3, 30), ("y", 1, 5)], "g string, o int, v int"
    )
    schema = Schema.parse("g: string, o: i32, v: i32")

    def window(text: str) -> list[Any]:
        typed = check(text, schema, context=ir.Context.WINDOW)
        rows = frame.select("g", "o", to_column(typed, schema).alias("w")).collect()
        return [row["w"] for row in sorted(rows, key=lambda r: (r["g"], r["o"]))]

    assert window("rank() OVER (PARTITION BY g ORDER BY o DESC)") == [3, 2, 1, 1]
    running = "sum(v) OVER (PARTITION BY g ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)"
    assert window(running) == [10, 30, 50, 5]
    assert window("lag(v) OVER (PARTITION BY g ORDER BY o)") == [None, 10, 20, None]


# ------------------------------------------------------------------ compile-time refusals


def test_an_unsupported_impl_is_a_compile_error_at_the_call(spark: SparkSession) -> None:
    text = "1 + logb(2.0::fp64, 8.0::fp64)"
    with pytest.raises(CompileError) as raised:
        to_column(check(text))
    [diagnostic] = raised.value.diagnostics
    assert diagnostic.code.value == "unsupported"
    assert "argument order" in diagnostic.message
    assert diagnostic.span is not None
    assert text[diagnostic.span.start : diagnostic.span.stop].startswith("logb(")


def test_an_unsupported_option_value_is_a_compile_error(spark: SparkSession) -> None:
    with pytest.raises(CompileError) as raised:
        to_column("add(1.5::fp64, 2.5::fp64) [rounding:TRUNCATE]")
    assert raised.value.codes == ["unsupported"]
    assert "ties to even" in str(raised.value)


def test_every_unsupported_place_is_reported(spark: SparkSession) -> None:
    with pytest.raises(CompileError) as raised:
        to_column("concat(title('x'), initcap('y'))")
    assert raised.value.codes == ["unsupported", "unsupported"]
