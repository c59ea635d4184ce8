"""What the helper modules of the checker (``calls``, ``forms``) need from
``check.Checker``, as a protocol so they need not import it."""

from __future__ import annotations

from typing import Protocol

from substrait_expr.ast import nodes as ast
from substrait_expr.diagnostics import Code, Diagnostic
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.scope import FunctionScope


class CheckerLike(Protocol):
    """The checker as its helper modules see it."""

    scope: FunctionScope
    context: ir.Context
    diagnostics: list[Diagnostic]
    aggregates_seen: int
    widenings: list[str] | None  # where lossless argument casts may be added, and are noted
    float_coercion: bool  # also integer/decimal → the other operand's float (noted)

    def visit(self, node: ast.Expr) -> ir.TypedExpr: ...

    def literal_as(self, node: ast.Literal, target: t.Type) -> ir.TypedExpr: ...

    def lookup_name(self, node: ast.Name) -> ir.TypedExpr | None: ...

    def build_lambda(self, node: ast.Lambda, param_types: tuple[t.Type, ...]) -> ir.LambdaExpr: ...

    def report(
        self, code: Code, message: str, span: ast.Span | None, hint: str | None = None
    ) -> None: ...

    def error(
        self, code: Code, message: str, span: ast.Span | None, hint: str | None = None
    ) -> ir.TypedExpr: ...

    def erroneous(self, span: ast.Span | None) -> ir.TypedExpr: ...

    def expect_boolean(self, typed: ir.TypedExpr, what: str) -> None: ...

    def coerce(self, node: ast.Expr, target: t.Type) -> ir.TypedExpr: ...
