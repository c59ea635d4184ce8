"""Every literal a plan can hold is written as text (``expression_text``, the
form ``decompile`` writes) that parses and checks back to the same value
*and* the same type: decimals of every precision and scale (``45`` as a
``decimal<21,2>``), floating-point specials and signed zeros, fp32 values,
temporal values at every precision, intervals, binary, fixed-width strings,
UUIDs, lists (empty ones too), user-defined types and nulls of every type.

The values are also compared strictly, beyond ``==``: the Python type of the
value, NaN with NaN, and the sign of a zero.
"""

from __future__ import annotations

import datetime as dt
import math
import struct
import uuid
from decimal import Context, Decimal

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import substrait_expr as se
from substrait_expr.parser.driver import parse
from substrait_expr.plan.expression_text import TextContext, expression_text
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry

REGISTRY = Registry.default()
CONTEXT = TextContext(se.Schema.of({}), REGISTRY)
UTC = dt.timezone.utc
WIDE = Context(prec=100)  # 38 digits exactly (the default context rounds to 28)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def read_back(typed: ir.TypedExpr) -> tuple[str, ir.TypedExpr]:
    text = expression_text(typed, CONTEXT)
    return text, check(parse(text), CONTEXT.schema, REGISTRY)


def same_value(a: object, b: object) -> bool:
    """Equal, of the same Python type; NaN equals NaN and -0.0 is not 0.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(map(same_value, a, b))
    return a == b


def same(a: ir.TypedExpr, b: ir.TypedExpr) -> bool:
    if type(a) is not type(b) or a.type != b.type:
        return False
    if isinstance(a, ir.Literal) and isinstance(b, ir.Literal):
        return same_value(a.value, b.value)
    if isinstance(a, ir.ListValue) and isinstance(b, ir.ListValue):
        return len(a.items) == len(b.items) and all(map(same, a.items, b.items))
    if isinstance(a, ir.StructValue) and isinstance(b, ir.StructValue):
        return len(a.fields) == len(b.fields) and all(map(same, a.fields, b.fields))
    return a == b


def assert_round_trip(typed: ir.TypedExpr) -> str:
    text, again = read_back(typed)
    assert same(again, typed), f"{typed!r} written as {text!r} reads back as {again!r}"
    return text


# --------------------------------------------------------------------------- decimals


@st.composite
def decimals(draw: st.DrawFn) -> ir.Literal:
    precision = draw(st.integers(1, 38))
    scale = draw(st.integers(0, precision))
    limit = 10**precision - 1
    unscaled = draw(
        st.one_of(
            st.integers(-limit, limit),
            st.sampled_from([0, 1, -1, limit, -limit]),
            st.integers(-999, 999).filter(lambda v: abs(v) <= limit),
        )
    )
    value = Decimal(unscaled).scaleb(-scale, context=WIDE)
    # A value as a producer's plan may hold it: fewer digits after the point
    # than the scale (45 as a decimal<21,2>), where that is the same number.
    if draw(st.booleans()) and value == value.to_integral_value():
        value = Decimal(int(value))
    return ir.Literal(t.Decimal(precision, scale), value)


@FAST
@given(decimals())
def test_decimal_literals_read_back_as_the_same_value_and_type(literal: ir.Literal) -> None:
    assert_round_trip(literal)


@pytest.mark.parametrize(
    ("precision", "scale", "value", "text"),
    [
        (21, 2, Decimal(45), "45.00::dec<21, 2>"),
        (21, 2, Decimal("45"), "45.00::dec<21, 2>"),
        (38, 2, Decimal(300), "300.00::dec<38, 2>"),
        (38, 0, Decimal(0), "0.0::dec<38, 0>"),
        (5, 2, Decimal("-0.01"), "-0.01::dec<5, 2>"),
        (38, 38, Decimal("-0." + "9" * 38), "-0." + "9" * 38 + "::dec<38, 38>"),
        (38, 0, Decimal(10**38 - 1), str(10**38 - 1) + ".0::dec<38, 0>"),
        (15, 2, Decimal("0.06"), "0.06::dec<15, 2>"),
    ],
)
def test_decimal_literals_are_written_with_every_digit_of_their_scale(
    precision: int, scale: int, value: Decimal, text: str
) -> None:
    assert assert_round_trip(ir.Literal(t.Decimal(precision, scale), value)) == text


def test_an_integer_literal_widened_to_a_decimal_holds_a_decimal() -> None:
    """DataFusion writes ``1 - l_discount`` with ``1`` an i64: argument
    widening re-types it as the decimal, whose value is a Decimal."""
    plan = {
        "version": {"minorNumber": 54, "producer": "datafusion"},
        "extensionUris": [{"extensionUriAnchor": 1, "uri": "functions_arithmetic_decimal.yaml"}],
        "extensions": [
            {
                "extensionFunction": {
                    "extensionUriReference": 1,
                    "functionAnchor": 1,
                    "name": "subtract:dec_dec",
                }
            }
        ],
        "relations": [
            {
                "root": {
                    "input": {
                        "project": {
                            "input": {
                                "read": {
                                    "baseSchema": {
                                        "names": ["d"],
                                        "struct": {
                                            "types": [
                                                {
                                                    "decimal": {
                                                        "precision": 15,
                                                        "scale": 2,
                                                        "nullability": "NULLABILITY_REQUIRED",
                                                    }
                                                }
                                            ],
                                            "nullability": "NULLABILITY_REQUIRED",
                                        },
                                    },
                                    "namedTable": {"names": ["t"]},
                                }
                            },
                            "expressions": [
                                {
                                    "scalarFunction": {
                                        "functionReference": 1,
                                        "outputType": {
                                            "decimal": {
                                                "precision": 21,
                                                "scale": 2,
                                                "nullability": "NULLABILITY_REQUIRED",
                                            }
                                        },
                                        "arguments": [
                                            {"value": {"literal": {"i64": "1"}}},
                                            {
                                                "value": {
                                                    "selection": {
                                                        "directReference": {
                                                            "structField": {"field": 0}
                                                        },
                                                        "rootReference": {},
                                                    }
                                                }
                                            },
                                        ],
                                    }
                                }
                            ],
                        }
                    },
                    "names": ["r"],
                }
            }
        ],
    }
    loaded = se.load_plan(plan)
    text_plan = loaded.to_text_plan()
    # The producer declared decimal<21,2>, narrower than the spec's
    # decimal<22,2>: the declared width is kept as a checked cast.
    assert text_plan["relations"][0]["root"]["input"]["project"]["expressions"] == [
        "cast(1.00::dec<21, 2> - d AS dec<21, 2>)"
    ]
    again = se.load_plan(text_plan)
    assert [r.input.schema for r in again.check()] == [r.input.schema for r in loaded.check()]
    se.load_plan(loaded.to_substrait())  # the plan compiles: the literal has a Substrait form


# --------------------------------------------------------------------------- numbers


def _as_fp32(value: float) -> float:
    return float(struct.unpack("<f", struct.pack("<f", value))[0])


FP64_VALUES = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(
    [0.0, -0.0, math.nan, math.inf, -math.inf, 5e-324, 1.7976931348623157e308, 0.1]
)
FP32_VALUES = st.floats(width=32, allow_nan=True, allow_infinity=True).map(_as_fp32)


@FAST
@given(FP64_VALUES)
def test_fp64_literals_read_back_bit_for_bit(value: float) -> None:
    assert_round_trip(ir.Literal(t.FP64(), value))


@FAST
@given(FP32_VALUES)
def test_fp32_literals_read_back_as_the_same_32_bit_value(value: float) -> None:
    assert_round_trip(ir.Literal(t.FP32(), value))


def test_an_fp32_literal_in_text_holds_the_value_a_plan_holds() -> None:
    """``1.1::fp32`` is the 32-bit float nearest 1.1, as the protobuf field
    gives it (so a plan's ``fp32: 1.1`` and the text ``1.1::fp32`` agree)."""
    typed = se.check("1.1::fp32", se.Schema.of({}))
    assert isinstance(typed, ir.Literal)
    assert typed.value == _as_fp32(1.1) != 1.1
    assert assert_round_trip(ir.Literal(t.FP32(), _as_fp32(1.1))) == "1.1::fp32"


INTEGER_TYPES = {t.I8: 8, t.I16: 16, t.I32: 32, t.I64: 64}


@st.composite
def integers(draw: st.DrawFn) -> ir.Literal:
    kind = draw(st.sampled_from(list(INTEGER_TYPES)))
    bits = INTEGER_TYPES[kind]
    low, high = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    value = draw(st.integers(low, high) | st.sampled_from([low, high, 0, -1]))
    return ir.Literal(kind(), value)


@FAST
@given(integers())
def test_integer_literals_read_back(literal: ir.Literal) -> None:
    assert_round_trip(literal)


@given(st.booleans())
def test_boolean_literals_read_back(value: bool) -> None:
    assert_round_trip(ir.Literal(t.Boolean(), value))


# --------------------------------------------------------------------------- text and bytes

TEXT = st.text(st.characters(codec="utf-8"), max_size=20)  # no lone surrogates


@FAST
@given(TEXT)
def test_string_literals_read_back(value: str) -> None:
    assert_round_trip(ir.Literal(t.String(), value))


@FAST
@given(TEXT, st.integers(0, 5))
def test_varchar_and_fixedchar_literals_read_back(value: str, extra: int) -> None:
    length = max(1, len(value) + extra)
    assert_round_trip(ir.Literal(t.VarChar(length), value))
    if value:
        assert_round_trip(ir.Literal(t.FixedChar(len(value)), value))


@FAST
@given(st.binary(max_size=20))
def test_binary_and_fixedbinary_literals_read_back(value: bytes) -> None:
    assert_round_trip(ir.Literal(t.Binary(), value))
    if value:
        assert_round_trip(ir.Literal(t.FixedBinary(len(value)), value))


@FAST
@given(st.uuids())
def test_uuid_literals_read_back(value: uuid.UUID) -> None:
    assert_round_trip(ir.Literal(t.UUID(), value))


# --------------------------------------------------------------------------- dates and times


def _truncated(micros: int, precision: int) -> int:
    """Microseconds with only ``precision`` fractional digits (beyond 6: all)."""
    if precision >= 6:
        return micros
    step: int = 10 ** (6 - precision)
    return micros - micros % step


@FAST
@given(st.dates())
def test_date_literals_read_back(value: dt.date) -> None:
    assert_round_trip(ir.Literal(t.Date(), value))


@FAST
@given(st.times(), st.integers(0, 9))
def test_precision_time_literals_read_back(value: dt.time, precision: int) -> None:
    value = value.replace(microsecond=_truncated(value.microsecond, precision))
    assert_round_trip(ir.Literal(t.PrecisionTime(precision), value))


@FAST
@given(
    st.datetimes(min_value=dt.datetime(1, 1, 2), max_value=dt.datetime(9999, 12, 30)),
    st.integers(0, 9),
    st.booleans(),
)
def test_precision_timestamp_literals_read_back(
    value: dt.datetime, precision: int, zoned: bool
) -> None:
    value = value.replace(microsecond=_truncated(value.microsecond, precision))
    # A plan holds the value as an i64 count of units of the precision.
    units = (value - dt.datetime(1970, 1, 1)) // dt.timedelta(microseconds=1) * 10**precision
    assume(-(2**63) <= units // 10**6 < 2**63)
    if zoned:
        assert_round_trip(ir.Literal(t.PrecisionTimestampTZ(precision), value.replace(tzinfo=UTC)))
    else:
        assert_round_trip(ir.Literal(t.PrecisionTimestamp(precision), value))


@FAST
@given(st.integers(0, 10_000), st.integers(0, 11), st.booleans())
def test_interval_year_literals_read_back(years: int, months: int, negative: bool) -> None:
    sign = -1 if negative else 1
    assert_round_trip(ir.Literal(t.IntervalYear(), (sign * years, sign * months)))


DURATIONS = st.timedeltas(min_value=dt.timedelta(days=-100_000), max_value=dt.timedelta(100_000))


@FAST
@given(DURATIONS, st.integers(0, 9))
def test_interval_day_literals_read_back(value: dt.timedelta, precision: int) -> None:
    micros = value // dt.timedelta(microseconds=1)
    sign = -1 if micros < 0 else 1
    value = dt.timedelta(microseconds=sign * _truncated(abs(micros), precision))
    assert_round_trip(ir.Literal(t.IntervalDay(precision), value))


@FAST
@given(st.integers(0, 1000), st.integers(0, 11), DURATIONS, st.integers(0, 9), st.booleans())
def test_interval_compound_literals_read_back(
    years: int, months: int, duration: dt.timedelta, precision: int, negative: bool
) -> None:
    micros = abs(duration) // dt.timedelta(microseconds=1)
    duration = dt.timedelta(microseconds=_truncated(micros, precision))
    sign = -1 if negative else 1
    value = (sign * years, sign * months, sign * duration)
    assert_round_trip(ir.Literal(t.IntervalCompound(precision), value))


# --------------------------------------------------------------------------- nulls, lists, others

NULLABLE_TYPES = [
    "bool",
    "i8",
    "i16",
    "i32",
    "i64",
    "fp32",
    "fp64",
    "string",
    "binary",
    "date",
    "uuid",
    "iyear",
    "iday<0>",
    "iday<9>",
    "icompound<6>",
    "pt<3>",
    "pts<0>",
    "pts<9>",
    "ptstz<6>",
    "dec<1,0>",
    "dec<21,2>",
    "dec<38,38>",
    "vchar<7>",
    "fchar<3>",
    "fbin<4>",
    "list<i32>",
    "list<list<dec<5,2>>>",
    "map<string, i64>",
    "struct<i32, string>",
    "variant",
]


def _type(text: str) -> t.Type:
    parsed = se.Schema.parse(f"x: {text}")
    return parsed.fields[0].type


@pytest.mark.parametrize("type_text", NULLABLE_TYPES)
def test_a_null_of_every_type_reads_back_with_its_type(type_text: str) -> None:
    assert_round_trip(ir.Literal(_type(type_text).with_nullable(True), None))


@pytest.mark.parametrize(
    "written",
    [
        "[]::list<i32>",
        "[]::list?<dec<5,2>>",
        "[]::list<list<string>>",
        "[]::list<variant>",
        "[1.5, null]::list<dec?<5,2>>",
        "[45::dec<21,2>, -0.01::dec<21,2>]",
        "[nan::fp32, -0.0::fp32]",
        "[-0.0, inf::fp64, -inf::fp64]",
        "[P1D::iday, null]::list<iday?<6>>",
        "['0x00FF'::vbin]",
        "(1, 'a', null::dec?<9,3>)",
        "'{\"a\": 1}'::variant",
        "'x'::variant",
    ],
)
def test_lists_rows_and_user_defined_literals_read_back(written: str) -> None:
    typed = se.check(written, se.Schema.of({}))
    assert_round_trip(typed)


def test_a_timestamp_beyond_the_i64_count_of_its_unit_is_refused_at_the_literal() -> None:
    # nanoseconds since 1970 in an i64 end in April 2262; microseconds do not
    import substrait_expr as se

    with pytest.raises(se.CompileError, match="does not fit precision_timestamp<9>"):
        se.check("'2263-01-01T00:00:00'::pts<9>")
    with pytest.raises(se.CompileError, match="does not fit precision_timestamp_tz<9>"):
        se.check("'1677-09-21T00:00:00Z'::ptstz<9>")
    assert str(se.check("'2262-04-11T00:00:00'::pts<9>").type) == "precision_timestamp<9>"
    assert str(se.check("'9999-12-31T23:59:59'::pts<6>").type) == "precision_timestamp<6>"
