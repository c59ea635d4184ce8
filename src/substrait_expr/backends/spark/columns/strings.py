"""``functions_string`` (and ``string_agg`` lives with the aggregates).

Spark strings are UTF-8 and its length, substring, reverse and padding
functions count Unicode code points, as Substrait does. Regular expressions
run on Java's engine, whose syntax matches ICU's (which the YAML names) for
the common constructs; the case/multiline/dotall options become embedded
flags. Spark's regex functions search from the first character only, so a
``position`` other than a literal 1 is refused rather than emulated.
"""

from __future__ import annotations

import string
from collections.abc import Callable

from pyspark.sql import Column

from substrait_expr.backends.spark.columns import runtime as rt
from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable, keys
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import types as t

URN = "extension:io.substrait:functions_string"
TABLE = FunctionTable()

CASE = ("CASE_SENSITIVE", "CASE_INSENSITIVE", "CASE_INSENSITIVE_ASCII")
CASE_OPTION = {"case_sensitivity": CASE}
REGEX_OPTIONS = {
    "case_sensitivity": CASE,
    "multiline": ("MULTILINE_DISABLED", "MULTILINE_ENABLED"),
    "dotall": ("DOTALL_DISABLED", "DOTALL_ENABLED"),
}
CHAR_SET = {"char_set": ("UTF8", "ASCII_ONLY")}
_UPPER, _LOWER = string.ascii_uppercase, string.ascii_lowercase


_STRING_KINDS = (t.String, t.VarChar, t.FixedChar)  # all three are Spark's STRING


def _typed(call: Call, value: Column) -> Column:
    # Spark's string functions give STRING for string input: a cast there only
    # costs Spark analysis time.
    if isinstance(call.type, _STRING_KINDS) and isinstance(call.arg_type(0), _STRING_KINDS):
        return value
    return value.cast(spark_type(call.type))


def _not_negative(length: Column) -> Column:
    # Not greatest(length, 0): that would turn a null length into 0.
    return F.when(length < 0, F.lit(0)).otherwise(length)


KINDS = ("str", "vchar", "fchar")
# contains/starts_with/ends_with take any two string kinds.
ANY_TWO_KINDS = [f"{a}_{b}" for a in KINDS for b in KINDS]
SAME_KINDS = [f"{kind}_{kind}" for kind in KINDS]


# ------------------------------------------------------------------ case folding


def ascii_lower(value: Column) -> Column:
    return F.translate(value, _UPPER, _LOWER)


def ascii_upper(value: Column) -> Column:
    return F.translate(value, _LOWER, _UPPER)


def _folded(call: Call, *values: Column) -> tuple[Column, ...]:
    """Both sides lower-cased as the ``case_sensitivity`` option asks."""
    mode = call.option("case_sensitivity", "CASE_SENSITIVE")
    if mode == "CASE_INSENSITIVE":
        return tuple(F.lower(v) for v in values)
    if mode == "CASE_INSENSITIVE_ASCII":
        return tuple(ascii_lower(v) for v in values)
    return values


def _search(test: Callable[[Column, Column], Column]) -> Builder:
    def build(call: Call) -> Column:
        text, part = _folded(call, call.col(0), call.col(1))
        return _typed(call, test(text, part))

    return build


TABLE.add(
    URN,
    keys("contains", *ANY_TWO_KINDS),
    _search(lambda a, b: a.contains(b)),
    options=CASE_OPTION,
)
TABLE.add(
    URN,
    keys("starts_with", *ANY_TWO_KINDS),
    _search(lambda a, b: a.startswith(b)),
    options=CASE_OPTION,
)
TABLE.add(
    URN,
    keys("ends_with", *ANY_TWO_KINDS),
    _search(lambda a, b: a.endswith(b)),
    options=CASE_OPTION,
)
TABLE.add(
    URN,
    keys("strpos", *SAME_KINDS),
    _search(lambda a, b: F.position(b, a)),
    options=CASE_OPTION,
    note="1-based; 0 when absent",
)


