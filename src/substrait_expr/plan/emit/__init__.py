"""A bound plan → a standard ``substrait.Plan`` message.

The message is built from the bound model (``model.py``), never from the
plan's JSON: each relation from its node, each expression from its typed IR
(so text and protobuf expressions alike are written with consistent
anchors), schemas as NamedStructs, sort keys as SortFields, measures as
Measures, fetch numbers as ``offsetExpr``/``countExpr`` literals, grouping
keys as the relation-level ``groupingExpressions`` with references. Every
function used is declared once (extension URNs and anchors). What the model
keeps verbatim because nothing here reads it (hints for optimizers, advanced
extensions, the version, plan-level fields and entries binding does not
read, the fields of a relation kept as written) is passed on as it was.

``relations.py`` writes the relations and their expressions (a subquery's
relation inside the expression that holds it), ``kept.py`` the relations
kept as written (``model.Opaque``), ``verbatim.py`` what the model keeps
verbatim. A value that cannot be written is a ``PlanError`` at the JSON
path of its relation or expression.
"""

from __future__ import annotations

from typing import Any

from substrait import plan_pb2

from substrait_expr.plan import model as m
from substrait_expr.plan.emit.relations import RelWriter
from substrait_expr.plan.emit.verbatim import parse_verbatim
from substrait_expr.substrait import ExtensionCollector
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.registry import Registry

__all__ = ["to_plan_message"]

# The spec version a plan that declares none is written with.
_SPEC_MINOR = 108


def to_plan_message(info: m.PlanInfo, registry: Registry) -> plan_pb2.Plan:
    """The ``substrait.Plan`` of a bound plan (``BoundPlan.info``)."""
    collector = ExtensionCollector(registry)
    writer = RelWriter(collector)
    plan = plan_pb2.Plan()
    for key, value in info.extras.items():
        parse_verbatim({key: value}, plan, key)
    if info.version is not None:
        parse_verbatim(info.version, plan.version, "version")
    else:
        plan.version.minor_number = _SPEC_MINOR
        plan.version.producer = "substrait-expr"
    for index, entry in enumerate(info.entries):
        out = plan.relations.add()
        if isinstance(entry, m.Root):
            writer.rel(entry.input, out.root.input)
            out.root.names.extend(_nested_names(entry))
        elif isinstance(entry, m.Shared):
            writer.rel(entry.rel, out.rel)
        else:
            parse_verbatim(entry.entry, out, f"relations[{index}]")
    collector.add_to(plan)
    return plan


def _nested_names(root: m.Root) -> list[str]:
    """Root names as Substrait wants them: nested struct fields depth-first."""
    names: list[str] = []
    for name, field in zip(root.names, root.input.schema, strict=True):
        names.append(name)
        names.extend(_struct_names(field.type))
    return names


def _struct_names(value: Any) -> list[str]:
    if not isinstance(value, t.Struct):
        return []
    result: list[str] = []
    for i, field in enumerate(value.fields):
        result.append(value.names[i] if value.names else f"f{i}")
        result.extend(_struct_names(field))
    return result
