"""Expressions at scale: a long IN list, a long chain, deep parentheses.

For each shape, in one classic local session: ``se.to_column`` from text
(parse, check, lowering) plus evaluation on two rows, against ``F.expr`` on
the same expression in SQL plus the same evaluation. Best of ``--repeat``
interleaved rounds after a warm-up (``bench/timing.py``). Run with
``make bench-scale``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import substrait_expr as se
from bench.timing import interleaved_best
from substrait_expr.backends.spark.session import local_session
from substrait_expr.parser.driver import clear_parse_cache

ROW = "{:<28} {:>9} {:>9} {:>9} {:>7}"


def shapes(size: int) -> list[tuple[str, str, str]]:
    """(label, ours, Spark SQL) for each shape."""
    items = ", ".join(str(i) for i in range(0, 2 * size, 2))
    return [
        (f"IN list of {size:,}", f"n IN ({items})", f"n IN ({items})"),
        (
            f"chain of {size // 10:,} additions",
            "n" + " + 1" * (size // 10),
            "n" + " + 1" * (size // 10),
        ),
        (
            f"{size // 10:,} nested parentheses",
            "(" * (size // 10) + "n" + " + 1)" * (size // 10),
            "(" * (size // 10) + "n" + " + 1)" * (size // 10),
        ),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=10_000, help="IN-list length (default 10,000)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    spark = local_session("local[2]", app_name="bench-scale")
    from pyspark.sql import functions as F

    df = spark.createDataFrame([(1,), (5,)], "n int")
    schema = se.Schema.parse("n: i32")
    print(f"{spark.sparkContext.master}, best of {args.repeat}; seconds")
    print(ROW.format("shape", "build", "+ eval", "F.expr+eval", "ratio"))

    def column(text: str) -> Any:
        clear_parse_cache()  # each run parses the text, as a first compile does
        return se.to_column(text, schema)

    for label, ours, sql in shapes(args.size):
        best = interleaved_best(
            {
                "build": lambda ours=ours: column(ours),
                "total": lambda ours=ours: df.select(column(ours).alias("r")).collect(),
                "peer": lambda sql=sql: df.select(F.expr(sql).alias("r")).collect(),
            },
            args.repeat,
        )
        build, total, peer = best["build"], best["total"], best["peer"]
        print(
            ROW.format(label, f"{build:.3f}", f"{total:.3f}", f"{peer:.3f}", f"{total / peer:.2f}")
        )
    spark.stop()


if __name__ == "__main__":
    main()