def _count_substring(call: Call) -> Column:
    text, part = _folded(call, call.col(0), call.col(1))
    removed = F.char_length(text) - F.char_length(F.replace(text, part, F.lit("")))
    count = F.when(F.char_length(part) == 0, F.lit(0)).otherwise(removed / F.char_length(part))
    return _typed(call, count)


TABLE.add(
    URN,
    keys("count_substring", *SAME_KINDS),
    _count_substring,
    options=CASE_OPTION,
    note="an empty substring occurs 0 times",
)


def _like(call: Call) -> Column:
    mode = call.option("case_sensitivity", "CASE_SENSITIVE")
    text, pattern = call.cols
    if mode == "CASE_INSENSITIVE":
        return F.ilike(text, pattern)
    if mode == "CASE_INSENSITIVE_ASCII":
        return F.like(ascii_lower(text), ascii_lower(pattern))
    return F.like(text, pattern)


TABLE.add(URN, keys("like", "str_str", "vchar_vchar"), _like, options=CASE_OPTION)


# ------------------------------------------------------------------ case conversion


def _case_function(
    unicode: Callable[[Column], Column], ascii: Callable[[Column], Column]
) -> Builder:
    def build(call: Call) -> Column:
        function = ascii if call.option("char_set", "UTF8") == "ASCII_ONLY" else unicode
        return _typed(call, function(call.col(0)))

    return build


TABLE.add(
    URN,
    keys("lower", "str", "vchar", "fchar"),
    _case_function(F.lower, ascii_lower),
    options=CHAR_SET,
)
TABLE.add(
    URN,
    keys("upper", "str", "vchar", "fchar"),
    _case_function(F.upper, ascii_upper),
    options=CHAR_SET,
)


def _first_upper(rest: Callable[[Column], Column]) -> Callable[[Column], Column]:
    def convert(value: Column) -> Column:
        return F.concat(F.upper(F.substring(value, 1, 1)), rest(F.substring(value, 2, 2**31 - 1)))

    return convert


def _swapcase(value: Column) -> Column:
    # Per code point: upper-case letters go down, everything else goes up.
    characters = F.split(value, "(?!^)(?=.)", -1)
    swapped = F.transform(
        characters, lambda c: F.when(F.upper(c) == c, F.lower(c)).otherwise(F.upper(c))
    )
    return F.when(value == "", value).otherwise(F.array_join(swapped, ""))


TABLE.add(
    URN,
    keys("capitalize", "str", "vchar", "fchar"),
    _case_function(
        _first_upper(lambda rest: rest),
        lambda v: F.concat(ascii_upper(F.substring(v, 1, 1)), F.substring(v, 2, 2**31 - 1)),
    ),
    options=CHAR_SET,
    note="only the first character changes",
)
TABLE.add(
    URN,
    keys("swapcase", "str", "vchar", "fchar"),
    _case_function(_swapcase, lambda v: F.translate(v, _UPPER + _LOWER, _LOWER + _UPPER)),
    options={"char_set": ("UTF8", "ASCII_ONLY")},
)
TABLE.refuse(
    URN,
    keys("initcap", "str", "vchar", "fchar"),
    "Spark's initcap splits words at spaces only; the YAML leaves word boundaries to the "
    "Unicode collation rules, so results would differ on punctuation",
)
TABLE.refuse(
    URN,
    keys("title", "str", "vchar", "fchar"),
    "not implemented: Spark has no title-casing that skips articles (a, an, the)",
)


# ------------------------------------------------------------------ lengths


TABLE.add(
    URN,
    keys("char_length", "str", "vchar", "fchar"),
    lambda call: _typed(call, F.char_length(call.col(0))),
)
TABLE.add(
    URN,
    keys("bit_length", "str", "vchar", "fchar"),
    lambda call: _typed(call, F.bit_length(call.col(0))),
)
TABLE.add(
    URN,
    keys("octet_length", "str", "vchar", "fchar"),
    lambda call: _typed(call, F.octet_length(call.col(0))),
)


# ------------------------------------------------------------------ building strings


