"""``BoundPlan``: what binding a plan gives back (``bind_plan``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from substrait_expr.plan import model as m
from substrait_expr.plan.interop import AppliedRule
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.registry import Registry

__all__ = ["BoundPlan"]


@dataclass(frozen=True, slots=True)
class BoundPlan:
    """One binding of one plan, immutable: what explain, the Substrait writer
    and decompiling read. Two bindings of the same plan are equal."""

    roots: tuple[m.Root, ...]
    # The plan as a whole (its entries, version and the rest), for the Substrait writer.
    info: m.PlanInfo
    # Each typed expression with its text as written, in binding order (a
    # later text for the same expression wins). Holding the expressions keeps
    # their ids, which ``texts`` is keyed by, from being reused.
    expression_texts: tuple[tuple[ir.TypedExpr, str], ...]
    # Subqueries' bound relations (expressions index them), and the plan-level
    # name of those bound from the plan's ``subqueries`` (``name@2``: the same
    # name bound again inside other records).
    subquery_relations: tuple[m.Rel, ...]
    subquery_names: Mapping[int, str]
    checked: int  # expressions type-checked
    uses_grouping_sets: bool  # an aggregate has several grouping sets
    unused_outputs: int  # project expressions no emit outputs (a sign of misreading)
    grouping_set_column: bool  # does a multi-set aggregate output it (the reading bound)?
    rules: tuple[AppliedRule, ...]  # the compatibility rules loading and binding applied
    # What the plan was bound against: an input, not a result, so not compared.
    registry: Registry = field(compare=False)

    @property
    def texts(self) -> Mapping[int, str]:
        """id(typed expression) → its text, as explain looks expressions up."""
        return {id(typed): text for typed, text in self.expression_texts}
