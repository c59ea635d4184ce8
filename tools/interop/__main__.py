"""Run the interop corpus on Spark and write the pass table.

    python -m tools.interop [--producer isthmus,duckdb] [--data declared,int64]
                            [--json out.json] [--markdown docs/interop.md]

The consumer-testing corpus runs once per data set (``corpus.DATASETS``: the
tests' own column types, and every integer column 64-bit), DataFusion's live
plans once, TPC-DS through DataFusion once (``tpcds.py``; ``--no-tpcds``
leaves it out, ``--tpcds-only`` runs only it), TPC-DS and TPC-H through a
live DuckDB 1.1.3 with it (``duckdb113.py``; ``--no-duckdb113`` leaves them
out); every plan that passes is
also decompiled, loaded from its text and run again (``--no-decompile``
leaves that out). Without ``--markdown`` the table is printed. ``--json``
records every case's outcome (the baseline the test suite compares with),
keyed ``int64/<id>`` on the 64-bit data.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from tools.interop.corpus import DATASETS, PRODUCERS, cases, outcome_key, prepare_data
from tools.interop.live import run_all_live
from tools.interop.report import (
    RULES_BEGIN,
    RULES_END,
    TPCDS_BEGIN,
    TPCDS_END,
    markdown,
    replace_section,
    rules_section,
    tpcds_markdown,
)
from tools.interop.run import OUTCOMES, Outcome, run_case


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.interop")
    parser.add_argument("--producer", default=",".join(PRODUCERS))
    parser.add_argument("--match", default="", help="only cases whose id contains this")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--markdown", type=Path, help="rewrite the results section of this file")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--no-live", action="store_true", help="skip DataFusion's live plans")
    parser.add_argument(
        "--data",
        default=",".join(DATASETS),
        help=f"the data sets to run the corpus on ({', '.join(DATASETS)})",
    )
    parser.add_argument(
        "--no-decompile", action="store_true", help="do not decompile and rerun passing plans"
    )
    parser.add_argument(
        "--rules-only", action="store_true", help="only refresh the rule table of --markdown"
    )
    parser.add_argument("--no-tpcds", action="store_true", help="skip TPC-DS through DataFusion")
    parser.add_argument(
        "--tpcds-only",
        action="store_true",
        help="only TPC-DS through DataFusion and DuckDB 1.1.3 (their sections)",
    )
    parser.add_argument(
        "--no-duckdb113", action="store_true", help="skip TPC-DS and TPC-H through DuckDB 1.1.3"
    )
    parser.add_argument(
        "--duckdb113-only",
        action="store_true",
        help="only TPC-DS and TPC-H through DuckDB 1.1.3 (its section)",
    )
    args = parser.parse_args(argv)
    datasets = [d for d in args.data.split(",") if d]
    unknown = [d for d in datasets if d not in DATASETS]
    if unknown:
        parser.error(f"unknown data set(s) {', '.join(unknown)}; choose from {', '.join(DATASETS)}")
    if args.markdown:
        replace_section(args.markdown, rules_section(), RULES_BEGIN, RULES_END)
    if args.rules_only:
        return 0

    from substrait_expr.backends.spark.session import local_session

    spark = local_session(
        "local[2]",
        app_name="interop",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    decompile = not args.no_decompile
    runs: dict[str, list[Outcome]] = {}
    start = time.perf_counter()
    if args.duckdb113_only:
        _duckdb113(spark, args.match, args.markdown)
        return 0
    if not args.no_tpcds:
        _tpcds(spark, args.match, args.verbose, args.markdown)
        if not args.no_duckdb113:
            _duckdb113(spark, args.match, args.markdown)
    if args.tpcds_only:
        print(f"done in {time.perf_counter() - start:.0f} s")
        return 0
    chosen = [c for c in cases(tuple(args.producer.split(","))) if args.match in c.id]
    for dataset in datasets:
        files = prepare_data(dataset)
        # Where DuckDB cannot run a test's SQL on these types, the tests' own.
        own = prepare_data() if dataset != "declared" else None
        outcomes = runs.setdefault(dataset, [])
        began = time.perf_counter()
        for case in chosen:
            outcome = run_case(spark, case, files, decompile=decompile, oracle_files=own)
            outcomes.append(outcome)
            if args.verbose or outcome.status in ("wrong", "crash", "decompile"):
                key = outcome_key(dataset, case.id)
                print(f"{outcome.status:9} {key}  {outcome.detail}", flush=True)
        counts = Counter((o.case.producer, o.status) for o in outcomes)
        print(
            f"data: {DATASETS[dataset][1]} ({len(outcomes)} cases in "
            f"{time.perf_counter() - began:.0f} s)"
        )
        for producer in PRODUCERS:
            row = {s: counts[(producer, s)] for s in OUTCOMES}
            print(f"  {producer}", row)
    live: dict[str, tuple[str, str]] = {}
    if not args.no_live:
        live = run_all_live(spark, args.match, decompile=decompile)
        for key, (status, detail) in live.items():
            if args.verbose or status in ("wrong", "crash", "decompile"):
                print(f"{status:9} datafusion-live/{key}  {detail}", flush=True)
        print("datafusion live", dict(Counter(status for status, _ in live.values())))
    print(f"done in {time.perf_counter() - start:.0f} s")
    if args.json:
        records = {
            outcome_key(dataset, o.case.id): {
                "status": o.status,
                "detail": o.detail,
                "rules": list(o.rules),
            }
            for dataset, outcomes in runs.items()
            for o in outcomes
        }
        records.update(
            {f"datafusion-live/{k}": {"status": s, "detail": d} for k, (s, d) in live.items()}
        )
        args.json.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n")
    if args.markdown:
        replace_section(args.markdown, markdown(runs, live))
    return 0


def _tpcds(spark: object, match: str, verbose: bool, target: Path | None) -> None:
    """TPC-DS through DataFusion's producer (``tools/interop/tpcds.py``):
    printed, and its section of ``target`` rewritten."""
    from tools.interop.tpcds import run_all

    began = time.perf_counter()
    outcomes, anchors = run_all(spark, match, verbose=verbose)
    for optimized in (True, False):
        label = "optimized" if optimized else "unoptimized"
        mine = Counter(o.status for o in outcomes if o.case.optimized is optimized)
        theirs = Counter(o.status for o in anchors if o.case.optimized is optimized)
        print(f"tpcds datafusion {label}: on Spark {dict(mine)}")
        print(f"  DataFusion's own round trip {dict(theirs)}")
    print(f"tpcds: {len(outcomes)} plans in {time.perf_counter() - began:.0f} s")
    if target is not None:
        replace_section(target, tpcds_markdown(outcomes, anchors), TPCDS_BEGIN, TPCDS_END)


def _duckdb113(spark: object, match: str, target: Path | None) -> None:
    """TPC-DS and TPC-H through DuckDB 1.1.3 (``tools/interop/duckdb113.py``):
    printed, and its section of ``target`` rewritten."""
    from tools.interop.duckdb113 import BEGIN, END, duckdb113_markdown, run_all, summary

    began = time.perf_counter()
    runs = run_all(spark, match)
    for run in runs:
        for form in ("pb", "json"):
            print(f"{run.name} duckdb 1.1.3 {form}: on Spark {dict(summary(run, form))}")
        print(
            f"  DuckDB's own round trip {dict(Counter(s.split(':')[0] for s in run.own.values()))}"
        )
    print(f"duckdb 1.1.3: done in {time.perf_counter() - began:.0f} s")
    if target is not None:
        replace_section(target, duckdb113_markdown(runs), BEGIN, END)


if __name__ == "__main__":
    sys.exit(main())
