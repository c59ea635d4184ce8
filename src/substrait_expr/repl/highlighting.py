"""Syntax highlighting of REPL input: a prompt_toolkit ``Lexer`` over the ANTLR tokens."""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.formatted_text.utils import split_lines
from prompt_toolkit.lexers import Lexer
from prompt_toolkit.styles import Style

from substrait_expr.parser._generated.SubstraitExprLexer import SubstraitExprLexer as L
from substrait_expr.repl.lexing import (
    BINARY_OPERATORS,
    EXPRESSION_COMMANDS,
    UNTERMINATED,
    Token,
    find_types,
    split_command,
    tokenize,
)

__all__ = ["STYLE", "ExpressionLexer", "highlight"]

STYLE = Style.from_dict(
    {
        "keyword": "ansiblue bold",
        "function": "ansicyan",
        "field": "",
        "type": "ansigreen",
        "number": "ansimagenta",
        "string": "ansiyellow",
        "operator": "ansibrightblack",
        "comment": "ansibrightblack italic",
        "error": "ansired underline",
        "command": "ansiblue bold",
    }
)

_KEYWORD_TYPES = frozenset(range(L.AND, L.ALL + 1))
_NUMBERS = frozenset({L.INTEGER, L.DECIMAL_LIT, L.DATE_LIT, L.TIME_LIT, L.TIMESTAMP_LIT})
_FIELDS = frozenset({L.POSITIONAL, L.OUTER, L.QUOTED_IDENT})
_OPERATORS = BINARY_OPERATORS | {L.DOUBLE_COLON, L.ARROW}


def highlight(text: str) -> StyleAndTextTuples:
    """Style fragments covering all of ``text`` (commands and expressions)."""
    command = split_command(text)
    if command is None:
        return _expression_fragments(text)
    name, argument, offset = command
    fragments: StyleAndTextTuples = [("class:command", text[:offset])]
    if name in EXPRESSION_COMMANDS:
        fragments.extend(_expression_fragments(argument))
    else:
        fragments.append(("", argument))
    return fragments


def _expression_fragments(text: str) -> StyleAndTextTuples:
    tokens = tokenize(text)
    in_types = {index for start, stop, _ in find_types(tokens) for index in range(start, stop)}
    fragments: StyleAndTextTuples = []
    position = 0
    for index, token in enumerate(tokens):
        if token.start > position:
            fragments.append(_gap(text[position : token.start]))
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        style = "class:type" if index in in_types else _plain_style(token.type, following)
        fragments.append((style, token.text))
        position = token.stop
    if position < len(text):
        fragments.append(_gap(text[position:]))
    return fragments


def _gap(text: str) -> tuple[str, str]:
    """Text the grammar skips: whitespace, or a comment."""
    return ("class:comment" if text.lstrip().startswith(("--", "/*")) else "", text)


def _plain_style(kind: int, following: Token | None) -> str:
    if kind in _KEYWORD_TYPES:
        return "class:keyword"
    if kind in _NUMBERS:
        return "class:number"
    if kind == L.STRING:
        return "class:string"
    if kind in UNTERMINATED or kind == L.UNEXPECTED_CHAR:
        return "class:error"
    if kind in _FIELDS:
        return "class:field"
    if kind == L.IDENT:
        calls = following is not None and following.type == L.LPAREN
        return "class:function" if calls else "class:field"
    if kind == L.USER_TYPE:
        return "class:type"
    if kind in _OPERATORS:
        return "class:operator"
    return ""


class ExpressionLexer(Lexer):
    """Highlights commands and expressions, the whole document lexed at once."""

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        lines = list(split_lines(highlight(document.text)))

        def get_line(number: int) -> StyleAndTextTuples:
            return lines[number] if number < len(lines) else []

        return get_line
