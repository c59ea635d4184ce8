"""Deep expression text, cut so that Spark's SQL parser takes it on any session.

Spark's parser (and turning its parse tree into an expression) recurses per
level of nesting on a JVM thread whose stack is the JVM's default (1 MB) in
a session made the plain way (``SparkSession.builder.getOrCreate()``): there
it gives up (``FAILED_TO_PARSE_TOO_COMPLEX``) near 290 nested calls or
between 600 and 1,000 chained additions. A Column tree does not help: Spark
turns a Column of 1,000 nested additions into its expression recursively
too, and overflows the same stack.

So where an expression's text would nest deeper than `TEXT_LEVELS`, this
module rewrites the Connect tree before it is printed: every
`SEGMENT_LEVELS`-deep part is bound to a lambda variable, and the part above
it reads the variable::

    transform(transform(array(<part 1>), x_1 -> <part 2 with x_1>), x_2 -> ...)[0]

Each part nests only as deep as itself, and the chain of ``transform`` calls
as deep as the number of parts (``2 * sqrt`` of the depth at best). Spark
evaluates a part once, as the original did, and only where the original
evaluated it for certain: a part is bound only across positions that are
always evaluated (every argument of an operator, the first argument of any
call, a cast's operand, the first condition of a CASE); a deep part in a
lazy position (a CASE branch, ``coalesce``'s fallback, a lambda's body) is
bound within that position. Text that nests no deeper than `TEXT_LEVELS`
is left as it is, so ordinary expressions print as before.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from pyspark.sql import types as st
from pyspark.sql.connect import expressions as cx

from substrait_expr.backends.spark import connect_adapter as ca

__all__ = ["SEGMENT_LEVELS", "TEXT_LEVELS", "TooDeepText", "fit_for_parser", "text_levels"]

# Measured in a default local session (pyspark 4.3, Java 17, JVM default
# stacks; see tests/test_deep_default_session.py): nested calls parse up to
# 287 levels, chained additions to 600 or more, nested `transform(.., x ->
# ..)` calls to 97. Levels are counted here as if each were a call (the
# dearest kind), and a bound part as `_BIND_LEVELS`; about 2/3 of the
# measured limits are kept as a margin for other kinds and a cold JVM.
TEXT_LEVELS = 180
SEGMENT_LEVELS = 32  # the least depth of a part worth binding
_BIND_LEVELS = 3  # what a `transform` level costs the parser, in call levels


class TooDeepText(Exception):
    """Even cut into parts, the text nests deeper than `TEXT_LEVELS`."""

    def __init__(self, levels: int) -> None:
        super().__init__(f"{levels} levels of nesting")
        self.levels = levels


def text_levels(expression: cx.Expression) -> int:
    """How deep ``expression``'s text nests, each level counted as a call."""
    return _levels(expression)


def fit_for_parser(expression: cx.Expression, *, splittable: bool = True) -> cx.Expression:
    """``expression``, or where its text nests deeper than `TEXT_LEVELS`, the
    same value with deep parts bound in lambdas. ``splittable`` is false
    where an aggregate or window function is inside (Spark refuses them in a
    lambda's body). Raises `TooDeepText` where no cut gets under the limit."""
    levels = _levels(expression)
    if levels <= TEXT_LEVELS:
        return expression
    if not splittable:
        raise TooDeepText(levels)
    # The part size that minimises parts * _BIND_LEVELS + part depth.
    segment = max(SEGMENT_LEVELS, math.isqrt(_BIND_LEVELS * levels))
    node, depth, cuts, _ = _Splitter(segment).split(expression)
    if cuts:
        node, depth = _anchored(node, depth, cuts)
    if depth > TEXT_LEVELS:
        raise TooDeepText(depth)
    return node


class _Cut(NamedTuple):
    variable: cx.UnresolvedNamedLambdaVariable
    values: cx.Expression  # an array of one element: the bound value
    levels: int  # how deep the text of ``values`` nests


# Calls that evaluate every argument, whatever their values (besides the
# first argument of any call, which is always evaluated): a part bound
# across one of them is evaluated exactly where it was.
_STRICT = frozenset(
    {"+", "-", "*", "/", "%", "==", "<", "<=", ">", ">=", "<=>", "|", "^", "&", "div"}
    | {"try_add", "try_subtract", "try_multiply", "try_divide", "pmod", "power", "concat"}
    | {"array", "struct", "named_struct", "greatest", "least", "raise_error"}
)
# Spark's parser reads a chain `a AND b AND c` without nesting.
_FLAT = frozenset({"and", "or"})
# Nodes a lambda variable may stand for (values; not a lambda or an alias).
_CUTTABLE = (cx.UnresolvedFunction, cx.CallFunction, cx.CaseWhen, cx.CastExpression)


