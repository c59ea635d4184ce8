"""Time to convert each TPC-H query's Spark plan into a Substrait `Plan`
(``se.from_spark``), against Spark's own analysis and optimization of the
same query, in the same process and run.

* ``spark``: ``spark.sql(q)`` (parse + analysis) and
  ``queryExecution().optimizedPlan()`` (optimization), on a new
  ``QueryExecution`` each time;
* ``substrait``: ``substrait_plan(df)``, the conversion proper, on a
  DataFrame whose optimized plan is already made: the plan's JSON, its
  leaves' sources and the session's settings read from the JVM (one Py4J
  call, `PlanReader.java`), translated and written as standard Substrait
  JSON;
* ``plan``: ``se.from_spark(df)``: the same, then loaded and bound as a
  `Plan` (``load_plan``: every expression typed again against the YAML);
* ratios: each against ``spark`` (the issue's target for the conversion
  is under 0.2).

Best wall-clock time of interleaved rounds after a warm-up round
(`bench.timing.interleaved_best`), per query, on TPC-H SF 0.01 (the sizes
do not change either side: both work on plans, not rows).
Run with ``make bench-from-spark``.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

from bench.timing import interleaved_best

REPO = Path(__file__).resolve().parent.parent
SQL = REPO / "examples" / "tpch" / "sql"


def measure(spark: Any, rounds: int, only: list[str]) -> dict[str, dict[str, float]]:
    import substrait_expr as se
    from substrait_expr.backends.spark.from_spark import substrait_plan

    results: dict[str, dict[str, float]] = {}
    for path in sorted(SQL.glob("q*.sql")):
        if only and path.stem not in only:
            continue
        sql = path.read_text()
        frame = spark.sql(sql)
        frame._jdf.queryExecution().optimizedPlan()

        def analyse_and_optimize(sql: str = sql) -> object:
            return spark.sql(sql)._jdf.queryExecution().optimizedPlan()

        def substrait(frame: Any = frame) -> object:
            return substrait_plan(frame)

        def plan(frame: Any = frame) -> object:
            return se.from_spark(frame)

        best = interleaved_best(
            {"spark": analyse_and_optimize, "substrait": substrait, "plan": plan}, rounds
        )
        results[path.stem] = {
            **best,
            "substrait_ratio": best["substrait"] / best["spark"],
            "plan_ratio": best["plan"] / best["spark"],
        }
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--query", action="append", default=[], help="only these (q01 ...)")
    parser.add_argument("--json", metavar="PATH", help="also write the numbers here")
    args = parser.parse_args(argv)

    from substrait_expr.backends.spark.session import local_session
    from tools.tpch_data import TABLES, generate

    data = generate(0.01, quiet=True)
    spark = local_session(
        "local[2]",
        app_name="bench-from-spark",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    for table in TABLES:
        spark.read.parquet(str(data / f"{table}.parquet")).createOrReplaceTempView(table)
    results = measure(spark, args.rounds, args.query)
    header = ("query", "spark ms", "substrait ms", "ratio", "plan ms", "ratio")
    print("{:<6} {:>9} {:>13} {:>6} {:>8} {:>6}".format(*header))
    for name, row in results.items():
        print(
            f"{name:<6} {row['spark'] * 1000:>9.1f} {row['substrait'] * 1000:>13.1f} "
            f"{row['substrait_ratio']:>6.2f} {row['plan'] * 1000:>8.1f} {row['plan_ratio']:>6.2f}"
        )
    total = {
        key: sum(row[key] for row in results.values()) for key in ("spark", "substrait", "plan")
    }
    print(
        f"total  {total['spark'] * 1000:>9.1f} {total['substrait'] * 1000:>13.1f} "
        f"{total['substrait'] / total['spark']:>6.2f} {total['plan'] * 1000:>8.1f} "
        f"{total['plan'] / total['spark']:>6.2f}"
    )
    for key in ("substrait_ratio", "plan_ratio"):
        ratios = [row[key] for row in results.values()]
        print(f"median {key}: {statistics.median(ratios):.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    spark.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
