"""The seam between the engine-neutral plan stages and the Spark backend.

Relation kinds Spark cannot run (topN, physical and lateral joins, the window
relation, exchange, expand, DDL, update) bind like any other: they check,
explain, compile to Substrait and decompile. The Spark backend's capability
table (``backends/spark/capabilities.py``) refuses them, with the reason at
the relation's JSON path, before a Spark run starts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.backends import get_backend
from substrait_expr.plan import PlanError, PlanOptions, load_plan
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanProblem
from substrait_expr.substrait import to_json

T = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "k: i32, v: i64?"}}
U = {"read": {"namedTable": {"names": ["u"]}, "baseSchema": "k2: i32, w: string"}}
FIELD0 = {"directReference": {"structField": {"field": 0}}, "rootReference": {}}
KEY = {"left": FIELD0, "right": FIELD0, "comparison": {"simple": "SIMPLE_COMPARISON_TYPE_EQ"}}

# kind → (relation, its output schema)
KEPT: dict[str, tuple[dict[str, Any], str]] = {
    "topN": (
        {"topN": {"input": T, "sorts": ["k DESC"], "offset": 1, "count": "5"}},
        "k: i32, v: i64?",
    ),
    "hashJoin": (
        {
            "hashJoin": {
                "left": T,
                "right": U,
                "type": "JOIN_TYPE_LEFT",
                "keys": [KEY],
                "postJoinFilter": "v > 1",
            }
        },
        "k: i32, v: i64?, k2: i32?, w: string?",
    ),
    "mergeJoin": (
        {"mergeJoin": {"left": T, "right": U, "type": "JOIN_TYPE_LEFT_MARK", "keys": [KEY]}},
        "k: i32, v: i64?, mark: boolean?",
    ),
    "nestedLoopJoin": (
        {
            "nestedLoopJoin": {
                "left": T,
                "right": U,
                "type": "JOIN_TYPE_LEFT_SEMI",
                "expression": "k = k2",
            }
        },
        "k: i32, v: i64?",
    ),
    "lateralJoin": (
        {
            "lateralJoin": {
                "left": T,
                "right": {"filter": {"input": U, "condition": "k2 = $outer.k"}},
                "type": "JOIN_TYPE_INNER",
                "expression": "true",
            }
        },
        "k: i32, v: i64?, k2: i32, w: string",
    ),
    "window": (
        {
            "window": {
                "input": T,
                "partitionExpressions": ["k"],
                "sorts": ["v DESC"],
                "windowFunctions": [
                    "rank() OVER () AS r",
                    "sum(v) OVER (ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)",
                ],
            }
        },
        "k: i32, v: i64?, r: i64?, sum: i64?",
    ),
    "exchange": (
        {
            "exchange": {
                "input": T,
                "partitionCount": 4,
                "scatterByFields": {"fields": [FIELD0]},
            }
        },
        "k: i32, v: i64?",
    ),
    "expand": (
        {
            "expand": {
                "input": T,
                "fields": [
                    {"consistentField": "k AS key"},
                    {"switchingField": {"duplicates": ["v", "NULL::i64?"]}},
                ],
            }
        },
        "key: i32, v: i64?",
    ),
    "ddl": (
        {
            "ddl": {
                "namedObject": {"names": ["vw"]},
                "object": "DDL_OBJECT_VIEW",
                "op": "DDL_OP_CREATE",
                "viewDefinition": T,
            }
        },
        "",
    ),
    "update": (
        {
            "update": {
                "namedTable": {"names": ["t"]},
                "tableSchema": "k: i32, v: i64?",
                "condition": "k > 1",
                "transformations": [{"transformation": "v + 1", "columnTarget": 1}],
            }
        },
        "",
    ),
}


TOP_N_REFUSED = (
    "error: relations[0].root.input.topN: not supported on Spark: "
    "topN is not supported; write a sort followed by a fetch"
)


def plan(rel: dict[str, Any]) -> dict[str, Any]:
    return {"relations": [{"root": {"input": rel}}]}


def schemas(roots: list[m.Root]) -> list[str]:
    return [str(root.input.schema) for root in roots]


@pytest.mark.parametrize("kind", sorted(KEPT))
def test_relations_spark_cannot_run_still_check_explain_and_compile(kind: str) -> None:
    rel, schema = KEPT[kind]
    loaded = load_plan(plan(rel))
    assert schemas(loaded.check()) == [schema]
    assert f"  {kind}" in loaded.explain()
    assert json.loads(loaded.explain("json"))["roots"][0]["input"]["kind"] == kind
    assert kind in loaded.explain("mermaid")
    message = loaded.to_substrait()
    assert message.relations[0].root.input.WhichOneof("rel_type") is not None
    assert schemas(load_plan(message).check()) == [schema]
    # The text form loads to the same plan, and compiles to the same message.
    text = json.loads(json.dumps(loaded.to_text_plan()))
    again = load_plan(text)
    assert schemas(again.check()) == [schema]
    assert to_json(again.to_substrait()) == to_json(message)


def test_a_kept_relation_compiles_to_standard_substrait() -> None:
    rel, _ = KEPT["topN"]
    body = json.loads(to_json(load_plan(plan(rel)).to_substrait()))
    top_n = body["relations"][0]["root"]["input"]["topN"]
    assert top_n["offset"] == {"literal": {"i64": "1"}}
    assert top_n["count"] == {"literal": {"i64": "5"}}
    assert top_n["sorts"][0]["direction"] == "SORT_DIRECTION_DESC_NULLS_FIRST"
    assert "selection" in top_n["sorts"][0]["expr"]  # text became a Substrait expression
    rel, _ = KEPT["window"]
    body = json.loads(to_json(load_plan(plan(rel)).to_substrait()))
    window = body["relations"][0]["root"]["input"]["window"]
    assert [set(f) >= {"functionReference", "outputType"} for f in window["windowFunctions"]] == [
        True,
        True,
    ]
    assert not any("partitions" in f for f in window["windowFunctions"])


@pytest.mark.parametrize(
    ("rel", "path", "message"),
    [
        (
            {"topN": {"input": T, "sorts": []}},
            "relations[0].root.input.topN.sorts",
            "should be non-empty",
        ),
        (
            {"topN": {"input": T, "sorts": ["k"], "cout": 1}},
            "relations[0].root.input.topN",
            "did you mean 'count'",
        ),
        (
            {"topN": {"input": T, "sorts": ["kk"]}},
            "relations[0].root.input.topN.sorts[0]",
            "no field named 'kk'",
        ),
        (
            {"window": {"input": T, "windowFunctions": ["rank() OVER (PARTITION BY k)"]}},
            "relations[0].root.input.window.windowFunctions[0]",
            "the relation gives the partitions",
        ),
        (
            {"hashJoin": {"left": T, "right": U, "type": "JOIN_TYPE_INNER"}},
            "relations[0].root.input.hashJoin",
            "'keys' is required",
        ),
        (
            {"expand": {"input": T, "fields": [{"switchingField": {"duplicates": ["k", "'a'"]}}]}},
            "relations[0].root.input.expand.fields[0].switchingField.duplicates[1]",
            "one type",
        ),
        (
            {"extensionLeaf": {"detail": {}}},
            "relations[0].root.input.extensionLeaf",
            "cannot be typed",
        ),
    ],
)
def test_kept_relations_are_checked_like_others(
    rel: dict[str, Any], path: str, message: str
) -> None:
    with pytest.raises(PlanError) as caught:
        load_plan(plan(rel))
    first = caught.value.problems[0]
    assert (first.path, message in first.message) == (path, True), first


# ---------------------------------------------------------------- the Spark side


@pytest.mark.parametrize("kind", sorted(KEPT))
def test_the_spark_backend_refuses_them_with_the_reason(kind: str) -> None:
    from substrait_expr.backends.spark.capabilities import UNSUPPORTED_RELATIONS

    rel, _ = KEPT[kind]
    roots = load_plan(plan(rel)).check()
    assert get_backend("spark").diagnostics(roots) == [
        PlanProblem(
            f"relations[0].root.input.{kind}",
            f"not supported on Spark: {UNSUPPORTED_RELATIONS[kind]}",
        )
    ]


def test_refusals_are_found_in_subqueries_and_shared_relations() -> None:
    from substrait_expr.backends.spark.capabilities import unsupported_relations

    top_n, _ = KEPT["topN"]
    data = {
        "subqueries": {"best": top_n},
        "relations": [
            {"rel": KEPT["exchange"][0]},
            {
                "root": {
                    "input": {
                        "cross": {
                            "left": {"filter": {"input": T, "condition": "EXISTS (TABLE best)"}},
                            "right": {"reference": {"subtreeOrdinal": 0}},
                        }
                    }
                }
            },
        ],
    }
    problems = unsupported_relations(load_plan(data).check())
    assert sorted(p.path for p in problems) == ["relations[0].rel.exchange", "subqueries.best.topN"]


def test_the_table_covers_every_kind_the_binder_keeps() -> None:
    from substrait_expr.backends.spark.capabilities import UNSUPPORTED_RELATIONS

    assert set(KEPT) <= set(UNSUPPORTED_RELATIONS)


def test_functions_the_spark_table_refuses_are_diagnosed() -> None:
    read = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "x: fp64, b: fp64"}}
    data = plan({"project": {"input": read, "expressions": ["logb(x, b)", "x + b"]}})
    problems = get_backend("spark").diagnostics(load_plan(data).check())
    assert [p.path for p in problems] == ["relations[0].root.input.project"]
    assert problems[0].message.startswith("not supported on Spark: logb:fp64_fp64: ")


def test_cli_run_and_sql_refuse_before_starting_spark(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from substrait_expr.cli import main, plan_commands

    def no_session(args: Any) -> Any:
        raise AssertionError("a session was started")

    monkeypatch.setattr(plan_commands, "_session", no_session)
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan(KEPT["topN"][0])))
    for command in ("run", "sql"):
        assert main([command, str(path)]) == 1
        assert capsys.readouterr().err.strip() == TOP_N_REFUSED
    assert main(["check", str(path)]) == 0  # checking needs no engine
    assert main(["compile", str(path)]) == 0


@pytest.mark.spark
@pytest.mark.parametrize("lowering", ["auto", "dataframe", "statement"])
def test_running_on_spark_refuses_before_anything_runs(spark: Any, lowering: str) -> None:
    loaded = load_plan(plan(KEPT["topN"][0]))
    with pytest.raises(PlanError) as caught:
        loaded.to_dataframe(spark, lowering=lowering)
    assert str(caught.value) == TOP_N_REFUSED
    with pytest.raises(PlanError) as caught:
        loaded.collect(spark)
    assert str(caught.value) == TOP_N_REFUSED


@pytest.mark.spark
def test_a_plan_typed_from_the_data_is_refused_once_bound(spark: Any) -> None:
    untyped = {"read": {"namedTable": {"names": ["t"]}}}
    loaded = load_plan(plan({"topN": {"input": untyped, "sorts": ["k"], "count": 1}}))
    assert loaded.deferred is not None
    data = spark.createDataFrame([(1,)], "k int")
    with pytest.raises(PlanError) as caught:
        loaded.to_dataframe(spark, {"t": data})
    assert str(caught.value) == TOP_N_REFUSED


def _two_refused_functions() -> dict[str, Any]:
    """``logb`` (refused by the Spark table) in two relations: a filter, and a
    project column the emit drops (it is still the plan's, so still refused)."""
    read = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "x: fp64, b: fp64"}}
    kept = {"filter": {"input": read, "condition": "logb(x, b) > 0.0"}}
    project = {"project": {"input": kept, "expressions": ["logb(b, x)", "x + b"]}}
    project["project"]["common"] = {"emit": {"outputMapping": [0, 1, 3]}}
    return plan(project)


