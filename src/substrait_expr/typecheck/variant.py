"""What the checker knows about ``variant`` beyond its signatures.

``variant`` (the user-defined type of ``extension:io.github.substrait-expr:variant``,
see docs/language.md) holds values of any shape, so it has no order and no
equality: Spark 4 refuses ``=``, ``<``, ``min``/``max``, sorting and grouping
on a VARIANT. The checker refuses them first, at the expression's position,
with the code ``not-orderable``.

Casts out of a variant extract a typed value (Spark's ``variant_get`` with a
type); casts into a variant take scalars and lists of them (Spark's cast to
VARIANT) and structs, maps with string keys and lists holding them (Spark's
``to_variant_object``). ``variant_cast_problem`` says what cannot be cast.
"""

from __future__ import annotations

from substrait_expr.typecheck import types as t

# Functions that compare or order their arguments (official extensions:
# functions_comparison and the ordering aggregates of functions_arithmetic).
ORDERING_FUNCTIONS = frozenset(
    {
        "equal",
        "not_equal",
        "lt",
        "gt",
        "lte",
        "gte",
        "between",
        "is_distinct_from",
        "is_not_distinct_from",
        "least",
        "least_skip_null",
        "greatest",
        "greatest_skip_null",
        "min",
        "max",
        "mode",
        "median",
        "quantile",
        "rank",
        "count_distinct",
    }
)

NOT_ORDERABLE_HINT = "extract a typed value first, e.g. cast(variant_get(v, '$.a') AS i64)"

_SCALAR_TARGETS = (
    t.Boolean,
    t.I8,
    t.I16,
    t.I32,
    t.I64,
    t.FP32,
    t.FP64,
    t.Decimal,
    t.String,
    t.Binary,
    t.Date,
    t.PrecisionTimestamp,
    t.PrecisionTimestampTZ,
    t.Timestamp,
    t.TimestampTZ,
)


def not_orderable_message(what: str) -> str:
    return (
        f"{what} on variant values: variant has no order or equality "
        "(Spark refuses ordering, comparing and grouping VARIANT)"
    )


def variant_cast_problem(source: t.Type, target: t.Type) -> str | None:
    """Why ``source`` cannot be cast to ``target`` when either is variant,
    or None when it can: out of a variant to the scalar types Spark's
    ``variant_get`` extracts (microsecond timestamps) and lists, maps with
    string keys and structs of them; into a variant from the same types
    (scalars and lists by Spark's cast, structs and maps by its
    ``to_variant_object``)."""
    other = target if t.is_variant(source) else source
    if t.is_variant(other):
        return None
    out = t.is_variant(source)
    if not _holdable(other):
        if out:
            return f"cannot cast {source} to {target}: a variant cannot be read as {other}"
        return (
            f"cannot cast {source} to {target}: only booleans, numbers, strings, binary, "
            "dates, microsecond timestamps and lists, structs and maps with string keys "
            "of them become variants (what Spark's cast to VARIANT and to_variant_object take)"
        )
    return None


def _holdable(type_: t.Type) -> bool:
    """Whether a cast out of or into a variant can have ``type_``
    at its other end: Spark's ``variant_get`` reads scalars, arrays, structs
    and maps with string keys; its cast to VARIANT takes scalars and arrays
    of them, ``to_variant_object`` structs, maps with string keys and arrays
    holding them (the same set either way)."""
    if t.is_variant(type_):
        return True
    if isinstance(type_, t.PrecisionTimestamp | t.PrecisionTimestampTZ):
        return type_.precision <= 6
    if isinstance(type_, _SCALAR_TARGETS):
        return True
    if isinstance(type_, t.List):
        return _holdable(type_.element)
    if isinstance(type_, t.Map):
        return isinstance(type_.key, t.String) and _holdable(type_.value)
    if isinstance(type_, t.Struct):
        return all(_holdable(field) for field in type_.fields)
    return False


def needs_variant_object(type_: t.Type) -> bool:
    """Whether a cast of ``type_`` into a variant is Spark's
    ``to_variant_object`` (a struct or map anywhere in it: Spark's cast to
    VARIANT refuses those) rather than its cast (scalars and lists of them)."""
    if isinstance(type_, t.Struct | t.Map):
        return True
    return isinstance(type_, t.List) and needs_variant_object(type_.element)
