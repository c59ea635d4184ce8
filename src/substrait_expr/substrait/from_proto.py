"""Substrait protobuf → untyped AST, for the type checker to bind again.

Going back through the AST instead of building typed IR directly means a
plan gets the same checks as text: the overload is resolved again from the
argument types, options and enum words are validated, and result types are
derived, not trusted. What the AST needs is written so that the checker
gives exactly the protobuf's types:

* literals are typed (``5::i32``); members of a list literal are written
  bare under the list's type, as in ``[1, null]::list<i32?>``;
* functions are called by name, qualified by their extension's namespace
  when the plan says which extension declares them (``FunctionLookup``);
* fields are positions (``$2.1``), or names when the caller passes the
  input's field names and a name is unique;
* lambda parameters, which the protobuf does not name, are called ``x``,
  ``y``, ... (``x1``, ``y1``, ... one lambda further in); a lambda is typed
  ``func<params -> body type>`` when its body states its type. A declared
  result wider than the body (``func<i32 -> bool?>`` around a ``bool`` body)
  is not in Substrait's ``Lambda`` and comes back as the body's type.

Whatever the language cannot express raises ``ProtoError`` naming it.

A function's declared ``output_type`` has no place in the AST: a caller that
passes a ``declared`` list gets, for each function call, the call's AST node,
its protobuf message and the declared type (if any), to compare with the
type the checker derives (the plan binder does).
"""

from __future__ import annotations

import datetime as dt
import math
import struct
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Context
from decimal import Decimal as PyDecimal
from typing import Any, TypeAlias

from google.protobuf import wrappers_pb2
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait import algebra_pb2

from substrait_expr.ast import nodes as ast
from substrait_expr.deep import deep_on, message_depth
from substrait_expr.substrait.anchors import FunctionLookup
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.substrait.types import from_proto_type, type_name
from substrait_expr.typecheck import types as t

__all__ = ["Declared", "from_proto", "from_proto_measure", "from_proto_sort", "literal_type"]

Expression: TypeAlias = algebra_pb2.Expression
SortField: TypeAlias = algebra_pb2.SortField

EPOCH_DATE = dt.date(1970, 1, 1)
EPOCH = dt.datetime(1970, 1, 1)
SECONDS_PER_DAY = 86_400
_WIDE = Context(prec=100)  # any 128-bit decimal, exactly (the default context has 28 digits)
_OLD_MICROSECONDS_FIELD = 3  # IntervalDayToSecond.microseconds, before precision existed

FAILURES = {
    Expression.Cast.FAILURE_BEHAVIOR_UNSPECIFIED: ast.FailureBehavior.UNSPECIFIED,
    Expression.Cast.FAILURE_BEHAVIOR_RETURN_NULL: ast.FailureBehavior.RETURN_NULL,
    Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION: ast.FailureBehavior.THROW_EXCEPTION,
}
# Direction → (order, nulls); the SQL default placement of nulls reads back as "not written".
DIRECTIONS: dict[int, tuple[ast.SortOrder, ast.NullsOrder | None]] = {
    SortField.SORT_DIRECTION_ASC_NULLS_FIRST: (ast.SortOrder.ASC, ast.NullsOrder.FIRST),
    SortField.SORT_DIRECTION_ASC_NULLS_LAST: (ast.SortOrder.ASC, None),
    SortField.SORT_DIRECTION_DESC_NULLS_FIRST: (ast.SortOrder.DESC, None),
    SortField.SORT_DIRECTION_DESC_NULLS_LAST: (ast.SortOrder.DESC, ast.NullsOrder.LAST),
    SortField.SORT_DIRECTION_CLUSTERED: (ast.SortOrder.CLUSTERED, None),
}
UNITS = {
    Expression.WindowFunction.BOUNDS_TYPE_ROWS: ast.FrameUnit.ROWS,
    Expression.WindowFunction.BOUNDS_TYPE_RANGE: ast.FrameUnit.RANGE,
}
_LAMBDA_LETTERS = "xyzuvw"
_INVOCATIONS = {
    algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_UNSPECIFIED: False,
    algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_ALL: False,
    algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT: True,
}


def _enum_name(enum: Any, value: int) -> str:
    """An enum value's name; binary protobuf keeps values its schema does not name."""
    try:
        return str(enum.Name(value))
    except ValueError:
        return f"{value} (unknown)"


def _distinct(invocation: int) -> bool:
    """Whether an aggregate invocation is DISTINCT; an unknown one is refused."""
    distinct = _INVOCATIONS.get(invocation)
    if distinct is None:
        raise ProtoError(f"an aggregate with an unknown invocation {invocation}")
    return distinct


# --------------------------------------------------------------------------- entry points


