"""Spark's TPC-DS queries on DataFusion (docs/from_spark.md, "TPC-DS", (b)):
``spark.sql(q)`` gives the rows to match; ``se.from_spark`` → the plan
compiled with ``--target datafusion`` (``targets.for_target``) → run on a
DataFusion ``SessionContext`` with the same Parquet files registered under
the table names. Column types must be Spark's and rows equal, decimals
digit for digit (floats to 12 significant digits).

A plan the target refuses at compile time (a ``PlanError`` naming the
DataFusion limit) is refused, not wrong. A DataFusion error at run time, a
different type or a different row is a failure. ``EXPECTED`` holds each
query's outcome, so a regression and a silent change both fail.

`make test` runs a sample; `make test-slow` every query.

    python -m tests.test_from_spark_tpcds_datafusion [q1 q2 ...]

prints each query's outcome (the measurement behind ``EXPECTED``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.test_from_spark_tpcds import QUERIES, SPARK_CANNOT
from tools.from_spark_diff import differences

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "data" / "tpcds-sf0.01"

# Each query Spark runs → "ok", or "refused: " and a substring of the
# refusal (which names the DataFusion limit). Measured with
# `python -m tests.test_from_spark_tpcds_datafusion` (docs/from_spark.md,
# "TPC-DS"): every one runs correctly.
EXPECTED: dict[str, str] = {
    "q1": "ok",
    "q2": "ok",
    "q3": "ok",
    "q4": "ok",
    "q5": "ok",
    "q6": "ok",
    "q7": "ok",
    "q8": "ok",
    "q9": "ok",
    "q10": "ok",
    "q11": "ok",
    "q13": "ok",
    "q14a": "ok",
    "q14b": "ok",
    "q15": "ok",
    "q16": "ok",
    "q17": "ok",
    "q18": "ok",
    "q19": "ok",
    "q20": "ok",
    "q21": "ok",
    "q22": "ok",
    "q23a": "ok",
    "q23b": "ok",
    "q24a": "ok",
    "q24b": "ok",
    "q25": "ok",
    "q26": "ok",
    "q27": "ok",
    "q28": "ok",
    "q29": "ok",
    "q31": "ok",
    "q32": "ok",
    "q33": "ok",
    "q34": "ok",
    "q35": "ok",
    "q36": "ok",
    "q37": "ok",
    "q38": "ok",
    "q39a": "ok",
    "q39b": "ok",
    "q40": "ok",
    "q41": "ok",
    "q42": "ok",
    "q43": "ok",
    "q44": "ok",
    "q45": "ok",
    "q46": "ok",
    "q47": "ok",
    "q48": "ok",
    "q49": "ok",
    "q50": "ok",
    "q51": "ok",
    "q52": "ok",
    "q53": "ok",
    "q54": "ok",
    "q55": "ok",
    "q56": "ok",
    "q57": "ok",
    "q58": "ok",
    "q59": "ok",
    "q60": "ok",
    "q61": "ok",
    "q62": "ok",
    "q63": "ok",
    "q64": "ok",
    "q65": "ok",
    "q66": "ok",
    "q67": "ok",
    "q68": "ok",
    "q69": "ok",
    "q70": "ok",
    "q71": "ok",
    "q72": "ok",
    "q73": "ok",
    "q74": "ok",
    "q75": "ok",
    "q76": "ok",
    "q77": "ok",
    "q78": "ok",
    "q79": "ok",
    "q80": "ok",
    "q81": "ok",
    "q82": "ok",
    "q83": "ok",
    "q84": "ok",
    "q85": "ok",
    "q86": "ok",
    "q87": "ok",
    "q88": "ok",
    "q89": "ok",
    "q91": "ok",
    "q92": "ok",
    "q93": "ok",
    "q94": "ok",
    "q95": "ok",
    "q96": "ok",
    "q97": "ok",
    "q98": "ok",
    "q99": "ok",
}

# The fast tier's sample, one per kind of rewrite: a merged scalar subquery
# (q9), EXISTS under OR (q10), grouping() over ROLLUP with a decimal ratio
# (q36), stddev (q39a), decimal ratios over windows (q98).
SAMPLE = ["q9", "q10", "q36", "q39a", "q98"]


def _arrow_type(kind: Any) -> str:
    """Spark's ``simpleString`` of an Arrow type as DataFusion returns it."""
    import pyarrow as pa

    if pa.types.is_decimal(kind):
        return f"decimal({kind.precision},{kind.scale})"
    names = {
        pa.int8(): "tinyint",
        pa.int16(): "smallint",
        pa.int32(): "int",
        pa.int64(): "bigint",
        pa.float32(): "float",
        pa.float64(): "double",
        pa.bool_(): "boolean",
        pa.date32(): "date",
        pa.string(): "string",
        pa.large_string(): "string",
        pa.string_view(): "string",
    }
    return names.get(kind, str(kind))


