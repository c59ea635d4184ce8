"""A Spark Connect expression tree → one Spark SQL expression string.

The expression builders (``columns/*.py``) are written against pyspark's
functions API. Run with Spark Connect's functions (``api.text_lowering``),
they build a tree of plain Python objects, without a session and without a
JVM round trip; this module prints that tree as Spark SQL, and the caller
hands the text to ``F.expr`` once. Connect's tree names every function as the
Spark SQL function registry knows it (``power``, ``ln``, ``count(DISTINCT ..)``),
which is why the text means what the Column tree means. The tree's fields
are private to pyspark: they are read through `connect_adapter` only.

What SQL text cannot say raises `NoText`; the caller then builds the Column
tree instead. Parentheses are printed only where Spark SQL's precedence needs
them, so a chain of 1,000 additions stays flat text.
"""

from __future__ import annotations

import datetime as dt
import decimal
import math
from typing import Any, NamedTuple

from pyspark.sql import types as st
from pyspark.sql.connect import expressions as cx

from substrait_expr.backends.spark import connect_adapter as ca
from substrait_expr.backends.spark.columns.options import current, using

__all__ = [
    "ATOM",
    "NoText",
    "Printed",
    "PrintedItems",
    "SlotText",
    "TemplateSlots",
    "backquoted",
    "literal_sql",
    "print_template",
    "quote_identifier",
    "sql_of",
    "type_sql",
]

JVM_LONG_MIN = -(2**63)
JVM_LONG_MAX = 2**63 - 1


class NoText(Exception):
    """A construct that Spark SQL text cannot express (or that this printer
    does not know); the Column tree is built instead."""


# Binding strength, higher binds tighter (Spark's SqlBaseParser precedence).
_OR, _AND, _NOT, _COMPARE, _BIT_OR, _BIT_XOR, _BIT_AND, _ADD, _MULTIPLY, _UNARY, _ATOM = range(11)
ATOM = _ATOM  # the strength of a column or a call (`templates` prints fields itself)

_INFIX = {
    "or": ("OR", _OR),
    "and": ("AND", _AND),
    "==": ("=", _COMPARE),
    "<": ("<", _COMPARE),
    "<=": ("<=", _COMPARE),
    ">": (">", _COMPARE),
    ">=": (">=", _COMPARE),
    "<=>": ("<=>", _COMPARE),
    "|": ("|", _BIT_OR),
    "^": ("^", _BIT_XOR),
    "&": ("&", _BIT_AND),
    "+": ("+", _ADD),
    "-": ("-", _ADD),
    "*": ("*", _MULTIPLY),
    "/": ("/", _MULTIPLY),
    "%": ("%", _MULTIPLY),
}
_POSTFIX = {"isNull": "IS NULL", "isNotNull": "IS NOT NULL"}

# Functions the Connect server resolves itself, not through the SQL function
# registry: in SQL text they would not exist or would mean something else.
_CONNECT_ONLY = frozenset(
    {
        "product",
        "bloom_filter_agg",
        "window",
        "session_window",
        "unwrap_udt",
        "distributed_sequence_id",
        "pandas_product",
        "pandas_stddev",
        "pandas_var",
        "pandas_skew",
        "pandas_kurt",
        "pandas_mode",
        "pandas_covar",
        "ewm",
        "null_index",
    }
)
# Connect passes their unit as a string; SQL spells it as a keyword.
_UNIT_FIRST = frozenset({"timestampadd", "timestampdiff"})


def sql_of(expression: cx.Expression) -> str:
    """``expression`` as Spark SQL text."""
    return _print(expression)[0]


class SlotText(NamedTuple):
    """What the printer may know of the text that will fill a template's slot."""

    strength: int  # binding strength of its outermost operator
    known_type: str | None  # the type its text has by itself (`_known_type`)


# A template's slot tokens (columns named so) → what will fill them.
TemplateSlots = dict[str, SlotText]


class Printed(NamedTuple):
    text: str
    strength: int
    known_type: str | None  # what `_known_type` reads of the expression
    opaque: bool  # a parent reads nothing of it but its text and strength


def print_template(expression: cx.Expression, slots: TemplateSlots) -> Printed:
    """``expression``, whose columns named as in ``slots`` stand for text
    given later (see `templates`), printed with what a parent of it reads.
    Raises `NoText` for a lambda: its variables are named afresh each time
    the builders run, which a template used twice would not do."""
    with using(current().replace(slots=slots)):
        text, strength = _print(expression)
        known = _known_type(expression)
    return Printed(text, strength, known, _opaque(expression))


