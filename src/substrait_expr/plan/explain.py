"""The relation tree of a bound plan: each relation with its expressions as
text and its output schema. Three forms of one tree (``tree_data``): indented
text (``format_tree``, coloured for a terminal), JSON, and a Mermaid flowchart
(``format_mermaid``) to paste into a document."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from substrait_expr.plan import model as m
from substrait_expr.plan.visitor import RelVisitor
from substrait_expr.typecheck import ir

__all__ = ["format_mermaid", "format_tree", "tree_data"]


_BOLD, _DIM, _RESET = "\033[1m", "\033[2m", "\033[0m"


def format_tree(
    roots: Sequence[m.Root],
    texts: Mapping[int, str],
    subqueries: Sequence[m.Rel] = (),
    names: Mapping[int, str] | None = None,
    *,
    color: bool = False,
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
    if color:  # relation kinds bold, output schemas dim
        lines = [re.sub(r"^(\s*)(\w+)", rf"\1{_BOLD}\2{_RESET}", line) for line in lines]
        lines = [re.sub(r"  -> (\(.*\))$", rf"  -> {_DIM}\1{_RESET}", line) for line in lines]
    return "\n".join(lines)


def tree_data(
    roots: Sequence[m.Root],
    texts: Mapping[int, str],
    subqueries: Sequence[m.Rel] = (),
    names: Mapping[int, str] | None = None,
) -> list[dict[str, Any]]:
    """The tree as JSON-ready data: per root its names and relation; per
    relation its kind, JSON path, detail (expressions as text), emit, output
    schema (name and type of each field), subqueries and inputs."""

    def text(typed: ir.TypedExpr) -> str:
        return texts.get(id(typed), f"<{typed.type}>")

    def node(rel: m.Rel) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": _kind(rel),
            "path": rel.path,
            "detail": _detail(rel, text).strip(),
            "schema": [{"name": f.name, "type": str(f.type)} for f in rel.schema.fields],
        }
        if rel.emit is not None:
            data["emit"] = list(rel.emit)
        inner = []
        for sub in _subqueries(rel):
            number = next((i for i, x in enumerate(subqueries) if x is sub), None)
            label = (names or {}).get(number) if number is not None else None
            inner.append({"name": label or f"#{number}", "input": node(sub)})
        if inner:
            data["subqueries"] = inner
        data["inputs"] = [node(child) for child in m.inputs_of(rel)]
        return data

    return [{"names": list(root.names), "input": node(root.input)} for root in roots]


def format_mermaid(tree: Sequence[Mapping[str, Any]]) -> str:
    """A Mermaid flowchart of ``tree_data``: data flows from reads up to roots."""
    lines = ["flowchart BT"]
    counter = iter(range(1_000_000))

    def add(node: Mapping[str, Any]) -> str:
        ident = f"n{next(counter)}"
        schema = ", ".join(f"{f['name']}: {f['type']}" for f in node["schema"])
        label = f"<b>{_mermaid(node['kind'])}</b> {_mermaid(node['detail'])}"
        lines.append(f'  {ident}["{label}<br/><i>{_mermaid(schema)}</i>"]')
        for child in node["inputs"]:
            lines.append(f"  {add(child)} --> {ident}")
        for sub in node.get("subqueries", ()):
            lines.append(f"  {add(sub['input'])} -. subquery {_edge(sub['name'])} .-> {ident}")
        return ident

    for root in tree:
        ident = f"n{next(counter)}"
        lines.append(f'  {ident}(["<b>root</b> {_mermaid(", ".join(root["names"]))}"])')
        lines.append(f"  {add(root['input'])} --> {ident}")
    return "\n".join(lines)


# Characters that end or confuse a quoted Mermaid label, as entity codes.
_MERMAID_ESCAPES = {"#": "#35;", '"': "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;"}


def _mermaid(text: str) -> str:
    return "".join(_MERMAID_ESCAPES.get(c, c) for c in text.replace("\n", " "))


def _edge(text: str) -> str:
    """An edge label: word characters only (Mermaid has no quoting there)."""
    return re.sub(r"\W", "_", text) or "_"


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
    lines.append(f"{pad}{_kind(rel)}{detail}{emit}  -> ({rel.schema})")
    for inner in _subqueries(rel):
        number = next((i for i, s in enumerate(subqueries) if s is inner), None)
        name = (names or {}).get(number) if number is not None else None
        label = f"subquery {name}" if name else f"subquery #{'?' if number is None else number}"
        lines.append(f"{pad}  {label}:")
        _rel(inner, depth + 2, lines, texts, subqueries, names)
    for child in m.inputs_of(rel):
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


def _kind(rel: m.Rel) -> str:
    """The relation's kind as explain names it (a kept relation by its JSON key)."""
    return rel.kind if isinstance(rel, m.Opaque) else type(rel).__name__.lower()


