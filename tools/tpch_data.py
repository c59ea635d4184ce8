"""Generate TPC-H data as Parquet, one file per table.

    python -m tools.tpch_data --scale 0.01 --out data/tpch-sf0.01

writes ``data/tpch-sf0.01/<table>.parquet`` for the eight TPC-H tables with
the ``tpchgen-cli`` executable installed next to the running Python (the
``tpchgen-cli`` dev dependency). Idempotent: when every table file is already
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

TABLES = ("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem")
REPO = Path(__file__).resolve().parent.parent


def default_dir(scale: float) -> Path:
    """``data/tpch-sf<scale>`` under the repository (git-ignored)."""
    return REPO / "data" / f"tpch-sf{scale:g}"


def tpchgen_executable() -> str:
    """The ``tpchgen-cli`` next to ``sys.executable``, else the one on PATH."""
    name = "tpchgen-cli.exe" if os.name == "nt" else "tpchgen-cli"
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(
            "tpchgen-cli not found next to the Python executable nor on PATH; "
            "install it with: pip install tpchgen-cli"
        )
    return found


def table_paths(out: Path) -> dict[str, Path]:
    """Where each table's Parquet file lives under ``out``."""
    return {table: out / f"{table}.parquet" for table in TABLES}


def generate(scale: float, out: Path | str | None = None, *, quiet: bool = False) -> Path:
    """Make sure ``out`` holds every TPC-H table at ``scale``; return ``out``.

    Missing tables are written to a temporary folder beside ``out`` and moved
    in place, so an interrupted run never leaves a truncated file behind."""
    out = Path(out) if out is not None else default_dir(scale)
    missing = [table for table, path in table_paths(out).items() if not path.exists()]
    if not missing:
        if not quiet:
            print(f"TPC-H SF {scale:g}: already in {out}")
        return out
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out, prefix=".tmp-") as tmp:
        command = [
            tpchgen_executable(),
            "parquet",
            "--scale-factor",
            f"{scale:g}",
            "--output-dir",
            tmp,
            "--tables",
            ",".join(missing),
        ]
        if not quiet:
            print(f"TPC-H SF {scale:g}: generating {', '.join(missing)} into {out}")
        subprocess.run(command, check=True)
        for table in missing:
            os.replace(Path(tmp) / f"{table}.parquet", out / f"{table}.parquet")
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=0.01, help="scale factor (default 0.01)")
    parser.add_argument("--out", type=Path, help="output folder (default data/tpch-sf<scale>)")
    args = parser.parse_args(argv)
    generate(args.scale, args.out)


if __name__ == "__main__":
    main()
