"""A bound plan → a standard ``substrait.Plan`` message.

The plan's JSON is copied and every convenience is replaced by its standard
form: expression strings (and protobuf expressions, re-encoded so anchors
are consistent) by Substrait expressions, schema strings by NamedStructs,
sort strings by SortFields, measure strings by Measures, plain fetch
numbers by ``offsetExpr``/``countExpr`` literals, per-grouping expression
lists by the relation-level ``groupingExpressions`` with references. Every
function used is declared once (extension URNs and anchors).

A subquery's relation lives inside the expression that holds it (a named
one, the plan's ``subqueries``, is written into each expression using it). Its own
expressions come first in the binder's order, so they are rewritten in place
first; then its relations' conveniences, and then the enclosing expression,
whose encoding has a marker where the (rewritten) relation JSON goes.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

from google.protobuf import json_format
from substrait import plan_pb2

from substrait_expr.plan import model as m
from substrait_expr.plan.bind import Binder
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.substrait import (
    ExtensionCollector,
    ProtoError,
    named_struct,
    to_proto,
    to_proto_measure,
)
from substrait_expr.substrait.depth import MAX_MESSAGE_DEPTH
from substrait_expr.substrait.to_proto import SUBQUERY_MARK
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.schema import Schema

__all__ = ["to_plan_message"]

_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def to_plan_message(data: dict[str, Any], binder: Binder, roots: list[m.Root]) -> Any:
    writer = _Writer(copy.deepcopy(data), binder)
    try:
        writer.write(roots)
    except ProtoError as error:
        problem = PlanProblem(writer.current, f"cannot be written as Substrait: {error}")
        raise PlanError([problem]) from None
    # Named subqueries now stand inside the expressions that use them.
    writer.data.pop("subqueries", None)
    plan = plan_pb2.Plan()
    try:
        json_format.ParseDict(writer.data, plan, max_recursion_depth=MAX_MESSAGE_DEPTH)
    except json_format.ParseError as error:  # a value the binder let through unchecked
        raise PlanError.at("relations", f"cannot be written as Substrait: {error}") from None
    writer.collector.add_to(plan)
    if not plan.HasField("version"):
        plan.version.minor_number = 108
        plan.version.producer = "substrait-expr"
    return plan


def _splice(value: Any, bodies: dict[str, Any]) -> Any:
    """``value`` with each subquery marker replaced by its relation's JSON."""
    if isinstance(value, list):
        return [_splice(v, bodies) for v in value]
    if not isinstance(value, dict):
        return value
    alias = ((value.get("read") or {}).get("common") or {}).get("hint", {}).get("alias")
    if len(value) == 1 and isinstance(alias, str) and alias in bodies:
        return bodies[alias]
    return {k: _splice(v, bodies) for k, v in value.items()}


def _parts(path: str) -> list[str | int]:
    return [name if name else int(index) for name, index in _PART.findall(path)]


