"""The binder's signal that a relation failed to bind (its problem is recorded)."""

from __future__ import annotations

__all__ = ["Failed"]


class Failed(Exception):
    """A relation could not be bound; its problems are recorded. Raised up to
    the root (relations above it have no input schema)."""
