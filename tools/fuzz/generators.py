"""Expression inputs: seeded token-level mutations of the seed expressions, and
hypothesis strategies that build expression text from the language's pieces.

Everything is deterministic given the ``random.Random`` passed in."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from hypothesis import strategies as st

from tools.fuzz.seeds import ExprSeed, expression_seeds

TOKEN_RE = re.compile(
    r"""\s+|'(?:[^']|'')*'?|"(?:[^"]|"")*"?|[A-Za-z_][A-Za-z0-9_!]*|"""
    r"""\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|::|<=|>=|<>|!=|\|\||\S""",
    re.S,
)

WEIRD_CHARS = [
    "\x00", "\t", "\n", "\r", "\x7f", "\u00a0", "\u00e9", "\u0130", "\u03a3", "\u202e",
    "\u200b", "\ufeff", "\ud800", "\udfff", "\U0001d7d8", "\U0001f600", "\uffff", "\\",
    "'", '"', "`", "$", "#", "@", "?", "!", "~", "^", "%", "&", "|", ";", ":", "[", "]",
    "{", "}", "(", ")", "<", ">", ",", ".", "=", "-", "+", "*", "/",
]  # fmt: skip
KEYWORDS = [
    "CASE", "WHEN", "THEN", "ELSE", "END", "AS", "IN", "NOT", "AND", "OR", "IS", "NULL",
    "BETWEEN", "LIKE", "OVER", "PARTITION BY", "ORDER BY", "ROWS", "RANGE", "EXISTS",
    "SOME", "ALL", "TABLE", "cast", "try_cast", "IF", "true", "false", "null", "DISTINCT",
    "FILTER", "WHERE", "UNBOUNDED PRECEDING", "CURRENT ROW", "[overflow:ERROR]",
    "[overflow:SILENT]", "[rounding:TIE_TO_EVEN]", "$0", "$99", "$-1", "f0", "col0", "a",
    "::i32", "::i64?", "::dec<38,10>", "::decimal<99,100>", "::varchar<0>", "::fixedchar<-1>",
    "::list<i32>", "::map<string,i32>", "::struct<i32,string>", "::u!weird",
    "::precision_timestamp<13>",
    "::interval_day<10>", "::func<i32 -> i32>", "::any1", "::T", "::i32<5>",
]  # fmt: skip
HUGE_NUMBERS = [
    "9" * 40, "9" * 5000, "1e999", "1e-999", "-0", "0.0000000000000000000000000000000000000001",
    "340282366920938463463374607431768211456", "9223372036854775808", "-9223372036854775809",
    "2147483648", "-2147483649", "1" + "0" * 38, "1.7976931348623157e309", "0x10", "1_000",
    "1e+", ".5", "5.", "00012", "1e99999999999999999999",
]  # fmt: skip
TYPE_NAMES = [
    "i8", "i16", "i32", "i64", "fp32", "fp64", "string", "binary", "boolean", "date",
    "time", "timestamp", "timestamp_tz", "interval_year", "uuid", "dec<10,2>", "decimal<38,38>",
    "decimal<0,0>", "varchar<10>", "fixedchar<3>", "fixedbinary<4>", "precision_timestamp<6>",
    "precision_time<12>", "interval_day<9>", "list<i32?>", "map<i32, list<string>>",
    "struct<a: i32, b: string>", "u!u8", "i32?", "any",
]  # fmt: skip


@dataclass(frozen=True)
class ExprInput:
    schema: str
    text: str
    context: str = "scalar"

    def describe(self) -> str:
        from tools.fuzz.pipeline import compact

        return compact(f"text={self.text!r} schema={self.schema!r} context={self.context}")


def tokens(text: str) -> list[str]:
    return TOKEN_RE.findall(text) or [text]


def _nest(rng: random.Random, text: str) -> str:
    depth = rng.choice([10, 100, 500, 1000, 2999, 3001, 5000, 20000])
    kind = rng.randrange(7)
    if kind == 0:
        return "(" * depth + text + ")" * depth
    if kind == 1:
        return "-" * depth + text
    if kind == 2:
        return "NOT " * depth + text
    if kind == 3:
        return "abs(" * depth + text + ")" * depth
    if kind == 4:
        return text + " + 1" * depth
    if kind == 5:
        return "CASE WHEN true THEN " * depth + text + " END" * depth
    return "[" * depth + text + "]" * depth


MutationOp = Callable[[random.Random, list[str], list[str]], list[str]]


