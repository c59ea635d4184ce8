"""Plans through the CLI and as standard Substrait: compile, reload, run.

CLI commands run in-process (``cli.main``), so they reuse the test session.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format
from substrait import plan_pb2

from substrait_expr.cli import main
from substrait_expr.plan import PlanError, load_plan

PLAN: dict[str, Any] = {
    "relations": [
        {
            "root": {
                "names": ["region", "total"],
                "input": {
                    "sort": {
                        "sorts": ["total DESC"],
                        "input": {
                            "aggregate": {
                                "groupings": [{"groupingExpressions": ["region"]}],
                                "measures": [
                                    {"measure": "sum(qty * 2) FILTER (WHERE qty > 0) AS total"}
                                ],
                                "input": {
                                    "read": {
                                        "namedTable": {"names": ["sales"]},
                                        "baseSchema": "region: string?, qty: i64?",
                                    }
                                },
                            }
                        },
                    }
                },
            }
        }
    ]
}


@pytest.fixture
def sales(tmp_path: Path, spark: Any) -> str:
    path = tmp_path / "sales.parquet"
    spark.createDataFrame(
        [("n", 1), ("n", 2), ("s", 5), ("s", -1), (None, 4)], "region string, qty long"
    ).write.parquet(str(path))
    return str(path)


@pytest.fixture
def plan_file(tmp_path: Path) -> Path:
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(PLAN), encoding="utf-8")
    return path


def result(spark: Any, source: Any, sales: str) -> list[tuple[Any, ...]]:
    df = load_plan(source).to_dataframe(spark, tables={"sales": sales})
    return [tuple(r) for r in df.collect()]


@pytest.mark.spark
def test_compiled_plan_runs_the_same_as_json_and_binary(
    spark: Any, sales: str, plan_file: Path, tmp_path: Path
) -> None:
    expected = [("s", 10), (None, 8), ("n", 6)]
    assert result(spark, plan_file, sales) == expected
    out_json, out_pb = tmp_path / "out.json", tmp_path / "out.pb"
    assert main(["compile", str(plan_file), "-o", str(out_json)]) == 0
    assert main(["compile", str(plan_file), "-o", str(out_pb)]) == 0
    standard = json.loads(out_json.read_text(encoding="utf-8"))
    # A standard plan: no strings where expressions stand, functions declared.
    aggregate = standard["relations"][0]["root"]["input"]["sort"]["input"]["aggregate"]
    assert isinstance(aggregate["measures"][0]["measure"], dict)
    assert isinstance(aggregate["groupingExpressions"][0], dict)
    assert {e["extensionFunction"]["name"] for e in standard["extensions"]} >= {
        "sum:i64",
        "multiply:i64_i64",
        "gt:any_any",
    }
    json_format.ParseDict(standard, plan_pb2.Plan())  # valid against the protobuf
    assert result(spark, out_json, sales) == expected
    assert result(spark, out_pb, sales) == expected
    message = plan_pb2.Plan()
    message.ParseFromString(out_pb.read_bytes())
    assert result(spark, message, sales) == expected


def test_compile_never_overwrites_without_force(plan_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    out.write_text("keep me", encoding="utf-8")
    assert main(["compile", str(plan_file), "-o", str(out)]) == 1
    assert out.read_text(encoding="utf-8") == "keep me"
    assert main(["compile", str(plan_file), "-o", str(out), "--force"]) == 0


def loose(extensions: list[dict[str, Any]], urns: list[dict[str, Any]] | None = None) -> Any:
    """A producer's plan: protobuf expressions only, functions declared loosely."""
    plan: dict[str, Any] = {
        "extensions": extensions,
        "relations": [
            {
                "root": {
                    "names": ["x", "y"],
                    "input": {
                        "project": {
                            "common": {"emit": {"outputMapping": [0, 1]}},
                            "input": {
                                "read": {
                                    "baseSchema": {
                                        "names": ["x"],
                                        "struct": {
                                            "types": [
                                                {"i32": {"nullability": "NULLABILITY_REQUIRED"}}
                                            ]
                                        },
                                    },
                                    "virtualTable": {
                                        "expressions": [
                                            {"fields": [{"literal": {"i32": 4}}]},
                                        ]
                                    },
                                }
                            },
                            "expressions": [
                                {
                                    "scalarFunction": {
                                        "functionReference": 7,
                                        "outputType": {
                                            "i32": {"nullability": "NULLABILITY_REQUIRED"}
                                        },
                                        "arguments": [
                                            {
                                                "value": {
                                                    "selection": {
                                                        "directReference": {
                                                            "structField": {"field": 0}
                                                        },
                                                        "rootReference": {},
                                                    }
                                                }
                                            },
                                            {"value": {"literal": {"i32": 3}}},
                                        ],
                                    }
                                }
                            ],
                        }
                    },
                }
            }
        ],
    }
    if urns is not None:
        plan["extensionUris"] = urns
    return plan


