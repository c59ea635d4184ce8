"""An aggregate of several grouping sets as one Spark SQL statement
(``GROUP BY GROUPING SETS``, with the set's index from ``grouping()``)
gives the spec's rows: DuckDB's ``GROUPING SETS`` over the same rows is the
oracle, and the DataFrame lowering (a union of one aggregate per set) must
agree. Null keys (a null key and a key left out of the set give the same
value), an empty grouping set over empty input (one row, the measures of no
rows: Spark's own GROUPING SETS gives none), repeated sets, a key in no
set, measures with FILTER and DISTINCT.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from substrait_expr.plan import load_plan

pytestmark = pytest.mark.spark

duckdb = pytest.importorskip("duckdb")

SCHEMA = "region: string?, item: string, qty: i64?"
ROWS = [("n", "a", 1), ("n", "b", 2), ("s", "a", 3), (None, "a", 4), (None, "b", None)]


def literal(value: Any) -> str:
    if value is None:
        return "null"
    return f"'{value}'" if isinstance(value, str) else str(value)


def sales(rows: list[tuple[Any, ...]]) -> dict[str, Any]:
    cells = [[literal(v) for v in row] for row in rows or [(None, "x", None)]]
    read = {"read": {"baseSchema": SCHEMA, "virtualTable": {"expressions": cells}}}
    if rows:
        return read
    # An empty virtual table has no SQL statement: a read filtered to no rows has.
    return {"filter": {"input": read, "condition": "false"}}


MEASURES = [
    "count(*) AS n",
    "sum(qty) AS total",
    "count(DISTINCT item) AS items",
    "sum(qty) FILTER (WHERE item = 'a') AS a_qty",
    "min(qty) AS least",
    "count(coalesce(qty, 0)) AS counted",  # not null on a row of nulls
    "max(qty + 1) AS most",
]
DUCK_MEASURES = (
    "count(*), sum(qty), count(DISTINCT item), sum(qty) FILTER (WHERE item = 'a'), min(qty), "
    "count(coalesce(qty, 0)), max(qty + 1)"
)
KEYS = ["region", "item"]


def aggregate(rows: list[tuple[Any, ...]], sets: list[list[int]], measures: bool = True) -> Any:
    rel: dict[str, Any] = {
        "aggregate": {
            "input": sales(rows),
            "groupingExpressions": KEYS,
            "groupings": [{"expressionReferences": s} for s in sets],
        }
    }
    if measures:
        rel["aggregate"]["measures"] = [{"measure": m} for m in MEASURES]
    return load_plan({"relations": [{"root": {"input": rel}}]})


def spark_rows(spark: Any, loaded: Any) -> Counter[tuple[Any, ...]]:
    """The statement's rows, which the DataFrame lowering must also give."""
    ran = loaded.run(spark)
    assert ran.lowering == "statement"
    got = Counter(tuple(r) for r in ran.frames[-1].collect())
    frame = loaded.to_dataframe(spark, lowering="dataframe")
    assert Counter(tuple(r) for r in frame.collect()) == got
    return got


def duckdb_rows(rows: list[tuple[Any, ...]], sets: list[list[int]]) -> Counter[tuple[Any, ...]]:
    """DuckDB's GROUPING SETS, one query per set index (sets may repeat)."""
    con = duckdb.connect()
    con.execute("CREATE TABLE sales (region VARCHAR, item VARCHAR, qty BIGINT)")
    if rows:
        con.executemany("INSERT INTO sales VALUES (?, ?, ?)", rows)
    result: Counter[tuple[Any, ...]] = Counter()
    for index, members in enumerate(sets):
        listed = ", ".join(KEYS[i] for i in members)
        keys = ", ".join(KEYS[i] if i in members else "NULL" for i in range(len(KEYS)))
        sql = (
            f"SELECT {keys}, {DUCK_MEASURES}, {index} FROM sales "
            f"GROUP BY GROUPING SETS (({listed}))"
        )
        result.update(tuple(row) for row in con.execute(sql).fetchall())
    return result


CASES = {
    "rollup": [[0, 1], [0], []],
    "cube": [[0, 1], [0], [1], []],
    "no empty set": [[0, 1], [1]],
    "a key in no set": [[0], []],
    "repeated sets": [[0], [0], []],
    "repeated empty sets": [[0], [], []],
    "set keys in another order": [[1, 0], [1]],
}


@pytest.mark.parametrize("sets", CASES.values(), ids=CASES.keys())
@pytest.mark.parametrize("data", ["rows", "empty"])
def test_grouping_sets_give_duckdb_rows(spark: Any, sets: list[list[int]], data: str) -> None:
    rows = ROWS if data == "rows" else []
    assert spark_rows(spark, aggregate(rows, sets)) == duckdb_rows(rows, sets)


@pytest.mark.parametrize("sets", [[[0, 1], [0], []], [[0], [1]]], ids=["rollup", "two sets"])
@pytest.mark.parametrize("data", ["rows", "empty"])
def test_grouping_sets_without_measures(spark: Any, sets: list[list[int]], data: str) -> None:
    """Distinct keys per set; the DataFrame lowering (one SELECT DISTINCT per
    set) is the oracle."""
    spark_rows(spark, aggregate(ROWS if data == "rows" else [], sets, measures=False))


def test_distinct_sets_are_one_grouping_sets_clause() -> None:
    (statement,) = aggregate(ROWS, [[0, 1], [0], []]).to_spark_sql()
    assert "GROUPING SETS ((`region`, `item`), (`region`), ())" in statement
    assert "GROUP BY `region`" not in statement
    (repeated,) = aggregate(ROWS, [[0], [0], []]).to_spark_sql()
    assert "GROUPING SETS" not in repeated  # one grouping() for both: a union
