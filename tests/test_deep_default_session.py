"""Deep expressions in a Spark session made the plain way, as an embedding
user makes one: the JVM's default 1 MB thread stacks, where Spark's SQL
parser gives up near 290 nested calls (`columns/nesting.py` cuts deeper
text into parts it takes).

The suite's own session (tests/conftest.py) has a 256 MB stack, so the
default sessions run in child processes, a classic one and a Spark Connect
one (its in-process server started with default JVM options too), each
computing every case in one DataFrame and printing JSON.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from typing import Any

import pytest

import substrait_expr as se

SCHEMA = "f0: i32, f1: i32"
ROWS = [(1, 2), (-3, 5)]
CASES = {
    "add1000": " + ".join(["f0"] * 1000),
    "add2000": " + ".join(["f0"] * 2000),
    "abs1000": "abs(" * 1000 + "f0" + ")" * 1000,
    "and1000": " AND ".join(f"f0 >= {i % 2}" for i in range(1000)),
    "or1000": " OR ".join(f"f0 = {i}" for i in range(1000)),
    "in10000": "f1 IN (" + ", ".join(str(i) for i in range(0, 20000, 2)) + ")",
    "nested1000": "(" * 1000 + "f0" + " + 1)" * 1000,
}


def expected(f0: int, f1: int) -> dict[str, Any]:
    return {
        "add1000": 1000 * f0,
        "add2000": 2000 * f0,
        "abs1000": abs(f0),
        "and1000": all(f0 >= i % 2 for i in range(1000)),
        "or1000": any(f0 == i for i in range(1000)),
        "in10000": f1 in range(0, 20000, 2),
        "nested1000": f0 + 1000,
    }


# A chain of CASEs nests in lazy positions only (a branch is evaluated only
# where its condition holds), which no binding may lift: too deep, refused.
LAZY_CHAIN = "if f0 > 0 then " * 400 + "1" + " else 2" * 400

SCRIPT = textwrap.dedent(
    """
    import json, sys
    from pyspark.sql import SparkSession
    import substrait_expr as se

    mode, schema, rows, cases, lazy_chain = json.loads(sys.argv[1])
    builder = SparkSession.builder.config("spark.ui.enabled", "false")
    if mode == "connect":  # an in-process Connect server (default JVM options, a free port)
        from substrait_expr.backends.spark.session import local_connect_server
        from pyspark.sql.connect.session import SparkSession as ConnectSession
        url = local_connect_server("local[1]", {"spark.ui.enabled": "false"})
        spark = ConnectSession.builder.remote(url).getOrCreate()
    else:
        spark = builder.master("local[1]").getOrCreate()
    schema = se.Schema.parse(schema)
    frame = spark.createDataFrame([tuple(r) for r in rows], "f0 int, f1 int")
    columns = [se.to_column(text, schema).alias(name) for name, text in cases.items()]
    values = [row.asDict() for row in frame.select(*columns).collect()]
    # A plan: a project of a 1,000-term addition, through either lowering.
    plan = se.load_plan({"relations": [{"root": {"names": ["f0", "f1", "total"], "input": {
        "project": {"input": {"read": {"baseSchema": "f0: i32, f1: i32",
                                       "namedTable": {"names": ["t"]}}},
                    "expressions": [cases["add1000"]]}}}}]})
    plans = {how: sorted(list(r) for r in plan.to_dataframe(
                 spark, tables={"t": frame}, lowering=how).collect())
             for how in ("statement", "dataframe")}
    try:
        se.to_column(lazy_chain, schema)
        refused = None
    except se.CompileError as error:
        refused = {"codes": error.codes, "text": str(error),
                   "hint": error.diagnostics[0].hint}
    print(json.dumps({"values": values, "plans": plans, "refused": refused}))
    """
)


def _run_all() -> dict[str, dict[str, Any]]:
    """Both sessions' results; the two child processes run side by side."""
    children = {
        mode: subprocess.Popen(
            [
                sys.executable,
                "-c",
                SCRIPT,
                json.dumps([mode, SCHEMA, ROWS, CASES, LAZY_CHAIN]),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for mode in ("classic", "connect")
    }
    results = {}
    for mode, child in children.items():
        out, err = child.communicate(timeout=300)
        assert child.returncode == 0, f"{mode}: {err[-3000:]}"
        results[mode] = json.loads(out.strip().splitlines()[-1])
    return results


@pytest.fixture(scope="module")
def results() -> dict[str, dict[str, Any]]:
    return _run_all()


@pytest.mark.spark
@pytest.mark.parametrize("mode", ["classic", "connect"])
def test_deep_expressions_run_in_a_default_session(
    results: dict[str, dict[str, Any]], mode: str
) -> None:
    result = results[mode]
    assert result["values"] == [expected(*row) for row in ROWS]
    for how, rows in result["plans"].items():
        assert rows == sorted([f0, f1, 1000 * f0] for f0, f1 in ROWS), how


@pytest.mark.spark
@pytest.mark.parametrize("mode", ["classic", "connect"])
def test_too_deep_is_our_positioned_error_in_a_default_session(
    results: dict[str, dict[str, Any]], mode: str
) -> None:
    refused = results[mode]["refused"]
    assert refused is not None, "the lazy chain should be refused"
    assert refused["codes"] == ["too-deep"]
    assert "TEXT_LEVELS" in refused["text"] and "-Xss" in refused["hint"]
    assert "1 | if f0 > 0 then" in refused["text"]  # positioned at the expression


def test_deep_text_is_cut_into_parts_and_ordinary_text_is_not() -> None:
    """to_spark_sql gives the one text a default session parses: deep parts
    bound in lambdas, nesting at most TEXT_LEVELS; shallow text unchanged."""
    from substrait_expr.backends.spark.columns import nesting

    schema = se.Schema.parse(SCHEMA)
    deep = se.to_spark_sql(CASES["add1000"], schema, ansi=True)
    assert deep.startswith("transform(transform(") and deep.endswith(")[0]")
    assert deep.count("`f0`") == 1000
    assert _nesting(deep) <= nesting.TEXT_LEVELS
    assert se.to_spark_sql(" + ".join(["f0"] * 40), schema, ansi=True) == " + ".join(["`f0`"] * 40)
    # A flat chain of ANDs and a long IN list parse as they are.
    assert "transform" not in se.to_spark_sql(CASES["and1000"], schema, ansi=True)
    assert "transform" not in se.to_spark_sql(CASES["in10000"], schema, ansi=True)
    with pytest.raises(se.CompileError) as refused:
        se.to_spark_sql(LAZY_CHAIN, schema, ansi=True)
    assert refused.value.codes == ["too-deep"]


def _nesting(text: str) -> int:
    """The deepest parenthesis nesting of ``text`` (it holds no string literal)."""
    deepest = depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        deepest = max(deepest, depth)
    return deepest