def _opaque(e: Any) -> bool:
    """Whether a parent's printing reads nothing of ``e`` but its text and
    strength: it looks into literals, and into casts of literals."""
    if isinstance(e, cx.CastExpression):
        return not isinstance(ca.cast_parts(e)[0], cx.LiteralExpression)
    return type(e).__name__ in _OPAQUE


_OPAQUE = frozenset(
    {
        "UnresolvedFunction",
        "CallFunction",
        "ColumnReference",
        "CaseWhen",
        "UnresolvedExtractValue",
        "SQLExpression",
        "WindowExpression",
    }
)


def _print(e: cx.Expression) -> tuple[str, int]:
    """(text, binding strength of its outermost operator)."""
    kind = type(e).__name__
    printer = _PRINTERS.get(kind)
    if printer is None:
        raise NoText(f"{kind} expressions")
    result: tuple[str, int] = printer(e)
    return result


def _operand(e: cx.Expression, strength: int, *, right: bool = False) -> str:
    text, own = _print(e)
    # Operators associate to the left: an equal-strength right operand keeps
    # its parentheses so that the tree Spark parses is the tree built here.
    if own < strength or (right and own == strength):
        return f"({text})"
    return text


def _function(e: Any) -> tuple[str, int]:
    name, arguments, is_distinct = ca.function_parts(e)
    args: list[cx.Expression] = list(arguments)
    if name == "and" and len(args) == 2:
        # `TRUE AND x` is x: guards test "all inputs present", TRUE for non-null inputs.
        kept = [a for a in args if not _is_true(a)]
        if len(kept) == 1:
            return _print(kept[0])
    if name in _INFIX and len(args) == 2:
        symbol, strength = _INFIX[name]
        # Comparisons do not chain: their operands are values, never comparisons.
        floor = strength + 1 if strength == _COMPARE else strength
        if strength == _COMPARE:
            args = [_uncast_decimal_literal(a) for a in args]
        left = _operand(args[0], floor)
        right = _operand(args[1], floor, right=True)
        return f"{left} {symbol} {right}", strength
    if name == "not" and len(args) == 1:
        return f"NOT {_operand(args[0], _NOT)}", _NOT
    if name == "negative" and len(args) == 1:
        operand = _operand(args[0], _ATOM)
        return f"-{operand}" if not operand.startswith("-") else f"-({operand})", _UNARY
    if name == "~" and len(args) == 1:
        return f"~{_operand(args[0], _ATOM)}", _UNARY
    if name in _POSTFIX and len(args) == 1:
        return f"{_operand(args[0], _BIT_OR)} {_POSTFIX[name]}", _COMPARE
    if name in ("like", "ilike") and len(args) == 2:
        # The syntax, not the function: Spark's parser builds LIKE itself,
        # where the function goes through the registry (twice the analysis).
        subject, pattern = (_operand(a, _BIT_OR) for a in args)
        return f"{subject} {name.upper()} {pattern}", _COMPARE
    if name == "in" and args:
        args = [_uncast_decimal_literal(a) for a in args]  # compared, as in a comparison
        needle = _operand(args[0], _BIT_OR)
        return f"{needle} IN ({', '.join(_value(a) for a in args[1:])})", _COMPARE
    if name in _UNIT_FIRST and len(args) == 3:
        unit = ca.literal_parts(args[0])[0] if isinstance(args[0], cx.LiteralExpression) else None
        if not isinstance(unit, str):
            raise NoText(f"{name} with a computed unit")
        if not unit.isalpha():
            raise NoText(f"{name} unit {unit!r}")
        rest = ", ".join(_value(a) for a in args[1:])
        return f"{name}({unit}, {rest})", _ATOM
    if name in _CONNECT_ONLY:
        raise NoText(f"function {name} exists only for Spark Connect")
    if name == "struct" and args and all(isinstance(a, cx.ColumnAlias) for a in args):
        pairs = []
        for a in args:
            child, names, _ = ca.alias_parts(a)
            if len(names) != 1:
                raise NoText("a multi-name alias")
            pairs += [_string(names[0]), _value(child)]
        return f"named_struct({', '.join(pairs)})", _ATOM
    distinct = "DISTINCT " if is_distinct else ""
    return f"{_name(name)}({distinct}{', '.join(_value(a) for a in args)})", _ATOM


