"""Plans made at test time by DataFusion's Python producer (``datafusion`` from
PyPI), run on Spark and compared with ``spark.sql`` on the same data.

Each query is produced twice: from DataFusion's logical plan as written
(unoptimized) and after its optimizer. The queries are the 22 TPC-H queries
of ``examples/tpch/sql`` and ``USER_QUERIES``: windows, set operations, outer,
semi and anti joins, grouping sets, strings and dates, written in the SQL that
both DataFusion and Spark accept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools.interop.run import crash_detail, decompile_problem
from tools.rows import out_of_order, unmatched
from tools.tpch_data import REPO, TABLES, generate

TPCH_SQL = REPO / "examples" / "tpch" / "sql"

USER_QUERIES = {
    "window_rank": "SELECT n_regionkey, n_name, rank() OVER (PARTITION BY n_regionkey "
    "ORDER BY n_name) AS r FROM nation",
    "window_running_sum": "SELECT o_custkey, o_orderkey, sum(o_totalprice) OVER (PARTITION BY "
    "o_custkey ORDER BY o_orderkey) AS running FROM orders WHERE o_custkey < 20",
    "union_distinct": "SELECT n_regionkey AS k FROM nation UNION SELECT r_regionkey FROM region",
    "union_all": "SELECT n_regionkey AS k FROM nation UNION ALL SELECT r_regionkey FROM region",
    "intersect": "SELECT c_nationkey AS k FROM customer INTERSECT SELECT s_nationkey FROM supplier",
    "except": "SELECT n_nationkey AS k FROM nation EXCEPT SELECT s_nationkey FROM supplier",
    "left_join": "SELECT n_name, r_name FROM nation LEFT JOIN region ON n_regionkey = r_regionkey "
    "AND r_name = 'ASIA'",
    "full_join": "SELECT c_custkey, o_orderkey FROM customer FULL OUTER JOIN orders ON "
    "c_custkey = o_custkey AND o_orderkey < 100 WHERE c_custkey < 50",
    "semi_join": "SELECT s_name FROM supplier WHERE s_nationkey IN (SELECT n_nationkey FROM "
    "nation WHERE n_regionkey = 1)",
    "anti_join": "SELECT s_name FROM supplier WHERE s_nationkey NOT IN (SELECT n_nationkey FROM "
    "nation WHERE n_regionkey = 1)",
    "exists": "SELECT c_name FROM customer WHERE EXISTS (SELECT 1 FROM orders WHERE o_custkey = "
    "c_custkey AND o_totalprice > 400000)",
    "grouping_sets": "SELECT l_returnflag, l_linestatus, count(*) AS n FROM lineitem GROUP BY "
    "GROUPING SETS ((l_returnflag), (l_linestatus), ())",
    "rollup": "SELECT l_returnflag, l_linestatus, sum(l_quantity) AS q FROM lineitem GROUP BY "
    "ROLLUP (l_returnflag, l_linestatus)",
    "strings": "SELECT upper(n_name) AS u, lower(n_name) AS l, substr(n_name, 2, 3) AS s, "
    "length(n_name) AS n, concat(n_name, '-', r_name) AS c FROM nation JOIN region ON "
    "n_regionkey = r_regionkey WHERE n_name LIKE 'A%'",
    "dates": "SELECT o_orderdate, o_orderdate + INTERVAL '10' DAY AS later, extract(year FROM "
    "o_orderdate) AS y FROM orders WHERE o_orderdate < DATE '1992-01-10'",
    "case_when": "SELECT o_orderpriority, CASE WHEN o_totalprice > 200000 THEN 'big' ELSE "
    "'small' END AS size, count(*) AS n FROM orders GROUP BY 1, 2",
    "distinct_count": "SELECT l_returnflag, count(DISTINCT l_suppkey) AS n FROM lineitem GROUP BY "
    "l_returnflag",
    "order_limit": "SELECT c_name, c_acctbal FROM customer ORDER BY c_acctbal DESC, c_name LIMIT 7",
}


@dataclass(frozen=True)
class LiveCase:
    name: str
    sql: str
    optimized: bool

    @property
    def id(self) -> str:
        return f"{self.name}-{'optimized' if self.optimized else 'unoptimized'}"


def live_cases() -> list[LiveCase]:
    queries = {p.stem: p.read_text() for p in sorted(TPCH_SQL.glob("q*.sql"))}
    queries.update(USER_QUERIES)
    return [LiveCase(n, sql, opt) for n, sql in queries.items() for opt in (True, False)]


class Producer:
    """A DataFusion session with the TPC-H tables registered."""

    def __init__(self, data: Path) -> None:
        from datafusion import SessionConfig, SessionContext

        # DataFusion reads `0.06` as a double unless told otherwise; the queries
        # (and spark.sql, the oracle) mean SQL's exact decimal literal.
        config = SessionConfig().set("datafusion.sql_parser.parse_float_as_decimal", "true")
        self.context = SessionContext(config)
        for table in TABLES:
            self.context.register_parquet(table, str(data / f"{table}.parquet"))

    def plan(self, case: LiveCase) -> Any:
        """A ``substrait.Plan`` message; raises whatever DataFusion raises."""
        from datafusion import substrait as ds
        from substrait import plan_pb2

        frame = self.context.sql(case.sql)
        logical = frame.optimized_logical_plan() if case.optimized else frame.logical_plan()
        encoded = ds.Producer.to_substrait_plan(logical, self.context).encode()
        message = plan_pb2.Plan()
        message.ParseFromString(encoded)
        return message


def run_live(
    spark: Any,
    producer: Producer,
    case: LiveCase,
    tables: dict[str, Any],
    *,
    decompile: bool = True,
) -> tuple[str, str]:
    """(status, detail): pass, wrong, refused, crash, decompile (it passes but
    its decompiled text does not: ``run.decompile_problem``), or no-plan
    (DataFusion cannot produce it)."""
    from substrait_expr.plan import PlanError, load_plan

    try:
        message = producer.plan(case)
    except Exception as error:  # DataFusion's own limits
        return "no-plan", str(error).splitlines()[0][:200]
    try:
        plan = load_plan(message)
        got = [tuple(row) for row in plan.collect(spark, tables)]
    except PlanError as error:
        return "refused", str(error).splitlines()[0]
    except Exception as error:  # every other exception is a finding
        return "crash", crash_detail(error)
    want = [tuple(row) for row in spark.sql(case.sql).collect()]
    if len(got) != len(want):
        return "wrong", f"{len(got)} rows, spark.sql gives {len(want)}"
    # A trailing ORDER BY (not one inside OVER (...)) fixes the order to compare.
    ordered = re.search(r"\border\s+by\b[^()]*$", case.sql, re.IGNORECASE) is not None
    problems = out_of_order(got, want) if ordered else unmatched(got, want)
    if problems:
        return "wrong", "; ".join(problems[:3])[:300]
    failure = decompile_problem(spark, plan, tables, got) if decompile else None
    return ("decompile", failure) if failure is not None else ("pass", "")


def run_all_live(
    spark: Any, match: str = "", *, decompile: bool = True
) -> dict[str, tuple[str, str]]:
    """DataFusion's plans for every live query whose id contains ``match``,
    on Spark over TPC-H SF 0.01 (also registered as views for ``spark.sql``)."""
    data = generate(0.01, quiet=True)
    producer = Producer(data)
    tables = {}
    for table in TABLES:
        frame = spark.read.parquet(str(data / f"{table}.parquet"))
        frame.createOrReplaceTempView(table)
        tables[table] = frame
    return {
        case.id: run_live(spark, producer, case, tables, decompile=decompile)
        for case in live_cases()
        if match in case.id
    }
