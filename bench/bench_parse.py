"""Parse throughput on a corpus of realistic expressions, against sqlglot.

Run with ``make bench-parse``. Every figure comes from this one process, so
the ratios compare like with like on whatever machine runs it. Variants:

* ``substrait-expr``: the shipped path (the project's regex lexer, SLL
  prediction first, full LL only when SLL fails; parser objects reused),
  with the parse cache cleared before every pass.
* ``tokens only``: the project's lexer against ANTLR's generated one.
* ``LL only, fresh objects``: what a straightforward ANTLR driver does, for
  the record of what the two tricks buy.
* ``sqlglot.parse_one``: the same expressions written in SQL.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sqlglot
from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode

from bench.corpus import generate
from substrait_expr import parse
from substrait_expr.parser._generated.SubstraitExprLexer import SubstraitExprLexer
from substrait_expr.parser._generated.SubstraitExprParser import SubstraitExprParser
from substrait_expr.parser.driver import clear_parse_cache
from substrait_expr.parser.lexer import tokenize

REPEATS = 5


def fresh_parse(text: str, mode: int) -> object:
    lexer = SubstraitExprLexer(InputStream(text))
    lexer.removeErrorListeners()
    parser = SubstraitExprParser(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    parser._interp.predictionMode = mode
    return parser.root()


def ll_fresh(text: str) -> object:
    return fresh_parse(text, PredictionMode.LL)


def sll_fresh(text: str) -> object:
    return fresh_parse(text, PredictionMode.SLL)


_LEXER = SubstraitExprLexer(InputStream(""))


def antlr_tokens(text: str) -> object:
    _LEXER.inputStream = InputStream(text)
    return _LEXER.getAllTokens()


def fast_tokens(text: str) -> object:
    return tokenize(text, _LEXER)


def best_seconds(fn: Callable[[str], object], corpus: list[str]) -> float:
    """The fastest of several passes over the corpus (after one warm-up pass,
    which also fills ANTLR's prediction caches). Every pass parses every
    text afresh: the parse cache is emptied before it."""
    for text in corpus:
        fn(text)
    runs = []
    for _ in range(REPEATS):
        clear_parse_cache()
        start = time.perf_counter()
        for text in corpus:
            fn(text)
        runs.append(time.perf_counter() - start)
    return min(runs)


def main() -> None:
    pairs = generate(1200)
    ours = [p[0] for p in pairs]
    sql = [p[1] for p in pairs]
    chars = sum(len(t) for t in ours)
    print(
        f"corpus: {len(ours)} expressions, {chars} characters, "
        f"median {statistics.median(len(t) for t in ours):.0f} characters"
    )
    results = {
        "se.parse: SLL first, reused objects, AST built": best_seconds(parse, ours),
        "parse tree only, SLL, fresh objects": best_seconds(sll_fresh, ours),
        "parse tree only, LL, fresh objects": best_seconds(ll_fresh, ours),
        "tokens only: the project's lexer": best_seconds(fast_tokens, ours),
        "tokens only: ANTLR's generated lexer": best_seconds(antlr_tokens, ours),
        "sqlglot.parse_one (same expressions in SQL)": best_seconds(sqlglot.parse_one, sql),
    }
    reference = results["sqlglot.parse_one (same expressions in SQL)"]
    print(f"{'variant':<52} {'expr/s':>9} {'µs/expr':>9} {'vs sqlglot':>11}")
    for name, seconds in results.items():
        rate = len(ours) / seconds
        print(
            f"{name:<52} {rate:>9.0f} {seconds / len(ours) * 1e6:>9.0f} "
            f"{reference / seconds:>10.2f}x"
        )


if __name__ == "__main__":
    main()
