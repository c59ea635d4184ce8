"""How a checked expression becomes a Column: as one SQL string or as a tree.

Text is the default: the builders run against Spark Connect's local
functions, the tree they build is printed as Spark SQL (``sql_text``), and
``F.expr`` hands it to Spark in one call. The Column tree (one JVM round trip
per node on a classic session) is kept for what text cannot say: subqueries
and outer references (they are DataFrames), and anything the printer refuses.
``lowering("tree")`` forces the tree, for comparisons and benchmarks.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, Literal

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import F, text_lowering
from substrait_expr.backends.spark.columns.sql_text import sql_of
from substrait_expr.typecheck import ir

__all__ = ["MAX_LOWERING_DEPTH", "as_sql_column", "lowering", "use_text"]

Mode = Literal["auto", "text", "tree"]
_MODE: contextvars.ContextVar[Mode] = contextvars.ContextVar("lowering", default="auto")

# Spark's parser and analyzer recurse once (or more) per level of nesting on
# a JVM thread with a fixed stack; deeper input gets a clear error instead of
# a StackOverflowError. Measured with bench/bench_scale.py.
MAX_LOWERING_DEPTH = 3_000


@contextlib.contextmanager
def lowering(mode: Mode) -> Iterator[None]:
    """Lower expressions as ``text``, as a ``tree``, or ``auto`` (text where it can)."""
    token = _MODE.set(mode)
    try:
        yield
    finally:
        _MODE.reset(token)


def current_mode() -> Mode:
    return _MODE.get()


def use_text(typed: ir.TypedExpr, *, forced: bool = True) -> bool:
    """Whether to try text: no subquery inside and (``forced``: when the
    mode asks for it) not forced to a tree."""
    if forced and _MODE.get() == "tree":
        return False
    return not _has_relational(typed)


def as_sql_column(build: Callable[[], Column]) -> Column:
    """Run ``build`` with Connect's local functions and hand its SQL to ``F.expr``."""
    with text_lowering():
        column = build()
    expression: Any = column._expr  # Connect's tree behind the Column
    return F.expr(sql_of(expression))


def _has_relational(node: ir.TypedExpr) -> bool:
    stack: list[object] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, ir.Subquery | ir.OuterFieldRef):
            return True
        if isinstance(item, tuple | list):
            stack.extend(item)
        elif isinstance(item, ir.TypedExpr):
            stack.extend(
                getattr(item, f.name)
                for f in dataclasses.fields(item)
                if isinstance(getattr(item, f.name), ir.TypedExpr | tuple | list)
            )
    return False
