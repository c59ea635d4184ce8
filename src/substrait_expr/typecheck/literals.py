"""Literals: which types an untyped literal may take, and the Python value of
a literal for a given type.

Typing rules (docs/language.md): an untyped literal takes its type from
context; without context integers are ``i32`` (``i64`` when too large),
decimal-point numbers ``fp64``, strings ``string``; ``null`` needs context.
``fits`` says whether a literal can take a type and ``cost`` how far that type
is from the literal's default, so overload resolution can prefer the
impl that needs the least stretching.

Values follow ``ir.Literal``: ``int``, ``float``, ``decimal.Decimal``,
``str``, ``bytes``, ``bool``, ``uuid.UUID``, ``datetime`` objects,
``timedelta`` for ``interval_day``, ``(years, months)`` for
``interval_year`` and ``(years, months, timedelta)`` for
``interval_compound``. Choices where the spec is silent:

* ``fixedchar<L>`` values shorter than ``L`` are padded with spaces (SQL
  ``CHAR``); longer ones are out of range.
* ``'0xFF'`` is hexadecimal for binary types; other strings are UTF-8 bytes.
* A timestamp with a time zone written for a type without one is an error;
  one without a zone for a ``_tz`` type means UTC.
* Fractional seconds beyond the type's precision must be zero; digits past
  microseconds cannot be kept in a ``datetime`` and are rejected when not zero.
"""

from __future__ import annotations

import datetime as dt
import enum
import math
import re
import struct
import sys
import uuid
from collections.abc import Callable, Sequence
from decimal import Context, InvalidOperation
from decimal import Decimal as PyDecimal

from substrait_expr.ast.nodes import LiteralKind, LiteralValue
from substrait_expr.diagnostics import Code, Error
from substrait_expr.typecheck import types as t

INTEGER_RANGES: dict[type[t.Type], tuple[int, int]] = {
    t.I8: (-(2**7), 2**7 - 1),
    t.I16: (-(2**15), 2**15 - 1),
    t.I32: (-(2**31), 2**31 - 1),
    t.I64: (-(2**63), 2**63 - 1),
}
FP32_MAX = 3.4028234663852886e38
# Room for any decimal<38,S> value and then some (the default context has 28 digits).
_WIDE = Context(prec=100)
_TEMPORAL = (
    t.Date,
    t.Time,
    t.PrecisionTime,
    t.Timestamp,
    t.TimestampTZ,
    t.PrecisionTimestamp,
    t.PrecisionTimestampTZ,
    t.IntervalYear,
    t.IntervalDay,
    t.IntervalCompound,
    t.UUID,
)
# Which type classes an untyped literal of each kind may take (beyond null).
_ACCEPTS: dict[LiteralKind, tuple[type[t.Type], ...]] = {
    LiteralKind.INTEGER: (t.I8, t.I16, t.I32, t.I64, t.FP32, t.FP64, t.Decimal),
    LiteralKind.DECIMAL: (t.FP32, t.FP64, t.Decimal),
    LiteralKind.FLOAT_SPECIAL: (t.FP32, t.FP64),
    LiteralKind.STRING: (t.String, t.VarChar, t.FixedChar, *_TEMPORAL),
    LiteralKind.BOOLEAN: (t.Boolean,),
    LiteralKind.DATE: (t.Date,),
    LiteralKind.TIME: (t.Time, t.PrecisionTime),
    LiteralKind.TIMESTAMP: (
        t.Timestamp,
        t.TimestampTZ,
        t.PrecisionTimestamp,
        t.PrecisionTimestampTZ,
    ),
    LiteralKind.INTERVAL: (t.IntervalYear, t.IntervalDay, t.IntervalCompound),
}
# Preference among the types a literal may take: lower is closer to the default.
_COSTS: dict[LiteralKind, dict[type[t.Type], int]] = {
    LiteralKind.INTEGER: {
        t.I32: 0,
        t.I64: 1,
        t.FP64: 2,
        t.Decimal: 3,
        t.I16: 4,
        t.I8: 5,
        t.FP32: 6,
    },
    LiteralKind.DECIMAL: {t.FP64: 0, t.Decimal: 1, t.FP32: 2},
    LiteralKind.FLOAT_SPECIAL: {t.FP64: 0, t.FP32: 1},
    LiteralKind.STRING: {t.String: 0, t.VarChar: 1, t.FixedChar: 2},
}
_TEMPORAL_STRING_COST = 3


