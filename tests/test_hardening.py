"""Adversarial input ends in the project's own error, with a position or a JSON
path, or in a result; never a Python exception. One reproducer per failure
found by fuzzing, plus depth: expressions and plans 1,000 levels deep."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from substrait import plan_pb2

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.deep import run_deep
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import PlanError, load_plan
from substrait_expr.substrait import from_json, to_json

TABLE = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "a: i32"}}


def plan_of(rel: dict[str, Any], names: tuple[str, ...] = ("a",)) -> dict[str, Any]:
    return {"relations": [{"root": {"input": rel, "names": list(names)}}]}


def nested_filters(depth: int) -> dict[str, Any]:
    rel: dict[str, Any] = TABLE
    for level in range(depth):
        rel = {"filter": {"input": rel, "condition": f"a > {level - 5000}"}}
    return plan_of(rel)


# ---------------------------------------------------------------------- expressions


@pytest.mark.parametrize(
    ("text", "schema", "message"),
    [
        ("9" * 4301, "", "a number literal of 4,301 characters"),
        ("1e99999999::i8", "", "does not fit i8"),
        ("PT99999999999999999999S::iday<6>", "", "does not fit interval_day"),
        ("'\ud800'", "", "lone surrogate"),
        ("tags[:3]", "tags: list<i32>", "list slices have no Substrait expression form"),
        ("t", "t: timestamp", "the type timestamp has no field"),
    ],
)
def test_bad_expressions_are_compile_errors(text: str, schema: str, message: str) -> None:
    with pytest.raises(CompileError, match=message):
        se.to_substrait(text, schema)


def test_a_surrogate_is_pointed_at() -> None:
    with pytest.raises(CompileError) as raised:
        se.parse("f0 || '\ud800'")
    span = raised.value.diagnostics[0].span
    assert span is not None and (span.line, span.column) == (1, 8)


def test_expressions_1000_levels_deep_round_trip_through_substrait() -> None:
    text = "f0" + " + 1" * 1000
    message = se.to_substrait(text, "f0: i32")
    binary = type(message)()
    binary.ParseFromString(message.SerializeToString())
    assert binary == message
    assert from_json(to_json(message), type(message)) == message


# ---------------------------------------------------------------------- plans


def write(tmp_path: Path, content: bytes, name: str = "p.json") -> Path:
    path = tmp_path / name
    path.write_bytes(content)
    return path


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"relations": [\xff]}', "not UTF-8 text: byte 0xff on line 1"),
        (b"[" * 100_000 + b"]" * 100_000, "nested more than"),
        (b'{"relations": [], "relations": []}', "the key 'relations' appears twice"),
    ],
    ids=["not-utf8", "nested-arrays", "duplicate-key"],
)
def test_bad_plan_files_are_plan_errors(tmp_path: Path, content: bytes, message: str) -> None:
    with pytest.raises(PlanError, match=message):
        load_plan(write(tmp_path, content))


@pytest.mark.parametrize(
    ("rel", "path", "message"),
    [
        (
            {"project": {"input": TABLE, "expressions": [{"literal": {}}]}},
            "relations[0].root.input.project.expressions[0]",
            "a Literal with no value set",
        ),
        (
            {"read": {"localFiles": {"items": [{"uriFile": "/x.parquet", "parquet": -1}]}}},
            "relations[0].root.input.read.localFiles.items[0].parquet",
            "takes an object",
        ),
        (
            {
                "read": {
                    "namedTable": {"names": ["t"]},
                    "baseSchema": {
                        "names": ["a"],
                        "struct": {"types": [{"i32": {"nullability": "\ud800"}}]},
                    },
                }
            },
            "relations[0].root.input.read.baseSchema.struct.types[0].i32.nullability",
            "lone surrogate",
        ),
    ],
    ids=["empty-literal", "format-not-an-object", "surrogate"],
)
def test_bad_plan_values_name_their_json_path(rel: dict[str, Any], path: str, message: str) -> None:
    with pytest.raises(PlanError) as raised:
        load_plan(plan_of(rel, ("a", "b") if "project" in rel else ("a",)))
    assert path in str(raised.value) and message in str(raised.value)


def test_plans_1000_relations_deep_compile_and_read_back(tmp_path: Path) -> None:
    text = run_deep(lambda: json.dumps(nested_filters(1000)), 3000)
    source = write(tmp_path, text.encode())
    plan = load_plan(source)
    message = plan.to_substrait()
    as_json = write(tmp_path, to_json(message).encode(), "compiled.json")
    as_binary = write(tmp_path, message.SerializeToString(), "compiled.pb")
    for compiled in (as_json, as_binary):
        assert load_plan(compiled).to_substrait() == message
    assert plan.explain().count("filter") == 1000


@pytest.mark.spark
def test_a_plan_1000_relations_deep_runs_on_spark(spark: Any) -> None:
    frame = spark.createDataFrame([(1,), (-4500,), (None,)], "a int")
    compiled = load_plan(nested_filters(1000)).to_substrait()
    rows = load_plan(plan_pb2.Plan.FromString(compiled.SerializeToString())).collect(
        spark, {"t": frame}
    )
    assert [tuple(r) for r in rows] == [(1,)]  # a > 994 - 5000 keeps 1 only


# ---------------------------------------------------------------------- outputs


def test_compile_refuses_a_directory_even_with_force(tmp_path: Path) -> None:
    source = write(tmp_path, json.dumps(plan_of(TABLE)).encode())
    (tmp_path / "out").mkdir()
    for extra in ([], ["--force"]):
        assert main(["compile", str(source), "-o", str(tmp_path / "out"), *extra]) == 1


def test_compile_replaces_a_symbolic_link_only_with_force(tmp_path: Path) -> None:
    source = write(tmp_path, json.dumps(plan_of(TABLE)).encode())
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text("keep me", encoding="utf-8")
    link = tmp_path / "out.json"
    link.symlink_to(elsewhere)
    assert main(["compile", str(source), "-o", str(link)]) == 1
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere.json")
    assert main(["compile", str(source), "-o", str(dangling)]) == 1
    assert not (tmp_path / "nowhere.json").exists()
    assert main(["compile", str(source), "-o", str(link), "--force"]) == 0
    assert not link.is_symlink() and json.loads(link.read_text(encoding="utf-8"))["relations"]
    assert elsewhere.read_text(encoding="utf-8") == "keep me"


def test_conformance_reports_are_not_overwritten_without_force(tmp_path: Path) -> None:
    report = tmp_path / "report.md"
    report.write_text("keep me", encoding="utf-8")
    # Refused before any case runs (no Spark is started).
    assert main(["conformance", "--markdown", str(report)]) == 1
    assert report.read_text(encoding="utf-8") == "keep me"
    assert os.listdir(tmp_path) == ["report.md"]


@pytest.mark.parametrize("command", ["check", "sql"])
def test_a_bad_schema_is_a_usage_error_with_a_caret(command: str, capsys: Any) -> None:
    assert main([command, "--schema", "d: dec<15,2>?", "d"]) == 2
    err = capsys.readouterr().err
    assert "invalid schema" in err and "^" in err and "internal error" not in err


def test_a_lone_surrogate_in_a_key_names_the_object_that_holds_it() -> None:
    read = {"namedTable": {"names": ["t"], "\udc00": 1}, "baseSchema": "a: i32"}
    with pytest.raises(PlanError) as raised:
        load_plan(plan_of({"read": read}, ("a",)))
    assert str(raised.value).startswith("error: relations[0].root.input.read.namedTable: ")
    assert "lone surrogate" in str(raised.value)


def test_deep_work_runs_on_one_kept_thread_and_may_nest() -> None:
    """A thread per call cost a Py4J connection per call on a classic Spark
    session (pyspark pins one to each thread): deep work reuses one thread,
    and deep work inside deep work runs there too instead of waiting on it."""
    import threading

    first = run_deep(threading.get_ident, 100)
    assert run_deep(threading.get_ident, 5000) == first != threading.get_ident()
    assert run_deep(lambda: run_deep(threading.get_ident, 2000), 100) == first

    def nested(levels: int) -> int:
        return 0 if levels == 0 else 1 + nested(levels - 1)

    limit = sys.getrecursionlimit()
    assert run_deep(lambda: run_deep(lambda: nested(60_000), 1_000), 100) == 60_000
    assert sys.getrecursionlimit() == limit
    with pytest.raises(ZeroDivisionError):
        run_deep(lambda: 1 // 0, 100)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_deep_work_runs_in_a_forked_child() -> None:
    """A forked child has only the forking thread: the kept thread is
    started again there (work sent to the parent's would wait forever)."""
    import multiprocessing

    run_deep(lambda: None, 100)  # the parent's thread exists before the fork
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=lambda: queue.put(run_deep(lambda: 42, 100)))
    child.start()
    child.join(20)
    alive = child.is_alive()
    if alive:
        child.kill()
    assert not alive and queue.get(timeout=5) == 42
