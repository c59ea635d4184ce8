"""Scalar functions of ``functions_arithmetic``: integer and floating-point math.

Integer ``overflow:ERROR`` is Spark's own operator where ANSI mode raises
for it; elsewhere Spark's ``try_add`` (``try_subtract``, ``try_multiply``),
null on overflow in either mode, or a widened result brought back with
``TRY_CAST``, and a null where every input is present raises
(`_null_is_overflow`). ``SATURATE`` and ``SILENT`` compute exactly in a
wider type and narrow (see `runtime.narrow`). Either way
``spark.sql.ansi.enabled`` never changes an answer. Literal operands whose
exact result is in range are Spark's own operator whatever the option: no
overflow can happen, so there is nothing to guard and no mode to rely on.

Floating-point math is IEEE 754 double (or single, where Spark computes in
float) with ties-to-even rounding, the only rounding mode Spark offers;
other ``rounding`` values are refused.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable

from pyspark.sql import Column
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F, ansi_overflow_checks
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.literals import INTEGER_RANGES

URN = "extension:io.substrait:functions_arithmetic"
TABLE = FunctionTable()

INTS = ("i8", "i16", "i32", "i64")
FLOATS = ("fp32", "fp64")
OVERFLOW = {"overflow": rt.OVERFLOW_VALUES}
ROUNDING = {"rounding": ("TIE_TO_EVEN",)}
ROUNDING_REASON = (
    "Spark floating-point arithmetic always rounds to nearest, ties to even (IEEE 754 default)"
)
REASONS = {"rounding": ROUNDING_REASON}
DEFAULT_OVERFLOW = "ERROR"


def _pairs(*names: str) -> tuple[str, ...]:
    return tuple(f"{n}_{n}" for n in names)


def result_type(call: Call) -> st.DataType:
    return spark_type(call.type)


def _float(call: Call, value: Column) -> Column:
    """A double computation brought back to the call's float type."""
    return value.cast(result_type(call))


# ------------------------------------------------------------------ add, subtract, multiply


_EXACT: dict[str, Callable[..., int]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "neg": operator.neg,
    "abs": operator.abs,
}


def _constant_in_range(call: Call, operation: str) -> bool:
    """Whether every operand is an integer literal and the exact result (or
    a null, where one is null) fits the result type: then no overflow can
    happen, in either ANSI mode (``100 * 5``, ``abs(127)``)."""
    values = []
    for node in call.nodes:
        if type(node) is not ir.Literal or not (node.value is None or type(node.value) is int):
            return False
        values.append(node.value)
    if not _same_integer_type(call):
        return False
    if any(value is None for value in values):
        return True
    low, high = INTEGER_RANGES[type(call.type)]
    return low <= _EXACT[operation](*values) <= high


def _integer_binary(operator: str) -> Builder:
    def build(call: Call) -> Column:
        overflow = call.option("overflow", DEFAULT_OVERFLOW)
        if _constant_in_range(call, operator) or (
            overflow == "ERROR" and _native_overflow_error(call)
        ):
            a, b = call.cols
            return {"+": a + b, "-": a - b, "*": a * b}[operator]
        if overflow == "ERROR" and _same_integer_type(call):
            return _overflow_raised(call, operator)
        a, b = (rt.widen(c, call.arg_type(0)) for c in call.cols)
        wide = {"+": a + b, "-": a - b, "*": a * b}[operator]
        return rt.narrow(wide, call.type, overflow, call.name)

    return build


def _native_overflow_error(call: Call) -> bool:
    """In ANSI mode Spark's +, -, *, unary minus and abs raise on overflow
    of every integer type, tinyint to bigint (BINARY_ARITHMETIC_OVERFLOW, whose
    message names the operation; ARITHMETIC_OVERFLOW), which is what
    ``overflow:ERROR`` asks for."""
    return _same_integer_type(call) and ansi_overflow_checks()


def _same_integer_type(call: Call) -> bool:
    same = call.arg_type(0).with_nullable(False) == call.type.with_nullable(False)
    return rt.is_integer(call.type) and same


def _overflow_message(call: Call) -> str:
    return f"{call.name}: result overflows {call.type.with_nullable(False)}"


_TRY_FUNCTIONS = {"+": "try_add", "-": "try_subtract", "*": "try_multiply"}


