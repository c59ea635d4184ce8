"""Comparing two decimals that no decimal type holds both of, by value.

Producers compare decimals of different types freely (DataFusion's TPC-H q22
writes ``gt(decimal<19,6>, decimal<38,2>)``, its q11 ``gt(decimal<38,4>,
decimal<38,6>)``); Substrait's comparisons take one type for both sides. When
a common type exists, argument widening casts to it. When none does (the
integer digits of one side plus the fraction digits of the other exceed 38),
no cast is lossless, but the comparison can still be made exactly:

* ``n`` is the side with fewer integer digits ``I``; every value of ``n`` lies
  strictly between ``-10^I`` and ``10^I``;
* where the other side ``w`` is at or beyond ``±10^I``, the answer is known
  from its sign alone (and is null when ``n`` is null);
* elsewhere both sides fit ``decimal<I + S, S>`` (``S`` the larger scale), and
  casting to it loses nothing.

So ``op(a, b)`` becomes ``if w >= 10^I then K1 else if w <= -10^I then K2 else
op(cast(a), cast(b))`` with ``K`` true-or-null (``is_not_null(n) or null``) or
false-or-null (``is_null(n) and null``). The casts sit in the branch that only
runs for values that fit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal as PyDecimal

from substrait_expr.ast import nodes as ast
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

__all__ = ["COMPARISONS", "compare_by_value"]

# A checked call of a function on typed operands (``calls.call_on_typed``,
# passed in: that module is the one that calls this one).
CallOnTyped = Callable[..., ir.TypedExpr]

# The comparison, and its answer when the left side is above every value of the right.
_ABOVE = {"gt": True, "gte": True, "lt": False, "lte": False, "equal": False, "not_equal": True}
_MIRROR = {"gt": "lt", "gte": "lte", "lt": "gt", "lte": "gte", "equal": "equal"}
_MIRROR["not_equal"] = "not_equal"
COMPARISONS = frozenset(_ABOVE)


def compare_by_value(
    call: CallOnTyped, name: str, args: Sequence[ir.TypedExpr], span: ast.Span | None
) -> ir.TypedExpr | None:
    """The exact comparison of two decimals without a common type, or None
    when ``name``/``args`` are not such a comparison."""
    if name not in COMPARISONS or len(args) != 2:
        return None
    a, b = args
    if not isinstance(a.type, t.Decimal) or not isinstance(b.type, t.Decimal):
        return None
    digits_a = a.type.precision - a.type.scale
    digits_b = b.type.precision - b.type.scale
    scale = max(a.type.scale, b.type.scale)
    narrow_digits = min(digits_a, digits_b)
    if max(digits_a, digits_b) + scale <= t.MAX_DECIMAL_PRECISION:
        return None  # a common type exists: widening handles it
    wide, narrow = (a, b) if digits_a > digits_b else (b, a)
    wide_on_left = wide is a
    bound = PyDecimal(10) ** narrow_digits
    wide_type = wide.type.with_nullable(False)
    upper = ir.Literal(wide_type, bound, span=span)
    lower = ir.Literal(wide_type, -bound, span=span)
    unknown = ir.Literal(t.Boolean(nullable=True), None, span=span)

    def known(answer: bool) -> ir.TypedExpr:
        """``answer`` where ``narrow`` has a value, null where it has none."""
        if not narrow.type.nullable:
            return ir.Literal(t.Boolean(), answer, span=span)
        if answer:
            return call("or", call("is_not_null", narrow), unknown)
        return call("and", call("is_null", narrow), unknown)

    above = _ABOVE[name if wide_on_left else _MIRROR[name]]
    below = not above if name not in ("equal", "not_equal") else above
    common = t.Decimal(narrow_digits + scale, scale)
    fitted = [ir.Cast(common.with_nullable(x.type.nullable), x, span=x.span) for x in (a, b)]
    otherwise = call(name, *fitted)
    result_type = t.Boolean(nullable=a.type.nullable or b.type.nullable)
    clauses = ((call("gte", wide, upper), known(above)), (call("lte", wide, lower), known(below)))
    return ir.IfThen(result_type, clauses, otherwise, span=span)
