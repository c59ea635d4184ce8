"""``variant`` (extension ``extension:io.github.substrait-expr:variant``): each
function is Spark 4's own function of the same name, and casts out of a
variant are Spark's ``variant_get`` / ``try_variant_get`` with a type.

Spark's functions decide the semantics, which the extension YAML states:
``parse_json`` fails on malformed JSON and ``try_parse_json`` gives null;
``variant_get`` gives SQL null for a missing field or index; ``is_variant_null``
is true only for a JSON null (false for SQL null); ``schema_of_variant_agg``
of a group without values is ``'VOID'``.
"""

from __future__ import annotations

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.registry import VARIANT_URN
from substrait_expr.typecheck.variant import needs_variant_object

TABLE = FunctionTable()
ROOT_PATH = "$"


def _same_name(name: str) -> Builder:
    def build(call: Call) -> Column:
        return F.call_function(name, *call.cols)

    return build


for _name, _signature in (
    ("parse_json", "str"),
    ("try_parse_json", "str"),
    ("to_json", "u!variant"),
    ("is_variant_null", "u!variant"),
    ("schema_of_variant", "u!variant"),
):
    TABLE.add(VARIANT_URN, [f"{_name}:{_signature}"], _same_name(_name))


def _variant_get(call: Call) -> Column:
    # The path is a constant (the YAML says so, the checker enforces it);
    # Spark checks its syntax when the plan is analysed.
    path = call.literal(1, "the path")
    return F.call_function("variant_get", call.col(0), F.lit(path))


TABLE.add(VARIANT_URN, ["variant_get:u!variant_str"], _variant_get)


def _schema_of_variant_agg(call: Call) -> Column:
    return call.agg(F.call_function("schema_of_variant_agg", call.col(0)))


TABLE.add(
    VARIANT_URN,
    ["schema_of_variant_agg:u!variant"],
    _schema_of_variant_agg,
    note="'VOID' for a group without values",
)


def cast_from_variant(operand: Column, node: ir.Cast, path: str = ROOT_PATH) -> Column:
    """``cast(v AS T)`` as ``variant_get(v, '$', 'T')`` (an impossible
    conversion is an error), ``try_cast`` as ``try_variant_get`` (null)."""
    target = spark_type(node.type).simpleString()
    function = (
        "try_variant_get" if node.failure is ir.FailureBehavior.RETURN_NULL else "variant_get"
    )
    return F.call_function(function, operand, F.lit(path), F.lit(target))


def cast_into_variant(operand: Column, source: t.Type, target: t.Type) -> Column:
    """``cast(x AS variant)``: Spark's cast to VARIANT for scalars and lists
    of them; ``to_variant_object(x)`` for a struct, a map with string keys or
    a list holding them (Spark refuses casting those). A struct becomes an
    object keyed by its Spark field names (a schema's names; ``f0``, ``f1``,
    ... where the struct has none), a map an object of its keys (sorted, as
    every variant object is), a SQL null inside a JSON null, a null operand
    SQL null."""
    if needs_variant_object(source):
        return F.call_function("to_variant_object", operand)
    return operand.cast(spark_type(target))


def extraction(node: ir.Cast) -> tuple[ir.TypedExpr, str] | None:
    """For ``cast(variant_get(v, P) AS T)``, ``v`` and ``P``: the cast is then
    Spark's one call ``variant_get(v, P, T)`` (``try_variant_get`` for
    ``try_cast``), as ``spark.sql`` users write it and the form Spark
    prunes shredded Parquet columns for. Same values: a missing path is
    null either way."""
    inner = node.operand
    if t.is_variant(node.type) or not isinstance(inner, ir.ScalarCall):
        return None
    if inner.impl.urn != VARIANT_URN or inner.impl.name != "variant_get":
        return None
    path = inner.args[1]
    if not isinstance(path, ir.Literal) or not isinstance(path.value, str):
        return None
    return inner.args[0], path.value
