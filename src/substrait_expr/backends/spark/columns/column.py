"""Typed IR → ``pyspark.sql.Column``.

``to_column`` is the stage's entry point. The walk is a ``singledispatch``
over IR node classes; each handler gets its node and the `Scope` (the Spark
names of the input fields and the variables of enclosing lambdas).

Nothing Spark cannot do is silently approximated: a builder or type mapping
raises `Unsupported`, the walk records it with the node's span and goes on,
and ``to_column`` raises one ``CompileError`` (code ``unsupported``) listing
every such place.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pyspark.sql import Column
from pyspark.sql.utils import is_remote

from substrait_expr.ast.nodes import Span
from substrait_expr.backends.spark.columns import casts, lookup, nesting, variant
from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import (
    F,
    ansi_asked,
    ansi_mode,
    ansi_overflow_checks,
    in_lowering,
    plan_checks_ansi,
    sql_column,
    text_lowering,
)
from substrait_expr.backends.spark.columns.connect_ansi import (
    connect_ansi,
    still_ansi,
    still_ansi_sql,
)
from substrait_expr.backends.spark.columns.literals import (
    literal_column,
    printed_items,
    printed_literal,
    text_literal,
)
from substrait_expr.backends.spark.columns.lowering import (
    MAX_LOWERING_DEPTH,
    Shape,
    as_sql_column,
    fit_text,
    shape,
    text_preferred,
)
from substrait_expr.backends.spark.columns.measures import build_measure, build_window
from substrait_expr.backends.spark.columns.nesting import TooDeepText
from substrait_expr.backends.spark.columns.options import LoweringOptions, current
from substrait_expr.backends.spark.columns.sharing import is_plain, once
from substrait_expr.backends.spark.columns.spec import (
    Call,
    Compiled,
    Presence,
    all_present,
    never_nan,
    presence_of,
)
from substrait_expr.backends.spark.columns.sql_text import NoText, backquoted, sql_of
from substrait_expr.backends.spark.columns.templates import template_sql
from substrait_expr.backends.spark.connect_adapter import expression_of
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type, struct_field_names
from substrait_expr.collector import LARGE_TREE, collector_paused
from substrait_expr.deep import SHALLOW_DEPTH, run_deep
from substrait_expr.diagnostics import Code, CompileError, Diagnostic
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

if TYPE_CHECKING:
    from substrait_expr.typecheck.registry import Registry
    from substrait_expr.typecheck.schema import Schema

__all__ = ["Scope", "compile_all", "compile_node", "to_column", "to_spark_sql"]


@dataclass
class Scope:
    """What names mean while compiling one expression."""

    field_names: Sequence[str]
    lambda_vars: tuple[tuple[Column, ...], ...] = ()  # innermost last
    problems: list[Diagnostic] = field(default_factory=list)
    presence: dict[int, Presence] = field(default_factory=dict)  # see STRICT
    # Compiles what only a plan executor can (subqueries, outer references).
    relations: RelationCompiler | None = None
    # The input DataFrame's alias, to name its fields unambiguously (`q.a`)
    # where a subquery's fields could take the name.
    qualifier: str | None = None
    # Each field as SQL text instead of its name, where the printer computes
    # them in the same SELECT (a GROUP BY's keys and measures).
    field_sql: Sequence[str] | None = None
    # id(node) → the Column standing for it, while a template is learnt
    # (`templates`): the node is not compiled.
    placeholders: Mapping[int, Column] | None = None
    # The lowering's modes, as they are where the scope is made: handlers
    # read them here rather than from the context.
    options: LoweringOptions = field(default_factory=current)

    def enter_lambda(self, variables: tuple[Column, ...]) -> Scope:
        return Scope(
            self.field_names,
            (*self.lambda_vars, variables),
            self.problems,
            self.presence,
            self.relations,
            self.qualifier,
            self.field_sql,
            self.placeholders,
            self.options,
        )

    def field_source(self, index: int) -> tuple[str, bool]:
        """Field ``index`` as SQL, and whether that is a column name (else an
        expression, printed in parentheses)."""
        if index >= len(self.field_names):
            raise Unsupported(f"field ${index} has no column in the input DataFrame")
        if self.field_sql is not None:
            text = self.field_sql[index]
            return text, _QUOTED_NAME.fullmatch(text) is not None
        name = quote_column(self.field_names[index])
        if self.qualifier is not None:
            return f"{quote_column(self.qualifier)}.{name}", True
        return name, True

    def field_text(self, index: int) -> str | None:
        """Field ``index`` as text lowering prints it (None: not by template)."""
        try:
            text, column = self.field_source(index)
        except Unsupported:
            return None
        if "\x00" in text or "${" in text:
            return None  # NUL marks a template's slots; Spark substitutes ${...}
        return text if column else f"({text})"


# A subquery or outer reference (and the scope it stands in) → its Column.
RelationCompiler = Callable[[ir.TypedExpr, Scope], Column]


def to_column(
    expression: str | ir.TypedExpr,
    schema: Schema | None = None,
    registry: Registry | None = None,
    *,
    context: ir.Context = ir.Context.SCALAR,
    field_names: Sequence[str] | None = None,
    relations: RelationCompiler | None = None,
    qualifier: str | None = None,
    ansi: bool | None = None,
) -> Column:
    """Compile ``expression`` (text, or typed IR from ``check``) to a Column.

    Fields are read by name from the input DataFrame: ``field_names`` gives the
    DataFrame's column names by position (default: the schema's names).
    Raises ``CompileError``: from the type checker for text that does not
    check, with code ``unsupported`` for what Spark cannot evaluate.
    ``relations`` compiles subqueries and outer references (the plan
    executor gives it; elsewhere they are unsupported); ``qualifier`` is the
    input DataFrame's alias, which then prefixes field names. ``ansi`` says
    whether the session raises on integer overflow (None: ask the session).
    """
    typed, source = _typed(expression, schema, registry, context)
    names = list(field_names) if field_names is not None else _schema_names(schema)
    # On Spark Connect: lowered for the session's ANSI mode, with a check that
    # it still holds when the server analyses the text (`connect_ansi`).
    checked = ansi is None and not in_lowering() and is_remote()
    if checked:
        ansi = connect_ansi()
    elif ansi is None and plan_checks_ansi():  # an expression of a plan on Connect
        checked, ansi = True, True
    with ansi_mode(ansi):  # one question to the session, whichever path lowers
        column = _column(typed, source, names, relations, qualifier, ansi)
        return still_ansi(column) if checked and ansi and ansi_asked() else column


def _column(
    typed: ir.TypedExpr,
    source: str | None,
    names: list[str],
    relations: RelationCompiler | None,
    qualifier: str | None,
    ansi: bool | None,
) -> Column:
    """`to_column` within its ``ansi_mode``: by template, else by the builders."""
    preferred = text_preferred()
    if preferred:
        text = _template_text(typed, Scope(names, qualifier=qualifier))
        if text is not None:
            return sql_column(text)
    depth, relational, nodes = _measured(typed, source)

    def lower() -> Column:
        return _lowered(typed, Scope(names, relations=relations, qualifier=qualifier), source)

    if ansi is None and depth > SHALLOW_DEPTH:
        # Deep input is lowered on a helper thread, which has no active session.
        ansi = ansi_overflow_checks()
    with ansi_mode(ansi), collector_paused(nodes >= LARGE_TREE):
        if preferred and not relational:
            try:
                return run_deep(lambda: as_sql_column(lower, typed), depth)
            except CompileError:
                raise
            except TooDeepText as deep:
                raise _too_deep_for_parser(typed, source, deep) from None
            except Exception:  # what text cannot say is built as a tree
                pass
        return run_deep(lower, depth)


def to_spark_sql(
    expression: str | ir.TypedExpr,
    schema: Schema | None = None,
    registry: Registry | None = None,
    *,
    context: ir.Context = ir.Context.SCALAR,
    field_names: Sequence[str] | None = None,
    ansi: bool | None = None,
    relations: RelationCompiler | None = None,
    field_sql: Sequence[str] | None = None,
) -> str:
    """The Spark SQL expression ``to_column`` hands to Spark for ``expression``.

    Needs no Spark session. ``ansi`` says whether the target session raises
    on integer overflow (``spark.sql.ansi.enabled``); None asks the active
    session, and without one overflow guards are written out. Raises
    ``CompileError`` (code ``unsupported``) for what has no SQL text here:
    subqueries and outer references, which only a plan can lower (a plan's
    SQL printer gives ``relations``, which returns their SQL as Columns).
    ``field_sql`` gives each field as SQL text to print in its place (a
    plan's printer, selecting from a GROUP BY's keys and measures).
    """
    typed, source = _typed(expression, schema, registry, context)
    names = list(field_names) if field_names is not None else _schema_names(schema)
    checked = ansi is None and plan_checks_ansi()  # an expression of a plan on Connect
    if checked:
        ansi = True
    with ansi_mode(ansi):  # one question to the session, whichever path lowers
        text = _template_text(typed, Scope(names, field_sql=field_sql))
        if text is None:
            text = _builders_sql(typed, source, names, relations, field_sql)
        return still_ansi_sql(text) if checked and ansi_asked() else text


def _builders_sql(
    typed: ir.TypedExpr,
    source: str | None,
    names: list[str],
    relations: RelationCompiler | None,
    field_sql: Sequence[str] | None,
) -> str:
    """`to_spark_sql` through the builders and the printer (no template)."""
    depth, relational, nodes = _measured(typed, source)
    if relations is None and relational:
        raise CompileError(
            [
                Diagnostic(
                    Code.UNSUPPORTED, "subqueries have no SQL text outside a plan", typed.span
                )
            ],
            source,
        )

    def lower() -> str:
        with text_lowering():
            column = _lowered(typed, Scope(names, relations=relations, field_sql=field_sql), source)
        expression: Any = expression_of(column)  # Connect's tree behind the Column
        try:
            return sql_of(fit_text(expression, typed))
        except TooDeepText as deep:
            raise _too_deep_for_parser(typed, source, deep) from None
        except NoText as refused:
            raise CompileError(
                [Diagnostic(Code.UNSUPPORTED, f"no Spark SQL text for {refused}", typed.span)],
                source,
            ) from None

    with collector_paused(nodes >= LARGE_TREE):
        return run_deep(lower, depth)


def _typed(
    expression: str | ir.TypedExpr,
    schema: Schema | None,
    registry: Registry | None,
    context: ir.Context,
) -> tuple[ir.TypedExpr, str | None]:
    """The typed expression and its source text (for carets)."""
    from substrait_expr.typecheck.check import expect_expression_arguments

    expect_expression_arguments(expression, schema, registry, typed=True)
    if not isinstance(expression, str):
        return expression, None
    from substrait_expr.typecheck.check import check
    from substrait_expr.typecheck.schema import Schema

    return check(expression, schema or Schema(), registry, context=context), expression


def _measured(typed: ir.TypedExpr, source: str | None) -> Shape:
    """The shape of ``typed``; too deep for Spark is an error here."""
    measured = shape(typed)
    depth = measured.depth
    if depth > MAX_LOWERING_DEPTH:
        raise CompileError(
            [
                Diagnostic(
                    Code.UNSUPPORTED,
                    f"expression too deep for Spark: {depth} levels of nesting "
                    f"(at most {MAX_LOWERING_DEPTH}); Spark's analyzer recurses once per level",
                    typed.span,
                )
            ],
            source,
        )
    return measured


def _too_deep_for_parser(
    typed: ir.TypedExpr, source: str | None, deep: TooDeepText
) -> CompileError:
    """The error for text that Spark's parser would refuse even cut into parts."""
    message = (
        f"too deep for Spark's SQL parser: nests {deep.levels} levels even cut into "
        f"parts (at most nesting.TEXT_LEVELS = {nesting.TEXT_LEVELS})"
    )
    hint = (
        "TEXT_LEVELS is what the JVM's default 1 MB thread stack parses; start Spark with "
        "a larger one (spark.driver.extraJavaOptions=-Xss64m; local_session uses -Xss256m) "
        "and raise substrait_expr.backends.spark.columns.nesting.TEXT_LEVELS, or split "
        "the expression"
    )
    return CompileError([Diagnostic(Code.TOO_DEEP, message, typed.span, hint)], source)


