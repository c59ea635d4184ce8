"""A typed expression as text a person would write, proven to mean the same.

The typed IR goes to protobuf and back to the AST (``from_proto``), which
can say everything the IR holds but says it explicitly: calls qualified by
their extension (``functions_arithmetic.add(a, 1::i32)``), every literal
typed. Sugar is then tried in steps, most readable first: operators
(``a + 1``) and bare function names, literals without their types, outer
references by name. Each candidate text is parsed and checked again and kept
only if it gives exactly the same typed expression; otherwise the next, less
sugared, candidate is tried, down to the explicit form.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from substrait import algebra_pb2

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.printer import quote_name, to_text
from substrait_expr.ast.variant_paths import parse_path
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser.driver import parse
from substrait_expr.plan import model as m
from substrait_expr.substrait import (
    ExtensionCollector,
    ProtoError,
    from_proto,
    from_proto_measure,
    to_proto,
    to_proto_measure,
)
from substrait_expr.substrait.to_proto import SUBQUERY_MARK
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema

__all__ = ["NoText", "TextContext", "expression_text"]


class NoText(Exception):
    """The expression has no text form that checks back to itself."""


@dataclass(frozen=True)
class TextContext:
    """What an expression is checked against: its input row, the rows of the
    relations around it (for ``$outer``), and the plan's subqueries; ``name_of``
    gives the plan-level name under which a subquery relation is written."""

    schema: Schema
    registry: Registry
    outer: tuple[Schema, ...] = ()
    name_of: Callable[[ir.Subquery], str] | None = None


# Operators by (function name, argument count); NOT BETWEEN and NOT LIKE
# are not(...) around a call, so they are not reproduced here.
_OPERATORS: dict[tuple[str, int], ast.Operator] = {}
for _op in ast.Operator:
    if _op in (ast.Operator.NOT_EQUAL, ast.Operator.NOT_BETWEEN, ast.Operator.NOT_LIKE):
        continue
    if _op in (ast.Operator.BETWEEN,):
        _arity = 3
    elif _op.is_prefix or _op.is_postfix:
        _arity = 1
    else:
        _arity = 2
    _OPERATORS[(_op.function, _arity)] = _op

_LITERAL_KINDS_TYPED_BY_CONTEXT = (
    ast.LiteralKind.INTEGER,
    ast.LiteralKind.DECIMAL,
    ast.LiteralKind.STRING,
    ast.LiteralKind.BOOLEAN,
)


def expression_text(typed: ir.TypedExpr, context: TextContext, *, aggregate: bool = False) -> str:
    """The most readable text of ``typed`` that checks back to it (``AS name``
    included for a named output). Raises ``NoText`` when even the explicit
    form does not."""
    output = typed.name if isinstance(typed, ir.Named) else None
    plain = typed.expr if isinstance(typed, ir.Named) else typed
    uses: list[tuple[ir.Subquery, str]] = []
    explicit = _explicit_ast(plain, context, uses, aggregate=aggregate)
    check_context = ir.Context.AGGREGATE if aggregate else ir.Context.SCALAR
    first: dict[str, m.Rel] = {}
    for sub, name in uses:
        first.setdefault(name, sub.rel)
    relations = list(first.values())
    shared = {id(sub.rel): first[name] for sub, name in uses if sub.rel is not first[name]}
    if shared:  # relations written alike share a name: the text means the first
        plain = _with_rels(plain, shared)
    names = {name: i for i, name in enumerate(first)}
    candidates = [
        _sugar(explicit, context, literals="all"),
        _sugar(explicit, context, literals="default"),
        _sugar(explicit, context, literals="none"),
        explicit,
    ]
    tried: set[str] = set()
    for candidate in candidates:
        text = to_text(candidate)
        if text in tried:
            continue
        tried.add(text)
        if _checks_back(text, plain, context, relations, names, check_context):
            return f"{text} AS {quote_name(output)}" if output is not None else text
    raise NoText(f"no text form checks back to this expression (explicit: {to_text(explicit)})")


def _checks_back(
    text: str,
    typed: ir.TypedExpr,
    context: TextContext,
    relations: Sequence[m.Rel],
    names: dict[str, int],
    check_context: ir.Context,
) -> bool:
    try:
        tree = _index_subqueries(parse(text), names)
        again = check(
            tree,
            context.schema,
            context.registry,
            context=check_context,
            relations=relations,
            outer=context.outer,
        )
    except CompileError:
        return False
    return again == typed or _same(again, typed)


def _same(a: object, b: object) -> bool:
    """``a == b`` with a NaN equal to itself: ``nan::fp64`` checks back to the
    literal it was written from, though NaN compares unequal to everything."""
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, tuple | list) and isinstance(b, tuple | list):
        return type(a) is type(b) and len(a) == len(b) and all(map(_same, a, b))
    if (
        dataclasses.is_dataclass(a)
        and not isinstance(a, type)
        and type(a) is type(b)
        and isinstance(a, ir.TypedExpr | m.Rel)
    ):
        return all(
            _same(getattr(a, f.name), getattr(b, f.name))
            for f in dataclasses.fields(a)
            if f.compare
        )
    return a == b


def _explicit_ast(
    typed: ir.TypedExpr,
    context: TextContext,
    uses: list[tuple[ir.Subquery, str]],
    *,
    aggregate: bool,
) -> ast.Expr:
    """The AST ``from_proto`` reads back from the expression's protobuf, with
    subqueries named as the plan names them."""
    by_path: dict[str, ir.Subquery] = {}
    _collect_subqueries(typed, by_path)
    order: list[str] = []

    def relation_index(rel: algebra_pb2.Rel) -> int:
        alias = rel.read.common.hint.alias
        if not alias.startswith(SUBQUERY_MARK):
            raise ProtoError("a subquery relation that was not written by this tool")
        path = alias[len(SUBQUERY_MARK) :]
        order.append(path)
        return len(order) - 1

    collector = ExtensionCollector(context.registry)
    names = context.schema.names
    try:
        if aggregate and isinstance(typed, ir.AggregateCall):
            measure = to_proto_measure(typed, collector)
            tree: ast.Expr = from_proto_measure(measure, collector.lookup(), names, relation_index)
        else:
            message = to_proto(typed, collector)
            tree = from_proto(message, collector.lookup(), names, relation_index)
    except ProtoError as error:
        raise NoText(str(error)) from None

    def name_subquery(node: ast.Expr) -> ast.Expr:
        if isinstance(node, ast.Subquery) and isinstance(node.relation, int):
            found = by_path[order[node.relation]]
            name = context.name_of(found) if context.name_of else f"q{node.relation}"
            uses.append((found, name))
            return dataclasses.replace(node, relation=name)
        return node

    return _map(tree, name_subquery)


def _collect_subqueries(node: object, found: dict[str, ir.Subquery]) -> None:
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, ir.Subquery):
            found.setdefault(item.rel.path, item)
            stack.extend(item.needles)
        elif isinstance(item, tuple | list):
            stack.extend(item)
        elif isinstance(item, ir.TypedExpr) or dataclasses.is_dataclass(item):
            if isinstance(item, type):
                continue
            stack.extend(
                getattr(item, f.name)
                for f in dataclasses.fields(item)
                if f.name not in ("type", "impl", "span")
            )


def _with_rels(typed: ir.TypedExpr, rels: dict[int, m.Rel]) -> ir.TypedExpr:
    """``typed`` with the relations of its subqueries replaced as ``rels``
    (keyed by ``id``) says."""

    def walk(value: object) -> object:
        if isinstance(value, tuple):
            return tuple(walk(v) for v in value)
        if not isinstance(value, ir.TypedExpr):
            return value
        updates: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            if f.name not in ("type", "impl", "span"):
                old = getattr(value, f.name)
                new = walk(old)
                if new is not old:
                    updates[f.name] = new
        if isinstance(value, ir.Subquery) and id(value.rel) in rels:
            updates["rel"] = rels[id(value.rel)]
        return dataclasses.replace(value, **updates) if updates else value

    result = walk(typed)
    assert isinstance(result, ir.TypedExpr)
    return result


def _index_subqueries(tree: ast.Expr, names: dict[str, int]) -> ast.Expr:
    def index(node: ast.Expr) -> ast.Expr:
        if isinstance(node, ast.Subquery) and isinstance(node.relation, str):
            return dataclasses.replace(node, relation=names[node.relation])
        return node

    return _map(tree, index) if names else tree


def _sugar(tree: ast.Expr, context: TextContext, *, literals: str) -> ast.Expr:
    def sweeten(node: ast.Expr) -> ast.Expr:
        if isinstance(node, ast.Call) and node.namespace is not None:
            node = dataclasses.replace(node, namespace=None)
        if (
            isinstance(node, ast.Call)
            and node.operator is None
            and not node.options
            and not node.distinct
            and not node.order_by
            and node.filter is None
            and node.over is None
        ):
            op = _OPERATORS.get((node.name, len(node.args)))
            if op is not None:
                node = dataclasses.replace(node, operator=op)
            path = _variant_path_of(node)
            if path is not None:  # variant_get(v, '$.a.b') as Spark users write it: v:a.b
                node = ast.variant_path(node.args[0], path, span=node.span)
        if isinstance(node, ast.Literal) and node.type is not None and literals != "none":
            if literals == "all" and node.kind is ast.LiteralKind.DECIMAL:
                value = node.value
                if isinstance(value, Decimal) and value == value.to_integral_value():
                    return ast.Literal(ast.LiteralKind.INTEGER, int(value))  # `1 - discount`
            if node.kind in _LITERAL_KINDS_TYPED_BY_CONTEXT:
                bare = dataclasses.replace(node, type=None)
                if literals == "all" or _same_type_alone(bare, node, context):
                    return bare
        if isinstance(node, ast.OuterRef):
            depth = len(context.outer) - node.steps_out
            if 0 <= depth < len(context.outer):
                fields = context.outer[depth].names
                if 0 <= node.index < len(fields) and fields.count(fields[node.index]) == 1:
                    return ast.OuterName(node.steps_out, fields[node.index])
        return node

    return _map(tree, sweeten)


def _variant_path_of(node: ast.Call) -> str | None:
    """The path of a ``variant_get(v, '<path>')`` call the path syntax can say."""
    if node.name != "variant_get" or type(node) is not ast.Call or len(node.args) != 2:
        return None
    path = node.args[1]
    if not (isinstance(path, ast.Literal) and isinstance(path.value, str)):
        return None
    return path.value if parse_path(path.value) is not None else None


def _same_type_alone(bare: ast.Literal, typed: ast.Literal, context: TextContext) -> bool:
    """Whether the bare literal, with no context, has the type written."""
    try:
        alone = check(bare, Schema(), context.registry)
        written = check(typed, Schema(), context.registry)
    except CompileError:
        return False
    return alone.type == written.type


def _map(node: ast.Expr, change: Callable[[ast.Expr], ast.Expr]) -> ast.Expr:
    """``node`` with ``change`` applied bottom-up to every expression in it
    (also inside sort items, windows, frames and WHEN clauses)."""

    def walk(value: object) -> object:
        if isinstance(value, tuple):
            return tuple(walk(v) for v in value)
        if isinstance(value, ast.Node):
            updates: dict[str, Any] = {}
            for f in dataclasses.fields(value):
                if f.name == "span":
                    continue
                old = getattr(value, f.name)
                new = walk(old)
                if new is not old:
                    updates[f.name] = new
            if updates:
                value = dataclasses.replace(value, **updates)
            if isinstance(value, ast.Expr):
                return change(value)
        return value

    result = walk(node)
    assert isinstance(result, ast.Expr)
    return result