class Fit(enum.Enum):
    """Whether an untyped literal can take a type."""

    YES = "yes"
    BAD_VALUE = "bad-value"  # right kind, but the value does not fit (300 as i8)
    NO = "no"


class LiteralError(Error, ValueError):
    """A literal whose value cannot have the requested type."""

    def __init__(self, code: Code, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


# --------------------------------------------------------------------------- typing


def default_type(kind: LiteralKind, value: LiteralValue) -> t.Type | None:
    """The type of an untyped literal without context; None for ``null``."""
    if kind is LiteralKind.INTEGER:
        assert isinstance(value, int)
        low, high = INTEGER_RANGES[t.I32]
        return t.I32() if low <= value <= high else t.I64()
    if kind is LiteralKind.INTERVAL:
        assert isinstance(value, str)
        return t.IntervalYear() if _is_year_month(value) else t.IntervalDay(6)
    if kind is LiteralKind.TIMESTAMP:
        assert isinstance(value, str)
        match = _TIMESTAMP.fullmatch(value)
        zoned = match is not None and match["zone"] is not None
        return t.PrecisionTimestampTZ(6) if zoned else t.PrecisionTimestamp(6)
    defaults: dict[LiteralKind, t.Type] = {
        LiteralKind.DECIMAL: t.FP64(),
        LiteralKind.FLOAT_SPECIAL: t.FP64(),
        LiteralKind.STRING: t.String(),
        LiteralKind.BOOLEAN: t.Boolean(),
        LiteralKind.DATE: t.Date(),
        LiteralKind.TIME: t.PrecisionTime(6),
    }
    return defaults.get(kind)


def common_default(literals: Sequence[tuple[LiteralKind, LiteralValue]]) -> t.Type | None:
    """The narrowest default type every (non-null) literal fits: ``1`` and
    ``3000000000`` → i64, ``1`` and ``2.5`` → fp64; None when there is none."""
    defaults: list[t.Type] = []
    for kind, value in literals:
        default = default_type(kind, value)
        if default is not None and default not in defaults:
            defaults.append(default)
    defaults.sort(key=lambda d: _DEFAULT_ORDER.index(type(d)) if type(d) in _DEFAULT_ORDER else 3)
    for candidate in defaults:
        if all(fits(kind, value, candidate) is Fit.YES for kind, value in literals):
            return candidate
    return None


# When literals of several kinds must share a type: the narrowest that holds them all.
_DEFAULT_ORDER: tuple[type[t.Type], ...] = (t.I32, t.I64, t.FP64)


def accepts(kind: LiteralKind, target: t.Type) -> bool:
    """Whether a literal of ``kind`` may be written for a ``target`` value at
    all (`fits` tells whether this one's value does)."""
    if kind is LiteralKind.NULL or isinstance(target, t.ErrorType):
        return True
    return isinstance(target, _ACCEPTS.get(kind, ()))


def fits(kind: LiteralKind, value: LiteralValue, target: t.Type) -> Fit:
    """Whether an untyped literal may take ``target`` (nullability aside)."""
    if isinstance(target, t.ErrorType) or kind is LiteralKind.NULL:
        return Fit.YES
    if not accepts(kind, target):
        return Fit.NO
    try:
        literal_value(kind, value, target)
    except LiteralError:
        return Fit.BAD_VALUE
    return Fit.YES


def cost(kind: LiteralKind, value: LiteralValue, target: t.Type) -> int:
    """How far ``target`` is from the literal's default type (0: the default)."""
    default = default_type(kind, value)
    if default is None or default == target.with_nullable(False):
        return 0
    if kind is LiteralKind.INTEGER and isinstance(default, t.I64):
        # Too large for i32: i64 is the default, the others come after it.
        return {t.I64: 0, t.FP64: 2, t.Decimal: 3}.get(type(target), 6)
    by_class = _COSTS.get(kind, {})
    return by_class.get(type(target), _TEMPORAL_STRING_COST)


def own_decimal_type(kind: LiteralKind, value: LiteralValue) -> t.Decimal | None:
    """The narrowest decimal holding a numeric literal exactly (``1.1`` →
    ``decimal<2,1>``); None for other kinds or more than 38 digits."""
    if kind not in (LiteralKind.INTEGER, LiteralKind.DECIMAL):
        return None
    number = PyDecimal(value) if isinstance(value, int) else value
    assert isinstance(number, PyDecimal)
    _, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)
    scale = max(0, -exponent)
    integral = max(0, len(digits) + exponent)
    precision = max(1, integral + scale)
    if precision > t.MAX_DECIMAL_PRECISION:
        return None
    return t.Decimal(precision, scale)


