"""Parser: the language.md examples, the official test-case sides, the AST
shapes that carry meaning (precedence, typed literals), and round trips."""

from __future__ import annotations

import hashlib
from decimal import Decimal
from pathlib import Path

import pytest

from substrait_expr import parse, parse_type, to_text
from substrait_expr.ast import nodes as n
from substrait_expr.diagnostics import CompileError
from substrait_expr.testcases import ExpectedValue, iter_test_files

ROOT = Path(__file__).resolve().parent.parent
ROUNDTRIP = ROOT / "tests" / "data" / "parse_roundtrip.txt"


def roundtrip_lines() -> list[str]:
    lines = ROUNDTRIP.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("text", roundtrip_lines())
def test_examples_round_trip(text: str) -> None:
    tree = parse(text)
    assert parse(to_text(tree)) == tree


def official_sides() -> list[tuple[str, str]]:
    sides = []
    for test_file in iter_test_files():
        for case in test_file.cases:
            sides.append((case.file, case.left))
            if isinstance(case.expected, ExpectedValue):
                sides.append((case.file, case.expected.text))
    return sides


def test_every_official_test_case_side_parses_and_round_trips() -> None:
    sides = official_sides()
    assert len(sides) > 2500  # scalar, aggregate and window files together
    failures = []
    for where, text in sides:
        try:
            tree = parse(text)
            if parse(to_text(tree)) != tree:
                failures.append(f"{where}: {text!r} printed as {to_text(tree)!r}")
        except Exception as error:
            failures.append(f"{where}: {text!r}: {error}")
    assert failures == []


def test_generated_parser_matches_grammar() -> None:
    grammar = (ROOT / "grammar" / "SubstraitExpr.g4").read_bytes()
    recorded = ROOT / "src" / "substrait_expr" / "parser" / "_generated" / "grammar.sha256"
    assert recorded.read_text().strip() == hashlib.sha256(grammar).hexdigest(), (
        "the generated parser is stale: run `make parser` and commit the result"
    )


def lit(value: int | str | Decimal | bool | None, kind: n.LiteralKind, type_: str | None = None):
    return n.Literal(kind, value, parse_type(type_) if type_ else None)


INT = n.LiteralKind.INTEGER


def call(name: str, *args: n.Expr, op: n.Operator | None = None) -> n.Call:
    return n.Call(name, tuple(args), operator=op)


def test_arithmetic_precedence_and_grouping() -> None:
    f0 = n.Name("f0")
    expected = call(
        "divide", call("add", f0, lit(5, INT), op=n.Operator.ADD), lit(2, INT),
        op=n.Operator.DIVIDE,
    )  # fmt: skip
    assert parse("(f0 + 5)/2") == expected
    # * binds tighter than +, + tighter than ||, comparisons, AND, OR
    tree = parse("a OR b AND c = d || e + f * g")
    assert isinstance(tree, n.Call) and tree.name == "or"
    and_ = tree.args[1]
    assert isinstance(and_, n.Call) and and_.name == "and"
    eq = and_.args[1]
    assert isinstance(eq, n.Call) and eq.name == "equal"
    concat = eq.args[1]
    assert isinstance(concat, n.Call) and concat.name == "concat"
    add = concat.args[1]
    assert isinstance(add, n.Call) and add.name == "add"
    assert isinstance(add.args[1], n.Call) and add.args[1].name == "multiply"


def test_subtraction_is_left_associative() -> None:
    tree = parse("a - b - c")
    assert isinstance(tree, n.Call) and isinstance(tree.args[0], n.Call)
    assert tree.args[1] == n.Name("c")


def test_between_binds_its_own_and() -> None:
    tree = parse("x BETWEEN 1 AND 2 AND y")
    assert isinstance(tree, n.Call) and tree.name == "and"
    between = tree.args[0]
    assert isinstance(between, n.Call) and between.operator is n.Operator.BETWEEN
    assert between.args == (n.Name("x"), lit(1, INT), lit(2, INT))


def test_not_in_front_of_a_predicate_negates_the_predicate_as_in_sql() -> None:
    # language.md: NOT is a prefix, but in front of a predicate it negates all of it.
    tree = parse("NOT a = b")
    assert tree == call("not", call("equal", n.Name("a"), n.Name("b"), op=n.Operator.EQUAL),
                        op=n.Operator.NOT)  # fmt: skip
    in_list = parse("NOT x IN (1, 2)")
    assert isinstance(in_list, n.Call) and in_list.name == "not"
    assert isinstance(in_list.args[0], n.InList)
    assert parse("NOT x IS NULL") == parse("NOT (x IS NULL)")
    assert parse("NOT x BETWEEN 1 AND 2") == parse("NOT (x BETWEEN 1 AND 2)")
    assert parse("NOT s LIKE 'a%'") == parse("NOT (s LIKE 'a%')")
    written = parse("(NOT a) = b")  # the other reading, written out
    assert isinstance(written, n.Call) and written.name == "equal"
    assert written.args[0] == call("not", n.Name("a"), op=n.Operator.NOT)
    assert to_text(written) == "(NOT a) = b"
    assert parse("NOT a AND b") == call("and", call("not", n.Name("a"), op=n.Operator.NOT),
                                        n.Name("b"), op=n.Operator.AND)  # fmt: skip


