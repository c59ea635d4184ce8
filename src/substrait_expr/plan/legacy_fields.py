"""Fields of older Substrait releases, read with their old meaning or refused.

Substrait has removed, moved and renamed fields since its early releases:
DuckDB 1.1.3 (Substrait 0.53) writes a LIMIT's count in ``FetchRel`` field 4,
which 0.98 removed in favour of ``count_expr``. ``old_fields.json``, beside
this module and generated from every release's published descriptors by
``make substrait-history`` (``tools/substrait_history.py``), lists each such
field: its message, number, old JSON name, type, the releases that had it,
the release that removed it, and what it means now. This module reads plans
by that list:

- **binary plans** (``plan_to_dict``): parsing keeps an old field as an
  unknown field, which ``MessageToDict`` silently drops (a LIMIT read without
  its count is a different query). Every unknown field the list names is put
  back under its old JSON name, decoded by its old type; any other unknown
  field is refused with its path;
- **JSON plans** (``upgrade``, for every source, binary ones after the step
  above): each old field is read with its old meaning, by one of ``MEANINGS``
  (rewritten here into today's form, or left under its old name for the
  reader that reads it: the binder, a compatibility rule of
  ``plan/interop.py``, ``upgrade_uris``), renamed where only its name changed,
  or refused at its JSON path naming the field and the release that removed
  it.

The list is data; what is written by hand is only ``MEANINGS`` and the few
rewrites that map an old meaning onto today's fields.
"""

from __future__ import annotations

import functools
import json
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any

from google.protobuf import descriptor_pool
from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.message import DecodeError, Message
from google.protobuf.unknown_fields import UnknownFieldSet

from substrait_expr.plan.errors import PlanError
from substrait_expr.substrait.json_form import message_to_dict

__all__ = ["MEANINGS", "OldField", "old_fields", "plan_to_dict", "upgrade"]

_LITERAL = "substrait.Expression.Literal"
_TYPE = "substrait.Type"
_EXTENSIONS = "substrait.extensions.SimpleExtensionDeclaration"

# What the reader does with each old field it reads, by (message, old field
# name): the text goes into old_fields.json (``make substrait-history``);
# every other old field (not a plain rename) is refused.
MEANINGS: dict[tuple[str, str], str] = {
    ("substrait.FetchRel", "offset"): "the offset; the binder reads it as `offsetExpr` does",
    ("substrait.FetchRel", "count"): (
        "the count (-1: every row); the binder reads it as `countExpr` does"
    ),
    ("substrait.AggregateRel.Grouping", "grouping_expressions"): (
        "the grouping's own keys; the binder reads them as keys of the aggregate"
    ),
    ("substrait.ReadRel.VirtualTable", "values"): (
        "rows of struct literals; rule `virtual-table-values` reads them as `expressions`"
    ),
    (f"{_LITERAL}.IntervalDayToSecond", "microseconds"): (
        "rule `old-interval-microseconds` reads it as `subseconds` at `precision` 6"
    ),
    ("substrait.Plan", "extension_uris"): (
        "extension URIs; read as `extensionUrns` (the registry resolves a URI by its "
        "aliases and file name)"
    ),
    ("substrait.extensions.SimpleExtensionURI", "extension_uri_anchor"): (
        "read as the `extensionUrnAnchor` of the URN it becomes"
    ),
    ("substrait.extensions.SimpleExtensionURI", "uri"): "read as the `urn` it becomes",
    **{
        (f"{_EXTENSIONS}.{kind}", "extension_uri_reference"): "read as `extensionUrnReference`"
        for kind in ("ExtensionType", "ExtensionTypeVariation", "ExtensionFunction")
    },
    (_LITERAL, "timestamp"): (
        "microseconds since the epoch; read as `precisionTimestamp` at precision 6"
    ),
    (_LITERAL, "timestamp_tz"): (
        "microseconds since the epoch (UTC); read as `precisionTimestampTz` at precision 6"
    ),
    (_LITERAL, "time"): "microseconds since midnight; read as `precisionTime` at precision 6",
    (_TYPE, "timestamp"): "read as `precisionTimestamp` with precision 6",
    (_TYPE, "timestamp_tz"): "read as `precisionTimestampTz` with precision 6",
    (_TYPE, "time"): "read as `precisionTime` with precision 6",
    (_TYPE, "user_defined_type_reference"): "read as `userDefined` with that `typeReference`",
    ("substrait.Expression.Enum", "specified"): (
        "an enum argument's value; read inside an old `args` list as an `enum` argument"
    ),
    **{
        (message, "args"): (
            "the arguments as expressions (an enum argument as an `enum` expression); read as "
            "`arguments`, and dropped where the plan also has `arguments` of the same length"
        )
        for message in (
            "substrait.Expression.ScalarFunction",
            "substrait.Expression.WindowFunction",
            "substrait.AggregateFunction",
        )
    },
}

