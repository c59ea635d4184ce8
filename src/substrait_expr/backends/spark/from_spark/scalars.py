"""Spark scalar functions written as the spec's functions by a small exact
rewrite: a constant, a guard where Spark gives null or the empty string
and the spec's function says nothing, or a reciprocal.

Each rewrite gives Spark's value for every input, nulls included; what the
spec function means is read from its YAML description and test cases
(``functions_arithmetic``, ``functions_rounding``, ``functions_string``),
not from what Spark computes for it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from substrait_expr.backends.spark.from_spark import regex
from substrait_expr.backends.spark.from_spark.catalyst import Node
from substrait_expr.backends.spark.from_spark.functions import SCALARS, Function
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

if TYPE_CHECKING:
    from substrait_expr.backends.spark.from_spark.expressions import Expressions, Scope

__all__ = ["DIFFERENT", "HANDLERS", "right", "typed_null"]

# Spark's largest factorial: 20! is the last that fits a bigint; Spark gives
# null above it and below 0, where the spec's factorial overflows or fails.
_FACTORIAL_MAX = 20
# IEEE division (1 / 0.0 is an infinity), as Spark divides doubles in Scala.
_IEEE = (("on_division_by_zero", "IEEE"), ("on_domain_error", "NAN"))
_RECIPROCALS = {"Cot": "Tan", "Csc": "Sin", "Sec": "Cos"}
_MAX_INT = 2**31 - 1


def _null(type_: t.Type) -> ir.Literal:
    return ir.Literal(type_.with_nullable(True), None)


def _constant(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``pi()`` and ``e()``: Java's ``Math.PI`` and ``Math.E`` are the doubles
    nearest π and e, as Python's are; the call is that double."""
    return ir.Literal(t.FP64(nullable=False), math.pi if node.name == "Pi" else math.e)


