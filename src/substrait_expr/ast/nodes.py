"""The untyped syntax tree.

Every node is an immutable, slotted dataclass compared by structure: the
source ``span`` is carried along for diagnostics but excluded from equality,
so ``parse(print(tree)) == tree`` holds although positions differ.

Operators are lowered to Substrait function calls here (``a + b`` is a
``Call`` of ``add``) while the ``Operator`` records how it was spelled, so the
printer can give the text back in its original shape.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class Span:
    """A source range: 1-based line and column of the first character, and of
    the character just past the last one; ``start``/``stop`` are 0-based
    offsets into the text (``stop`` exclusive)."""

    line: int
    column: int
    end_line: int
    end_column: int
    start: int
    stop: int

    def cover(self, other: Span | None) -> Span:
        """The smallest span containing both."""
        if other is None:
            return self
        first = self if self.start <= other.start else other
        last = self if self.stop >= other.stop else other
        return Span(
            first.line, first.column, last.end_line, last.end_column, first.start, last.stop
        )


@dataclass(frozen=True, slots=True)
class Node:
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


# --------------------------------------------------------------------------- types


@dataclass(frozen=True, slots=True)
class TypeName(Node):
    """A type as written: ``i32?``, ``decimal<38,2>``, ``list<i32>``,
    ``func<i32 -> bool>`` (params: argument types then the result type),
    ``u!point`` (user-defined). ``name`` is the canonical Substrait name
    (``dec`` → ``decimal``); parameters are integers or nested types."""

    name: str
    params: tuple[int | TypeName, ...] = ()
    nullable: bool = False


# --------------------------------------------------------------------------- expressions


@dataclass(frozen=True, slots=True)
class Expr(Node):
    """Base of every expression node."""


class LiteralKind(enum.Enum):
    INTEGER = "integer"  # value: int
    DECIMAL = "decimal"  # value: Decimal (any decimal-point or exponent number)
    FLOAT_SPECIAL = "float_special"  # value: "inf", "-inf" or "nan"
    STRING = "string"  # value: str
    BOOLEAN = "boolean"  # value: bool
    NULL = "null"  # value: None
    DATE = "date"  # value: str, e.g. "2020-12-30" (test-file form)
    TIME = "time"  # value: str, e.g. "13:30:15.5"
    TIMESTAMP = "timestamp"  # value: str, e.g. "2016-12-31T13:30:15" with optional zone
    INTERVAL = "interval"  # value: str, an ISO 8601 duration such as "P1Y2M"

    # Members are singletons compared by identity; Enum's own hash hashes the
    # name in Python, a cost in the tables looked up once per literal.
    __hash__ = object.__hash__


LiteralValue = int | Decimal | str | bool | None


@dataclass(frozen=True, slots=True)
class Literal(Expr):
    """A constant. ``type`` is set for typed literals (``5::i8``,
    ``'2024-01-31'::date``); untyped literals take their type from context."""

    kind: LiteralKind
    value: LiteralValue
    type: TypeName | None = None


@dataclass(frozen=True, slots=True)
class EnumLiteral(Expr):
    """An enum argument written ``YEAR::enum`` (a bare ``YEAR`` is a ``Name``
    that the type checker turns into an enum where the signature asks for one)."""

    value: str


@dataclass(frozen=True, slots=True)
class ListExpr(Expr):
    """``[a, b, c]`` optionally typed: ``[1, 2]::list<i32>``."""

    items: tuple[Expr, ...]
    type: TypeName | None = None


@dataclass(frozen=True, slots=True)
class TupleExpr(Expr):
    """``(a, b)`` or ``()``: a row value (multi-value IN lists) or, with a type,
    a column of values as the official aggregate test files write them
    (``(1, 2, null)::i32``)."""

    items: tuple[Expr, ...]
    type: TypeName | None = None


@dataclass(frozen=True, slots=True)
class Lambda(Expr):
    """``x -> body`` or ``(x, y) -> body``, optionally typed with ``::func<...>``."""

    params: tuple[str, ...]
    body: Expr
    type: TypeName | None = None


@dataclass(frozen=True, slots=True)
class Name(Expr):
    """A field (or lambda parameter) by name: ``l_shipdate``, ``"weird name"``."""

    name: str


@dataclass(frozen=True, slots=True)
class Position(Expr):
    """A field by position: ``$3``."""

    index: int


@dataclass(frozen=True, slots=True)
class FieldAccess(Expr):
    """``base.field`` (a name) or ``base.2`` (a position) into a struct."""

    base: Expr
    field: str | int


@dataclass(frozen=True, slots=True)
class Subscript(Expr):
    """``list[i]`` (0-based, negative counts from the end) or ``map[key]``."""

    base: Expr
    index: Expr


@dataclass(frozen=True, slots=True)
class Slice(Expr):
    """``list[start:stop]``; either bound may be omitted."""

    base: Expr
    start: Expr | None
    stop: Expr | None


class Operator(enum.Enum):
    """Operator spellings, each sugar for one Substrait function.

    value: (spelling, function name, binding power); higher binds tighter.
    ``negated`` operators mean ``not(function(...))``.
    """

    NEGATE = ("-", "negate", 7)
    NOT = ("NOT", "not", 7)
    MULTIPLY = ("*", "multiply", 6)
    DIVIDE = ("/", "divide", 6)
    MODULUS = ("%", "modulus", 6)
    ADD = ("+", "add", 5)
    SUBTRACT = ("-", "subtract", 5)
    CONCAT = ("||", "concat", 4)
    EQUAL = ("=", "equal", 3)
    NOT_EQUAL = ("!=", "not_equal", 3)
    NOT_EQUAL_SQL = ("<>", "not_equal", 3)
    LT = ("<", "lt", 3)
    LTE = ("<=", "lte", 3)
    GT = (">", "gt", 3)
    GTE = (">=", "gte", 3)
    IS_NULL = ("IS NULL", "is_null", 3)
    IS_NOT_NULL = ("IS NOT NULL", "is_not_null", 3)
    IS_TRUE = ("IS TRUE", "is_true", 3)
    IS_NOT_TRUE = ("IS NOT TRUE", "is_not_true", 3)
    IS_FALSE = ("IS FALSE", "is_false", 3)
    IS_NOT_FALSE = ("IS NOT FALSE", "is_not_false", 3)
    IS_DISTINCT_FROM = ("IS DISTINCT FROM", "is_distinct_from", 3)
    IS_NOT_DISTINCT_FROM = ("IS NOT DISTINCT FROM", "is_not_distinct_from", 3)
    BETWEEN = ("BETWEEN", "between", 3)
    NOT_BETWEEN = ("NOT BETWEEN", "between", 3)
    LIKE = ("LIKE", "like", 3)
    NOT_LIKE = ("NOT LIKE", "like", 3)
    AND = ("AND", "and", 2)
    OR = ("OR", "or", 1)
    XOR = ("XOR", "xor", 1)

    @property
    def spelling(self) -> str:
        return self.value[0]

    @property
    def function(self) -> str:
        return self.value[1]

    @property
    def precedence(self) -> int:
        return self.value[2]

    @property
    def negated(self) -> bool:
        return self in (Operator.NOT_BETWEEN, Operator.NOT_LIKE)

    @property
    def is_prefix(self) -> bool:
        return self in (Operator.NEGATE, Operator.NOT)

    @property
    def is_postfix(self) -> bool:
        """``x IS NULL`` and friends: one operand, written after it."""
        return self.spelling.startswith("IS ") and "FROM" not in self.spelling


@dataclass(frozen=True, slots=True)
class Option(Node):
    """A function option as written in brackets: ``[overflow:ERROR]``."""

    name: str
    value: str


@dataclass(frozen=True, slots=True)
class Star(Expr):
    """The ``*`` of ``count(*)``."""


class SortOrder(enum.Enum):
    ASC = "ASC"
    DESC = "DESC"
    CLUSTERED = "CLUSTERED"


class NullsOrder(enum.Enum):
    FIRST = "FIRST"
    LAST = "LAST"


@dataclass(frozen=True, slots=True)
class SortItem(Node):
    """``expr [ASC|DESC|CLUSTERED] [NULLS FIRST|LAST]``; ``nulls`` is None when
    not written (the SQL default then applies: NULLS LAST for ASC, FIRST for DESC)."""

    expr: Expr
    order: SortOrder = SortOrder.ASC
    nulls: NullsOrder | None = None


class FrameUnit(enum.Enum):
    ROWS = "ROWS"
    RANGE = "RANGE"


class BoundKind(enum.Enum):
    UNBOUNDED_PRECEDING = "UNBOUNDED PRECEDING"
    PRECEDING = "PRECEDING"
    CURRENT_ROW = "CURRENT ROW"
    FOLLOWING = "FOLLOWING"
    UNBOUNDED_FOLLOWING = "UNBOUNDED FOLLOWING"


@dataclass(frozen=True, slots=True)
class FrameBound(Node):
    kind: BoundKind
    offset: Expr | None = None  # only for PRECEDING / FOLLOWING


@dataclass(frozen=True, slots=True)
class Frame(Node):
    """``ROWS BETWEEN start AND end``; ``ROWS start`` means ``end`` is CURRENT ROW."""

    unit: FrameUnit
    start: FrameBound
    end: FrameBound


@dataclass(frozen=True, slots=True)
class Window(Node):
    """``OVER (PARTITION BY ... ORDER BY ... frame)`` or ``OVER name``."""

    name: str | None = None
    partition_by: tuple[Expr, ...] = ()
    order_by: tuple[SortItem, ...] = ()
    frame: Frame | None = None


@dataclass(frozen=True, slots=True)
class Call(Expr):
    """A function call, or an operator lowered to one.

    ``namespace`` selects the extension (``functions_arithmetic.add``);
    ``operator`` is set when the call was written as an operator.
    Aggregate and window calls use ``distinct``, ``order_by``, ``filter`` and
    ``over``.
    """

    name: str
    args: tuple[Expr, ...]
    options: tuple[Option, ...] = ()
    namespace: str | None = None
    operator: Operator | None = None
    distinct: bool = False
    order_by: tuple[SortItem, ...] = ()
    filter: Expr | None = None
    over: Window | None = None


@dataclass(frozen=True, slots=True)
class VariantPath(Call):
    """``v:a.b[0]``, Spark 4's variant path: a call of ``variant_get`` whose
    second argument is the path as a string literal (``'$.a.b[0]'``). It
    type-checks and runs as that call; the class records the spelling, so
    the printer writes ``v:a.b[0]`` back. Build it with ``variant_path``."""

    @property
    def path(self) -> str:
        """The JSON path, ``$.a.b[0]``."""
        literal = self.args[1]
        assert isinstance(literal, Literal) and isinstance(literal.value, str)
        return literal.value


def variant_path(base: Expr, path: str, *, span: Span | None = None) -> VariantPath:
    """``base:path`` with ``path`` in Spark's JSON-path form (``$.a['b c'][0]``)."""
    literal = Literal(LiteralKind.STRING, path, span=span)
    return VariantPath("variant_get", (base, literal), span=span)