def _overflow_raised(call: Call, operator: str) -> Column:
    """``overflow:ERROR`` whatever the session's ANSI mode: Spark's
    ``try_add`` (``try_subtract``, ``try_multiply``) is exact in the operands'
    own integer type and null on overflow, in both modes; with every input
    present, a null is the overflow. Where no input can be null, each operand
    is named once and no lambda is needed (Spark analyses this in a fraction
    of the time of a widened result bound in ``transform``)."""
    a, b = call.cols
    return _null_is_overflow(call, F.call_function(_TRY_FUNCTIONS[operator], a, b))


def _null_is_overflow(call: Call, tried: Column) -> Column:
    """``tried``, a result that is null where an input is null or where the
    result overflows, with the overflow raised: a null while every input is
    present. Inputs that cannot be null are not tested, and a nested strict
    call's presence is its own inputs' (``Call.inputs_present``)."""
    nullable = any(node.type.nullable for node in call.nodes)
    present = call.inputs_present() if nullable else None
    return rt.raise_where_null(tried, present, _overflow_message(call))


def _float_binary(operator: str) -> Builder:
    def build(call: Call) -> Column:
        # Spark computes float (+, -, *) in single precision and double in double.
        a, b = call.cols
        return {"+": a + b, "-": a - b, "*": a * b}[operator].cast(result_type(call))

    return build


for _name, _operator in (("add", "+"), ("subtract", "-"), ("multiply", "*")):
    TABLE.add(URN, keys(_name, *_pairs(*INTS)), _integer_binary(_operator), options=OVERFLOW)
    TABLE.add(
        URN,
        keys(_name, *_pairs(*FLOATS)),
        _float_binary(_operator),
        options=ROUNDING,
        reasons=REASONS,
    )


# ------------------------------------------------------------------ divide


def _integer_divide(call: Call) -> Column:
    a, b = call.cols
    substrait = call.arg_type(0)
    overflow = call.option("overflow", DEFAULT_OVERFLOW)
    divisor = call.int_literal(1)
    if divisor not in (None, 0, -1):
        # |a div b| <= |a|: nothing overflows and nothing is divided by zero.
        return _div(call, a, b)
    if overflow == "ERROR" and _native_overflow_error(call):
        # Under ANSI `div` raises for bigint MIN / -1; an int MIN / -1 is 2^31
        # as a bigint, and the cast back to int raises (CAST_OVERFLOW).
        quotient = _div(call, a, b)
        return rt.on_zero_divisor(call, b, quotient)
    # `div` truncates towards zero. Only MIN / -1 overflows.
    if isinstance(substrait, t.I64):
        low, _ = rt.integer_range(substrait)
        overflows = (a == F.lit(low)) & (b == -1)
        if overflow == "ERROR":
            # Tested on the operands: no widened quotient to bind in a lambda.
            quotient = rt.fail_if(overflows, _overflow_message(call), _div(call, a, b))
        else:
            exact = F.when(overflows, -rt.widen(a, substrait)).otherwise(
                F.call_function("div", a, b).cast(rt.WIDE_PRODUCT_FACTOR)
            )
            quotient = rt.narrow(exact, call.type, overflow, call.name)
    else:
        wide = F.call_function("div", a.cast("bigint"), b.cast("bigint"))  # exact
        if overflow == "ERROR":
            quotient = _null_is_overflow(call, wide.try_cast(result_type(call)))
        else:
            quotient = rt.narrow(wide, call.type, overflow, call.name)
    # The zero-divisor test comes first, so the quotient is null only for null inputs.
    return rt.on_zero_divisor(call, b, quotient)


def _div(call: Call, a: Column, b: Column) -> Column:
    """Spark's ``div`` (truncating; always bigint) as the call's type."""
    quotient = F.call_function("div", a, b)
    return quotient if isinstance(call.type, t.I64) else quotient.cast(result_type(call))


