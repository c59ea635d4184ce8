"""Reading Catalyst's optimized plan: its JSON as a tree of `Node`, and the
sources of its leaves (files, tables), which the JSON leaves out.

``LogicalPlan.toJSON()`` writes a plan as a list of nodes in pre-order; each
node says how many children it has, and a field holding a child holds its
index among them. Fields holding expressions hold the expression's own
pre-order list (one list per expression in a list of expressions).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from typing import Any

from substrait_expr.backends.spark.from_spark.errors import FromSparkError
from substrait_expr.backends.spark.from_spark.jvm_reader import read_with_helper, reader

__all__ = ["Node", "Reading", "Source", "read_plan", "tree"]


@dataclass(frozen=True, slots=True)
class Node:
    """One Catalyst node: its class, its JSON fields and its children."""

    cls: str
    data: dict[str, Any]
    children: tuple[Node, ...] = field(default=())

    @property
    def name(self) -> str:
        """The class's simple name (``Add``, ``Inner`` for ``Inner$``)."""
        return self.cls.rsplit(".", 1)[-1].rstrip("$")

    def child(self, key: str = "child") -> Node:
        return self.children[int(self.data[key])]

    def kids(self, key: str) -> list[Node]:
        return [self.children[i] for i in self.data[key]]

    def expr(self, key: str) -> Node:
        return tree(self.data[key])

    def exprs(self, key: str) -> list[Node]:
        return [tree(flat) for flat in self.data[key] or ()]

    def expr_or_none(self, key: str) -> Node | None:
        value = self.data.get(key)
        return tree(value) if value else None

    def object_name(self, key: str) -> str:
        """A Scala ``object`` field (``{"object": "...Inner$"}``) or a case
        class field (``{"product-class": ...}``) by its simple name."""
        value = self.data.get(key)
        if isinstance(value, dict):
            name = value.get("object") or value.get("product-class") or ""
            return str(name).rsplit(".", 1)[-1].rstrip("$")
        return str(value)

    @property
    def expr_id(self) -> int:
        return int(self.data["exprId"]["id"])

    def origin(self) -> str | None:
        """The SQL text Spark kept for this node, if any."""
        origin = self.data.get("origin")
        if isinstance(origin, dict):
            text = origin.get("sqlText")
            start, stop = origin.get("startIndex"), origin.get("stopIndex")
            if isinstance(text, str) and isinstance(start, int) and isinstance(stop, int):
                return text[start : stop + 1]
        return None


def tree(flat: list[dict[str, Any]] | Node) -> Node:
    """The tree of a pre-order node list (a node already built is itself)."""
    if isinstance(flat, Node):
        return flat
    if not flat:
        raise FromSparkError("Catalyst JSON", "an empty node list")
    position = 0

    def build() -> Node:
        nonlocal position
        raw = flat[position]
        position += 1
        count = int(raw.get("num-children", 0))
        children = tuple(build() for _ in range(count))
        # The JSON object itself (its "class" and "num-children" kept): a copy
        # without them cost a tenth of the conversion.
        return Node(str(raw["class"]), raw, children)

    return build()


