"""Generate TPC-H data as Parquet, one file per table.

    python -m tools.tpch_data --scale 0.01 --out data/tpch-sf0.01

writes ``data/tpch-sf0.01/<table>.parquet`` for the eight TPC-H tables with
the ``tpchgen-cli`` executable installed next to the running Python (the
``tpchgen-cli`` dev dependency). Idempotent: when every table file is already
there nothing is generated; a partial folder is completed table by table.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tools.tpc_data import REPO, Benchmark

__all__ = ["REPO", "TABLES", "default_dir", "generate"]

TABLES = ("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem")
TPCH = Benchmark("TPC-H", "tpch", TABLES, ("tpchgen-cli", "parquet"))


def default_dir(scale: float) -> Path:
    """``data/tpch-sf<scale>`` under the repository (git-ignored)."""
    return TPCH.default_dir(scale)


def generate(scale: float, out: Path | str | None = None, *, quiet: bool = False) -> Path:
    """Make sure ``out`` holds every TPC-H table at ``scale``; return ``out``."""
    return TPCH.generate(scale, out, quiet=quiet)


def main(argv: Sequence[str] | None = None) -> None:
    TPCH.main(argv, __doc__.split("\n\n")[0])


if __name__ == "__main__":
    main()
