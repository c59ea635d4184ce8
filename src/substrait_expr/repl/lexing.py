"""Tokens of REPL input, as the parser reads them (`parser.lexer`), plus the
rules that decide whether an input line is complete or continues on the next line.

Input is either a bare expression or a command (``:type EXPR``); commands
whose argument is an expression (or a schema) are lexed from the argument on.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from antlr4 import InputStream

from substrait_expr.parser._generated.SubstraitExprLexer import SubstraitExprLexer as L
from substrait_expr.parser.lexer import tokenize as parser_tokens

__all__ = [
    "COMMAND_PREFIX",
    "KEYWORDS",
    "Token",
    "find_types",
    "needs_more",
    "split_command",
    "tokenize",
]

COMMAND_PREFIX = ":"
# Commands whose argument is expression text (or a schema, which lexes the same way),
# so unclosed brackets or a trailing operator continue it on the next line.
_COMMAND = re.compile(r"\s*" + re.escape(COMMAND_PREFIX) + r"([A-Za-z_]*)")
EXPRESSION_COMMANDS = frozenset({"type", "ast", "substrait", "spark", "schema"})

KEYWORDS: tuple[str, ...] = tuple(
    name.strip("'").upper()
    for name in L.literalNames
    if name.startswith("'") and name.strip("'").replace("_", "").isalpha()
)

UNTERMINATED = frozenset(
    {L.UNTERMINATED_STRING, L.UNTERMINATED_QUOTED_IDENT, L.UNTERMINATED_COMMENT}
)
BINARY_OPERATORS = frozenset(
    {
        L.PLUS,
        L.MINUS,
        L.STAR,
        L.SLASH,
        L.PERCENT,
        L.CONCAT,
        L.EQ,
        L.NEQ,
        L.NEQ_SQL,
        L.LT,
        L.LTE,
        L.GT,
        L.GTE,
    }
)
# A token after which an expression cannot end.
CONTINUING = BINARY_OPERATORS | {
    L.AND,
    L.OR,
    L.XOR,
    L.NOT,
    L.IS,
    L.DISTINCT,
    L.FROM,
    L.BETWEEN,
    L.IN,
    L.LIKE,
    L.IF,
    L.THEN,
    L.ELSE,
    L.CASE,
    L.WHEN,
    L.SWITCH,
    L.CAST,
    L.TRY_CAST,
    L.AS,
    L.FILTER,
    L.WHERE,
    L.OVER,
    L.PARTITION,
    L.BY,
    L.ORDER,
    L.NULLS,
    L.DOUBLE_COLON,
    L.COLON,
    L.COMMA,
    L.DOT,
    L.ARROW,
}
_TYPE_PARAMETER_TOKENS = frozenset(
    {L.IDENT, L.USER_TYPE, L.INTEGER, L.COMMA, L.QMARK, L.ARROW, L.COLON}
)
OPENERS = frozenset({L.LPAREN, L.LBRACKET})
CLOSERS = frozenset({L.RPAREN, L.RBRACKET})


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its lexer type and its text's position (``stop`` exclusive)."""

    type: int
    start: int
    stop: int
    text: str


class _Lexers(threading.local):
    def __init__(self) -> None:
        # Only named as the tokens' source: the tokens are `parser.lexer`'s.
        self.lexer = L(InputStream(""))


_lexers = _Lexers()


def tokenize(text: str) -> list[Token]:
    """Every token of ``text``; whitespace and comments are skipped by the grammar.

    Never fails: characters the language does not know become error tokens.
    """
    tokens = parser_tokens(text, _lexers.lexer)[:-1]  # all but EOF
    return [Token(token.type, token.start, token.stop + 1, token.text) for token in tokens]


def split_command(text: str) -> tuple[str, str, int] | None:
    """``(name, argument, argument offset)`` for a command line, None for an expression."""
    match = _COMMAND.match(text)
    if match is None:
        return None
    offset = match.end()
    offset += len(text[offset:]) - len(text[offset:].lstrip())
    return match.group(1).lower(), text[offset:], offset


