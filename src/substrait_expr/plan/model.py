"""The bound plan: relations whose expressions are typed IR.

Binding (``bind.py``) turns a plan's JSON into these nodes; backends
(``backends/``) and the Substrait writer (``emit/``) read them.
Every node knows its JSON ``path`` (for messages) and its output ``schema``
(after emit remapping). ``direct`` is the schema before the emit. What a
plan says that changes nothing it computes (hints, a producer's advanced
extensions, the plan's version) is kept on the nodes too (``Hints``,
``PlanInfo``), so that the Substrait written from the model loses nothing;
it takes no part in comparing nodes.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from substrait_expr.deep import expression_fields
from substrait_expr.plan.visitor import RelVisitor
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.schema import Schema


class SortDirection(enum.Enum):
    """Substrait's six sort directions (``SortField.SortDirection``)."""

    ASC_NULLS_FIRST = "SORT_DIRECTION_ASC_NULLS_FIRST"
    ASC_NULLS_LAST = "SORT_DIRECTION_ASC_NULLS_LAST"
    DESC_NULLS_FIRST = "SORT_DIRECTION_DESC_NULLS_FIRST"
    DESC_NULLS_LAST = "SORT_DIRECTION_DESC_NULLS_LAST"
    CLUSTERED = "SORT_DIRECTION_CLUSTERED"


class JoinType(enum.Enum):
    INNER = "JOIN_TYPE_INNER"
    OUTER = "JOIN_TYPE_OUTER"
    LEFT = "JOIN_TYPE_LEFT"
    RIGHT = "JOIN_TYPE_RIGHT"
    LEFT_SEMI = "JOIN_TYPE_LEFT_SEMI"
    LEFT_ANTI = "JOIN_TYPE_LEFT_ANTI"
    LEFT_SINGLE = "JOIN_TYPE_LEFT_SINGLE"
    RIGHT_SEMI = "JOIN_TYPE_RIGHT_SEMI"
    RIGHT_ANTI = "JOIN_TYPE_RIGHT_ANTI"
    RIGHT_SINGLE = "JOIN_TYPE_RIGHT_SINGLE"
    LEFT_MARK = "JOIN_TYPE_LEFT_MARK"  # the left rows and a nullable boolean `mark`
    RIGHT_MARK = "JOIN_TYPE_RIGHT_MARK"


class SetOp(enum.Enum):
    MINUS_PRIMARY = "SET_OP_MINUS_PRIMARY"
    MINUS_PRIMARY_ALL = "SET_OP_MINUS_PRIMARY_ALL"
    MINUS_MULTISET = "SET_OP_MINUS_MULTISET"
    INTERSECTION_PRIMARY = "SET_OP_INTERSECTION_PRIMARY"
    INTERSECTION_MULTISET = "SET_OP_INTERSECTION_MULTISET"
    INTERSECTION_MULTISET_ALL = "SET_OP_INTERSECTION_MULTISET_ALL"
    UNION_DISTINCT = "SET_OP_UNION_DISTINCT"
    UNION_ALL = "SET_OP_UNION_ALL"


class WriteOp(enum.Enum):
    """A write's operation (unspecified reads as CTAS). An engine may run
    only some (``Backend.diagnostics``)."""

    INSERT = "WRITE_OP_INSERT"
    CTAS = "WRITE_OP_CTAS"
    DELETE = "WRITE_OP_DELETE"
    UPDATE = "WRITE_OP_UPDATE"


class CreateMode(enum.Enum):
    """What a write does when its target exists; unspecified means ERROR_IF_EXISTS."""

    APPEND_IF_EXISTS = "CREATE_MODE_APPEND_IF_EXISTS"
    REPLACE_IF_EXISTS = "CREATE_MODE_REPLACE_IF_EXISTS"
    IGNORE_IF_EXISTS = "CREATE_MODE_IGNORE_IF_EXISTS"
    ERROR_IF_EXISTS = "CREATE_MODE_ERROR_IF_EXISTS"


class FileFormat(enum.Enum):
    PARQUET = "parquet"
    ORC = "orc"
    CSV = "csv"  # Substrait's delimited text
    JSON = "json"  # known by suffix only: Substrait has no JSON format
    ARROW = "arrow"  # Arrow IPC
    DWRF = "dwrf"
    EXTENSION = "extension"  # an Any only its producer's engine reads (``FileItem.extension``)


