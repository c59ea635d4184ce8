"""Other producers' plans on Spark, against an engine independent of this
project: the consumer-testing snapshots compared with DuckDB running each
test's SQL, and plans DataFusion's Python producer makes now compared with
``spark.sql`` (``tools/interop``; ``make interop`` prints the same table).
The snapshots run on two data sets (``corpus.DATASETS``): the tests' own
column types (a sample in make test, all in make test-slow) and every
integer column 64-bit (make test-slow). Every plan that passes is also
decompiled, loaded from its text and run again, to the same rows.

Every plan must end as the baseline (``tests/data/interop/baseline.json``,
rewritten by ``make interop-baseline``; keys ``int64/<id>`` for the 64-bit
data) says or better: never a wrong result, never a raw exception, never a
decompiled text that fails, a refusal always with a JSON path, and a plan
listed as a producer bug still differing from its SQL (else the entry is
stale).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tools.interop.corpus import cases, outcome_key, prepare_data
from tools.interop.live import run_all_live
from tools.interop.run import producer_bugs, run_case

pytestmark = pytest.mark.spark
# The whole corpus runs in make test-slow; make test runs every SAMPLE-th case.
SAMPLE = 8
# make test-slow runs every plan on the tests' own types, every third on 64-bit data.
INT64_SAMPLE = 3

BASELINE = Path(__file__).resolve().parents[1] / "data/interop/baseline.json"
RANK = {
    "pass": 0,
    "producer-bug": 1,
    "no-oracle": 1,
    "no-plan": 1,
    "refused": 2,
    "wrong": 9,
    "crash": 9,
    "decompile": 9,
}
POSITIONED = re.compile(r"^error: (relations|extensions|version)\b")


def baseline() -> dict[str, str]:
    return {key: value["status"] for key, value in json.loads(BASELINE.read_text()).items()}


def judge(key: str, status: str, detail: str, expected: dict[str, str]) -> list[str]:
    problems = []
    if status in ("wrong", "crash", "decompile"):
        problems.append(f"{key}: {status}: {detail}")
    if status == "refused" and not POSITIONED.match(detail):
        problems.append(f"{key}: refused without a JSON path: {detail}")
    was = expected.get(key)
    if was is not None and RANK[status] > RANK[was]:
        problems.append(f"{key}: {was} before, {status} now: {detail}")
    return problems


def _check_snapshots(spark: Any, every: int, dataset: str = "declared") -> set[str]:
    """Run every ``every``-th consumer-testing case on ``dataset``; the ids seen."""
    files = prepare_data(dataset)
    own = prepare_data() if dataset != "declared" else None
    expected = baseline()
    problems: list[str] = []
    seen = set()
    for case in cases()[::every]:
        outcome = run_case(spark, case, files, oracle_files=own)
        seen.add(case.id)
        key = outcome_key(dataset, case.id)
        problems += judge(key, outcome.status, outcome.detail, expected)
        if case.id in producer_bugs() and outcome.status == "pass":
            problems.append(f"{key}: listed as a producer bug but matches its SQL")
    assert not problems, "\n".join(problems)
    return seen


@pytest.mark.slow
def test_consumer_testing_snapshots_match_duckdb(spark: Any) -> None:
    seen = _check_snapshots(spark, 1)
    assert set(producer_bugs()) <= seen


@pytest.mark.slow
def test_consumer_testing_snapshots_on_64_bit_integers_match_duckdb(spark: Any) -> None:
    """Every integer column of the data 64-bit: plans that declare i32 read
    narrower than the data holds; refused with a JSON path until read as
    declared, never wrong. Every INT64_SAMPLE-th plan (the CI budget);
    ``make interop`` runs them all."""
    _check_snapshots(spark, INT64_SAMPLE, "int64")


def test_a_sample_of_the_consumer_testing_snapshots_match_duckdb(spark: Any) -> None:
    """Every SAMPLE-th plan, so make test meets each producer and rule kind."""
    seen = _check_snapshots(spark, SAMPLE)
    assert len(seen) >= len(cases()) // SAMPLE


@pytest.mark.slow
def test_datafusion_plans_made_now_match_spark_sql(spark: Any) -> None:
    expected = baseline()
    statuses = run_all_live(spark)
    problems: list[str] = []
    for key, (status, detail) in statuses.items():
        problems += judge(f"datafusion-live/{key}", status, detail, expected)
    assert not problems, "\n".join(problems)
    # TPC-H: every query DataFusion can write without subqueries runs.
    optimized = [k for k in statuses if k.startswith("q") and k.endswith("-optimized")]
    assert len(optimized) == 22