def test_negative_literals_are_literals() -> None:
    assert parse("-7") == lit(-7, INT)
    assert parse("-128::i8") == lit(-128, INT, "i8")
    assert parse("-0.5") == lit(Decimal("-0.5"), n.LiteralKind.DECIMAL)
    assert parse("-inf::fp64") == lit("-inf", n.LiteralKind.FLOAT_SPECIAL, "fp64")
    negate = parse("-x")
    assert isinstance(negate, n.Call) and negate.name == "negate"


def test_cast_binds_tighter_than_unary_minus() -> None:
    tree = parse("-x::i64")
    assert isinstance(tree, n.Call) and tree.name == "negate"
    assert isinstance(tree.args[0], n.Cast)


def test_typed_literals_versus_casts() -> None:
    assert parse("'2024-01-31'::date") == lit("2024-01-31", n.LiteralKind.STRING, "date")
    assert parse("2020-12-30::date") == lit("2020-12-30", n.LiteralKind.DATE, "date")
    assert parse("P1Y2M::iyear") == lit("P1Y2M", n.LiteralKind.INTERVAL, "iyear")
    assert parse("('200')::u!u8") == lit("200", n.LiteralKind.STRING, "u!u8")
    assert isinstance(parse('"P5D"::iday'), n.Cast)  # a quoted name is a field
    assert isinstance(parse("f1::i64"), n.Cast)
    cast = parse("cast(f1 AS i64)")
    assert isinstance(cast, n.Cast) and cast.syntax is n.CastSyntax.CAST
    try_cast = parse("try_cast(f1 AS i64)")
    assert isinstance(try_cast, n.Cast)
    assert try_cast.failure is n.FailureBehavior.RETURN_NULL


def test_enum_arguments() -> None:
    tree = parse("extract(YEAR::enum, ts)")
    assert isinstance(tree, n.Call) and tree.args[0] == n.EnumLiteral("YEAR")
    bare = parse("extract(YEAR, ts)")  # the type checker decides it is an enum
    assert isinstance(bare, n.Call) and bare.args[0] == n.Name("YEAR")


def test_type_names_are_canonical_and_printed_short() -> None:
    assert parse_type("dec?<38, 2>") == n.TypeName("decimal", (38, 2), nullable=True)
    assert parse_type("DECIMAL<38,2>") == parse_type("dec<38,2>")
    assert to_text(parse_type("precision_timestamp_tz<6>")) == "ptstz<6>"
    func = parse_type("func<(i32, i64) -> boolean?>")
    assert func.params == (
        n.TypeName("i32"), n.TypeName("i64"), n.TypeName("boolean", nullable=True),
    )  # fmt: skip


def test_field_references() -> None:
    assert parse("$12") == n.Position(12)
    assert parse('"weird name"') == n.Name("weird name")
    assert parse("$2.1") == n.FieldAccess(n.Position(2), 1)
    assert parse("$2.1.0") == n.FieldAccess(n.FieldAccess(n.Position(2), 1), 0)
    assert parse("tags[-1]") == n.Subscript(n.Name("tags"), lit(-1, INT))
    assert parse("tags[1:3]") == n.Slice(n.Name("tags"), lit(1, INT), lit(3, INT))
    assert parse("attrs['k']") == n.Subscript(n.Name("attrs"), lit("k", n.LiteralKind.STRING))


def test_keywords_are_case_insensitive() -> None:
    assert parse("a and b OR NOT c") == parse("a AND b or not c")
    assert parse("Null") == parse("NULL")


def test_conditionals() -> None:
    chain = parse("if a then 1 else if b then 2 else 3")
    assert isinstance(chain, n.IfThen) and len(chain.clauses) == 2
    assert chain.otherwise == lit(3, INT)
    # Parentheses keep a nested if as written (a decompiled plan's nested IfThen)
    nested = parse("if a then 1 else (if b then 2 else 3)")
    assert isinstance(nested, n.IfThen) and len(nested.clauses) == 1
    assert isinstance(nested.otherwise, n.IfThen) and nested.otherwise.otherwise == lit(3, INT)
    switch = parse("switch f1 case 1 then 'one' case 2 then 'two' else 'many'")
    assert isinstance(switch, n.Switch) and len(switch.clauses) == 2
    case = parse("CASE f1 WHEN 1 THEN 'one' ELSE 'many' END")
    assert isinstance(case, n.Switch) and case.syntax is n.ConditionalSyntax.CASE


def test_in_lists() -> None:
    single = parse("f1 IN (1, 2, 3)")
    assert isinstance(single, n.InList) and len(single.options) == 3
    multi = parse("(f1, f2) IN ((1, 'a'), (2, 'b'))")
    assert isinstance(multi, n.InList) and isinstance(multi.value, n.TupleExpr)
    assert parse("x NOT IN (1)") == n.InList(n.Name("x"), (lit(1, INT),), negated=True)


