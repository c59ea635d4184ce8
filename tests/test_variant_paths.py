"""Variant paths, Spark 4's ``v:a.b[0]`` (issue 30): the syntax, its
printing, its meaning (``variant_get(v, '$.a.b[0]')``), its errors, and on
Spark the same values as ``spark.sql`` with Spark's own ``:`` syntax."""

from __future__ import annotations

from typing import Any

import pytest

import substrait_expr as se
from substrait_expr import ast as n
from substrait_expr.ast.printer import to_text
from substrait_expr.ast.variant_paths import PathError, format_path, parse_path
from substrait_expr.typecheck.schema import Schema

SCHEMA = Schema.parse("id: i64, j: string?, v: variant?, w: variant, l: list<i32>")


def parse_errors(text: str) -> list[tuple[str, int, int, int]]:
    with pytest.raises(se.CompileError) as caught:
        se.parse(text)
    return [
        (d.code.value, d.span.line, d.span.column, d.span.end_column)
        for d in caught.value.diagnostics
        if d.span is not None
    ]


def check_errors(text: str) -> list[tuple[str, int, int]]:
    with pytest.raises(se.CompileError) as caught:
        se.check(text, SCHEMA)
    return [
        (d.code.value, d.span.line, d.span.column)
        for d in caught.value.diagnostics
        if d.span is not None
    ]


# ------------------------------------------------------------------ syntax


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("v:a", "$.a"),
        ("v:a.b[0]", "$.a.b[0]"),
        ("v:['key with spaces']", "$['key with spaces']"),
        ("v:[1].x", "$[1].x"),
        ("v:[0][1]", "$[0][1]"),
        ("v:A.b", "$.A.b"),  # keys keep their case (Spark's are case-sensitive)
        ("v:end.null", "$.end.null"),  # any word is a key
        ('v:"odd key".x', "$['odd key'].x"),
        ("v:['it''s']", '$["it\'s"]'),
        ("v:['ключ']", "$['ключ']"),
        ("v:['abc']", "$.abc"),
    ],
)
def test_a_path_is_a_call_of_variant_get(text: str, path: str) -> None:
    tree = se.parse(text)
    assert isinstance(tree, n.VariantPath) and isinstance(tree, n.Call)
    assert tree.name == "variant_get" and tree.path == path
    assert tree.args[0] == n.Name("v")
    assert tree.args[1] == n.Literal(n.LiteralKind.STRING, path)


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("v:a.b[0]", "v:a.b[0]"),
        ("v:['key with spaces']", "v:['key with spaces']"),
        ("v:[1].x", "v:[1].x"),
        ("v:['it''s'].y", "v:['it''s'].y"),
        ("v:['abc']", "v:abc"),
        ('v:"a b"', "v:['a b']"),
        ("v:a[007]", "v:a[7]"),
        ("v : a . b [ 0 ]", "v:a.b[0]"),
        ("v:a:b", "v:a:b"),
        ("v:a.b::i64", "v:a.b::i64"),
        ("v:a.b::i64 + 1", "v:a.b::i64 + 1"),
        ("cast(v:a AS i64)", "cast(v:a AS i64)"),
        ("try_cast(v:a AS date)", "try_cast(v:a AS date)"),
        ("-v:a::i32", "-v:a::i32"),
        ("(v:a).b", "(v:a).b"),
        ("(v:a)[0]", "(v:a)[0]"),
        ("v:a[i]", "(v:a)[i]"),  # `[i]` is no path step: a subscript of the path
        ("l[(v:a::i32)]", "l[(v:a::i32)]"),
        ("l[i:j]", "l[i:j]"),  # still a slice
        ("l[(v:a::i32):(w:b::i32)]", "l[(v:a::i32):(w:b::i32)]"),
        ("l[f(v:a)]", "l[f(v:a)]"),  # inside a call's parentheses: a path
        ("l[a = v:x]", "l[a = v:x]"),  # directly in the brackets: a slice
        ("parse_json(j):a", "parse_json(j):a"),
        ("x IN (1, v:a, 2)", "x IN (1, v:a, 2)"),
        ("variant_get(v, '$.a')", "variant_get(v, '$.a')"),  # the call stays a call
        ("f(x) [overflow:ERROR]", "f(x) [overflow:ERROR]"),
    ],
)
def test_print_then_parse_is_identity(text: str, printed: str) -> None:
    tree = se.parse(text)
    assert to_text(tree) == printed
    assert se.parse(printed) == tree


def test_in_brackets_a_colon_is_a_slice() -> None:
    tree = se.parse("l[a = v:x]")
    assert isinstance(tree, n.Slice) and tree.stop == n.Name("x")
    assert isinstance(se.parse("l[(v:a)]"), n.Subscript)


