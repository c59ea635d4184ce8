"""The results section ``make interop`` writes into docs/interop.md: one row
per producer and data set, the decompile failures counted, and each data
set's plans that do not pass listed (no Spark: outcomes made up here)."""

from __future__ import annotations

from pathlib import Path

from tools.interop.corpus import DATASETS, Case, outcome_key
from tools.interop.report import BEGIN, END, markdown
from tools.interop.run import Outcome


def _case(producer: str, name: str) -> Case:
    return Case(producer, "function", "arithmetic", name, Path(f"{name}.json"), "SELECT 1")


def test_each_producer_has_a_row_per_data_set() -> None:
    add, sub = _case("duckdb", "add"), _case("duckdb", "subtract")
    runs = {
        "declared": [Outcome(add, "pass"), Outcome(sub, "pass")],
        "int64": [
            Outcome(add, "pass"),
            Outcome(sub, "refused", "error: relations[0]: narrower"),
        ],
    }
    text = markdown(runs, {"q01-optimized": ("decompile", "the text plan gives 0 rows")})
    assert text.startswith(BEGIN) and text.endswith(END)
    assert "| duckdb | own types | 2 | 2 | 2 (100%) | 0 | 0 | 0 | 0 | 0 |" in text
    assert "| duckdb | 64-bit integers | 2 | 2 | 1 (50%) | 0 | 1 | 0 | 0 | 0 |" in text
    assert "| function/arithmetic | 2/2 | 1/2 |" in text
    assert "Plans that do not pass on 64-bit integers" in text
    assert "- `function/arithmetic/subtract-duckdb`: error: relations[0]: narrower" in text
    assert "| 1 | 0 | 0 | 0 | 0 | 1 | 0 |" in text  # the live plan's decompile failure
    assert "`q01-optimized` (decompile): the text plan gives 0 rows" in text


def test_outcomes_on_the_64_bit_data_are_keyed_apart() -> None:
    assert set(DATASETS) == {"declared", "int64"}
    assert outcome_key("declared", "a/b/c-isthmus") == "a/b/c-isthmus"
    assert outcome_key("int64", "a/b/c-isthmus") == "int64/a/b/c-isthmus"


def test_tpcds_section_counts_spark_beside_datafusions_own_round_trip() -> None:
    from tools.interop.report import TPCDS_BEGIN, TPCDS_END, tpcds_markdown
    from tools.interop.tpcds import Outcome as TpcdsOutcome
    from tools.interop.tpcds import TpcdsCase

    q1, q2, q3 = (TpcdsCase(n, True) for n in ("q1", "q2", "q3"))
    u1 = TpcdsCase("q1", False)
    outcomes = [
        TpcdsOutcome(q1, "pass"),
        TpcdsOutcome(q2, "pass", "DataFusion's result; DuckDB's differs: integer division"),
        TpcdsOutcome(q3, "refused", "division by zero"),
        TpcdsOutcome(u1, "no-plan", "OuterReferenceColumn"),
    ]
    anchors = [
        TpcdsOutcome(q1, "pass"),
        TpcdsOutcome(q2, "refused", "duplicate field"),
        TpcdsOutcome(q3, "pass"),
        TpcdsOutcome(u1, "no-plan", "OuterReferenceColumn"),
    ]
    text = tpcds_markdown(outcomes, anchors)
    assert text.startswith(TPCDS_BEGIN) and text.endswith(TPCDS_END)
    assert "| optimized | 3 | 3 | 2 | 2 (67%) | 0 | 1 | 0 |" in text
    assert "| unoptimized | 0 | 0 | 0 | 0 | 0 | 0 | 0 |" in text
    assert "DataFusion cannot write 1 of the 4 plans: `q1-unoptimized`." in text
    assert "- `q3-optimized` (refused): division by zero" in text
    assert "- `q2-optimized` (refused): duplicate field" in text
    assert "integer division" in text


def test_duckdb113_section_counts_spark_beside_duckdbs_own_round_trip() -> None:
    from tools.duckdb_legacy_check import Outcome as DuckdbOutcome
    from tools.interop.duckdb113 import BEGIN as DUCKDB_BEGIN
    from tools.interop.duckdb113 import END as DUCKDB_END
    from tools.interop.duckdb113 import BenchmarkRun, duckdb113_markdown

    outcomes = [
        DuckdbOutcome(query, form, status, detail)
        for query, status, detail in (
            ("q01", "pass", ""),
            ("q02", "plan-differs", "92 rows, DuckDB gives 100"),
            ("q03", "no-plan", "NotImplementedException: Not implemented Error: WINDOW"),
        )
        for form in ("pb", "json")
    ]
    own = {"q01": "pass", "q02": "wrong: 92 rows, DuckDB gives 100"}
    text = duckdb113_markdown([BenchmarkRun("TPC-DS", outcomes, own)])
    assert text.startswith(DUCKDB_BEGIN) and text.endswith(DUCKDB_END)
    assert "| TPC-DS | 3 | 2 | 1 | 1 | 1 | 0 | 0 |" in text
    assert "- TPC-DS: WINDOW (1)." in text
    assert "- `q02` (plan-differs): 92 rows, DuckDB gives 100" in text
    assert "- `q02` (wrong): 92 rows, DuckDB gives 100" in text
