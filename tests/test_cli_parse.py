"""`substrait-expr parse`: output on stdout, diagnostics on stderr, exit codes."""

from __future__ import annotations

import json

import pytest

from substrait_expr.cli import main


def test_parse_prints_canonical_text_and_tree(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "(f0 + 5)/2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "(f0 + 5) / 2"
    assert out[1].startswith("Call name='divide' operator=DIVIDE")


def test_parse_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "--json", "add(f0, 5::i8) [overflow:ERROR]"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ast"]["node"] == "Call"
    assert data["ast"]["options"] == [
        {"node": "Option", "name": "overflow", "value": "ERROR",
         "span": {"line": 1, "column": 17, "end_line": 1, "end_column": 31}},
    ]  # fmt: skip
    assert data["ast"]["args"][1]["type"] == "i8"


def test_parse_error_goes_to_stderr_with_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "x::float"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "error[unknown-type]" in captured.err
    assert "1 | x::float" in captured.err


def test_parse_reads_stdin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("a AND\n b"))
    assert main(["parse", "-"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "a AND b"


def test_max_depth_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "--max-depth", "2", "(((x)))"]) == 1
    assert "error[too-deep]" in capsys.readouterr().err


def test_an_internal_error_is_one_line_unless_debug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from substrait_expr.cli import expression_commands, parser

    def broken(args: object) -> int:
        raise KeyError("boom\nsecond line")

    monkeypatch.setattr(expression_commands, "cmd_parse", broken)
    monkeypatch.setattr(parser, "cmd_parse", broken)
    assert main(["parse", "1"]) == 70
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("internal error: KeyError")
    assert "--debug" in err
    with pytest.raises(KeyError):
        main(["--debug", "parse", "1"])
