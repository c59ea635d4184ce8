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

import contextlib
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
    "file_reason",
    "function_reason",
    "refusals",
    "refuse_unsupported",
    "refused_where_it_fails",
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


@contextlib.contextmanager
def refused_where_it_fails(roots: Sequence[m.Root]) -> Iterator[None]:
    """Run the printing of a statement (nothing runs on Spark yet); where it
    fails, raise ``refuse_unsupported``'s error if there is one (every place,
    not the first the lowering met), else the lowering's own.

    A statement that printed needs no check: printing met every relation
    (``plan_sql`` refuses kinds it has no SQL for) and every call (each goes
    through the function table's ``spec_for``, which refuses with the same
    reasons). Skipping the walk is a quarter of a millisecond per TPC-H plan."""
    try:
        yield
    except Exception:
        problems = diagnostics(roots)
        if problems:
            raise PlanError(problems) from None
        raise


def unsupported_relations(roots: Sequence[m.Root]) -> list[PlanProblem]:
    """What Spark does not run in the relations of ``roots`` (``refusals``)."""
    return [problem for rel, _ in _relations_and_calls(roots) for problem in refusals(rel)]


def refusals(rel: m.Rel) -> list[PlanProblem]:
    """What Spark does not run in ``rel`` itself (not its inputs), each at
    its path: the relation's kind, a file item it cannot read,
    a write operation other than INSERT and CTAS, or a table the plan keeps
    as written (an extension or Iceberg table)."""
    found: list[tuple[str, str]] = []  # (path, reason)
    if isinstance(rel, m.Opaque) and rel.kind in UNSUPPORTED_RELATIONS:
        found.append((rel.path, UNSUPPORTED_RELATIONS[rel.kind]))
    elif isinstance(rel, m.Read):
        if rel.kept_table is not None:
            kept = rel.kept_table
            found.append((f"{rel.path}.{kept.kind}", f"{kept.label}: {_KEPT_TABLES[kept.kind]}"))
        for index, item in enumerate(rel.files):
            reason = file_reason(item)
            if reason is not None:
                at = f"{rel.path}.localFiles.items[{index}]"
                if not (item.start or item.length):  # else the range: the item itself
                    at += ".text" if item.format is m.FileFormat.CSV else f".{item.format.value}"
                found.append((at, reason))
    elif isinstance(rel, m.Write):
        if rel.kept_target is not None:
            reason = f"writes to {rel.kept_target.label}: Spark writes files and views"
            found.append((f"{rel.path}.{rel.kept_target.kind}", reason))
        if rel.op not in _WRITE_OPS:
            reason = f"{rel.op.value} (files and views take INSERT and CTAS only)"
            found.append((f"{rel.path}.op", reason))
    return [PlanProblem(at, f"not supported on Spark: {reason}") for at, reason in found]


_KEPT_TABLES = {
    "extensionTable": "its detail is read by its producer's engine only; Spark reads named "
    "tables, files and virtual tables",
    "icebergTable": "Spark reads named tables, files and virtual tables here; register the "
    "Iceberg table in the session's catalog and read it as a named table",
}
_UNREAD_FORMATS = {
    m.FileFormat.ARROW: "Spark reads no Arrow IPC files",
    m.FileFormat.DWRF: "Spark reads no DWRF files",
    m.FileFormat.EXTENSION: "a file format given as an extension is its producer's; Spark "
    "reads Parquet, ORC, delimited text and JSON",
}
# The write operations Spark runs: files and temporary views are created or appended to.
_WRITE_OPS = (m.WriteOp.INSERT, m.WriteOp.CTAS)


def file_reason(item: m.FileItem) -> str | None:
    """Why Spark cannot read the file item ``item`` as the plan says, or None."""
    if item.start or item.length:
        return "byte ranges of files (start/length) cannot be read through the DataFrame API"
    if item.format in _UNREAD_FORMATS:
        return _UNREAD_FORMATS[item.format]
    if item.text is not None and item.text.header_lines_to_skip > 1:
        return (
            f"{item.text.header_lines_to_skip} header lines to skip: Spark's CSV reader "
            "skips one or none"
        )
    return None


def unsupported_functions(roots: Sequence[m.Root]) -> list[PlanProblem]:
    """The function calls of ``roots`` the Spark function table refuses: per
    relation one problem at its path, each refused call a diagnostic at its
    place in the expression (as lowering the relation reports them)."""
    problems: list[PlanProblem] = []
    known: dict[tuple[str, str], str | None] = {}  # a function's reason, asked once a plan
    for rel, calls in _relations_and_calls(roots):
        found: list[Diagnostic] = []
        seen: set[tuple[str, str]] = set()
        for call in calls:
            key = (call.impl.urn, call.impl.signature_key)
            if key in seen:
                continue  # one diagnostic per function and relation
            seen.add(key)
            if key not in known:
                known[key] = function_reason(call.impl)
            reason = known[key]
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


_Call = ir.ScalarCall | ir.AggregateCall | ir.WindowCall


def _relations_and_calls(roots: Sequence[m.Root]) -> Iterator[tuple[m.Rel, list[_Call]]]:
    """Every relation of ``roots``, each once, parents before their inputs
    (inputs, the targets of references and the relations of subqueries),
    each with the function calls of its own expressions in order (those in
    its subqueries' relations come with them). One walk of a relation's
    expressions finds both its calls and its subqueries."""
    seen: set[int] = set()
    stack: list[m.Rel] = [root.input for root in reversed(roots)]
    while stack:
        rel = stack.pop()
        if id(rel) in seen:
            continue
        seen.add(id(rel))
        calls, subqueries = _own_expressions(rel)
        yield rel, calls
        following = list(m.inputs_of(rel))
        if isinstance(rel, m.Reference):
            following.append(rel.target)
        following += subqueries
        stack.extend(reversed(following))


def _own_expressions(rel: m.Rel) -> tuple[list[_Call], list[m.Rel]]:
    """The function calls in ``rel``'s own expressions (the fields that hold
    no relation), in order, and the relations of its subqueries."""
    calls: list[_Call] = []
    subqueries: list[m.Rel] = []
    values = [getattr(rel, name) for name in field_names(type(rel))]
    stack: list[object] = [
        v
        for v in reversed(values)
        if not isinstance(v, m.Rel | Mapping)
        and not (isinstance(v, tuple) and any(isinstance(x, m.Rel) for x in v))
    ]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple | list):
            stack.extend(reversed(node))
            continue
        if isinstance(node, ir.Subquery):
            subqueries.append(node.rel)
            stack.extend(reversed(node.needles))
            continue
        if isinstance(node, _Call):
            calls.append(node)
        elif not (isinstance(node, m.SortKey) or type(node).__module__ == ir.__name__):
            continue
        stack.extend(reversed([getattr(node, name) for name in expression_fields(type(node))]))
    return calls, subqueries