def _concat(call: Call) -> Column:
    columns = call.cols
    if call.option("null_handling", "ACCEPT_NULLS") == "IGNORE_NULLS":
        return _typed(call, F.call_function("concat_ws", F.lit(""), *columns))
    return _typed(call, F.concat(*columns))


TABLE.add(
    URN,
    keys("concat", "str", "vchar"),
    _concat,
    options={"null_handling": ("IGNORE_NULLS", "ACCEPT_NULLS")},
)
TABLE.add(
    URN,
    keys("concat_ws", "str_str", "vchar_vchar"),
    lambda call: _typed(call, F.call_function("concat_ws", *call.cols)),
    note="null strings are skipped; a null separator gives null",
)
TABLE.add(
    URN,
    keys("repeat", "str_i64", "vchar_i64"),
    lambda call: _typed(call, F.repeat(call.col(0), call.col(1).cast("int"))),
)
TABLE.add(
    URN,
    keys("reverse", "str", "vchar", "fchar"),
    lambda call: _typed(call, F.reverse(call.col(0))),
)


def _replace(call: Call) -> Column:
    text, search, replacement = call.cols
    mode = call.option("case_sensitivity", "CASE_SENSITIVE")
    if mode == "CASE_SENSITIVE":
        return _typed(call, F.replace(text, search, replacement))
    literal = call.literal(1, "the substring, for a case-insensitive replace")
    if literal is None:
        return F.lit(None).cast(spark_type(call.type))
    flag = "(?iu)" if mode == "CASE_INSENSITIVE" else "(?i)"
    pattern = flag + "".join(ch if ch.isalnum() else "\\" + ch for ch in str(literal))
    quoted = F.regexp_replace(replacement, r"([\\$])", r"\\$1")
    return _typed(call, F.regexp_replace(text, F.lit(pattern), quoted))


TABLE.add(URN, keys("replace", "str_str_str", "vchar_vchar_vchar"), _replace, options=CASE_OPTION)


def _replace_slice(call: Call) -> Column:
    text, start, length, replacement = call.cols
    size = F.char_length(text)
    invalid = (start <= 0) | (start > size) | (length < 0)
    value = F.overlay(text, replacement, start.cast("int"), length.cast("int"))
    return _typed(call, F.when(~invalid, value))


TABLE.add(URN, keys("replace_slice", "str_i64_i64_str", "vchar_i64_i64_vchar"), _replace_slice)


# ------------------------------------------------------------------ trimming and padding


TABLE.add(
    URN,
    keys("ltrim", "str_str", "vchar_vchar"),
    lambda call: _typed(call, F.ltrim(call.col(0), call.col(1))),
)
TABLE.add(
    URN,
    keys("rtrim", "str_str", "vchar_vchar"),
    lambda call: _typed(call, F.rtrim(call.col(0), call.col(1))),
)
TABLE.add(
    URN,
    keys("trim", "str_str", "vchar_vchar"),
    lambda call: _typed(call, F.btrim(call.col(0), call.col(1))),
)


def _pad(function: Callable[[Column, Column, Column], Column]) -> Builder:
    def build(call: Call) -> Column:
        text, length, characters = call.cols
        return _typed(call, function(text, _not_negative(length).cast("int"), characters))

    return build


TABLE.add(URN, keys("lpad", "str_i32_str", "vchar_i32_vchar"), _pad(F.lpad))
TABLE.add(URN, keys("rpad", "str_i32_str", "vchar_i32_vchar"), _pad(F.rpad))


def _center(call: Call) -> Column:
    text, length, character = call.cols
    missing = F.greatest(length - F.char_length(text), F.lit(0))
    extra_right = call.option("padding", "RIGHT") == "RIGHT"
    left = F.floor(missing / 2) if extra_right else F.ceil(missing / 2)
    padded = F.lpad(text, (F.char_length(text) + left).cast("int"), character)
    result = F.rpad(padded, F.greatest(length, F.char_length(text)).cast("int"), character)
    truncated = F.when(length < F.char_length(text), F.substring(text, 1, length.cast("int")))
    return _typed(call, F.coalesce(truncated, result))


