"""Lossless widening between Substrait types.

A value of type ``source`` can be cast to ``target`` without losing anything
when every value of ``source`` has an exact value in ``target``: a wider
integer, a float wide enough for every integer of the source, a decimal with
at least as many integer and fraction digits, a date as the timestamp of its
midnight, a string as a varchar/fixedchar-free string. Used where a producer
relies on implicit widening (a read schema wider than the data, a call whose
arguments differ in width) so that the cast is made explicit, never lossy.
"""

from __future__ import annotations

from substrait_expr.typecheck import types as t

__all__ = ["common_type", "holding", "widens", "wider_types"]

_INTEGER_BITS = {t.I8: 8, t.I16: 16, t.I32: 32, t.I64: 64}
# Integers up to this many bits are exact in the float type.
_FLOAT_EXACT_BITS = {t.FP32: 24, t.FP64: 53}
# Decimal digits needed for any integer of each width.
_INTEGER_DIGITS = {8: 3, 16: 5, 32: 10, 64: 19}


def widens(source: t.Type, target: t.Type) -> bool:
    """True when casting ``source`` to ``target`` is lossless and changes the
    type (nullability aside: a nullable source only widens to a nullable target)."""
    if source.nullable and not target.nullable:
        return False
    a, b = source.with_nullable(False), target.with_nullable(False)
    if a == b:
        return False
    a_bits, b_bits = _INTEGER_BITS.get(type(a)), _INTEGER_BITS.get(type(b))
    if a_bits is not None:
        if b_bits is not None:
            return b_bits > a_bits
        if type(b) in _FLOAT_EXACT_BITS:
            return a_bits < _FLOAT_EXACT_BITS[type(b)]
        if isinstance(b, t.Decimal):
            return b.precision - b.scale >= _INTEGER_DIGITS[a_bits]
        return False
    if isinstance(a, t.FP32):
        return isinstance(b, t.FP64)
    if isinstance(a, t.Decimal) and isinstance(b, t.Decimal):
        return b.scale >= a.scale and b.precision - b.scale >= a.precision - a.scale
    if isinstance(a, t.Date):
        return isinstance(b, t.PrecisionTimestamp | t.Timestamp)
    if isinstance(a, t.VarChar | t.FixedChar):
        return isinstance(b, t.String) or (
            isinstance(a, t.VarChar) and isinstance(b, t.VarChar) and b.length >= a.length
        )
    return False


def common_type(types: list[t.Type]) -> t.Type | None:
    """The narrowest type every one of ``types`` equals or widens to
    (nullability aside), or None."""
    plain = [x.with_nullable(False) for x in types]
    if not plain:
        return None
    decimals = [x for x in plain if isinstance(x, t.Decimal)]
    if decimals and all(isinstance(x, t.Decimal) or type(x) in _INTEGER_BITS for x in plain):
        scale = max(d.scale for d in decimals)
        digits = max(
            (x.precision - x.scale) if isinstance(x, t.Decimal) else _INTEGER_DIGITS[_bits(x)]
            for x in plain
        )
        if digits + scale <= t.MAX_DECIMAL_PRECISION:
            return t.Decimal(digits + scale, scale)
        return None
    for candidate in plain:
        if all(x == candidate or widens(x, candidate) for x in plain):
            return candidate
    return None


def _bits(value: t.Type) -> int:
    return _INTEGER_BITS[type(value)]


def wider_types(value: t.Type) -> list[t.Type]:
    """Types ``value`` widens to that an overload may ask for (nullability kept)."""
    plain = value.with_nullable(False)
    found: list[t.Type] = []
    if type(plain) in _INTEGER_BITS:
        bits = _bits(plain)
        found += [kind() for kind, b in _INTEGER_BITS.items() if b > bits]
        found += [kind() for kind, exact in _FLOAT_EXACT_BITS.items() if bits < exact]
        found.append(t.Decimal(_INTEGER_DIGITS[bits], 0))
    elif isinstance(plain, t.FP32):
        found.append(t.FP64())
    elif isinstance(plain, t.Date):
        found.append(t.PrecisionTimestamp(6))
    elif isinstance(plain, t.VarChar | t.FixedChar):
        found.append(t.String())
    return [x.with_nullable(value.nullable) for x in found]


def holding(value: int, current: t.Type) -> list[t.Type]:
    """Integer types narrower than ``current`` that still hold ``value``
    exactly: re-typing an integer literal to them loses nothing."""
    if type(current.with_nullable(False)) not in _INTEGER_BITS:
        return []
    bits = _bits(current.with_nullable(False))
    return [
        kind().with_nullable(current.nullable)
        for kind, b in _INTEGER_BITS.items()
        if b < bits and -(2 ** (b - 1)) <= value < 2 ** (b - 1)
    ]
