"""Special forms whose parts must agree on one type: IF/CASE branches,
SWITCH cases, IN lists, and the elements of an untyped list (``unify``).

Typed members must be equal up to nullability (no implicit casts); untyped
literals take the members' type, or, when every member is an untyped
literal, the narrowest default type that holds them all (``1`` and ``2.5``
are fp64). The result is nullable when any member is, and for IF/SWITCH also
when there is no ELSE (the missing ELSE is a typed null).
"""

from __future__ import annotations

from collections.abc import Sequence

from substrait_expr.ast import nodes as ast
from substrait_expr.diagnostics import Code
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import literals as lit
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.calls import call_on_typed
from substrait_expr.typecheck.derivation import join_nullability
from substrait_expr.typecheck.protocol import CheckerLike
from substrait_expr.typecheck.variant import NOT_ORDERABLE_HINT, not_orderable_message
from substrait_expr.typecheck.widening import common_type


def is_untyped_literal(node: ast.Expr) -> bool:
    return isinstance(node, ast.Literal) and node.type is None


def check_if(c: CheckerLike, node: ast.IfThen) -> ir.TypedExpr:
    conditions = []
    for clause in node.clauses:
        condition = c.visit(clause.when)
        c.expect_boolean(condition, "an IF condition")
        conditions.append(condition)
    branches = [clause.then for clause in node.clauses]
    if node.otherwise is not None:
        branches.append(node.otherwise)
    result, typed = unify(c, branches, "the branches", node.span)
    if result is None:
        return c.erroneous(node.span)
    result = result.with_nullable(result.nullable or node.otherwise is None)
    if node.otherwise is None:
        otherwise: ir.TypedExpr = ir.Literal(result, None)
    else:
        otherwise = typed[-1]
    clauses = tuple(zip(conditions, typed[: len(conditions)], strict=True))
    return ir.IfThen(result, clauses, otherwise, span=node.span)


def check_switch(c: CheckerLike, node: ast.Switch) -> ir.TypedExpr:
    match = c.visit(node.match)
    cases = [_case_value(c, clause.when, match.type) for clause in node.clauses]
    branches = [clause.then for clause in node.clauses]
    if node.otherwise is not None:
        branches.append(node.otherwise)
    result, typed = unify(c, branches, "the branches", node.span)
    if result is None:
        return c.erroneous(node.span)
    result = result.with_nullable(result.nullable or node.otherwise is None)
    otherwise = typed[-1] if node.otherwise is not None else ir.Literal(result, None)
    clauses = tuple(zip(cases, typed[: len(cases)], strict=True))
    return ir.Switch(result, match, clauses, otherwise, span=node.span)


def _case_value(c: CheckerLike, node: ast.Expr, match_type: t.Type) -> ir.TypedExpr:
    if not isinstance(node, ast.Literal):
        c.visit(node)
        return c.error(Code.TYPE_MISMATCH, "switch case values must be literals", node.span)
    typed = c.coerce(node, match_type.with_nullable(False))
    if join_nullability(typed.type, match_type) is None:
        c.report(
            Code.TYPE_MISMATCH,
            f"case value is {typed.type} but the switch value is {match_type}",
            node.span,
        )
    return typed


def check_in_list(c: CheckerLike, node: ast.InList) -> ir.TypedExpr:
    if isinstance(node.value, ast.TupleExpr) and node.value.type is None:
        result = _multi_in_list(c, node, node.value)
    else:
        _, typed = unify(c, [node.value, *node.options], "IN list values", node.span)
        if not typed:
            result = c.erroneous(node.span)
        elif t.is_variant(typed[0].type):
            result = c.error(
                Code.NOT_ORDERABLE,
                not_orderable_message("IN"),
                typed[0].span or node.span,
                NOT_ORDERABLE_HINT,
            )
        else:
            nullable = any(x.type.nullable for x in typed)
            result = ir.SingularOrList(
                t.Boolean(nullable=nullable), typed[0], tuple(typed[1:]), span=node.span
            )
    return negate(c, result, node.span) if node.negated else result