LOWERINGS = ("auto", "dataframe", "statement")
EVERY_REFUSAL = [
    "relations[0].root.input.project",
    "relations[0].root.input.project.input.filter",
]


# ``to_spark_sql`` (no Spark), then each lowering of ``to_dataframe`` (on Spark).
EACH_LOWERING = ["sql", *(pytest.param(how, marks=pytest.mark.spark) for how in LOWERINGS)]


def _refusals(data: dict[str, Any], lowering: str, request: Any) -> list[PlanProblem]:
    """The problems the plan ``data`` is refused with, lowered as ``lowering``."""
    loaded = load_plan(data)
    with pytest.raises(PlanError) as caught:
        if lowering == "sql":
            loaded.to_spark_sql()
        else:
            loaded.to_dataframe(request.getfixturevalue("spark"), lowering=lowering)
    return caught.value.problems


@pytest.mark.parametrize("lowering", EACH_LOWERING)
def test_every_refused_function_is_reported_by_each_lowering(lowering: str, request: Any) -> None:
    """The statement is printed before the capability walk (a statement that
    printed needs none); where it does not print, the walk still reports
    every place, not the first the printer met."""
    problems = _refusals(_two_refused_functions(), lowering, request)
    assert [p.path for p in problems] == EVERY_REFUSAL
    assert all("logb:fp64_fp64: ambiguous argument order" in p.message for p in problems)