@dataclass(frozen=True, slots=True)
class Declared:
    """A call read from a function message: the AST node made for it
    (compared by identity), the message, and the output type it declares
    (None when it declares none)."""

    node: ast.Call
    message: Any
    type: t.Type | None


# A subquery's relation → its index in the caller's table of bound relations.
RelationIndex = Callable[[algebra_pb2.Rel], int]


@deep_on(message_depth)
def from_proto(
    expr: algebra_pb2.Expression,
    lookup: FunctionLookup,
    names: Sequence[str] | None = None,
    relations: RelationIndex | None = None,
    declared: list[Declared] | None = None,
) -> ast.Expr:
    """The AST of a protobuf expression. ``names``, the input's field names,
    make references read ``l_shipdate`` instead of ``$3`` where unambiguous.
    Subqueries are read only with ``relations``: the plan binder binds their
    relations and says which bound relation a ``Rel`` stands for."""
    names_tuple = tuple(names) if names is not None else None
    return _Reader(lookup, names_tuple, relations=relations, declared=declared).expr(expr)


@deep_on(message_depth)
def from_proto_measure(
    measure: algebra_pb2.AggregateRel.Measure | algebra_pb2.AggregateFunction,
    lookup: FunctionLookup,
    names: Sequence[str] | None = None,
    relations: RelationIndex | None = None,
    declared: list[Declared] | None = None,
) -> ast.Expr:
    """An aggregate call (``sum(DISTINCT $1) FILTER (WHERE ...)``) from a
    measure, or from a bare ``AggregateFunction``."""
    reader = _Reader(
        lookup,
        tuple(names) if names is not None else None,
        relations=relations,
        declared=declared,
    )
    if isinstance(measure, algebra_pb2.AggregateRel.Measure):
        call = reader.aggregate(measure.measure)
        if measure.HasField("filter"):
            filtered = _replace_filter(call, reader.expr(measure.filter))
            if declared is not None:  # the node the checker sees is the filtered one
                for index, entry in enumerate(declared):
                    if entry.node is call:
                        declared[index] = Declared(filtered, entry.message, entry.type)
            return filtered
        return call
    return reader.aggregate(measure)


@deep_on(message_depth)
def from_proto_sort(
    sort: algebra_pb2.SortField, lookup: FunctionLookup, names: Sequence[str] | None = None
) -> ast.SortItem:
    """A sort key as ``expr [ASC|DESC|CLUSTERED] [NULLS FIRST|LAST]``."""
    return _Reader(lookup, tuple(names) if names is not None else None).sort(sort)


def _replace_filter(call: ast.Call, condition: ast.Expr) -> ast.Call:
    return ast.Call(
        call.name,
        call.args,
        call.options,
        call.namespace,
        distinct=call.distinct,
        order_by=call.order_by,
        filter=condition,
    )


# --------------------------------------------------------------------------- the reader


