"""Turns ANTLR's syntax errors into diagnostics a person can act on.

ANTLR reports token names (``RPAREN``, ``IDENT``); users need words
("')'", "a name") and, where it helps, what to do next.
"""

from __future__ import annotations

from typing import Any

from antlr4 import Token
from antlr4.error.ErrorListener import ErrorListener

from substrait_expr.ast.nodes import Span
from substrait_expr.diagnostics import Code, Diagnostic
from substrait_expr.parser._generated.SubstraitExprParser import SubstraitExprParser as P
from substrait_expr.parser.literal_runs import LITERAL_TOKENS

# Tokens that can start an expression; when many are expected we say "an expression".
EXPRESSION_STARTS = {
    *LITERAL_TOKENS,
    P.IDENT,
    P.QUOTED_IDENT,
    P.POSITIONAL,
    P.OUTER,
    P.LPAREN,
    P.LBRACKET,
    P.MINUS,
    P.NOT,
    P.CAST,
    P.TRY_CAST,
    P.IF,
    P.CASE,
    P.SWITCH,
}
BINARY_OPERATORS = {
    P.PLUS,
    P.MINUS,
    P.STAR,
    P.SLASH,
    P.PERCENT,
    P.CONCAT,
    P.EQ,
    P.NEQ,
    P.NEQ_SQL,
    P.LT,
    P.LTE,
    P.GT,
    P.GTE,
    P.AND,
    P.OR,
    P.XOR,
    P.IS,
    P.BETWEEN,
    P.IN,
    P.LIKE,
    P.DOUBLE_COLON,
}
WORDS = {
    P.IDENT: "a name",
    P.INTEGER: "an integer",
    P.DECIMAL_LIT: "a number",
    P.STRING: "a string",
    P.QUOTED_IDENT: "a quoted name",
    P.POSITIONAL: "a field position ($0)",
    P.OUTER: "an outer reference ($outer.name)",
    P.USER_TYPE: "a user-defined type (u!name)",
}


def describe_expected(token_types: set[int]) -> str:
    """Expected tokens in plain words, most useful first."""
    parts: list[str] = []
    types = set(token_types)
    # clause keywords that may follow a call are noise in "expected ..." lists
    types -= _SOFT_KEYWORDS
    types.discard(P.LITERAL_RUN)  # made by the driver, never written
    if len(types & EXPRESSION_STARTS) >= 3:
        parts.append("an expression")
        types -= EXPRESSION_STARTS
        types.discard(P.USER_TYPE)
    if len(types & BINARY_OPERATORS) >= 3:
        # after a complete operand any operator fits; after an operator, only an
        # expression does (ANTLR's set then mixes in what recovery could accept)
        if not parts:
            parts.append("an operator")
        types -= BINARY_OPERATORS
    if P.USER_TYPE in types:
        parts.append("a type")
        types -= {P.USER_TYPE, P.IDENT}
    if P.IDENT in types:
        parts.append(WORDS[P.IDENT])
        types.discard(P.IDENT)
    # closing brackets first: they are the most common thing missing
    for token_type in sorted(types, key=lambda t: (t not in _CLOSERS, t)):
        if token_type == Token.EOF:
            parts.append("end of input")
        elif token_type in WORDS:
            parts.append(WORDS[token_type])
        else:
            parts.append(_literal_name(token_type))
    if len(parts) > 5:
        parts = [*parts[:5], "..."]
    if len(parts) <= 1:
        return parts[0] if parts else "something else"
    return ", ".join(parts[:-1]) + " or " + parts[-1]


_CLOSERS = {P.RPAREN, P.RBRACKET, P.END}
_SOFT_KEYWORDS = {
    P.INTERVAL,
    P.TO,
    P.FILTER,
    P.WHERE,
    P.OVER,
    P.PARTITION,
    P.ASC,
    P.DESC,
    P.NULLS,
    P.FIRST,
    P.LAST,
    P.ROWS,
    P.RANGE,
    P.UNBOUNDED,
    P.PRECEDING,
    P.FOLLOWING,
    P.CURRENT,
    P.ROW,
    P.CLUSTERED,
    P.ALL,
    P.ANY,
    P.SOME,
    P.EXISTS,
    P.UNIQUE,
    P.TABLE,
}


