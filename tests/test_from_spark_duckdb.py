"""Spark's TPC-H and TPC-DS queries on DuckDB 1.1.3 (docs/from_spark.md,
"TPC-DS", (d)): ``spark.sql(q)`` gives the rows and types to match;
``se.from_spark`` → ``--target duckdb`` → DuckDB 1.1.3's Substrait consumer
in ``.venv-duckdb113`` (``tools/from_spark_duckdb.py``), reading the same
Parquet files. Types must be Spark's and rows equal, decimals digit for
digit.

A plan the target refuses at compile time (naming the DuckDB limit) is
refused, not wrong; a DuckDB error at run time, a different type or a
different row is a failure. ``EXPECTED`` holds each query's outcome, so a
regression and a silent change both fail. `make test` runs a sample;
`make test-slow` every query. ``python -m tools.from_spark_duckdb`` prints
the outcomes (the measurement behind ``EXPECTED``).
"""

from __future__ import annotations

import subprocess
from typing import Any

import pytest

from tools.from_spark_duckdb import convert, outcomes, query_order, tpcds_queries

# Each TPC-H query → "ok" or "refused: " and a part of the refusal.
EXPECTED_TPCH = {f"q{n:02d}": "ok" for n in range(1, 23)} | {
    # NOT EXISTS whose condition has a non-equal key (l_suppkey <> ...)
    "q21": "refused: JOIN_TYPE_LEFT_ANTI",
}
# Each TPC-DS query Spark runs → "ok" or "refused: " and a part of the
# refusal. Measured with `python -m tools.from_spark_duckdb --tpcds`.
EXPECTED_TPCDS: dict[str, str] = {
    "q1": "ok",
    "q2": "ok",
    "q3": "ok",
    "q4": "refused: the compiled plan nests",
    "q5": "ok",
    "q6": "refused: a subquery expression",
    "q7": "ok",
    "q8": "ok",
    "q9": "refused: a nested expression",
    "q10": "refused: a reference other than to a field of the input",
    "q11": "ok",
    "q13": "ok",
    "q14a": "refused: the compiled plan nests",
    "q14b": "refused: a subquery expression",
    "q15": "ok",
    "q16": "ok",
    "q17": "ok",
    "q18": "ok",
    "q19": "ok",
    "q20": "refused: a window_function expression",
    "q21": "ok",
    "q22": "refused: UNION ALL of floats",
    "q23a": "ok",
    "q23b": "ok",
    "q24a": "ok",
    "q24b": "ok",
    "q25": "ok",
    "q26": "ok",
    "q27": "refused: UNION ALL of floats",
    "q28": "ok",
    "q29": "ok",
    "q31": "ok",
    "q32": "ok",
    "q33": "ok",
    "q34": "ok",
    "q35": "refused: a reference other than to a field of the input",
    "q36": "refused: a window_function expression",
    "q37": "ok",
    "q38": "ok",
    "q39a": "ok",
    "q39b": "ok",
    "q40": "ok",
    "q41": "ok",
    "q42": "ok",
    "q43": "ok",
    "q44": "refused: a subquery expression",
    "q45": "refused: a reference other than to a field of the input",
    "q46": "ok",
    "q47": "refused: a window_function expression",
    "q48": "ok",
    "q49": "refused: a window_function expression",
    "q50": "ok",
    "q51": "refused: a window_function expression",
    "q52": "ok",
    "q53": "refused: a window_function expression",
    "q54": "refused: a subquery expression",
    "q55": "ok",
    "q56": "ok",
    "q57": "refused: a window_function expression",
    "q58": "refused: a subquery expression",
    "q59": "ok",
    "q60": "ok",
    "q61": "ok",
    "q62": "ok",
    "q63": "refused: a window_function expression",
    "q64": "refused: the compiled plan nests",
    "q65": "ok",
    "q66": "ok",
    "q67": "refused: a window_function expression",
    "q68": "ok",
    "q69": "ok",
    "q70": "refused: a window_function expression",
    "q71": "ok",
    "q72": "refused: a interval_day_to_second literal",
    "q73": "ok",
    "q74": "ok",
    "q75": "ok",
    "q76": "ok",
    "q77": "ok",
    "q78": "refused: round of other than a decimal",
    "q79": "ok",
    "q80": "ok",
    "q81": "ok",
    "q82": "ok",
    "q83": "ok",
    "q84": "ok",
    "q85": "ok",
    "q86": "refused: a window_function expression",
    "q87": "refused: JOIN_TYPE_LEFT_ANTI",
    "q88": "ok",
    "q89": "refused: a window_function expression",
    "q91": "ok",
    "q92": "ok",
    "q93": "ok",
    "q94": "ok",
    "q95": "ok",
    "q96": "ok",
    "q97": "ok",
    "q98": "refused: a window_function expression",
    "q99": "ok",
}
# The fast tier's sample: exact decimal averages (q01), a one-row scalar
# subquery as a cross join (q11), NOT IN (q16), an anti join on equal keys
# and substring (q22), decimal ratios (TPC-DS q3, q7) and a refusal (q21).
SAMPLE_TPCH = ["q01", "q11", "q16", "q21", "q22"]
SAMPLE_TPCDS = ["q3", "q7"]