def test_the_path_binds_tighter_than_casts_and_arithmetic() -> None:
    tree = se.parse("v:a.b::i64 * 2")
    assert isinstance(tree, n.Call) and tree.name == "multiply"
    cast = tree.args[0]
    assert isinstance(cast, n.Cast) and isinstance(cast.operand, n.VariantPath)
    assert cast.operand.path == "$.a.b"


def test_path_spans_cover_the_path() -> None:
    tree = se.parse("1 + v:a.b[0]")
    assert isinstance(tree, n.Call)
    path = tree.args[1]
    assert isinstance(path, n.VariantPath) and path.span is not None
    assert (path.span.column, path.span.end_column) == (5, 13)


def test_path_text_helpers() -> None:
    assert format_path(["a", 0, "b c", "it's"]) == "$.a[0]['b c'][\"it's\"]"
    assert parse_path("$.a[0]['b c'][\"it's\"]") == ("a", 0, "b c", "it's")
    assert parse_path("$['a']") is None  # not canonical: printed as a call
    assert parse_path("$") is None and parse_path("a") is None
    with pytest.raises(PathError):
        format_path(["both ' and \""])


# ------------------------------------------------------------------ meaning


@pytest.mark.parametrize(
    ("sugar", "explicit", "type_text"),
    [
        ("v:a.b[0]", "variant_get(v, '$.a.b[0]')", "variant?"),
        ("w:['key with spaces']", "variant_get(w, '$[''key with spaces'']')", "variant?"),
        ("w:[1].x", "variant_get(w, '$[1].x')", "variant?"),
        ("v:a.b::i64", "variant_get(v, '$.a.b')::i64", "i64?"),
        ("cast(w:a AS i32)", "cast(variant_get(w, '$.a') AS i32)", "i32?"),
        ("w:a::decimal<10,2>", "variant_get(w, '$.a')::decimal<10,2>", "decimal?<10,2>"),
        ("try_cast(v:a AS date)", "try_cast(variant_get(v, '$.a') AS date)", "date?"),
        ("v:a:b", "variant_get(variant_get(v, '$.a'), '$.b')", "variant?"),
        ("to_json(v:a)", "to_json(variant_get(v, '$.a'))", "string?"),
        ("v:n::i64 + 1", "variant_get(v, '$.n')::i64 + 1", "i64?"),
    ],
)
def test_the_typed_tree_equals_the_explicit_call(sugar: str, explicit: str, type_text: str) -> None:
    ours, theirs = se.check(sugar, SCHEMA), se.check(explicit, SCHEMA)
    assert ours == theirs
    assert str(ours.type) == type_text


# ------------------------------------------------------------------ errors


def test_a_negative_index_is_refused_because_spark_has_none() -> None:
    assert parse_errors("v:a[-1]") == [("unsupported", 1, 4, 8)]
    with pytest.raises(se.CompileError) as caught:
        se.parse("v:a.b[-1]")
    message = str(caught.value)
    assert "negative index" in message and "Spark" in message
    assert parse_errors("v:[-2]") == [("unsupported", 1, 3, 7)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("v:", [("syntax", 1, 2, 3)]),
        ("v:[1+1]", [("syntax", 1, 2, 3)]),
        ("v:a.", [("syntax", 1, 5, 6)]),
        ("v:['']", [("syntax", 1, 3, 7)]),
        ("v:['both '' and \"']", [("syntax", 1, 3, 20)]),
        ("v:a[99999999999]", [("field-out-of-range", 1, 4, 17)]),
        ("1 +\n  v:a[-1]", [("unsupported", 2, 6, 10)]),
        ("l[1:v:a]", [("syntax", 1, 6, 7)]),  # a slice bound takes a path in parentheses
    ],
)
def test_a_path_that_does_not_parse_is_a_positioned_error(
    text: str, expected: list[tuple[str, int, int, int]]
) -> None:
    assert parse_errors(text) == expected


def test_a_colon_error_explains_paths() -> None:
    with pytest.raises(se.CompileError) as caught:
        se.parse("v:")
    assert "variant path" in str(caught.value)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("id:a", [("no-matching-overload", 1, 1)]),
        ("j:a.b", [("no-matching-overload", 1, 1)]),
        ("1 + l:a", [("no-matching-overload", 1, 5)]),
        ("(v:a).b", [("not-a-struct", 1, 1)]),
        ("(v:a)[0]", [("type-mismatch", 1, 1)]),
    ],
)
def test_only_a_variant_takes_a_path(text: str, expected: list[tuple[str, int, int]]) -> None:
    assert check_errors(text) == expected


def test_the_non_variant_error_says_variant() -> None:
    with pytest.raises(se.CompileError) as caught:
        se.check("id:a", SCHEMA)
    assert "not variant" in str(caught.value)


def test_a_path_into_text_suggests_parse_json() -> None:
    # cast(j AS variant) would make a variant string whose fields are all null
    with pytest.raises(se.CompileError) as caught:
        se.check("j:a.b", SCHEMA)
    hint = caught.value.diagnostics[0].hint or ""
    assert "parse_json(j)" in hint
    assert "cast(" not in hint
    # the suggestion type-checks
    assert str(se.check("parse_json(j):a.b", SCHEMA).type) == "variant?"


