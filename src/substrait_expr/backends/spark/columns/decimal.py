"""Scalar functions of ``functions_arithmetic_decimal``.

Spark derives decimal result types with the same rules as the Substrait
YAMLs (SQL Server's: scale kept down to 6 when precision runs out), except
division: the YAML's counts the divisor's precision among the integral
digits where Spark counts its scale (``divide_keep_scale`` of the package's
``decimal`` extension is Spark's). Spark's
``try_`` arithmetic returns null on overflow whatever ``spark.sql.ansi.enabled``
says, so overflow is detected as "null result from non-null inputs" and then
handled per the ``overflow`` option.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import Decimal

from pyspark.sql import Column
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F, ansi_overflow_checks
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import types as t

URN = "extension:io.substrait:functions_arithmetic_decimal"
# The package's decimal functions (``extensions/decimal.yaml``): Spark's own
# decimal division, whose type the official ``divide`` cannot give.
PACKAGE_DECIMAL_URN = "extension:io.github.substrait-expr:decimal"
TABLE = FunctionTable()
OVERFLOW = {"overflow": rt.OVERFLOW_VALUES}


def _target(call: Call) -> st.DecimalType:
    target = spark_type(call.type)
    assert isinstance(target, st.DecimalType)
    return target


def _largest(target: st.DecimalType) -> Column:
    digits = Decimal(10) ** (target.precision - target.scale) - Decimal(10) ** -target.scale
    return F.lit(digits).cast(target)


def _natural_type(call: Call) -> st.DecimalType | None:
    """The type Spark itself gives ``call`` on its two decimal arguments, where
    no setting changes it: Spark's rules are the YAML's up to 38 digits, and
    past 38 they depend on ``spark.sql.decimalOperations.allowPrecisionLoss``
    (None then). The arguments' Columns have their Substrait types exactly
    (every builder casts to its call's type where Spark's differs)."""
    first, second = (spark_type(call.arg_type(i)) for i in range(2))
    if not isinstance(first, st.DecimalType) or not isinstance(second, st.DecimalType):
        return None
    p1, s1, p2, s2 = first.precision, first.scale, second.precision, second.scale
    if call.name in ("add", "subtract"):
        scale = max(s1, s2)
        precision = scale + max(p1 - s1, p2 - s2) + 1
    elif call.name == "multiply":
        precision, scale = p1 + p2 + 1, s1 + s2
    elif call.name in ("divide", "divide_keep_scale"):
        scale = max(6, s1 + p2 + 1)
        precision = p1 - s1 + s2 + scale
    else:
        return None
    return st.DecimalType(precision, scale) if precision <= 38 else None


def _holds_every_result(call: Call, target: st.DecimalType) -> bool:
    """Whether ``target`` holds every result of the call: Spark's own type
    for it was not cut at 38 digits, so it holds the exact sum, difference
    or product and the quotient rounded to its scale (dec<15,2> + dec<15,2>
    is under 2 * 10^13, and dec<16,2> holds that), and ``target`` has as
    many digits on each side of the point."""
    natural = _natural_type(call)
    return (
        natural is not None
        and target.scale >= natural.scale
        and target.precision - target.scale >= natural.precision - natural.scale
    )


def _as_target(call: Call, value: Column) -> Column:
    """``value`` (Spark's own result of the call's operation) as the call's
    type: a cast only where Spark's type differs."""
    target = _target(call)
    return value if _natural_type(call) == target else value.cast(target)


def _checked(
    call: Call,
    result: Column,
    sign: Callable[[Column, Column], Column],
    native: Column | None = None,
) -> Column:
    """``result`` (a try_ operation, null on overflow) as the call's type;
    ``sign`` gives the sign of the exact result of the two operands.
    ``native`` is the same operation as a plain operator: in ANSI mode Spark
    raises on its overflow and on the cast's, which is what ERROR asks."""
    a, b = call.cols
    target = _target(call)
    if native is not None and _holds_every_result(call, target):
        return _as_target(call, native)  # nothing can overflow, in any ANSI mode
    value = _as_target(call, result)
    overflow = call.option("overflow", "ERROR")
    if overflow == "ERROR" and native is not None and ansi_overflow_checks():
        return _as_target(call, native)
    if overflow == "ERROR":
        # `result` once: a null with every input present is the overflow
        # (guards that repeat it grow as 3^depth in nested arithmetic).
        message = f"{call.name}: result overflows {call.type}"
        return F.coalesce(value, F.when(call.inputs_present(), rt.fail(message)))
    overflowed = a.isNotNull() & b.isNotNull() & result.isNull()
    if overflow == "SATURATE":
        largest = _largest(target)
        saturated = F.when(sign(a, b) > 0, largest).otherwise(-largest)
        return F.when(overflowed, saturated).otherwise(value)
    return value  # SILENT: the result is undefined; Spark gives null


