"""What the relation binders in their own modules (``reads.py``,
``kept.py``) may ask of the binding run that calls them. The run itself
(``binder.py``) is private: these modules see only this protocol, so the
run's working state can change without them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any, Protocol

from substrait_expr.ast import nodes as ast
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import model as m
from substrait_expr.plan.bind.failure import Failed
from substrait_expr.plan.errors import PlanProblem
from substrait_expr.plan.paths import PlanOptions
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema

__all__ = ["DataSchemas", "RelationBinder"]

# Reads whose schema is not written get it from the data (at run time only).
DataSchemas = Callable[[m.Read], Schema]


class RelationBinder(Protocol):
    """One binding run, as a relation binder sees it. Problems are recorded
    with their JSON path (``problem``); ``fail`` records one and returns the
    ``Failed`` to raise, which ends the relation being bound."""

    @property
    def registry(self) -> Registry: ...

    @property
    def options(self) -> PlanOptions: ...

    @property
    def data_schemas(self) -> DataSchemas | None:
        """Where a read without types gets its schema; None before the data is known."""

    @property
    def problems(self) -> Sequence[PlanProblem]:
        """Every problem so far (a binder compares counts to see if its parts failed)."""

    def problem(self, path: str, message: str, error: CompileError | None = None) -> None:
        """Record a problem at ``path`` (``error``: the type checker's, kept whole)."""

    def fail(self, path: str, message: str) -> Failed: ...

    def rel(self, value: Any, path: str) -> m.Rel:
        """Bind one ``Rel`` object (``{"filter": {...}}``)."""

    def outer(self, record: Schema) -> AbstractContextManager[None]:
        """Bind, inside the ``with``, what reads ``record`` as its outer record
        (``$outer``): a subquery's relation, a lateral join's right side."""

    def expression(
        self, value: Any, schema: Schema, path: str, context: ir.Context = ...
    ) -> ir.TypedExpr:
        """Type-check the expression at ``path`` (text or protobuf JSON)."""

    def boolean(self, value: Any, schema: Schema, path: str) -> ir.TypedExpr: ...

    def constant_int(self, value: Any, path: str) -> int: ...

    def sort_key(self, value: Any, schema: Schema, path: str) -> m.SortKey: ...

    def expression_tree(self, value: Any, path: str) -> ast.Expr:
        """The untyped tree of a constant expression (text or protobuf JSON)."""

    def record(self, typed: ir.TypedExpr, text: str) -> None:
        """Count ``typed`` as checked and keep its ``text`` for explain."""

    def json_object(self, value: Any, path: str) -> Mapping[str, Any]:
        """``value`` if a JSON object, {} if absent; else a failure at ``path``."""

    def base_schema(self, value: Any, path: str) -> Schema | None:
        """A schema (text or NamedStruct); None if absent."""

    def extension(self, body: Mapping[str, Any], path: str) -> Mapping[str, Any] | None:
        """The ``advancedExtension`` of ``body``, if any (kept verbatim)."""