def _float_divide(call: Call) -> Column:
    a, b = (c.cast("double") for c in call.cols)
    on_zero = call.option("on_division_by_zero", "IEEE")
    on_domain = call.option("on_domain_error", "NAN")
    # Spark's `/` gives null (or fails under ANSI) for a zero divisor; IEEE
    # gives ±inf or NaN. a * b^-1 yields exactly that when b is ±0.
    ieee = F.when(b == 0, a * F.pow(b, F.lit(-1.0))).otherwise(a / b)
    nan = F.lit(math.nan).cast("double")
    zero = call.zero_divisor(b)
    if on_zero == "IEEE":
        value = ieee
    else:
        value = rt.guard_domain(zero, on_zero, call.name, "division by zero", ieee, st.DoubleType())
    undefined = F.isnan(a) | F.isnan(b) | (_is_infinite(a) & _is_infinite(b))
    if on_domain != "NAN":
        value = rt.guard_domain(
            undefined, on_domain, call.name, "undefined quotient", value, st.DoubleType(), nan
        )
    return value.cast(result_type(call))


def _is_infinite(value: Column) -> Column:
    return F.abs(value) == F.lit(math.inf)


TABLE.add(
    URN,
    keys("divide", *_pairs(*INTS)),
    _integer_divide,
    options={
        **OVERFLOW,
        "on_domain_error": ("NULL", "ERROR"),
        "on_division_by_zero": ("NULL", "ERROR"),
    },
    note="integer division has no domain errors, so on_domain_error has nothing to govern",
)
TABLE.add(
    URN,
    keys("divide", *_pairs(*FLOATS)),
    _float_divide,
    options={
        **ROUNDING,
        "on_domain_error": ("NAN", "NULL", "ERROR"),
        "on_division_by_zero": ("IEEE", "NULL", "ERROR"),
    },
    reasons={
        **REASONS,
        "on_division_by_zero": "LIMIT does not say which infinity 0/0 gives",
    },
)


# ------------------------------------------------------------------ negate, abs, sign


def _integer_unary(operation: Callable[[Column], Column], exact: str) -> Builder:
    def build(call: Call) -> Column:
        overflow = call.option("overflow", DEFAULT_OVERFLOW)
        if _constant_in_range(call, exact):
            return operation(call.col(0))
        # ANSI: -MIN and abs(MIN) raise ARITHMETIC_OVERFLOW. Its message names
        # no function; tinyint and smallint keep the guard, which does.
        wide_enough = isinstance(call.type, t.I32 | t.I64)
        if overflow == "ERROR" and wide_enough and _native_overflow_error(call):
            return operation(call.col(0))
        if overflow == "ERROR" and call.name == "negate":
            # 0 - x, null on overflow in either ANSI mode: x is named once.
            zero = rt.lit_of(0, result_type(call))
            return _null_is_overflow(call, F.call_function("try_subtract", zero, call.col(0)))
        wide = operation(rt.widen(call.col(0), call.arg_type(0)))
        if overflow == "ERROR":
            # Back in range, else null: the operand is named once.
            return _null_is_overflow(call, wide.try_cast(result_type(call)))
        return rt.narrow(wide, call.type, overflow, call.name)

    return build


TABLE.add(URN, keys("negate", *INTS), _integer_unary(lambda value: -value, "neg"), options=OVERFLOW)
TABLE.add(URN, keys("negate", *FLOATS), lambda call: (-call.col(0)).cast(result_type(call)))
TABLE.add(
    URN, keys("abs", *INTS), _integer_unary(lambda value: F.abs(value), "abs"), options=OVERFLOW
)
TABLE.add(URN, keys("abs", *FLOATS), lambda call: F.abs(call.col(0)).cast(result_type(call)))
# signum keeps -0.0 and NaN as IEEE does; integers give -1, 0 or 1.
TABLE.add(
    URN, keys("sign", *INTS, *FLOATS), lambda call: F.signum(call.col(0)).cast(result_type(call))
)


# ------------------------------------------------------------------ modulus


def _modulus(call: Call) -> Column:
    a, b = call.cols
    # Spark's % truncates (the sign follows the dividend); MIN % -1 is 0. No
    # remainder overflows: |a % b| < |b|, and the FLOOR correction adds b to a
    # remainder of the other sign. So the overflow option has nothing to govern.
    remainder = a % b
    if call.option("division_type", "TRUNCATE") == "FLOOR":
        opposite = (remainder != 0) & ((remainder < 0) != (b < 0))
        remainder = F.when(opposite, remainder + b).otherwise(remainder)
    # The zero-divisor test comes first: the remainder is null only for null
    # inputs. Spark keeps the operands' type for % and +: no cast.
    return rt.on_zero_divisor(call, b, remainder, "on_domain_error", "modulus by zero")