def _approximate_sign(value: Column) -> Column:
    # Overflowed values are far from zero, so a double has the right sign.
    return F.signum(value.cast("double"))


def _add(call: Call) -> Column:
    a, b = call.cols
    return _checked(
        call,
        F.try_add(a, b),
        lambda x, y: _approximate_sign(x.cast("double") + y.cast("double")),
        a + b,
    )


def _subtract(call: Call) -> Column:
    a, b = call.cols
    return _checked(
        call,
        F.try_subtract(a, b),
        lambda x, y: _approximate_sign(x.cast("double") - y.cast("double")),
        a - b,
    )


def _product_sign(x: Column, y: Column) -> Column:
    return _approximate_sign(x) * _approximate_sign(y)


def _multiply(call: Call) -> Column:
    a, b = call.cols
    return _checked(call, F.try_multiply(a, b), _product_sign, a * b)


def _divide(call: Call) -> Column:
    a, b = call.cols
    return rt.on_zero_divisor(call, b, _checked(call, F.try_divide(a, b), _product_sign, a / b))


def _modulus(call: Call) -> Column:
    a, b = call.cols
    # Spark's % on decimals truncates, as Substrait's decimal modulus does.
    value = (a % b).cast(_target(call))
    return rt.on_zero_divisor(call, b, value, "on_domain_error", "modulus by zero")


TABLE.add(URN, ["add:dec_dec"], _add, options=OVERFLOW)
TABLE.add(URN, ["subtract:dec_dec"], _subtract, options=OVERFLOW)
TABLE.add(URN, ["multiply:dec_dec"], _multiply, options=OVERFLOW)
TABLE.add(URN, ["divide:dec_dec"], _divide, options=OVERFLOW)
TABLE.add(PACKAGE_DECIMAL_URN, ["divide_keep_scale:dec_dec"], _divide, options=OVERFLOW)
TABLE.add(
    URN,
    ["modulus:dec_dec"],
    _modulus,
    options=OVERFLOW,
    note="a remainder is smaller than the divisor, so it cannot overflow",
)


# Spark's unary minus and abs on decimals round to 34 significant digits
# (Scala's default MathContext); up to 34 digits they are exact, and keep the
# type, as Substrait's negate and abs do.
_EXACT_SIGN_DIGITS = 34


def _sign_flipped(x: Column, target: st.DecimalType) -> Column:
    """``-x`` for a decimal of more than 34 digits, exactly: its text with the
    sign flipped, read back as ``target``. Arithmetic cannot do it: Spark's
    unary minus rounds to 34 digits, and ``0 - x`` of a decimal(38,s) needs
    39 digits, so Spark gives up a decimal place (0 - 1013.625211831709497
    at decimal(38,15) is -1013.625211831709500)."""
    text = x.cast("string")
    negative = F.substring(text, 1, 1) == F.lit("-")
    flipped = F.when(negative, F.substring(text, 2, 100))
    return flipped.otherwise(F.concat(F.lit("-"), text)).cast(target)


def _negate(call: Call) -> Column:
    x = call.col(0)
    if _target(call).precision <= _EXACT_SIGN_DIGITS:
        return -x
    return _sign_flipped(x, _target(call))


def _abs(call: Call) -> Column:
    x = call.col(0)
    if _target(call).precision <= _EXACT_SIGN_DIGITS:
        return F.abs(x)
    return F.when(x < 0, _sign_flipped(x, _target(call))).otherwise(x.cast(_target(call)))


TABLE.add(URN, ["negate:dec"], _negate)
TABLE.add(URN, ["abs:dec"], _abs)


# ------------------------------------------------------------------ bitwise

# Two's complement on up to 128 bits, in three limbs Spark can hold in bigint:
# two unsigned 42-bit limbs and a signed top limb.
_LIMB = 2**42


_MASK = _LIMB - 1


def _limbs(value: Column) -> tuple[Column, Column, Column]:
    """(low, middle, top) with value = top * 2^84 + middle * 2^42 + low.
    A negative value is split through its complement -1 - value (>= 0), so no
    step leaves the 38 digits a decimal can hold."""
    wide = st.DecimalType(38, 0)
    x = value.cast(wide)
    negative = x < 0
    y = F.when(negative, (F.lit(-1) - x).cast(wide)).otherwise(x)
    low = y % rt.int_lit(_LIMB)
    rest = ((y - low) / rt.int_lit(_LIMB)).cast(wide)  # exact: divisible
    middle = rest % rt.int_lit(_LIMB)
    top = ((rest - middle) / rt.int_lit(_LIMB)).cast(wide)
    low, middle, top = (part.cast("bigint") for part in (low, middle, top))
    return (
        F.when(negative, F.lit(_MASK) - low).otherwise(low),
        F.when(negative, F.lit(_MASK) - middle).otherwise(middle),
        F.when(negative, F.lit(-1) - top).otherwise(top),
    )


