"""A relation without columns (DataFusion's input of ``count(*)``: a
projection that emits nothing) prints as one Spark SQL statement: it
selects one constant column that no relation names, which must never reach
a root's or a subquery's columns. The DataFrame lowering is the oracle, and
the rows are worked out by hand.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from substrait_expr.plan import load_plan

pytestmark = pytest.mark.spark

SALES = {
    "read": {
        "baseSchema": "region: string?, qty: i64?",
        "virtualTable": {
            "expressions": [["'n'", "1"], ["'n'", "2"], ["'s'", "3"], ["null", "null"]]
        },
    }
}


def nothing(rel: dict[str, Any]) -> dict[str, Any]:
    """``rel`` with none of its columns."""
    return {"project": {"input": rel, "expressions": [], "common": {"emit": {"outputMapping": []}}}}


def north() -> dict[str, Any]:
    return nothing({"filter": {"input": SALES, "condition": "region = 'n'"}})


def run(spark: Any, rel: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The statement's rows; the DataFrame lowering must give the same."""
    loaded = load_plan({"relations": [{"root": {"input": rel}}]})
    ran = loaded.run(spark)
    assert ran.lowering == "statement", ran.why_not_statement
    frame = ran.frames[-1]
    got = [tuple(r) for r in frame.collect()]
    other = loaded.to_dataframe(spark, lowering="dataframe")
    assert Counter(tuple(r) for r in other.collect()) == Counter(got)
    assert len(frame.columns) == len(other.columns)
    return got


def test_count_of_a_relation_without_columns(spark: Any) -> None:
    rel = {"aggregate": {"input": north(), "measures": [{"measure": "count(*) AS n"}]}}
    assert run(spark, rel) == [(2,)]


def test_a_join_with_a_relation_without_columns_keeps_only_named_columns(spark: Any) -> None:
    rel = {"join": {"left": north(), "right": SALES, "type": "JOIN_TYPE_INNER",
                    "expression": "true"}}  # fmt: skip
    got = run(spark, rel)
    assert Counter(got) == Counter(2 * [("n", 1), ("n", 2), ("s", 3), (None, None)])


def test_a_projection_over_a_relation_without_columns(spark: Any) -> None:
    rel = {"project": {"input": north(), "expressions": ["42 AS answer"]}}
    assert run(spark, rel) == [(42,), (42,)]


def test_exists_over_a_relation_without_columns(spark: Any) -> None:
    def exists(region: str) -> dict[str, Any]:
        inner = nothing({"filter": {"input": SALES, "condition": f"region = '{region}'"}})
        return {"subquery": {"setPredicate": {"predicateOp": "PREDICATE_OP_EXISTS",
                                              "tuples": inner}}}  # fmt: skip

    some = {"filter": {"input": SALES, "condition": exists("s")}}
    assert len(run(spark, some)) == 4
    none = {"filter": {"input": SALES, "condition": exists("w")}}
    assert run(spark, none) == []


def test_a_root_without_columns_has_no_statement() -> None:
    loaded = load_plan({"relations": [{"root": {"input": north()}}]})
    with pytest.raises(Exception, match="without columns"):
        loaded.to_spark_sql()


def test_count_of_a_read_of_no_columns(spark: Any) -> None:
    frame = spark.createDataFrame([(1, "x"), (2, "y")], "k int, a string")
    read = {"read": {"baseSchema": "k: i32, a: string", "namedTable": {"names": ["t"]},
                     "projection": {"select": {"structItems": []}}}}  # fmt: skip
    counted = {"aggregate": {"input": read, "measures": [{"measure": "count(*) AS n"}]}}
    loaded = load_plan({"relations": [{"root": {"input": counted}}]})
    ran = loaded.run(spark, {"t": frame})
    assert ran.lowering == "statement", ran.why_not_statement
    assert [tuple(r) for r in ran.frames[-1].collect()] == [(2,)]
