"""Text → AST: lexing, the depth guard, two-stage ANTLR parsing, AST building.

Parsing first runs ANTLR in SLL mode with a bail-out error strategy (fast,
and right for nearly all input); only when that fails is the input parsed
again in full LL mode with error recovery, to collect good diagnostics.
Tokens come from `lexer.tokenize` (ANTLR's tokens, without its lexer), with
IN lists' literal runs folded (`literal_runs`); the parser object is reused
between calls (one per thread).
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable
from typing import Any

from antlr4 import CommonTokenStream, InputStream, Token
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.Errors import IllegalStateException, ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy, DefaultErrorStrategy

from substrait_expr.ast import nodes as n
from substrait_expr.collector import LARGE_TEXT, collector_paused
from substrait_expr.deep import run_deep, tree_shape
from substrait_expr.diagnostics import Code, CompileError, Diagnostic, expect_argument
from substrait_expr.limits import Limits, current_limits
from substrait_expr.parser._generated.SubstraitExprLexer import SubstraitExprLexer
from substrait_expr.parser._generated.SubstraitExprParser import SubstraitExprParser as P
from substrait_expr.parser.builder import AstBuilder
from substrait_expr.parser.errors import BINARY_OPERATORS, CollectingErrorListener, token_span
from substrait_expr.parser.lexer import tokenize
from substrait_expr.parser.literal_runs import fold_literal_runs

DEFAULT_MAX_DEPTH = Limits().depth

# Tokens after which a '-' or NOT is a prefix operator (nesting one level).
_OPENERS = {P.LPAREN, P.LBRACKET}
_CLOSERS = {P.RPAREN, P.RBRACKET}
_PREFIX = {P.MINUS, P.NOT}
# binary operators and the postfix `::`, `.` and `:` (a variant path): each one
# nests the tree a level
_BINARY = BINARY_OPERATORS | {P.DOT, P.COLON}
_OPERAND_ENDS = {
    P.RPAREN,
    P.RBRACKET,
    P.INTEGER,
    P.DECIMAL_LIT,
    P.STRING,
    P.IDENT,
    P.QUOTED_IDENT,
    P.POSITIONAL,
    P.TRUE,
    P.FALSE,
    P.NULL,
    P.END,
    P.GT,
    P.USER_TYPE,
    P.QMARK,
}


class _Machinery(threading.local):
    def __init__(self) -> None:
        self.lexer = SubstraitExprLexer(InputStream(""))
        self.lexer.removeErrorListeners()
        self.parser = P(CommonTokenStream(self.lexer))


_machinery = _Machinery()


class _LexedTokens(CommonTokenStream):  # type: ignore[misc]
    """A token stream lexed in full before parsing, every token on the
    default channel (the grammar skips whitespace and comments instead of
    hiding them). Looking ahead is then indexing: ANTLR's stream searches
    for the next on-channel token at every look, a third of parsing a long
    IN list."""

    def LT(self, k: int) -> Token | None:
        if k <= 0:
            return super().LT(k)
        tokens = self.tokens
        i = self.index + k - 1
        return tokens[i] if i < len(tokens) else tokens[-1]

    def LA(self, i: int) -> int:
        if i <= 0:
            return int(super().LA(i))
        tokens = self.tokens
        j = self.index + i - 1
        return int((tokens[j] if j < len(tokens) else tokens[-1]).type)

    def consume(self) -> None:
        if self.index >= len(self.tokens) - 1:
            raise IllegalStateException("cannot consume EOF")
        self.index += 1

    def adjustSeekIndex(self, i: int) -> int:
        return min(i, len(self.tokens) - 1)


def _lex(text: str) -> CommonTokenStream:
    stream = _LexedTokens(_machinery.lexer)
    stream.tokens = tokenize(text, _machinery.lexer)
    stream.fetchedEOF = True
    stream.index = 0
    return stream


def _measure_depth(
    tokens: list[Token], max_depth: int, max_items: int
) -> tuple[int, Diagnostic | None]:
    """How deeply the input nests (brackets, prefix operators, if/case), and a
    diagnostic at the first token past ``max_depth`` (or at the item past
    ``max_items`` in one bracket). The returned depth also counts binary
    operators: chains nest in the tree though not in the text."""
    depth = deepest = binary = 0
    prefix_run = 0
    previous: int | None = None
    commas: list[int] = [0]  # per open bracket: the items so far, less one
    # Per open bracket, the binary operators of the item being read: a chain
    # `a + b + c` nests one level per operator in the tree.
    chains: list[int] = [0]
    chained = 0  # their sum over the open brackets
    for token in tokens:
        t = token.type
        if t in _OPENERS or t in (P.CASE, P.IF, P.SWITCH):
            depth += 1
            commas.append(0)
            chains.append(0)
        elif t in _CLOSERS or t == P.END:
            depth = max(0, depth - 1)
            if len(commas) > 1:
                commas.pop()
                chained -= chains.pop()
        elif t == P.COMMA:
            chained -= chains[-1]
            chains[-1] = 0
            commas[-1] += 1
            if commas[-1] >= max_items:
                return depth, Diagnostic(
                    Code.TOO_LARGE,
                    f"more than {max_items:,} items in one list",
                    token_span(token),
                    "split the list, or raise the limit (Limits.list_items, --max-list)",
                )
        is_prefix = t in _PREFIX and (previous is None or previous not in _OPERAND_ENDS)
        prefix_run = prefix_run + 1 if is_prefix else 0
        if t in _BINARY and not is_prefix:
            binary += 1
            chains[-1] += 1
            chained += 1
        level = depth + prefix_run + chained
        if level > max_depth:
            return level, Diagnostic(
                Code.TOO_DEEP,
                f"expression nested more than {max_depth} levels deep",
                token_span(token),
                "split it into smaller expressions, or raise max_depth",
            )
        deepest = max(deepest, level)
        previous = t
    return deepest + binary, None


def _parse_tree(stream: CommonTokenStream, entry: str) -> tuple[Any, list[Diagnostic]]:
    parser = _machinery.parser
    parser.setTokenStream(stream)
    parser.removeErrorListeners()
    parser._errHandler = BailErrorStrategy()
    parser._interp.predictionMode = PredictionMode.SLL
    try:
        return getattr(parser, entry)(), []
    except ParseCancellationException:
        pass
    stream.seek(0)
    parser.setTokenStream(stream)
    listener = CollectingErrorListener()
    parser.addErrorListener(listener)
    parser._errHandler = DefaultErrorStrategy()
    parser._interp.predictionMode = PredictionMode.LL
    tree = getattr(parser, entry)()
    return tree, listener.diagnostics


def _explain_unclosed(diagnostics: list[Diagnostic], tokens: list[Token]) -> list[Diagnostic]:
    """At the end of input, the likely cause is a bracket left open: say which."""
    pairs = {P.LPAREN: P.RPAREN, P.LBRACKET: P.RBRACKET, P.CASE: P.END}
    open_tokens: list[Token] = []
    for token in tokens:
        if token.type in pairs:
            open_tokens.append(token)
        elif open_tokens and token.type == pairs[open_tokens[-1].type]:
            open_tokens.pop()
    eof = tokens[-1]
    if not open_tokens:
        return diagnostics
    opener = open_tokens[-1]
    closer = {P.LPAREN: "')'", P.LBRACKET: "']'", P.CASE: "END"}[opener.type]
    hint = f"the '{opener.text}' at line {opener.line}, column {opener.column + 1} is never closed"
    return [
        Diagnostic(d.code, f"missing {closer} at the end of the input", d.span, hint)
        if d.span is not None and d.span.start >= eof.start
        else d
        for d in diagnostics
    ]


_SURROGATE = re.compile("[\ud800-\udfff]")


def _surrogate(text: str) -> Diagnostic | None:
    """A lone surrogate (not a character: no UTF-8 or protobuf string holds it)."""
    found = _SURROGATE.search(text)  # a scan in C: texts run to a million characters
    if found is None:
        return None
    offset = found.start()
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    span = n.Span(line, column, line, column + 1, offset, offset + 1)
    message = f"U+{ord(found.group()):04X} is a lone surrogate, not a character"
    return Diagnostic(Code.UNEXPECTED_CHARACTER, message, span)


def _parse(text: str, entry: str, max_depth: int | None) -> tuple[Any, int, int]:
    what = "type" if entry == "typeRoot" else "expression"
    expect_argument(text, str, f"the {what} text", "a str")
    limits = current_limits()
    if len(text) > limits.text_length:
        offset = limits.text_length
        line = text.count("\n", 0, offset) + 1
        column = offset - (text.rfind("\n", 0, offset) + 1) + 1
        span = n.Span(line, column, line, column + 1, offset, offset + 1)
        message = f"expression text of {len(text):,} characters; at most {limits.text_length:,}"
        hint = "split it, or raise the limit (Limits.text_length, --max-text)"
        raise CompileError([Diagnostic(Code.TOO_LARGE, message, span, hint)], None)
    deepest = limits.depth if max_depth is None else max_depth
    return _parse_checked(text, entry, deepest, limits.list_items)


# The AST is immutable (frozen dataclasses of tuples), so one text parses to
# one shared tree: plans repeat expressions, and services load the same plans
# again. Its shape (depth, nodes) is kept with it: checking asks for it each
# time, and measuring it was a sixth of checking a TPC-H plan's expressions.
# Errors are not cached (lru_cache keeps only returned values).
PARSE_CACHE_SIZE = 4096


@functools.lru_cache(maxsize=PARSE_CACHE_SIZE)
def _parse_checked(text: str, entry: str, deepest: int, list_items: int) -> tuple[Any, int, int]:
    with collector_paused(len(text) >= LARGE_TEXT):
        tree = _parse_text(text, entry, deepest, list_items)
        return (tree, *tree_shape(tree))


def _parse_text(text: str, entry: str, deepest: int, list_items: int) -> Any:
    surrogate = _surrogate(text)
    if surrogate is not None:
        raise CompileError([surrogate], text)
    stream = _lex(text)
    depth, too_deep = _measure_depth(stream.tokens, deepest, list_items)
    if too_deep is not None:
        raise CompileError([too_deep], text)
    stream.tokens = fold_literal_runs(stream.tokens)

    def work() -> Any:
        tree, diagnostics = _parse_tree(stream, entry)
        if diagnostics:
            raise CompileError(_explain_unclosed(diagnostics, stream.tokens), text)
        builder = AstBuilder()
        result = builder.visit(tree)
        builder.finish()
        if builder.diagnostics:
            raise CompileError(builder.diagnostics, text)
        return result

    try:
        return run_deep(work, depth)
    except RecursionError:
        too_deep = Diagnostic(Code.TOO_DEEP, "expression nested too deeply to parse")
        raise CompileError([too_deep], text) from None


# Caches of parsed text kept by later stages (schema texts in ``typecheck``),
# cleared with the parser's own: registered by them, as the parser may not
# import its callers.
_OTHER_PARSE_CACHES: list[Callable[[], None]] = []


def register_parse_cache(clear: Callable[[], None]) -> None:
    """Have ``clear_parse_cache`` call ``clear`` too."""
    _OTHER_PARSE_CACHES.append(clear)


def clear_parse_cache() -> None:
    """Forget every parsed text, expressions and schemas (benchmarks measure
    a first parse with it)."""
    _parse_checked.cache_clear()
    for clear in _OTHER_PARSE_CACHES:
        clear()


def parse(text: str, *, max_depth: int | None = None) -> n.Expr:
    """Parse one expression (optionally ``expr AS name``) into an AST.

    ``max_depth`` defaults to the limits in force (``Limits.depth``). Raises
    ``CompileError`` with every syntax problem found.
    """
    result: n.Expr = _parse(text, "root", max_depth)[0]
    return result


def parse_shaped(text: str, *, max_depth: int | None = None) -> tuple[n.Expr, int, int]:
    """``parse(text)``, with the tree's nesting depth and number of distinct
    nodes (``deep.tree_shape``), remembered with the tree."""
    result: tuple[n.Expr, int, int] = _parse(text, "root", max_depth)
    return result


def parse_type(text: str) -> n.TypeName:
    """Parse a type written in the expression language (``decimal<38,2>?``)."""
    result: n.TypeName = _parse(text, "typeRoot", None)[0]
    return result


def parse_sort(text: str) -> n.SortItem:
    """Parse a sort key (``revenue DESC NULLS LAST``), as sort relations take them."""
    result: n.SortItem = _parse(text, "sortRoot", None)[0]
    return result
