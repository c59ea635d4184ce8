"""Relations kept as written (``model.Opaque``): topN, the physical and
lateral joins, the window relation, exchange, expand, DDL and update. Their
inputs are bound, their expressions typed and their output derived as the
spec says; whether an engine runs them is the engine's to say."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from substrait_expr.plan import model as m
from substrait_expr.plan.bind.failure import Failed
from substrait_expr.plan.bind.outputs import join_output, output_name, unnamed
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.schema import Field, Schema

if TYPE_CHECKING:
    from substrait_expr.plan.bind.surface import RelationBinder

__all__ = [
    "Kept",
    "bind_ddl",
    "bind_exchange",
    "bind_expand",
    "bind_hash_join",
    "bind_lateral_join",
    "bind_merge_join",
    "bind_nested_loop_join",
    "bind_top_n",
    "bind_update",
    "bind_window",
]


class Kept:
    """What one relation kept as written (``m.Opaque``) binds to. Problems
    are recorded and binding goes on with the relation's other parts; an
    input that fails ends it (nothing above it has a schema)."""

    def __init__(
        self, binder: RelationBinder, kind: str, body: Mapping[str, Any], path: str
    ) -> None:
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
        self.binder.problem(self.at(key), message)
        self.failed = True

    def input(self, key: str, outer: Schema | None = None) -> m.Rel:
        """The input relation at ``key``; ``outer`` is the record its outer
        references read (a lateral join's right side reads the left row)."""
        with self.binder.outer(outer) if outer is not None else contextlib.nullcontext():
            rel = self.binder.rel(self.body.get(key), self.at(key))
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

    def join_type(self) -> m.JoinType:
        value = self.body.get("type", "JOIN_TYPE_UNSPECIFIED")
        known = [j.value for j in m.JoinType]
        if value not in known:
            self.problem("type", f"join type {value!r}: one of {', '.join(known)}")
            raise Failed
        return m.JoinType(value)

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
            sort = self.binder.sort_key(value, schema, self.at(key))
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

    def joined(
        self, join_type: m.JoinType, left: m.Rel, right: m.Rel, conditions: Sequence[str]
    ) -> m.Opaque:
        """A join built: its ``conditions`` that are written, each a boolean
        over both sides' fields, and the output of its type."""
        both = Schema(left.schema.fields + right.schema.fields)
        for key in conditions:
            if key in self.body:
                self.expression(key, self.body[key], both, boolean=True)
        return self.build(join_output(join_type, left.schema, right.schema))

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


# Each binds one relation kind; ``binder.py`` calls them as its ``_rel_<kind>``.


def bind_top_n(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "topN", body, path)
    source = kept.input("input")
    sorts = body.get("sorts")
    if not isinstance(sorts, list) or not sorts:
        kept.problem("sorts", "a topN needs at least one sort field")
    else:
        for i, value in enumerate(sorts):
            kept.sort_key(f"sorts[{i}]", value, source.schema)
    for key in ("offset", "count"):
        if key in body:
            kept.integer(key)
    return kept.build(source.schema)


def bind_exchange(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "exchange", body, path)
    source = kept.input("input")
    for key in ("singleTarget", "multiTarget"):
        target = body.get(key)
        if isinstance(target, Mapping) and "expression" in target:
            kept.expression(f"{key}.expression", target["expression"], source.schema)
    return kept.build(source.schema)


def bind_expand(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "expand", body, path)
    source = kept.input("input")
    items = body.get("fields")
    if not isinstance(items, list) or not items:
        kept.problem("fields", "an expand needs at least one field")
        items = []
    fields: list[Field] = []
    for i, item in enumerate(items):
        key = f"fields[{i}]"
        if not isinstance(item, Mapping) or (
            ("consistentField" in item) == ("switchingField" in item)
        ):
            kept.problem(key, "an expand field has one of consistentField, switchingField")
            continue
        if "consistentField" in item:
            value = item["consistentField"]
            typed = kept.expression(f"{key}.consistentField", value, source.schema)
            if typed is not None:
                fields.append(Field(output_name(typed), typed.type))
            continue
        switching = item["switchingField"]
        duplicates = switching.get("duplicates") if isinstance(switching, Mapping) else None
        if not isinstance(duplicates, list) or not duplicates:
            kept.problem(
                f"{key}.switchingField.duplicates",
                "a switching field needs at least one expression",
            )
            continue
        typed_all = [
            kept.expression(f"{key}.switchingField.duplicates[{j}]", value, source.schema)
            for j, value in enumerate(duplicates)
        ]
        bound = [typed for typed in typed_all if typed is not None]
        if len(bound) != len(typed_all):
            continue
        first = bound[0]
        for j, other in enumerate(bound[1:], start=1):
            if other.type.with_nullable(False) != first.type.with_nullable(False):
                kept.problem(
                    f"{key}.switchingField.duplicates[{j}]",
                    f"a {other.type} value where the first duplicate is {first.type}: "
                    "the duplicates of a switching field have one type",
                )
        nullable = any(typed.type.nullable for typed in bound)
        fields.append(Field(output_name(first), first.type.with_nullable(nullable)))
    return kept.build(Schema(tuple(fields)))


def bind_hash_join(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    return _keyed_join(binder, "hashJoin", body, path)


def bind_merge_join(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    return _keyed_join(binder, "mergeJoin", body, path)


def _keyed_join(binder: RelationBinder, kind: str, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, kind, body, path)
    left, right = kept.pair()
    join_type = kept.join_type()
    keys = body.get("keys")
    if not isinstance(keys, list) or not keys:
        kept.problem("keys", f"a {kind} needs at least one key")
        keys = []
    for i, key in enumerate(keys):
        at = f"keys[{i}]"
        if not isinstance(key, Mapping):
            kept.problem(at, "a join key is an object with `left`, `right` and `comparison`")
            continue
        kept.field_reference(f"{at}.left", key.get("left"), left.schema)
        kept.field_reference(f"{at}.right", key.get("right"), right.schema)
        comparison = key.get("comparison")
        if isinstance(comparison, Mapping) and "custom" in comparison:
            kept.problem(f"{at}.comparison.custom", "custom key comparisons are not read")
    return kept.joined(join_type, left, right, ("postJoinFilter", "residualExpression"))


def bind_nested_loop_join(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "nestedLoopJoin", body, path)
    left, right = kept.pair()
    join_type = kept.join_type()
    return kept.joined(join_type, left, right, ("expression",))  # none: every pair of rows


def bind_lateral_join(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "lateralJoin", body, path)
    left, right = kept.pair(lateral=True)
    join_type = kept.join_type()
    return kept.joined(join_type, left, right, ("expression", "postJoinFilter"))


def bind_window(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "window", body, path)
    source = kept.input("input")
    schema = source.schema
    for key in ("partitionExpressions", "sorts"):
        values = body.get(key) or []
        if not isinstance(values, list):
            kept.problem(key, "must be a list")
            continue
        for i, value in enumerate(values):
            if key == "sorts":
                kept.sort_key(f"{key}[{i}]", value, schema)
            else:
                kept.expression(f"{key}[{i}]", value, schema)
    functions = body.get("windowFunctions")
    if not isinstance(functions, list) or not functions:
        kept.problem("windowFunctions", "a window relation needs at least one window function")
        functions = []
    added: list[Field] = []
    for i, value in enumerate(functions):
        typed = kept.window_function(f"windowFunctions[{i}]", value, schema)
        if typed is not None:
            added.append(Field(output_name(typed), typed.type))
    return kept.build(Schema(schema.fields + tuple(added)))


def bind_ddl(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "ddl", body, path)
    if "viewDefinition" in body:
        kept.input("viewDefinition")
    table = binder.base_schema(body.get("tableSchema"), f"{path}.tableSchema")
    return kept.build(Schema(), table)


def bind_update(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    kept = Kept(binder, "update", body, path)
    named = binder.json_object(body.get("namedTable"), f"{path}.namedTable")
    if not named.get("names"):
        kept.problem("namedTable.names", "an update needs a table name")
    table = binder.base_schema(body.get("tableSchema"), f"{path}.tableSchema")
    if table is None:
        raise binder.fail(f"{path}.tableSchema", "an update needs the table's schema")
    if "condition" in body:
        kept.expression("condition", body["condition"], table, boolean=True)
    items = body.get("transformations") or []
    if not isinstance(items, list):
        kept.problem("transformations", "must be a list of transformations")
        items = []
    for i, item in enumerate(items):
        key = f"transformations[{i}]"
        if not isinstance(item, Mapping):
            kept.problem(key, "a transformation has `transformation` and `columnTarget`")
            continue
        target = item.get("columnTarget", 0)
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < len(table):
            kept.problem(
                f"{key}.columnTarget",
                f"{target!r} is not a column of the table ({len(table)} columns)",
            )
            continue
        typed = kept.expression(f"{key}.transformation", item.get("transformation"), table)
        column = table[target]
        if typed is not None and typed.type.with_nullable(False) != column.type.with_nullable(
            False
        ):
            kept.problem(f"{key}.transformation", f"a {typed.type} value for the column {column}")
    return kept.build(Schema(), table)
