"""Typed IR → Substrait protobuf (``algebra_pb2``).

One ``singledispatch`` function per IR node. Functions are referenced
through the ``ExtensionCollector``, which numbers them as they are met.
Whatever has no faithful protobuf form raises ``ProtoError`` with the
node's span; nothing is dropped silently.

Encoding choices:

* Lists and structs whose members are all constants become literals
  (``Literal.list`` / ``Literal.struct``, or ``empty_list``); the members of
  a list literal are encoded with the list's element type, so its
  nullability survives (``[1, 2]::list<i32?>``). Other lists and structs are
  ``Nested`` expressions, which carry no element type: one whose declared
  type differs from what its members give cannot be encoded.
* References into structs, lists (constant index) and maps (constant key)
  are reference segments on the input record, on a lambda's parameters, or
  on an expression.
* Temporal literals: dates as days since 1970-01-01, times and timestamps as
  units of their precision since midnight / the epoch (UTC for ``_tz``).
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Context
from decimal import Decimal as PyDecimal
from functools import singledispatch
from typing import Any, TypeAlias

from google.protobuf import any_pb2, wrappers_pb2
from substrait import algebra_pb2

from substrait_expr.ast.nodes import (
    BoundKind,
    FailureBehavior,
    FrameUnit,
    NullsOrder,
    SortOrder,
    Span,
)
from substrait_expr.deep import deep_on, tree_depth
from substrait_expr.substrait.anchors import ExtensionCollector
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.substrait.types import REQUIRED, fill_proto_type, to_proto_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.extensions import FunctionImpl

__all__ = ["to_proto", "to_proto_measure", "to_proto_sort", "to_proto_window"]

Expression: TypeAlias = algebra_pb2.Expression
ProtoLiteral: TypeAlias = algebra_pb2.Expression.Literal
Segment: TypeAlias = algebra_pb2.Expression.ReferenceSegment

EPOCH_DATE = dt.date(1970, 1, 1)
EPOCH = dt.datetime(1970, 1, 1)
EPOCH_UTC = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
MICROS = 10**6
DAY_MICROS = 86_400 * MICROS
_WIDE = Context(prec=100)

FAILURE_BEHAVIORS: dict[FailureBehavior, Any] = {
    FailureBehavior.UNSPECIFIED: Expression.Cast.FAILURE_BEHAVIOR_UNSPECIFIED,
    FailureBehavior.RETURN_NULL: Expression.Cast.FAILURE_BEHAVIOR_RETURN_NULL,
    FailureBehavior.THROW_EXCEPTION: Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION,
}
SORT_DIRECTIONS: dict[tuple[SortOrder, NullsOrder], Any] = {
    (SortOrder.ASC, NullsOrder.FIRST): algebra_pb2.SortField.SORT_DIRECTION_ASC_NULLS_FIRST,
    (SortOrder.ASC, NullsOrder.LAST): algebra_pb2.SortField.SORT_DIRECTION_ASC_NULLS_LAST,
    (SortOrder.DESC, NullsOrder.FIRST): algebra_pb2.SortField.SORT_DIRECTION_DESC_NULLS_FIRST,
    (SortOrder.DESC, NullsOrder.LAST): algebra_pb2.SortField.SORT_DIRECTION_DESC_NULLS_LAST,
}
# SQL defaults for an unwritten NULLS: LAST when ascending, FIRST when descending.
DEFAULT_NULLS = {SortOrder.ASC: NullsOrder.LAST, SortOrder.DESC: NullsOrder.FIRST}
BOUNDS_TYPES = {
    FrameUnit.ROWS: Expression.WindowFunction.BOUNDS_TYPE_ROWS,
    FrameUnit.RANGE: Expression.WindowFunction.BOUNDS_TYPE_RANGE,
}


# --------------------------------------------------------------------------- entry points


@deep_on(tree_depth)
def to_proto(typed: ir.TypedExpr, collector: ExtensionCollector) -> algebra_pb2.Expression:
    """The protobuf expression for ``typed``; ``Named`` is unwrapped (output
    names travel separately). Aggregate calls are measures, not expressions:
    use ``to_proto_measure``."""
    return _expr(typed, collector)


@deep_on(tree_depth)
def to_proto_measure(
    call: ir.AggregateCall, collector: ExtensionCollector
) -> algebra_pb2.AggregateRel.Measure:
    """An aggregate call as an aggregate relation's measure (its FILTER is the measure's)."""
    if not isinstance(call, ir.AggregateCall):
        raise ProtoError(
            f"a measure must be an aggregate function call, not {_describe(call)}", call.span
        )
    measure = algebra_pb2.AggregateRel.Measure()
    function = measure.measure
    function.function_reference = _anchor(call.impl, collector)
    _fill_arguments(call.args, function.arguments, collector)
    function.options.extend(_options(call.options))
    fill_proto_type(call.type, function.output_type, collector, call.span)
    function.phase = algebra_pb2.AGGREGATION_PHASE_INITIAL_TO_RESULT
    for sort in call.order_by:
        _fill_sort(sort, function.sorts.add(), collector)
    function.invocation = (
        algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT
        if call.distinct
        else algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_ALL
    )
    if call.filter is not None:
        _fill(call.filter, measure.filter, collector)
    return measure


@deep_on(tree_depth)
def to_proto_window(
    call: ir.WindowCall, collector: ExtensionCollector
) -> algebra_pb2.Expression.WindowFunction:
    """A window function call (or an aggregate over a window)."""
    window = Expression.WindowFunction()
    _fill_window(call, window, collector)
    return window


def _fill_window(
    call: ir.WindowCall,
    window: algebra_pb2.Expression.WindowFunction,
    collector: ExtensionCollector,
) -> None:
    if call.window_name is not None:
        raise ProtoError(
            f"OVER {call.window_name} names a window; resolve it to its definition first",
            call.span,
        )
    window.function_reference = _anchor(call.impl, collector)
    _fill_arguments(call.args, window.arguments, collector)
    window.options.extend(_options(call.options))
    fill_proto_type(call.type, window.output_type, collector, call.span)
    window.phase = algebra_pb2.AGGREGATION_PHASE_INITIAL_TO_RESULT
    for sort in call.order_by:
        _fill_sort(sort, window.sorts.add(), collector)
    window.invocation = algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_ALL
    for partition in call.partition_by:
        _fill(partition, window.partitions.add(), collector)
    if call.frame is not None:
        window.bounds_type = BOUNDS_TYPES[call.frame.unit]
        window.lower_bound.CopyFrom(_bound(call.frame.start, lower=True, span=call.span))
        window.upper_bound.CopyFrom(_bound(call.frame.end, lower=False, span=call.span))


@deep_on(tree_depth)
def to_proto_sort(field: ir.SortField, collector: ExtensionCollector) -> algebra_pb2.SortField:
    """A sort key; an unwritten NULLS becomes the SQL default for its direction."""
    out = algebra_pb2.SortField()
    _fill_sort(field, out, collector)
    return out


def _fill_sort(
    field: ir.SortField, out: algebra_pb2.SortField, collector: ExtensionCollector
) -> None:
    if field.order is SortOrder.CLUSTERED:
        if field.nulls is not None:
            raise ProtoError("CLUSTERED sort keys cannot say where nulls go", field.span)
        out.direction = algebra_pb2.SortField.SORT_DIRECTION_CLUSTERED
    else:
        nulls = field.nulls if field.nulls is not None else DEFAULT_NULLS[field.order]
        out.direction = SORT_DIRECTIONS[(field.order, nulls)]
    _fill(field.expr, out.expr, collector)


# --------------------------------------------------------------------------- helpers


def _describe(node: ir.TypedExpr) -> str:
    return type(node).__name__


def _anchor(impl: FunctionImpl, collector: ExtensionCollector) -> int:
    return collector.function_anchor(impl)


def _fill_arguments(args: Sequence[ir.TypedExpr], out: Any, collector: ExtensionCollector) -> None:
    """Append ``args`` to the repeated ``FunctionArgument`` field ``out``."""
    for arg in args:
        if isinstance(arg, ir.EnumValue):
            out.add().enum = arg.value
        elif isinstance(arg, ir.InlineColumn):
            raise ProtoError(
                "a column of values (v1, v2, ...)::T is test-file input, not an expression; "
                "it has no Substrait form",
                arg.span,
            )
        else:
            _fill(arg, out.add().value, collector)


def _options(options: Sequence[tuple[str, str]]) -> list[algebra_pb2.FunctionOption]:
    return [algebra_pb2.FunctionOption(name=name, preference=[value]) for name, value in options]


def _bound(
    bound: ir.FrameBound, *, lower: bool, span: Span | None
) -> algebra_pb2.Expression.WindowFunction.Bound:
    Bound = Expression.WindowFunction.Bound
    kind = bound.kind
    if kind is BoundKind.CURRENT_ROW:
        return Bound(current_row=Bound.CurrentRow())
    if kind in (BoundKind.PRECEDING, BoundKind.FOLLOWING):
        if bound.offset is None:
            raise ProtoError(f"a {kind.value} frame bound needs an offset", span)
        if kind is BoundKind.PRECEDING:
            return Bound(preceding=Bound.Preceding(offset=bound.offset))
        return Bound(following=Bound.Following(offset=bound.offset))
    expected = BoundKind.UNBOUNDED_PRECEDING if lower else BoundKind.UNBOUNDED_FOLLOWING
    if kind is not expected:
        # Substrait's Unbounded means "preceding" as a start and "following" as an end.
        which = "start" if lower else "end"
        raise ProtoError(f"{kind.value} cannot be the {which} of a window frame", span)
    return Bound(unbounded=Bound.Unbounded())


# --------------------------------------------------------------------------- expressions
#
# Each handler writes its node into ``out`` in place and fills children where
# they sit (``out.cast.input``, ``arguments.add().value``): building a child
# apart and passing it to a constructor copies it, once per level, which makes
# deep expressions quadratic.


def _expr(node: ir.TypedExpr, collector: ExtensionCollector) -> algebra_pb2.Expression:
    out = Expression()
    _fill(node, out, collector)
    return out


@singledispatch
def _fill(node: ir.TypedExpr, out: Expression, collector: ExtensionCollector) -> None:
    raise ProtoError(f"{_describe(node)} has no Substrait expression form", node.span)


@_fill.register
def _(node: ir.Named, out: Expression, collector: ExtensionCollector) -> None:
    _fill(node.expr, out, collector)


@_fill.register
def _(node: ir.Literal, out: Expression, collector: ExtensionCollector) -> None:
    out.literal.CopyFrom(_literal(node.type, node.value, collector, node.span))


@_fill.register
def _(node: ir.ListValue, out: Expression, collector: ExtensionCollector) -> None:
    if _is_constant(node):
        out.literal.CopyFrom(_constant(node, node.type, collector))
        return
    assert isinstance(node.type, t.List)
    members = _members_type(node.items)
    if node.type != t.List(members):
        raise ProtoError(
            f"a list of expressions cannot have the type {node.type} in Substrait "
            f"(a nested list carries no element type; its members give {t.List(members)})",
            node.span,
        )
    values = out.nested.list.values
    for item in node.items:
        _fill(item, values.add(), collector)


@_fill.register
def _(node: ir.StructValue, out: Expression, collector: ExtensionCollector) -> None:
    if _is_constant(node):
        out.literal.CopyFrom(_constant(node, node.type, collector))
        return
    if node.type != t.Struct(tuple(f.type for f in node.fields)):
        raise ProtoError(
            f"a struct of expressions cannot have the type {node.type} in Substrait",
            node.span,
        )
    fields = out.nested.struct.fields
    for field in node.fields:
        _fill(field, fields.add(), collector)


@_fill.register
def _(node: ir.EnumValue, out: Expression, collector: ExtensionCollector) -> None:
    raise ProtoError(f"the enum word {node.value} can only be a function argument", node.span)


@_fill.register
def _(node: ir.InlineColumn, out: Expression, collector: ExtensionCollector) -> None:
    raise ProtoError(
        "a column of values (v1, v2, ...)::T is test-file input; it has no Substrait form",
        node.span,
    )


@_fill.register
def _(node: ir.ListSlice, out: Expression, collector: ExtensionCollector) -> None:
    raise ProtoError(
        "list slices have no Substrait expression form (no extension function slices lists)",
        node.span,
    )


@_fill.register
def _(node: ir.ScalarCall, out: Expression, collector: ExtensionCollector) -> None:
    function = out.scalar_function
    function.function_reference = _anchor(node.impl, collector)
    _fill_arguments(node.args, function.arguments, collector)
    function.options.extend(_options(node.options))
    fill_proto_type(node.type, function.output_type, collector, node.span)


@_fill.register
def _(node: ir.AggregateCall, out: Expression, collector: ExtensionCollector) -> None:
    raise ProtoError(
        f"the aggregate {node.impl.name} is a measure of an aggregate relation, "
        "not an expression (use to_proto_measure)",
        node.span,
    )


@_fill.register
def _(node: ir.WindowCall, out: Expression, collector: ExtensionCollector) -> None:
    _fill_window(node, out.window_function, collector)


@_fill.register
def _(node: ir.Cast, out: Expression, collector: ExtensionCollector) -> None:
    cast = out.cast
    fill_proto_type(node.type, cast.type, collector, node.span)
    cast.failure_behavior = FAILURE_BEHAVIORS[node.failure]
    _fill(node.operand, cast.input, collector)


@_fill.register
def _(node: ir.IfThen, out: Expression, collector: ExtensionCollector) -> None:
    if_then = out.if_then
    for when, then in node.clauses:
        clause = if_then.ifs.add()
        _fill(when, getattr(clause, "if"), collector)
        _fill(then, clause.then, collector)
    _fill(node.otherwise, getattr(if_then, "else"), collector)


@_fill.register
def _(node: ir.Switch, out: Expression, collector: ExtensionCollector) -> None:
    switch = out.switch_expression
    _fill(node.match, switch.match, collector)
    for value, then in node.clauses:
        if not isinstance(value, ir.Literal):
            raise ProtoError("switch case values must be literals", value.span)
        clause = switch.ifs.add()
        getattr(clause, "if").CopyFrom(_literal(value.type, value.value, collector, value.span))
        _fill(then, clause.then, collector)
    _fill(node.otherwise, getattr(switch, "else"), collector)


@_fill.register
def _(node: ir.SingularOrList, out: Expression, collector: ExtensionCollector) -> None:
    or_list = out.singular_or_list
    _fill(node.value, or_list.value, collector)
    for option in node.options:
        _fill(option, or_list.options.add(), collector)


@_fill.register
def _(node: ir.MultiOrList, out: Expression, collector: ExtensionCollector) -> None:
    or_list = out.multi_or_list
    or_list.SetInParent()
    for value in node.values:
        _fill(value, or_list.value.add(), collector)
    for row in node.options:
        record = or_list.options.add()
        for value in row:
            _fill(value, record.fields.add(), collector)


@_fill.register
def _(node: ir.LambdaExpr, out: Expression, collector: ExtensionCollector) -> None:
    lambda_ = getattr(out, "lambda")
    params = lambda_.parameters
    params.nullability = REQUIRED
    for param in node.param_types:
        fill_proto_type(param, params.types.add(), collector, node.span)
    _fill(node.body, lambda_.body, collector)


# ---- references


@dataclass(frozen=True, slots=True)
class _Path:
    """Where a reference starts (the input record, a lambda's parameters, or
    an expression) and its segments from there, outermost first."""

    root: ir.TypedExpr | int | _Outer | None  # an expression, lambda steps out, ...
    segments: tuple[Segment, ...]


@dataclass(frozen=True, slots=True)
class _Outer:
    """The root of an outer reference: the record ``steps_out`` subqueries out."""

    steps_out: int


def _segment_chain(segments: Sequence[Segment]) -> Segment:
    """Nest segments so that each is the ``child`` of the one before."""
    chain = segments[-1]
    for segment in reversed(segments[:-1]):
        outer = Segment()
        outer.CopyFrom(segment)
        kind = outer.WhichOneof("reference_type")
        assert kind is not None
        getattr(outer, kind).child.CopyFrom(chain)
        chain = outer
    return chain


def _path(node: ir.TypedExpr, collector: ExtensionCollector) -> _Path:
    if isinstance(node, ir.FieldRef):
        return _Path(None, (_struct_segment(node.index),))
    if isinstance(node, ir.LambdaParam):
        return _Path(node.depth, (_struct_segment(node.index),))
    if isinstance(node, ir.OuterFieldRef):
        return _Path(_Outer(node.steps_out), (_struct_segment(node.index),))
    if isinstance(node, ir.StructField):
        base = _path(node.base, collector)
        return _Path(base.root, (*base.segments, _struct_segment(node.index)))
    if isinstance(node, ir.ListElement):
        base = _path(node.base, collector)
        offset = _constant_index(node.index)
        return _Path(
            base.root, (*base.segments, Segment(list_element=Segment.ListElement(offset=offset)))
        )
    if isinstance(node, ir.MapValue):
        base = _path(node.base, collector)
        if not isinstance(node.key, ir.Literal):
            raise ProtoError(
                "a map lookup by a computed key has no Substrait form "
                "(reference segments take a literal key)",
                node.key.span,
            )
        key = _literal(node.key.type, node.key.value, collector, node.key.span)
        segment = Segment(map_key=Segment.MapKey(map_key=key))
        return _Path(base.root, (*base.segments, segment))
    return _Path(node, ())


def _struct_segment(index: int) -> Segment:
    return Segment(struct_field=Segment.StructField(field=index))


def _constant_index(index: ir.TypedExpr) -> int:
    if isinstance(index, ir.Literal) and type(index.value) is int:
        if -(2**31) <= index.value < 2**31:
            return index.value
        raise ProtoError(f"list index {index.value} does not fit a Substrait offset", index.span)
    raise ProtoError(
        "a list element at a computed index has no Substrait form "
        "(reference segments take a literal offset, and no extension function indexes lists)",
        index.span,
    )


def _reference(node: ir.TypedExpr, out: Expression, collector: ExtensionCollector) -> None:
    path = _path(node, collector)
    if not path.segments:
        raise ProtoError(f"{_describe(node)} is not a reference", node.span)
    reference = out.selection
    reference.direct_reference.CopyFrom(_segment_chain(path.segments))
    if path.root is None:
        reference.root_reference.SetInParent()
    elif isinstance(path.root, int):
        reference.lambda_parameter_reference.steps_out = path.root
    elif isinstance(path.root, _Outer):
        reference.outer_reference.steps_out = path.root.steps_out
    else:
        _fill(path.root, reference.expression, collector)


for _reference_node in (
    ir.FieldRef,
    ir.LambdaParam,
    ir.OuterFieldRef,
    ir.StructField,
    ir.ListElement,
    ir.MapValue,
):
    _fill.register(_reference_node, _reference)


# --------------------------------------------------------------------------- subqueries

# A subquery's relation is written as a read whose alias is this mark and the
# bound relation's JSON path; the plan writer puts the relation there.
SUBQUERY_MARK = "\x00subquery:"
_SUBQUERY = Expression.Subquery
_PREDICATE_OPS = {
    ir.SubqueryKind.EXISTS: _SUBQUERY.SetPredicate.PREDICATE_OP_EXISTS,
    ir.SubqueryKind.UNIQUE: _SUBQUERY.SetPredicate.PREDICATE_OP_UNIQUE,
}
_COMPARISON_OPS = {
    "eq": _SUBQUERY.SetComparison.COMPARISON_OP_EQ,
    "ne": _SUBQUERY.SetComparison.COMPARISON_OP_NE,
    "lt": _SUBQUERY.SetComparison.COMPARISON_OP_LT,
    "gt": _SUBQUERY.SetComparison.COMPARISON_OP_GT,
    "le": _SUBQUERY.SetComparison.COMPARISON_OP_LE,
    "ge": _SUBQUERY.SetComparison.COMPARISON_OP_GE,
}
_REDUCTION_OPS = {
    "any": _SUBQUERY.SetComparison.REDUCTION_OP_ANY,
    "all": _SUBQUERY.SetComparison.REDUCTION_OP_ALL,
}


@_fill.register
def _subquery(node: ir.Subquery, out: Expression, collector: ExtensionCollector) -> None:
    subquery = out.subquery
    kind = node.kind
    if kind is ir.SubqueryKind.SCALAR:
        marker = subquery.scalar.input
    elif kind is ir.SubqueryKind.IN:
        for needle in node.needles:
            _fill(needle, subquery.in_predicate.needles.add(), collector)
        marker = subquery.in_predicate.haystack
    elif kind in _PREDICATE_OPS:
        subquery.set_predicate.predicate_op = _PREDICATE_OPS[kind]
        marker = subquery.set_predicate.tuples
    else:
        assert node.comparison is not None and node.reduction is not None
        comparison = subquery.set_comparison
        comparison.reduction_op = _REDUCTION_OPS[node.reduction]
        comparison.comparison_op = _COMPARISON_OPS[node.comparison]
        _fill(node.needles[0], comparison.left, collector)
        marker = comparison.right
    marker.read.common.hint.alias = SUBQUERY_MARK + node.rel.path


# --------------------------------------------------------------------------- literals


def _is_constant(node: ir.TypedExpr) -> bool:
    if isinstance(node, ir.Literal):
        return not isinstance(node.type, t.ErrorType)
    if isinstance(node, ir.ListValue):
        return all(_is_constant(i) for i in node.items)
    if isinstance(node, ir.StructValue):
        return all(_is_constant(f) for f in node.fields)
    return False


def _members_type(items: Sequence[ir.TypedExpr]) -> t.Type:
    """The element type members of a list give: the first one's, nullable if any is."""
    first = items[0].type
    return first.with_nullable(any(i.type.nullable for i in items))


