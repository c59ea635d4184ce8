"""The type checker: typing rules, the typed IR it builds, its API and CLI.

Most typing cases live in ``data/typecheck_cases.txt`` (schema | expression |
expected type or error code); the tests here look at the IR itself.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from decimal import Decimal
from pathlib import Path
from typing import NamedTuple

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.diagnostics import CompileError
from substrait_expr.limits import Limits, using_limits
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.pretty import format_tree, to_data
from substrait_expr.typecheck.registry import Registry

CASES_FILE = Path(__file__).parent / "data" / "typecheck_cases.txt"


class Case(NamedTuple):
    line: int
    context: ir.Context
    schema: str
    expression: str
    expected: str


def read_cases() -> list[Case]:
    cases = []
    for number, raw in enumerate(CASES_FILE.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        # The expression may hold "||" but never " | ": split at the first and last.
        schema, rest = raw.split(" | ", 1)
        expression, expected = rest.rsplit(" | ", 1)
        schema = schema.strip()
        context = ir.Context.SCALAR
        for candidate in ir.Context:
            marker = f"[{candidate.value}]"
            if schema.startswith(marker):
                context, schema = candidate, schema[len(marker) :].strip()
        cases.append(Case(number, context, schema, expression.strip(), expected.strip()))
    return cases


CASES = read_cases()


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"line{c.line}:{c.expression}")
def test_case_file(case: Case) -> None:
    if case.expected.startswith("error:"):
        with pytest.raises(CompileError) as caught:
            check(case.expression, case.schema, context=case.context)
        # One mistake, one diagnostic.
        assert caught.value.codes == [case.expected.removeprefix("error:")]
    else:
        typed = check(case.expression, case.schema, context=case.context)
        assert str(typed.type) == case.expected


def test_case_file_is_substantial() -> None:
    assert len(CASES) >= 150
    assert sum(c.expected.startswith("error:") for c in CASES) >= 40


# --------------------------------------------------------------------------- the IR


def test_api_accepts_text_ast_and_schema_objects() -> None:
    schema = se.Schema.parse("f0: i32, name: string?")
    from_text = se.check("(f0 + 5)/2", schema)
    from_ast = se.check(se.parse("(f0 + 5)/2"), "f0: i32, name: string?")
    assert from_text == from_ast
    assert str(from_text.type) == "i32"
    assert se.check("1 + 1").type == t.I32()


def test_calls_are_bound_to_one_impl_with_urn_and_signature_key() -> None:
    typed = check("f0 + 5", "f0: i64")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.impl.urn == "extension:io.substrait:functions_arithmetic"
    assert typed.impl.signature_key == "add:i64_i64"
    field, five = typed.args
    assert field == ir.FieldRef(t.I64(), 0, "f0")
    assert five == ir.Literal(t.I64(), 5)
    assert typed.span is not None and (typed.span.line, typed.span.column) == (1, 1)


def test_enum_arguments_and_options_are_spelled_as_in_the_yaml() -> None:
    typed = check("extract(year, ts)", "ts: pts<6>")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.args[0] == ir.EnumValue(t.String(), "YEAR")
    assert typed.impl.signature_key == "extract:req_pts"
    typed = check("add(a, a) [overflow:saturate]", "a: i8")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.options == (("overflow", "SATURATE"),)


def test_bare_word_is_a_field_where_the_signature_wants_a_value() -> None:
    typed = check("YEAR + 1", "YEAR: i32")
    assert isinstance(typed, ir.ScalarCall)
    assert isinstance(typed.args[0], ir.FieldRef)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1.5::dec<5,2>", Decimal("1.50")),
        ("'2024-01-31'::date", dt.date(2024, 1, 31)),
        ("13:30:15.5::pt<3>", dt.time(13, 30, 15, 500000)),
        ("2016-12-31T13:30:15::pts<6>", dt.datetime(2016, 12, 31, 13, 30, 15)),
        (
            "1999-01-08T01:05:06-08:00::ptstz<6>",
            dt.datetime(1999, 1, 8, 1, 5, 6, tzinfo=dt.timezone(dt.timedelta(hours=-8))),
        ),
        ("2020-01-01T00:00:00::ptstz<0>", dt.datetime(2020, 1, 1, tzinfo=dt.timezone.utc)),
        ("P1DT2H30M::iday", dt.timedelta(days=1, hours=2, minutes=30)),
        ("'PT1.5S'::iday<3>", dt.timedelta(seconds=1, microseconds=500000)),
        ("P2W::iday", dt.timedelta(days=14)),
        ("P1Y2M::iyear", (1, 2)),
        ("P1Y2DT3H::icompound<6>", (1, 0, dt.timedelta(days=2, hours=3))),
        ("'0xFF00'::fbin<2>", b"\xff\x00"),
        ("'ab'::vbin", b"ab"),
        ("'ab'::fchar<4>", "ab  "),
        (
            "'12345678-1234-5678-1234-567812345678'::uuid",
            uuid.UUID("12345678-1234-5678-1234-567812345678"),
        ),
        ("5::fp32", 5.0),
        ("'true'::bool", True),
        ("('200')::u!u8", "200"),
        ("null::string", None),
    ],
)
def test_literal_values(text: str, value: object) -> None:
    typed = check(text)
    assert isinstance(typed, ir.Literal)
    assert typed.value == value
    assert type(typed.value) is type(value)


def test_special_floats() -> None:
    for text in ("inf::fp64", "-inf::fp32", "nan::fp64"):
        typed = check(text)
        assert isinstance(typed, ir.Literal) and isinstance(typed.value, float)
    typed = check("[1.5, inf, -inf]::list<fp64>")
    assert isinstance(typed, ir.ListValue)
    assert [item.value for item in typed.items if isinstance(item, ir.Literal)] == [
        1.5,
        float("inf"),
        float("-inf"),
    ]


def test_untyped_literal_takes_the_decimal_type_it_needs() -> None:
    typed = check("price * 1.1", "price: dec<15,2>")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.args[1] == ir.Literal(t.Decimal(2, 1), Decimal("1.1"))


def test_list_of_untyped_literals_takes_its_element_type_from_the_signature() -> None:
    typed = check("index_in(a, [1, null])", "a: i16")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.args[1] == ir.ListValue(
        t.List(t.I16(nullable=True)),
        (ir.Literal(t.I16(), 1), ir.Literal(t.I16(nullable=True), None)),
    )


def test_cast_of_a_fitting_literal_is_folded_and_others_stay_casts() -> None:
    assert check("cast('5' AS i8)") == ir.Literal(t.I8(), 5)
    typed = check("try_cast('hello' AS i32)")
    assert isinstance(typed, ir.Cast)
    assert typed.failure is ir.FailureBehavior.RETURN_NULL
    assert typed.operand == ir.Literal(t.String(), "hello")


def test_if_without_else_gets_a_typed_null() -> None:
    typed = check("if a > 0 then 'pos'", "a: i32")
    assert isinstance(typed, ir.IfThen)
    assert typed.otherwise == ir.Literal(t.String(nullable=True), None)


def test_not_in_wraps_the_or_list_in_not() -> None:
    typed = check("a NOT IN (1, 2)", "a: i16")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.impl.signature_key == "not:bool"
    (inner,) = typed.args
    assert isinstance(inner, ir.SingularOrList)
    assert inner.options == (ir.Literal(t.I16(), 1), ir.Literal(t.I16(), 2))


def test_not_between_and_not_like_wrap_the_function_in_not() -> None:
    for text, inner_key in (("a NOT BETWEEN 1 AND 2", "between"), ("s NOT LIKE 'x'", "like")):
        typed = check(text, "a: i32, s: string")
        assert isinstance(typed, ir.ScalarCall) and typed.impl.name == "not"
        assert isinstance(typed.args[0], ir.ScalarCall)
        assert typed.args[0].impl.name == inner_key


def test_lambda_parameters_take_the_list_element_type() -> None:
    typed = check("transform(l, x -> x * 2)", "l: list<i64?>")
    assert isinstance(typed, ir.ScalarCall)
    lambda_ = typed.args[1]
    assert isinstance(lambda_, ir.LambdaExpr)
    assert lambda_.param_types == (t.I64(nullable=True),)
    body = lambda_.body
    assert isinstance(body, ir.ScalarCall)
    assert body.args[0] == ir.LambdaParam(t.I64(nullable=True), "x", 0, 0)
    assert typed.type == t.List(t.I64(nullable=True))


def test_nested_lambdas_count_depth_outwards() -> None:
    typed = check(
        "transform(ls, x -> transform(x, y -> y + 1))",
        "ls: list<list<i32>>",
    )
    assert typed.type == t.List(t.List(t.I32()))
    assert isinstance(typed, ir.ScalarCall)
    outer = typed.args[1]
    assert isinstance(outer, ir.LambdaExpr) and isinstance(outer.body, ir.ScalarCall)
    inner = outer.body.args[1]
    assert isinstance(inner, ir.LambdaExpr) and isinstance(inner.body, ir.ScalarCall)
    assert inner.body.args[0] == ir.LambdaParam(t.I32(), "y", 0, 0)
    # Inside the inner lambda the outer parameter is one lambda further out.
    typed = check(
        "transform(ls, x -> transform(x, y -> y + cardinality(x)))", "ls: list<list<i64>>"
    )
    assert isinstance(typed, ir.ScalarCall)
    outer = typed.args[1]
    assert isinstance(outer, ir.LambdaExpr) and isinstance(outer.body, ir.ScalarCall)
    inner = outer.body.args[1]
    assert isinstance(inner, ir.LambdaExpr) and isinstance(inner.body, ir.ScalarCall)
    count = inner.body.args[1]
    assert isinstance(count, ir.ScalarCall)
    assert count.args[0] == ir.LambdaParam(t.List(t.I64()), "x", 1, 0)


def test_aggregate_and_window_nodes() -> None:
    typed = check(
        "avg(price) FILTER (WHERE qty > 0)",
        "price: fp64, qty: i32",
        context=ir.Context.AGGREGATE,
    )
    assert isinstance(typed, ir.AggregateCall)
    assert typed.filter is not None and typed.filter.type == t.Boolean()
    typed = check("count(DISTINCT a)", "a: i32", context=ir.Context.AGGREGATE)
    assert isinstance(typed, ir.AggregateCall) and typed.distinct
    assert typed.impl.urn == "extension:io.substrait:functions_aggregate_generic"
    typed = check(
        "sum(x) OVER (PARTITION BY a ORDER BY d DESC NULLS LAST ROWS BETWEEN 2 PRECEDING "
        "AND CURRENT ROW)",
        "x: i32, a: string, d: date",
    )
    assert isinstance(typed, ir.WindowCall)
    assert typed.partition_by == (ir.FieldRef(t.String(), 1, "a"),)
    (order,) = typed.order_by
    assert (order.order, order.nulls) == (ir.SortOrder.DESC, ir.NullsOrder.LAST)
    assert typed.frame == ir.Frame(
        ir.FrameUnit.ROWS,
        ir.FrameBound(ir.BoundKind.PRECEDING, 2),
        ir.FrameBound(ir.BoundKind.CURRENT_ROW),
    )
    typed = check("lag(col0) OVER f1", "col0: i32", context=ir.Context.WINDOW)
    assert isinstance(typed, ir.WindowCall) and typed.window_name == "f1"


def test_count_star_binds_the_impl_without_arguments() -> None:
    typed = check("count(*)", context=ir.Context.AGGREGATE)
    assert isinstance(typed, ir.AggregateCall)
    assert typed.impl.signature_key == "count:"
    assert typed.args == ()


def test_alias_names_the_output() -> None:
    typed = check("a + 1 AS total", "a: i32")
    assert isinstance(typed, ir.Named) and typed.name == "total"


def test_include_restricts_the_extensions() -> None:
    with pytest.raises(CompileError) as caught:
        check("upper(s)", "s: string", include=["functions_arithmetic"])
    assert caught.value.codes == ["unknown-function"]
    assert "functions_string" in caught.value.diagnostics[0].message
    typed = check("upper(s)", "s: string", include=["extension:io.substrait:functions_string"])
    assert isinstance(typed, ir.ScalarCall)
    with pytest.raises(ValueError, match="no loaded extension"):
        check("1", include=["no_such_extension"])


# --------------------------------------------------------------------------- user extensions

TYPING_RULES = """\
%YAML 1.2
---
urn: extension:com.example:typing_rules
scalar_functions:
  - name: g
    impls:
      - args: [{value: any1}, {value: any1}]
        nullability: DISCRETE
        return: any1
  - name: g2
    impls:
      - args: [{value: any1}, {value: any1?}]
        nullability: DISCRETE
        return: any1?
  - name: d
    impls:
      - args: [{value: any1}, {value: any1}]
        nullability: DECLARED_OUTPUT
        return: any1?
  - name: f
    impls:
      - args: [{value: any1}, {value: any1}]
        return: any1
  - name: pick
    impls:
      - args: [{value: any1}]
        variadic: {min: 1, parameterConsistency: INCONSISTENT}
        return: i64
  - name: same
    impls:
      - args: [{value: any1}]
        variadic: {min: 2, max: 3}
        return: any1
  - name: add
    impls:
      - args: [{value: i32}, {value: i32}]
        return: i32
