"""The typed IR: what ``check`` produces and code generators consume.

Every node carries its Substrait ``type`` (nullability included). Names are
resolved: fields are positions into the input schema, functions are bound to
one implementation of one extension (URN + signature key). Nodes are frozen,
slotted dataclasses; ``span`` points back at the source text and takes no
part in equality.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from substrait_expr.ast.nodes import (
    BoundKind,
    FailureBehavior,
    FrameUnit,
    NullsOrder,
    SortOrder,
    Span,
    SubqueryKind,
)
from substrait_expr.typecheck.extensions import FunctionImpl
from substrait_expr.typecheck.types import Type

if TYPE_CHECKING:  # bound relations are built by the plan binder, which imports this module
    from substrait_expr.plan.model import Rel

__all__ = [
    "AggregateCall",
    "BoundKind",
    "Cast",
    "Context",
    "EnumValue",
    "FailureBehavior",
    "FieldRef",
    "Frame",
    "FrameBound",
    "FrameUnit",
    "IfThen",
    "InlineColumn",
    "LambdaExpr",
    "LambdaParam",
    "ListElement",
    "ListSlice",
    "ListValue",
    "Literal",
    "MapValue",
    "MultiOrList",
    "Named",
    "NullsOrder",
    "OuterFieldRef",
    "ScalarCall",
    "SingularOrList",
    "SortField",
    "SortOrder",
    "StructField",
    "StructValue",
    "Subquery",
    "SubqueryKind",
    "Switch",
    "TypedExpr",
    "WindowCall",
]


@dataclass(frozen=True, slots=True)
class TypedExpr:
    """Base of the typed IR."""

    type: Type
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


# ------------------------------------------------------------------ values


@dataclass(frozen=True, slots=True)
class Literal(TypedExpr):
    """A constant. ``value`` is the Python value for the type:
    int (integers; also days/microseconds are NOT used: temporal values are
    ``datetime``/``date``/``time``/``timedelta``), ``decimal.Decimal``
    (decimal), float (fp32/fp64, inf and nan included), str (string and
    varchar/fixedchar), bytes (binary types), bool, ``uuid.UUID``,
    ``datetime.date``, ``datetime.time``, ``datetime.datetime`` (timestamps;
    aware for the *_tz types), ``datetime.timedelta`` (interval_day),
    ``(years, months)`` tuple (interval_year), or None (a typed null)."""

    value: object


@dataclass(frozen=True, slots=True)
class ListValue(TypedExpr):
    """A list built from element expressions (Substrait nested list)."""

    items: tuple[TypedExpr, ...]


@dataclass(frozen=True, slots=True)
class StructValue(TypedExpr):
    """A struct built from field expressions (Substrait nested struct)."""

    fields: tuple[TypedExpr, ...]


@dataclass(frozen=True, slots=True)
class EnumValue(TypedExpr):
    """An enum argument (``YEAR`` in ``extract(YEAR, ts)``). Its ``type`` is
    meaningless (enums are not values); code generators read ``value``."""

    value: str


@dataclass(frozen=True, slots=True)
class InlineColumn(TypedExpr):
    """A column given by its values, the way the official aggregate and window
    test files write an aggregate's input (``sum((1, 2, null)::i32)``): it
    stands for a column of ``type`` holding ``values`` (literals), one per
    row. Only valid in the aggregate and window contexts."""

    values: tuple[TypedExpr, ...]


# ------------------------------------------------------------------ references


@dataclass(frozen=True, slots=True)
class FieldRef(TypedExpr):
    """A field of the input record by position. ``name`` is the schema's name
    for it, kept for messages and for naming output columns."""

    index: int
    name: str | None = None


@dataclass(frozen=True, slots=True)
class StructField(TypedExpr):
    """Field ``index`` of a struct-typed expression."""

    base: TypedExpr
    index: int


@dataclass(frozen=True, slots=True)
class ListElement(TypedExpr):
    """``base[index]``: 0-based, negative counts from the end; out of range is null."""

    base: TypedExpr
    index: TypedExpr


@dataclass(frozen=True, slots=True)
class ListSlice(TypedExpr):
    """``base[start:stop]``: 0-based, stop exclusive, negatives count from the end."""

    base: TypedExpr
    start: TypedExpr | None
    stop: TypedExpr | None


@dataclass(frozen=True, slots=True)
class MapValue(TypedExpr):
    """``base[key]`` on a map; a missing key is null."""

    base: TypedExpr
    key: TypedExpr


@dataclass(frozen=True, slots=True)
class LambdaParam(TypedExpr):
    """A reference to a parameter of an enclosing lambda. ``depth`` counts
    lambdas outwards (0: the innermost enclosing one), ``index`` the parameter."""

    name: str
    depth: int
    index: int


@dataclass(frozen=True, slots=True)
class LambdaExpr(TypedExpr):
    """A lambda; ``type`` is a ``Func`` type."""

    params: tuple[str, ...]
    param_types: tuple[Type, ...]
    body: TypedExpr


# ------------------------------------------------------------------ functions


@dataclass(frozen=True, slots=True)
class ScalarCall(TypedExpr):
    """A scalar function bound to one implementation. ``options`` are the
    function options as (name, value) with the value spelled as in the YAML."""

    impl: FunctionImpl
    args: tuple[TypedExpr, ...]
    options: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class SortField(TypedExpr):
    """A sort key; ``type`` is the key's type. ``nulls`` None means the SQL
    default (NULLS LAST for ascending, FIRST for descending)."""

    expr: TypedExpr
    order: SortOrder = SortOrder.ASC
    nulls: NullsOrder | None = None


@dataclass(frozen=True, slots=True)
class AggregateCall(TypedExpr):
    """An aggregate function (in an aggregate relation, or over a window)."""

    impl: FunctionImpl
    args: tuple[TypedExpr, ...]
    options: tuple[tuple[str, str], ...] = ()
    distinct: bool = False
    filter: TypedExpr | None = None
    order_by: tuple[SortField, ...] = ()


@dataclass(frozen=True, slots=True)
class FrameBound:
    kind: BoundKind
    offset: int | None = None


@dataclass(frozen=True, slots=True)
class Frame:
    unit: FrameUnit
    start: FrameBound
    end: FrameBound


@dataclass(frozen=True, slots=True)
class WindowCall(TypedExpr):
    """A window function, or an aggregate function evaluated over a window.
    ``window_name`` is set for ``OVER name`` (resolved by the caller)."""

    impl: FunctionImpl
    args: tuple[TypedExpr, ...]
    options: tuple[tuple[str, str], ...] = ()
    partition_by: tuple[TypedExpr, ...] = ()
    order_by: tuple[SortField, ...] = ()
    frame: Frame | None = None
    window_name: str | None = None


# ------------------------------------------------------------------ special forms


@dataclass(frozen=True, slots=True)
class Cast(TypedExpr):
    """Cast ``operand`` to ``type``."""

    operand: TypedExpr
    failure: FailureBehavior = FailureBehavior.THROW_EXCEPTION


@dataclass(frozen=True, slots=True)
class IfThen(TypedExpr):
    """First clause whose condition is true gives the value; else ``otherwise``
    (a typed null when none was written). Branches not taken are not evaluated."""

    clauses: tuple[tuple[TypedExpr, TypedExpr], ...]
    otherwise: TypedExpr


@dataclass(frozen=True, slots=True)
class Switch(TypedExpr):
    """The value of the first clause whose literal equals ``match``."""

    match: TypedExpr
    clauses: tuple[tuple[TypedExpr, TypedExpr], ...]
    otherwise: TypedExpr


@dataclass(frozen=True, slots=True)
class SingularOrList(TypedExpr):
    """``value IN (options)`` with SQL null semantics."""

    value: TypedExpr
    options: tuple[TypedExpr, ...]


@dataclass(frozen=True, slots=True)
class MultiOrList(TypedExpr):
    """``(a, b) IN ((1, 2), (3, 4))``."""

    values: tuple[TypedExpr, ...]
    options: tuple[tuple[TypedExpr, ...], ...]


@dataclass(frozen=True, slots=True)
class OuterFieldRef(TypedExpr):
    """Field ``index`` of the record ``steps_out`` subqueries out (1: the
    record of the relation whose expression holds the subquery)."""

    steps_out: int
    index: int
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Subquery(TypedExpr):
    """A subquery over a bound relation (``rel``). SCALAR: the one value of
    its one column (null without rows; more than one row is an error).
    IN: ``needles`` (one per column) IN its rows, SQL three-valued.
    EXISTS / UNIQUE: whether it has a row / has no two equal rows (rows with
    a null are never equal). COMPARISON: ``needles[0] <comparison>
    <reduction> (column)``, ``comparison`` one of eq ne lt gt le ge and
    ``reduction`` any or all, with SQL null semantics."""

    kind: SubqueryKind
    rel: Rel
    needles: tuple[TypedExpr, ...] = ()
    comparison: str | None = None
    reduction: str | None = None


@dataclass(frozen=True, slots=True)
class Named(TypedExpr):
    """``expr AS name``: the name of an output column."""

    expr: TypedExpr
    name: str


class Context(enum.Enum):
    """Where an expression stands, which decides the function kinds allowed."""

    SCALAR = "scalar"  # filter conditions, projections
    AGGREGATE = "aggregate"  # measures of an aggregate relation
    WINDOW = "window"  # expressions of a window relation
