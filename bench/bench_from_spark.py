"""Time to convert each TPC-H (or TPC-DS) query's Spark plan into a
Substrait `Plan` (``se.from_spark``), against Spark's own analysis and
optimization of the same query, in the same process and run.

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
(`bench.timing.interleaved_best`), per query, on SF 0.01 data (the sizes
do not change either side: both work on plans, not rows).

``--benchmark tpcds`` takes Spark's own TPC-DS query files
(`tests/data/tpcds/spark`). ``--run SCALE`` times something else: each
converted plan run on Spark (``plan.to_dataframe(spark)``, collected)
against ``spark.sql`` of its query collected, on data at SCALE, with the
ratio per query and their geometric mean.
Run with ``make bench-from-spark`` (TPC-H) and ``make bench-from-spark-tpcds``.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from pathlib import Path
from typing import Any

from bench.timing import interleaved_best

REPO = Path(__file__).resolve().parent.parent
QUERY_FOLDERS = {
    "tpch": REPO / "examples" / "tpch" / "sql",
    "tpcds": REPO / "tests" / "data" / "tpcds" / "spark",
}


def queries(benchmark: str, only: list[str]) -> dict[str, str]:
    """The benchmark's query texts by name: those of ``only`` in its order
    (a shuffled order samples evenly, however far a long run gets), else all
    in query-number order."""
    paths = QUERY_FOLDERS[benchmark].glob("q*.sql")
    found = {p.stem: p.read_text() for p in paths if not only or p.stem in only}
    if only:
        return {name: found[name] for name in only if name in found}
    return dict(sorted(found.items(), key=lambda kv: (int(kv[0][1:].rstrip("ab")), kv[0])))


def runnable(spark: Any, texts: dict[str, str]) -> dict[str, str]:
    """The queries Spark analyses on this data (TPC-DS q30 names a column the
    generator calls otherwise), each announced when left out."""
    kept = {}
    for name, sql in texts.items():
        try:
            spark.sql(sql)
        except Exception as error:
            print(f"{name}: left out: spark.sql fails: {str(error).splitlines()[0][:120]}")
            continue
        kept[name] = sql
    return kept


def measure(spark: Any, rounds: int, texts: dict[str, str]) -> dict[str, dict[str, float]]:
    import substrait_expr as se
    from substrait_expr.backends.spark.from_spark import substrait_plan

    results: dict[str, dict[str, float]] = {}
    for name, sql in texts.items():
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
        results[name] = {
            **best,
            "substrait_ratio": best["substrait"] / best["spark"],
            "plan_ratio": best["plan"] / best["spark"],
        }
    return results


def measure_runs(
    spark: Any, rounds: int, texts: dict[str, str], frames: dict[str, Any] | None = None
) -> dict[str, dict[str, float]]:
    """Each converted plan collected on Spark against ``spark.sql`` of its
    query collected (a query Spark cannot run on this data, or whose
    conversion is refused, is announced and left out). With ``frames``, the
    plan's file reads are bound to the DataFrames ``spark.sql``'s views read
    (by file name); without, each run lists and opens the files again."""
    import substrait_expr as se
    from bench.bench_tpcds import tables_named

    results: dict[str, dict[str, float]] = {}
    for name, sql in texts.items():
        try:
            plan = se.from_spark(spark.sql(sql))
        except Exception as error:
            print(f"{name}: left out: {str(error).splitlines()[0][:120]}", flush=True)
            continue

        def spark_sql(sql: str = sql) -> object:
            return spark.sql(sql).collect()

        bound = tables_named(sql, frames) if frames is not None else None

        def converted(plan: Any = plan, bound: dict[str, Any] | None = bound) -> object:
            return plan.to_dataframe(spark, bound).collect()

        try:  # the warm-up round runs each side first: a failure leaves the query out
            best = interleaved_best({"spark": spark_sql, "converted": converted}, rounds)
        except Exception as error:
            print(f"{name}: left out: {str(error).splitlines()[0][:120]}", flush=True)
            continue
        results[name] = {**best, "ratio": best["converted"] / best["spark"]}
        ratio = results[name]["ratio"]
        print(f"{name:<6} {best['spark']:>8.2f} s {best['converted']:>8.2f} s {ratio:>6.2f}")
    return results


def geometric_mean(values: list[float]) -> float:
    return math.exp(statistics.fmean(math.log(v) for v in values))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--query", action="append", default=[], help="only these (q01 ...)")
    parser.add_argument("--json", metavar="PATH", help="also write the numbers here")
    parser.add_argument("--benchmark", choices=sorted(QUERY_FOLDERS), default="tpch")
    parser.add_argument(
        "--run", type=float, metavar="SCALE", help="time the converted plans run at this scale"
    )
    parser.add_argument(
        "--bind",
        action="store_true",
        help="with --run: bind the plan's files to the DataFrames spark.sql reads",
    )
    args = parser.parse_args(argv)

    from substrait_expr.backends.spark.session import local_session
    from tools import tpcds_data, tpch_data

    data_tool = tpch_data if args.benchmark == "tpch" else tpcds_data
    data = data_tool.generate(args.run or 0.01, quiet=True)
    spark = local_session(
        "local[2]",
        app_name="bench-from-spark",
        # Collecting SF 1 results needs more than the driver's default 1g
        # (Spark broadcasts customer_demographics, 1.9 million rows).
        config={"spark.sql.shuffle.partitions": "2", "spark.driver.memory": "4g"},
        log_level="OFF",
    )
    frames = {t: spark.read.parquet(str(data / f"{t}.parquet")) for t in data_tool.TABLES}
    for table, frame in frames.items():
        frame.createOrReplaceTempView(table)
    texts = runnable(spark, queries(args.benchmark, args.query))
    if args.run:
        runs = measure_runs(spark, args.rounds, texts, frames if args.bind else None)
        ratios = [row["ratio"] for row in runs.values()]
        print(
            f"{len(runs)} queries at SF {args.run:g}: converted plan / spark.sql, "
            f"geometric mean {geometric_mean(ratios):.2f}, worst {max(ratios):.2f} "
            f"({max(runs, key=lambda q: runs[q]['ratio'])})"
        )
        if args.json:
            Path(args.json).write_text(json.dumps(runs, indent=2) + "\n")
        spark.stop()
        return 0
    results = measure(spark, args.rounds, texts)
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
