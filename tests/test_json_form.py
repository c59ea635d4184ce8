"""`substrait.json_form` against `json_format`, its oracle: the same messages
from the same JSON, the same JSON from the same messages, and the same
errors, over every plan in the repository and values made to be irregular."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format
from substrait import algebra_pb2, plan_pb2

from substrait_expr.substrait.json_form import message_to_dict, parse_dict

REPO = Path(__file__).resolve().parent.parent


def _plans() -> list[dict[str, Any]]:
    found = []
    for path in sorted((REPO / "tests" / "data").rglob("*.json")) + sorted(
        (REPO / "examples").rglob("*.json")
    ):
        try:
            data = json.loads(path.read_text())
        except (UnicodeDecodeError, json.JSONDecodeError):
            continue
        if isinstance(data, dict) and "relations" in data:
            found.append(data)
    return found


PLANS = _plans()


def _oracle(value: Any, message_type: type) -> tuple[Any, str | None]:
    message = message_type()
    try:
        json_format.ParseDict(value, message, max_recursion_depth=100)
    except Exception as error:  # ParseError, and what json_format lets through
        return None, f"{type(error).__name__}: {error}"
    return message, None


def _fast(value: Any, message_type: type) -> tuple[Any, str | None]:
    message = message_type()
    try:
        parse_dict(value, message, max_recursion_depth=100)
    except Exception as error:  # ParseError, and what json_format lets through
        return None, f"{type(error).__name__}: {error}"
    return message, None


def test_the_corpus_is_large() -> None:
    assert len(PLANS) > 300


def test_every_plan_reads_and_writes_as_json_format_does() -> None:
    compared = 0
    for data in PLANS:
        expected, expected_error = _oracle(data, plan_pb2.Plan)
        got, error = _fast(data, plan_pb2.Plan)
        assert error == expected_error
        if expected is None:
            continue
        assert got == expected
        assert message_to_dict(expected) == json_format.MessageToDict(expected)
        compared += 1
    assert compared > 40  # the rest are the sugared form or refused alike


@pytest.mark.parametrize(
    "value",
    [
        {"literal": {"i64": "12"}},
        {"literal": {"i64": 12}},
        {"literal": {"i64": "1 2"}},
        {"literal": {"i64": "-0012"}},
        {"literal": {"i64": "1e3"}},
        {"literal": {"i64": 1.5}},
        {"literal": {"i32": 2**40}},
        {"literal": {"i32": True}},
        {"literal": {"boolean": 1}},
        {"literal": {"fp32": 3.4e39}},
        {"literal": {"fp32": 0.1}},
        {"literal": {"fp64": "NaN"}},
        {"literal": {"fp64": "Infinity"}},
        {"literal": {"fp64": 10**400}},
        {"literal": {"binary": "AAEC"}},
        {"literal": {"string": None}},
        {"literal": {"string": 5}},
        {"literal": {"nullable": True, "i8": 1}},
        {"literal": {"i8": 1, "i16": 2}},
        {"literal": {"null": {"i32": {"nullability": "NULLABILITY_NULLABLE"}}}},
        {"literal": {"null": {"i32": {"nullability": "NULLABLE"}}}},
        {"literal": {"null": {"i32": {"nullability": 2}}}},
        {"literal": {"null": {"i32": {"nullability": 99}}}},
        {"literal": {"decimal": {"value": "AAAAAAAAAAAAAAAAAAAAAA==", "precision": 3}}},
        {"literal": {"i32": 1}, "unknownKey": 1},
        {"literal": {"i32": 1}, "cast": {}},
        {"scalarFunction": {"functionReference": 1, "arguments": [{"value": {"literal": {}}}]}},
        {"scalarFunction": {"function_reference": 1, "functionReference": 2}},
        {"scalarFunction": {"arguments": {"value": {}}}},
        {"scalarFunction": {"arguments": [5]}},
        {"scalarFunction": {"options": [{"name": "overflow", "preference": ["ERROR"]}]}},
        {"literal": {"userDefined": {"typeReference": 1, "value": {"@type": "x/y"}}}},
        {"selection": {"directReference": {"structField": {"field": 3}}, "rootReference": {}}},
        [],
        "text",
    ],
)
def test_irregular_values_read_as_json_format_reads_them(value: Any) -> None:
    expected, expected_error = _oracle(copy.deepcopy(value), algebra_pb2.Expression)
    got, error = _fast(value, algebra_pb2.Expression)
    assert error == expected_error
    assert got == expected
    if expected is not None:
        assert message_to_dict(expected) == json_format.MessageToDict(expected)


def test_too_deep_is_json_format_error() -> None:
    value: dict[str, Any] = {"literal": {"i32": 1}}
    for _ in range(120):
        value = {"cast": {"input": value}}
    _, expected_error = _oracle(value, algebra_pb2.Expression)
    _, error = _fast(value, algebra_pb2.Expression)
    assert expected_error is not None and error == expected_error


def test_a_message_with_content_is_merged_into_as_json_format_does() -> None:
    message = algebra_pb2.Expression()
    message.literal.nullable = True
    parse_dict({"literal": {"i32": 4}}, message)
    expected = algebra_pb2.Expression()
    expected.literal.nullable = True
    json_format.ParseDict({"literal": {"i32": 4}}, expected)
    assert message == expected


def test_special_values_write_as_json_format_writes_them() -> None:
    for literal in (
        algebra_pb2.Expression.Literal(fp64=float("nan")),
        algebra_pb2.Expression.Literal(fp64=float("-inf")),
        algebra_pb2.Expression.Literal(fp32=0.1),
        algebra_pb2.Expression.Literal(binary=b"\x00\x01"),
        algebra_pb2.Expression.Literal(i64=-(2**62)),
    ):
        message = algebra_pb2.Expression(literal=literal)
        assert message_to_dict(message) == json_format.MessageToDict(message)
