"""Plan JSON → bound relations (``plan.model``) with typed expressions:
``binder.py`` walks the relations and types their expressions, ``reads.py``
binds reads, ``kept.py`` the relations kept as written, ``outputs.py``
derives output schemas, ``subquery_names.py`` and ``json_forms.py`` read
what relations hold besides expressions, ``failure.py`` says how binding
fails."""

from substrait_expr.plan.bind.binder import DEFERRED, Binder, DataSchemas
from substrait_expr.plan.bind.outputs import output_name

__all__ = ["DEFERRED", "Binder", "DataSchemas", "output_name"]