def _run_datafusion(plan: bytes) -> tuple[list[str], list[tuple[Any, ...]]]:
    """Column types and rows (by position: names may repeat) on DataFusion."""
    from datafusion import SessionContext
    from datafusion import substrait as ss

    from tools.tpcds_data import TABLES

    ctx = SessionContext()
    for table in TABLES:
        ctx.register_parquet(table, str(DATA / f"{table}.parquet"))
    logical = ss.Consumer.from_substrait_plan(ctx, ss.Serde.deserialize_bytes(plan))
    table = ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()
    types = [_arrow_type(f.type) for f in table.schema]
    columns = [column.to_pylist() for column in table.columns]
    return types, list(zip(*columns, strict=True)) if columns else []


def outcome(spark: Any, name: str) -> str:
    """``"ok"``, ``"refused: <reason>"``, or ``"WRONG: ..."`` / ``"ERROR: ..."``."""
    import substrait_expr as se
    from substrait_expr.targets import for_target
    from tests.test_from_spark import _named_tables

    frame = spark.sql(QUERIES[name])
    want = [tuple(row) for row in frame.collect()]
    want_types = [f.dataType.simpleString() for f in frame.schema.fields]
    plan = se.from_spark(frame)
    try:
        message, _ = for_target(_named_tables(plan.to_substrait()), "datafusion")
    except se.PlanError as error:
        return f"refused: {error}"
    try:
        types, got = _run_datafusion(message.SerializeToString())
    except Exception as error:  # DataFusion's own error: a failure
        return f"ERROR: {type(error).__name__}: {str(error)[:400]}"
    if types != want_types:
        return f"WRONG: types {types}, spark.sql {want_types}"
    bad = differences(got, want)
    if bad:
        return "WRONG: " + "\n".join(bad[:3])
    return "ok"


def _matches(name: str, got: str) -> bool:
    want = EXPECTED.get(name, "?")
    if want == "ok":
        return got == "ok"
    # PlanError wraps long lines: compare the words
    return (
        want.startswith("refused: ")
        and got.startswith("refused: ")
        and " ".join(want[9:].split()) in " ".join(got.split())
    )


@pytest.mark.spark
@pytest.mark.parametrize("name", SAMPLE)
def test_tpcds_sample_on_datafusion(spark: Any, tpcds: Any, name: str) -> None:
    got = outcome(spark, name)
    assert _matches(name, got), f"{name}: expected {EXPECTED.get(name)}, got {got}"


@pytest.mark.spark
@pytest.mark.slow
def test_every_tpcds_query_on_datafusion(spark: Any, tpcds: Any) -> None:
    failures = []
    for name in QUERIES:
        if name in SPARK_CANNOT or name in SAMPLE:
            continue
        got = outcome(spark, name)
        if not _matches(name, got):
            failures.append(f"{name}: expected {EXPECTED.get(name)}, got {got[:500]}")
    assert not failures, "\n".join(failures)


def test_every_query_spark_runs_has_an_expected_outcome() -> None:
    assert set(EXPECTED) == set(QUERIES) - set(SPARK_CANNOT)
    ok = [name for name, want in EXPECTED.items() if want == "ok"]
    assert len(ok) >= 95
    assert all(
        w == "ok" or w.startswith("refused: not supported on DataFusion") for w in EXPECTED.values()
    )


def _measure(names: list[str]) -> None:
    from substrait_expr.backends.spark.session import local_session
    from tests.conftest import _TPCDS_SETTINGS, _views
    from tools.tpcds_data import TABLES

    spark = local_session(
        "local[2]", app_name="tpcds-datafusion", config=_TPCDS_SETTINGS, log_level="OFF"
    )
    views = _views(spark, DATA, TABLES, _TPCDS_SETTINGS)
    next(views)
    chosen = names or [n for n in QUERIES if n not in SPARK_CANNOT]
    for name in chosen:
        start = time.perf_counter()
        try:
            got = outcome(spark, name)
        except Exception as error:
            got = f"ERROR (conversion): {type(error).__name__}: {str(error)[:300]}"
        print(f"{name}\t{time.perf_counter() - start:.1f}s\t{got}", flush=True)


if __name__ == "__main__":
    _measure(sys.argv[1:])
