"""Catalyst expressions as the project's typed IR (`typecheck.ir`), which the
Substrait writer (`substrait.to_proto`) turns into standard Substrait
expression messages: function calls resolved against the official
extensions, literals, casts, ``ifThen``, ``singularOrList``, subqueries.

Catalyst's bookkeeping is translated by meaning: an ``Alias`` is its child
(its name goes to the relation's output), an ``AttributeReference`` is the
input field with its expression id, ``KnownFloatingPointNormalized`` and
``NormalizeNaNAndZero`` (which make -0.0 and NaN group together) are their
child, ``PromotePrecision`` its child and ``CheckOverflow`` a cast to its type.
"""

from __future__ import annotations

import datetime as dt
import decimal
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from substrait_expr.ast.nodes import (
    BoundKind,
    FailureBehavior,
    FrameUnit,
    NullsOrder,
    SortOrder,
    SubqueryKind,
)
from substrait_expr.backends.spark.from_spark import aggregates, regex, scalars, truncation
from substrait_expr.backends.spark.from_spark.catalyst import Node
from substrait_expr.backends.spark.from_spark.errors import FromSparkError
from substrait_expr.backends.spark.from_spark.functions import (
    AGGREGATES,
    DATE_PARTS,
    LOGARITHMS,
    OPTIONS,
    SCALARS,
    TRIMS,
    WINDOWS,
    Function,
)
from substrait_expr.backends.spark.from_spark.types import substrait_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.extensions import FunctionImpl, FunctionKind
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.resolve import ArgKind, Argument, Failure, resolve

__all__ = ["Column", "Expressions", "Scope", "literal"]


@dataclass(frozen=True, slots=True)
class Column:
    """One output column of a translated relation."""

    expr_id: int
    name: str
    type: t.Type


@dataclass(slots=True)
class Scope:
    """The columns an expression reads, and the enclosing query's (for
    correlated subqueries)."""

    columns: list[Column]
    outer: Scope | None = None
    _index: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._index = {c.expr_id: i for i, c in enumerate(self.columns)}

    def find(self, expr_id: int) -> int | None:
        return self._index.get(expr_id)


@dataclass(frozen=True, slots=True)
class SubqueryMark:
    """Stands for a subquery's relation in `ir.Subquery` until the plan's
    JSON is put together (the Substrait writer writes a read aliased
    ``SUBQUERY_MARK + path`` in its place)."""

    path: str


# Catalyst expressions Spark gives a fixed result type that a Substrait
# function may type otherwise (``extract`` gives i64, Spark's ``year`` int).
_FIXED_RESULT = {
    "Length": t.I32(),
    "StringInstr": t.I32(),
    "OctetLength": t.I32(),
    "BitLength": t.I32(),
    **{name: t.I32() for name in DATE_PARTS},
}

# Aggregates Spark computes in double for any non-decimal numeric input.
_IN_DOUBLE = {"Average", "StddevSamp", "StddevPop", "VarianceSamp", "VariancePop"}

# min and max over booleans (false < true) are Spark's bool_and and bool_or.
_BOOLEAN_EXTREMES = {"Min": "BoolAnd", "Max": "BoolOr"}

_NO_EQUIVALENT = {
    "First": "first() depends on the order rows arrive in, which Substrait leaves unspecified",
    "Last": "last() depends on the order rows arrive in, which Substrait leaves unspecified",
    "CollectList": "collect_list() has no Substrait aggregate function",
    "CollectSet": "collect_set() has no Substrait aggregate function",
    "Rand": "rand() is seeded per Spark partition; the random function of Substrait has no seed",
    "MonotonicallyIncreasingID": "its values depend on how Spark partitions the rows",
    "SparkPartitionID": "Substrait has no notion of Spark partitions",
    "InputFileName": "Substrait has no function for the file a row was read from",
    "PythonUDF": "a Python UDF runs Python code that Substrait cannot carry",
    "ScalaUDF": "a Scala UDF runs JVM code that Substrait cannot carry",
    **scalars.DIFFERENT,
}


