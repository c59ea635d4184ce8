"""Spark's TPC-DS queries q50-q99 through `se.from_spark` (the slow tier's
second half; tests/test_from_spark_tpcds.py has the rest and the sample).
A file of its own so that the second xdist worker takes it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.test_from_spark_tpcds import QUERIES, query_number, round_trip_every_query


@pytest.mark.spark
@pytest.mark.slow
def test_every_tpcds_query_from_q50_round_trips(spark: Any, tpcds: Any) -> None:
    round_trip_every_query(spark, 50, 99)


def test_both_halves_cover_every_query() -> None:
    numbers = {query_number(name) for name in QUERIES}
    assert min(numbers) == 1 and max(numbers) == 99
