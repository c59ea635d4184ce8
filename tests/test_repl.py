"""The REPL: piped mode in a subprocess, the terminal mode through prompt_toolkit's
pipe input, line continuation, completion, and (marked spark) evaluation on data."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.history import FileHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from substrait_expr.repl import ReplOptions, add_arguments, run_repl
from substrait_expr.repl.completion import ReplCompleter
from substrait_expr.repl.files import HISTORY_ENV
from substrait_expr.repl.highlighting import highlight
from substrait_expr.repl.lexing import needs_more
from substrait_expr.repl.loop import make_state, run_piped
from substrait_expr.repl.runtime import SparkRuntime
from substrait_expr.repl.state import ReplState
from substrait_expr.repl.terminal import make_prompt_session, run_interactive

ROOT = Path(__file__).resolve().parent.parent
EXTENSION = """\
urn: extension:com.example:repl_test
scalar_functions:
  - name: triple
    impls:
      - args:
          - value: i32
        return: i32
"""


def run_process(text: str, *args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        HISTORY_ENV: str(tmp_path / "history"),
        "SUBSTRAIT_EXPR_SPARK_LOG": str(tmp_path / "spark.log"),
    }
    return subprocess.run(
        [sys.executable, "-m", "substrait_expr.repl", *args],
        input=text,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


# -- piped mode (subprocess, no Spark) --------------------------------------------


def test_piped_commands_without_spark(tmp_path: Path) -> None:
    extension = tmp_path / "triple.yaml"
    extension.write_text(EXTENSION)
    script = "\n".join(
        [
            ":type 1 + 2",
            ":schema a: i32, b: string?",
            ":schema",
            ":type (a + 5) / 2",
            ":type b || 'x'",
            ":ast (a+5)/2",
            ":functions add",
            ":functions",
            ":type triple(a)",
            f":ext {extension}",
            ":type triple(a)",
            ":tables",
            ":rows 3",
            ":type sum(a)",
            "a + 1",
            ":help",
            ":quit",
            ":type 'never reached'",
        ]
    )
    result = run_process(script, tmp_path=tmp_path)
    assert result.returncode == 1, result.stderr  # triple(a) before :ext failed
    out = result.stdout
    lines = out.splitlines()
    assert lines[0] == "i32"
    assert "schema: a: i32, b: string?" in lines
    assert lines.count("i32") == 3  # 1 + 2, (a + 5) / 2, triple(a) after :ext
    assert "string?" in lines
    assert "(a + 5) / 2" in lines
    assert any(line.startswith("Call name='divide' operator=DIVIDE") for line in lines)
    assert "add(i32, i32) -> i32  [functions_arithmetic]" in lines
    assert "functions; :functions PREFIX shows signatures)" in out
    assert "error[unknown-function]" in out  # triple before :ext
    assert f"loaded {extension}: 1 new function name(s)" in out
    assert "no tables loaded" in out
    assert "showing up to 3 rows" in lines
    assert "i64?" in lines  # sum(a) checks as an aggregate
    assert "a + 1 : i32" in lines
    assert "(not evaluated: it reads field a and no data is loaded" in out
    assert ":load PATH [AS name]" in out  # :help
    assert "never reached" not in out
    assert "Traceback" not in out + result.stderr


def test_piped_errors_show_carets_and_the_session_goes_on(tmp_path: Path) -> None:
    script = "\n".join(
        [
            ":schema a: i32",
            ":type a + nme",
            ":type a +",  # continues: the next line is a command, so this one ends
            ":type 'unterminated",
            ":schema a: i32, b",
            ":nope",
            ":typ 1",
            ":load",
            ":load /no/such/file.csv",
            ":load notes.txt",
            ":ext /no/such.yaml",
            ":functions zzzz",
            ":rows zero",
            ":type",
            ":type 40 + 2",
        ]
    )
    result = run_process(script, tmp_path=tmp_path)
    assert result.returncode == 1  # the input went on after each error, and exits 1
    out = result.stdout
    assert "error[unknown-field]" in out
    assert "1 | a + nme" in out
    assert "  |     ^^^" in out
    assert "error[syntax]: unexpected end of input" in out
    assert "error[unterminated-string]" in out
    assert "invalid schema" in out
    assert "unknown command :nope" in out
    assert "did you mean :type?" in out
    assert "usage: :load PATH [AS name]" in out
    assert "no such file: /no/such/file.csv" in out
    assert "usage: :rows N" in out
    assert "usage: :type EXPR" in out
    assert "no function starts with 'zzzz'" in out
    assert "/no/such.yaml" in out
    assert out.splitlines()[-1] == "i32"  # still running after all that
    assert "Traceback" not in out + result.stderr


def test_piped_input_exits_1_after_an_error_and_0_without(tmp_path: Path) -> None:
    assert run_process(":schema a: int\n:type a + 1\n", tmp_path=tmp_path).returncode == 0
    failed = run_process(":type nope\n:type 1\n", tmp_path=tmp_path)
    assert failed.returncode == 1
    assert failed.stdout.splitlines()[-1] == "i32"  # the inputs after the error ran
    out = io.StringIO()
    assert run_repl(ReplOptions(), stdin=io.StringIO(":schema a: flaot\n"), stdout=out) == 1


def test_piped_multiline_input(tmp_path: Path) -> None:
    script = (
        ":type (1 +\n  2)\n:type CASE WHEN true\n THEN 'x'\n ELSE 'y' END\n:type 1 +\n\n:type 7\n"
    )
    result = run_process(script, tmp_path=tmp_path)
    lines = result.stdout.splitlines()
    assert lines[:2] == ["i32", "string"]
    assert "error[syntax]: unexpected end of input; expected an expression" in lines
    assert lines[-1] == "i32"


def test_piped_substrait(tmp_path: Path) -> None:
    result = run_process(":schema a: i32\n:substrait a + 1\n", tmp_path=tmp_path)
    assert result.returncode == 0
    out = result.stdout
    assert '"name": "add:i32_i32"' in out
    assert '"referredExpr"' in out


def test_bad_start_options_exit_2(tmp_path: Path) -> None:
    result = run_process(":quit\n", "--schema", "a: i32, b", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "invalid schema" in result.stderr


def test_add_arguments_and_run_repl_in_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse
    import io

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["--schema", "x: i64", "--rows", "5"])
    assert ReplOptions.from_namespace(args) == ReplOptions(schema="x: i64", rows=5)
    with pytest.raises(SystemExit):
        parser.parse_args(["--rows", "0"])
    out = io.StringIO()
    assert run_repl(args, stdin=io.StringIO(":type x * 2\n"), stdout=out) == 0
    assert out.getvalue() == "i64\n"


# -- line continuation, highlighting, completion ----------------------------------


@pytest.mark.parametrize(
    ("text", "more"),
    [
        ("1 + 2", False),
        ("1 +", True),
        ("(1 + 2", True),
        ("'it''s", True),
        ('"odd name', True),
        ("f(a,", True),
        ("a AND", True),
        ("a::", True),
        ("a::list<i32>", False),
        ("a::list<i32", True),
        ("a >", True),
        ("cast(a AS dec<38,2>)", False),
        ("CASE WHEN a THEN 1", True),
        ("CASE WHEN a THEN 1 END", False),
        ("switch a case 1 then 'x' else 'y'", False),
        ("/* comment", True),
        ("a -- comment", False),
        (":type 1 +", True),
        (":load data.csv", False),
        (":schema a: i32,", True),
    ],
)
def test_needs_more(text: str, more: bool) -> None:
    assert needs_more(text) is more


def test_highlight_styles() -> None:
    styles = {fragment[1]: fragment[0] for fragment in highlight(":type sum(a::i32) AND 'x' -- c")}
    assert styles[":type "] == "class:command"
    assert styles["sum"] == "class:function"
    assert styles["a"] == "class:field"
    assert styles["i32"] == "class:type"
    assert styles["AND"] == "class:keyword"
    assert styles["'x'"] == "class:string"
    assert styles[" -- c"] == "class:comment"
    assert "".join(fragment[1] for fragment in highlight("1 +\n  'x")) == "1 +\n  'x"


def _state(schema: str = "", out: list[str] | None = None) -> ReplState:
    sink = out if out is not None else []
    return make_state(ReplOptions(schema=schema), sink.append)


def _completions(state: ReplState, text: str) -> list[str]:
    completer = ReplCompleter(state)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


def test_completion_offers_fields_functions_keywords_types() -> None:
    state = _state('amount: i32, "order id": i64, name: string')
    state.compiler.registry  # noqa: B018 - completion only offers functions once loaded
    assert _completions(state, "am") == ["amount"]
    assert "add" in _completions(state, "ad")
    assert "add_intervals" in _completions(state, "1 + ad")
    assert _completions(state, "a IS NOT nu") == ["nullif", "num_points", "null", "nulls"]
    assert '"order id"' in _completions(state, '"or')
    assert "dec" in _completions(state, "amount::de")
    assert "add" not in _completions(state, "amount::a")
    assert "i64" in _completions(state, "cast(amount AS i6")
    assert ":type " in _completions(state, ":ty")
    assert "substring" in _completions(state, ":functions subs")
    assert "name" in _completions(state, ":type na")


def test_completion_of_paths(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text("a\n1\n")
    completer = ReplCompleter(_state())
    found = completer.get_completions(Document(f":load {tmp_path}/sa"), CompleteEvent())
    assert [(c.text, c.display_text) for c in found] == [("les.csv", "sales.csv")]


# -- the terminal (prompt_toolkit with a pipe input) ------------------------------


def _interactive(keys: str, tmp_path: Path, schema: str = "", later: str = "") -> list[str]:
    """Type ``keys``, then (after a pause that lets completion finish) ``later``."""
    out: list[str] = []
    state = _state(schema, out)
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        if later:
            threading.Timer(1.0, pipe.send_text, [later]).start()
        session = make_prompt_session(
            state,
            history=FileHistory(str(tmp_path / "history")),
            input=pipe,
            output=DummyOutput(),
        )
        run_interactive(state, session=session, start_spark=False)
    return out[1:]  # after the greeting


def test_terminal_runs_commands_and_keeps_history(tmp_path: Path) -> None:
    out = _interactive(":type 1 + 2\r:type 'a' || 'b'\r:quit\r", tmp_path)
    assert out == ["i32", "string"]
    history = (tmp_path / "history").read_text()
    assert "+:type 1 + 2" in history
    assert "+:quit" in history


def test_terminal_multiline_continuation(tmp_path: Path) -> None:
    out = _interactive(":type (1 +\r2)\r:type 1 +\r\r\x04", tmp_path)
    assert out[0] == "i32"
    assert out[1].startswith("error[syntax]: unexpected end of input")
    history = (tmp_path / "history").read_text()
    assert "+:type (1 +\n+2)" in history


def test_terminal_ctrl_c_drops_the_input_and_ctrl_d_leaves(tmp_path: Path) -> None:
    out = _interactive(":type 1 +\x03:type 2\r\x04", tmp_path)
    assert out == ["i32"]


def test_terminal_tab_completes_a_field(tmp_path: Path) -> None:
    out = _interactive(":type my_f\t", tmp_path, schema="my_field: fp64", later="\r\x04")
    assert out == ["fp64"]


def test_history_file_location_follows_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "nested" / "history"
    monkeypatch.setenv(HISTORY_ENV, str(path))
    out: list[str] = []
    state = _state("", out)
    with create_pipe_input() as pipe:
        pipe.send_text(":type true\r\x04")
        session = make_prompt_session(state, input=pipe, output=DummyOutput())
        run_interactive(state, session=session, start_spark=False)
    assert out[1:] == ["boolean"]
    assert "+:type true" in path.read_text()


# -- evaluation on Spark (in-process, the shared session) -------------------------


@pytest.mark.spark
def test_evaluation_on_spark(spark: object, tmp_path: Path) -> None:
    data = tmp_path / "people.csv"
    data.write_text("id,name,score\n1,ann,2.5\n2,bob,\n3,cy,4.0\n")
    (tmp_path / "ids.json").write_text('{"k": 10}\n{"k": 20}\n')
    out: list[str] = []
    state = make_state(ReplOptions(rows=2), out.append)
    state.runtime = SparkRuntime.attached(spark)
    script = [
        "40 + 2",
        "a + 1",
        ":schema a: i32",
        "a + 1",
        f":load {data}",
        "(id + 5) / 2",
        "name || '!'",
        "sum(id)",
        "id / 0",
        ":spark id + 1",
        f":load {tmp_path / 'ids.json'} AS ids",
        ":tables",
        "k * 2",
        ":use people",
        "score",
    ]
    run_piped(state, script)
    text = "\n".join(out)
    assert "| 40 + 2 : i32 |\n+--------------+\n| 42           |" in text
    assert "error[unknown-field]" in text  # a + 1 with no schema
    assert "(not evaluated: it reads field a and no data is loaded" in text
    assert "schema: id: i32?, name: string?, score: fp64?" in text
    assert "| (id + 5) / 2 : i32? |" in text
    assert "| 3" in text and "(2 rows, more not shown)" in text
    assert "| ann!" in text
    assert "| sum(id) : i64? |" in text and "| 6 " in text
    assert "division by zero" in text.lower()  # Spark's DIVIDE_BY_ZERO under ANSI
    assert "Column<" in text
    assert "  people  " in text and "* ids  " in text
    assert "| k * 2 : i64? |" in text and "| 20 " in text
    assert "| 2.5 " in text and "| null " in text
    assert "Traceback" not in text