def _template_text(typed: ir.TypedExpr, scope: Scope) -> str | None:
    """The text of ``typed`` from learnt templates (`templates`), or None:
    deep, large or relational input is not measured first, the walk gives up
    on it (and it is lowered through the builders). A literal alone is its
    own text, as the builders print it."""
    if type(typed) is ir.Literal:
        return printed_literal(typed.value, typed.type)
    return template_sql(typed, scope.field_text, _compile_standing)


def _compile_standing(
    node: ir.TypedExpr, placeholders: Mapping[int, Column], presence: Mapping[int, Presence]
) -> tuple[Column, bool]:
    """``node`` compiled with its sub-expressions standing as ``placeholders``
    (and the "not null" tests of some as ``presence``); and whether ``node``
    registers such a test for its own parent."""
    scope = Scope((), presence=dict(presence), placeholders=placeholders)
    column = _value(_compile(node, scope))
    if scope.problems:
        raise Unsupported("a sub-expression was refused")
    return column, id(node) in scope.presence


def _lowered(typed: ir.TypedExpr, scope: Scope, source: str | None) -> Column:
    try:
        column = compile_value(typed, scope)
    except _Failed:
        column = None
    except Unsupported as error:  # the whole expression (a lambda as the result)
        problem = Diagnostic(Code.UNSUPPORTED, f"not supported on Spark: {error}", typed.span)
        raise CompileError([problem], source) from None
    if scope.problems or column is None:
        raise CompileError(scope.problems, source)
    return column


