"""The same code on Spark Connect: Columns and a plan, through an in-process
Connect server (``SparkSession.builder.remote("local[2]")``).

A Connect session cannot share a Python process with the suite's classic
session, so the work runs in a child process that prints its results as JSON.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import json
    import substrait_expr as se
    from substrait_expr.backends.spark.session import is_connect, remote_session

    spark = remote_session("local[2]")
    assert is_connect(spark)
    schema = se.Schema.parse("f0: i32, s: string?")
    df = spark.createDataFrame([(3, "ab"), (-7, None)], "f0 int, s string")
    columns = [
        se.to_column("(f0 + 5) / 2", schema),
        se.to_column("f0 % 2", schema),
        se.to_column("upper(s) || '!'", schema),
        se.to_column("if f0 > 0 then 'pos' else 'neg'", schema),
    ]
    rows = [list(r) for r in df.select(*columns).collect()]
    # The server parses a Column's text when it analyses the DataFrame, with
    # the setting of that moment. Lowered with ANSI on (Spark 4's default),
    # overflow is Spark's own error, and a check raises if ANSI was switched
    # off in between; lowered with it off, the guard is ours.
    from substrait_expr.backends.spark.columns.connect_ansi import forget_connect_ansi
    big = spark.createDataFrame([(2147483647, None)], "f0 int not null, s string")

    def error_of(column):
        return outcome(big.select(column))

    def outcome(data):
        try:
            data.collect()
            return "no error"
        except Exception as error:
            return str(error).splitlines()[0]

    added = se.to_column("f0 + 1", schema)
    overflow = {"on": error_of(added), "nullable": big.select(added).schema[0].nullable}
    spark.conf.set("spark.sql.ansi.enabled", "false")
    overflow["switched"] = error_of(added)
    forget_connect_ansi()
    overflow["off"] = error_of(se.to_column("f0 + 1", schema))
    spark.conf.unset("spark.sql.ansi.enabled")
    forget_connect_ansi()
    # A plan's expressions the same way, through either lowering. Without the
    # server's plan cache, collecting parses the plan's text again, as after
    # the cache dropped it (with it, the plan analysed under ANSI mode is kept).
    spark.conf.set("spark.connect.session.planCache.enabled", "false")
    adding = se.load_plan({"relations": [{"root": {"names": ["f0", "r"], "input": {"project": {
        "input": {"read": {"baseSchema": "f0: i32", "namedTable": {"names": ["t"]}}},
        "expressions": ["f0 + 1"]}}}}]})
    plans = {}
    for how in ("statement", "dataframe"):
        frame = adding.to_dataframe(spark, tables={"t": big.select("f0")}, lowering=how)
        plans[how] = {"on": outcome(frame)}
        spark.conf.set("spark.sql.ansi.enabled", "false")
        plans[how]["switched"] = outcome(frame)
        off = adding.to_dataframe(spark, tables={"t": big.select("f0")}, lowering=how)
        plans[how]["off"] = outcome(off)
        spark.conf.unset("spark.sql.ansi.enabled")
    spark.conf.unset("spark.connect.session.planCache.enabled")
    plans["values"] = [list(r) for r in se.load_plan({"relations": [{"root": {"names": ["v"],
        "input": {"read": {"baseSchema": "v: i32", "virtualTable": {
            "expressions": [["1 + 2"], ["-5 * 2"]]}}}}}]}).to_dataframe(spark).collect()]
    plan = se.load_plan({"relations": [{"root": {"names": ["k", "n"], "input": {
        "aggregate": {"groupings": [{"groupingExpressions": ["k"]}],
                      "measures": [{"measure": "count(*) AS n"}],
                      "input": {"join": {"type": "JOIN_TYPE_INNER", "expression": "k = k2",
                          "left": {"read": {"baseSchema": "k: i32", "virtualTable": {
                              "expressions": [["1"], ["2"]]}}},
                          "right": {"read": {"baseSchema": "k2: i32", "virtualTable": {
                              "expressions": [["1"], ["1"], ["3"]]}}}}}}}}}]})
    plan_run = plan.run(spark)
    result = sorted([list(r) for r in plan_run.frames[-1].collect()])
    # A bound DataFrame is a temporary view; braces in the text stay text.
    bound = se.load_plan({"relations": [{"root": {"names": ["f0", "t"], "input": {"project": {
        "input": {"read": {"baseSchema": "f0: i32, s: string?", "namedTable": {"names": ["t"]}}},
        "expressions": ["s || '{x}'"], "common": {"emit": {"outputMapping": [0, 2]}}}}}}]})
    def views():
        return {t.name for t in spark.catalog.listTables() if t.name.startswith("__substrait_")}

    before = views()
    bound_run = bound.run(spark, tables={"t": df})
    frame = bound_run.frames[-1]
    bound_rows = sorted([list(r) for r in frame.collect()])
    again = sorted([list(r) for r in bound.to_dataframe(spark, tables={"t": df}).collect()])
    assert again == bound_rows
    new_views = len(views() - before)  # one view for df, registered once
    # Every CLI write mode, twice into one folder, as on a classic session.
    import tempfile
    from substrait_expr.backends.spark.relations import save
    from substrait_expr.cli.plan_commands import _OUTPUT_MODES
    folder = tempfile.mkdtemp()
    writes = {}
    for name, mode in _OUTPUT_MODES.items():
        target = f"{folder}/{name}"
        writes[name] = [save(df, target, "parquet", mode) for _ in range(2)]
        writes[name].append(spark.read.parquet(target).count())
    # A column declared narrower than the file's: checked, the failure the project's.
    wide = f"{folder}/wide.parquet"
    spark.sql("SELECT * FROM VALUES (1, 5L), (2, 3000000000L) AS t(id, n)").write.parquet(wide)
    def narrowed(condition):
        return {"relations": [{"root": {"names": ["id", "n"], "input": {"filter": {
            "condition": condition, "input": {"read": {"namedTable": {"names": ["w"]},
            "baseSchema": "id: i32, n: i32?"}}}}}}]}
    narrowing = {}
    for how in ("statement", "dataframe"):
        fits = se.load_plan(narrowed("id = 1")).collect(spark, {"w": wide}, lowering=how)
        try:
            se.load_plan(narrowed("true")).collect(spark, {"w": wide}, lowering=how)
            failure = "no error"
        except se.PlanError as error:
            failure = error.problems[0].path + ": " + error.problems[0].message
        narrowing[how] = [[list(r) for r in fits], failure]
    print(json.dumps({"rows": rows, "plan": result, "writes": writes, "bound": bound_rows,
                      "lowering": [plan_run.lowering, bound_run.lowering], "narrowing": narrowing,
                      "overflow": overflow, "plans": plans, "views": new_views}))
    """
)


