"""``functions_datetime``: extraction, interval arithmetic, comparisons and
time-zone conversion.

Nothing here depends on the Spark session time zone. Zoneless timestamps
(``timestamp_ntz``) are wall-clock values; instants (``timestamp``) are turned
into wall-clock values of an explicit IANA zone with ``convert_timezone`` on
UTC wall time, which is built from the instant's microseconds since the epoch.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.comparison import comparison_builder
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import types as t

URN = "extension:io.substrait:functions_datetime"
TABLE = FunctionTable()
_EPOCH_DATE = dt.date(1970, 1, 1)
_MICROS_PER_SECOND = 1_000_000


def _typed(call: Call, value: Column) -> Column:
    return value.cast(spark_type(call.type))


def _epoch_wall() -> Column:
    return F.lit("1970-01-01 00:00:00").cast("timestamp_ntz")


def wall_micros(wall: Column) -> Column:
    """Microseconds from 1970-01-01 00:00 to a wall-clock value (UTC reading)."""
    return F.timestamp_diff("MICROSECOND", _epoch_wall(), wall)


def instant_to_wall(instant: Column, zone: Column) -> Column:
    """The wall-clock time (timestamp_ntz) of an instant in ``zone``."""
    utc_wall = F.timestamp_add("MICROSECOND", F.unix_micros(instant), _epoch_wall())
    return F.convert_timezone(F.lit("UTC"), zone, utc_wall)


def wall_to_instant(wall: Column, zone: Column) -> Column:
    """The instant at which clocks in ``zone`` show ``wall``."""
    utc_wall = F.convert_timezone(zone, F.lit("UTC"), wall)
    return F.timestamp_micros(wall_micros(utc_wall))


# ------------------------------------------------------------------ extract


def _micros_of_second(wall: Column) -> Column:
    """Microseconds since the last full second."""
    return (F.extract(F.lit("SECOND"), wall) * _MICROS_PER_SECOND).cast("bigint") % (
        _MICROS_PER_SECOND
    )


_WALL_COMPONENTS: dict[str, Callable[[Column], Column]] = {
    "YEAR": F.year,
    "ISO_YEAR": lambda w: F.extract(F.lit("YEAROFWEEK"), w),
    "HOUR": F.hour,
    "MINUTE": F.minute,
    "SECOND": F.second,
    # The YAML: milliseconds since the last full second, microseconds since
    # the last full millisecond, nanoseconds since the last full microsecond.
    "MILLISECOND": lambda w: F.floor(_micros_of_second(w) / 1000),
    "MICROSECOND": lambda w: _micros_of_second(w) % 1000,
    "NANOSECOND": lambda w: F.lit(0),  # Spark holds microseconds: always 0
    "PICOSECOND": lambda w: F.lit(0),
    "SUBSECOND": _micros_of_second,
    "UNIX_TIME": lambda w: F.floor(wall_micros(w) / _MICROS_PER_SECOND),
}
# Components counted from 1 (indexing ONE) or 0 (ZERO).
_INDEXED_COMPONENTS: dict[str, Callable[[Column], Column]] = {
    "QUARTER": F.quarter,
    "MONTH": F.month,
    "DAY": F.dayofmonth,
    "DAY_OF_YEAR": F.dayofyear,
    "MONDAY_DAY_OF_WEEK": lambda w: F.weekday(w) + 1,
    "SUNDAY_DAY_OF_WEEK": F.dayofweek,
    "ISO_WEEK": F.weekofyear,
}
_REFUSED_COMPONENTS = {
    "US_YEAR": "US epidemiological years are not implemented",
    "US_WEEK": "US epidemiological weeks are not implemented",
    "MONDAY_WEEK": "weeks counted from the first Monday are not implemented",
    "SUNDAY_WEEK": "weeks counted from the first Sunday are not implemented",
}
_TIME_COMPONENTS = {"HOUR", "MINUTE", "SECOND", "MILLISECOND", "MICROSECOND", "SUBSECOND"}


def _extract(call: Call) -> Column:
    component = call.enum(0)
    reason = _REFUSED_COMPONENTS.get(component)
    if reason is not None:
        raise Unsupported(f"extract {component}: {reason}")
    indexed = component in _INDEXED_COMPONENTS
    value_index = 2 if indexed else 1
    source = call.arg_type(value_index)
    value = call.col(value_index)
    if isinstance(source, t.PrecisionTimestampTZ | t.TimestampTZ):
        zone = call.col(value_index + 1)
        if component == "UNIX_TIME":
            return _typed(call, F.unix_seconds(value))
        if component == "TIMEZONE_OFFSET":
            wall = instant_to_wall(value, zone)
            offset = (wall_micros(wall) - F.unix_micros(value)) / _MICROS_PER_SECOND
            return _typed(call, offset)
        wall = instant_to_wall(value, zone)
    elif isinstance(source, t.Date):
        if component == "UNIX_TIME":
            return _typed(call, F.datediff(value, F.lit(_EPOCH_DATE)) * 86_400)
        wall = value.cast("timestamp_ntz")
    elif isinstance(source, t.PrecisionTime | t.Time):
        return _typed(call, _time_component(component, value))
    else:
        wall = value
    if indexed:
        counted = _INDEXED_COMPONENTS[component](wall)
        first = 0 if call.enum(1) == "ONE" else 1
        return _typed(call, counted - first)
    return _typed(call, _WALL_COMPONENTS[component](wall))


def _time_component(component: str, value: Column) -> Column:
    if component not in _TIME_COMPONENTS:
        raise Unsupported(f"extract {component} of a time")
    # A time of day as a wall-clock value on 1970-01-01.
    wall = F.timestamp_add("MICROSECOND", F.time_to_micros(value), _epoch_wall())
    return _WALL_COMPONENTS[component](wall)


TABLE.add(
    URN,
    keys(
        "extract",
        "req_ptstz_str",
        "req_pts",
        "req_date",
        "req_pt",
        "req_req_ptstz_str",
        "req_req_pts",
        "req_req_date",
    ),
    _extract,
)


def _extract_boolean(call: Call) -> Column:
    component = call.enum(0)
    if component != "IS_LEAP_YEAR":
        raise Unsupported(f"extract_boolean {component}: daylight-saving detection")
    source = call.arg_type(1)
    value = call.col(1)
    if isinstance(source, t.PrecisionTimestampTZ | t.TimestampTZ):
        value = instant_to_wall(value, call.col(2))
    year = F.year(value)
    leap = ((year % 4 == 0) & (year % 100 != 0)) | (year % 400 == 0)
    return leap


TABLE.add(URN, keys("extract_boolean", "req_pts", "req_ptstz_str", "req_date"), _extract_boolean)


# ------------------------------------------------------------------ interval arithmetic


def _shift(sign: int) -> Builder:
    """add/subtract of an interval to a date, wall-clock time or instant."""

    def build(call: Call) -> Column:
        value, interval = call.col(0), call.col(1)
        step = interval if sign > 0 else -interval
        source = call.arg_type(0)
        if isinstance(source, t.PrecisionTimestampTZ) and isinstance(
            call.arg_type(1), t.IntervalYear
        ):
            # Calendar months are added on the zone's wall clock.
            zone = call.col(2)
            return _typed(call, wall_to_instant(instant_to_wall(value, zone) + step, zone))
        if isinstance(source, t.Date) and isinstance(call.arg_type(1), t.IntervalDay):
            value = value.cast("timestamp_ntz")  # date + day-time interval is a timestamp
        return _typed(call, value + step)

    return build


_SHIFT_KEYS = ("pts_iyear", "ptstz_iyear_str", "date_iyear", "pts_iday", "ptstz_iday", "date_iday")
TABLE.add(URN, keys("add", *_SHIFT_KEYS), _shift(+1))
TABLE.add(URN, keys("subtract", *_SHIFT_KEYS), _shift(-1))


def _multiply(call: Call) -> Column:
    factor, interval = call.cols
    # Spark's interval * integer fails on overflow in any ANSI mode.
    return _typed(call, interval * factor)


TABLE.add(
    URN,
    keys(
        "multiply",
        *(f"{n}_{kind}" for kind in ("iday", "iyear") for n in ("i8", "i16", "i32", "i64")),
    ),
    _multiply,
    note="an interval overflow raises",
)
TABLE.add(
    URN,
    keys("add_intervals", "iday_iday", "iyear_iyear"),
    lambda call: _typed(call, call.col(0) + call.col(1)),
)

for _name in ("lt", "lte", "gt", "gte"):
    TABLE.add(
        URN,
        keys(_name, "pts_pts", "ptstz_ptstz", "date_date", "iday_iday", "iyear_iyear"),
        comparison_builder(_name),
    )


# ------------------------------------------------------------------ time zones


def _assume_timezone(call: Call) -> Column:
    value, zone = call.col(0), call.col(1)
    if isinstance(call.arg_type(0), t.Date):
        value = value.cast("timestamp_ntz")
    return _typed(call, wall_to_instant(value, zone))


TABLE.add(URN, keys("assume_timezone", "pts_str", "date_str_i8"), _assume_timezone)
TABLE.add(
    URN,
    ["local_timestamp:ptstz_str"],
    lambda call: _typed(call, instant_to_wall(call.col(0), call.col(1))),
)


# ------------------------------------------------------------------ refused

TABLE.refuse(
    URN,
    keys(
        "strptime_time",
        "str_str_i8",
    )
    + keys("strptime_date", "str_str")
    + keys("strptime_timestamp", "str_str_str_i8", "str_str_i8")
    + keys("strftime", "pts_str", "ptstz_str_str", "date_str", "pt_str"),
    "not implemented: formats use C strptime/strftime directives, Spark uses Java "
    "DateTimeFormatter patterns, and no translation is done",
)
TABLE.refuse(
    URN,
    keys(
        "round_temporal",
        "pts_req_req_i64_pts",
        "ptstz_req_req_i64_str_ptstz",
        "date_req_req_i64_date",
        "pt_req_req_i64_pt",
    )
    + keys("round_calendar", "pt_req_req_req_i64"),
    "not implemented: Spark's date_trunc/time_bucket do not cover multiples with an origin "
    "or the tie-rounding modes",
)


# ------------------------------------------------------------------ round_calendar

# The origins each unit may be counted from: with a multiple of 1 every
# origin at least as long as the unit that starts on one of its boundaries
# gives the same floor (a week only from the start of an ISO week).
_ORIGINS = {
    "YEAR": {"YEAR"},
    "MONTH": {"YEAR", "MONTH"},
    "WEEK": {"ISO_WEEK"},
    "DAY": {"YEAR", "MONTH", "ISO_WEEK", "DAY"},
    "HOUR": {"YEAR", "MONTH", "ISO_WEEK", "DAY", "HOUR"},
    "MINUTE": {"YEAR", "MONTH", "ISO_WEEK", "DAY", "HOUR", "MINUTE"},
    "SECOND": {"YEAR", "MONTH", "ISO_WEEK", "DAY", "HOUR", "MINUTE", "SECOND"},
    "MILLISECOND": {"YEAR", "MONTH", "ISO_WEEK", "DAY", "HOUR", "MINUTE", "SECOND", "MILLISECOND"},
}
_ORIGINS["MICROSECOND"] = _ORIGINS["MILLISECOND"]
_UNIT_MICROS = {
    "HOUR": 3_600_000_000,
    "MINUTE": 60_000_000,
    "SECOND": 1_000_000,
    "MILLISECOND": 1_000,
    "MICROSECOND": 1,
}


def _calendar_level(call: Call) -> str:
    """The one floor Spark computes for this call: a unit of the calendar
    (or QUARTER: three months from the year's start). Other roundings,
    multiples and unit/origin pairs are refused."""
    rounding, unit, origin = call.enum(1), call.enum(2), call.enum(3)
    multiple = call.literal(4, "the multiple")
    if rounding != "FLOOR":
        raise Unsupported(f"round_calendar: rounding {rounding} (only FLOOR is implemented)")
    if (unit, origin, multiple) == ("MONTH", "YEAR", 3):
        return "QUARTER"
    if multiple != 1 or origin not in _ORIGINS.get(unit, set()):
        raise Unsupported(
            f"round_calendar: {multiple} {unit} from each {origin} (only a multiple of 1 from "
            "an origin the unit divides is implemented)"
        )
    return unit


def _floor_wall(wall: Column, level: str) -> Column:
    """``wall`` (timestamp_ntz) floored to ``level``, with no session time
    zone involved: whole days through dates, shorter units by microseconds."""
    if level in _UNIT_MICROS:
        micros = wall_micros(wall)
        floored = micros - F.pmod(micros, F.lit(_UNIT_MICROS[level]))
        return F.timestamp_add("MICROSECOND", floored, _epoch_wall())
    return _floor_date(F.to_date(wall), level).cast("timestamp_ntz")


def _floor_date(date: Column, level: str) -> Column:
    return date if level == "DAY" else F.trunc(date, level)


def _round_calendar(call: Call) -> Column:
    level = _calendar_level(call)
    value = call.col(0)
    source = call.arg_type(0)
    if isinstance(source, t.Date):
        if level in _UNIT_MICROS:
            raise Unsupported(f"round_calendar: a date to the {level}")
        return _typed(call, _floor_date(value, level))
    if isinstance(source, t.PrecisionTimestampTZ):
        zone = call.col(5)
        return _typed(call, wall_to_instant(_floor_wall(instant_to_wall(value, zone), level), zone))
    return _typed(call, _floor_wall(value, level))


TABLE.add(
    URN,
    keys(
        "round_calendar", "pts_req_req_req_i64", "ptstz_req_req_req_i64_str", "date_req_req_req_i64"
    ),
    _round_calendar,
    note="FLOOR to one unit (or a quarter) of the calendar",
)
