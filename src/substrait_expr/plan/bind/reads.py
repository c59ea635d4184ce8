"""Read relations: named tables, local files (formats, text options, byte
ranges, URIs resolved against the plan's folder) and virtual tables; the
read's filters and projection. A read without a schema takes its types from
the data when the plan runs."""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import model as m
from substrait_expr.plan.bind.failure import DEFERRED, Failed, first_line
from substrait_expr.plan.bind.json_forms import delimited_text, names_without_types
from substrait_expr.plan.errors import PlanError
from substrait_expr.plan.file_bindings import map_path
from substrait_expr.plan.paths import resolve_location
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check_as
from substrait_expr.typecheck.schema import Field, Schema, SchemaError

if TYPE_CHECKING:
    from substrait_expr.plan.bind.surface import RelationBinder

__all__ = ["bind_read"]

# A localFiles item's format key → its format (``text`` has options of its own).
_FILE_FORMATS = {
    "parquet": m.FileFormat.PARQUET,
    "orc": m.FileFormat.ORC,
    "arrow": m.FileFormat.ARROW,
    "dwrf": m.FileFormat.DWRF,
}


_KEPT_SOURCES = ("extensionTable", "icebergTable")
_SOURCES = ("namedTable", "localFiles", "virtualTable", *_KEPT_SOURCES)


def bind_read(binder: RelationBinder, body: Mapping[str, Any], path: str) -> m.Rel:
    names_only = names_without_types(body.get("baseSchema"))
    base = None
    if names_only is None:
        base = binder.base_schema(body.get("baseSchema"), f"{path}.baseSchema")
    table: tuple[str, ...] | None = None
    files: tuple[m.FileItem, ...] = ()
    rows: tuple[tuple[ir.TypedExpr, ...], ...] | None = None
    kinds = [k for k in _SOURCES if k in body]
    if len(kinds) != 1:
        raise binder.fail(path, f"a read needs exactly one of {', '.join(_SOURCES)}")
    kept = None
    if kinds[0] in _KEPT_SOURCES:
        kept = m.KeptTable(kinds[0], binder.json_object(body[kinds[0]], f"{path}.{kinds[0]}"))
        if base is None:  # no data to take the types from
            raise binder.fail(
                f"{path}.baseSchema", f"a read of {kept.label} needs a baseSchema with types"
            )
    source_extension = None
    if "namedTable" in body:
        names = body["namedTable"].get("names") or []
        if not names:
            raise binder.fail(f"{path}.namedTable.names", "a named table needs a name")
        table = tuple(names)
        source_extension = binder.extension(body["namedTable"], f"{path}.namedTable")
    elif "localFiles" in body:
        files = _files(binder, body["localFiles"], f"{path}.localFiles")
        source_extension = binder.extension(body["localFiles"], f"{path}.localFiles")
    if base is None:
        if "virtualTable" in body:
            raise binder.fail(f"{path}.baseSchema", "a virtual table needs a baseSchema")
        base = _schema_from_data(
            binder, m.Read(path, Schema(), base=Schema(), table=table, files=files)
        )
        if names_only is not None:
            base = _named_from_data(binder, base, names_only, f"{path}.baseSchema")
    if "virtualTable" in body:
        rows = _rows(binder, body["virtualTable"], base, f"{path}.virtualTable")
    problems = len(binder.problems)
    filters: dict[str, ir.TypedExpr] = {}
    for key in ("filter", "bestEffortFilter"):
        if key in body:
            with contextlib.suppress(Failed):  # recorded; the projection is checked too
                filters[key] = binder.boolean(body[key], base, f"{path}.{key}")
    projection = None
    singular = False
    if "projection" in body:
        projection = _projection(binder, body["projection"], base, f"{path}.projection")
        singular = body["projection"].get("maintainSingularStruct") is True
    if len(binder.problems) > problems:
        raise Failed
    direct = base if projection is None else Schema(tuple(base[i] for i in projection))
    return m.Read(
        path,
        direct,
        base=base,
        table=table,
        files=files,
        rows=rows,
        filter=filters.get("filter"),
        best_effort_filter=filters.get("bestEffortFilter"),
        projection=projection,
        singular_struct=singular,
        source_extension=source_extension,
        kept_table=kept,
    )


def _schema_from_data(binder: RelationBinder, read: m.Read) -> Schema:
    if binder.data_schemas is None:
        raise binder.fail(
            f"{read.path}.baseSchema",
            f"{DEFERRED} when the plan runs: the read has no baseSchema types",
        )
    try:
        return binder.data_schemas(read)
    except (PlanError, SchemaError) as error:
        raise binder.fail(f"{read.path}", str(error)) from None


def _named_from_data(
    binder: RelationBinder, data: Schema, names: Sequence[str], path: str
) -> Schema:
    """The data's fields called ``names`` (case-insensitively), in that order."""
    by_name: dict[str, list[Field]] = {}
    for data_field in data:
        by_name.setdefault(data_field.name.lower(), []).append(data_field)
    fields = []
    for name in names:
        found = by_name.get(name.lower(), [])
        if len(found) != 1:
            what = "no column" if not found else "several columns"
            raise binder.fail(
                path, f"the data has {what} {name!r} (it has {', '.join(data.names)})"
            )
        fields.append(Field(name, found[0].type))
    return Schema(tuple(fields))