def needs_more(text: str) -> bool:
    """Whether ``text`` is an unfinished expression that continues on the next line.

    It is when a bracket, quote, comment or ``CASE`` is left open, or when the
    last token cannot end an expression (an operator, ``AND``, ``::``, a comma).
    """
    command = split_command(text)
    if command is not None:
        name, text, _ = command
        if name not in EXPRESSION_COMMANDS:
            return False
    tokens = tokenize(text)
    if not tokens:
        return False
    types = find_types(tokens)
    if any(not complete for _, _, complete in types):
        return True
    last = len(tokens) - 1
    in_type = any(start <= last < stop for start, stop, _ in types)
    if tokens[-1].type in UNTERMINATED or (tokens[-1].type in CONTINUING and not in_type):
        return True
    return _open_brackets(tokens) > 0 or _open_cases(tokens) > 0


def find_types(tokens: list[Token]) -> list[tuple[int, int, bool]]:
    """Where types are spelled: ``(start, stop, complete)`` token index ranges.

    A type follows ``::``, and ``AS`` inside ``cast(...)``: a name, an optional
    ``?`` and parameters in ``<...>`` (whose ``>`` is not greater-than). It is
    incomplete when its ``<`` is not closed yet.
    """
    found: list[tuple[int, int, bool]] = []
    cast_depths: list[int] = []  # bracket depths just inside each open `cast(`
    depth = 0
    index = 0
    while index < len(tokens):
        kind = tokens[index].type
        if kind in OPENERS:
            depth += 1
            if kind == L.LPAREN and index and tokens[index - 1].type in (L.CAST, L.TRY_CAST):
                cast_depths.append(depth)
        elif kind in CLOSERS:
            if cast_depths and cast_depths[-1] == depth:
                cast_depths.pop()
            depth -= 1
        elif kind == L.DOUBLE_COLON or (kind == L.AS and cast_depths and cast_depths[-1] == depth):
            stop, complete = _type_end(tokens, index + 1)
            if stop > index + 1:
                found.append((index + 1, stop, complete))
                index = stop
                continue
        index += 1
    return found


def _type_end(tokens: list[Token], start: int) -> tuple[int, bool]:
    """Just past the type starting at ``start``, and whether its brackets closed."""
    if start >= len(tokens) or tokens[start].type not in (L.IDENT, L.USER_TYPE):
        return start, True
    index = start + 1
    if index < len(tokens) and tokens[index].type == L.QMARK:
        index += 1
    if index >= len(tokens) or tokens[index].type != L.LT:
        return index, True
    angles = 0
    while index < len(tokens):
        kind = tokens[index].type
        if kind == L.LT:
            angles += 1
        elif kind == L.GT:
            angles -= 1
            if angles == 0:
                index += 1
                if index < len(tokens) and tokens[index].type == L.QMARK:
                    index += 1
                return index, True
        elif kind not in _TYPE_PARAMETER_TOKENS:
            return index, False
        index += 1
    return index, False


def _open_brackets(tokens: list[Token]) -> int:
    depth = 0
    for token in tokens:
        if token.type in OPENERS:
            depth += 1
        elif token.type in CLOSERS:
            depth -= 1
    return depth


def _open_cases(tokens: list[Token]) -> int:
    """``CASE`` ... ``END`` blocks left open. In ``switch x case 1 then ...`` the
    ``case`` starts an arm, not a block: an arm's ``case`` reaches ``THEN``
    before any ``WHEN`` at its bracket depth."""
    open_cases = 0
    for index, token in enumerate(tokens):
        if token.type == L.CASE and _starts_case_block(tokens, index):
            open_cases += 1
        elif token.type == L.END:
            open_cases -= 1
    return open_cases


def _starts_case_block(tokens: list[Token], index: int) -> bool:
    depth = 0
    for token in tokens[index + 1 :]:
        if token.type in OPENERS:
            depth += 1
        elif token.type in CLOSERS:
            depth -= 1
            if depth < 0:
                break
        elif depth == 0 and token.type == L.WHEN:
            return True
        elif depth == 0 and token.type == L.THEN:
            return False
    return True