@dataclass(slots=True)
class _Reader:
    lookup: FunctionLookup
    names: tuple[str, ...] | None
    lambdas: list[tuple[str, ...]] = field(default_factory=list)
    relations: RelationIndex | None = None
    declared: list[Declared] | None = None

    def declare(self, call: ast.Call, function: Any) -> ast.Call:
        """Note ``call`` with its message and declared output type (None when
        the message declares none)."""
        if self.declared is not None:
            declared = (
                from_proto_type(function.output_type, self.lookup)
                if function.HasField("output_type")
                else None
            )
            self.declared.append(Declared(call, function, declared))
        return call

    def expr(self, expr: algebra_pb2.Expression) -> ast.Expr:
        kind = expr.WhichOneof("rex_type")
        if kind is None:
            raise ProtoError("an Expression with nothing set")
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise ProtoError(f"{kind} expressions are not supported (no form in the language)")
        converted: ast.Expr = handler(self, getattr(expr, kind))
        return converted

    # ---- functions

    def arguments(self, arguments: Sequence[algebra_pb2.FunctionArgument]) -> tuple[ast.Expr, ...]:
        result: list[ast.Expr] = []
        for index, argument in enumerate(arguments):
            kind = argument.WhichOneof("arg_type")
            if kind == "enum":
                result.append(ast.EnumLiteral(argument.enum))
            elif kind == "value":
                if argument.value.WhichOneof("rex_type") == "lambda":
                    # When the body's type is unknown, the signature gives the types.
                    function = getattr(argument.value, "lambda")
                    result.append(self.lambda_(function, required=False))
                else:
                    result.append(self.expr(argument.value))
            else:
                raise ProtoError(f"argument {index + 1}: {kind} arguments are not supported")
        return tuple(result)

    def options(self, options: Sequence[algebra_pb2.FunctionOption]) -> tuple[ast.Option, ...]:
        result = []
        for option in options:
            if not option.preference:
                raise ProtoError(f"function option {option.name!r} has no value")
            # Consumers take the first preference they support; every value is supported here.
            result.append(ast.Option(option.name, option.preference[0]))
        return tuple(result)

    def scalar(self, function: algebra_pb2.Expression.ScalarFunction) -> ast.Expr:
        name, namespace = self.lookup.call_name(function.function_reference)
        call = ast.Call(
            name,
            self.arguments(function.arguments),
            self.options(function.options),
            namespace,
        )
        return self.declare(call, function)

    def aggregate(self, function: algebra_pb2.AggregateFunction) -> ast.Call:
        if function.phase not in (
            algebra_pb2.AGGREGATION_PHASE_UNSPECIFIED,
            algebra_pb2.AGGREGATION_PHASE_INITIAL_TO_RESULT,
        ):
            raise ProtoError(
                f"aggregation phase {_enum_name(algebra_pb2.AggregationPhase, function.phase)} "
                "is not supported (only whole aggregations, INITIAL_TO_RESULT)"
            )
        name, namespace = self.lookup.call_name(function.function_reference)
        distinct = _distinct(function.invocation)
        call = ast.Call(
            name,
            self.arguments(function.arguments),
            self.options(function.options),
            namespace,
            distinct=distinct,
            order_by=tuple(self.sort(s) for s in function.sorts),
        )
        return self.declare(call, function)

    def window(self, function: algebra_pb2.Expression.WindowFunction) -> ast.Expr:
        if function.phase not in (
            algebra_pb2.AGGREGATION_PHASE_UNSPECIFIED,
            algebra_pb2.AGGREGATION_PHASE_INITIAL_TO_RESULT,
        ):
            raise ProtoError("window functions in an intermediate aggregation phase")
        name, namespace = self.lookup.call_name(function.function_reference)
        window = ast.Window(
            partition_by=tuple(self.expr(p) for p in function.partitions),
            order_by=tuple(self.sort(s) for s in function.sorts),
            frame=self.frame(function),
        )
        distinct = _distinct(function.invocation)
        call = ast.Call(
            name,
            self.arguments(function.arguments),
            self.options(function.options),
            namespace,
            distinct=distinct,
            over=window,
        )
        return self.declare(call, function)

    def frame(self, function: algebra_pb2.Expression.WindowFunction) -> ast.Frame | None:
        has_lower, has_upper = function.HasField("lower_bound"), function.HasField("upper_bound")
        if not has_lower and not has_upper:
            return None
        unit = UNITS.get(function.bounds_type)
        if unit is None:
            raise ProtoError("a window frame with bounds but no bounds type (ROWS or RANGE)")
        lower = (
            self.bound(function.lower_bound, lower=True)
            if has_lower
            else ast.FrameBound(ast.BoundKind.UNBOUNDED_PRECEDING)
        )
        upper = (
            self.bound(function.upper_bound, lower=False)
            if has_upper
            else ast.FrameBound(ast.BoundKind.UNBOUNDED_FOLLOWING)
        )
        return ast.Frame(unit, lower, upper)

    def bound(
        self, bound: algebra_pb2.Expression.WindowFunction.Bound, *, lower: bool
    ) -> ast.FrameBound:
        kind = bound.WhichOneof("kind")
        if kind == "current_row":
            return ast.FrameBound(ast.BoundKind.CURRENT_ROW)
        if kind == "unbounded" or kind is None:
            return ast.FrameBound(
                ast.BoundKind.UNBOUNDED_PRECEDING if lower else ast.BoundKind.UNBOUNDED_FOLLOWING
            )
        offset_message = bound.preceding if kind == "preceding" else bound.following
        offset = self.offset(offset_message)
        bound_kind = ast.BoundKind.PRECEDING if kind == "preceding" else ast.BoundKind.FOLLOWING
        return ast.FrameBound(bound_kind, ast.Literal(ast.LiteralKind.INTEGER, offset))

    def offset(self, message: Any) -> int:
        if message.HasField("offset_expr"):
            value = message.offset_expr
            literal = value.literal if value.WhichOneof("rex_type") == "literal" else None
            kind = literal.WhichOneof("literal_type") if literal is not None else None
            if literal is None or kind not in ("i8", "i16", "i32", "i64"):
                raise ProtoError("a window frame offset must be an integer literal")
            return int(getattr(literal, kind))
        return int(message.offset)

    def sort(self, sort: algebra_pb2.SortField) -> ast.SortItem:
        kind = sort.WhichOneof("sort_kind")
        if kind != "direction":
            raise ProtoError(
                "sorting by a comparison function reference is not supported"
                if kind
                else "a sort field without a direction"
            )
        direction = DIRECTIONS.get(sort.direction)
        if direction is None:
            if sort.direction != SortField.SORT_DIRECTION_UNSPECIFIED:
                raise ProtoError(f"a sort field with an unknown direction {sort.direction}")
            raise ProtoError("a sort field with an unspecified direction")
        order, nulls = direction
        return ast.SortItem(self.expr(sort.expr), order, nulls)

    # ---- special forms

    def cast(self, cast: algebra_pb2.Expression.Cast) -> ast.Expr:
        failure = FAILURES.get(cast.failure_behavior)
        if failure is None:
            raise ProtoError(f"a cast with an unknown failure behavior {cast.failure_behavior}")
        syntax = (
            ast.CastSyntax.TRY_CAST
            if failure is ast.FailureBehavior.RETURN_NULL
            else ast.CastSyntax.CAST
        )
        target = type_name(from_proto_type(cast.type, self.lookup))
        return ast.Cast(self.expr(cast.input), target, syntax, failure)

    def if_then(self, if_then: algebra_pb2.Expression.IfThen) -> ast.Expr:
        clauses = tuple(
            ast.WhenThen(self.expr(getattr(c, "if")), self.expr(c.then)) for c in if_then.ifs
        )
        otherwise = self.expr(getattr(if_then, "else")) if if_then.HasField("else") else None
        return ast.IfThen(clauses, otherwise)

    def switch(self, switch: algebra_pb2.Expression.SwitchExpression) -> ast.Expr:
        clauses = tuple(
            ast.WhenThen(self.literal(getattr(c, "if")), self.expr(c.then)) for c in switch.ifs
        )
        otherwise = self.expr(getattr(switch, "else")) if switch.HasField("else") else None
        return ast.Switch(self.expr(switch.match), clauses, otherwise)

    def singular_or_list(self, or_list: algebra_pb2.Expression.SingularOrList) -> ast.Expr:
        return ast.InList(self.expr(or_list.value), tuple(self.expr(o) for o in or_list.options))

    def multi_or_list(self, or_list: algebra_pb2.Expression.MultiOrList) -> ast.Expr:
        value = ast.TupleExpr(tuple(self.expr(v) for v in or_list.value))
        rows = tuple(
            ast.TupleExpr(tuple(self.expr(f) for f in record.fields)) for record in or_list.options
        )
        return ast.InList(value, rows)

    def nested(self, nested: algebra_pb2.Expression.Nested) -> ast.Expr:
        kind = nested.WhichOneof("nested_type")
        if nested.nullable:
            raise ProtoError(
                f"a nullable nested {kind}: the language cannot give a built {kind} a nullable type"
            )
        if kind == "list":
            if not nested.list.values:
                raise ProtoError(
                    "an empty nested list has no element type; use an empty_list literal"
                )
            return ast.ListExpr(tuple(self.expr(v) for v in nested.list.values))
        if kind == "struct":
            return ast.TupleExpr(tuple(self.expr(f) for f in nested.struct.fields))
        raise ProtoError(f"nested {kind} expressions are not supported (no map constructor)")

    def lambda_(
        self, function: algebra_pb2.Expression.Lambda, *, required: bool = True
    ) -> ast.Expr:
        """A lambda typed with the plan's parameter types and its body's stated
        type. A function's argument whose body states no type is left untyped
        for the signature to type; elsewhere that is an error."""
        level = len(self.lambdas)
        count = len(function.parameters.types)
        params = tuple(_lambda_param_name(level, i) for i in range(count))
        self.lambdas.append(params)
        try:
            body = self.expr(function.body)
        finally:
            self.lambdas.pop()
        result = _declared_result(function.body, self.lookup)
        if result is None:
            if not required:
                return ast.Lambda(params, body)
            raise ProtoError(
                "a lambda outside a function call needs a body whose type the plan states "
                "(a function with output_type, a cast or a literal)"
            )
        param_types = tuple(from_proto_type(p, self.lookup) for p in function.parameters.types)
        return ast.Lambda(params, body, type_name(t.Func(param_types, result)))

    # ---- references

    def selection(self, reference: algebra_pb2.Expression.FieldReference) -> ast.Expr:
        if reference.WhichOneof("reference_type") != "direct_reference":
            raise ProtoError("masked references (field selections) are not supported")
        segments = _segments(reference.direct_reference)
        root = reference.WhichOneof("root_type")
        if root == "expression":
            base = self.expr(reference.expression)
        elif root in ("root_reference", "lambda_parameter_reference"):
            if not segments:
                raise ProtoError("a reference names no field (its directReference is empty)")
            first = segments.pop(0)
            if first.WhichOneof("reference_type") != "struct_field":
                raise ProtoError("a reference must start with a field of the record")
            index = first.struct_field.field
            if root == "root_reference":
                base = self.field(index)
            else:
                base = self.lambda_param(reference.lambda_parameter_reference.steps_out, index)
        elif root == "outer_reference":
            if not segments:
                raise ProtoError("an outer reference names no field (its directReference is empty)")
            first = segments.pop(0)
            if first.WhichOneof("reference_type") != "struct_field":
                raise ProtoError("an outer reference must start with a field of the record")
            outer = reference.outer_reference
            if outer.rel_reference:
                raise ProtoError(
                    "outer references into other relations (rel_reference) are not supported"
                )
            if outer.steps_out < 1:
                raise ProtoError("an outer reference needs steps_out of at least 1")
            base = ast.OuterRef(outer.steps_out, first.struct_field.field)
        else:
            raise ProtoError(f"{root} field references are not supported")
        for segment in segments:
            base = self.segment(base, segment)
        return base

    def field(self, index: int) -> ast.Expr:
        names = self.names
        if names is not None and 0 <= index < len(names):
            name = names[index]
            in_scope = any(name in params for params in self.lambdas)
            if names.count(name) == 1 and not in_scope:
                return ast.Name(name)
        return ast.Position(index)

    def lambda_param(self, steps_out: int, index: int) -> ast.Expr:
        if steps_out >= len(self.lambdas):
            raise ProtoError(
                f"a lambda parameter reference {steps_out} step(s) out, "
                f"inside {len(self.lambdas)} lambda(s)"
            )
        params = self.lambdas[-1 - steps_out]
        if not 0 <= index < len(params):
            raise ProtoError(f"lambda parameter {index} of a lambda with {len(params)}")
        return ast.Name(params[index])

    def segment(self, base: ast.Expr, segment: algebra_pb2.Expression.ReferenceSegment) -> ast.Expr:
        kind = segment.WhichOneof("reference_type")
        if kind == "struct_field":
            return ast.FieldAccess(base, segment.struct_field.field)
        if kind == "list_element":
            return ast.Subscript(
                base, ast.Literal(ast.LiteralKind.INTEGER, segment.list_element.offset)
            )
        if kind == "map_key":
            return ast.Subscript(base, self.literal(segment.map_key.map_key))
        raise ProtoError("a reference segment with nothing set")

    # ---- subqueries

    def subquery(self, subquery: algebra_pb2.Expression.Subquery) -> ast.Expr:
        if self.relations is None:
            raise ProtoError(
                "subquery expressions are only read in plans (their relations are bound there)"
            )
        kind = subquery.WhichOneof("subquery_type")
        if kind == "scalar":
            return ast.Subquery(ast.SubqueryKind.SCALAR, self.relations(subquery.scalar.input))
        if kind == "in_predicate":
            found = subquery.in_predicate
            needles = tuple(self.expr(n) for n in found.needles)
            if not needles:
                raise ProtoError("an IN subquery needs at least one needle")
            return ast.Subquery(ast.SubqueryKind.IN, self.relations(found.haystack), needles)
        if kind == "set_predicate":
            op = subquery.set_predicate.predicate_op
            predicate = _PREDICATES.get(op)
            if predicate is None:
                raise ProtoError("a set predicate subquery needs predicate_op EXISTS or UNIQUE")
            return ast.Subquery(predicate, self.relations(subquery.set_predicate.tuples))
        if kind == "set_comparison":
            comparison = subquery.set_comparison
            op = _COMPARISONS.get(comparison.comparison_op)
            reduction = _REDUCTIONS.get(comparison.reduction_op)
            if op is None or reduction is None:
                raise ProtoError("a set comparison subquery needs comparison_op and reduction_op")
            return ast.Subquery(
                ast.SubqueryKind.COMPARISON,
                self.relations(comparison.right),
                (self.expr(comparison.left),),
                op,
                reduction,
            )
        raise ProtoError("a subquery with nothing set")

    # ---- literals

    def literal(self, literal: algebra_pb2.Expression.Literal) -> ast.Expr:
        """A literal written with its type, as at the top level or in a struct."""
        kind = literal.WhichOneof("literal_type")
        if kind in ("list", "empty_list"):
            list_type = literal_type(literal, self.lookup)
            assert isinstance(list_type, t.List)
            return self.list_literal(literal, list_type)
        if kind == "struct":
            if literal.nullable:
                raise ProtoError(
                    "a nullable struct literal: the language has no nullable row value"
                )
            return self.row(literal)
        if kind in ("map", "empty_map"):
            raise ProtoError("map literals are not supported (the language has no map literal)")
        if kind == "null" and literal.null.WhichOneof("kind") is None:
            # A null with no type (DuckDB writes them): typed by where it stands, as `null` is.
            return ast.Literal(ast.LiteralKind.NULL, None)
        value_kind, value = scalar_value(literal, self.lookup)
        return ast.Literal(value_kind, value, type_name(literal_type(literal, self.lookup)))

    def row(self, literal: algebra_pb2.Expression.Literal) -> ast.Expr:
        """A struct literal as a row value of typed literals."""
        return ast.TupleExpr(tuple(self.literal(f) for f in literal.struct.fields))

    def list_literal(self, literal: algebra_pb2.Expression.Literal, list_type: t.List) -> ast.Expr:
        values = literal.list.values if literal.WhichOneof("literal_type") == "list" else ()
        items = tuple(self.member(v, list_type.element) for v in values)
        return ast.ListExpr(items, type_name(list_type))

    def member(self, literal: algebra_pb2.Expression.Literal, element: t.Type) -> ast.Expr:
        """A member of a list literal, written bare: the list's type types it."""
        kind = literal.WhichOneof("literal_type")
        if kind in ("list", "empty_list"):
            assert isinstance(element, t.List)
            return self.list_literal(literal, element.with_nullable(False))
        if kind == "struct":
            return self.row(literal)  # its nullability is the list's element type's
        if kind in ("map", "empty_map"):
            return self.literal(literal)
        value_kind, value = scalar_value(literal, self.lookup)
        return ast.Literal(value_kind, value)


