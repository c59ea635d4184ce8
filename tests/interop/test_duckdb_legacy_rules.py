"""DuckDB 1.1.3's own names and encodings (``duckdb-function-names``,
``duckdb-not-like-as-not-equal``), each on a plan DuckDB 1.1.3 makes at test
time from SQL, run on Spark and compared exactly with DuckDB's rows; the
ambiguous not_equal of strings is refused at its path."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from tools.duckdb_legacy_check import Outcome, check, make_plans
from tools.tpch_data import default_dir, generate

pytestmark = [pytest.mark.spark, pytest.mark.slow]
TPCH_DATA = default_dir(0.01)

RUN = {
    "stddev_samp": "SELECT n_regionkey, stddev_samp(n_nationkey) AS s, stddev_pop(n_nationkey) "
    "AS p FROM nation GROUP BY n_regionkey",
    "concat_operator": "SELECT n_name || '-' || r_name AS c FROM nation JOIN region ON "
    "n_regionkey = r_regionkey",
    "date_plus_int": "SELECT o_orderkey, o_orderdate + 3 AS d, o_orderdate + o_shippriority "
    "AS e, o_orderdate + CAST(o_custkey % 50 AS INTEGER) AS g, "
    "o_custkey % 0 AS z, o_orderdate - 40 AS f FROM orders WHERE o_orderkey < 200",
    # != a literal without wildcards: NOT LIKE would give the same rows.
    "not_equal_plain": "SELECT n_name FROM nation WHERE n_name != 'CHINA'",
}
REFUSED = {
    "not_like": "SELECT n_name FROM nation WHERE n_name NOT LIKE '%A%N%'",
    "not_equal_columns": "SELECT n_name FROM nation WHERE n_name <> n_comment",
}


@pytest.fixture(scope="module")
def outcomes(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Outcome]]:
    folder: Path = tmp_path_factory.mktemp("duckdb113-rules")
    generate(0.01, TPCH_DATA, quiet=True)
    queries = {**RUN, **REFUSED}
    try:
        made = make_plans(queries, TPCH_DATA, folder)
    except subprocess.CalledProcessError as error:
        pytest.skip(f"make duckdb-legacy failed: {(error.stdout + error.stderr)[-300:]}")
    assert set(made.values()) == {"ok"}, made
    found: dict[str, list[Outcome]] = {}
    for outcome in check(spark, folder, TPCH_DATA, queries):
        found.setdefault(outcome.query, []).append(outcome)
    return found


@pytest.mark.parametrize("query", sorted(RUN))
def test_runs_with_duckdbs_rows(outcomes: dict[str, list[Outcome]], query: str) -> None:
    for outcome in outcomes[query]:
        assert outcome.status == "pass", outcome


@pytest.mark.parametrize("query", sorted(REFUSED))
def test_ambiguous_not_equal_is_refused(outcomes: dict[str, list[Outcome]], query: str) -> None:
    for outcome in outcomes[query]:
        assert outcome.status == "refused", outcome
        assert "filter.condition.scalarFunction" in outcome.detail
        assert "DuckDB before Substrait 0.54" in outcome.detail