def _detail(rel: m.Rel, text: Callable[[ir.TypedExpr], str]) -> str:
    return _Detail(text).visit(rel)


class _Detail(RelVisitor[str]):
    """What explain shows after a relation's kind: its expressions as text
    (``text``) and what else tells it apart, each after a space."""

    def __init__(self, text: Callable[[ir.TypedExpr], str]) -> None:
        self.text = text

    def visit_read(self, rel: m.Read) -> str:
        if rel.table is not None:
            return f" table {'.'.join(rel.table)}"
        if rel.files:
            return " files " + ", ".join(f"{f.uri} ({f.format.value})" for f in rel.files)
        if rel.kept_table is not None:
            return f" {rel.kept_table.label}"
        return f" virtual table of {len(rel.rows or ())} rows"

    def visit_filter(self, rel: m.Filter) -> str:
        return f" {self.text(rel.condition)}"

    def visit_project(self, rel: m.Project) -> str:
        return " " + ", ".join(self.text(e) for e in rel.expressions)

    def visit_sort(self, rel: m.Sort) -> str:
        return " " + ", ".join(f"{self.text(k.expr)} {k.direction.name}" for k in rel.keys)

    def visit_fetch(self, rel: m.Fetch) -> str:
        return f" offset {rel.offset} count {'all' if rel.count is None else rel.count}"

    def visit_cross(self, rel: m.Cross) -> str:
        return ""

    def visit_join(self, rel: m.Join) -> str:
        return f" {rel.type.name} on {self.text(rel.expression)}"

    def visit_set(self, rel: m.Set) -> str:
        return f" {rel.op.name}"

    def visit_aggregate(self, rel: m.Aggregate) -> str:
        keys = ", ".join(self.text(k) for k in rel.keys) or "()"
        return f" by {keys} measures " + ", ".join(self.text(x) for x in rel.measures)

    def visit_write(self, rel: m.Write) -> str:
        if rel.kept_target is not None:
            return f" to {rel.kept_target.label} ({rel.mode.name})"
        return f" to {rel.target} ({rel.format.value if rel.format else 'view'}, {rel.mode.name})"

    def visit_reference(self, rel: m.Reference) -> str:
        return f" relations[{rel.ordinal}]"

    def visit_opaque(self, rel: m.Opaque) -> str:
        return _opaque_detail(rel, self.text)


def _opaque_detail(rel: m.Opaque, _text: Callable[[ir.TypedExpr], str]) -> str:
    """A kept relation: its join type or target table, then each expression
    after the key it stands at (``sorts: k DESC``)."""
    words: list[str] = []
    kind = rel.body.get("type")
    if isinstance(kind, str):
        words.append(kind.removeprefix("JOIN_TYPE_"))
    for key in ("namedTable", "namedObject"):
        named = rel.body.get(key)
        names = named.get("names") if isinstance(named, Mapping) else None
        if isinstance(names, list) and names and all(isinstance(n, str) for n in names):
            words.append("table " + ".".join(names))
    groups: dict[str, list[str]] = {}
    for key, part in zip(rel.expression_keys, rel.expressions, strict=True):
        text = (
            f"{_text(part.expr)} {part.direction.name}"
            if isinstance(part, m.SortKey)
            else _text(part)
        )
        groups.setdefault(re.sub(r"\[\d+\].*$", "", key), []).append(text)
    words.extend(f"{key}: {', '.join(texts)}" for key, texts in groups.items())
    return " " + "; ".join(words) if words else ""
