"""Tests for the type model (types.py) and the type text syntax (type_syntax.py)."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from substrait_expr.typecheck.type_syntax import (
    Binary,
    BinaryOp,
    Call,
    Conditional,
    FuncTerm,
    Function,
    IntegerParameter,
    Literal,
    Name,
    StructTerm,
    TypeSyntaxError,
    TypeTerm,
    TypeVariable,
    Unary,
    UnaryOp,
    UserTypeTerm,
    parse_derivation,
    parse_type,
    parse_type_pattern,
)
from substrait_expr.typecheck.types import (
    FP32,
    FP64,
    I8,
    I16,
    I32,
    I64,
    TYPE_NAMES,
    UUID,
    Boolean,
    Date,
    Decimal,
    ErrorType,
    FixedBinary,
    FixedChar,
    Func,
    IntervalCompound,
    IntervalDay,
    IntervalYear,
    List,
    Map,
    PrecisionTime,
    PrecisionTimestamp,
    PrecisionTimestampTZ,
    String,
    Struct,
    Time,
    Timestamp,
    TimestampTZ,
    Type,
    UserDefined,
    VarChar,
    contains_error,
    lookup_type_name,
)
from substrait_expr.typecheck.types import (
    Binary as BinaryType,
)

# --------------------------------------------------------------------------- printing

PRINTED = [
    (Boolean(), "boolean"),
    (I8(), "i8"),
    (I16(), "i16"),
    (I32(), "i32"),
    (I64(), "i64"),
    (FP32(), "fp32"),
    (FP64(), "fp64"),
    (String(), "string"),
    (BinaryType(), "binary"),
    (Date(), "date"),
    (Time(), "time"),
    (Timestamp(), "timestamp"),
    (TimestampTZ(), "timestamp_tz"),
    (IntervalYear(), "interval_year"),
    (IntervalDay(6), "interval_day<6>"),
    (IntervalCompound(6), "interval_compound<6>"),
    (UUID(), "uuid"),
    (FixedChar(3), "fixedchar<3>"),
    (VarChar(5), "varchar<5>"),
    (FixedBinary(1), "fixedbinary<1>"),
    (Decimal(38, 2), "decimal<38,2>"),
    (PrecisionTime(6), "precision_time<6>"),
    (PrecisionTimestamp(6), "precision_timestamp<6>"),
    (PrecisionTimestampTZ(6), "precision_timestamp_tz<6>"),
    (Struct((I32(), String(nullable=True))), "struct<i32,string?>"),
    (List(I32()), "list<i32>"),
    (Map(String(), I64()), "map<string,i64>"),
    (Func((I32(),), Boolean()), "func<i32 -> boolean>"),
    (Func((I32(), I64()), Boolean()), "func<(i32, i64) -> boolean>"),
    (UserDefined("point"), "u!point"),
    (ErrorType(), "<error>"),
    # the nullable marker goes right after the name, before the parameters
    (I32(nullable=True), "i32?"),
    (Decimal(38, 2, nullable=True), "decimal?<38,2>"),
    (List(I32(), nullable=True), "list?<i32>"),
    (List(List(String(nullable=True)), nullable=True), "list?<list<string?>>"),
    (Func((I32(),), Boolean(nullable=True), nullable=True), "func?<i32 -> boolean?>"),
    (UserDefined("u8", nullable=True), "u!u8?"),
    (Struct((I32(), String()), ("a", "b c")), 'nstruct<a:i32,"b c":string>'),
]


@pytest.mark.parametrize(("t", "text"), PRINTED, ids=[text for _, text in PRINTED])
def test_str_prints_canonical_syntax(t: Type, text: str) -> None:
    assert str(t) == text


PARSEABLE = [(t, text) for t, text in PRINTED if not isinstance(t, ErrorType)]


@pytest.mark.parametrize(("t", "text"), PARSEABLE, ids=[text for _, text in PARSEABLE])
def test_printed_text_parses_back(t: Type, text: str) -> None:
    assert parse_type(text) == t
    assert str(parse_type(text)) == text


SHORT_NAMES = [
    (I8(), "i8"),
    (I16(), "i16"),
    (I32(), "i32"),
    (I64(), "i64"),
    (FP32(), "fp32"),
    (FP64(), "fp64"),
    (Boolean(), "bool"),
    (String(), "str"),
    (BinaryType(), "vbin"),
    (Date(), "date"),
    (Time(), "time"),
    (Timestamp(), "ts"),
    (TimestampTZ(), "tstz"),
    (IntervalYear(), "iyear"),
    (IntervalDay(3), "iday"),
    (IntervalCompound(3), "icompound"),
    (UUID(), "uuid"),
    (FixedChar(2), "fchar"),
    (VarChar(2), "vchar"),
    (FixedBinary(2), "fbin"),
    (Decimal(10, 2), "dec"),
    (PrecisionTime(3), "pt"),
    (PrecisionTimestamp(3), "pts"),
    (PrecisionTimestampTZ(3), "ptstz"),
    (Struct((I32(),)), "struct"),
    (List(I32()), "list"),
    (Map(I32(), I32()), "map"),
    (Func((I32(),), I32()), "func"),
    (UserDefined("geometry"), "u!geometry"),
]


@pytest.mark.parametrize(("t", "short"), SHORT_NAMES, ids=[s for _, s in SHORT_NAMES])
def test_short_name_follows_the_signature_table(t: Type, short: str) -> None:
    assert t.short_name == short
    assert t.with_nullable(True).short_name == short


def test_name_and_kind_are_the_long_name() -> None:
    assert Decimal(10, 2, nullable=True).name == "decimal"
    assert PrecisionTimestampTZ(6).kind == "precision_timestamp_tz"
    assert UserDefined("point").name == "u!point"
    assert Boolean().name == "boolean"


def test_with_nullable_changes_only_nullability() -> None:
    t = Decimal(12, 3)
    n = t.with_nullable(True)
    assert n == Decimal(12, 3, nullable=True)
    assert n.with_nullable(False) == t
    assert t.with_nullable(False) is t
    inner = List(I32(nullable=True))
    assert inner.with_nullable(True).element == I32(nullable=True)
    named = Struct((I32(),), ("a",))
    assert named.with_nullable(True).names == ("a",)


def test_types_are_immutable_and_hashable() -> None:
    t = Decimal(10, 2)
    with pytest.raises(AttributeError):
        t.precision = 3  # type: ignore[misc]
    assert len({I32(), I32(), I32(nullable=True)}) == 2
    assert I32() not in {I64(), I16()}
    assert I32() != I32(nullable=True)


def test_struct_names_do_not_take_part_in_equality() -> None:
    assert Struct((I32(),), ("a",)) == Struct((I32(),), ("b",)) == Struct((I32(),))
    assert hash(Struct((I32(),), ("a",))) == hash(Struct((I32(),)))
    with pytest.raises(ValueError, match="2 fields but 1 names"):
        Struct((I32(), I64()), ("a",))


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Decimal(39, 0), "precision must be between 1 and 38"),
        (lambda: Decimal(0, 0), "precision must be between 1 and 38"),
        (lambda: Decimal(5, 6), "scale must be between 0 and 5"),
        (lambda: PrecisionTimestamp(13), "precision must be between 0 and 12"),
        (lambda: IntervalDay(-1), "precision must be between 0 and 12"),
        (lambda: VarChar(0), "length must be at least 1"),
        (lambda: FixedChar(True), "length must be an integer"),
        (lambda: UserDefined("a b"), "must be an identifier"),
    ],
)
def test_parameters_are_validated(build: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build()  # type: ignore[operator]


def test_error_type_and_contains_error() -> None:
    assert str(ErrorType()) == "<error>"
    assert contains_error(ErrorType())
    assert contains_error(List(Map(I32(), ErrorType())))
    assert contains_error(Func((ErrorType(),), I32()))
    assert not contains_error(Struct((I32(), List(I64()))))


# --------------------------------------------------------------------------- spellings

SPELLINGS = {
    "boolean": Boolean(),
    "BOOLEAN": Boolean(),
    "bool": Boolean(),
    "str": String(),
    "string": String(),
    "binary": BinaryType(),
    "vbin": BinaryType(),
    "varbinary": BinaryType(),
    "ts": Timestamp(),
    "timestamp": Timestamp(),
    "tstz": TimestampTZ(),
    "timestamp_tz": TimestampTZ(),
    "time": Time(),
    "iyear": IntervalYear(),
    "interval_year": IntervalYear(),
    "iday<3>": IntervalDay(3),
    "interval_day<0>": IntervalDay(0),
    "icompound<9>": IntervalCompound(9),
    "interval_compound<9>": IntervalCompound(9),
    "dec<10, 2>": Decimal(10, 2),
    "DECIMAL<10,2>": Decimal(10, 2),
    "vchar<5>": VarChar(5),
    "VARCHAR<5>": VarChar(5),
    "fchar<3>": FixedChar(3),
    "fixedchar<3>": FixedChar(3),
    "fbin<1>": FixedBinary(1),
    "fixedbinary<1>": FixedBinary(1),
    "pt<3>": PrecisionTime(3),
    "precision_time<3>": PrecisionTime(3),
    "pts<0>": PrecisionTimestamp(0),
    "precision_timestamp<0>": PrecisionTimestamp(0),
    "ptstz<12>": PrecisionTimestampTZ(12),
    "Precision_Timestamp_TZ<12>": PrecisionTimestampTZ(12),
    "uuid": UUID(),
    "date": Date(),
    "i64?": I64(nullable=True),
    "List<string>": List(String()),
    "MAP<str, i32>": Map(String(), I32()),
    "STRUCT<i32>": Struct((I32(),)),
    "FUNC<i32 -> BOOL>": Func((I32(),), Boolean()),
    "U!point": UserDefined("point"),
}


@pytest.mark.parametrize(("text", "expected"), SPELLINGS.items(), ids=list(SPELLINGS))
def test_every_spelling_parses(text: str, expected: Type) -> None:
    assert parse_type(text) == expected


def test_the_spelling_map_agrees_with_the_grammar() -> None:
    # Every key of TYPE_NAMES must be a keyword of the grammar too.
    params_for = {
        "decimal": "<3,1>",
        "dec": "<3,1>",
        "list": "<i32>",
        "array": "<i32>",
        "map": "<i32,i32>",
        "struct": "<i32>",
        "nstruct": "<a:i32>",
        "func": "<i32 -> i32>",
    }
    for spelling, cls in TYPE_NAMES.items():
        if cls in (Struct, Func, List, Map, Decimal):
            suffix = params_for[spelling]
        elif cls.INT_PARAMS:
            suffix = "<1>"
        else:
            suffix = ""
        for variant in (spelling, spelling.upper()):
            parsed = parse_type(variant + suffix)
            assert type(parsed) is cls, variant
            assert lookup_type_name(variant) is cls
    assert lookup_type_name("float") is None  # refused: 32 or 64 bits, by engine


def test_bare_names_with_default_parameters() -> None:
    # Older texts write interval_day and decimal without parameters.
    assert parse_type("iday") == IntervalDay(6)
    assert parse_type("iday?") == IntervalDay(6, nullable=True)
    assert parse_type("interval_compound") == IntervalCompound(6)
    assert parse_type("dec") == Decimal(38, 0)
    assert parse_type_pattern("interval_day") == parse_type_pattern("interval_day<6>")


def test_whitespace_is_free() -> None:
    assert parse_type("  map < str ,\n list ? < i32 ? > >  ") == Map(
        String(), List(I32(nullable=True), nullable=True)
    )
    assert parse_type("func<( i32 ,i64 )->bool>") == Func((I32(), I64()), Boolean())


def test_func_forms() -> None:
    assert parse_type("func<(i32) -> i64>") == Func((I32(),), I64())
    assert parse_type("func<() -> i64>") == Func((), I64())
    assert parse_type("func<i32 -> func<i32 -> bool>>") == Func((I32(),), Func((I32(),), Boolean()))
    assert parse_type("func<(list<i32>, map<str,i32>) -> bool>") == Func(
        (List(I32()), Map(String(), I32())), Boolean()
    )


def test_named_struct_text() -> None:
    t = parse_type('nstruct<a: i32, "b \\"c\\"": list<str?>, i32: date>')
    assert isinstance(t, Struct)
    assert t.names == ("a", 'b "c"', "i32")
    assert t.fields == (I32(), List(String(nullable=True)), Date())
    assert str(t) == 'nstruct<a:i32,"b \\"c\\"":list<string?>,i32:date>'


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("text", "message", "column"),
    [
        ("decimal<38,>", "unexpected '>'", 12),
        ("list<i32", "unexpected end of text", 9),
        ("i3", "unknown type name 'i3'; did you mean i32", 1),
        ("list<float>", "unknown type name 'float'; did you mean fp32 or fp64", 6),
        ("decimal<P,2>", "needs a number, not the parameter name 'P'", 9),
        ("list<any1>", "cannot contain the type variable 'any1'", 6),
        ("decimal<1+2,3>", "cannot contain arithmetic", 9),
        ("varchar", "varchar needs parameter(s) <length>", 1),
        ("decimal<1,2,3>", "decimal takes 2 parameter(s) <precision, scale>, got 3", 1),
        ("i32<3>", "i32 takes no parameters", 1),
        ("decimal<50,2>", "precision must be between 1 and 38", 1),
        ("list<3>", "list element must be a type", 1),
        ("decimal<i32,2>", "precision must be an integer, not the type i32", 1),
        ("i32 i64", "unexpected 'i64'", 5),
        ("i32$", "unexpected character '$'", 4),
        ("", "unexpected end of text", 1),
    ],
)
def test_syntax_errors_name_the_position(text: str, message: str, column: int) -> None:
    with pytest.raises(TypeSyntaxError) as info:
        parse_type(text)
    assert message in info.value.message
    assert info.value.line == 1
    assert info.value.column == column
    assert f"column {column}" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_error_in_a_program_reports_its_line() -> None:
    with pytest.raises(TypeSyntaxError) as info:
        parse_derivation("a = 1\nb = max(a, )\ndecimal<a, b>")
    assert (info.value.line, info.value.column) == (2, 12)
    assert "b = max(a, )" in str(info.value)


def test_unknown_function_in_a_program() -> None:
    with pytest.raises(TypeSyntaxError, match="unknown function 'foo'"):
        parse_derivation("x = foo(1, 2)\ni32")


# --------------------------------------------------------------------------- patterns


def test_patterns() -> None:
    assert parse_type_pattern("any") == TypeVariable("any")
    assert parse_type_pattern("ANY1?") == TypeVariable("any1", nullable=True)
    assert parse_type_pattern("DECIMAL<P1,S1>") == TypeTerm(Decimal, (Name("P1"), Name("S1")))
    assert parse_type_pattern("DECIMAL?<38,S>") == TypeTerm(
        Decimal, (Literal(38), Name("S")), nullable=True
    )
    assert parse_type_pattern("LIST?<any1>") == TypeTerm(
        List, (TypeVariable("any1"),), nullable=True
    )
    assert parse_type_pattern("func<any1 -> boolean?>") == FuncTerm(
        (TypeVariable("any1"),), TypeTerm(Boolean, nullable=True)
    )
    assert parse_type_pattern("u!geometry") == UserTypeTerm("geometry")
    assert parse_type_pattern("STRUCT<DECIMAL<38,S>,i64>") == StructTerm(
        (TypeTerm(Decimal, (Literal(38), Name("S"))), TypeTerm(I64))
    )
    assert parse_type_pattern("decimal<P + 1, S>") == TypeTerm(
        Decimal, (Binary(BinaryOp.ADD, Name("P"), Literal(1)), Name("S"))
    )


def test_program_structure() -> None:
    d = parse_derivation(
        "a = MAX(S1, S2)\n"
        "b = a > 38 && !(a == 3) || false ? -a / 2 : min(a, 4, 5)\n"
        "precision = integer_parameter(precision)\n"
        "DECIMAL?<a, b>"
    )
    a = Name("a")
    assert [x.name for x in d.assignments] == ["a", "b", "precision"]
    assert d.assignments[0].value == Call(Function.MAX, (Name("S1"), Name("S2")))
    assert d.assignments[1].value == Conditional(
        Binary(
            BinaryOp.OR,
            Binary(
                BinaryOp.AND,
                Binary(BinaryOp.GT, a, Literal(38)),
                Unary(UnaryOp.NOT, Binary(BinaryOp.EQ, a, Literal(3))),
            ),
            Literal(False),
        ),
        Binary(BinaryOp.DIVIDE, Unary(UnaryOp.NEGATE, a), Literal(2)),
        Call(Function.MIN, (a, Literal(4), Literal(5))),
    )
    assert d.assignments[2].value == IntegerParameter("precision")
    assert d.result == TypeTerm(Decimal, (a, Name("b")), nullable=True)
    assert d.nullable_marker


def test_precedence() -> None:
    d = parse_derivation("x = 1 + 2 * 3 - 4 / 2\ny = 1 < 2 && 3 > 4 || true\ni32")
    # ((1 + (2 * 3)) - (4 / 2))
    assert d.assignments[0].value == Binary(
        BinaryOp.SUBTRACT,
        Binary(BinaryOp.ADD, Literal(1), Binary(BinaryOp.MULTIPLY, Literal(2), Literal(3))),
        Binary(BinaryOp.DIVIDE, Literal(4), Literal(2)),
    )
    # ((1 < 2) && (3 > 4)) || true
    assert d.assignments[1].value == Binary(
        BinaryOp.OR,
        Binary(
            BinaryOp.AND,
            Binary(BinaryOp.LT, Literal(1), Literal(2)),
            Binary(BinaryOp.GT, Literal(3), Literal(4)),
        ),
        Literal(True),
    )


def test_statement_separators() -> None:
    expected = parse_derivation("a = 1\nb = 2\ni32")
    assert parse_derivation("\n  a = 1 ;  b = 2\n\n  i32\n") == expected
    assert parse_derivation("a = 1\r\nb = 2\r\ni32") == expected
    # a newline inside parentheses or after an operator continues the line
    assert parse_derivation("a = max(1,\n 2)\ni32").assignments[0].value == Call(
        Function.MAX, (Literal(1), Literal(2))
    )


def test_single_pattern_derivation() -> None:
    d = parse_derivation("i64?")
    assert d.assignments == ()
    assert d.result == TypeTerm(I64, nullable=True)
    assert d.nullable_marker
    assert not parse_derivation("list<any1?>").nullable_marker


# --------------------------------------------------------------------------- real input


def _extension_files() -> list[Path]:
    folder = resources.files("substrait_extensions") / "extensions"
    files = [Path(str(f)) for f in folder.iterdir() if str(f).endswith(".yaml")]
    # the JSON schema of extension files is itself YAML but declares no types
    return sorted(f for f in files if "schema" not in f.name)


def _type_texts(node: object, found: dict[str, set[str]]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "return" and isinstance(value, str):
                found["return"].add(value)
            elif key in ("value", "intermediate") and isinstance(value, str):
                found["value"].add(value)
            _type_texts(value, found)
    elif isinstance(node, list):
        for item in node:
            _type_texts(item, found)


def test_every_type_in_the_shipped_extension_yamls_parses() -> None:
    files = _extension_files()
    assert len(files) >= 15
    found: dict[str, set[str]] = {"return": set(), "value": set()}
    for path in files:
        _type_texts(yaml.safe_load(path.read_text()), found)
    assert len(found["value"]) > 30
    assert any("\n" in r for r in found["return"])
    for text in sorted(found["value"]):
        parse_type_pattern(text)
    for text in sorted(found["return"]):
        parse_derivation(text)


def _test_case_types() -> set[str]:
    """Every type written after `::` in the shipped function test files."""
    folder = Path(str(resources.files("substrait_extensions") / "testcases"))
    texts: set[str] = set()
    for path in folder.rglob("*.test"):
        for line in path.read_text().splitlines():
            if line.startswith("#"):
                continue
            for m in re.finditer(r"::", line):
                texts.add(_balanced_type(line, m.end()))
    texts.discard("enum")
    return texts


def _balanced_type(line: str, start: int) -> str:
    depth = 0
    i = start
    while i < len(line):
        ch = line[i]
        if ch == "<":
            depth += 1
        elif ch == ">" and line[i - 1] != "-":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and (ch in ",)]=" or (ch == " " and not line.startswith("->", i + 1))):
            break
        i += 1
    return line[start:i].strip()


def test_every_type_in_the_shipped_test_files_parses() -> None:
    texts = _test_case_types()
    assert {"i8", "dec<38, 0>", "func<i32 -> bool?>", "u!u8", "iday"} <= texts
    for text in sorted(texts):
        parse_type(text)


# --------------------------------------------------------------------------- round trip

_IDENTIFIERS = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,6}", fullmatch=True)
# Favour the characters that need quoting or escaping.
_AWKWARD_CHARS = ['"', "\\", " ", "\n", ",", ":", "<", "?", "a", "1"]
_AWKWARD = st.lists(st.sampled_from(_AWKWARD_CHARS), max_size=5)
FIELD_NAMES = st.one_of(_IDENTIFIERS, _AWKWARD.map("".join), st.text(max_size=6))
_NULL = st.booleans()

_SIMPLE = [
    Boolean,
    I8,
    I16,
    I32,
    I64,
    FP32,
    FP64,
    String,
    BinaryType,
    Date,
    Time,
    Timestamp,
    TimestampTZ,
    IntervalYear,
    UUID,
]
_PRECISION_12 = [IntervalDay, IntervalCompound, PrecisionTime, PrecisionTimestamp]
_LENGTH = [FixedChar, VarChar, FixedBinary]


def _leaf_types() -> st.SearchStrategy[Type]:
    decimals = st.integers(1, 38).flatmap(
        lambda p: st.builds(Decimal, st.just(p), st.integers(0, p), nullable=_NULL)
    )
    return st.one_of(
        *(st.builds(cls, nullable=_NULL) for cls in _SIMPLE),
        *(
            st.builds(cls, st.integers(0, 12), nullable=_NULL)
            for cls in [*_PRECISION_12, PrecisionTimestampTZ]
        ),
        *(st.builds(cls, st.integers(1, 100_000), nullable=_NULL) for cls in _LENGTH),
        decimals,
        st.builds(UserDefined, _IDENTIFIERS, nullable=_NULL),
    )


def _structs(children: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
    def build(fields: list[Type]) -> st.SearchStrategy[Type]:
        names = st.none() | st.lists(FIELD_NAMES, min_size=len(fields), max_size=len(fields)).map(
            tuple
        )
        return st.builds(Struct, st.just(tuple(fields)), names, nullable=_NULL)

    return st.lists(children, max_size=4).flatmap(build)


def _compound(children: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
    return st.one_of(
        st.builds(List, children, nullable=_NULL),
        st.builds(Map, children, children, nullable=_NULL),
        _structs(children),
        st.builds(Func, st.lists(children, max_size=3).map(tuple), children, nullable=_NULL),
    )


TYPES = st.recursive(_leaf_types(), _compound, max_leaves=12)


@settings(max_examples=400, deadline=None)
@given(TYPES)
def test_print_then_parse_is_identity(t: Type) -> None:
    parsed = parse_type(str(t))
    assert parsed == t
    # equality ignores struct field names; the text does not
    assert str(parsed) == str(t)


def test_one_table_of_spellings() -> None:
    # ast.typenames.TYPE_SPELLINGS is the one table: the type classes, the
    # lark keyword, the printer and the signature short names all follow it.
    from substrait_expr.ast.typenames import CANONICAL_NAMES, SHORT_NAMES, TYPE_SPELLINGS
    from substrait_expr.typecheck.extensions import short_type_name
    from substrait_expr.typecheck.types import NAMED_TYPES

    assert [cls.NAME for cls in NAMED_TYPES] == [name for name, _, _ in TYPE_SPELLINGS]
    for name, short, others in TYPE_SPELLINGS:
        for spelling in (name, short, *others):
            assert CANONICAL_NAMES[spelling] == name
            assert lookup_type_name(spelling) is lookup_type_name(name)
        assert short_type_name(name) == short_type_name(short) == SHORT_NAMES[name]
    assert set(TYPE_NAMES) == {*CANONICAL_NAMES, "nstruct"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("varchar", "varchar needs parameter(s) <length>; for text of any length write string"),
        ("i32<3>", "i32 takes no parameters, got 1"),
        ("decimal<1,2,3>", "decimal takes 2 parameter(s) <precision, scale>, got 3"),
        ("decimal<39,2>", "decimal precision must be between 1 and 38, got 39"),
        ("decimal<i32,2>", "decimal precision must be an integer, not the type i32"),
        ("list<3>", "list element must be a type, not 3"),
        ("struct<i32, 3>", "struct field must be a type, not 3"),
        ("map<i32>", "map takes 2 parameter(s) <key, value>, got 1"),
    ],
)
def test_a_wrong_type_gets_one_message_in_type_text_and_in_expressions(
    text: str, message: str
) -> None:
    # Type text (lark) and types in expressions (ANTLR) share types.make_type.
    from substrait_expr import CompileError, check
    from substrait_expr.typecheck.schema import Schema

    with pytest.raises(TypeSyntaxError) as in_text:
        parse_type(text)
    assert in_text.value.message == message
    with pytest.raises(CompileError) as in_expression:
        check(f"cast(f0 AS {text})", Schema.parse("f0: i32"))
    assert [d.message for d in in_expression.value.diagnostics] == [message]


def test_a_type_means_the_same_in_type_text_and_in_expressions() -> None:
    import substrait_expr
    from substrait_expr.typecheck.registry import Registry
    from substrait_expr.typecheck.typenames import to_type

    registry = Registry.default()
    texts = ["dec", "iday?", "fchar<3>", "list<vchar?<5>>", "struct<i8, map<str, pts<6>>>"]
    for text in [*texts, "func<(i32, bool) -> date?>", "func<i64 -> i64>"]:
        written = substrait_expr.parse_type(text)  # the expression grammar's type rule
        assert to_type(written, registry) == parse_type(text), text


@pytest.mark.parametrize(
    ("text", "start", "concrete"),
    [
        ('a: i32?, "b c": list<struct<i32, str?>>, d: decimal?<15,2>', "start_schema", True),
        ("func<(i32, i64) -> nstruct<x: u!point?, y: iday>>", "start_type", True),
        ("decimal<P1,S1>", "start_type", False),
        ("p = max(P1, P2)\ns = S1 + 1\ndecimal<p, s>", "start_program", False),
    ],
)
def test_the_fast_reading_builds_what_the_tree_does(text: str, start: str, concrete: bool) -> None:
    # Type text is read without a parse tree first (lark's inline callbacks);
    # only text with a mistake is read again with the tree, for its position.
    from substrait_expr.typecheck import type_syntax

    fast = type_syntax._inline_lark(concrete).parse(text, start=start)
    slow = type_syntax._run(type_syntax._parse_tree(text, start), text, concrete)
    assert fast == slow
