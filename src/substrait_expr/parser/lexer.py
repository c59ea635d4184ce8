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
# Named groups, tried in this order, after any whitespace. The grammar is
# case-insensitive over ASCII only (`[a-z]` is not the long s U+017F or the Kelvin sign),
# hence no re.IGNORECASE.
_PATTERN = re.compile(
    "[ \t\r\n]*(?:"
    + "|".join(
        [
            # the usual cases first: a plain integer, a name, a symbol
            f"(?P<plain>{_D}+)(?![0-9.eE:-])",
            r"(?P<USER_TYPE>[uU]![A-Za-z_][A-Za-z0-9_]*)",
            r"(?P<word>[A-Za-z_][A-Za-z0-9_]*)",
            r"(?P<skip>--[^\r\n]*|/\*.*?\*/)",
            # a comment never closed runs to the end of the input
            r"(?P<UNTERMINATED_COMMENT>/\*.*)",
            "(?P<symbol>" + "|".join(map(re.escape, sorted(_SYMBOLS, key=len, reverse=True))) + ")",
            # strings: the body is read in full first (see tokenize)
            r"(?P<quote>['\"])",
            f"(?P<TIMESTAMP_LIT>{_DATE}[tT]{_TIME}(?:[zZ]|[+-]{_D}{{2}}:{_D}{{2}})?)",
            f"(?P<DATE_LIT>{_DATE})",
            f"(?P<TIME_LIT>{_TIME})",
            f"(?P<DECIMAL_LIT>{_D}+\\.{_D}+(?:{_EXPONENT})?|{_D}+{_EXPONENT})",
            f"(?P<INTEGER>{_D}+)",
            f"(?P<OUTER>\\$[oO][uU][tT][eE][rR]{_D}*)",
            f"(?P<POSITIONAL>\\${_D}+)",
            r"(?P<UNEXPECTED_CHAR>.)",
            r"(?P<end>\Z)",
        ]
    )
    + ")",
    re.DOTALL,
)
# The body of a string or quoted name: a doubled quote stands for one.
_BODIES = {"'": re.compile(r"(?:[^']+|'')*"), '"': re.compile(r'(?:[^"]+|"")*')}
_QUOTED = {
    "'": (P.STRING, P.UNTERMINATED_STRING),
    '"': (P.QUOTED_IDENT, P.UNTERMINATED_QUOTED_IDENT),
}
_NAMED = {
    name: getattr(SubstraitExprLexer, name)
    for name in _PATTERN.groupindex
    if name not in ("plain", "skip", "quote", "word", "symbol", "end")
}

_SKIPPED = 0  # no token type is 0
_new = CommonToken.__new__


def _token(
    source: tuple[object, object], t: int, text: str, start: int, line: int, column: int, index: int
) -> CommonToken:
    token = _new(CommonToken)
    # what CommonToken.__init__ sets, without reading the lexer's position
    token.source = source
    token.type = t
    token.channel = Token.DEFAULT_CHANNEL
    token.start = start
    token.stop = start + len(text) - 1
    token.tokenIndex = index
    token.line = line
    token.column = column
    token._text = text
    return token


def tokenize(text: str, lexer: SubstraitExprLexer) -> list[CommonToken]:
    """The tokens ANTLR's lexer would read from ``text``, ending with EOF.
    ``lexer`` is only named as the tokens' source (error recovery makes its
    missing tokens from it)."""
    source = (lexer, InputStream(text))
    match = _PATTERN.match
    tokens: list[CommonToken] = []
    pos = 0
    line = 1
    line_start = 0  # offset of the first character of the current line
    while True:
        found = match(text, pos)
        assert found is not None  # the last alternatives take any character, or the end
        kind = found.lastgroup or ""
        start = found.start(kind)
        stop = found.end()
        if kind == "plain":
            t = P.INTEGER
        elif kind == "word":
            t = _KEYWORDS.get(found.group(kind).lower(), P.IDENT)
        elif kind == "symbol":
            t = _SYMBOLS[found.group(kind)]
        elif kind == "quote":
            quote = found.group(kind)
            body = _BODIES[quote].match(text, stop)
            assert body is not None  # it matches the empty body too
            stop = body.end()
            closed = text.startswith(quote, stop)
            stop += closed
            t = _QUOTED[quote][0 if closed else 1]
        elif kind == "skip":
            t = _SKIPPED
        elif kind == "end":
            t = Token.EOF
        else:
            t = _NAMED[kind]
        if pos < start:  # whitespace before the token
            newlines = text.count("\n", pos, start)
            if newlines:
                line += newlines
                line_start = text.rindex("\n", pos, start) + 1
        if t == Token.EOF:
            break
        piece = text[start:stop]
        if t != _SKIPPED:
            tokens.append(_token(source, t, piece, start, line, start - line_start, len(tokens)))
        if stop - start > 1:  # strings and comments may span lines
            newlines = piece.count("\n")
            if newlines:
                line += newlines
                line_start = start + piece.rindex("\n") + 1
        pos = stop
    end = len(text)
    eof = _token(source, Token.EOF, "<EOF>", end, line, end - line_start, len(tokens))
    eof.stop = end - 1
    tokens.append(eof)
    return tokens
