"""What the writer's modules share: JSON the model keeps verbatim merged into
a message, and the error for a value Substrait cannot hold."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message

from substrait_expr.plan.errors import PlanError
from substrait_expr.substrait.depth import MAX_MESSAGE_DEPTH
from substrait_expr.substrait.json_form import parse_dict

__all__ = ["cannot_write", "parse_verbatim"]


def cannot_write(path: str, error: object) -> PlanError:
    return PlanError.at(path, f"cannot be written as Substrait: {error}")


def parse_verbatim(value: Mapping[str, Any], message: Message, path: str) -> None:
    """Merge JSON the model keeps verbatim into ``message``."""
    try:
        parse_dict(value, message, max_recursion_depth=MAX_MESSAGE_DEPTH)
    except json_format.ParseError as error:
        raise cannot_write(path, error) from None
