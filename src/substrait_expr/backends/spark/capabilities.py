"""What Spark cannot run, each with its reason, and where a bound plan has it.

The engine-neutral stages (binding, check, explain, compile, decompile)
accept every relation kind they can type; this table is the Spark backend's
refusal of the ones it cannot run. ``diagnostics`` finds them in a bound plan,
each at its JSON path, before anything runs (``SparkBackend.diagnostics``,
``refuse_unsupported``):

- relation kinds (``UNSUPPORTED_RELATIONS``; bound as ``model.Opaque``);
- functions: every impl the Spark function table refuses
  (``columns/functions.py``, ``UNSUPPORTED``, with its reason) or does not
  list (a custom extension's).

What depends on more than the kind (a function option Spark cannot honour, a
subquery shape, a type) is refused when the expression or relation is
lowered, at the same path. The relation check imports nothing from pyspark;
the function check reads the function table, which does.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from substrait_expr.deep import expression_fields, field_names
from substrait_expr.diagnostics import Code, CompileError, Diagnostic
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.typecheck import ir

if TYPE_CHECKING:
    from substrait_expr.typecheck.extensions import FunctionImpl

__all__ = [
    "UNSUPPORTED_RELATIONS",
    "diagnostics",
    "function_reason",
    "refuse_unsupported",
    "relations_of",
    "unsupported_functions",
    "unsupported_relations",
]

# relation kind (its JSON key) → why Spark does not run it
_EXTENSION = "extension relations are defined by their producer; this consumer does not know any"
_PHYSICAL_JOIN = "physical join relations are not accepted; write a logical `join`"
UNSUPPORTED_RELATIONS: dict[str, str] = {
    "lateralJoin": "lateral joins have no equivalent in Spark's DataFrame API",
    "extensionSingle": _EXTENSION,
    "extensionMulti": _EXTENSION,
    "extensionLeaf": _EXTENSION,
    "ddl": "DDL relations are not executed by this runner",
    "update": "update relations need a table format with row updates (Spark files have none)",
    "hashJoin": _PHYSICAL_JOIN,
    "mergeJoin": _PHYSICAL_JOIN,
    "nestedLoopJoin": _PHYSICAL_JOIN,
    "window": "ConsistentPartitionWindowRel is not supported; write window functions "
    "(`rank() OVER (...)`) in a project",
    "exchange": "exchange relations describe physical data movement; Spark plans its own",
    "expand": "expand relations are not supported; use an aggregate with grouping sets",
    "topN": "topN is not supported; write a sort followed by a fetch",
    "detachedRelOrdinal": "detached relations are not supported",
}


def diagnostics(roots: Sequence[m.Root]) -> list[PlanProblem]:
    """Every relation and function of the bound ``roots`` Spark cannot run,
    each at its relation's JSON path with the reason; empty when it can."""
    return unsupported_relations(roots) + unsupported_functions(roots)


def refuse_unsupported(roots: Sequence[m.Root]) -> None:
    """Raise ``PlanError`` with ``diagnostics(roots)``, if there are any: what
    a Spark run calls before it starts."""
    problems = diagnostics(roots)
    if problems:
        raise PlanError(problems)


def unsupported_relations(roots: Sequence[m.Root]) -> list[PlanProblem]:
    """The relations of ``roots`` whose kind Spark does not run."""
    return [
        PlanProblem(rel.path, f"not supported on Spark: {UNSUPPORTED_RELATIONS[rel.kind]}")
        for rel in relations_of(roots)
        if isinstance(rel, m.Opaque) and rel.kind in UNSUPPORTED_RELATIONS
    ]


def unsupported_functions(roots: Sequence[m.Root]) -> list[PlanProblem]:
    """The function calls of ``roots`` the Spark function table refuses: per
    relation one problem at its path, each refused call a diagnostic at its
    place in the expression (as lowering the relation reports them)."""
    problems: list[PlanProblem] = []
    for rel in relations_of(roots):
        found: list[Diagnostic] = []
        seen: set[tuple[str, str]] = set()
        for call in _calls(rel):
            key = (call.impl.urn, call.impl.signature_key)
            reason = None if key in seen else function_reason(call.impl)
            seen.add(key)
            if reason is not None:
                message = f"not supported on Spark: {reason}"
                found.append(Diagnostic(Code.UNSUPPORTED, message, call.span))
        if found:
            problems.append(PlanProblem(rel.path, found[0].message, CompileError(found)))
    return problems


def function_reason(impl: FunctionImpl) -> str | None:
    """Why Spark cannot run ``impl`` (``signature: reason``), or None if the
    function table has a builder for it."""
    from substrait_expr.backends.spark.columns.lookup import spec_for
    from substrait_expr.backends.spark.errors import Unsupported

    try:
        spec_for(impl)
    except Unsupported as error:
        return error.reason
    return None


def relations_of(roots: Sequence[m.Root]) -> Iterator[m.Rel]:
    """Every relation of ``roots``, each once, parents before their inputs:
    inputs, the targets of references and the relations of subqueries."""
    seen: set[int] = set()
    stack: list[m.Rel] = [root.input for root in reversed(roots)]
    while stack:
        rel = stack.pop()
        if id(rel) in seen:
            continue
        seen.add(id(rel))
        yield rel
        following = list(m.inputs_of(rel))
        if isinstance(rel, m.Reference):
            following.append(rel.target)
        following += m.subquery_relations(_own_values(rel))
        stack.extend(reversed(following))


def _own_values(rel: m.Rel) -> list[object]:
    """The values of ``rel``'s fields that hold no relation (its expressions)."""
    values = [getattr(rel, name) for name in field_names(type(rel))]
    return [
        v
        for v in values
        if not isinstance(v, m.Rel | Mapping)
        and not (isinstance(v, tuple) and any(isinstance(x, m.Rel) for x in v))
    ]


def _calls(rel: m.Rel) -> Iterator[ir.ScalarCall | ir.AggregateCall | ir.WindowCall]:
    """The function calls in ``rel``'s own expressions, in order (not those
    in the relations of its subqueries, which ``relations_of`` visits)."""
    stack: list[object] = list(reversed(_own_values(rel)))
    while stack:
        node = stack.pop()
        children: list[object] = []
        if isinstance(node, tuple | list):
            children = list(node)
        elif isinstance(node, ir.Subquery):
            children = list(node.needles)
        elif isinstance(node, ir.ScalarCall | ir.AggregateCall | ir.WindowCall):
            yield node
            children = _ir_values(node)
        elif isinstance(node, m.SortKey) or type(node).__module__ == ir.__name__:
            children = _ir_values(node)
        stack.extend(reversed(children))


def _ir_values(node: object) -> list[object]:
    return [getattr(node, name) for name in expression_fields(type(node))]