TABLE.add(
    URN,
    keys("modulus", *_pairs(*INTS)),
    _modulus,
    options={
        **OVERFLOW,
        "division_type": ("TRUNCATE", "FLOOR"),
        "on_domain_error": ("NULL", "ERROR"),
    },
)


# ------------------------------------------------------------------ power, sqrt, exp


_POWER_LIMIT = 2**63


def _integer_power(call: Call) -> Column:
    """Exact x^y for i64 by repeated multiplication (at most 64 steps: beyond
    that |x| >= 2 has overflowed and only the sign of the result matters)."""
    x, y = call.cols
    wide = st.DecimalType(38, 0)
    limit = rt.int_lit(_POWER_LIMIT)
    # Past the limit keep a marker of the right sign instead of growing further.
    steps = F.when(y > 64, F.when(y % 2 == 0, F.lit(64)).otherwise(F.lit(63))).otherwise(y)
    product = F.aggregate(
        F.sequence(F.lit(1), steps.cast("int")),
        F.lit(1).cast(wide),
        lambda acc, _: (
            F.when(F.abs(acc) > limit, acc * F.signum(x).cast(wide))
            .otherwise(acc * x.cast(wide))
            .cast(wide)
        ),
    )
    positive = F.when(y == 0, F.lit(1).cast(wide)).otherwise(product)
    # A negative exponent gives a fraction, truncated to 0 unless |x| is 1.
    negative = (
        F.when(x == 1, F.lit(1))
        .when(x == -1, F.when(y % 2 == 0, F.lit(1)).otherwise(F.lit(-1)))
        .when(x == 0, rt.fail(f"{call.name}: zero raised to a negative power"))
        .otherwise(F.lit(0))
        .cast(wide)
    )
    exact = F.when(y < 0, negative).otherwise(positive)
    return rt.narrow(exact, call.type, call.option("overflow", DEFAULT_OVERFLOW), call.name)


TABLE.add(URN, ["power:i64_i64"], _integer_power, options=OVERFLOW)
TABLE.add(
    URN,
    keys("power", *_pairs(*FLOATS)),
    lambda call: _float(call, F.pow(call.col(0).cast("double"), call.col(1).cast("double"))),
)


def _domain_checked(
    function: Callable[[Column], Column],
    invalid: Callable[[Column], Column],
    default: str = "NAN",
) -> Builder:
    """A unary double function with an ``on_domain_error`` option: ``invalid``
    tells which inputs are outside the domain (NaN there is IEEE's answer)."""

    def build(call: Call) -> Column:
        x = call.col(0).cast("double")
        value = function(x)
        on_domain = call.option("on_domain_error", default)
        if on_domain != "NAN":
            value = rt.guard_domain(
                invalid(x),
                on_domain,
                call.name,
                "argument outside the function's domain",
                value,
                st.DoubleType(),
            )
        return _float(call, value)

    return build


TABLE.add(
    URN,
    keys("sqrt", "i64", *FLOATS),
    _domain_checked(F.sqrt, lambda x: x < 0),
    options={**ROUNDING, "on_domain_error": ("NAN", "ERROR")},
    reasons=REASONS,
)
TABLE.add(
    URN,
    keys("exp", "i64", *FLOATS),
    lambda call: _float(call, F.exp(call.col(0).cast("double"))),
    options=ROUNDING,
    reasons=REASONS,
)


# ------------------------------------------------------------------ trigonometry

_PLAIN_TRIG = {
    "cos": F.cos,
    "sin": F.sin,
    "tan": F.tan,
    "cosh": F.cosh,
    "sinh": F.sinh,
    "tanh": F.tanh,
    "atan": F.atan,
    "asinh": F.asinh,
    "radians": F.radians,
    "degrees": F.degrees,
}
for _name, _function in _PLAIN_TRIG.items():
    TABLE.add(
        URN,
        keys(_name, *FLOATS),
        lambda call, f=_function: _float(call, f(call.col(0).cast("double"))),  # type: ignore[misc]
        options=ROUNDING,
        reasons=REASONS,
    )

