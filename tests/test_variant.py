"""``variant`` (issue 30): the type, its functions and casts, Substrait round
trips, and on Spark 4 the same results as ``spark.sql`` running the
equivalent SQL on the same data (the independent oracle)."""

from __future__ import annotations

import decimal
import json
from pathlib import Path
from typing import Any

import pytest
from substrait.extended_expression_pb2 import ExtendedExpression

import substrait_expr as se
from substrait_expr.ast.printer import to_text
from substrait_expr.plan import load_plan
from substrait_expr.substrait import FunctionLookup, from_json, from_proto, to_json, to_substrait
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.ir import Context
from substrait_expr.typecheck.registry import VARIANT_URN, Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.type_syntax import parse_type

SCHEMA = Schema.parse("id: i64, j: string?, v: variant?, w: variant, l: list<i32>")


def codes(text: str, schema: Schema = SCHEMA, **kwargs: Any) -> list[tuple[str, int, int]]:
    with pytest.raises(se.CompileError) as caught:
        se.check(text, schema, **kwargs)
    return [(d.code.value, d.span.line, d.span.column) for d in caught.value.diagnostics]


# ------------------------------------------------------------------ the type


def test_variant_is_written_as_a_word_and_means_the_extension_type() -> None:
    schema = Schema.parse("id: i64, payload: variant?, variant: VARIANT")
    assert str(schema) == "id: i64, payload: variant?, variant: variant"
    payload = schema.fields[1].type
    assert payload == t.UserDefined("variant", nullable=True)
    assert t.is_variant(payload) and str(payload) == "variant?"
    assert payload.short_name == "u!variant"  # in signature compound names
    assert Schema.parse("p: u!variant?") == Schema.parse("p: variant?")
    assert parse_type("variant?") == payload
    declared = Registry.default().user_type("variant")
    assert declared is not None and declared.urn == VARIANT_URN


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("parse_json(j)", "variant?"),
        ("parse_json('{}')", "variant"),
        ("try_parse_json('{}')", "variant?"),
        ("to_json(w)", "string"),
        ("to_json(v)", "string?"),
        ("variant_get(w, '$.a.b[0]')", "variant?"),
        ("is_variant_null(v)", "boolean"),
        ("schema_of_variant(w)", "string"),
        ("cast(v AS i32)", "i32?"),
        ("cast(w AS i32)", "i32"),
        ("w::decimal<10,2>", "decimal<10,2>"),
        ("try_cast(w AS date)", "date?"),
        ("cast(w AS list<i64>)", "list<i64>"),
        ("cast(w AS map<string, fp64>)", "map<string,fp64>"),
        ("cast(w AS struct<i64, string>)", "struct<i64,string>"),
        ("cast(id AS variant)", "variant"),
        ("cast(l AS variant)", "variant"),
        ("'a'::variant", "variant"),
        ("cast(w AS variant?)", "variant?"),
        ("v IS NULL", "boolean"),
    ],
)
def test_functions_and_casts_are_typed(text: str, expected: str) -> None:
    typed = se.check(text, SCHEMA)
    assert str(typed.type) == expected
    assert se.to_text(se.parse(text)) == se.to_text(se.parse(se.to_text(se.parse(text))))


def test_the_aggregate_is_never_null() -> None:
    typed = se.check("schema_of_variant_agg(v)", SCHEMA, context=Context.AGGREGATE)
    assert str(typed.type) == "string"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cast(w AS uuid)", [("bad-cast", 1, 1)]),
        ("cast(w AS u!u8)", [("bad-cast", 1, 1)]),
        ("cast(w AS map<i32, i32>)", [("bad-cast", 1, 1)]),
        ("cast(w AS interval_day<6>)", [("bad-cast", 1, 1)]),
        ("cast(w AS precision_timestamp<9>)", [("bad-cast", 1, 1)]),
        ("w = w", [("not-orderable", 1, 1)]),
        ("id > 0 AND v < parse_json('1')", [("not-orderable", 1, 12)]),
        ("v IN (w)", [("not-orderable", 1, 1)]),
        ("v BETWEEN w AND w", [("not-orderable", 1, 1)]),
        ("variant_get(w, j)", [("not-constant", 1, 16)]),
    ],
)
def test_bad_input_gives_positioned_errors(text: str, expected: list[tuple[str, int, int]]) -> None:
    assert codes(text) == expected