_FORMATS_BY_SUFFIX = {
    ".parquet": FileFormat.PARQUET,
    ".orc": FileFormat.ORC,
    ".csv": FileFormat.CSV,
    ".tsv": FileFormat.CSV,
    ".txt": FileFormat.CSV,
    ".json": FileFormat.JSON,
    ".jsonl": FileFormat.JSON,
    ".ndjson": FileFormat.JSON,
}


def format_of_path(path: str) -> FileFormat | None:
    """The file format a path's suffix names (``out.parquet``), if any."""
    stripped = path.rstrip("/*")
    dot = stripped.rfind(".")
    if dot < 0 or "/" in stripped[dot:]:
        return None
    return _FORMATS_BY_SUFFIX.get(stripped[dot:].lower())


# JSON (protobuf's JSON form) kept as written: parts of a plan that no
# consumer here reads, passed on by the Substrait writer. Each field holding
# one says why it stays verbatim.
Verbatim = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class KeptTable:
    """A table a read or a write names that the bound plan does not
    interpret, kept as written for the Substrait writer: an
    ``extensionTable`` (an ``Any`` that only its producer's engine reads) or
    an ``icebergTable``. Whether an engine reads or writes it is the
    engine's to say."""

    kind: str  # its JSON key: "extensionTable" or "icebergTable"
    body: Verbatim = field(default_factory=dict, compare=False)

    @property
    def label(self) -> str:
        """How explain and errors name it."""
        if self.kind == "icebergTable":
            return "an Iceberg table"
        detail = self.body.get("detail")
        kind = detail.get("@type") if isinstance(detail, Mapping) else None
        return f"an extension table ({kind})" if kind else "an extension table"


@dataclass(frozen=True, slots=True)
class Hints:
    """What a relation says that changes nothing it computes: its
    ``common.hint`` (the alias and the output names as written, typed; the
    statistics, constraints and saved computations verbatim, for optimizers
    only), ``common.relAnchor``, and the advanced extensions of ``common``
    and of the relation itself (verbatim: protobuf ``Any`` messages that only
    their producer can read; binding refuses an ``enhancement`` of the
    relation, which would change its result)."""

    alias: str | None = None
    output_names: tuple[str, ...] | None = None  # as written; the schema has them applied
    hint: Verbatim = field(default_factory=dict)  # the hint's other fields
    anchor: int | None = None
    common_extension: Verbatim | None = None
    extension: Verbatim | None = None


NO_HINTS = Hints()


@dataclass(frozen=True, slots=True)
class Rel:
    """Base of bound relations."""

    path: str
    direct: Schema  # the output before the emit
    emit: tuple[int, ...] | None = field(default=None, kw_only=True)
    hints: Hints = field(default=NO_HINTS, kw_only=True, compare=False, repr=False)

    @property
    def schema(self) -> Schema:
        """The output after the emit remapping."""
        if self.emit is None:
            return self.direct
        return Schema(tuple(self.direct.fields[i] for i in self.emit))


class UriKind(enum.Enum):
    """How a ``localFiles`` item names its files (the key of its URI)."""

    PATH = "uriPath"
    PATH_GLOB = "uriPathGlob"
    FILE = "uriFile"
    FOLDER = "uriFolder"


@dataclass(frozen=True, slots=True)
class DelimitedText:
    """Substrait's delimited-text read options, as written; None where the
    plan does not write one (an engine's default applies)."""

    field_delimiter: str = ","
    max_line_size: int = 0
    quote: str | None = None
    header_lines_to_skip: int = 0
    escape: str | None = None
    value_treated_as_null: str | None = None


