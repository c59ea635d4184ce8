"""Bound relations → Substrait ``Rel`` messages, with their expressions.

``RelWriter.rel`` fills a ``Rel`` message from a model node: its kind's
fields from the node's typed fields, its ``common`` from its emit and
``Hints``, its expressions encoded from the typed IR. The expression encoder
writes a subquery's relation as a marker (a read whose alias names the bound
relation's path); the writer then writes that relation in the marker's place.
A subquery the plan names (``(TABLE name)``) is so written into each
expression using it, with its name as the relation's alias (given at binding).
"""

from __future__ import annotations

from typing import Any

from google.protobuf.message import Message
from substrait import algebra_pb2, type_pb2

from substrait_expr.plan import model as m
from substrait_expr.plan.emit.kept import write_kept
from substrait_expr.plan.emit.verbatim import cannot_write, parse_verbatim
from substrait_expr.plan.visitor import RelVisitor
from substrait_expr.substrait import (
    ExtensionCollector,
    ProtoError,
    named_struct,
    to_proto,
    to_proto_measure,
)
from substrait_expr.substrait.to_proto import SUBQUERY_MARK
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.schema import Schema

__all__ = ["RelWriter"]

_URI_FIELDS = {
    m.UriKind.PATH: "uri_path",
    m.UriKind.PATH_GLOB: "uri_path_glob",
    m.UriKind.FILE: "uri_file",
    m.UriKind.FOLDER: "uri_folder",
}


class RelWriter:
    """Writes relations, numbering functions and types with one collector."""

    def __init__(self, collector: ExtensionCollector) -> None:
        self.collector = collector

    # ------------------------------------------------------------ expressions

    def expression(self, typed: ir.TypedExpr, path: str, out: algebra_pb2.Expression) -> None:
        """Write ``typed`` (the expression at ``path``) into ``out``."""
        try:
            out.CopyFrom(to_proto(typed, self.collector))
        except ProtoError as error:
            raise cannot_write(path, error) from None
        self.subqueries(typed, out)

    def measure(
        self, typed: ir.TypedExpr, path: str, out: algebra_pb2.AggregateRel.Measure
    ) -> None:
        call = typed.expr if isinstance(typed, ir.Named) else typed
        assert isinstance(call, ir.AggregateCall)
        try:
            out.CopyFrom(to_proto_measure(call, self.collector))
        except ProtoError as error:
            raise cannot_write(path, error) from None
        self.subqueries(call, out)

    def sort_field(self, key: m.SortKey, path: str, out: algebra_pb2.SortField) -> None:
        self.expression(key.expr, path, out.expr)
        out.direction = algebra_pb2.SortField.SortDirection.Value(key.direction.value)

    def schema(self, schema: Schema, path: str, out: type_pb2.NamedStruct) -> None:
        try:
            out.CopyFrom(named_struct(schema.names, schema.types, self.collector))
        except ProtoError as error:
            raise cannot_write(path, error) from None

    def subqueries(self, typed: object, message: Message) -> None:
        """Write the relations of the subqueries of ``typed`` in place of
        the markers the encoder left in ``message``."""
        inner = {SUBQUERY_MARK + rel.path: rel for rel in m.subquery_relations(typed)}
        if not inner:
            return
        stack: list[Message] = [message]
        while stack:
            node = stack.pop()
            if isinstance(node, algebra_pb2.Rel) and node.HasField("read"):
                rel = inner.get(node.read.common.hint.alias)
                if rel is not None:
                    node.Clear()
                    self.rel(rel, node)
                    continue
            for field, value in node.ListFields():
                if field.message_type is None:
                    continue
                if isinstance(value, Message):
                    stack.append(value)
                else:
                    stack.extend(value)

    # ------------------------------------------------------------ relations

    def rel(self, rel: m.Rel, out: algebra_pb2.Rel) -> None:
        """Write ``rel`` (and the relations below it) into ``out``."""
        try:
            body = _Fill(self, out).visit(rel)
            if body is None:
                return
            self._common(rel, body.common)
            if rel.hints.extension is not None:
                parse_verbatim(
                    rel.hints.extension, body.advanced_extension, f"{rel.path}.advancedExtension"
                )
        except (ValueError, TypeError) as error:  # a number protobuf cannot hold
            raise cannot_write(rel.path, error) from None

    def _common(self, rel: m.Rel, out: algebra_pb2.RelCommon) -> None:
        if rel.emit is not None:
            out.emit.output_mapping.extend(rel.emit)
        hints = rel.hints
        if hints.hint:
            parse_verbatim(hints.hint, out.hint, f"{rel.path}.common.hint")
        if hints.alias is not None:
            out.hint.alias = hints.alias
        names = hints.output_names
        if names is None and _names_outputs(rel):
            # Names given with ``AS`` have no place in a Substrait expression;
            # the output-name hint keeps them for consumers (and decompiling).
            names = rel.schema.names
        if names:
            out.hint.output_names.extend(names)
        if hints.anchor is not None:
            out.rel_anchor = hints.anchor
        if hints.common_extension is not None:
            parse_verbatim(
                hints.common_extension,
                out.advanced_extension,
                f"{rel.path}.common.advancedExtension",
            )


