"""Folds runs of literal items of IN lists into single LITERAL_RUN tokens.

ANTLR's Python parser spends about 15 µs on each item of an IN list (a rule,
a prediction, two tokens): 0.16 s for `x IN (0, 1, …, 9999)`. Nearly every
long IN list is literals, and a literal item needs no parsing: its tokens
say what it is. So before parsing, each run of items that are one literal
(`1`, `2.5`, `'a'`, `NULL`, `-3`), each followed by `,` or `)`, becomes one
LITERAL_RUN token that keeps the items' tokens; the grammar accepts it as
IN-list items (`inItem`) and the AST builder reads each item as `literal`
and `-literal` would. Any other item (`x + 1`, `1::i8`, `(2)`) is parsed as
before, between the runs.
"""

from __future__ import annotations

from antlr4 import Token
from antlr4.Token import CommonToken

from substrait_expr.parser._generated.SubstraitExprParser import SubstraitExprParser as P

# The tokens the grammar's `literal` rule reads.
LITERAL_TOKENS = frozenset(
    {
        P.INTEGER,
        P.DECIMAL_LIT,
        P.STRING,
        P.TRUE,
        P.FALSE,
        P.NULL,
        P.DATE_LIT,
        P.TIME_LIT,
        P.TIMESTAMP_LIT,
    }
)
_NUMBERS = frozenset({P.INTEGER, P.DECIMAL_LIT})  # what `-` makes a negative literal of
_ITEM_ENDS = frozenset({P.COMMA, P.RPAREN})
_OPENERS = frozenset({P.LPAREN, P.LBRACKET})
_CLOSERS = frozenset({P.RPAREN, P.RBRACKET})

# One literal item: the `-` token before a number (or None), and the literal.
Item = tuple[Token | None, Token]


class LiteralRun(CommonToken):  # type: ignore[misc]
    """A LITERAL_RUN token: the items it stands for, and their text."""

    def __init__(self, tokens: list[Token], first: int, last: int, items: list[Item]) -> None:
        head, tail = tokens[first], tokens[last]
        super().__init__(head.source, P.LITERAL_RUN, Token.DEFAULT_CHANNEL, head.start, tail.stop)
        self.line = head.line
        self.column = head.column
        self.text = head.getInputStream().getText(head.start, tail.stop)
        self.items = items


def fold_literal_runs(tokens: list[Token]) -> list[Token]:
    """``tokens`` with every run of literal IN-list items folded into one
    token, and token indexes renumbered; ``tokens`` itself when there is none."""
    types = [token.type for token in tokens]
    runs: list[tuple[int, int, list[Item]]] = []
    for i in range(len(types) - 1):
        if types[i] == P.IN and types[i + 1] == P.LPAREN:
            runs.extend(_runs_in_list(tokens, types, i + 2))
    if not runs:
        return tokens
    runs.sort(key=lambda run: run[0])  # a list inside an item of another comes later
    folded: list[Token] = []
    done = 0
    for first, last, items in runs:
        folded.extend(tokens[done:first])
        folded.append(LiteralRun(tokens, first, last, items))
        done = last + 1
    folded.extend(tokens[done:])
    for index, token in enumerate(folded):
        token.tokenIndex = index
    return folded


def _runs_in_list(
    tokens: list[Token], types: list[int], i: int
) -> list[tuple[int, int, list[Item]]]:
    """The runs of literal items in the IN list whose first item starts at
    token ``i``: (first token, last token, items) each. Items that are not
    one literal are skipped over; IN lists inside them are found by the
    caller's own scan."""
    runs: list[tuple[int, int, list[Item]]] = []
    items: list[Item] = []
    first = 0
    while True:
        j = i
        minus = None
        if types[j] == P.MINUS and types[j + 1] in _NUMBERS:
            minus = tokens[j]
            j += 1
        if types[j] in LITERAL_TOKENS and types[j + 1] in _ITEM_ENDS:
            if not items:
                first = i
            items.append((minus, tokens[j]))
            end = j + 1
        else:
            if items:
                runs.append((first, i - 2, items))  # up to the literal before the comma
                items = []
            end = _item_end(types, i)
            if end < 0:  # the input ends inside the list
                return runs
        if types[end] != P.COMMA or types[end + 1] == P.RPAREN:
            break
        i = end + 1
    if items:
        runs.append((first, end - 1, items))
    return runs


def _item_end(types: list[int], i: int) -> int:
    """The index of the `,` or closing bracket that ends the item starting at
    ``i``, or -1 at the end of the input."""
    depth = 0
    for j in range(i, len(types)):
        t = types[j]
        if t in _OPENERS:
            depth += 1
        elif t in _CLOSERS:
            if depth == 0:
                return j
            depth -= 1
        elif t == P.COMMA and depth == 0:
            return j
        elif t == Token.EOF:
            return -1
    return -1
