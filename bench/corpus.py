"""A seeded corpus of expressions for parser benchmarks.

`generate` returns pairs ``(expression in our language, the same expression
in SQL)`` so the same workload can be timed with our parser and with
``sqlglot.parse_one``. The expressions look like TPC-H filters and
projections: column arithmetic, comparisons, AND/OR/NOT, BETWEEN, IN lists,
LIKE, IS NULL, CASE and ``if ... then ... else``, function calls, typed
literals and casts, string concatenation, nested up to about five levels and
from a few characters up to 200.

The two sides differ only where the languages do:

=============================  =====================================
ours                           SQL
=============================  =====================================
``'1998-09-02'::date``         ``CAST('1998-09-02' AS DATE)``
``5::i8``                      ``CAST(5 AS TINYINT)``
``cast(x AS i64)``, ``x::i64`` ``CAST(x AS BIGINT)``
``P90D::iday``                 ``INTERVAL '90' DAY``
``if c then a else b``         ``CASE WHEN c THEN a ELSE b END``
``extract(YEAR, d)``           ``EXTRACT(YEAR FROM d)``
``NOT (x)``                    ``NOT (x)`` (NOT binds differently)
=============================  =====================================

Each expression is built once as a small tree and printed per language with
the fewest parentheses that language's precedence needs; `generate_full`
also prints every operator operand parenthesised, so tests can check that a
parser reads both spellings as the same tree. Only the standard library is
used; ``python bench/corpus.py`` prints samples.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

__all__ = ["generate", "generate_full"]

MAX_LENGTH = 200

# Operator precedence, highest binds tightest (our order is in language.md).
ATOM = 100  # literal, column, call, parenthesised, CASE ... END
POSTFIX_CAST = 90  # x::T on a non-literal
UNARY = 80  # -x, and NOT in our language
MUL = 70
ADD = 60
CONCAT = 50
CMP = 40  # = <> < ..., IS NULL, BETWEEN, IN, LIKE; they do not chain
SQL_NOT = 35  # in SQL, NOT binds looser than comparisons
AND = 30
OR = 20
IF = 10  # `if ... then ... else ...` reaches as far right as it can
INSIDE = 0  # an operand between delimiters, e.g. a call argument

INT_COLUMNS = (
    "l_quantity",
    "l_linenumber",
    "l_orderkey",
    "l_partkey",
    "l_suppkey",
    "p_size",
    "ps_availqty",
    "o_shippriority",
    "c_nationkey",
    "s_nationkey",
)
DEC_COLUMNS = (
    "l_extendedprice",
    "l_discount",
    "l_tax",
    "o_totalprice",
    "c_acctbal",
    "s_acctbal",
    "ps_supplycost",
    "p_retailprice",
)
STR_COLUMNS = (
    "l_returnflag",
    "l_linestatus",
    "l_shipmode",
    "l_shipinstruct",
    "p_name",
    "p_type",
    "p_brand",
    "p_container",
    "p_mfgr",
    "c_mktsegment",
    "c_name",
    "c_phone",
    "o_orderpriority",
    "o_orderstatus",
    "o_comment",
    "s_comment",
    "n_name",
    "r_name",
    '"ship mode"',  # a quoted name, spelled the same in both languages
)
DATE_COLUMNS = ("l_shipdate", "l_commitdate", "l_receiptdate", "o_orderdate")

STR_VALUES = (
    "BUILDING",
    "AUTOMOBILE",
    "MACHINERY",
    "HOUSEHOLD",
    "FURNITURE",
    "1-URGENT",
    "2-HIGH",
    "MAIL",
    "SHIP",
    "AIR",
    "AIR REG",
    "TRUCK",
    "R",
    "A",
    "N",
    "F",
    "O",
    "Brand#23",
    "MED BOX",
    "SM CASE",
    "LG PACK",
    "GERMANY",
    "FRANCE",
    "ASIA",
    "EUROPE",
    "DELIVER IN PERSON",
    "it's",  # exercises the doubled-quote escape
    "n/a",
)
LIKE_PATTERNS = (
    "PROMO%",
    "%BRASS",
    "forest%",
    "%green%",
    "%special%requests%",
    "%Customer%Complaints%",
    "SM%",
    "_3%",
)
DATES = ("1993-07-01", "1994-01-01", "1995-03-15", "1996-01-01", "1997-12-31", "1998-09-02")
DECIMALS = ("0.05", "0.06", "0.01", "0.07", "1.1", "0.5", "100.00", "9999.99")
# (our type name, SQL type name) for casts and typed literals.
INT_TYPES = (("i8", "TINYINT"), ("i16", "SMALLINT"), ("i32", "INT"), ("i64", "BIGINT"))
FLOAT_TYPES = (("fp32", "FLOAT"), ("fp64", "DOUBLE"))
DEC_TYPES = (("dec<15,2>", "DECIMAL(15, 2)"), ("decimal<38,4>", "DECIMAL(38, 4)"))
SMALL_INTS = (0, 1, 2, 3, 5, 7, 10, 12, 15, 24, 25, 42, 100, 127)  # fit every int type
CMP_OPS = ("=", "<>", "!=", "<", "<=", ">", ">=")
ARITH_OPS = ("*", "/", "%", "+", "-")
ARITH_WEIGHTS = (4, 2, 1, 4, 4)
ARITH_PREC = {"*": MUL, "/": MUL, "%": MUL, "+": ADD, "-": ADD}


# --------------------------------------------------------------------------- expression trees


class Slot(NamedTuple):
    """An operand inside a spelling; parenthesised if it binds looser than ``min_prec``."""

    node: Node
    min_prec: int


class Side(NamedTuple):
    """One language's spelling: text pieces and operand slots, and its precedence."""

    pieces: tuple[str | Slot, ...]
    prec: int


