"""A bound plan as one Spark SQL statement per root: what ``run`` hands to
``spark.sql`` where one statement can say the plan, and what
``substrait-expr sql`` prints.

Each relation becomes a derived table (``(SELECT ...) AS t3``) inside the one
that uses it; a shared relation (``ReferenceRel``) is a common table
expression (``WITH r1 AS (...)``) used twice, and a chain nested deeper than
``MAX_NESTING`` continues in a CTE, so the text stays within what Spark's
parser handles. Derived tables, not one CTE per relation: Spark analyses a
TPC-H plan written with a CTE per relation about 4x slower than the same
plan nested (q05: 40 ms against 9 ms). Columns are named the way the
DataFrame runner names them, and every expression is the text ``to_column``
hands to Spark. What one SQL statement cannot say here (writes, UNIQUE and
ordered ANY/ALL subqueries, subqueries outside filters and projections,
single joins, minus-multiset, virtual tables with no rows) is a
``PlanError`` at the relation's path; the plan then runs through the
DataFrame API.

Subqueries are SQL subqueries: their relations nest as derived tables (Spark
resolves outer references through them, not through a CTE), and an outer
reference names the enclosing relation by its alias (``t1.`col```).

How a read's data appears is the caller's choice (``ReadSources``): by name
for printing, or as a placeholder for a DataFrame, with the columns picked
and cast to the plan's schema, when running.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from substrait_expr.ast.nodes import SubqueryKind
from substrait_expr.backends.spark.capabilities import file_reason
from substrait_expr.backends.spark.columns import lookup
from substrait_expr.backends.spark.columns.aggregates import NO_FILTER_BY_NULL
from substrait_expr.backends.spark.columns.api import F, plan_checks_ansi
from substrait_expr.backends.spark.columns.column import Scope, compile_value, to_spark_sql
from substrait_expr.backends.spark.columns.lowering import has_relational
from substrait_expr.backends.spark.columns.sql_text import quote_identifier, sql_of
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.names import unique_names
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.plan.file_bindings import AmbiguousFileBinding, file_binding, read_names
from substrait_expr.plan.visitor import RelVisitor
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

__all__ = ["MAX_NESTING", "ReadSources", "ReadText", "named_reads", "plan_sql"]

_JOINS = {
    m.JoinType.INNER: "JOIN",
    m.JoinType.OUTER: "FULL OUTER JOIN",
    m.JoinType.LEFT: "LEFT JOIN",
    m.JoinType.RIGHT: "RIGHT JOIN",
    m.JoinType.LEFT_SEMI: "LEFT SEMI JOIN",
    m.JoinType.LEFT_ANTI: "LEFT ANTI JOIN",
}
_SORTS = {
    m.SortDirection.ASC_NULLS_FIRST: "ASC NULLS FIRST",
    m.SortDirection.ASC_NULLS_LAST: "ASC NULLS LAST",
    m.SortDirection.DESC_NULLS_FIRST: "DESC NULLS FIRST",
    m.SortDirection.DESC_NULLS_LAST: "DESC NULLS LAST",
}


MAX_NESTING = 24  # derived tables inside one another before a chain continues in a CTE


@dataclass
class ReadText:
    """A read's data in SQL: ``source`` names it (a table, ``parquet.`path```
    or a placeholder) and ``columns``, when given, are the select items that
    give the plan's base schema (unique names, declared types); None means
    the data's columns are already exactly those."""

    source: str
    columns: list[str] | None = None


ReadSources = Callable[[m.Read], ReadText]


def plan_sql(
    roots: Sequence[m.Root],
    tables: Mapping[str, str] | None = None,
    *,
    ansi: bool | None = True,
    reads: ReadSources | None = None,
) -> list[str]:
    """One statement per root. Reads come from ``reads``; by default a
    table named in ``tables`` is read as ``parquet.`path``` and others by
    name (catalog tables or views), files by their URI, the data's columns
    taken as the plan declares them. ``ansi`` is the target session's
    ``spark.sql.ansi.enabled``; None asks the enclosing ``ansi_mode``, only
    where an expression's text depends on it."""
    source = reads or named_reads(tables or {})
    return [_Writer(source, ansi).statement(root) for root in roots]


def named_reads(tables: Mapping[str, str]) -> ReadSources:
    """Reads by table name (``tables`` maps a name to a Parquet path) or file URI."""
    lowered = {k.lower(): v for k, v in tables.items()}

    def read(rel: m.Read) -> ReadText:
        if rel.kept_table is not None:
            raise Unsupported(f"no Spark SQL for a read of {rel.kept_table.label}")
        if rel.table is not None:
            path = lowered.get(".".join(rel.table).lower())
            if path is not None:
                return ReadText(f"parquet.{quote_identifier(path)}")
            return ReadText(".".join(quote_identifier(p) for p in rel.table))
        if len(rel.files) == 1:
            item = rel.files[0]
            reason = file_reason(item)
            if reason is not None:
                raise Unsupported(reason)
            # a binding naming the read's file (plan.file_bindings), else where it
            # points (resolved against the plan's folder, a path map applied)
            try:
                key = file_binding(read_names([item.uri], rel.hints.alias), tables)
            except AmbiguousFileBinding as error:
                raise PlanError.at(f"{rel.path}.localFiles", str(error)) from None
            if key is not None:
                file_format = m.format_of_path(tables[key]) or item.format
                return ReadText(f"{file_format.value}.{quote_identifier(tables[key])}")
            where = item.location or item.uri
            return ReadText(f"{item.format.value}.{quote_identifier(where)}")
        raise PlanError.at(rel.path, "no single Spark SQL statement for a read of several files")

    return read