# Old enum values that today's readers spell another way, by (enum, old name).
ENUM_MEANINGS: dict[tuple[str, str], str] = {
    ("substrait.JoinRel.JoinType", old): "rule `old-join-type-names` reads it"
    for old in ("JOIN_TYPE_SEMI", "JOIN_TYPE_ANTI", "JOIN_TYPE_SINGLE")
}


@dataclass(frozen=True, slots=True)
class OldField:
    """One entry of old_fields.json."""

    message: str
    number: int
    name: str
    json: str
    type: str  # "int64", "message", "enum", ...
    type_name: str  # a message's or enum's full name, "" for scalars
    repeated: bool
    enum: dict[int, str]
    versions: tuple[tuple[str, str], ...]  # runs of releases that had it
    removed_in: str
    now: str  # "read", "rename" or "refuse"
    to: str  # the new JSON name of a renamed field
    meaning: str

    def describe(self) -> str:
        runs = [a if a == b else f"{a} to {b}" for a, b in self.versions]
        if self.versions[0][0] == old_fields().first:  # the oldest release read: maybe older
            runs[0] = f"up to {self.versions[0][1]}"
        had = ", ".join(runs)
        return (
            f"`{self.json}` (field {self.number} of {self.message}, in Substrait {had}) was "
            f"removed in Substrait {self.removed_in}"
        )


@dataclass(frozen=True, slots=True)
class _Index:
    current: str
    first: str  # the oldest release the list was derived from
    by_number: dict[tuple[str, int], OldField]
    by_json: dict[tuple[str, str], OldField]
    enum_values: dict[tuple[str, str], dict[str, Any]]


@functools.cache
def old_fields() -> _Index:
    """old_fields.json, indexed by (message, number) and (message, JSON name)."""
    text = resources.files("substrait_expr.plan").joinpath("old_fields.json").read_text("utf-8")
    document = json.loads(text)
    by_number: dict[tuple[str, int], OldField] = {}
    by_json: dict[tuple[str, str], OldField] = {}
    for entry in document["fields"]:
        item = OldField(
            message=entry["message"],
            number=entry["number"],
            name=entry["name"],
            json=entry["json"],
            type=entry["type"],
            type_name=entry.get("typeName", ""),
            repeated=entry["repeated"],
            enum={int(k): v for k, v in entry.get("enum", {}).items()},
            versions=tuple((a, b) for a, b in entry["versions"]),
            removed_in=entry["removedIn"],
            now=entry["now"],
            to=entry.get("to", ""),
            meaning=entry["meaning"],
        )
        by_number.setdefault((item.message, item.number), item)
        by_json.setdefault((item.message, item.json), item)
        by_json.setdefault((item.message, _camel(item.name)), item)
    enum_values = {(e["enum"], e["name"]): e for e in document.get("enumValues", [])}
    first = document["releases"][0]["version"]
    return _Index(document["current"], first, by_number, by_json, enum_values)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


# ---------------------------------------------------------------------- binary plans


def plan_to_dict(message: Message, path: str = "") -> dict[str, Any]:
    """``message`` as ``MessageToDict`` gives it (camelCase keys), with every
    old field of old_fields.json under its old JSON name; PlanError for any
    other field this reader does not know."""
    data: dict[str, Any] = message_to_dict(message)
    _restore(message, data, path)
    return data