class _Fill(RelVisitor[Any]):
    """Fills ``out`` with one relation's kind and gives the kind's message,
    whose ``common`` the writer then fills (None for a reference: it has
    none)."""

    def __init__(self, writer: RelWriter, out: algebra_pb2.Rel) -> None:
        self.writer = writer
        self.out = out

    def visit_read(self, rel: m.Read) -> algebra_pb2.ReadRel:
        writer, out = self.writer, self.out.read
        writer.schema(rel.base, f"{rel.path}.baseSchema", out.base_schema)
        source: Any = None
        if rel.table is not None:
            key, source = "namedTable", out.named_table
            source.names.extend(rel.table)
        elif rel.rows is not None:
            out.virtual_table.SetInParent()
            for r, row in enumerate(rel.rows):
                struct = out.virtual_table.expressions.add()
                for c, cell in enumerate(row):
                    path = f"{rel.path}.virtualTable.expressions[{r}].fields[{c}]"
                    writer.expression(cell, path, struct.fields.add())
        elif rel.kept_table is not None:
            kind = rel.kept_table.kind
            parse_verbatim({kind: rel.kept_table.body}, out, f"{rel.path}.{kind}")
        else:
            key, source = "localFiles", out.local_files
            for i, item in enumerate(rel.files):
                _file_item(item, f"{rel.path}.localFiles.items[{i}]", source.items.add())
        if source is not None and rel.source_extension is not None:
            path = f"{rel.path}.{key}.advancedExtension"
            parse_verbatim(rel.source_extension, source.advanced_extension, path)
        if rel.filter is not None:
            writer.expression(rel.filter, f"{rel.path}.filter", out.filter)
        if rel.best_effort_filter is not None:
            path = f"{rel.path}.bestEffortFilter"
            writer.expression(rel.best_effort_filter, path, out.best_effort_filter)
        if rel.projection is not None:
            out.projection.select.SetInParent()
            for index in rel.projection:
                out.projection.select.struct_items.add(field=index)
            out.projection.maintain_singular_struct = rel.singular_struct
        return out

    def visit_filter(self, rel: m.Filter) -> algebra_pb2.FilterRel:
        out = self.out.filter
        self.writer.rel(rel.input, out.input)
        self.writer.expression(rel.condition, f"{rel.path}.condition", out.condition)
        return out

    def visit_project(self, rel: m.Project) -> algebra_pb2.ProjectRel:
        out = self.out.project
        self.writer.rel(rel.input, out.input)
        for i, typed in enumerate(rel.expressions):
            self.writer.expression(typed, f"{rel.path}.expressions[{i}]", out.expressions.add())
        return out

    def visit_sort(self, rel: m.Sort) -> algebra_pb2.SortRel:
        out = self.out.sort
        self.writer.rel(rel.input, out.input)
        for i, key in enumerate(rel.keys):
            self.writer.sort_field(key, f"{rel.path}.sorts[{i}]", out.sorts.add())
        return out

    def visit_fetch(self, rel: m.Fetch) -> algebra_pb2.FetchRel:
        out = self.out.fetch
        self.writer.rel(rel.input, out.input)
        if rel.offset:
            out.offset_expr.literal.i64 = rel.offset
        if rel.count is not None:
            out.count_expr.literal.i64 = rel.count
        return out

    def visit_cross(self, rel: m.Cross) -> algebra_pb2.CrossRel:
        out = self.out.cross
        self.writer.rel(rel.left, out.left)
        self.writer.rel(rel.right, out.right)
        return out

    def visit_join(self, rel: m.Join) -> algebra_pb2.JoinRel:
        writer, out = self.writer, self.out.join
        writer.rel(rel.left, out.left)
        writer.rel(rel.right, out.right)
        writer.expression(rel.expression, f"{rel.path}.expression", out.expression)
        if rel.post_join_filter is not None:
            path = f"{rel.path}.postJoinFilter"
            writer.expression(rel.post_join_filter, path, out.post_join_filter)
        out.type = algebra_pb2.JoinRel.JoinType.Value(rel.type.value)
        return out

    def visit_set(self, rel: m.Set) -> algebra_pb2.SetRel:
        out = self.out.set
        for child in rel.inputs:
            self.writer.rel(child, out.inputs.add())
        out.op = algebra_pb2.SetRel.SetOp.Value(rel.op.value)
        return out

    def visit_aggregate(self, rel: m.Aggregate) -> algebra_pb2.AggregateRel:
        writer, out = self.writer, self.out.aggregate
        writer.rel(rel.input, out.input)
        for i, key in enumerate(rel.keys):
            path = f"{rel.path}.groupingExpressions[{i}]"
            writer.expression(key, path, out.grouping_expressions.add())
        for members in rel.sets:
            out.groupings.add().expression_references.extend(members)
        for i, measure in enumerate(rel.measures):
            writer.measure(measure, f"{rel.path}.measures[{i}]", out.measures.add())
        return out

    def visit_write(self, rel: m.Write) -> algebra_pb2.WriteRel:
        out = self.out.write
        if rel.kept_target is not None:
            kind = rel.kept_target.kind
            parse_verbatim({kind: rel.kept_target.body}, out, f"{rel.path}.{kind}")
        else:
            out.named_table.names.extend(rel.names or (rel.target,))
        if rel.target_extension is not None:
            path = f"{rel.path}.namedTable.advancedExtension"
            parse_verbatim(rel.target_extension, out.named_table.advanced_extension, path)
        self.writer.schema(rel.input.schema, f"{rel.path}.tableSchema", out.table_schema)
        out.op = algebra_pb2.WriteRel.WriteOp.Value(rel.op.value)
        self.writer.rel(rel.input, out.input)
        out.create_mode = algebra_pb2.WriteRel.CreateMode.Value(rel.mode.value)
        out.output = (
            algebra_pb2.WriteRel.OUTPUT_MODE_MODIFIED_RECORDS
            if rel.emit_rows
            else algebra_pb2.WriteRel.OUTPUT_MODE_NO_OUTPUT
        )
        return out

    def visit_reference(self, rel: m.Reference) -> None:
        self.out.reference.subtree_ordinal = rel.ordinal

    def visit_opaque(self, rel: m.Opaque) -> Any:
        return write_kept(self.writer, rel, self.out)


