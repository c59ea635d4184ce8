"""The relation tree of a bound plan, as text: each relation with its output
schema, the way ``substrait-expr explain`` prints it before Spark's plan."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence

from substrait_expr.plan import model as m
from substrait_expr.typecheck import ir

__all__ = ["format_tree"]


def format_tree(
    roots: Sequence[m.Root],
    texts: Mapping[int, str],
    subqueries: Sequence[m.Rel] = (),
    names: Mapping[int, str] | None = None,
) -> str:
    """``texts`` maps ``id(typed expression)`` to its source text (the binder
    keeps it); ``subqueries`` are the bound subquery relations, which
    expressions name ``<subquery #N>`` by their position, each shown under
    the relation whose expression holds it; ``names`` gives the plan's name
    of those written ``(TABLE name)``."""
    lines: list[str] = []
    for root in roots:
        lines.append(f"root {', '.join(root.names)}")
        _rel(root.input, 1, lines, texts, subqueries, names or {})
    return "\n".join(lines)


def _rel(
    rel: m.Rel,
    depth: int,
    lines: list[str],
    texts: Mapping[int, str],
    subqueries: Sequence[m.Rel] = (),
    names: Mapping[int, str] | None = None,
) -> None:
    pad = "  " * depth

    def _text(typed: ir.TypedExpr) -> str:
        return texts.get(id(typed), f"<{typed.type}>")

    detail = _detail(rel, _text)
    emit = f" emit {list(rel.emit)}" if rel.emit is not None else ""
    lines.append(f"{pad}{type(rel).__name__.lower()}{detail}{emit}  -> ({rel.schema})")
    for inner in _subqueries(rel):
        number = next((i for i, s in enumerate(subqueries) if s is inner), None)
        name = (names or {}).get(number) if number is not None else None
        label = f"subquery {name}" if name else f"subquery #{'?' if number is None else number}"
        lines.append(f"{pad}  {label}:")
        _rel(inner, depth + 2, lines, texts, subqueries, names)
    for child in _children(rel):
        _rel(child, depth + 1, lines, texts, subqueries, names)


def _subqueries(rel: m.Rel) -> Iterator[m.Rel]:
    """The relations of the subqueries in ``rel``'s own expressions."""
    own = [
        getattr(rel, f.name)
        for f in dataclasses.fields(rel)
        if not isinstance(getattr(rel, f.name), m.Rel)
    ]
    found = m.subquery_relations(own)
    return iter(sorted(found, key=lambda r: r.path))


def _children(rel: m.Rel) -> list[m.Rel]:
    if isinstance(rel, m.Join | m.Cross):
        return [rel.left, rel.right]
    if isinstance(rel, m.Set):
        return list(rel.inputs)
    if isinstance(rel, m.Reference):
        return []
    child = getattr(rel, "input", None)
    return [child] if isinstance(child, m.Rel) else []


def _detail(rel: m.Rel, _text: Callable[[ir.TypedExpr], str]) -> str:
    if isinstance(rel, m.Read):
        if rel.table is not None:
            return f" table {'.'.join(rel.table)}"
        if rel.files:
            return " files " + ", ".join(f"{f.uri} ({f.format.value})" for f in rel.files)
        return f" virtual table of {len(rel.rows or ())} rows"
    if isinstance(rel, m.Filter):
        return f" {_text(rel.condition)}"
    if isinstance(rel, m.Project):
        return " " + ", ".join(_text(e) for e in rel.expressions)
    if isinstance(rel, m.Sort):
        return " " + ", ".join(f"{_text(k.expr)} {k.direction.name}" for k in rel.keys)
    if isinstance(rel, m.Fetch):
        return f" offset {rel.offset} count {'all' if rel.count is None else rel.count}"
    if isinstance(rel, m.Join):
        return f" {rel.type.name} on {_text(rel.expression)}"
    if isinstance(rel, m.Set):
        return f" {rel.op.name}"
    if isinstance(rel, m.Aggregate):
        keys = ", ".join(_text(k) for k in rel.keys) or "()"
        return f" by {keys} measures " + ", ".join(_text(x) for x in rel.measures)
    if isinstance(rel, m.Write):
        return f" to {rel.target} ({rel.format.value if rel.format else 'view'}, {rel.mode.name})"
    if isinstance(rel, m.Reference):
        return f" relations[{rel.ordinal}]"
    return ""
