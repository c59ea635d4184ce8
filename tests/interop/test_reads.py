"""Reads as other producers need them, on Spark: declared schemas checked
against the data (lossless widening applied and listed, anything else a
positioned error before Spark reads), names-only schemas typed from the data,
table names bound ignoring case, and Spark failures as plan errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from substrait_expr.cli import main
from substrait_expr.plan import PlanError, load_plan

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
def test_a_narrower_declared_type_is_an_error_before_spark_reads(
    spark: Any, items: str, items_binding: str
) -> None:
    bound: Any = items if items_binding == "path" else spark.read.parquet(items)
    plan = load_plan(read_plan("k: i32?, v: i32?"))
    with pytest.raises(PlanError) as caught:
        plan.to_dataframe(spark, {"items": bound})
    problem = caught.value.problems[0]
    assert problem.path == "relations[0].root.input.read.baseSchema"
    assert "column 'v' is i64 in the data but i32? in baseSchema" in problem.message


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


def test_cli_run_reports_a_narrowing_read_without_a_traceback(
    items: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(read_plan("k: i32?, v: i32?")))
    code = main(["run", str(plan_file), "--table", f"items={items}", "--master", "local[2]"])
    err = capsys.readouterr().err
    assert code == 1
    assert "relations[0].root.input.read.baseSchema" in err
    assert "Traceback" not in err
