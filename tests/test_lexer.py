"""The fast lexer reads exactly the tokens of ANTLR's generated lexer.

ANTLR's lexer is the oracle: every token's type, text, offsets, line and
column must agree, on the expressions this project's corpora hold and on
random text built from the characters where the two could part (quotes,
comment marks, digits next to `-`, `:`, `.`, `e`, `t`, `z`, non-ASCII
letters that a case-insensitive match could take for ASCII ones).
"""

from __future__ import annotations

import random

import pytest
from antlr4 import InputStream, Token
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.corpus import generate
from substrait_expr.parser._generated.SubstraitExprLexer import SubstraitExprLexer
from substrait_expr.parser.lexer import tokenize
from substrait_expr.testcases import all_cases

Row = tuple[int, str, int, int, int, int]

_LEXER = SubstraitExprLexer(InputStream(""))
_LEXER.removeErrorListeners()


def antlr_tokens(text: str) -> list[Row]:
    _LEXER.inputStream = InputStream(text)
    rows = []
    while True:
        token = _LEXER.nextToken()
        rows.append((token.type, token.text, token.start, token.stop, token.line, token.column))
        if token.type == Token.EOF:
            return rows


def fast_tokens(text: str) -> list[Row]:
    tokens = tokenize(text, _LEXER)
    assert [t.tokenIndex for t in tokens] == list(range(len(tokens)))
    return [(t.type, t.text, t.start, t.stop, t.line, t.column) for t in tokens]


PIECES = [
    *"'\"*/-+.:,;0123456789eEtTzZ $()[]|!<>=?%_aAuUbB\n\r\t\\",
    *("$outer", "$1", "u!", "2020-01-02", "12:30:00", "1.5", "1e", "/*", "*/", "--", "''"),
    *("and", "AND", "try_cast", "between", "table"),
    *("\u017f", "\u212a", "é", "😀", "\u00a0", "\x0b"),  # long s, Kelvin sign: not ASCII letters
]


@pytest.mark.parametrize("seed", range(4))
def test_random_text(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(2_000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30)))
        assert fast_tokens(text) == antlr_tokens(text), repr(text)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_hypothesis_text(text: str) -> None:
    assert fast_tokens(text) == antlr_tokens(text)


def test_corpus_expressions_in_both_languages() -> None:
    for ours, sql in generate(1_000, seed=7):
        assert fast_tokens(ours) == antlr_tokens(ours), ours
        assert fast_tokens(sql) == antlr_tokens(sql), sql


def test_official_test_case_expressions() -> None:
    lefts = {case.left for case in all_cases()}
    assert len(lefts) > 1_000
    for text in lefts:
        assert fast_tokens(text) == antlr_tokens(text), text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\t ",
        "'it''s'",
        "'ab''",  # the doubled quote is read as one, so the string never closes
        "'a'''''b",
        '"col ""x"""',
        "/* a */ 1 /* b",
        "/*/ 1",
        "1 -- to the end\n+ 2",
        "2020-01-02t10:00:00+05:00 2020-01-02T10:00:00Z 2020-01-02t10:00:00+0",
        "1.5e+3 1.e5 1e 12:30:00.5 12:30:00. 1234-56-7",
        "$outer2.x $outer $1 $ u!point u!1 U!Point",
        "a\r\nb\n\nc 'multi\nline' d",
        "x IN (" + ", ".join(str(i) for i in range(500)) + ")",
    ],
)
def test_edge_cases(text: str) -> None:
    assert fast_tokens(text) == antlr_tokens(text)
