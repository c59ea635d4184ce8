"""Diagnostics on long lines: every caret view shows a window of about 120
characters around the caret, with ``…`` where the line is cut, the carets under
the right characters; input quoted in messages is clipped. No printed line is
wider than 130 characters whatever the input (it was 20,005 for a
20,000-character expression)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.diagnostics import ELLIPSIS, QUOTED, WINDOW, caret_window, clip_message
from substrait_expr.typecheck.type_syntax import TypeSyntaxError, parse_type

WIDEST = 130
SCHEMA = "f0: i32, s: string"
ITEMS = "1, " * 3_340  # 10,020 characters of a flat IN list (no nesting limit to hit)


def _rendered(text: str) -> str:
    with pytest.raises(se.CompileError) as caught:
        se.check(text, se.Schema.parse(SCHEMA))
    return str(caught.value)


def _caret_column(rendered: str, source: str) -> tuple[int, int]:
    """(column in the source, number of carets) read back from the printed
    source window and caret line, checking that the window is the source's text."""
    lines = rendered.splitlines()
    index = next(i for i, line in enumerate(lines) if line.lstrip().startswith("1 | "))
    shown = lines[index].split(" | ", 1)[1]
    carets = lines[index + 1].split(" | ", 1)[1]
    start = carets.index("^")
    prefix = ELLIPSIS if shown.startswith(ELLIPSIS) else ""
    body = shown[len(prefix) :].removesuffix(ELLIPSIS)
    offset = source.index(body) if prefix else 0  # the window's place in the source
    assert source[offset : offset + len(body)] == body
    return offset + start - len(prefix) + 1, carets.count("^")


def _widest(text: str) -> int:
    return max(len(line) for line in text.splitlines())


def test_error_at_the_end_of_a_20000_character_line() -> None:
    source = "f0 IN (" + ITEMS * 2 + "1) OR nope"
    assert len(source) > 20_000
    rendered = _rendered(source)
    assert _widest(rendered) <= WIDEST
    column, count = _caret_column(rendered, source)
    assert (column, count) == (len(source) - 3, 4)  # under "nope"
    window = next(line for line in rendered.splitlines() if line.startswith("1 | "))
    assert window.startswith("1 | " + ELLIPSIS) and window.endswith("OR nope")


def test_error_at_the_start_and_in_the_middle() -> None:
    start = "nope IN (" + ITEMS * 2 + "1)"
    rendered = _rendered(start)
    assert _widest(rendered) <= WIDEST
    column, count = _caret_column(rendered, start)
    assert (column, count) == (1, 4)  # under "nope"
    assert "1 | nope IN (1, " in rendered and rendered.count(ELLIPSIS) == 1  # cut on the right

    middle = "f0 IN (" + ITEMS + "nope, " + ITEMS + "1)"
    rendered = _rendered(middle)
    assert _widest(rendered) <= WIDEST
    column, count = _caret_column(rendered, middle)
    assert middle[column - 1 : column - 1 + count] == "nope"
    assert column == len("f0 IN (" + ITEMS) + 1
    window = next(line for line in rendered.splitlines() if "nope" in line and " | " in line)
    assert window.count(ELLIPSIS) == 2  # cut on both sides


def test_a_span_wider_than_the_window_is_clipped_at_its_edge() -> None:
    # An unterminated string from column 8 to the end of a 5,000-character line.
    source = "f0 || 'x" + "y" * 5_000
    rendered = _rendered(source)
    assert _widest(rendered) <= WIDEST
    lines = rendered.splitlines()
    window, carets = next(
        (line, lines[i + 1]) for i, line in enumerate(lines) if line.startswith("1 | ")
    )
    shown, marks = window.split(" | ", 1)[1], carets.split(" | ", 1)[1]
    assert marks.index("^") == shown.index("'")  # starts under the quote
    assert marks.rstrip().endswith("^") and len(marks) == WINDOW  # to the window's edge
    assert shown.endswith(ELLIPSIS) and not shown.startswith(ELLIPSIS)


