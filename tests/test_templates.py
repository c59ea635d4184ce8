"""Lowering by template (backends/spark/columns/templates.py) prints exactly
what the builders print, and uses the builders only to learn.

The oracle is the builder path itself (`without_templates`), which the rest
of the suite holds to Spark, DuckDB and the official test cases: the
templates must never change a character of it. Lambda variables are named
from a process-wide counter, so texts are compared with those names
numbered by first appearance.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

import substrait_expr as se
from bench.bench_columns import corpus_schema
from bench.corpus import generate
from substrait_expr.backends.spark.columns import templates
from substrait_expr.backends.spark.columns.api import ansi_mode
from substrait_expr.backends.spark.columns.column import Scope, _compile_standing, to_spark_sql
from substrait_expr.backends.spark.columns.templates import without_templates
from substrait_expr.plan import load_plan
from substrait_expr.testcases import TestKind, all_cases
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "tpch"
SCHEMA = se.Schema.parse(corpus_schema())


def _numbered(text: str) -> str:
    names: dict[str, int] = {}
    return re.sub(
        r"`([a-z]+)_(\d+)`",
        lambda m: f"`{m.group(1)}_{names.setdefault(m.group(0), len(names))}`",
        text,
    )


def _both_ways(expression: Any, schema: se.Schema, ansi: bool) -> tuple[str, str]:
    with without_templates():
        builders = to_spark_sql(expression, schema, ansi=ansi)
    return builders, to_spark_sql(expression, schema, ansi=ansi)


def _corpus(count: int) -> list[Any]:
    typed = []
    for ours, _ in generate(count):
        try:
            typed.append(se.check(ours, SCHEMA))
        except se.CompileError:
            continue  # the corpus mixes types on purpose
    return typed


CORPUS = _corpus(4000)


@pytest.mark.parametrize("ansi", [True, False])
def test_corpus_texts_are_the_builders_texts(ansi: bool) -> None:
    templates.clear_templates()
    differ = []
    for typed in CORPUS:
        builders, learnt = _both_ways(typed, SCHEMA, ansi)
        if _numbered(builders) != _numbered(learnt):
            differ.append((builders, learnt))
    assert not differ, differ[:3]
    assert len(CORPUS) > 1500


@pytest.mark.parametrize("ansi", [True, False])
def test_most_corpus_expressions_are_lowered_by_template(ansi: bool) -> None:
    # The point of templates: if they silently stopped applying, the texts
    # would stay equal and only the benchmarks would notice.
    scope = Scope(list(SCHEMA.names))
    with ansi_mode(ansi):
        done = sum(
            templates.template_sql(t, scope.field_text, _compile_standing) is not None
            for t in CORPUS[:1000]
        )
    assert done >= 850


def test_official_test_case_texts_are_the_builders_texts() -> None:
    compared = 0
    differ = []
    for case in all_cases():
        if case.kind is not TestKind.SCALAR or case.table is not None:
            continue
        try:
            typed = se.check(case.left, se.Schema())
        except se.CompileError:
            continue
        for ansi in (True, False):
            try:
                builders, learnt = _both_ways(typed, se.Schema(), ansi)
            except se.CompileError as refused:
                # Refused the same way with templates (they fall back).
                with pytest.raises(se.CompileError) as again:
                    to_spark_sql(typed, se.Schema(), ansi=ansi)
                assert str(again.value) == str(refused)
                continue
            compared += 1
            if _numbered(builders) != _numbered(learnt):
                differ.append((case.file, case.line, builders, learnt))
    assert not differ, differ[:3]
    assert compared > 1500


@pytest.mark.parametrize("ansi", [True, False])
def test_tpch_statements_are_the_builders_statements(ansi: bool) -> None:
    for path in sorted(EXAMPLES.glob("q*.json")):
        with without_templates():
            builders = load_plan(path).to_spark_sql(ansi=ansi)
        learnt = load_plan(path).to_spark_sql(ansi=ansi)
        assert [_numbered(s) for s in learnt] == [_numbered(s) for s in builders], path.name


def test_a_learnt_template_serves_other_fields_without_the_builders(monkeypatch: Any) -> None:
    templates.clear_templates()
    schema = se.Schema.parse("a: i32?, b: i32?, c: i32?, d: i32?")
    assert to_spark_sql("a + b > 5", schema, ansi=True) == "`a` + `b` > 5"
    learnt: list[object] = []
    original = templates._Walk._learn

    def counting(self: Any, *args: Any) -> Any:
        learnt.append(args[0])
        return original(self, *args)

    monkeypatch.setattr(templates._Walk, "_learn", counting)
    assert to_spark_sql("c + d > 5", schema, ansi=True) == "`c` + `d` > 5"
    assert learnt == []
    # Another literal is another signature (a builder may read its value).
    assert to_spark_sql("c + d > 6", schema, ansi=True) == "`c` + `d` > 6"
    assert len(learnt) == 1


def test_a_template_learnt_in_one_ansi_mode_is_not_used_in_the_other() -> None:
    templates.clear_templates()
    schema = se.Schema.parse("a: i32?, b: i32?")
    assert to_spark_sql("a + b", schema, ansi=True) == "`a` + `b`"
    guarded = to_spark_sql("a + b", schema, ansi=False)
    assert guarded.startswith("coalesce(try_add(`a`, `b`)")
    assert to_spark_sql("a + b", schema, ansi=True) == "`a` + `b`"


@pytest.mark.parametrize(
    "text",
    [
        # A guard testing a nested call's inputs (column.STRICT) instead of the call.
        "(a + b) * c",
        # A long argument named twice: the builders bind it in a lambda.
        "(a * b + c * a - b * c + a * a) / (b * b - c * c + a * b + c)",
        # A lambda: its variables are named afresh per use.
        "transform(xs, x -> x + a)",
        # One field named by both arguments: its null test is written once.
        "a + a",
    ],
)
def test_what_a_template_cannot_hold_is_lowered_by_the_builders(text: str) -> None:
    schema = se.Schema.parse("a: i32?, b: i32?, c: i32?, xs: list?<i32?>")
    typed = se.check(text, schema)
    for ansi in (True, False):
        builders, learnt = _both_ways(typed, schema, ansi)
        assert _numbered(learnt) == _numbered(builders)


def test_a_field_name_with_nul_is_lowered_by_the_builders() -> None:
    # NUL marks a template's slots; such a name never enters a template.
    schema = se.Schema.parse("a: i32?, c: i32?")
    typed = se.check("a + c", schema)
    names = ["a\x00b", "c"]
    scope = Scope(names)
    with ansi_mode(True):
        assert templates.template_sql(typed, scope.field_text, _compile_standing) is None
    with without_templates():
        builders = to_spark_sql(typed, schema, field_names=names, ansi=True)
    assert to_spark_sql(typed, schema, field_names=names, ansi=True) == builders


# Teacher and victim: the first learns a template, the second has a signature
# that must differ wherever the builders would write something else.
PAIRS_SCHEMA = se.Schema.parse(
    "a: i32?, b: i32?, x: fp64?, y: fp64?, f: fp32?, g: fp32?, xs: list?<i32?>, "
    "p: nstruct?<a: i32?, b: i32?>, r: nstruct?<b: i32?, a: i32?>"
)


@pytest.mark.parametrize(
    ("teacher", "victim"),
    [
        # An absent slice bound is part of the signature.
        ("xs[1:]", "xs[:1]"),
        ("xs[a:]", "xs[:a]"),
        # Struct field names take no part in type equality, but are printed.
        ("p.a", "r.b"),
        ("[p]", "[r]"),
        # Where a multi-value IN's values end and its rows begin.
        ("(a, b) IN ((a, b), (a, b))", "(a, b, a) IN ((b, a, b))"),
        # Whether a cast can be NaN (a comparison's NaN test reads it).
        (
            "(x + y) > cast(f * g + f / g - f * f + g AS fp64)",
            "(x + y) > cast(a * b + a * b - a * a + b + a * b - b * b + a AS fp64)",
        ),
    ],
)
@pytest.mark.parametrize("ansi", [True, False])
def test_a_template_is_not_used_where_the_builders_write_otherwise(
    teacher: str, victim: str, ansi: bool
) -> None:
    for first in (teacher, victim):
        templates.clear_templates()
        to_spark_sql(first, PAIRS_SCHEMA, ansi=ansi)  # learnt from the other one
        for text in (teacher, victim):
            with without_templates():
                builders = to_spark_sql(text, PAIRS_SCHEMA, ansi=ansi)
            assert _numbered(to_spark_sql(text, PAIRS_SCHEMA, ansi=ansi)) == _numbered(builders)


def test_one_node_twice_in_hand_built_ir_is_lowered_by_the_builders() -> None:
    schema = se.Schema.parse("a: i32?, b: i32?")
    product = se.check("(a + 1) * (b + 1)", schema)
    left, _ = product.args  # type: ignore[attr-defined]
    squared = dataclasses.replace(product, args=(left, left))
    for ansi in (True, False):
        templates.clear_templates()
        for typed in (squared, product):
            builders, learnt = _both_ways(typed, schema, ansi)
            assert learnt == builders


def test_names_holding_nul_print_as_the_builders_print_them() -> None:
    # A struct field or an alias may hold any character, NUL included.
    field = t.Struct((t.I32(nullable=True),), names=("\x000\x00",), nullable=True)
    schema = se.Schema.of([("p", field)])
    struct = se.check("[p]", schema)
    named = dataclasses.replace(se.check("a + b", se.Schema.parse("a: i32?, b: i32?")))
    alias = ir.Named(named.type, named, "\x001\x00")
    for typed, where in ((struct, schema), (alias, se.Schema.parse("a: i32?, b: i32?"))):
        builders, learnt = _both_ways(typed, where, True)
        assert learnt == builders