def _restore(message: Message, data: dict[str, Any], path: str) -> None:
    unknown = list(UnknownFieldSet(message))
    if unknown:
        _put_back(message.DESCRIPTOR.full_name, data, unknown, path)
    for field, value in message.ListFields():
        if field.type != FieldDescriptor.TYPE_MESSAGE or field.message_type.GetOptions().map_entry:
            continue
        if field.message_type.full_name == "google.protobuf.Any":
            continue  # an extension's payload: the extension's business
        key = field.json_name
        if key not in data:
            continue
        here = f"{path}.{key}" if path else key
        if field.is_repeated:
            for index, (item, item_data) in enumerate(zip(value, data[key], strict=True)):
                _restore(item, item_data, f"{here}[{index}]")
        else:
            _restore(value, data[key], here)


def _put_back(name: str, data: dict[str, Any], unknown: list[Any], path: str) -> None:
    index = old_fields()
    by_number: dict[int, list[Any]] = {}
    for entry in unknown:
        by_number.setdefault(entry.field_number, []).append(entry)
    where = path or "plan"
    for number, entries in by_number.items():
        old = index.by_number.get((name, number))
        if old is None:
            raise PlanError.at(
                where,
                f"field number {number} of {name} is in no released Substrait version this "
                f"reader knows (it reads {index.current} and the fields removed since "
                f"{index.first}; this one may be newer); the plan cannot be read safely without it",
            )
        try:
            data[old.json] = _decode(old, entries, f"{where}.{old.json}")
        except (DecodeError, ValueError, TypeError, struct.error) as error:
            raise PlanError.at(
                f"{where}.{old.json}", f"cannot decode the old field {old.describe()}: {error}"
            ) from None


_SIGNED = {"int64": 64, "int32": 32, "sfixed64": 64, "sfixed32": 32}
_VARINT, _FIXED64, _LENGTH, _FIXED32 = 0, 1, 2, 5


def _decode(old: OldField, entries: list[Any], path: str) -> Any:
    """The old field's JSON value from its unknown-field ``entries``."""
    if old.type == "message":
        if old.repeated:
            return [_message(old.type_name, e.data, f"{path}[{i}]") for i, e in enumerate(entries)]
        # A message written twice is merged, as protobuf merges it.
        return _message(old.type_name, b"".join(bytes(e.data) for e in entries), path)
    values = [value for entry in entries for value in _scalars(old, entry)]
    return values if old.repeated else values[-1]


def _message(type_name: str, data: bytes, path: str) -> dict[str, Any]:
    try:
        descriptor = descriptor_pool.Default().FindMessageTypeByName(type_name)
    except KeyError:
        descriptor = None
    if descriptor is not None:
        from google.protobuf import message_factory

        message = message_factory.GetMessageClass(descriptor)()
        message.ParseFromString(bytes(data))
        return plan_to_dict(message, path)
    # A message this protobuf no longer has: every field of it is an old field.
    from google.protobuf import empty_pb2

    holder = empty_pb2.Empty()
    holder.ParseFromString(bytes(data))
    out: dict[str, Any] = {}
    _put_back(type_name, out, list(UnknownFieldSet(holder)), path)
    return out


def _scalars(old: OldField, entry: Any) -> Iterator[Any]:
    """The values of one unknown-field entry (several for a packed list)."""
    if entry.wire_type == _LENGTH and old.type not in ("string", "bytes"):
        data = bytes(entry.data)  # a packed repeated scalar
        if old.type in ("double", "fixed64", "sfixed64"):
            for (raw,) in struct.iter_unpack("<Q", data):
                yield _scalar(old, _FIXED64, raw)
        elif old.type in ("float", "fixed32", "sfixed32"):
            for (raw,) in struct.iter_unpack("<I", data):
                yield _scalar(old, _FIXED32, raw)
        else:
            for raw in _varints(data):
                yield _scalar(old, _VARINT, raw)
        return
    yield _scalar(old, entry.wire_type, entry.data)


def _varints(data: bytes) -> Iterator[int]:
    value = shift = 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            yield value
            value = shift = 0
    if shift:
        raise ValueError("a packed list ends inside a number")


