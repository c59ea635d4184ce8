"""Catalyst's optimized operators as Substrait relations (protobuf JSON).

Each operator gives a relation and its output columns (expression id, name,
type); expressions read their input's columns by expression id
(`expressions.Scope`). The plan is put together as a standard Substrait
``Plan`` dict: extension URNs and function anchors from one
`ExtensionCollector`, subqueries' relations where their expressions stand.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any, cast

from substrait_expr.ast.nodes import SubqueryKind
from substrait_expr.backends.spark.from_spark.catalyst import MOST_LOCAL_ROWS, Node, Source
from substrait_expr.backends.spark.from_spark.errors import FromSparkError
from substrait_expr.backends.spark.from_spark.expressions import (
    Column,
    Expressions,
    Scope,
    SubqueryMark,
    decimal_sum,
    literal,
    spark_aggregate_type,
)
from substrait_expr.backends.spark.from_spark.functions import Function
from substrait_expr.backends.spark.from_spark.types import substrait_type
from substrait_expr.plan.emit import _SPEC_MINOR
from substrait_expr.substrait.anchors import ExtensionCollector
from substrait_expr.substrait.json_form import message_to_dict
from substrait_expr.substrait.to_proto import (
    SUBQUERY_MARK,
    to_proto,
    to_proto_measure,
    to_proto_sort,
)
from substrait_expr.substrait.types import flat_names, named_struct
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.registry import Registry

__all__ = ["PRODUCER", "Relations"]

PRODUCER = "substrait-expr from_spark"
SPEC_MINOR = _SPEC_MINOR  # the spec version the project's writer declares

Rel = dict[str, Any]

_JOIN_TYPES = {
    "Inner": "JOIN_TYPE_INNER",
    "Cross": "JOIN_TYPE_INNER",
    "LeftOuter": "JOIN_TYPE_LEFT",
    "RightOuter": "JOIN_TYPE_RIGHT",
    "FullOuter": "JOIN_TYPE_OUTER",
    "LeftSemi": "JOIN_TYPE_LEFT_SEMI",
    "LeftAnti": "JOIN_TYPE_LEFT_ANTI",
}

# Operators that only say how Spark distributes rows: the rows are the same.
_TRANSPARENT = {
    "Repartition",
    "RepartitionByExpression",
    "RebalancePartitions",
    "SubqueryAlias",
    "ResolvedHint",
    # A per-partition pre-filter Spark puts under a window of rank-like
    # functions whose rank a filter above bounds (`rn <= 2`): the rows it
    # drops are the ones that filter drops.
    "WindowGroupLimit",
}

_REFUSED = {
    "Generate": "explode and other generators have no Substrait relation",
    "Sample": "a sample depends on the random generator and the partitions of Spark",
    "Tail": "tail depends on the order rows arrive in",
    "LogicalRDD": "rows an RDD computes (a DataFrame made from an RDD, or from a Python list, "
    "whose rows Spark makes by running Python code that could be any function); build it from "
    "a pandas DataFrame or VALUES (kept as a LocalRelation), or write the rows to files",
    "Deduplicate": "Spark rewrites dropDuplicates to an aggregate; this one was not",
    "MapPartitionsInPandas": "a Python function over partitions",
    "FlatMapGroupsInPandas": "a Python function over groups",
    "Intersect": "INTERSECT ALL / EXCEPT ALL (Spark leaves them to a replicate-rows generator)",
    "Except": "INTERSECT ALL / EXCEPT ALL (Spark leaves them to a replicate-rows generator)",
}

_FILE_FORMATS = {"parquet": "parquet", "orc": "orc"}

# Read schemas written before, as JSON text, by names and types (`_base_schema`).
_BASE_SCHEMAS: dict[tuple[tuple[str, ...], tuple[t.Type, ...]], str] = {}
_MOST_BASE_SCHEMAS = 512
_NESTED_TYPES = (t.Struct, t.List, t.Map, t.Func, t.UserDefined, t.ErrorType)


class Relations:
    """One conversion: the relations of one optimized plan."""

    def __init__(
        self,
        registry: Registry,
        ansi: bool,
        sources: dict[int, Source],
        declared: dict[int, t.Type],
        time_zone: str = "UTC",
        decimal_precision_loss: bool = True,
    ) -> None:
        self.collector = ExtensionCollector(registry)
        self.sources = sources
        self.declared = declared
        self.exprs = Expressions(registry, ansi, self._subquery, time_zone, decimal_precision_loss)
        self.subqueries: dict[str, Rel] = {}
        self._outer: Scope | None = None
        self._names = itertools.count(1)
        self._group_count = 0
        self._gid: tuple[str, Node | None] = ("", None)
        self._gid_read = False

    # ----------------------------------------------------------------- plan

    def plan(self, root: Node, names: list[str], types: list[t.Type]) -> dict[str, Any]:
        rel, columns = self.rel(root, root.name)
        rel, columns = self._conform_root(rel, columns, types)
        urns, declarations = self.collector.declarations()
        plan: dict[str, Any] = {
            "version": {"minorNumber": SPEC_MINOR, "producer": PRODUCER},
            "extensionUrns": [message_to_dict(u) for u in urns],
            "extensions": [message_to_dict(d) for d in declarations],
            "relations": [{"root": {"input": rel, "names": flat_names(names, types)}}],
        }
        if self.subqueries:
            plan = _place_subqueries(plan, self.subqueries)
        return plan

    def _conform_root(
        self, rel: Rel, columns: list[Column], types: list[t.Type]
    ) -> tuple[Rel, list[Column]]:
        exprs: list[ir.TypedExpr] = []
        changed = False
        for index, (column, wanted) in enumerate(zip(columns, types, strict=True)):
            field = ir.FieldRef(column.type, index, column.name)
            conformed = self.exprs.conform(field, wanted)
            changed = changed or conformed is not field
            exprs.append(conformed)
        if not changed:
            return rel, columns
        return self._project(
            rel, columns, exprs, [c.expr_id for c in columns], [c.name for c in columns]
        )

    # ----------------------------------------------------------------- dispatch

    def rel(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        name = node.name
        if name in _TRANSPARENT:
            return self.rel(node.children[0], f"{path} > {node.children[0].name}")
        method: Callable[[Node, str], tuple[Rel, list[Column]]] | None = getattr(
            self, f"_rel_{name}", None
        )
        if method is None:
            reason = _REFUSED.get(name, "no Substrait relation is known for it")
            raise FromSparkError(path, f"Catalyst {name}: {reason}", name)
        return method(node, path)

    def _child(self, node: Node, path: str, key: str = "child") -> tuple[Rel, list[Column]]:
        child = node.child(key)
        return self.rel(child, f"{path} > {child.name}")

    def _scope(self, columns: list[Column]) -> Scope:
        return Scope(columns, self._outer)

    def expression(self, typed: ir.TypedExpr) -> dict[str, Any]:
        return dict(message_to_dict(to_proto(typed, self.collector)))

    # ----------------------------------------------------------------- leaves

    def _rel_LogicalRelation(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        columns = self._attributes(node.exprs("output"), path)
        source = self.sources.get(columns[0].expr_id) if columns else None
        schema = self._base_schema(tuple(c.name for c in columns), tuple(c.type for c in columns))
        read: dict[str, Any] = {"baseSchema": schema}
        if source is None or source.kind == "other":
            detail = f" ({source.detail})" if source is not None and source.detail else ""
            raise FromSparkError(
                path,
                f"Catalyst LogicalRelation: a source that is neither files nor a table{detail}",
                "LogicalRelation",
            )
        if source.kind == "table":
            read["namedTable"] = {"names": list(source.table)}
        else:
            read["localFiles"] = {"items": self._files(source, path)}
        return {"read": read}, columns

    def _base_schema(self, names: tuple[str, ...], types: tuple[t.Type, ...]) -> dict[str, Any]:
        """A read's ``baseSchema``. One of types that declare no extension
        (no struct, list, map or user-defined type, where one could be
        nested) is the same in every plan: written once per process (a table
        is read in many plans, some tables several times in one), a fresh
        copy each time."""
        if any(isinstance(type_, _NESTED_TYPES) for type_ in types):
            return message_to_dict(named_struct(names, types, self.collector))
        key = (names, types)
        text = _BASE_SCHEMAS.get(key)
        if text is None:
            text = json.dumps(message_to_dict(named_struct(names, types, self.collector)))
            if len(_BASE_SCHEMAS) >= _MOST_BASE_SCHEMAS:
                _BASE_SCHEMAS.clear()
            _BASE_SCHEMAS[key] = text
        schema: dict[str, Any] = json.loads(text)
        return schema

    _rel_HiveTableRelation = _rel_LogicalRelation
    _rel_DataSourceV2Relation = _rel_LogicalRelation

    def _rel_DataSourceV2ScanRelation(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        return self._rel_LogicalRelation(node, path)

    def _files(self, source: Source, path: str) -> list[dict[str, Any]]:
        if source.partition_columns:
            raise FromSparkError(
                path,
                "Catalyst LogicalRelation: files partitioned by "
                f"{', '.join(source.partition_columns)}: the partition values are in directory "
                "names, which localFiles in Substrait cannot read",
                "LogicalRelation",
            )
        if not source.files:
            raise FromSparkError(
                path, "Catalyst LogicalRelation: a file scan with no files", "LogicalRelation"
            )
        options = dict(source.options)
        if source.format in _FILE_FORMATS:
            fmt: dict[str, Any] = {_FILE_FORMATS[source.format]: {}}
        elif source.format == "csv":
            fmt = {"text": _csv_options(options, path)}
        elif source.format == "json" and all(f.lower().endswith(".json") for f in source.files):
            # Substrait has no JSON format: an item without one, known by its
            # suffix (as this project reads it; docs/plans.md, "Relations").
            fmt = {}
        else:
            raise FromSparkError(
                path,
                f"Catalyst LogicalRelation: {source.format} files: localFiles in Substrait reads "
                "parquet, orc, arrow, dwrf and delimited text (and JSON by a .json suffix)",
                "LogicalRelation",
            )
        return [{"uriFile": _uri(f), **fmt} for f in source.files]

    def _attributes(self, attrs: list[Node], path: str) -> list[Column]:
        return [
            Column(
                a.expr_id,
                str(a.data["name"]),
                substrait_type(a.data["dataType"], bool(a.data.get("nullable", True)), path),
            )
            for a in attrs
        ]

    def _rel_LocalRelation(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        """Rows given in the query (VALUES, a small createDataFrame): a
        virtual table of literals."""
        columns = self._attributes(node.exprs("output"), path)
        source = self.sources.get(columns[0].expr_id) if columns else None
        if source is None or source.kind != "rows":
            detail = f": {source.detail}" if source is not None and source.detail else ""
            raise FromSparkError(
                path, f"Catalyst LocalRelation: its rows could not be read{detail}", "LocalRelation"
            )
        try:
            return self._virtual_table(columns, source.rows), columns
        except (ValueError, TypeError, ArithmeticError) as error:
            raise FromSparkError(
                path, f"Catalyst LocalRelation: a value it holds: {error}", "LocalRelation"
            ) from None

    def _rel_Range(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        """``spark.range`` / ``range(...)``: Substrait has no relation that
        counts, so its values are written out, as a LocalRelation's are."""
        columns = self._attributes(node.exprs("output"), path)
        start, end, step = (int(node.data[key]) for key in ("start", "end", "step"))
        values = range(start, end, step)
        if len(values) > MOST_LOCAL_ROWS:
            raise FromSparkError(
                path,
                f"Catalyst Range: {len(values):,} rows (at most {MOST_LOCAL_ROWS:,} are written "
                "as a virtual table; Substrait has no relation that counts)",
                "Range",
            )
        return self._virtual_table(columns, [(value,) for value in values]), columns

    def _virtual_table(self, columns: list[Column], rows: Iterable[Sequence[Any]]) -> Rel:
        """A read of ``rows`` (Python values, as a collected Spark row holds
        them) as a virtual table of literals."""
        names, types = tuple(c.name for c in columns), tuple(c.type for c in columns)
        schema = message_to_dict(named_struct(names, types, self.collector))
        expressions = [
            {"fields": [self.expression(literal(t_, v)) for t_, v in zip(types, row, strict=True)]}
            for row in rows
        ]
        return {"read": {"baseSchema": schema, "virtualTable": {"expressions": expressions}}}

    def _rel_OneRowRelation(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        schema = {"names": [], "struct": {"nullability": "NULLABILITY_REQUIRED"}}
        return {
            "read": {"baseSchema": schema, "virtualTable": {"expressions": [{"fields": []}]}}
        }, []

    # ----------------------------------------------------------------- unary

    def _rel_Filter(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        rel, columns = self._child(node, path)
        condition = self.exprs.expr(node.expr("condition"), self._scope(columns), path)
        return {"filter": {"input": rel, "condition": self.expression(condition)}}, columns

    def _rel_Project(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        rel, columns = self._child(node, path)
        scope = self._scope(columns)
        items = node.exprs("projectList")
        exprs = [self._output(item, scope, path) for item in items]
        return self._project(
            rel, columns, exprs, [i.expr_id for i in items], [str(i.data["name"]) for i in items]
        )

    def _output(
        self, item: Node, scope: Scope, path: str, expr_id: int | None = None
    ) -> ir.TypedExpr:
        """A named output expression, typed as Spark types it."""
        typed = self.exprs.expr(item, scope, path)
        wanted = self.declared.get(item.expr_id if expr_id is None else expr_id)
        return typed if wanted is None else self.exprs.conform_exact(typed, wanted, item, path)

    def _project(
        self,
        rel: Rel,
        columns: list[Column],
        exprs: list[ir.TypedExpr],
        ids: list[int],
        names: list[str],
    ) -> tuple[Rel, list[Column]]:
        mapping: list[int] = []
        computed: list[dict[str, Any]] = []
        out: list[Column] = []
        for typed, expr_id, name in zip(exprs, ids, names, strict=True):
            if isinstance(typed, ir.FieldRef):
                mapping.append(typed.index)
            else:
                mapping.append(len(columns) + len(computed))
                computed.append(self.expression(typed))
            out.append(Column(expr_id, name, typed.type))
        if not computed and mapping == list(range(len(columns))):
            return rel, out
        if not computed:
            return _emit(rel, mapping), out
        project: dict[str, Any] = {"input": rel, "expressions": computed}
        project["common"] = {"emit": {"outputMapping": mapping}}
        return {"project": project}, out

    def _rel_Sort(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        rel, columns = self._child(node, path)
        scope = self._scope(columns)
        sorts = [
            message_to_dict(to_proto_sort(self.exprs.sort_field(o, scope, path), self.collector))
            for o in node.exprs("order")
        ]
        return {"sort": {"input": rel, "sorts": sorts}}, columns

    def _limit(self, node: Node, key: str, path: str) -> int:
        limit = node.expr(key)
        if limit.name != "Literal" or limit.data.get("value") is None:
            raise FromSparkError(
                path, f"Catalyst {node.name}: a limit that is not a literal", node.name
            )
        return int(limit.data["value"])

    def _rel_GlobalLimit(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        count = self._limit(node, "limitExpr", path)
        offset = 0
        child = node.children[0]
        if child.name == "Offset":  # LIMIT n OFFSET m: one fetch
            offset = self._limit(child, "offsetExpr", path)
            node, child = child, child.children[0]
        if child.name == "LocalLimit" and self._limit(child, "limitExpr", path) >= count + offset:
            node = child  # a per-partition limit at least as large: the global one decides
        rel, columns = self._child(node, path)
        fetch: dict[str, Any] = {"input": rel, "countExpr": _i64(count)}
        if offset:
            fetch["offsetExpr"] = _i64(offset)
        return {"fetch": fetch}, columns

    def _rel_Offset(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        offset = self._limit(node, "offsetExpr", path)
        rel, columns = self._child(node, path)
        return {"fetch": {"input": rel, "offsetExpr": _i64(offset)}}, columns

    def _rel_LocalLimit(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        raise FromSparkError(
            path,
            "Catalyst LocalLimit: a limit per Spark partition (without a global limit above it) "
            "depends on how Spark partitions the rows",
            "LocalLimit",
        )

    def _rel_Window(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        rel, columns = self._child(node, path)
        scope = self._scope(columns)
        computed: list[dict[str, Any]] = []
        out = list(columns)
        for item in node.exprs("windowExpressions"):
            # A window function, or Spark's arithmetic around one (its
            # DecimalAggregates rule writes a small decimal's windowed sum as
            # MakeDecimal(sum(UnscaledValue(x)) OVER w)).
            typed = self.exprs.expr(item, scope, path)
            wanted = self.declared.get(item.expr_id)
            if wanted is not None:
                typed = self.exprs.conform_exact(typed, wanted, item, path)
            computed.append(self.expression(typed))
            out.append(Column(item.expr_id, str(item.data["name"]), typed.type))
        return {"project": {"input": rel, "expressions": computed}}, out

    # ----------------------------------------------------------------- aggregate

    def _rel_Aggregate(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        # An aggregate inside one of this one's expressions (a subquery) has its own.
        saved = (self._group_count, self._gid, self._gid_read)
        try:
            return self._aggregate(node, path)
        finally:
            self._group_count, self._gid, self._gid_read = saved

    def _aggregate(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        child = node.children[0]
        grouping_nodes = node.exprs("groupingExpressions")
        sets: list[list[int]] | None = None
        aliases: dict[str, int] = {}
        grouping_ids: list[int] = []
        gid_node: Node | None = None
        if child.name == "Expand":
            rel, columns, grouping_nodes, sets, grouping_ids = self._expand(
                child, grouping_nodes, f"{path} > Expand"
            )
            spark_groups = node.exprs("groupingExpressions")
            aliases = {f"#{g.expr_id}": i for i, g in enumerate(spark_groups[:-1])}
            gid_node = self.exprs.reserve()  # Spark's grouping id, once the measures are known
        else:
            rel, columns = self._child(node, path)
        scope = self._scope(columns)
        groups = [self.exprs.expr(g, scope, path) for g in grouping_nodes]
        measures: list[ir.AggregateCall] = []
        post: list[Column] = [
            Column(-(i + 1), f"group{i}", g.type.with_nullable(g.type.nullable or sets is not None))
            for i, g in enumerate(groups)
        ]
        keys = {_key(g): i for i, g in enumerate(grouping_nodes)}
        keys.update(aliases)
        self._group_count = len(groups)
        if gid_node is not None:
            self._gid = (f"#{node.exprs('groupingExpressions')[-1].expr_id}", gid_node)
        else:
            self._gid = ("", None)
        measure_keys: dict[str, int] = {}
        self._gid_read = False
        results = node.exprs("aggregateExpressions")
        substituted = []
        for item in results:
            substituted.append(
                self._substitute(item, keys, measure_keys, measures, scope, path, top=True)
            )
        aggregate: dict[str, Any] = {"input": rel}
        aggregate["groupingExpressions"] = [self.expression(g) for g in groups]
        if sets is None:
            sets = [list(range(len(groups)))] if groups else []
        aggregate["groupings"] = [{"expressionReferences": s} for s in sets]
        aggregate["measures"] = [
            message_to_dict(to_proto_measure(m, self.collector)) for m in measures
        ]
        offset = len(groups)
        for index, measure in enumerate(measures):
            post.append(Column(-(offset + index + 1), f"measure{index}", measure.type))
        if len(sets) > 1 and self._gid_read:
            post.append(Column(-(offset + len(measures) + 1), "grouping_set", t.I32()))
        elif len(sets) > 1:
            # Nothing reads the grouping set's index: the aggregate does not
            # output it (a consumer whose own grouping column differs never sees it).
            aggregate["common"] = {"emit": {"outputMapping": list(range(len(post)))}}
        if gid_node is not None and self._gid_read:
            self.exprs.fill(gid_node, self._grouping_id(grouping_ids, len(post) - 1, node, path))
        agg_scope = Scope(post, self._outer)
        exprs = [
            self._output(item, agg_scope, path, original.expr_id)
            for item, original in zip(substituted, results, strict=True)
        ]
        return self._project(
            {"aggregate": aggregate},
            post,
            exprs,
            [i.expr_id for i in results],
            [str(i.data["name"]) for i in results],
        )

    def _substitute(
        self,
        node: Node,
        keys: dict[str, int],
        measure_keys: dict[str, int],
        measures: list[ir.AggregateCall],
        scope: Scope,
        path: str,
        top: bool = False,
    ) -> Node:
        """``node`` with grouping expressions and aggregate calls replaced by
        references to the aggregate relation's output (ids -1, -2, ...)."""
        key = _key(node)
        if key in keys:
            return _ref(-(keys[key] + 1), node)
        if self._gid[1] is not None and key == self._gid[0]:
            self._gid_read = True
            return self._gid[1]
        summed = decimal_sum(node)
        if summed is not None and summed.name == "AggregateExpression":
            return self._substitute(summed, keys, measure_keys, measures, scope, path)
        if node.name == "AggregateExpression":
            inner = node.child("aggregateFunction")
            if inner.name == "Average" and self.exprs.decimal_argument(inner, scope, path):
                return self._decimal_average(node, measure_keys, measures, scope, path)
            index = measure_keys.get(key)
            if index is None:
                index = len(measures)
                measures.append(self.exprs.aggregate(node, scope, path))
                measure_keys[key] = index
            measure = measures[index]
            spark = spark_aggregate_type(inner.name, measure.args)
            if spark is None:
                return _ref(-(self._group_count + index + 1), node)
            # Spark's type, before anything reads the value (decimal division
            # takes its scale from its operands' types).
            field = ir.FieldRef(measure.type, self._group_count + index)
            return self.exprs.prebuilt(self.exprs.conform(field, spark))
        if node.name == "AttributeReference" and not top:
            return node  # not grouped: refused when translated (not an input)
        children = tuple(
            self._substitute(c, keys, measure_keys, measures, scope, path) for c in node.children
        )
        data = node.data
        if node.name == "CaseWhen":
            data = dict(data)
            data["branches"] = [
                {
                    "_1": self._substitute(
                        _tree(b["_1"]), keys, measure_keys, measures, scope, path
                    ),
                    "_2": self._substitute(
                        _tree(b["_2"]), keys, measure_keys, measures, scope, path
                    ),
                }
                for b in node.data["branches"]
            ]
            if data.get("elseValue"):
                data["elseValue"] = self._substitute(
                    _tree(data["elseValue"]), keys, measure_keys, measures, scope, path
                )
        return Node(node.cls, data, children)

    def _decimal_average(
        self,
        node: Node,
        measure_keys: dict[str, int],
        measures: list[ir.AggregateCall],
        scope: Scope,
        path: str,
    ) -> Node:
        """Spark's average of a decimal: its sum and count as measures, divided
        as Spark divides them (`Expressions.decimal_average`)."""
        inner = node.child("aggregateFunction")
        refs: list[ir.TypedExpr] = []
        sum_node = node
        for name in ("Sum", "Count"):
            part = Node(
                node.cls, node.data, (Node(inner.cls.replace("Average", name), {}, inner.children),)
            )
            key = _key(part)
            if name == "Sum":
                sum_node = part
            index = measure_keys.get(key)
            if index is None:
                index = len(measures)
                measures.append(self.exprs.aggregate(part, scope, path))
                measure_keys[key] = index
            measure = measures[index]
            ref: ir.TypedExpr = ir.FieldRef(measure.type, self._group_count + index)
            spark = spark_aggregate_type(name, measure.args)
            refs.append(ref if spark is None else self.exprs.conform(ref, spark))
        total, count = refs
        argument = measures[measure_keys[_key(sum_node)]].args[0].type
        assert isinstance(argument, t.Decimal)
        average = self.exprs.decimal_average(argument, total, count, inner, path)
        return self.exprs.prebuilt(average)

    def _grouping_id(self, gids: list[int], set_column: int, node: Node, path: str) -> ir.TypedExpr:
        """Spark's grouping id (a bit per grouping column, set where the row's
        grouping set leaves the column out) from the aggregate's grouping-set
        index: the id of each set, as Spark's Expand numbers them."""
        index = ir.FieldRef(t.I32(), set_column, "grouping_set")
        clauses = []
        for number, gid in enumerate(gids[:-1]):
            test = self.exprs.call(
                Function("equal"), [index, ir.Literal(t.I32(), number)], node, path
            )
            clauses.append((test, ir.Literal(t.I64(), gid)))
        last = ir.Literal(t.I64(), gids[-1])
        if not clauses:
            return last
        return ir.IfThen(t.I64(), tuple(clauses), last)

    def _expand(
        self, node: Node, grouping: list[Node], path: str
    ) -> tuple[Rel, list[Column], list[Node], list[list[int]], list[int]]:
        """An ``Expand`` under an ``Aggregate`` (GROUPING SETS, ROLLUP, CUBE):
        the aggregate's grouping sets over the ``Expand``'s input."""
        rel, columns = self._child(node, path)
        if node.data.get("projections") is None:  # the old reader: Catalyst's JSON only
            raise FromSparkError(
                path, "Catalyst Expand: its JSON has no projections (ROLLUP over a UNION)", "Expand"
            )
        projections = [[_tree(e) for e in p] for p in node.data["projections"]]
        output = node.exprs("output")
        position = {a.expr_id: i for i, a in enumerate(output)}
        grouping_ids = [g.expr_id for g in grouping if g.name == "AttributeReference"]
        if len(grouping_ids) != len(grouping) or not grouping_ids:
            raise FromSparkError(path, "Catalyst Expand: grouping by expressions", "Expand")
        gid = grouping_ids[-1]
        keys = grouping_ids[:-1]
        sources: list[Node] = []
        for key in keys:
            found = [p[position[key]] for p in projections if not _is_null(p[position[key]])]
            if not found:
                raise FromSparkError(
                    path, "Catalyst Expand: a grouping column null in every set", "Expand"
                )
            sources.append(found[0])
        sets = [
            [i for i, key in enumerate(keys) if not _is_null(p[position[key]])] for p in projections
        ]
        # Columns the measures read pass through every projection unchanged.
        passthrough = {
            a.expr_id: projections[0][i]
            for i, a in enumerate(output)
            if a.expr_id not in keys and a.expr_id != gid
        }
        if len({json.dumps(s) for s in sets}) != len(sets):
            raise FromSparkError(path, "Catalyst Expand: the same grouping set twice", "Expand")
        columns_out = list(columns)
        # Measures refer to the pass-through columns by the Expand's ids: give
        # the input's columns those ids too.
        by_input = {c.expr_id: c for c in columns}
        for out_id, source in passthrough.items():
            if source.name == "AttributeReference" and source.expr_id in by_input:
                columns_out.append(
                    Column(out_id, by_input[source.expr_id].name, by_input[source.expr_id].type)
                )
        if len(columns_out) != len(columns):
            # Extra ids only name input columns again: project them as references.
            exprs: list[ir.TypedExpr] = [
                ir.FieldRef(c.type, i, c.name) for i, c in enumerate(columns)
            ]
            index = {c.expr_id: i for i, c in enumerate(columns)}
            for c in columns_out[len(columns) :]:
                src = passthrough[c.expr_id]
                exprs.append(ir.FieldRef(c.type, index[src.expr_id], c.name))
            # a plain re-mapping: an emit
            mapping = [e.index for e in exprs if isinstance(e, ir.FieldRef)]
            rel = _emit(rel, mapping)
        gids = []
        for projection in projections:
            literal = projection[position[gid]]
            if literal.name != "Literal" or literal.data.get("value") is None:
                raise FromSparkError(
                    path, "Catalyst Expand: a grouping id that is not a literal", "Expand"
                )
            gids.append(int(literal.data["value"]))
        return rel, columns_out, sources, sets, gids

    # ----------------------------------------------------------------- binary

    def _rel_Join(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        kind = node.object_name("joinType")
        if kind == "ExistenceJoin":
            return self._existence_join(node, path)
        left, left_columns = self._child(node, path, "left")
        right, right_columns = self._child(node, path, "right")
        join_type = _JOIN_TYPES.get(kind)
        if join_type is None:
            raise FromSparkError(path, f"Catalyst Join: {kind} join", "Join")
        condition = node.expr_or_none("condition")
        if kind in ("LeftOuter", "FullOuter"):
            right_columns = [
                Column(c.expr_id, c.name, c.type.with_nullable(True)) for c in right_columns
            ]
        if kind in ("RightOuter", "FullOuter"):
            left_columns = [
                Column(c.expr_id, c.name, c.type.with_nullable(True)) for c in left_columns
            ]
        scope = self._scope(left_columns + right_columns)
        if condition is None and kind in ("Inner", "Cross"):
            return {"cross": {"left": left, "right": right}}, left_columns + right_columns
        if condition is None:
            expression: dict[str, Any] = {"literal": {"boolean": True}}
        else:
            expression = self.expression(self.exprs.expr(condition, scope, path))
        rel = {"join": {"left": left, "right": right, "expression": expression, "type": join_type}}
        if kind in ("LeftSemi", "LeftAnti"):
            return rel, left_columns
        return rel, left_columns + right_columns

    def _existence_join(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        """An ``ExistenceJoin`` (Spark's plan of EXISTS or IN under OR): the
        left rows and whether a right row matches, as ``EXISTS`` of the
        right side filtered by the condition, the left row its outer row.
        (Substrait's mark join says the same; Spark cannot run one.)"""
        left, left_columns = self._child(node, path, "left")
        right_node = node.child("right")
        condition = node.expr_or_none("condition")
        saved = self._outer
        self._outer = Scope(left_columns, saved)
        try:
            right, right_columns = self.rel(right_node, f"{path} > {right_node.name}")
            if condition is not None:
                scope = Scope(right_columns, self._outer)
                typed = self.exprs.expr(condition, scope, path)
                right = {"filter": {"input": right, "condition": self.expression(typed)}}
        finally:
            self._outer = saved
        mark = f"s{next(self._names)}"
        self.subqueries[mark] = right
        exists = ir.Subquery(t.Boolean(), SubqueryKind.EXISTS, cast(Any, SubqueryMark(mark)))
        mark_node = _tree(node.data["joinType"]["exists"])
        column = Column(mark_node.expr_id, str(mark_node.data["name"]), t.Boolean())
        project = {"project": {"input": left, "expressions": [self.expression(exists)]}}
        return project, [*left_columns, column]

    def _rel_Union(self, node: Node, path: str) -> tuple[Rel, list[Column]]:
        if node.data.get("byName") or node.data.get("allowMissingCol"):
            raise FromSparkError(path, "Catalyst Union by name", "Union")
        inputs = [self.rel(c, f"{path} > {c.name}") for c in node.children]
        first = inputs[0][1]
        columns = [
            Column(
                c.expr_id, c.name, c.type.with_nullable(any(i[1][n].type.nullable for i in inputs))
            )
            for n, c in enumerate(first)
        ]
        rel = {"set": {"inputs": [i[0] for i in inputs], "op": "SET_OP_UNION_ALL"}}
        return rel, columns

    # ----------------------------------------------------------------- subqueries

    def _subquery(self, plan: Node, outer: Scope, path: str) -> tuple[str, list[Column]]:
        saved = self._outer
        self._outer = outer
        try:
            rel, columns = self.rel(plan, f"{path} > {plan.name}")
        finally:
            self._outer = saved
        mark = f"s{next(self._names)}"
        self.subqueries[mark] = rel
        return mark, columns


def _emit(rel: Rel, mapping: list[int]) -> Rel:
    """``rel`` with only the fields ``mapping`` picks (an emit on it)."""
    ((kind, body),) = rel.items()
    body = dict(body)
    common = dict(body.get("common", {}))
    existing = common.get("emit", {}).get("outputMapping")
    if existing is not None:
        mapping = [existing[m] for m in mapping]
    common["emit"] = {"outputMapping": mapping}
    body["common"] = common
    return {kind: body}


def _i64(value: int) -> dict[str, Any]:
    return {"literal": {"i64": str(value)}}


def _uri(path: str) -> str:
    if path.startswith("file:/") and not path.startswith("file://"):
        return "file://" + path[len("file:") :]
    if path.startswith("/"):
        return "file://" + path
    return path


def _csv_options(options: dict[str, str], path: str) -> dict[str, Any]:
    lowered = {k.lower(): v for k, v in options.items()}
    delimiter = lowered.get("sep", lowered.get("delimiter", ","))
    header = lowered.get("header", "false").lower() == "true"
    return {
        "fieldDelimiter": delimiter,
        "maxLineSize": "1048576",
        "quote": lowered.get("quote", '"'),
        "headerLinesToSkip": "1" if header else "0",
        "escape": lowered.get("escape", "\\"),
        "valueTreatedAsNull": lowered.get("nullvalue", ""),
    }


def _tree(flat: Any) -> Node:
    from substrait_expr.backends.spark.from_spark.catalyst import tree

    return tree(flat)


_IGNORED = (
    "class",
    "num-children",
    "exprId",
    "resultId",
    "qualifier",
    "origin",
    "metadata",
    "nullable",
)


def _key(node: Node) -> str:
    """A structural key: equal for the same expression written twice."""
    if node.name == "AttributeReference":
        return f"#{node.expr_id}"
    data = {k: v for k, v in node.data.items() if k not in _IGNORED}
    return json.dumps(
        [node.name, data, [_key(c) for c in node.children]], sort_keys=True, default=str
    )


def _ref(expr_id: int, like: Node) -> Node:
    return Node(
        "org.apache.spark.sql.catalyst.expressions.AttributeReference",
        {"name": like.data.get("name", ""), "exprId": {"id": expr_id}},
        (),
    )


def _is_null(node: Node) -> bool:
    return node.name == "Literal" and node.data.get("value") is None


def _place_subqueries(plan: dict[str, Any], subqueries: dict[str, Rel]) -> dict[str, Any]:
    """Each subquery's relation where the Substrait writer left its mark."""

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            read = value.get("read")
            if isinstance(read, dict) and len(value) == 1:
                alias = read.get("common", {}).get("hint", {}).get("alias", "")
                if isinstance(alias, str) and alias.startswith(SUBQUERY_MARK):
                    return walk(subqueries[alias[len(SUBQUERY_MARK) :]])
            return {k: walk(v) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v) for v in value]
        return value

    placed: dict[str, Any] = walk(plan)
    return placed
