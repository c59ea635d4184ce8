"""Finding the table entry of a bound function impl (the walk's side of the
table: the builders that fill the table never ask it)."""

from __future__ import annotations

from substrait_expr.backends.spark.columns.functions import SUPPORTED, UNSUPPORTED
from substrait_expr.backends.spark.columns.spec import FunctionSpec, ImplKey
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.typecheck.extensions import FunctionImpl


def impl_key(impl: FunctionImpl) -> ImplKey:
    return (impl.urn, impl.signature_key)


def spec_for(impl: FunctionImpl) -> FunctionSpec:
    """The builder entry for ``impl``; raises `Unsupported` with the table's
    reason (or "not in the function table" for impls of unknown extensions)."""
    key = impl_key(impl)
    spec = SUPPORTED.get(key)
    if spec is not None:
        return spec
    reason = UNSUPPORTED.get(key)
    if reason is None:
        reason = f"{impl.signature_key} of {impl.urn} is not in the Spark function table"
    raise Unsupported(f"{impl.signature_key}: {reason}")
