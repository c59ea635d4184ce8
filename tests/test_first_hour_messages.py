"""Messages a new user met in the first hour (issue 39, item 7), each saying
what is wrong, where, and what to do."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.diagnostics import wrap_line
from substrait_expr.repl import ReplOptions, run_repl

READ = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "a: i32"}}


def _plan(rel: dict[str, object]) -> dict[str, object]:
    return {"relations": [{"root": {"names": ["a"], "input": rel}}]}


def _repl(script: str) -> tuple[int, str]:
    out = io.StringIO()
    code = run_repl(ReplOptions(), stdin=io.StringIO(script), stdout=out)
    return code, out.getvalue()


def test_repl_schema_with_sql_names() -> None:
    code, out = _repl(":schema a: int, b: varchar\n")
    assert code == 1
    assert "for text of any length write string" in out
    code, out = _repl(":schema a: int\n:type a + 1\n")
    assert (code, out.splitlines()) == (0, ["schema: a: i32", "i32"])
    code, out = _repl(":schema a: float\n")
    assert "did you mean fp32" in out


def test_a_sort_field_of_the_wrong_kind_says_what_a_sort_key_is() -> None:
    with pytest.raises(se.PlanError) as caught:
        se.load_plan(_plan({"sort": {"sorts": [42], "input": READ}}))
    message = str(caught.value)
    assert "not valid under any of the given schemas" not in message
    assert message == (
        "error: relations[0].root.input.sort.sorts[0]: "
        'expected a sort key, "total DESC" or {"expr": "total", ...}; got the number 42'
    )


def test_another_one_of_names_the_kinds_it_takes() -> None:
    virtual = {"virtualTable": {"expressions": [5]}, "baseSchema": "a: i32"}
    with pytest.raises(se.PlanError) as caught:
        se.load_plan(_plan({"read": virtual}))
    assert str(caught.value) == (
        "error: relations[0].root.input.read.virtualTable.expressions[0]: "
        "expected an object or a list; got the number 5"
    )


def test_a_dot_on_a_variant_hints_the_colon_path() -> None:
    schema = "payload: variant?, r: nstruct<v: variant>"
    cases = {
        "payload.user": "payload:user",
        'payload."user name"': "payload:['user name']",
        "r.v.k": "(r.v):k",
    }
    for text, path in cases.items():
        with pytest.raises(se.CompileError) as caught:
            se.check(text, schema)
        (diagnostic,) = caught.value.diagnostics
        assert diagnostic.code is se.Code.NOT_A_STRUCT
        assert diagnostic.hint == f"a variant's fields are read with ':': {path}"
        assert str(se.check(path, schema).type).startswith("variant")


def test_long_lines_wrap_between_words() -> None:
    kinds = (
        "read, filter, project, sort, fetch, aggregate, set, cross, join, write, reference, "
        "extensionSingle, extensionMulti, extensionLeaf, exchange, expand, hashJoin, mergeJoin"
    )
    line = f"error: relations[0].root.input: not supported on Spark (supported: {kinds})"
    lines = wrap_line(line)
    assert len(lines) > 1
    assert all(len(part) <= 125 for part in lines)
    words = line.split()
    assert [w for part in lines for w in part.split()] == words  # no word cut in two


def test_compile_into_a_missing_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(_plan(READ)))
    monkeypatch.chdir(tmp_path)
    assert main(["compile", str(plan), "-o", "nodir/x.pb"]) != 0
    err = capsys.readouterr().err
    assert "not a directory" not in err
    assert "the folder nodir does not exist; create it first" in err
    (tmp_path / "afile").write_text("")
    assert main(["compile", str(plan), "-o", "afile/x.pb"]) != 0
    assert "afile is a file, not a folder to write x.pb in" in capsys.readouterr().err
    (tmp_path / "out").mkdir()
    assert main(["compile", str(plan), "-o", "out/x.pb"]) == 0