# ------------------------------------------------------------------ Spark

DOCUMENTS = [
    '{"a": {"b": [10, 20, {"c": "deep"}]}, "n": 7, "s": "2024-05-06"}',
    '{"key with spaces": 1, "it\'s": "q", "A": "upper", "a": "lower"}',
    '[{"x": 1}, {"x": 2}, [5, 6]]',
    '{"a": null, "n": 12345678901234567890}',
    '{"ключ": "значение", "a": {"b": []}}',
    "{}",
    "[]",
    "null",
    '"just a string"',
    None,
]

# (our expression, Spark SQL with its own `:` syntax)
SPARK_CASES: list[tuple[str, str]] = [
    ("to_json(v:a)", "to_json(v:a)"),
    ("to_json(v:a.b[0])", "to_json(v:a.b[0])"),
    ("to_json(v:a.b[2].c)", "to_json(v:a.b[2].c)"),
    ("to_json(v:['key with spaces'])", "to_json(v:['key with spaces'])"),
    # Spark's `:` has no key holding a quote; its variant_get does
    ("to_json(v:['it''s'])", "to_json(variant_get(v, '$[\"it\\'s\"]'))"),
    ("to_json(v:A)", "to_json(v:A)"),
    ("to_json(v:[1].x)", "to_json(v:[1].x)"),
    ("to_json(v:[2][1])", "to_json(v:[2][1])"),
    ("to_json(v:['ключ'])", "to_json(v:['ключ'])"),
    ("to_json(v:a:b)", "to_json(v:a:b)"),
    ("to_json(v:missing.deeper[3])", "to_json(v:missing.deeper[3])"),
    ("is_variant_null(v:a)", "is_variant_null(v:a)"),
    ("try_cast(v:n AS i64)", "try_cast(v:n AS bigint)"),
    ("try_cast(v:n AS decimal<38,0>)", "try_cast(v:n AS decimal(38,0))"),
    ("v:a.b[0]::i32 + 1", "v:a.b[0]::int + 1"),
    ("try_cast(v:s AS date)", "try_cast(v:s AS date)"),
    ("cast(v:[1].x AS string)", "cast(v:[1].x AS string)"),
]


@pytest.mark.spark
def test_paths_equal_spark_sql_colon_syntax(spark: Any) -> None:
    rows = [(i, doc) for i, doc in enumerate(DOCUMENTS)]
    frame = spark.createDataFrame(rows, "id bigint, j string").selectExpr(
        "id", "parse_json(j) AS v"
    )
    schema = se.schema_from_spark(frame.schema)
    columns = [se.to_column(text, schema).alias(f"c{i}") for i, (text, _) in enumerate(SPARK_CASES)]
    ours = [tuple(row) for row in frame.select("id", *columns).orderBy("id").collect()]
    frame.createOrReplaceTempView("variant_path_documents")
    sql = ", ".join(f"{oracle} AS c{i}" for i, (_, oracle) in enumerate(SPARK_CASES))
    theirs = [
        tuple(row)
        for row in spark.sql(f"SELECT id, {sql} FROM variant_path_documents ORDER BY id").collect()
    ]
    assert ours == theirs
    by_id = {row[0]: row for row in ours}
    column = {text: i + 1 for i, (text, _) in enumerate(SPARK_CASES)}
    # checked by hand, so a change in both engines at once is caught too
    assert by_id[0][column["to_json(v:a.b[2].c)"]] == '"deep"'
    assert by_id[0][column["v:a.b[0]::i32 + 1"]] == 11
    assert by_id[1][column["to_json(v:['key with spaces'])"]] == "1"
    assert by_id[1][column["to_json(v:['it''s'])"]] == '"q"'
    assert by_id[1][column["to_json(v:A)"]] == '"upper"'
    assert by_id[2][column["to_json(v:[2][1])"]] == "6"
    assert by_id[4][column["to_json(v:['ключ'])"]] == '"значение"'
    assert by_id[3][column["is_variant_null(v:a)"]] is True  # JSON null
    assert by_id[5][column["is_variant_null(v:a)"]] is False  # missing: SQL null
    assert by_id[5][column["to_json(v:a)"]] is None
    assert all(row[column["to_json(v:missing.deeper[3])"]] is None for row in ours)


def test_decompile_writes_paths_as_the_path_syntax() -> None:
    from pathlib import Path

    example = Path(__file__).resolve().parents[1] / "examples" / "variant" / "events.json"
    plan = se.load_plan(example)
    text = plan.to_text_plan()
    dumped = str(text)
    assert "payload:user.country" in dumped and "variant_get" not in dumped
    again = se.load_plan(text)
    assert again.bound is not None and plan.bound is not None
    assert again.bound.roots == plan.bound.roots
