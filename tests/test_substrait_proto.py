"""The Substrait protobuf bridge.

Round trips: text → typed IR → protobuf → JSON → protobuf → AST → check →
typed IR must give the first typed IR back, for every expression of the
type-checking case file that checks, every left side of the official
function test cases, and the language reference's examples. Only the
constructs listed in ``UNREPRESENTABLE`` may refuse to encode, with a
``ProtoError`` saying so.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import math
import struct
import time
import uuid
from collections import Counter
from decimal import Decimal
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from google.protobuf import json_format
from substrait import algebra_pb2, extended_expression_pb2, plan_pb2
from substrait.extensions import extensions_pb2 as ext_pb2

from substrait_expr import testcases as tc
from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser import parse
from substrait_expr.substrait import (
    ExtensionCollector,
    FunctionLookup,
    ProtoError,
    from_json,
    from_proto,
    from_proto_measure,
    from_proto_sort,
    from_proto_type,
    to_json,
    to_proto,
    to_proto_measure,
    to_proto_sort,
    to_proto_type,
    to_substrait,
)
from substrait_expr.substrait.from_proto import decimal_value
from substrait_expr.substrait.to_proto import decimal_bytes
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.type_syntax import parse_type

REGISTRY = Registry.default()
CASES_FILE = Path(__file__).parent / "data" / "typecheck_cases.txt"

# What may refuse to encode, by a phrase of its ProtoError message.
UNREPRESENTABLE = (
    "column of values",  # test-file inline columns: input data, not expressions
    "deprecated",  # time / timestamp / timestamp_tz have no protobuf field any more
    "list slices",
    "computed index",
    "computed key",
    "OVER",  # OVER name: a named window the caller must resolve
    "failed to type-check",
    "measure of an aggregate relation",  # sum(x) + 1: a projection over a measure
)


class Case(NamedTuple):
    where: str
    text: str
    schema: Schema
    context: ir.Context
    include: tuple[str, ...] | None = None


def _typecheck_file_cases() -> list[Case]:
    cases = []
    for number, raw in enumerate(CASES_FILE.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        schema_text, rest = raw.split(" | ", 1)
        expression, expected = rest.rsplit(" | ", 1)
        if expected.strip().startswith("error:"):
            continue
        schema_text = schema_text.strip()
        context = ir.Context.SCALAR
        for candidate in ir.Context:
            marker = f"[{candidate.value}]"
            if schema_text.startswith(marker):
                context, schema_text = candidate, schema_text[len(marker) :].strip()
        schema = Schema.parse(schema_text) if schema_text else Schema()
        cases.append(Case(f"typecheck_cases.txt:{number}", expression.strip(), schema, context))
    return cases


CONTEXTS = {
    tc.TestKind.SCALAR: ir.Context.SCALAR,
    tc.TestKind.AGGREGATE: ir.Context.AGGREGATE,
    tc.TestKind.WINDOW: ir.Context.WINDOW,
}


def _official_cases() -> list[Case]:
    cases = []
    for test_file in tc.iter_test_files():
        include = (*test_file.includes, *test_file.dependencies)
        for case in test_file.cases:
            schema = Schema()
            if case.table is not None:
                columns = ", ".join(f"col{i}: {c}" for i, c in enumerate(case.table.column_types))
                schema = Schema.parse(columns)
            where = f"{case.file}:{case.line}"
            cases.append(Case(where, case.left, schema, CONTEXTS[case.kind], include))
    return cases


LANGUAGE_SCHEMA = Schema.parse(
    "f0: i32, f1: i32, f2: i64, name: string?, l_shipdate: date, ts_col: pts<6>, "
    "tags: list<i32>, attrs: map<string, string>, addr: struct<string, i32>, "
    "l_quantity: dec<15,2>, l_orderkey: i64, price: fp64, qty: i32, a: i32, b: i32, "
    "d: date, x: fp64"
)
LANGUAGE_EXAMPLES = [
    ("(f0 + 5)/2", ir.Context.SCALAR),
    ("add(f0, 5)", ir.Context.SCALAR),
    ("add(f0, 5) [overflow:ERROR]", ir.Context.SCALAR),
    ("extract(YEAR::enum, ts_col)", ir.Context.SCALAR),
    ("extract(YEAR, l_shipdate)", ir.Context.SCALAR),
    ("functions_arithmetic.add(f0, 5)", ir.Context.SCALAR),
    ("if f2 > 0 then 'pos' else if f2 < 0 then 'neg' else 'zero'", ir.Context.SCALAR),
    ("CASE WHEN f2 > 0 THEN 'pos' ELSE 'other' END", ir.Context.SCALAR),
    ("switch f1 case 1 then 'one' case 2 then 'two' else 'many'", ir.Context.SCALAR),
    ("CASE f1 WHEN 1 THEN 'one' ELSE 'many' END", ir.Context.SCALAR),
    ("f1 IN (1, 2, 3)", ir.Context.SCALAR),
    ("f1 NOT IN (1, 2, 3)", ir.Context.SCALAR),
    ("(f1, name) IN ((1, 'a'), (2, 'b'))", ir.Context.SCALAR),
    ("cast(f1 AS i64)", ir.Context.SCALAR),
    ("f1::i64", ir.Context.SCALAR),
    ("try_cast(name AS i32)", ir.Context.SCALAR),
    ("if true then 0 else cast('hello' AS i32)", ir.Context.SCALAR),
    ("$0", ir.Context.SCALAR),
    ("$8.1", ir.Context.SCALAR),
    ("addr.0", ir.Context.SCALAR),
    ("tags[0]", ir.Context.SCALAR),
    ("tags[-1]", ir.Context.SCALAR),
    ("attrs['k']", ir.Context.SCALAR),
    ("[f0, 1]", ir.Context.SCALAR),
    ("(f0, 'a')", ir.Context.SCALAR),
    ("[[1, 2], [3]]::list<list<i32>>", ir.Context.SCALAR),
    ("[1, 2]::list<i32?>", ir.Context.SCALAR),
    ("[(1, 'a')]::list<struct<i32, string>>", ir.Context.SCALAR),
    ("transform(tags, x -> add(x, 1))", ir.Context.SCALAR),
    ("filter(tags, x -> x > 2)", ir.Context.SCALAR),
    ("f0 BETWEEN 1 AND 5", ir.Context.SCALAR),
    ("f0 NOT BETWEEN 1 AND 5", ir.Context.SCALAR),
    ("name LIKE 'a%'", ir.Context.SCALAR),
    ("name IS NULL OR f1 IS DISTINCT FROM f0", ir.Context.SCALAR),
    ("1.1::fp32", ir.Context.SCALAR),
    ("price * 1.1", ir.Context.SCALAR),
    ("l_quantity * 1.1", ir.Context.SCALAR),
    ("'2024-01-31'::date", ir.Context.SCALAR),
    ("2016-12-31T13:30:15.25::pts<2>", ir.Context.SCALAR),
    ("1999-01-08T01:05:06-08:00::ptstz<6>", ir.Context.SCALAR),
    ("1960-03-04T05:06:07.123456000::pts<9>", ir.Context.SCALAR),
    ("P5D::iday", ir.Context.SCALAR),
    ("'-PT1.5S'::iday<3>", ir.Context.SCALAR),
    ("P1Y2M::iyear", ir.Context.SCALAR),
    ("'abc'::vchar<5>", ir.Context.SCALAR),
    ("'abc'::fchar<3>", ir.Context.SCALAR),
    ("'0xFF'::fbin<1>", ir.Context.SCALAR),
    ("'c232b5a3-6cd4-4a23-9e2a-5c7a2a6b9b4c'::uuid", ir.Context.SCALAR),
    ("('200')::u!u8", ir.Context.SCALAR),
    ("[]::list<i32>", ir.Context.SCALAR),
    ("null::i32", ir.Context.SCALAR),
    ("sum(l_quantity)", ir.Context.AGGREGATE),
    ("count(*)", ir.Context.AGGREGATE),
    ("count(DISTINCT l_orderkey)", ir.Context.AGGREGATE),
    ("avg(price) FILTER (WHERE qty > 0)", ir.Context.AGGREGATE),
    ("rank() OVER (PARTITION BY a ORDER BY b DESC NULLS LAST)", ir.Context.WINDOW),
    ("sum(x) OVER (ORDER BY d ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)", ir.Context.WINDOW),
    ("sum(x) OVER (ORDER BY d RANGE UNBOUNDED PRECEDING)", ir.Context.WINDOW),
    ("f0 + 1 AS total", ir.Context.SCALAR),
]


def _language_cases() -> list[Case]:
    return [
        Case(f"language:{text}", text, LANGUAGE_SCHEMA, context)
        for text, context in LANGUAGE_EXAMPLES
    ]


# --------------------------------------------------------------------------- the round trip


def round_trip(typed: ir.TypedExpr, case: Case) -> ir.TypedExpr:
    """Encode, go through JSON, decode to AST and check again."""
    collector = ExtensionCollector(REGISTRY)
    inner = typed.expr if isinstance(typed, ir.Named) else typed
    holder = extended_expression_pb2.ExtendedExpression()
    if isinstance(inner, ir.AggregateCall):
        measure = to_proto_measure(inner, collector)
        collector.add_to(holder)
        measure = from_json(to_json(measure), algebra_pb2.AggregateRel.Measure)
        lookup = FunctionLookup.from_plan(
            from_json(to_json(holder), extended_expression_pb2.ExtendedExpression), REGISTRY
        )
        tree = from_proto_measure(measure, lookup)
        assert parse(to_text(tree)) == tree, to_text(tree)
    else:
        expression = to_proto(inner, collector)
        collector.add_to(holder)
        expression = from_json(to_json(expression), algebra_pb2.Expression)
        lookup = FunctionLookup.from_plan(
            from_json(to_json(holder), extended_expression_pb2.ExtendedExpression), REGISTRY
        )
        tree = from_proto(expression, lookup)
    # What a REPL shows must read back as the same tree.
    assert parse(to_text(tree)) == tree, to_text(tree)
    return check(tree, case.schema, REGISTRY, context=case.context, include=case.include)


def normalised(node: object) -> object:
    """What the protobuf cannot carry, made equal: lambda parameter names
    (the protobuf has positions only) and a lambda's declared result
    nullability (``Lambda`` has no result type; the body's comes back), NaN
    (never equal to itself), fp32 digits past 32-bit precision (the IR keeps
    the written double, the protobuf a float), an unwritten NULLS (the
    protobuf always says where nulls go), and the output name (carried
    beside the expression)."""
    if isinstance(node, tuple):
        return tuple(normalised(item) for item in node)
    if isinstance(node, ir.Named):
        return normalised(node.expr)
    if not isinstance(node, ir.TypedExpr):
        return node
    changes: dict[str, Any] = {
        f.name: normalised(getattr(node, f.name))
        for f in dataclasses.fields(node)
        if f.name not in ("span", "impl")
    }
    if isinstance(node, ir.LambdaExpr):
        changes["params"] = ("",) * len(node.params)
        assert isinstance(node.type, t.Func)
        changes["type"] = dataclasses.replace(node.type, result=node.body.type)
    if isinstance(node, ir.LambdaParam):
        changes["name"] = ""
    if isinstance(node, ir.Literal) and isinstance(node.value, float):
        if math.isnan(node.value):
            changes["value"] = "nan"
        elif isinstance(node.type, t.FP32) and not math.isinf(node.value):
            changes["value"] = struct.unpack("<f", struct.pack("<f", node.value))[0]
    if (
        isinstance(node, ir.SortField)
        and node.nulls is None
        and node.order is not ir.SortOrder.CLUSTERED
    ):
        changes["nulls"] = (
            ir.NullsOrder.LAST if node.order is ir.SortOrder.ASC else ir.NullsOrder.FIRST
        )
    return dataclasses.replace(node, **changes)


def run_corpus(cases: list[Case]) -> tuple[Counter[str], list[str]]:
    outcomes: Counter[str] = Counter()
    problems: list[str] = []
    for case in cases:
        try:
            typed = check(
                case.text, case.schema, REGISTRY, context=case.context, include=case.include
            )
        except CompileError:
            outcomes["does not check"] += 1
            continue
        try:
            again = round_trip(typed, case)
        except ProtoError as error:
            reason = next((r for r in UNREPRESENTABLE if r in error.message), None)
            if reason is None:
                problems.append(f"{case.where}: {case.text}: ProtoError {error}")
            outcomes[f"unrepresentable: {reason}"] += 1
            continue
        except CompileError as error:
            problems.append(f"{case.where}: {case.text}: does not check back:\n{error}")
            continue
        if normalised(again) != normalised(typed):
            problems.append(f"{case.where}: {case.text}:\n  {typed!r}\n  {again!r}")
        else:
            outcomes["round trip"] += 1
    return outcomes, problems


def test_round_trip_typecheck_cases() -> None:
    outcomes, problems = run_corpus(_typecheck_file_cases())
    assert not problems, "\n".join(problems)
    assert outcomes["round trip"] >= 100, outcomes


def test_round_trip_official_test_cases() -> None:
    outcomes, problems = run_corpus(_official_cases())
    assert not problems, "\n".join(problems[:30]) + f"\n... {len(problems)} problems"
    assert outcomes["round trip"] >= 1000, outcomes


def test_round_trip_language_examples() -> None:
    outcomes, problems = run_corpus(_language_cases())
    assert not problems, "\n".join(problems)
    assert outcomes["round trip"] == len(LANGUAGE_EXAMPLES), outcomes


# --------------------------------------------------------------------------- literal encodings


def literal_of(text: str) -> algebra_pb2.Expression.Literal:
    return to_proto(check(text), ExtensionCollector()).literal


def test_decimal_bytes_are_little_endian_twos_complement() -> None:
    assert decimal_bytes(Decimal("1.75"), 2) == (175).to_bytes(16, "little", signed=True)
    assert decimal_bytes(Decimal("-1"), 0) == b"\xff" * 16
    literal = literal_of("-1.75::dec<38,2>")
    assert literal.decimal.value == (-175).to_bytes(16, "little", signed=True)
    assert (literal.decimal.precision, literal.decimal.scale) == (38, 2)
    assert decimal_value(literal.decimal.value, 2) == Decimal("-1.75")
    big = Decimal("9" * 38)
    assert decimal_value(decimal_bytes(big, 0), 0) == big


def test_decimal_with_too_many_digits_is_refused() -> None:
    with pytest.raises(ProtoError, match="digit"):
        decimal_bytes(Decimal("1.234"), 2)


def test_dates_are_days_since_epoch() -> None:
    assert literal_of("'1970-01-02'::date").date == 1
    assert literal_of("'1969-12-31'::date").date == -1
    assert (
        literal_of("'2024-01-31'::date").date == (dt.date(2024, 1, 31) - dt.date(1970, 1, 1)).days
    )


def test_timestamps_are_units_of_their_precision() -> None:
    literal = literal_of("1970-01-01T00:00:01.5::pts<6>")
    assert literal.precision_timestamp.value == 1_500_000
    assert literal.precision_timestamp.precision == 6
    assert literal_of("1970-01-01T00:00:01.5::pts<3>").precision_timestamp.value == 1_500
    assert literal_of("1969-12-31T23:59:59::pts<0>").precision_timestamp.value == -1
    # With a zone: the instant, as UTC.
    zoned = literal_of("1970-01-01T01:00:00+01:00::ptstz<6>")
    assert zoned.precision_timestamp_tz.value == 0
    assert literal_of("00:00:01.25::pt<2>").precision_time.value == 125


def test_intervals() -> None:
    year = literal_of("'-P1Y2M'::iyear").interval_year_to_month
    assert (year.years, year.months) == (-1, -2)
    day = literal_of("'P1DT2.5S'::iday<3>").interval_day_to_second
    assert (day.days, day.seconds, day.subseconds, day.precision) == (1, 2, 500, 3)
    negative = literal_of("'-PT1.5S'::iday<6>").interval_day_to_second
    assert (negative.days, negative.seconds, negative.subseconds) == (0, -1, -500_000)


def test_uuid_binary_nulls_and_nullable_literals() -> None:
    value = uuid.UUID("c232b5a3-6cd4-4a23-9e2a-5c7a2a6b9b4c")
    assert literal_of(f"'{value}'::uuid").uuid == value.bytes
    assert literal_of("'0xFF00'::vbin").binary == b"\xff\x00"
    null = literal_of("null::i32")
    assert null.WhichOneof("literal_type") == "null"
    assert null.null.i32.nullability == plan_pb2_nullable()
    assert literal_of("5::i32?").nullable


def plan_pb2_nullable() -> int:
    from substrait import type_pb2

    return int(type_pb2.Type.NULLABILITY_NULLABLE)


def test_list_literal_keeps_element_nullability() -> None:
    literal = literal_of("[1, 2]::list<i32?>")
    assert all(v.nullable for v in literal.list.values)
    assert literal_of("[]::list<i32>").empty_list.type.HasField("i32")


# --------------------------------------------------------------------------- types


@pytest.mark.parametrize(
    "text",
    [
        "boolean?",
        "decimal<38,2>",
        "list<map<string,i64?>>",
        "struct?<i32,fixedchar<3>>",
        "interval_day<9>",
        "interval_compound<3>",
        "precision_timestamp_tz<6>",
        "varchar<10>",
        "fixedbinary<4>",
        "uuid",
        "func<i32 -> boolean?>",
        "u!u8?",
    ],
)
def test_types_round_trip(text: str) -> None:
    type_ = parse_type(text)
    collector = ExtensionCollector(REGISTRY)
    proto = to_proto_type(type_, collector)
    assert from_proto_type(proto, collector.lookup()) == type_


def test_deprecated_types_have_no_protobuf_form() -> None:
    with pytest.raises(ProtoError, match="precision"):
        to_proto_type(t.Timestamp(), ExtensionCollector())


# --------------------------------------------------------------------------- anchors


def test_anchors_are_stable_and_deduplicated() -> None:
    schema = Schema.parse("a: i32, b: i32, c: i64")
    first = to_substrait("a + b + a - c::i32 + (b + 1)", schema)
    second = to_substrait("a + b + a - c::i32 + (b + 1)", schema)
    assert to_json(first) == to_json(second)
    functions = [d.extension_function for d in first.extensions]
    assert [f.name for f in functions] == ["add:i32_i32", "subtract:i32_i32"]
    assert [f.function_anchor for f in functions] == [1, 2]
    assert [u.urn for u in first.extension_urns] == ["extension:io.substrait:functions_arithmetic"]
    assert {f.extension_urn_reference for f in functions} == {1}


def test_user_defined_types_get_type_anchors() -> None:
    message = to_substrait("('200')::u!u8", Schema())
    [declaration] = [d.extension_type for d in message.extensions]
    assert declaration.name == "u8" and declaration.type_anchor == 1
    literal = message.referred_expr[0].expression.literal.user_defined
    assert literal.type_reference == 1


def _declarations(*functions: tuple[int, str, int]) -> extended_expression_pb2.ExtendedExpression:
    message = extended_expression_pb2.ExtendedExpression()
    for anchor, name, urn_reference in functions:
        message.extensions.append(
            ext_pb2.SimpleExtensionDeclaration(
                extension_function=ext_pb2.SimpleExtensionDeclaration.ExtensionFunction(
                    function_anchor=anchor, name=name, extension_urn_reference=urn_reference
                )
            )
        )
    return message


def _call(anchor: int, *args: algebra_pb2.Expression) -> algebra_pb2.Expression:
    return algebra_pb2.Expression(
        scalar_function=algebra_pb2.Expression.ScalarFunction(
            function_reference=anchor,
            arguments=[algebra_pb2.FunctionArgument(value=a) for a in args],
        )
    )


def _i32(value: int) -> algebra_pb2.Expression:
    return algebra_pb2.Expression(literal=algebra_pb2.Expression.Literal(i32=value))


def test_loose_bare_name_declarations_resolve() -> None:
    message = _declarations((1, "add", 0), (2, "multiply:i32_i32", 0))
    lookup = FunctionLookup.from_plan(message)
    assert lookup[1] == (None, "add")
    tree = from_proto(_call(2, _call(1, _i32(1), _i32(2)), _i32(3)), lookup)
    typed = check(tree)
    assert isinstance(typed, ir.ScalarCall)
    assert typed.impl.signature_key == "multiply:i32_i32"
    assert typed.impl.urn == "extension:io.substrait:functions_arithmetic"
    assert isinstance(typed.args[0], ir.ScalarCall) and typed.args[0].impl.name == "add"


def test_old_style_uri_declarations_resolve_from_json() -> None:
    document = {
        "extensionUris": [
            {
                "extensionUriAnchor": 7,
                "uri": "https://github.com/substrait-io/substrait/blob/main/extensions/"
                "functions_arithmetic.yaml",
            }
        ],
        "extensions": [
            {
                "extensionFunction": {
                    "extensionUriReference": 7,
                    "functionAnchor": 3,
                    "name": "add:i32_i32",
                }
            }
        ],
    }
    lookup = FunctionLookup.from_plan(json.loads(json.dumps(document)))
    assert lookup[3][0] is not None and lookup[3][0].endswith("functions_arithmetic.yaml")
    assert lookup.call_name(3) == ("add", "functions_arithmetic")
    message = from_json(
        json.dumps(document), extended_expression_pb2.ExtendedExpression, ignore_unknown_fields=True
    )
    assert FunctionLookup.from_plan(message)[3] == (None, "add:i32_i32")


def test_old_style_uri_declarations_resolve_from_binary() -> None:
    # Plan.extension_uris (field 1) and ExtensionFunction.extension_uri_reference (field 1)
    # are gone from the current protobuf; an old binary plan still carries them.
    uri = ext_pb2.SimpleExtensionURN(extension_urn_anchor=4, urn="/functions_arithmetic.yaml")
    function = ext_pb2.SimpleExtensionDeclaration.ExtensionFunction(
        function_anchor=9, name="add:i32_i32"
    ).SerializeToString() + bytes([0x08, 4])
    declaration = bytes([0x1A, len(function)]) + function
    uri_bytes = uri.SerializeToString()
    data = bytes([0x0A, len(uri_bytes)]) + uri_bytes + bytes([0x12, len(declaration)]) + declaration
    plan = plan_pb2.Plan.FromString(data)
    lookup = FunctionLookup.from_plan(plan)
    assert lookup[9] == ("/functions_arithmetic.yaml", "add:i32_i32")
    typed = check(from_proto(_call(9, _i32(1), _i32(2)), lookup))
    assert isinstance(typed, ir.ScalarCall) and typed.impl.signature_key == "add:i32_i32"


def test_ambiguous_bare_name_is_a_clear_error() -> None:
    lookup = FunctionLookup.from_plan(_declarations((1, "count:any", 0)))
    measure = algebra_pb2.AggregateFunction(
        function_reference=1, arguments=[algebra_pb2.FunctionArgument(value=_i32(1))]
    )
    with pytest.raises(ProtoError, match="several loaded extensions") as caught:
        from_proto_measure(measure, lookup)
    assert "functions_aggregate_generic" in str(caught.value)
    assert "extension URN" in str(caught.value)


def test_undeclared_anchor_and_unknown_extension_are_errors() -> None:
    with pytest.raises(ProtoError, match="function anchor 5 is not declared"):
        from_proto(_call(5, _i32(1)), FunctionLookup.from_plan(_declarations()))
    message = _declarations((1, "add:i32_i32", 1))
    message.extension_urns.append(ext_pb2.SimpleExtensionURN(extension_urn_anchor=1, urn="x:y:z"))
    with pytest.raises(ProtoError, match="x:y:z"):
        from_proto(_call(1, _i32(1), _i32(2)), FunctionLookup.from_plan(message))


# --------------------------------------------------------------------------- unsupported


def test_unsupported_proto_construct_names_it() -> None:
    subquery = algebra_pb2.Expression(
        subquery=algebra_pb2.Expression.Subquery(scalar=algebra_pb2.Expression.Subquery.Scalar())
    )
    # Subqueries are read in plans only, where the binder binds their relations.
    with pytest.raises(ProtoError, match="subquery expressions are only read in plans"):
        from_proto(subquery, FunctionLookup())
    outer = algebra_pb2.Expression()
    outer.selection.direct_reference.struct_field.field = 0
    outer.selection.outer_reference.steps_out = 1
    tree = from_proto(outer, FunctionLookup())
    assert to_text(tree) == "$outer.0"
    # Outside a subquery there is no record to read.
    with pytest.raises(CompileError, match="outer reference outside a subquery"):
        check(tree, Schema.parse("a: i32"))


def test_unrepresentable_ir_raises_with_span() -> None:
    schema = Schema.parse("tags: list<i32>, i: i32")
    with pytest.raises(ProtoError, match="computed index") as caught:
        to_proto(check("tags[i]", schema), ExtensionCollector())
    assert caught.value.span is not None and caught.value.span.column == 6
    with pytest.raises(ProtoError, match="list slices"):
        to_proto(check("tags[1:2]", schema), ExtensionCollector())
    with pytest.raises(ProtoError, match="to_proto_measure"):
        to_proto(check("sum(i)", schema, context=ir.Context.AGGREGATE), ExtensionCollector())


# --------------------------------------------------------------------------- measures, sorts, names


def test_measure_carries_distinct_sorts_and_filter() -> None:
    schema = Schema.parse("a: i32, b: i64")
    typed = check("count(DISTINCT a) FILTER (WHERE b > 0)", schema, context=ir.Context.AGGREGATE)
    assert isinstance(typed, ir.AggregateCall)
    measure = to_proto_measure(typed, ExtensionCollector())
    assert (
        measure.measure.invocation == algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
    )
    assert measure.HasField("filter")


def test_sort_fields() -> None:
    schema = Schema.parse("a: i32")
    key = check("a", schema)
    field = ir.SortField(key.type, key, ir.SortOrder.DESC, ir.NullsOrder.LAST)
    proto = to_proto_sort(field, ExtensionCollector())
    assert proto.direction == algebra_pb2.SortField.SORT_DIRECTION_DESC_NULLS_LAST
    item = from_proto_sort(proto, FunctionLookup())
    assert (item.order, item.nulls) == (ir.SortOrder.DESC, ir.NullsOrder.LAST)
    default = to_proto_sort(ir.SortField(key.type, key), ExtensionCollector())
    assert default.direction == algebra_pb2.SortField.SORT_DIRECTION_ASC_NULLS_LAST


def test_field_names_make_references_readable() -> None:
    schema = Schema.parse("price: fp64, qty: i32")
    message = to_substrait("price * 2.0 AS doubled", schema)
    assert list(message.referred_expr[0].output_names) == ["doubled"]
    lookup = FunctionLookup.from_plan(message)
    tree = from_proto(message.referred_expr[0].expression, lookup, names=schema.names)
    assert tree == parse("functions_arithmetic.multiply(price, 2.0::fp64)")


def test_extended_expression_json_is_camel_case_and_parses_back() -> None:
    message = to_substrait("f0 + 1", "f0: i32?, s: nstruct<a: i32, b: list<nstruct<c: i32>>>")
    text = to_json(message)
    assert '"referredExpr"' in text and '"baseSchema"' in text
    assert list(message.base_schema.names) == ["f0", "s", "a", "b", "c"]
    again = json_format.Parse(text, extended_expression_pb2.ExtendedExpression())
    assert again == message
    assert Schema.from_named_struct(again.base_schema) == Schema.parse(
        "f0: i32?, s: nstruct<a: i32, b: list<nstruct<c: i32>>>"
    )


@pytest.mark.parametrize(
    "value",
    [
        {},
        [],
        {"a": [], "b": {}, "c": [1, -2.5, None, True, False, 'é\u2028"\\', {"d": [[]]}]},
        [[[[{"x": 2**70}]]], float("nan"), float("-inf"), -0.0],
        "just a string",
    ],
)
def test_indented_json_is_json_dumps(value: Any) -> None:
    from substrait_expr.substrait.extended import indented_json

    for indent in (1, 2, 4):
        assert indented_json(value, indent) == json.dumps(value, indent=indent)
    # Past the indented levels, the compact form.
    assert indented_json(value, 2, max_levels=0) == json.dumps(value, separators=(",", ": "))


def test_indented_json_stops_indenting_past_its_levels() -> None:
    """Indenting every level of a 3,000-deep document would put 6,000 spaces
    before each line; past the limit the text is compact and still the same JSON."""
    from substrait_expr.substrait.extended import MAX_INDENTED_LEVELS, indented_json

    value: Any = [1, "x"]
    for level in range(600):  # json.loads, the oracle, recurses
        value = {"k": value, "n": level} if level % 2 else [value, level]
    text = indented_json(value)
    assert json.loads(text) == value
    widest = max(len(line) - len(line.lstrip(" ")) for line in text.splitlines())
    assert widest == 2 * MAX_INDENTED_LEVELS
    assert len(text.splitlines()) <= 4 * MAX_INDENTED_LEVELS


def test_to_json_is_message_to_json_and_linear_in_depth() -> None:
    """The text protobuf's own MessageToJson gives, written without the
    standard encoder's generator per level (1,000 nested calls took 4 s)."""
    schema = Schema.parse("x: fp32, s: nstruct<a: i32, b: list<nstruct<c: i32>>>")
    for text in ("x * 2", "abs(" * 15 + "x" + ")" * 15, "s.b[0].c + 1"):
        message = to_substrait(text, schema)
        assert to_json(message) == json_format.MessageToJson(message, indent=2)
    deep = to_substrait("abs(" * 1000 + "x" + ")" * 1000, schema)
    started = time.monotonic()
    text = to_json(deep)
    assert time.monotonic() - started < 2.0
    assert from_json(text, type(deep)) == deep


def test_plan_lookup_accepts_plans() -> None:
    plan = plan_pb2.Plan()
    collector = ExtensionCollector()
    to_proto(check("1 + 2"), collector)
    collector.add_to(plan)
    assert FunctionLookup.from_plan(plan)[1] == (
        "extension:io.substrait:functions_arithmetic",
        "add:i32_i32",
    )
