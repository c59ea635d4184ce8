"""Results remembered by the identity of an immutable object met again.

The parser shares one AST per text, a DataFrame keeps its StructType, and a
plan's typed expressions are walked by several stages: what is computed from
such an object can be kept with it. Keyed by ``id``, and the entry holds the
object itself, so its id cannot be reused by another object meanwhile.
"""

from __future__ import annotations

from typing import Generic, TypeVar

V = TypeVar("V")

__all__ = ["IdentityCache"]


class IdentityCache(Generic[V]):
    """The values of the latest ``size`` objects, oldest dropped first."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._entries: dict[int, tuple[object, V]] = {}

    def get(self, key: object) -> V | None:
        entry = self._entries.get(id(key))
        return entry[1] if entry is not None and entry[0] is key else None

    def put(self, key: object, value: V) -> V:
        if len(self._entries) >= self._size:
            del self._entries[next(iter(self._entries))]
        self._entries[id(key)] = (key, value)
        return value

    def clear(self) -> None:
        self._entries.clear()
