"""Spellings of Substrait type names.

The language accepts the long Substrait names and the short forms of the
official test files; the AST stores the long name and the printer writes the
short one (the form people see in the test files).
"""

from __future__ import annotations

import difflib

# canonical name -> short form used by the official test files
SHORT_NAMES: dict[str, str] = {
    "boolean": "bool",
    "i8": "i8",
    "i16": "i16",
    "i32": "i32",
    "i64": "i64",
    "fp32": "fp32",
    "fp64": "fp64",
    "string": "str",
    "binary": "vbin",
    "date": "date",
    "time": "time",
    "timestamp": "ts",
    "timestamp_tz": "tstz",
    "interval_year": "iyear",
    "interval_day": "iday",
    "interval_compound": "icompound",
    "uuid": "uuid",
    "fixedchar": "fchar",
    "varchar": "vchar",
    "fixedbinary": "fbin",
    "decimal": "dec",
    "precision_time": "pt",
    "precision_timestamp": "pts",
    "precision_timestamp_tz": "ptstz",
    "struct": "struct",
    "list": "list",
    "map": "map",
    "func": "func",
}

# every accepted spelling -> canonical name
CANONICAL_NAMES: dict[str, str] = {
    **{name: name for name in SHORT_NAMES},
    **{short: name for name, short in SHORT_NAMES.items()},
    "bool": "boolean",
    "varbinary": "binary",
}

# What people coming from SQL write, and what they mean here.
SQL_SYNONYMS: dict[str, str] = {
    "int": "i32",
    "integer": "i32",
    "bigint": "i64",
    "smallint": "i16",
    "tinyint": "i8",
    "double": "fp64",
    "float": "fp64",
    "real": "fp32",
    "text": "string",
    "bytes": "binary",
    "numeric": "decimal<P,S>",
    "char": "fchar<L>",
    "interval": "iday<P> or iyear",
}


def canonical_type_name(spelling: str) -> str | None:
    """The canonical name for a spelling, None when it is not a type name.
    User-defined types (``u!name``) keep their name."""
    lowered = spelling.lower()
    if lowered.startswith("u!"):
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
