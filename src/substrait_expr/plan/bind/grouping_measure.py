"""DataFusion's unoptimized ``GROUPING(x, ...)``: a measure ``grouping`` that
no extension declares (rule ``datafusion-grouping-measure``).

A measure cannot see which grouping set a row belongs to, but the aggregate's
grouping-set column can: GROUPING(x1, ..., xm) is one bit per argument, the
first argument the highest, set where the row's grouping set leaves that key
out (SQL's meaning, and DataFusion's Int32 value). The binder leaves these
measures out of the aggregate and computes each from the grouping-set column
in a project above it, whose output has the aggregate's original layout.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

__all__ = ["grouping_values", "original_layout"]


def grouping_values(sets: Sequence[tuple[int, ...]], arguments: Sequence[int]) -> list[int]:
    """GROUPING(arguments) for each grouping set: ``arguments`` are key indices."""
    last = len(arguments) - 1
    return [
        sum(1 << (last - i) for i, key in enumerate(arguments) if key not in members)
        for members in sets
    ]


def original_layout(
    order: Sequence[int],
    keys: int,
    measures: int,
    removed: Collection[int],
    new_order: Sequence[int],
) -> list[int | tuple[str, int]]:
    """For each output of the aggregate as the plan wrote it (``order``: its
    emit, or every column, over keys, ``measures`` measures and the grouping-set
    column), where it now comes from: a position in the rewritten aggregate's
    output (``new_order``, which lacks the ``removed`` measures), or
    ``("grouping", j)`` for the removed measure ``j`` (a key of ``removed``)."""
    kept = [j for j in range(measures) if j not in removed]
    remaining = len(kept)
    layout: list[int | tuple[str, int]] = []
    for index in order:
        if index < keys:
            layout.append(new_order.index(index))
        elif index < keys + measures:
            j = index - keys
            if j in removed:
                layout.append(("grouping", j))
            else:
                layout.append(new_order.index(keys + kept.index(j)))
        else:  # the grouping-set column
            layout.append(new_order.index(keys + remaining))
    return layout
