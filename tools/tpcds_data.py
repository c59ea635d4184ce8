"""Generate TPC-DS data as Parquet, one file per table.

    python -m tools.tpcds_data --scale 0.01 --out data/tpcds-sf0.01

writes ``data/tpcds-sf0.01/<table>.parquet`` for the 24 TPC-DS tables with
the ``tpcgen-cli`` executable installed next to the running Python (the
``tpcgen-cli`` dev dependency). Idempotent: when every table file is already
there nothing is generated; a partial folder is completed table by table.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

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
REPO = Path(__file__).resolve().parent.parent


def default_dir(scale: float) -> Path:
    """``data/tpcds-sf<scale>`` under the repository (git-ignored)."""
    return REPO / "data" / f"tpcds-sf{scale:g}"


def tpcgen_executable() -> str:
    """The ``tpcgen-cli`` next to ``sys.executable``, else the one on PATH."""
    name = "tpcgen-cli.exe" if os.name == "nt" else "tpcgen-cli"
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(
            "tpcgen-cli not found next to the Python executable nor on PATH; "
            "install it with: pip install tpcgen-cli"
        )
    return found


def table_paths(out: Path) -> dict[str, Path]:
    """Where each table's Parquet file lives under ``out``."""
    return {table: out / f"{table}.parquet" for table in TABLES}


def generate(scale: float, out: Path | str | None = None, *, quiet: bool = False) -> Path:
    """Make sure ``out`` holds every TPC-DS table at ``scale``; return ``out``.

    Missing tables are written to a temporary folder beside ``out`` and moved
    in place, so an interrupted run never leaves a truncated file behind."""
    out = Path(out) if out is not None else default_dir(scale)
    missing = [table for table, path in table_paths(out).items() if not path.exists()]
    if not missing:
        if not quiet:
            print(f"TPC-DS SF {scale:g}: already in {out}")
        return out
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out, prefix=".tmp-") as tmp:
        command = [
            tpcgen_executable(),
            "tpcds",
            "parquet",
            "--scale-factor",
            f"{scale:g}",
            "--output-dir",
            tmp,
            "--tables",
            ",".join(missing),
            "--no-progress",
        ]
        if quiet:
            command.append("--quiet")
        else:
            print(f"TPC-DS SF {scale:g}: generating {', '.join(missing)} into {out}")
        subprocess.run(command, check=True)
        for table in missing:
            os.replace(Path(tmp) / f"{table}.parquet", out / f"{table}.parquet")
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=0.01, help="scale factor (default 0.01)")
    parser.add_argument("--out", type=Path, help="output folder (default data/tpcds-sf<scale>)")
    args = parser.parse_args(argv)
    generate(args.scale, args.out)


if __name__ == "__main__":
    main()