class Expressions:
    """Translates the expressions of one plan; one per conversion."""

    def __init__(
        self,
        registry: Registry,
        ansi: bool,
        subquery: Callable[[Node, Scope, str], tuple[str, list[Column]]],
        time_zone: str = "UTC",
        decimal_precision_loss: bool = True,
    ) -> None:
        self.registry = registry
        self.ansi = ansi
        self.decimal_precision_loss = decimal_precision_loss
        self.time_zone = time_zone
        self._subquery = subquery
        self._impls: dict[tuple[str, FunctionKind], tuple[FunctionImpl, ...]] = {}
        self._prebuilt: list[ir.TypedExpr] = []

    def prebuilt(self, typed: ir.TypedExpr) -> Node:
        """A node that translates to ``typed`` (an expression built directly)."""
        self._prebuilt.append(typed)
        return Node(_PREBUILT, {"index": len(self._prebuilt) - 1})

    def reserve(self) -> Node:
        """A node whose expression is given later (`fill`)."""
        return self.prebuilt(ir.Literal(t.Boolean(nullable=True), None))

    def fill(self, node: Node, typed: ir.TypedExpr) -> None:
        self._prebuilt[int(node.data["index"])] = typed

    def _built(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        return self._prebuilt[int(node.data["index"])]

    # ----------------------------------------------------------------- entry points

    def expr(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        name = node.name
        handler = _HANDLERS.get(name)
        if handler is not None:
            return handler(self, node, scope, path)
        if name in DATE_PARTS:
            return self._date_part(node, scope, path)
        function = SCALARS.get(name)
        if function is not None:
            args = [self.expr(c, scope, path) for c in node.children]
            if name in _DECIMAL_ARITHMETIC and not self.decimal_precision_loss:
                self._refuse_without_precision_loss(args, node, path)
            if name == "Divide":
                result = self._decimal_divide(args, node, path)
                result = self._null_for_decimal_zero(args, result, node, path)
            else:
                result = self.call(function, args, node, path)
            if name in ("Round", "BRound"):
                return self._rounded_as_spark(result, args, node, path)
            fixed = _FIXED_RESULT.get(name)
            return result if fixed is None else self.conform(result, fixed)
        raise self.refuse(node, path)

    def refuse(self, node: Node, path: str, why: str | None = None) -> FromSparkError:
        name = node.name
        reason = why or _NO_EQUIVALENT.get(name) or "no Substrait equivalent is known"
        origin = node.origin()
        where = f" (in {origin!r})" if origin else ""
        return FromSparkError(path, f"Catalyst {name}{where}: {reason}", name)

    def conform(self, expr: ir.TypedExpr, wanted: t.Type) -> ir.TypedExpr:
        """``expr`` cast to ``wanted`` (keeping its nullability) where Spark
        types the value otherwise than the Substrait function does."""
        if expr.type.with_nullable(False) == wanted.with_nullable(False):
            return expr
        failure = FailureBehavior.THROW_EXCEPTION if self.ansi else FailureBehavior.RETURN_NULL
        nullable = expr.type.nullable or failure is FailureBehavior.RETURN_NULL
        return ir.Cast(wanted.with_nullable(nullable), expr, failure)

    def conform_exact(
        self, expr: ir.TypedExpr, wanted: t.Type, node: Node, path: str
    ) -> ir.TypedExpr:
        """``expr`` as Spark's type ``wanted`` where the cast cannot lose a
        digit Spark keeps: a decimal computed at a smaller scale than
        Spark's has lost digits already, so it is refused naming both types
        (a cast to Spark's type would pad the lost digits with zeros)."""
        have = expr.type
        if (
            isinstance(have, t.Decimal)
            and isinstance(wanted, t.Decimal)
            and wanted.scale > have.scale
            and not _is_exact_source(expr)
        ):
            raise self.refuse(
                node,
                path,
                f"Spark computes decimal({wanted.precision},{wanted.scale}); the Substrait "
                f"functions give {have.with_nullable(False)}, {wanted.scale - have.scale} "
                "digits fewer",
            )
        return self.conform(expr, wanted)

    def sort_field(self, node: Node, scope: Scope, path: str) -> ir.SortField:
        if node.name != "SortOrder":
            raise self.refuse(node, path, "expected a SortOrder")
        expr = self.expr(node.children[0], scope, path)
        order = SortOrder.DESC if node.object_name("direction") == "Descending" else SortOrder.ASC
        nulls = (
            NullsOrder.FIRST
            if node.object_name("nullOrdering") == "NullsFirst"
            else NullsOrder.LAST
        )
        return ir.SortField(expr.type, expr, order, nulls)

    # ----------------------------------------------------------------- calls

    def impls(self, name: str, kind: FunctionKind) -> tuple[FunctionImpl, ...]:
        key = (name, kind)
        found = self._impls.get(key)
        if found is None:
            found = tuple(i for i in self.registry.impls(name) if i.kind is kind)
            self._impls[key] = found
        return found

    def resolve(
        self, function: Function, args: Sequence[ir.TypedExpr], node: Node, path: str
    ) -> tuple[FunctionImpl, t.Type, tuple[tuple[str, str], ...]]:
        impls = self.impls(function.name, function.kind)
        arguments = tuple(
            Argument(ArgKind.ENUM, word=a.value)
            if isinstance(a, ir.EnumValue)
            else Argument(ArgKind.VALUE, type=a.type)
            for a in args
        )
        outcome = resolve(function.name, impls, arguments)
        if isinstance(outcome, Failure):
            types = ", ".join(a.value if isinstance(a, ir.EnumValue) else str(a.type) for a in args)
            raise self.refuse(
                node,
                path,
                f"Substrait has no {function.name}({types}): {outcome.message}",
            )
        return outcome.impl, outcome.result, self.options(outcome.impl, function, node, path)

    def options(
        self, impl: FunctionImpl, function: Function, node: Node, path: str
    ) -> tuple[tuple[str, str], ...]:
        given = dict(function.options)
        chosen: list[tuple[str, str]] = []
        for spec in impl.options:
            value = given.get(spec.name)
            if value is None and spec.name in OPTIONS:
                value = OPTIONS[spec.name][0 if self.ansi else 1]
            if value is None:
                raise self.refuse(
                    node,
                    path,
                    f"{impl.signature_key} has an option {spec.name!r} whose Spark value is "
                    "not known",
                )
            if value not in spec.values:
                raise self.refuse(
                    node,
                    path,
                    f"{impl.signature_key} cannot say {spec.name}={value}, which is what Spark "
                    "computes",
                )
            chosen.append((spec.name, value))
        return tuple(chosen)

    def call(
        self, function: Function, args: Sequence[ir.TypedExpr], node: Node, path: str
    ) -> ir.TypedExpr:
        impl, result, options = self.resolve(function, args, node, path)
        return ir.ScalarCall(result, impl, tuple(args), options)

    def aggregate(self, node: Node, scope: Scope, path: str) -> ir.AggregateCall:
        """An ``AggregateExpression`` (distinct, filter) as a measure."""
        if node.name != "AggregateExpression":
            raise self.refuse(node, path, "expected an aggregate expression")
        mode = node.object_name("mode")
        if mode != "Complete":
            raise self.refuse(
                node, path, f"aggregate mode {mode} (only Complete is a whole aggregate)"
            )
        inner = node.child("aggregateFunction")
        distinct = bool(node.data.get("isDistinct"))
        rewritten = aggregates.rewrite(self, inner, distinct, scope, path)
        function = AGGREGATES.get(inner.name) if rewritten is None else rewritten[0]
        if function is None:
            raise self.refuse(inner, path)
        if rewritten is not None:
            args: list[ir.TypedExpr] = rewritten[1]
        elif (
            inner.name == "Count"
            and not distinct  # count(DISTINCT 1) is 1 (or 0), never count(*)
            and all(c.name == "Literal" and c.data.get("value") is not None for c in inner.children)
        ):
            args = []  # count(1): count(*)
        else:
            if inner.name == "Count" and len(inner.children) != 1:
                raise self.refuse(inner, path, "count of several columns has no Substrait form")
            args = [self.expr(c, scope, path) for c in inner.children]
        if inner.name in _BOOLEAN_EXTREMES and isinstance(args[0].type, t.Boolean):
            # Spark's optimizer writes bool_and / every as min over booleans
            # and bool_or / any as max: the spec has them by their own names.
            function = AGGREGATES[_BOOLEAN_EXTREMES[inner.name]]
        if inner.name in _IN_DOUBLE:
            # Spark computes these in double whatever the numeric input (an
            # integer average is not truncated).
            args = [
                a
                if isinstance(a.type, t.Decimal)
                else self.conform(a, t.FP64(nullable=a.type.nullable))
                for a in args
            ]
        impl, result, options = self.resolve(function, args, inner, path)
        filter_node = node.expr_or_none("filter")
        filter_expr = self.expr(filter_node, scope, path) if filter_node is not None else None
        return ir.AggregateCall(
            result,
            impl,
            tuple(args),
            options,
            distinct=distinct,
            filter=filter_expr,
        )

    def window(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """A ``WindowExpression``: a window function or an aggregate over a
        window, typed as Spark types it (a decimal ``sum`` is cast to Spark's
        precision, a decimal ``avg`` is Spark's sum divided by its count)."""
        function_node = node.child("windowFunction")
        spec = node.child("windowSpec")
        partition = tuple(self.expr(c, scope, path) for c in spec.kids("partitionSpec"))
        order = tuple(self.sort_field(c, scope, path) for c in spec.kids("orderSpec"))
        frame = self._frame(spec.child("frameSpecification"), path)
        if function_node.name == "AggregateExpression":
            inner = function_node.child("aggregateFunction")
            if inner.name == "Average" and self.decimal_argument(inner, scope, path):
                total, count = (
                    self.window(_renamed(node, inner, name), scope, path)
                    for name in ("Sum", "Count")
                )
                argument = self.expr(inner.children[0], scope, path).type
                assert isinstance(argument, t.Decimal)
                return self.decimal_average(argument, total, count, inner, path)
            measure = self.aggregate(function_node, scope, path)
            if measure.distinct or measure.filter is not None:
                raise self.refuse(function_node, path, "DISTINCT or FILTER over a window")
            impl, result, options, args = measure.impl, measure.type, measure.options, measure.args
            call = ir.WindowCall(result, impl, tuple(args), options, partition, order, frame)
            spark = spark_aggregate_type(inner.name, args)
            return call if spark is None else self.conform(call, spark)
        else:
            function = WINDOWS.get(function_node.name)
            if function is None:
                raise self.refuse(function_node, path)
            args = tuple(self._window_arguments(function_node, scope, path))
            if function_node.name in ("Lead", "Lag", "NTile"):
                frame = None  # Spark's frame for these only restates the offset
            impl, result, options = self.resolve(function, args, function_node, path)
        return ir.WindowCall(result, impl, tuple(args), options, partition, order, frame)

    def decimal_argument(self, inner: Node, scope: Scope, path: str) -> bool:
        """Whether an aggregate function's one argument is a decimal."""
        if len(inner.children) != 1:
            return False
        return isinstance(self.expr(inner.children[0], scope, path).type, t.Decimal)

    def decimal_average(
        self,
        argument: t.Decimal,
        total: ir.TypedExpr,
        count: ir.TypedExpr,
        inner: Node,
        path: str,
    ) -> ir.TypedExpr:
        """Spark's average of a decimal(p,s): its sum (decimal(p+10,s), raising
        or null past it) divided by its count as decimal(20,0), rounded to
        decimal(p+4,s+4). Substrait's ``avg`` keeps the argument's scale,
        which would round more."""
        precision, scale = min(38, argument.precision + 4), min(38, argument.scale + 4)
        count_decimal = ir.Cast(t.Decimal(20, 0, nullable=count.type.nullable), count)
        divide = self._decimal_divide([total, count_decimal], inner, path)
        places = divide.type.scale if isinstance(divide.type, t.Decimal) else 0
        if places < scale + _AVERAGE_GUARD_PLACES:
            # Spark divides at 39 places before rounding to s+4; a division
            # at fewer than s+4+6 places rounds twice, and can differ in the
            # last digit for groups of 10^6 rows or more (or lacks digits).
            raise self.refuse(
                inner,
                path,
                f"Spark's average of decimal({argument.precision},{argument.scale}) rounds the "
                f"exact mean to {scale} places; Substrait's division of its sum and count "
                f"keeps {places}, too few to round it the same way",
            )
        return self.conform(divide, t.Decimal(precision, scale, nullable=True))

    def _rounded_as_spark(
        self, result: ir.TypedExpr, args: Sequence[ir.TypedExpr], node: Node, path: str
    ) -> ir.TypedExpr:
        """Spark's ``round(decimal(p,s), d)`` is decimal(p-s+1+min(s,d), min(s,d))
        (d >= 0) or decimal(max(p-s+1, 1-d), 0): the digits rounded away are gone
        from the type too; Substrait's keeps the scale. The rounded value
        casts to Spark's type exactly, and what reads its digits
        (``UnscaledValue``) must see Spark's scale."""
        value, places = args[0].type, args[1] if len(args) > 1 else None
        if not isinstance(value, t.Decimal):
            return result
        if not (isinstance(places, ir.Literal) and isinstance(places.value, int)):
            raise self.refuse(node, path, "rounding a decimal to a scale that is not a literal")
        digits = value.precision - value.scale + 1
        if places.value < 0:
            wanted = t.Decimal(min(38, max(digits, 1 - places.value)), 0)
        else:
            scale = min(value.scale, places.value)
            wanted = t.Decimal(min(38, digits + scale), scale)
        return self.conform(result, wanted)

    def _window_arguments(self, node: Node, scope: Scope, path: str) -> list[ir.TypedExpr]:
        if node.name == "NTile":
            return [self.expr(node.children[0], scope, path)]
        if node.name not in ("Lead", "Lag"):
            return []  # ranking functions: Spark lists the order keys as children
        if node.data.get("ignoreNulls"):
            raise self.refuse(node, path, "IGNORE NULLS has no Substrait form")
        value, offset, default = node.children
        args = [self.expr(value, scope, path), self.expr(offset, scope, path)]
        if not (default.name == "Literal" and default.data.get("value") is None):
            args.append(self.conform(self.expr(default, scope, path), args[0].type))
        return args

    def _frame(self, node: Node, path: str) -> ir.Frame | None:
        if node.name == "UnspecifiedFrame":
            return None
        if node.name != "SpecifiedWindowFrame":
            raise self.refuse(node, path)
        unit = FrameUnit.ROWS if node.object_name("frameType") == "RowFrame" else FrameUnit.RANGE
        return ir.Frame(
            unit,
            self._bound(node.child("lower"), path, lower=True),
            self._bound(node.child("upper"), path, lower=False),
        )

    def _bound(self, node: Node, path: str, lower: bool) -> ir.FrameBound:
        if node.name == "UnboundedPreceding":
            return ir.FrameBound(BoundKind.UNBOUNDED_PRECEDING)
        if node.name == "UnboundedFollowing":
            return ir.FrameBound(BoundKind.UNBOUNDED_FOLLOWING)
        if node.name == "CurrentRow":
            return ir.FrameBound(BoundKind.CURRENT_ROW)
        if node.name == "Literal" and node.data.get("dataType") in ("integer", "long"):
            offset = int(node.data["value"])
            if offset < 0:
                return ir.FrameBound(BoundKind.PRECEDING, -offset)
            return ir.FrameBound(BoundKind.FOLLOWING, offset)
        raise self.refuse(node, path, "a window frame bound that is not a whole number of rows")

    # ----------------------------------------------------------------- leaves

    def _attribute(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        expr_id = node.expr_id
        index = scope.find(expr_id)
        if index is not None:
            column = scope.columns[index]
            return ir.FieldRef(column.type, index, column.name)
        steps, outer = 1, scope.outer
        while outer is not None:
            index = outer.find(expr_id)
            if index is not None:
                column = outer.columns[index]
                return ir.OuterFieldRef(column.type, steps, index, column.name)
            steps, outer = steps + 1, outer.outer
        raise self.refuse(
            node, path, f"column {node.data.get('name')}#{expr_id} is not an input of its relation"
        )

    def _outer(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        inner = node.child("e") if "e" in node.data else node.children[0]
        if scope.outer is None:
            raise self.refuse(node, path, "an outer reference outside a subquery")
        found = self._attribute(inner, Scope([], scope.outer), path)
        if isinstance(found, ir.OuterFieldRef):
            return found
        raise self.refuse(node, path)

    def _literal(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        data_type = node.data.get("dataType")
        value = node.data.get("value")
        type_ = substrait_type(data_type, value is None, path)
        if value is None:
            return ir.Literal(type_, None)
        try:
            if isinstance(type_, t.PrecisionTimestampTZ | t.PrecisionTimestamp):
                return ir.Literal(type_, _timestamp(type_, str(value), self.time_zone))
            return ir.Literal(type_, _literal_value(type_, value))
        except (ValueError, decimal.InvalidOperation, TypeError):
            raise self.refuse(node, path, f"a literal of type {data_type} ({value!r})") from None

    # ----------------------------------------------------------------- structure

    def _alias(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        return self.expr(node.children[0], scope, path)

    def _transparent(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        return self.expr(node.children[0], scope, path)

    def _check_overflow(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        inner = self.expr(node.children[0], scope, path)
        wanted = substrait_type(node.data["dataType"], True, path)
        return self.conform(inner, wanted)

    def _cast(
        self, node: Node, scope: Scope, path: str, failure: FailureBehavior | None = None
    ) -> ir.TypedExpr:
        target = substrait_type(node.data["dataType"], True, path)
        null = scalars.typed_null(node.children[0], target)
        if null is not None:  # a bare NULL, typed by its cast
            return null
        operand = self.expr(node.children[0], scope, path)
        if failure is None:  # the JSON writes no eval mode: the session's
            failure = FailureBehavior.THROW_EXCEPTION if self.ansi else FailureBehavior.RETURN_NULL
        if operand.type.with_nullable(False) == target.with_nullable(False):
            return operand
        nullable = operand.type.nullable or (
            failure is FailureBehavior.RETURN_NULL and not _widens(operand.type, target)
        )
        return ir.Cast(target.with_nullable(nullable), operand, failure)

    def _try_eval(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """`PlanReader` wraps each cast and arithmetic of eval mode TRY
        (``try_cast``, ``try_add``, ``try_divide``, ...) in a TryEval, since
        Catalyst's JSON writes no eval mode. A TRY cast gives null where it
        fails; TRY arithmetic gives null on overflow and division by zero,
        which are the options written for ANSI off, except where ANSI off
        wraps around: integer addition, subtraction and multiplication."""
        inner = node.children[0]
        if inner.name == "Cast":
            return self._cast(inner, scope, path, FailureBehavior.RETURN_NULL)
        function = SCALARS.get(inner.name)
        if inner.name not in _TRY_ARITHMETIC or function is None:
            raise self.refuse(node, path, f"a TryEval of {inner.name}")
        args = [self.expr(c, scope, path) for c in inner.children]
        if inner.name != "Divide" and any(isinstance(a.type, _INTEGERS) for a in args):
            raise self.refuse(
                inner,
                path,
                f"{inner.name} in eval mode TRY (try_{inner.name.lower()}) on integers: "
                "its null on overflow has no Substrait option",
            )
        ansi, self.ansi = self.ansi, False  # the options of the call itself, not its arguments'
        try:
            if inner.name == "Divide":
                result = self._decimal_divide(args, inner, path)
                result = self._null_for_decimal_zero(args, result, inner, path)
            else:
                result = self.call(function, args, inner, path)
            return result
        finally:
            self.ansi = ansi

    def _refuse_without_precision_loss(
        self, args: Sequence[ir.TypedExpr], node: Node, path: str
    ) -> None:
        """With ``spark.sql.decimalOperations.allowPrecisionLoss`` off, Spark
        keeps the scale of a decimal result past 38 digits where the
        Substrait functions (and Spark's default) give up scale: refused
        where the two differ, that is where the exact type passes 38 digits."""
        types = [a.type for a in args]
        if not all(isinstance(x, t.Decimal) for x in types):
            return
        x, y = cast(list[t.Decimal], types)
        integral = max(x.precision - x.scale, y.precision - y.scale)
        exact = {
            "Add": max(x.scale, y.scale) + integral + 1,
            "Subtract": max(x.scale, y.scale) + integral + 1,
            "Multiply": x.precision + y.precision + 1,
            "Divide": x.precision - x.scale + y.scale + max(6, x.scale + y.precision + 1),
        }.get(node.name, 0)
        if exact > 38:
            raise self.refuse(
                node,
                path,
                "decimal arithmetic past 38 digits with spark.sql.decimalOperations."
                "allowPrecisionLoss off: Spark keeps a scale no Substrait function gives",
            )

    def _decimal_divide(self, args: Sequence[ir.TypedExpr], node: Node, path: str) -> ir.TypedExpr:
        """Spark's ``/``: of two decimals, at Spark's result type. The official
        ``divide`` gives Spark's scale where its derivation reaches it (its
        precision may be larger: the quotient casts to Spark's exactly);
        otherwise the package's ``divide_keep_scale``, whose type is Spark's,
        so no digit is rounded away before Spark would round it."""
        result = self.call(SCALARS["Divide"], args, node, path)
        first, second = (a.type for a in args)
        if not (isinstance(first, t.Decimal) and isinstance(second, t.Decimal)):
            return result
        spark = spark_divide_type(first, second).with_nullable(result.type.nullable)
        have = result.type
        assert isinstance(have, t.Decimal)
        if have.scale != spark.scale:
            result = self.call(Function("divide_keep_scale"), args, node, path)
        return self.conform(result, spark)

    def _null_for_decimal_zero(
        self, args: Sequence[ir.TypedExpr], result: ir.TypedExpr, node: Node, path: str
    ) -> ir.TypedExpr:
        """Spark's decimal ``/`` gives null for a zero divisor with ANSI off
        (and in ``try_divide``); Substrait's decimal divide has no option for
        it (a zero divisor is an error), so the null is written as a
        condition: ``if divisor = 0 then null else divide(...)``."""
        divisor = args[1]
        if self.ansi or not isinstance(divisor.type, t.Decimal):
            return result
        zero = literal(divisor.type, 0)
        is_zero = self.call(SCALARS["EqualTo"], [divisor, zero], node, path)
        nullable = result.type.with_nullable(True)
        return ir.IfThen(nullable, ((is_zero, literal(nullable, None)),), result)

    def _at_least_n_non_nulls(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``dropna``'s filter: at least ``n`` of the values are neither null
        nor NaN."""
        n = int(node.data["n"])
        present = []
        for child in node.children:
            value = self.expr(child, scope, path)
            known = self.call(SCALARS["IsNotNull"], [value], node, path)
            if isinstance(value.type, t.FP32 | t.FP64):
                nan = self.call(SCALARS["IsNaN"], [value], node, path)
                not_nan = self.call(SCALARS["Not"], [nan], node, path)
                known = self.call(SCALARS["And"], [known, not_nan], node, path)
            present.append(known)
        if n <= 0:
            return ir.Literal(t.Boolean(nullable=False), True)
        if n > len(present):
            return ir.Literal(t.Boolean(nullable=False), False)
        if n in (1, len(present)):
            combine = SCALARS["Or"] if n == 1 else SCALARS["And"]
            result = present[0]
            for item in present[1:]:
                result = self.call(combine, [result, item], node, path)
            return result
        one, zero = literal(t.I32(), 1), literal(t.I32(), 0)
        counted = [ir.IfThen(t.I32(nullable=False), ((p, one),), zero) for p in present]
        total: ir.TypedExpr = counted[0]
        for item in counted[1:]:
            total = self.call(SCALARS["Add"], [total, item], node, path)
        return self.call(SCALARS["GreaterThanOrEqual"], [total, literal(t.I32(), n)], node, path)

    def _case_when(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        clauses = []
        for branch in node.data["branches"]:
            condition = self.expr(_tree(branch["_1"], node), scope, path)
            value = self.expr(_tree(branch["_2"], node), scope, path)
            clauses.append((condition, value))
        otherwise_node = node.expr_or_none("elseValue")
        first = clauses[0][1].type
        if otherwise_node is None:
            otherwise: ir.TypedExpr = ir.Literal(first.with_nullable(True), None)
        else:
            otherwise = self.expr(otherwise_node, scope, path)
        return self._if_then(clauses, otherwise, node, path)

    def _if(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        node = scalars.right(self, node, scope, path) or node
        condition, yes, no = (self.expr(c, scope, path) for c in node.children)
        return self._if_then([(condition, yes)], no, node, path)

    def _if_then(
        self,
        clauses: list[tuple[ir.TypedExpr, ir.TypedExpr]],
        otherwise: ir.TypedExpr,
        node: Node,
        path: str,
    ) -> ir.TypedExpr:
        values = [v for _, v in clauses] + [otherwise]
        base = values[0].type.with_nullable(False)
        for value in values:
            if value.type.with_nullable(False) != base:
                raise self.refuse(
                    node, path, f"branches of types {value.type} and {base} (Spark casts them)"
                )
        nullable = any(v.type.nullable for v in values)
        return ir.IfThen(base.with_nullable(nullable), tuple(clauses), otherwise)

    def _in(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        value = self.expr(node.child("value"), scope, path)
        options = tuple(self.expr(c, scope, path) for c in node.kids("list"))
        nullable = value.type.nullable or any(o.type.nullable for o in options)
        return ir.SingularOrList(t.Boolean(nullable=nullable), value, options)

    def _in_set(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        raise self.refuse(node, path, "the values of an InSet are not in the JSON plan of Spark")

    def _like(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        escape = node.data.get("escapeChar")
        left, right = (self.expr(c, scope, path) for c in node.children)
        if escape not in (None, "\\"):
            raise self.refuse(node, path, f"LIKE with escape character {escape!r}")
        pattern = right.value if isinstance(right, ir.Literal) else None
        if not isinstance(pattern, str) or "\\" in pattern:
            raise self.refuse(
                node, path, "LIKE with a pattern that is not a literal without escapes"
            )
        return self.call(SCALARS_LIKE, [left, right], node, path)

    def _substring(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        text, start, length = (self.expr(c, scope, path) for c in node.children)
        if not (isinstance(start, ir.Literal) and isinstance(start.value, int) and start.value):
            raise self.refuse(
                node,
                path,
                "the start of substring is not a non-zero literal (Spark reads 0 as 1, "
                "Substrait does not)",
            )
        function = Function("substring", (("negative_start", "WRAP_FROM_END"),))
        return self.call(function, [text, start, length], node, path)

    def _date_part(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        operand = self.expr(node.children[0], scope, path)
        part, indexing = DATE_PARTS[node.name]
        args: list[ir.TypedExpr] = [ir.EnumValue(t.String(), part)]
        if indexing is not None:
            args.append(ir.EnumValue(t.String(), indexing))
        args.append(operand)
        if isinstance(operand.type, t.PrecisionTimestampTZ):
            args.append(ir.Literal(t.String(), self.time_zone))  # Spark: the session zone
        result = self.call(Function("extract"), args, node, path)
        return self.conform(result, _FIXED_RESULT[node.name])

    def _trim(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        text = self.expr(node.children[0], scope, path)
        if len(node.children) > 1:
            characters = self.expr(node.children[1], scope, path)
        else:
            characters = ir.Literal(t.String(), " ")
        return self.call(Function(TRIMS[node.name]), [text, characters], node, path)

    def _logarithm(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """Spark's ``ln(x)`` (and log10, log2, log1p) is null where ``x`` is at
        or below the function's pole. The spec's ``on_log_zero`` has no null,
        so the null is a condition: ``if x <= pole then null else ln(x)``
        (NaN stays NaN, as in Spark)."""
        name, pole = LOGARITHMS[node.name]
        operand = self.expr(node.children[0], scope, path)
        options = (("on_domain_error", "NULL"), ("on_log_zero", "MINUS_INFINITY"))
        result = self.call(Function(name, options), [operand], node, path)
        at_pole = self.call(
            SCALARS["LessThanOrEqual"], [operand, literal(operand.type, pole)], node, path
        )
        nullable = result.type.with_nullable(True)
        return ir.IfThen(nullable, ((at_pole, literal(nullable, None)),), result)

    def _logarithm_base(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """Spark's ``log(base, x)``: null where the base or ``x`` is 0 or less,
        otherwise ``ln(x) / ln(base)`` in double, as Spark computes it (so a
        base of 1 gives an infinity or NaN, never an error: IEEE division)."""
        base, operand = (self.conform(self.expr(c, scope, path), t.FP64()) for c in node.children)
        options = (("on_domain_error", "NULL"), ("on_log_zero", "MINUS_INFINITY"))
        logs = [self.call(Function("ln", options), [v], node, path) for v in (operand, base)]
        ieee = (("on_division_by_zero", "IEEE"), ("on_domain_error", "NAN"))
        quotient = self.call(Function("divide", ieee), logs, node, path)
        zero = literal(t.FP64(), 0.0)
        at_or_below_zero = [
            self.call(SCALARS["LessThanOrEqual"], [v, zero], node, path) for v in (base, operand)
        ]
        either = self.call(SCALARS["Or"], at_or_below_zero, node, path)
        nullable = quotient.type.with_nullable(True)
        return ir.IfThen(nullable, ((either, literal(nullable, None)),), quotient)

    def _integral_divide(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``a div b`` of integers: Spark divides as bigints, truncating toward
        zero, as the spec's integer ``divide`` does (division by zero and
        overflow follow the session's ANSI mode, through `OPTIONS`)."""
        args = [self.expr(c, scope, path) for c in node.children]
        if not all(isinstance(a.type, _INTEGERS) for a in args):
            types = ", ".join(str(a.type) for a in args)
            raise self.refuse(node, path, f"div of {types}: only integers divide as Substrait does")
        wide = [self.conform(a, t.I64(nullable=a.type.nullable)) for a in args]
        return self.call(SCALARS["Divide"], wide, node, path)

    def _pmod(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``pmod(a, n)`` of integers: Spark's ``r = a % n`` plus ``n`` where
        ``r`` is negative and ``n`` positive (for a negative ``n`` Spark's
        ``(r + n) % n`` is ``r`` again), so no step can overflow."""
        args = [self.expr(c, scope, path) for c in node.children]
        if not all(isinstance(a.type, _INTEGERS) for a in args):
            types = ", ".join(str(a.type) for a in args)
            raise self.refuse(node, path, f"pmod of {types}: Substrait's modulus takes integers")
        divisor = args[1]
        remainder = self.call(SCALARS["Remainder"], args, node, path)
        zero = literal(divisor.type.with_nullable(False), 0)
        below = self.call(SCALARS["LessThan"], [remainder, zero], node, path)
        positive = self.call(SCALARS["GreaterThan"], [divisor, zero], node, path)
        wraps = self.call(SCALARS["And"], [below, positive], node, path)
        shifted = self.call(SCALARS["Add"], [remainder, divisor], node, path)
        return self._if_then([(wraps, shifted)], remainder, node, path)

    def _locate(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``locate(substr, str)`` / ``position``: from position 1 it is the
        spec's ``strpos(str, substr)``, as ``instr`` is; from another position
        Spark also returns 0 for a null position, which ``strpos`` cannot say."""
        substring, text, start = (self.expr(c, scope, path) for c in node.children)
        if not (isinstance(start, ir.Literal) and start.value == 1):
            raise self.refuse(node, path, "locate from a position other than the literal 1")
        result = self.call(SCALARS["StringInstr"], [text, substring], node, path)
        return self.conform(result, t.I32(nullable=result.type.nullable))

    def _repeat(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``repeat(s, n)``: Spark's count is an int, the spec's an i64."""
        text, count = (self.expr(c, scope, path) for c in node.children)
        count = self.conform(count, t.I64(nullable=count.type.nullable))
        return self.call(Function("repeat"), [text, count], node, path)

    def _unscaled(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """The unscaled digits of a decimal (Spark's DecimalAggregates
        rewrite): the value times 10^scale, as a whole number."""
        operand = self.expr(node.children[0], scope, path)
        if not isinstance(operand.type, t.Decimal) or operand.type.precision > 18:
            raise self.refuse(node, path, "the unscaled value of a decimal wider than 18 digits")
        scale = operand.type.scale
        factor = ir.Literal(t.Decimal(scale + 1, 0), decimal.Decimal(10) ** scale)
        product = self.call(Function("multiply"), [operand, factor], node, path)
        return ir.Cast(
            t.I64(nullable=product.type.nullable), product, FailureBehavior.THROW_EXCEPTION
        )

    def _make_decimal(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """A whole number of units of 10^-scale as decimal(precision, scale)
        (the other half of the DecimalAggregates rewrite). A windowed
        ``MakeDecimal(sum(UnscaledValue(x)))`` is the ``sum`` of ``x``."""
        summed = decimal_sum(node)
        if summed is not None and summed.name == "WindowExpression":
            return self.expr(summed, scope, path)
        operand = self.expr(node.children[0], scope, path)
        precision, scale = int(node.data["precision"]), int(node.data["scale"])
        whole: ir.TypedExpr = ir.Cast(t.Decimal(19, 0, nullable=operand.type.nullable), operand)
        if scale:
            unit = ir.Literal(t.Decimal(scale, scale), decimal.Decimal(1).scaleb(-scale))
            whole = self.call(Function("multiply"), [whole, unit], node, path)
        null_on_overflow = bool(node.data.get("nullOnOverflow", not self.ansi))
        failure = (
            FailureBehavior.RETURN_NULL if null_on_overflow else FailureBehavior.THROW_EXCEPTION
        )
        nullable = whole.type.nullable or null_on_overflow
        return ir.Cast(t.Decimal(precision, scale, nullable=nullable), whole, failure)

    def _shift(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """A shift by a literal number of bits inside the width (Spark takes
        other amounts modulo the width, as Java does; Substrait does not say)."""
        value, amount = (self.expr(c, scope, path) for c in node.children)
        bits = 64 if isinstance(value.type, t.I64) else 32
        if not (isinstance(amount, ir.Literal) and isinstance(amount.value, int)):
            raise self.refuse(node, path, "a shift by an amount that is not a literal")
        if not 0 <= amount.value < bits:
            raise self.refuse(node, path, f"a shift by {amount.value} bits of a {bits}-bit value")
        name = _SHIFTS[node.name]
        return self.call(Function(name), [value, amount], node, path)

    def _date_add(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``date_add``/``date_sub``: Substrait's ``add(date, interval_day)``
        is a timestamp (midnight of the day), cast back to the date Spark
        gives; a number of days from a column is that many one-day intervals."""
        start, days = (self.expr(c, scope, path) for c in node.children)
        sign = 1 if node.name == "DateAdd" else -1
        interval: ir.TypedExpr
        if isinstance(days, ir.Literal) and isinstance(days.value, int):
            interval = ir.Literal(t.IntervalDay(6), dt.timedelta(days=sign * days.value))
        elif isinstance(days.type, _INTEGERS):
            one_day = ir.Literal(t.IntervalDay(6), dt.timedelta(days=sign))
            interval = self.call(Function("multiply"), [days, one_day], node, path)
        else:
            raise self.refuse(node, path, f"adding days of type {days.type}")
        moment = self.call(Function("add"), [start, interval], node, path)
        return self.conform(moment, t.Date(nullable=moment.type.nullable))

    def _date_diff(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``datediff(end, start)``, whole days as Spark's ``int``: the two
        dates' ``extract(UNIX_TIME)`` (seconds since 1970-01-01, a multiple
        of a day) subtracted and divided by 86,400, exactly."""
        end, start = (self.expr(c, scope, path) for c in node.children)
        seconds = []
        for date in (end, start):
            unix = ir.EnumValue(t.String(), "UNIX_TIME")
            seconds.append(self.call(Function("extract"), [unix, date], node, path))
        difference = self.call(SCALARS["Subtract"], seconds, node, path)
        day = literal(t.I64(), 86_400)
        days = self.call(SCALARS["Divide"], [difference, day], node, path)
        return self.conform(days, t.I32(nullable=days.type.nullable))

    def _add_months(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``add_months(date, n)`` with a literal ``n``: ``add`` of an
        ``interval_year`` of n months (a date; the day clamped to the month's
        last, as Spark does)."""
        start, months = (self.expr(c, scope, path) for c in node.children)
        if not (isinstance(months, ir.Literal) and isinstance(months.value, int)):
            raise self.refuse(node, path, "adding a number of months that is not a literal")
        years, rest = divmod(abs(months.value), 12)
        sign = -1 if months.value < 0 else 1
        interval = ir.Literal(t.IntervalYear(), (sign * years, sign * rest))
        return self.call(Function("add"), [start, interval], node, path)

    def _floor_ceil(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``floor``/``ceil`` of one argument: Substrait's rounding functions.
        Spark types a decimal's as Substrait does (decimal(p-s+1, 0)) and a
        double's as a bigint; with ANSI off Spark saturates where the bigint
        range ends and a Substrait cast gives null, so that is refused."""
        if len(node.children) != 1:
            raise self.refuse(node, path, "floor/ceil to a scale has no Substrait function")
        value = self.expr(node.children[0], scope, path)
        name = "floor" if node.name.startswith("Floor") else "ceil"
        if isinstance(value.type, _INTEGERS):
            return self.conform(value, t.I64(nullable=value.type.nullable))
        if isinstance(value.type, t.FP32 | t.FP64) and not self.ansi:
            raise self.refuse(
                node, path, f"{name} of a double with ANSI off saturates at the bigint range"
            )
        result = self.call(Function(name), [value], node, path)
        if isinstance(value.type, t.Decimal):
            return result
        return self.conform(result, t.I64(nullable=result.type.nullable))

    def _subquery_expr(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        kind = node.name
        plan_node = _tree(node.data["plan"], node)
        mark, columns = self._subquery(plan_node, scope, f"{path} > {kind}")
        rel = cast(Any, SubqueryMark(mark))
        if kind == "ScalarSubquery":
            if len(columns) != 1:
                raise self.refuse(node, path, "a scalar subquery of several columns")
            return ir.Subquery(columns[0].type.with_nullable(True), SubqueryKind.SCALAR, rel)
        if kind == "Exists":
            return ir.Subquery(t.Boolean(), SubqueryKind.EXISTS, rel)
        raise self.refuse(node, path)

    def _in_subquery(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        values = [self.expr(c, scope, path) for c in node.kids("values")]
        query = node.child("query")
        plan_node = _tree(query.data["plan"], query)
        mark, columns = self._subquery(plan_node, scope, f"{path} > InSubquery")
        rel = cast(Any, SubqueryMark(mark))
        nullable = any(v.type.nullable for v in values) or any(c.type.nullable for c in columns)
        return ir.Subquery(t.Boolean(nullable=nullable), SubqueryKind.IN, rel, tuple(values))

    def _named_struct(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """``named_struct(name, value, ...)`` (also Spark's merged scalar
        subqueries' value): a struct of the values, the names kept."""
        pairs = node.children
        if len(pairs) % 2:
            raise self.refuse(node, path, "a struct with a name and no value")
        names = []
        for name in pairs[0::2]:
            if name.name != "Literal" or not isinstance(name.data.get("value"), str):
                raise self.refuse(node, path, "a struct field name that is not a literal")
            names.append(str(name.data["value"]))
        values = tuple(self.expr(v, scope, path) for v in pairs[1::2])
        type_ = t.Struct(tuple(v.type for v in values), tuple(names), nullable=False)
        return ir.StructValue(type_, values)

    def _struct_field(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        """A field of a struct value by position (``GetStructField``; Spark 4
        reads each of several merged scalar subqueries' results this way)."""
        base = self.expr(node.children[0], scope, path)
        ordinal = int(node.data["ordinal"])
        struct = base.type
        if not isinstance(struct, t.Struct) or not 0 <= ordinal < len(struct.fields):
            raise self.refuse(node, path, f"field {ordinal} of a value of type {struct}")
        field_type = struct.fields[ordinal]
        nullable = field_type.nullable or struct.nullable
        return ir.StructField(field_type.with_nullable(nullable), base, ordinal)

    def _aggregate_outside(self, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
        raise self.refuse(node, path, "an aggregate outside an aggregate relation")


_PREBUILT = "substrait_expr.Prebuilt"
SCALARS_LIKE = Function("like", (("case_sensitivity", "CASE_SENSITIVE"),))


def _tree(flat: Any, owner: Node) -> Node:
    from substrait_expr.backends.spark.from_spark.catalyst import tree

    if isinstance(flat, int):
        return owner.children[flat]
    if isinstance(flat, Node):
        return flat
    return tree(flat)


_Handler = Callable[[Expressions, Node, Scope, str], ir.TypedExpr]

_HANDLERS: dict[str, _Handler] = {
    "Prebuilt": Expressions._built,
    "AttributeReference": Expressions._attribute,
    "OuterReference": Expressions._outer,
    "Literal": Expressions._literal,
    "Alias": Expressions._alias,
    "KnownFloatingPointNormalized": Expressions._transparent,
    "NormalizeNaNAndZero": Expressions._transparent,
    "PromotePrecision": Expressions._transparent,
    "CheckOverflow": Expressions._check_overflow,
    "Cast": Expressions._cast,
    "TryEval": Expressions._try_eval,
    "CaseWhen": Expressions._case_when,
    "AtLeastNNonNulls": Expressions._at_least_n_non_nulls,
    "If": Expressions._if,
    "In": Expressions._in,
    "InSet": Expressions._in_set,
    "Like": Expressions._like,
    "Substring": Expressions._substring,
    "DateAdd": Expressions._date_add,
    "ShiftRight": Expressions._shift,
    "ShiftLeft": Expressions._shift,
    "ShiftRightUnsigned": Expressions._shift,
    "Logarithm": Expressions._logarithm_base,
    "IntegralDivide": Expressions._integral_divide,
    "StringLocate": Expressions._locate,
    "Pmod": Expressions._pmod,
    **regex.HANDLERS,
    **scalars.HANDLERS,
    **truncation.HANDLERS,
    "StringTrim": Expressions._trim,
    "StringTrimLeft": Expressions._trim,
    "StringTrimRight": Expressions._trim,
    "UnscaledValue": Expressions._unscaled,
    "StringRepeat": Expressions._repeat,
    **dict.fromkeys(LOGARITHMS, Expressions._logarithm),
    "MakeDecimal": Expressions._make_decimal,
    "DateSub": Expressions._date_add,
    "Floor": Expressions._floor_ceil,
    "DateDiff": Expressions._date_diff,
    "AddMonths": Expressions._add_months,
    "Ceil": Expressions._floor_ceil,
    "WindowExpression": Expressions.window,
    "CreateNamedStruct": Expressions._named_struct,
    "GetStructField": Expressions._struct_field,
    "ScalarSubquery": Expressions._subquery_expr,
    "Exists": Expressions._subquery_expr,
    "InSubquery": Expressions._in_subquery,
    "AggregateExpression": Expressions._aggregate_outside,
}

_INTEGERS = (t.I8, t.I16, t.I32, t.I64)
_SHIFTS = {
    "ShiftLeft": "shift_left",
    "ShiftRight": "shift_right",
    "ShiftRightUnsigned": "shift_right_unsigned",
}
# Places past Spark's average scale its sum / count division must keep: a
# second rounding can then differ only for groups of 10^6 rows or more.
_AVERAGE_GUARD_PLACES = 6
_DECIMAL_ARITHMETIC = ("Add", "Subtract", "Multiply", "Divide")
_TRY_ARITHMETIC = ("Add", "Subtract", "Multiply", "Divide")


def spark_divide_type(x: t.Decimal, y: t.Decimal) -> t.Decimal:
    """Spark's type of ``x / y`` (``spark.sql.decimalOperations.allowPrecisionLoss``
    on, its default): the scale max(6, s1 + p2 + 1), p1 - s1 + s2 integral
    digits, the scale cut down to 6 where that passes 38 digits."""
    scale = max(6, x.scale + y.precision + 1)
    precision = x.precision - x.scale + y.scale + scale
    if precision > 38:
        scale = max(scale - (precision - 38), min(scale, 6))
        precision = 38
    return t.Decimal(precision, scale)


def spark_aggregate_type(name: str, args: Sequence[ir.TypedExpr]) -> t.Type | None:
    """Spark's result type of a decimal ``sum`` where Substrait's differs:
    decimal(p+10, s) against Substrait's decimal<38, s> (the value is the
    same where Spark's type holds it)."""
    if name != "Sum" or len(args) != 1 or not isinstance(args[0].type, t.Decimal):
        return None
    value = args[0].type
    return t.Decimal(min(38, value.precision + 10), value.scale, nullable=True)


def decimal_sum(node: Node) -> Node | None:
    """For Spark's ``MakeDecimal(sum(UnscaledValue(x)))`` (its DecimalAggregates
    rewrite of a small decimal's sum, over a window or not): the plain
    ``sum(x)`` it stands for (Spark's type, decimal(p+10, s), is what the
    MakeDecimal gives). Translated by meaning, Spark plans the converted
    plan as it planned the query; literally it is a multiply, a cast to
    bigint, an overflow guard and a multiply by 10^-s. None otherwise."""
    if node.name != "MakeDecimal" or len(node.children) != 1:
        return None
    child = node.children[0]
    window = child if child.name == "WindowExpression" else None
    aggregate = child.child("windowFunction") if window is not None else child
    if aggregate.name != "AggregateExpression":
        return None
    function = aggregate.child("aggregateFunction")
    if function.name != "Sum" or len(function.children) != 1:
        return None
    unscaled = function.children[0]
    if unscaled.name != "UnscaledValue" or len(unscaled.children) != 1:
        return None
    plain = Node(function.cls, function.data, unscaled.children)
    summed = _with_child(aggregate, "aggregateFunction", plain)
    return summed if window is None else _with_child(window, "windowFunction", summed)


def _renamed(window: Node, inner: Node, name: str) -> Node:
    """The window expression with its aggregate function replaced by ``name``
    of the same arguments (``Average`` as ``Sum`` and ``Count``)."""
    function = window.child("windowFunction")
    replaced = Node(inner.cls.replace(inner.name, name), {}, inner.children)
    aggregate = _with_child(function, "aggregateFunction", replaced)
    return _with_child(window, "windowFunction", aggregate)


def _with_child(node: Node, key: str, child: Node) -> Node:
    index = int(node.data[key])
    children = tuple(child if i == index else c for i, c in enumerate(node.children))
    return Node(node.cls, node.data, children)


def _is_exact_source(expr: ir.TypedExpr) -> bool:
    """A value whose digits are all there, at any scale: a column or a literal."""
    return isinstance(expr, ir.FieldRef | ir.OuterFieldRef | ir.Literal)


def _widens(source: t.Type, target: t.Type) -> bool:
    """Whether every value of ``source`` casts to ``target`` without failing."""
    if isinstance(source, _INTEGERS) and isinstance(target, _INTEGERS):
        return _INTEGERS.index(type(source)) <= _INTEGERS.index(type(target))
    if isinstance(source, _INTEGERS) and isinstance(target, t.FP64 | t.FP32):
        return True
    digits = {t.I8: 3, t.I16: 5, t.I32: 10, t.I64: 19}
    if isinstance(source, _INTEGERS) and isinstance(target, t.Decimal):
        return target.precision - target.scale >= digits[type(source)]
    if isinstance(source, t.Decimal) and isinstance(target, t.Decimal):
        return (
            target.scale >= source.scale
            and target.precision - target.scale >= source.precision - source.scale
        )
    if isinstance(source, t.Decimal) and isinstance(target, t.FP64):
        return True
    return isinstance(target, t.String)


def literal(type_: t.Type, value: Any) -> ir.Literal:
    """A Python value (as a collected Spark row holds it) as a literal."""
    if value is None:
        return ir.Literal(type_.with_nullable(True), None)
    if isinstance(type_, (t.Date, t.Decimal, t.String, t.Boolean, t.FP32, t.FP64, *_INTEGERS)):
        return ir.Literal(type_.with_nullable(False), _literal_value(type_, value))
    raise ValueError(f"no literal of {type_} here")


def _timestamp(type_: t.Type, value: str, time_zone: str) -> dt.datetime:
    """A Catalyst timestamp literal (written in the session time zone)."""
    moment = dt.datetime.fromisoformat(value)
    if isinstance(type_, t.PrecisionTimestamp):
        return moment
    from zoneinfo import ZoneInfo

    return moment.replace(tzinfo=ZoneInfo(time_zone)).astimezone(dt.timezone.utc)


def _literal_value(type_: t.Type, value: Any) -> object:
    if isinstance(type_, _INTEGERS):
        return int(value)
    if isinstance(type_, t.FP32 | t.FP64):
        return float(value)
    if isinstance(type_, t.Decimal):
        return decimal.Decimal(str(value))
    if isinstance(type_, t.Boolean):
        if isinstance(value, bool):
            return value
        return str(value).lower() == "true"
    if isinstance(type_, t.String):
        return str(value)
    if isinstance(type_, t.Date):
        return value if isinstance(value, dt.date) else dt.date.fromisoformat(str(value))
    raise ValueError(f"no literal of {type_}")
