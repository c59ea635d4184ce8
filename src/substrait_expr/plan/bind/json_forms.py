"""JSON shapes the binder reads besides relations and expressions: a
relation's alias hint, a schema written as names only or as a NamedStruct,
delimited-text options."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from substrait_expr.plan import model as m
from substrait_expr.substrait.depth import MAX_MESSAGE_DEPTH
from substrait_expr.substrait.json_form import parse_dict
from substrait_expr.typecheck.schema import Schema

__all__ = ["delimited_text", "hint_alias", "named_struct", "names_without_types"]


def hint_alias(rel: Any) -> str | None:
    """A relation's ``common.hint.alias`` when it is a plain name."""
    if not isinstance(rel, Mapping) or len(rel) != 1:
        return None
    body = next(iter(rel.values()))
    alias = (((body or {}).get("common") or {}).get("hint") or {}).get("alias")
    if isinstance(alias, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", alias):
        return alias
    return None


def names_without_types(value: Any) -> list[str] | None:
    """The names of a NamedStruct written without types (DataFusion), else None."""
    if not isinstance(value, Mapping) or not value.get("names"):
        return None
    struct = value.get("struct")
    if not isinstance(struct, Mapping | None) or not isinstance(value["names"], list):
        return None  # not names only: read as a NamedStruct, which reports what is wrong
    if ((struct or {}).get("types")) or not all(isinstance(n, str) for n in value["names"]):
        return None
    return list(value["names"])


def named_struct(value: Mapping[str, Any], user_types: Mapping[int, str] | None = None) -> Schema:
    """A NamedStruct in JSON form; ``user_types`` maps the plan's declared
    user-defined type anchors to their names."""
    from google.protobuf import json_format
    from substrait import type_pb2

    message = type_pb2.NamedStruct()
    try:
        parse_dict(value, message, max_recursion_depth=MAX_MESSAGE_DEPTH)
    except json_format.ParseError as error:
        raise ValueError(f"not a NamedStruct: {error}") from None
    return Schema.from_named_struct(message, user_types)


def delimited_text(text: Mapping[str, Any]) -> m.DelimitedText:
    def string(key: str, default: str) -> str:
        value = text.get(key, default)
        if not isinstance(value, str):
            raise TypeError(f"{key} must be a string, not {value!r}")
        return value

    def integer(key: str) -> int:
        value = text.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise TypeError(f"{key} must be an integer, not {value!r}")
        return int(value)

    def written(key: str) -> str | None:
        return None if text.get(key) is None else string(key, "")

    return m.DelimitedText(
        field_delimiter=string("fieldDelimiter", ","),
        max_line_size=integer("maxLineSize"),
        quote=written("quote"),
        header_lines_to_skip=integer("headerLinesToSkip"),
        escape=written("escape"),
        value_treated_as_null=written("valueTreatedAsNull"),
    )
