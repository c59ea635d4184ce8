"""Whole messages: an expression as a Substrait ``ExtendedExpression``, and
protobuf JSON in and out."""

from __future__ import annotations

import json
from typing import Any, TypeVar

from google.protobuf import json_format
from google.protobuf.message import Message
from substrait import extended_expression_pb2, plan_pb2

from substrait_expr.ast.nodes import Span
from substrait_expr.deep import deep_on, json_text_depth, message_depth, run_deep
from substrait_expr.diagnostics import Code, CompileError, Diagnostic
from substrait_expr.substrait.anchors import ExtensionCollector
from substrait_expr.substrait.depth import MAX_MESSAGE_DEPTH
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.substrait.json_form import message_to_dict
from substrait_expr.substrait.to_proto import to_proto, to_proto_measure
from substrait_expr.substrait.types import named_struct
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check, expect_expression_arguments
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema

__all__ = ["PRODUCER", "from_json", "to_json", "to_substrait"]

PRODUCER = "substrait-expr"

_M = TypeVar("_M", bound=Message)


def to_substrait(
    expression: str | ir.TypedExpr,
    schema: Schema | str,
    registry: Registry | None = None,
    *,
    name: str = "expr",
    context: ir.Context = ir.Context.SCALAR,
) -> extended_expression_pb2.ExtendedExpression:
    """``expression`` (text, checked here, or typed IR) over ``schema`` as an
    ``ExtendedExpression``: the schema as ``base_schema``, the expression
    (or, for an aggregate call, the measure) named ``name`` unless it was
    written ``... AS name``, and the extensions it uses. What Substrait cannot
    express is a ``CompileError`` (code ``unsupported``) at its position."""
    expect_expression_arguments(expression, schema, registry, typed=True)
    try:
        return _to_substrait(expression, schema, registry, name=name, context=context)
    except ProtoError as error:
        source = expression if isinstance(expression, str) else None
        span = error.span
        if span is None and source:  # about its input (the schema): point at all of it
            lines = source.split("\n")
            span = Span(1, 1, len(lines), len(lines[-1]) + 1, 0, len(source))
        problem = Diagnostic(Code.UNSUPPORTED, error.message, span)
        raise CompileError([problem], source) from None


def _to_substrait(
    expression: str | ir.TypedExpr,
    schema: Schema | str,
    registry: Registry | None = None,
    *,
    name: str = "expr",
    context: ir.Context = ir.Context.SCALAR,
) -> extended_expression_pb2.ExtendedExpression:
    """``expression`` (text, checked here, or typed IR) over ``schema`` as an
    ``ExtendedExpression``: the schema as ``base_schema``, the expression
    (or, for an aggregate call, the measure) named ``name`` unless it was
    written ``... AS name``, and the extensions it uses."""
    if isinstance(schema, str):
        schema = Schema.parse(schema)
    registry = registry if registry is not None else Registry.default()
    typed = (
        check(expression, schema, registry, context=context)
        if isinstance(expression, str)
        else expression
    )
    if isinstance(typed, ir.Named):
        name, typed = typed.name, typed.expr
    collector = ExtensionCollector(registry)
    message = extended_expression_pb2.ExtendedExpression(
        version=plan_pb2.Version(producer=PRODUCER),
        base_schema=named_struct(schema.names, schema.types, collector),
    )
    reference = extended_expression_pb2.ExpressionReference(output_names=[name])
    if isinstance(typed, ir.AggregateCall):
        measure = to_proto_measure(typed, collector)
        if measure.HasField("filter"):
            raise ProtoError(
                "an ExtendedExpression measure has no FILTER; put the aggregate in a plan",
                typed.span,
            )
        reference.measure.CopyFrom(measure.measure)
    else:
        reference.expression.CopyFrom(to_proto(typed, collector))
    message.referred_expr.append(reference)
    collector.add_to(message)
    return message


# Nesting past this many levels is written on one line: indenting every level
# makes the text grow with the square of the depth (a 3,000-deep expression
# would put 6,000 spaces before each of its lines).
MAX_INDENTED_LEVELS = 100


@deep_on(message_depth)
def to_json(message: Message) -> str:
    """Protobuf JSON with camelCase names, fields in field-number order (stable).

    The text is ``json_format.MessageToJson(message, indent=2)``'s for the
    first `MAX_INDENTED_LEVELS` levels of nesting, written by `indented_json`:
    the standard encoder passes every piece of indented output up through one
    generator per level of nesting, so a 1,000-deep expression took seconds
    (time quadratic in depth)."""
    return indented_json(message_to_dict(message))


def indented_json(value: Any, indent: int = 2, max_levels: int = MAX_INDENTED_LEVELS) -> str:
    """``json.dumps(value, indent=indent)`` (ASCII, JSON types only) without
    recursion: each piece is written once, whatever the nesting depth. What
    is nested deeper than ``max_levels`` is written compactly, on one line."""
    parts: list[str] = []
    # Work, last first: text to write, or (value, level) to encode.
    stack: list[str | tuple[Any, int]] = [(value, 0)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            parts.append(item)
            continue
        node, level = item
        if isinstance(node, dict | list) and node:
            if level < max_levels:
                inner = "\n" + " " * (indent * (level + 1))
                outer = "\n" + " " * (indent * level)
            else:
                inner = outer = ""
            if isinstance(node, dict):
                opening, closing = "{", "}"
                entries = [(json.dumps(str(key)) + ": ", child) for key, child in node.items()]
            else:
                opening, closing = "[", "]"
                entries = [("", child) for child in node]
            stack.append(outer + closing)
            for number in range(len(entries) - 1, -1, -1):
                prefix, child = entries[number]
                stack.append((child, level + 1))
                stack.append(("," if number else opening) + inner + prefix)
        else:
            parts.append(json.dumps(node))
    return "".join(parts)


def from_json(text: str, message_type: type[_M], *, ignore_unknown_fields: bool = False) -> _M:
    """Parse protobuf JSON into a new ``message_type`` (camelCase or snake_case
    names). Old-style ``extensionUris`` are unknown to the current protobuf:
    pass ``ignore_unknown_fields=True`` and give ``FunctionLookup.from_plan``
    the JSON document itself to keep them."""
    message: _M = message_type()
    run_deep(
        lambda: json_format.Parse(
            text,
            message,
            ignore_unknown_fields=ignore_unknown_fields,
            max_recursion_depth=MAX_MESSAGE_DEPTH,
        ),
        json_text_depth(text),
    )
    return message