# --------------------------------------------------------------------------- values


def literal_value(kind: LiteralKind, value: LiteralValue, target: t.Type) -> object:
    """The Python value of a literal as ``target``; LiteralError when it has none."""
    if kind is LiteralKind.NULL:
        return None
    if isinstance(target, t.ErrorType):
        return value
    if isinstance(target, t.UserDefined):
        return value  # the extension defines what its literals mean
    converter = _CONVERTERS.get(type(target))
    if converter is None:
        raise LiteralError(
            Code.BAD_LITERAL,
            f"a {target.name} cannot be written as a literal here",
            "write lists as [a, b]::list<T>",
        )
    try:
        return converter(kind, value, target)
    except OverflowError:  # a duration or date past what any calendar type holds
        raise _out_of_range(value, target) from None


def _text(kind: LiteralKind, value: LiteralValue, target: t.Type, *accepted: LiteralKind) -> str:
    if kind not in (LiteralKind.STRING, *accepted) or not isinstance(value, str):
        raise _wrong_kind(kind, value, target)
    return value


def _wrong_kind(kind: LiteralKind, value: LiteralValue, target: t.Type) -> LiteralError:
    shown = value if kind is not LiteralKind.STRING else repr(value)
    return LiteralError(Code.BAD_LITERAL, f"{kind.value} literal {shown} is not a {target}")


def _out_of_range(value: object, target: t.Type, why: str = "") -> LiteralError:
    detail = f": {why}" if why else ""
    return LiteralError(Code.LITERAL_OUT_OF_RANGE, f"{value} does not fit {target}{detail}")


def _boolean(kind: LiteralKind, value: LiteralValue, target: t.Type) -> bool:
    if kind is LiteralKind.BOOLEAN and isinstance(value, bool):
        return value
    text = _text(kind, value, target).strip().lower()
    if text in ("true", "false"):
        return text == "true"
    raise _wrong_kind(kind, value, target)


def _number(kind: LiteralKind, value: LiteralValue, target: t.Type) -> PyDecimal:
    """Integer and decimal literals, and strings holding a number, as a Decimal."""
    if kind is LiteralKind.INTEGER and isinstance(value, int):
        return PyDecimal(value)
    if kind is LiteralKind.DECIMAL and isinstance(value, PyDecimal):
        return value
    text = _text(kind, value, target)
    try:
        number = PyDecimal(text.strip())
    except InvalidOperation:
        raise _wrong_kind(kind, value, target) from None
    if not number.is_finite():
        raise _wrong_kind(kind, value, target)
    return number


def _integer(kind: LiteralKind, value: LiteralValue, target: t.Type) -> int:
    low, high = INTEGER_RANGES[type(target)]
    if type(value) is int and kind is LiteralKind.INTEGER and low <= value <= high:
        return value  # the usual case, without a Decimal
    number = _number(kind, value, target)
    if number != number.to_integral_value():
        raise LiteralError(Code.BAD_LITERAL, f"{number} is not a whole number, so not a {target}")
    # Compared as decimals first: int() of 1e99999999 would build 100 million digits.
    if not low <= number <= high:
        shown = int(number) if number.adjusted() < 40 else number
        raise _out_of_range(shown, target, f"{target.name} holds {low} to {high}")
    return int(number)