_DOMAIN_TRIG = {
    "acos": (F.acos, lambda x: F.abs(x) > 1),
    "asin": (F.asin, lambda x: F.abs(x) > 1),
    "acosh": (F.acosh, lambda x: x < 1),
    "atanh": (F.atanh, lambda x: F.abs(x) > 1),
}
DOMAIN_OPTIONS = {**ROUNDING, "on_domain_error": ("NAN", "ERROR")}
for _name, (_function, _invalid) in _DOMAIN_TRIG.items():
    TABLE.add(
        URN,
        keys(_name, *FLOATS),
        _domain_checked(_function, _invalid),
        options=DOMAIN_OPTIONS,
        reasons=REASONS,
    )


def _atan2(call: Call) -> Column:
    y, x = (c.cast("double") for c in call.cols)
    return _float(call, F.atan2(y, x))


TABLE.add(
    URN,
    keys("atan2", *_pairs(*FLOATS)),
    _atan2,
    options=DOMAIN_OPTIONS,
    reasons=REASONS,
    note="atan2 is defined for every pair of reals, so on_domain_error never applies",
)


# ------------------------------------------------------------------ factorial

_FACTORIAL_LIMIT = {t.I32: 12, t.I64: 20}  # largest n whose n! fits the type


def _factorial(call: Call) -> Column:
    n = call.col(0)
    substrait = call.arg_type(0)
    limit = _FACTORIAL_LIMIT[type(substrait)]
    overflow = call.option("overflow", DEFAULT_OVERFLOW)
    _, high = rt.integer_range(substrait)
    bits = rt.INTEGER_BITS[type(substrait)]
    if overflow == "ERROR":
        too_big = rt.fail(f"{call.name}: result overflows {substrait.with_nullable(False)}")
    elif overflow == "SATURATE":
        too_big = F.lit(high)
    else:  # SILENT: n! modulo 2^bits, as two's complement (0 once n! has `bits` factors 2)
        wrapped = F.aggregate(
            F.sequence(F.lit(1), F.least(n, F.lit(2 * bits + 2)).cast("int")),
            F.lit(1).cast("decimal(38,0)"),
            lambda acc, k: F.pmod(acc * k, rt.int_lit(2**bits)).cast("decimal(38,0)"),
        )
        too_big = F.when(wrapped > rt.int_lit(high), wrapped - rt.int_lit(2**bits)).otherwise(
            wrapped
        )
    value = (
        F.when(n < 0, rt.fail(f"{call.name}: negative argument"))
        .when(n > limit, too_big)
        .otherwise(F.factorial(n.cast("int")))
    )
    return value.cast(result_type(call))


TABLE.add(URN, keys("factorial", "i32", "i64"), _factorial, options=OVERFLOW)


# ------------------------------------------------------------------ bitwise


TABLE.add(URN, keys("bitwise_not", *INTS), lambda call: F.bitwise_not(call.col(0)))
TABLE.add(
    URN,
    keys("bitwise_and", *_pairs(*INTS)),
    lambda call: call.col(0).bitwiseAND(call.col(1)),
)
TABLE.add(URN, keys("bitwise_or", *_pairs(*INTS)), lambda call: call.col(0).bitwiseOR(call.col(1)))
TABLE.add(
    URN,
    keys("bitwise_xor", *_pairs(*INTS)),
    lambda call: call.col(0).bitwiseXOR(call.col(1)),
)


def _shift(function: str) -> Builder:
    """Shifts as the descriptions state them: every bit shifted out is gone
    (Java, and so Spark, would take the shift count modulo the width)."""

    def build(call: Call) -> Column:
        base, shift = call.cols
        width = rt.INTEGER_BITS[type(call.arg_type(0))]
        shifted = F.call_function(function, base, shift)
        if function == "shiftright":
            vacated = F.when(base < 0, F.lit(-1)).otherwise(F.lit(0))
        else:
            vacated = F.lit(0)
        value = (
            F.when(shift < 0, rt.fail(f"{call.name}: negative shift count"))
            .when(shift >= width, vacated)
            .otherwise(shifted)
        )
        return value.cast(result_type(call))

    return build


for _name, _function_name in (
    ("shift_left", "shiftleft"),
    ("shift_right", "shiftright"),
    ("shift_right_unsigned", "shiftrightunsigned"),
):
    TABLE.add(URN, keys(_name, "i32_i32", "i64_i32"), _shift(_function_name))