def _schema_names(schema: Schema | None) -> list[str]:
    return [] if schema is None else list(schema.names)


def compile_value(node: ir.TypedExpr, scope: Scope) -> Column:
    return _value(compile_node(node, scope))


def _value(compiled: Compiled) -> Column:
    if not isinstance(compiled, Column):
        raise Unsupported("an enum or a lambda where a value belongs")
    return compiled


class _Failed(Exception):
    """A sub-expression could not be compiled; its diagnostic is recorded.
    Raised up to the nearest `compile_all` (which goes on with the siblings,
    so every problem is reported) or to `to_column`."""


def compile_node(node: ir.TypedExpr, scope: Scope) -> Compiled:
    """Compile one node; an `Unsupported` is recorded with the node's span."""
    if scope.placeholders is not None:
        standing = scope.placeholders.get(id(node))
        if standing is not None:
            return standing
    try:
        return _compile(node, scope)
    except Unsupported as problem:
        scope.problems.append(_diagnostic(problem, node.span))
        raise _Failed from None


def compile_all(nodes: Sequence[ir.TypedExpr], scope: Scope) -> tuple[Compiled, ...]:
    """Compile every node, even after one fails, then fail if any did."""
    results: list[Compiled] = []
    failed = False
    for node in nodes:
        try:
            results.append(compile_node(node, scope))
        except _Failed:
            failed = True
    if failed:
        raise _Failed
    return tuple(results)