class _Splitter:
    def __init__(self, segment: int) -> None:
        self.segment = segment

    def split(self, e: cx.Expression) -> tuple[cx.Expression, int, list[_Cut], int]:
        """``e`` rewritten, how deep its text nests above the parts bound
        below it, those parts (still to be bound above ``e``), and how deep
        ``e``'s own text nests."""
        positions = _positions(e)
        if positions is None:
            levels = _levels(e)
            return e, levels, [], levels
        children: list[cx.Expression] = []
        pending: list[_Cut] = []
        depth = raw = 0
        for index, (child, strict) in enumerate(positions):
            node, levels, cuts, own = self.split(child)
            if cuts and not strict:  # bound within its own lazy position
                node, levels = _anchored(node, levels, cuts)
                cuts = []
                if own <= levels:  # nothing gained (a chain of lazy positions)
                    node, levels = child, own
            flat = index == 0 and _flat_left(e, child)
            children.append(node)
            pending += cuts
            depth = max(depth, levels - flat)
            raw = max(raw, own - flat)
        rebuilt = _rebuilt(e, children)
        depth, raw = depth + 1, raw + 1
        if depth < self.segment or not isinstance(e, _CUTTABLE):
            return rebuilt, depth, pending, raw
        values, levels = _bound(rebuilt, depth, pending)
        name = cx.UnresolvedNamedLambdaVariable.fresh_var_name("x")
        variable = cx.UnresolvedNamedLambdaVariable([name])
        return variable, 1, [_Cut(variable, values, levels)], raw


def _bound(body: cx.Expression, depth: int, cuts: list[_Cut]) -> tuple[cx.Expression, int]:
    """An array holding ``body``'s value, with ``cuts`` bound around it; and
    how deep its text nests."""
    if not cuts:
        return cx.UnresolvedFunction("array", [body]), depth + 1
    for cut in reversed(cuts[1:]):  # a rare second part: bound inside the first
        body, depth = _anchored(body, depth, [cut])
    first = cuts[0]
    lambda_ = cx.LambdaFunction(body, [first.variable])
    levels = max(first.levels, depth + 1) + _BIND_LEVELS
    return cx.UnresolvedFunction("transform", [first.values, lambda_]), levels


def _anchored(body: cx.Expression, depth: int, cuts: list[_Cut]) -> tuple[cx.Expression, int]:
    """``body``'s value with ``cuts`` bound around it: the array's element."""
    only = cuts[0]
    if body is only.variable and len(cuts) == 1 and _is_array(only.values):
        # A part cut with nothing above it to read it: it stays as it was.
        return ca.function_parts(only.values)[1][0], only.levels - 1
    values, levels = _bound(body, depth, cuts)
    return cx.UnresolvedExtractValue(values, cx.LiteralExpression(0, st.IntegerType())), levels + 1


def _is_array(e: cx.Expression) -> bool:
    return isinstance(e, cx.UnresolvedFunction) and ca.function_parts(e)[0] == "array"


def _flat_left(e: cx.Expression, child: cx.Expression) -> bool:
    if not (isinstance(e, cx.UnresolvedFunction) and isinstance(child, cx.UnresolvedFunction)):
        return False
    name = ca.function_parts(e)[0]
    return name in _FLAT and ca.function_parts(child)[0] == name


def _positions(e: Any) -> list[tuple[cx.Expression, bool]] | None:
    """The children of ``e`` that hold values, each with whether it is
    always evaluated with ``e``; None for a node left as it is."""
    if isinstance(e, (cx.UnresolvedFunction, cx.CallFunction)):
        name, args = ca.call_parts(e)  # the same two fields in both classes
        strict = name in _STRICT
        return [(a, i == 0 or strict) for i, a in enumerate(args)]
    if isinstance(e, cx.CaseWhen):
        branches, otherwise = ca.case_parts(e)
        pairs = [(c, False) for branch in branches for c in branch]
        pairs[0] = (pairs[0][0], True)  # the first condition
        return pairs + ([] if otherwise is None else [(otherwise, False)])
    if isinstance(e, cx.CastExpression):
        return [(ca.cast_parts(e)[0], True)]
    if isinstance(e, cx.UnresolvedExtractValue):
        return [(part, True) for part in ca.extract_parts(e)]
    if isinstance(e, cx.ColumnAlias):
        return [(ca.alias_parts(e)[0], False)]
    if isinstance(e, cx.LambdaFunction):
        return [(ca.lambda_parts(e)[0], False)]  # its variables are in scope only there
    if isinstance(e, cx.NamedArgumentExpression):
        return [(ca.named_argument_parts(e)[1], False)]
    return None


def _rebuilt(e: Any, children: list[cx.Expression]) -> cx.Expression:
    """``e`` with ``children`` in the places `_positions` listed."""
    return ca.with_children(e, type(e).__name__, children)  # type: ignore[no-any-return]


def _levels(e: Any) -> int:
    """How deep ``e``'s text nests (a chain of ANDs or ORs counted flat)."""
    positions = _positions(e)
    children = [c for c, _ in positions] if positions is not None else list(e.children)
    deepest = 0
    for index, child in enumerate(children):
        levels = _levels(child)
        if index == 0 and _flat_left(e, child):
            levels -= 1
        deepest = max(deepest, levels)
    return deepest + 1
