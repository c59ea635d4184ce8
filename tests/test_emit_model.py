"""``to_substrait`` writes the plan from the bound model: what a plan says
beside its computation (hints, advanced extensions, file item details, write
targets, plan-level fields) is kept on the model and written back, and a
value that cannot be written is a PlanError at its JSON path."""

from __future__ import annotations

from typing import Any

import pytest
from google.protobuf import json_format

from substrait_expr.plan import PlanError, load_plan

EMPTY_ANY = {"@type": "type.googleapis.com/google.protobuf.Empty"}
TABLE = {
    "read": {
        "namedTable": {"names": ["t"], "advancedExtension": {"optimization": [EMPTY_ANY]}},
        "baseSchema": "k: i32, v: i64?",
        "common": {
            "hint": {"alias": "tt", "stats": {"rowCount": 10}, "outputNames": ["kk", "vv"]},
            "relAnchor": 3,
            "advancedExtension": {"optimization": [EMPTY_ANY]},
        },
        "advancedExtension": {"optimization": [EMPTY_ANY]},
        "projection": {
            "select": {"structItems": [{"field": 0}, {"field": 1}]},
            "maintainSingularStruct": True,
        },
    }
}


def compiled(plan: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = json_format.MessageToDict(load_plan(plan).to_substrait())
    return result


def test_hints_and_extensions_are_written_from_the_model() -> None:
    plan = {
        "version": {"minorNumber": 50, "producer": "me"},
        "expectedTypeUrls": ["x"],
        "relations": [{"root": {"input": {"filter": {"input": TABLE, "condition": "kk > 1"}}}}],
    }
    message = compiled(plan)
    assert message["version"] == {"minorNumber": 50, "producer": "me"}
    assert message["expectedTypeUrls"] == ["x"]
    read = message["relations"][0]["root"]["input"]["filter"]["input"]["read"]
    assert read["common"] == {
        "hint": {"alias": "tt", "stats": {"rowCount": 10.0}, "outputNames": ["kk", "vv"]},
        "relAnchor": 3,
        "advancedExtension": {"optimization": [EMPTY_ANY]},
    }
    assert read["advancedExtension"] == {"optimization": [EMPTY_ANY]}
    assert read["namedTable"]["advancedExtension"] == {"optimization": [EMPTY_ANY]}
    assert read["projection"]["maintainSingularStruct"] is True
    again = load_plan(load_plan(plan).to_substrait())
    assert json_format.MessageToDict(again.to_substrait()) == message


def test_file_items_keep_their_uri_kind_partition_and_text_options() -> None:
    items = [
        {
            "uriFile": "/data/a.csv",
            "partitionIndex": 2,
            "text": {"fieldDelimiter": ";", "headerLinesToSkip": "1", "maxLineSize": 100},
        },
        {"uriPathGlob": "/data/x/*.parquet"},
        {"uriFolder": "/data/y.csv"},
    ]
    plan = {
        "relations": [
            {
                "root": {
                    "input": {
                        "read": {"localFiles": {"items": items}, "baseSchema": "k: i32, v: i64?"}
                    }
                }
            }
        ]
    }
    written = compiled(plan)["relations"][0]["root"]["input"]["read"]["localFiles"]["items"]
    assert written == [
        {
            "uriFile": "/data/a.csv",
            "partitionIndex": "2",
            "text": {"fieldDelimiter": ";", "headerLinesToSkip": "1", "maxLineSize": "100"},
        },
        {"uriPathGlob": "/data/x/*.parquet", "parquet": {}},
        {"uriFolder": "/data/y.csv", "text": {"fieldDelimiter": ",", "headerLinesToSkip": "1"}},
    ]


def test_a_write_keeps_its_target_names_and_operation() -> None:
    write = {"input": TABLE, "namedTable": {"names": ["db", "view"]}, "op": "WRITE_OP_INSERT"}
    body = compiled({"relations": [{"root": {"input": {"write": write}}}]})["relations"][0]
    written = body["root"]["input"]["write"]
    assert written["namedTable"] == {"names": ["db", "view"]}
    assert written["op"] == "WRITE_OP_INSERT"
    assert written["createMode"] == "CREATE_MODE_ERROR_IF_EXISTS"
    assert written["output"] == "OUTPUT_MODE_NO_OUTPUT"


def test_an_emit_a_producer_rule_inferred_is_written_out() -> None:
    plan = {
        "version": {"minorNumber": 53, "producer": "DuckDB"},
        "relations": [
            {
                "root": {
                    "input": {
                        "project": {
                            "input": {
                                "read": {"namedTable": {"names": ["t"]}, "baseSchema": "k: i32"}
                            },
                            "expressions": ["k + 1"],
                        }
                    }
                }
            }
        ],
    }
    loaded = load_plan(plan)
    project = compiled(plan)["relations"][0]["root"]["input"]["project"]
    assert project["common"]["emit"] == {"outputMapping": [1]}
    assert [r.input.schema for r in load_plan(loaded.to_substrait()).roots] == [
        r.input.schema for r in loaded.roots
    ]


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (
            {"advancedExtension": {"optimization": 5}},
            "relations[0].root.input.read.advancedExtension",
        ),
        (
            {"common": {"hint": {"stats": {"rowCount": "many"}}}},
            "relations[0].root.input.read.common.hint",
        ),
        (
            {"localFiles": {"items": [{"uriFile": "/data/a.json"}]}, "namedTable": None},
            "relations[0].root.input.read.localFiles.items[0]",
        ),
    ],
)
def test_what_cannot_be_written_is_a_plan_error_at_its_path(
    change: dict[str, Any], path: str
) -> None:
    read = {"namedTable": {"names": ["t"]}, "baseSchema": "k: i32", **change}
    read = {k: v for k, v in read.items() if v is not None}
    loaded = load_plan({"relations": [{"root": {"input": {"read": read}}}]})
    with pytest.raises(PlanError) as raised:
        loaded.to_substrait()
    assert str(raised.value).startswith(f"error: {path}: cannot be written as Substrait")