class _Writer:
    def __init__(self, data: dict[str, Any], binder: Binder) -> None:
        self.data = data
        self.binder = binder
        self.collector = ExtensionCollector(binder.registry)
        self.current = "<plan>"
        for key in ("extensionUrns", "extensions", "extensionUris"):
            self.data.pop(key, None)  # every function is declared anew
        # A named subquery bound again (`name@2`) is rewritten in its own copy.
        named = self.data.get("subqueries") or {}
        for instance, name in binder.named_instances.items():
            if instance != name:
                named[instance] = copy.deepcopy(named[name])

    def at(self, path: str) -> Any:
        node: Any = self.data
        for part in _parts(path):
            node = node[part]
        return node

    def put(self, path: str, value: Any) -> None:
        *head, last = _parts(path)
        node: Any = self.data
        for part in head:
            node = node[part]
        node[last] = value

    def expression(self, typed: ir.TypedExpr) -> dict[str, Any]:
        result: dict[str, Any] = json_format.MessageToDict(to_proto(typed, self.collector))
        return result

    def schema(self, schema: Schema) -> dict[str, Any]:
        message = named_struct(schema.names, schema.types, self.collector)
        result: dict[str, Any] = json_format.MessageToDict(message)
        return result

    def write(self, roots: list[m.Root]) -> None:
        skip = {
            p for p in self.binder.typed if re.search(r"\.measures\[\d+\]\.(filter|measure)$", p)
        }
        skip |= {p for p in self.binder.typed if ".virtualTable." in p or ".groupings[" in p}
        skip |= {p for p in self.binder.typed if re.search(r"\.groupingExpressions\[\d+\]$", p)}
        skip |= {p for p in self.binder.typed if re.search(r"\.(offset|count)Expr$", p)}
        for path, typed in self.binder.typed.items():
            if path in skip:
                continue
            self.current = path
            encoded = self._with_subqueries(typed)
            direction = self.binder.sort_directions.get(path)
            if direction is not None:
                encoded = {"expr": encoded, "direction": direction.value}
            self.put(path, encoded)
        for root in roots:
            self.current = root.path
            self.put(f"{root.path}.names", _nested_names(root))
        for rel in self._relations(roots):
            self.current = rel.path
            self._structure(rel, self.at(rel.path))

    def _with_subqueries(self, typed: ir.TypedExpr) -> dict[str, Any]:
        """The encoding of ``typed`` with its subqueries' relations in place."""
        inner = m.subquery_relations(typed)
        if not inner:
            return self.expression(typed)
        for rel in self._walk(inner):
            self._structure(rel, self.at(rel.path))
        for rel in inner:  # a subquery named in text keeps its name as the relation's alias
            instance = rel.path.split(".")[1] if rel.path.startswith("subqueries.") else None
            if instance in self.binder.named_instances:
                body = self.at(rel.path)
                hint = body.setdefault("common", {}).setdefault("hint", {})
                hint.setdefault("alias", self.binder.named_instances[instance])
        # Taken before the enclosing expression (where they are) is replaced.
        bodies = {SUBQUERY_MARK + rel.path: self.at(rel.path.rsplit(".", 1)[0]) for rel in inner}
        spliced: dict[str, Any] = _splice(self.expression(typed), bodies)
        return spliced

    def _relations(self, roots: list[m.Root]) -> Iterator[m.Rel]:
        starts: list[m.Rel] = [root.input for root in roots]
        return self._walk(starts + list(self.binder.references.values()))

    def _walk(self, starts: list[m.Rel]) -> Iterator[m.Rel]:
        """Relations from ``starts`` down (not into subqueries), each once."""
        seen: set[str] = set()
        stack = list(starts)
        while stack:
            rel = stack.pop()
            if rel.path in seen:
                continue
            seen.add(rel.path)
            yield rel
            for name in ("input", "left", "right", "target"):
                child = getattr(rel, name, None)
                if isinstance(child, m.Rel):
                    stack.append(child)
            if isinstance(rel, m.Set | m.Opaque):
                stack.extend(rel.inputs)

    def _structure(self, rel: m.Rel, body: dict[str, Any]) -> None:
        """Rewrite the relation-level conveniences of one relation."""
        _keep_output_names(rel, body)
        if isinstance(rel, m.Read):
            body["baseSchema"] = self.schema(rel.base)
            if rel.rows is not None:
                body["virtualTable"] = {
                    "expressions": [
                        {"fields": [self.expression(cell) for cell in row]} for row in rel.rows
                    ]
                }
            for item in (body.get("localFiles") or {}).get("items", []):
                _declare_format(item, rel)
        elif isinstance(rel, m.Fetch):
            for key in ("offset", "count", "offsetExpr", "countExpr"):
                body.pop(key, None)
            if rel.offset:
                body["offsetExpr"] = {"literal": {"i64": str(rel.offset)}}
            if rel.count is not None:
                body["countExpr"] = {"literal": {"i64": str(rel.count)}}
        elif isinstance(rel, m.Aggregate):
            body["groupingExpressions"] = [self.expression(k) for k in rel.keys]
            body["groupings"] = [{"expressionReferences": list(s)} for s in rel.sets]
            body["measures"] = [
                json_format.MessageToDict(to_proto_measure(_aggregate(x), self.collector))
                for x in rel.measures
            ]
            if not rel.keys:
                body.pop("groupingExpressions")
        elif isinstance(rel, m.Opaque):
            self._opaque(rel, body)
        elif isinstance(rel, m.Write):
            body["tableSchema"] = self.schema(rel.input.schema)
            body.setdefault("op", "WRITE_OP_CTAS")
            body.setdefault("createMode", rel.mode.value)
            body.setdefault(
                "output",
                "OUTPUT_MODE_MODIFIED_RECORDS" if rel.emit_rows else "OUTPUT_MODE_NO_OUTPUT",
            )

    def _opaque(self, rel: m.Opaque, body: dict[str, Any]) -> None:
        """A relation kept as written: its expressions are written already
        (they are the binder's); here the parts that are not expressions."""
        if rel.table_schema is not None:
            body["tableSchema"] = self.schema(rel.table_schema)
        if rel.kind == "topN":  # offset and count are expressions; plain numbers become literals
            for key in ("offset", "count"):
                value = body.get(key)
                if isinstance(value, int | str) and not isinstance(value, bool):
                    body[key] = {"literal": {"i64": str(int(value))}}
        for key, part in zip(rel.expression_keys, rel.expressions, strict=True):
            if key.startswith("windowFunctions[") and isinstance(part, ir.TypedExpr):
                self.current = f"{rel.path}.{key}"
                function = dict(self._with_subqueries(_unnamed(part))["windowFunction"])
                for relation_level in ("partitions", "sorts"):
                    function.pop(relation_level, None)
                self.put(self.current, function)