def test_structs_and_maps_with_string_keys_become_variants_and_others_are_refused() -> None:
    schema = Schema.parse(
        "s: nstruct?<a: i32>, m: map<string, i32>, k: map<i32, i32>, d: nstruct<x: interval_day<6>>"
    )
    assert str(se.check("cast(s AS variant)", schema).type) == "variant?"
    assert str(se.check("cast(m AS variant)", schema).type) == "variant"
    assert codes("cast(k AS variant)", schema) == [("bad-cast", 1, 1)]
    assert codes("cast(d AS variant)", schema) == [("bad-cast", 1, 1)]


def test_ordering_and_distinct_on_a_variant_are_refused_with_the_reason() -> None:
    with pytest.raises(se.CompileError) as caught:
        se.check("count(DISTINCT v)", SCHEMA, context=Context.AGGREGATE)
    [problem] = caught.value.diagnostics
    assert problem.code.value == "not-orderable" and problem.span.column == 16
    assert "Spark refuses" in problem.message and "variant_get" in (problem.hint or "")
    assert codes("string_agg(j, ',' ORDER BY v)", SCHEMA, context=Context.AGGREGATE) == [
        ("not-orderable", 1, 28)
    ]
    assert codes("row_number() OVER (PARTITION BY w ORDER BY id)") == [("not-orderable", 1, 33)]
    assert codes("row_number() OVER (ORDER BY v)") == [("not-orderable", 1, 29)]


# ------------------------------------------------------------------ Substrait


def _round_trip(text: str, schema: Schema) -> tuple[Any, str]:
    message = to_substrait(text, schema)
    back = from_json(to_json(message), ExtendedExpression)
    lookup = FunctionLookup.from_plan(back, Registry.default())
    tree = from_proto(back.referred_expr[0].expression, lookup)
    read_schema = Schema.from_named_struct(back.base_schema, lookup.user_types)
    assert read_schema == schema
    return back, to_text(tree)


def test_compiled_substrait_declares_the_user_defined_type_and_loads_back() -> None:
    text = "cast(variant_get(v, '$.a.b[0]') AS i32)"
    message, again = _round_trip(text, SCHEMA)
    [urn] = [u.urn for u in message.extension_urns]
    assert urn == VARIANT_URN
    [declared] = [d.extension_type for d in message.extensions if d.HasField("extension_type")]
    assert declared.name == "variant"
    payload = message.base_schema.struct.types[2]
    assert payload.user_defined.type_reference == declared.type_anchor
    functions = {d.extension_function.name for d in message.extensions}
    assert "variant_get:u!variant_str" in functions
    assert se.check(again, SCHEMA) == se.check(text, SCHEMA)


@pytest.mark.parametrize(
    "text",
    [
        "try_parse_json(to_json(v))",
        "is_variant_null(w)",
        "cast(id AS variant)",
        "try_cast(w AS date)",
        "schema_of_variant(parse_json(j))",
    ],
)
def test_round_trips(text: str) -> None:
    _, again = _round_trip(text, SCHEMA)
    assert se.check(again, SCHEMA) == se.check(text, SCHEMA)


# ------------------------------------------------------------------ Spark

# JSON documents of several kinds; None is SQL NULL, 'null' JSON null.
DOCUMENTS: list[str | None] = [
    '{"a": {"b": [10, 20, {"c": "deep"}]}, "n": 1, "s": "text"}',
    '{"a": {"b": []}, "n": 9223372036854775807, "s": "9"}',
    '{"n": 123456789012345678901234567890, "d": 1.25, "x": 1.5e300}',
    '{"n": -7, "d": 0.1, "x": 2.5, "s": "2024-02-29"}',
    '{"ключ": "значение", "emoji 😀": true, "n": 0}',
    "{}",
    "[]",
    '[1, null, [2, 3], {"k": null}]',
    "null",
    '{"a": null, "n": null}',
    '"just a string"',
    "42",
    None,
]

