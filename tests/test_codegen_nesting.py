"""Nested arithmetic stays small and keeps Substrait's overflow and null rules.

Overflow guards used to repeat their operands, so a chain of n additions
grew as 3^n (a 16-term sum did not finish analysing). The guards now test
"no input is null" from the inputs of strict calls, and refer to the result
once.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

import substrait_expr as se

pytestmark = pytest.mark.spark


def chain(depth: int) -> str:
    text = "a"
    for _ in range(depth):
        text = f"({text} + a)"
    return text


@pytest.mark.parametrize("column_type", ["i32?", "i32", "dec?<10,2>", "dec<10,2>"])
def test_a_sixteen_term_sum_builds_a_small_column(spark: Any, column_type: str) -> None:
    schema = se.Schema.parse(f"a: {column_type}")
    size_8 = len(str(se.to_column(chain(8), schema)))
    size_16 = len(str(se.to_column(chain(16), schema)))
    assert size_16 < 4 * size_8  # polynomial: exponential growth would be 256x


def test_nested_overflow_still_raises_and_nulls_still_propagate(spark: Any) -> None:
    schema = se.Schema.parse("a: i8?, d: dec?<38,0>")
    big = Decimal("4" + "0" * 37)  # 4e37: three of them exceed 38 digits
    df = spark.createDataFrame([(40, big), (None, None)], "a tinyint, d decimal(38,0)")
    fine = df.select(se.to_column("(a + a) + 1::i8", schema), se.to_column("(d + d) - d", schema))
    assert [tuple(r) for r in fine.collect()] == [(81, big), (None, None)]
    for text in ("((a + a) + a) + a", "((d + d) + d) - d"):
        with pytest.raises(Exception, match=r"overflow|NUMERIC_VALUE_OUT_OF_RANGE"):
            df.select(se.to_column(text, schema)).collect()
