"""``run --output``: a file name with a data suffix is one file of that
format, rows in the plan's order; a folder (a trailing ``/``) holds Spark's
part files in ``--format``; an existing output is replaced only with
``--force``. In-process, on the test session."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.cli import main

pytestmark = pytest.mark.spark

ROWS = [["'b'", "2"], ["'a'", "1"], ["'c'", "3"]]
SORTED = {
    "sort": {
        "sorts": ["n DESC"],
        "input": {
            "read": {"baseSchema": "s: string, n: i64", "virtualTable": {"expressions": ROWS}}
        },
    }
}


@pytest.fixture
def plan(tmp_path: Path) -> str:
    path = tmp_path / "plan.json"
    root = {"root": {"names": ["s", "n"], "input": SORTED}}
    path.write_text(json.dumps({"relations": [root]}), encoding="utf-8")
    return str(path)


def test_a_suffix_names_one_file_of_its_format(
    spark: Any, plan: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    for name in ("r.csv", "r.tsv", "r.json", "r.parquet", "r.orc"):
        assert main(["run", plan, "--output", str(out / name)]) == 0
        assert f"wrote {name.split('.')[1]} to {out / name}" in capsys.readouterr().out
    assert sorted(p.name for p in out.iterdir()) == [
        "r.csv",
        "r.json",
        "r.orc",
        "r.parquet",
        "r.tsv",
    ]
    assert (out / "r.csv").read_text() == "s,n\nc,3\nb,2\na,1\n"
    assert (out / "r.tsv").read_text() == "s\tn\nc\t3\nb\t2\na\t1\n"
    lines = (out / "r.json").read_text().splitlines()  # JSON Lines
    assert [json.loads(line) for line in lines] == [
        {"s": "c", "n": 3},
        {"s": "b", "n": 2},
        {"s": "a", "n": 1},
    ]
    for fmt in ("parquet", "orc"):
        rows = spark.read.format(fmt).load(str(out / f"r.{fmt}")).collect()
        assert [tuple(row) for row in rows] == [("c", 3), ("b", 2), ("a", 1)]


def test_a_folder_holds_part_files_in_format(
    spark: Any, plan: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "result.csv"
    assert main(["run", plan, "--output", f"{folder}/", "--format", "json"]) == 0
    assert "wrote json part files to" in capsys.readouterr().out
    parts = [p.name for p in folder.iterdir() if p.name.startswith("part-")]
    assert parts and all(name.endswith(".json") for name in parts)
    assert spark.read.json(str(folder)).count() == 3


def test_an_existing_output_needs_force(
    plan: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "r.csv"
    out.write_text("old\n")
    assert main(["run", plan, "--output", str(out)]) == 1
    assert "exists; pass --force to replace it" in capsys.readouterr().err
    assert main(["run", plan, "--output", str(out), "--mode", "ignore"]) == 0
    assert out.read_text() == "old\n"
    assert main(["run", plan, "--output", str(out), "--force"]) == 0
    assert out.read_text().startswith("s,n\nc,3\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plan.json", "r.csv"]  # no staging


def test_several_roots_get_numbered_files_and_an_unused_binding_warns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "two.json"
    roots = [{"root": {"names": ["s", "n"], "input": SORTED}} for _ in range(2)]
    path.write_text(json.dumps({"relations": roots}), encoding="utf-8")
    extra = tmp_path / "extra.csv"
    extra.write_text("x\n1\n")
    argv = ["run", str(path), "--output", str(tmp_path / "r.csv"), "--table", f"extra={extra}"]
    assert main(argv) == 0
    captured = capsys.readouterr()
    assert (
        captured.err
        == "warning: --table extra: the plan reads no table 'extra' (its tables: none)\n"
    )
    for index in (0, 1):
        assert (tmp_path / f"r.{index}.csv").read_text().startswith("s,n\nc,3\n")


def test_json_lines_keep_null_fields(tmp_path: Path) -> None:
    read = {"read": {"baseSchema": "s: string?", "virtualTable": {"expressions": [["null"]]}}}
    path = tmp_path / "nulls.json"
    path.write_text(json.dumps({"relations": [{"root": {"names": ["s"], "input": read}}]}))
    assert main(["run", str(path), "--output", str(tmp_path / "r.json")]) == 0
    assert (tmp_path / "r.json").read_text() == '{"s":null}\n'