def _diagnostic(problem: Unsupported, span: Span | None) -> Diagnostic:
    return Diagnostic(Code.UNSUPPORTED, f"not supported on Spark: {problem.reason}", span)


@functools.singledispatch
def _compile(node: ir.TypedExpr, scope: Scope) -> Compiled:
    raise Unsupported(f"{type(node).__name__} expressions")


@_compile.register(ir.Subquery)
@_compile.register(ir.OuterFieldRef)
def _relational(node: ir.TypedExpr, scope: Scope) -> Compiled:
    if scope.relations is None:
        raise Unsupported("subqueries and outer references outside a plan")
    return scope.relations(node, scope)


# ------------------------------------------------------------------ values


@_compile.register
def _literal(node: ir.Literal, scope: Scope) -> Compiled:
    if isinstance(node.type, t.Func) and node.value is None:
        # A null function value: only its caller can say what that yields.
        return F.lit(None)
    if not scope.options.text:
        return literal_column(node.value, node.type)  # JVM Columns belong to a session
    plain = text_literal(node.value, node.type)
    if plain is not None:
        # Not cached: a 10,000-item IN list would only churn the cache.
        return plain
    # Connect's trees are plain immutable Python values, so one literal's tree
    # serves every expression that has it (a literal's Column costs ~20 us).
    key = (node.type, repr(node.value))
    column = _TEXT_LITERALS.get(key)
    if column is None:
        if len(_TEXT_LITERALS) >= _TEXT_LITERALS_SIZE:
            _TEXT_LITERALS.clear()
        column = _TEXT_LITERALS[key] = literal_column(node.value, node.type)
    return column


