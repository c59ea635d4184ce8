"""Values written once, however often a builder names them.

A builder may name an argument several times (a guard, then the value:
``CASE WHEN x IS NOT NULL AND TRY_CAST(x ..) IS NULL THEN .. ELSE TRY_CAST(x ..)
END``). The Column tree shares the argument, but its SQL text (and Spark's
analyzer) does not: nested calls grew as k^depth, so that eleven nested casts
or ten nested ``floor`` never finished lowering.

`once` finds out which arguments a builder names more than once by building
the call on placeholder columns (with Connect's local functions, no session)
and counting the placeholders in its SQL text; the answer is kept per
signature. Each such argument that is more than a field, a literal or a
lambda parameter, and whose SQL is longer than `REPEATED_SQL` characters, is
then bound once (`runtime.bind`): computed once, named as a lambda variable.
Arguments of a function call are values, computed before the call, so
binding them computes nothing the call would not. A short argument is
written again instead, if it is pure (`lowering.small_and_pure`): Spark analyses a
lambda in the time of about 100 characters of plain SQL (a guarded
``divide`` by ``abs(d)``: 613 µs written twice, 795 µs bound), and a bound of
the text repeated keeps nesting linear.

A builder may leave a guard out where the session's ANSI mode raises itself,
so the probe runs in both modes. Only where the two answers differ is the
session asked (a JVM round trip on a classic session): of 1,000 corpus
expressions, 550 asked when the mode was part of the signature, about 50
(those whose text depends on it) ask now.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from pyspark.sql import Column

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import (
    F,
    ansi_mode,
    ansi_overflow_checks,
    templating_mode,
    text_lowering,
    text_mode,
)
from substrait_expr.backends.spark.columns.lowering import small_and_pure
from substrait_expr.backends.spark.columns.spec import Compiled
from substrait_expr.backends.spark.columns.sql_text import NoText, sql_of
from substrait_expr.backends.spark.connect_adapter import expression_of
from substrait_expr.typecheck import ir

__all__ = ["REPEATED_SQL", "SHORT_NODES", "is_plain", "once"]

_PLACEHOLDER = "substrait_expr_argument_{}"
_PLAIN = (ir.FieldRef, ir.Literal, ir.LambdaParam, ir.EnumValue)
# signature → the argument positions its builder names more than once, with
# the session's ANSI mode on and off
_REPEATED: dict[Hashable, tuple[frozenset[int], frozenset[int]]] = {}
_CACHE_SIZE = 4096
_COLUMN_OR_NAME = (Column, str)
# An argument whose SQL is at most this long is written again, not bound.
REPEATED_SQL = 64
# An argument of more typed nodes is taken as long without printing it (most
# print past REPEATED_SQL: a field alone is three characters); printing, which
# decides, is only for small subtrees.
SHORT_NODES = 16

# Builds the result from the arguments; ``probe`` is true for placeholders.
Build = Callable[[tuple[Compiled, ...], bool], Column]


def is_plain(node: ir.TypedExpr) -> bool:
    """Whether naming ``node`` several times costs nothing worth binding: a
    field, a literal, a lambda parameter, or a small constant computed from
    literals by arithmetic (``0.05 - 0.01``; Spark folds it)."""
    return isinstance(node, _PLAIN) or _small_constant(node, [_CONSTANT_NODES])


_CONSTANT_NODES = 7  # a bound: naming a constant twice per nesting level stays small
_CONSTANT_FUNCTIONS = frozenset({"add", "subtract", "multiply", "divide", "negate"})


def _small_constant(node: ir.TypedExpr, budget: list[int]) -> bool:
    budget[0] -= 1
    if budget[0] < 0:
        return False
    if isinstance(node, ir.Literal):
        return True
    if isinstance(node, ir.Cast):
        return _small_constant(node.operand, budget)
    if isinstance(node, ir.ScalarCall) and node.impl.name in _CONSTANT_FUNCTIONS:
        return all(
            isinstance(arg, ir.TypedExpr) and _small_constant(arg, budget) for arg in node.args
        )
    return False


def once(
    key: Callable[[], Hashable],
    args: tuple[Compiled, ...],
    nodes: Sequence[ir.TypedExpr],
    build: Build,
) -> Column:
    """``build(args)``, where each Column argument that ``build`` names more
    than once and that is not plain is bound once. ``key()`` identifies what
    ``build`` does with its arguments (the signature, options and literal
    values it reads); it is asked only where an argument could be bound."""
    if templating_mode():
        # A template is learnt: whether to bind depends on the text of the
        # arguments that will fill it, so its user decides (`templates`).
        return build(args, False)
    candidates = [
        index
        for index, (arg, node) in enumerate(zip(args, nodes, strict=True))
        if isinstance(arg, Column) and not is_plain(node)
    ]
    if not candidates or any(not isinstance(arg, _COLUMN_OR_NAME) for arg in args):
        # No argument worth binding; or a lambda argument, whose body would be
        # compiled once more for the probe.
        return build(args, False)
    repeated = _repeated(key(), args, build)
    bound = [
        index
        for index in candidates
        if index in repeated and not _short(args[index], nodes[index])  # type: ignore[arg-type]
    ]

    def bind_from(position: int, current: tuple[Compiled, ...]) -> Column:
        if position == len(bound):
            return build(current, False)
        index = bound[position]

        def body(variable: Column) -> Column:
            return bind_from(position + 1, (*current[:index], variable, *current[index + 1 :]))

        value = current[index]
        assert isinstance(value, Column)
        return rt.bind(value, body)

    return bind_from(0, args)


def _short(arg: Column, node: ir.TypedExpr) -> bool:
    """Whether ``arg`` is cheaper written again than bound: short pure SQL."""
    if not text_mode():
        return False  # a Column of the JVM: its text is not known here
    if not small_and_pure(node, SHORT_NODES):
        return False  # not printed: each level of a deep tree would print all below it
    expression: Any = expression_of(arg)  # Connect's tree behind the Column
    try:
        text = sql_of(expression)
    except NoText:
        return False
    return len(text) <= REPEATED_SQL


def _repeated(key: Hashable, args: tuple[Compiled, ...], build: Build) -> frozenset[int]:
    found = _REPEATED.get(key)
    if found is None:
        found = (_probe(args, build, ansi=True), _probe(args, build, ansi=False))
        if len(_REPEATED) >= _CACHE_SIZE:
            _REPEATED.clear()
        _REPEATED[key] = found
    on, off = found
    if on == off:
        return on
    return on if ansi_overflow_checks() else off


def _probe(args: tuple[Compiled, ...], build: Build, *, ansi: bool) -> frozenset[int]:
    """The positions ``build`` names more than once, in the given ANSI mode."""
    with text_lowering(), ansi_mode(ansi):
        probes = tuple(
            F.col(_PLACEHOLDER.format(index)) if isinstance(arg, Column) else arg
            for index, arg in enumerate(args)
        )
        built = build(probes, True)
    expression: Any = expression_of(built)  # Connect's tree behind the Column
    try:
        text = sql_of(expression)
    except NoText:
        return frozenset()  # the tree path: no text to measure
    counts = {
        index: len(re.findall(rf"\b{_PLACEHOLDER.format(index)}\b", text))
        for index, arg in enumerate(args)
        if isinstance(arg, Column)
    }
    return frozenset(index for index, count in counts.items() if count > 1)