class CastSyntax(enum.Enum):
    COLONS = "::"  # x::T
    CAST = "CAST"  # cast(x AS T)
    TRY_CAST = "TRY_CAST"  # try_cast(x AS T): failures give null


class FailureBehavior(enum.Enum):
    """Substrait ``Cast.FailureBehavior``."""

    UNSPECIFIED = "UNSPECIFIED"
    RETURN_NULL = "RETURN_NULL"
    THROW_EXCEPTION = "THROW_EXCEPTION"


@dataclass(frozen=True, slots=True)
class Cast(Expr):
    operand: Expr
    target: TypeName
    syntax: CastSyntax = CastSyntax.COLONS
    failure: FailureBehavior = FailureBehavior.THROW_EXCEPTION


class ConditionalSyntax(enum.Enum):
    IF = "IF"  # if c then a else b / switch x case v then a else b
    CASE = "CASE"  # CASE WHEN ... END / CASE x WHEN ... END


@dataclass(frozen=True, slots=True)
class WhenThen(Node):
    when: Expr
    then: Expr


@dataclass(frozen=True, slots=True)
class IfThen(Expr):
    """``if c1 then a else if c2 then b else c`` or ``CASE WHEN ... END``.
    ``else if`` chains are flattened into ``clauses``."""

    clauses: tuple[WhenThen, ...]
    otherwise: Expr | None = None
    syntax: ConditionalSyntax = ConditionalSyntax.IF