_TEXT_LITERALS: dict[tuple[t.Type, str], Column] = {}
_TEXT_LITERALS_SIZE = 4096


@_compile.register
def _list_value(node: ir.ListValue, scope: Scope) -> Compiled:
    items = [_value(item) for item in compile_all(node.items, scope)]
    return F.array(*items).cast(spark_type(node.type))


@_compile.register
def _struct_value(node: ir.StructValue, scope: Scope) -> Compiled:
    assert isinstance(node.type, t.Struct)
    names = struct_field_names(node.type)
    parts = [
        compile_value(item, scope).alias(n) for item, n in zip(node.fields, names, strict=True)
    ]
    return F.struct(*parts).cast(spark_type(node.type))


@_compile.register
def _enum(node: ir.EnumValue, scope: Scope) -> Compiled:
    return node.value


@_compile.register
def _named(node: ir.Named, scope: Scope) -> Compiled:
    return compile_value(node.expr, scope).alias(node.name)


# ------------------------------------------------------------------ references


@_compile.register
def _field(node: ir.FieldRef, scope: Scope) -> Compiled:
    text, column = scope.field_source(node.index)
    return F.col(text) if column else F.expr(text)


_QUOTED_NAME = re.compile(r"`(?:[^`]|``)*`")


# A name as ``F.col`` reads it literally (dots and spaces included).
quote_column = backquoted


@_compile.register
def _struct_field(node: ir.StructField, scope: Scope) -> Compiled:
    base_type = node.base.type
    if not isinstance(base_type, t.Struct):
        raise Unsupported(f"field access on {base_type}")
    name = struct_field_names(base_type)[node.index]
    return compile_value(node.base, scope).getField(name)


def _named_once(node: ir.TypedExpr, column: Column, body: Callable[[Column], Column]) -> Column:
    """``body(column)``, with ``column`` bound once (see `sharing`) unless it is
    plain: ``body`` names it several times, which nested input multiplies."""
    return body(column) if is_plain(node) else rt.bind(column, body)


@_compile.register
def _list_element(node: ir.ListElement, scope: Scope) -> Compiled:
    base, index = compile_value(node.base, scope), compile_value(node.index, scope)

    def element(index: Column) -> Column:
        # element_at counts from 1, and from -1 at the end; try_ gives null out of range.
        one_based = F.when(index >= 0, index + 1).otherwise(index)
        return F.try_element_at(base, one_based.cast("int"))

    return _named_once(node.index, index, element)


@_compile.register
def _list_slice(node: ir.ListSlice, scope: Scope) -> Compiled:
    base = compile_value(node.base, scope)
    bounds = [(expr, compile_value(expr, scope)) for expr in (node.start, node.stop) if expr]

    def sliced(base: Column, values: list[Column]) -> Column:
        size = F.size(base)
        given = iter(values)

        def bound(expr: ir.TypedExpr | None, default: Column) -> Column:
            if expr is None:
                return default
            value = next(given)
            from_end = F.when(value < 0, size + value).otherwise(value)
            return F.least(F.greatest(from_end, F.lit(0)), size)

        start, stop = bound(node.start, F.lit(0)), bound(node.stop, size)
        length = F.greatest(stop - start, F.lit(0))
        return F.slice(base, (start + 1).cast("int"), length.cast("int"))

    def with_bounds(base: Column, done: list[Column]) -> Column:
        if len(done) == len(bounds):
            return sliced(base, done)
        expr, value = bounds[len(done)]
        return _named_once(expr, value, lambda v: with_bounds(base, [*done, v]))

    return _named_once(node.base, base, lambda b: with_bounds(b, []))


@_compile.register
def _map_value(node: ir.MapValue, scope: Scope) -> Compiled:
    return F.try_element_at(compile_value(node.base, scope), compile_value(node.key, scope))


@_compile.register
def _lambda_param(node: ir.LambdaParam, scope: Scope) -> Compiled:
    frames = scope.lambda_vars
    if node.depth >= len(frames):
        raise Unsupported(f"lambda parameter {node.name} outside its lambda")
    return frames[len(frames) - 1 - node.depth][node.index]


