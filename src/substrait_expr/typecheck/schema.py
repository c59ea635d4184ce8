"""The input schema an expression is checked against: ordered, named fields.

Text form: ``a: i32, "weird name": string?`` or, unnamed, ``i32, string?``
(the fields are then called ``f0``, ``f1``, ...). Names that are not plain
identifiers are double-quoted with backslash escapes; ``str`` prints that form
and ``Schema.parse(str(s)) == s``.

Schemas can also be built from a Substrait ``NamedStruct`` and from a Spark
``StructType``.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from substrait_expr.diagnostics import (
    Diagnostic,
    Error,
    clip_message,
    expect_argument,
    wrap_line,
)
from substrait_expr.typecheck.type_syntax import TypeSyntaxError, parse_schema_fields
from substrait_expr.typecheck.types import (
    FP32,
    FP64,
    I8,
    I16,
    I32,
    I64,
    UUID,
    Binary,
    Boolean,
    Date,
    Decimal,
    FixedBinary,
    FixedChar,
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
    Type,
    UserDefined,
    VarChar,
    quote_name,
)

if TYPE_CHECKING:
    from substrait.type_pb2 import NamedStruct


class SchemaError(Error, ValueError):
    """A malformed schema or a failed field lookup; the message says where.
    ``diagnostics`` holds the position of a mistake in schema text."""

    def __init__(self, message: str, diagnostics: Sequence[Diagnostic] = ()) -> None:
        super().__init__(message)
        self.diagnostics = tuple(diagnostics)

    def __str__(self) -> str:
        # Printed lines stay short whatever the schema: a long one quoted in
        # the message is clipped, long lines wrap (``args[0]`` keeps it whole).
        text = clip_message(super().__str__())
        return "\n".join(part for line in text.split("\n") for part in wrap_line(line))


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    type: Type

    def __str__(self) -> str:
        return f"{quote_name(self.name)}: {self.type}"


@dataclass(frozen=True, slots=True)
class Schema:
    """Ordered named fields. Equality compares names and types."""

    fields: tuple[Field, ...] = ()
    # The names, once: every lowering of an expression over the schema reads them.
    _names: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Accept any iterable of fields but store a tuple, keeping the schema hashable.
        object.__setattr__(self, "fields", tuple(self.fields))
        object.__setattr__(self, "_names", tuple(f.name for f in self.fields))

    # ---- construction

    @staticmethod
    def of(pairs: Iterable[tuple[str, Type]] | Mapping[str, Type]) -> Schema:
        """From ``(name, type)`` pairs or a name → type mapping."""
        wanted = "(name, type) pairs or a mapping of names to types"
        expect_argument(pairs, Iterable, "the fields", wanted)
        items = list(pairs.items() if isinstance(pairs, Mapping) else pairs)
        for item in items:
            expect_argument(item, tuple, "a field", "a (name, type) pair")
            name, t = item if len(item) == 2 else (None, None)
            expect_argument(name, str, "a field name", "a str")
            wanted = "a Substrait type such as types.I32()"
            expect_argument(t, Type, f"the type of field {name!r}", wanted)
        return Schema(tuple(Field(name, t) for name, t in items))

    @staticmethod
    def parse(text: str) -> Schema:
        """``"a: i32, b: string?"``, or ``"i32, string?"`` (named f0, f1, ...).
        Mixing named and unnamed fields is an error."""
        expect_argument(text, str, "the schema text", 'text such as "a: i32, b: string?"')
        try:
            parsed = parse_schema_fields(text)
        except TypeSyntaxError as exc:
            raise SchemaError(f"invalid schema: {exc}", exc.diagnostics) from None
        named = [name is not None for name, _ in parsed]
        if any(named) and not all(named):
            position = named.index(False) if named[0] else named.index(True)
            raise SchemaError(
                f"invalid schema: field {position + 1} is {'un' if named[0] else ''}named but "
                f"field 1 is {'' if named[0] else 'un'}named; name all fields or none: {text!r}"
            )
        return Schema(
            tuple(
                Field(name if name is not None else f"f{i}", t)
                for i, (name, t) in enumerate(parsed)
            )
        )

    @staticmethod
    def from_named_struct(
        named_struct: NamedStruct, user_types: Mapping[int, str] | None = None
    ) -> Schema:
        """From a ``substrait.type_pb2.NamedStruct``. Its names list every
        struct field depth-first (nested struct fields, also inside list
        elements and map keys then values, right after their parent).
        ``user_types`` maps user-defined type anchors to type names."""
        reader = _ProtoReader(list(named_struct.names), user_types or {})
        fields: list[Field] = []
        for index, proto_type in enumerate(named_struct.struct.types):
            name = reader.next_name(f"field {index}")
            fields.append(Field(name, reader.read(proto_type, name)))
        if reader.position != len(reader.names):
            extra = len(reader.names) - reader.position
            raise SchemaError(f"NamedStruct has {extra} more name(s) than struct fields")
        return Schema(tuple(fields))

    # ---- access

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    @property
    def types(self) -> tuple[Type, ...]:
        return tuple(f.type for f in self.fields)

    def as_struct(self) -> Struct:
        """The schema as a (non-nullable) named struct type."""
        return Struct(self.types, self.names)

    def __len__(self) -> int:
        return len(self.fields)

    def __iter__(self) -> Iterator[Field]:
        return iter(self.fields)

    def __getitem__(self, index: int | str) -> Field:
        """The field at a position, or called a name (as pyspark's StructType)."""
        if isinstance(index, str):
            return self.field(index)
        expect_argument(index, int, "a schema index", "a position (int) or a field name (str)")
        return self.fields[index]

    def __contains__(self, name: object) -> bool:
        return name in self.names

    def index(self, name: str) -> int:
        """Position of the field called ``name`` (exact match). SchemaError
        when there is none (naming the closest fields) or several."""
        positions = [i for i, n in enumerate(self.names) if n == name]
        if len(positions) == 1:
            return positions[0]
        if positions:
            raise SchemaError(f"field name {name!r} is ambiguous: fields {positions}")
        raise SchemaError(f"no field {name!r} in schema ({self}){self._suggest(name)}")

    def field(self, name: str) -> Field:
        return self.fields[self.index(name)]

    def _suggest(self, name: str) -> str:
        close = difflib.get_close_matches(name, self.names, n=3)
        if not close:
            lowered = [n for n in self.names if n.lower() == name.lower()]
            close = lowered[:3]
        return "; did you mean " + " or ".join(repr(c) for c in close) + "?" if close else ""

    def __str__(self) -> str:
        return ", ".join(str(f) for f in self.fields)


# --------------------------------------------------------------------------- protobuf


class _ProtoReader:
    """Converts protobuf types while consuming the depth-first name list."""

    def __init__(self, names: list[str], user_types: Mapping[int, str]) -> None:
        self.names = names
        self.position = 0
        self.user_types = user_types

    def next_name(self, where: str) -> str:
        if self.position >= len(self.names):
            raise SchemaError(f"NamedStruct has too few names: none left for {where}")
        name = self.names[self.position]
        self.position += 1
        return name

    def read(self, proto: Any, where: str) -> Type:
        kind = proto.WhichOneof("kind")
        if kind is None:
            raise SchemaError(f"{where}: type not set")
        message = getattr(proto, kind)
        nullable = _proto_nullable(message.nullability)
        return self._convert(kind, message, where).with_nullable(nullable)

    def _convert(self, kind: str, message: Any, where: str) -> Type:
        simple = _PROTO_SIMPLE.get(kind)
        if simple is not None:
            return simple()
        if kind in ("fixed_char", "varchar", "fixed_binary"):
            return _PROTO_LENGTH[kind](message.length)
        if kind == "decimal":
            return Decimal(message.precision, message.scale)
        if kind == "interval_day":
            # An unset precision meant 6 before it was made mandatory.
            return IntervalDay(message.precision if message.HasField("precision") else 6)
        if kind in _PROTO_PRECISION:
            return _PROTO_PRECISION[kind](message.precision)
        return self._convert_compound(kind, message, where)

    def _convert_compound(self, kind: str, message: Any, where: str) -> Type:
        if kind == "struct":
            names: list[str] = []
            fields: list[Type] = []
            for index, field_type in enumerate(message.types):
                names.append(self.next_name(f"{where}.{index}"))
                fields.append(self.read(field_type, f"{where}.{names[-1]}"))
            return Struct(tuple(fields), tuple(names))
        if kind == "list":
            return List(self.read(message.type, f"{where}[]"))
        if kind == "map":
            key = self.read(message.key, f"{where} key")
            return Map(key, self.read(message.value, f"{where} value"))
        if kind == "user_defined":
            return self._user_defined(message, where)
        raise SchemaError(f"{where}: {kind} types are not supported in a schema")

    def _user_defined(self, message: Any, where: str) -> Type:
        if len(message.type_parameters):
            raise SchemaError(f"{where}: parameterised user-defined types are not supported")
        name = self.user_types.get(message.type_reference)
        if name is None:
            raise SchemaError(
                f"{where}: user-defined type anchor {message.type_reference} is unknown; "
                "pass user_types={anchor: name}"
            )
        return UserDefined(name)


def _proto_nullable(nullability: int) -> bool:
    # REQUIRED is 2; NULLABLE (1) and the invalid UNSPECIFIED (0) both admit nulls,
    # which is the safe reading of an under-specified plan.
    return nullability != 2


_PROTO_SIMPLE: dict[str, type[Type]] = {
    "bool": Boolean,
    "i8": I8,
    "i16": I16,
    "i32": I32,
    "i64": I64,
    "fp32": FP32,
    "fp64": FP64,
    "string": String,
    "binary": Binary,
    "date": Date,
    "interval_year": IntervalYear,
    "uuid": UUID,
}
_PROTO_LENGTH: dict[str, type[FixedChar | VarChar | FixedBinary]] = {
    "fixed_char": FixedChar,
    "varchar": VarChar,
    "fixed_binary": FixedBinary,
}
_PROTO_PRECISION: dict[
    str,
    type[IntervalCompound | PrecisionTime | PrecisionTimestamp | PrecisionTimestampTZ],
] = {
    "interval_compound": IntervalCompound,
    "precision_time": PrecisionTime,
    "precision_timestamp": PrecisionTimestamp,
    "precision_timestamp_tz": PrecisionTimestampTZ,
}