def test_caret_window_keeps_short_lines_exactly() -> None:
    assert caret_window("a + b", 4) == ("a + b", "    ^")
    text = "x" * WINDOW
    assert caret_window(text, 3, 2) == (text, "   ^^")
    shown, carets = caret_window("a" * 500 + "b" + "c" * 500, 500)
    assert len(shown) <= WINDOW + 2 and shown[carets.index("^")] == "b"
    shown, carets = caret_window("a" * 500, 500)  # one past the end: an error at end of input
    assert carets.index("^") == len(shown) and shown.startswith(ELLIPSIS)


def test_a_long_name_quoted_in_a_message_is_clipped() -> None:
    name = "x" * 20_000
    rendered = _rendered(f"f0 + {name}")
    assert "1 | f0 + xxx" in rendered
    assert _widest(rendered) <= WIDEST
    assert re.search(f"no field named\\s+'x{{30,}}{ELLIPSIS}x+'\n", rendered)
    with pytest.raises(se.CompileError) as caught:
        se.check(f"f0 + {name}", se.Schema.parse(SCHEMA))
    assert name in caught.value.diagnostics[0].message  # the diagnostic keeps it whole
    assert clip_message("short 'text'") == "short 'text'"
    long_literal = clip_message("P" + "9" * 5_000 + "Y does not fit interval_year")
    assert len(long_literal) < QUOTED + 40 and long_literal.endswith(" does not fit interval_year")


def test_a_long_candidate_list_wraps_between_signatures() -> None:
    rendered = _rendered("add(f0, s)")
    assert _widest(rendered) <= WIDEST
    assert "functions_arithmetic.add(i64, i64)" in rendered  # never split inside one


def test_the_cli_prints_windows(capsys: pytest.CaptureFixture[str]) -> None:
    source = "f0 IN (" + ITEMS * 2 + "1) OR nope"
    assert main(["parse", "(" + source]) == 1
    err = capsys.readouterr().err
    assert "error[syntax]" in err and _widest(err) <= WIDEST
    assert main(["check", "--schema", SCHEMA, source]) == 1
    err = capsys.readouterr().err
    assert "error[unknown-field]" in err and _widest(err) <= WIDEST
    column, count = _caret_column(err, source)
    assert source[column - 1 : column - 1 + count] == "nope"


def test_type_text_errors_and_plan_errors_are_windowed(tmp_path: Path) -> None:
    text = "list<" * 50 + "i32, " * 3_000 + "i32" + ">" * 50
    with pytest.raises(TypeSyntaxError) as caught:
        parse_type(text)
    assert _widest(str(caught.value)) <= WIDEST
    source_line, carets = str(caught.value).splitlines()[1:3]
    assert source_line.startswith("  " + ELLIPSIS) and "^" in carets

    plan = tmp_path / "plan.json"
    condition = "a IN (" + ITEMS + "1) OR nope > 0"
    read = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "a: i32"}}
    filtered = {"filter": {"input": read, "condition": condition}}
    plan.write_text(json.dumps({"relations": [{"root": {"input": filtered}}]}))
    with pytest.raises(se.PlanError) as failed:
        se.load_plan(plan)
    assert "error[unknown-field]" in str(failed.value) and _widest(str(failed.value)) <= WIDEST


def test_an_apostrophe_in_a_message_quotes_nothing() -> None:
    from substrait_expr.diagnostics import clip_message

    prose = (
        "DuckDB's binder keeps the separator outside the plan, whatever the query gave, so "
        "the plan does not say how to join the strings and the spec's string_agg needs it"
    )
    assert clip_message(prose + " " + prose) == prose + " " + prose
    quoted = prose + " '" + "x" * 300 + "'"
    assert "…" in clip_message(quoted) and clip_message(quoted).startswith(prose)