def _multi_in_list(c: CheckerLike, node: ast.InList, value: ast.TupleExpr) -> ir.TypedExpr:
    width = len(value.items)
    rows: list[tuple[ast.Expr, ...]] = []
    for option in node.options:
        if not isinstance(option, ast.TupleExpr) or len(option.items) != width:
            c.visit(option)
            c.report(
                Code.TYPE_MISMATCH,
                f"each IN option must be a row of {width} values",
                option.span,
            )
            continue
        rows.append(option.items)
    columns: list[list[ir.TypedExpr]] = []
    for column in range(width):
        members = [value.items[column], *(row[column] for row in rows)]
        _, typed = unify(c, members, f"IN list column {column + 1}", node.span)
        columns.append(typed if typed else [c.erroneous(node.span)] * len(members))
    values = tuple(column[0] for column in columns)
    options = tuple(tuple(column[r + 1] for column in columns) for r in range(len(rows)))
    nullable = any(x.type.nullable for column in columns for x in column)
    return ir.MultiOrList(t.Boolean(nullable=nullable), values, options, span=node.span)


# ------------------------------------------------------------------ unification


def unify(
    c: CheckerLike, nodes: Sequence[ast.Expr], what: str, span: ast.Span | None
) -> tuple[t.Type | None, list[ir.TypedExpr]]:
    """The common type of expressions that must agree (branches, list
    elements, IN values): typed ones must be equal up to nullability,
    untyped literals take their type. Nullable when any member is. Returns
    (None, []) after reporting when they cannot agree."""
    typed: dict[int, ir.TypedExpr] = {}
    common: t.Type | None = None
    failed = False
    for index, node in enumerate(nodes):
        if is_untyped_literal(node):
            continue
        checked = c.visit(node)
        typed[index] = checked
        if isinstance(checked.type, t.ErrorType):
            failed = True
            continue
        if common is None:
            common = checked.type
            continue
        joined = join_nullability(common, checked.type)
        if joined is None and c.widenings is not None:
            wider = common_type([common, checked.type])
            if wider is not None:
                c.widenings.append(f"{what}: {common} and {checked.type} → {wider}")
                joined = wider.with_nullable(common.nullable or checked.type.nullable)
        if joined is None:
            c.report(
                Code.TYPE_MISMATCH,
                f"{what} must have one type, but this is {checked.type} and an earlier "
                f"one is {common.with_nullable(False)}",
                node.span,
                "cast one of them explicitly",
            )
            failed = True
            continue
        common = joined
    literals = [n for n in nodes if is_untyped_literal(n)]
    if common is None and not failed:
        common = _literal_type(c, literals, what, span)
    if common is None or failed:
        return None, []  # the untyped literals have no type to be checked against
    result: list[ir.TypedExpr] = []
    required = common.with_nullable(False)
    for index, node in enumerate(nodes):
        if index in typed:
            member = typed[index]
            if member.type.with_nullable(False) != required:
                target = common.with_nullable(member.type.nullable)
                member = ir.Cast(target, member, span=member.span)  # a noted widening
            result.append(member)
        else:
            result.append(c.coerce(node, required))
    nullable = any(r.type.nullable for r in result)
    return common.with_nullable(nullable), result


def _literal_type(
    c: CheckerLike, literals: Sequence[ast.Expr], what: str, span: ast.Span | None
) -> t.Type | None:
    """The one default type all the untyped literals fit (``1`` and ``2.5``
    → fp64); reports when there is none."""
    values = [n for n in literals if isinstance(n, ast.Literal) and not _is_null(n)]
    if not values:
        c.report(
            Code.CANNOT_INFER_TYPE,
            f"the type of {what} cannot be inferred: they are all null",
            span,
            "give one of them a type, e.g. null::i32?",
        )
        return None
    common = lit.common_default([(n.kind, n.value) for n in values])
    if common is not None:
        return common
    kinds = ", ".join(sorted({n.kind.value for n in values}))
    c.report(
        Code.TYPE_MISMATCH,
        f"{what} must have one type, but they are {kinds} literals",
        span,
        "give them types, e.g. 1::i32",
    )
    return None


# ------------------------------------------------------------------ NOT wrappers


def negate(c: CheckerLike, inner: ir.TypedExpr, span: ast.Span | None) -> ir.TypedExpr:
    """``not(inner)`` for NOT IN, NOT BETWEEN, NOT LIKE."""
    if isinstance(inner.type, t.ErrorType):
        return inner
    return call_on_typed(c, "not", (inner,), span)


def _is_null(node: ast.Expr) -> bool:
    return isinstance(node, ast.Literal) and node.kind is ast.LiteralKind.NULL