def _float(kind: LiteralKind, value: LiteralValue, target: t.Type) -> float:
    if kind is LiteralKind.FLOAT_SPECIAL and isinstance(value, str):
        return float(value)
    if kind is LiteralKind.STRING and isinstance(value, str):
        special = value.strip().lower()
        if special in ("inf", "+inf", "-inf", "nan", "infinity", "-infinity"):
            return float(special)
    number = _number(kind, value, target)
    result = float(number)
    limit = FP32_MAX if isinstance(target, t.FP32) else sys.float_info.max
    if math.isinf(result) or abs(result) > limit:
        raise _out_of_range(number, target, "too large")
    if isinstance(target, t.FP32):  # the value an fp32 holds (as read from a plan)
        return float(struct.unpack("<f", struct.pack("<f", result))[0])
    return result


def _decimal(kind: LiteralKind, value: LiteralValue, target: t.Type) -> PyDecimal:
    assert isinstance(target, t.Decimal)
    number = _number(kind, value, target)
    quantum = PyDecimal(1).scaleb(-target.scale)
    try:
        scaled = number.quantize(quantum, context=_WIDE)
    except InvalidOperation:
        raise _out_of_range(number, target, "too many digits") from None
    if scaled != number:
        raise _out_of_range(number, target, f"more than {target.scale} digit(s) after the point")
    if len(scaled.as_tuple().digits) > target.precision and scaled != 0:
        raise _out_of_range(number, target, f"more than {target.precision} digits")
    return scaled


def _string(kind: LiteralKind, value: LiteralValue, target: t.Type) -> str:
    if kind is LiteralKind.BOOLEAN:
        text = "true" if value else "false"
    elif kind in (LiteralKind.INTEGER, LiteralKind.DECIMAL):
        text = str(value)  # 100::string is the text of the number, as a cast would give
    else:
        text = _text(kind, value, target)
    if isinstance(target, t.VarChar) and len(text) > target.length:
        raise _out_of_range(repr(text), target, f"{len(text)} characters")
    if isinstance(target, t.FixedChar):
        if len(text) > target.length:
            raise _out_of_range(repr(text), target, f"{len(text)} characters")
        return text.ljust(target.length)
    return text


def _binary(kind: LiteralKind, value: LiteralValue, target: t.Type) -> bytes:
    text = _text(kind, value, target)
    if text[:2] in ("0x", "0X"):
        try:
            data = bytes.fromhex(text[2:])
        except ValueError:
            raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not hexadecimal") from None
    else:
        data = text.encode("utf-8")
    if isinstance(target, t.FixedBinary) and len(data) != target.length:
        raise _out_of_range(repr(text), target, f"{len(data)} byte(s)")
    return data


def _uuid(kind: LiteralKind, value: LiteralValue, target: t.Type) -> uuid.UUID:
    text = _text(kind, value, target)
    try:
        return uuid.UUID(text)
    except ValueError:
        raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not a UUID") from None


# ---- dates and times (parsed here: datetime.fromisoformat differs across Pythons)

_DATE = re.compile(r"(?P<y>[+-]?\d{4,})-(?P<m>\d{1,2})-(?P<d>\d{1,2})")
_TIME = re.compile(r"(?P<h>\d{1,2}):(?P<mi>\d{2})(?::(?P<s>\d{2})(?:\.(?P<f>\d+))?)?")
_ZONE = r"(?P<zone>Z|[+-]\d{2}(?::?\d{2})?)"
_TIMESTAMP = re.compile(rf"{_DATE.pattern}(?:[T ]{_TIME.pattern})?{_ZONE}?", re.IGNORECASE)


def _date(kind: LiteralKind, value: LiteralValue, target: t.Type) -> dt.date:
    text = _text(kind, value, target, LiteralKind.DATE).strip()
    match = _DATE.fullmatch(text)
    if match is None:
        raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not a date (YYYY-MM-DD)")
    return _make_date(match, text)


def _make_date(match: re.Match[str], text: str) -> dt.date:
    try:
        return dt.date(int(match["y"]), int(match["m"]), int(match["d"]))
    except ValueError as exc:
        raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not a valid date: {exc}") from None


def _precision(target: t.Type) -> int:
    return getattr(target, "precision", 6)


