"""Walking and editing a ``substrait.Plan`` message in place, for the target
rewrites: every sub-message with its JSON path, function declarations by
name, common sub-plans inlined, and the pieces several targets build (field
references, fields older Substrait versions had, aggregate inputs as a
project)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import Message
from substrait import algebra_pb2, plan_pb2

__all__ = [
    "Functions",
    "Rewrite",
    "field_reference",
    "inline_references",
    "messages",
    "old_grouping_form",
    "output_widths",
    "project_aggregate_inputs",
    "transform",
    "transform_plan",
    "varint",
]


@dataclass(frozen=True, slots=True)
class Rewrite:
    """One rewrite a target applied: which, where (a JSON path of the
    compiled standard plan), and what it did there."""

    name: str
    path: str
    detail: str

    def __str__(self) -> str:
        return f"{self.name} at {self.path}: {self.detail}"


def messages(root: Message, path: str = "") -> Iterator[tuple[str, Message]]:
    """Every message under ``root`` (itself first), with its JSON path."""
    stack: list[tuple[str, Message]] = [(path, root)]
    while stack:
        here, message = stack.pop()
        yield here, message
        children: list[tuple[str, Message]] = []
        for field, value in message.ListFields():
            if field.message_type is None or field.message_type.GetOptions().map_entry:
                continue
            name = f"{here}.{field.json_name}" if here else field.json_name
            if field.is_repeated:
                children.extend((f"{name}[{i}]", item) for i, item in enumerate(value))
            else:
                children.append((name, value))
        stack.extend(reversed(children))


def transform(root: Message, change: Callable[[str, Message], None], path: str = "") -> None:
    """Call ``change(path, message)`` on every message under ``root``,
    children before their parent (a change may replace a message's content)."""
    for field, value in root.ListFields():
        if field.message_type is None or field.message_type.GetOptions().map_entry:
            continue
        name = f"{path}.{field.json_name}" if path else field.json_name
        if field.is_repeated:
            for i, item in enumerate(value):
                transform(item, change, f"{name}[{i}]")
        else:
            transform(value, change, name)
    change(path, root)


def transform_plan(plan: plan_pb2.Plan, change: Callable[[str, Message], None]) -> None:
    """``transform`` over every relation of the plan, paths from ``relations[i]``."""
    for index, relation in enumerate(plan.relations):
        transform(relation, change, f"relations[{index}]")


def inline_references(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Replace every reference relation by a copy of the sub-plan it names
    and keep only the roots: for engines that read one relation tree."""
    shared = {i: r.rel for i, r in enumerate(plan.relations) if r.WhichOneof("rel_type") == "rel"}
    done: list[Rewrite] = []

    def inline(path: str, message: Message) -> None:
        if isinstance(message, algebra_pb2.Rel) and message.WhichOneof("rel_type") == "reference":
            ordinal = message.reference.subtree_ordinal
            copy = algebra_pb2.Rel()
            copy.CopyFrom(shared[ordinal])
            transform(copy, inline, path)  # references inside the shared sub-plan
            message.CopyFrom(copy)
            done.append(Rewrite("inline-shared-subplan", path, f"relations[{ordinal}] copied here"))

    for index, relation in enumerate(plan.relations):
        if relation.WhichOneof("rel_type") == "root":
            transform(relation.root.input, inline, f"relations[{index}].root.input")
    roots = [r for r in plan.relations if r.WhichOneof("rel_type") == "root"]
    del plan.relations[:]
    plan.relations.extend(roots)
    return done


class Functions:
    """The plan's function declarations: anchor → (extension URN, compound
    name), and new declarations where a rewrite calls another function."""

    def __init__(self, plan: plan_pb2.Plan) -> None:
        self.plan = plan
        self.urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
        self.declared: dict[int, Any] = {
            e.extension_function.function_anchor: e.extension_function
            for e in plan.extensions
            if e.WhichOneof("mapping_type") == "extension_function"
        }

    def name(self, anchor: int) -> str:
        """The compound name (``extract:req_date``) of a declared function."""
        return str(self.declared[anchor].name)

    def base(self, anchor: int) -> str:
        return self.name(anchor).split(":", 1)[0]

    def urn(self, anchor: int) -> str:
        return str(self.urns.get(self.declared[anchor].extension_urn_reference, ""))

    def anchor(self, urn: str, name: str) -> int:
        """The anchor of ``name`` in extension ``urn``, declared if needed."""
        urn_anchor = next((a for a, u in self.urns.items() if u == urn), None)
        if urn_anchor is None:
            urn_anchor = max(self.urns, default=0) + 1
            self.plan.extension_urns.add(extension_urn_anchor=urn_anchor, urn=urn)
            self.urns[urn_anchor] = urn
        for anchor, declared in self.declared.items():
            if declared.name == name and declared.extension_urn_reference == urn_anchor:
                return anchor
        anchor = max(self.declared, default=0) + 1
        mapping = self.plan.extensions.add().extension_function
        mapping.function_anchor = anchor
        mapping.name = name
        mapping.extension_urn_reference = urn_anchor
        self.declared[anchor] = mapping
        return anchor


def field_reference(index: int) -> algebra_pb2.Expression:
    """A reference to field ``index`` of the input record."""
    result = algebra_pb2.Expression()
    result.selection.direct_reference.struct_field.field = index
    result.selection.root_reference.SetInParent()
    return result


def varint(value: int) -> bytes:
    """``value`` as a protobuf varint (for fields written as raw bytes)."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def old_grouping_form(aggregate: algebra_pb2.AggregateRel) -> None:
    """Write each grouping's keys also as ``Grouping.grouping_expressions``
    (field 1, removed from Substrait, which Acero and DuckDB 1.1.3 read): the
    protobuf keeps it as an unknown field and writes it in the binary plan."""
    for grouping in aggregate.groupings:
        extra = b""
        for reference in grouping.expression_references:
            key = aggregate.grouping_expressions[reference].SerializeToString()
            extra += b"\x0a" + varint(len(key)) + key
        grouping.MergeFromString(extra)


def project_aggregate_inputs(
    aggregate: algebra_pb2.AggregateRel,
    width: int,
    placeholder: algebra_pb2.Expression | None = None,
) -> int:
    """Compute the aggregate's keys and measure arguments in a project below
    it (``width``: how many fields the aggregate's input has), so that each
    becomes a reference to that project's output: key i is field i, then
    each measure's arguments in order. Where there are none, ``placeholder``
    (if given) is the project's one output. Returns how many were moved."""
    computed = list(aggregate.grouping_expressions)
    for measure in aggregate.measures:
        computed.extend(a.value for a in measure.measure.arguments if a.HasField("value"))
    moved = len(computed)
    if not computed and placeholder is not None:
        computed.append(placeholder)
    project = algebra_pb2.Rel()
    project.project.input.CopyFrom(aggregate.input)
    project.project.expressions.extend(computed)
    project.project.common.emit.output_mapping.extend(range(width, width + len(computed)))
    aggregate.input.CopyFrom(project)
    position = 0
    for key in aggregate.grouping_expressions:
        key.CopyFrom(field_reference(position))
        position += 1
    for measure in aggregate.measures:
        for argument in measure.measure.arguments:
            if argument.HasField("value"):
                argument.value.CopyFrom(field_reference(position))
                position += 1
    return moved


def output_widths(plan: plan_pb2.Plan) -> dict[str, int]:
    """JSON path of each relation → how many fields it outputs."""
    from substrait_expr.plan import load_plan
    from substrait_expr.plan import model as m

    bound = load_plan(plan).check()
    widths: dict[str, int] = {}
    stack: list[m.Rel] = [root.input for root in bound]
    while stack:
        rel = stack.pop()
        widths[rel.path.rsplit(".", 1)[0]] = len(rel.schema)
        stack.extend(m.inputs_of(rel))
    return widths