def _reciprocal(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``cot(x)``, ``csc(x)``, ``sec(x)``: Spark computes ``1 / Math.tan(x)``
    (sin, cos) in double, that is the spec's ``divide(1.0, tan(x))`` with IEEE
    division (``cot(0)`` is an infinity, as in Spark)."""
    value = ex.conform(ex.expr(node.children[0], scope, path), t.FP64())
    inner = ex.call(SCALARS[_RECIPROCALS[node.name]], [value], node, path)
    one = ir.Literal(t.FP64(nullable=False), 1.0)
    return ex.call(Function("divide", _IEEE), [one, inner], node, path)


def _rint(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``rint(x)`` (``Math.rint``): the nearest whole double, ties to even,
    the spec's ``round(x, 0)`` with ``rounding: TIE_TO_EVEN``."""
    value = ex.conform(ex.expr(node.children[0], scope, path), t.FP64())
    places = ir.Literal(t.I32(nullable=False), 0)
    function = Function("round", (("rounding", "TIE_TO_EVEN"),))
    result = ex.call(function, [value, places], node, path)
    return ex.conform(result, t.FP64(nullable=result.type.nullable))


def _factorial(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``factorial(n)``: a bigint for 0 <= n <= 20, null otherwise (the spec's
    factorial raises for a negative n and overflows past 20!): the spec's
    ``factorial`` of n as i64 under that guard."""
    value = ex.expr(node.children[0], scope, path)
    wide = ex.conform(value, t.I64(nullable=value.type.nullable))
    result = ex.call(Function("factorial"), [wide], node, path)
    low = ex.call(SCALARS["GreaterThanOrEqual"], [wide, ir.Literal(t.I64(), 0)], node, path)
    high = ex.call(
        SCALARS["LessThanOrEqual"], [wide, ir.Literal(t.I64(), _FACTORIAL_MAX)], node, path
    )
    inside = ex.call(SCALARS["And"], [low, high], node, path)
    type_ = t.I64(nullable=True)
    return ir.IfThen(type_, ((inside, ex.conform(result, type_)),), _null(type_))


def _nanvl(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``nanvl(a, b)``: ``b`` where ``a`` is NaN, else ``a`` (a null ``a``
    gives null: ``is_nan`` of null is null, so the condition fails)."""
    first, second = (ex.expr(c, scope, path) for c in node.children)
    nan = ex.call(SCALARS["IsNaN"], [first], node, path)
    nullable = first.type.nullable or second.type.nullable
    return ir.IfThen(first.type.with_nullable(nullable), ((nan, second),), first)


def _space(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``space(n)``: n spaces, none for a negative n, the spec's
    ``repeat(' ', n)`` (its test cases repeat a count of 0 as the empty
    string; a negative count it leaves unsaid, so it is made 0)."""
    count = ex.expr(node.children[0], scope, path)
    wide = ex.conform(count, t.I64(nullable=count.type.nullable))
    zero = ir.Literal(t.I64(nullable=False), 0)
    negative = ex.call(SCALARS["LessThan"], [wide, zero], node, path)
    clipped = ir.IfThen(wide.type, ((negative, zero),), wide)
    blank = ir.Literal(t.String(nullable=False), " ")
    return ex.call(Function("repeat"), [blank, clipped], node, path)


def _null_test(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``isnull``/``isnotnull`` of a bare NULL (Spark's ``void``): the answer
    is known without a type; otherwise the spec's ``is_null``/``is_not_null``."""
    if typed_null(node.children[0], t.Boolean()) is not None:
        return ir.Literal(t.Boolean(nullable=False), node.name == "IsNull")
    value = ex.expr(node.children[0], scope, path)
    return ex.call(SCALARS[node.name], [value], node, path)


def typed_null(node: Node, target: t.Type) -> ir.Literal | None:
    """A bare NULL (a literal of Spark's ``void`` type) where its context
    gives it a type (the cast Spark's type coercion puts around it): the
    spec's typed null of ``target``. None for any other node."""
    void = node.data.get("dataType") in ("void", "null")
    if node.name == "Literal" and node.data.get("value") is None and void:
        return _null(target)
    return None


def _regexp_count(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``regexp_count(s, p)``, which Spark plans as ``size(regexp_extract_all(s,
    p, 0))`` (null for a null input): the number of non-overlapping matches,
    the spec's ``regexp_count_substring(s, p)``."""
    inner = node.children[0] if node.children else None
    if (
        inner is None
        or inner.name != "RegExpExtractAll"
        or node.data.get("legacySizeOfNull") is not False
    ):
        raise ex.refuse(
            node, path, "size() of an array other than regexp_extract_all's is not mapped"
        )
    text, pattern, group = (ex.expr(c, scope, path) for c in inner.children)
    regex._pattern(ex, inner, pattern, path)
    if not (isinstance(group, ir.Literal) and group.value == 0):
        raise ex.refuse(node, path, "the size of regexp_extract_all of a group other than 0")
    function = Function("regexp_count_substring", regex._OPTIONS)
    count = ex.call(function, [text, pattern], inner, path)
    return ex.conform(count, t.I32(nullable=count.type.nullable))


def _regexp_instr(ex: Expressions, node: Node, scope: Scope, path: str) -> ir.TypedExpr:
    """``regexp_instr(s, p)`` (group 0): where the first match starts,
    counting from 1, 0 if none; the spec's ``regexp_strpos(s, p, 1, 1)``."""
    text, pattern, group = (ex.expr(c, scope, path) for c in node.children)
    regex._pattern(ex, node, pattern, path)
    if not (isinstance(group, ir.Literal) and group.value == 0):
        raise ex.refuse(
            node, path, "regexp_instr of a capture group: the spec's regexp_strpos takes none"
        )
    one = ir.Literal(t.I64(nullable=False), 1)
    function = Function("regexp_strpos", regex._OPTIONS)
    position = ex.call(function, [text, pattern, one, one], node, path)
    return ex.conform(position, t.I32(nullable=position.type.nullable))


def right(ex: Expressions, node: Node, scope: Scope, path: str) -> Node | None:
    """Spark's ``right(s, n)`` as it plans it: ``if (isnull(s)) null else if
    (n <= 0) '' else substring(s, -n, 2147483647)``. In the branch where
    n > 0 the substring is the spec's ``right(s, n)``; that node is returned
    with the substring replaced by it (None for any other ``If``)."""
    if len(node.children) != 3:
        return None
    inner = node.children[2]
    if inner.name != "If" or len(inner.children) != 3:
        return None
    test, _, substring = inner.children
    if test.name != "LessThanOrEqual" or substring.name != "Substring":
        return None
    text, start, length = substring.children
    count = test.children[0]
    zero = test.children[1]
    if not (
        zero.name == "Literal"
        and zero.data.get("value") in (0, "0")
        and start.name == "UnaryMinus"
        and start.children[0] == count
        and length.name == "Literal"
        and str(length.data.get("value")) == str(_MAX_INT)
    ):
        return None
    args = [ex.expr(text, scope, path), ex.expr(count, scope, path)]
    if not isinstance(args[0].type, t.String):
        return None
    built = ex.call(Function("right"), args, substring, path)
    replaced = Node(inner.cls, inner.data, (*inner.children[:2], ex.prebuilt(built)))
    return Node(node.cls, node.data, (*node.children[:2], replaced))


HANDLERS = {
    "Pi": _constant,
    "EulerNumber": _constant,
    "Cot": _reciprocal,
    "Csc": _reciprocal,
    "Sec": _reciprocal,
    "Rint": _rint,
    "Factorial": _factorial,
    "NaNvl": _nanvl,
    "StringSpace": _space,
    "IsNull": _null_test,
    "IsNotNull": _null_test,
    "Size": _regexp_count,
    "RegExpInStr": _regexp_instr,
}

# Spark functions for which the spec has a function of the same purpose
# whose meaning differs: the refusal says which and how.
DIFFERENT = {
    "InitCap": (
        "the spec's initcap leaves word boundaries to the Unicode collation rules "
        "(utf8_unicode_ci); Spark's starts a word only after a space, so a letter after "
        "punctuation or a hyphen differs"
    ),
    "Overlay": (
        "the spec's replace_slice gives null for a start below 1 or past the end of the "
        "input and for a negative length; Spark's overlay prepends or appends there, and "
        "reads a length of -1 as the replacement's length"
    ),
    "HyperLogLogPlusPlus": (
        "the spec's approx_count_distinct is HyperLogLog of no stated error; Spark's is "
        "HyperLogLog++ at its relativeSD, an estimate another consumer would not reproduce"
    ),
    "StringSplit": (
        "the spec's regexp_string_split takes no limit and leaves empty leading and "
        "trailing pieces unsaid; Spark's split (Java's String.split) keeps trailing empty "
        "pieces and drops a leading one at a zero-width match"
    ),
    "DateFormatClass": (
        "the spec's strftime takes C strftime patterns (%Y-%m-%d); Spark's date_format "
        "takes Java DateTimeFormatter patterns (yyyy-MM-dd), with other letters and locale rules"
    ),
    "NthValue": (
        "the spec's nth_value (null where the frame has fewer rows) is Spark's without "
        "IGNORE NULLS, but this package's Spark backend cannot run it yet, so it is not mapped"
    ),
}
