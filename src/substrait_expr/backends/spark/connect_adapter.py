"""Every read of Spark Connect's private fields, in one place.

Text lowering builds Spark Connect's expression tree (``pyspark.sql.connect``)
and prints it (``columns.sql_text``), cuts it where it nests too deep
(``columns.nesting``) and takes it out of a Column. pyspark has no public
API for any of this: the tree's fields are private attributes, free to change
in any release. So each thing read has one function here, and
tests/test_connect_adapter.py builds each node with the installed pyspark
and checks every function, naming the pyspark version where one breaks.

Checked on pyspark 4.3.0 (the version installed); the project pins
``pyspark>=4.0,<4.4`` (`SUPPORTED`). Widening the pin means running those
tests against the new version first.

The functions are plain attribute reads returning tuples: the printer calls
them once per node of every expression printed.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

__all__ = [
    "CHECKED_ON",
    "SUPPORTED",
    "alias_parts",
    "call_parts",
    "case_parts",
    "cast_parts",
    "column_parts",
    "expression_of",
    "extract_parts",
    "frame_parts",
    "function_parts",
    "lambda_parts",
    "literal_parts",
    "named_argument_parts",
    "sort_parts",
    "sql_expression_text",
    "variable_name",
    "window_parts",
    "with_children",
]

CHECKED_ON = ("4.3.0",)  # pyspark versions whose Connect classes the tests passed on
SUPPORTED = ((4, 0), (4, 4))  # pyspark's pin in pyproject.toml: >= first, < second

# Every function below: checked on pyspark 4.3.0 (`CHECKED_ON`).


def expression_of(column: Any) -> Any:
    """The Connect expression tree behind a ``pyspark.sql.connect`` Column."""
    return column._expr


def function_parts(e: Any) -> tuple[str, Sequence[Any], bool]:
    """An ``UnresolvedFunction``: its name, its arguments, whether DISTINCT."""
    return e._name, e._args, e._is_distinct


def call_parts(e: Any) -> tuple[str, Sequence[Any]]:
    """A ``CallFunction`` (or an ``UnresolvedFunction``): its name and its arguments."""
    return e._name, e._args


def column_parts(e: Any) -> tuple[str, int | None]:
    """A ``ColumnReference``: the name as written, and the DataFrame's plan id
    it is bound to (None: unbound)."""
    return str(e._unparsed_identifier), e._plan_id


def literal_parts(e: Any) -> tuple[Any, Any]:
    """A ``LiteralExpression``: its Python value and its Spark ``DataType``."""
    return e._value, e._dataType


def cast_parts(e: Any) -> tuple[Any, Any, str | None]:
    """A ``CastExpression``: the operand, the target (a ``DataType`` or DDL
    text) and the eval mode (None, "try", "ansi" or "legacy")."""
    return e._expr, e._data_type, e._eval_mode


def case_parts(e: Any) -> tuple[Sequence[tuple[Any, Any]], Any]:
    """A ``CaseWhen``: its (condition, value) branches and its ELSE (or None)."""
    return e._branches, e._else_value


def alias_parts(e: Any) -> tuple[Any, Sequence[str], Any]:
    """A ``ColumnAlias``: the aliased expression, its names, its metadata."""
    return e._child, e._alias, e._metadata


def extract_parts(e: Any) -> tuple[Any, Any]:
    """An ``UnresolvedExtractValue``: the value and what is extracted of it."""
    return e._child, e._extraction


def sql_expression_text(e: Any) -> str:
    """An ``SQLExpression``'s SQL text (``F.expr``'s argument)."""
    text: str = e._expr
    return text


def lambda_parts(e: Any) -> tuple[Any, Sequence[Any]]:
    """A ``LambdaFunction``: its body and its ``UnresolvedNamedLambdaVariable``s."""
    return e._function, e._arguments


def variable_name(e: Any) -> Sequence[str]:
    """An ``UnresolvedNamedLambdaVariable``'s name parts."""
    return e._name_parts  # type: ignore[no-any-return]


def named_argument_parts(e: Any) -> tuple[str, Any]:
    """A ``NamedArgumentExpression``: the name and the value."""
    return e._key, e._value


def sort_parts(e: Any) -> tuple[Any, bool, bool]:
    """A ``SortOrder``: the sorted expression, ascending, nulls first."""
    return e._child, e._ascending, e._nullsFirst


def window_parts(e: Any) -> tuple[Any, Sequence[Any], Sequence[Any], Any]:
    """A ``WindowExpression``: the function, and its ``WindowSpec``'s
    partition expressions, ``SortOrder``s and frame (or None)."""
    spec = e._windowSpec
    return e._windowFunction, spec._partitionSpec, spec._orderSpec, spec._frame


def frame_parts(frame: Any) -> tuple[bool, int, int]:
    """A ``WindowFrame``: whether of rows (else a range), its start, its end."""
    return frame._isRowFrame, frame._start, frame._end


def with_children(e: Any, kind: str, children: list[Any]) -> Any:
    """A copy of ``e`` (of class ``kind``: UnresolvedFunction, CallFunction,
    CaseWhen, CastExpression, UnresolvedExtractValue, ColumnAlias,
    LambdaFunction, NamedArgumentExpression) with its value children
    replaced, in the order the ``*_parts`` functions give them (a CASE's
    conditions and values alternating, then its ELSE if it has one)."""
    copied = copy.copy(e)
    if kind in ("UnresolvedFunction", "CallFunction"):
        copied._args = children
    elif kind == "CaseWhen":
        pairs = len(e._branches)
        copied._branches = [(children[2 * i], children[2 * i + 1]) for i in range(pairs)]
        copied._else_value = children[2 * pairs] if e._else_value is not None else None
    elif kind == "CastExpression":
        copied._expr = children[0]
    elif kind == "UnresolvedExtractValue":
        copied._child, copied._extraction = children
    elif kind == "ColumnAlias":
        copied._child = children[0]
    elif kind == "LambdaFunction":
        copied._function = children[0]
    elif kind == "NamedArgumentExpression":
        copied._value = children[0]
    else:
        raise TypeError(f"no children to replace in a {kind}")
    return copied
