"""Time to convert each TPC-H query's Spark plan into a Substrait `Plan`
(``se.from_spark``), against Spark's own analysis and optimization of the
same query, in the same process and run.

* ``spark``: ``spark.sql(q)`` (parse + analysis) and
  ``queryExecution().optimizedPlan()`` (optimization), on a new
  ``QueryExecution`` each time;
* ``convert``: ``se.from_spark(df)`` on a DataFrame whose optimized plan is
  already made: the plan's JSON and its leaves' sources fetched from the
  JVM, translated, and loaded and bound as a `Plan` (``load_plan``);
* ``ratio``: convert / spark (the issue's target is under 0.2).

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

    results: dict[str, dict[str, float]] = {}
    for path in sorted(SQL.glob("q*.sql")):
        if only and path.stem not in only:
            continue
        sql = path.read_text()
        frame = spark.sql(sql)
        frame._jdf.queryExecution().optimizedPlan()

        def analyse_and_optimize(sql: str = sql) -> object:
            return spark.sql(sql)._jdf.queryExecution().optimizedPlan()

        def convert(frame: Any = frame) -> object:
            return se.from_spark(frame)

        best = interleaved_best({"spark": analyse_and_optimize, "convert": convert}, rounds)
        results[path.stem] = {**best, "ratio": best["convert"] / best["spark"]}
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
    print(f"{'query':<6} {'spark ms':>9} {'convert ms':>11} {'ratio':>6}")
    for name, row in results.items():
        print(
            f"{name:<6} {row['spark'] * 1000:>9.1f} {row['convert'] * 1000:>11.1f} "
            f"{row['ratio']:>6.2f}"
        )
    ratios = [row["ratio"] for row in results.values()]
    total_spark = sum(row["spark"] for row in results.values())
    total_convert = sum(row["convert"] for row in results.values())
    print(
        f"total  {total_spark * 1000:>9.1f} {total_convert * 1000:>11.1f} "
        f"{total_convert / total_spark:>6.2f}   (median ratio {statistics.median(ratios):.2f})"
    )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    spark.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