"""


@pytest.fixture(scope="module")
def rules(tmp_path_factory: pytest.TempPathFactory) -> Registry:
    path = tmp_path_factory.mktemp("ext") / "typing_rules.yaml"
    path.write_text(TYPING_RULES, encoding="utf-8")
    return Registry.from_paths(path)


# The spec's "any Type Binding" table (scalar_functions.md), rows about outer nullability.
@pytest.mark.parametrize(
    ("call", "expected"),
    [
        ("f(a, a)", "i32"),
        ("f(n, a)", "i32?"),
        ("f(a, n)", "i32?"),
        ("f(n, n)", "i32?"),
        ("d(a, a)", "i32?"),
        ("d(n, a)", "i32?"),
        ("d(n, n)", "i32?"),
        ("g(a, a)", "i32"),
        ("g(n, n)", None),
        ("g(a, n)", None),
        ("g2(a, n)", "i32?"),
        ("g2(a, a)", None),
        ("g2(n, n)", None),
    ],
)
def test_nullability_modes(rules: Registry, call: str, expected: str | None) -> None:
    schema = "a: i32, n: i32?"
    if expected is None:
        with pytest.raises(CompileError) as caught:
            check(call, schema, rules)
        assert caught.value.codes == ["no-matching-overload"]
    else:
        assert str(check(call, schema, rules).type) == expected


def test_discrete_literals_take_the_declared_nullability(rules: Registry) -> None:
    typed = check("g2(a, 5)", "a: i32", rules)
    assert isinstance(typed, ir.ScalarCall)
    assert typed.args[1].type == t.I32(nullable=True)
    with pytest.raises(CompileError):
        check("g(a, null)", "a: i32", rules)


def test_variadic_bounds_and_consistency(rules: Registry) -> None:
    schema = "a: i32, s: string"
    assert str(check("pick(a, s, a)", schema, rules).type) == "i64"
    assert str(check("same(a, a, a)", schema, rules).type) == "i32"
    for bad in ("same(a)", "same(a, a, a, a)", "same(a, s)"):
        with pytest.raises(CompileError) as caught:
            check(bad, schema, rules)
        assert caught.value.codes == ["no-matching-overload"], bad


def test_same_signature_in_two_extensions_is_ambiguous(rules: Registry) -> None:
    with pytest.raises(CompileError) as caught:
        check("add(a, b)", "a: i32, b: i32", rules)
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code is se.Code.AMBIGUOUS_FUNCTION
    assert diagnostic.hint is not None
    assert "functions_arithmetic.add(a, b)" in diagnostic.hint
    assert "typing_rules.add(a, b)" in diagnostic.hint
    typed = check("typing_rules.add(a, b)", "a: i32, b: i32", rules)
    assert isinstance(typed, ir.ScalarCall)
    assert typed.impl.urn == "extension:com.example:typing_rules"
    # Other argument types still pick the one extension that has them.
    typed = check("add(a, b)", "a: i64, b: i64", rules)
    assert isinstance(typed, ir.ScalarCall)
    assert typed.impl.namespace == "functions_arithmetic"


def test_specific_signature_beats_any(rules: Registry) -> None:
    # functions_datetime.lt(pts<P>, pts<P>) and functions_comparison.lt(any1, any1) both match.
    typed = check("a < b", "a: pts<3>, b: pts<3>")
    assert isinstance(typed, ir.ScalarCall)
    assert typed.impl.namespace == "functions_datetime"


# --------------------------------------------------------------------------- output


def test_pretty_tree_shows_types_and_bound_functions() -> None:
    text = format_tree(check("(f0 + 5)/2", "f0: i32"))
    urn = "extension:io.substrait:functions_arithmetic"
    assert text.splitlines() == [
        f"ScalarCall divide:i32_i32 <{urn}> : i32",
        f"  ScalarCall add:i32_i32 <{urn}> : i32",
        "    FieldRef $0 f0 : i32",
        "    Literal 5 : i32",
        "  Literal 2 : i32",
    ]


def test_json_form_is_serialisable() -> None:
    data = to_data(check("extract(YEAR, ts) + 1", "ts: pts<6>"))
    text = json.dumps(data)
    assert data["impl"]["signature_key"] == "add:i64_i64"
    assert data["args"][0]["impl"]["signature_key"] == "extract:req_pts"
    assert '"EnumValue"' in text
    json.dumps(to_data(check("[inf, nan]::list<fp64>")))


def test_cli_check_prints_the_typed_tree(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--schema", "a: i32", "a + 1"]) == 0
    out = capsys.readouterr().out
    assert "add:i32_i32" in out and "FieldRef $0 a : i32" in out


def test_cli_check_reports_errors_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--schema", "a: i32, b: i64", "a + b"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "error[no-matching-overload]" in captured.err
    assert "^^^^^" in captured.err
    assert "cast(a AS i64)" in captured.err


def test_cli_check_json_and_context(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--json", "--context", "aggregate", "--schema", "x: i32", "sum(x)"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["type"] == "i64?"
    assert data["tree"]["node"] == "AggregateCall"
    assert main(["check", "--json", "--schema", "x: i32", "y"]) == 1
    errors = json.loads(capsys.readouterr().err)["errors"]
    assert [(e["code"], e["line"], e["column"]) for e in errors] == [("unknown-field", 1, 1)]


def test_cli_check_loads_extensions(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "typing_rules.yaml"
    path.write_text(TYPING_RULES, encoding="utf-8")
    assert main(["check", "--extension", str(path), "--schema", "a: i32", "same(a, a)"]) == 0
    assert "extension:com.example:typing_rules" in capsys.readouterr().out
    assert main(["check", "--schema", "a: i32 b", "a"]) == 2
    assert "schema" in capsys.readouterr().err


def test_cli_parse_still_works(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "a + 1"]) == 0
    assert "a + 1" in capsys.readouterr().out


def test_deeply_nested_expression_checks() -> None:
    # A chain nests one level per operator; past Limits.depth it is refused.
    assert check("a" + " + 1" * 2400, "a: i64").type == t.I64()
    with pytest.raises(CompileError) as raised:
        check("a" + " + 1" * 3000, "a: i64")
    assert raised.value.codes == ["too-deep"]
    with using_limits(Limits(depth=5000)):
        assert check("a" + " + 1" * 3000, "a: i64").type == t.I64()
