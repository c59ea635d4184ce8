"""Received plans on the user's files (docs/plans.md, "Binding a received
plan's files"): a ``localFiles`` read of the producer's absolute path is
rebound by a table binding naming its file (``--table lineitem=PATH``,
``tables={...}``) or moved by a path map (``--path-map OLD=NEW``,
``PlanOptions(path_map=...)``); a binding that names nothing is a warning,
a mapped file that does not exist a usage error before Spark starts."""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.cli import main
from substrait_expr.cli.bindings import bind_files
from substrait_expr.plan import PlanError, PlanOptions, load_plan
from substrait_expr.plan.file_bindings import (
    AmbiguousFileBinding,
    UnusedBindingWarning,
    file_binding,
    map_path,
    read_names,
)
from tools.tpch_data import default_dir, generate

PRODUCER = "/producer/data"  # where the plans' files were: no such folder here
DUCKDB_PLAN = (
    Path(__file__).parent / "data" / "interop" / "duckdb-localfiles" / "nation_by_region.json"
)


def _plan(uri: str = f"file://{PRODUCER}/lineitem.parquet", **common: Any) -> dict[str, Any]:
    read: dict[str, Any] = {
        "localFiles": {"items": [{"uriFile": uri, "parquet": {}}]},
        "baseSchema": "id: i64?, s: string?",
        **common,
    }
    filtered = {"filter": {"condition": "id > 1", "input": {"read": read}}}
    return {"relations": [{"root": {"names": ["id", "s"], "input": filtered}}]}


@pytest.fixture
def lineitem(tmp_path: Path, spark: Any) -> Path:
    """The user's copy of the producer's file: another folder."""
    path = tmp_path / "mine" / "lineitem.parquet"
    spark.createDataFrame([(1, "a"), (2, "b"), (3, "c")], "id long, s string").write.parquet(
        str(path)
    )
    return path


# ---------------------------------------------------------------- names, maps


def test_a_read_is_named_by_its_file_its_stem_its_folder_and_its_alias() -> None:
    assert read_names([f"{PRODUCER}/lineitem.parquet"]) == ("lineitem.parquet", "lineitem")
    assert read_names(["file:///p/l.snappy.parquet"]) == ("l.snappy.parquet", "l.snappy", "l")
    parts = ["/p/lineitem/part-0.parquet", "/p/lineitem/part-1.parquet"]
    assert read_names(parts)[-1] == "lineitem"  # several files of one folder
    assert read_names(["/p/lineitem/*.parquet"], "li") == ("li", "lineitem")  # glob, hint alias
    assert read_names(["s3://bucket/t/orders/"]) == ("orders",)  # a folder


def test_a_binding_names_a_read_exactly_else_ignoring_case() -> None:
    names = read_names(["/p/LineItem.parquet"])
    assert file_binding(names, ["orders", "lineitem"]) == "lineitem"
    assert file_binding(names, ["LineItem", "lineitem"]) == "LineItem"
    assert file_binding(names, ["orders"]) is None
    with pytest.raises(AmbiguousFileBinding, match=r"lineitem, lineitem\.parquet"):
        file_binding(names, ["lineitem", "lineitem.parquet"])


def test_a_path_map_replaces_the_longest_prefix_of_whole_components() -> None:
    pairs = [("/producer/data/", "/mine"), ("/producer/data/big", "/disk")]
    assert map_path("file:///producer/data/x.parquet", pairs) == "/mine/x.parquet"
    assert map_path("/producer/data/x.parquet", pairs) == "/mine/x.parquet"
    assert map_path("/producer/data/big/x.parquet", pairs) == "/disk/x.parquet"
    assert map_path("/producer/database/x.parquet", pairs) is None
    assert map_path("s3://b/t/x.parquet", [("s3://b/", "/local")]) == "/local/t/x.parquet"
    assert map_path("/producer/data/x", [("file:///producer", "rel")]) == str(
        Path("rel").resolve() / "data" / "x"
    )
    with pytest.raises(ValueError, match="OLD, NEW"):
        PlanOptions(path_map={"": "/x"})