@pytest.mark.spark
@pytest.mark.parametrize(
    ("declaration", "uris"),
    [
        ({"functionAnchor": 7, "name": "divide"}, None),  # bare name, no URN
        ({"functionAnchor": 7, "name": "divide:i32_i32"}, None),
        (
            {"functionAnchor": 7, "name": "divide:i32_i32", "extensionUriReference": 1},
            [
                {
                    "extensionUriAnchor": 1,
                    "uri": "https://github.com/substrait-io/substrait/blob/main/extensions/"
                    "functions_arithmetic.yaml",
                }
            ],
        ),
    ],
)
def test_loose_producer_plans_resolve_by_name(
    spark: Any, declaration: dict[str, Any], uris: Any
) -> None:
    data = loose([{"extensionFunction": declaration}], uris)
    df = load_plan(data).to_dataframe(spark)
    assert [tuple(r) for r in df.collect()] == [(4, 1)]  # Substrait integer division


def test_ambiguous_loose_names_are_reported() -> None:
    data = loose([{"extensionFunction": {"functionAnchor": 7, "name": "count:any"}}])
    data["relations"][0]["root"]["input"]["project"]["expressions"][0]["scalarFunction"][
        "arguments"
    ] = []
    with pytest.raises(PlanError) as caught:
        load_plan(data)
    assert "count" in str(caught.value)


@pytest.mark.spark
def test_run_prints_the_table_and_writes_without_overwriting(
    sales: str, plan_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", str(plan_file), "--table", f"sales={sales}", "--show", "5"]) == 0
    printed = capsys.readouterr().out
    assert "region" in printed and "|s     |10   |" in printed
    out = tmp_path / "result"
    args = ["run", str(plan_file), "--table", f"sales={sales}", "--output", str(out)]
    assert main([*args, "--format", "csv"]) == 0
    assert main([*args, "--format", "csv"]) == 1  # exists: refused
    assert "exists" in capsys.readouterr().err
    assert main([*args, "--format", "csv", "--mode", "overwrite"]) == 0


@pytest.mark.spark
def test_run_lowers_as_asked(
    sales: str, plan_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["run", str(plan_file), "--table", f"sales={sales}", "--verbose"]
    printed = {}
    for lowering in ("auto", "statement", "dataframe"):
        assert main([*args, "--lowering", lowering]) == 0
        captured = capsys.readouterr()
        printed[lowering] = captured.out
        how = "DataFrames" if lowering == "dataframe" else "one spark.sql statement per root"
        assert f"lowered as {how}" in captured.err
    assert printed["auto"] == printed["statement"] == printed["dataframe"]
    assert "|s     |10   |" in printed["dataframe"]


def test_check_and_explain_a_plan(plan_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(plan_file)]) == 0
    assert "region: string?, total: i64?" in capsys.readouterr().out
    assert main(["explain", "--no-spark", str(plan_file)]) == 0
    tree = capsys.readouterr().out
    assert "aggregate by region" in tree and "read table sales" in tree


def test_bad_plans_exit_1_with_the_json_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = json.loads(json.dumps(PLAN))
    bad["relations"][0]["root"]["input"]["sort"]["sorts"] = ["totl DESC"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert "relations[0].root.input.sort.sorts[0]" in err
    assert "line 1, column 1" in err and "did you mean total" in err
    path.write_text("{not json", encoding="utf-8")
    assert main(["run", str(path)]) == 1
    assert "not JSON" in capsys.readouterr().err


def test_exit_codes_tell_bad_input_from_an_engine_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def plan(expression: str) -> str:
        path = tmp_path / "p.json"
        read = {"read": {"baseSchema": "a: i32", "virtualTable": {"expressions": [["2147483647"]]}}}
        project = {"project": {"input": read, "expressions": [expression]}}
        root = {"root": {"names": ["a", "b"], "input": project}}
        path.write_text(json.dumps({"relations": [root]}), encoding="utf-8")
        return str(path)

    assert main(["run", plan("add(a, 1) [overflow:SILENT]")]) == 0
    assert main(["run", plan("a + nope")]) == 1  # bad input
    # The plan is fine; running it raises (the overflow the plan asks to raise).
    assert main(["run", plan("add(a, 1) [overflow:ERROR]")]) == 3
    assert "Spark failed" in capsys.readouterr().err