def _lambda_param_name(level: int, index: int) -> str:
    base = _LAMBDA_LETTERS[index] if index < len(_LAMBDA_LETTERS) else f"p{index}_"
    return f"{base}{level}" if level else base


def _segments(segment: algebra_pb2.Expression.ReferenceSegment) -> list[Any]:
    """The chain of segments, outermost first."""
    chain: list[Any] = []
    current: Any = segment
    while True:
        kind = current.WhichOneof("reference_type")
        if kind is None:
            break
        chain.append(current)
        part = getattr(current, kind)
        if not part.HasField("child"):
            break
        current = part.child
    return chain


def _declared_result(body: algebra_pb2.Expression, lookup: FunctionLookup) -> t.Type | None:
    """The type a lambda's body states, if it states one."""
    kind = body.WhichOneof("rex_type")
    if kind == "scalar_function" and body.scalar_function.HasField("output_type"):
        return from_proto_type(body.scalar_function.output_type, lookup)
    if kind == "cast":
        return from_proto_type(body.cast.type, lookup)
    if kind == "literal":
        return literal_type(body.literal, lookup)
    return None


_HANDLERS: dict[str, Any] = {
    "literal": _Reader.literal,
    "selection": _Reader.selection,
    "scalar_function": _Reader.scalar,
    "window_function": _Reader.window,
    "if_then": _Reader.if_then,
    "switch_expression": _Reader.switch,
    "singular_or_list": _Reader.singular_or_list,
    "multi_or_list": _Reader.multi_or_list,
    "cast": _Reader.cast,
    "nested": _Reader.nested,
    "lambda": _Reader.lambda_,
    "subquery": _Reader.subquery,
}
_SUBQUERY = algebra_pb2.Expression.Subquery
_PREDICATES = {
    _SUBQUERY.SetPredicate.PREDICATE_OP_EXISTS: ast.SubqueryKind.EXISTS,
    _SUBQUERY.SetPredicate.PREDICATE_OP_UNIQUE: ast.SubqueryKind.UNIQUE,
}
_COMPARISONS = {
    _SUBQUERY.SetComparison.COMPARISON_OP_EQ: "eq",
    _SUBQUERY.SetComparison.COMPARISON_OP_NE: "ne",
    _SUBQUERY.SetComparison.COMPARISON_OP_LT: "lt",
    _SUBQUERY.SetComparison.COMPARISON_OP_GT: "gt",
    _SUBQUERY.SetComparison.COMPARISON_OP_LE: "le",
    _SUBQUERY.SetComparison.COMPARISON_OP_GE: "ge",
}
_REDUCTIONS = {
    _SUBQUERY.SetComparison.REDUCTION_OP_ANY: "any",
    _SUBQUERY.SetComparison.REDUCTION_OP_ALL: "all",
}