def _names_outputs(rel: m.Rel) -> bool:
    """Whether some expression of ``rel`` names its output (``AS``)."""
    named: tuple[object, ...]
    if isinstance(rel, m.Project):
        named = rel.expressions
    elif isinstance(rel, m.Aggregate):
        named = rel.keys + rel.measures
    elif isinstance(rel, m.Opaque):
        named = rel.expressions
    else:
        return False
    return any(isinstance(x, ir.Named) for x in named)


def _file_item(item: m.FileItem, path: str, out: Any) -> None:  # a FileOrFiles
    """One file item. A format that came from the file's suffix is written
    out, as Substrait requires; JSON has no Substrait format and is refused."""
    setattr(out, _URI_FIELDS[item.kind], item.uri)
    out.partition_index = item.partition_index
    out.start = item.start
    out.length = item.length
    if item.format is m.FileFormat.PARQUET:
        out.parquet.SetInParent()
    elif item.format is m.FileFormat.ORC:
        out.orc.SetInParent()
    elif item.format is m.FileFormat.ARROW:
        out.arrow.SetInParent()
    elif item.format is m.FileFormat.DWRF:
        out.dwrf.SetInParent()
    elif item.format is m.FileFormat.EXTENSION and item.extension is not None:
        parse_verbatim({"extension": item.extension}, out, f"{path}.extension")
    elif item.format is m.FileFormat.CSV and item.text is not None:
        text = item.text
        out.text.field_delimiter = text.field_delimiter
        out.text.max_line_size = text.max_line_size
        out.text.quote = text.quote or ""
        out.text.header_lines_to_skip = text.header_lines_to_skip
        out.text.escape = text.escape or ""
        if text.value_treated_as_null is not None:
            out.text.value_treated_as_null = text.value_treated_as_null
        out.text.SetInParent()
    elif item.format is m.FileFormat.CSV:
        out.text.field_delimiter = ","
        out.text.header_lines_to_skip = 1
    else:
        raise cannot_write(
            path,
            f"{item.uri}: Substrait has no JSON file format; only parquet, orc and delimited "
            "text can be written",
        )