@dataclass
class _Open:
    """A SELECT still open to the clauses that follow in SQL's order: a
    filter over it becomes its WHERE, a projection its select list, then
    GROUP BY, ORDER BY and LIMIT. One SELECT where the relations would nest
    one derived table each, which Spark analyses faster."""

    source: str
    where: str = ""
    select: str = "*"
    group: str = ""
    order: str = ""
    limit: str = ""

    def sql(self) -> str:
        where = f" WHERE {self.where}" if self.where else ""
        return f"SELECT {self.select} FROM {self.source}{where}{self.group}{self.order}{self.limit}"

    def bare(self) -> bool:
        """Only a FROM clause: ``SELECT * FROM source``."""
        return self.select == "*" and not (self.where or self.group or self.order or self.limit)

    def selects_all(self) -> bool:
        """A select list, WHERE and GROUP BY may still be added."""
        return self.select == "*" and not (self.group or self.order or self.limit)


@dataclass(eq=False)
class _Query:
    """A relation's output: its columns, and what to select them from: a
    table, a CTE, or a derived table (``(SELECT ...) AS t3``) written on first
    use of ``source``, so that the relation using it may extend its ``open``
    SELECT instead. ``alias`` names a derived table; ``depth`` counts the
    derived tables nested in it."""

    columns: list[str]
    depth: int = 0
    open: _Open | None = None
    sql: str | None = None  # a derived table's SQL that no clause may extend
    alias: str | None = None
    text: str | None = None
    namer: _Names | None = None  # numbers the derived table when it is written
    # Each column's SQL where the open SELECT computes it from a GROUP BY (its
    # keys and measures): a projection over it selects from them in that
    # SELECT. Spark decorrelates a scalar subquery written so directly; over
    # a derived table it joins a domain of the outer rows (TPC-H Q20: 2-3x).
    computed: list[str] | None = None

    @property
    def source(self) -> str:
        if self.text is None:
            assert self.namer is not None
            sql = self.open.sql() if self.open is not None else self.sql
            self.namer.derived += 1
            self.alias = f"t{self.namer.derived}"
            self.text = f"(\n  {_indent(sql or '')}\n) AS {self.alias}"
        return self.text

    @property
    def derived_table(self) -> bool:
        return self.namer is not None

    def extendable(self) -> _Open | None:
        """The open SELECT, unless the derived table is already written (used)."""
        return self.open if self.text is None else None


@dataclass
class _Names:
    """Counters shared by a statement and the subqueries inside it."""

    derived: int = 0


