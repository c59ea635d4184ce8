"""A converted plan's file reads are listed and opened once per location
per run, and kept between runs of one session while the files and the
session's settings stay as they were (`reads.kept_file_frame`): these tests
check that a change is always seen, never an old listing or schema."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import substrait_expr as se
from substrait_expr.backends.spark import reads
from substrait_expr.backends.spark import relations as spark_relations

pytestmark = pytest.mark.spark


def _write(path: Path, values: list[int], kind: pa.DataType | None = None) -> None:
    kind = kind if kind is not None else pa.int32()
    pq.write_table(pa.table({"x": pa.array(values, kind), "y": [f"v{v}" for v in values]}), path)


def _rows(plan: Any, spark: Any) -> list[tuple[Any, ...]]:
    return sorted(tuple(row) for row in plan.to_dataframe(spark).collect())


def test_a_file_rewritten_between_runs_gives_its_new_rows(spark: Any, tmp_path: Path) -> None:
    path = tmp_path / "t.parquet"
    _write(path, [1, 2, 3])
    plan = se.from_spark(spark.read.parquet(str(path)))
    assert _rows(plan, spark) == [(1, "v1"), (2, "v2"), (3, "v3")]
    _write(path, [4, 5, 6])  # the same size, at once: only the footer tells
    assert _rows(plan, spark) == [(4, "v4"), (5, "v5"), (6, "v6")]
    assert _rows(plan, spark) == [(4, "v4"), (5, "v5"), (6, "v6")]


def test_a_file_rewritten_with_another_type_is_checked_again(spark: Any, tmp_path: Path) -> None:
    path = tmp_path / "t.parquet"
    _write(path, [1, 2])
    plan = se.from_spark(spark.read.parquet(str(path)))
    assert _rows(plan, spark) == [(1, "v1"), (2, "v2")]
    _write(path, [7, 8], pa.int64())  # fits the plan's int: a checked cast
    assert _rows(plan, spark) == [(7, "v7"), (8, "v8")]
    _write(path, [2**40], pa.int64())
    with pytest.raises(Exception, match="does not fit"):
        _rows(plan, spark)


def test_a_file_added_to_a_folder_is_read(spark: Any, tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    _write(folder / "a.parquet", [1])
    _write(folder / "b.parquet", [2])
    # A table bound to the folder (a plan from from_spark names each file).
    bound = se.load_plan(
        {
            "relations": [
                {
                    "root": {
                        "input": {
                            "read": {
                                "baseSchema": {
                                    "names": ["x", "y"],
                                    "struct": {
                                        "types": [{"i32": {}}, {"string": {}}],
                                        "nullability": "NULLABILITY_REQUIRED",
                                    },
                                },
                                "namedTable": {"names": ["t"]},
                            }
                        },
                        "names": ["x", "y"],
                    }
                }
            ]
        }
    )
    first = sorted(tuple(r) for r in bound.to_dataframe(spark, {"t": str(folder)}).collect())
    assert first == [(1, "v1"), (2, "v2")]
    _write(folder / "c.parquet", [3])
    again = sorted(tuple(r) for r in bound.to_dataframe(spark, {"t": str(folder)}).collect())
    assert again == [(1, "v1"), (2, "v2"), (3, "v3")]
    os.remove(folder / "a.parquet")
    last = sorted(tuple(r) for r in bound.to_dataframe(spark, {"t": str(folder)}).collect())
    assert last == [(2, "v2"), (3, "v3")]


def test_a_table_read_twice_in_a_plan_is_loaded_once(
    spark: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.parquet"
    _write(path, [1, 2, 3])
    spark.read.parquet(str(path)).createOrReplaceTempView("speed_reads_t")
    try:
        sql = (
            "SELECT a.x, b.y FROM speed_reads_t a JOIN speed_reads_t b ON a.x = b.x + 1 "
            "UNION ALL SELECT x, y FROM speed_reads_t WHERE x > 2"
        )
        want = sorted(tuple(r) for r in spark.sql(sql).collect())
        plan = se.from_spark(spark.sql(sql))
    finally:
        spark.catalog.dropTempView("speed_reads_t")
    loads: list[str] = []
    real = spark_relations.read_path

    def counted(*args: Any, **kwargs: Any) -> Any:
        loads.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(spark_relations, "read_path", counted)
    monkeypatch.setattr(reads, "_KEPT", type(reads._KEPT)())  # nothing kept from before
    for lowering in ("statement", "dataframe"):
        got = sorted(tuple(r) for r in plan.to_dataframe(spark, lowering=lowering).collect())
        assert got == want == [(2, "v1"), (3, "v2"), (3, "v3")]
    assert len(loads) == 1  # three reads, two runs: listed and opened once


def test_kept_only_while_session_settings_and_files_stay(
    spark: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(reads, "_KEPT", type(reads._KEPT)())
    path = tmp_path / "t.parquet"
    _write(path, [1])
    made: list[Any] = []

    def load(session: Any = spark, where: str = str(path)) -> Any:
        frame = session.read.parquet(where)
        made.append(frame)
        return frame

    key = ("parquet",)
    first = reads.kept_file_frame(spark, str(path), key, load)
    assert reads.kept_file_frame(spark, str(path), key, load) is first
    assert reads.kept_file_frame(spark, path.as_uri(), key, load) is not first  # another name
    assert len(made) == 2
    # Another session, even of the same JVM, has its own.
    other = spark.newSession()
    assert reads.kept_file_frame(other, str(path), key, lambda: load(other)) is not first
    # A setting that decides how Parquet schemas are read.
    setting = "spark.sql.parquet.binaryAsString"
    saved = spark.conf.get(setting)
    spark.conf.set(setting, "false" if saved == "true" else "true")
    try:
        changed = reads.kept_file_frame(spark, str(path), key, load)
        assert changed is not first
    finally:
        spark.conf.set(setting, saved)
    assert len(made) == 4
    # Touching the file (its times change) is a change.
    kept = reads.kept_file_frame(spark, str(path), key, load)
    assert reads.kept_file_frame(spark, str(path), key, load) is kept
    os.utime(path, ns=(1, 1))
    assert reads.kept_file_frame(spark, str(path), key, load) is not kept
    # Globs and other file systems are never kept.
    pattern = str(tmp_path / "*.parquet")
    count = len(made)
    reads.kept_file_frame(spark, pattern, key, lambda: load(where=pattern))
    reads.kept_file_frame(spark, pattern, key, lambda: load(where=pattern))
    assert len(made) == count + 2


def test_state_of_files(tmp_path: Path) -> None:
    path = tmp_path / "t.parquet"
    _write(path, [1])
    state = reads._files_state(str(path))
    assert state is not None and state == reads._files_state(path.as_uri())
    assert state[0][-1]  # a Parquet file: its footer's hash
    assert reads._files_state("s3://bucket/t.parquet") is None
    assert reads._files_state("relative/t.parquet") is None
    assert reads._files_state(str(tmp_path / "missing.parquet")) is None
    (tmp_path / "notes.txt").write_text("not parquet")
    folder = reads._files_state(str(tmp_path))
    assert folder is not None and [entry[0] for entry in folder] == ["", "notes.txt", "t.parquet"]
