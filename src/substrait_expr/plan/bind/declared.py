"""Declared output types: never ignored.

A producer writes each function call's result type into its plan
(``outputType`` of scalar, aggregate and window functions). The binder
derives its own from the spec; where the two differ, the plan means
something the spec's derivation does not give, and following the spec
quietly would be a silently different answer. So, for every call:

- the same type, or types that differ only in nullability (at any depth):
  the call is read as derived. Nullability never changes a value; the
  derived nullability is kept (it is what the engine's null checks see);
- a producer rule of ``plan/interop.py`` that adopts the producer's meaning
  (``avg-fp64-mean``): the call is read as the producer's engine computes
  it, and the rule is recorded at the call's JSON path;
- anything else: the plan is refused at the call's JSON path, naming the
  call, the declared type and the derived one.

The type checker calls ``DeclaredTypes.hook`` on every call it types
(``check(..., declared=...)``); ``from_proto`` says which AST node stands
for which function message and what that message declares.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

from substrait_expr.ast import nodes as ast
from substrait_expr.plan.interop import Quirks
from substrait_expr.substrait.from_proto import Declared
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

__all__ = ["DeclaredTypeError", "DeclaredTypes", "stripped"]

_INTEGERS = (t.I8, t.I16, t.I32, t.I64)
_AVG_FP64_PRODUCERS = ("duckdb", "datafusion")


class DeclaredTypeError(Exception):
    """A call whose declared type the plan cannot be read with."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def stripped(type_: t.Type) -> t.Type:
    """``type_`` with every nullability (nested ones too) set to required."""
    if isinstance(type_, t.Struct):
        return dataclasses.replace(
            type_, fields=tuple(stripped(f) for f in type_.fields), nullable=False
        )
    if isinstance(type_, t.Func):
        return type_.with_nullable(False)  # a lambda's type is never a value's
    changes: dict[str, Any] = {
        name: stripped(getattr(type_, name))
        for name in type_.TYPE_PARAMS
        if isinstance(getattr(type_, name), t.Type)
    }
    changes["nullable"] = False
    return dataclasses.replace(type_, **changes)


def same_but_nullability(declared: t.Type, derived: t.Type) -> bool:
    return stripped(declared) == stripped(derived)


def _call_text(typed: ir.TypedExpr) -> str:
    impl = getattr(typed, "impl", None)
    args = getattr(typed, "args", ())
    name = impl.name if impl is not None else "the call"
    shown = ", ".join(str(a.type) for a in args if not isinstance(a, ir.EnumValue))
    return f"{name}({shown})"


class DeclaredTypes:
    """One expression's calls (from ``from_proto``) and the JSON path of the
    message they were read from; ``hook`` is handed to the type checker."""

    def __init__(self, entries: list[Declared], root: Any, path: str, quirks: Quirks) -> None:
        self._by_id = {id(entry.node): entry for entry in entries}
        self._root = root  # the protobuf message the expression was read from
        self._path = path  # its JSON path in the plan
        self._quirks = quirks
        self._seen: set[str] = set()

    def hook(
        self,
        node: ast.Call,
        typed: ir.TypedExpr,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr:
        entry = self._by_id.get(id(node))
        if entry is None or entry.node is not node:
            return typed  # a call the checker made, or one written as text
        if t.contains_error(typed.type):
            return typed  # already reported
        adopted = self._avg_fp64_mean(entry, node, typed, visit)
        if adopted is not None:
            return adopted
        declared = entry.type
        if declared is None or same_but_nullability(declared, typed.type):
            return typed
        raise DeclaredTypeError(
            self.path_of(entry),
            f"{_call_text(typed)} is declared {declared}, but the spec's derivation gives "
            f"{typed.type}; no rule of this producer ({self._quirks.producer}) says how to "
            "compute it as declared, so the plan is refused rather than read with either type",
        )

    # ------------------------------------------------------------------ rules

    def _avg_fp64_mean(
        self,
        entry: Declared,
        node: ast.Call,
        typed: ir.TypedExpr,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr | None:
        """``avg`` over integers (DuckDB: or decimals) that the producer means
        as the fp64 mean: declared ``fp64`` (DuckDB, DataFusion), or not
        declared at all (DataFusion, whose ``avg`` of integers is always
        Float64)."""
        producer = self._quirks.producer.name
        if producer not in _AVG_FP64_PRODUCERS:
            return None
        if not isinstance(typed, ir.AggregateCall | ir.WindowCall) or typed.impl.name != "avg":
            return None
        values = [a for a in typed.args if not isinstance(a, ir.EnumValue)]
        if len(values) != 1:
            return None
        argument = values[0].type
        kinds: tuple[type[t.Type], ...] = (
            (*_INTEGERS, t.Decimal) if producer == "duckdb" else _INTEGERS
        )
        if not isinstance(argument, kinds):
            return None
        declared = entry.type
        if declared is None:
            if producer != "datafusion":
                return None
        elif not isinstance(declared, t.FP64):
            return None
        position = next(i for i, a in enumerate(node.args) if not isinstance(a, ast.EnumLiteral))
        cast = ast.Cast(
            node.args[position],
            ast.TypeName("fp64", nullable=argument.nullable),
            ast.CastSyntax.CAST,
        )
        args = (*node.args[:position], cast, *node.args[position + 1 :])
        adopted = visit(dataclasses.replace(node, args=args))
        if t.contains_error(adopted.type):
            return None
        path = self.path_of(entry)
        if path not in self._seen:  # a plan bound twice records each use once
            self._seen.add(path)
            said = f"declared {declared}" if declared is not None else "no declared type"
            self._quirks.record(
                "avg-fp64-mean",
                path,
                f"avg({argument}) with {said}: read as {self._quirks.producer.name}'s fp64 "
                f"mean, avg(cast(x AS fp64)) -> {adopted.type}",
            )
        return adopted

    # ------------------------------------------------------------------ paths

    def path_of(self, entry: Declared) -> str:
        """The JSON path of ``entry``'s function message (found by identity)."""
        for path, message in _messages(self._root, self._path):
            if message is entry.message:
                return path
        return self._path


def _messages(message: Any, path: str) -> Iterator[tuple[str, Any]]:
    """Every sub-message of ``message`` with its JSON path, parents first."""
    stack = [(path, message)]
    while stack:
        here, current = stack.pop()
        yield here, current
        children: list[tuple[str, Any]] = []
        for descriptor, value in current.ListFields():
            if descriptor.message_type is None:
                continue
            name = f"{here}.{descriptor.json_name}"
            if descriptor.is_repeated:
                if descriptor.message_type.GetOptions().map_entry:
                    continue
                children.extend((f"{name}[{i}]", v) for i, v in enumerate(value))
            else:
                children.append((name, value))
        stack.extend(reversed(children))
