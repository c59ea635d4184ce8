"""File writes go to a hidden sibling folder and move into place only when
Spark's job succeeded: a failing run leaves the target as it was (absent,
or with its old content) and no staging folder behind."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.cli import main

pytestmark = pytest.mark.spark

ROWS = {"read": {"baseSchema": "s: string", "virtualTable": {"expressions": [["'1'"], ["'x'"]]}}}


def plan_file(tmp_path: Path, expression: str, target: str | None = None) -> Path:
    rel: dict[str, Any] = {"project": {"input": ROWS, "expressions": [expression],
                                       "common": {"emit": {"outputMapping": [1]}}}}  # fmt: skip
    if target is not None:
        rel = {"write": {"input": rel, "namedTable": {"names": [target]},
                         "createMode": "CREATE_MODE_REPLACE_IF_EXISTS"}}  # fmt: skip
    path = tmp_path / "plan.json"
    path.write_text(json.dumps({"relations": [{"root": {"input": rel}}]}))
    return path


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".incomplete-" in p.name)


def test_a_failed_output_leaves_the_old_files(spark: Any, tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "out.parquet"  # a folder of part files (the trailing /)
    good = plan_file(tmp_path, "try_cast(s AS i32) IS NULL AS missing")
    assert main(["run", str(good), "--output", f"{out}/"]) == 0
    before = sorted(p.name for p in out.iterdir())
    bad = plan_file(tmp_path, "cast(s AS i32)")  # 'x' does not cast: fails in the job
    assert main(["run", str(bad), "--output", str(out), "--mode", "overwrite"]) == 3
    assert "Spark failed" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == before
    assert sorted(r[0] for r in spark.read.parquet(str(out)).collect()) == [False, True]
    assert leftovers(tmp_path) == []

    for fresh in (f"{tmp_path}/fresh.parquet/", f"{tmp_path}/fresh.parquet"):  # folder, file
        assert main(["run", str(bad), "--output", fresh]) == 3
        assert not Path(fresh).exists() and leftovers(tmp_path) == []


def test_write_relations_and_modes_are_staged_too(spark: Any, tmp_path: Path) -> None:
    target = tmp_path / "rel.parquet"
    assert main(["run", str(plan_file(tmp_path, "s AS text", str(target)))]) == 0
    assert sorted(r[0] for r in spark.read.parquet(str(target)).collect()) == ["1", "x"]
    bad = plan_file(tmp_path, "cast(s AS i32)", str(target))
    assert main(["run", str(bad)]) == 3
    assert sorted(r[0] for r in spark.read.parquet(str(target)).collect()) == ["1", "x"]
    assert leftovers(tmp_path) == []

    out = tmp_path / "appended.parquet"
    good = plan_file(tmp_path, "s AS text")
    for mode in ("error", "append", "append", "ignore"):
        assert main(["run", str(good), "--output", f"{out}/", "--mode", mode]) == 0
    assert main(["run", str(good), "--output", str(out)]) == 1  # error: it exists
    assert spark.read.parquet(str(out)).count() == 6
    assert main(["run", str(good), "--output", str(out), "--mode", "overwrite"]) == 0
    assert spark.read.parquet(str(out)).count() == 2
    assert leftovers(tmp_path) == []