# File items Spark cannot read bind like any other (formats are the plan's);
# the Spark backend refuses them at the item.
FILES = {
    "read": {
        "baseSchema": "a: i32",
        "localFiles": {
            "items": [
                {"uriFile": "/data/x.arrow", "arrow": {}},
                {"uriFile": "/data/x.dwrf", "dwrf": {}},
                {"uriFile": "/data/x.csv", "text": {"fieldDelimiter": ";", "headerLinesToSkip": 2}},
                {"uriFile": "/data/y.parquet", "parquet": {}, "start": "4", "length": "100"},
            ]
        },
    }
}
FILE_REFUSALS = [
    "relations[0].root.input.read.localFiles.items[0].arrow",
    "relations[0].root.input.read.localFiles.items[1].dwrf",
    "relations[0].root.input.read.localFiles.items[2].text",
    "relations[0].root.input.read.localFiles.items[3]",
]


def test_file_formats_spark_cannot_read_bind_compile_and_read_back() -> None:
    loaded = load_plan(plan(FILES))
    formats = [item.format for item in loaded.roots[0].input.files]  # type: ignore[attr-defined]
    assert formats == [
        m.FileFormat.ARROW,
        m.FileFormat.DWRF,
        m.FileFormat.CSV,
        m.FileFormat.PARQUET,
    ]
    written = json.loads(to_json(loaded.to_substrait()))["relations"][0]["root"]["input"]["read"]
    items = written["localFiles"]["items"]
    assert [next(k for k in i if k in ("arrow", "dwrf", "text", "parquet")) for i in items] == [
        "arrow",
        "dwrf",
        "text",
        "parquet",
    ]
    assert items[2]["text"] == {"fieldDelimiter": ";", "headerLinesToSkip": "2"}
    assert (items[3]["start"], items[3]["length"]) == ("4", "100")
    again = load_plan(loaded.to_text_plan())
    assert [item.format for item in again.roots[0].input.files] == formats  # type: ignore[attr-defined]
    problems = get_backend("spark").diagnostics(loaded.roots)
    assert [p.path for p in problems] == FILE_REFUSALS
    assert "Arrow IPC" in problems[0].message and "header lines" in problems[2].message
    assert "byte ranges" in problems[3].message


