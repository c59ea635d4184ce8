"""Usage errors are found before Spark starts, all at once, and exit 2 with
one line each: ``--table`` bindings (syntax, files, tables the plan reads
that nothing binds), ``--output`` and ``--format``, option values, test
areas. The exit codes are the README's. No Spark here: a test fails if a
command tries to start it."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.backends.spark import session
from substrait_expr.cli import main, plan_commands
from substrait_expr.cli.bindings import bind_tables, named_reads, parse_tables
from substrait_expr.cli.run_output import output_target
from substrait_expr.cli.usage import UsageError
from substrait_expr.outputs import take_only_file

README = Path(__file__).resolve().parent.parent / "README.md"


def _read(name: str, schema: str = "x: i64?") -> dict[str, Any]:
    return {"read": {"namedTable": {"names": [name]}, "baseSchema": schema}}


def _plan(tmp_path: Path, rel: dict[str, Any], names: list[str]) -> str:
    path = tmp_path / "plan.json"
    plan = {"relations": [{"root": {"names": names, "input": rel}}]}
    path.write_text(json.dumps(plan), encoding="utf-8")
    return str(path)


@pytest.fixture
def no_spark(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("Spark started")

    monkeypatch.setattr(plan_commands, "_session", refuse)
    monkeypatch.setattr(session, "local_session", refuse)


@pytest.fixture
def sales(tmp_path: Path) -> str:
    path = tmp_path / "sales.csv"
    path.write_text("x\n1\n", encoding="utf-8")
    return str(path)


@pytest.fixture
def one_table(tmp_path: Path) -> str:
    return _plan(tmp_path, _read("sales"), ["x"])


@pytest.fixture
def three_tables(tmp_path: Path) -> str:
    cross = {"cross": {"left": _read("nation", "n: i64?"), "right": _read("Region", "r: i64?")}}
    rel = {"cross": {"left": _read("sales"), "right": cross}}
    return _plan(tmp_path, rel, ["x", "n", "r"])


def _errors(capsys: pytest.CaptureFixture[str]) -> list[str]:
    lines = capsys.readouterr().err.splitlines()
    assert lines and all(line.startswith("error: ") for line in lines), lines
    return lines


def test_a_malformed_or_missing_binding_is_a_usage_error(
    no_spark: None, one_table: str, sales: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["run", one_table, "--table", "sales", "--table", "other=nosuch.parquet"]
    assert main(argv) == 2
    assert _errors(capsys) == [
        "error: --table sales: expected NAME=PATH, e.g. --table sales=sales.parquet",
        f"error: --table other=nosuch.parquet: no file or folder nosuch.parquet (relative to "
        f"{Path.cwd()})",
    ]
    assert main(["run", one_table, "--table", f"sales={sales}", "--table", "sales=b.csv"]) == 2
    assert "bound twice" in _errors(capsys)[0]


def test_every_unbound_table_is_reported_at_once(
    no_spark: None, three_tables: str, sales: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", three_tables]) == 2
    errors = _errors(capsys)
    assert len(errors) == 3
    for name in ("sales", "nation", "Region"):
        assert any(f"table {name!r}, which no --table binds" in line for line in errors)
    # names bind as the run binds them: ignoring case; a near miss is named
    argv = ["run", three_tables, "--table", f"region={sales}", "--table", f"sale={sales}"]
    assert main(argv) == 2
    errors = _errors(capsys)
    assert len(errors) == 2
    assert "'sales'" in errors[0] and "--table sale binds no table the plan reads" in errors[0]
    assert "'nation'" in errors[1]


def test_check_and_decompile_need_the_tables_they_read(
    no_spark: None, three_tables: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", three_tables, "-v", "--table", "sales"]) == 2
    assert "expected NAME=PATH" in _errors(capsys)[0]
    assert main(["decompile", three_tables]) == 0  # every read has its schema
    capsys.readouterr()
    rel = {"read": {"namedTable": {"names": ["sales"]}}}  # the schema is the data's
    assert main(["decompile", _plan(tmp_path, rel, ["x"])]) == 2
    assert "'sales', which no --table binds" in _errors(capsys)[0]


def test_explain_without_spark_and_sql_need_no_bindings(
    no_spark: None, three_tables: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["explain", three_tables, "--no-spark"]) == 0
    assert main(["sql", three_tables]) == 0
    assert main(["explain", three_tables]) == 2  # Spark's plan needs the data
    assert len(_errors(capsys)) == 3


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--format", "csv"], "--format csv applies to --output"),
        (["--output", "out.dat"], ".dat names no format this writes"),
        (["--output", "out.csv", "--format", "json"], "names csv and --format says json"),
        (["--output", "out.csv", "--mode", "append"], "--mode append adds part files to a folder"),
        (["--output", "out.csv", "--force", "--mode", "ignore"], "--mode ignore says otherwise"),
        (["--output", "nodir/out.csv"], "no folder"),
        (["--output", "s3://bucket/out.parquet"], "name a folder (s3://bucket/out.parquet/)"),
        (["--output", "out.csv", "--remote", "sc://far:15002"], "the Spark Connect server"),
        (["--sandbox", "nodir"], "--sandbox nodir: no folder nodir"),
    ],
)
def test_output_and_option_problems_are_usage_errors(
    no_spark: None,
    one_table: str,
    sales: str,
    extra: list[str],
    message: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["run", one_table, "--table", f"sales={sales}", *extra]) == 2
    errors = _errors(capsys)
    assert len(errors) == 1 and message in errors[0], errors


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--master", "locl"], "'locl' is not a Spark master"),
        (["--remote", "localhost:15002"], "is not a Spark Connect URL"),
        (["--timeout", "0"], "expected a number of seconds above 0"),
        (["--show", "-1"], "expected 0 or more"),
        (["--lowering", "fast"], "invalid choice"),
        (["--nosuch"], "unrecognized arguments"),
    ],
)
def test_bad_option_values_are_one_line(
    no_spark: None,
    one_table: str,
    extra: list[str],
    message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["run", one_table, *extra])
    assert exited.value.code == 2
    errors = _errors(capsys)
    assert len(errors) == 1 and message in errors[0], errors
    assert errors[0].endswith(" --help lists the options)")


def test_an_existing_output_is_refused_before_spark(
    no_spark: None, one_table: str, sales: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.csv"
    out.write_text("old", encoding="utf-8")
    assert main(["run", one_table, "--table", f"sales={sales}", "--output", str(out)]) == 1
    assert _errors(capsys) == [f"error: {out} exists; pass --force to replace it"]


def test_an_unknown_test_area_is_a_usage_error(
    no_spark: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["conformance", "--area", "nosucharea", "--area", "arithmetc"]) == 2
    errors = _errors(capsys)
    assert len(errors) == 2
    assert errors[0].startswith("error: --area nosucharea: no such test area; areas: ")
    assert "did you mean arithmetic?" in errors[1]


def test_from_sql_bindings_are_checked_before_spark(
    no_spark: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["from-sql", "SELECT 1", "--table", "t=nosuch.parquet"]) == 2
    assert "no file or folder nosuch.parquet" in _errors(capsys)[0]


def _namespace(output: str | None, fmt: str | None = None, **more: Any) -> argparse.Namespace:
    values = {"output": output, "format": fmt, "mode": "error", "force": False, "remote": None}
    return argparse.Namespace(**{**values, **more})


@pytest.mark.parametrize(
    ("output", "fmt", "expected"),
    [
        ("out.parquet", None, ("parquet", True, ())),
        ("out.csv", None, ("csv", True, (("header", "true"),))),
        ("out.tsv", None, ("csv", True, (("header", "true"), ("sep", "\t")))),
        ("out.json", None, ("json", True, (("ignoreNullFields", "false"),))),
        ("out.jsonl", "json", ("json", True, (("ignoreNullFields", "false"),))),
        ("out.orc", None, ("orc", True, ())),
        ("out.csv/", None, ("parquet", False, ())),  # a folder asked for
        ("out/", "csv", ("csv", False, (("header", "true"),))),
        ("results", None, ("parquet", False, ())),  # no suffix: a folder, as before
        ("s3://bucket/out/", "json", ("json", False, ())),
    ],
)
def test_the_output_path_says_what_is_written(
    output: str,
    fmt: str | None,
    expected: tuple[str, bool, tuple[tuple[str, str], ...]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    target = output_target(_namespace(output, fmt))
    assert target is not None
    assert (target.format, target.single_file, target.options) == expected


def test_an_existing_folder_is_a_folder_and_roots_get_numbered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data.parquet").mkdir()  # Spark's own layout, named like a file
    target = output_target(_namespace("data.parquet", mode="append"))
    assert target is not None and not target.single_file
    assert target.for_root(1, 2).path == "data.parquet.1/"
    single = output_target(_namespace("out.csv", force=True))
    assert single is not None and single.mode == "overwrite"
    assert [single.for_root(i, 2).path for i in (0, 1)] == ["out.0.csv", "out.1.csv"]
    assert single.for_root(0, 1) is single
    assert output_target(_namespace(None)) is None


def test_named_reads_and_unused_bindings(tmp_path: Path) -> None:
    subquery = {"subquery": {"scalar": {"input": _read("late")}}}
    rel = {"project": {"input": _read("Sales"), "expressions": [subquery]}}
    data = {"relations": [{"root": {"names": ["x"], "input": rel}}]}
    reads = named_reads(data)
    assert [(read.path, read.name) for read in reads] == [
        ("relations[0].root.input.project.input.read", "Sales"),
        ("relations[0].root.input.project.expressions[0].subquery.scalar.input.read", "late"),
    ]
    tables = {"sales": "a", "late": "b", "extra": "c"}
    warnings = bind_tables(data, tables)
    assert warnings == ["--table extra: the plan reads no table 'extra' (its tables: Sales, late)"]
    with pytest.raises(UsageError) as caught:
        bind_tables(data, {"sales": "a"})
    assert caught.value.problems == (
        "the plan reads table 'late', which no --table binds: pass --table late=PATH",
    )
    # a session's own tables count (Spark Connect); read files may be what a binding means
    assert bind_tables(data, {"sales": "a"}, session_has=lambda name: name == "late") == []
    # a table an earlier root writes (a temporary view) needs no binding
    write = {"write": {"namedTable": {"names": ["Late"]}, "input": _read("sales")}}
    data["relations"].insert(0, {"root": {"names": ["x"], "input": write}})
    assert bind_tables(data, {"sales": "a"}) == []
    # a read of files is named by its file's name (test_file_bindings.py)
    item = {"uriFile": "/producer/orders.parquet", "parquet": {}}
    files = {"read": {"localFiles": {"items": [item]}, "baseSchema": "x: i64?"}}
    data["relations"].append({"root": {"names": ["x"], "input": files}})
    assert bind_tables(data, tables) == [
        "--table extra: the plan reads no table and no files named 'extra' (its tables: Sales, "
        "late, sales; its files: orders.parquet)"
    ]
    assert bind_tables(data, {**tables, "extra": "c", "orders": "d"}) == [
        "--table extra: the plan reads no table and no files named 'extra' (its tables: Sales, "
        "late, sales; its files: orders.parquet)"
    ]
    item["uriFile"] = "/producer/extra.parquet"
    assert bind_tables(data, tables) == []
    assert parse_tables(["t=s3://bucket/t/", "u=nosuch*.csv"], check_paths=False) == {
        "t": "s3://bucket/t/",
        "u": "nosuch*.csv",
    }
    with pytest.raises(UsageError, match="no file or folder matches this pattern"):
        parse_tables([f"u={tmp_path}/nosuch*.csv"])


def test_take_only_file_moves_the_one_data_file(tmp_path: Path) -> None:
    folder = tmp_path / "parts"
    folder.mkdir()
    for name in ("_SUCCESS", ".part-0.csv.crc", "part-0.csv"):
        (folder / name).write_text(name, encoding="utf-8")
    take_only_file(folder, tmp_path / "out.csv")
    assert (tmp_path / "out.csv").read_text(encoding="utf-8") == "part-0.csv"
    with pytest.raises(RuntimeError, match="expected one data file"):
        take_only_file(folder, tmp_path / "again.csv")


def test_the_readme_lists_the_exit_codes() -> None:
    text = README.read_text(encoding="utf-8")
    table = text[text.index("| exit code |") :].split("\n\n", 1)[0]
    codes = re.findall(r"^\| (\d+) \|", table, flags=re.MULTILINE)
    assert codes == ["0", "1", "2", "3", "70"]
    assert plan_commands.ENGINE_FAILURE == 3
