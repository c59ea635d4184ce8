"""Tests for Schema (schema.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from substrait.type_pb2 import NamedStruct
from substrait.type_pb2 import Type as ProtoType

import substrait_expr as se
from substrait_expr.typecheck.schema import Field, Schema, SchemaError
from substrait_expr.typecheck.types import (
    FP32,
    FP64,
    I8,
    I16,
    I32,
    I64,
    Binary,
    Boolean,
    Date,
    Decimal,
    FixedChar,
    IntervalDay,
    IntervalYear,
    List,
    Map,
    PrecisionTime,
    PrecisionTimestamp,
    PrecisionTimestampTZ,
    String,
    Struct,
    Type,
    UserDefined,
    VarChar,
)
from tests.test_types import FIELD_NAMES, TYPES

# --------------------------------------------------------------------------- text


def test_parse_named() -> None:
    s = Schema.parse("a: i32, b: string?")
    assert s.names == ("a", "b")
    assert s.types == (I32(), String(nullable=True))
    assert len(s) == 2
    assert list(s) == [Field("a", I32()), Field("b", String(nullable=True))]


def test_parse_unnamed_gives_f0_f1() -> None:
    s = Schema.parse("i32, string?")
    assert s == Schema.of([("f0", I32()), ("f1", String(nullable=True))])


def test_commas_inside_parameters_do_not_split_fields() -> None:
    s = Schema.parse("a: decimal<38,2>, b: map<str, i32>, c: struct<i32, list<i64>>, d: i8")
    assert s.types == (
        Decimal(38, 2),
        Map(String(), I32()),
        Struct((I32(), List(I64()))),
        I8(),
    )
    unnamed = Schema.parse("decimal<38,2>, map<str, i32>")
    assert unnamed.names == ("f0", "f1")


def test_quoted_names_and_keywords_as_names() -> None:
    s = Schema.parse('"weird name": i32, "a\\"b": i64, "x,y: z": date, i32: i32, struct: bool')
    assert s.names == ("weird name", 'a"b', "x,y: z", "i32", "struct")
    assert str(s) == ('"weird name": i32, "a\\"b": i64, "x,y: z": date, i32: i32, struct: boolean')


def test_multi_line_and_empty() -> None:
    assert Schema.parse("a: i32,\n  b: list<\n i64>\n") == Schema.of({"a": I32(), "b": List(I64())})
    assert len(Schema.parse("")) == 0
    assert str(Schema()) == ""


def test_str() -> None:
    s = Schema.of({"a": I32(), "b b": Decimal(10, 2, nullable=True), "c": List(String())})
    assert str(s) == 'a: i32, "b b": decimal?<10,2>, c: list<string>'
    assert Schema.parse(str(s)) == s


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: i32, string", "field 2 is unnamed but field 1 is named"),
        ("i32, b: i64, c: i64", "field 2 is named but field 1 is unnamed"),
        ("a: i3", "unknown type name 'i3'"),
        ("a i32 i64", "column 7"),
        ("a: decimal<38,2", "unexpected end of text"),
        ("a: i32,", "unexpected end of text"),
    ],
)
def test_parse_errors_say_where(text: str, message: str) -> None:
    with pytest.raises(SchemaError, match="invalid schema") as info:
        Schema.parse(text)
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)


def test_equality() -> None:
    assert Schema.parse("a: i32") == Schema.parse("a:i32")
    assert Schema.parse("a: i32") != Schema.parse("b: i32")
    assert Schema.parse("a: i32") != Schema.parse("a: i32?")
    assert Schema.parse("a: i32") != Schema.parse("a: i32, b: i32")


# --------------------------------------------------------------------------- lookup


def test_lookup() -> None:
    s = Schema.parse("l_orderkey: i64, l_quantity: decimal<15,2>, city: string")
    assert s.index("l_quantity") == 1
    assert s.field("city") == Field("city", String())
    assert s[0].name == "l_orderkey"
    assert "city" in s and "town" not in s
    assert s.as_struct() == Struct(s.types)
    assert s.as_struct().names == s.names


def test_unknown_name_suggests_close_ones() -> None:
    s = Schema.parse("l_orderkey: i64, l_quantity: decimal<15,2>")
    with pytest.raises(SchemaError, match=r"no field 'l_quantty'.*did you mean 'l_quantity'"):
        s.index("l_quantty")
    with pytest.raises(SchemaError, match="did you mean 'l_orderkey'"):
        s.field("L_ORDERKEY")


def test_duplicate_names_are_ambiguous() -> None:
    s = Schema.of([("a", I32()), ("a", I64())])
    with pytest.raises(SchemaError, match="ambiguous"):
        s.index("a")


# --------------------------------------------------------------------------- protobuf

_REQUIRED = ProtoType.NULLABILITY_REQUIRED
_NULLABLE = ProtoType.NULLABILITY_NULLABLE


def _nested_named_struct() -> NamedStruct:
    # a: i64, b: struct<x: string?, y: decimal<10,2>>?, c: list<struct<z: date?>>,
    # d: map<string, struct<k: i32>>
    return NamedStruct(
        names=["a", "b", "x", "y", "c", "z", "d", "k"],
        struct=ProtoType.Struct(
            nullability=_REQUIRED,
            types=[
                ProtoType(i64=ProtoType.I64(nullability=_REQUIRED)),
                ProtoType(
                    struct=ProtoType.Struct(
                        nullability=_NULLABLE,
                        types=[
                            ProtoType(string=ProtoType.String(nullability=_NULLABLE)),
                            ProtoType(
                                decimal=ProtoType.Decimal(
                                    precision=10, scale=2, nullability=_REQUIRED
                                )
                            ),
                        ],
                    )
                ),
                ProtoType(
                    list=ProtoType.List(
                        nullability=_REQUIRED,
                        type=ProtoType(
                            struct=ProtoType.Struct(
                                nullability=_REQUIRED,
                                types=[ProtoType(date=ProtoType.Date(nullability=_NULLABLE))],
                            )
                        ),
                    )
                ),
                ProtoType(
                    map=ProtoType.Map(
                        nullability=_REQUIRED,
                        key=ProtoType(string=ProtoType.String(nullability=_REQUIRED)),
                        value=ProtoType(
                            struct=ProtoType.Struct(
                                nullability=_REQUIRED,
                                types=[ProtoType(i32=ProtoType.I32(nullability=_REQUIRED))],
                            )
                        ),
                    )
                ),
            ],
        ),
    )


def test_from_named_struct_reads_names_depth_first() -> None:
    s = Schema.from_named_struct(_nested_named_struct())
    assert s.names == ("a", "b", "c", "d")
    b = s.field("b").type
    assert b == Struct((String(nullable=True), Decimal(10, 2)), nullable=True)
    assert isinstance(b, Struct) and b.names == ("x", "y")
    c = s.field("c").type
    assert isinstance(c, List) and isinstance(c.element, Struct)
    assert c.element.names == ("z",)
    d = s.field("d").type
    assert isinstance(d, Map) and isinstance(d.value, Struct)
    assert d.value.names == ("k",)
    assert str(s) == (
        "a: i64, b: nstruct?<x:string?,y:decimal<10,2>>, c: list<nstruct<z:date?>>, "
        "d: map<string,nstruct<k:i32>>"
    )


def test_from_named_struct_name_count_must_match() -> None:
    ns = _nested_named_struct()
    del ns.names[-1]
    with pytest.raises(SchemaError, match="too few names"):
        Schema.from_named_struct(ns)
    ns = _nested_named_struct()
    ns.names.append("extra")
    with pytest.raises(SchemaError, match="1 more name"):
        Schema.from_named_struct(ns)


def test_from_named_struct_types() -> None:
    def one(proto: ProtoType) -> Type:
        ns = NamedStruct(names=["v"], struct=ProtoType.Struct(types=[proto]))
        return Schema.from_named_struct(ns, user_types={7: "point"}).types[0]

    assert one(ProtoType(bool=ProtoType.Boolean(nullability=_REQUIRED))) == Boolean()
    assert one(ProtoType(fp32=ProtoType.FP32(nullability=_NULLABLE))) == FP32(nullable=True)
    # an unspecified nullability is read as nullable
    assert one(ProtoType(fp64=ProtoType.FP64())) == FP64(nullable=True)
    varchar = ProtoType(varchar=ProtoType.VarChar(length=5, nullability=_REQUIRED))
    assert one(varchar) == VarChar(5)
    pts = ProtoType.PrecisionTimestamp(precision=3, nullability=_REQUIRED)
    assert one(ProtoType(precision_timestamp=pts)) == PrecisionTimestamp(3)
    iday = ProtoType(interval_day=ProtoType.IntervalDay(precision=0, nullability=_REQUIRED))
    assert one(iday) == IntervalDay(0)
    # unset interval_day precision: the former default, 6
    assert one(ProtoType(interval_day=ProtoType.IntervalDay(nullability=_REQUIRED))) == (
        IntervalDay(6)
    )
    udt = ProtoType(user_defined=ProtoType.UserDefined(type_reference=7, nullability=_REQUIRED))
    assert one(udt) == UserDefined("point")
    unknown = ProtoType(user_defined=ProtoType.UserDefined(type_reference=8))
    with pytest.raises(SchemaError, match="anchor 8 is unknown"):
        one(unknown)
    with pytest.raises(SchemaError, match="not set"):
        one(ProtoType())


# --------------------------------------------------------------------------- spark


def test_from_spark() -> None:
    from pyspark.sql import types as t

    spark = t.StructType(
        [
            t.StructField("b", t.ByteType(), False),
            t.StructField("s", t.ShortType()),
            t.StructField("i", t.IntegerType(), False),
            t.StructField("l", t.LongType()),
            t.StructField("f", t.FloatType()),
            t.StructField("d", t.DoubleType()),
            t.StructField("str", t.StringType(), False),
            t.StructField("bin", t.BinaryType()),
            t.StructField("ok", t.BooleanType()),
            t.StructField("day", t.DateType()),
            t.StructField("ts", t.TimestampType()),
            t.StructField("ntz", t.TimestampNTZType()),
            t.StructField("dec", t.DecimalType(10, 2), False),
            t.StructField("arr", t.ArrayType(t.IntegerType(), containsNull=False)),
            t.StructField("arr_n", t.ArrayType(t.StringType(), containsNull=True), False),
            t.StructField(
                "m", t.MapType(t.StringType(), t.LongType(), valueContainsNull=True), False
            ),
            t.StructField(
                "st",
                t.StructType(
                    [t.StructField("x", t.IntegerType(), False), t.StructField("y", t.DateType())]
                ),
            ),
            t.StructField("c", t.CharType(3), False),
            t.StructField("v", t.VarcharType(7), False),
            t.StructField("ym", t.YearMonthIntervalType(), False),
            t.StructField("dt", t.DayTimeIntervalType(), False),
        ]
    )
    s = se.schema_from_spark(spark)
    n = True
    assert s == Schema.of(
        [
            ("b", I8()),
            ("s", I16(nullable=n)),
            ("i", I32()),
            ("l", I64(nullable=n)),
            ("f", FP32(nullable=n)),
            ("d", FP64(nullable=n)),
            ("str", String()),
            ("bin", Binary(nullable=n)),
            ("ok", Boolean(nullable=n)),
            ("day", Date(nullable=n)),
            ("ts", PrecisionTimestampTZ(6, nullable=n)),
            ("ntz", PrecisionTimestamp(6, nullable=n)),
            ("dec", Decimal(10, 2)),
            ("arr", List(I32(), nullable=n)),
            ("arr_n", List(String(nullable=n))),
            ("m", Map(String(), I64(nullable=n))),
            ("st", Struct((I32(), Date(nullable=n)), nullable=n)),
            ("c", FixedChar(3)),
            ("v", VarChar(7)),
            ("ym", IntervalYear()),
            ("dt", IntervalDay(6)),
        ]
    )
    st_type = s.field("st").type
    assert isinstance(st_type, Struct) and st_type.names == ("x", "y")


def test_from_spark_time_type() -> None:
    from pyspark.sql import types as t

    if not hasattr(t, "TimeType"):
        pytest.skip("this pyspark has no TimeType")
    s = se.schema_from_spark(t.StructType([t.StructField("t", t.TimeType(3), False)]))
    assert s.types == (PrecisionTime(3),)


def test_from_spark_unsupported() -> None:
    from pyspark.sql import types as t

    with pytest.raises(SchemaError, match=r"field 'n'.*void"):
        se.schema_from_spark(t.StructType([t.StructField("n", t.NullType())]))
    with pytest.raises(SchemaError, match="StructType"):
        se.schema_from_spark(t.IntegerType())


# --------------------------------------------------------------------------- round trip


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(FIELD_NAMES, TYPES), max_size=5))
def test_print_then_parse_is_identity(fields: list[tuple[str, Type]]) -> None:
    schema = Schema.of(fields)
    parsed = Schema.parse(str(schema))
    assert parsed == schema
    assert str(parsed) == str(schema)


def test_a_schema_text_is_parsed_once_and_errors_every_time() -> None:
    from substrait_expr.parser.driver import clear_parse_cache
    from substrait_expr.typecheck.type_syntax import _schema_fields, parse_schema_fields

    clear_parse_cache()
    first = parse_schema_fields("a: i32, b: list<string?>")
    first.append(("c", first[0][1]))  # the caller's list, not the cache's
    assert Schema.parse("a: i32, b: list<string?>") == Schema.parse("a: i32, b: list<string?>")
    assert len(Schema.parse("a: i32, b: list<string?>").fields) == 2
    assert _schema_fields.cache_info().hits >= 2
    for _ in range(2):
        with pytest.raises(SchemaError, match="invalid schema"):
            Schema.parse("a: i33")
    clear_parse_cache()
    assert _schema_fields.cache_info().currsize == 0
