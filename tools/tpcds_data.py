"""Generate TPC-DS data as Parquet, one file per table; Spark's query texts.

    python -m tools.tpcds_data --scale 0.01 --out data/tpcds-sf0.01

writes ``data/tpcds-sf0.01/<table>.parquet`` for the 24 TPC-DS tables with
the ``tpcgen-cli`` executable installed next to the running Python (the
``tpcgen-cli`` dev dependency). Idempotent: when every table file is already
there nothing is generated; a partial folder is completed table by table.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tools.tpc_data import Benchmark

TABLES = (
    "call_center",
    "catalog_page",
    "catalog_returns",
    "catalog_sales",
    "customer",
    "customer_address",
    "customer_demographics",
    "date_dim",
    "household_demographics",
    "income_band",
    "inventory",
    "item",
    "promotion",
    "reason",
    "ship_mode",
    "store",
    "store_returns",
    "store_sales",
    "time_dim",
    "warehouse",
    "web_page",
    "web_returns",
    "web_sales",
    "web_site",
)
TPCDS = Benchmark(
    "TPC-DS",
    "tpcds",
    TABLES,
    ("tpcgen-cli", "tpcds", "parquet"),
    ("--no-progress",),
    quiet_flag="--quiet",
)


# Spark's own TPC-DS query files (from its test resources): q1 ... q99, with
# q14a/q14b, q23a/b, q24a/b and q39a/b.
SPARK_QUERIES = Path(__file__).resolve().parent.parent / "tests" / "data" / "tpcds" / "spark"


def query_order(name: str) -> tuple[int, str]:
    """The sort key of a query name: by number, then ``a`` before ``b``."""
    return int(name[1:].rstrip("ab")), name


def spark_queries() -> dict[str, str]:
    """Spark's TPC-DS queries by name (``q1``, ``q14a``, ...), in query order."""
    found = {path.stem: path.read_text() for path in SPARK_QUERIES.glob("q*.sql")}
    return {name: found[name] for name in sorted(found, key=query_order)}


def default_dir(scale: float) -> Path:
    """``data/tpcds-sf<scale>`` under the repository (git-ignored)."""
    return TPCDS.default_dir(scale)


def generate(scale: float, out: Path | str | None = None, *, quiet: bool = False) -> Path:
    """Make sure ``out`` holds every TPC-DS table at ``scale``; return ``out``."""
    return TPCDS.generate(scale, out, quiet=quiet)


def main(argv: Sequence[str] | None = None) -> None:
    TPCDS.main(argv, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    main()