def _constant(node: ir.TypedExpr, as_type: t.Type, collector: ExtensionCollector) -> ProtoLiteral:
    """A constant list, struct or literal encoded as ``as_type`` (a list's
    element type for its members, the node's own type otherwise)."""
    if isinstance(node, ir.Literal):
        return _literal(as_type, node.value, collector, node.span)
    if isinstance(node, ir.ListValue):
        assert isinstance(as_type, t.List)
        if not node.items:
            return _literal(as_type, [], collector, node.span)
        items = [_constant(i, as_type.element, collector) for i in node.items]
        return ProtoLiteral(list=ProtoLiteral.List(values=items), nullable=as_type.nullable)
    assert isinstance(node, ir.StructValue) and isinstance(as_type, t.Struct)
    fields = [
        _constant(f, f_type, collector)
        for f, f_type in zip(node.fields, as_type.fields, strict=True)
    ]
    return ProtoLiteral(struct=ProtoLiteral.Struct(fields=fields), nullable=as_type.nullable)


def _literal(
    type_: t.Type, value: object, collector: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    """The protobuf literal of ``value`` (a Python value as ``ir.Literal`` holds it)."""
    if value is None:
        return ProtoLiteral(null=to_proto_type(type_.with_nullable(True), collector, span))
    literal = _value(type_, value, collector, span)
    if type_.nullable:
        literal.nullable = True
    return literal


@singledispatch
def _value(
    type_: t.Type, value: object, collector: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    field_name = _SCALAR_FIELDS.get(type(type_))
    if field_name is not None:
        return ProtoLiteral(**{field_name: value})
    raise ProtoError(f"a {type_} literal has no Substrait form", span)


_SCALAR_FIELDS: dict[type[t.Type], str] = {
    t.Boolean: "boolean",
    t.I8: "i8",
    t.I16: "i16",
    t.I32: "i32",
    t.I64: "i64",
    t.FP32: "fp32",
    t.FP64: "fp64",
    t.String: "string",
    t.Binary: "binary",
    t.FixedChar: "fixed_char",
    t.FixedBinary: "fixed_binary",
}


def _expect(value: object, kind: type | tuple[type, ...], type_: t.Type, span: Span | None) -> Any:
    if not isinstance(value, kind):
        raise ProtoError(f"{value!r} is not a value of {type_}", span)
    return value


@_value.register
def _(type_: t.VarChar, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    text = _expect(value, str, type_, span)
    return ProtoLiteral(var_char=ProtoLiteral.VarChar(value=text, length=type_.length))


@_value.register
def _(type_: t.Decimal, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    return ProtoLiteral(
        decimal=ProtoLiteral.Decimal(
            value=decimal_bytes(_expect(value, PyDecimal, type_, span), type_.scale, span),
            precision=type_.precision,
            scale=type_.scale,
        )
    )


def decimal_bytes(value: PyDecimal, scale: int, span: Span | None = None) -> bytes:
    """16 bytes, little-endian two's complement, of the value unscaled by ``scale``."""
    unscaled = value.scaleb(scale, context=_WIDE)
    if unscaled != unscaled.to_integral_value():
        raise ProtoError(f"{value} has more than {scale} digit(s) after the point", span)
    number = int(unscaled)
    try:
        return number.to_bytes(16, "little", signed=True)
    except OverflowError:
        raise ProtoError(f"{value} does not fit a 128-bit decimal", span) from None


@_value.register
def _(type_: t.UUID, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    return ProtoLiteral(uuid=_expect(value, uuid.UUID, type_, span).bytes)


@_value.register
def _(type_: t.Date, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    day = _expect(value, dt.date, type_, span)
    return ProtoLiteral(date=(day - EPOCH_DATE).days)


def _scaled(micros: int, precision: int, what: object, span: Span | None) -> int:
    """Microseconds as units of ``precision`` fractional digits."""
    if precision >= 6:
        return micros * int(10 ** (precision - 6))
    units, rest = divmod(micros, int(10 ** (6 - precision)))
    if rest:
        raise ProtoError(f"{what} has more than {precision} fractional digit(s)", span)
    return units


@_value.register
def _(
    type_: t.PrecisionTime, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    moment = _expect(value, dt.time, type_, span)
    micros = ((moment.hour * 60 + moment.minute) * 60 + moment.second) * MICROS
    micros += moment.microsecond
    units = _scaled(micros, type_.precision, moment, span)
    return ProtoLiteral(
        precision_time=ProtoLiteral.PrecisionTime(precision=type_.precision, value=units)
    )


@_value.register
def _(
    type_: t.PrecisionTimestamp, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    moment = _expect(value, dt.datetime, type_, span)
    if moment.tzinfo is not None:
        raise ProtoError(f"{moment} has a time zone but {type_} has none", span)
    micros = (moment - EPOCH) // dt.timedelta(microseconds=1)
    units = _scaled(micros, type_.precision, moment, span)
    return ProtoLiteral(
        precision_timestamp=ProtoLiteral.PrecisionTimestamp(precision=type_.precision, value=units)
    )


@_value.register
def _(
    type_: t.PrecisionTimestampTZ, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    moment = _expect(value, dt.datetime, type_, span)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    micros = (moment - EPOCH_UTC) // dt.timedelta(microseconds=1)
    units = _scaled(micros, type_.precision, moment, span)
    return ProtoLiteral(
        precision_timestamp_tz=ProtoLiteral.PrecisionTimestamp(
            precision=type_.precision, value=units
        )
    )


@_value.register
def _(
    type_: t.IntervalYear, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    years, months = _expect(value, tuple, type_, span)
    return ProtoLiteral(
        interval_year_to_month=ProtoLiteral.IntervalYearToMonth(years=years, months=months)
    )


def _day_to_second(
    delta: dt.timedelta, precision: int, span: Span | None
) -> algebra_pb2.Expression.Literal.IntervalDayToSecond:
    """Days, seconds and subseconds, all with the sign of the whole interval."""
    micros = delta // dt.timedelta(microseconds=1)
    sign = -1 if micros < 0 else 1
    days, rest = divmod(abs(micros), DAY_MICROS)
    seconds, fraction = divmod(rest, MICROS)
    subseconds = _scaled(fraction, precision, delta, span)
    return ProtoLiteral.IntervalDayToSecond(
        days=sign * days,
        seconds=sign * seconds,
        subseconds=sign * subseconds,
        precision=precision,
    )


@_value.register
def _(
    type_: t.IntervalDay, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    delta = _expect(value, dt.timedelta, type_, span)
    return ProtoLiteral(interval_day_to_second=_day_to_second(delta, type_.precision, span))


@_value.register
def _(
    type_: t.IntervalCompound, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    years, months, delta = _expect(value, tuple, type_, span)
    compound = ProtoLiteral.IntervalCompound(
        interval_year_to_month=ProtoLiteral.IntervalYearToMonth(years=years, months=months),
        interval_day_to_second=_day_to_second(delta, type_.precision, span),
    )
    return ProtoLiteral(interval_compound=compound)


@_value.register
def _(type_: t.List, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    items = _expect(value, (list, tuple), type_, span)
    if not items:
        empty = to_proto_type(type_, c, span)
        return ProtoLiteral(empty_list=empty.list)
    values = [_literal(type_.element, item, c, span) for item in items]
    return ProtoLiteral(list=ProtoLiteral.List(values=values))


@_value.register
def _(type_: t.Struct, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    items = _expect(value, tuple, type_, span)
    if len(items) != len(type_.fields):
        raise ProtoError(f"{value!r} does not have the {len(type_.fields)} fields of {type_}", span)
    fields = [_literal(f, item, c, span) for f, item in zip(type_.fields, items, strict=True)]
    return ProtoLiteral(struct=ProtoLiteral.Struct(fields=fields))


@_value.register
def _(type_: t.Map, value: object, c: ExtensionCollector, span: Span | None) -> ProtoLiteral:
    pairs = _expect(value, Mapping, type_, span)
    if not pairs:
        return ProtoLiteral(empty_map=to_proto_type(type_, c, span).map)
    key_values = [
        ProtoLiteral.Map.KeyValue(
            key=_literal(type_.key, key, c, span), value=_literal(type_.value, item, c, span)
        )
        for key, item in pairs.items()
    ]
    return ProtoLiteral(map=ProtoLiteral.Map(key_values=key_values))


@_value.register
def _(
    type_: t.UserDefined, value: object, c: ExtensionCollector, span: Span | None
) -> ProtoLiteral:
    packed = any_pb2.Any()
    if isinstance(value, bool):
        packed.Pack(wrappers_pb2.BoolValue(value=value))
    elif isinstance(value, int) and -(2**63) <= value < 2**63:
        packed.Pack(wrappers_pb2.Int64Value(value=value))
    elif isinstance(value, str):
        packed.Pack(wrappers_pb2.StringValue(value=value))
    else:
        shown = f"{value!r}"[:40]
        raise ProtoError(f"a {type_} literal written as {shown} has no Substrait form", span)
    user_defined = ProtoLiteral.UserDefined(type_reference=c.type_anchor(type_, span), value=packed)
    return ProtoLiteral(user_defined=user_defined)