# --------------------------------------------------------------------------- literal values


def literal_type(literal: algebra_pb2.Expression.Literal, lookup: FunctionLookup) -> t.Type:
    """The type a protobuf literal states, nullability included."""
    kind = literal.WhichOneof("literal_type")
    if kind is None:
        raise ProtoError("a Literal with nothing set")
    if kind == "null":
        return from_proto_type(literal.null, lookup)
    try:
        found = _literal_type(kind, getattr(literal, kind), literal, lookup)
    except ValueError as exc:
        raise ProtoError(f"a {kind} literal: {exc}") from None
    return found.with_nullable(literal.nullable or found.nullable)


def _literal_type(kind: str, value: Any, literal: Any, lookup: FunctionLookup) -> t.Type:
    simple: dict[str, type[t.Type]] = {
        "boolean": t.Boolean,
        "i8": t.I8,
        "i16": t.I16,
        "i32": t.I32,
        "i64": t.I64,
        "fp32": t.FP32,
        "fp64": t.FP64,
        "string": t.String,
        "binary": t.Binary,
        "date": t.Date,
        "interval_year_to_month": t.IntervalYear,
        "uuid": t.UUID,
    }
    if kind in simple:
        return simple[kind]()
    sized: dict[str, Any] = {
        "var_char": lambda: t.VarChar(value.length),
        "fixed_char": lambda: t.FixedChar(len(value)),
        "fixed_binary": lambda: t.FixedBinary(len(value)),
        "decimal": lambda: t.Decimal(value.precision, value.scale),
        "precision_time": lambda: t.PrecisionTime(value.precision),
        "precision_timestamp": lambda: t.PrecisionTimestamp(value.precision),
        "precision_timestamp_tz": lambda: t.PrecisionTimestampTZ(value.precision),
        "interval_day_to_second": lambda: t.IntervalDay(_day_precision(value)[0]),
        "interval_compound": lambda: t.IntervalCompound(
            _day_precision(value.interval_day_to_second)[0]
        ),
        "empty_list": lambda: from_proto_type(_wrap_type("list", value), lookup),
        "empty_map": lambda: from_proto_type(_wrap_type("map", value), lookup),
    }
    if kind in sized:
        made: t.Type = sized[kind]()
        return made
    if kind == "list":
        items = list(value.values)
        if not items:
            raise ValueError("a list literal without values (use empty_list)")
        first = literal_type(items[0], lookup)
        nullable = any(literal_type(i, lookup).nullable for i in items)
        return t.List(first.with_nullable(nullable))
    if kind == "struct":
        return t.Struct(tuple(literal_type(f, lookup) for f in value.fields))
    if kind == "map":
        if not value.key_values:
            raise ValueError("a map literal without entries (use empty_map)")
        first = value.key_values[0]
        return t.Map(literal_type(first.key, lookup), literal_type(first.value, lookup))
    if kind == "user_defined":
        if value.WhichOneof("type_anchor_type") != "type_reference" or value.type_parameters:
            raise ValueError("only unparameterised user-defined types by anchor are supported")
        name = lookup.user_types.get(value.type_reference)
        if name is None:
            raise ValueError(f"user-defined type anchor {value.type_reference} is not declared")
        return t.UserDefined(name)
    raise ValueError(f"{kind} literals are not supported")


