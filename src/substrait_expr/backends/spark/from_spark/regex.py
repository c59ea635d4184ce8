"""Spark's regular-expression functions as the spec's.

Spark matches with ``java.util.regex``; the spec's functions name ICU's
syntax. The two read the same text the same way except for a few
constructs: Unicode property classes (``\\p{javaLowerCase}``, ``\\p{IsLatin}``
name different things), POSIX brackets (``[[:alpha:]]`` is a class in ICU and
literal characters in Java), ``\\v``, and inline flags only Java has
(``(?d)``, ``(?u)``, ``(?U)``). A pattern is converted only when it is a
literal free of those; any other is refused, naming what differs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from substrait_expr.backends.spark.from_spark.catalyst import Node
from substrait_expr.backends.spark.from_spark.functions import Function
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

if TYPE_CHECKING:
    from substrait_expr.backends.spark.from_spark.expressions import Expressions, Scope

__all__ = ["HANDLERS"]

# Spark's matching: case-sensitive, ^ and $ at the ends of the input only, .
# not matching a line terminator (no flags unless the pattern embeds them).
_OPTIONS = (
    ("case_sensitivity", "CASE_SENSITIVE"),
    ("multiline", "MULTILINE_DISABLED"),
    ("dotall", "DOTALL_DISABLED"),
)
_DIFFERENT = (
    (re.compile(r"(?<!\\)(?:\\\\)*\\[pP]"), "a Unicode property class (\\p)"),
    (re.compile(r"\[:\^?[a-z]+:\]"), "a POSIX bracket class ([:name:])"),
    (re.compile(r"(?<!\\)(?:\\\\)*\\v"), "\\v"),
    (re.compile(r"\(\?[a-zA-Z-]*[dUu][a-zA-Z-]*[:)]"), "the inline flag d, u or U"),
)


def _pattern(ex: Expressions, node: Node, pattern: ir.TypedExpr, path: str) -> None:
    if not (isinstance(pattern, ir.Literal) and isinstance(pattern.value, str)):
        raise ex.refuse(node, path, "a regular expression that is not a literal")
    for finder, what in _DIFFERENT:
        if finder.search(pattern.value):
            raise ex.refuse(
                node,
                path,
                f"the pattern uses {what}, which Java's regular expressions (Spark) and "
                "ICU's (Substrait) read differently",
            )


def _whole_literal(ex: Expressions, node: Node, value: ir.TypedExpr, path: str, what: str) -> int:
    if not (isinstance(value, ir.Literal) and isinstance(value.value, int)):
        raise ex.refuse(node, path, f"{what} is not a literal")
    return value.value


def _rlike(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``s RLIKE p``: whether ``p`` matches anywhere in ``s`` (Java's
    ``find``), that is, the spec's count of matches is above zero."""
    text, pattern = (ex.expr(c, scope, path) for c in node.children)
    _pattern(ex, node, pattern, path)
    count = ex.call(Function("regexp_count_substring", _OPTIONS), [text, pattern], node, path)
    zero = ir.Literal(t.I64(), 0)
    return ex.call(Function("gt"), [count, zero], node, path)


def _replace(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``regexp_replace(s, p, r)``: every match replaced, searching from the
    first character; the replacement's ``$n`` and ``\\`` read alike in both."""
    text, pattern, replacement, position = (ex.expr(c, scope, path) for c in node.children)
    _pattern(ex, node, pattern, path)
    if _whole_literal(ex, node, position, path, "the search position") != 1:
        raise ex.refuse(node, path, "regexp_replace from a position other than 1")
    function = Function("regexp_replace", _OPTIONS)
    return ex.call(function, [text, pattern, replacement], node, path)


def _extract(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``regexp_extract(s, p, g)``: group ``g`` of the first match, and the
    empty string where nothing (or not that group) matched; the spec's
    ``regexp_match_substring`` leaves those cases unsaid, so they are a
    ``coalesce`` to '' under a null test of the input (a null input stays
    null, as in Spark)."""
    text, pattern, group = (ex.expr(c, scope, path) for c in node.children)
    _pattern(ex, node, pattern, path)
    number = _whole_literal(ex, node, group, path, "the group")
    one = ir.Literal(t.I64(), 1)
    args = [text, pattern, one, one, ir.Literal(t.I64(), number)]
    match = ex.call(Function("regexp_match_substring", _OPTIONS), args, node, path)
    empty = ir.Literal(t.String(), "")
    found = ex.call(Function("coalesce"), [match, empty], node, path)
    missing = ex.call(Function("is_null"), [text], node, path)
    nullable = found.type.with_nullable(True)
    return ir.IfThen(nullable, ((missing, ir.Literal(nullable, None)),), found)


HANDLERS = {
    "RLike": _rlike,
    "RegExpReplace": _replace,
    "RegExpExtract": _extract,
}