# (expression over v, the SQL that computes the same over v)
CASES: list[tuple[str, str]] = [
    ("to_json(v)", "to_json(v)"),
    ("to_json(variant_get(v, '$.a'))", "to_json(variant_get(v, '$.a'))"),
    ("to_json(variant_get(v, '$.a.b[2]'))", "to_json(variant_get(v, '$.a.b[2]'))"),
    ("try_cast(variant_get(v, '$.a.b[0]') AS i32)", "try_variant_get(v, '$.a.b[0]', 'int')"),
    ("try_cast(variant_get(v, '$.n') AS i64)", "try_variant_get(v, '$.n', 'bigint')"),
    (
        "try_cast(variant_get(v, '$.n') AS decimal<38,0>)",
        "try_variant_get(v, '$.n', 'decimal(38,0)')",
    ),
    (
        "try_cast(variant_get(v, '$.d') AS decimal<10,2>)",
        "try_variant_get(v, '$.d', 'decimal(10,2)')",
    ),
    ("try_cast(variant_get(v, '$.x') AS fp64)", "try_variant_get(v, '$.x', 'double')"),
    ("try_cast(variant_get(v, '$.s') AS string)", "try_variant_get(v, '$.s', 'string')"),
    ("try_cast(variant_get(v, '$.s') AS date)", "try_variant_get(v, '$.s', 'date')"),
    ("try_cast(variant_get(v, '$.s') AS i32)", "try_variant_get(v, '$.s', 'int')"),
    ("try_cast(variant_get(v, '$.ключ') AS string)", "try_variant_get(v, '$.ключ', 'string')"),
    (
        "try_cast(variant_get(v, '$[''emoji 😀'']') AS boolean)",
        "try_variant_get(v, '$[\\'emoji 😀\\']', 'boolean')",
    ),
    (
        "try_cast(variant_get(v, '$[2]') AS list<i64>)",
        "try_variant_get(v, '$[2]', 'array<bigint>')",
    ),
    ("try_cast(v AS map<string, string>)", "try_variant_get(v, '$', 'map<string, string>')"),
    ("cast(variant_get(v, '$.n') AS string)", "variant_get(v, '$.n', 'string')"),
    ("is_variant_null(v)", "is_variant_null(v)"),
    ("is_variant_null(variant_get(v, '$.a'))", "is_variant_null(variant_get(v, '$.a'))"),
    ("schema_of_variant(v)", "schema_of_variant(v)"),
    ("to_json(try_parse_json(j))", "to_json(try_parse_json(j))"),
    ("to_json(cast(id AS variant))", "to_json(cast(id AS variant))"),
    ("to_json(cast(j AS variant))", "to_json(cast(j AS variant))"),
]


@pytest.fixture(scope="module")
def documents(spark: Any) -> Any:
    rows = [(i, doc) for i, doc in enumerate(DOCUMENTS)]
    frame = spark.createDataFrame(rows, "id bigint, j string")
    return frame.selectExpr("id", "j", "parse_json(j) AS v")


def _collect(frame: Any) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in frame.orderBy("id").collect()]


@pytest.mark.spark
def test_a_spark_variant_column_binds_as_nullable_variant(documents: Any) -> None:
    schema = se.schema_from_spark(documents.schema)
    assert str(schema) == "id: i64?, j: string?, v: variant?"
    from pyspark.sql import types as st

    from substrait_expr.backends.spark.types import spark_type

    assert spark_type(schema.fields[2].type) == st.VariantType()