# ---------------------------------------------------------------- the API


@pytest.mark.spark
def test_a_table_binding_rebinds_a_read_of_the_producers_file(spark: Any, lineitem: Path) -> None:
    plan = load_plan(_plan())
    expected = [(2, "b"), (3, "c")]
    for name in ("lineitem", "lineitem.parquet", "LINEITEM"):
        rows = plan.collect(spark, tables={name: str(lineitem)})
        assert sorted(tuple(r) for r in rows) == expected, name
    frame = spark.read.parquet(str(lineitem))
    assert sorted(tuple(r) for r in plan.collect(spark, tables={"lineitem": frame})) == expected
    aliased = load_plan(_plan("/producer/data/part-0.parquet", common={"hint": {"alias": "li"}}))
    assert sorted(tuple(r) for r in aliased.collect(spark, tables={"li": str(lineitem)})) == (
        expected
    )


@pytest.mark.spark
def test_a_relative_binding_is_read_from_the_folder_it_was_given_in(
    spark: Any, lineitem: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Spark resolves a relative path against the folder its JVM started in;
    # the binding means the Python process's folder, where it was checked.
    monkeypatch.chdir(lineitem.parent)
    rows = load_plan(_plan()).collect(spark, tables={"lineitem": "lineitem.parquet"})
    assert sorted(tuple(r) for r in rows) == [(2, "b"), (3, "c")]


@pytest.mark.spark
def test_a_rebound_read_keeps_its_declared_schema(
    spark: Any, lineitem: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other.parquet"
    spark.createDataFrame([("x", "y")], "id string, s string").write.parquet(str(other))
    with pytest.raises(PlanError, match=r"baseSchema: column 'id' is string in the data but i64"):
        load_plan(_plan()).collect(spark, tables={"lineitem": str(other)})


@pytest.mark.spark
def test_a_path_map_moves_the_producers_files(spark: Any, lineitem: Path) -> None:
    mine = str(lineitem.parent)
    for old in (f"{PRODUCER}/", PRODUCER, f"file://{PRODUCER}"):
        plan = load_plan(_plan(), options=PlanOptions(path_map={old: mine}))
        assert sorted(tuple(r) for r in plan.collect(spark)) == [(2, "b"), (3, "c")], old
    plain = load_plan(
        _plan(f"{PRODUCER}/lineitem.parquet"), options=PlanOptions(path_map={PRODUCER: mine})
    )
    assert len(plain.collect(spark)) == 2


@pytest.mark.spark
def test_a_binding_that_names_nothing_warns_and_two_that_name_one_read_fail(
    spark: Any, lineitem: Path
) -> None:
    plan = load_plan(_plan())
    with pytest.warns(UnusedBindingWarning, match="tables\\['orders'\\]") as caught:
        plan.collect(spark, tables={"lineitem": str(lineitem), "orders": str(lineitem)})
    assert caught[0].filename == __file__  # the user's line
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnusedBindingWarning)
        plan.collect(spark, tables={"lineitem": str(lineitem)})  # no warning when all are used
    both = {"lineitem": str(lineitem), "lineitem.parquet": str(lineitem)}
    with pytest.raises(PlanError, match="localFiles: the read's files are named by several"):
        plan.collect(spark, tables=both)


# ---------------------------------------------------------------- the CLI


@pytest.mark.spark
def test_run_rebinds_by_table_and_by_path_map(
    lineitem: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(_plan()))
    assert main(["run", str(plan_file), "--table", f"lineitem={lineitem}"]) == 0
    out, err = capsys.readouterr()
    assert "|3  |c  |" in out and "|1  |" not in out and "warning" not in err, (out, err)
    mapped = ["--path-map", f"{PRODUCER}/={lineitem.parent}/"]
    assert main(["run", str(plan_file), *mapped, "--table", f"orders={lineitem}"]) == 0
    out, err = capsys.readouterr()
    assert "|2  |b  |" in out, out
    assert err.strip() == (
        "warning: --table orders: the plan reads no table and no files named 'orders' (its "
        "tables: none; its files: lineitem.parquet)"
    )


def test_a_mapped_file_that_does_not_exist_stops_before_spark(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(_plan()))
    args = ["run", str(plan_file), "--path-map", f"{PRODUCER}={tmp_path}", "--path-map", "/x=/y"]
    assert main(args) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert (
        f"relations[0].root.input.filter.input.read reads file://{PRODUCER}/lineitem.parquet" in err
    )
    assert f"mapped to {tmp_path}/lineitem.parquet: no file or folder" in err
    assert main(["check", str(plan_file), "--path-map", "nothing"]) == 2
    assert "--path-map nothing: expected OLD=NEW" in capsys.readouterr().err


# ---------------------------------------------------------------- DuckDB's plan


@pytest.mark.spark
def test_duckdbs_read_parquet_plan_runs_on_the_users_copy(
    spark: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """DuckDB 1.1.3's plan of ``read_parquet('/tmp/duckdb-producer/tpch/nation.parquet')``
    (``tools/duckdb_legacy.py``'s connection, ``get_substrait_json``): one
    ``uriFile`` item with the absolute path, ``parquet: {}``, no table name."""
    data = default_dir(0.01)
    generate(0.01, data, quiet=True)
    read = json.loads(DUCKDB_PLAN.read_text())["relations"][0]["root"]["input"]
    while "read" not in read:
        read = next(v for k, v in read[next(iter(read))].items() if k == "input")
    assert read["read"]["localFiles"]["items"][0]["uriFile"] == (
        "/tmp/duckdb-producer/tpch/nation.parquet"
    )
    duckdb_rows = [(0, 5), (1, 4), (2, 4), (3, 3), (4, 4)]  # DuckDB's own result
    nation = str(data / "nation.parquet")
    plan = load_plan(DUCKDB_PLAN)
    assert [tuple(r) for r in plan.collect(spark, tables={"nation": nation})] == duckdb_rows
    moved = load_plan(
        DUCKDB_PLAN, options=PlanOptions(path_map={"/tmp/duckdb-producer/tpch": str(data)})
    )
    assert [tuple(r) for r in moved.collect(spark)] == duckdb_rows
    assert main(["run", str(DUCKDB_PLAN), "--table", f"nation={nation}"]) == 0
    assert re.search(r"^\|3 +\|3 +\|$", capsys.readouterr().out, re.MULTILINE)


@pytest.mark.spark
def test_the_docs_example_runs(spark: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/plans.md, "Binding a received plan's files": its Python example."""
    repo = Path(__file__).resolve().parent.parent
    generate(0.01, default_dir(0.01), quiet=True)
    text = (repo / "docs" / "plans.md").read_text(encoding="utf-8")
    section = text[text.index("### Binding a received plan's files") :]
    example = section[section.index("```python\n") + 10 :]
    example = example[: example.index("```")]
    assert 'tables={"nation"' in example and "path_map=" in example
    monkeypatch.chdir(repo)
    exec(compile(example, "docs/plans.md", "exec"), {})


def test_a_file_that_is_not_here_is_a_warning_with_the_way_to_bind_it(tmp_path: Path) -> None:
    """Before Spark starts, ``run`` says which of the plan's files are not on
    this machine and how to put the read on the user's file; Spark's own
    PATH_NOT_FOUND still follows when nothing is done."""
    data = _plan()
    read_path = "relations[0].root.input.filter.input.read"
    assert bind_files(data, {}, ()) == [
        f"{read_path}: no file {PRODUCER}/lineitem.parquet here\n    (bind the read with "
        f"--table lineitem=PATH, or move its folder with --path-map {PRODUCER}/=DIR)"
    ]
    assert bind_files(data, {"lineitem": "x"}, ()) == []  # rebound
    assert bind_files(data, {}, (), check_paths=False) == []  # a remote server's files
    (tmp_path / "lineitem.parquet").mkdir()
    assert bind_files(_plan("lineitem.parquet"), {}, (), base_dir=tmp_path) == []
    moved = bind_files(data, {}, ((PRODUCER, str(tmp_path)), ("/x", "/y")))
    assert moved == ["--path-map /x: no file the plan reads starts with /x"]


def test_the_printed_statement_reads_the_bound_or_mapped_file(tmp_path: Path) -> None:
    """``sql`` and ``explain`` print what ``run`` reads."""
    (statement,) = load_plan(_plan()).to_spark_sql({"lineitem": "/mine/lineitem.parquet"})
    assert "FROM parquet.`/mine/lineitem.parquet`" in statement
    moved = load_plan(_plan(), options=PlanOptions(path_map={PRODUCER: "/mine"}))
    assert "FROM parquet.`/mine/lineitem.parquet`" in moved.to_spark_sql()[0]
    (tmp_path / "plan.json").write_text(json.dumps(_plan("data/lineitem.parquet")))
    relative = load_plan(tmp_path / "plan.json").to_spark_sql()[0]
    assert f"FROM parquet.`{tmp_path}/data/lineitem.parquet`" in relative  # the plan's folder


def test_a_sandbox_checks_the_mapped_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(_plan()))
    box = tmp_path / "box"
    box.mkdir()
    assert main(["check", str(plan_file), "--sandbox", str(box)]) == 1
    assert "outside the sandbox" in " ".join(capsys.readouterr().err.split())
    assert (
        main(["check", str(plan_file), "--sandbox", str(box), "--path-map", f"{PRODUCER}={box}"])
        == 0
    )
    mapped_out = ["check", str(plan_file), "--sandbox", str(box), "--path-map", f"{PRODUCER}=/etc"]
    assert main(mapped_out) == 1
    assert "/etc/lineitem.parquet: outside the sandbox" in " ".join(capsys.readouterr().err.split())


@pytest.mark.spark
@pytest.mark.slow
def test_a_live_duckdb_plan_of_read_parquet_runs_on_another_copy(
    spark: Any, tmp_path: Path
) -> None:
    """DuckDB 1.1.3 (``make duckdb-legacy``) plans a query over a file that is
    then gone; the plan runs on the user's copy, bound by file name and by a
    path map, with DuckDB's own rows."""
    from tools.duckdb_legacy_check import VENV, make_plans

    if not VENV.exists():
        pytest.skip("no .venv-duckdb113: make duckdb-legacy")
    data = default_dir(0.01)
    generate(0.01, data, quiet=True)
    producer = tmp_path / "producer" / "tpch"
    producer.mkdir(parents=True)
    (producer / "nation.parquet").write_bytes((data / "nation.parquet").read_bytes())
    sql = (
        "SELECT n_regionkey, count(*) AS nations, min(n_name) AS first "
        f"FROM read_parquet('{producer}/nation.parquet') GROUP BY n_regionkey ORDER BY 1"
    )
    empty = tmp_path / "tables"
    empty.mkdir()
    assert make_plans({"q": sql}, empty, tmp_path / "plans") == {"q": "ok"}
    (producer / "nation.parquet").unlink()
    expected = [tuple(row) for row in json.loads((tmp_path / "plans" / "q.rows.json").read_text())]
    for form in ("q.json", "q.pb"):
        plan = load_plan(tmp_path / "plans" / form)
        rows = plan.collect(spark, tables={"nation": str(data / "nation.parquet")})
        assert [tuple(r) for r in rows] == expected, form
        moved = load_plan(
            tmp_path / "plans" / form, options=PlanOptions(path_map={str(producer): str(data)})
        )
        assert [tuple(r) for r in moved.collect(spark)] == expected, form