def _scalar(old: OldField, wire: int, raw: Any) -> Any:
    kind = old.type
    if kind == "string":
        return bytes(raw).decode("utf-8")
    if kind == "bytes":
        import base64

        return base64.b64encode(bytes(raw)).decode("ascii")
    if kind == "double":
        return struct.unpack("<d", struct.pack("<Q", raw))[0]
    if kind == "float":
        return struct.unpack("<f", struct.pack("<I", raw))[0]
    value = int(raw)
    if kind == "bool":
        return bool(value)
    if kind in ("sint32", "sint64"):
        return (value >> 1) ^ -(value & 1)
    if kind in _SIGNED or kind == "enum":
        bits = 64 if wire in (_VARINT, _FIXED64) else 32
        value = value - (1 << bits) if value >= 1 << (bits - 1) else value
    if kind == "enum":
        return old.enum.get(value, value)
    return value


# ---------------------------------------------------------------------- JSON plans


@dataclass(frozen=True, slots=True)
class _Shape:
    """What the walk needs of one message: its message-typed fields (by JSON
    and proto name) to walk into, its old fields, and its enum fields some
    release named values of otherwise."""

    children: dict[str, str]
    old: dict[str, OldField]
    enums: dict[str, tuple[str, frozenset[str]]]


@functools.cache
def _shape(message: str) -> _Shape:
    index = old_fields()
    old = {key: field for (name, key), field in index.by_json.items() if name == message}
    renamed_enums = {enum for enum, _ in index.enum_values}
    try:
        descriptor: Descriptor = descriptor_pool.Default().FindMessageTypeByName(message)
    except KeyError:  # a message this protobuf no longer has
        return _Shape({k: f.type_name for k, f in old.items() if f.type == "message"}, old, {})
    children: dict[str, str] = {}
    enums: dict[str, tuple[str, frozenset[str]]] = {}
    for field in descriptor.fields:
        names = (field.json_name, field.name)
        if field.type == FieldDescriptor.TYPE_MESSAGE:
            kind = field.message_type
            # A map, an Any or a wrapper holds nothing of Substrait's.
            if not kind.GetOptions().map_entry and not kind.full_name.startswith("google."):
                children.update(dict.fromkeys(names, kind.full_name))
        elif field.type == FieldDescriptor.TYPE_ENUM and field.enum_type.full_name in renamed_enums:
            values = frozenset(value.name for value in field.enum_type.values)
            enums.update(dict.fromkeys(names, (field.enum_type.full_name, values)))
    today = {name for field in descriptor.fields for name in (field.json_name, field.name)}
    old = {key: field for key, field in old.items() if key not in today}
    for key, field in old.items():
        if field.type == "message":  # walked as it is, where it is read under its old name
            children.setdefault(key, field.type_name)
    return _Shape(children, old, enums)


_Rewrite = Callable[[dict[str, Any], str, "OldField", str], None]
_Where = tuple[Any, str] | None  # (parent, segment): a JSON path built only when needed


def _path(where: _Where) -> str:
    parts: list[str] = []
    while where is not None:
        where, segment = where
        parts.append(segment)
    text = ""
    for segment in reversed(parts):
        text += segment if segment.startswith("[") or not text else f".{segment}"
    return text


def upgrade(plan: dict[str, Any]) -> None:
    """Read the old fields of a plan (camelCase keys) in place: rewritten into
    today's form, renamed, left for the reader that reads them, or refused."""
    stack: list[tuple[Any, str, _Where]] = [(plan, "substrait.Plan", None)]
    subqueries = plan.get("subqueries")  # the project's plan files name subqueries here
    if isinstance(subqueries, dict):
        stack.extend(
            (rel, "substrait.Rel", ((None, "subqueries"), name)) for name, rel in subqueries.items()
        )
    pop, push = stack.pop, stack.append
    shapes: dict[str, _Shape] = {}
    while stack:
        node, message, where = pop()
        if type(node) is list:
            for i, item in enumerate(node):
                if type(item) is dict or type(item) is list:
                    push((item, message, (where, f"[{i}]")))
            continue
        shape = shapes.get(message)
        if shape is None:
            shape = shapes[message] = _shape(message)
        if shape.old:
            for key in [key for key in node if key in shape.old]:
                _read_old(node, key, shape.old[key], _path((where, key)))
        children, enums = shape.children, shape.enums
        for key, value in node.items():
            kind = type(value)
            if kind is dict or kind is list:
                child = children.get(key)
                if child is not None:
                    push((value, child, (where, key)))
            elif enums and kind is str and key in enums:
                enum, names = enums[key]
                if value not in names:
                    _old_enum_value(node, key, enum, _path((where, key)))


