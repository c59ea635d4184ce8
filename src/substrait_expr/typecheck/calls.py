"""Checking function calls: scalar, aggregate and window.

Arguments are first classified for overload resolution (``resolve.py``):
checked values, untyped literals and lists of them (typed by the chosen
signature), bare words (an enum where the signature has one, else a field)
and lambdas whose parameter types come from the signature. Once an impl is chosen, the
arguments are built into typed IR, enum words and options are checked
against it, and the node kind follows the impl's kind and the context:

* scalar impl → ``ScalarCall`` (no DISTINCT/FILTER/ORDER BY/OVER);
* aggregate impl without ``OVER`` → ``AggregateCall``, only in the
  aggregate context and not nested in another aggregate;
* aggregate or window impl with ``OVER`` → ``WindowCall``; a window impl
  without ``OVER`` is an error.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from substrait_expr.ast import nodes as ast
from substrait_expr.diagnostics import Code, Diagnostic
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.decimal_compare import compare_by_value
from substrait_expr.typecheck.extensions import EnumArg, FunctionImpl, FunctionKind, ValueArg
from substrait_expr.typecheck.literals import LiteralError, literal_value
from substrait_expr.typecheck.protocol import CheckerLike
from substrait_expr.typecheck.resolve import (
    ArgKind,
    Argument,
    Failure,
    Resolved,
    check_options,
    option_values,
    resolve,
)
from substrait_expr.typecheck.scope import LookupProblem
from substrait_expr.typecheck.variant import (
    NOT_ORDERABLE_HINT,
    ORDERING_FUNCTIONS,
    not_orderable_message,
)
from substrait_expr.typecheck.widening import common_type, holding, widens, wider_types


@dataclass(slots=True)
class _Arg:
    """An argument: its node, what resolution sees, and its IR when checked."""

    node: ast.Expr
    argument: Argument
    typed: ir.TypedExpr | None = None
    lambdas: dict[tuple[t.Type, ...], tuple[ir.LambdaExpr, list[Diagnostic]]] = field(
        default_factory=dict
    )


# --------------------------------------------------------------------------- entry points


def check_call(c: CheckerLike, node: ast.Call) -> ir.TypedExpr:
    arg_nodes = node.args
    if len(arg_nodes) == 1 and isinstance(arg_nodes[0], ast.Star):
        arg_nodes = ()  # count(*): the impl without arguments
    display = f"{node.namespace}.{node.name}" if node.namespace else node.name
    try:
        impls = c.scope.lookup(node.name, node.namespace)
    except LookupProblem as problem:
        _visit_for_errors(c, arg_nodes)
        return c.error(problem.code, problem.message, _name_span(node), problem.hint)
    pool = _pool(c, node, impls, display)
    if pool is None:
        _visit_for_errors(c, arg_nodes)
        return c.erroneous(node.span)
    aggregates_before = c.aggregates_seen
    args = [_classify(c, arg, index, pool) for index, arg in enumerate(arg_nodes)]
    if any(_is_erroneous(a) for a in args):
        return c.erroneous(node.span)  # already reported where it happened
    outcome = resolve(display, pool, [a.argument for a in args])
    if isinstance(outcome, Failure) and c.widenings is not None:
        retried = _widened(c, node, display, pool, args)
        if retried is None and c.float_coercion:
            retried = _widened(c, node, display, pool, args, to_float=True)
        if retried is not None:
            outcome, args = retried
        elif (exact := _compared_by_value(c, node, args)) is not None:
            return exact
    if isinstance(outcome, Failure):
        where = node.span
        if outcome.arg_index is not None:
            where = args[outcome.arg_index].node.span
        return c.error(outcome.code, outcome.message, where, outcome.hint)
    typed_args = _build_args(c, outcome, args)
    if _refuse_unorderable(c, outcome.impl, typed_args, node.span, node.distinct):
        return c.erroneous(node.span)
    if outcome.enum_problem is not None:
        _report_enum(c, outcome, args, pool)
    _check_constants(c, outcome.impl, args)
    for index, message, hint in check_options(outcome.impl, node.options):
        c.report(Code.BAD_OPTION, message, node.options[index].span or node.span, hint)
    options = option_values(outcome.impl, node.options)
    nested = c.aggregates_seen > aggregates_before
    return _build_call(c, node, outcome, typed_args, options, nested)


def call_on_typed(
    c: CheckerLike, name: str, args: Sequence[ir.TypedExpr], span: ast.Span | None
) -> ir.TypedExpr:
    """A scalar call of ``name`` on already checked arguments (``not`` around NOT IN)."""
    try:
        impls = c.scope.lookup(name)
    except LookupProblem as problem:
        return c.error(problem.code, problem.message, span, problem.hint)
    arguments = [Argument(ArgKind.VALUE, type=a.type) for a in args]
    scalar = [impl for impl in impls if impl.kind is FunctionKind.SCALAR]
    outcome = resolve(name, scalar or impls, arguments)
    if isinstance(outcome, Failure):
        return c.error(outcome.code, outcome.message, span, outcome.hint)
    if _refuse_unorderable(c, outcome.impl, args, span, False):
        return c.erroneous(span)
    return ir.ScalarCall(outcome.result, outcome.impl, tuple(args), span=span)


def _refuse_unorderable(
    c: CheckerLike,
    impl: FunctionImpl,
    args: Sequence[ir.TypedExpr],
    span: ast.Span | None,
    distinct: bool,
) -> bool:
    """Report a comparison, ordering aggregate or DISTINCT aggregate on a
    variant argument (which has no order or equality) at the first such
    argument: one mistake, one message."""
    if impl.name not in ORDERING_FUNCTIONS and not distinct:
        return False
    for arg in args:
        if t.is_variant(arg.type):
            what = f"DISTINCT {impl.name}" if distinct else impl.name
            c.report(
                Code.NOT_ORDERABLE,
                not_orderable_message(what),
                arg.span or span,
                NOT_ORDERABLE_HINT,
            )
            return True
    return False


# --------------------------------------------------------------------------- widening

_MAX_TRIALS = 256


def _widened(
    c: CheckerLike,
    node: ast.Call,
    display: str,
    pool: Sequence[FunctionImpl],
    args: list[_Arg],
    *,
    to_float: bool = False,
) -> tuple[Resolved, list[_Arg]] | None:
    """For plans from other producers: the call with lossless casts on some
    arguments (a wider integer, a decimal with more digits, a date as a
    timestamp, an integer literal re-typed to a width that holds its value)
    when that makes an overload match; also the same name in another
    extension when the declared one has no matching overload. The fewest
    changed arguments win; each change is noted in ``c.widenings``.
    ``to_float``: an integer or decimal argument may also become the float
    type of another argument (lossy: only for producers whose engines do
    this implicitly); such a change is noted with ``FLOAT_COERCION``."""
    pools = [pool]
    if node.namespace:
        with contextlib.suppress(LookupProblem):
            pools.append(c.scope.lookup(node.name, None))
    typed = [
        i
        for i, a in enumerate(args)
        if a.typed is not None
        and a.argument.type is not None
        and (a.argument.kind is ArgKind.VALUE or not _enum_position(pool, i))
    ]
    if not typed:
        return None
    options: list[list[t.Type]] = []
    for i in typed:
        own = args[i].argument.type
        assert own is not None
        others = [args[j].argument.type for j in typed]
        choices = [own]
        common = common_type([x for x in others if x is not None])
        if common is not None:
            choices.append(common.with_nullable(own.nullable))
        choices += [
            x.with_nullable(own.nullable)
            for x in others
            if x is not None and widens(own.with_nullable(True), x.with_nullable(True))
        ]
        choices += wider_types(own)
        if to_float and _exact_number(own):
            choices += [
                x.with_nullable(own.nullable) for x in others if isinstance(x, t.FP32 | t.FP64)
            ]
        constant = args[i].argument.constant
        if isinstance(args[i].typed, ir.Literal) and constant is not None:
            choices += holding(constant, own)
        unique: list[t.Type] = []
        for choice in choices:
            if choice not in unique:
                unique.append(choice)
        options.append(unique)
    trials = sorted(
        itertools.islice(itertools.product(*options), _MAX_TRIALS),
        key=lambda combo: sum(
            1 for i, x in zip(typed, combo, strict=True) if x != args[i].argument.type
        ),
    )
    for candidate_pool in pools:
        for combo in trials:
            changed = [
                (i, x) for i, x in zip(typed, combo, strict=True) if x != args[i].argument.type
            ]
            if not changed and candidate_pool is pool:
                continue
            trial = list(args)
            for i, target in changed:
                trial[i] = _cast_arg(args[i], target)
            outcome = resolve(display, candidate_pool, [a.argument for a in trial])
            if isinstance(outcome, Resolved):
                notes = [
                    f"argument {i + 1} {args[i].argument.type} → {target}" for i, target in changed
                ]
                if to_float and any(isinstance(x, t.FP32 | t.FP64) for _, x in changed):
                    notes.append(FLOAT_COERCION)
                if candidate_pool is not pool:
                    notes.append(f"resolved in {outcome.impl.urn}, not the declared extension")
                assert c.widenings is not None
                c.widenings.append(f"{node.name}: " + "; ".join(notes))
                return outcome, trial
    return None


# Ends a widening note whose casts are the producer engine's implicit float
# coercion (lossy), not a lossless widening: the plan binder files it under
# its own rule.
FLOAT_COERCION = "computed in floating point, as the producer's engine does"


def _exact_number(value: t.Type) -> bool:
    return isinstance(value, t.I8 | t.I16 | t.I32 | t.I64 | t.Decimal)


def _compared_by_value(c: CheckerLike, node: ast.Call, args: list[_Arg]) -> ir.TypedExpr | None:
    """For plans from other producers: a comparison of two decimals that no
    decimal type holds both of, made exactly (``decimal_compare``), noted."""
    typed = [a.typed for a in args]
    if node.options or any(x is None for x in typed):
        return None

    def call(fn: str, *operands: ir.TypedExpr) -> ir.TypedExpr:
        return call_on_typed(c, fn, operands, node.span)

    exact = compare_by_value(call, node.name, [x for x in typed if x is not None], node.span)
    if exact is not None:
        assert c.widenings is not None
        kinds = " and ".join(str(x.type) for x in typed if x is not None)
        c.widenings.append(f"{node.name}: {kinds} compared by value (no decimal holds both)")
    return exact


def _cast_arg(arg: _Arg, target: t.Type) -> _Arg:
    """``arg`` cast to ``target``; an integer literal is re-typed instead."""
    assert arg.typed is not None
    typed: ir.TypedExpr = ir.Cast(target, arg.typed, span=arg.typed.span)
    if isinstance(arg.typed, ir.Literal) and type(arg.typed.value) is int:
        # The value as the target type holds it (a Decimal for a decimal),
        # so the literal is written back as that type's literal.
        with contextlib.suppress(LiteralError):
            value = literal_value(ast.LiteralKind.INTEGER, arg.typed.value, target)
            typed = ir.Literal(target, value, span=arg.typed.span)
    argument = Argument(ArgKind.VALUE, arg.node, type=target, constant=arg.argument.constant)
    return _Arg(arg.node, argument, typed)


# --------------------------------------------------------------------------- arguments


def _visit_for_errors(c: CheckerLike, nodes: Sequence[ast.Expr]) -> None:
    """Report the arguments' own mistakes when the call itself cannot be checked;
    leaves (literals, words, lambdas) need the signature and are skipped."""
    for node in nodes:
        if not isinstance(node, ast.Literal | ast.Name | ast.EnumLiteral | ast.Lambda | ast.Star):
            c.visit(node)


def _name_span(node: ast.Call) -> ast.Span | None:
    """The span of the function's name (the call's start) for calls written by name."""
    span = node.span
    if span is None or node.operator is not None:
        return span
    length = len(node.name) + (len(node.namespace) + 1 if node.namespace else 0)
    return ast.Span(
        span.line, span.column, span.line, span.column + length, span.start, span.start + length
    )


def _pool(
    c: CheckerLike, node: ast.Call, impls: Sequence[FunctionImpl], display: str
) -> list[FunctionImpl] | None:
    """The impls a call may bind to, by whether it has OVER."""
    if node.over is not None:
        pool = [i for i in impls if i.kind is not FunctionKind.SCALAR]
        if not pool:
            c.report(
                Code.WRONG_KIND,
                f"{display} is a scalar function; it cannot have OVER (...)",
                node.span,
            )
            return None
        return pool
    not_window = [i for i in impls if i.kind is not FunctionKind.WINDOW]
    return not_window or list(impls)


def _enum_position(pool: Sequence[FunctionImpl], index: int) -> bool:
    return any(
        isinstance(impl.args[min(index, len(impl.args) - 1)], EnumArg) for impl in pool if impl.args
    )


def _classify(c: CheckerLike, node: ast.Expr, index: int, pool: Sequence[FunctionImpl]) -> _Arg:
    if isinstance(node, ast.Literal) and node.type is None:
        constant = node.value if node.kind is ast.LiteralKind.INTEGER else None
        assert constant is None or isinstance(constant, int)
        return _Arg(node, Argument(ArgKind.LITERAL, node, literal=node, constant=constant))
    if isinstance(node, ast.ListExpr) and node.type is None and _all_untyped(node.items):
        items = tuple(i for i in node.items if isinstance(i, ast.Literal))
        return _Arg(node, Argument(ArgKind.LITERAL_LIST, node, items=items))
    if isinstance(node, ast.EnumLiteral):
        return _Arg(node, Argument(ArgKind.ENUM, node, word=node.value))
    if isinstance(node, ast.Name):
        found = c.lookup_name(node)
        if found is None and not _enum_position(pool, index):
            typed = c.visit(node)  # reports the unknown field
            return _Arg(node, Argument(ArgKind.VALUE, node, type=typed.type), typed)
        found_type = found.type if found is not None else None
        return _Arg(node, Argument(ArgKind.WORD, node, type=found_type, word=node.name), found)
    if isinstance(node, ast.Lambda) and node.type is None:
        arg = _Arg(node, Argument(ArgKind.VALUE, node))
        arg.argument = Argument(ArgKind.LAMBDA, node, lambda_type=_lambda_typer(c, node, arg))
        return arg
    typed = c.visit(node)
    constant = None
    if isinstance(typed, ir.Literal) and type(typed.value) is int:
        constant = typed.value
    return _Arg(node, Argument(ArgKind.VALUE, node, type=typed.type, constant=constant), typed)


def _all_untyped(items: Sequence[ast.Expr]) -> bool:
    return all(isinstance(i, ast.Literal) and i.type is None for i in items)


def _lambda_typer(
    c: CheckerLike, node: ast.Lambda, arg: _Arg
) -> Callable[[tuple[t.Type, ...]], t.Type | None]:
    """Type a lambda's body for given parameter types, once per distinct types;
    its diagnostics are kept aside until resolution picks those types."""

    def typer(params: tuple[t.Type, ...]) -> t.Type | None:
        if len(params) != len(node.params):
            return None
        if params not in arg.lambdas:
            mark = len(c.diagnostics)
            built = c.build_lambda(node, params)
            found = c.diagnostics[mark:]
            del c.diagnostics[mark:]
            arg.lambdas[params] = (built, found)
        return arg.lambdas[params][0].type

    return typer


def _is_erroneous(arg: _Arg) -> bool:
    return arg.argument.type is not None and t.contains_error(arg.argument.type)


def _build_args(
    c: CheckerLike, outcome: Resolved, args: Sequence[_Arg]
) -> tuple[ir.TypedExpr, ...]:
    impl = outcome.impl
    built: list[ir.TypedExpr] = []
    for index, (arg, arg_type) in enumerate(zip(args, outcome.arg_types, strict=True)):
        param = impl.args[min(index, len(impl.args) - 1)]
        kind = arg.argument.kind
        if isinstance(param, EnumArg):
            word = arg.argument.word or ""
            spelled = next((o for o in param.options if o.upper() == word.upper()), word)
            built.append(ir.EnumValue(t.String(), spelled, span=arg.node.span))
        elif kind is ArgKind.LITERAL:
            assert isinstance(arg.node, ast.Literal) and arg_type is not None
            built.append(c.literal_as(arg.node, arg_type))
        elif kind is ArgKind.LITERAL_LIST:
            assert isinstance(arg_type, t.List)
            element = arg_type.element.with_nullable(False)
            items = tuple(c.literal_as(item, element) for item in arg.argument.items)
            built.append(ir.ListValue(arg_type, items, span=arg.node.span))
        elif kind is ArgKind.LAMBDA:
            assert isinstance(arg_type, t.Func)
            lambda_ir, found = arg.lambdas[arg_type.args]
            c.diagnostics.extend(found)
            built.append(lambda_ir)
        else:
            assert arg.typed is not None
            built.append(arg.typed)
    return tuple(built)


def _report_enum(
    c: CheckerLike, outcome: Resolved, args: Sequence[_Arg], pool: Sequence[FunctionImpl]
) -> None:
    assert outcome.enum_problem is not None
    impl = outcome.impl
    index, allowed = outcome.enum_problem
    word = args[index].argument.word or ""
    param = impl.args[min(index, len(impl.args) - 1)]
    label = f" for {param.name}" if param.name else ""
    hint = f"allowed values: {', '.join(allowed)}"
    # extract(MONTH, d) needs the signature with an indexing argument: say so.
    elsewhere = [
        other
        for other in pool
        if any(
            isinstance(a, EnumArg) and word.upper() in (o.upper() for o in a.options)
            for a in other.args
        )
    ]
    if elsewhere:

        def values(f: FunctionImpl) -> list[str]:
            return [a.type_text for a in f.args if isinstance(a, ValueArg)]

        # Prefer the impl that takes the same values, differing only in enums.
        other = min(elsewhere, key=lambda f: values(f) != values(impl))
        names = ", ".join(a.name or "value" for a in other.args)
        hint += f"; {word} is accepted by {other.name}({names}) ({other.signature_key})"
    c.report(
        Code.BAD_ENUM,
        f"{word} is not allowed{label} in {impl.signature_key}",
        args[index].node.span,
        hint,
    )


def _check_constants(c: CheckerLike, impl: FunctionImpl, args: Sequence[_Arg]) -> None:
    for index, arg in enumerate(args):
        param = impl.args[min(index, len(impl.args) - 1)]
        if isinstance(param, ValueArg) and param.constant and not _is_constant(arg.node):
            c.report(
                Code.NOT_CONSTANT,
                f"argument {index + 1} of {impl.name} ({param.name or 'value'}) must be a literal",
                arg.node.span,
            )


def _is_constant(node: ast.Expr) -> bool:
    if isinstance(node, ast.Cast):
        return _is_constant(node.operand)
    return isinstance(node, ast.Literal | ast.ListExpr)


# --------------------------------------------------------------------------- the call node


def _build_call(
    c: CheckerLike,
    node: ast.Call,
    outcome: Resolved,
    args: tuple[ir.TypedExpr, ...],
    options: tuple[tuple[str, str], ...],
    nested: bool,
) -> ir.TypedExpr:
    impl, result = outcome.impl, outcome.result
    if impl.kind is FunctionKind.SCALAR:
        _no_aggregate_parts(c, node, impl)
        call: ir.TypedExpr = ir.ScalarCall(result, impl, args, options, span=node.span)
        if node.operator is not None and node.operator.negated:
            return call_on_typed(c, "not", (call,), node.span)
        return call
    if nested:
        c.report(
            Code.WRONG_KIND,
            f"{impl.name} cannot take an aggregate or window function as an argument",
            node.span,
        )
    c.aggregates_seen += 1
    if node.over is not None:
        return _window_call(c, node, impl, result, args, options)
    if impl.kind is FunctionKind.WINDOW:
        c.report(
            Code.WRONG_KIND,
            f"{impl.name} is a window function; it needs OVER (...)",
            node.span,
            f"e.g. {impl.name}(...) OVER (ORDER BY ...)",
        )
        return ir.WindowCall(result, impl, args, options, span=node.span)
    if c.context is not ir.Context.AGGREGATE:
        c.report(
            Code.WRONG_KIND,
            f"{impl.name} is an aggregate function, not allowed in a {c.context.value} expression",
            node.span,
            "use it in an aggregate (context AGGREGATE, CLI --context aggregate), "
            "or add OVER (...) to compute it over a window",
        )
    condition = None
    if node.filter is not None:
        condition = c.visit(node.filter)
        c.expect_boolean(condition, "a FILTER condition")
    order = _sort_fields(c, node.order_by)
    return ir.AggregateCall(
        result, impl, args, options, node.distinct, condition, order, span=node.span
    )


def _no_aggregate_parts(c: CheckerLike, node: ast.Call, impl: FunctionImpl) -> None:
    parts = (
        ("DISTINCT", node.distinct),
        ("FILTER", node.filter is not None),
        ("ORDER BY", bool(node.order_by)),
    )
    for word, present in parts:
        if present:
            c.report(
                Code.WRONG_KIND,
                f"{impl.name} is a scalar function; {word} is only for aggregate functions",
                node.span,
            )


def _window_call(
    c: CheckerLike,
    node: ast.Call,
    impl: FunctionImpl,
    result: t.Type,
    args: tuple[ir.TypedExpr, ...],
    options: tuple[tuple[str, str], ...],
) -> ir.TypedExpr:
    window = node.over
    assert window is not None
    if node.distinct or node.filter is not None or node.order_by:
        c.report(
            Code.UNSUPPORTED,
            "DISTINCT, FILTER and ORDER BY inside the call are not supported with OVER",
            node.span,
        )
    partition = tuple(c.visit(p) for p in window.partition_by)
    for key in partition:
        _refuse_variant_key(c, key, "PARTITION BY", node.span)
    order = _sort_fields(c, window.order_by)
    frame = _frame(c, window.frame) if window.frame is not None else None
    return ir.WindowCall(
        result,
        impl,
        args,
        options,
        partition,
        order,
        frame,
        window.name,
        span=node.span,
    )


def _refuse_variant_key(
    c: CheckerLike, key: ir.TypedExpr, clause: str, span: ast.Span | None
) -> None:
    """A variant has no order: Spark refuses it as a PARTITION BY or ORDER BY key."""
    if t.is_variant(key.type):
        c.report(
            Code.NOT_ORDERABLE, not_orderable_message(clause), key.span or span, NOT_ORDERABLE_HINT
        )


def _sort_fields(c: CheckerLike, items: Sequence[ast.SortItem]) -> tuple[ir.SortField, ...]:
    fields: list[ir.SortField] = []
    for item in items:
        key = c.visit(item.expr)
        _refuse_variant_key(c, key, "ORDER BY", item.span)
        fields.append(ir.SortField(key.type, key, item.order, item.nulls, span=item.span))
    return tuple(fields)


def _frame(c: CheckerLike, frame: ast.Frame) -> ir.Frame:
    return ir.Frame(frame.unit, _bound(c, frame.start), _bound(c, frame.end))


def _bound(c: CheckerLike, bound: ast.FrameBound) -> ir.FrameBound:
    if bound.offset is None:
        return ir.FrameBound(bound.kind)
    offset = bound.offset
    if (
        isinstance(offset, ast.Literal)
        and offset.kind is ast.LiteralKind.INTEGER
        and isinstance(offset.value, int)
        and offset.value >= 0
    ):
        if offset.value <= MAX_FRAME_OFFSET:
            return ir.FrameBound(bound.kind, offset.value)
        c.report(
            Code.UNSUPPORTED,
            f"a frame offset must be at most {MAX_FRAME_OFFSET} (Substrait holds it in an i64)",
            offset.span or bound.span,
        )
        return ir.FrameBound(bound.kind)
    c.report(
        Code.UNSUPPORTED,
        "a frame offset must be a non-negative integer literal",
        offset.span or bound.span,
    )
    return ir.FrameBound(bound.kind)


MAX_FRAME_OFFSET = 2**63 - 1