def _delete(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    if len(toks) <= 1:
        return toks
    start = rng.randrange(len(toks))
    return toks[:start] + toks[start + rng.randint(1, 3) :]


def _duplicate(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    i = rng.randrange(len(toks))
    j = min(len(toks), i + rng.randint(1, 4))
    return toks[:j] + toks[i:j] * rng.choice([1, 1, 2, 10]) + toks[j:]


def _swap(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    toks = list(toks)
    i, j = rng.randrange(len(toks)), rng.randrange(len(toks))
    toks[i], toks[j] = toks[j], toks[i]
    return toks


def _insert_char(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    toks = list(toks)
    i = rng.randrange(len(toks) + 1)
    char = rng.choice(WEIRD_CHARS) if rng.random() < 0.8 else chr(rng.randrange(0x20, 0x3000))
    toks.insert(i, char)
    return toks


def _char_in_token(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    toks = list(toks)
    i = rng.randrange(len(toks))
    tok = toks[i]
    at = rng.randrange(len(tok) + 1)
    toks[i] = tok[:at] + rng.choice(WEIRD_CHARS) + tok[at + rng.randint(0, 1) :]
    return toks


def _keyword(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    toks = list(toks)
    toks.insert(rng.randrange(len(toks) + 1), " " + rng.choice(KEYWORDS) + " ")
    return toks


def _number(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    toks = list(toks)
    numbers = [i for i, t in enumerate(toks) if t[:1].isdigit()]
    i = rng.choice(numbers) if numbers else rng.randrange(len(toks))
    toks[i] = rng.choice(HUGE_NUMBERS)
    return toks


def _type(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    toks = list(toks)
    casts = [i for i, t in enumerate(toks) if t == "::"]
    if casts and rng.random() < 0.8:
        i = rng.choice(casts)
        end = i + 2
        depth = 0
        while end < len(toks) and (depth > 0 or toks[end] in ("<", "?", "!")):
            depth += {"<": 1, ">": -1}.get(toks[end], 0)
            end += 1
        return [*toks[: i + 1], rng.choice(TYPE_NAMES), *toks[end:]]
    toks.append("::" + rng.choice(TYPE_NAMES))
    return toks


def _splice(rng: random.Random, toks: list[str], donor: list[str]) -> list[str]:
    i = rng.randrange(len(toks) + 1)
    a = rng.randrange(len(donor))
    return toks[:i] + donor[a : a + rng.randint(1, 8)] + toks[i:]


def _nesting(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    i = rng.randrange(len(toks))
    return [*toks[:i], _nest(rng, toks[i]), *toks[i + 1 :]]


def _truncate(rng: random.Random, toks: list[str], _donor: list[str]) -> list[str]:
    return toks[: rng.randrange(len(toks) + 1)] or toks[:1]


OPS: list[tuple[MutationOp, int]] = [
    (_delete, 10), (_duplicate, 6), (_swap, 6), (_insert_char, 8), (_char_in_token, 6),
    (_keyword, 10), (_number, 6), (_type, 8), (_splice, 8), (_nesting, 2), (_truncate, 3),
]  # fmt: skip
_OP_FUNCS = [op for op, _ in OPS]
_OP_WEIGHTS = [weight for _, weight in OPS]

SCHEMA_PARTS = ["f0: i32", "f1: string?", "a: i64", "b: dec<15,2>", "tags: list<i32>",
                "m: map<string, i32?>", "s: struct<x: i32, y: string>", "d: date", "t: timestamp",
                '"weird name": fp64', "i32", "col0: i32", "col1: fp64", "x: boolean?"]  # fmt: skip


def mutate_schema(rng: random.Random, schema: str) -> str:
    choice = rng.randrange(6)
    if choice == 0:
        return ", ".join(rng.sample(SCHEMA_PARTS, rng.randint(1, 5)))
    if choice == 1:
        return schema + (", " if schema else "") + rng.choice(SCHEMA_PARTS)
    if choice == 2:
        toks = tokens(schema) if schema else ["f0", ":", " ", "i32"]
        return "".join(_char_in_token(rng, toks, toks))
    if choice == 3:
        return "".join(_type(rng, tokens(schema.replace(": ", ":: ")), []))
    if choice == 4:
        return ", ".join(f"f{i}: i32" for i in range(rng.choice([100, 5000])))
    return "f0: " + rng.choice(TYPE_NAMES)


def mutate_expression(rng: random.Random, seed: ExprSeed, donor: ExprSeed) -> ExprInput:
    toks = tokens(seed.text)
    donor_toks = tokens(donor.text)
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
        if not toks:
            toks = ["f0"]
        op = rng.choices(_OP_FUNCS, _OP_WEIGHTS)[0]
        toks = op(rng, toks, donor_toks)
    text = "".join(toks)
    schema = seed.schema
    if rng.random() < 0.15:
        schema = mutate_schema(rng, schema)
    context = seed.context
    if rng.random() < 0.1:
        context = rng.choice(["scalar", "aggregate", "window"])
    return ExprInput(schema, text, context)


def expression_inputs(seed: int, count: int) -> list[ExprInput]:
    """``count`` mutated expressions, the same for the same ``seed``."""
    rng = random.Random(f"expr-{seed}")
    corpus = expression_seeds()
    return [mutate_expression(rng, rng.choice(corpus), rng.choice(corpus)) for _ in range(count)]


# ---------------------------------------------------------------------------- hypothesis

FIELDS = {"f0": "i32", "f1": "string?", "a": "i64", "b": "dec<15,2>", "d": "date",
          "tags": "list<i32>", "x": "boolean?", "fp": "fp64"}  # fmt: skip
HYPOTHESIS_SCHEMA = ", ".join(f"{name}: {kind}" for name, kind in FIELDS.items())

_atoms = st.one_of(
    st.sampled_from([*FIELDS, "$0", "$3", "$8", "nope", '"f0"']),
    st.integers(-(2**70), 2**70).map(str),
    st.floats(allow_nan=False).map(repr),
    st.sampled_from(
        [
            "true",
            "false",
            "null",
            "inf",
            "nan",
            "'2024-01-31'::date",
            "DATE '2024-02-30'",
            "'x'",
            "''",
            "'it''s'",
            "1.5::dec<3,1>",
            "INTERVAL '1' DAY",
            "PT1S::iday<6>",
            "[1, 2]",
            "{}",
            "[]",
        ]
    ),
    st.text(max_size=6).map(lambda s: "'" + s.replace("'", "''") + "'"),
)
_binary = st.sampled_from(
    [
        "+",
        "-",
        "*",
        "/",
        "%",
        "||",
        "=",
        "<>",
        "!=",
        "<",
        "<=",
        ">",
        ">=",
        "AND",
        "OR",
        "IS DISTINCT FROM",
        "LIKE",
    ]
)
_functions = st.sampled_from(
    [
        "add",
        "abs",
        "sum",
        "count",
        "coalesce",
        "substring",
        "concat",
        "round",
        "extract",
        "row_number",
        "rank",
        "nope",
        "cast",
        "avg",
        "min",
        "lower",
        "list_slice",
        "if_then",
    ]
)


def _extend(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(children, _binary, children).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
        children.map(lambda c: f"({c})"),
        st.tuples(st.sampled_from(["-", "NOT ", "+"]), children).map("".join),
        st.tuples(_functions, st.lists(children, max_size=3)).map(
            lambda t: f"{t[0]}({', '.join(t[1])})"
        ),
        st.tuples(children, st.sampled_from(TYPE_NAMES)).map(lambda t: f"{t[0]}::{t[1]}"),
        st.tuples(children, st.sampled_from(TYPE_NAMES)).map(lambda t: f"cast({t[0]} AS {t[1]})"),
        st.tuples(children, children, children).map(
            lambda t: f"CASE WHEN {t[0]} THEN {t[1]} ELSE {t[2]} END"
        ),
        st.tuples(children, st.lists(children, min_size=1, max_size=3)).map(
            lambda t: f"{t[0]} IN ({', '.join(t[1])})"
        ),
        st.tuples(children, children, children).map(lambda t: f"{t[0]} BETWEEN {t[1]} AND {t[2]}"),
        st.tuples(children, st.sampled_from(["NULL", "NOT NULL", "TRUE"])).map(
            lambda t: f"{t[0]} IS {t[1]}"
        ),
        st.tuples(children, children).map(lambda t: f"{t[0]}[{t[1]}]"),
        st.tuples(children, st.sampled_from(["[overflow:ERROR]", "[rounding:FLOOR]", "[x:Y]"])).map(
            " ".join
        ),
        st.tuples(children, st.sampled_from(["OVER ()", "OVER (PARTITION BY f0 ORDER BY a)"])).map(
            " ".join
        ),
    )


expression_texts: st.SearchStrategy[str] = st.recursive(_atoms, _extend, max_leaves=12)
"""Expression text built from the language's pieces; most are well-formed, many do not check."""
