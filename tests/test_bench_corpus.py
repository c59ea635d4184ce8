"""Checks of the parser-benchmark corpus in bench/corpus.py."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest
import sqlglot
from sqlglot import exp

import substrait_expr as se

CORPUS_PATH = Path(__file__).resolve().parents[1] / "bench" / "corpus.py"


def _load_corpus() -> ModuleType:
    # bench/ is not a package; load the module from its file.
    spec = importlib.util.spec_from_file_location("bench_corpus", CORPUS_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


corpus = _load_corpus()
ROWS: list[tuple[str, str, str, str]] = corpus.generate_full()
COLUMNS = corpus.INT_COLUMNS + corpus.DEC_COLUMNS + corpus.STR_COLUMNS + corpus.DATE_COLUMNS


def strip_parens(tree: exp.Expression) -> exp.Expression:
    """The sqlglot tree without Paren nodes, so spellings can be compared by structure."""
    while (paren := tree.find(exp.Paren)) is not None:
        if paren is tree:
            tree = paren.this
        else:
            paren.replace(paren.this)
    return tree


def columns_in(text: str) -> set[str]:
    """Known column names mentioned in ``text`` outside string literals."""
    no_strings = re.sub(r"'(?:[^']|'')*'", "''", text)
    return {
        c.strip('"')
        for c in COLUMNS
        if re.search(rf"(?<![\w\"]){re.escape(c)}(?![\w\"])", no_strings)
    }


def test_size_distinct_and_deterministic() -> None:
    pairs = corpus.generate()
    assert len(pairs) == 1200
    assert len({ours for ours, _ in pairs}) == 1200
    assert pairs == corpus.generate(1200, 7)
    assert corpus.generate(50) == pairs[:50]
    assert corpus.generate(50, seed=8) != pairs[:50]
    assert [(o, s) for o, s, _, _ in ROWS] == pairs


def test_lengths_range_from_short_to_200() -> None:
    lengths = [len(ours) for ours, *_ in ROWS]
    assert max(lengths) <= corpus.MAX_LENGTH
    assert sum(n < 25 for n in lengths) >= 100
    assert sum(n > 150 for n in lengths) >= 50


def test_every_sql_parses_with_sqlglot_as_the_intended_tree() -> None:
    # The minimal and the fully parenthesised SQL must give the same tree,
    # which shows the generator's precedence matches sqlglot's.
    assert strip_parens(sqlglot.parse_one("a - b - c")) != strip_parens(
        sqlglot.parse_one("a - (b - c)")
    )
    for ours, sql, _, sql_full in ROWS:
        tree = sqlglot.parse_one(sql)
        assert strip_parens(tree) == strip_parens(sqlglot.parse_one(sql_full)), ours
        # The same columns are used on both sides.
        names = {col.name for col in tree.find_all(exp.Column)}
        assert names == columns_in(ours), (ours, sql)


def test_ours_parses_as_the_intended_tree() -> None:
    for ours, _, ours_full, _ in ROWS:
        assert se.parse(ours) == se.parse(ours_full), ours


def test_weighted_toward_filters() -> None:
    predicate = (exp.Predicate, exp.Connector, exp.Not)
    filters = sum(isinstance(sqlglot.parse_one(sql), predicate) for _, sql, _, _ in ROWS)
    assert filters >= 0.5 * len(ROWS)
    assert filters <= 0.8 * len(ROWS)  # projections are there too


@pytest.mark.parametrize(
    "marker",
    [
        " BETWEEN ",
        " NOT BETWEEN ",
        " IN (",
        " NOT IN (",
        " LIKE '",
        " IS NULL",
        " IS NOT NULL",
        " IS DISTINCT FROM ",
        "NOT (",
        " AND ",
        " OR ",
        "CASE WHEN ",
        " END",
        "if ",
        " else if ",
        "::date",
        "::i8",
        "::dec<15,2>",
        "::iday",
        "cast(",
        " AS i64)",
        "::fp64",
        " || ",
        "substring(",
        "upper(",
        "coalesce(",
        "extract(YEAR, ",
        "count(*)",
        "count(DISTINCT ",
        " FILTER (WHERE ",
        "rank() OVER (PARTITION BY ",
        "''",
        '"ship mode"',
        " * (",
        " % ",
        " / ",
    ],
)
def test_feature_is_present(marker: str) -> None:
    hits = sum(marker.lower() in ours.lower() for ours, *_ in ROWS)
    assert hits >= 3, marker


def test_nesting_reaches_depth_five() -> None:
    def depth(tree: exp.Expression) -> int:
        return 1 + max((depth(child) for child in tree.iter_expressions()), default=0)

    depths = [depth(strip_parens(sqlglot.parse_one(sql))) for _, sql, _, _ in ROWS]
    assert max(depths) >= 8
    assert sum(d >= 6 for d in depths) >= 100
