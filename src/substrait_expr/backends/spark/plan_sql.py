"""A bound plan as one Spark SQL statement, for people to read (``substrait-expr sql``).

Each relation becomes a common table expression (``WITH r1 AS (...)``) whose
columns are named the way the DataFrame runner names them, and every
expression is the text ``to_column`` hands to Spark. A shared relation
(``ReferenceRel``) is one CTE used twice. What one SQL statement cannot say
here (writes, UNIQUE and ordered ANY/ALL subqueries, subqueries outside
filters and projections, single joins, minus-multiset, virtual tables with no
rows) is a ``PlanError`` at the relation's path; ``run`` still executes such
plans through the DataFrame API.

Subqueries are SQL subqueries: their relations nest as derived tables (Spark
resolves outer references through them, not through a CTE), and an outer
reference names the enclosing relation by its alias (``q1.`col```).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from substrait_expr.ast.nodes import SubqueryKind
from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.column import Scope, compile_value, to_spark_sql
from substrait_expr.backends.spark.columns.lowering import has_relational
from substrait_expr.backends.spark.columns.sql_text import sql_of
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.relations import unique_names
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.typecheck import ir

__all__ = ["plan_sql"]

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


def plan_sql(
    roots: Sequence[m.Root], tables: Mapping[str, str] | None = None, *, ansi: bool = True
) -> list[str]:
    """One statement per root. ``tables`` maps a table name to a file path
    read as ``parquet.`path``` (others are read by name, as catalog tables or
    views); ``ansi`` is the target session's ``spark.sql.ansi.enabled``."""
    return [_Writer(tables or {}, ansi).statement(root) for root in roots]


@dataclass
class _Query:
    """A relation's output: the CTE (or table) to select from and its columns."""

    source: str
    columns: list[str]


def _q(name: str) -> str:
    return "`" + name.replace("`", "``") + "`"


@dataclass
class _Names:
    """Counters shared by a statement and the subqueries inside it."""

    aliases: int = 0
    derived: int = 0


