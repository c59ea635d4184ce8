"""Generate TPC-DS data as Parquet, one file per table.

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