def _uncast_decimal_literal(e: Any) -> Any:
    """A decimal literal for ``CAST(literal AS decimal(p,s))`` where the
    literal's digits fit (p,s): a comparison widens both sides to a type that
    holds each exactly, so the cast changes nothing there but analysis time."""
    if not isinstance(e, cx.CastExpression):
        return e
    child, target, mode = ca.cast_parts(e)
    if mode is not None or not isinstance(child, cx.LiteralExpression):
        return e
    value = ca.literal_parts(child)[0]
    if not (
        isinstance(value, decimal.Decimal)
        and value.is_finite()
        and isinstance(target, st.DecimalType)
    ):
        return e
    precision, scale = _decimal_digits(value)
    if scale <= target.scale and precision - scale <= target.precision - target.scale:
        return child
    return e


def _value(e: cx.Expression) -> str:
    """An argument: any expression, no parentheses needed between commas."""
    return _print(e)[0]


def _name(name: str) -> str:
    if not name.replace("_", "").isalnum():
        raise NoText(f"function name {name!r}")
    return name


def _call(e: Any) -> tuple[str, int]:
    name, args = ca.call_parts(e)
    if name == "between" and len(args) == 3:
        x, low, high = (_operand(_uncast_decimal_literal(a), _BIT_OR) for a in args)
        return f"{x} BETWEEN {low} AND {high}", _COMPARE
    return f"{_name(name)}({', '.join(_value(a) for a in args)})", _ATOM


def _column(e: Any) -> tuple[str, int]:
    text, plan_id = ca.column_parts(e)
    if plan_id is not None:
        raise NoText("a column bound to a DataFrame")
    if "${" in text:
        raise NoText(f"the column {text}: Spark would substitute its '${{...}}'")
    slots = current().slots
    if slots is not None:  # a template's slot stands for text of its own strength
        slot = slots.get(text)
        if slot is not None:
            return text, slot.strength
    return text, _ATOM


def _is_true(e: Any) -> bool:
    return isinstance(e, cx.LiteralExpression) and ca.literal_parts(e)[0] is True


def _case(e: Any) -> tuple[str, int]:
    branches, otherwise = ca.case_parts(e)
    if branches and _is_true(branches[0][0]):
        return _print(branches[0][1])  # CASE WHEN TRUE THEN v ... END is v
    parts = ["CASE"]
    for condition, value in branches:
        parts.append(f"WHEN {_value(condition)} THEN {_value(value)}")
    if otherwise is not None:
        parts.append(f"ELSE {_value(otherwise)}")
    parts.append("END")
    return " ".join(parts), _ATOM


def _cast(e: Any) -> tuple[str, int]:
    child, data_type, mode = ca.cast_parts(e)
    target = _cast_target(data_type)
    if mode in (None, "try"):
        normal = _normal(target)
        if _known_type(child) == normal:
            return _print(child)  # the literal or inner cast has the type already
        suffixed = _integer_literal(child, normal)
        if suffixed is not None:
            return suffixed, (_UNARY if suffixed.startswith("-") else _ATOM)
    if mode == "try":
        keyword = "TRY_CAST"
    elif mode is None:
        keyword = "CAST"
    else:  # an explicit ANSI or legacy cast has no SQL spelling
        raise NoText(f"a cast in {mode} mode")
    return f"{keyword}({_value(child)} AS {target})", _ATOM


def _cast_target(data_type: Any) -> str:
    return data_type if isinstance(data_type, str) else type_sql(data_type)


def _normal(type_text: str) -> str:
    return type_text.lower().replace(" ", "")


def _known_type(e: Any) -> str | None:
    """The type of what ``e`` prints, where the text alone fixes it: a
    literal's, or a plain cast's target."""
    if isinstance(e, cx.LiteralExpression):
        value, data_type = ca.literal_parts(e)
        return None if value is None else _literal_type(value, data_type)
    if isinstance(e, cx.CastExpression):
        _, target, mode = ca.cast_parts(e)
        return _normal(_cast_target(target)) if mode in (None, "try") else None
    slots = current().slots
    if slots is not None and isinstance(e, cx.ColumnReference):
        slot = slots.get(ca.column_parts(e)[0])  # the type its text will have
        return None if slot is None else slot.known_type
    return None


# Integer literal suffixes of Spark SQL, with each type's range.
_INTEGER_SUFFIXES = {
    "tinyint": ("Y", -(2**7), 2**7 - 1),
    "smallint": ("S", -(2**15), 2**15 - 1),
    "int": ("", -(2**31), 2**31 - 1),
    "bigint": ("L", -(2**63), 2**63 - 1),
}


def _integer_literal(e: Any, target: str) -> str | None:
    """``CAST(100 AS tinyint)`` as the literal ``100Y``, where the value fits."""
    if not isinstance(e, cx.LiteralExpression) or target not in _INTEGER_SUFFIXES:
        return None
    value, data_type = ca.literal_parts(e)
    if type(value) is not int or not isinstance(data_type, st.IntegralType):
        return None
    suffix, low, high = _INTEGER_SUFFIXES[target]
    return f"{value}{suffix}" if low <= value <= high else None


