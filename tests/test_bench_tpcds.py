"""`make bench-tpcds` end to end on two queries at SF 0.01: DataFusion's plan
and ``spark.sql`` both run, with the same number of rows (no timing is
asserted: the figures are docs/benchmarks.md's)."""

from __future__ import annotations

from typing import Any

import pytest

from bench.bench_tpcds import measure
from tools.interop.tpcds import Witnesses


@pytest.mark.spark
@pytest.mark.slow  # DataFusion's start and the plans' builds: minutes on two cores
def test_the_benchmark_times_both_sides_of_two_queries(spark: Any, tpcds: Any) -> None:
    # q96 counts rows over a project of no columns; q3 sums decimals.
    results = measure(spark, Witnesses(), tpcds, ["q3", "q96"], rounds=1)
    assert set(results) == {"q3", "q96"}
    for row in results.values():
        assert row["plan"] > 0 and row["sql"] > 0 and row["ratio"] > 0
    assert results["q96"]["rows"] == 1
