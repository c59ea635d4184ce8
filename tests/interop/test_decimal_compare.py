"""Comparisons of two decimals that no decimal type holds both of (DataFusion's
TPC-H q11 and q22, DuckDB's q11): made exactly on Spark, checked against
Python's own decimal comparison at the edges of both types' ranges."""

from __future__ import annotations

import operator
from decimal import Decimal
from typing import Any

import pytest

from substrait_expr.plan import load_plan

pytestmark = pytest.mark.spark

OPS = {
    "gt": operator.gt,
    "gte": operator.ge,
    "lt": operator.lt,
    "lte": operator.le,
    "equal": operator.eq,
    "not_equal": operator.ne,
}


def decimal_type(precision: int, scale: int) -> dict[str, Any]:
    return {
        "decimal": {"precision": precision, "scale": scale, "nullability": "NULLABILITY_NULLABLE"}
    }


def field(index: int) -> dict[str, Any]:
    return {
        "selection": {"directReference": {"structField": {"field": index}}, "rootReference": {}}
    }


def comparison_plan(a: tuple[int, int], b: tuple[int, int]) -> dict[str, Any]:
    """Every comparison of a with b and of b with a, as a producer writes them."""
    anchors = {name: i + 1 for i, name in enumerate(OPS)}
    calls = [
        {
            "scalarFunction": {
                "functionReference": anchors[name],
                "arguments": [{"value": field(left)}, {"value": field(1 - left)}],
                "outputType": {"bool": {"nullability": "NULLABILITY_NULLABLE"}},
            }
        }
        for name in OPS
        for left in (0, 1)
    ]
    read = {
        "read": {
            "namedTable": {"names": ["t"]},
            "baseSchema": {
                "names": ["a", "b"],
                "struct": {
                    "types": [decimal_type(*a), decimal_type(*b)],
                    "nullability": "NULLABILITY_REQUIRED",
                },
            },
        }
    }
    project = {
        "project": {
            "input": read,
            "expressions": calls,
            "common": {"emit": {"outputMapping": list(range(2, 2 + len(calls)))}},
        }
    }
    return {
        "extensions": [
            {"extensionFunction": {"functionAnchor": anchor, "name": name}}
            for name, anchor in anchors.items()
        ],
        "relations": [{"root": {"input": project, "names": [f"c{i}" for i in range(len(calls))]}}],
    }


CASES = {
    # DataFusion's q22: decimal<19,6> against decimal<38,2>.
    ((19, 6), (38, 2)): [
        ("1.000001", "1.00"),
        ("1.000000", "1.00"),
        ("-0.5", "-0.50"),
        ("9999999999999.999999", "10000000000000.00"),
        ("-9999999999999.999999", "-10000000000000.00"),
        ("0", "999999999999999999999999999999999999.99"),
        ("0", "-999999999999999999999999999999999999.99"),
        (None, "99999999999999999.00"),
        ("1", None),
        (None, None),
    ],
    # DataFusion's q11 before its optimizer: both sides hold 38 digits.
    ((38, 4), (38, 6)): [
        ("100000000000000000000000000000000.0000", "99999999999999999999999999999999.999999"),
        ("-100000000000000000000000000000000.0000", "-99999999999999999999999999999999.999999"),
        ("99999999999999999999999999999999.9999", "99999999999999999999999999999999.999900"),
        ("99999999999999999999999999999999.9999", "99999999999999999999999999999999.999901"),
        ("1.5", "1.500001"),
        ("9999999999999999999999999999999999.9999", None),
        (None, "0.000001"),
    ],
}


@pytest.mark.parametrize("types", list(CASES), ids=lambda t: f"dec{t[0]}-vs-dec{t[1]}")
def test_comparison_without_a_common_decimal_is_exact(
    spark: Any, types: tuple[tuple[int, int], tuple[int, int]]
) -> None:
    (pa, sa), (pb, sb) = types
    rows = [
        (None if x is None else Decimal(x), None if y is None else Decimal(y))
        for x, y in CASES[types]
    ]
    frame = spark.createDataFrame(rows, f"a decimal({pa},{sa}), b decimal({pb},{sb})")
    plan = load_plan(comparison_plan(*types))
    notes = [r.detail for r in plan.rules if r.name == "argument-widening"]
    assert all("compared by value" in note for note in notes) and len(notes) == 12
    got = [tuple(row) for row in plan.to_dataframe(spark, {"t": frame}).collect()]
    for (x, y), row in zip(rows, got, strict=True):
        expected = []
        for compare in OPS.values():
            for left, right in ((x, y), (y, x)):
                expected.append(None if left is None or right is None else compare(left, right))
        assert list(row) == expected, (x, y)