@_compile.register
def _lambda(node: ir.LambdaExpr, scope: Scope) -> Compiled:
    def body(*variables: Column) -> Column:
        return compile_value(node.body, scope.enter_lambda(variables))

    # pyspark reads the parameter count off the function's signature.
    if len(node.params) == 1:
        return lambda x: body(x)
    if len(node.params) == 2:
        return lambda x, y: body(x, y)
    if len(node.params) == 3:
        return lambda x, y, z: body(x, y, z)
    raise Unsupported(f"lambdas of {len(node.params)} parameters (Spark takes 1 to 3)")


# ------------------------------------------------------------------ functions


@_compile.register
def _scalar_call(node: ir.ScalarCall, scope: Scope) -> Compiled:
    spec = lookup.spec_for(node.impl)
    options = {name: value.upper() for name, value in node.options}
    spec.check_options(node.impl.name, options)
    args = compile_all(node.args, scope)
    call = Call(node.impl.name, args, node.args, node.type, options, node, presence=scope.presence)

    # Arguments whose presence is known from their own inputs (nested strict
    # calls): a guard tests that, not the argument again.
    known = tuple(id(arg) in scope.presence for arg in node.args)

    def build(values: tuple[Compiled, ...], probe: bool) -> Column:
        # A probe (see `sharing`) builds on placeholders; a known presence is
        # a stand-in there, so that the probe names an argument as often as
        # the real build does.
        presence: Mapping[int, Presence] = (
            {
                id(arg): {("stand-in", id(arg)): F.lit(True)}
                for arg, k in zip(node.args, known, strict=True)
                if k
            }
            if probe
            else scope.presence
        )
        return spec.build(
            Call(call.name, values, node.args, node.type, options, node, presence=presence)
        )

    def key() -> tuple[object, ...]:
        return (
            "call",
            lookup.impl_key(node.impl),  # hashed as two strings, not the whole impl
            tuple(sorted(options.items())),
            known,
            *_argument_key(node.args),
        )

    built = once(key, args, node.args, build)
    if _strict(node, options):
        scope.presence[id(node)] = call.presence_tests()
    return built


def _argument_key(nodes: Sequence[ir.TypedExpr]) -> tuple[object, ...]:
    """What a builder may read of its argument nodes besides their Columns:
    their types, the values of literals and enums, and whether a cast cannot
    be NaN (`Call.maybe_nan`). (The session's ANSI mode is not part of it:
    `sharing` probes both modes.)"""
    values = tuple(
        repr(node.value)
        if isinstance(node, ir.Literal | ir.EnumValue)
        else isinstance(node, ir.Cast) and never_nan(node)
        for node in nodes
    )
    return (tuple(node.type for node in nodes), values)


# With overflow ERROR these are null exactly where an input is null, so
# "not null" is known from the inputs without evaluating the call again;
# overflow guards of enclosing calls use that to stay linear in size.
STRICT = frozenset({"add", "subtract", "multiply", "negate", "abs"})


def _strict(node: ir.ScalarCall, options: Mapping[str, str]) -> bool:
    """Whether ``node`` is null exactly where an input is (``STRICT``, and an
    integer ``divide`` that raises for a zero divisor)."""
    if options.get("overflow", "ERROR") != "ERROR":
        return False
    if node.impl.name == "divide":
        return rt.is_integer(node.type) and options.get("on_division_by_zero", "ERROR") == "ERROR"
    if node.impl.name in ("floor", "ceil"):  # of a decimal: Spark's, never out of range
        return isinstance(node.type, t.Decimal)
    return node.impl.name in STRICT


@_compile.register
def _aggregate_call(node: ir.AggregateCall, scope: Scope) -> Compiled:
    return build_measure(node, scope, compile_all)


@_compile.register
def _window_call(node: ir.WindowCall, scope: Scope) -> Compiled:
    return build_window(node, scope, compile_all)


# ------------------------------------------------------------------ special forms


