"""Compile targets: where a standard Substrait plan goes next.

``substrait`` (the default) is the plan as the spec writes it. ``datafusion``,
``acero`` and ``duckdb`` apply documented rewrites that keep the plan's meaning and work
around one engine's known limits, and refuse (``PlanError`` at a JSON path,
naming the limit) what that engine cannot run at all. Each target is one
module; ``docs/interop.md`` ("Compile targets") lists every rewrite.
"""

from __future__ import annotations

from collections.abc import Callable

from substrait import plan_pb2

from substrait_expr.deep import message_depth, run_deep
from substrait_expr.plan.errors import PlanError
from substrait_expr.targets.messages import Rewrite

__all__ = ["BINARY_ONLY", "TARGETS", "Rewrite", "for_target"]

TARGETS = ("substrait", "datafusion", "acero", "duckdb")

# Targets whose plans carry fields today's Substrait removed, which their
# engines read: only the binary form can hold them (JSON would drop them).
BINARY_ONLY = {
    "acero": "Acero reads fields Substrait has removed, which JSON cannot carry",
    "duckdb": "DuckDB 1.1.3 reads fetch and grouping fields Substrait has removed, which JSON "
    "cannot carry",
}


def for_target(plan: plan_pb2.Plan, target: str) -> tuple[plan_pb2.Plan, list[Rewrite]]:
    """A copy of the standard ``plan`` rewritten for ``target``, and the
    rewrites applied. Raises ``PlanError`` where the target cannot run it."""
    rewrite = _rewriters().get(target)
    if rewrite is None:
        raise PlanError.at("--target", f"unknown target {target!r}: {', '.join(TARGETS)}")
    result = plan_pb2.Plan()
    result.CopyFrom(plan)
    done = run_deep(lambda: rewrite(result), message_depth(result) * 2)
    return result, done


def _rewriters() -> dict[str, Callable[[plan_pb2.Plan], list[Rewrite]]]:
    from substrait_expr.targets.acero import for_acero
    from substrait_expr.targets.datafusion import for_datafusion
    from substrait_expr.targets.duckdb import for_duckdb

    return {
        "substrait": lambda plan: [],
        "datafusion": for_datafusion,
        "acero": for_acero,
        "duckdb": for_duckdb,
    }