def _files(binder: RelationBinder, body: Mapping[str, Any], path: str) -> tuple[m.FileItem, ...]:
    items: list[m.FileItem] = []
    for i, item in enumerate(body.get("items") or []):
        item_path = f"{path}.items[{i}]"
        uris = [(k, item[k]) for k in (u.value for u in m.UriKind) if k in item]
        if len(uris) != 1:
            raise binder.fail(
                item_path, "an item needs one of uriFile, uriPath, uriPathGlob, uriFolder"
            )
        try:
            start, length = int(item.get("start") or 0), int(item.get("length") or 0)
        except (TypeError, ValueError):
            raise binder.fail(item_path, "start and length are byte offsets") from None
        if start < 0 or length < 0:
            raise binder.fail(item_path, "start and length are byte offsets (not negative)")
        ((kind, uri),) = uris
        found = _file_item(binder, uri, item, item_path)
        mapped = map_path(found.uri, binder.options.path_pairs)  # PlanOptions.path_map
        location, refusal = resolve_location(mapped or found.uri, binder.options, write=False)
        if refusal is not None:
            raise binder.fail(item_path, f"not allowed: {refusal}")
        partition = item.get("partitionIndex", 0)
        try:
            partition = int(partition)
        except (TypeError, ValueError):
            raise binder.fail(f"{item_path}.partitionIndex", "must be an integer") from None
        items.append(
            dataclasses.replace(
                found,
                location=location,
                kind=m.UriKind(kind),
                partition_index=partition,
                start=start,
                length=length,
            )
        )
    if not items:
        raise binder.fail(f"{path}.items", "localFiles needs at least one item")
    return tuple(items)


def _file_item(binder: RelationBinder, uri: str, item: Mapping[str, Any], path: str) -> m.FileItem:
    for key in ("parquet", "orc", "text", "arrow", "dwrf", "extension"):
        if key in item and not isinstance(item[key], dict):
            raise binder.fail(f"{path}.{key}", f"{key} takes an object of read options")
    if "extension" in item:  # kept as written: an engine that knows it reads it
        return m.FileItem(uri, m.FileFormat.EXTENSION, extension=item["extension"])
    # Whether an engine reads a format is the engine's to say (Backend.diagnostics).
    for key, known in _FILE_FORMATS.items():
        if key in item:
            return m.FileItem(uri, known)
    if "text" in item:
        try:
            text = delimited_text(item["text"])
        except (TypeError, ValueError) as error:
            raise binder.fail(f"{path}.text", f"not delimited-text options: {error}") from None
        return m.FileItem(uri, m.FileFormat.CSV, text=text)
    found = m.format_of_path(uri)
    if found is None:
        raise binder.fail(
            path,
            f"no format given and none known for {uri!r}: add parquet, orc or text, or use "
            "a .parquet/.orc/.csv/.json file name",
        )
    return m.FileItem(uri, found)


def _rows(
    binder: RelationBinder, body: Mapping[str, Any], base: Schema, path: str
) -> tuple[tuple[ir.TypedExpr, ...], ...]:
    if "values" in body:
        raise binder.fail(
            f"{path}.values", "the deprecated `values` form is not read; use `expressions`"
        )
    rows: list[tuple[ir.TypedExpr, ...]] = []
    problems = len(binder.problems)
    for r, row in enumerate(body.get("expressions") or []):
        row_path = f"{path}.expressions[{r}]"
        # protobuf JSON leaves an empty `fields` out: a row of no fields
        cells = row.get("fields", []) if isinstance(row, Mapping) else row
        if not isinstance(cells, list) or len(cells) != len(base):
            binder.problem(row_path, f"a row needs {len(base)} fields ({base})")
            continue
        typed_row = []
        for c, (cell, field) in enumerate(zip(cells, base, strict=True)):
            typed_row.append(_cell(binder, cell, field, f"{row_path}.fields[{c}]"))
        rows.append(tuple(typed_row))
    if len(binder.problems) > problems:
        raise Failed
    return tuple(rows)


def _cell(binder: RelationBinder, value: Any, field: Field, path: str) -> ir.TypedExpr:
    tree = binder.expression_tree(value, path)
    try:
        typed = check_as(tree, field.type, Schema(), binder.registry)
    except CompileError as error:
        if error.source is None and isinstance(value, str):
            error = CompileError(error.diagnostics, value)
        binder.problem(path, first_line(error), error)
        raise Failed from None
    if typed.type.with_nullable(False) != field.type.with_nullable(False) or (
        typed.type.nullable and not field.type.nullable
    ):
        raise binder.fail(path, f"a {typed.type} value in column {field}")
    binder.record(typed, value if isinstance(value, str) else to_text(tree))
    return typed


def _projection(
    binder: RelationBinder, body: Mapping[str, Any], base: Schema, path: str
) -> tuple[int, ...]:
    body = binder.json_object(body, path)
    items = binder.json_object(body.get("select"), f"{path}.select").get("structItems") or []
    if not isinstance(items, list):
        raise binder.fail(f"{path}.select.structItems", "must be a list of struct items")
    indices = []
    for i, item in enumerate(items):
        index = item.get("field", 0) if isinstance(item, Mapping) else None
        if not isinstance(index, int) or isinstance(index, bool):
            raise binder.fail(f"{path}.select.structItems[{i}]", 'a struct item is {"field": N}')
        if item.get("child"):
            raise binder.fail(
                f"{path}.select.structItems[{i}].child",
                "not read: projections into nested fields (the bound plan selects "
                "top-level fields only)",
            )
        if not 0 <= index < len(base):
            raise binder.fail(
                f"{path}.select.structItems[{i}].field",
                f"field {index} out of range ({len(base)} fields)",
            )
        indices.append(index)
    return tuple(indices)