@_compile.register
def _cast(node: ir.Cast, scope: Scope) -> Compiled:
    extracted = variant.extraction(node)
    if extracted is not None:  # cast(variant_get(v, P) AS T): one Spark call
        source, path = extracted
        return variant.cast_from_variant(compile_value(source, scope), node, path)
    operand = compile_value(node.operand, scope)
    # Where the operand's presence is known from its own inputs (a nested
    # strict call), the failure test uses that, not the operand again.
    present = scope.presence.get(id(node.operand))

    def build(values: tuple[Compiled, ...], probe: bool) -> Column:
        known = None if present is None else F.lit(True) if probe else all_present(present)
        return casts.build_cast(_value(values[0]), node.operand.type, node, known)

    built = once(
        lambda: (
            "cast",
            node.type,
            node.failure,
            present is None,
            *_argument_key((node.operand,)),
        ),
        (operand,),
        (node.operand,),
        build,
    )
    if node.failure is not ir.FailureBehavior.RETURN_NULL and node.operand.type.nullable:
        # A cast that raises is null exactly where its operand is.
        if present is not None:
            scope.presence[id(node)] = present
        elif is_plain(node.operand):
            scope.presence[id(node)] = presence_of(node.operand, operand)
    return built


@_compile.register
def _if_then(node: ir.IfThen, scope: Scope) -> Compiled:
    # CASE WHEN evaluates only the branch it picks, so untaken branches never raise.
    result: Column | None = None
    for condition, value in node.clauses:
        test, then = compile_value(condition, scope), compile_value(value, scope)
        result = F.when(test, then) if result is None else result.when(test, then)
    types = [v.type for _, v in node.clauses]
    null_else = isinstance(node.otherwise, ir.Literal) and node.otherwise.value is None
    if result is not None and null_else and rt.same_spark_type(node.type, types):
        return result  # a CASE without ELSE is null there, of the branches' type
    otherwise = compile_value(node.otherwise, scope)
    chosen = otherwise if result is None else result.otherwise(otherwise)
    return rt.as_type(chosen, node.type, [*types, node.otherwise.type])


@_compile.register
def _switch(node: ir.Switch, scope: Scope) -> Compiled:
    match = compile_value(node.match, scope)
    options = [(compile_value(o, scope), compile_value(v, scope)) for o, v in node.clauses]
    otherwise = compile_value(node.otherwise, scope)

    def cases(match: Column) -> Column:  # names the match once per clause
        result: Column | None = None
        for option, then in options:
            test = match == option
            result = F.when(test, then) if result is None else result.when(test, then)
        chosen = otherwise if result is None else result.otherwise(otherwise)
        return rt.as_type(
            chosen, node.type, [v.type for _, v in node.clauses] + [node.otherwise.type]
        )

    return cases(match) if len(options) < 2 else _named_once(node.match, match, cases)


@_compile.register
def _singular_or_list(node: ir.SingularOrList, scope: Scope) -> Compiled:
    # Spark's IN has SQL semantics: null if no match and a null was involved.
    value = compile_value(node.value, scope)
    return value.isin(*_in_options(node.options, scope))


def _in_options(options: Sequence[ir.TypedExpr], scope: Scope) -> list[Column]:
    """The options as Columns. In text lowering, each run of literals that
    Spark SQL writes as they are is printed at once, as one node: a long IN
    list is mostly such a run."""
    if not scope.options.text:
        return [compile_value(option, scope) for option in options]
    columns: list[Column] = []
    run: list[str] = []
    for option in options:
        text = printed_literal(option.value, option.type) if type(option) is ir.Literal else None
        if text is not None:
            run.append(text)
            continue
        if run:
            columns.append(printed_items(run))
            run = []
        columns.append(compile_value(option, scope))
    if run:
        columns.append(printed_items(run))
    return columns


@_compile.register
def _multi_or_list(node: ir.MultiOrList, scope: Scope) -> Compiled:
    # Row IN as OR of ANDs of equalities keeps three-valued logic per component.
    values = [compile_value(v, scope) for v in node.values]
    result: Column | None = None
    for row in node.options:
        matches = [v == compile_value(o, scope) for v, o in zip(values, row, strict=True)]
        conjunction = functools.reduce(lambda a, b: a & b, matches)
        result = conjunction if result is None else result | conjunction
    return result if result is not None else F.lit(False)


CompileFn = Callable[[ir.TypedExpr, Scope], Compiled]