class _Writer:
    def __init__(
        self,
        tables: Mapping[str, str],
        ansi: bool,
        *,
        outer: tuple[tuple[str, list[str]], ...] = (),
        names: _Names | None = None,
    ) -> None:
        self.tables = {k.lower(): v for k, v in tables.items()}
        self.ansi = ansi
        self.ctes: list[tuple[str, str]] = []
        self.shared: dict[int, _Query] = {}
        # (alias, columns) of each enclosing relation, innermost last; inside
        # a subquery, relations nest as derived tables instead of CTEs.
        self.outer = outer
        self.names = names if names is not None else _Names()

    def statement(self, root: m.Root) -> str:
        self.ctes, self.shared = [], {}
        query = self.rel(root.input)
        outputs = ", ".join(
            f"{_q(c)} AS {_q(n)}" if c != n else _q(c)
            for c, n in zip(query.columns, root.names, strict=True)
        )
        body = f"SELECT {outputs}\nFROM {query.source}"
        if not self.ctes:
            return body
        ctes = ",\n".join(f"{name} AS (\n  {_indent(sql)}\n)" for name, sql in self.ctes)
        return f"WITH {ctes}\n{body}"

    def cte(self, sql: str, columns: list[str]) -> _Query:
        if self.outer:
            self.names.derived += 1
            return _Query(f"({sql}) AS d{self.names.derived}", columns)
        name = f"r{len(self.ctes) + 1}"
        self.ctes.append((name, sql))
        return _Query(name, columns)

    def query(self, rel: m.Rel) -> str:
        """A subquery's relation as one SELECT of its columns."""
        inner = self.rel(rel)
        return f"SELECT {', '.join(_q(c) for c in inner.columns)} FROM {inner.source}"

    def aliased(self, query: _Query, *typed: ir.TypedExpr | None) -> tuple[str, str | None]:
        """``query``'s FROM text, aliased where an expression holds a subquery
        (its outer references name the alias)."""
        if not any(e is not None and has_relational(e) for e in typed):
            return query.source, None
        self.names.aliases += 1
        alias = f"q{self.names.aliases}"
        source = query.source
        if source.endswith(")") or " AS " in source:  # a derived table: alias it again
            return f"(SELECT * FROM {source}) AS {alias}", alias
        return f"{source} AS {alias}", alias

    def expr(
        self,
        typed: ir.TypedExpr,
        columns: Sequence[str],
        path: str,
        context: ir.Context = ir.Context.SCALAR,
        alias: str | None = None,
    ) -> str:
        """``typed`` over ``columns``; ``alias`` names the relation it stands
        in for the outer references of its subqueries."""
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
                typed, context=context, field_names=columns, ansi=self.ansi, relations=relations
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
            return F.col(f"{alias}.{_q(columns[node.index])}")
        assert isinstance(node, ir.Subquery)
        inner = _Writer(self.tables, self.ansi, outer=(*self.outer, record), names=self.names)
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
        needle = needles[0] if len(needles) == 1 else f"({', '.join(needles)})"
        text = f"{needle} IN ({sql})"
        return F.expr(f"NOT ({text})" if negated else text)

    def rel(self, rel: m.Rel) -> _Query:
        query = self._direct(rel)
        if rel.emit is None:
            return query
        names = unique_names([query.columns[i] for i in rel.emit])
        picks = ", ".join(
            _alias(_q(query.columns[i]), n) for i, n in zip(rel.emit, names, strict=True)
        )
        return self.cte(f"SELECT {picks} FROM {query.source}", names)

    @functools.singledispatchmethod
    def _direct(self, rel: m.Rel) -> _Query:
        raise PlanError.at(rel.path, f"no single Spark SQL statement for {type(rel).__name__}")

    @_direct.register
    def _read(self, rel: m.Read) -> _Query:
        names = unique_names(rel.base.names)
        if rel.rows is not None:
            if not rel.rows:
                raise PlanError.at(
                    rel.path, "no single Spark SQL statement for an empty virtual table"
                )
            rows = ", ".join(
                "(" + ", ".join(self.expr(v, [], rel.path) for v in row) + ")" for row in rel.rows
            )
            header = ", ".join(_q(n) for n in names)
            source = f"SELECT * FROM VALUES {rows} AS t({header})"
        else:
            source = f"SELECT * FROM {self._table(rel)}"
        query = self.cte(source, names)
        for condition in (rel.filter, rel.best_effort_filter):
            if condition is not None:
                text = self.expr(condition, query.columns, rel.path)
                query = self.cte(f"SELECT * FROM {query.source} WHERE {text}", query.columns)
        if rel.projection is not None:
            picked = unique_names([query.columns[i] for i in rel.projection])
            picks = ", ".join(
                _alias(_q(query.columns[i]), n) for i, n in zip(rel.projection, picked, strict=True)
            )
            query = self.cte(f"SELECT {picks} FROM {query.source}", picked)
        return query

    def _table(self, rel: m.Read) -> str:
        if rel.table is not None:
            name = ".".join(rel.table)
            path = self.tables.get(name.lower())
            return f"parquet.{_q(path)}" if path is not None else ".".join(_q(p) for p in rel.table)
        if len(rel.files) == 1:
            item = rel.files[0]
            return f"{item.format.value}.{_q(item.uri)}"
        raise PlanError.at(rel.path, "no single Spark SQL statement for a read of several files")

    @_direct.register
    def _filter(self, rel: m.Filter) -> _Query:
        query = self.rel(rel.input)
        source, alias = self.aliased(query, rel.condition)
        text = self.expr(rel.condition, query.columns, f"{rel.path}.condition", alias=alias)
        return self.cte(f"SELECT * FROM {source} WHERE {text}", query.columns)

    @_direct.register
    def _project(self, rel: m.Project) -> _Query:
        query = self.rel(rel.input)
        added = [f"expr{i}" for i in range(len(rel.expressions))]
        names = unique_names(rel.direct.names[len(query.columns) :] or added, query.columns)
        source, alias = self.aliased(query, *rel.expressions)
        values = [
            _alias(self.expr(e, query.columns, f"{rel.path}.expressions[{i}]", alias=alias), n)
            for i, (e, n) in enumerate(zip(rel.expressions, names, strict=True))
        ]
        star = f"{alias}.*" if alias is not None else "*"
        return self.cte(f"SELECT {star}, {', '.join(values)} FROM {source}", query.columns + names)

    @_direct.register
    def _sort(self, rel: m.Sort) -> _Query:
        query = self.rel(rel.input)
        keys = ", ".join(
            f"{self.expr(k.expr, query.columns, f'{rel.path}.sorts[{i}]')} "
            f"{_SORTS.get(k.direction, 'ASC NULLS FIRST')}"
            for i, k in enumerate(rel.keys)
        )
        return self.cte(f"SELECT * FROM {query.source} ORDER BY {keys}", query.columns)

    @_direct.register
    def _fetch(self, rel: m.Fetch) -> _Query:
        query = self.rel(rel.input)
        limit = f" LIMIT {rel.count}" if rel.count is not None else ""
        offset = f" OFFSET {rel.offset}" if rel.offset else ""
        return self.cte(f"SELECT * FROM {query.source}{limit}{offset}", query.columns)

    def _pair(self, left_rel: m.Rel, right_rel: m.Rel) -> tuple[_Query, _Query]:
        left, right = self.rel(left_rel), self.rel(right_rel)
        names = unique_names(right.columns, left.columns)
        if names != right.columns:
            picks = ", ".join(_alias(_q(c), n) for c, n in zip(right.columns, names, strict=True))
            right = self.cte(f"SELECT {picks} FROM {right.source}", names)
        return left, right

    @_direct.register
    def _cross(self, rel: m.Cross) -> _Query:
        left, right = self._pair(rel.left, rel.right)
        return self.cte(
            f"SELECT * FROM {left.source} CROSS JOIN {right.source}", left.columns + right.columns
        )

    @_direct.register
    def _join(self, rel: m.Join) -> _Query:
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
        query = self.cte(
            f"SELECT * FROM {first.source} {kind} {second.source} ON {condition}", columns
        )
        if rel.post_join_filter is not None:
            if columns != both:
                raise PlanError.at(
                    f"{rel.path}.postJoinFilter",
                    "no single Spark SQL statement for a post-join filter of a semi or anti join",
                )
            text = self.expr(rel.post_join_filter, both, f"{rel.path}.postJoinFilter")
            query = self.cte(f"SELECT * FROM {query.source} WHERE {text}", columns)
        return query

    @_direct.register
    def _set(self, rel: m.Set) -> _Query:
        queries = [self.rel(r) for r in rel.inputs]
        names = queries[0].columns

        def select(q: _Query) -> str:
            picks = ", ".join(_alias(_q(c), n) for c, n in zip(q.columns, names, strict=True))
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
        return self.cte(joined(), names)

    @_direct.register
    def _aggregate(self, rel: m.Aggregate) -> _Query:
        query = self.rel(rel.input)
        names = unique_names(rel.direct.names)
        key_names = names[: len(rel.keys)]
        measure_names = names[len(rel.keys) : len(rel.keys) + len(rel.measures)]
        keys = [self.expr(k, query.columns, f"{rel.path}.groupings") for k in rel.keys]
        bare = [mm.expr if isinstance(mm, ir.Named) else mm for mm in rel.measures]
        measures = [
            _alias(
                self.expr(mm, query.columns, f"{rel.path}.measures[{i}]", ir.Context.AGGREGATE), n
            )
            for i, (mm, n) in enumerate(zip(bare, measure_names, strict=True))
        ]
        parts = []
        for index, members in enumerate(rel.sets):
            outputs = []
            for i, name in enumerate(key_names):
                if i in members:
                    outputs.append(_alias(keys[i], name))
                else:
                    null = self.expr(ir.Literal(rel.keys[i].type, None), [], rel.path)
                    outputs.append(_alias(null, name))
            outputs += measures
            if rel.grouping_set_column:
                outputs.append(_alias(str(index), names[-1]))
            distinct = "DISTINCT " if not measures else ""
            group = (
                f" GROUP BY {', '.join(keys[i] for i in members)}" if members and measures else ""
            )
            parts.append(f"SELECT {distinct}{', '.join(outputs)} FROM {query.source}{group}")
        return self.cte(" UNION ALL ".join(parts), names)

    @_direct.register
    def _reference(self, rel: m.Reference) -> _Query:
        if rel.ordinal not in self.shared:
            self.shared[rel.ordinal] = self.rel(rel.target)
        return self.shared[rel.ordinal]

    @_direct.register
    def _write(self, rel: m.Write) -> _Query:
        raise PlanError.at(
            rel.path, "no single Spark SQL statement for a write (run the plan to write)"
        )


def _alias(text: str, name: str) -> str:
    return f"{text} AS {_q(name)}"


def _indent(sql: str) -> str:
    return sql.replace("\n", "\n  ")
