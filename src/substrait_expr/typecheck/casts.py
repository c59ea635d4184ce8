"""Which casts make sense, and which are safe enough to suggest.

The spec leaves cast semantics to consumers; this table follows what SQL
engines accept. Everything else (a list to an integer, a date to a boolean)
is rejected before it reaches an engine.
"""

from __future__ import annotations

from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.variant import variant_cast_problem

_INTEGERS: tuple[type[t.Type], ...] = (t.I8, t.I16, t.I32, t.I64)
_NUMBERS: tuple[type[t.Type], ...] = (*_INTEGERS, t.FP32, t.FP64, t.Decimal)
_STRINGS: tuple[type[t.Type], ...] = (t.String, t.VarChar, t.FixedChar)
_BINARIES: tuple[type[t.Type], ...] = (t.Binary, t.FixedBinary)
_DATES: tuple[type[t.Type], ...] = (
    t.Date,
    t.Timestamp,
    t.TimestampTZ,
    t.PrecisionTimestamp,
    t.PrecisionTimestampTZ,
)
_TIMES: tuple[type[t.Type], ...] = (t.Time, t.PrecisionTime)
_INTERVALS: tuple[type[t.Type], ...] = (t.IntervalYear, t.IntervalDay, t.IntervalCompound)
_FROM_STRING: tuple[type[t.Type], ...] = (
    *_NUMBERS,
    t.Boolean,
    *_STRINGS,
    *_BINARIES,
    *_DATES,
    *_TIMES,
    *_INTERVALS,
    t.UUID,
)
_GROUPS: tuple[tuple[tuple[type[t.Type], ...], tuple[type[t.Type], ...]], ...] = (
    (_NUMBERS, (*_NUMBERS, t.Boolean, *_STRINGS)),
    ((t.Boolean,), (*_NUMBERS, t.Boolean, *_STRINGS)),
    (_STRINGS, _FROM_STRING),
    (_BINARIES, (*_BINARIES, *_STRINGS, t.UUID)),
    (_DATES, (*_DATES, *_STRINGS)),
    (_TIMES, (*_TIMES, *_STRINGS)),
    (_INTERVALS, (*_INTERVALS, *_STRINGS)),
    ((t.UUID,), (t.UUID, *_STRINGS, *_BINARIES)),
)


def can_cast(source: t.Type, target: t.Type) -> bool:
    """Whether a value of ``source`` may be cast to ``target`` (nullability aside)."""
    if isinstance(source, t.ErrorType) or isinstance(target, t.ErrorType):
        return True
    if source.with_nullable(False) == target.with_nullable(False):
        return True
    if t.is_variant(source) or t.is_variant(target):
        return variant_cast_problem(source, target) is None
    if isinstance(source, t.UserDefined) or isinstance(target, t.UserDefined):
        # The extension defines its own conversions; only compound types are out.
        other = target if isinstance(source, t.UserDefined) else source
        return not isinstance(other, t.List | t.Map | t.Struct | t.Func)
    if isinstance(source, t.List) and isinstance(target, t.List):
        return can_cast(source.element, target.element)
    if isinstance(source, t.Map) and isinstance(target, t.Map):
        return can_cast(source.key, target.key) and can_cast(source.value, target.value)
    if isinstance(source, t.Struct) and isinstance(target, t.Struct):
        return len(source.fields) == len(target.fields) and all(
            can_cast(a, b) for a, b in zip(source.fields, target.fields, strict=True)
        )
    return any(
        isinstance(source, sources) and isinstance(target, targets) for sources, targets in _GROUPS
    )


def is_widening(source: t.Type, target: t.Type) -> bool:
    """Whether every value of ``source`` is exactly a value of ``target``:
    the casts worth suggesting when no overload matches."""
    if isinstance(source, t.I8 | t.I16 | t.I32 | t.I64):
        if isinstance(target, t.I8 | t.I16 | t.I32 | t.I64):
            return _INTEGERS.index(type(source)) <= _INTEGERS.index(type(target))
        if isinstance(target, t.Decimal):
            digits = {t.I8: 3, t.I16: 5, t.I32: 10, t.I64: 19}[type(source)]
            return target.precision - target.scale >= digits
        return isinstance(target, t.FP64) and not isinstance(source, t.I64)
    if isinstance(source, t.FP32):
        return isinstance(target, t.FP64)
    if isinstance(source, t.Decimal) and isinstance(target, t.Decimal):
        return (
            target.scale >= source.scale
            and target.precision - target.scale >= source.precision - source.scale
        )
    if isinstance(source, t.VarChar | t.FixedChar):
        return isinstance(target, t.String) or (
            isinstance(target, t.VarChar) and target.length >= source.length
        )
    if isinstance(source, t.PrecisionTimestamp) and isinstance(target, t.PrecisionTimestamp):
        return target.precision >= source.precision
    if isinstance(source, t.Date):
        return isinstance(target, t.PrecisionTimestamp | t.Timestamp)
    return False
