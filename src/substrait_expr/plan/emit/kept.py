"""Relations kept as written (``model.Opaque``) → their Substrait messages.

The node's ``body`` holds the fields of its kind that no consumer here reads
(a hash join's keys, an exchange's targets, a DDL's defaults ...), verbatim.
Those are parsed into the kind's message; the parts binding bound are then
written at their keys from the model: the input relations, the typed
expressions and sort fields, the window functions (as WindowRelFunctions),
the constant integers (topN's offset and count, as literals) and the table
schema. ``common`` and the advanced extension come from the node's ``Hints``,
as for every relation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from google.protobuf.message import Message
from substrait import algebra_pb2

from substrait_expr.plan import model as m
from substrait_expr.plan.emit.verbatim import cannot_write, parse_verbatim
from substrait_expr.typecheck import ir

if TYPE_CHECKING:
    # Only for annotations: the writer calls ``write_kept`` for these relations.
    from substrait_expr.plan.emit.relations import RelWriter

__all__ = ["write_kept"]

_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")
# What the writer sets on every relation, from the model.
_COMMON_KEYS = ("common", "advancedExtension")


def write_kept(writer: RelWriter, rel: m.Opaque, out: algebra_pb2.Rel) -> Any:
    """Fill ``out`` with ``rel``; returns the kind's message (for ``common``)."""
    field = out.DESCRIPTOR.fields_by_camelcase_name[rel.kind]
    body = getattr(out, field.name)
    keys = [*rel.input_keys, *rel.expression_keys, *(key for key, _ in rel.integers)]
    if rel.table_schema is not None:
        keys.append("tableSchema")
    parse_verbatim(_placeholders(rel.body, keys), body, rel.path)
    body.SetInParent()
    for key, child in zip(rel.input_keys, rel.inputs, strict=True):
        writer.rel(child, _at(body, key))
    for key, part in zip(rel.expression_keys, rel.expressions, strict=True):
        path = f"{rel.path}.{key}"
        if isinstance(part, m.SortKey):
            writer.sort_field(part, path, _at(body, key))
        elif key.startswith("windowFunctions["):
            _window_function(writer, part, path, _at(body, key))
        else:
            writer.expression(part, path, _at(body, key))
    for key, value in rel.integers:
        _at(body, key).literal.i64 = value
    if rel.table_schema is not None:
        writer.schema(rel.table_schema, f"{rel.path}.tableSchema", body.table_schema)
    return body


def _window_function(writer: RelWriter, typed: ir.TypedExpr, path: str, out: Message) -> None:
    """A window function over the relation's window: its encoding without
    partitions and order (the relation gives them)."""
    encoded = algebra_pb2.Expression()
    writer.expression(typed.expr if isinstance(typed, ir.Named) else typed, path, encoded)
    fields = out.DESCRIPTOR.fields_by_name
    for field, value in encoded.window_function.ListFields():
        if field.name in ("partitions", "sorts"):
            continue
        if field.name not in fields:
            raise cannot_write(path, f"a window relation's function has no {field.name}")
        if isinstance(value, Message):
            getattr(out, field.name).CopyFrom(value)
        elif field.is_repeated:
            getattr(out, field.name).extend(value)
        else:
            setattr(out, field.name, value)


def _parts(key: str) -> list[str | int]:
    return [name if name else int(index) for name, index in _PART.findall(key)]


def _placeholders(body: Mapping[str, Any], keys: Iterable[str]) -> dict[str, Any]:
    """``body`` without ``common`` and the advanced extension, and with an
    empty object at each key the model writes (copied along those keys only:
    the body is the model's)."""
    result = {k: v for k, v in body.items() if k not in _COMMON_KEYS}
    for key in keys:
        *head, last = _parts(key)
        node: Any = result
        for part in head:
            child = node[part]
            node[part] = dict(child) if isinstance(child, Mapping) else list(child)
            node = node[part]
        node[last] = {}
    return result


def _at(message: Message, key: str) -> Any:
    """The message at ``key`` (``keys[0].left``, JSON names) inside ``message``."""
    node: Any = message
    for part in _parts(key):
        if isinstance(part, int):
            node = node[part]
        else:
            node = getattr(node, node.DESCRIPTOR.fields_by_camelcase_name[part].name)
    return node
