"""Plan JSON → a ``BoundPlan``: bound relations (``plan.model``) with typed
expressions. ``binder.py`` walks the relations and types their expressions
(``bind_plan``), ``reads.py`` binds reads, ``kept.py`` the relations kept as
written, both through the surface in ``surface.py``; ``bound.py`` is the
result, ``outputs.py`` derives output schemas, ``subquery_names.py`` and
``json_forms.py`` read what relations hold besides expressions,
``failure.py`` says how binding fails."""

from substrait_expr.plan.bind.binder import DEFERRED, DataSchemas, bind_plan
from substrait_expr.plan.bind.bound import BoundPlan
from substrait_expr.plan.bind.outputs import output_name
from substrait_expr.plan.bind.surface import RelationBinder

__all__ = ["DEFERRED", "BoundPlan", "DataSchemas", "RelationBinder", "bind_plan", "output_name"]
