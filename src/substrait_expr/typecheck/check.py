"""The type checker: AST + input schema → typed IR.

``check`` is the stage's entry point. ``Checker`` walks the tree with a
``singledispatchmethod`` per node type. Function calls are handled in
``calls.py`` (argument classification, overload resolution in
``resolve.py``, aggregates and windows), forms whose parts must agree on a
type (IF, SWITCH, IN, untyped lists) in ``forms.py``, literal values in
``literals.py``.

Errors are collected, not raised one by one: a sub-expression that fails
gets ``ErrorType``, which every enclosing check accepts silently, so each
mistake is reported once. ``check`` raises ``CompileError`` with all of them.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.printer import to_text
from substrait_expr.ast.variant_paths import is_plain_key
from substrait_expr.collector import LARGE_TEXT, LARGE_TREE, collector_paused
from substrait_expr.deep import run_deep, tree_depth, tree_shape
from substrait_expr.diagnostics import Code, Diagnostic, expect_argument, raise_if_any
from substrait_expr.parser import parse, parse_shaped
from substrait_expr.typecheck import forms, ir
from substrait_expr.typecheck import literals as lit
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.calls import check_call
from substrait_expr.typecheck.casts import can_cast
from substrait_expr.typecheck.derivation import join_nullability
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.scope import FunctionScope
from substrait_expr.typecheck.typenames import TypeNameError, to_type
from substrait_expr.typecheck.variant import variant_cast_problem
from substrait_expr.typecheck.widening import widens

if TYPE_CHECKING:
    from substrait_expr.plan.model import Rel

__all__ = ["Checker", "DeclaredHook", "check", "check_as"]

# A call's AST node, its typed form, and the checker (to check other nodes,
# or build calls, in the same scope) → the typed expression that stands for
# the call.
DeclaredHook = Callable[[ast.Call, ir.TypedExpr, "Checker"], ir.TypedExpr]


def check(
    expr: str | ast.Expr,
    schema: Schema | str | None = None,
    registry: Registry | None = None,
    *,
    context: ir.Context = ir.Context.SCALAR,
    include: Sequence[str] | None = None,
    widenings: list[str] | None = None,
    float_coercion: bool = False,
    relations: Sequence[Rel] = (),
    outer: Sequence[Schema] = (),
    shape: tuple[int, int] | None = None,
    declared: DeclaredHook | None = None,
) -> ir.TypedExpr:
    """Type-check ``expr`` (text or AST) against the input ``schema``.

    ``schema`` may be a ``Schema`` or its text (``"a: i32, b: string?"``);
    ``registry`` defaults to the official extensions; ``context`` decides
    whether aggregate functions are allowed without ``OVER``; ``include``
    restricts function resolution to the named extensions (URNs, namespaces
    or file stems). Raises ``CompileError`` carrying every problem found.
    With a ``widenings`` list (plans from other producers), a call that
    matches no overload may get lossless casts on its arguments; each is
    described in the list; with ``float_coercion`` too (producers whose
    engines coerce implicitly), a call whose other operand is a float may
    get an integer or decimal operand cast to that float, as those engines
    compute it. In plans, ``relations`` are the bound relations
    that ``Subquery`` nodes index, and ``outer`` the records of the
    enclosing relations (outermost first) that outer references read.
    ``shape`` is an AST's (depth, nodes) where the caller has it
    (``parse_shaped``); else it is measured. ``declared`` (plans that
    declare their calls' output types) sees every typed call with its AST
    node and the checker (which checks other nodes in the same scope); what
    it returns replaces the call.
    """
    expect_expression_arguments(expr, schema, registry)
    source = expr if isinstance(expr, str) else None
    with collector_paused(source is not None and len(source) >= LARGE_TEXT):
        if isinstance(expr, str):
            tree, depth, nodes = parse_shaped(expr)
            shape = (depth, nodes)
        else:
            tree = expr
        if isinstance(schema, str):
            schema = Schema.parse(schema)
        checker = Checker(
            schema if schema is not None else Schema(),
            FunctionScope(registry if registry is not None else Registry.default(), include),
            context,
        )
        checker.widenings = widenings
        checker.float_coercion = float_coercion and widenings is not None
        checker.relations = tuple(relations)
        checker.outer = tuple(outer)
        checker.declared = declared
        depth, nodes = shape if shape is not None else tree_shape(tree)
        with collector_paused(nodes >= LARGE_TREE):
            result = run_deep(lambda: checker.top(tree), depth)
    raise_if_any(checker.diagnostics, source)
    return result


def expect_expression_arguments(
    expr: object, schema: object, registry: object, *, typed: bool = False
) -> None:
    """``ArgumentTypeError`` unless the arguments of ``check`` (and the entry
    points built on it) have the types they should; with ``typed``, the
    expression is text or typed IR (``to_substrait``, ``to_column``)."""
    if typed:
        wanted = "text (str) or se.check's result"
        expect_argument(expr, (str, ir.TypedExpr), "the expression", wanted)
    else:
        wanted = "text (str) or a tree from se.parse"
        expect_argument(expr, (str, ast.Expr), "the expression", wanted)
    if schema is not None:
        expect_argument(schema, (Schema, str), "the schema", "a se.Schema, its text or None")
    if registry is not None:
        expect_argument(registry, Registry, "the registry", "a se.Registry or None")


def _field_of_variant_hint(node: ast.FieldAccess) -> str:
    """What to write for ``payload.user`` on a variant: a path, with ``:``."""
    base = to_text(node.base)
    if not isinstance(node.base, ast.Name | ast.Position | ast.VariantPath):
        base = f"({base})"
    if isinstance(node.field, int):
        step = f"[{node.field}]"
    elif is_plain_key(node.field):
        step = node.field
    else:
        step = "['" + node.field.replace("'", "\\'") + "']"
    return f"a variant's fields are read with ':': {base}:{step}"


def check_as(
    expr: str | ast.Expr,
    target: t.Type,
    schema: Schema | None = None,
    registry: Registry | None = None,
) -> ir.TypedExpr:
    """Type-check ``expr`` where a value of type ``target`` is wanted (a cell
    of a virtual table): an untyped literal takes ``target``'s type."""
    source = expr if isinstance(expr, str) else None
    tree = parse(expr) if isinstance(expr, str) else expr
    checker = Checker(
        schema if schema is not None else Schema(),
        FunctionScope(registry if registry is not None else Registry.default()),
        ir.Context.SCALAR,
    )
    result = run_deep(lambda: checker.coerce(tree, target), tree_depth(tree))
    raise_if_any(checker.diagnostics, source)
    return result


@dataclasses.dataclass(frozen=True, slots=True)
class _LambdaScope:
    params: tuple[str, ...]
    types: tuple[t.Type, ...]


class Checker:
    """One type-checking run: the schema, the functions in scope, the
    diagnostics found so far and the enclosing lambdas."""

    def __init__(self, schema: Schema, scope: FunctionScope, context: ir.Context) -> None:
        self.schema = schema
        self.scope = scope
        self.context = context
        self.diagnostics: list[Diagnostic] = []
        self.lambdas: list[_LambdaScope] = []
        self.aggregates_seen = 0
        self.widenings: list[str] | None = None
        self.float_coercion = False  # integers and decimals may become the other float
        self.relations: tuple[Rel, ...] = ()  # what Subquery nodes index
        self.outer: tuple[Schema, ...] = ()  # enclosing records, outermost first
        self.declared: DeclaredHook | None = None  # sees each typed call (plans)

    # ------------------------------------------------------------------ helpers

    def top(self, node: ast.Expr) -> ir.TypedExpr:
        if isinstance(node, ast.Alias):
            inner = self.visit(node.expr)
            return ir.Named(inner.type, inner, node.name, span=node.span)
        return self.visit(node)

    def report(
        self,
        code: Code,
        message: str,
        span: ast.Span | None,
        hint: str | None = None,
    ) -> None:
        self.diagnostics.append(Diagnostic(code, message, span, hint))

    def error(
        self,
        code: Code,
        message: str,
        span: ast.Span | None,
        hint: str | None = None,
    ) -> ir.TypedExpr:
        """Report and return a placeholder of ``ErrorType``."""
        self.report(code, message, span, hint)
        return self.erroneous(span)

    @staticmethod
    def erroneous(span: ast.Span | None) -> ir.TypedExpr:
        return ir.Literal(t.ErrorType(), None, span=span)

    def type_of(self, name: ast.TypeName) -> t.Type:
        try:
            return to_type(name, self.scope.registry)
        except TypeNameError as exc:
            self.report(exc.code, exc.message, name.span or None)
            return t.ErrorType()

    def coerce(self, node: ast.Expr, target: t.Type) -> ir.TypedExpr:
        """Check ``node`` where a ``target`` value is wanted: an untyped literal
        takes that type; anything else is checked as usual."""
        if isinstance(node, ast.Literal) and node.type is None:
            if not lit.accepts(node.kind, target):  # a value that does not fit: literal_as says
                return self.error(
                    Code.TYPE_MISMATCH,
                    f"{_a(node.kind.value)} literal where {target} is expected",
                    node.span,
                )
            return self.literal_as(node, target)
        return self.visit(node)

    def literal_as(self, node: ast.Literal, target: t.Type) -> ir.TypedExpr:
        if isinstance(target, t.ErrorType):
            return self.erroneous(node.span)
        try:
            value = lit.literal_value(node.kind, node.value, target)
        except lit.LiteralError as exc:
            return self.error(exc.code, exc.message, node.span, exc.hint)
        if node.kind is ast.LiteralKind.NULL:
            target = target.with_nullable(True)
        return ir.Literal(target, value, span=node.span)

    def expect_boolean(self, typed: ir.TypedExpr, what: str) -> None:
        if not isinstance(typed.type, t.Boolean | t.ErrorType):
            self.report(Code.TYPE_MISMATCH, f"{what} must be boolean, not {typed.type}", typed.span)

    # ------------------------------------------------------------------ dispatch

    @functools.singledispatchmethod
    def visit(self, node: ast.Expr) -> ir.TypedExpr:
        return self.error(
            Code.UNSUPPORTED, f"{type(node).__name__} is not supported here", node.span
        )

    @visit.register
    def _literal(self, node: ast.Literal) -> ir.TypedExpr:
        if node.type is not None:
            return self.literal_as(node, self.type_of(node.type))
        default = lit.default_type(node.kind, node.value)
        if default is None:
            return self.error(
                Code.CANNOT_INFER_TYPE,
                "the type of null cannot be inferred here",
                node.span,
                "give it a type, e.g. null::i32?",
            )
        return self.literal_as(node, default)

    @visit.register
    def _enum(self, node: ast.EnumLiteral) -> ir.TypedExpr:
        return self.error(
            Code.BAD_ENUM,
            f"the enum word {node.value} can only be a function argument",
            node.span,
        )

    @visit.register
    def _star(self, node: ast.Star) -> ir.TypedExpr:
        return self.error(Code.UNSUPPORTED, "'*' is only valid in count(*)", node.span)

    @visit.register
    def _alias(self, node: ast.Alias) -> ir.TypedExpr:
        return self.error(
            Code.UNSUPPORTED,
            "AS names an output column; it is only valid around the whole expression",
            node.span,
        )

    @visit.register
    def _call(self, node: ast.Call) -> ir.TypedExpr:
        typed = check_call(self, node)
        if self.declared is not None:
            return self.declared(node, typed, self)
        return typed

    # ------------------------------------------------------------------ subqueries

    def _outer_record(self, node: ast.OuterRef | ast.OuterName) -> Schema | None:
        """The record an outer reference reads; None (reported) when the
        expression is not inside that many subqueries."""
        if 1 <= node.steps_out <= len(self.outer):
            return self.outer[-node.steps_out]
        if not self.outer:
            self.report(
                Code.OUTSIDE_SUBQUERY,
                "an outer reference outside a subquery",
                node.span,
                "$outer names a column of the row around a subquery; use it in the "
                "expressions of a relation under the plan's `subqueries`",
            )
        else:
            count = len(self.outer)
            self.report(
                Code.OUTSIDE_SUBQUERY,
                f"an outer reference {node.steps_out} step(s) out, inside "
                f"{count} subquer{'y' if count == 1 else 'ies'}",
                node.span,
            )
        return None

    @visit.register
    def _outer_name(self, node: ast.OuterName) -> ir.TypedExpr:
        record = self._outer_record(node)
        if record is None:
            return self.erroneous(node.span)
        names = record.names
        matches = [i for i, n in enumerate(names) if n == node.name]
        if not matches:
            matches = [i for i, n in enumerate(names) if n.lower() == node.name.lower()]
        if len(matches) != 1:
            close = difflib.get_close_matches(node.name, names, n=3)
            hint = (
                "did you mean " + " or ".join(close) + "?"
                if close
                else "outer fields: " + ", ".join(names[:10])
            )
            what = "several outer fields" if matches else "no outer field"
            return self.error(Code.UNKNOWN_FIELD, f"{what} named {node.name!r}", node.span, hint)
        found = record[matches[0]]
        return ir.OuterFieldRef(found.type, node.steps_out, matches[0], found.name, span=node.span)

    @visit.register
    def _outer_ref(self, node: ast.OuterRef) -> ir.TypedExpr:
        record = self._outer_record(node)
        if record is None:
            return self.erroneous(node.span)
        if not 0 <= node.index < len(record):
            return self.error(
                Code.FIELD_OUT_OF_RANGE,
                f"outer field {node.index} of a record with {len(record)} fields ({record})",
                node.span,
            )
        found = record[node.index]
        return ir.OuterFieldRef(found.type, node.steps_out, node.index, found.name, span=node.span)

    @visit.register
    def _subquery(self, node: ast.Subquery) -> ir.TypedExpr:
        typed = self._subquery_value(node)
        return forms.negate(self, typed, node.span) if node.negated else typed

    def _subquery_value(self, node: ast.Subquery) -> ir.TypedExpr:
        if isinstance(node.relation, str):  # the plan binder resolves names first
            return self.error(
                Code.SUBQUERY_NEEDS_PLAN,
                f"(TABLE {node.relation}) is a subquery, which needs a plan",
                node.span,
                "name its relation in the plan's `subqueries` and use the expression in the plan",
            )
        if not 0 <= node.relation < len(self.relations):
            return self.error(Code.UNSUPPORTED, "a subquery without its relation", node.span)
        rel = self.relations[node.relation]
        columns = [f.type for f in rel.schema]
        needles = tuple(self.visit(n) for n in node.needles)
        kind = node.kind
        if kind is ast.SubqueryKind.SCALAR:
            if len(columns) != 1:
                return self.error(
                    Code.TYPE_MISMATCH,
                    f"a scalar subquery needs one column, not {len(columns)} ({rel.schema})",
                    node.span,
                )
            # No row gives null, whatever the column's nullability.
            return ir.Subquery(columns[0].with_nullable(True), kind, rel, span=node.span)
        if kind in (ast.SubqueryKind.EXISTS, ast.SubqueryKind.UNIQUE):
            return ir.Subquery(t.Boolean(nullable=False), kind, rel, span=node.span)
        if len(needles) != len(columns):
            what = "IN" if kind is ast.SubqueryKind.IN else "a set comparison"
            return self.error(
                Code.TYPE_MISMATCH,
                f"{what} compares {len(needles)} value(s) with a subquery of "
                f"{len(columns)} column(s) ({rel.schema})",
                node.span,
            )
        for needle, column in zip(needles, columns, strict=True):
            if isinstance(needle.type, t.ErrorType):
                return self.erroneous(node.span)
            a, b = needle.type.with_nullable(True), column.with_nullable(True)
            # Values of a type and of a lossless widening of it compare exactly.
            if a != b and not widens(a, b) and not widens(b, a):
                return self.error(
                    Code.TYPE_MISMATCH,
                    f"{needle.type} compared with a subquery column of type {column}",
                    node.span,
                )
        # Unknown only when some compared value can be null.
        nullable = any(n.type.nullable for n in needles) or any(c.nullable for c in columns)
        return ir.Subquery(
            t.Boolean(nullable=nullable),
            kind,
            rel,
            needles,
            node.comparison,
            node.reduction,
            span=node.span,
        )

    # ------------------------------------------------------------------ references

    @visit.register
    def _name(self, node: ast.Name) -> ir.TypedExpr:
        found = self.lookup_name(node)
        if found is not None:
            return found
        close = difflib.get_close_matches(node.name, self.schema.names, n=3)
        hint = "did you mean " + " or ".join(close) + "?" if close else None
        if not self.schema.names:
            hint = "the schema is empty; pass one, e.g. --schema 'a: i32'"
        elif hint is None:
            hint = "fields: " + ", ".join(self.schema.names[:10])
        return self.error(Code.UNKNOWN_FIELD, f"no field named {node.name!r}", node.span, hint)

    def lookup_name(self, node: ast.Name) -> ir.TypedExpr | None:
        """A lambda parameter or schema field called ``node.name``; None when
        there is none (no diagnostic: the caller decides)."""
        for depth, scope in enumerate(reversed(self.lambdas)):
            if node.name in scope.params:
                index = scope.params.index(node.name)
                return ir.LambdaParam(scope.types[index], node.name, depth, index, span=node.span)
        names = self.schema.names
        matches = [i for i, n in enumerate(names) if n == node.name]
        if not matches:
            matches = [i for i, n in enumerate(names) if n.lower() == node.name.lower()]
        if len(matches) != 1:
            return None
        field = self.schema[matches[0]]
        return ir.FieldRef(field.type, matches[0], field.name, span=node.span)

    @visit.register
    def _position(self, node: ast.Position) -> ir.TypedExpr:
        count = len(self.schema)
        if not 0 <= node.index < count:
            valid = f"$0 to ${count - 1}" if count else "none: the schema is empty"
            return self.error(
                Code.FIELD_OUT_OF_RANGE,
                f"${node.index} is out of range: the schema has {count} field(s) ({valid})",
                node.span,
            )
        field = self.schema[node.index]
        return ir.FieldRef(field.type, node.index, field.name, span=node.span)

    @visit.register
    def _field_access(self, node: ast.FieldAccess) -> ir.TypedExpr:
        base = self.visit(node.base)
        if isinstance(base.type, t.ErrorType):
            return self.erroneous(node.span)
        if not isinstance(base.type, t.Struct):
            return self.error(
                Code.NOT_A_STRUCT,
                f"cannot take field {node.field} of a {base.type}",
                node.span,
                _field_of_variant_hint(node) if t.is_variant(base.type) else None,
            )
        struct = base.type
        index = self._struct_index(struct, node)
        if index is None:
            return self.erroneous(node.span)
        field_type = struct.fields[index]
        if struct.nullable:
            field_type = field_type.with_nullable(True)
        return ir.StructField(field_type, base, index, span=node.span)

    def _struct_index(self, struct: t.Struct, node: ast.FieldAccess) -> int | None:
        if isinstance(node.field, int):
            if 0 <= node.field < len(struct.fields):
                return node.field
            self.report(
                Code.FIELD_OUT_OF_RANGE,
                f"field {node.field} is out of range: the struct has {len(struct.fields)} field(s)",
                node.span,
            )
            return None
        names = struct.names or ()
        for candidates in (
            [i for i, n in enumerate(names) if n == node.field],
            [i for i, n in enumerate(names) if n.lower() == node.field.lower()],
        ):
            if len(candidates) == 1:
                return candidates[0]
        hint: str | None = "its fields have no names; use a position such as .0"
        if names:
            close = difflib.get_close_matches(node.field, names, n=3)
            hint = "did you mean " + " or ".join(close) + "?" if close else None
        self.report(Code.UNKNOWN_FIELD, f"the struct has no field {node.field!r}", node.span, hint)
        return None

    @visit.register
    def _subscript(self, node: ast.Subscript) -> ir.TypedExpr:
        base = self.visit(node.base)
        if isinstance(base.type, t.ErrorType):
            self.visit(node.index)
            return self.erroneous(node.span)
        if isinstance(base.type, t.List):
            index = self._integer_operand(node.index, "a list index")
            element = base.type.element.with_nullable(True)
            return ir.ListElement(element, base, index, span=node.span)
        if isinstance(base.type, t.Map):
            key = self.coerce(node.index, base.type.key)
            if join_nullability(key.type, base.type.key) is None:
                self.report(
                    Code.TYPE_MISMATCH,
                    f"map key must be {base.type.key}, not {key.type}",
                    node.index.span,
                )
            value = base.type.value.with_nullable(True)
            return ir.MapValue(value, base, key, span=node.span)
        self.visit(node.index)
        return self.error(
            Code.TYPE_MISMATCH, f"cannot subscript a {base.type}; only lists and maps", node.span
        )

    def _integer_operand(self, node: ast.Expr, what: str) -> ir.TypedExpr:
        if forms.is_untyped_literal(node):
            assert isinstance(node, ast.Literal)
            if node.kind is ast.LiteralKind.INTEGER:
                return self.visit(node)
        typed = self.visit(node)
        if not isinstance(typed.type, t.I8 | t.I16 | t.I32 | t.I64 | t.ErrorType):
            self.report(
                Code.TYPE_MISMATCH, f"{what} must be an integer, not {typed.type}", node.span
            )
        return typed

    @visit.register
    def _slice(self, node: ast.Slice) -> ir.TypedExpr:
        base = self.visit(node.base)
        start = self._integer_operand(node.start, "a slice bound") if node.start else None
        stop = self._integer_operand(node.stop, "a slice bound") if node.stop else None
        if isinstance(base.type, t.ErrorType):
            return self.erroneous(node.span)
        if not isinstance(base.type, t.List):
            return self.error(
                Code.TYPE_MISMATCH, f"cannot slice a {base.type}; only lists", node.span
            )
        return ir.ListSlice(base.type, base, start, stop, span=node.span)

    # ------------------------------------------------------------------ values

    @visit.register
    def _list(self, node: ast.ListExpr) -> ir.TypedExpr:
        if node.type is None:
            element, members = forms.unify(self, node.items, "list elements", node.span)
            if element is None:
                return self.erroneous(node.span)
            return ir.ListValue(t.List(element), tuple(members), span=node.span)
        declared = self.type_of(node.type)
        if isinstance(declared, t.ErrorType):
            return self.erroneous(node.span)
        if not isinstance(declared, t.List):
            return self.error(
                Code.BAD_TYPE, f"a [...] list cannot have the type {declared}", node.type.span
            )
        items = tuple(self._member(item, declared.element, "list element") for item in node.items)
        return ir.ListValue(declared, items, span=node.span)

    def _member(self, node: ast.Expr, element: t.Type, what: str) -> ir.TypedExpr:
        """An element of a typed list or column: it must have ``element``'s type."""
        member = self._float_word(node, element) or node
        if isinstance(member, ast.Literal) and member.type is None:
            # Written under the declared type, like a typed literal ('0xFF' in list<fbin<1>>).
            typed = self.literal_as(member, element.with_nullable(False))
        else:
            typed = self.visit(member)
        if isinstance(typed.type, t.ErrorType):
            return typed
        if join_nullability(typed.type, element) is None:
            self.report(Code.TYPE_MISMATCH, f"{what} is {typed.type}, not {element}", node.span)
        elif typed.type.nullable and not element.nullable:
            self.report(
                Code.TYPE_MISMATCH,
                f"{what} may be null but {element} is not nullable",
                node.span,
                f"write {element.with_nullable(True)}",
            )
        return typed

    def _float_word(self, node: ast.Expr, element: t.Type) -> ast.Literal | None:
        """``inf``, ``-inf`` and ``nan`` as the value of a float list or column
        (they read as names there, which the test files use untyped)."""
        if not isinstance(element, t.FP32 | t.FP64):
            return None
        sign = ""
        word = node
        if isinstance(node, ast.Call) and node.operator is ast.Operator.NEGATE:
            sign, word = "-", node.args[0]
        if not isinstance(word, ast.Name) or word.name.lower() not in ("inf", "nan"):
            return None
        if self.lookup_name(word) is not None:
            return None
        value = sign + word.name.lower()
        return ast.Literal(ast.LiteralKind.FLOAT_SPECIAL, value, span=node.span)

    @visit.register
    def _tuple(self, node: ast.TupleExpr) -> ir.TypedExpr:
        if node.type is None:
            fields = tuple(self.visit(item) for item in node.items)
            struct = t.Struct(tuple(f.type for f in fields))
            return ir.StructValue(struct, fields, span=node.span)
        declared = self.type_of(node.type)
        if self.context is ir.Context.SCALAR:
            return self.error(
                Code.UNSUPPORTED,
                "a column of values (v1, v2, ...)::T is only valid as the input of an "
                "aggregate or window function",
                node.span,
            )
        if isinstance(declared, t.ErrorType):
            return self.erroneous(node.span)
        # Test files write (1, null)::i32 for a column holding a null; the
        # column is then nullable whatever the written type says.
        column = declared.with_nullable(
            declared.nullable or any(_is_null(item) for item in node.items)
        )
        values = tuple(self._member(item, column, "column value") for item in node.items)
        return ir.InlineColumn(column, values, span=node.span)

    @visit.register
    def _lambda(self, node: ast.Lambda) -> ir.TypedExpr:
        if node.type is None:
            return self.error(
                Code.CANNOT_INFER_TYPE,
                "the parameter types of this lambda cannot be inferred here",
                node.span,
                "pass it to a list function such as transform, or write its type: "
                "(x -> ...)::func<i32 -> i32>",
            )
        declared = self.type_of(node.type)
        if isinstance(declared, t.ErrorType):
            return self.erroneous(node.span)
        if not isinstance(declared, t.Func) or len(declared.args) != len(node.params):
            return self.error(
                Code.BAD_TYPE,
                f"a lambda of {len(node.params)} parameter(s) cannot have the type {declared}",
                node.type.span,
            )
        built = self.build_lambda(node, declared.args)
        body_type = built.body.type
        result = join_nullability(declared.result, body_type)
        if result is None:
            self.report(
                Code.TYPE_MISMATCH,
                f"the lambda's body is {body_type}, not {declared.result}",
                node.body.span,
            )
            result = declared.result
        func = t.Func(declared.args, result, nullable=declared.nullable)
        return dataclasses.replace(built, type=func)

    def build_lambda(self, node: ast.Lambda, param_types: tuple[t.Type, ...]) -> ir.LambdaExpr:
        """Check the body with the parameters in scope; the type's result is the body's."""
        self.lambdas.append(_LambdaScope(node.params, param_types))
        try:
            body = self.visit(node.body)
        finally:
            self.lambdas.pop()
        func = t.Func(param_types, body.type)
        return ir.LambdaExpr(func, node.params, param_types, body, span=node.span)

    # ------------------------------------------------------------------ special forms

    @visit.register
    def _cast(self, node: ast.Cast) -> ir.TypedExpr:
        target = self.type_of(node.target)
        operand_node = node.operand
        # A literal cast to variant stays a cast: 'a'::variant is the variant
        # string "a", as cast('a' AS variant) of a string column is.
        foldable = not isinstance(target, t.ErrorType) and not t.is_variant(target)
        if forms.is_untyped_literal(operand_node) and foldable:
            assert isinstance(operand_node, ast.Literal)
            # A literal that reads as a target value needs no runtime cast; one
            # that does not ('hello' as i32) is left to fail, or not, at run time.
            try:
                lit.literal_value(operand_node.kind, operand_node.value, target)
            except lit.LiteralError:
                pass
            else:
                return self.literal_as(operand_node, target)
        operand = self.visit(operand_node)
        if isinstance(target, t.ErrorType) or isinstance(operand.type, t.ErrorType):
            return self.erroneous(node.span)
        if not can_cast(operand.type, target):
            message = (
                variant_cast_problem(operand.type, target)
                if (t.is_variant(operand.type) or t.is_variant(target))
                else None
            )
            return self.error(
                Code.BAD_CAST, message or f"cannot cast {operand.type} to {target}", node.span
            )
        nullable = (
            target.nullable
            or operand.type.nullable
            or node.failure is ast.FailureBehavior.RETURN_NULL
        )
        return ir.Cast(target.with_nullable(nullable), operand, node.failure, span=node.span)

    @visit.register
    def _if(self, node: ast.IfThen) -> ir.TypedExpr:
        return forms.check_if(self, node)

    @visit.register
    def _switch(self, node: ast.Switch) -> ir.TypedExpr:
        return forms.check_switch(self, node)

    @visit.register
    def _in_list(self, node: ast.InList) -> ir.TypedExpr:
        return forms.check_in_list(self, node)


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _is_null(node: ast.Expr) -> bool:
    return isinstance(node, ast.Literal) and node.kind is ast.LiteralKind.NULL