def _wrap_type(kind: str, message: Any) -> Any:
    from substrait import type_pb2

    wrapped = type_pb2.Type()
    getattr(wrapped, kind).CopyFrom(message)
    return wrapped


def scalar_value(
    literal: algebra_pb2.Expression.Literal, lookup: FunctionLookup
) -> tuple[ast.LiteralKind, ast.LiteralValue]:
    """The literal's value as the language writes it: the kind of literal and
    its value. Dates, times, timestamps and intervals are quoted text
    (``'P1DT2.5S'``), which reads back whatever the value, and bytes ``'0x..'``."""
    kind = literal.WhichOneof("literal_type")
    if kind is None:
        raise ProtoError("a Literal with no value set")
    if kind == "null":
        return ast.LiteralKind.NULL, None
    value = getattr(literal, kind)
    try:
        return _scalar(kind, value, lookup)
    except (OverflowError, ValueError) as exc:
        raise ProtoError(f"a {kind} literal: {exc}") from None


def _scalar(kind: str, value: Any, lookup: FunctionLookup) -> tuple[ast.LiteralKind, Any]:
    K = ast.LiteralKind
    if kind == "boolean":
        return K.BOOLEAN, bool(value)
    if kind in ("i8", "i16", "i32", "i64"):
        return K.INTEGER, int(value)
    if kind in ("fp32", "fp64"):
        return _float(float(value), single=kind == "fp32")
    if kind in ("string", "fixed_char"):
        return K.STRING, str(value)
    if kind == "var_char":
        return K.STRING, str(value.value)
    if kind in ("binary", "fixed_binary"):
        return K.STRING, "0x" + bytes(value).hex().upper()
    if kind == "uuid":
        return K.STRING, str(uuid.UUID(bytes=bytes(value)))
    if kind == "decimal":
        return K.DECIMAL, decimal_value(bytes(value.value), value.scale)
    if kind == "date":
        return K.STRING, (EPOCH_DATE + dt.timedelta(days=int(value))).isoformat()
    if kind == "precision_time":
        return K.STRING, _clock(int(value.value), value.precision)
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        zone = "+00:00" if kind == "precision_timestamp_tz" else ""
        return K.STRING, _timestamp(int(value.value), value.precision) + zone
    if kind == "interval_year_to_month":
        return K.STRING, _year_month(value.years, value.months, 1)[0]
    if kind == "interval_day_to_second":
        return K.STRING, _day_second(value)
    if kind == "interval_compound":
        return K.STRING, _compound(value)
    if kind == "user_defined":
        return _user_defined(value)
    raise ValueError(f"{kind} literals are not supported")