TABLE.add(
    URN,
    keys("center", "str_i32_str", "vchar_i32_vchar"),
    _center,
    options={"padding": ("RIGHT", "LEFT")},
    note="a length below the input's truncates it, as lpad/rpad do",
)


# ------------------------------------------------------------------ substrings


def _substring(call: Call) -> Column:
    text, start = call.col(0), call.col(1)
    length = call.col(2) if len(call.args) > 2 else F.lit(2**31 - 1)
    negative = call.option("negative_start", "WRAP_FROM_END")
    start_value = call.int_literal(1)
    length_value = call.int_literal(2) if len(call.args) > 2 else 2**31 - 1
    if start_value is not None and start_value > 0 and length_value is not None:
        # Constant bounds where every option means Spark's own substring: no
        # CASE for Spark to analyse and fold away.
        if length_value < 0:
            return _typed(call, F.when(text.isNotNull(), F.lit("")))
        return _typed(call, F.substring(text, start_value, length_value))
    start_int, length_int = start.cast("int"), length.cast("int")
    if negative == "WRAP_FROM_END":
        # Spark counts a negative start from the end, like WRAP_FROM_END;
        # its start 0 means 1, so map 0 to "one left of the first character".
        value = F.when(
            start == 0, F.substring(text, 1, F.greatest(length_int - 1, F.lit(0)))
        ).otherwise(F.substring(text, start_int, length_int))
    elif negative == "LEFT_OF_BEGINNING":
        clipped = F.greatest(length_int + start_int - 1, F.lit(0))
        value = F.when(start < 1, F.substring(text, 1, clipped)).otherwise(
            F.substring(text, start_int, length_int)
        )
    else:
        value = rt.fail_if(
            start < 0,
            f"{call.name}: negative start",
            F.substring(text, F.greatest(start_int, F.lit(1)), length_int),
        )
    # A negative length gives the empty string; a null argument gives null.
    empty = F.when(text.isNotNull() & start.isNotNull(), F.lit(""))
    return _typed(call, F.when(length >= 0, value).when(length < 0, empty))


TABLE.add(
    URN,
    keys("substring", "str_i32_i32", "vchar_i32_i32", "fchar_i32_i32"),
    _substring,
    options={"negative_start": ("WRAP_FROM_END", "LEFT_OF_BEGINNING", "ERROR")},
)
TABLE.add(
    URN,
    keys("substring", "str_i32", "vchar_i32", "fchar_i32"),
    _substring,
    options={"negative_start": ("WRAP_FROM_END", "LEFT_OF_BEGINNING")},
)
TABLE.add(
    URN,
    keys("left", "str_i32", "vchar_i32"),
    lambda call: _typed(call, F.left(call.col(0), _not_negative(call.col(1)))),
)
TABLE.add(
    URN,
    keys("right", "str_i32", "vchar_i32"),
    lambda call: _typed(call, F.right(call.col(0), _not_negative(call.col(1)))),
)


def _string_split(call: Call) -> Column:
    text, separator = call.cols
    # Spark splits on a regular expression: quote the separator's metacharacters.
    quoted = F.regexp_replace(separator, r"([\\^$.|?*+()\[\]{}])", r"\\$1")
    parts = F.split(text, quoted, -1)
    # A null separator leaves the string whole, as the official cases expect.
    return _typed(call, F.when(separator.isNull(), F.array(text)).otherwise(parts))


TABLE.add(URN, keys("string_split", "str_str", "vchar_vchar"), _string_split)


# ------------------------------------------------------------------ regular expressions


def _pattern(call: Call, index: int = 1) -> Column:
    """The pattern with the options as embedded flags."""
    flags = ""
    case = call.option("case_sensitivity", "CASE_SENSITIVE")
    if case == "CASE_INSENSITIVE":
        flags += "iu"
    elif case == "CASE_INSENSITIVE_ASCII":
        flags += "i"
    if call.option("multiline", "MULTILINE_DISABLED") == "MULTILINE_ENABLED":
        flags += "m"
    if call.option("dotall", "DOTALL_DISABLED") == "DOTALL_ENABLED":
        flags += "s"
    pattern = call.col(index)
    return pattern if not flags else F.concat(F.lit(f"(?{flags})"), pattern)


