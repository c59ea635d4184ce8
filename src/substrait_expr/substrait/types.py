"""Types between our model (``typecheck.types``) and ``substrait.type_pb2``.

Reading reuses the schema reader of ``typecheck.schema`` (one place knows
the protobuf type kinds); it is only taught here to read types that carry
no field names (a cast target, a typed null) and function types.

The deprecated ``time``, ``timestamp`` and ``timestamp_tz`` have no field in
the current protobuf; encoding them is an error rather than a silent switch
to the ``precision_*`` types, which are different types to overload resolution.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import singledispatch
from typing import Any

from substrait import type_pb2

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.nodes import Span
from substrait_expr.substrait.anchors import ExtensionCollector, FunctionLookup
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import SchemaError, _ProtoReader

__all__ = [
    "fill_proto_type",
    "flat_names",
    "from_proto_type",
    "named_struct",
    "to_proto_type",
    "type_name",
]

NULLABLE = type_pb2.Type.NULLABILITY_NULLABLE
REQUIRED = type_pb2.Type.NULLABILITY_REQUIRED


def nullability(t_: t.Type) -> Any:
    return NULLABLE if t_.nullable else REQUIRED


# --------------------------------------------------------------------------- to protobuf


def to_proto_type(
    type_: t.Type, collector: ExtensionCollector, span: Span | None = None
) -> type_pb2.Type:
    """The protobuf form of ``type_``; user-defined types get a type anchor."""
    message = type_pb2.Type()
    fill_proto_type(type_, message, collector, span)
    return message


def fill_proto_type(
    type_: t.Type, out: type_pb2.Type, collector: ExtensionCollector, span: Span | None = None
) -> None:
    """Write the protobuf form of ``type_`` into ``out``, in place: nested
    types are filled where they sit, never built apart and copied in (a copy
    per level makes deep types quadratic)."""
    try:
        _fill(type_, out, collector, span)
    except ProtoError:
        raise
    except ValueError as error:  # a parameter past the protobuf field (varchar<10000000000>)
        raise ProtoError(f"{type_} cannot be written as Substrait: {error}", span) from None


@singledispatch
def _fill(
    type_: t.Type, out: type_pb2.Type, collector: ExtensionCollector, span: Span | None
) -> None:
    simple = _SIMPLE_FIELDS.get(type(type_))
    if simple is not None:
        getattr(out, simple).nullability = nullability(type_)
        return
    if isinstance(type_, t.ErrorType):
        raise ProtoError("an expression that failed to type-check has no Substrait form", span)
    raise ProtoError(
        f"the type {type_} has no field in the Substrait protobuf; "
        f"use the precision_* types instead of the deprecated {type_.name}",
        span,
    )


_SIMPLE_FIELDS: dict[type[t.Type], str] = {
    t.Boolean: "bool",
    t.I8: "i8",
    t.I16: "i16",
    t.I32: "i32",
    t.I64: "i64",
    t.FP32: "fp32",
    t.FP64: "fp64",
    t.String: "string",
    t.Binary: "binary",
    t.Date: "date",
    t.IntervalYear: "interval_year",
    t.UUID: "uuid",
}
# Types whose message holds only a precision (and nullability).
_PRECISION_FIELDS: dict[type[t.Type], str] = {
    t.IntervalDay: "interval_day",
    t.IntervalCompound: "interval_compound",
    t.PrecisionTime: "precision_time",
    t.PrecisionTimestamp: "precision_timestamp",
    t.PrecisionTimestampTZ: "precision_timestamp_tz",
}
# Types whose message holds only a length (and nullability).
_LENGTH_FIELDS: dict[type[t.Type], str] = {
    t.FixedChar: "fixed_char",
    t.VarChar: "varchar",
    t.FixedBinary: "fixed_binary",
}


@_fill.register
def _(type_: t.Decimal, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    out.decimal.precision = type_.precision
    out.decimal.scale = type_.scale
    out.decimal.nullability = nullability(type_)


def _precision(type_: Any, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    message = getattr(out, _PRECISION_FIELDS[type(type_)])
    message.precision = type_.precision
    message.nullability = nullability(type_)


def _length(type_: Any, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    message = getattr(out, _LENGTH_FIELDS[type(type_)])
    message.length = type_.length
    message.nullability = nullability(type_)


for _kind in _PRECISION_FIELDS:
    _fill.register(_kind, _precision)
for _kind in _LENGTH_FIELDS:
    _fill.register(_kind, _length)


@_fill.register
def _(type_: t.Struct, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    out.struct.nullability = nullability(type_)
    for field in type_.fields:
        _fill(field, out.struct.types.add(), c, span)


@_fill.register
def _(type_: t.List, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    out.list.nullability = nullability(type_)
    _fill(type_.element, out.list.type, c, span)


@_fill.register
def _(type_: t.Map, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    out.map.nullability = nullability(type_)
    _fill(type_.key, out.map.key, c, span)
    _fill(type_.value, out.map.value, c, span)


@_fill.register
def _(type_: t.Func, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    out.func.nullability = nullability(type_)
    for arg in type_.args:
        _fill(arg, out.func.parameter_types.add(), c, span)
    _fill(type_.result, out.func.return_type, c, span)


@_fill.register
def _(type_: t.UserDefined, out: type_pb2.Type, c: ExtensionCollector, span: Span | None) -> None:
    out.user_defined.type_reference = c.type_anchor(type_, span)
    out.user_defined.nullability = nullability(type_)


def named_struct(
    names: tuple[str, ...], types: tuple[t.Type, ...], collector: ExtensionCollector
) -> type_pb2.NamedStruct:
    """A ``NamedStruct`` (a base schema): every struct field's name,
    depth-first, nested ones right after their parent (also inside list
    elements and map keys/values). Nested structs without names get
    ``f0``, ``f1``, ... as a schema text would name them."""
    flat = flat_names(names, types)
    struct = type_pb2.Type.Struct(
        types=[to_proto_type(f, collector) for f in types], nullability=REQUIRED
    )
    return type_pb2.NamedStruct(names=flat, struct=struct)


def flat_names(names: Sequence[str], types: Sequence[t.Type]) -> list[str]:
    """A ``NamedStruct``'s ``names``: each field's name, then the names inside
    it depth-first (struct fields, also inside list elements and map keys and
    values); a nested struct without names gets ``f0``, ``f1``, ..."""
    flat: list[str] = []
    for name, field_type in zip(names, types, strict=True):
        flat.append(name)
        _nested_names(field_type, flat)
    return flat


def _nested_names(type_: t.Type, out: list[str]) -> None:
    if isinstance(type_, t.Struct):
        names = type_.names or tuple(f"f{i}" for i in range(len(type_.fields)))
        for name, field_type in zip(names, type_.fields, strict=True):
            out.append(name)
            _nested_names(field_type, out)
    elif isinstance(type_, t.List):
        _nested_names(type_.element, out)
    elif isinstance(type_, t.Map):
        _nested_names(type_.key, out)
        _nested_names(type_.value, out)


# --------------------------------------------------------------------------- from protobuf


class _NamelessReader(_ProtoReader):
    """The schema reader for a type with no name list: structs stay unnamed,
    function types are allowed (lambdas)."""

    def __init__(self, user_types: Mapping[int, str]) -> None:
        super().__init__([], user_types)

    def _convert_compound(self, kind: str, message: Any, where: str) -> t.Type:
        if kind == "struct":
            fields = tuple(
                self.read(field_type, f"{where}.{index}")
                for index, field_type in enumerate(message.types)
            )
            return t.Struct(fields)
        if kind == "func":
            params = tuple(
                self.read(param, f"{where} parameter {index}")
                for index, param in enumerate(message.parameter_types)
            )
            return t.Func(params, self.read(message.return_type, f"{where} result"))
        return super()._convert_compound(kind, message, where)


def from_proto_type(
    proto_type: type_pb2.Type,
    lookup: FunctionLookup | Mapping[int, str] | None = None,
    span: Span | None = None,
) -> t.Type:
    """Our type for a protobuf type. ``lookup`` (or a type anchor → name
    mapping) names user-defined types; struct fields stay unnamed."""
    user_types = lookup.user_types if isinstance(lookup, FunctionLookup) else lookup or {}
    try:
        return _NamelessReader(user_types).read(proto_type, "type")
    except (SchemaError, ValueError) as exc:
        raise ProtoError(str(exc), span) from None


# --------------------------------------------------------------------------- as written in the AST


def type_name(type_: t.Type) -> ast.TypeName:
    """The AST spelling of a type (what ``typecheck.typenames.to_type`` reads back)."""
    params: tuple[int | ast.TypeName, ...]
    if isinstance(type_, t.Struct):
        params = tuple(type_name(f) for f in type_.fields)
    elif isinstance(type_, t.Func):
        params = (*(type_name(a) for a in type_.args), type_name(type_.result))
    else:
        params = tuple(p if isinstance(p, int) else type_name(p) for p in type_.parameters())
    return ast.TypeName(type_.name, params, type_.nullable)
