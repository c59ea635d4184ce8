"""Substrait relational plans whose expressions may be written as text.

``load_plan`` reads a plan (JSON with expression strings, or any standard
Substrait plan in JSON or binary form), validates and type-checks it;
``Plan.to_dataframe`` runs it on Spark; ``Plan.to_substrait`` gives the
standard ``substrait.Plan`` message.
"""

from substrait_expr.plan.engine import PlanRun
from substrait_expr.plan.errors import EngineError, PlanError, PlanProblem
from substrait_expr.plan.paths import PlanOptions
from substrait_expr.plan.plan import Plan, load_plan

__all__ = [
    "EngineError",
    "Plan",
    "PlanError",
    "PlanOptions",
    "PlanProblem",
    "PlanRun",
    "load_plan",
]