def _fraction(digits: str | None, target: t.Type, text: str) -> int:
    """Microseconds of a fractional-second part, checked against the precision."""
    digits = digits or ""
    precision = _precision(target)
    if digits[precision:].strip("0"):
        raise _out_of_range(text, target, f"more than {precision} fractional digit(s)")
    if digits[6:].strip("0"):
        raise LiteralError(
            Code.UNSUPPORTED, f"{text!r}: fractions below a microsecond are not supported"
        )
    return int((digits[:6]).ljust(6, "0"))


def _time(kind: LiteralKind, value: LiteralValue, target: t.Type) -> dt.time:
    text = _text(kind, value, target, LiteralKind.TIME).strip()
    match = _TIME.fullmatch(text)
    if match is None:
        raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not a time (HH:MM:SS[.fff])")
    micros = _fraction(match["f"], target, text)
    try:
        return dt.time(int(match["h"]), int(match["mi"]), int(match["s"] or 0), micros)
    except ValueError as exc:
        raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not a valid time: {exc}") from None


def _timestamp(kind: LiteralKind, value: LiteralValue, target: t.Type) -> dt.datetime:
    text = _text(kind, value, target, LiteralKind.TIMESTAMP, LiteralKind.DATE).strip()
    match = _TIMESTAMP.fullmatch(text)
    if match is None:
        raise LiteralError(
            Code.BAD_LITERAL, f"{text!r} is not a timestamp (YYYY-MM-DDTHH:MM:SS[.fff][zone])"
        )
    day = _make_date(match, text)
    with_zone = isinstance(target, t.TimestampTZ | t.PrecisionTimestampTZ)
    zone = match["zone"]
    if zone is not None and not with_zone:
        raise LiteralError(
            Code.BAD_LITERAL,
            f"{text!r} has a time zone but {target} has none",
            "use a _tz type (ptstz<P>) or drop the zone",
        )
    micros = _fraction(match["f"], target, text)
    try:
        moment = dt.datetime(
            day.year,
            day.month,
            day.day,
            int(match["h"] or 0),
            int(match["mi"] or 0),
            int(match["s"] or 0),
            micros,
        )
    except ValueError as exc:
        raise LiteralError(Code.BAD_LITERAL, f"{text!r} is not a valid time: {exc}") from None
    result = moment.replace(tzinfo=_zone(zone)) if with_zone else moment
    _check_epoch_range(result, target, text)
    return result


_EPOCH = dt.datetime(1970, 1, 1)
_I64_MAX = 2**63 - 1