class Node(NamedTuple):
    ours: Side
    sql: Side


def render(node: Node, sql: bool, full: bool = False) -> str:
    """Print ``node`` in SQL or ours; ``full`` parenthesises every operator operand."""
    side = node.sql if sql else node.ours
    out = []
    for piece in side.pieces:
        if isinstance(piece, str):
            out.append(piece)
            continue
        text = render(piece.node, sql, full)
        child_prec = (piece.node.sql if sql else piece.node.ours).prec
        loose = child_prec < piece.min_prec
        if loose or (full and piece.min_prec > INSIDE and child_prec < ATOM):
            text = f"({text})"
        out.append(text)
    return "".join(out)


def both(prec: int, *pieces: str | Slot) -> Node:
    """A node spelled the same way in both languages."""
    side = Side(pieces, prec)
    return Node(side, side)


def leaf(text: str) -> Node:
    return both(ATOM, text)


def quote(value: str) -> str:
    """A string literal; both languages double a quote inside."""
    return "'" + value.replace("'", "''") + "'"


# --------------------------------------------------------------------------- generator


class _Generator:
    """Random expressions of four value types: numbers, strings, dates, booleans."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.upper = True  # keyword spelling of the expression being built

    # ------------------------------------------------------------------ helpers

    def kw(self, words: str) -> str:
        """Keywords of our language; they are case-insensitive, SQL side stays upper."""
        return words if self.upper else words.lower()

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, options: dict[str, float]) -> str:
        names = list(options)
        return self.rng.choices(names, weights=[options[n] for n in names])[0]

    def binary(self, left: Node, op: str, right: Node, prec: int) -> Node:
        """A left-associative operator, same keyword spelling rules on both sides."""
        ours = Side((Slot(left, prec), f" {self.kw(op)} ", Slot(right, prec + 1)), prec)
        sql = Side((Slot(left, prec), f" {op} ", Slot(right, prec + 1)), prec)
        return Node(ours, sql)

    def compare(self, left: Node, op: str, right: Node) -> Node:
        """A comparison-level operator; these do not chain, so both sides bind tighter."""
        ours = Side((Slot(left, CMP + 1), f" {self.kw(op)} ", Slot(right, CMP + 1)), CMP)
        sql = Side((Slot(left, CMP + 1), f" {op} ", Slot(right, CMP + 1)), CMP)
        return Node(ours, sql)

    def call(self, name: str, *args: Node) -> Node:
        pieces: list[str | Slot] = []
        for i, arg in enumerate(args):
            pieces += [", "] if i else []
            pieces.append(Slot(arg, INSIDE))
        ours = Side((f"{name}(", *pieces, ")"), ATOM)
        sql = Side((f"{name.upper()}(", *pieces, ")"), ATOM)
        return Node(ours, sql)

    def cast(self, node: Node, ours_type: str, sql_type: str) -> Node:
        """``cast(x AS T)`` or postfix ``x::T`` in ours; always ``CAST`` in SQL."""
        sql = Side(("CAST(", Slot(node, INSIDE), f" AS {sql_type})"), ATOM)
        if self.chance(0.5):
            kw_as = self.kw("AS")
            return Node(Side(("cast(", Slot(node, INSIDE), f" {kw_as} {ours_type})"), ATOM), sql)
        return Node(Side((Slot(node, POSTFIX_CAST), f"::{ours_type}"), POSTFIX_CAST), sql)

    def typed_literal(self, text: str, ours_type: str, sql_type: str) -> Node:
        return Node(
            Side((f"{text}::{ours_type}",), ATOM), Side((f"CAST({text} AS {sql_type})",), ATOM)
        )

    def if_chain(self, branches: list[tuple[Node, Node]], otherwise: Node) -> Node:
        """``if c1 then a else if c2 then b else z`` / ``CASE WHEN ... END``."""
        ours: list[str | Slot] = []
        sql: list[str | Slot] = ["CASE"]
        for cond, value in branches:
            # Operands that are themselves `if`s get parentheses (min OR).
            ours += [f"{self.kw('if')} ", Slot(cond, OR), f" {self.kw('then')} ", Slot(value, OR)]
            ours.append(f" {self.kw('else')} ")
            sql += [" WHEN ", Slot(cond, INSIDE), " THEN ", Slot(value, INSIDE)]
        ours.append(Slot(otherwise, OR))
        sql += [" ELSE ", Slot(otherwise, INSIDE), " END"]
        return Node(Side(tuple(ours), IF), Side(tuple(sql), ATOM))

    def case_when(self, branches: list[tuple[Node, Node]], otherwise: Node | None) -> Node:
        """SQL's searched CASE, which our language reads too."""
        ours: list[str | Slot] = [self.kw("CASE")]
        sql: list[str | Slot] = ["CASE"]
        for cond, value in branches:
            when, then = self.kw("WHEN"), self.kw("THEN")
            ours += [f" {when} ", Slot(cond, OR), f" {then} ", Slot(value, OR)]
            sql += [" WHEN ", Slot(cond, INSIDE), " THEN ", Slot(value, INSIDE)]
        if otherwise is not None:
            ours += [f" {self.kw('ELSE')} ", Slot(otherwise, OR)]
            sql += [" ELSE ", Slot(otherwise, INSIDE)]
        ours.append(f" {self.kw('END')}")
        sql.append(" END")
        return Node(Side(tuple(ours), ATOM), Side(tuple(sql), ATOM))

    def conditional(self, depth: int, make: Callable[[int], Node]) -> Node:
        """An ``if`` chain or a CASE whose values come from ``make``."""
        count = self.rng.randint(1, 3)
        branches = [(self.predicate(depth - 1), make(depth - 1)) for _ in range(count)]
        if self.chance(0.5):
            return self.if_chain(branches, make(depth - 1))
        return self.case_when(branches, make(depth - 1) if self.chance(0.8) else None)

    # ------------------------------------------------------------------ literals

    def int_literal(self) -> Node:
        value = str(self.rng.choice(SMALL_INTS))
        if self.chance(0.25):
            return self.typed_literal(value, *self.rng.choice(INT_TYPES))
        return leaf(value)

    def dec_literal(self) -> Node:
        text = self.rng.choice(DECIMALS)
        if self.chance(0.2):
            return self.typed_literal(text, *self.rng.choice(DEC_TYPES))
        return leaf(text)

    def str_literal(self) -> Node:
        return leaf(quote(self.rng.choice(STR_VALUES)))

    def date_literal(self) -> Node:
        return self.typed_literal(quote(self.rng.choice(DATES)), "date", "DATE")

    def interval_literal(self) -> Node:
        if self.chance(0.6):
            days = self.rng.choice((1, 3, 7, 30, 90, 122))
            return Node(Side((f"P{days}D::iday",), ATOM), Side((f"INTERVAL '{days}' DAY",), ATOM))
        months = self.rng.choice((1, 3, 6, 12))
        ours = Side((f"P{months}M::iyear",), ATOM)
        return Node(ours, Side((f"INTERVAL '{months}' MONTH",), ATOM))

    # ------------------------------------------------------------------ numbers

    def number(self, depth: int) -> Node:
        if depth <= 0:
            return self.number_leaf()
        weights = {
            "leaf": 3,
            "arith": 5,
            "negate": 0.3,
            "func": 1.5,
            "cast": 0.7,
            "length": 0.3,
            "extract": 0.3,
            "cond": 0.3,
        }
        kind = self.pick(weights)
        if kind == "leaf":
            return self.number_leaf()
        if kind == "arith":
            op = self.rng.choices(ARITH_OPS, weights=ARITH_WEIGHTS)[0]
            return self.binary(self.number(depth - 1), op, self.number(depth - 1), ARITH_PREC[op])
        if kind == "negate":
            return both(UNARY, "-", Slot(self.number(depth - 1), ATOM))
        if kind == "func":
            return self.number_function(depth)
        if kind == "cast":
            ours_type, sql_type = self.rng.choice(INT_TYPES[2:] + FLOAT_TYPES + DEC_TYPES)
            return self.cast(self.number(depth - 1), ours_type, sql_type)
        if kind == "length":
            return self.call("char_length", self.string(depth - 1))
        if kind == "extract":
            return self.extract(depth)
        return self.conditional(depth, self.number)

    def number_leaf(self) -> Node:
        kind = self.pick({"int_col": 3, "dec_col": 4, "int": 2, "dec": 1.2})
        if kind == "int_col":
            return leaf(self.rng.choice(INT_COLUMNS))
        if kind == "dec_col":
            return leaf(self.rng.choice(DEC_COLUMNS))
        return self.int_literal() if kind == "int" else self.dec_literal()

    def number_function(self, depth: int) -> Node:
        weights = {"abs": 1, "round": 2, "ceil": 1, "floor": 1, "coalesce": 2, "power": 0.5}
        name = self.pick({**weights, "sqrt": 0.5})
        arg = self.number(depth - 1)
        if name == "round":
            return self.call("round", arg, leaf(str(self.rng.choice((0, 2, 4)))))
        if name == "coalesce":
            return self.call("coalesce", arg, self.number_leaf())
        if name == "power":
            return self.call("power", arg, leaf("2"))
        return self.call(name, arg)

    def extract(self, depth: int) -> Node:
        unit, date = self.rng.choice(("YEAR", "MONTH", "DAY")), self.date(depth - 1)
        ours = Side((f"extract({unit}, ", Slot(date, INSIDE), ")"), ATOM)
        return Node(ours, Side((f"EXTRACT({unit} FROM ", Slot(date, INSIDE), ")"), ATOM))

    # ------------------------------------------------------------------ strings

    def string(self, depth: int) -> Node:
        if depth <= 0:
            return self.string_leaf()
        kind = self.pick({"leaf": 4, "concat": 2, "func": 3, "cast": 0.5, "cond": 0.3})
        if kind == "leaf":
            return self.string_leaf()
        if kind == "concat":
            return self.binary(self.string(depth - 1), "||", self.string(depth - 1), CONCAT)
        if kind == "func":
            return self.string_function(depth)
        if kind == "cast":
            return self.cast(self.number(depth - 1), "string", "VARCHAR")
        return self.conditional(depth, self.string)

    def string_leaf(self) -> Node:
        if self.chance(0.7):
            return leaf(self.rng.choice(STR_COLUMNS))
        return self.str_literal()

    def string_function(self, depth: int) -> Node:
        weights = {"substring": 3, "upper": 2, "lower": 2, "trim": 1, "coalesce": 1}
        name = self.pick({**weights, "replace": 0.5})
        arg = self.string(depth - 1)
        if name == "substring":
            start = leaf(str(self.rng.choice((1, 1, 2, 5))))
            return self.call("substring", arg, start, leaf(str(self.rng.choice((1, 2, 3, 10)))))
        if name == "coalesce":
            return self.call("coalesce", arg, self.str_literal())
        if name == "replace":
            return self.call("replace", arg, leaf("' '"), leaf("'_'"))
        return self.call(name, arg)

    # ------------------------------------------------------------------ dates

    def date(self, depth: int) -> Node:
        kind = self.pick({"col": 5, "lit": 3, "shift": 1 if depth > 0 else 0})
        if kind == "col":
            return leaf(self.rng.choice(DATE_COLUMNS))
        if kind == "lit":
            return self.date_literal()
        return self.binary(self.date(0), self.rng.choice(("+", "-")), self.interval_literal(), ADD)

    # ------------------------------------------------------------------ predicates

    def predicate(self, depth: int) -> Node:
        if depth <= 0:
            return self.comparison(0)
        kind = self.pick({"atom": 6, "and": 2.5, "or": 1.2, "not": 0.5})
        if kind == "atom":
            return self.simple_predicate(depth - 1)
        if kind == "not":
            # Always parenthesised: NOT binds tighter in ours than in SQL.
            operand = Slot(self.predicate(depth - 1), ATOM)
            return Node(
                Side((f"{self.kw('NOT')} ", operand), UNARY), Side(("NOT ", operand), SQL_NOT)
            )
        op, prec = ("AND", AND) if kind == "and" else ("OR", OR)
        return self.binary(self.predicate(depth - 1), op, self.predicate(depth - 1), prec)

    def simple_predicate(self, depth: int) -> Node:
        weights = {"cmp": 5, "between": 1.5, "in": 1.5, "like": 1.2, "null": 0.8}
        kind = self.pick({**weights, "distinct": 0.2})
        if kind == "cmp":
            return self.comparison(depth)
        if kind == "between":
            return self.between(depth)
        if kind == "in":
            return self.in_list(depth)
        if kind == "like":
            keyword = "NOT LIKE" if self.chance(0.25) else "LIKE"
            pattern = leaf(quote(self.rng.choice(LIKE_PATTERNS)))
            return self.compare(self.string(max(depth - 1, 0)), keyword, pattern)
        if kind == "null":
            operand = self.rng.choice((self.number, self.string, self.date))(depth)
            suffix = "IS NOT NULL" if self.chance(0.5) else "IS NULL"
            ours = Side((Slot(operand, CMP + 1), f" {self.kw(suffix)}"), CMP)
            return Node(ours, Side((Slot(operand, CMP + 1), f" {suffix}"), CMP))
        op = "IS NOT DISTINCT FROM" if self.chance(0.3) else "IS DISTINCT FROM"
        return self.compare(self.string(depth), op, self.string(0))

    def comparison(self, depth: int) -> Node:
        kind = self.pick({"num": 5, "str": 2, "date": 2})
        if kind == "num":
            left, right = self.number(depth), self.number(max(depth - 1, 0))
            return self.compare(left, self.rng.choice(CMP_OPS), right)
        if kind == "str":
            op = self.rng.choice(("=", "<>", "="))
            return self.compare(self.string(depth), op, self.str_literal())
        return self.compare(self.date(0), self.rng.choice(CMP_OPS), self.date(depth))

    def between(self, depth: int) -> Node:
        if self.chance(0.6):
            operand, base = self.number(depth), self.dec_literal()
            low = self.binary(base, "-", leaf("0.01"), ADD) if self.chance(0.3) else self.number(0)
            high = self.binary(base, "+", leaf("0.01"), ADD) if self.chance(0.3) else self.number(0)
        else:
            operand, low, high = self.date(0), self.date_literal(), self.date(1)
        keyword = "NOT BETWEEN" if self.chance(0.2) else "BETWEEN"
        slots = [Slot(n, CMP + 1) for n in (operand, low, high)]

        def side(kw_between: str, kw_and: str) -> Side:
            return Side((slots[0], f" {kw_between} ", slots[1], f" {kw_and} ", slots[2]), CMP)

        return Node(side(self.kw(keyword), self.kw("AND")), side(keyword, "AND"))

    def in_list(self, depth: int) -> Node:
        count = self.rng.randint(2, 7)
        if self.chance(0.6):
            operand, items = self.string(depth), [self.str_literal() for _ in range(count)]
        else:
            operand, items = self.number(depth), [self.int_literal() for _ in range(count)]
        keyword = "NOT IN" if self.chance(0.2) else "IN"
        listed: list[str | Slot] = []
        for i, item in enumerate(items):
            listed += [", "] if i else []
            listed.append(Slot(item, INSIDE))

        def side(kw_in: str) -> Side:
            return Side((Slot(operand, CMP + 1), f" {kw_in} (", *listed, ")"), CMP)

        return Node(side(self.kw(keyword)), side(keyword))

    # ------------------------------------------------------------------ top level

    def filter(self, depth: int) -> Node:
        """A WHERE clause: a conjunction of 1-5 predicates, sometimes with an OR group."""
        node = self.simple_predicate(depth - 1)
        for _ in range(self.rng.choice((0, 0, 1, 1, 2, 3, 4))):
            right = self.predicate(2) if self.chance(0.2) else self.simple_predicate(depth - 2)
            node = self.binary(node, "AND", right, AND)
        return node

    def aggregate(self, depth: int) -> Node:
        weights = {"sum": 4, "avg": 2, "count": 1, "distinct": 1, "min": 0.5, "max": 0.5}
        kind = self.pick({**weights, "ratio": 0.8, "rank": 0.8})
        if kind == "rank":
            return self.rank()
        if kind == "distinct":
            column = self.rng.choice(INT_COLUMNS + STR_COLUMNS)
            ours = Side((f"count({self.kw('DISTINCT')} {column})",), ATOM)
            return Node(ours, Side((f"COUNT(DISTINCT {column})",), ATOM))
        count_star = Node(Side(("count(*)",), ATOM), Side(("COUNT(*)",), ATOM))
        if kind == "ratio":  # an average spelled out, as in TPC-H projections
            total = self.call("sum", self.number(depth - 1))
            return self.binary(total, "/", self.with_filter(count_star), MUL)
        node = count_star if kind == "count" else self.call(kind, self.number(depth - 1))
        return self.with_filter(node)

    def with_filter(self, node: Node) -> Node:
        """Sometimes add ``FILTER (WHERE ...)`` to an aggregate call."""
        if not self.chance(0.25):
            return node
        cond = Slot(self.comparison(0), INSIDE)
        filter_where = f" {self.kw('FILTER')} ({self.kw('WHERE')} "
        ours = Side((Slot(node, ATOM), filter_where, cond, ")"), ATOM)
        return Node(ours, Side((Slot(node, ATOM), " FILTER (WHERE ", cond, ")"), ATOM))

    def rank(self) -> Node:
        part, order = self.rng.choice(STR_COLUMNS), self.rng.choice(DEC_COLUMNS)

        def spell(k: Callable[[str], str]) -> Side:
            window = f"{k('PARTITION BY')} {part} {k('ORDER BY')} {order} {k('DESC NULLS LAST')}"
            return Side((f"rank() {k('OVER')} ({window})",), ATOM)

        return Node(spell(self.kw), spell(str))

    def top(self) -> Node:
        self.upper = self.chance(0.8)
        depth = self.rng.choice((1, 2, 2, 3, 3, 4, 5))
        weights = {"filter": 55, "number": 15, "string": 8, "date": 3, "conditional": 10}
        form = self.pick({**weights, "aggregate": 9})
        if form == "filter":
            return self.filter(depth)
        if form == "number":
            return self.number(depth)
        if form == "string":
            return self.string(depth)
        if form == "date":
            return self.date(depth)
        if form == "aggregate":
            return self.aggregate(depth)
        return self.conditional(depth, self.rng.choice((self.number, self.string)))


def generate_full(n: int = 1200, seed: int = 7) -> list[tuple[str, str, str, str]]:
    """Like `generate`, plus both spellings with every operator operand parenthesised.

    Rows are ``(ours, sql, ours_full, sql_full)``.
    """
    gen = _Generator(random.Random(seed))
    seen: set[str] = set()
    rows: list[tuple[str, str, str, str]] = []
    while len(rows) < n:
        node = gen.top()
        ours = render(node, sql=False)
        if len(ours) > MAX_LENGTH or ours in seen:
            continue  # resample: keeps lengths bounded and the corpus free of repeats
        seen.add(ours)
        sql = render(node, sql=True)
        rows.append((ours, sql, render(node, False, full=True), render(node, True, full=True)))
    return rows


def generate(n: int = 1200, seed: int = 7) -> list[tuple[str, str]]:
    """``n`` distinct ``(ours, sql)`` pairs; the same arguments give the same list."""
    return [(ours, sql) for ours, sql, _, _ in generate_full(n, seed)]


if __name__ == "__main__":
    for ours, sql in generate(10):
        print(ours)
        print("    SQL:", sql)
