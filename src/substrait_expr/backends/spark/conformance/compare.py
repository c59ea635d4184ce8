"""Comparing collected values with expected ones (floats: exact, within
`FLOAT_ULPS` ulps, or matching a rounded printout)."""

from __future__ import annotations

import datetime as dt
import math
import struct
from decimal import Decimal
from typing import Any

from substrait_expr.backends.spark.conformance.outcomes import _Refused
from substrait_expr.backends.spark.conformance.pending import Verdict
from substrait_expr.backends.spark.conformance.results import Outcome
from substrait_expr.backends.spark.types import is_unsigned
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

FLOAT_ULPS = 4
ROUNDED_DIGITS = 6  # expected floats written with fewer digits must match exactly


def _value_verdict(node: ir.TypedExpr, result_type: t.Type) -> Verdict:
    expected = _python_value(node)
    expected_type = node.type

    def verdict(actual: Any) -> str | None:
        if _strip(expected_type) != _strip(result_type):
            return f"result type {result_type}, expected {expected_type}"
        if _same(expected, actual, expected_type):
            return None
        return f"got {actual!r}, expected {expected!r}"

    return verdict


def _window_verdict(expected: list[ir.TypedExpr]) -> Verdict:
    values = [_python_value(node) for node in expected]

    def verdict(actual: Any) -> str | None:
        if len(actual) != len(values):
            return f"got {len(actual)} rows {actual!r}, expected {values!r}"
        for got, want, node in zip(actual, values, expected, strict=True):
            if not _same(want, got, node.type):
                return f"got {actual!r}, expected {values!r}"
        return None

    return verdict


def _strip(substrait: t.Type) -> str:
    """A type's text without any nullability markers."""
    return str(substrait).replace("?", "")


def _python_value(node: ir.TypedExpr) -> Any:
    if isinstance(node, ir.ListValue):
        return [_python_value(item) for item in node.items]
    if isinstance(node, ir.StructValue):
        return tuple(_python_value(item) for item in node.fields)
    if not isinstance(node, ir.Literal):
        raise _Refused(Outcome.UNSUPPORTED, f"expected value is not a literal: {node}")
    value = node.value
    if value is None:
        return None
    if isinstance(node.type, t.PrecisionTimestampTZ | t.TimestampTZ) and isinstance(
        value, dt.datetime
    ):
        return _micros(value)
    if isinstance(node.type, t.IntervalYear) and isinstance(value, tuple):
        years, months = value
        return int(years) * 12 + int(months)
    if is_unsigned(node.type):
        return int(str(value))
    return value


def _micros(value: dt.datetime) -> int:
    aware = value if value.tzinfo is not None else value.replace(tzinfo=dt.timezone.utc)
    delta = aware - dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def _same(expected: Any, actual: Any, substrait: t.Type) -> bool:
    if expected is None or actual is None:
        return expected is None and actual is None
    if isinstance(substrait, t.FP32 | t.FP64):
        return _same_float(float(expected), float(actual), isinstance(substrait, t.FP32))
    if isinstance(substrait, t.List):
        return (
            isinstance(actual, list)
            and len(actual) == len(expected)
            and all(_same(e, a, substrait.element) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(substrait, t.Struct):
        return len(actual) == len(expected) and all(
            _same(e, a, f) for e, a, f in zip(expected, actual, substrait.fields, strict=True)
        )
    if isinstance(substrait, t.Decimal) or is_unsigned(substrait):
        return Decimal(str(actual)) == Decimal(str(expected))
    if isinstance(expected, bytes | bytearray):
        return bytes(actual) == bytes(expected)
    return bool(expected == actual and type(expected) is type(actual))


def _same_float(expected: float, actual: float, single: bool) -> bool:
    if math.isnan(expected) or math.isnan(actual):
        return math.isnan(expected) and math.isnan(actual)
    if math.isinf(expected) or math.isinf(actual) or expected == 0:
        return expected == actual
    if actual == expected or (single and actual == _to_fp32(expected)):
        return True
    ulp = _fp32_ulp(expected) if single else math.ulp(expected)
    if abs(actual - expected) <= FLOAT_ULPS * ulp:
        return True
    # A value written with many digits but not exactly may be a rounded
    # printout: then the result must round to it. Short values (2.5) are exact.
    digits = _significant_digits(expected)
    if digits < ROUNDED_DIGITS:
        return False
    unit = 10.0 ** (math.floor(math.log10(abs(expected))) - digits + 1)
    return abs(actual - expected) <= unit / 2


def _fp32_ulp(value: float) -> float:
    exponent = math.frexp(abs(value))[1]
    return float(2.0 ** (exponent - 24))


def _to_fp32(value: float) -> float:
    try:
        return float(struct.unpack("f", struct.pack("f", value))[0])
    except OverflowError:
        return math.copysign(math.inf, value)


def _significant_digits(value: float) -> int:
    mantissa = repr(abs(value)).lower().split("e")[0].replace(".", "").lstrip("0")
    return max(1, len(mantissa.rstrip("0")) if "." in repr(value) else len(mantissa))
