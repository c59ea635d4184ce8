"""The Spark → Substrait function table: Catalyst expression classes as
Substrait functions of the official extensions, with the options that say
what Spark computes.

It is the inverse of the Substrait → Spark table (`backends.spark.columns.
functions`): every impl a Catalyst class resolves to here must have a builder
there (checked when a call is built, and for the whole table by a test), so a
plan read from Spark runs on Spark again with the same meaning.

Options are decided, never left to a consumer's default: each option an impl
declares must have an entry in `OPTIONS` (a value for ANSI mode on and one
for off) or in a call's own options; otherwise the call is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from substrait_expr.typecheck.extensions import FunctionKind

__all__ = [
    "AGGREGATES",
    "DATE_PARTS",
    "LOGARITHMS",
    "OPTIONS",
    "SCALARS",
    "TRIMS",
    "WINDOWS",
    "Function",
]


@dataclass(frozen=True, slots=True)
class Function:
    """A Substrait function name and options fixed by the Catalyst class."""

    name: str
    options: tuple[tuple[str, str], ...] = ()
    kind: FunctionKind = FunctionKind.SCALAR


def _f(name: str, **options: str) -> Function:
    return Function(name, tuple(options.items()))


# Catalyst class (simple name) → function; arguments are the node's children in order.
SCALARS: dict[str, Function] = {
    "Add": _f("add"),
    "Subtract": _f("subtract"),
    "Multiply": _f("multiply"),
    "Divide": _f("divide"),
    "Remainder": _f("modulus", division_type="TRUNCATE"),
    "UnaryMinus": _f("negate"),
    "Abs": _f("abs"),
    "EqualTo": _f("equal"),
    "EqualNullSafe": _f("is_not_distinct_from"),
    "LessThan": _f("lt"),
    "LessThanOrEqual": _f("lte"),
    "GreaterThan": _f("gt"),
    "GreaterThanOrEqual": _f("gte"),
    "And": _f("and"),
    "Or": _f("or"),
    "Not": _f("not"),
    "IsNull": _f("is_null"),
    "IsNotNull": _f("is_not_null"),
    "IsNaN": _f("is_nan"),
    "Coalesce": _f("coalesce"),
    "Greatest": _f("greatest_skip_null"),
    "Least": _f("least_skip_null"),
    "Upper": _f("upper", char_set="UTF8"),
    "Lower": _f("lower", char_set="UTF8"),
    "Length": _f("char_length"),
    "StartsWith": _f("starts_with", case_sensitivity="CASE_SENSITIVE"),
    "EndsWith": _f("ends_with", case_sensitivity="CASE_SENSITIVE"),
    "Contains": _f("contains", case_sensitivity="CASE_SENSITIVE"),
    "Concat": _f("concat", null_handling="ACCEPT_NULLS"),
    "Sqrt": _f("sqrt", on_domain_error="NAN", rounding="TIE_TO_EVEN"),
    "Exp": _f("exp", rounding="TIE_TO_EVEN"),
    "Pow": _f("power", complex_number_result="NAN"),
    "Round": _f("round", rounding="TIE_AWAY_FROM_ZERO"),
    "BitwiseAnd": _f("bitwise_and"),
    "BitwiseOr": _f("bitwise_or"),
    "BitwiseXor": _f("bitwise_xor"),
    "BitwiseNot": _f("bitwise_not"),
    "BRound": _f("round", rounding="TIE_TO_EVEN"),
    # Trigonometry in double, as Spark computes it (java.lang.Math); outside
    # its domain Spark's asin, acos, acosh and atanh give NaN in either mode.
    "Sin": _f("sin"),
    "Cos": _f("cos"),
    "Tan": _f("tan"),
    "Sinh": _f("sinh"),
    "Cosh": _f("cosh"),
    "Tanh": _f("tanh"),
    "Atan": _f("atan"),
    "Asinh": _f("asinh"),
    "Asin": _f("asin", on_domain_error="NAN"),
    "Acos": _f("acos", on_domain_error="NAN"),
    "Acosh": _f("acosh", on_domain_error="NAN"),
    "Atanh": _f("atanh", on_domain_error="NAN"),
    # Spark's atan2(y, x); the spec's atan2 takes the pair in the same order
    # (as the Spark backend reads it back), defined everywhere.
    "Atan2": _f("atan2", on_domain_error="NAN"),
    "ToDegrees": _f("degrees"),
    "ToRadians": _f("radians"),
    "Signum": _f("sign"),
    # Strings: Spark's replace, instr, lpad/rpad and reverse match the spec's
    # descriptions (1-based positions, 0 when not found; padding truncates a
    # longer input).
    "StringReplace": _f("replace", case_sensitivity="CASE_SENSITIVE"),
    "StringInstr": _f("strpos", case_sensitivity="CASE_SENSITIVE"),
    "StringLPad": _f("lpad"),
    "StringRPad": _f("rpad"),
    "Reverse": _f("reverse"),
    "OctetLength": _f("octet_length"),
    "BitLength": _f("bit_length"),
    # Spark's concat_ws skips null strings and is null for a null separator,
    # as the spec's test cases (string/concat_ws.test) say concat_ws does.
    "ConcatWs": _f("concat_ws"),
}

# Catalyst date-part classes → the component ``extract`` takes, and where it
# counts from (Substrait's ``indexing`` argument, None for a component that
# takes none): Spark's months, days and quarters start at 1; its dayofweek is
# 1 on Sunday, its weekday 0 on Monday; weekofyear is the ISO week.
DATE_PARTS: dict[str, tuple[str, str | None]] = {
    "Year": ("YEAR", None),
    "Quarter": ("QUARTER", "ONE"),
    "Month": ("MONTH", "ONE"),
    "DayOfMonth": ("DAY", "ONE"),
    "DayOfYear": ("DAY_OF_YEAR", "ONE"),
    "DayOfWeek": ("SUNDAY_DAY_OF_WEEK", "ONE"),
    "WeekDay": ("MONDAY_DAY_OF_WEEK", "ZERO"),
    "WeekOfYear": ("ISO_WEEK", "ONE"),
    "Hour": ("HOUR", None),
    "Minute": ("MINUTE", None),
    "Second": ("SECOND", None),
}

# Spark's logarithms, their Substrait function, and the operand at or below
# which Spark gives null (ln, log10 and log2 of 0 or less; log1p of -1 or less).
LOGARITHMS: dict[str, tuple[str, int]] = {
    "Log": ("ln", 0),
    "Log10": ("log10", 0),
    "Log2": ("log2", 0),
    "Log1p": ("log1p", -1),
}

AGGREGATES: dict[str, Function] = {
    "Sum": Function("sum", kind=FunctionKind.AGGREGATE),
    "Average": Function("avg", kind=FunctionKind.AGGREGATE),
    "Min": Function("min", kind=FunctionKind.AGGREGATE),
    "Max": Function("max", kind=FunctionKind.AGGREGATE),
    "Count": Function("count", kind=FunctionKind.AGGREGATE),
    "StddevSamp": Function("std_dev", (("distribution", "SAMPLE"),), FunctionKind.AGGREGATE),
    "StddevPop": Function("std_dev", (("distribution", "POPULATION"),), FunctionKind.AGGREGATE),
    "VarianceSamp": Function("variance", (("distribution", "SAMPLE"),), FunctionKind.AGGREGATE),
    "VariancePop": Function("variance", (("distribution", "POPULATION"),), FunctionKind.AGGREGATE),
    "BoolAnd": Function("bool_and", kind=FunctionKind.AGGREGATE),
    "BoolOr": Function("bool_or", kind=FunctionKind.AGGREGATE),
}

WINDOWS: dict[str, Function] = {
    "RowNumber": Function("row_number", kind=FunctionKind.WINDOW),
    "Rank": Function("rank", kind=FunctionKind.WINDOW),
    "DenseRank": Function("dense_rank", kind=FunctionKind.WINDOW),
    "PercentRank": Function("percent_rank", kind=FunctionKind.WINDOW),
    "CumeDist": Function("cume_dist", kind=FunctionKind.WINDOW),
    "NTile": Function("ntile", kind=FunctionKind.WINDOW),
    "Lead": Function("lead", kind=FunctionKind.WINDOW),
    "Lag": Function("lag", kind=FunctionKind.WINDOW),
}

# Spark's trims remove spaces (" ") unless told which characters.
TRIMS: dict[str, str] = {
    "StringTrim": "trim",
    "StringTrimLeft": "ltrim",
    "StringTrimRight": "rtrim",
}

# Options whose value follows the session: (ANSI on, ANSI off). Spark raises
# on integer and decimal overflow in ANSI mode; without it integers wrap and
# decimals become null, which Substrait calls SILENT ("the result is
# undefined"; the Spark backend computes SILENT as Spark does). Division by
# zero (and 0/0) is an error in ANSI mode, null otherwise. Floating-point
# math rounds to nearest, ties to even (IEEE 754), in either mode.
OPTIONS: dict[str, tuple[str, str]] = {
    "overflow": ("ERROR", "SILENT"),
    "on_division_by_zero": ("ERROR", "NULL"),
    "on_domain_error": ("ERROR", "NULL"),
    "rounding": ("TIE_TO_EVEN", "TIE_TO_EVEN"),
}
