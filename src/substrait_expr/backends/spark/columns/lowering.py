"""How a checked expression becomes a Column: as one SQL string or as a tree.

Text is the default: the builders run against Spark Connect's local
functions, the tree they build is printed as Spark SQL (``sql_text``), and
``F.expr`` hands it to Spark in one call. The Column tree (one JVM round trip
per node on a classic session) is kept for what text cannot say: subqueries
and outer references (they are DataFrames), and anything the printer refuses.
``lowering("tree")`` forces the tree, for comparisons and benchmarks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any, NamedTuple

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import sql_column, text_lowering
from substrait_expr.backends.spark.columns.nesting import fit_for_parser
from substrait_expr.backends.spark.columns.options import LoweringOptions, Mode, current, using
from substrait_expr.backends.spark.columns.sql_text import sql_of
from substrait_expr.backends.spark.connect_adapter import expression_of
from substrait_expr.deep import expression_fields
from substrait_expr.identity_cache import IdentityCache
from substrait_expr.typecheck import ir

__all__ = [
    "MAX_LOWERING_DEPTH",
    "SHALLOW_TEXT",
    "Shape",
    "as_sql_column",
    "child_fields",
    "fit_text",
    "has_relational",
    "lowering",
    "shape",
    "small_and_pure",
    "text_preferred",
]

# Spark's parser and analyzer recurse once (or more) per level of nesting on
# a JVM thread with a fixed stack; deeper input gets a clear error instead of
# a StackOverflowError. Measured with bench/bench_scale.py.
MAX_LOWERING_DEPTH = 3_000


def lowering(mode: Mode) -> AbstractContextManager[LoweringOptions]:
    """Lower expressions as ``text``, as a ``tree``, or ``auto`` (text where it can)."""
    return using(current().replace(mode=mode))


def text_preferred() -> bool:
    """Whether text is tried at all (``lowering("tree")`` says no)."""
    return current().mode != "tree"


def has_relational(node: ir.TypedExpr) -> bool:
    """Whether a subquery or outer reference is inside (text cannot hold one
    outside a plan)."""
    return shape(node).relational


class Shape(NamedTuple):
    depth: int  # nesting levels
    relational: bool  # a subquery or outer reference inside
    nodes: int  # typed nodes, counted where they occur


def shape(node: ir.TypedExpr) -> Shape:
    """The shape of a typed tree, in one iterative walk: deep trees cannot
    overflow here. Typed trees are immutable, and printing a plan asks
    several times per expression."""
    known = _SHAPES.get(node)
    return known if known is not None else _SHAPES.put(node, _measure(node))


# A few: printing a plan asks again within one relation's expressions, and
# an entry keeps its tree alive.
_SHAPES: IdentityCache[Shape] = IdentityCache(64)


def _measure(node: ir.TypedExpr) -> Shape:
    deepest, relational, nodes = 0, False, 0
    for _, kind, depth in _typed_nodes(node):
        nodes += 1
        if depth > deepest:
            deepest = depth
        if kind is ir.Subquery or kind is ir.OuterFieldRef:
            relational = True
    return Shape(deepest, relational, nodes)


def small_and_pure(node: ir.TypedExpr, count: int) -> bool:
    """Whether ``node`` has at most ``count`` typed nodes and gives the same
    value wherever it is written again (no call the YAML declares
    non-deterministic, no subquery or outer reference). The walk stops at
    the first answer, so asking it of every level of a deep tree stays
    linear."""
    for seen, (item, kind, _) in enumerate(_typed_nodes(node), 1):
        if seen > count or kind is ir.Subquery or kind is ir.OuterFieldRef:
            return False
        impl = getattr(item, "impl", None)
        if impl is not None and not impl.deterministic:
            return False
    return True


def _typed_nodes(node: ir.TypedExpr) -> Iterator[tuple[ir.TypedExpr, type, int]]:
    """Each typed node under ``node`` (itself included), its class and its
    depth (``node`` is at 1): one iterative walk, deep trees cannot overflow."""
    stack: list[tuple[object, int]] = [(node, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        item, depth = pop()
        kind = type(item)
        if kind is tuple or kind is list:
            stack.extend((child, depth) for child in item)  # type: ignore[attr-defined]
            continue
        names = _CHILD_FIELDS.get(kind)
        if names is None:
            names = _child_fields(kind)
        if names is _NOT_A_NODE:
            continue
        yield item, kind, depth  # type: ignore[misc]
        for name in names:
            child = getattr(item, name)
            if child is not None:
                push((child, depth + 1))


# IR class → its fields that hold sub-expressions, by their declared types
# (a value, a type, options or a relation hold none): a shape is measured
# for every expression lowered, and most nodes are leaves.
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}
_NOT_A_NODE: tuple[str, ...] = ("",)
_EXPRESSION_TYPES = ("TypedExpr", "SortField")


def child_fields(kind: type) -> tuple[str, ...]:
    """The fields of IR class ``kind`` that hold sub-expressions."""
    names = _CHILD_FIELDS.get(kind)
    return names if names is not None else _child_fields(kind)


def _child_fields(kind: type) -> tuple[str, ...]:
    if not issubclass(kind, ir.TypedExpr):
        names = _NOT_A_NODE
    else:
        fields = getattr(kind, "__dataclass_fields__", {})
        names = tuple(
            name
            for name in expression_fields(kind)
            if any(word in str(fields[name].type) for word in _EXPRESSION_TYPES)
        )
    _CHILD_FIELDS[kind] = names
    return names


def as_sql_column(build: Callable[[], Column], typed: ir.TypedExpr) -> Column:
    """Run ``build`` with Connect's local functions and hand its SQL to
    ``F.expr``: cut into parts where it nests too deep for Spark's parser
    (`nesting`; raises `TooDeepText` where that is not enough)."""
    with text_lowering():
        column = build()
    return sql_column(sql_of(fit_text(expression_of(column), typed)))


def fit_text(expression: Any, typed: ir.TypedExpr) -> Any:
    """Connect's tree ``expression`` of ``typed``, fit for Spark's parser.
    Input at most `SHALLOW_TEXT` levels deep is not measured: its text nests
    at most a few levels per level of input, far below `TEXT_LEVELS`."""
    if shape(typed).depth <= SHALLOW_TEXT:
        return expression
    return fit_for_parser(expression, splittable=not _has_kind(typed, _NOT_IN_LAMBDAS))


# Input depth whose text is never measured: a builder writes at most four
# levels of text per level of input (`abs` of an i32 with ANSI off).
SHALLOW_TEXT = 30
# Spark refuses aggregate and window functions in a lambda's body.
_NOT_IN_LAMBDAS = (ir.AggregateCall, ir.WindowCall)


def _has_kind(node: ir.TypedExpr, kinds: tuple[type, ...]) -> bool:
    return any(kind in kinds for _, kind, _ in _typed_nodes(node))
