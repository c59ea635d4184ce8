"""Finding the table entry of a bound function impl."""

from __future__ import annotations

from typing import Any

from substrait_expr.backends.spark.columns.spec import FunctionSpec, ImplKey
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.typecheck.extensions import FunctionImpl


def impl_key(impl: FunctionImpl) -> ImplKey:
    return (impl.urn, impl.signature_key)


# ``functions``' SUPPORTED and UNSUPPORTED (the dicts themselves), found on
# first use: the table imports the builders, which import this module, and
# every lowered call looks here.
_TABLES: list[dict[ImplKey, Any]] = []


def spec_for(impl: FunctionImpl) -> FunctionSpec:
    """The builder entry for ``impl``; raises `Unsupported` with the table's
    reason (or "not in the function table" for impls of unknown extensions)."""
    if not _TABLES:
        from substrait_expr.backends.spark.columns.functions import SUPPORTED, UNSUPPORTED

        _TABLES[:] = [SUPPORTED, UNSUPPORTED]
    key = impl_key(impl)
    spec: FunctionSpec | None = _TABLES[0].get(key)
    if spec is not None:
        return spec
    reason = _TABLES[1].get(key)
    if reason is None:
        reason = f"{impl.signature_key} of {impl.urn} is not in the Spark function table"
    raise Unsupported(f"{impl.signature_key}: {reason}")
