"""Type-checking and evaluating a bare expression, and showing its result."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import Code, CompileError
from substrait_expr.repl.state import ReplState
from substrait_expr.repl.table import format_table
from substrait_expr.typecheck import ir

__all__ = ["Checked", "evaluate", "field_names_read", "typecheck"]


@dataclass(frozen=True)
class Checked:
    """An expression that type-checked, with the context it checked in."""

    text: str
    tree: ast.Expr
    typed: ir.TypedExpr
    context: ir.Context

    @property
    def header(self) -> str:
        """``(f0 + 5) / 2 : i32``: the canonical text and the result type."""
        return f"{to_text(self.tree)} : {self.typed.type}"


def typecheck(state: ReplState, text: str) -> Checked:
    """Check ``text`` against the current schema. An aggregate call such as
    ``sum(x)`` is not a scalar expression; it is checked again as an aggregate
    (a whole-table aggregation) rather than rejected."""
    compiler = state.compiler
    tree = compiler.parse(text)
    try:
        typed = compiler.check(text, state.schema)
        return Checked(text, tree, typed, ir.Context.SCALAR)
    except CompileError as error:
        if not all(d.code is Code.WRONG_KIND for d in error.diagnostics):
            raise
        try:
            typed = compiler.check(text, state.schema, context=ir.Context.AGGREGATE)
        except CompileError:
            raise error from None
        return Checked(text, tree, typed, ir.Context.AGGREGATE)


def field_names_read(node: object) -> list[str]:
    """Names (or ``$i``) of the input fields the typed expression reads, in order."""
    seen: dict[str, None] = {}
    for found in _field_refs(node):
        seen.setdefault(found.name if found.name is not None else f"${found.index}")
    return list(seen)


def _field_refs(node: object) -> Iterator[ir.FieldRef]:
    if isinstance(node, ir.FieldRef):
        yield node
    if isinstance(node, tuple):
        for item in node:
            yield from _field_refs(item)
    elif dataclasses.is_dataclass(node) and type(node).__module__ == ir.__name__:
        for item in dataclasses.fields(node):
            yield from _field_refs(getattr(node, item.name))


def evaluate(state: ReplState, text: str) -> str:
    """Check ``text``; with data loaded, run it on Spark and show the first rows.

    Without data, an expression that reads no field runs on one row of an
    empty input; one that reads fields is only type-checked, and says so.
    """
    checked = typecheck(state, text)
    state.wait_for_startup()
    table = state.table
    if table is None:
        fields = field_names_read(checked.typed)
        if fields:
            listed = ", ".join(fields)
            return (
                f"{checked.header}\n(not evaluated: it reads {_plural('field', fields)} "
                f"{listed} and no data is loaded; :load PATH loads a file)"
            )
    runtime = state.runtime
    if not runtime.ready:
        state.write(f"(starting Spark on {runtime.target}...)")
    spark = runtime.session()
    column = state.compiler.to_column(text, state.schema, context=checked.context)
    frame: Any = table.frame if table is not None else spark.range(1)
    limit = state.rows

    def job() -> list[Any]:
        rows: list[Any] = frame.select(column.alias("value")).limit(limit + 1).collect()
        return [row[0] for row in rows]

    values = runtime.run(job)
    return format_table(checked.header, values[:limit], more=len(values) > limit)


def _plural(word: str, items: list[str]) -> str:
    return word if len(items) == 1 else f"{word}s"