def _literal_name(token_type: int) -> str:
    names = P.literalNames
    if 0 <= token_type < len(names) and names[token_type] != "<INVALID>":
        literal: str = names[token_type]
        text = literal.strip("'")
        return f"'{text.upper()}'" if text.isalpha() or "_" in text else f"'{text}'"
    return P.symbolicNames[token_type] if token_type < len(P.symbolicNames) else "?"


def describe_token(token: Token) -> str:
    if token.type == Token.EOF:
        return "end of input"
    return f"'{token.text}'"


def token_span(token: Token) -> Span:
    text = token.text if token.type != Token.EOF else ""
    length = max(1, len(text.split("\n", 1)[0]))
    return Span(
        token.line,
        token.column + 1,
        token.line,
        token.column + 1 + length,
        token.start,
        token.start + max(1, len(text)),
    )


class CollectingErrorListener(ErrorListener):  # type: ignore[misc]
    """Records syntax errors as diagnostics instead of printing them."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []

    def syntaxError(
        self, recognizer: Any, offending: Any, line: int, column: int, msg: str, e: Any
    ) -> None:
        if offending is None:  # lexer errors cannot happen: every character has a token
            return
        if (
            self.diagnostics
            and self.diagnostics[-1].span
            and (self.diagnostics[-1].span.start == offending.start)
        ):
            return  # ANTLR's recovery reports the same place more than once
        self.diagnostics.append(self._diagnose(recognizer, offending, msg))

    def _diagnose(self, recognizer: Any, token: Token, msg: str) -> Diagnostic:
        span = token_span(token)
        if token.type == P.UNTERMINATED_STRING:
            return Diagnostic(
                Code.UNTERMINATED_STRING,
                "this string is never closed",
                span,
                "add a closing ' (write '' for a quote inside a string)",
            )
        if token.type == P.UNTERMINATED_QUOTED_IDENT:
            return Diagnostic(
                Code.UNTERMINATED_STRING,
                "this quoted name is never closed",
                span,
                'add a closing " (write "" for a quote inside a name)',
            )
        if token.type == P.UNTERMINATED_COMMENT:
            return Diagnostic(
                Code.UNTERMINATED_STRING, "this comment is never closed", span, "add */"
            )
        if token.type == P.UNEXPECTED_CHAR:
            hint = _character_hint(token.text)
            return Diagnostic(
                Code.UNEXPECTED_CHARACTER, f"unexpected character '{token.text}'", span, hint
            )
        try:
            expected = set(recognizer.getExpectedTokens())
        except Exception:
            expected = set()
        found = describe_token(token)
        if expected:
            message = f"unexpected {found}; expected {describe_expected(expected)}"
        elif "no viable alternative" in msg:
            message = f"cannot make sense of the input at {found}"
        else:
            message = f"unexpected {found}"
        return Diagnostic(Code.SYNTAX, message, span, _token_hint(token, expected))


def _character_hint(char: str) -> str | None:
    hints = {
        '"': "double quotes are for names; strings use single quotes",
        "!": "use NOT or != ",
        "&": "use AND",
        "|": "use OR, or || to concatenate",
        "^": "use power(x, y)",
        "#": "comments start with --",
        ";": "an expression has no terminating ';'",
        "{": "structs are written as tuples: (a, b)",
    }
    return hints.get(char)


def _token_hint(token: Token, expected: set[int]) -> str | None:
    if token.type == P.EQ and P.EQ not in expected and expected & EXPRESSION_STARTS:
        return "'=' compares; it is written once (a = b)"
    if token.type == P.COLON:
        return (
            "':' reads a variant path (v:a.b[0], v:['key with spaces'], v:[0]), "
            "a slice (xs[1:3]) or an option ([overflow:ERROR])"
        )
    if token.type in (P.DATE_LIT, P.TIMESTAMP_LIT, P.TIME_LIT):
        return "temporal literals are written with their type, e.g. 2020-12-30::date"
    return None
