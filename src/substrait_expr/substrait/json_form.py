"""Protobuf messages to and from their JSON form, as ``json_format`` does it,
in a third of the time.

``json_format`` looks up how to treat every field of every message anew;
plans are thousands of small messages, and converting them was the largest
cost of binding a plan and of writing one (``from_spark``). These two
functions handle the forms plans use (messages, repeated fields, scalars,
enums by name) with per-field facts looked up once. Anything else (the
``google.protobuf`` types with their own JSON forms, maps, floats of 32 bits,
bytes, nulls, values of an unexpected shape, any error) is handed to
``json_format`` itself, so results and error messages are exactly its own.
"""

from __future__ import annotations

import base64
import math
from typing import Any

from google.protobuf import json_format
from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.internal import type_checkers
from google.protobuf.message import Message

__all__ = ["message_to_dict", "parse_dict"]

_F = FieldDescriptor
_INT64 = {_F.CPPTYPE_INT64, _F.CPPTYPE_UINT64}
_INTEGERS = {_F.CPPTYPE_INT32, _F.CPPTYPE_UINT32, *_INT64}

# How a field's value is written or read.
_MESSAGE, _ENUM, _INT, _INT64_TEXT, _DOUBLE, _FLOAT, _BOOL, _STRING, _BYTES = range(9)


def _kind(field: FieldDescriptor) -> int:
    cpp = field.cpp_type
    if cpp == _F.CPPTYPE_MESSAGE:
        return _MESSAGE
    if cpp == _F.CPPTYPE_ENUM:
        return _ENUM
    if cpp in _INT64:
        return _INT64_TEXT
    if cpp in _INTEGERS:
        return _INT
    if cpp == _F.CPPTYPE_DOUBLE:
        return _DOUBLE
    if cpp == _F.CPPTYPE_FLOAT:
        return _FLOAT
    if cpp == _F.CPPTYPE_BOOL:
        return _BOOL
    return _BYTES if field.type == _F.TYPE_BYTES else _STRING


def _special(descriptor: Descriptor) -> bool:
    """A message ``json_format`` writes in a form of its own, or a map entry."""
    return descriptor.full_name.startswith("google.protobuf.") or bool(
        descriptor.GetOptions().map_entry
    )


# field -> (JSON name, kind, repeated, is a special message)
_FIELDS: dict[FieldDescriptor, tuple[str, int, bool, bool]] = {}


def _field(field: FieldDescriptor) -> tuple[str, int, bool, bool]:
    facts = _FIELDS.get(field)
    if facts is None:
        kind = _kind(field)
        special = kind == _MESSAGE and _special(field.message_type)
        facts = (field.json_name, kind, field.is_repeated, special)
        _FIELDS[field] = facts
    return facts


# ----------------------------------------------------------------- writing


def message_to_dict(message: Message) -> dict[str, Any]:
    """``json_format.MessageToDict(message)``."""
    if _special(message.DESCRIPTOR):
        return dict(json_format.MessageToDict(message))
    return _to_dict(message)


def _to_dict(message: Message) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for field, value in message.ListFields():
        name, kind, repeated, special = _field(field)
        if special or field.is_extension:
            return dict(json_format.MessageToDict(message))
        if repeated:
            out[name] = [_value(field, kind, item) for item in value]
        else:
            out[name] = _value(field, kind, value)
    return out


def _value(field: FieldDescriptor, kind: int, value: Any) -> Any:
    if kind == _MESSAGE:
        return _to_dict(value)
    if kind == _ENUM:
        known = field.enum_type.values_by_number.get(value)
        return known.name if known is not None else value
    if kind == _INT64_TEXT:
        return str(value)
    if kind in (_DOUBLE, _FLOAT):
        if math.isinf(value):
            return "-Infinity" if value < 0 else "Infinity"
        if math.isnan(value):
            return "NaN"
        return type_checkers.ToShortestFloat(value) if kind == _FLOAT else value
    if kind == _BYTES:
        return base64.b64encode(value).decode("utf-8")
    return value


# ----------------------------------------------------------------- reading


class _Irregular(Exception):
    """A value the fast reader leaves to ``json_format``."""


# message type -> {JSON name or proto name: field}
_BY_NAME: dict[Descriptor, dict[str, FieldDescriptor]] = {}


def _names(descriptor: Descriptor) -> dict[str, FieldDescriptor]:
    names = _BY_NAME.get(descriptor)
    if names is None:
        names = {}
        for field in descriptor.fields:
            names[field.name] = field
            names[field.json_name] = field
        _BY_NAME[descriptor] = names
    return names


def parse_dict(value: Any, message: Message, max_recursion_depth: int = 100) -> Message:
    """``json_format.ParseDict(value, message, max_recursion_depth=...)``:
    raises ``json_format.ParseError`` where it does, with its message."""
    if isinstance(value, dict) and not _special(message.DESCRIPTOR) and not message.ListFields():
        try:
            _fill(value, message, 1, max_recursion_depth)
            return message
        except (_Irregular, ValueError, TypeError, AttributeError, OverflowError):
            message.Clear()  # it was empty: read it again from the start
    json_format.ParseDict(value, message, max_recursion_depth=max_recursion_depth)
    return message


def _fill(value: dict[str, Any], message: Message, depth: int, most: int) -> None:
    if depth > most:
        raise _Irregular
    names = _names(message.DESCRIPTOR)
    seen: set[str] = set()
    for key, item in value.items():
        field = names.get(key)
        if field is None or item is None or field.name in seen:
            raise _Irregular
        seen.add(field.name)
        _, kind, repeated, special = _field(field)
        if special:
            raise _Irregular
        oneof = field.containing_oneof
        if oneof is not None and message.WhichOneof(oneof.name) not in (None, field.name):
            raise _Irregular
        if repeated:
            if type(item) is not list:
                raise _Irregular
            target = getattr(message, field.name)
            if kind == _MESSAGE:
                for element in item:
                    if type(element) is not dict:
                        raise _Irregular
                    _fill(element, target.add(), depth + 1, most)
            else:
                target.extend([_scalar(field, kind, element) for element in item])
        elif kind == _MESSAGE:
            if type(item) is not dict:
                raise _Irregular
            child = getattr(message, field.name)
            child.SetInParent()
            _fill(item, child, depth + 1, most)
        else:
            setattr(message, field.name, _scalar(field, kind, item))


def _scalar(field: FieldDescriptor, kind: int, item: Any) -> Any:
    kind_of_item = type(item)
    if kind == _STRING and kind_of_item is str:
        return item
    if kind in (_INT, _INT64_TEXT):
        if kind_of_item is int:
            return item
        if kind == _INT64_TEXT and kind_of_item is str and item.isascii():
            digits = item[1:] if item.startswith("-") else item
            if digits.isdigit():
                return int(item)
    elif kind == _BOOL and kind_of_item is bool:
        return item
    elif kind == _DOUBLE and kind_of_item in (int, float):
        number = float(item)
        if math.isfinite(number):
            return number
    elif kind == _ENUM and kind_of_item is str:
        known = field.enum_type.values_by_name.get(item)
        if known is not None:
            return known.number
    raise _Irregular