def _decimal_digits(value: decimal.Decimal) -> tuple[int, int]:
    """The (precision, scale) Spark gives a ``BD`` literal: from its digits."""
    _, digits, exponent = value.as_tuple()
    scale = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return max(len(digits), scale), scale


def _literal_type(value: Any, data_type: Any) -> str:
    """The type Spark gives the printed literal (a decimal's comes from its digits)."""
    if isinstance(data_type, st.DecimalType) and isinstance(value, decimal.Decimal):
        precision, scale = _decimal_digits(value)
        return f"decimal({precision},{scale})"
    text: str = data_type.simpleString()
    return text


def _alias(e: Any) -> tuple[str, int]:
    child, names, metadata = ca.alias_parts(e)
    if len(names) != 1 or metadata is not None:
        raise NoText("an alias with several names or metadata")
    return f"{_value(child)} AS {quote_identifier(names[0])}", _OR


def _extract(e: Any) -> tuple[str, int]:
    child, extraction = ca.extract_parts(e)
    return f"{_operand(child, _ATOM)}[{_value(extraction)}]", _ATOM


def _sql(e: Any) -> tuple[str, int]:
    return f"({ca.sql_expression_text(e)})", _ATOM


def _lambda(e: Any) -> tuple[str, int]:
    if current().slots is not None:
        raise NoText("a lambda in a template")
    body, variables = ca.lambda_parts(e)
    names = [_lambda_name(v) for v in variables]
    head = names[0] if len(names) == 1 else f"({', '.join(names)})"
    return f"{head} -> {_value(body)}", _OR


def _lambda_name(v: Any) -> str:
    parts = ca.variable_name(v)
    if len(parts) != 1:
        raise NoText("a qualified lambda variable")
    return quote_identifier(parts[0])


def _lambda_variable(e: Any) -> tuple[str, int]:
    return ".".join(quote_identifier(p) for p in ca.variable_name(e)), _ATOM


def _named_argument(e: Any) -> tuple[str, int]:
    key, value = ca.named_argument_parts(e)
    return f"{key} => {_value(value)}", _OR


def _sort(e: Any) -> str:
    child, ascending, nulls_first = ca.sort_parts(e)
    direction = "ASC" if ascending else "DESC"
    nulls = "NULLS FIRST" if nulls_first else "NULLS LAST"
    return f"{_value(child)} {direction} {nulls}"


def _window(e: Any) -> tuple[str, int]:
    function, partition, order, frame = ca.window_parts(e)
    parts = []
    if partition:
        parts.append("PARTITION BY " + ", ".join(_value(p) for p in partition))
    if order:
        parts.append("ORDER BY " + ", ".join(_sort(s) for s in order))
    if frame is not None:
        rows, start, end = ca.frame_parts(frame)
        kind = "ROWS" if rows else "RANGE"
        parts.append(f"{kind} BETWEEN {_bound(start)} AND {_bound(end)}")
    return f"{_value(function)} OVER ({' '.join(parts)})", _ATOM


def _bound(offset: int) -> str:
    if offset == 0:
        return "CURRENT ROW"
    if offset <= JVM_LONG_MIN:
        return "UNBOUNDED PRECEDING"
    if offset >= JVM_LONG_MAX:
        return "UNBOUNDED FOLLOWING"
    return f"{-offset} PRECEDING" if offset < 0 else f"{offset} FOLLOWING"


# ------------------------------------------------------------------ literals


class PrintedItems(cx.Expression):
    """Consecutive items of an IN list that are literals, printed already and
    joined by ``, ``: only this printer reads them (`column._in_options`),
    and it prints them as they are, within the list's parentheses. Connect's
    literal node checks its value's type and looks up the call site (about
    10 µs); a 10,000-item list would have 10,000 of them, and this one node."""

    def __init__(self, text: str) -> None:  # no call site: it never reaches Connect
        self._text = text


def _printed_items(e: Any) -> tuple[str, int]:
    return e._text, _ATOM  # an IN list's items: never an operand of an operator


def _literal(e: Any) -> tuple[str, int]:
    value, data_type = ca.literal_parts(e)
    if value is None:
        if isinstance(data_type, st.NullType):
            return "NULL", _ATOM
        return f"CAST(NULL AS {type_sql(data_type)})", _ATOM
    text = literal_sql(value, data_type)
    return text, (_UNARY if text.startswith("-") else _ATOM)