def _float(number: float, *, single: bool) -> tuple[ast.LiteralKind, Any]:
    if math.isnan(number):
        return ast.LiteralKind.FLOAT_SPECIAL, "nan"
    if math.isinf(number):
        return ast.LiteralKind.FLOAT_SPECIAL, "inf" if number > 0 else "-inf"
    text = repr(number)
    if single:
        # The shortest text that reads back as the same 32-bit float (1.1, not 1.100000023841858).
        packed = struct.pack("<f", number)
        for digits in range(1, 10):
            candidate = f"{number:.{digits}g}"
            as_double = float(candidate)
            fits = abs(as_double) <= 3.4028234663852886e38
            if fits and struct.pack("<f", as_double) == packed:
                text = candidate
                break
    return ast.LiteralKind.DECIMAL, PyDecimal(text)


def decimal_value(data: bytes, scale: int) -> PyDecimal:
    """A Substrait decimal: little-endian two's complement unscaled integer."""
    if len(data) != 16:
        raise ValueError(f"a decimal literal must have 16 bytes, not {len(data)}")
    unscaled = PyDecimal(int.from_bytes(data, "little", signed=True))
    return unscaled.scaleb(-scale, context=_WIDE)


def _split(units: int, precision: int) -> tuple[int, str]:
    """Whole seconds and the fraction's digits (``precision`` of them)."""
    seconds, fraction = divmod(units, 10**precision)
    return seconds, (f".{fraction:0{precision}d}" if precision else "")