def _old_enum_value(node: dict[str, Any], key: str, enum: str, path: str) -> None:
    entry = old_fields().enum_values.get((enum, node[key]))
    if entry is None or entry["now"] == "read":
        return  # not an old value (the schema reports it), or read by a rule
    if entry["now"] == "rename":
        node[key] = entry["to"]
        return
    raise PlanError.at(path, _enum_refusal(entry))


def _enum_refusal(entry: dict[str, Any]) -> str:
    return (
        f"{entry['name']} (value {entry['number']} of {entry['enum']}) was removed in "
        f"Substrait {entry['removedIn']}: {entry['meaning']}"
    )


def _read_old(node: dict[str, Any], key: str, old: OldField, path: str) -> None:
    if old.now == "rename":
        if old.to in node:
            raise PlanError.at(path, f"{old.describe()} and renamed `{old.to}`: both are given")
        node[old.to] = node.pop(key)
        return
    if old.now == "read":
        rewrite = _REWRITES.get((old.message, old.name))
        if rewrite is not None:
            rewrite(node, key, old, path)
        return  # else: read under its old name (see MEANINGS)
    raise PlanError.at(path, f"{old.describe()} ({old.meaning}); this reader cannot read it")


def _replace(node: dict[str, Any], key: str, new: str, value: Any, path: str) -> None:
    if new in node:
        raise PlanError.at(path, f"both `{key}` (an old field) and `{new}` are given")
    del node[key]
    node[new] = value


def _precision_literal(new: str) -> _Rewrite:
    def rewrite(node: dict[str, Any], key: str, old: OldField, path: str) -> None:
        _replace(node, key, new, {"precision": 6, "value": node[key]}, path)

    return rewrite


def _precision_type(new: str) -> _Rewrite:
    def rewrite(node: dict[str, Any], key: str, old: OldField, path: str) -> None:
        body = node[key]
        if not isinstance(body, dict):
            raise PlanError.at(path, f"{old.describe()}: expected an object")
        _replace(node, key, new, {**body, "precision": 6}, path)

    return rewrite


def _user_defined_reference(node: dict[str, Any], key: str, old: OldField, path: str) -> None:
    _replace(node, key, "userDefined", {"typeReference": node[key]}, path)


def _args(node: dict[str, Any], key: str, old: OldField, path: str) -> None:
    args = node.pop(key)
    if not isinstance(args, list):
        raise PlanError.at(path, f"{old.describe()}: expected a list")
    if "arguments" in node:
        if not isinstance(node["arguments"], list) or len(node["arguments"]) != len(args):
            raise PlanError.at(
                path, "`args` (an old field) and `arguments` are both given and do not agree"
            )
        return  # the same arguments written both ways (producers of 0.30 to 0.92)
    arguments = []
    for i, arg in enumerate(args):
        if isinstance(arg, dict) and set(arg) == {"enum"}:
            enum = arg["enum"]
            if not isinstance(enum, dict) or "specified" not in enum:
                raise PlanError.at(
                    f"{path}[{i}].enum",
                    "an unspecified enum argument (removed in Substrait 0.93) has no reading: "
                    "the function's enum options have no default",
                )
            arguments.append({"enum": enum["specified"]})
        else:
            arguments.append({"value": arg})
    node["arguments"] = arguments


_REWRITES: dict[tuple[str, str], _Rewrite] = {
    (_LITERAL, "timestamp"): _precision_literal("precisionTimestamp"),
    (_LITERAL, "timestamp_tz"): _precision_literal("precisionTimestampTz"),
    (_LITERAL, "time"): _precision_literal("precisionTime"),
    (_TYPE, "timestamp"): _precision_type("precisionTimestamp"),
    (_TYPE, "timestamp_tz"): _precision_type("precisionTimestampTz"),
    (_TYPE, "time"): _precision_type("precisionTime"),
    (_TYPE, "user_defined_type_reference"): _user_defined_reference,
    ("substrait.Expression.ScalarFunction", "args"): _args,
    ("substrait.Expression.WindowFunction", "args"): _args,
    ("substrait.AggregateFunction", "args"): _args,
}
