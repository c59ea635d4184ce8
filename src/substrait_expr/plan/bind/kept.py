"""Relations kept as written (``model.Opaque``): topN, the physical and
lateral joins, the window relation, exchange, expand, DDL and update. Their
inputs are bound, their expressions typed and their output derived as the
spec says; whether an engine runs them is the engine's to say."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from substrait_expr.plan import model as m
from substrait_expr.plan.bind.failure import Failed
from substrait_expr.plan.bind.outputs import join_output, unnamed
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.schema import Schema

if TYPE_CHECKING:
    from substrait_expr.plan.bind.binder import Binder

__all__ = ["Kept", "kept_join_output"]


class Kept:
    """What one relation kept as written (``m.Opaque``) binds to. Problems
    are recorded and binding goes on with the relation's other parts; an
    input that fails ends it (nothing above it has a schema)."""

    def __init__(self, binder: Binder, kind: str, body: Mapping[str, Any], path: str) -> None:
        self.binder = binder
        self.kind = kind
        self.body = body
        self.path = path
        self.inputs: list[tuple[str, m.Rel]] = []
        self.parts: list[tuple[str, ir.TypedExpr | m.SortKey, Schema]] = []
        self.integers: list[tuple[str, int]] = []
        self.failed = False

    def at(self, key: str) -> str:
        return f"{self.path}.{key}"

    def problem(self, key: str, message: str) -> None:
        self.binder._problem(self.at(key), message)
        self.failed = True

    def input(self, key: str, outer: Schema | None = None) -> m.Rel:
        """The input relation at ``key``; ``outer`` is the record its outer
        references read (a lateral join's right side reads the left row)."""
        if outer is not None:
            self.binder._outer.append(outer)
        try:
            rel = self.binder.rel(self.body.get(key), self.at(key))
        finally:
            if outer is not None:
                self.binder._outer.pop()
        self.inputs.append((key, rel))
        return rel

    def pair(self, *, lateral: bool = False) -> tuple[m.Rel, m.Rel]:
        try:
            left = self.input("left")
        except Failed:
            if not lateral:  # bind the right side too, so its problems are reported
                with contextlib.suppress(Failed):
                    self.input("right")
            raise
        return left, self.input("right", left.schema if lateral else None)

    def join_type(self) -> str:
        value = self.body.get("type", "JOIN_TYPE_UNSPECIFIED")
        known = [j.value for j in m.JoinType]
        if value not in known:
            self.problem("type", f"join type {value!r}: one of {', '.join(known)}")
            raise Failed
        return str(value)

    def expression(
        self, key: str, value: Any, schema: Schema, *, boolean: bool = False
    ) -> ir.TypedExpr | None:
        bind = self.binder.boolean if boolean else self.binder.expression
        try:
            typed = bind(value, schema, self.at(key))
        except Failed:
            self.failed = True
            return None
        self.parts.append((key, typed, schema))
        return typed

    def sort_key(self, key: str, value: Any, schema: Schema) -> None:
        try:
            sort = self.binder._sort_key(value, schema, self.at(key))
        except Failed:
            self.failed = True
            return
        self.parts.append((key, sort, schema))

    def integer(self, key: str) -> None:
        try:
            value = self.binder.constant_int(self.body[key], self.at(key))
        except Failed:
            self.failed = True
            return
        self.integers.append((key, value))

    def field_reference(self, key: str, value: Any, schema: Schema) -> None:
        """Check a field reference (a join key); the writer keeps its JSON."""
        if not isinstance(value, Mapping):
            self.problem(key, "a field reference is an object (`directReference`)")
            return
        if self.expression(key, {"selection": dict(value)}, schema) is not None:
            self.parts.pop()

    def window_function(self, key: str, value: Any, schema: Schema) -> ir.TypedExpr | None:
        """A WindowRelFunction (or its text, ``rank() OVER ()``): typed as a
        window function expression without partitions or order, which the
        relation gives. The writer writes it back as a WindowRelFunction."""
        if isinstance(value, Mapping):
            value = {"windowFunction": dict(value)}
        elif not isinstance(value, str):
            self.problem(key, "a window function is an object or text such as `rank() OVER ()`")
            return None
        typed = self.expression(key, value, schema)
        if typed is None:
            return None
        call = unnamed(typed)
        if not isinstance(call, ir.WindowCall) or call.partition_by or call.order_by:
            self.parts.pop()
            self.problem(
                key,
                "must be a window function over the relation's window (`OVER ()`): the "
                "relation gives the partitions and the order",
            )
            return None
        return typed

    def build(self, direct: Schema, table_schema: Schema | None = None) -> m.Opaque:
        if self.failed:
            raise Failed
        return m.Opaque(
            self.path,
            direct,
            kind=self.kind,
            body=self.body,
            inputs=tuple(rel for _, rel in self.inputs),
            input_keys=tuple(key for key, _ in self.inputs),
            expressions=tuple(part for _, part, _ in self.parts),
            expression_keys=tuple(key for key, _, _ in self.parts),
            scopes=tuple(schema for _, _, schema in self.parts),
            table_schema=table_schema,
            integers=tuple(self.integers),
            derived_names=tuple(direct.names),
        )


def kept_join_output(type_name: str, left: Schema, right: Schema) -> Schema:
    """The output of a physical or lateral join (its type already checked)."""
    return join_output(m.JoinType(type_name), left, right)