def _check_epoch_range(moment: dt.datetime, target: t.Type, text: str) -> None:
    """A precision timestamp is an i64 count of its unit since the epoch
    (nanoseconds for precision 9: 1677-09-21 to 2262-04-11)."""
    if not isinstance(target, t.PrecisionTimestamp | t.PrecisionTimestampTZ):
        return
    naive = moment.astimezone(dt.timezone.utc).replace(tzinfo=None) if moment.tzinfo else moment
    delta = naive - _EPOCH
    micros = (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds
    units = micros * 10**target.precision // 1_000_000
    if not -_I64_MAX - 1 <= units <= _I64_MAX:
        raise _out_of_range(
            text, target, f"beyond the i64 count of 10^-{target.precision} seconds since 1970"
        )


def _zone(text: str | None) -> dt.tzinfo:
    if text is None or text.upper() == "Z":
        return dt.timezone.utc
    sign = -1 if text[0] == "-" else 1
    digits = text[1:].replace(":", "")
    hours, minutes = int(digits[:2]), int(digits[2:4] or 0)
    return dt.timezone(sign * dt.timedelta(hours=hours, minutes=minutes))


# ---- intervals (ISO 8601 durations)

_DURATION = re.compile(
    r"(?P<sign>[+-])?P(?:(?P<Y>\d+)Y)?(?:(?P<M>\d+)M)?(?:(?P<W>\d+)W)?(?:(?P<D>\d+)D)?"
    r"(?:T(?:(?P<H>\d+)H)?(?:(?P<TM>\d+)M)?(?:(?P<S>\d+)(?:\.(?P<F>\d+))?S)?)?",
    re.IGNORECASE,
)


def _is_year_month(text: str) -> bool:
    match = _DURATION.fullmatch(text.strip())
    if match is None:
        return False
    return not any(match[g] for g in ("W", "D", "H", "TM", "S"))


def _duration(kind: LiteralKind, value: LiteralValue, target: t.Type) -> re.Match[str]:
    text = _text(kind, value, target, LiteralKind.INTERVAL).strip()
    match = _DURATION.fullmatch(text)
    if match is None or text.upper().rstrip("T").endswith("P") or text.upper().endswith("T"):
        raise LiteralError(
            Code.BAD_LITERAL, f"{text!r} is not an ISO 8601 duration such as P1Y2M or P1DT2H"
        )
    return match


def _parts(match: re.Match[str], *groups: str) -> list[int]:
    texts = [(match[g] or "0").lstrip("0") for g in groups]
    # int() refuses over 4,300 digits; 19 digits already overflow every field, so
    # 10**19 stands in for a longer number and the range checks name the field.
    return [int(text or 0) if len(text) <= 18 else 10**19 for text in texts]


def _day_time(match: re.Match[str], target: t.Type) -> dt.timedelta:
    weeks, days, hours, minutes, seconds = _parts(match, "W", "D", "H", "TM", "S")
    micros = _fraction(match["F"], target, match.group(0))
    return dt.timedelta(
        weeks=weeks,
        days=days,
        hours=hours,
        minutes=minutes,
        seconds=seconds,
        microseconds=micros,
    )


def _signed(match: re.Match[str]) -> int:
    return -1 if match["sign"] == "-" else 1


def _years_months(match: re.Match[str], target: t.Type) -> tuple[int, int]:
    """Signed years and months; each is an int32 in Substrait's IntervalYearToMonth."""
    low, high = INTEGER_RANGES[t.I32]
    sign = _signed(match)
    years, months = (sign * part for part in _parts(match, "Y", "M"))
    for number, unit in ((years, "years"), (months, "months")):
        if not low <= number <= high:
            raise _out_of_range(match.group(0), target, f"{unit} must fit a 32-bit integer")
    return years, months


def _interval_year(kind: LiteralKind, value: LiteralValue, target: t.Type) -> tuple[int, int]:
    match = _duration(kind, value, target)
    if any(match[g] for g in ("W", "D", "H", "TM", "S")):
        raise LiteralError(
            Code.BAD_LITERAL,
            f"{match.group(0)!r} has day or time parts, which {target} cannot hold",
            "use iday<P> for days and times",
        )
    return _years_months(match, target)


def _interval_day(kind: LiteralKind, value: LiteralValue, target: t.Type) -> dt.timedelta:
    match = _duration(kind, value, target)
    if match["Y"] or match["M"]:
        raise LiteralError(
            Code.BAD_LITERAL,
            f"{match.group(0)!r} has year or month parts, which {target} cannot hold",
            "use iyear for years and months",
        )
    return _signed(match) * _day_time(match, target)


def _interval_compound(
    kind: LiteralKind, value: LiteralValue, target: t.Type
) -> tuple[int, int, dt.timedelta]:
    match = _duration(kind, value, target)
    years, months = _years_months(match, target)
    return (years, months, _signed(match) * _day_time(match, target))


_Converter = Callable[[LiteralKind, LiteralValue, t.Type], object]

_CONVERTERS: dict[type[t.Type], _Converter] = {
    t.Boolean: _boolean,
    t.I8: _integer,
    t.I16: _integer,
    t.I32: _integer,
    t.I64: _integer,
    t.FP32: _float,
    t.FP64: _float,
    t.Decimal: _decimal,
    t.String: _string,
    t.VarChar: _string,
    t.FixedChar: _string,
    t.Binary: _binary,
    t.FixedBinary: _binary,
    t.UUID: _uuid,
    t.Date: _date,
    t.Time: _time,
    t.PrecisionTime: _time,
    t.Timestamp: _timestamp,
    t.TimestampTZ: _timestamp,
    t.PrecisionTimestamp: _timestamp,
    t.PrecisionTimestampTZ: _timestamp,
    t.IntervalYear: _interval_year,
    t.IntervalDay: _interval_day,
    t.IntervalCompound: _interval_compound,
}