def test_aggregates_and_windows() -> None:
    count = parse("count(DISTINCT l_orderkey) FILTER (WHERE qty > 0)")
    assert isinstance(count, n.Call) and count.distinct and count.filter is not None
    rank = parse("rank() OVER (PARTITION BY a ORDER BY b DESC NULLS LAST)")
    assert isinstance(rank, n.Call) and rank.over is not None
    assert rank.over.order_by == (n.SortItem(n.Name("b"), n.SortOrder.DESC, n.NullsOrder.LAST),)
    frame = parse("sum(x) OVER (ORDER BY d ROWS 2 PRECEDING)")
    assert isinstance(frame, n.Call) and frame.over is not None and frame.over.frame is not None
    assert frame.over.frame.end.kind is n.BoundKind.CURRENT_ROW


def test_alias() -> None:
    assert parse("a + 1 AS b") == n.Alias(
        call("add", n.Name("a"), lit(1, INT), op=n.Operator.ADD), "b"
    )


def test_spans_point_into_the_source() -> None:
    tree = parse("foo(a,\n    bar + 1)")
    assert isinstance(tree, n.Call)
    inner = tree.args[1]
    assert inner.span is not None
    assert (inner.span.line, inner.span.column) == (2, 5)
    assert (inner.span.end_line, inner.span.end_column) == (2, 12)


@pytest.mark.parametrize(
    ("make", "depth"),
    [
        (lambda d: "(" * d + "x" + ")" * d, 1000),
        (lambda d: "- " * d + "x", 1000),
        (lambda d: "NOT " * d + "x", 1000),
        (lambda d: "f(" * d + "x" + ")" * d, 1000),
        (lambda d: " + ".join(["x"] * d), 1000),
        (lambda d: "[" * d + "1" + "]" * d, 1000),
    ],
    ids=["parens", "minus", "not", "calls", "chained-plus", "lists"],
)
def test_deep_nesting_parses_and_prints(make, depth: int) -> None:  # type: ignore[no-untyped-def]
    text = to_text(parse(make(depth)))
    # deep trees are compared through their text: `==` on them would need a
    # recursion limit the test runner does not have
    assert to_text(parse(text)) == text


@pytest.mark.parametrize(
    ("sql", "iso", "type_name"),
    [
        ("INTERVAL '3' DAY", "P3D", "interval_day"),
        ("INTERVAL '2' YEAR", "P2Y", "interval_year"),
        ("INTERVAL '5' MONTH", "P5M", "interval_year"),
        ("INTERVAL '1-6' YEAR TO MONTH", "P1Y6M", "interval_year"),
        ("INTERVAL '-2' HOUR", "-PT2H", "interval_day"),
        ("interval '90' minute", "PT90M", "interval_day"),
        ("INTERVAL '1 02:03:04.5' DAY TO SECOND", "P1DT02H03M04.5S", "interval_day"),
        ("INTERVAL '02:03' HOUR TO MINUTE", "PT02H03M", "interval_day"),
    ],
)
def test_sql_interval_literals(sql: str, iso: str, type_name: str) -> None:
    tree = parse(sql)
    assert isinstance(tree, n.Literal)
    assert tree.kind is n.LiteralKind.STRING  # a typed string: '-PT2H'::interval_day<6>
    assert tree.value == iso and tree.type is not None and tree.type.name == type_name
    assert parse(to_text(tree)) == tree


def test_sql_interval_values_and_mistakes() -> None:
    import datetime as dt

    from substrait_expr import check

    day_time = check("INTERVAL '1 02:03:04.5' DAY TO SECOND", "")
    assert getattr(day_time, "value", None) == dt.timedelta(days=1, seconds=7384.5)
    for text, message in (
        ("INTERVAL 'x' DAY", "'x' does not fit INTERVAL ... DAY"),
        ("INTERVAL '1' WEEK", "WEEK is not an interval unit range"),
    ):
        with pytest.raises(CompileError, match=message):
            parse(text)
    assert parse("interval + 1") == call("add", n.Name("interval"), lit(1, INT), op=n.Operator.ADD)


def test_parse_shaped_keeps_the_tree_shape_with_the_cached_tree() -> None:
    from substrait_expr.deep import tree_shape
    from substrait_expr.parser import parse_shaped

    text = "if a > 0 then f(b, (c + 1) * 2) else -c"
    tree, depth, nodes = parse_shaped(text)
    assert tree is parse(text)  # the parse cache's tree
    assert (depth, nodes) == tree_shape(tree)
    assert parse_shaped(text)[0] is tree


def test_loading_a_plan_measures_no_text_expression_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The binder hands the parse cache's shape to ``check``; only a tree it
    did not parse as an expression is measured: here Q1's two sort keys
    (parsed as sort items)."""
    from substrait_expr.plan import load_plan
    from substrait_expr.typecheck import check as check_module

    measured: list[object] = []
    real = check_module.tree_shape
    monkeypatch.setattr(
        check_module, "tree_shape", lambda tree: measured.append(tree) or real(tree)
    )
    plan = load_plan(Path(__file__).parents[1] / "examples" / "tpch" / "q01.json")
    assert plan.roots
    assert [type(tree).__name__ for tree in measured] == ["Name", "Name"]
