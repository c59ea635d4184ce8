"""``--target duckdb``: standard Substrait as DuckDB 1.1.3's consumer reads it."""

from __future__ import annotations

from substrait import plan_pb2

from substrait_expr.targets.messages import Rewrite


def for_duckdb(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Rewrite ``plan`` in place; the rewrites done, in order."""
    return []