class _Writer(RelVisitor[_Query]):
    def __init__(
        self,
        reads: ReadSources,
        ansi: bool | None,
        *,
        outer: tuple[tuple[str, list[str]], ...] = (),
        names: _Names | None = None,
    ) -> None:
        self.reads = reads
        self.ansi = ansi
        self.ctes: list[tuple[str, str]] = []
        self.shared: dict[int, _Query] = {}
        # (alias, columns) of each enclosing relation, innermost last; inside
        # a subquery, relations nest as derived tables only.
        self.outer = outer
        self.names = names if names is not None else _Names()
        # Whether a relation selects a column no relation names (`picked`):
        # then every SELECT * may hold it, and results pick their columns.
        self.hidden = False

    def statement(self, root: m.Root) -> str:
        self.ctes, self.shared, self.hidden = [], {}, False
        query = self.rel(root.input)
        outputs = ", ".join(
            f"{quote_identifier(c)} AS {quote_identifier(n)}" if c != n else quote_identifier(c)
            for c, n in zip(query.columns, root.names, strict=True)
        )
        if not outputs:
            raise PlanError.at(
                root.input.path, "no single Spark SQL statement for a root without columns"
            )
        open_ = query.extendable()
        if open_ is not None and query.columns == list(root.names) and not self.hidden:
            body = open_.sql()  # its columns are the outputs already
        elif open_ is not None and open_.selects_all():
            body = replace(open_, select=outputs).sql()
        else:
            body = f"SELECT {outputs}\nFROM {query.source}"
        if not self.ctes:
            return body
        ctes = ",\n".join(f"{name} AS (\n  {_indent(sql)}\n)" for name, sql in self.ctes)
        return f"WITH {ctes}\n{body}"

    def picked(self, picks: str, path: str) -> str:
        """``picks`` as a select list. SQL has no select of no columns: a
        relation without columns (the input of DataFusion's ``count(*)``)
        selects one constant column that no relation names, so that no
        ``SELECT *`` may pass on to a root or a subquery's result (`hidden`)."""
        if not picks:
            self.hidden = True
            self.names.derived += 1
            return f"TRUE AS {quote_identifier(f'__substrait_none_{self.names.derived}')}"
        return picks

    def selected(
        self, query: _Query, select: str, columns: list[str], source: str | None = None
    ) -> _Query:
        """``select`` over ``query``: its select list where its open SELECT
        has none yet (nor grouping, order or limit), else a new SELECT from
        ``source`` (default: ``query`` as a derived table)."""
        open_ = query.extendable() if source is None else None
        if open_ is not None and open_.selects_all():
            return self.extended(replace(open_, select=select), columns, query)
        from_ = source if source is not None else query.source
        return self.opened(_Open(from_, select=select), columns, query)

    def derived(self, sql: str, columns: list[str], *inputs: _Query) -> _Query:
        """``sql`` as a relation: a derived table in the query that uses it,
        or, past ``MAX_NESTING`` levels, a CTE."""
        depth = 1 + max((q.depth for q in inputs), default=0)
        if depth > MAX_NESTING and not self.outer:
            return self.cte(sql, columns)
        return _Query(columns, depth, sql=sql, namer=self.names)

    def opened(self, open_: _Open, columns: list[str], *inputs: _Query) -> _Query:
        """``open_`` as a relation, still open to what uses it (see `_Open`);
        past ``MAX_NESTING`` levels, a CTE."""
        depth = 1 + max((q.depth for q in inputs), default=0)
        if depth > MAX_NESTING and not self.outer:
            return self.cte(open_.sql(), columns)
        return _Query(columns, depth, open_, namer=self.names)

    def extended(self, open_: _Open, columns: list[str], base: _Query) -> _Query:
        """``base``'s open SELECT with more clauses: no new nesting level."""
        return _Query(columns, base.depth, open_, namer=self.names)

    def named(self, query: _Query) -> _Query:
        """A derived table as a CTE, for a relation read more than once."""
        open_ = query.extendable()
        sql = open_.sql() if open_ is not None else f"SELECT * FROM {query.source}"
        return self.cte(sql, query.columns)

    def cte(self, sql: str, columns: list[str]) -> _Query:
        name = f"r{len(self.ctes) + 1}"
        self.ctes.append((name, sql))
        return _Query(columns, text=name)

    def query(self, rel: m.Rel) -> str:
        """A subquery's relation as one SELECT of its columns."""
        inner = self.rel(rel)
        picks = ", ".join(quote_identifier(c) for c in inner.columns)
        open_ = inner.extendable()
        if not picks:  # EXISTS of a relation without columns
            return f"SELECT * FROM {inner.source}"
        if open_ is not None and open_.select != "*" and not self.hidden:
            return open_.sql()  # its select list gives the columns already
        if open_ is not None and open_.selects_all():
            return replace(open_, select=picks).sql()
        return f"SELECT {picks} FROM {inner.source}"

    def aliased(self, query: _Query, *typed: ir.TypedExpr | None) -> tuple[str, str | None]:
        """``query``'s FROM text, aliased where an expression holds a subquery
        (its outer references name the alias)."""
        if not any(e is not None and has_relational(e) for e in typed):
            return query.source, None
        source = query.source
        if query.alias is not None:
            return source, query.alias
        self.names.derived += 1
        alias = f"t{self.names.derived}"
        return f"{source} AS {alias}", alias

    def expr(
        self,
        typed: ir.TypedExpr,
        columns: Sequence[str],
        path: str,
        context: ir.Context = ir.Context.SCALAR,
        alias: str | None = None,
        computed: Sequence[str] | None = None,
        ansi: bool | None = None,
    ) -> str:
        """``typed`` over ``columns``; ``alias`` names the relation it stands
        in for the outer references of its subqueries; ``computed`` gives the
        columns' SQL where they are computed in the same SELECT; ``ansi``,
        where given, replaces the statement's ANSI setting."""
        if isinstance(typed, ir.Named):  # the relation names its outputs itself
            typed = typed.expr
        relations = None
        if alias is not None:
            record = (alias, list(columns))

            def relations(node: ir.TypedExpr, scope: Scope) -> Any:
                return self.relational(node, scope, record, path)

        elif has_relational(typed):
            raise PlanError.at(
                path,
                "no single Spark SQL statement: subqueries are printed only in filters "
                "and projections (`run` executes them through the DataFrame API)",
            )
        try:
            return to_spark_sql(
                typed,
                context=context,
                field_names=columns,
                ansi=self.ansi if ansi is None else ansi,
                relations=relations,
                field_sql=computed,
            )
        except CompileError as error:
            message = error.diagnostics[0].message if error.diagnostics else "no SQL text"
            raise PlanError([PlanProblem(path, message, error)]) from None

    def relational(
        self, node: ir.TypedExpr, scope: Scope, record: tuple[str, list[str]], path: str
    ) -> Any:
        """The SQL of a subquery or an outer reference, as a Column of text."""
        if isinstance(node, ir.OuterFieldRef):
            if node.steps_out != 1 or not self.outer:
                raise Unsupported(
                    "outer references more than one subquery out (Spark resolves outer "
                    "columns in the directly enclosing query only)"
                )
            alias, columns = self.outer[-1]
            return F.col(f"{alias}.{quote_identifier(columns[node.index])}")
        assert isinstance(node, ir.Subquery)
        inner = _Writer(self.reads, self.ansi, outer=(*self.outer, record), names=self.names)
        try:
            sql = inner.query(node.rel)
        except PlanError as error:
            raise Unsupported(f"inside a subquery: {error.problems[0]}") from None
        kind = node.kind
        if kind is SubqueryKind.SCALAR:
            return F.expr(f"({sql})")
        if kind is SubqueryKind.EXISTS:
            return F.expr(f"EXISTS ({sql})")
        negated = False
        if kind is SubqueryKind.COMPARISON:
            form = (node.comparison, node.reduction)
            if form not in (("eq", "any"), ("ne", "all")):
                raise Unsupported(
                    f"{node.comparison} {str(node.reduction).upper()} subqueries (Spark SQL "
                    "has only IN and NOT IN for set comparisons)"
                )
            negated = form == ("ne", "all")
        elif kind is not SubqueryKind.IN:
            raise Unsupported(f"{kind.value} subqueries (Spark SQL has no {kind.value.upper()})")
        trees: list[Any] = [compile_value(n, scope)._expr for n in node.needles]
        needles = [sql_of(tree) for tree in trees]
        nullable = any(n.type.nullable for n in node.needles) or any(
            f.type.nullable for f in node.rel.schema
        )
        if nullable:
            text = self.in_with_nulls(node.rel, needles, record)
        else:
            needle = needles[0] if len(needles) == 1 else f"({', '.join(needles)})"
            text = f"{needle} IN ({sql})"
        return F.expr(f"NOT ({text})" if negated else text)

    def in_with_nulls(self, rel: m.Rel, needles: list[str], record: tuple[str, list[str]]) -> str:
        """IN as SQL defines it where a null can take part: true for a row
        equal to the needles, else null for a row whose comparison is
        unknown, else false. Spark's own IN-subquery answers false for the
        unknown case in a projection, so it is two EXISTS, as the DataFrame
        path builds it. The subquery's columns get names no needle uses, so
        the needles' columns resolve in the enclosing query."""
        hidden = [f"__substrait_in_{i}" for i in range(len(needles))]

        def exists(compare: Callable[[str, str], str]) -> str:
            inner = _Writer(self.reads, self.ansi, outer=(*self.outer, record), names=self.names)
            query = inner.rel(rel)
            picks = ", ".join(
                _alias(quote_identifier(c), h) for c, h in zip(query.columns, hidden, strict=True)
            )
            self.names.derived += 1
            where = " AND ".join(
                compare(quote_identifier(h), f"({n})") for h, n in zip(hidden, needles, strict=True)
            )
            return (
                f"EXISTS (SELECT 1 FROM (SELECT {picks} FROM {query.source}) "
                f"AS t{self.names.derived} WHERE {where})"
            )

        found = exists(lambda c, n: f"{c} = {n}")
        unknown = exists(lambda c, n: f"({c} = {n} OR {c} IS NULL OR {n} IS NULL)")
        return (
            f"CASE WHEN {found} THEN true WHEN {unknown} THEN CAST(NULL AS BOOLEAN) ELSE false END"
        )

    def rel(self, rel: m.Rel) -> _Query:
        if isinstance(rel, m.Project) and rel.emit is not None:
            return self._project_emitted(rel, rel.emit)  # one SELECT for both
        query = self.visit(rel)
        if rel.emit is None:
            return query
        names = unique_names([query.columns[i] for i in rel.emit])
        picks = ", ".join(
            _alias(quote_identifier(query.columns[i]), n)
            for i, n in zip(rel.emit, names, strict=True)
        )
        return self.selected(query, self.picked(picks, rel.path), names)

    def visit_read(self, rel: m.Read) -> _Query:
        names = unique_names(rel.base.names)
        if rel.rows is not None:
            if not rel.rows:
                raise PlanError.at(
                    rel.path, "no single Spark SQL statement for an empty virtual table"
                )
            # A check of the ANSI mode (plan_checks_ansi) is no constant, which
            # VALUES needs: on Connect its cells are guarded as with the mode off.
            ansi = False if plan_checks_ansi() else self.ansi
            rows = ", ".join(
                "(" + ", ".join(self.expr(v, [], rel.path, ansi=ansi) for v in row) + ")"
                for row in rel.rows
            )
            header = ", ".join(quote_identifier(n) for n in names)
            query = self.derived(f"SELECT * FROM VALUES {rows} AS v({header})", names)
        else:
            data = self.reads(rel)
            if data.columns is None:
                query = _Query(names, text=data.source)
            else:
                select = self.picked(", ".join(data.columns), rel.path)
                query = self.opened(_Open(data.source, select=select), names)
        for condition in (rel.filter, rel.best_effort_filter):
            if condition is not None:
                text = self.expr(condition, query.columns, rel.path)
                query = self.filtered(query, text)
        if rel.projection is not None:
            picked = unique_names([query.columns[i] for i in rel.projection])
            picks = ", ".join(
                _alias(quote_identifier(query.columns[i]), n)
                for i, n in zip(rel.projection, picked, strict=True)
            )
            query = self.selected(query, self.picked(picks, rel.path), picked)
        return query

    def filtered(self, query: _Query, condition: str) -> _Query:
        """``query`` where ``condition`` holds: its WHERE where it has none yet
        past it (no select list, grouping, order or limit), else a new SELECT."""
        open_ = query.extendable()
        if open_ is not None and open_.selects_all():
            where = f"({open_.where}) AND ({condition})" if open_.where else condition
            return self.extended(replace(open_, where=where), query.columns, query)
        return self.opened(_Open(query.source, where=condition), query.columns, query)

    def visit_filter(self, rel: m.Filter) -> _Query:
        query = self.rel(rel.input)
        if not has_relational(rel.condition):
            text = self.expr(rel.condition, query.columns, f"{rel.path}.condition")
            return self.filtered(query, text)
        source, alias = self.aliased(query, rel.condition)
        text = self.expr(rel.condition, query.columns, f"{rel.path}.condition", alias=alias)
        return self.opened(_Open(source, where=text), query.columns, query)

    def visit_project(self, rel: m.Project) -> _Query:
        query, source, alias, names, values = self._project_parts(rel)
        grouped = self._grouped(query, rel)
        if grouped is not None:  # computed from the keys and measures: one SELECT
            every = [*(query.computed or ()), *values]
            columns = query.columns + names
            select = ", ".join(_alias(v, n) for v, n in zip(every, columns, strict=True))
            return self.extended(replace(grouped, select=select), columns, query)
        outputs = ", ".join(_alias(v, n) for v, n in zip(values, names, strict=True))
        star = f"{alias}.*" if alias is not None else "*"
        select = f"{star}, {outputs}" if outputs else star
        return self.selected(query, select, query.columns + names, source)

    def _project_emitted(self, rel: m.Project, emit: Sequence[int]) -> _Query:
        """A project and its emit as one SELECT of the emitted columns."""
        query, source, alias, names, values = self._project_parts(rel)
        columns = query.columns + names
        emitted = unique_names([columns[i] for i in emit])
        grouped = self._grouped(query, rel)
        qualifier = f"{alias}." if alias is not None else ""
        if grouped is not None:  # computed from the keys and measures: one SELECT
            outputs = [*(query.computed or ()), *values]
        else:
            outputs = [f"{qualifier}{quote_identifier(c)}" for c in query.columns] + values
        picks = ", ".join(_alias(outputs[i], n) for i, n in zip(emit, emitted, strict=True))
        select = self.picked(picks, rel.path)
        if grouped is not None:
            return self.extended(replace(grouped, select=select), emitted, query)
        return self.selected(query, select, emitted, source)

    def _grouped(self, query: _Query, rel: m.Project) -> _Open | None:
        """The open SELECT of the aggregate ``rel`` projects from, where the
        projection's values are computed in it (see ``_Query.computed``)."""
        open_ = query.extendable()
        if query.computed is None or open_ is None or open_.order or open_.limit:
            return None
        if any(has_relational(e) for e in rel.expressions):
            return None
        return open_

    def _project_parts(
        self, rel: m.Project
    ) -> tuple[_Query, str | None, str | None, list[str], list[str]]:
        """A project's input; its FROM text and alias where an expression
        holds a subquery (else None: the caller may still extend the input's
        open SELECT); the added columns' names and their SQL values."""
        query = self.rel(rel.input)
        added = [f"expr{i}" for i in range(len(rel.expressions))]
        names = unique_names(rel.direct.names[len(query.columns) :] or added, query.columns)
        source, alias = None, None
        if any(has_relational(e) for e in rel.expressions):
            source, alias = self.aliased(query, *rel.expressions)
        computed = query.computed if self._grouped(query, rel) is not None else None
        values = [
            self.expr(
                e, query.columns, f"{rel.path}.expressions[{i}]", alias=alias, computed=computed
            )
            for i, e in enumerate(rel.expressions)
        ]
        return query, source, alias, names, values

    def visit_sort(self, rel: m.Sort) -> _Query:
        query = self.rel(rel.input)
        keys = ", ".join(
            f"{self.expr(k.expr, query.columns, f'{rel.path}.sorts[{i}]')} "
            f"{_SORTS.get(k.direction, 'ASC NULLS FIRST')}"
            for i, k in enumerate(rel.keys)
        )
        open_ = query.extendable()
        # ORDER BY after a select list sees its output names; a key that is
        # not a bare column could also see the input's, so it stays outside.
        plain = all(isinstance(k.expr, ir.FieldRef) for k in rel.keys)
        mergeable = open_ is not None and not (open_.order or open_.limit)
        if open_ is not None and mergeable and (open_.select == "*" or plain):
            return self.extended(replace(open_, order=f" ORDER BY {keys}"), query.columns, query)
        return self.opened(_Open(query.source, order=f" ORDER BY {keys}"), query.columns, query)

    def visit_fetch(self, rel: m.Fetch) -> _Query:
        query = self.rel(rel.input)
        limit = f" LIMIT {rel.count}" if rel.count is not None else ""
        offset = f" OFFSET {rel.offset}" if rel.offset else ""
        open_ = query.extendable()
        if open_ is not None and not open_.limit:
            return self.extended(replace(open_, limit=limit + offset), query.columns, query)
        return self.opened(_Open(query.source, limit=limit + offset), query.columns, query)

    def _pair(self, left_rel: m.Rel, right_rel: m.Rel) -> tuple[_Query, _Query]:
        left, right = self.rel(left_rel), self.rel(right_rel)
        names = unique_names(right.columns, left.columns)
        if names != right.columns:
            picks = ", ".join(
                _alias(quote_identifier(c), n) for c, n in zip(right.columns, names, strict=True)
            )
            right = self.selected(right, picks, names)
        return left, right

    def visit_cross(self, rel: m.Cross) -> _Query:
        left, right = self._pair(rel.left, rel.right)
        return self.opened(
            _Open(f"{left.source} CROSS JOIN {right.source}"),
            left.columns + right.columns,
            left,
            right,
        )

    def visit_join(self, rel: m.Join) -> _Query:
        left, right = self._pair(rel.left, rel.right)
        both = left.columns + right.columns
        j = m.JoinType
        swapped = rel.type in (j.RIGHT_SEMI, j.RIGHT_ANTI)
        kind = {j.RIGHT_SEMI: "LEFT SEMI JOIN", j.RIGHT_ANTI: "LEFT ANTI JOIN"}.get(
            rel.type, _JOINS.get(rel.type, "")
        )
        if not kind:
            raise PlanError.at(
                rel.path, f"no single Spark SQL statement for a {rel.type.value} join"
            )
        condition = self.expr(rel.expression, both, f"{rel.path}.expression")
        first, second = (right, left) if swapped else (left, right)
        columns = first.columns if "SEMI" in kind or "ANTI" in kind else both
        # A join whose left input is a join continues its FROM clause
        # (`a JOIN b ON .. JOIN c ON ..`, as SQL associates it) instead of
        # nesting a SELECT * per join: Spark analyses every nested projection.
        open_ = first.extendable()
        start = open_.source if open_ is not None and open_.bare() else first.source
        chain = f"{start} {kind} {second.source} ON {condition}"
        where = ""
        if rel.post_join_filter is not None:
            if columns != both:
                raise PlanError.at(
                    f"{rel.path}.postJoinFilter",
                    "no single Spark SQL statement for a post-join filter of a semi or anti join",
                )
            where = self.expr(rel.post_join_filter, both, f"{rel.path}.postJoinFilter")
        return self.opened(_Open(chain, where=where), columns, first, second)

    def visit_set(self, rel: m.Set) -> _Query:
        queries = [self.rel(r) for r in rel.inputs]
        names = queries[0].columns
        if not names:
            raise PlanError.at(rel.path, "no single Spark SQL statement for a set of no columns")

        def select(q: _Query) -> str:
            picks = ", ".join(
                _alias(quote_identifier(c), n) for c, n in zip(q.columns, names, strict=True)
            )
            return f"SELECT {picks} FROM {q.source}"

        first, rest = select(queries[0]), [select(q) for q in queries[1:]]
        op = m.SetOp
        joined = {
            op.UNION_ALL: lambda: " UNION ALL ".join([first, *rest]),
            op.UNION_DISTINCT: lambda: " UNION ".join([first, *rest]),
            op.MINUS_PRIMARY: lambda: " EXCEPT ".join([first, *rest]),
            op.MINUS_PRIMARY_ALL: lambda: f"{first} EXCEPT ALL ({' UNION ALL '.join(rest)})",
            op.INTERSECTION_PRIMARY: lambda: f"{first} INTERSECT ({' UNION ALL '.join(rest)})",
            op.INTERSECTION_MULTISET: lambda: " INTERSECT ".join([first, *rest]),
            op.INTERSECTION_MULTISET_ALL: lambda: " INTERSECT ALL ".join([first, *rest]),
        }.get(rel.op)
        if joined is None:
            raise PlanError.at(rel.path, f"no single Spark SQL statement for {rel.op.value}")
        return self.derived(joined(), names, *queries)

    def visit_aggregate(self, rel: m.Aggregate) -> _Query:
        query = self.rel(rel.input)
        names = unique_names(rel.direct.names)
        key_names = names[: len(rel.keys)]
        measure_names = names[len(rel.keys) : len(rel.keys) + len(rel.measures)]
        keys = [self.expr(k, query.columns, f"{rel.path}.groupings") for k in rel.keys]
        bare = [mm.expr if isinstance(mm, ir.Named) else mm for mm in rel.measures]
        measure_sql = [
            self.expr(mm, query.columns, f"{rel.path}.measures[{i}]", ir.Context.AGGREGATE)
            for i, mm in enumerate(bare)
        ]
        measures = [_alias(m_, n) for m_, n in zip(measure_sql, measure_names, strict=True)]
        open_ = query.extendable()
        if len(rel.sets) == 1:
            select, group = self._grouping(rel, 0, keys, key_names, measures, names)
            if open_ is not None and open_.selects_all():
                # The input's WHERE, then this GROUP BY, in one SELECT.
                grouped = self.extended(replace(open_, select=select, group=group), names, query)
            else:
                grouped = self.opened(_Open(query.source, select=select, group=group), names, query)
            every_key = set(rel.sets[0]) == set(range(len(keys)))
            if measures and every_key and not rel.grouping_set_column:
                grouped.computed = keys + measure_sql
            return grouped
        sets = self._grouping_sets(rel, query, keys, key_names, measure_names, names)
        if sets is not None:
            return sets
        if len(rel.sets) > 1 and query.derived_table and not self.outer:
            # Each grouping set selects from the input: name it once.
            query = self.named(query)
        parts = []
        for index in range(len(rel.sets)):
            select, group = self._grouping(rel, index, keys, key_names, measures, names)
            parts.append(f"SELECT {select} FROM {query.source}{group}")
        return self.derived(" UNION ALL ".join(parts), names, query)

    def _key_outputs(
        self, rel: m.Aggregate, keys: list[str], key_names: list[str], present: set[int]
    ) -> list[str]:
        """Each key's select item: the key where ``present``, else a typed null."""
        outputs = []
        for i, name in enumerate(key_names):
            if i in present:
                outputs.append(_alias(keys[i], name))
            else:
                null = self.expr(ir.Literal(rel.keys[i].type, None), [], rel.path)
                outputs.append(_alias(null, name))
        return outputs

    def _grouping_sets(
        self,
        rel: m.Aggregate,
        query: _Query,
        keys: list[str],
        key_names: list[str],
        measure_names: list[str],
        names: list[str],
    ) -> _Query | None:
        """Several grouping sets as one ``GROUP BY GROUPING SETS``, which
        Spark computes in one pass over the input (its ``Expand``), where a
        ``UNION ALL`` of one GROUP BY per set computes the input once per set.
        The grouping-set index comes from ``grouping()`` of each key. None
        where that cannot give the spec's rows: repeated sets (Spark repeats
        their rows, but with one ``grouping()`` for both), keys of equal text
        (one grouping expression to Spark), keys other than distinct input
        columns, a measure whose FILTER has no Spark form.

        Spark's grouped aggregate gives no row for an empty grouping set over
        empty input, where the spec gives one (the measures of no rows, as
        the union's global aggregate does). So with an empty set and
        measures, the input gets one more row, of nulls and marked: every
        measure leaves it out (FILTER on the mark), and HAVING drops the
        groups that hold only it, except the empty set's."""
        sets = [frozenset(s) for s in rel.sets]
        if len(sets) < 2 or len(set(sets)) < len(sets):
            return None
        used = sorted(set().union(*sets))
        if len({keys[i] for i in used}) < len(used):
            return None
        # Only distinct input columns: Spark may take two different expressions
        # for one grouping expression (its canonical forms), and grouping()
        # would then no longer tell the sets apart.
        plain = [rel.keys[i] for i in used]
        plain = [k.expr if isinstance(k, ir.Named) else k for k in plain]
        fields = [k.index for k in plain if isinstance(k, ir.FieldRef)]
        if len(set(fields)) < len(used):
            return None
        columns = list(query.columns)
        marked = frozenset() in sets and bool(rel.measures)
        bare = [mm.expr if isinstance(mm, ir.Named) else mm for mm in rel.measures]
        if marked:
            if not all(isinstance(mm, ir.AggregateCall) for mm in bare):
                return None
            mark = unique_names(["__substrait_present"], columns)[0]
            flag = ir.FieldRef(t.Boolean(nullable=True), len(columns), mark)
            false = ir.Literal(t.Boolean(nullable=True), False)
            bare = [
                mm
                if _ignores_null_rows(mm)
                else replace(
                    mm,
                    filter=flag
                    if mm.filter is None
                    else ir.IfThen(flag.type, ((mm.filter, flag),), false),
                )
                for mm in bare
                if isinstance(mm, ir.AggregateCall)
            ]
            columns.append(mark)
        try:
            measures = [
                _alias(self.expr(mm, columns, f"{rel.path}.measures[{i}]", ir.Context.AGGREGATE), n)
                for i, (mm, n) in enumerate(zip(bare, measure_names, strict=True))
            ]
            nulls = [
                self.expr(ir.Literal(f.type, None), [], rel.path) for f in rel.input.schema.fields
            ]
        except PlanError:
            return None
        # Bit i of the mask: key used[i] is not in the row's set (Spark's grouping()).
        bits = len(used)
        mask = " + ".join(
            f"CAST(grouping({keys[i]}) AS INT) * {1 << (bits - 1 - pos)}"
            for pos, i in enumerate(used)
        )

        def mask_of(members: frozenset[int]) -> int:
            return sum(1 << (bits - 1 - pos) for pos, i in enumerate(used) if i not in members)

        outputs = self._key_outputs(rel, keys, key_names, set(used))
        outputs += measures
        if rel.grouping_set_column:
            cases = " ".join(f"WHEN {mask_of(s)} THEN {i}" for i, s in enumerate(sets[:-1]))
            last = len(sets) - 1
            outputs.append(_alias(f"CASE {mask} {cases} ELSE {last} END", names[-1]))
        listed = ", ".join("(" + ", ".join(keys[i] for i in sorted(s)) + ")" for s in sets)
        group = f" GROUP BY GROUPING SETS ({listed})"
        select = ", ".join(outputs)
        if not marked:
            open_ = query.extendable()
            if open_ is not None and open_.selects_all():
                return self.extended(replace(open_, select=select, group=group), names, query)
            return self.opened(_Open(query.source, select=select, group=group), names, query)
        picks = ", ".join(quote_identifier(c) for c in query.columns)
        picks = f"{picks}, " if picks else ""
        open_ = query.extendable()
        if open_ is not None and open_.selects_all():
            first = replace(open_, select=f"{picks}TRUE AS {quote_identifier(mark)}").sql()
        else:
            first = f"SELECT {picks}TRUE AS {quote_identifier(mark)} FROM {query.source}"
        padding = ", ".join([*nulls, "CAST(NULL AS BOOLEAN)"])
        marked_input = self.derived(f"{first} UNION ALL SELECT {padding}", columns, query)
        # grouping_id(): HAVING resolves a key's name to the select list's
        # (nulled) output, which grouping() refuses; all bits set is the empty set.
        empty_id = (1 << bits) - 1
        having = f" HAVING max({quote_identifier(mark)}) OR grouping_id() = {empty_id}"
        return self.opened(
            _Open(marked_input.source, select=select, group=group + having), names, marked_input
        )

    def _grouping(
        self,
        rel: m.Aggregate,
        index: int,
        keys: list[str],
        key_names: list[str],
        measures: list[str],
        names: list[str],
    ) -> tuple[str, str]:
        """The select list and GROUP BY clause of grouping set ``index``."""
        members = rel.sets[index]
        outputs = self._key_outputs(rel, keys, key_names, set(members))
        outputs += measures
        if rel.grouping_set_column:
            outputs.append(_alias(str(index), names[-1]))
        distinct = "DISTINCT " if not measures else ""
        group = f" GROUP BY {', '.join(keys[i] for i in members)}" if members and measures else ""
        return f"{distinct}{', '.join(outputs)}", group

    def visit_reference(self, rel: m.Reference) -> _Query:
        if rel.ordinal not in self.shared:
            query = self.rel(rel.target)
            if query.derived_table and not self.outer:  # used twice: named once
                query = self.named(query)
            self.shared[rel.ordinal] = query
        return self.shared[rel.ordinal]

    def visit_write(self, rel: m.Write) -> _Query:
        raise PlanError.at(
            rel.path, "no single Spark SQL statement for a write (run the plan to write)"
        )

    def visit_opaque(self, rel: m.Opaque) -> _Query:
        # Kinds kept as written have no SQL here (and do not run on Spark).
        raise PlanError.at(rel.path, "no single Spark SQL statement for Opaque")


def _ignores_null_rows(call: ir.AggregateCall) -> bool:
    """Whether a row of nulls leaves ``call`` unchanged without a FILTER: no
    filter of its own, arguments null where the row's columns are (fields,
    casts of fields), and a function that ignores null arguments (the ones
    whose FILTER the measures emulate by nulling arguments). Then Spark sees
    the measure as written (``sum(CAST(x AS decimal(38,2)))`` of a narrower
    ``x`` stays its sum of unscaled longs)."""
    if call.filter is not None or not call.args:
        return False
    try:
        spec = lookup.spec_for(call.impl)
    except Unsupported:
        return False
    if NO_FILTER_BY_NULL in spec.note:
        return False
    for arg in call.args:
        while isinstance(arg, ir.Cast):
            arg = arg.operand
        if not isinstance(arg, ir.FieldRef):
            return False
    return True


def _alias(text: str, name: str) -> str:
    return f"{text} AS {quote_identifier(name)}"


def _indent(sql: str) -> str:
    return sql.replace("\n", "\n  ")
