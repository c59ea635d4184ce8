"""The CLI is quiet: a run prints its result and nothing of the JVM's own
output, which goes to a log file unless ``--verbose``. Each run starts its
own JVM, as a user's does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tools.tpch_data import generate

pytestmark = pytest.mark.spark

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "data" / "tpch-sf0.01"
CLI = str(Path(sys.executable).with_name("substrait-expr"))


def run(*extra: str) -> subprocess.CompletedProcess[str]:
    generate(0.01, DATA, quiet=True)
    plan = REPO / "examples" / "tpch" / "q06.json"
    command = [CLI, "run", str(plan), f"--table=lineitem={DATA}/lineitem.parquet", *extra]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=REPO)


def test_a_run_prints_its_result_and_no_jvm_output() -> None:
    quiet = run()
    assert quiet.returncode == 0, quiet.stderr
    assert "revenue" in quiet.stdout
    assert quiet.stderr == ""


def test_verbose_shows_the_jvm_output() -> None:
    verbose = run("--verbose")
    assert verbose.returncode == 0, verbose.stderr
    assert "WARN" in verbose.stderr or "log4j" in verbose.stderr
