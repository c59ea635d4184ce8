"""The typed IR for people (an indented tree) and for tools (JSON-ready data).

Every line shows a node and its type; calls also show the bound function as
its signature key and extension URN, e.g.::

    ScalarCall add:i32_i32 <extension:io.substrait:functions_arithmetic> : i32
      FieldRef $0 f0 : i32
      Literal 5 : i32
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import math
import uuid
from decimal import Decimal
from typing import Any

from substrait_expr.deep import run_deep, tree_depth
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.extensions import FunctionImpl
from substrait_expr.typecheck.types import Type

_CALLS = (ir.ScalarCall, ir.AggregateCall, ir.WindowCall)


def format_tree(node: ir.TypedExpr) -> str:
    """The typed tree as indented text, one node per line."""
    lines: list[str] = []
    run_deep(lambda: _format(node, 0, lines), tree_depth(node))
    return "\n".join(lines)


def _format(node: ir.TypedExpr, depth: int, lines: list[str]) -> None:
    text = _label(node)
    if not isinstance(node, ir.EnumValue):
        text += f" : {node.type}"
    lines.append("  " * depth + text)
    for child in _children(node):
        _format(child, depth + 1, lines)


def _label(node: ir.TypedExpr) -> str:
    name = type(node).__name__
    if isinstance(node, ir.Literal):
        return f"{name} {_value_text(node.value)}"
    if isinstance(node, ir.EnumValue):
        return f"Enum {node.value}"
    if isinstance(node, ir.FieldRef):
        return f"{name} ${node.index}" + (f" {node.name}" if node.name is not None else "")
    if isinstance(node, ir.StructField):
        return f"{name} .{node.index}"
    if isinstance(node, ir.LambdaParam):
        return f"{name} {node.name} (lambda {node.depth}, parameter {node.index})"
    if isinstance(node, ir.LambdaExpr):
        return f"Lambda ({', '.join(node.params)})"
    if isinstance(node, ir.Cast):
        return f"{name} ({node.failure.name})"
    if isinstance(node, ir.Named):
        return f"{name} AS {node.name}"
    if isinstance(node, ir.SortField):
        nulls = f" NULLS {node.nulls.name}" if node.nulls is not None else ""
        return f"{name} {node.order.name}{nulls}"
    if isinstance(node, _CALLS):
        return _call_label(node)
    return name


def _call_label(node: ir.ScalarCall | ir.AggregateCall | ir.WindowCall) -> str:
    text = f"{type(node).__name__} {node.impl.signature_key} <{node.impl.urn}>"
    if node.options:
        text += " [" + ", ".join(f"{k}:{v}" for k, v in node.options) + "]"
    if isinstance(node, ir.AggregateCall) and node.distinct:
        text += " DISTINCT"
    if isinstance(node, ir.WindowCall):
        if node.window_name is not None:
            text += f" OVER {node.window_name}"
        if node.frame is not None:
            text += f" {_frame_text(node.frame)}"
    return text


def _frame_text(frame: ir.Frame) -> str:
    def bound(b: ir.FrameBound) -> str:
        return f"{b.offset} {b.kind.value}" if b.offset is not None else b.kind.value

    return f"{frame.unit.name} BETWEEN {bound(frame.start)} AND {bound(frame.end)}"


def _value_text(value: object) -> str:
    if isinstance(value, str | bytes):
        return repr(value)
    if value is None:
        return "null"
    return str(value)


def _children(node: ir.TypedExpr) -> list[ir.TypedExpr]:
    found: list[ir.TypedExpr] = []
    for f in dataclasses.fields(node):
        if f.name in ("type", "span"):
            continue
        _collect(getattr(node, f.name), found)
    return found


def _collect(value: object, found: list[ir.TypedExpr]) -> None:
    if isinstance(value, ir.TypedExpr):
        found.append(value)
    elif isinstance(value, tuple):
        for item in value:
            _collect(item, found)


# --------------------------------------------------------------------------- JSON


def to_data(node: ir.TypedExpr) -> dict[str, Any]:
    """A JSON-ready form: ``{"node": "ScalarCall", "type": "i32", ...}`` with
    bound functions as ``{"urn", "name", "signature_key"}``."""
    return run_deep(lambda: _node_data(node), tree_depth(node))


def _node_data(node: ir.TypedExpr) -> dict[str, Any]:
    data: dict[str, Any] = {"node": type(node).__name__}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        data[f.name] = _data(getattr(node, f.name))
    if node.span is not None:
        data["span"] = {"line": node.span.line, "column": node.span.column}
    return data


def _data(value: object) -> Any:
    if isinstance(value, ir.TypedExpr):
        return _node_data(value)
    if isinstance(value, FunctionImpl):
        return {"urn": value.urn, "name": value.name, "signature_key": value.signature_key}
    if isinstance(value, Type):
        return str(value)
    if isinstance(value, tuple):
        return [_data(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, ir.Frame | ir.FrameBound):
        return {f.name: _data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, bytes):
        return "0x" + value.hex()
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, Decimal | dt.timedelta | uuid.UUID):
        return str(value)
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # JSON has no inf or nan
    return value