def literal_sql(value: Any, data_type: st.DataType) -> str:
    """A non-null literal of ``data_type`` as Spark SQL (`NoText` where there is none)."""
    if isinstance(data_type, st.BooleanType):
        return "TRUE" if value else "FALSE"
    if isinstance(data_type, st.ByteType):
        return f"{int(value)}Y"
    if isinstance(data_type, st.ShortType):
        return f"{int(value)}S"
    if isinstance(data_type, st.IntegerType):
        return str(int(value))
    if isinstance(data_type, st.LongType):
        return f"{int(value)}L"
    if isinstance(data_type, st.DoubleType):
        return _double(float(value))
    if isinstance(data_type, st.FloatType):
        return f"CAST({_double(float(value))} AS FLOAT)"
    if isinstance(data_type, st.DecimalType):
        return _decimal(decimal.Decimal(value))
    if isinstance(data_type, st.StringType):
        return _string(str(value))
    if isinstance(data_type, st.BinaryType):
        return f"X'{bytes(value).hex()}'"
    if isinstance(data_type, st.DateType):
        day = value if isinstance(value, dt.date) else dt.date(1970, 1, 1) + dt.timedelta(value)
        return f"DATE '{day.isoformat()}'"
    raise NoText(f"a {data_type.simpleString()} literal")


def _double(value: float) -> str:
    if math.isnan(value):
        return "CAST('NaN' AS DOUBLE)"
    if math.isinf(value):
        return f"CAST('{'-' if value < 0 else ''}Infinity' AS DOUBLE)"
    return repr(value).upper() + "D"


def _decimal(value: decimal.Decimal) -> str:
    # Connect sends a Decimal as its digits and the server types it from them
    # (``DecimalType`` on the Python side is only a default): so does ``BD``.
    if not value.is_finite():
        raise NoText(f"decimal {value}")
    return f"{format(value, 'f')}BD"


def _string(value: str) -> str:
    """A Spark SQL string literal that Spark reads as ``value`` whatever
    ``spark.sql.parser.escapedStringLiterals`` says. Printable text without
    a quote, a backslash or ``${`` is written as it is. Any other is written
    as its UTF-8 bytes cast to a string (``CAST(X'…' AS STRING)``, folded to
    a literal by Spark's optimizer): a backslash escape means one thing with
    that legacy setting and another without, and Spark substitutes ``${...}``
    in SQL text, string literals included, before parsing it."""
    if value.isprintable() and "'" not in value and "\\" not in value and "${" not in value:
        return "'" + value + "'"
    try:
        data = value.encode("utf-8")
    except UnicodeEncodeError:
        raise NoText("a string with a lone surrogate") from None
    return f"CAST(X'{data.hex().upper()}' AS STRING)"


def quote_identifier(name: str) -> str:
    """A name in backquotes for Spark SQL text. Spark substitutes ``${...}``
    in SQL text before parsing it, quoted or not, and an identifier has no
    escape for it; such a name is left to the Column tree."""
    if "${" in name:
        raise NoText(f"the name {name!r}: Spark would substitute its '${{...}}'")
    return backquoted(name)


def backquoted(name: str) -> str:
    """``name`` in backquotes, as ``F.col`` reads it (no substitution there)."""
    return "`" + name.replace("`", "``") + "`"


def type_sql(data_type: st.DataType) -> str:
    """A Spark type in SQL DDL syntax (struct field names quoted)."""
    if isinstance(data_type, st.StructType):
        fields = ", ".join(
            f"{quote_identifier(f.name)}: {type_sql(f.dataType)}" for f in data_type.fields
        )
        return f"STRUCT<{fields}>"
    if isinstance(data_type, st.ArrayType):
        if not data_type.containsNull:
            raise NoText("an array type without null elements")
        return f"ARRAY<{type_sql(data_type.elementType)}>"
    if isinstance(data_type, st.MapType):
        if not data_type.valueContainsNull:
            raise NoText("a map type without null values")
        return f"MAP<{type_sql(data_type.keyType)}, {type_sql(data_type.valueType)}>"
    return data_type.simpleString()


_PRINTERS: dict[str, Any] = {
    "UnresolvedFunction": _function,
    "CallFunction": _call,
    "ColumnReference": _column,
    "LiteralExpression": _literal,
    "PrintedItems": _printed_items,
    "CaseWhen": _case,
    "CastExpression": _cast,
    "ColumnAlias": _alias,
    "UnresolvedExtractValue": _extract,
    "SQLExpression": _sql,
    "LambdaFunction": _lambda,
    "UnresolvedNamedLambdaVariable": _lambda_variable,
    "NamedArgumentExpression": _named_argument,
    "WindowExpression": _window,
}
