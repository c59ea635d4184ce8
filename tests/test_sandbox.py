"""What a plan may read and write (docs/security.md): relative paths from the
plan's folder, and a sandbox that refuses every path outside its roots
(absolute paths, ``..``, symbolic links, globs, folders, ``file://`` and
other schemes) and, on request, every write."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.plan import PlanError

SCHEMA = "id: i64?, s: string?"


def read_plan(item: dict[str, Any]) -> dict[str, Any]:
    read = {"read": {"baseSchema": SCHEMA, "localFiles": {"items": [item]}}}
    return {"relations": [{"root": {"input": read}}]}


def write_plan(target: str) -> dict[str, Any]:
    rows = {"read": {"baseSchema": SCHEMA, "virtualTable": {"expressions": [["1", "'a'"]]}}}
    return {"relations": [{"root": {"input": {"write": {
        "input": rows, "namedTable": {"names": [target]}}}}}]}  # fmt: skip


@pytest.fixture
def places(tmp_path: Path) -> dict[str, Path]:
    """A sandbox folder with a file, a folder and links out, and a secret outside."""
    box, outside = tmp_path / "box", tmp_path / "outside"
    (box / "data").mkdir(parents=True)
    outside.mkdir()
    (box / "data" / "in.csv").write_text("id,s\n1,a\n")
    (outside / "secret.csv").write_text("id,s\n2,b\n")
    (box / "link.csv").symlink_to(outside / "secret.csv")
    (box / "folder").mkdir()
    (box / "folder" / "part.csv").write_text("id,s\n3,c\n")
    (box / "leaky").mkdir()
    (box / "leaky" / "out.csv").symlink_to(outside / "secret.csv")
    return {"box": box, "outside": outside}


def refused(plan: dict[str, Any], box: Path, **options: Any) -> str:
    with pytest.raises(PlanError) as caught:
        se.load_plan(plan, options=se.PlanOptions(allowed_roots=(box,), **options))
    return " ".join(str(caught.value).split())  # long messages wrap


def test_reads_inside_the_sandbox_load(places: dict[str, Path]) -> None:
    box = places["box"]
    options = se.PlanOptions(allowed_roots=(box,))
    for item in (
        {"uriFile": str(box / "data" / "in.csv")},
        {"uriFile": f"file://{box}/data/in.csv"},
        {"uriPathGlob": f"{box}/data/*.csv"},
        {"uriFolder": str(box / "folder"), "text": {"fieldDelimiter": ","}},
    ):
        assert se.load_plan(read_plan(item), options=options).check()


@pytest.mark.parametrize(
    ("item", "reaches"),
    [
        ({"uriFile": "{outside}/secret.csv"}, "{outside}/secret.csv: outside the sandbox"),
        ({"uriFile": "{box}/../outside/secret.csv"}, "{outside}/secret.csv: outside the sandbox"),
        ({"uriFile": "file://{outside}/secret.csv"}, "{outside}/secret.csv: outside the sandbox"),
        ({"uriFile": "{box}/link.csv"}, "{box}/link.csv: outside the sandbox"),
        ({"uriPathGlob": "{box}/*.csv"}, "reaches {box}/link.csv, which a symbolic link"),
        ({"uriFolder": "{box}/leaky", "text": {}}, "reaches {box}/leaky/out.csv, which a"),
        ({"uriFile": "s3a://bucket/x.csv"}, "the sandbox allows local files only"),
    ],
)
def test_reads_outside_the_sandbox_are_refused_with_the_path(
    places: dict[str, Path], item: dict[str, Any], reaches: str
) -> None:
    names = {k: str(v) for k, v in places.items()}
    item = {k: v.format(**names) if isinstance(v, str) else v for k, v in item.items()}
    message = refused(read_plan(item), places["box"])
    assert "relations[0].root.input.read.localFiles.items[0]: not allowed:" in message
    assert reaches.format(**names) in message


def test_writes_outside_the_sandbox_or_when_forbidden_are_refused(places: dict[str, Path]) -> None:
    box, outside = places["box"], places["outside"]
    message = refused(write_plan(str(outside / "out.parquet")), box)
    assert "write.namedTable.names: not allowed:" in message
    assert f"{outside}/out.parquet: outside the sandbox" in message
    assert "writes are not allowed" in refused(
        write_plan(str(box / "out.parquet")), box, allow_write=False
    )
    assert "writes are not allowed" in refused(write_plan("a_view"), box, allow_write=False)
    se.load_plan(write_plan(str(box / "out.parquet")), options=se.PlanOptions(allowed_roots=(box,)))


def test_relative_paths_resolve_against_the_plan_folder(
    places: dict[str, Path], tmp_path: Path, monkeypatch: Any
) -> None:
    plan_file = places["box"] / "plan.json"
    plan_file.write_text(json.dumps(read_plan({"uriFile": "data/in.csv"})))
    monkeypatch.chdir(places["outside"])  # not where the plan is
    plan = se.load_plan(plan_file)
    (read,) = [r.input for r in plan.check()]
    assert read.files[0].location == str(places["box"] / "data" / "in.csv")
    assert read.files[0].uri == "data/in.csv"  # as written: decompile keeps it
    escaping = places["box"] / "escape.json"
    escaping.write_text(json.dumps(read_plan({"uriFile": "../outside/secret.csv"})))
    with pytest.raises(PlanError, match="outside the sandbox"):
        se.load_plan(escaping, options=se.PlanOptions(allowed_roots=(places["box"],)))
    dict_plan = se.load_plan(read_plan({"uriFile": "secret.csv"}))  # a dict: the current folder
    assert dict_plan.check()[0].input.files[0].location == str(places["outside"] / "secret.csv")


def test_cli_sandbox_and_no_write(places: dict[str, Path], capsys: Any) -> None:
    box, outside = places["box"], places["outside"]
    plan = box / "leak.json"
    plan.write_text(json.dumps(read_plan({"uriFile": str(outside / "secret.csv")})))
    assert main(["check", str(plan), "--sandbox", str(box)]) == 1
    assert "outside the sandbox" in capsys.readouterr().err
    assert main(["check", str(plan)]) == 0
    capsys.readouterr()
    writes = box / "writes.json"
    writes.write_text(json.dumps(write_plan("out.parquet")))
    assert main(["compile", str(writes), "--no-write"]) == 1
    assert "writes are not allowed" in capsys.readouterr().err
    assert not (box / "out.parquet").exists()


@pytest.mark.spark
def test_a_relative_read_runs_from_the_plan_folder(
    spark: Any, places: dict[str, Path], monkeypatch: Any
) -> None:
    plan_file = places["box"] / "plan.json"
    item = {"uriFile": "data/in.csv", "text": {"fieldDelimiter": ",", "headerLinesToSkip": 1}}
    plan_file.write_text(json.dumps(read_plan(item)))
    monkeypatch.chdir(places["outside"])
    options = se.PlanOptions(allowed_roots=(places["box"],))
    rows = se.load_plan(plan_file, options=options).collect(spark)
    assert [tuple(r) for r in rows] == [(1, "a")]
