"""Schemas in the syntax users know (issue 39, item 4): Spark's and DuckDB's
``struct<name: type>`` and ``name type``, SQL type names accepted where they
mean one Substrait type and refused with the Substrait name where they do not
(docs/language.md, "SQL type names")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import substrait_expr as se
from substrait_expr.ast.typenames import CANONICAL_NAMES, SQL_SYNONYMS
from substrait_expr.typecheck.schema import SchemaError
from substrait_expr.typecheck.type_syntax import TypeSyntaxError, parse_type

DOC = Path(__file__).resolve().parents[1] / "docs" / "language.md"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("addr: struct<city: string>", "addr: nstruct<city:string>"),
        ("addr: struct<city string>", "addr: nstruct<city:string>"),
        ("addr: STRUCT<city: STRING, zip: INT>", "addr: nstruct<city:string,zip:i32>"),
        ("a: struct<a:int,b:array<string>>", "a: nstruct<a:i32,b:list<string>>"),
        ("a: struct?<x: i32>", "a: nstruct?<x:i32>"),
        ('a: struct<"zip code": string, date date>', 'a: nstruct<"zip code":string,date:date>'),
        ("a: map<string, struct<x double>>", "a: map<string,nstruct<x:fp64>>"),
        ("a: struct<b: list<struct<d bigint>>>", "a: nstruct<b:list<nstruct<d:i64>>>"),
        ("a: struct<i32, string>", "a: struct<i32,string>"),
        ("a: nstruct<city: string>", "a: nstruct<city:string>"),
        ("id bigint, j string", "id: i64, j: string"),
        ("a int, b struct<c smallint>", "a: i32, b: nstruct<c:i16>"),
    ],
)  # fmt: skip
def test_spark_and_duckdb_struct_spellings(text: str, expected: str) -> None:
    schema = se.Schema.parse(text)
    assert str(schema) == expected
    assert se.Schema.parse(str(schema)) == schema


def test_a_named_struct_is_the_same_type_however_written() -> None:
    written = ["struct<city: string>", "struct<city string>", "nstruct<city: string>"]
    assert len({parse_type(t) for t in written}) == 1
    schema = se.Schema.parse("addr: struct<city: string>")
    assert str(se.check("addr.city", schema).type) == "string"


def test_named_and_unnamed_fields_do_not_mix() -> None:
    with pytest.raises(SchemaError, match="name every field of a struct or none"):
        se.Schema.parse("a: struct<x: i32, i64>")


@pytest.mark.parametrize(
    ("sql", "substrait"),
    [
        ("int", "i32"), ("integer", "i32"), ("bigint", "i64"), ("long", "i64"),
        ("smallint", "i16"), ("short", "i16"), ("tinyint", "i8"), ("byte", "i8"),
        ("double", "fp64"), ("float8", "fp64"), ("real", "fp32"), ("float4", "fp32"),
        ("text", "string"), ("blob", "binary"), ("bytea", "binary"), ("bytes", "binary"),
        ("INT", "i32"), ("array<int>", "list<i32>"), ("boolean", "boolean"),
    ],
)  # fmt: skip
def test_sql_names_with_one_meaning_are_accepted(sql: str, substrait: str) -> None:
    assert str(se.Schema.parse(f"a: {sql}")[0].type) == substrait
    schema = se.Schema.parse(f"a: {substrait}")
    assert str(se.check(f"cast(a AS {sql})", schema).type) == substrait
    assert se.to_text(se.parse(f"a::{sql}")) == se.to_text(se.parse(f"a::{substrait}"))


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("a: float", "did you mean fp32 or fp64"),
        ("a: varchar", "for text of any length write string"),
        ("a: char", "did you mean fchar<L>, or string"),
        ("a: numeric", "did you mean decimal<P,S>"),
        ("a: int8", "did you mean i64"),
        ("a: timestamp_ntz", "did you mean timestamp or pts<P>"),
        ("a: json", "did you mean variant"),
        ("a: decimal(10,2)", "write decimal<10,2>, not decimal(10,2)"),
        ("a: varchar(3)", "write varchar<3>, not varchar(3)"),
        ("a: struct(b int)", "write struct<b int>, not struct(b int)"),
        ("a: map<string, float>", "did you mean fp32 or fp64"),
    ],
)
def test_ambiguous_sql_names_are_refused_with_the_substrait_name(text: str, hint: str) -> None:
    with pytest.raises(SchemaError) as caught:
        se.Schema.parse(text)
    assert hint in " ".join(str(caught.value).split())


def test_an_ambiguous_name_in_an_expression_gets_the_same_hint() -> None:
    with pytest.raises(se.CompileError) as caught:
        se.parse("x::float")
    assert (caught.value.diagnostics[0].hint or "").startswith("did you mean fp32 or fp64")


def test_refused_names_are_not_type_names() -> None:
    assert not set(SQL_SYNONYMS) & set(CANONICAL_NAMES)
    with pytest.raises(TypeSyntaxError):
        parse_type("float")


def test_the_documented_tables_match_the_code() -> None:
    text = DOC.read_text("utf-8")
    accepted = text.split("### SQL type names", 1)[1].split("Names whose meaning", 1)[0]
    for row in re.findall(r"^\| (`.*?) \| `(\w+)", accepted, re.M):
        for spelling in re.findall(r"`(\w+)", row[0]):
            assert CANONICAL_NAMES[spelling] == CANONICAL_NAMES[row[1]], spelling
    refused = text.split("Names whose meaning", 1)[1].split("```python", 1)[0]
    for name in re.findall(r"^\| `(\w+)`", refused, re.M):
        assert name in SQL_SYNONYMS or name in CANONICAL_NAMES, name  # varchar, decimal