def _join_limbs(low: Column, middle: Column, top: Column) -> Column:
    """The inverse of `_limbs`; null if the value needs more than 38 digits."""
    wide = st.DecimalType(38, 0)

    def join(lo: Column, mid: Column, hi: Column) -> Column:
        upper = F.try_add(F.try_multiply(hi.cast(wide), rt.int_lit(_LIMB)), mid.cast(wide))
        return F.try_add(F.try_multiply(upper, rt.int_lit(_LIMB)), lo.cast(wide))

    negative = top < 0
    complement = join(F.lit(_MASK) - low, F.lit(_MASK) - middle, F.lit(-1) - top)
    return F.when(negative, F.try_subtract(F.lit(-1), complement)).otherwise(join(low, middle, top))


def _bitwise(operator: Callable[[Column, Column], Column]) -> Builder:
    def build(call: Call) -> Column:
        for index in range(2):
            argument = call.arg_type(index)
            if isinstance(argument, t.Decimal) and argument.scale > 0:
                raise Unsupported(f"{call.name} of a decimal with a fractional part")
        a, b = call.cols
        limbs = [operator(x, y) for x, y in zip(_limbs(a), _limbs(b), strict=True)]
        exact = _join_limbs(*limbs)
        target = _target(call)
        value = exact.try_cast(target)
        overflowed = a.isNotNull() & b.isNotNull() & value.isNull()
        return rt.fail_if(overflowed, f"{call.name}: result overflows {call.type}", value)

    return build


TABLE.add(URN, ["bitwise_and:dec_dec"], _bitwise(lambda x, y: x.bitwiseAND(y)))
TABLE.add(URN, ["bitwise_or:dec_dec"], _bitwise(lambda x, y: x.bitwiseOR(y)))
TABLE.add(URN, ["bitwise_xor:dec_dec"], _bitwise(lambda x, y: x.bitwiseXOR(y)))


# ------------------------------------------------------------------ sqrt, factorial, power


def _sqrt(call: Call) -> Column:
    x = call.col(0)
    value = F.sqrt(x.cast("double"))
    return rt.fail_if(x < 0, f"{call.name}: negative argument", value)


TABLE.add(URN, ["sqrt:dec"], _sqrt, note="a negative argument is an error (no option)")


_FACTORIAL_LIMIT = 33  # 33! < 10^38 <= 34!


def _factorial(call: Call) -> Column:
    n = call.col(0)
    wide = st.DecimalType(38, 0)
    product = F.aggregate(
        F.sequence(F.lit(1), F.greatest(n, F.lit(1)).cast("int")),
        F.lit(1).cast(wide),
        lambda acc, k: (acc * k.cast(wide)).cast(wide),
    )
    return (
        F.when(n.isNull(), F.lit(None))
        .when(n < 0, rt.fail(f"{call.name}: negative argument"))
        .when(n != F.floor(n), rt.fail(f"{call.name}: argument is not a whole number"))
        .when(n > _FACTORIAL_LIMIT, rt.fail(f"{call.name}: result overflows decimal<38,0>"))
        .otherwise(product)
        .cast(_target(call))
    )


TABLE.add(URN, ["factorial:dec"], _factorial)


def _power(call: Call) -> Column:
    x, y = (c.cast("double") for c in call.cols)
    value = F.pow(x, y)
    complex_result = (x < 0) & (y != F.floor(y))
    if call.option("complex_number_result", "NAN") == "ERROR":
        value = rt.fail_if(complex_result, f"{call.name}: complex result", value)
    overflow = call.option("overflow", "SILENT")
    overflowed = F.abs(value) == F.lit(math.inf)
    if overflow == "ERROR":
        value = rt.fail_if(overflowed, f"{call.name}: result overflows fp64", value)
    elif overflow == "SATURATE":
        largest = F.lit(1.7976931348623157e308)
        value = F.when(overflowed, F.when(value > 0, largest).otherwise(-largest)).otherwise(value)
    return value


TABLE.add(
    URN,
    ["power:dec_dec"],
    _power,
    options={**OVERFLOW, "complex_number_result": ("NAN", "ERROR")},
    note="without an overflow option an fp64 overflow gives infinity (IEEE 754)",
)
