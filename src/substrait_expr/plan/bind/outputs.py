"""The output schema of each relation, as the spec derives it from its
inputs and expressions: names, types and nullability."""

from __future__ import annotations

from collections.abc import Sequence

from substrait_expr.plan import model as m
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import Field, Schema

__all__ = [
    "aggregate_output",
    "join_output",
    "nullable_fields",
    "output_name",
    "rename",
    "set_output",
    "top_level_names",
    "unnamed",
]


def unnamed(typed: ir.TypedExpr) -> ir.TypedExpr:
    return typed.expr if isinstance(typed, ir.Named) else typed


def output_name(typed: ir.TypedExpr) -> str:
    """The name of a computed column: its AS name, a field's own name, or the
    function's name (an engine makes duplicates unique where it needs to)."""
    if isinstance(typed, ir.Named):
        return typed.name
    if isinstance(typed, ir.FieldRef) and typed.name:
        return typed.name
    if isinstance(typed, ir.ScalarCall | ir.AggregateCall | ir.WindowCall):
        return typed.impl.name
    return "expr"


def rename(direct: Schema, emit: tuple[int, ...] | None, names: Sequence[str]) -> Schema:
    """``direct`` with the fields the emit outputs renamed to ``names``."""
    fields = list(direct.fields)
    positions = list(emit) if emit is not None else list(range(len(fields)))
    for position, name in zip(positions, names, strict=True):
        fields[position] = Field(name, fields[position].type)
    return Schema(tuple(fields))


def nullable_fields(schema: Schema) -> tuple[Field, ...]:
    return tuple(Field(f.name, f.type.with_nullable(True)) for f in schema)


def join_output(join_type: m.JoinType, left: Schema, right: Schema) -> Schema:
    """A join's output as the spec gives it per type; mark joins append a
    nullable boolean ``mark`` to one side's fields."""
    j = m.JoinType
    mark = Field("mark", t.Boolean(nullable=True))
    if join_type is j.LEFT_MARK:
        return Schema((*left.fields, mark))
    if join_type is j.RIGHT_MARK:
        return Schema((*right.fields, mark))
    if join_type in (j.LEFT_SEMI, j.LEFT_ANTI):
        return left
    if join_type in (j.RIGHT_SEMI, j.RIGHT_ANTI):
        return right
    left_fields = (
        nullable_fields(left) if join_type in (j.RIGHT, j.OUTER, j.RIGHT_SINGLE) else left.fields
    )
    right_fields = (
        nullable_fields(right) if join_type in (j.LEFT, j.OUTER, j.LEFT_SINGLE) else right.fields
    )
    return Schema(left_fields + right_fields)


def set_output(op: m.SetOp, inputs: list[Schema]) -> Schema:
    """Output nullability as the spec's table gives it per operation."""
    primary, secondaries = inputs[0], inputs[1:]
    fields = []
    for i, field in enumerate(primary):
        mine = field.type.nullable
        theirs = [s[i].type.nullable for s in secondaries]
        if op in (m.SetOp.MINUS_PRIMARY, m.SetOp.MINUS_PRIMARY_ALL, m.SetOp.MINUS_MULTISET):
            nullable = mine
        elif op is m.SetOp.INTERSECTION_PRIMARY:
            nullable = mine and any(theirs)
        elif op in (m.SetOp.INTERSECTION_MULTISET, m.SetOp.INTERSECTION_MULTISET_ALL):
            nullable = mine and all(theirs)
        else:  # unions
            nullable = mine or any(theirs)
        fields.append(Field(field.name, field.type.with_nullable(nullable)))
    return Schema(tuple(fields))


def aggregate_output(
    keys: Sequence[ir.TypedExpr],
    sets: Sequence[tuple[int, ...]],
    measures: Sequence[ir.TypedExpr],
    grouping_set_column: bool = True,
) -> Schema:
    fields = []
    for index, key in enumerate(keys):
        in_every_set = all(index in s for s in sets)
        fields.append(
            Field(output_name(key), key.type.with_nullable(key.type.nullable or not in_every_set))
        )
    fields.extend(Field(output_name(measure), measure.type) for measure in measures)
    if len(sets) > 1 and grouping_set_column:
        fields.append(Field("grouping_set", t.I32(nullable=False)))
    return Schema(tuple(fields))


def top_level_names(names: Sequence[str], schema: Schema) -> tuple[str, ...] | None:
    """Root names list nested struct fields depth-first; keep the top-level ones."""
    result: list[str] = []
    position = 0
    for field in schema:
        if position >= len(names):
            return None
        result.append(names[position])
        position += 1 + _nested_name_count(field.type)
    return tuple(result) if position == len(names) else None


def _nested_name_count(value: t.Type) -> int:
    if isinstance(value, t.Struct):
        return sum(1 + _nested_name_count(f) for f in value.fields)
    return 0
