"""Spellings of Substrait type names: the one table.

``TYPE_SPELLINGS`` is the single source of truth for how a type name may be
written. Everything else derives from it:

* ``SHORT_NAMES`` (canonical name -> short form): the printer writes the short
  form (the one the official test files use), ``types.Type.short_name`` gives
  it for function signature compound names (``add:dec_dec``), and
  ``extensions.short_type_name`` maps YAML argument types to it;
* ``CANONICAL_NAMES`` (every accepted spelling -> canonical name): the
  expression parser stores the canonical name in ``ast.TypeName``, the REPL
  completes these words;
* ``types.TYPE_NAMES`` (every spelling -> ``Type`` class), which also takes
  ``nstruct`` (``NAMED_STRUCT``): the named-field form of struct exists only
  in type text (``type_syntax``), where fields can be written ``name: type``;
* the ``TYPE_NAME`` keyword of ``type_syntax.lark`` (``type_name_pattern``).

The other spellings include SQL's names where they mean one Substrait type
(``int`` is ``i32``); ``SQL_SYNONYMS`` lists the SQL names that do not, each
refused with a suggestion (``suggest_type_name``).

Names are case-insensitive; the table holds them lowercase. User-defined
types (``u!name``) are not fixed names and are not listed.
"""

from __future__ import annotations

import difflib
import re

# canonical name, short form (spec: extensions, "Type Short Names"), other spellings
TYPE_SPELLINGS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("boolean", "bool", ()),
    ("i8", "i8", ("tinyint", "byte")),
    ("i16", "i16", ("smallint", "short")),
    ("i32", "i32", ("int", "integer")),
    ("i64", "i64", ("bigint", "long")),
    ("fp32", "fp32", ("real", "float4")),
    ("fp64", "fp64", ("double", "float8")),
    ("string", "str", ("text",)),
    ("binary", "vbin", ("varbinary", "blob", "bytea", "bytes")),
    ("date", "date", ()),
    # time, timestamp and timestamp_tz are deprecated in the spec but still
    # appear in older files and plans; their short names come from older specs.
    ("time", "time", ()),
    ("timestamp", "ts", ()),
    ("timestamp_tz", "tstz", ()),
    ("interval_year", "iyear", ()),
    ("interval_day", "iday", ()),
    ("interval_compound", "icompound", ()),
    ("uuid", "uuid", ()),
    ("fixedchar", "fchar", ()),
    ("varchar", "vchar", ()),
    ("fixedbinary", "fbin", ()),
    ("decimal", "dec", ()),
    ("precision_time", "pt", ()),
    ("precision_timestamp", "pts", ()),
    ("precision_timestamp_tz", "ptstz", ()),
    ("struct", "struct", ()),
    ("list", "list", ("array",)),
    ("map", "map", ()),
    ("func", "func", ()),
)

# Spellings of user-defined types that are written as plain words: ``variant``
# is the type ``u!variant`` of the extension the package ships
# (``extension:io.github.substrait-expr:variant``, see docs/language.md).
USER_TYPE_WORDS: tuple[str, ...] = ("variant",)

# The named-field spelling of struct, in type text only: `nstruct<a: i32>`.
NAMED_STRUCT = "nstruct"

# canonical name -> short form used by the official test files
SHORT_NAMES: dict[str, str] = {name: short for name, short, _ in TYPE_SPELLINGS}

# every accepted spelling -> canonical name
CANONICAL_NAMES: dict[str, str] = {
    spelling: name for name, short, others in TYPE_SPELLINGS for spelling in (name, short, *others)
}

# The long and short forms (not the other spellings) -> the short form: the
# spec's table for function signature compound names.
SIGNATURE_SHORT_NAMES: dict[str, str] = {
    spelling: short for name, short, _ in TYPE_SPELLINGS for spelling in (name, short)
}

# The other spellings above include the SQL names whose meaning is one
# Substrait type in Spark, DuckDB and PostgreSQL alike (docs/language.md,
# "SQL type names"). These are the SQL names that are not: each is refused
# with what to write instead.
SQL_SYNONYMS: dict[str, str] = {
    "float": "fp32 or fp64 (float is 32-bit in Spark and DuckDB, 64-bit in PostgreSQL)",
    "numeric": "decimal<P,S>",
    "number": "decimal<P,S>",
    "char": "fchar<L>, or string for text of any length",
    "character": "fchar<L>, or string for text of any length",
    "nvarchar": "varchar<L>, or string for text of any length",
    "int1": "i8",
    "int2": "i16",
    "int4": "i32",
    "int8": "i64 (int8 counts bytes in PostgreSQL and DuckDB, bits elsewhere)",
    "hugeint": "decimal<38,0>",
    "datetime": "timestamp or pts<P> (precision_timestamp<P>)",
    "timestamp_ntz": "timestamp or pts<P> (precision_timestamp<P>)",
    "timestamp_ltz": "timestamp_tz or ptstz<P> (precision_timestamp_tz<P>)",
    "timestamptz": "timestamp_tz or ptstz<P> (precision_timestamp_tz<P>)",
    "interval": "iday<P> or iyear",
    "json": "variant, or string",
    "object": "variant",
}


def canonical_type_name(spelling: str) -> str | None:
    """The canonical name for a spelling, None when it is not a type name.
    User-defined types (``u!name``) keep their name."""
    lowered = spelling.lower()
    if lowered.startswith("u!"):
        return lowered
    if lowered in USER_TYPE_WORDS:
        return lowered
    return CANONICAL_NAMES.get(lowered)


def suggest_type_name(spelling: str) -> str | None:
    """A hint for an unknown type name: the Substrait name for a SQL synonym,
    else the closest known spelling."""
    lowered = spelling.lower()
    if lowered in SQL_SYNONYMS:
        return SQL_SYNONYMS[lowered]
    close = difflib.get_close_matches(lowered, list(CANONICAL_NAMES), n=1, cutoff=0.6)
    return close[0] if close else None


def type_name_pattern(exclude: tuple[str, ...] = ()) -> str:
    """A regular expression alternation of every spelling but ``exclude``,
    longest first (for the keyword of a grammar)."""
    spellings = sorted(set(CANONICAL_NAMES) - set(exclude), key=lambda s: (-len(s), s))
    return "|".join(re.escape(s) for s in spellings)