@dataclass(frozen=True, slots=True)
class Source:
    """Where a leaf relation's rows come from: files of one format, or a
    named table; keyed by the expression id of its first output column."""

    kind: str  # "files", "table" or "other"
    format: str = ""
    files: tuple[str, ...] = ()
    table: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    partition_columns: tuple[str, ...] = ()
    detail: str = ""
    rows: tuple[tuple[Any, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Reading:
    """What the conversion reads of a DataFrame: Catalyst's optimized plan
    (its JSON node list), its leaves' sources, the session settings that
    decide options, and the DataFrame's schema (Spark's JSON)."""

    nodes: list[dict[str, Any]]
    sources: dict[int, Source]
    ansi: bool
    time_zone: str
    schema: dict[str, Any]
    # Expressions in eval mode TRY that are neither casts nor arithmetic
    # (`try_sum`, `try_avg`): Catalyst's JSON cannot say so, `PlanReader` can.
    other_try: tuple[str, ...] = ()
    # The escape characters of LIKEs that do not escape with a backslash
    # (Catalyst's JSON writes every escape character as null); "?" where
    # the plan shows one that could not be read.
    like_escapes: tuple[str, ...] = ()
    # Catalyst classes whose value is the time the query was planned
    # (current_timestamp(), now(), current_date(), ...), which Spark's
    # optimizer turns into constants before the plan is read.
    clocks: tuple[str, ...] = ()
    # spark.sql.decimalOperations.allowPrecisionLoss: decides the decimal
    # result type of arithmetic past 38 digits.
    decimal_precision_loss: bool = True
    # The first AttributeReference object of the plan JSON with each
    # expression id, found while the JSON was read; None: walk the plan.
    # Facts of ``nodes`` already, so not compared.
    attributes: dict[int, dict[str, Any]] | None = field(default=None, compare=False)


def read_plan(df: Any) -> Reading:
    """The reading of a classic DataFrame. A Spark Connect DataFrame is
    refused: the Connect protocol gives a plan's explain text and schema,
    never its tree."""
    jdf = getattr(df, "_jdf", None)
    if jdf is None:
        raise FromSparkError(
            type(df).__name__,
            "a Spark Connect DataFrame: the Connect protocol returns the explain text and the "
            "schema of a plan, never the Catalyst plan tree, so there is no plan to convert; "
            "build the DataFrame on a classic session (SparkSession.builder without .remote)",
        )
    helper = reader(df.sparkSession)
    if helper is None:
        execution = jdf.queryExecution()
        return _read_by_pieces(df, jdf, execution, execution.optimizedPlan())
    plan = None  # the optimized plan: PlanReader gets it itself
    text = read_with_helper(helper, jdf)
    if _IN_SET in text:
        # Catalyst writes an InSet without its values: optimize the query
        # again with IN lists left as lists (the same rows).
        plan = _without_in_sets(jdf, jdf.queryExecution())
        text = read_with_helper(helper, jdf, plan)
    objects: list[dict[str, Any]] = []
    reading = json.loads(text, object_hook=functools.partial(_attribute_hook, objects))
    attributes = _first_attributes(objects)
    if reading.get("expands"):
        _fill_expands(reading["plan"], reading["expands"])
        attributes = None  # the projections filled in stand before later nodes: walk again
    found = [(int(raw["key"]), _source(raw)) for raw in reading["sources"]]
    if any(source is None for _, source in found):  # a LocalRelation's rows: Spark collects them
        sources = _sources(plan if plan is not None else jdf.queryExecution().optimizedPlan())
    else:
        sources = {key: source for key, source in found if source is not None}
    settings = reading["settings"]
    return Reading(
        reading["plan"],
        sources,
        bool(settings["ansi"]),
        str(settings["timeZone"]),
        reading["schema"],
        tuple(reading["otherTry"]),
        tuple(reading["likeEscapes"]),
        tuple(reading["clocks"]),
        bool(settings.get("decimalPrecisionLoss", True)),
        attributes,
    )


_ATTRIBUTE = ".AttributeReference"


def _attribute_hook(found: list[dict[str, Any]], value: dict[str, Any]) -> dict[str, Any]:
    """``json.loads``'s object hook: collects every attribute reference in
    the order the text holds them (the order of a walk of the plan)."""
    cls = value.get("class")
    if cls is not None and cls.endswith(_ATTRIBUTE):
        found.append(value)
    return value


def _first_attributes(found: list[dict[str, Any]]) -> dict[int, dict[str, Any]] | None:
    """The first of ``found`` with each expression id; None where one
    could hold others (a metadata or a nested type, where a walk of the
    plan does not look, holds objects): only a walk knows then."""
    first: dict[int, dict[str, Any]] = {}
    for value in found:
        if value.get("metadata") or not isinstance(value.get("dataType"), str):
            return None
        first.setdefault(int(value["exprId"]["id"]), value)
    return first


def _fill_expands(value: Any, projections: dict[str, Any]) -> None:
    """Puts each Expand's projections, as `PlanReader` read them from the
    plan object, where Catalyst's JSON has null (ROLLUP or CUBE over a
    UNION), found by the expression ids of the Expand's output."""
    if isinstance(value, dict):
        if str(value.get("class", "")).endswith(".Expand") and value.get("projections") is None:
            ids = ",".join(str(attr[0]["exprId"]["id"]) for attr in value.get("output") or ())
            if ids in projections:
                value["projections"] = projections[ids]
        for item in value.values():
            if isinstance(item, dict | list):
                _fill_expands(item, projections)
    elif isinstance(value, list):
        for item in value:
            _fill_expands(item, projections)


def _source(raw: dict[str, Any]) -> Source | None:
    """A leaf's source as `PlanReader` writes it; None for a LocalRelation
    with rows (read through a DataFrame, `_local_rows`)."""
    kind = raw["kind"]
    if kind == "files":
        fmt = str(raw["format"])
        options = tuple(sorted(raw["options"].items())) if fmt == "csv" else ()
        return Source(
            "files",
            format=fmt,
            files=tuple(raw["files"]),
            options=options,
            partition_columns=tuple(raw["partitionColumns"]),
        )
    if kind == "table":
        return Source("table", table=tuple(raw["table"]))
    if kind == "local":
        count = int(raw["count"])
        if count > MOST_LOCAL_ROWS:
            return Source(
                "other", detail=f"{count} local rows (at most {MOST_LOCAL_ROWS} are written)"
            )
        return Source("rows") if count == 0 else None
    return Source("other", detail=str(raw.get("detail", kind)))


def _read_by_pieces(df: Any, jdf: Any, execution: Any, plan: Any) -> Reading:
    """The reading asked of the JVM piece by piece (where `PlanReader` does
    not compile): about a hundred Py4J calls for a TPC-H query."""
    jvm = df.sparkSession._jvm
    text = _plan_json(jvm, plan)
    if _IN_SET in text:
        plan = _without_in_sets(jdf, execution)
        text = _plan_json(jvm, plan)
    conf = df.sparkSession._jsparkSession.sessionState().conf()
    return Reading(
        json.loads(text),
        _sources(plan, subqueries=any(m in text for m in _SUBQUERY_MARKS)),
        bool(conf.ansiEnabled()),
        str(conf.sessionLocalTimeZone()),
        json.loads(df._jdf.schema().json()),
        # Like's text shows ESCAPE only for another escape character than "\\".
        like_escapes=("?",) if " ESCAPE '" in str(plan.toString()) else (),
        clocks=_clocks_in_text(str(execution.analyzed().toString())),
        decimal_precision_loss=bool(conf.decimalOperationsAllowPrecisionLoss()),
    )


_CLOCKS = {
    "current_timestamp()": "CurrentTimestamp",
    "now()": "Now",
    "current_date()": "CurrentDate",
    "localtimestamp()": "LocalTimestamp",
    "current_time(": "CurrentTime",
}


def _clocks_in_text(analyzed: str) -> tuple[str, ...]:
    """The planning-time classes an analyzed plan's text shows (the reading
    without `PlanReader`)."""
    return tuple(name for text, name in _CLOCKS.items() if text in analyzed)


def _plan_json(jvm: Any, plan: Any) -> str:
    """``plan.toJSON()``, fetched in pieces. Py4J hands a string of more than
    about 8 KB back about 40 ms late (its socket waits on TCP's delayed
    acknowledgement; TPC-H Q1 is 28 KB): the JSON is written into a buffer
    in the JVM and read in pieces below that size."""
    try:
        mapper = getattr(getattr(jvm.org.json4s.jackson, "JsonMethods$"), "MODULE$").mapper()
        writer = jvm.java.io.StringWriter()
        mapper.writeValue(writer, plan.jsonValue())
        buffer = writer.getBuffer()
        size = int(buffer.length())
        return "".join(
            str(buffer.substring(start, min(start + _PIECE, size)))
            for start in range(0, size, _PIECE)
        )
    except Exception:  # another Spark version: its own method, in one piece
        return str(plan.toJSON())


# Characters per piece: under 8 KB of UTF-8 for JSON that is nearly all ASCII
# (a longer piece is only slower, never wrong).
_PIECE = 7000


# Class names of the expressions that hold a plan (ScalarSubquery,
# InSubquery, LateralSubquery, Exists, ListQuery): where none is in the
# JSON, there are no subquery plans to look for leaves in.
_SUBQUERY_MARKS = ("Subquery", "expressions.Exists", "ListQuery")
_IN_SET = '"org.apache.spark.sql.catalyst.expressions.InSet"'
_IN_SET_THRESHOLD = "spark.sql.optimizer.inSetConversionThreshold"


def _without_in_sets(jdf: Any, execution: Any) -> Any:
    state = jdf.sparkSession().sessionState()
    conf = state.conf()
    saved = conf.getConfString(_IN_SET_THRESHOLD)
    conf.setConfString(_IN_SET_THRESHOLD, str(2**31 - 1))
    try:
        # From the analyzed plan: a DataFrame's cached parts are read from
        # their sources, as `PlanReader` reads them.
        return state.optimizer().execute(execution.analyzed().clone())
    finally:
        conf.setConfString(_IN_SET_THRESHOLD, saved)


def _seq(seq: Any) -> list[Any]:
    return [seq.apply(i) for i in range(seq.size())]


def _sources(plan: Any, subqueries: bool = True) -> dict[int, Source]:
    leaves = _seq(plan.collectLeaves())
    if subqueries:
        for subquery in _seq(plan.subqueriesAll()):
            leaves.extend(_seq(subquery.collectLeaves()))
    found: dict[int, Source] = {}
    for leaf in leaves:
        kind = leaf.getClass().getSimpleName()
        output = leaf.output()
        if output.isEmpty():
            continue
        key = int(output.head().exprId().id())
        if kind == "LogicalRelation":
            found[key] = _logical_relation(leaf)
        elif kind == "LocalRelation":
            found[key] = _local_rows(plan, leaf)
        elif kind in ("HiveTableRelation", "DataSourceV2Relation", "DataSourceV2ScanRelation"):
            found[key] = _named(leaf, kind)
    return found


def _catalog_name(table: Any) -> tuple[str, ...]:
    identifier = table.identifier()
    parts = [identifier.table()]
    database = identifier.database()
    if database.isDefined():
        parts.insert(0, database.get())
    return tuple(parts)


def _logical_relation(leaf: Any) -> Source:
    relation = leaf.relation()
    if relation.getClass().getSimpleName() != "HadoopFsRelation":
        table = leaf.catalogTable()
        if table.isDefined():
            return Source("table", table=_catalog_name(table.get()))
        return Source("other", detail=str(relation.getClass().getSimpleName()))
    file_format = relation.fileFormat()
    try:
        short = str(file_format.shortName())
    except Exception:  # a format without a short name
        short = str(file_format.getClass().getSimpleName())
    files = tuple(str(f) for f in relation.location().inputFiles())
    options: tuple[tuple[str, str], ...] = ()
    if short.lower() == "csv":  # only delimited text reads options
        options_map = relation.options()
        keys = _seq(options_map.keys().toSeq())
        options = tuple(sorted((str(k), str(options_map.apply(k))) for k in keys))
    partition = json.loads(str(relation.partitionSchema().json()))
    partition_columns = tuple(str(f["name"]) for f in partition["fields"])
    return Source(
        "files",
        format=short.lower(),
        files=files,
        options=options,
        partition_columns=partition_columns,
    )


# The most rows of a LocalRelation written into a plan as a virtual table.
MOST_LOCAL_ROWS = 10_000


def _local_rows(plan: Any, leaf: Any) -> Source:
    """A LocalRelation's rows (Catalyst's JSON leaves them out), collected
    through a DataFrame over the relation itself."""
    from pyspark.sql import DataFrame, SparkSession

    count = int(leaf.data().size())
    if count > MOST_LOCAL_ROWS:
        return Source("other", detail=f"{count} local rows (at most {MOST_LOCAL_ROWS} are written)")
    if count == 0:
        return Source("rows")
    session = SparkSession.getActiveSession()
    if session is None:
        return Source("other", detail="no active session to read its rows with")
    jvm = session._jvm
    assert jvm is not None
    frame = jvm.org.apache.spark.sql.classic.Dataset.ofRows(session._jsparkSession, leaf)
    rows = DataFrame(frame, session).collect()
    return Source("rows", rows=tuple(tuple(row) for row in rows))


def _named(leaf: Any, kind: str) -> Source:
    try:
        if kind == "HiveTableRelation":
            return Source("table", table=_catalog_name(leaf.tableMeta()))
        table = leaf.relation().table() if kind == "DataSourceV2ScanRelation" else leaf.table()
        return Source("table", table=tuple(str(table.name()).split(".")))
    except Exception as error:  # py4j: a relation of another shape
        return Source("other", detail=f"{kind}: {error}")
