"""Syntax diagnostics: stable codes, positions, readable messages, no tracebacks."""

from __future__ import annotations

import pytest

from substrait_expr import CompileError, parse
from substrait_expr.parser import DEFAULT_MAX_DEPTH

# text, code, line, column, words the message must contain
CASES = [
    ("(f0 + 5", "syntax", 1, 8, "missing ')'"),
    ("[1, 2", "syntax", 1, 6, "missing ']'"),
    ("CASE WHEN a THEN b", "syntax", 1, 19, "missing END"),
    ("a +", "syntax", 1, 4, "expected an expression"),
    ("f(a,)", "syntax", 1, 5, "unexpected ')'"),
    ("a b", "syntax", 1, 3, "unexpected 'b'"),
    ("1 + 2 )", "syntax", 1, 7, "unexpected ')'"),
    ("x ::", "syntax", 1, 5, "expected a type"),
    ("'abc", "unterminated-string", 1, 1, "never closed"),
    ('"abc', "unterminated-string", 1, 1, "quoted name"),
    ("a /* b", "unterminated-string", 1, 3, "comment"),
    ("a # b", "unexpected-character", 1, 3, "'#'"),
    ("a ; b", "unexpected-character", 1, 3, "';'"),
    ("x::float", "unknown-type", 1, 4, "unknown type 'float'"),
    ("x::i33", "unknown-type", 1, 4, "unknown type"),
    ("cast(x AS varchr<3>)", "unknown-type", 1, 11, "varchr"),
    ("2020-12-30 + 1", "bad-literal", 1, 1, "date literal needs its type"),
    ("13:30:15", "bad-literal", 1, 1, "time literal"),
    ("x::func", "bad-type", 1, 4, "func needs"),
    ("x::list<i32 -> i64>", "bad-type", 1, 4, "'->'"),
    ("(a + 1, 2) -> 3", "syntax", 1, 2, "lambda parameters"),
    ("cast(x AS i32) [fail:NULL]", "bad-option", 1, 17, "failure"),
    ("a\n  + ", "syntax", 2, 5, "expected an expression"),
    ("1::enum", "bad-literal", 1, 1, "enum"),
]


@pytest.mark.parametrize(("text", "code", "line", "column", "words"), CASES)
def test_syntax_errors_are_positioned(
    text: str, code: str, line: int, column: int, words: str
) -> None:
    with pytest.raises(CompileError) as raised:
        parse(text)
    first = raised.value.diagnostics[0]
    assert first.code.value == code
    assert (first.line, first.column) == (line, column)
    assert words in first.message + (first.hint or "")


def test_error_text_shows_source_line_and_caret() -> None:
    with pytest.raises(CompileError) as raised:
        parse("add(f0, 5) +* 2")
    text = str(raised.value)
    assert "1 | add(f0, 5) +* 2" in text
    caret_line = text.splitlines()[-1]
    assert caret_line.index("^") == text.splitlines()[-2].index("*")


def test_several_problems_are_reported_together() -> None:
    with pytest.raises(CompileError) as raised:
        parse("x::float + y::int8")
    assert [d.code.value for d in raised.value.diagnostics] == ["unknown-type", "unknown-type"]
    assert raised.value.diagnostics[1].hint is not None
    assert raised.value.diagnostics[1].hint.startswith("did you mean i64")


def test_nesting_beyond_the_limit_is_a_diagnostic() -> None:
    too_deep = "(" * (DEFAULT_MAX_DEPTH + 1) + "x" + ")" * (DEFAULT_MAX_DEPTH + 1)
    with pytest.raises(CompileError) as raised:
        parse(too_deep)
    assert raised.value.codes == ["too-deep"]
    assert raised.value.diagnostics[0].column == DEFAULT_MAX_DEPTH + 1


def test_the_limit_is_configurable() -> None:
    with pytest.raises(CompileError):
        parse("((x))", max_depth=1)
    assert parse("((x))", max_depth=2) == parse("x")


def test_very_deep_input_under_a_raised_limit_never_crashes() -> None:
    depth = 20_000
    text = "- " * depth + "x"
    try:
        tree = parse(text, max_depth=depth + 1)
    except CompileError as error:  # a diagnostic is acceptable, a traceback is not
        assert error.codes == ["too-deep"]
    else:
        assert tree is not None
