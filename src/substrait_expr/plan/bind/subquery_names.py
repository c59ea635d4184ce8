"""Subqueries named in expression text (``(TABLE best)``): finding them,
replacing them in a tree, and hints for a name the plan does not have."""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Callable
from typing import Any, TypeVar

from substrait_expr.ast import nodes as ast

__all__ = ["map_subqueries", "names_subquery", "subquery_hint"]

_N = TypeVar("_N", bound=ast.Node)


def names_subquery(tree: ast.Expr, text: str) -> bool:
    """Whether ``tree``, parsed from ``text``, holds a ``(TABLE name)``
    subquery (iteratively: the tree may be deep)."""
    if "table" not in text.lower():
        return False  # the keyword is not written: the common case, no walk
    stack: list[object] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Subquery) and isinstance(node.relation, str):
            return True
        if isinstance(node, tuple):
            stack.extend(node)
        elif isinstance(node, ast.Node) and not isinstance(node, ast.TypeName):
            stack.extend(getattr(node, f.name) for f in dataclasses.fields(node))
    return False


def map_subqueries(node: _N, fn: Callable[[ast.Subquery], ast.Subquery]) -> _N:
    """``node`` with ``fn`` applied to each named subquery, bottom-up."""
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        new = _map_value(value, fn)
        if new is not value:
            changes[f.name] = new
    result = dataclasses.replace(node, **changes) if changes else node
    if isinstance(result, ast.Subquery) and isinstance(result.relation, str):
        return fn(result)  # type: ignore[return-value]
    return result


def _map_value(value: Any, fn: Callable[[ast.Subquery], ast.Subquery]) -> Any:
    if isinstance(value, ast.Node) and not isinstance(value, ast.TypeName):
        return map_subqueries(value, fn)
    if isinstance(value, tuple):
        items = tuple(_map_value(v, fn) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    return value


def subquery_hint(name: str, names: list[str]) -> str:
    if not names:
        return 'the plan names no subqueries; add {"subqueries": {"NAME": {relation}}} to it'
    folded = [n for n in names if n.lower() == name.lower()]
    close = folded or difflib.get_close_matches(name, names, n=3)
    if close:
        return "did you mean " + " or ".join(close) + "?"
    return "the plan's subqueries: " + ", ".join(sorted(names))