@pytest.mark.parametrize("lowering", EACH_LOWERING)
def test_file_items_spark_cannot_read_are_refused_by_each_lowering(
    lowering: str, request: Any
) -> None:
    assert [p.path for p in _refusals(plan(FILES), lowering, request)] == FILE_REFUSALS


@pytest.mark.parametrize("op", ["WRITE_OP_DELETE", "WRITE_OP_UPDATE"])
def test_write_operations_spark_does_not_run_bind_and_compile(op: str) -> None:
    write = {"write": {"input": T, "namedTable": {"names": ["t"]}, "op": op}}
    loaded = load_plan(plan(write))
    assert loaded.roots[0].input.op is m.WriteOp(op)  # type: ignore[attr-defined]
    written = json.loads(to_json(loaded.to_substrait()))["relations"][0]["root"]["input"]
    assert written["write"]["op"] == op
    assert load_plan(loaded.to_text_plan()).roots[0].input.op is m.WriteOp(op)  # type: ignore[attr-defined]
    problems = get_backend("spark").diagnostics(loaded.roots)
    assert [(p.path, "INSERT and CTAS only" in p.message) for p in problems] == [
        ("relations[0].root.input.write.op", True)
    ]


@pytest.mark.parametrize("lowering", EACH_LOWERING)
def test_a_delete_is_refused_before_anything_runs(lowering: str, request: Any) -> None:
    write = {"write": {"input": T, "namedTable": {"names": ["t"]}, "op": "WRITE_OP_DELETE"}}
    paths = [p.path for p in _refusals(plan(write), lowering, request)]
    assert paths == ["relations[0].root.input.write.op"]


@pytest.mark.parametrize(
    ("side", "fields"), [("LEFT", "k: i32, v: i64?"), ("RIGHT", "k2: i32, w: string")]
)
def test_mark_joins_bind_with_their_mark_column_and_compile(side: str, fields: str) -> None:
    join = {"join": {"left": T, "right": U, "expression": "k = k2",
                     "type": f"JOIN_TYPE_{side}_MARK"}}  # fmt: skip
    loaded = load_plan(plan(join))
    assert str(loaded.roots[0].input.schema) == f"{fields}, mark: boolean?"
    written = json.loads(to_json(loaded.to_substrait()))["relations"][0]["root"]["input"]
    assert written["join"]["type"] == f"JOIN_TYPE_{side}_MARK"
    again = load_plan(loaded.to_text_plan())
    assert str(again.roots[0].input.schema) == str(loaded.roots[0].input.schema)
    assert get_backend("spark").diagnostics(loaded.roots) == []


