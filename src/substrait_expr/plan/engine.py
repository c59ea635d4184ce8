"""What the engine-neutral stages need from an engine, and how they find one.

A backend (``backends/<name>/``, one object called ``BACKEND``) says which
bound constructs it can run, lowers one checked expression, and runs a bound
plan, returning what the run did as a value (``PlanRun``). The plan layer
finds a backend by name (``get_backend``), importing its module only then,
as ibis's expressions find theirs: nothing below ``backends`` imports an
engine library or a backend module.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from substrait_expr.diagnostics import ArgumentValueError

if TYPE_CHECKING:
    from substrait_expr.plan import model as m
    from substrait_expr.plan.errors import PlanProblem
    from substrait_expr.plan.interop import AppliedRule
    from substrait_expr.typecheck import ir
    from substrait_expr.typecheck.schema import Schema

__all__ = ["BACKENDS", "Backend", "DataSource", "PlanRun", "get_backend"]


@dataclass(frozen=True)
class PlanRun:
    """What running a plan gave: one engine frame per root, how the plan was
    lowered (``statement``: one SQL statement per root; ``dataframe``: the
    DataFrame API, with ``why_not_statement``), what its write relations did,
    and the producer-compatibility rules loading and running needed."""

    frames: tuple[Any, ...]
    lowering: str
    why_not_statement: str = ""
    writes: tuple[str, ...] = ()
    rules: tuple[AppliedRule, ...] = ()


class DataSource(Protocol):
    """The data of a plan's reads, for one run."""

    def schema(self, read: m.Read) -> Schema:
        """The schema of data whose read did not write one (``DataSchemas``)."""
        ...


class Backend(Protocol):
    """An engine, as the engine-neutral stages use it."""

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
        """The engine's value for each root of a bound plan (its relation API only)."""
        ...

    def data_source(
        self, session: Any, tables: Mapping[str, Any] | None, *, strict_schema: bool = False
    ) -> DataSource:
        """Where a plan's reads find their data in ``session`` (``tables``
        bindings first), remembered for one run. ``strict_schema``: a column
        the plan declares narrower than the data is an error, not a checked
        cast."""
        ...

    def run_plan(self, roots: Sequence[m.Root], source: DataSource, lowering: str) -> PlanRun:
        """Lower (and, for writes, run) a bound plan on ``source``'s session;
        the result's ``rules`` are those running needed."""
        ...

    def collect(self, frame: Any, where: str) -> list[Any]:
        """The rows of one frame; an engine failure becomes a ``PlanError``
        at ``where`` (a JSON path), the engine's message kept."""
        ...

    def plan_statements(
        self, roots: Sequence[m.Root], tables: Mapping[str, str] | None, *, ansi: bool
    ) -> list[str]:
        """One SQL statement per root, or ``PlanError`` at the relation no
        statement can say."""
        ...


# backend name → module whose ``BACKEND`` attribute implements the protocol
BACKENDS = {"spark": "substrait_expr.backends.spark"}


def get_backend(name: str) -> Backend:
    """The backend called ``name``; a ``ValueError`` lists the known ones."""
    module = BACKENDS.get(name)
    if module is None:
        raise ArgumentValueError(f"unknown backend {name!r}; known: {', '.join(sorted(BACKENDS))}")
    backend: Backend = importlib.import_module(module).BACKEND
    return backend
