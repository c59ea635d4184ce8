"""Runs of literal IN-list items folded into one token parse as before.

The oracle is the parser without folding: for every text, the AST, every
node's source span and every diagnostic must be the same with and without
``fold_literal_runs``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.corpus import generate
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser import driver
from substrait_expr.parser.driver import clear_parse_cache, parse
from substrait_expr.parser.literal_runs import LiteralRun, fold_literal_runs


def spans(node: Any) -> Iterator[tuple[str, Any]]:
    """Every node's class and span, depth first (spans are left out of ``==``)."""
    if isinstance(node, tuple):
        for item in node:
            yield from spans(item)
    elif dataclasses.is_dataclass(node):
        yield type(node).__name__, getattr(node, "span", None)
        for f in dataclasses.fields(node):
            yield from spans(getattr(node, f.name))


def outcome(text: str) -> tuple[str, Any, list[tuple[str, Any]]]:
    clear_parse_cache()
    try:
        tree = parse(text)
    except CompileError as error:
        return "error", [(d.code, d.message, d.span, d.hint) for d in error.diagnostics], []
    return "tree", tree, list(spans(tree))


def unfolded(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Any, list[Any]]:
    with monkeypatch.context() as patch:
        patch.setattr(driver, "fold_literal_runs", lambda tokens: tokens)
        return outcome(text)


def assert_same(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert outcome(text) == unfolded(text, monkeypatch), text


@pytest.mark.parametrize(
    "text",
    [
        "x IN (1)",
        "x IN (1, 2, 3)",
        "x NOT IN (1, 2, 3,)",
        "x IN (-1, - 2.5, 3e2, -0, 'a''b', NULL, TRUE, false)",
        "x IN (1, y, 2, 3, y + 1, 4)",
        "x IN (1::i8, 2, 3::i8)",
        "x IN (1 + 2, 3)",
        "x IN ((1), 2)",
        "x IN (- -1, 2)",
        "x IN (-'a', 2)",
        "x IN (y IN (1, 2), 3, 4) AND z IN ('p',\n 'q'\n)",
        "x IN (f(1, 2), [3, 4][1], 5)",
        "x IN (2020-01-02, 12:30:00)",  # untyped temporal literals: an error each
        "x IN (2020-01-02::date, 2020-01-03::date)",
        "x IN (1, " + "9" * 5_000 + ")",  # past the literal digit limit
        "x IN (1, 2",
        "x IN (1, 2,",
        "x IN (1 2)",
        "x IN ()",
        "x IN (,)",
        "x IN (1,,2)",
        "x IN (TABLE t)",
        "x IN [1, 2]",
        "f(x IN (1, 2)) IN (TRUE)",
        "x IN (1, 2) AS flag",
        "/* c */ x IN ( 1 , -- one\n 2 /* two */ , 3 )",
    ],
)
def test_same_as_unfolded(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert_same(text, monkeypatch)


def test_corpus_expressions(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [ours for ours, _ in generate(1_000, seed=11) if " IN (" in ours.upper()]
    assert len(texts) > 20
    for text in texts:
        assert_same(text, monkeypatch)


ITEMS = st.sampled_from(
    ["1", "-2", "- 3.5", "4e1", "'s'", "NULL", "TRUE", "x", "x + 1", "1::i8", "(5)", "-y", "''"]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(ITEMS, max_size=12), st.booleans())
def test_random_lists(items: list[str], trailing_comma: bool) -> None:
    text = "x IN (" + ", ".join(items) + ("," if trailing_comma else "") + ")"
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert_same(text, monkeypatch)


def test_a_long_list_is_one_token() -> None:
    tokens = driver._lex("x IN (" + ", ".join(str(i) for i in range(10_000)) + ") AND y")
    folded = fold_literal_runs(tokens.tokens)
    assert len(folded) == 8  # x IN ( run ) AND y EOF
    run = folded[3]
    assert isinstance(run, LiteralRun) and len(run.items) == 10_000
    assert [t.tokenIndex for t in folded] == list(range(8))