def test_a_mark_join_has_no_single_spark_sql_statement() -> None:
    join = {"join": {"left": T, "right": U, "expression": "k = k2", "type": "JOIN_TYPE_LEFT_MARK"}}
    with pytest.raises(PlanError, match="no single Spark SQL statement"):
        load_plan(plan(join)).to_spark_sql()


# The spec's mark: true if some row matches, else null if the condition is
# null for some row, else false.
def _values(schema: str, *cells: str) -> dict[str, Any]:
    rows = [{"fields": [cell]} for cell in cells]
    return {"read": {"baseSchema": schema, "virtualTable": {"expressions": rows}}}


MARK_LEFT = _values("k: i32?", "1", "2", "null", "3")


@pytest.mark.spark
@pytest.mark.parametrize(
    ("right", "want"),
    [
        (("1", "null"), [(1, True), (2, None), (None, None), (3, None)]),
        (("1", "5"), [(1, True), (2, False), (None, None), (3, False)]),
        ((), [(1, False), (2, False), (None, False), (3, False)]),
    ],
)
def test_mark_joins_run_on_spark_three_valued(
    spark: Any, right: tuple[str, ...], want: list[tuple[Any, ...]]
) -> None:
    other = _values("k2: i32?", *right)
    for side, left, rest in (("LEFT", MARK_LEFT, other), ("RIGHT", other, MARK_LEFT)):
        join = {"join": {"left": left, "right": rest, "expression": "k = k2",
                         "type": f"JOIN_TYPE_{side}_MARK"}}  # fmt: skip
        got = [tuple(row) for row in load_plan(plan(join)).collect(spark)]
        assert sorted(got, key=repr) == sorted(want, key=repr), side


# Table kinds the bound plan keeps as written: another engine may read them,
# the Substrait writer passes them on, and the Spark backend refuses them.
KEPT_TABLES = {
    "extensionTable": {
        "detail": {"@type": "type.googleapis.com/google.protobuf.StringValue", "value": "w.t"}
    },
    "icebergTable": {"direct": {"metadataUri": "s3://bucket/t/metadata/v1.json"}},
}


@pytest.mark.parametrize("kind", list(KEPT_TABLES))
def test_extension_and_iceberg_tables_bind_compile_and_read_back(kind: str) -> None:
    read = {"read": {"baseSchema": "a: i32, b: string?", kind: KEPT_TABLES[kind]}}
    loaded = load_plan(plan({"filter": {"input": read, "condition": "a > 1"}}))
    assert str(loaded.roots[0].input.schema) == "a: i32, b: string?"
    label = "extension table (type.googleapis.com" if kind == "extensionTable" else "Iceberg table"
    assert label in loaded.explain()
    message = loaded.to_substrait()
    written = json.loads(to_json(message))["relations"][0]["root"]["input"]["filter"]["input"]
    assert written["read"][kind] == KEPT_TABLES[kind]
    for again in (load_plan(loaded.to_text_plan()), load_plan(message)):
        assert again.to_substrait() == message
    problems = get_backend("spark").diagnostics(loaded.roots)
    assert [p.path for p in problems] == [f"relations[0].root.input.filter.input.read.{kind}"]
    assert "Spark reads named tables, files and virtual tables" in problems[0].message


@pytest.mark.parametrize("lowering", EACH_LOWERING)
def test_an_extension_table_is_refused_by_each_lowering(lowering: str, request: Any) -> None:
    read = {"read": {"baseSchema": "a: i32", "extensionTable": KEPT_TABLES["extensionTable"]}}
    paths = [p.path for p in _refusals(plan(read), lowering, request)]
    assert paths == ["relations[0].root.input.read.extensionTable"]


def test_an_extension_table_needs_the_types_of_its_columns() -> None:
    read = {"read": {"baseSchema": {"names": ["a"]}, "icebergTable": KEPT_TABLES["icebergTable"]}}
    with pytest.raises(PlanError) as caught:
        load_plan(plan(read))
    assert caught.value.problems[0].path == "relations[0].root.input.read.baseSchema"
    assert "an Iceberg table needs a baseSchema with types" in str(caught.value)


