"""Text tables of results, and values written as the expression language writes them."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping, Sequence
from decimal import Decimal

__all__ = ["format_table", "format_value"]


def format_value(value: object) -> str:
    """A result value for people: ``null``, ``true``, ``[1, 2]``, ``{a: 1}``, ``'x'`` in lists."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return _float_text(value)
    if isinstance(value, int | Decimal):
        return str(value)
    if isinstance(value, str):
        return value.replace("\n", "\\n")
    if isinstance(value, bytes | bytearray):
        return "0x" + bytes(value).hex().upper()
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    return _compound_text(value)


def _float_text(value: float) -> str:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return repr(value)


def _compound_text(value: object) -> str:
    as_dict = getattr(value, "asDict", None)  # a pyspark Row: a struct value
    if callable(as_dict):
        fields: dict[str, object] = as_dict()
        return "{" + ", ".join(f"{k}: {_nested(v)}" for k, v in fields.items()) + "}"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_nested(k)}: {_nested(v)}" for k, v in value.items()) + "}"
    if isinstance(value, Sequence):
        return "[" + ", ".join(_nested(item) for item in value) + "]"
    return str(value)


def _nested(value: object) -> str:
    if isinstance(value, str):
        return "'" + value.replace("'", "''").replace("\n", "\\n") + "'"
    return format_value(value)


def format_table(header: str, values: Sequence[object], *, more: bool = False) -> str:
    """One column under ``header``, boxed; ``more`` notes that rows were left out."""
    cells = [format_value(value) for value in values]
    width = max([len(header), *(len(cell) for cell in cells)])
    rule = "+" + "-" * (width + 2) + "+"
    lines = [rule, f"| {header.ljust(width)} |", rule]
    lines.extend(f"| {cell.ljust(width)} |" for cell in cells)
    lines.append(rule)
    count = len(values)
    noun = "row" if count == 1 else "rows"
    lines.append(f"({count} {noun}{', more not shown' if more else ''})")
    return "\n".join(lines)
