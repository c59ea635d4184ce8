"""Binary plans → JSON-like dicts without losing fields this reader's
Substrait no longer declares.

A binary plan from an older producer can carry fields that the Substrait
protobuf this project uses has since removed (DataFusion 55 still writes each
grouping's own ``grouping_expressions``). Parsing keeps them as unknown
fields and ``MessageToDict`` silently drops them: a grouping read without its
keys is a different query. So every unknown field is either put back under
its old JSON name, where the compatibility rules (``plan/interop.py``) read
it as they read it in JSON plans, or refused with its path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import DecodeError, Message
from google.protobuf.unknown_fields import UnknownFieldSet

from substrait_expr.plan.errors import PlanError
from substrait_expr.substrait.json_form import message_to_dict

__all__ = ["plan_to_dict"]


def _messages(of: Callable[[], Message]) -> Callable[[list[Any]], list[Any]]:
    """Decodes repeated length-delimited entries as messages, then as dicts."""

    def decode(entries: list[Any]) -> list[Any]:
        out = []
        for entry in entries:
            message = of()
            message.ParseFromString(entry.data)
            out.append(plan_to_dict(message))
        return out

    return decode


def _old_fields() -> dict[tuple[str, int], tuple[str, Callable[[list[Any]], Any]]]:
    """(message, field number) → (old JSON name, decoder of its entries)."""
    from substrait import algebra_pb2

    def integer(entries: list[Any]) -> int:
        value = int(entries[-1].data)
        return value - 2**64 if value >= 2**63 else value

    return {
        ("substrait.AggregateRel.Grouping", 1): (
            "groupingExpressions",
            _messages(algebra_pb2.Expression),
        ),
        ("substrait.ReadRel.VirtualTable", 1): (
            "values",
            _messages(algebra_pb2.Expression.Literal.Struct),
        ),
        ("substrait.Expression.Literal.IntervalDayToSecond", 3): ("microseconds", integer),
        # Extension URIs, before URNs (ibis-substrait and other older producers);
        # the loader upgrades them as it does in JSON plans.
        ("substrait.Plan", 1): ("extensionUris", _extension_uris),
        ("substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction", 1): (
            "extensionUriReference",
            integer,
        ),
        ("substrait.extensions.SimpleExtensionDeclaration.ExtensionType", 1): (
            "extensionUriReference",
            integer,
        ),
        ("substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation", 1): (
            "extensionUriReference",
            integer,
        ),
    }


def _extension_uris(entries: list[Any]) -> list[dict[str, Any]]:
    """The removed ``SimpleExtensionURI`` messages (anchor = 1, uri = 2), read
    field by field: the protobuf package no longer has their class."""
    from google.protobuf import empty_pb2

    out = []
    for entry in entries:
        holder = empty_pb2.Empty()
        holder.ParseFromString(entry.data)
        item: dict[str, Any] = {}
        for field in UnknownFieldSet(holder):
            if field.field_number == 1:
                item["extensionUriAnchor"] = int(field.data)
            elif field.field_number == 2:
                item["uri"] = bytes(field.data).decode("utf-8")
        out.append(item)
    return out


def plan_to_dict(message: Message, path: str = "") -> dict[str, Any]:
    """``message`` as ``MessageToDict`` gives it (camelCase keys), with the
    removed fields above under their old names; PlanError for any other
    field this reader does not know."""
    data: dict[str, Any] = message_to_dict(message)
    _restore(message, data, path)
    return data


def _restore(message: Message, data: dict[str, Any], path: str) -> None:
    unknown = list(UnknownFieldSet(message))
    if unknown:
        _put_back(message, data, unknown, path)
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


def _put_back(message: Message, data: dict[str, Any], unknown: list[Any], path: str) -> None:
    name = message.DESCRIPTOR.full_name
    old = _old_fields()
    by_number: dict[int, list[Any]] = {}
    for entry in unknown:
        by_number.setdefault(entry.field_number, []).append(entry)
    for number, entries in by_number.items():
        known = old.get((name, number))
        where = path or "plan"
        if known is None:
            raise PlanError.at(
                where,
                f"field number {number} of {name} is not in the Substrait version this reader "
                "uses (it may have been removed or be newer); the plan cannot be read safely "
                "without it",
            )
        key, decode = known
        try:
            data[key] = decode(entries)
        except (DecodeError, ValueError, TypeError) as error:
            raise PlanError.at(f"{where}.{key}", f"cannot decode the old field: {error}") from None