def _unnamed(typed: ir.TypedExpr) -> ir.TypedExpr:
    return typed.expr if isinstance(typed, ir.Named) else typed


def _keep_output_names(rel: m.Rel, body: dict[str, Any]) -> None:
    """Names given with ``AS`` have no place in a Substrait expression; the
    relation's output-name hint keeps them for consumers (and decompiling)."""
    if isinstance(rel, m.Project):
        named = rel.expressions
    elif isinstance(rel, m.Aggregate):
        named = rel.keys + rel.measures
    elif isinstance(rel, m.Opaque):
        named = tuple(x for x in rel.expressions if isinstance(x, ir.TypedExpr))
    else:
        return
    if not any(isinstance(x, ir.Named) for x in named):
        return
    hint = body.setdefault("common", {}).setdefault("hint", {})
    hint.setdefault("outputNames", list(rel.schema.names))


def _aggregate(typed: ir.TypedExpr) -> ir.AggregateCall:
    inner = typed.expr if isinstance(typed, ir.Named) else typed
    assert isinstance(inner, ir.AggregateCall)
    return inner


def _declare_format(item: dict[str, Any], rel: m.Read) -> None:
    """Files whose format came from their suffix get it written out, as
    Substrait requires; JSON has no Substrait format and is refused."""
    if any(k in item for k in ("parquet", "orc", "text", "arrow", "dwrf", "extension")):
        return
    uri = next(item[k] for k in ("uriFile", "uriPath", "uriPathGlob", "uriFolder") if k in item)
    file_format = next((f.format for f in rel.files if f.uri == uri), None)
    if file_format is m.FileFormat.PARQUET:
        item["parquet"] = {}
    elif file_format is m.FileFormat.ORC:
        item["orc"] = {}
    elif file_format is m.FileFormat.CSV:
        item["text"] = {"fieldDelimiter": ",", "headerLinesToSkip": "1"}
    else:
        raise ProtoError(
            f"{uri}: Substrait has no JSON file format; only parquet, orc and delimited text "
            "can be written"
        )


def _nested_names(root: m.Root) -> list[str]:
    """Root names as Substrait wants them: nested struct fields depth-first."""
    names: list[str] = []
    for name, field in zip(root.names, root.input.schema, strict=True):
        names.append(name)
        names.extend(_struct_names(field.type))
    return names


def _struct_names(value: Any) -> list[str]:
    from substrait_expr.typecheck import types as t

    if not isinstance(value, t.Struct):
        return []
    result: list[str] = []
    for i, field in enumerate(value.fields):
        result.append(value.names[i] if value.names else f"f{i}")
        result.extend(_struct_names(field))
    return result
