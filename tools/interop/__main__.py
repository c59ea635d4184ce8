"""Run the interop corpus on Spark and write the pass table.

    python -m tools.interop [--producer isthmus,duckdb] [--json out.json]
                            [--markdown docs/interop.md]

Without ``--markdown`` the table is printed. ``--json`` records every case's
outcome (the baseline the test suite compares with).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from tools.interop.corpus import PRODUCERS, cases, prepare_data
from tools.interop.live import run_all_live
from tools.interop.report import (
    RULES_BEGIN,
    RULES_END,
    markdown,
    replace_section,
    rules_section,
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
        "--rules-only", action="store_true", help="only refresh the rule table of --markdown"
    )
    args = parser.parse_args(argv)
    if args.markdown:
        replace_section(args.markdown, rules_section(), RULES_BEGIN, RULES_END)
    if args.rules_only:
        return 0

    from substrait_expr.backends.spark.session import local_session

    files = prepare_data()
    spark = local_session(
        "local[2]",
        app_name="interop",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    outcomes: list[Outcome] = []
    start = time.perf_counter()
    for case in cases(tuple(args.producer.split(","))):
        if args.match not in case.id:
            continue
        outcome = run_case(spark, case, files)
        outcomes.append(outcome)
        if args.verbose or outcome.status in ("wrong", "crash"):
            print(f"{outcome.status:9} {case.id}  {outcome.detail}", flush=True)
    live: dict[str, tuple[str, str]] = {}
    if not args.no_live:
        live = run_all_live(spark, args.match)
        for key, (status, detail) in live.items():
            if args.verbose or status in ("wrong", "crash"):
                print(f"{status:9} datafusion-live/{key}  {detail}", flush=True)
        print("datafusion live", dict(Counter(status for status, _ in live.values())))
    elapsed = time.perf_counter() - start
    counts = Counter((o.case.producer, o.status) for o in outcomes)
    for producer in PRODUCERS:
        row = {s: counts[(producer, s)] for s in OUTCOMES}
        print(producer, row)
    print(f"{len(outcomes)} cases in {elapsed:.0f} s")
    if args.json:
        records = {
            o.case.id: {"status": o.status, "detail": o.detail, "rules": list(o.rules)}
            for o in outcomes
        }
        records.update(
            {f"datafusion-live/{k}": {"status": s, "detail": d} for k, (s, d) in live.items()}
        )
        args.json.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n")
    if args.markdown:
        replace_section(args.markdown, markdown(outcomes, live))
    return 0


if __name__ == "__main__":
    sys.exit(main())
