"""What the TPC-H and TPC-DS data tools share: finding a generator
executable installed beside the running Python, and writing the missing
tables' Parquet files atomically (`tools.tpch_data`, `tools.tpcds_data`)."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def executable(name: str) -> str:
    """``name`` next to ``sys.executable``, else the one on PATH."""
    file = f"{name}.exe" if os.name == "nt" else name
    beside = Path(sys.executable).parent / file
    if beside.exists():
        return str(beside)
    found = shutil.which(file)
    if found is None:
        raise FileNotFoundError(
            f"{name} not found next to the Python executable nor on PATH; "
            f"install it with: pip install {name}"
        )
    return found


@dataclass(frozen=True)
class Benchmark:
    """One benchmark's generator: its label, folder prefix, tables and the
    generator command before the scale and output options."""

    label: str  # "TPC-H"
    folder: str  # "tpch": data/tpch-sf0.01
    tables: tuple[str, ...]
    command: tuple[str, ...]  # ("tpchgen-cli", "parquet")
    extra: tuple[str, ...] = ()  # options after --tables
    quiet_flag: str | None = None  # the generator's own option for less output

    def default_dir(self, scale: float) -> Path:
        """``data/<folder>-sf<scale>`` under the repository (git-ignored)."""
        return REPO / "data" / f"{self.folder}-sf{scale:g}"

    def table_paths(self, out: Path) -> dict[str, Path]:
        """Where each table's Parquet file lives under ``out``."""
        return {table: out / f"{table}.parquet" for table in self.tables}

    def generate(self, scale: float, out: Path | str | None = None, *, quiet: bool) -> Path:
        """Make sure ``out`` holds every table at ``scale``; return ``out``.

        Missing tables are written to a temporary folder beside ``out`` and
        moved in place, so an interrupted run never leaves a truncated file."""
        out = Path(out) if out is not None else self.default_dir(scale)
        missing = [table for table, path in self.table_paths(out).items() if not path.exists()]
        if not missing:
            if not quiet:
                print(f"{self.label} SF {scale:g}: already in {out}")
            return out
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=out, prefix=".tmp-") as tmp:
            command = [
                executable(self.command[0]),
                *self.command[1:],
                "--scale-factor",
                f"{scale:g}",
                "--output-dir",
                tmp,
                "--tables",
                ",".join(missing),
                *self.extra,
            ]
            if quiet and self.quiet_flag:
                command.append(self.quiet_flag)
            if not quiet:
                print(f"{self.label} SF {scale:g}: generating {', '.join(missing)} into {out}")
            subprocess.run(command, check=True)
            for table in missing:
                os.replace(Path(tmp) / f"{table}.parquet", out / f"{table}.parquet")
        return out

    def main(self, argv: Sequence[str] | None, description: str) -> None:
        parser = argparse.ArgumentParser(description=description)
        parser.add_argument("--scale", type=float, default=0.01, help="scale factor (default 0.01)")
        parser.add_argument(
            "--out", type=Path, help=f"output folder (default data/{self.folder}-sf<scale>)"
        )
        args = parser.parse_args(argv)
        self.generate(args.scale, args.out, quiet=False)
