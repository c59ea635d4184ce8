"""Types between our model (``typecheck.types``) and ``substrait.type_pb2``.

Reading reuses the schema reader of ``typecheck.schema`` (one place knows
the protobuf type kinds); it is only taught here to read types that carry
no field names (a cast target, a typed null) and function types.

The deprecated ``time``, ``timestamp`` and ``timestamp_tz`` have no field in
the current protobuf; encoding them is an error rather than a silent switch
to the ``precision_*`` types, which are different types to overload resolution.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import singledispatch
from typing import Any

from substrait import type_pb2

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.nodes import Span
from substrait_expr.substrait.anchors import ExtensionCollector, FunctionLookup
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import SchemaError, _ProtoReader

__all__ = ["from_proto_type", "named_struct", "to_proto_type", "type_name"]

NULLABLE = type_pb2.Type.NULLABILITY_NULLABLE
REQUIRED = type_pb2.Type.NULLABILITY_REQUIRED


def nullability(t_: t.Type) -> Any:
    return NULLABLE if t_.nullable else REQUIRED


# --------------------------------------------------------------------------- to protobuf


def to_proto_type(
    type_: t.Type, collector: ExtensionCollector, span: Span | None = None
) -> type_pb2.Type:
    """The protobuf form of ``type_``; user-defined types get a type anchor."""
    try:
        return _to_proto(type_, collector, span)
    except ProtoError:
        raise
    except ValueError as error:  # a parameter past the protobuf field (varchar<10000000000>)
        raise ProtoError(f"{type_} cannot be written as Substrait: {error}", span) from None


@singledispatch
def _to_proto(type_: t.Type, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    simple = _SIMPLE_FIELDS.get(type(type_))
    if simple is not None:
        message = type_pb2.Type()
        getattr(message, simple).nullability = nullability(type_)
        return message
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


@_to_proto.register
def _(type_: t.Decimal, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        decimal=type_pb2.Type.Decimal(
            precision=type_.precision, scale=type_.scale, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(type_: t.IntervalDay, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        interval_day=type_pb2.Type.IntervalDay(
            precision=type_.precision, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(type_: t.IntervalCompound, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        interval_compound=type_pb2.Type.IntervalCompound(
            precision=type_.precision, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(type_: t.FixedChar, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        fixed_char=type_pb2.Type.FixedChar(length=type_.length, nullability=nullability(type_))
    )


@_to_proto.register
def _(type_: t.VarChar, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        varchar=type_pb2.Type.VarChar(length=type_.length, nullability=nullability(type_))
    )


@_to_proto.register
def _(type_: t.FixedBinary, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        fixed_binary=type_pb2.Type.FixedBinary(length=type_.length, nullability=nullability(type_))
    )


@_to_proto.register
def _(type_: t.PrecisionTime, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    return type_pb2.Type(
        precision_time=type_pb2.Type.PrecisionTime(
            precision=type_.precision, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(
    type_: t.PrecisionTimestamp, collector: ExtensionCollector, span: Span | None
) -> type_pb2.Type:
    return type_pb2.Type(
        precision_timestamp=type_pb2.Type.PrecisionTimestamp(
            precision=type_.precision, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(
    type_: t.PrecisionTimestampTZ, collector: ExtensionCollector, span: Span | None
) -> type_pb2.Type:
    return type_pb2.Type(
        precision_timestamp_tz=type_pb2.Type.PrecisionTimestampTZ(
            precision=type_.precision, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(type_: t.Struct, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    fields = [_to_proto(f, collector, span) for f in type_.fields]
    return type_pb2.Type(struct=type_pb2.Type.Struct(types=fields, nullability=nullability(type_)))


@_to_proto.register
def _(type_: t.List, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    element = _to_proto(type_.element, collector, span)
    return type_pb2.Type(list=type_pb2.Type.List(type=element, nullability=nullability(type_)))


@_to_proto.register
def _(type_: t.Map, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    key = _to_proto(type_.key, collector, span)
    value = _to_proto(type_.value, collector, span)
    return type_pb2.Type(
        map=type_pb2.Type.Map(key=key, value=value, nullability=nullability(type_))
    )


@_to_proto.register
def _(type_: t.Func, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    params = [_to_proto(a, collector, span) for a in type_.args]
    result = _to_proto(type_.result, collector, span)
    return type_pb2.Type(
        func=type_pb2.Type.Func(
            parameter_types=params, return_type=result, nullability=nullability(type_)
        )
    )


@_to_proto.register
def _(type_: t.UserDefined, collector: ExtensionCollector, span: Span | None) -> type_pb2.Type:
    anchor = collector.type_anchor(type_, span)
    return type_pb2.Type(
        user_defined=type_pb2.Type.UserDefined(
            type_reference=anchor, nullability=nullability(type_)
        )
    )


def named_struct(
    names: tuple[str, ...], types: tuple[t.Type, ...], collector: ExtensionCollector
) -> type_pb2.NamedStruct:
    """A ``NamedStruct`` (a base schema): every struct field's name,
    depth-first, nested ones right after their parent (also inside list
    elements and map keys/values). Nested structs without names get
    ``f0``, ``f1``, ... as a schema text would name them."""
    flat: list[str] = []
    for name, field_type in zip(names, types, strict=True):
        flat.append(name)
        _nested_names(field_type, flat)
    struct = type_pb2.Type.Struct(
        types=[to_proto_type(f, collector) for f in types], nullability=REQUIRED
    )
    return type_pb2.NamedStruct(names=flat, struct=struct)


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
