"""Type errors: each bad input gives the expected diagnostics (stable code and
position), and one mistake gives one diagnostic.

Positions are 1-based (line, column) of the first character of the span,
counted by hand from the text.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from substrait_expr.diagnostics import CompileError
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check

AGG = ir.Context.AGGREGATE


class Bad(NamedTuple):
    schema: str
    text: str
    expected: list[tuple[str, int, int]]  # (code, line, column) for each diagnostic
    context: ir.Context = ir.Context.SCALAR


BAD_INPUTS = [
    # functions and overloads
    Bad("a: i32, b: i64", "a + b", [("no-matching-overload", 1, 1)]),
    Bad("a: i32", "a + 1.5", [("no-matching-overload", 1, 1)]),
    Bad("", "1 + 'a'", [("no-matching-overload", 1, 1)]),
    Bad("a: i32, b: i32", "a::i64 + b", [("no-matching-overload", 1, 1)]),
    Bad("a: i32", "add(a)", [("no-matching-overload", 1, 1)]),
    Bad("l: list<i32>", "filter(l, x -> x + 1)", [("no-matching-overload", 1, 1)]),
    Bad("a: i32", "nosuch(a)", [("unknown-function", 1, 1)]),
    Bad("a: i32", "functions_string.add(a, 1)", [("unknown-function", 1, 1)]),
    Bad("a: i32", "functions_nope.add(a, 1)", [("unknown-namespace", 1, 1)]),
    Bad("ts: pts<6>", "extract(FORTNIGHT, ts)", [("bad-enum", 1, 9)]),
    Bad("a: i32", "add(a, a) [overflow:WRAP]", [("bad-option", 1, 12)]),
    Bad("a: i32", "add(a, a) [overflow:ERROR, colour:RED]", [("bad-option", 1, 28)]),
    Bad("s: string, p: i8", "strptime_time(s, '%H', p)", [("not-constant", 1, 1)]),
    Bad("s: string, sep: string", "string_agg(s, sep)", [("not-constant", 1, 15)], AGG),
    Bad("", "is_null(null)", [("cannot-infer-type", 1, 9)]),
    # aggregate and window kinds
    Bad("a: i32", "count(a)", [("wrong-kind", 1, 1)]),
    Bad("a: i32", "rank()", [("wrong-kind", 1, 1)]),
    Bad("a: i32", "abs(a) OVER ()", [("wrong-kind", 1, 1)]),
    Bad("x: i32", "sum(sum(x))", [("wrong-kind", 1, 1)], AGG),
    Bad("p: fp64, q: i32", "avg(p) FILTER (WHERE q)", [("type-mismatch", 1, 22)], AGG),
    # literals
    Bad("a: i8", "a + 300", [("literal-out-of-range", 1, 5)]),
    Bad("", "128::i8", [("literal-out-of-range", 1, 1)]),
    Bad("", "'2024-02-30'::date", [("bad-literal", 1, 1)]),
    Bad("", "'abc'::i32", [("bad-literal", 1, 1)]),
    Bad("", "P1D::iyear", [("bad-literal", 1, 1)]),
    Bad("d: date", "d > 'yesterday'", [("bad-literal", 1, 5)]),
    Bad("", "1::decimal<39,2>", [("bad-type", 1, 4)]),
    Bad("", "('1')::u!nosuch", [("unknown-type", 1, 8)]),
    Bad("", "[1, null]::list<i32>", [("type-mismatch", 1, 5)]),
    Bad("", "[]", [("cannot-infer-type", 1, 1)]),
    # fields
    Bad("a: i32, abc: i32", "a + c", [("unknown-field", 1, 5)]),
    Bad("a: i32", "$3", [("field-out-of-range", 1, 1)]),
    Bad("a: i32", "a.x", [("not-a-struct", 1, 1)]),
    Bad("addr: nstruct<city: string>", "addr.street", [("unknown-field", 1, 1)]),
    Bad("addr: nstruct<city: string>", "$0.5", [("field-out-of-range", 1, 1)]),
    Bad("tags: list<string>", "tags['a']", [("type-mismatch", 1, 6)]),
    Bad("a: i32", "a[0]", [("type-mismatch", 1, 1)]),
    # special forms
    Bad("l: list<i32>", "cast(l AS i32)", [("bad-cast", 1, 1)]),
    Bad("a: i32", "if a then 1 else 2", [("type-mismatch", 1, 4)]),
    Bad("a: i32, s: string", "if a > 0 then a else s", [("type-mismatch", 1, 22)]),
    Bad("a: i32", "a IN (1, 'x')", [("type-mismatch", 1, 10)]),
    Bad("a: i32, b: i32", "switch a case b then 1 else 2", [("type-mismatch", 1, 15)]),
    Bad("", "x -> x", [("cannot-infer-type", 1, 1)]),
    # positions on later lines, several mistakes, and no follow-up errors
    Bad("a: i32, b: i32", "a +\n  nosuch(b)", [("unknown-function", 2, 3)]),
    Bad("a: i32", "foo + bar", [("unknown-field", 1, 1), ("unknown-field", 1, 7)]),
    Bad("a: i32", "(nosuch + 1) * 2 > 3", [("unknown-field", 1, 2)]),
    Bad("a: i32", "upper(nosuch(a)) || 'x'", [("unknown-function", 1, 7)]),
    Bad(
        "a: i32",
        "if a > 0\nthen b\nelse 128::i8",
        [("unknown-field", 2, 6), ("literal-out-of-range", 3, 6)],
    ),
]


@pytest.mark.parametrize("bad", BAD_INPUTS, ids=lambda b: b.text.replace("\n", " "))
def test_bad_input(bad: Bad) -> None:
    with pytest.raises(CompileError) as caught:
        check(bad.text, bad.schema, context=bad.context)
    found = [(d.code.value, d.line, d.column) for d in caught.value.diagnostics]
    assert found == bad.expected
    rendered = str(caught.value)
    assert f"error[{bad.expected[0][0]}]" in rendered
    assert "^" in rendered


def test_enough_distinct_bad_inputs() -> None:
    assert len({b.text for b in BAD_INPUTS}) >= 30
    assert len({code for b in BAD_INPUTS for code, _, _ in b.expected}) >= 15


def test_unknown_field_names_the_closest_fields() -> None:
    with pytest.raises(CompileError) as caught:
        check("l_shipdat + 1", "l_shipdate: i32, l_quantity: i64")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.hint == "did you mean l_shipdate?"
    assert diagnostic.end == (1, 10)


def test_unknown_function_names_the_closest_functions() -> None:
    with pytest.raises(CompileError) as caught:
        check("substr(s, 1, 2)", "s: string")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.hint is not None and "substring" in diagnostic.hint
    assert diagnostic.end == (1, 7)  # the name only


def test_no_matching_overload_lists_found_types_candidates_and_a_cast() -> None:
    with pytest.raises(CompileError) as caught:
        check("a + b", "a: i32, b: i64")
    (diagnostic,) = caught.value.diagnostics
    assert "add(i32, i64)" in diagnostic.message
    for candidate in ("add(i8, i8)", "add(i16, i16)", "add(i32, i32)", "add(i64, i64)"):
        assert candidate in diagnostic.message
    assert diagnostic.hint is not None
    assert "cast(a AS i64)" in diagnostic.hint
    assert "cast(b AS i32)" not in diagnostic.hint  # narrowing is not suggested when widening works


def test_a_decimal_and_an_integer_get_the_lossless_cast_as_hint() -> None:
    with pytest.raises(CompileError) as caught:
        check("price * qty", "price: dec<15,2>, qty: i32")
    hint = caught.value.diagnostics[0].hint
    assert hint == "cast an argument explicitly, e.g. cast(qty AS decimal<10,0>)"
    # ... and the suggestion compiles.
    assert check("price * cast(qty AS decimal<10,0>)", "price: dec<15,2>, qty: i32") is not None


def test_bad_option_and_enum_list_the_allowed_values() -> None:
    with pytest.raises(CompileError) as caught:
        check("add(a, a) [overflow:WRAP]", "a: i32")
    assert caught.value.diagnostics[0].hint == "allowed values: SILENT, SATURATE, ERROR"
    with pytest.raises(CompileError) as caught:
        check("extract(FORTNIGHT, d)", "d: date")
    hint = caught.value.diagnostics[0].hint
    assert hint is not None and hint.startswith("allowed values: YEAR, ISO_YEAR")


def test_ambiguous_official_duplicates_are_settled_by_preference() -> None:
    # count(x) is in functions_aggregate_generic and functions_aggregate_decimal_output.
    typed = check("count(x)", "x: i32", context=AGG)
    assert isinstance(typed, ir.AggregateCall)
    assert typed.impl.namespace == "functions_aggregate_generic"
    assert str(typed.type) == "i64"


def test_wrong_kind_hints_at_the_context() -> None:
    with pytest.raises(CompileError) as caught:
        check("sum(x)", "x: i32")
    hint = caught.value.diagnostics[0].hint
    assert hint is not None and "aggregate" in hint and "OVER" in hint
