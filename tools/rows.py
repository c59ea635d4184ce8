"""Comparing result rows from two engines, tolerantly.

Rows are compared as multisets (in order where asked). Numbers are compared
with a tolerance: Substrait's decimal rules give some results a different
scale, or a decimal where another engine has a float, than another engine's
(``avg`` of ``decimal<15,2>`` is ``decimal<38,2>`` in Substrait,
``decimal(19,6)`` in Spark), so two decimals agree when they differ by at
most one unit in the last place of the coarser one; an integer, a float
and a decimal agree when their values are close.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable
from decimal import Decimal
from typing import Any

RELATIVE = 1e-6  # for floats, and for decimals on top of the last-place rule

Row = tuple[Any, ...]


def scale(value: Decimal) -> int:
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) else 0


def same_value(got: Any, want: Any, relative: float = RELATIVE) -> bool:
    if got is None or want is None:
        return got is None and want is None
    if isinstance(got, bool) or isinstance(want, bool):
        return got == want
    if isinstance(got, Decimal) and isinstance(want, Decimal):
        if not (got.is_finite() and want.is_finite()):
            return got == want
        ulp = Decimal(1).scaleb(-min(scale(got), scale(want)))
        return abs(got - want) <= max(ulp, abs(want) * Decimal(relative))
    if isinstance(got, Decimal) != isinstance(want, Decimal) and isinstance(got, float | Decimal):
        # A decimal against another engine's float (avg of a decimal is a
        # decimal in Substrait, a double in DuckDB): one unit in its last place.
        exact, other = (got, want) if isinstance(got, Decimal) else (want, got)
        if isinstance(other, float) and exact.is_finite() and math.isfinite(other):
            ulp = float(Decimal(1).scaleb(-scale(exact)))
            if abs(float(exact) - other) <= max(ulp, abs(other) * relative):
                return True
    if isinstance(got, int | float | Decimal) and isinstance(want, int | float | Decimal):
        a, b = float(got), float(want)
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return math.isclose(a, b, rel_tol=relative, abs_tol=1e-9)
    if isinstance(got, datetime.datetime) and isinstance(want, datetime.datetime):
        return got.replace(tzinfo=None) == want.replace(tzinfo=None)
    if isinstance(got, datetime.date) and isinstance(want, datetime.date):
        # date + interval is a timestamp in Substrait, a date in some SQL dialects:
        # a timestamp at midnight and its date are the same value.
        return _as_datetime(got) == _as_datetime(want)
    if isinstance(got, list | tuple) and isinstance(want, list | tuple):
        return len(got) == len(want) and all(
            same_value(g, w, relative) for g, w in zip(got, want, strict=True)
        )
    return bool(got == want)


def _as_datetime(value: datetime.date) -> datetime.datetime:
    if isinstance(value, datetime.datetime):
        return value.replace(tzinfo=None)
    return datetime.datetime(value.year, value.month, value.day)


def same_row(got: Row, want: Row, relative: float = RELATIVE) -> bool:
    return len(got) == len(want) and all(
        same_value(g, w, relative) for g, w in zip(got, want, strict=True)
    )


def _key(row: Row) -> tuple[Any, ...]:
    """An exact-match key: equal keys mean equal rows (the converse needs the tolerant test)."""
    return tuple(
        ("n", float(v)) if isinstance(v, int | float | Decimal) and not isinstance(v, bool) else v
        for v in row
    )


def typed_key(row: Row) -> tuple[Any, ...]:
    """A key under which equal rows are equal cell by cell and type by type
    (1 and Decimal(1) differ): for comparisons that tell types apart."""
    return tuple((type(v).__name__, v) for v in row)


def multiset_differences(
    got: list[Row],
    want: list[Row],
    same: Callable[[Any, Any], bool],
    key: Callable[[Row], tuple[Any, ...]] = _key,
    who: str = "want",
) -> list[str]:
    """The rows of ``want`` with no partner left in ``got`` and the rows of
    ``got`` left over, as text (empty when the two are equal as multisets);
    ``same`` compares two cells.

    Rows equal under ``key`` are paired first through a hash table (``key``
    must only make rows equal that ``same`` pairs), so only the rest is
    compared pairwise."""
    pending: dict[tuple[Any, ...], list[Row]] = {}
    for row in got:
        try:
            pending.setdefault(key(row), []).append(row)
        except TypeError:  # unhashable cells (lists): compared pairwise below
            pending.setdefault(("unhashable", id(row)), []).append(row)
    rest_want = []
    for row in want:
        try:
            bucket = pending.get(key(row))
        except TypeError:
            bucket = None
        if bucket:
            bucket.pop()
        else:
            rest_want.append(row)
    left = [row for bucket in pending.values() for row in bucket]
    problems = []
    for row in rest_want:
        index = next(
            (
                i
                for i, candidate in enumerate(left)
                if len(candidate) == len(row)
                and all(same(g, w) for g, w in zip(candidate, row, strict=True))
            ),
            None,
        )
        if index is None:
            problems.append(f"{who} has {row}")
        else:
            del left[index]
    problems.extend(f"got {row}" for row in left)
    return problems


def unmatched(got: list[Row], want: list[Row], relative: float = RELATIVE) -> list[str]:
    """Rows that differ as multisets, numbers within the tolerance."""
    return multiset_differences(got, want, lambda g, w: same_value(g, w, relative))


def out_of_order(got: list[Row], want: list[Row]) -> list[str]:
    """Rows that differ position by position."""
    return [
        f"row {i}: got {g}, want {w}"
        for i, (g, w) in enumerate(zip(got, want, strict=True))
        if not same_row(g, w)
    ]