@dataclass(frozen=True, slots=True)
class FileItem:
    """One ``localFiles`` item: a path, a glob or a folder, and its format.
    ``text`` is the delimited-text options the plan names (None when the
    format comes from the file's suffix: a ``.csv`` file is then read with
    ``,`` between fields and one header line)."""

    uri: str  # as the plan writes it
    format: FileFormat
    location: str = ""  # where it points: absolute, resolved against the plan's folder
    kind: UriKind = UriKind.PATH
    partition_index: int = 0
    text: DelimitedText | None = None
    # A byte range of the file (``start``, ``length``; 0 and 0: all of it).
    start: int = 0
    length: int = 0
    # The ``extension`` format's Any, kept as written (format EXTENSION).
    extension: Verbatim | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Read(Rel):
    """``base`` is the schema the data is read with (the direct schema before
    the projection). Exactly one of ``table`` / ``files`` / ``rows`` /
    ``kept_table`` is set."""

    base: Schema
    table: tuple[str, ...] | None = None
    files: tuple[FileItem, ...] = ()
    rows: tuple[tuple[ir.TypedExpr, ...], ...] | None = None
    filter: ir.TypedExpr | None = None
    best_effort_filter: ir.TypedExpr | None = None
    projection: tuple[int, ...] | None = None
    singular_struct: bool = False  # the projection's ``maintainSingularStruct``
    # The advancedExtension of the namedTable or localFiles, verbatim (an
    # Any only its producer reads).
    source_extension: Verbatim | None = field(default=None, compare=False, repr=False)
    kept_table: KeptTable | None = None


@dataclass(frozen=True, slots=True)
class Filter(Rel):
    input: Rel
    condition: ir.TypedExpr


@dataclass(frozen=True, slots=True)
class Project(Rel):
    input: Rel
    expressions: tuple[ir.TypedExpr, ...]


@dataclass(frozen=True, slots=True)
class SortKey:
    expr: ir.TypedExpr
    direction: SortDirection


@dataclass(frozen=True, slots=True)
class Sort(Rel):
    input: Rel
    keys: tuple[SortKey, ...]


@dataclass(frozen=True, slots=True)
class Fetch(Rel):
    input: Rel
    offset: int
    count: int | None  # None: all remaining rows


@dataclass(frozen=True, slots=True)
class Cross(Rel):
    left: Rel
    right: Rel


@dataclass(frozen=True, slots=True)
class Join(Rel):
    left: Rel
    right: Rel
    type: JoinType
    expression: ir.TypedExpr
    post_join_filter: ir.TypedExpr | None = None


@dataclass(frozen=True, slots=True)
class Set(Rel):
    inputs: tuple[Rel, ...]
    op: SetOp


@dataclass(frozen=True, slots=True)
class Aggregate(Rel):
    """``keys`` are the distinct grouping expressions (the first output
    fields); ``sets`` the grouping sets as indices into ``keys``; a grouping
    set index column ends the output when there are several sets (see
    ``grouping_set_column``)."""

    input: Rel
    keys: tuple[ir.TypedExpr, ...]
    sets: tuple[tuple[int, ...], ...]
    measures: tuple[ir.TypedExpr, ...]  # AggregateCall, maybe inside Named

    @property
    def grouping_set_column(self) -> bool:
        """Whether the output ends with the grouping-set index (several sets,
        unless the plan was read as a producer that leaves it out)."""
        return len(self.direct) > len(self.keys) + len(self.measures)


@dataclass(frozen=True, slots=True)
class Write(Rel):
    """Writes ``input`` to files (``target`` is a path with a format) or to
    a temporary view named ``target``; outputs nothing unless ``output`` is
    set, in which case it outputs the rows written."""

    input: Rel
    target: str
    format: FileFormat | None  # None: a temporary view
    mode: CreateMode
    emit_rows: bool
    location: str = ""  # files: where ``target`` points (absolute)
    names: tuple[str, ...] = ()  # the namedTable's names (``target`` joins them with dots)
    op: WriteOp = WriteOp.CTAS  # as written; a plan that says none creates its target
    # The namedTable's advancedExtension, verbatim (an Any only its producer reads).
    target_extension: Verbatim | None = field(default=None, compare=False, repr=False)
    # An ``extensionTable`` target, kept as written (``target`` is then empty).
    kept_target: KeptTable | None = None


@dataclass(frozen=True, slots=True)
class Reference(Rel):
    """A shared sub-plan (``relations[ordinal]``), built once."""

    ordinal: int
    target: Rel


