"""The binder's signal that a relation failed to bind (its problem is recorded)."""

from __future__ import annotations

from substrait_expr.diagnostics import CompileError

__all__ = ["DEFERRED", "Failed", "first_line"]

# How problems start that only the data can resolve (a read's types); such a
# plan binds when it runs.
DEFERRED = "types come from the data"


class Failed(Exception):
    """A relation could not be bound; its problems are recorded. Raised up to
    the root (relations above it have no input schema)."""


def first_line(error: CompileError) -> str:
    """The message a problem of a plan shows for ``error`` (its first diagnostic)."""
    return error.diagnostics[0].message if error.diagnostics else "does not compile"
