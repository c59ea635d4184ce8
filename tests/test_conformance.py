"""The official Substrait test cases on Spark, against the committed baseline.

The baseline (``tests/data/conformance_baseline.json``) is written by
``make conformance-baseline``, never by this test. A case that passed there
must still pass; no case may be ``failed`` (a wrong answer is worse than a
clear "unsupported").
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.backends.spark import conformance
from substrait_expr.backends.spark.conformance import ERRATA, Outcome, Report, run_conformance
from substrait_expr.testcases import iter_test_files

BASELINE = Path(__file__).parent / "data" / "conformance_baseline.json"


def not_passed(report_json: dict[str, Any]) -> dict[str, str]:
    """``file:line`` → outcome of every case that did not pass."""
    return {
        f"{path}:{case['line']}": case["outcome"]
        for path, file in report_json["files"].items()
        for case in file["not_passed"]
    }


# The whole run takes minutes: it is make test-slow's; make test runs these areas.
SAMPLE_AREAS = ("boolean", "rounding", "string")


@pytest.fixture(scope="module")
def sample_report(spark: object) -> Report:
    return run_conformance(SAMPLE_AREAS, spark=spark)  # type: ignore[arg-type]


def _regressions(report: Report) -> dict[str, str]:
    baseline = json.loads(BASELINE.read_text(encoding="utf-8"))
    before = not_passed(baseline)
    now = not_passed(report.to_json())
    return {key: outcome for key, outcome in now.items() if key not in before}


def _failed(report: Report) -> list[str]:
    return [f"{case.key}: {case.reason}" for case in report.cases if case.outcome is Outcome.FAILED]


@pytest.mark.spark
@pytest.mark.slow
def test_the_whole_run_keeps_the_baseline_fails_nothing_and_counts_every_case(
    spark: object,
) -> None:
    """One test for the whole run (minutes): pytest-xdist may tear a module
    fixture down between two tests of a file and compute it again."""
    report = run_conformance(spark=spark)  # type: ignore[arg-type]
    assert _regressions(report) == {}
    assert _failed(report) == []
    total = sum(len(test_file.cases) for test_file in iter_test_files())
    assert report.counts()["total"] == total
    assert report.counts()["passed"] / total >= 0.9


@pytest.mark.spark
def test_the_sample_areas_keep_the_baseline_and_fail_nothing(sample_report: Report) -> None:
    assert sample_report.counts()["passed"] > 0
    assert _regressions(sample_report) == {}
    assert _failed(sample_report) == []


@pytest.mark.spark
def test_the_report_json_has_the_documented_keys(sample_report: Report) -> None:
    data = sample_report.to_json()
    for key in ("passed", "failed", "unsupported"):
        assert isinstance(data[key], int)
        for file in data["files"].values():
            assert isinstance(file[key], int)
    some_file = next(iter(data["files"].values()))
    assert all("reason" in case for case in some_file["not_passed"])


def test_every_erratum_names_an_installed_case() -> None:
    lines = {f"{case.file}:{case.line}" for f in iter_test_files() for case in f.cases}
    assert sorted(set(ERRATA) - lines) == []


@pytest.mark.parametrize(
    ("expected", "actual", "single", "same"),
    [
        (0.1, 0.1, False, True),
        (1.5811388, 1.5811388300841898, False, True),  # written with 8 digits
        (1.58113, 1.5811388300841898, False, False),  # rounds to 1.58114, not 1.58113
        (1.58114, 1.5811388300841898, False, True),
        (2.9932730967481995, 2.9932730967482, False, True),  # within 4 ulps
        (2.5, 2.5000002, False, False),  # few digits: exact
        (0.0, 1e-300, False, False),  # zero is exact
        (math.inf, math.inf, False, True),
        (math.nan, math.nan, False, True),
        (1.2840254166877414, 1.2840254, True, True),  # fp32 result
    ],
)
def test_float_comparison(expected: float, actual: float, single: bool, same: bool) -> None:
    assert conformance._same_float(expected, actual, single) is same
