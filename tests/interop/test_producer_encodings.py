"""Producers' own names and encodings, each read by a rule, on plans the
producer writes at test time (DataFusion, from the ``datafusion`` package),
run on Spark and compared with what DataFusion itself computes for the
query on the same TPC-H data.

DuckDB's (``string_agg`` without a separator, ``median``/``mode`` of
decimals, float coercion) are in the consumer-testing snapshots, run by
``test_corpus.py``; ``test_rules.py`` checks that other producers' plans with
the same calls stay refused.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from substrait_expr.plan import PlanError, load_plan
from tools.interop.live import LiveCase, Producer
from tools.rows import out_of_order

pytestmark = pytest.mark.spark

DATA = Path(__file__).resolve().parents[2] / "data" / "tpch-sf0.01"

# name -> (query, the rule whose reading it needs). Each query ends with an
# ORDER BY that fixes the rows' order.
QUERIES = {
    "concat": (
        "SELECT n_name || '-' || r_name AS x FROM nation "
        "JOIN region ON n_regionkey = r_regionkey ORDER BY x",
        "datafusion-function-names",
    ),
    "untyped_null": (
        "SELECT n_name, n_name || NULL AS gone, CASE WHEN n_nationkey > 3 THEN NULL ELSE n_name "
        "END AS early FROM nation ORDER BY n_name",
        "datafusion-untyped-null",
    ),
    "extract": (
        "SELECT o_orderkey, extract(month FROM o_orderdate) AS m, extract(day FROM o_orderdate) "
        "AS d, extract(quarter FROM o_orderdate) AS q, extract(year FROM o_orderdate) AS y, "
        "extract(doy FROM o_orderdate) AS doy FROM orders WHERE o_orderkey < 200 "
        "ORDER BY o_orderkey",
        "datafusion-function-names",
    ),
    "date_part": (
        "SELECT o_orderkey, date_part('month', o_orderdate) AS m, date_part('week', o_orderdate) "
        "AS w, date_part('dow', o_orderdate) AS dow FROM orders WHERE o_orderkey < 200 "
        "ORDER BY o_orderkey",
        "datafusion-function-names",
    ),
    "simple_case": (
        "SELECT n_name, CASE n_regionkey WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'other' END "
        "AS c, CASE n_regionkey + 0 WHEN 3 THEN n_nationkey END AS three FROM nation "
        "ORDER BY n_name",
        "datafusion-simple-case",
    ),
    "min_max_strings": (
        "SELECT n_regionkey, min(n_name) AS a, max(n_name) AS b, min(n_comment) AS c "
        "FROM nation GROUP BY n_regionkey ORDER BY n_regionkey",
        "declaration-by-name",
    ),
    "stddev": (
        "SELECT n_regionkey, stddev(n_nationkey) AS s, stddev_pop(n_nationkey) AS p, "
        "stddev(n_nationkey * 1.5) AS d FROM nation GROUP BY n_regionkey ORDER BY n_regionkey",
        "datafusion-stddev",
    ),
    "trim": (
        "SELECT n_nationkey, trim(concat('  ', n_name, ' x ')) AS t, ltrim(concat(' ', n_name)) "
        "AS l, rtrim(concat(n_name, '  ')) AS r FROM nation ORDER BY n_nationkey",
        "datafusion-omitted-arguments",
    ),
    "round": (
        "SELECT o_orderkey, round(o_totalprice) AS r, round(o_totalprice / 7.0) AS q, "
        "round(CAST(o_orderkey AS DOUBLE) / 2) AS half, round(-2.5) AS neg FROM orders "
        "WHERE o_orderkey < 300 ORDER BY o_orderkey",
        "datafusion-omitted-arguments",
    ),
    "date_vs_string": (
        "SELECT o_orderkey, o_orderdate + 3 AS later, o_orderdate - 40 AS earlier FROM orders "
        "WHERE o_orderdate < '1993-01-01' AND '1992-06-30' <= o_orderdate ORDER BY o_orderkey",
        "datafusion-analyzer-casts",
    ),
    "grouping": (
        "SELECT l_returnflag, l_linestatus, grouping(l_returnflag) AS g1, grouping(l_linestatus) "
        "AS g2, count(*) AS n FROM lineitem GROUP BY ROLLUP (l_returnflag, l_linestatus) "
        "ORDER BY l_returnflag, l_linestatus, g1, g2",
        "datafusion-grouping-id-order",
    ),
    "grouping_last_key": (
        "SELECT l_linestatus, l_returnflag, grouping(l_returnflag) AS g, count(*) AS n "
        "FROM lineitem GROUP BY GROUPING SETS ((l_linestatus, l_returnflag), (l_linestatus), ()) "
        "ORDER BY l_linestatus, l_returnflag, g",
        "datafusion-grouping-id-order",
    ),
    "grouping_of_two": (
        "SELECT l_returnflag, l_linestatus, grouping(l_linestatus, l_returnflag) AS g, "
        "sum(l_quantity) AS q FROM lineitem GROUP BY CUBE (l_returnflag, l_linestatus) "
        "ORDER BY l_returnflag, l_linestatus, g",
        "datafusion-grouping-id-order",
    ),
}
# Rules only unoptimized plans need: the optimizer types its nulls and makes
# the analyzer's casts.
UNOPTIMIZED_ONLY = {"datafusion-untyped-null", "datafusion-analyzer-casts"}
# Queries whose unoptimized plan writes GROUPING(x) as a measure.
GROUPING_MEASURE = {"grouping", "grouping_last_key", "grouping_of_two"}


@pytest.fixture(scope="module")
def producer(tpch: dict[str, Any]) -> Producer:
    return Producer(DATA)


@pytest.mark.parametrize("optimized", [False, True])
@pytest.mark.parametrize("name", sorted(QUERIES))
def test_the_producers_plan_reads_as_its_engine_means_it(
    spark: Any, tpch: dict[str, Any], producer: Producer, name: str, optimized: bool
) -> None:
    sql, rule = QUERIES[name]
    if name in GROUPING_MEASURE and not optimized:
        rule = "datafusion-grouping-measure"
    plan = load_plan(producer.plan(LiveCase(name, sql, optimized)))
    if not (optimized and rule in UNOPTIMIZED_ONLY):
        assert rule in {r.name for r in plan.rules}
    got = [tuple(row) for row in plan.collect(spark, tpch)]
    # The oracle is the producer's own engine: its meaning, not Spark SQL's
    # (DataFusion's `dow` counts Sunday as 0, Spark's as 1).
    table = producer.context.sql(sql).to_arrow_table()
    want = [tuple(row.values()) for row in table.to_pylist()]
    assert got and out_of_order(got, want) == []


@pytest.mark.parametrize("part", ["millisecond", "microsecond", "nanosecond"])
def test_parts_counted_with_the_seconds_are_refused(producer: Producer, part: str) -> None:
    # DataFusion: 12:34:56.789 has 56789 milliseconds; the spec's MILLISECOND is 789.
    sql = f"SELECT date_part('{part}', o_orderdate) AS x FROM orders"
    with pytest.raises(PlanError, match="counts the whole seconds too"):
        load_plan(producer.plan(LiveCase(part, sql, False)))


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT count(*) AS n FROM orders WHERE o_orderdate < DATE '1993-01-01'",
        "SELECT count(*) AS n, count(*) + 1 AS m FROM lineitem WHERE l_quantity > 20",
    ],
)
def test_a_project_of_no_fields_feeds_count_star(
    spark: Any, tpch: dict[str, Any], producer: Producer, sql: str
) -> None:
    # DataFusion's optimized input of count(*): a project with no expressions
    # and an empty emit (`emit {}`), valid protobuf the JSON Schema once refused.
    message = producer.plan(LiveCase("count", sql, True))
    assert any(
        rel.WhichOneof("rel_type") == "project" and not rel.project.expressions
        for rel in _rels(message.relations[0].root.input)
    )
    got = [tuple(row) for row in load_plan(message).collect(spark, tpch)]
    want = [tuple(r.values()) for r in producer.context.sql(sql).to_arrow_table().to_pylist()]
    assert got == want


def _rels(rel: Any) -> list[Any]:
    """``rel`` and every relation below it (single-input relations suffice here)."""
    found = [rel]
    body = getattr(rel, rel.WhichOneof("rel_type"))
    if "input" in body.DESCRIPTOR.fields_by_name and body.HasField("input"):
        found.extend(_rels(body.input))
    return found


def test_a_date_compared_with_a_string_that_is_no_iso_date_is_refused(producer: Producer) -> None:
    sql = "SELECT o_orderkey FROM orders WHERE o_orderdate < '1993/01/01'"
    with pytest.raises(PlanError, match="only a YYYY-MM-DD date is read"):
        load_plan(producer.plan(LiveCase("odd_date", sql, False)))


def test_a_row_of_no_fields_feeds_a_select_without_from(
    spark: Any, tpch: dict[str, Any], producer: Producer
) -> None:
    # DataFusion's `SELECT NULL` reads a virtual table of one row of no fields,
    # which protobuf's JSON writes `{}` (its empty `fields` left out).
    sql = "SELECT n_name AS a FROM nation UNION ALL SELECT NULL ORDER BY a NULLS FIRST"
    message = producer.plan(LiveCase("union_null", sql, True))
    got = [tuple(row) for row in load_plan(message).collect(spark, tpch)]
    want = [tuple(r.values()) for r in producer.context.sql(sql).to_arrow_table().to_pylist()]
    assert got[0] == (None,) and got == want


MARK_QUERIES = {
    "exists_or": "SELECT c_custkey, c_name FROM customer WHERE c_custkey < 20 OR EXISTS (SELECT 1 "
    "FROM orders WHERE o_custkey = c_custkey AND o_totalprice > 400000) ORDER BY c_custkey",
    "in_or": "SELECT c_custkey FROM customer WHERE c_custkey < 20 OR c_custkey IN (SELECT "
    "o_custkey FROM orders WHERE o_totalprice > 400000) ORDER BY c_custkey",
    "not_in_or": "SELECT s_suppkey FROM supplier WHERE s_suppkey < 5 OR s_nationkey NOT IN "
    "(SELECT n_nationkey FROM nation WHERE n_regionkey = 1) ORDER BY s_suppkey",
}


@pytest.mark.parametrize("name", sorted(MARK_QUERIES))
def test_mark_joins_run_on_spark_with_the_producers_rows(
    spark: Any, tpch: dict[str, Any], producer: Producer, name: str
) -> None:
    # DataFusion writes EXISTS and IN under OR as LEFT MARK joins.
    sql = MARK_QUERIES[name]
    message = producer.plan(LiveCase(name, sql, True))
    assert "JOIN_TYPE_LEFT_MARK" in str(message)
    got = [tuple(row) for row in load_plan(message).collect(spark, tpch)]
    want = [tuple(r.values()) for r in producer.context.sql(sql).to_arrow_table().to_pylist()]
    assert got and got == want
