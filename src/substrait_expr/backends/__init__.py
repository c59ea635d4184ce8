"""Execution backends behind one small protocol.

Everything before a backend (parser, AST, type checker, the bound plan model,
the Substrait reader and writer) is engine-neutral and imports no engine
library. A backend says which bound constructs it can run (diagnostics with
reasons), lowers one checked expression, and lowers a bound plan. Spark is
the one backend today (``backends/spark/``); ``get_backend`` finds one by name
and imports it only then, so ``import substrait_expr`` stays engine-free.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from substrait_expr.plan import model as m
    from substrait_expr.plan.errors import PlanProblem
    from substrait_expr.typecheck import ir
    from substrait_expr.typecheck.schema import Schema

__all__ = ["BACKENDS", "Backend", "get_backend"]


class Backend(Protocol):
    """What the engine-neutral stages need from an engine."""

    name: str

    def diagnostics(self, roots: Sequence[m.Root]) -> list[PlanProblem]:
        """The constructs of a bound plan this engine cannot run, each with its
        JSON path and the reason; empty when the plan can run."""
        ...

    def lower_expression(
        self, typed: ir.TypedExpr, schema: Schema, *, field_names: Sequence[str] | None = None
    ) -> Any:
        """One checked expression as the engine's expression value."""
        ...

    def lower_plan(self, roots: Sequence[m.Root], session: Any, tables: Mapping[str, Any]) -> Any:
        """The engine's value for each root of a bound plan."""
        ...


# backend name → module whose ``BACKEND`` attribute implements the protocol
BACKENDS = {"spark": "substrait_expr.backends.spark"}


def get_backend(name: str) -> Backend:
    """The backend called ``name``; a ``ValueError`` lists the known ones."""
    module = BACKENDS.get(name)
    if module is None:
        raise ValueError(f"unknown backend {name!r}; known: {', '.join(sorted(BACKENDS))}")
    backend: Backend = importlib.import_module(module).BACKEND
    return backend
