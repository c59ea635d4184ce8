"""Column names as Spark needs them: unique, ignoring case."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["unique_names"]


def unique_names(names: Sequence[str], taken: Sequence[str] = ()) -> list[str]:
    """``names`` with ``_2``, ``_3`` ... appended where a name repeats."""
    seen = {name.lower() for name in taken}
    result = []
    for name in names:
        candidate, n = name, 1
        while candidate.lower() in seen:  # Spark compares names case-insensitively
            n += 1
            candidate = f"{name}_{n}"
        seen.add(candidate.lower())
        result.append(candidate)
    return result