@pytest.mark.parametrize("op", ["WRITE_OP_INSERT", "WRITE_OP_CTAS", "WRITE_OP_DELETE"])
def test_writes_to_an_extension_table_bind_compile_and_read_back(op: str) -> None:
    """The target is kept as written; the operation too (INSERT stays INSERT
    in the text form: which operations an engine runs is the engine's)."""
    target = KEPT_TABLES["extensionTable"]
    loaded = load_plan(plan({"write": {"input": T, "extensionTable": target, "op": op}}))
    assert "write to an extension table (type.googleapis.com" in loaded.explain()
    message = loaded.to_substrait()
    written = json.loads(to_json(message))["relations"][0]["root"]["input"]["write"]
    assert (written["extensionTable"], written["op"], "namedTable" in written) == (
        target,
        op,
        False,
    )
    text_form = loaded.to_text_plan()["relations"][0]["root"]["input"]["write"]
    assert (text_form["extensionTable"], text_form["op"]) == (target, op)
    assert load_plan(loaded.to_text_plan()).to_substrait() == message
    problems = get_backend("spark").diagnostics(loaded.roots)
    assert problems[0].path == "relations[0].root.input.write.extensionTable"
    assert "Spark writes files and views" in problems[0].message


def test_an_insert_keeps_its_operation_in_the_text_form() -> None:
    insert = {"write": {"input": T, "namedTable": {"names": ["t2"]}, "op": "WRITE_OP_INSERT"}}
    loaded = load_plan(plan(insert), options=PlanOptions(allow_write=True))
    assert loaded.to_text_plan()["relations"][0]["root"]["input"]["write"]["op"] == (
        "WRITE_OP_INSERT"
    )


@pytest.mark.parametrize("lowering", EACH_LOWERING)
def test_a_write_to_an_extension_table_is_refused_by_each_lowering(
    lowering: str, request: Any
) -> None:
    write = {"write": {"input": T, "extensionTable": KEPT_TABLES["extensionTable"]}}
    paths = [p.path for p in _refusals(plan(write), lowering, request)]
    assert paths == ["relations[0].root.input.write.extensionTable"]


def test_allow_write_false_refuses_a_write_to_an_extension_table_too() -> None:
    write = {"write": {"input": T, "extensionTable": KEPT_TABLES["extensionTable"]}}
    with pytest.raises(PlanError) as caught:
        load_plan(plan(write), options=PlanOptions(allow_write=False))
    assert caught.value.problems[0].path == "relations[0].root.input.write.extensionTable"
    assert "writes are not allowed" in str(caught.value)


EXTENSION_FORMAT = {"@type": "type.googleapis.com/google.protobuf.StringValue", "value": "avro"}


def test_a_file_format_given_as_an_extension_binds_compiles_and_reads_back() -> None:
    files = {"localFiles": {"items": [{"uriFile": "/data/x.avro", "extension": EXTENSION_FORMAT}]}}
    loaded = load_plan(plan({"read": {"baseSchema": "a: i32", **files}}))
    (item,) = loaded.roots[0].input.files  # type: ignore[attr-defined]
    assert (item.format, item.extension) == (m.FileFormat.EXTENSION, EXTENSION_FORMAT)
    message = loaded.to_substrait()
    written = json.loads(to_json(message))["relations"][0]["root"]["input"]["read"]
    assert written["localFiles"]["items"][0]["extension"] == EXTENSION_FORMAT
    assert load_plan(loaded.to_text_plan()).to_substrait() == message
    assert load_plan(message).to_substrait() == message
    problems = get_backend("spark").diagnostics(loaded.roots)
    assert [p.path for p in problems] == [
        "relations[0].root.input.read.localFiles.items[0].extension"
    ]
    assert "given as an extension" in problems[0].message


@pytest.mark.parametrize("lowering", EACH_LOWERING)
def test_a_file_format_given_as_an_extension_is_refused_by_each_lowering(
    lowering: str, request: Any
) -> None:
    files = {"localFiles": {"items": [{"uriFile": "/data/x.avro", "extension": EXTENSION_FORMAT}]}}
    paths = [
        p.path
        for p in _refusals(plan({"read": {"baseSchema": "a: i32", **files}}), lowering, request)
    ]
    assert paths == ["relations[0].root.input.read.localFiles.items[0].extension"]
