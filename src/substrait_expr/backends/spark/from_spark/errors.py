"""The error a Spark plan that cannot be converted raises: the project's
``PlanError``, at the Catalyst node it is about."""

from __future__ import annotations

from substrait_expr.plan.errors import PlanError, PlanProblem

__all__ = ["FromSparkError"]


class FromSparkError(PlanError):
    """Spark's plan holds something Substrait cannot say with the same
    meaning. ``path`` names the Catalyst node (``Sort > Aggregate > ...``),
    ``catalyst_class`` the class refused."""

    def __init__(self, path: str, message: str, catalyst_class: str = "") -> None:
        self.catalyst_class = catalyst_class
        super().__init__([PlanProblem(f"spark plan {path}", message)])
