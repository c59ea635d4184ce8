"""A bound plan → a plan file in the project's own form (``decompile``).

Any plan the loader accepts (text, protobuf JSON or binary, from any
producer, its compatibility rules already applied by binding) is written
back from the bound model: expressions, sort keys, measures and schemas as
text, fields by name where a name is unique, functions by their plain names
(their declarations are implied), subqueries as named relations in the
top-level ``subqueries`` used as ``(TABLE name)``. Emits, output-name hints
and root names are written only where they change what the relation would
output anyway. The result loads again to the same bound plan, and
decompiling its compiled form gives the same text.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from substrait_expr.plan import model as m
from substrait_expr.plan.bind import BoundPlan, output_name
from substrait_expr.plan.errors import PlanError
from substrait_expr.plan.expression_text import NoText, TextContext, expression_text
from substrait_expr.plan.visitor import RelVisitor
from substrait_expr.substrait import ExtensionCollector, named_struct
from substrait_expr.substrait.json_form import message_to_dict
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.schema import Schema, SchemaError

__all__ = ["decompile", "format_plan_file"]

# The spec version a decompiled plan declares when it must say how it reads
# (aggregates with several grouping sets count the grouping-set column).
_SPEC_MINOR = 108

_SORT_SUFFIXES = {
    m.SortDirection.ASC_NULLS_LAST: "",
    m.SortDirection.ASC_NULLS_FIRST: " NULLS FIRST",
    m.SortDirection.DESC_NULLS_FIRST: " DESC",
    m.SortDirection.DESC_NULLS_LAST: " DESC NULLS LAST",
    m.SortDirection.CLUSTERED: " CLUSTERED",
}


def decompile(bound: BoundPlan) -> dict[str, Any]:
    """The plan file for the ``bound`` plan, its roots and shared relations
    in the loaded plan's order. Raises ``PlanError`` at the path of an
    expression that has no text form."""
    writer = _Decompiler(bound)
    relations: list[dict[str, Any]] = []
    for entry in bound.info.entries:
        if isinstance(entry, m.Root):
            body: dict[str, Any] = {"input": writer.rel(entry.input, ())}
            if list(entry.names) != list(entry.input.schema.names):
                body["names"] = list(entry.names)
            relations.append({"root": body})
        elif isinstance(entry, m.Shared):
            relations.append({"rel": writer.rel(entry.rel, ())})
    plan: dict[str, Any] = {}
    if writer.needs_version:
        plan["version"] = {"minorNumber": _SPEC_MINOR, "producer": "substrait-expr"}
    plan["relations"] = relations
    if writer.subqueries:
        plan["subqueries"] = writer.subqueries
    return plan


def format_plan_file(plan: Any, width: int = 100) -> str:
    """JSON indented by two, with every object or list that fits in ``width``
    columns on one line, as people write plan files."""
    import json

    def render(value: Any, indent: int, lead: int = 0) -> str:
        """``value`` starting ``lead`` columns into a line indented by ``indent``."""
        flat = json.dumps(value, ensure_ascii=False)
        if indent + lead + len(flat) <= width or not isinstance(value, dict | list) or not value:
            return flat
        inner = " " * (indent + 2)
        if isinstance(value, dict):
            items = []
            for key, item in value.items():
                head = json.dumps(key, ensure_ascii=False) + ": "
                items.append(inner + head + render(item, indent + 2, len(head)))
            return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
        items = [inner + render(item, indent + 2) for item in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"

    return render(plan, 0)


class _Decompiler:
    def __init__(self, bound: BoundPlan) -> None:
        self.registry = bound.registry
        self.plan_names = {
            id(bound.subquery_relations[i]): name.split("@")[0]
            for i, name in bound.subquery_names.items()
        }
        self.subqueries: dict[str, dict[str, Any]] = {}
        self.subquery_names: dict[int, str] = {}  # id(relation) → its name here
        self.subquery_bodies: dict[str, tuple[dict[str, Any], tuple[Schema, ...]]] = {}
        self.needs_version = False

    # ------------------------------------------------------------ expressions

    def text(
        self,
        typed: ir.TypedExpr,
        schema: Schema,
        outer: tuple[Schema, ...],
        path: str,
        *,
        aggregate: bool = False,
    ) -> str:
        def name_of(subquery: ir.Subquery) -> str:
            return self.subquery(subquery.rel, (*outer, schema))

        context = TextContext(schema, self.registry, outer, name_of)
        try:
            return expression_text(typed, context, aggregate=aggregate)
        except NoText as error:
            raise PlanError.at(path, f"cannot be written as text: {error}") from None

    def subquery(self, rel: m.Rel, outer: tuple[Schema, ...]) -> str:
        """The plan-level name of a subquery's relation, decompiled once; a
        relation written the same way from the same rows shares the name
        (a producer may repeat one subquery inside an expression)."""
        if id(rel) in self.subquery_names:
            return self.subquery_names[id(rel)]
        body = self.rel(rel, outer)
        for name, (other, other_outer) in self.subquery_bodies.items():
            if other == body and other_outer == outer:
                self.subquery_names[id(rel)] = name
                return name
        base = self.plan_names.get(id(rel), "subquery")
        name, number = base, 1
        while name in self.subqueries:
            number += 1
            name = f"{base}_{number}"
        self.subquery_names[id(rel)] = name
        self.subqueries[name] = body
        self.subquery_bodies[name] = (body, outer)
        return name

    def schema(self, schema: Schema) -> Any:
        """A schema as text when the text says all of it (nested field names
        are not in the text form), else as a standard NamedStruct."""
        text = str(schema)
        try:
            if text and Schema.parse(text) == schema:
                return text
        except SchemaError:
            pass
        message = named_struct(schema.names, schema.types, ExtensionCollector(self.registry))
        return message_to_dict(message)

    # ------------------------------------------------------------ relations

    def rel(self, rel: m.Rel, outer: tuple[Schema, ...]) -> dict[str, Any]:
        kind, body, natural = _Body(self, outer).visit(rel)
        self._common(rel, body, natural)
        # A relation's own details first, then its inputs, as one reads it.
        inputs = [k for k in ("input", "left", "right", "inputs") if k in body]
        ordered = {k: v for k, v in body.items() if k not in inputs}
        ordered.update((k, body[k]) for k in inputs)
        return {kind: ordered}

    def _common(self, rel: m.Rel, body: dict[str, Any], natural: list[str]) -> None:
        """Write the emit and the output names where they say something."""
        positions = list(rel.emit) if rel.emit is not None else list(range(len(rel.direct)))
        common: dict[str, Any] = {}
        if positions != list(range(len(natural))):
            common["emit"] = {"outputMapping": positions}
        names = [rel.direct[i].name for i in positions]
        if names != [natural[i] for i in positions]:
            common["hint"] = {"outputNames": names}
        if common:
            body["common"] = common


# A relation's kind, its JSON body without ``common``, and the names its
# fields get before the emit when no hint renames them.
_Decompiled = tuple[str, dict[str, Any], list[str]]


class _Body(RelVisitor[_Decompiled]):
    """Decompiles one relation whose expressions read the records ``outer``
    besides their input's (inside subqueries)."""

    def __init__(self, decompiler: _Decompiler, outer: tuple[Schema, ...]) -> None:
        self.decompiler = decompiler
        self.outer = outer

    def text(
        self, typed: ir.TypedExpr, schema: Schema, path: str, *, aggregate: bool = False
    ) -> str:
        return self.decompiler.text(typed, schema, self.outer, path, aggregate=aggregate)

    def input(self, rel: m.Rel) -> dict[str, Any]:
        return self.decompiler.rel(rel, self.outer)

    def visit_read(self, rel: m.Read) -> _Decompiled:
        body: dict[str, Any] = {}
        if rel.table is not None:
            body["namedTable"] = {"names": list(rel.table)}
        elif rel.rows is not None:
            body["virtualTable"] = {
                "expressions": [
                    {
                        "fields": [
                            self.decompiler.text(
                                cell,
                                Schema(),
                                (),
                                f"{rel.path}.virtualTable.expressions[{r}].fields[{c}]",
                            )
                            for c, cell in enumerate(row)
                        ]
                    }
                    for r, row in enumerate(rel.rows)
                ]
            }
        elif rel.kept_table is not None:
            body[rel.kept_table.kind] = dict(rel.kept_table.body)
        else:
            body["localFiles"] = {"items": [_file_item(item) for item in rel.files]}
        body["baseSchema"] = self.decompiler.schema(rel.base)
        for key, condition in (
            ("filter", rel.filter),
            ("bestEffortFilter", rel.best_effort_filter),
        ):
            if condition is not None:
                body[key] = self.text(condition, rel.base, f"{rel.path}.{key}")
        natural = list(rel.base.names)
        if rel.projection is not None:
            body["projection"] = {
                "select": {"structItems": [{"field": i} for i in rel.projection]},
            }
            if rel.singular_struct:  # as the plan says (DataFusion leaves it out)
                body["projection"]["maintainSingularStruct"] = True
            natural = [natural[i] for i in rel.projection]
        return "read", body, natural

    def visit_filter(self, rel: m.Filter) -> _Decompiled:
        body = {
            "input": self.input(rel.input),
            "condition": self.text(rel.condition, rel.input.schema, f"{rel.path}.condition"),
        }
        return "filter", body, list(rel.input.schema.names)

    def visit_project(self, rel: m.Project) -> _Decompiled:
        schema = rel.input.schema
        width = len(schema)
        expressions = []
        natural = list(schema.names)
        for i, typed in enumerate(rel.expressions):
            plain = typed.expr if isinstance(typed, ir.Named) else typed
            name = rel.direct[width + i].name
            if name != output_name(plain):
                plain = ir.Named(plain.type, plain, name)
            expressions.append(self.text(plain, schema, f"{rel.path}.expressions[{i}]"))
            natural.append(name)
        body = {"input": self.input(rel.input), "expressions": expressions}
        return "project", body, natural

    def visit_sort(self, rel: m.Sort) -> _Decompiled:
        sorts = [
            self.text(key.expr, rel.input.schema, f"{rel.path}.sorts[{i}]")
            + _SORT_SUFFIXES[key.direction]
            for i, key in enumerate(rel.keys)
        ]
        body = {"input": self.input(rel.input), "sorts": sorts}
        return "sort", body, list(rel.input.schema.names)

    def visit_fetch(self, rel: m.Fetch) -> _Decompiled:
        body: dict[str, Any] = {"input": self.input(rel.input)}
        if rel.offset:
            body["offset"] = rel.offset
        if rel.count is not None:
            body["count"] = rel.count
        return "fetch", body, list(rel.input.schema.names)

    def visit_cross(self, rel: m.Cross) -> _Decompiled:
        body = {"left": self.input(rel.left), "right": self.input(rel.right)}
        return "cross", body, [*rel.left.schema.names, *rel.right.schema.names]

    def visit_join(self, rel: m.Join) -> _Decompiled:
        both = Schema(rel.left.schema.fields + rel.right.schema.fields)
        body: dict[str, Any] = {
            "left": self.input(rel.left),
            "right": self.input(rel.right),
            "type": rel.type.value,
            "expression": self.text(rel.expression, both, f"{rel.path}.expression"),
        }
        if rel.post_join_filter is not None:
            body["postJoinFilter"] = self.text(
                rel.post_join_filter, both, f"{rel.path}.postJoinFilter"
            )
        j = m.JoinType
        if rel.type in (j.LEFT_SEMI, j.LEFT_ANTI):
            natural = list(rel.left.schema.names)
        elif rel.type in (j.RIGHT_SEMI, j.RIGHT_ANTI):
            natural = list(rel.right.schema.names)
        elif rel.type in (j.LEFT_MARK, j.RIGHT_MARK):
            natural = list(rel.schema.names)  # one side's and `mark`
        else:
            natural = list(both.names)
        return "join", body, natural

    def visit_set(self, rel: m.Set) -> _Decompiled:
        body = {"inputs": [self.input(r) for r in rel.inputs], "op": rel.op.value}
        return "set", body, list(rel.inputs[0].schema.names)

    def visit_aggregate(self, rel: m.Aggregate) -> _Decompiled:
        schema = rel.input.schema
        natural: list[str] = []
        keys = []
        for i, key in enumerate(rel.keys):
            plain = key.expr if isinstance(key, ir.Named) else key
            name = rel.direct[i].name
            if name != output_name(plain):
                plain = ir.Named(plain.type, plain, name)
            keys.append(self.text(plain, schema, f"{rel.path}.groupingExpressions[{i}]"))
            natural.append(name)
        measures = []
        for i, measure in enumerate(rel.measures):
            plain = measure.expr if isinstance(measure, ir.Named) else measure
            name = rel.direct[len(rel.keys) + i].name
            if name != output_name(plain):
                plain = ir.Named(plain.type, plain, name)
            path = f"{rel.path}.measures[{i}].measure"
            measures.append({"measure": self.text(plain, schema, path, aggregate=True)})
            natural.append(name)
        body: dict[str, Any] = {"input": self.input(rel.input)}
        if keys:
            body["groupingExpressions"] = keys
        if list(rel.sets) != [tuple(range(len(rel.keys)))]:
            body["groupings"] = [{"expressionReferences": list(s)} for s in rel.sets]
        if measures:
            body["measures"] = measures
        if len(rel.sets) > 1:
            # read with the grouping-set column, as the spec says
            self.decompiler.needs_version = True
            # Read without the column (an old producer), the emit written
            # for the fields it had leaves the column out.
            natural.append("grouping_set")
        return "aggregate", body, natural

    def visit_write(self, rel: m.Write) -> _Decompiled:
        target: dict[str, Any] = (
            {rel.kept_target.kind: dict(rel.kept_target.body)}
            if rel.kept_target is not None
            else {"namedTable": {"names": list(rel.names or (rel.target,))}}
        )
        body: dict[str, Any] = {**target, "op": rel.op.value, "input": self.input(rel.input)}
        if rel.mode is not m.CreateMode.ERROR_IF_EXISTS:
            body["createMode"] = rel.mode.value
        if rel.emit_rows:
            body["output"] = "OUTPUT_MODE_MODIFIED_RECORDS"
        return "write", body, list(rel.direct.names)

    def visit_reference(self, rel: m.Reference) -> _Decompiled:
        return "reference", {"subtreeOrdinal": rel.ordinal}, list(rel.target.schema.names)

    def visit_opaque(self, rel: m.Opaque) -> _Decompiled:
        """A relation kept as written: its JSON, with its inputs decompiled,
        its expressions and sort fields as text and its table schema as a
        schema string."""
        body = copy.deepcopy(dict(rel.body))
        body.pop("common", None)
        for key, child in zip(rel.input_keys, rel.inputs, strict=True):
            # a lateral join's right side reads the left row as its outer record
            if rel.kind == "lateralJoin" and key == "right":
                _put(body, key, self.decompiler.rel(child, (*self.outer, rel.inputs[0].schema)))
            else:
                _put(body, key, self.input(child))
        for key, part, scope in zip(rel.expression_keys, rel.expressions, rel.scopes, strict=True):
            path = f"{rel.path}.{key}"
            if isinstance(part, m.SortKey):
                text = self.text(part.expr, scope, path) + _SORT_SUFFIXES[part.direction]
            else:
                text = self.text(part, scope, path)
            _put(body, key, text)
        if rel.table_schema is not None:
            body["tableSchema"] = self.decompiler.schema(rel.table_schema)
        return rel.kind, body, list(rel.derived_names)


