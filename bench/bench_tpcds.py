"""DataFusion 55's TPC-DS plans run through substrait-expr on Spark, against
``spark.sql`` of the same query texts on the same data, in one session.

    python -m bench.bench_tpcds --scale 1

The query texts are Spark's own TPC-DS files (`tests/data/tpcds/spark`);
DataFusion makes each query's optimized plan at run time
(`tools/interop/tpcds.py`, over the same Parquet files), as a user shipping
DataFusion's plans to Spark would. Data: ``data/tpcds-sf<scale>``, made by
``tpcgen-cli`` when missing (SF 1 takes a few seconds).

Each query is timed end to end, interleaved (`bench/timing.py`: a warm-up
round, then the best of ``--rounds``): the plan side is ``load_plan`` of
DataFusion's message + ``to_dataframe`` bound to the Parquet DataFrames +
``collect()``; the SQL side ``spark.sql`` + ``collect()``. A plan DataFusion
cannot write, or that the project refuses, is announced and left out; row
counts that differ are announced (correctness, decimals digit for digit, is
`tests/interop/test_tpcds_datafusion.py`'s job, at SF 0.01). A ratio above
1 means the plan is slower; the last line is their geometric mean.
``--explain q`` prints both physical plans of query ``q`` instead.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.timing import interleaved_best
from tools.interop.tpcds import TpcdsCase, Witnesses, queries, spark_tables
from tools.tpcds_data import default_dir, generate

ROW = "{:<6} {:>8} {:>8} {:>6} {:>7}"


def tables_named(sql: str, tables: dict[str, Any]) -> dict[str, Any]:
    """The tables ``sql`` names (binding a plan to the others is wasted work)."""
    return {t: v for t, v in tables.items() if re.search(rf"\b{t}\b", sql, re.IGNORECASE)}


def datafusion_plan(witnesses: Witnesses, name: str, sql: str) -> Any | None:
    """DataFusion's optimized plan of the query, or None (announced) where it
    cannot write one."""
    try:
        return witnesses.plan(TpcdsCase(name, optimized=True), sql)
    except Exception as error:  # DataFusion's own limits
        print(f"{name}: left out: DataFusion writes no plan: {first_line(error)}", flush=True)
        return None


def first_line(error: BaseException) -> str:
    return (str(error).splitlines() or [type(error).__name__])[0][:160]


def explain(spark: Any, witnesses: Witnesses, tables: dict[str, Any], name: str) -> None:
    from substrait_expr.plan import load_plan

    sql = queries()[name]
    message = datafusion_plan(witnesses, name, sql)
    if message is None:
        return
    frame = load_plan(message).to_dataframe(spark, tables_named(sql, tables))
    print(f"== {name}: the plan through substrait-expr ==")
    frame.explain()
    print(f"== {name}: spark.sql ==")
    spark.sql(sql).explain()


def measure(
    spark: Any, witnesses: Witnesses, tables: dict[str, Any], names: list[str], rounds: int
) -> dict[str, dict[str, float]]:
    from substrait_expr.plan import PlanError, load_plan

    texts = queries()
    results: dict[str, dict[str, float]] = {}
    for name in names:
        sql = texts[name]
        message = datafusion_plan(witnesses, name, sql)
        if message is None:
            continue
        read = tables_named(sql, tables)
        rows: dict[str, int] = {}

        def run_plan(
            message: Any = message, read: dict[str, Any] = read, rows: dict[str, int] = rows
        ) -> object:
            result = load_plan(message).to_dataframe(spark, read).collect()
            rows["plan"] = len(result)
            return result

        def run_sql(sql: str = sql, rows: dict[str, int] = rows) -> object:
            result = spark.sql(sql).collect()
            rows["sql"] = len(result)
            return result

        try:  # the warm-up round runs each side first: a failure leaves the query out
            best = interleaved_best({"plan": run_plan, "sql": run_sql}, rounds)
        except PlanError as error:
            print(f"{name}: left out: refused: {first_line(error)}", flush=True)
            continue
        except Exception as error:  # Spark cannot run the query on this data (q30)
            print(f"{name}: left out: {first_line(error)}", flush=True)
            continue
        want = rows["sql"]
        if rows["plan"] != want:
            print(f"{name}: {rows['plan']} rows, spark.sql gives {want}", flush=True)
        ratio = best["plan"] / best["sql"]
        results[name] = {**best, "ratio": ratio, "rows": want}
        print(
            ROW.format(name, f"{best['plan']:.2f}", f"{best['sql']:.2f}", f"{ratio:.2f}", want),
            flush=True,
        )
    return results


def geometric_mean(values: list[float]) -> float:
    return math.exp(statistics.fmean(math.log(v) for v in values))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0, help="TPC-DS scale factor (default 1)")
    parser.add_argument("--data", type=Path, help="data folder (default data/tpcds-sf<scale>)")
    parser.add_argument("--rounds", type=int, default=2, help="timed rounds per query (default 2)")
    parser.add_argument("--master", default="local[*]", help="Spark master (default local[*])")
    parser.add_argument("--driver-memory", default="4g", help="Spark driver memory (default 4g)")
    parser.add_argument("--json", metavar="PATH", help="also write the numbers here")
    parser.add_argument("--explain", metavar="QUERY", help="print both physical plans of QUERY")
    parser.add_argument(
        "queries", nargs="*", help="queries to run in this order, e.g. q3 q14a (default all)"
    )
    parser.add_argument(
        "--shuffle",
        type=int,
        metavar="SEED",
        help="run the queries in this seed's random order: a run stopped early is a fair sample",
    )
    args = parser.parse_args(argv)

    from substrait_expr.backends.spark.session import local_session

    data = generate(args.scale, args.data or default_dir(args.scale), quiet=True)
    witnesses = Witnesses(data)
    spark = local_session(
        args.master,
        app_name="bench-tpcds",
        config={"spark.driver.memory": args.driver_memory},
        log_level="OFF",
    )
    tables = spark_tables(spark, data)
    for table, frame in tables.items():
        frame.createOrReplaceTempView(table)
    if args.explain:
        explain(spark, witnesses, tables, args.explain)
        spark.stop()
        return 0

    names = args.queries or list(queries())
    if args.shuffle is not None:
        random.Random(args.shuffle).shuffle(names)
    print(
        f"TPC-DS SF {args.scale:g}, {spark.sparkContext.master}, DataFusion's optimized plans "
        f"end to end, best of {args.rounds}"
    )
    print(ROW.format("query", "plan s", "sql s", "ratio", "rows"))
    results = measure(spark, witnesses, tables, names, args.rounds)
    ratios = [row["ratio"] for row in results.values()]
    if ratios:
        worst = max(results, key=lambda q: results[q]["ratio"])
        print(
            f"{len(ratios)} queries: geometric mean ratio (plan / sql) "
            f"{geometric_mean(ratios):.2f}, "
            f"median {statistics.median(ratios):.2f}, worst {results[worst]['ratio']:.2f} ({worst})"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    spark.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
