"""Reads as other producers need them, on Spark: declared schemas checked
against the data (lossless widening applied and listed, anything else a
positioned error before Spark reads), names-only schemas typed from the data,
table names bound ignoring case, and Spark failures as plan errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from substrait_expr.cli import main
from substrait_expr.cli.plan_commands import ENGINE_FAILURE
from substrait_expr.plan import PlanError, PlanOptions, load_plan

pytestmark = pytest.mark.spark


def read_plan(base_schema: Any, table: str = "ITEMS") -> dict[str, Any]:
    return {
        "relations": [
            {
                "root": {
                    "names": ["k", "v"],
                    "input": {
                        "read": {"namedTable": {"names": [table]}, "baseSchema": base_schema}
                    },
                }
            }
        ]
    }


@pytest.fixture(scope="module")
def items(tmp_path_factory: pytest.TempPathFactory, spark: Any) -> str:
    path = tmp_path_factory.mktemp("items") / "items.parquet"
    spark.createDataFrame([(1, 10), (2, None)], "k int, v long").write.parquet(str(path))
    return str(path)


def test_a_wider_declared_type_is_a_listed_cast(spark: Any, items: str) -> None:
    plan = load_plan(read_plan("k: i64?, v: i64?"))
    ran = plan.run(spark, {"items": items})  # bound ignoring case
    frame = ran.frames[-1]
    assert sorted(tuple(r) for r in frame.collect()) == [(1, 10), (2, None)]
    assert frame.schema["k"].dataType.simpleString() == "bigint"
    assert [(r.name, r.detail) for r in ran.rules] == [
        ("read-widening", "column 'k' is i32 in the data; cast to the declared i64")
    ]


@pytest.mark.parametrize("items_binding", ["path", "dataframe"])
def test_strict_schema_refuses_a_narrower_declared_type_before_spark_reads(
    spark: Any, items: str, items_binding: str
) -> None:
    bound: Any = items if items_binding == "path" else spark.read.parquet(items)
    plan = load_plan(read_plan("k: i32?, v: i32?"), options=PlanOptions(strict_schema=True))
    with pytest.raises(PlanError) as caught:
        plan.to_dataframe(spark, {"items": bound})
    problem = caught.value.problems[0]
    assert problem.path == "relations[0].root.input.read.baseSchema"
    assert "column 'v' is i64 in the data but i32? in baseSchema" in problem.message
    assert "--strict-schema" in problem.message


@pytest.mark.parametrize("lowering", ["statement", "dataframe"])
def test_a_narrower_declared_type_reads_through_a_checked_cast(
    spark: Any, items: str, lowering: str
) -> None:
    plan = load_plan(read_plan("k: i32?, v: i32?"))
    ran = plan.run(spark, {"items": items}, lowering=lowering)
    frame = ran.frames[-1]
    assert frame.schema["v"].dataType.simpleString() == "int"
    assert sorted(tuple(r) for r in frame.collect()) == [(1, 10), (2, None)]
    assert [(r.name, r.path) for r in ran.rules] == [
        ("read-narrowing", "relations[0].root.input.read.baseSchema")
    ]
    assert "column 'v' is i64 in table 'ITEMS' (" in ran.rules[0].detail


@pytest.fixture(scope="module")
def wide(tmp_path_factory: pytest.TempPathFactory, spark: Any) -> str:
    """Values at and beyond the edges of narrower types."""
    path = tmp_path_factory.mktemp("wide") / "wide.parquet"
    spark.sql(
        "SELECT * FROM VALUES "
        "(1, 2147483647L, CAST(12.30 AS DECIMAL(15,4)), TIMESTAMP_NTZ'2024-01-01 00:00:00.123'),"
        "(2, -2147483648L, CAST(-99999999.99 AS DECIMAL(15,4)), NULL),"
        "(3, 2147483648L, CAST(1.2345 AS DECIMAL(15,4)), TIMESTAMP_NTZ'2024-01-01 00:00:00.123456')"
        " AS t(id, n, d, ts)"
    ).write.parquet(str(path))
    return str(path)


def wide_plan(schema: str, keep: str) -> dict[str, Any]:
    read = {"read": {"namedTable": {"names": ["wide"]}, "baseSchema": schema}}
    return {
        "relations": [
            {
                "root": {
                    "input": {"filter": {"input": read, "condition": keep}},
                    "names": ["id", "n", "d", "ts"],
                }
            }
        ]
    }


@pytest.mark.parametrize("lowering", ["statement", "dataframe"])
@pytest.mark.parametrize(
    ("schema", "column", "value"),
    [
        ("id: i64, n: i32?, d: decimal?<15,4>, ts: timestamp?", "n", "2147483648"),
        ("id: i64, n: i64?, d: decimal?<12,2>, ts: timestamp?", "d", "1.2345"),
        ("id: i64, n: i64?, d: decimal?<15,4>, ts: precision_timestamp?<3>", "ts", "00.123456"),
    ],
)
def test_a_value_that_does_not_fit_stops_the_run_naming_column_table_and_path(
    spark: Any, wide: str, lowering: str, schema: str, column: str, value: str
) -> None:
    fits = load_plan(wide_plan(schema, "id < 3"))
    fitting = fits.run(spark, {"wide": wide}, lowering=lowering).frames[-1]
    assert sorted(r[0] for r in fitting.collect()) == [1, 2]  # the values that fit read
    everything = load_plan(wide_plan(schema, "true"))
    with pytest.raises(PlanError) as caught:
        everything.collect(spark, {"wide": wide}, lowering=lowering)
    problem = caught.value.problems[0]
    assert problem.path == "relations[0].root.input.filter.input.read.baseSchema"
    message = problem.message
    assert f"column {column!r} of table 'wide' ({wide})" in message
    assert value in message


def test_the_narrowed_values_equal_the_data_as_declared(spark: Any, wide: str) -> None:
    schema = "id: i64, n: i32?, d: decimal?<12,2>, ts: precision_timestamp?<3>"
    frame = load_plan(wide_plan(schema, "id < 3")).to_dataframe(spark, {"wide": wide})
    assert [f.dataType.simpleString() for f in frame.schema.fields] == [
        "bigint", "int", "decimal(12,2)", "timestamp_ntz"
    ]  # fmt: skip
    theirs = spark.sql(
        f"SELECT id, CAST(n AS INT), CAST(d AS DECIMAL(12,2)), ts FROM parquet.`{wide}` "
        "WHERE id < 3"
    )
    assert sorted(map(tuple, frame.collect())) == sorted(map(tuple, theirs.collect()))


def test_names_only_schema_takes_the_data_types(spark: Any, items: str) -> None:
    plan = load_plan(read_plan({"names": ["V", "K"]}))
    rows = plan.collect(spark, {"items": items})
    assert sorted((tuple(r) for r in rows), key=lambda row: row[1]) == [(10, 1), (None, 2)]


def test_a_name_matching_several_bindings_ignoring_case_is_an_error(spark: Any, items: str) -> None:
    plan = load_plan(read_plan("k: i32?, v: i64?", table="Items"))
    with pytest.raises(PlanError, match="matches several bound tables when case is ignored"):
        plan.to_dataframe(spark, {"ITEMS": items, "items": items})


def test_a_spark_failure_at_run_time_names_the_root(spark: Any) -> None:
    plan = load_plan(
        {
            "relations": [
                {
                    "root": {
                        "names": ["x"],
                        "input": {
                            "project": {
                                "expressions": ["divide(a, 0) [on_division_by_zero:ERROR]"],
                                "input": {
                                    "read": {
                                        "virtualTable": {"expressions": [["1"]]},
                                        "baseSchema": "a: i32",
                                    }
                                },
                                "common": {"emit": {"outputMapping": [1]}},
                            }
                        },
                    }
                }
            ]
        }
    )
    with pytest.raises(PlanError) as caught:
        plan.collect(spark)
    assert caught.value.problems[0].path == "relations[0].root"
    assert "Spark failed" in caught.value.problems[0].message


def test_cli_strict_schema_refuses_a_narrowing_read_without_a_traceback(
    items: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(read_plan("k: i32?, v: i32?")))
    args = ["run", str(plan_file), "--table", f"items={items}", "--master", "local[2]"]
    code = main([*args, "--strict-schema"])
    err = capsys.readouterr().err
    assert code == 1
    assert "relations[0].root.input.read.baseSchema" in err
    assert "Traceback" not in err
    assert main(args) == 0  # without --strict-schema: a checked cast


def test_cli_a_value_that_does_not_fit_is_an_error_without_a_traceback(
    wide: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    plan_file = tmp_path / "plan.json"
    plan = wide_plan("id: i64, n: i32?, d: decimal?<15,4>, ts: timestamp?", "true")
    plan_file.write_text(json.dumps(plan))
    code = main(["run", str(plan_file), "--table", f"wide={wide}", "--master", "local[2]"])
    err = capsys.readouterr().err
    assert code == ENGINE_FAILURE  # the plan is fine; its data is not
    assert "column 'n' of table 'wide'" in err and "2147483648" in err
    assert "Traceback" not in err


def test_explain_and_check_verbose_list_the_checked_reads(
    items: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(read_plan("k: i32?, v: i32?")))
    table = ["--table", f"items={items}", "--master", "local[2]"]
    assert main(["explain", str(plan_file), *table]) == 0
    assert "read-narrowing at relations[0].root.input.read.baseSchema" in capsys.readouterr().out
    assert main(["check", str(plan_file), "--verbose", *table]) == 0
    assert "read-narrowing at relations[0].root.input.read.baseSchema" in capsys.readouterr().out