_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def _put(body: dict[str, Any], key: str, value: Any) -> None:
    """Set the value at ``key`` (``fields[0].consistentField``) inside ``body``."""
    parts: list[str | int] = [name if name else int(index) for name, index in _PART.findall(key)]
    node: Any = body
    for part in parts[:-1]:
        node = node[part]
    node[parts[-1]] = value


# Formats whose Substrait message has no options: ``{"parquet": {}}``.
_OPTIONLESS_FORMATS = (
    m.FileFormat.PARQUET,
    m.FileFormat.ORC,
    m.FileFormat.ARROW,
    m.FileFormat.DWRF,
)


def _file_item(item: m.FileItem) -> dict[str, Any]:
    result: dict[str, Any] = {item.kind.value: item.uri}  # uriFile, uriPathGlob, ...
    if item.partition_index:
        result["partitionIndex"] = item.partition_index
    if item.start or item.length:
        result.update(start=item.start, length=item.length)
    if item.format in _OPTIONLESS_FORMATS:
        result[item.format.value] = {}
    elif item.format is m.FileFormat.EXTENSION and item.extension is not None:
        result["extension"] = dict(item.extension)
    elif item.format is m.FileFormat.CSV:
        options = item.text or m.DelimitedText(header_lines_to_skip=1)  # a .csv by its suffix
        text: dict[str, Any] = {
            "fieldDelimiter": options.field_delimiter,
            "headerLinesToSkip": options.header_lines_to_skip,
        }
        if options.max_line_size:
            text["maxLineSize"] = options.max_line_size
        for field, value in (
            ("quote", options.quote),
            ("escape", options.escape),
            ("valueTreatedAsNull", options.value_treated_as_null),
        ):
            if value is not None:
                text[field] = value
        result["text"] = text
    # JSON files have no Substrait format message; the loader knows them by suffix.
    return result