def _clock(units: int, precision: int) -> str:
    seconds, fraction = _split(units, precision)
    if not 0 <= seconds < SECONDS_PER_DAY:
        raise ValueError(f"{units} is not a time of day at precision {precision}")
    hours, rest = divmod(seconds, 3600)
    return f"{hours:02d}:{rest // 60:02d}:{rest % 60:02d}{fraction}"


def _timestamp(units: int, precision: int) -> str:
    seconds, fraction = _split(units, precision)
    moment = EPOCH + dt.timedelta(seconds=seconds)
    return f"{moment.date().isoformat()}T{moment.strftime('%H:%M:%S')}{fraction}"


def _year_month(years: int, months: int, sign_hint: int) -> tuple[str, int]:
    signs = {(-1 if v < 0 else 1) for v in (years, months) if v}
    if len(signs) > 1:
        raise ValueError(f"{years} years and {months} months have different signs")
    sign = signs.pop() if signs else sign_hint
    return f"{'-' if sign < 0 else ''}P{abs(years)}Y{abs(months)}M", sign


def _day_precision(value: Any) -> tuple[int, int]:
    """(precision, subseconds), reading the microseconds field of older plans."""
    for unknown in UnknownFieldSet(value):
        if unknown.field_number == _OLD_MICROSECONDS_FIELD:
            micros = int(unknown.data)
            if micros >= 2**63:
                micros -= 2**64
            return 6, micros
    return value.precision, value.subseconds


def _day_units(value: Any) -> tuple[int, int]:
    """The whole interval in units of its precision, and the precision."""
    precision, subseconds = _day_precision(value)
    total = (value.days * SECONDS_PER_DAY + value.seconds) * 10**precision + subseconds
    return total, precision


def _day_second(value: Any) -> str:
    total, precision = _day_units(value)
    sign = "-" if total < 0 else ""
    return sign + _day_body(abs(total), precision)


def _day_body(units: int, precision: int) -> str:
    days, rest = divmod(units, SECONDS_PER_DAY * 10**precision)
    seconds, fraction = _split(rest, precision)
    return f"P{days}DT{seconds}{fraction}S"


def _compound(value: Any) -> str:
    total, precision = _day_units(value.interval_day_to_second)
    ym = value.interval_year_to_month
    day_sign = -1 if total < 0 else 1
    text, sign = _year_month(ym.years, ym.months, day_sign)
    if total and sign != day_sign:
        raise ValueError("its year-month and day-time parts have different signs")
    return text + _day_body(abs(total), precision).removeprefix("P")


def _user_defined(value: Any) -> tuple[ast.LiteralKind, Any]:
    if value.WhichOneof("val") != "value":
        raise ValueError("user-defined literals given as a struct are not supported")
    packed = value.value
    for wrapper, kind in (
        (wrappers_pb2.StringValue, ast.LiteralKind.STRING),
        (wrappers_pb2.Int64Value, ast.LiteralKind.INTEGER),
        (wrappers_pb2.BoolValue, ast.LiteralKind.BOOLEAN),
    ):
        if packed.Is(wrapper.DESCRIPTOR):
            unpacked = wrapper()
            packed.Unpack(unpacked)
            return kind, unpacked.value
    raise ValueError(f"user-defined literal values of type {packed.type_url} are not supported")