@pytest.mark.spark
def test_functions_and_casts_equal_spark_sql(spark: Any, documents: Any) -> None:
    schema = se.schema_from_spark(documents.schema)
    columns = [se.to_column(text, schema).alias(f"c{i}") for i, (text, _) in enumerate(CASES)]
    ours = _collect(documents.select("id", *columns))
    documents.createOrReplaceTempView("variant_documents")
    sql = ", ".join(f"{oracle} AS c{i}" for i, (_, oracle) in enumerate(CASES))
    theirs = _collect(spark.sql(f"SELECT id, {sql} FROM variant_documents"))
    assert ours == theirs
    by_id = {row[0]: row for row in ours}
    column = {text: i + 1 for i, (text, _) in enumerate(CASES)}
    # Values checked by hand, so a change in both at once is caught too.
    assert by_id[0][column["try_cast(variant_get(v, '$.a.b[0]') AS i32)"]] == 10
    assert by_id[0][column["to_json(variant_get(v, '$.a.b[2]'))"]] == '{"c":"deep"}'
    assert by_id[1][column["try_cast(variant_get(v, '$.n') AS i64)"]] == 2**63 - 1
    big = column["try_cast(variant_get(v, '$.n') AS decimal<38,0>)"]
    assert by_id[2][big] == decimal.Decimal("123456789012345678901234567890")
    assert by_id[2][column["try_cast(variant_get(v, '$.n') AS i64)"]] is None  # beyond i64
    assert by_id[3][column["try_cast(variant_get(v, '$.d') AS decimal<10,2>)"]] == (
        decimal.Decimal("0.10")
    )
    assert by_id[4][column["try_cast(variant_get(v, '$.ключ') AS string)"]] == "значение"
    assert by_id[4][column["try_cast(variant_get(v, '$[''emoji 😀'']') AS boolean)"]] is True
    assert by_id[7][column["try_cast(variant_get(v, '$[2]') AS list<i64>)"]] == [2, 3]
    assert by_id[5][column["to_json(v)"]] == "{}" and by_id[6][column["to_json(v)"]] == "[]"
    # JSON null and SQL NULL stay different values.
    null_test = column["is_variant_null(v)"]
    assert by_id[8][null_test] is True and by_id[12][null_test] is False
    assert by_id[8][column["to_json(v)"]] == "null" and by_id[12][column["to_json(v)"]] is None
    inner = column["is_variant_null(variant_get(v, '$.a'))"]
    assert by_id[9][inner] is True and by_id[5][inner] is False  # JSON null vs missing


@pytest.mark.spark
def test_the_aggregate_equals_spark_sql(spark: Any, documents: Any) -> None:
    schema = se.schema_from_spark(documents.schema)
    measure = se.to_column("schema_of_variant_agg(v)", schema, context=Context.AGGREGATE)
    ours = documents.agg(measure).collect()[0][0]
    documents.createOrReplaceTempView("variant_documents_agg")
    theirs = spark.sql("SELECT schema_of_variant_agg(v) FROM variant_documents_agg").collect()
    assert ours == theirs[0][0]
    empty = documents.where("id < 0").agg(measure).collect()[0][0]
    assert empty == "VOID"


@pytest.mark.spark
def test_impossible_conversions_fail_for_cast_and_are_null_for_try_cast(documents: Any) -> None:
    from pyspark.errors import PySparkException

    schema = se.schema_from_spark(documents.schema)
    text_doc = documents.where("id = 0")
    strict = se.to_column("cast(variant_get(v, '$.s') AS i32)", schema)
    with pytest.raises(PySparkException, match="INVALID_VARIANT_CAST"):
        text_doc.select(strict).collect()
    lenient = se.to_column("try_cast(variant_get(v, '$.s') AS i32)", schema)
    assert text_doc.select(lenient).collect()[0][0] is None
    with pytest.raises(Exception, match="MALFORMED_RECORD"):
        text_doc.select(se.to_column("parse_json('{')", schema)).collect()
    assert text_doc.select(se.to_column("try_parse_json('{')", schema)).collect()[0][0] is None


