"""The Spark backend: checked expressions → Columns, bound plans → DataFrames.

``capabilities.py`` says which relation kinds and functions Spark cannot run
(and why), ``columns/`` lowers expressions (with Substrait's semantics where
Spark's differ), ``relations.py`` and ``subqueries.py`` lower relations,
``types.py`` holds both type maps, ``session.py`` makes local and Spark
Connect sessions. pyspark is imported only when one of them is used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from substrait_expr.plan.engine import DataSource, PlanRun

if TYPE_CHECKING:
    from substrait_expr.backends.spark.relations import TableSource
    from substrait_expr.plan import model as m
    from substrait_expr.plan.errors import PlanProblem
    from substrait_expr.typecheck import ir
    from substrait_expr.typecheck.schema import Schema

__all__ = ["BACKEND", "SparkBackend"]


class SparkBackend:
    """``substrait_expr.plan.engine.Backend`` for Spark (classic and Connect)."""

    name = "spark"

    def diagnostics(self, roots: Sequence[m.Root]) -> list[PlanProblem]:
        # The relation kinds and functions Spark cannot run (capabilities.py);
        # what depends on more than the kind is refused while lowering.
        from substrait_expr.backends.spark.capabilities import diagnostics

        return diagnostics(roots)

    def lower_expression(
        self, typed: ir.TypedExpr, schema: Schema, *, field_names: Sequence[str] | None = None
    ) -> Any:
        from substrait_expr.backends.spark.columns.column import to_column

        return to_column(typed, schema, field_names=field_names)

    def lower_plan(self, roots: Sequence[m.Root], session: Any, tables: Mapping[str, Any]) -> Any:
        from substrait_expr.backends.spark.capabilities import refuse_unsupported
        from substrait_expr.backends.spark.relations import Executor, TableSource

        refuse_unsupported(roots)
        executor = Executor(session, TableSource(session, tables))
        return [executor.root(root) for root in roots]

    def data_source(
        self, session: Any, tables: Mapping[str, Any] | None, *, strict_schema: bool = False
    ) -> TableSource:
        from substrait_expr.backends.spark.relations import TableSource

        return TableSource(session, tables, strict_schema=strict_schema)

    def run_plan(self, roots: Sequence[m.Root], source: DataSource, lowering: str) -> PlanRun:
        from substrait_expr.backends.spark.relations import TableSource
        from substrait_expr.backends.spark.statement import lower_plan

        assert isinstance(source, TableSource), "a data source of this backend's"
        lowered = lower_plan(source.spark, source, roots, lowering)
        return PlanRun(
            tuple(lowered.frames),
            lowered.how,
            lowered.why_not_statement,
            tuple(lowered.writes),
            tuple(lowered.rules),
        )

    def collect(self, frame: Any, where: str) -> list[Any]:
        from substrait_expr.backends.spark.relations import spark_failure

        try:
            rows: list[Any] = frame.collect()
        except Exception as error:
            failure = spark_failure(error, where)
            if failure is None:
                raise
            raise failure from None
        return rows

    def plan_statements(
        self, roots: Sequence[m.Root], tables: Mapping[str, str] | None, *, ansi: bool
    ) -> list[str]:
        from substrait_expr.backends.spark.capabilities import refused_where_it_fails
        from substrait_expr.backends.spark.plan_sql import plan_sql

        with refused_where_it_fails(roots):
            return plan_sql(roots, tables, ansi=ansi)


BACKEND = SparkBackend()
