"""Plan JSON → bound relations (``plan.model``) with typed expressions:
``binder.py`` walks the relations, ``outputs.py`` derives their schemas,
``kept.py`` binds the relations kept as written, ``subquery_names.py`` and
``json_forms.py`` read what relations hold besides expressions."""

from substrait_expr.plan.bind.binder import DEFERRED, Binder, DataSchemas
from substrait_expr.plan.bind.outputs import output_name

__all__ = ["DEFERRED", "Binder", "DataSchemas", "output_name"]
