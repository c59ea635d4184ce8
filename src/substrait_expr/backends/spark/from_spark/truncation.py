"""Spark's ``trunc(date, level)`` and ``date_trunc(level, timestamp)`` as the
spec's ``round_calendar`` (rounding FLOOR, a multiple of one unit counted from
a longer one; a quarter is three months from the year's start).

Spark floors a timestamp in the session's time zone. From the day to the year
it floors the local date and takes the first instant of that date, as the
spec's zone-aware ``round_calendar`` does. To the hour or the minute it keeps
the instant's own offset where the floored wall time occurs twice (the hour
clocks go back), which the spec does not say: those levels are converted only
in a zone whose offset never changes (UTC, ``Etc/GMT+5``, ``+05:30``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from substrait_expr.backends.spark.from_spark.catalyst import Node
from substrait_expr.backends.spark.from_spark.functions import Function
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

if TYPE_CHECKING:
    from substrait_expr.backends.spark.from_spark.expressions import Expressions, Scope

__all__ = ["HANDLERS"]

# Spark's names of each level (DateTimeUtils.parseTruncLevel, upper-cased).
_LEVELS = {
    "YEAR": "YEAR",
    "YYYY": "YEAR",
    "YY": "YEAR",
    "QUARTER": "QUARTER",
    "MONTH": "MONTH",
    "MON": "MONTH",
    "MM": "MONTH",
    "WEEK": "WEEK",
    "DAY": "DAY",
    "DD": "DAY",
    "HOUR": "HOUR",
    "MINUTE": "MINUTE",
    "SECOND": "SECOND",
    "MILLISECOND": "MILLISECOND",
    "MICROSECOND": "MICROSECOND",
}
# level → (unit, origin, multiple) of round_calendar.
_CALENDAR = {
    "YEAR": ("YEAR", "YEAR", 1),
    "QUARTER": ("MONTH", "YEAR", 3),
    "MONTH": ("MONTH", "YEAR", 1),
    "WEEK": ("WEEK", "ISO_WEEK", 1),
    "DAY": ("DAY", "DAY", 1),
    "HOUR": ("HOUR", "DAY", 1),
    "MINUTE": ("MINUTE", "DAY", 1),
    "SECOND": ("SECOND", "DAY", 1),
    "MILLISECOND": ("MILLISECOND", "DAY", 1),
    "MICROSECOND": ("MICROSECOND", "DAY", 1),
}
_DATE_LEVELS = {"YEAR", "QUARTER", "MONTH", "WEEK"}  # trunc(date) gives null below a week
_OFFSET_KEEPING = {"DAY", "HOUR", "MINUTE"}  # Spark's ZonedDateTime.truncatedTo
_FIXED_ZONE = re.compile(
    r"(?i)(UTC|GMT|UCT|Z|Zulu|Universal|Etc/(UTC|GMT|UCT|Universal|Zulu)|"
    r"Etc/GMT[+-]\d{1,2}|(UTC|GMT)?[+-]\d{1,2}(:?\d{2}){0,2})"
)


def _level(ex: Expressions, node: Node, fmt: ir.TypedExpr, path: str) -> str:
    if not (isinstance(fmt, ir.Literal) and isinstance(fmt.value, str)):
        raise ex.refuse(node, path, "a truncation level that is not a literal")
    level = _LEVELS.get(fmt.value.upper())
    if level is None:
        raise ex.refuse(node, path, f"the truncation level {fmt.value!r} (Spark gives null)")
    return level


def _round_calendar(
    ex: Expressions, node: Node, value: ir.TypedExpr, level: str, path: str, zone: str | None
) -> ir.TypedExpr:
    unit, origin, multiple = _CALENDAR[level]
    args: list[ir.TypedExpr] = [
        value,
        ir.EnumValue(t.String(), "FLOOR"),
        ir.EnumValue(t.String(), unit),
        ir.EnumValue(t.String(), origin),
        ir.Literal(t.I64(), multiple),
    ]
    if zone is not None:
        args.append(ir.Literal(t.String(), zone))
    return ex.call(Function("round_calendar"), args, node, path)


def _trunc_date(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``trunc(date, level)``: the first day of its year, quarter, month or
    (Monday-started) week."""
    date, fmt = (ex.expr(c, scope, path) for c in node.children)
    level = _level(ex, node, fmt, path)
    if level not in _DATE_LEVELS:
        raise ex.refuse(node, path, f"trunc of a date to the {level.lower()} (Spark gives null)")
    return _round_calendar(ex, node, date, level, path, None)


def _trunc_timestamp(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``date_trunc(level, timestamp)`` in the session's time zone."""
    fmt, moment = (ex.expr(c, scope, path) for c in node.children)
    level = _level(ex, node, fmt, path)
    if not isinstance(moment.type, t.PrecisionTimestampTZ):
        raise ex.refuse(node, path, f"date_trunc of a {moment.type}")
    zone = str(node.data.get("timeZoneId") or ex.time_zone)
    if level in _OFFSET_KEEPING and not _FIXED_ZONE.fullmatch(zone):
        raise ex.refuse(
            node,
            path,
            f"date_trunc to the {level.lower()} in {zone}, a zone whose offset changes: where "
            "the floored time occurs twice Spark keeps the instant's offset, which Substrait's "
            "round_calendar does not say",
        )
    return _round_calendar(ex, node, moment, level, path, zone)


HANDLERS = {
    "TruncDate": _trunc_date,
    "TruncTimestamp": _trunc_timestamp,
}