@dataclass(frozen=True, slots=True)
class Opaque(Rel):
    """A relation kept as written: topN, the physical joins (``hashJoin``,
    ``mergeJoin``, ``nestedLoopJoin``), ``lateralJoin``, ``window``
    (ConsistentPartitionWindowRel), ``exchange``, ``expand``, ``ddl`` and
    ``update``. ``kind`` is its JSON key and ``body`` its JSON. Binding
    checks it as the spec says: ``inputs`` are its bound input relations
    (at the keys ``input_keys`` of the body), ``expressions`` its typed
    expressions and sort fields (at ``expression_keys``, relative to
    ``path``, each read against the record in ``scopes``), ``table_schema``
    the table schema a DDL or update relation declares, ``integers`` the
    constant integers at keys of the body (topN's offset and count),
    ``derived_names`` the output names before any output-name hint. Nothing
    else looks inside: the Substrait writer writes ``body`` (the fields of
    the kind no consumer here reads, verbatim) with these parts written out
    at their keys, and a backend that cannot run the kind says so
    (``Backend.diagnostics``)."""

    kind: str
    body: Mapping[str, Any] = field(compare=False, repr=False)
    inputs: tuple[Rel, ...] = ()
    input_keys: tuple[str, ...] = ()
    expressions: tuple[ir.TypedExpr | SortKey, ...] = ()
    expression_keys: tuple[str, ...] = ()
    scopes: tuple[Schema, ...] = ()
    table_schema: Schema | None = None
    integers: tuple[tuple[str, int], ...] = ()
    derived_names: tuple[str, ...] = ()


def inputs_of(rel: Rel) -> list[Rel]:
    """The relations ``rel`` reads directly (not those of its subqueries,
    nor a reference's shared target)."""
    return _INPUTS.visit(rel)


class _Inputs(RelVisitor[list[Rel]]):
    def _input(self, rel: Filter | Project | Sort | Fetch | Aggregate | Write) -> list[Rel]:
        return [rel.input]

    def _sides(self, rel: Cross | Join) -> list[Rel]:
        return [rel.left, rel.right]

    def _inputs(self, rel: Set | Opaque) -> list[Rel]:
        return list(rel.inputs)

    def _none(self, rel: Read | Reference) -> list[Rel]:
        return []

    visit_filter = visit_project = visit_sort = visit_fetch = _input
    visit_aggregate = visit_write = _input
    visit_cross = visit_join = _sides
    visit_set = visit_opaque = _inputs
    visit_read = visit_reference = _none


_INPUTS = _Inputs()


@dataclass(frozen=True, slots=True)
class Root:
    """A plan output: its relation and the names of its columns."""

    path: str
    input: Rel
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Shared:
    """A plan-level ``rel`` entry: the sub-plan ``reference`` relations name
    by its ``ordinal`` (its index in the plan's relations)."""

    ordinal: int
    rel: Rel


@dataclass(frozen=True, slots=True)
class Unread:
    """A plan-level entry binding does not read (``detachedExpressions``,
    ``detachedRels``): verbatim, for the Substrait writer to pass on."""

    entry: Verbatim


@dataclass(frozen=True, slots=True)
class PlanInfo:
    """A bound plan as a whole: its entries in order (roots, shared
    sub-plans, unread entries), its ``version`` and the plan-level fields
    binding does not read (``advancedExtensions``, ``expectedTypeUrls``,
    ``parameterBindings``, ``typeAliases``, ``executionBehavior``,
    ``namedLambdas``), both verbatim: they describe the producer and its
    extensions, and the Substrait writer passes them on."""

    entries: tuple[Root | Shared | Unread, ...]
    version: Verbatim | None = None
    extras: Verbatim = field(default_factory=dict)


def subquery_relations(start: object) -> list[Rel]:
    """The relations of the subqueries found in ``start`` (typed expressions,
    sort keys, or tuples and lists of them), not those nested in them."""
    found: list[Rel] = []
    stack: list[object] = [start]
    while stack:
        node = stack.pop()
        if isinstance(node, ir.Subquery):
            found.append(node.rel)
            stack.extend(node.needles)
        elif isinstance(node, tuple | list):
            stack.extend(node)
        elif isinstance(node, ir.TypedExpr | SortKey):
            stack.extend(getattr(node, name) for name in expression_fields(type(node)))
    return found
