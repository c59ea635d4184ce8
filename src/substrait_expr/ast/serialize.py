"""AST → plain data (JSON) and an indented outline for people."""

from __future__ import annotations

import dataclasses
import enum
from decimal import Decimal
from typing import Any

from substrait_expr.ast import nodes as n
from substrait_expr.ast.printer import type_text
from substrait_expr.deep import run_deep, tree_depth


def to_data(node: Any) -> Any:
    """A JSON-ready form of an AST node: ``{"node": "Call", ..., "span": {...}}``."""
    return run_deep(lambda: _data(node), tree_depth(node))


def _data(node: Any) -> Any:
    if isinstance(node, n.TypeName):
        return type_text(node)
    if isinstance(node, n.Node):
        data: dict[str, Any] = {"node": type(node).__name__}
        for f in dataclasses.fields(node):
            if f.name == "span":
                continue
            data[f.name] = _data(getattr(node, f.name))
        if node.span is not None:
            s = node.span
            data["span"] = {
                "line": s.line, "column": s.column, "end_line": s.end_line,
                "end_column": s.end_column,
            }  # fmt: skip
        return data
    if isinstance(node, tuple):
        return [_data(item) for item in node]
    if isinstance(node, enum.Enum):
        return node.name
    if isinstance(node, Decimal):
        return str(node)
    return node


def outline(node: Any, indent: str = "") -> str:
    """An indented, one-node-per-line view of the tree."""
    lines: list[str] = []
    run_deep(lambda: _outline(node, indent, lines), tree_depth(node))
    return "\n".join(lines)


_EMPTY = (None, (), False)


def _outline(node: Any, indent: str, lines: list[str]) -> None:
    if not isinstance(node, n.Node) or isinstance(node, n.TypeName):
        lines.append(f"{indent}{_scalar(node)}")
        return
    scalars: list[str] = []
    children: list[tuple[str, Any]] = []
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        value = getattr(node, f.name)
        if any(value is e or value == e for e in _EMPTY) and f.name not in ("value", "args"):
            continue
        is_tree = isinstance(value, n.Node) and not isinstance(value, n.TypeName)
        if is_tree or (isinstance(value, tuple) and any(isinstance(v, n.Node) for v in value)):
            children.append((f.name, value))
        else:
            scalars.append(f"{f.name}={_scalar(value)}")
    lines.append(f"{indent}{type_name(node)} {' '.join(scalars)}".rstrip())
    for name, value in children:
        lines.append(f"{indent}  {name}:")
        for item in value if isinstance(value, tuple) else (value,):
            _outline(item, indent + "    ", lines)


def type_name(node: n.Node) -> str:
    return type(node).__name__


def _scalar(value: Any) -> str:
    if isinstance(value, n.TypeName):
        return type_text(value)
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, tuple):
        return "[" + ", ".join(_scalar(v) for v in value) + "]"
    return str(value)