def _from_start(call: Call, index: int) -> None:
    """Spark searches from the first character only."""
    if len(call.args) <= index:
        return
    position = call.literal(index, "the search position")
    if position is not None and int(position) != 1:
        raise Unsupported(f"{call.name}: search positions other than 1")


def _whole(call: Call, index: int, what: str, value: int) -> int | None:
    if len(call.args) <= index:
        return value
    given = call.literal(index, what)
    return None if given is None else int(given)


def _null_of(call: Call) -> Column:
    return F.lit(None).cast(spark_type(call.type))


def _regexp_match(call: Call) -> Column:
    _from_start(call, 2)
    occurrence = _whole(call, 3, "the occurrence", 1)
    group = _whole(call, 4, "the group", 0)
    if occurrence is None or group is None:
        return _null_of(call)
    if occurrence < 1:
        raise Unsupported(f"{call.name}: occurrence {occurrence} (must be positive)")
    matches = F.regexp_extract_all(call.col(0), _pattern(call), F.lit(group))
    return _typed(call, F.try_element_at(matches, F.lit(occurrence)))


def _regexp_match_all(call: Call) -> Column:
    _from_start(call, 2)
    group = _whole(call, 3, "the group", 0)
    if group is None:
        return _null_of(call)
    return _typed(call, F.regexp_extract_all(call.col(0), _pattern(call), F.lit(group)))


def _regexp_count(call: Call) -> Column:
    _from_start(call, 2)
    return _typed(call, F.regexp_count(call.col(0), _pattern(call)))


def _regexp_strpos(call: Call) -> Column:
    _from_start(call, 2)
    occurrence = _whole(call, 3, "the occurrence", 1)
    if occurrence is None:
        return _null_of(call)
    if occurrence != 1:
        raise Unsupported(f"{call.name}: occurrences other than the first")
    return _typed(call, F.regexp_instr(call.col(0), _pattern(call), F.lit(0)))


def _regexp_replace(call: Call) -> Column:
    _from_start(call, 3)
    occurrence = _whole(call, 4, "the occurrence", 0)
    if occurrence is None:
        return _null_of(call)
    if occurrence != 0:
        raise Unsupported(f"{call.name}: replacing only occurrence {occurrence}")
    return _typed(call, F.regexp_replace(call.col(0), _pattern(call), call.col(2)))


def _regexp_split(call: Call) -> Column:
    return _typed(call, F.split(call.col(0), _pattern(call), -1))


TABLE.add(
    URN,
    keys(
        "regexp_match_substring",
        "str_str_i64_i64_i64",
        "vchar_vchar_i64_i64_i64",
        "str_str",
        "vchar_vchar",
    ),
    _regexp_match,
    options=REGEX_OPTIONS,
)
TABLE.add(
    URN,
    keys("regexp_match_substring_all", "str_str_i64_i64", "vchar_vchar_i64_i64"),
    _regexp_match_all,
    options=REGEX_OPTIONS,
)
TABLE.add(
    URN,
    keys(
        "regexp_count_substring",
        "str_str_i64",
        "vchar_vchar_i64",
        "fchar_fchar_i64",
        "str_str",
        "vchar_vchar",
        "fchar_fchar",
    ),
    _regexp_count,
    options=REGEX_OPTIONS,
)
TABLE.add(
    URN,
    keys("regexp_strpos", "str_str_i64_i64", "vchar_vchar_i64_i64"),
    _regexp_strpos,
    options=REGEX_OPTIONS,
)
TABLE.add(
    URN,
    keys(
        "regexp_replace",
        "str_str_str_i64_i64",
        "vchar_vchar_vchar_i64_i64",
        "str_str_str",
        "vchar_vchar_vchar",
    ),
    _regexp_replace,
    options=REGEX_OPTIONS,
    note="the replacement uses Java's $n group references",
)
TABLE.add(
    URN,
    keys("regexp_string_split", "str_str", "vchar_vchar"),
    _regexp_split,
    options=REGEX_OPTIONS,
)
