"""The 22 TPC-H queries through the plan runner against the same queries in
Spark SQL, in one Spark session.

    python -m bench.bench_tpch --scale 1

generates the data (``data/tpch-sf<scale>``) when it is missing. For each
query, one warm-up run of each side, then the best of ``--repeat`` rounds
that run the plan and the SQL in turn (``bench/timing.py``), each timing
the whole path: ``load_plan`` + ``to_dataframe`` + ``collect()`` for the plan,
``spark.sql`` + ``collect()`` for SQL. Both read the same Parquet DataFrames.
With ``--build``, no query runs: the plan side is ``load_plan`` +
``to_dataframe`` + Spark's analysis (``.schema``), the SQL side ``spark.sql``
+ ``.schema``, which is what building a query costs before any data moves.
A ratio above 1 means the plan is slower. The last line is the geometric mean
of the ratios. ``--cold`` empties the parse cache and the learnt lowering
templates before each plan run, so every expression text is parsed and
every template learnt again (a plan loaded for the first time); by default
repeated runs reuse them (a service loading the same plans again).
``--connect`` runs both sides through Spark Connect (``--master`` then
names the server: ``local[2]`` starts one in the process, or ``sc://…``).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.timing import interleaved_best
from substrait_expr.backends.spark.columns.templates import clear_templates
from substrait_expr.backends.spark.session import local_session, remote_session
from substrait_expr.parser.driver import clear_parse_cache
from substrait_expr.plan import load_plan
from tools.tpch_data import TABLES, default_dir, generate

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "tpch"
QUERIES = [f"q{n:02d}" for n in range(1, 23)]
ROW = "{:<6} {:>8} {:>8} {:>7} {:>6}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0, help="TPC-H scale factor (default 1)")
    parser.add_argument("--data", type=Path, help="data folder (default data/tpch-sf<scale>)")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per query (default 3)")
    parser.add_argument("--master", default="local[*]", help="Spark master (default local[*])")
    parser.add_argument("--driver-memory", default="4g", help="Spark driver memory (default 4g)")
    parser.add_argument(
        "--build", action="store_true", help="time building and analysis only, no collect"
    )
    parser.add_argument(
        "--connect", action="store_true", help="through Spark Connect (--master: its server)"
    )
    parser.add_argument(
        "--cold",
        action="store_true",
        help="parse every expression and learn every template again in each plan run",
    )
    parser.add_argument("queries", nargs="*", help="queries to run, e.g. q01 q06 (default all)")
    args = parser.parse_args(argv)

    data = generate(args.scale, args.data or default_dir(args.scale))
    config = {"spark.driver.memory": args.driver_memory}
    if args.connect:
        spark = remote_session(args.master, app_name="bench-tpch", config=config)
    else:
        spark = local_session(args.master, app_name="bench-tpch", config=config)
    tables = {}
    for table in TABLES:
        frame = spark.read.parquet(str(data / f"{table}.parquet"))
        frame.createOrReplaceTempView(table)
        tables[table] = frame

    queries = args.queries or QUERIES
    what = "build + analysis" if args.build else "end to end"
    what += ", parse cache and templates emptied before each plan run" if args.cold else ""
    where = f"Spark Connect {args.master}" if args.connect else spark.sparkContext.master
    print(f"TPC-H SF {args.scale:g}, {where}, {what}, best of {args.repeat}")
    print(ROW.format("query", "plan s", "sql s", "ratio", "rows"))
    ratios = []
    for query in queries:
        plan_path = EXAMPLES / f"{query}.json"
        sql = (EXAMPLES / "sql" / f"{query}.sql").read_text()
        rows = 0

        def run_plan(path: Path = plan_path) -> object:
            nonlocal rows
            if args.cold:
                clear_parse_cache()
                clear_templates()
            frame = load_plan(path).to_dataframe(spark, tables=tables)
            if args.build:
                return frame.schema
            result = frame.collect()
            rows = len(result)
            return result

        def run_sql(text: str = sql) -> object:
            frame = spark.sql(text)
            return frame.schema if args.build else frame.collect()

        best = interleaved_best({"plan": run_plan, "sql": run_sql}, args.repeat)
        plan_s, sql_s = best["plan"], best["sql"]
        ratios.append(plan_s / sql_s)
        row = ROW.format(query, f"{plan_s:.3f}", f"{sql_s:.3f}", f"{plan_s / sql_s:.2f}", rows)
        print(row, flush=True)
    geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"geometric mean ratio (plan / sql): {geomean:.2f}")
    spark.stop()


if __name__ == "__main__":
    main()