@pytest.mark.spark
def test_a_loaded_substrait_expression_gives_the_same_values(documents: Any) -> None:
    schema = se.schema_from_spark(documents.schema)
    texts = [text for text, _ in CASES[:12]]
    loaded = [_round_trip(text, schema)[1] for text in texts]
    first = documents.select("id", *(se.to_column(x, schema) for x in texts))
    second = documents.select("id", *(se.to_column(x, schema) for x in loaded))
    assert _collect(first) == _collect(second)


@pytest.mark.spark
def test_a_plan_reads_a_variant_parquet_file_written_by_spark(
    spark: Any, documents: Any, tmp_path: Path
) -> None:
    path = tmp_path / "events.parquet"
    documents.select("id", "v").write.parquet(str(path))
    assert (
        str(se.schema_from_spark(spark.read.parquet(str(path)).schema)) == "id: i64?, v: variant?"
    )
    read = {
        "read": {
            "baseSchema": "id: i64?, v: variant?",
            "localFiles": {"items": [{"uriFolder": str(path), "parquet": {}}]},
        }
    }
    rel = {
        "project": {
            "input": {
                "filter": {
                    "input": read,
                    "condition": "try_cast(variant_get(v, '$.n') AS i64) >= 0",
                }
            },
            "expressions": [
                "to_json(variant_get(v, '$.a'))",
                "try_cast(variant_get(v, '$.n') AS decimal<38,0>)",
                "is_variant_null(variant_get(v, '$.a'))",
            ],
        }
    }
    plan = {"relations": [{"root": {"input": rel, "names": ["id", "v", "a", "n", "a_null"]}}]}
    loaded = load_plan(json.loads(json.dumps(plan)))
    ours = sorted(tuple(row)[:1] + tuple(row)[2:] for row in loaded.to_dataframe(spark).collect())
    theirs = spark.sql(
        "SELECT id, to_json(variant_get(v, '$.a')), try_variant_get(v, '$.n', 'decimal(38,0)'), "
        "is_variant_null(variant_get(v, '$.a')) "
        f"FROM parquet.`{path}` WHERE try_variant_get(v, '$.n', 'bigint') >= 0"
    ).collect()
    assert ours == sorted(tuple(row) for row in theirs)
    assert {row[0] for row in ours} == {0, 1, 4}
    ran = loaded.run(spark)
    assert ran.lowering == "statement"
    by_frames = loaded.to_dataframe(spark, lowering="dataframe").collect()
    assert sorted(tuple(row)[:1] + tuple(row)[2:] for row in by_frames) == ours
    message = loaded.to_substrait()
    assert VARIANT_URN in {u.urn for u in message.extension_urns}
    again = load_plan(message).to_dataframe(spark).collect()
    assert sorted(tuple(row)[:1] + tuple(row)[2:] for row in again) == ours
    text_plan = load_plan(message).to_text_plan()
    assert "v: variant?" in json.dumps(text_plan)
    # Without a base schema the column's type comes from the file: variant?.
    del read["read"]["baseSchema"]
    no_schema = load_plan(json.loads(json.dumps(plan))).to_dataframe(spark).collect()
    assert sorted(tuple(row)[:1] + tuple(row)[2:] for row in no_schema) == ours


@pytest.mark.parametrize(
    ("text", "sql"),
    [
        (
            "cast(variant_get(v, '$.a') AS decimal<10,2>)",
            "variant_get(`v`, '$.a', 'decimal(10,2)')",
        ),
        ("try_cast(variant_get(v, '$.a[0]') AS date)", "try_variant_get(`v`, '$.a[0]', 'date')"),
        ("try_cast(v AS list<i64>)", "try_variant_get(`v`, '$', 'array<bigint>')"),
        ("to_json(variant_get(v, '$.a'))", "to_json(variant_get(`v`, '$.a'))"),
        ("is_variant_null(v)", "is_variant_null(`v`)"),
    ],
)
def test_extraction_is_one_spark_call(text: str, sql: str) -> None:
    """``cast(variant_get(v, P) AS T)`` is Spark's ``variant_get(v, P, T)``,
    as spark.sql users write it (no Spark session needed: SQL text)."""
    assert se.to_spark_sql(text, Schema.parse("v: variant?")) == sql