@dataclass(frozen=True, slots=True)
class Switch(Expr):
    """``switch x case 1 then a else b`` or ``CASE x WHEN 1 THEN a ELSE b END``."""

    match: Expr
    clauses: tuple[WhenThen, ...]
    otherwise: Expr | None = None
    syntax: ConditionalSyntax = ConditionalSyntax.IF


@dataclass(frozen=True, slots=True)
class InList(Expr):
    """``x IN (a, b)`` (singular) or ``(x, y) IN ((1, 'a'), (2, 'b'))``
    (multi-value: ``value`` and each option are ``TupleExpr``)."""

    value: Expr
    options: tuple[Expr, ...]
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Alias(Expr):
    """``expr AS name``: names an output column (top level only)."""

    expr: Expr
    name: str


class SubqueryKind(enum.Enum):
    """The four forms of Substrait's ``Expression.Subquery``."""

    SCALAR = "scalar"
    IN = "in"  # in_predicate
    EXISTS = "exists"  # set_predicate PREDICATE_OP_EXISTS
    UNIQUE = "unique"  # set_predicate PREDICATE_OP_UNIQUE
    COMPARISON = "comparison"  # set_comparison (``x > ALL (...)``)


@dataclass(frozen=True, slots=True)
class Subquery(Expr):
    """A subquery expression. In text, ``relation`` is the name after
    ``TABLE`` (one of the plan's ``subqueries``); the plan binder binds that
    relation and replaces the name with the relation's index in the table of
    bound relations the checker is given (protobuf plans give the index
    directly). ``needles`` are the IN values or the one compared value, over
    the enclosing record. ``comparison`` is ``eq``/``ne``/``lt``/``gt``/
    ``le``/``ge`` and ``reduction`` ``any``/``all`` for COMPARISON;
    ``negated`` is ``NOT IN``."""

    kind: SubqueryKind
    relation: int | str
    needles: tuple[Expr, ...] = ()
    comparison: str | None = None
    reduction: str | None = None
    negated: bool = False


@dataclass(frozen=True, slots=True)
class OuterRef(Expr):
    """Field ``index`` of the record ``steps_out`` subquery boundaries out
    (Substrait's ``outer_reference``; text: ``$outer.3``)."""

    steps_out: int
    index: int


@dataclass(frozen=True, slots=True)
class OuterName(Expr):
    """``$outer.name``: the field ``name`` of the record ``steps_out``
    subquery boundaries out (``$outer2.name`` is two out)."""

    steps_out: int
    name: str