@pytest.mark.spark
def test_columns_and_plans_on_spark_connect() -> None:
    child = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=600, check=False
    )
    assert child.returncode == 0, child.stderr[-3000:]
    result = json.loads(child.stdout.strip().splitlines()[-1])
    assert result["rows"] == [[4, 1, "AB!", "pos"], [-1, -1, None, "neg"]]
    assert result["plan"] == [[1, 2]]
    assert result["bound"] == [[-7, None], [3, "ab{x}"]]
    assert result["views"] == 1
    assert result["lowering"] == ["statement", "statement"]
    overflow = result["overflow"]
    assert "ARITHMETIC_OVERFLOW" in overflow["on"], overflow
    assert "lower the expression again" in overflow["switched"], overflow
    assert "add: result overflows i32" in overflow["off"], overflow
    assert overflow["nullable"] is False  # coalesce(check, value) keeps the value's
    # A plan: Spark's own overflow error under ANSI mode, the check if it was
    # switched off before the server analysed the plan, the guard if it was off.
    plans = result["plans"]
    for how in ("statement", "dataframe"):
        assert "ARITHMETIC_OVERFLOW" in plans[how]["on"], plans
        assert "lower the expression again" in plans[how]["switched"], plans
        assert "add: result overflows i32" in plans[how]["off"], plans
    assert plans["values"] == [[3], [-10]]
    for how in ("statement", "dataframe"):
        fits, failure = result["narrowing"][how]
        assert fits == [[1, 5]]
        assert failure.startswith("relations[0].root.input.filter.input.read.baseSchema: ")
        assert "column 'n' of table 'w'" in failure and "3000000000" in failure
    # error: written once, then refused (nothing overwritten); the rest as named.
    assert result["writes"] == {
        "error": [True, False, 2],
        "overwrite": [True, True, 2],
        "append": [True, True, 4],
        "ignore": [True, True, 2],
    }
