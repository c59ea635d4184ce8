"""Text → tokens for the ANTLR parser, without ANTLR's lexer.

ANTLR's Python lexer walks its state machine one character at a time: it was
40% of parsing a 10,000-element IN list. This lexer reads the same tokens
with one compiled regular expression per token and hands the parser the same
``CommonToken`` objects (type, text, offsets, line, column). Keywords and
operators come from the generated parser's tables; the few patterns written
here (numbers, strings, comments, names) mirror the lexer rules of
``grammar/SubstraitExpr.g4``. ``tests/test_lexer.py`` compares both lexers
token by token on every expression the tests hold and on random text.

ANTLR takes the longest match, the earlier rule on a tie; a regular
expression takes its first matching alternative. The alternatives below are
ordered so that the first match is the longest one.
"""

from __future__ import annotations

import re

from antlr4 import InputStream, Token
from antlr4.Token import CommonToken

from substrait_expr.parser._generated.SubstraitExprLexer import SubstraitExprLexer
from substrait_expr.parser._generated.SubstraitExprParser import SubstraitExprParser as P

# Every token type written as a fixed word or symbol in the grammar
# (`AND : 'and'`, `DOUBLE_COLON : '::'`), by its text.
_FIXED: dict[str, int] = {
    name[1:-1]: token_type
    for token_type, name in enumerate(P.literalNames)
    if name.startswith("'") and name.endswith("'")
}
_KEYWORDS = {text: t for text, t in _FIXED.items() if text[0].isalpha()}
_SYMBOLS = {text: t for text, t in _FIXED.items() if not text[0].isalpha()}

_D = "[0-9]"
_DATE = f"{_D}{{4}}-{_D}{{2}}-{_D}{{2}}"
_TIME = f"{_D}{{2}}:{_D}{{2}}:{_D}{{2}}(?:\\.{_D}+)?"
_EXPONENT = f"[eE][+-]?{_D}+"
# Named groups, tried in this order after any whitespace; each is a token
# type of the generated lexer, or one of _WORD, _SYMBOL, _SKIP, _END. The
# grammar is case-insensitive over ASCII only (`[a-z]` is not the long s
# U+017F or the Kelvin sign), hence no re.IGNORECASE.
_GROUPS = [
    # the usual cases first: a plain integer, a name, a symbol
    ("PLAIN_INTEGER", f"{_D}+(?![0-9.eE:-])"),
    ("USER_TYPE", "[uU]![A-Za-z_][A-Za-z0-9_]*"),
    ("WORD", "[A-Za-z_][A-Za-z0-9_]*"),
    ("SKIP", r"--[^\r\n]*|/\*.*?\*/"),
    ("UNTERMINATED_COMMENT", r"/\*.*"),  # never closed: to the end of the input
    ("SYMBOL", "|".join(map(re.escape, sorted(_SYMBOLS, key=len, reverse=True)))),
    # A string's body is read in full before its closing quote is looked
    # for, as ANTLR's longest match does: `'ab''` is one unterminated
    # string, not `'ab'` and a quote. The lookahead makes the body atomic.
    ("STRING", "'(?=(?P<string_body>(?:[^']+|'')*))(?P=string_body)'"),
    ("UNTERMINATED_STRING", "'(?:[^']+|'')*"),
    ("QUOTED_IDENT", '"(?=(?P<name_body>(?:[^"]+|"")*))(?P=name_body)"'),
    ("UNTERMINATED_QUOTED_IDENT", '"(?:[^"]+|"")*'),
    ("TIMESTAMP_LIT", f"{_DATE}[tT]{_TIME}(?:[zZ]|[+-]{_D}{{2}}:{_D}{{2}})?"),
    ("DATE_LIT", _DATE),
    ("TIME_LIT", _TIME),
    ("DECIMAL_LIT", f"{_D}+\\.{_D}+(?:{_EXPONENT})?|{_D}+{_EXPONENT}"),
    ("INTEGER", f"{_D}+"),
    ("OUTER", f"\\$[oO][uU][tT][eE][rR]{_D}*"),
    ("POSITIONAL", f"\\${_D}+"),
    ("UNEXPECTED_CHAR", "."),
    ("END", r"\Z"),
]
_PATTERN = re.compile(
    "[ \t\r\n]*(?:" + "|".join(f"(?P<{name}>{regex})" for name, regex in _GROUPS) + ")",
    re.DOTALL,
)
_WORD, _SYMBOL, _SKIP, _END = -2, -3, -4, -5
_SPECIAL = {
    "PLAIN_INTEGER": P.INTEGER,
    "WORD": _WORD,
    "SYMBOL": _SYMBOL,
    "SKIP": _SKIP,
    "END": _END,
}
# group number → what it reads
_KINDS = [0] * (_PATTERN.groups + 1)
for _name, _ in _GROUPS:
    _KINDS[_PATTERN.groupindex[_name]] = _SPECIAL.get(_name) or getattr(SubstraitExprLexer, _name)

_new = CommonToken.__new__
_DEFAULT = Token.DEFAULT_CHANNEL


def tokenize(text: str, lexer: SubstraitExprLexer) -> list[CommonToken]:
    """The tokens ANTLR's lexer would read from ``text``, ending with EOF.
    ``lexer`` is only named as the tokens' source (error recovery makes its
    missing tokens from it)."""
    source = (lexer, InputStream(text))
    tokens: list[CommonToken] = []
    append = tokens.append
    kinds = _KINDS
    line = 1
    line_start = 0  # offset of the first character of the current line
    newline = text.find("\n")  # the first newline not counted in `line` yet
    if newline < 0:
        newline = len(text)
    for found in _PATTERN.finditer(text):
        group: int = found.lastindex  # type: ignore[assignment]
        start, stop = found.span(group)
        if start > newline:  # newlines since the last token: in whitespace or inside it
            line += text.count("\n", newline, start)
            line_start = text.rindex("\n", 0, start) + 1
            newline = text.find("\n", start)
            if newline < 0:
                newline = len(text)
        t = kinds[group]
        if t < 0:
            if t == _WORD:
                t = _KEYWORDS.get(found.group(group).lower(), P.IDENT)
            elif t == _SYMBOL:
                t = _SYMBOLS[found.group(group)]
            elif t == _SKIP:
                continue
            else:  # the end of the input (after trailing whitespace, matched twice)
                t = Token.EOF
        # what CommonToken.__init__ sets, without reading a lexer's position
        token = _new(CommonToken)
        token.source = source
        token.type = t
        token.channel = _DEFAULT
        token.start = start
        token.stop = stop - 1
        token.tokenIndex = len(tokens)
        token.line = line
        token.column = start - line_start
        token._text = text[start:stop] or "<EOF>"  # only EOF is empty
        append(token)
        if t == Token.EOF:
            return tokens
    raise AssertionError("the pattern always matches the end of the input")
