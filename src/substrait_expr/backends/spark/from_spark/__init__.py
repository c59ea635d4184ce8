"""Spark → Substrait: a classic DataFrame's optimized Catalyst plan as a
standard Substrait plan, loaded as the project's `Plan` (docs/from_spark.md).

    plan = from_spark(spark.sql("SELECT ..."))
    print(plan.to_text_plan())          # readable
    plan.to_substrait()                 # standard Substrait protobuf

Modules: `catalyst` (reading Spark's plan JSON and its leaves' sources),
`types` (Spark types), `functions` (the function table), `expressions`
(Catalyst expressions → typed IR), `relations` (operators → relations).
"""

from __future__ import annotations

from typing import Any

from substrait_expr.backends.spark.from_spark.catalyst import read_plan, tree
from substrait_expr.backends.spark.from_spark.errors import FromSparkError
from substrait_expr.backends.spark.from_spark.relations import Relations
from substrait_expr.backends.spark.from_spark.types import substrait_type
from substrait_expr.plan import Plan, load_plan
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.registry import Registry

__all__ = ["FromSparkError", "from_spark", "substrait_plan"]


def from_spark(df: Any, *, registry: Registry | None = None) -> Plan:
    """The DataFrame's plan as a `Plan`, the very one `load_plan` gives for
    the standard Substrait JSON written from it. Raises `FromSparkError` (a
    `PlanError`) naming the Catalyst class that has no Substrait equivalent."""
    registry = registry if registry is not None else Registry.default()
    return load_plan(substrait_plan(df, registry=registry), registry)


def substrait_plan(df: Any, *, registry: Registry | None = None) -> dict[str, Any]:
    """The DataFrame's plan as a standard Substrait ``Plan`` in protobuf JSON form."""
    registry = registry if registry is not None else Registry.default()
    reading = read_plan(df)
    if reading.other_try:
        name = reading.other_try[0]
        raise FromSparkError(
            name,
            f"Catalyst {name} in eval mode TRY (a try_ function): its null on overflow "
            "has no Substrait option",
            name,
        )
    if reading.like_escapes:
        escape = reading.like_escapes[0]
        raise FromSparkError(
            "Like",
            f"Catalyst Like with ESCAPE {escape!r}: Catalyst's plan JSON does not say which "
            "LIKE escapes with it, so its patterns cannot be read as Spark reads them; "
            "escape with a backslash (the default)",
            "Like",
        )
    if reading.clocks:
        name = reading.clocks[0]
        raise FromSparkError(
            name,
            f"Catalyst {name}: Spark fixes the current time when it plans the query, so the "
            "plan read holds that instant as a constant, and a Substrait plan run later would "
            "keep it; the official extensions have no function for the current time. Pass "
            "the time in as a literal or a column instead",
            name,
        )
    root = tree(reading.nodes)
    fields = reading.schema["fields"]
    names = [str(f["name"]) for f in fields]
    types = [substrait_type(f["type"], bool(f["nullable"]), "output") for f in fields]
    relations = Relations(
        registry,
        reading.ansi,
        reading.sources,
        _declared(reading.nodes) if reading.attributes is None else _typed(reading.attributes),
        reading.time_zone,
        decimal_precision_loss=reading.decimal_precision_loss,
    )
    return relations.plan(root, names, types)


def _typed(attributes: dict[int, dict[str, Any]]) -> dict[int, t.Type]:
    """``_declared`` of the attributes found while the plan was read."""
    return {
        expr_id: substrait_type(value["dataType"], bool(value.get("nullable", True)), "attribute")
        for expr_id, value in attributes.items()
    }


def _declared(nodes: list[dict[str, Any]]) -> dict[int, t.Type]:
    """The Spark type of every attribute the plan refers to, by expression id."""
    found: dict[int, t.Type] = {}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if value.get("class", "").endswith(".AttributeReference"):
                expr_id = int(value["exprId"]["id"])
                if expr_id not in found:
                    found[expr_id] = substrait_type(
                        value["dataType"], bool(value.get("nullable", True)), "attribute"
                    )
                return
            for item in value.values():
                if isinstance(item, dict | list):
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(nodes)
    return found