def _venv() -> None:
    from tools.duckdb_legacy_check import ensure_venv

    try:
        ensure_venv()
    except subprocess.CalledProcessError as error:
        pytest.skip(f".venv-duckdb113 cannot be made (make duckdb-legacy): {error.stderr[-300:]}")


def _matches(want: str, got: str) -> bool:
    if want == "ok":
        return got == "ok"
    # PlanError wraps long lines: compare the words
    return (
        want.startswith("refused: ")
        and got.startswith("refused: ")
        and " ".join(want[9:].split()) in " ".join(got.split())
    )


def _check(spark: Any, queries: dict[str, str], expected: dict[str, str]) -> None:
    got = outcomes(convert(spark, queries, "duckdb"))
    failures = [
        f"{name}: expected {expected.get(name)}, got {outcome[:500]}"
        for name, outcome in got.items()
        if not _matches(expected.get(name, "?"), outcome)
    ]
    assert not failures, "\n".join(failures)


def _tpch(names: list[str]) -> dict[str, str]:
    from tools.duckdb_legacy_check import tpch_queries

    return {name: sql for name, sql in tpch_queries().items() if name in names}


@pytest.mark.spark
def test_tpch_sample_on_duckdb(spark: Any, tpch: Any) -> None:
    _venv()
    _check(spark, _tpch(SAMPLE_TPCH), EXPECTED_TPCH)


@pytest.mark.spark
def test_tpcds_sample_on_duckdb(spark: Any, tpcds: Any) -> None:
    _venv()
    queries = tpcds_queries()
    _check(spark, {n: queries[n] for n in SAMPLE_TPCDS}, EXPECTED_TPCDS)


@pytest.mark.spark
@pytest.mark.slow
def test_every_tpch_query_on_duckdb(spark: Any, tpch: Any) -> None:
    _venv()
    _check(spark, _tpch([n for n in EXPECTED_TPCH if n not in SAMPLE_TPCH]), EXPECTED_TPCH)


def _tpcds_names(first: int, last: int, stride: int = 1) -> list[str]:
    """The TPC-DS queries numbered first..last outside the sample, every
    ``stride``-th of them in query order."""
    names = sorted(set(EXPECTED_TPCDS) - set(SAMPLE_TPCDS), key=query_order)
    return [n for n in names if first <= query_order(n)[0] <= last][::stride]


@pytest.mark.spark
@pytest.mark.slow
def test_every_third_tpcds_query_on_duckdb(spark: Any, tpcds: Any) -> None:
    # The slow tier runs a third of TPC-DS (about 5 minutes on two cores);
    # make test-exhaustive runs all of it.
    _venv()
    queries = tpcds_queries()
    _check(spark, {n: queries[n] for n in _tpcds_names(1, 99, 3)}, EXPECTED_TPCDS)


# Three parts of the TPC-DS queries, a few minutes each on two cores.
PARTS = [(1, 33), (34, 66), (67, 99)]


@pytest.mark.spark
@pytest.mark.slow
@pytest.mark.exhaustive
@pytest.mark.parametrize(("first", "last"), PARTS)
def test_every_tpcds_query_on_duckdb(spark: Any, tpcds: Any, first: int, last: int) -> None:
    _venv()
    queries = tpcds_queries()
    _check(spark, {n: queries[n] for n in _tpcds_names(first, last)}, EXPECTED_TPCDS)


def test_expected_outcomes_cover_every_query_and_refuse_only_with_a_reason() -> None:
    from tests.test_from_spark_tpcds import QUERIES, SPARK_CANNOT

    assert set(EXPECTED_TPCDS) == set(QUERIES) - set(SPARK_CANNOT)
    assert sum(w == "ok" for w in EXPECTED_TPCH.values()) >= 20
    assert all(w == "ok" or w.startswith("refused: ") for w in EXPECTED_TPCDS.values())
