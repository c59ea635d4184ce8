"""AST → canonical text.

The output parses back to an equal tree (``parse(to_text(t)) == t`` for every
tree the parser produces). Parentheses are added only where precedence needs
them; operators keep the spelling they were written with.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import singledispatch

from substrait_expr.ast import nodes as n
from substrait_expr.ast.typenames import SHORT_NAMES
from substrait_expr.ast.variant_paths import is_plain_key, parse_path
from substrait_expr.deep import run_deep, tree_depth
from substrait_expr.diagnostics import ArgumentTypeError

# Binding power of each printed form; an operand printed where a higher one is
# required gets parentheses.
LOWEST = 0  # lambdas, if/switch without END: they extend as far right as they can
OR_LEVEL = 1
AND_LEVEL = 2
PREDICATE = 3
CONCAT_LEVEL = 4
PREFIX = 7
POSTFIX = 8
ATOM = 9

RESERVED = {
    "and", "or", "xor", "not", "is", "null", "true", "false", "distinct", "from", "between",
    "in", "like", "if", "then", "else", "case", "when", "end", "switch", "cast", "try_cast",
    "as", "filter", "where", "over", "partition", "by", "order", "asc", "desc", "nulls", "first",
    "last", "rows", "range", "unbounded", "preceding", "following", "current", "row",
    "clustered", "all", "any", "some", "exists", "unique", "table",
}  # fmt: skip
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def to_text(node: n.Expr | n.TypeName) -> str:
    """The canonical text of an expression or a type."""
    if isinstance(node, n.TypeName):
        return type_text(node)
    return run_deep(lambda: _print(node)[0], tree_depth(node))


def quote_name(name: str) -> str:
    if IDENTIFIER.fullmatch(name) and name.lower() not in RESERVED:
        return name
    return '"' + name.replace('"', '""') + '"'


def quote_string(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def type_text(t: n.TypeName) -> str:
    name = SHORT_NAMES.get(t.name, t.name)
    mark = "?" if t.nullable else ""
    if t.name == "func" and t.params:
        args = [p for p in t.params[:-1] if isinstance(p, n.TypeName)]
        result = t.params[-1]
        assert isinstance(result, n.TypeName)
        inner = (
            type_text(args[0]) if len(args) == 1 else "(" + ", ".join(map(type_text, args)) + ")"
        )
        if not args:
            inner = ""
        return f"{name}{mark}<{inner} -> {type_text(result)}>".replace("< ->", "<->")
    if not t.params:
        return f"{name}{mark}"
    params = ", ".join(str(p) if isinstance(p, int) else type_text(p) for p in t.params)
    return f"{name}{mark}<{params}>"


def _wrap(printed: tuple[str, int], minimum: int) -> str:
    text, level = printed
    return text if level >= minimum else f"({text})"


def _operand(node: n.Expr, minimum: int) -> str:
    return _wrap(_print(node), minimum)


def _one_group(text: str) -> bool:
    """Whether ``text`` is one parenthesized group: ``(a + b)``, not ``(a).b``."""
    depth = 0
    quote = ""
    for i, char in enumerate(text):
        if quote:
            if char == quote:
                quote = ""  # a doubled quote closes and reopens: same depth either way
        elif char in "'\"`":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i == len(text) - 1
    return False


# A text ending in a type without <...> parameters (`x::i32`, `[]::list?`).
_ENDS_WITH_BARE_TYPE = re.compile(r"::[A-Za-z_][\w!]*\??$")


def _predicate_left(node: n.Expr) -> str:
    """The left side of a predicate (``x IN (...)``, ``x = y``, ``x IS NULL``):
    a NOT there is parenthesized, since ``NOT x IN (...)`` reads as SQL reads
    it, ``NOT (x IN (...))``."""
    text = _operand(node, PREDICATE)
    if isinstance(node, n.Call) and node.operator is n.Operator.NOT:
        return f"({text})"
    return text


@singledispatch
def _print(node: n.Expr) -> tuple[str, int]:
    raise ArgumentTypeError(f"to_text prints a tree from se.parse, not {type(node).__name__}")


def _decimal_text(value: Decimal) -> str:
    text = str(value)
    # keep it a decimal-point literal when read back (`5` would be an integer)
    return text if ("." in text or "E" in text) else text + ".0"


@_print.register
def _(node: n.Literal) -> tuple[str, int]:
    kind, value = node.kind, node.value
    if kind is n.LiteralKind.INTEGER:
        text = str(value)
    elif kind is n.LiteralKind.DECIMAL:
        assert isinstance(value, Decimal)
        text = _decimal_text(value)
    elif kind is n.LiteralKind.STRING:
        assert isinstance(value, str)
        text = quote_string(value)
    elif kind is n.LiteralKind.BOOLEAN:
        text = "true" if value else "false"
    elif kind is n.LiteralKind.NULL:
        text = "null"
    else:  # temporal, interval and inf/nan literals are written bare, with a type
        text = str(value)
    negative = text.startswith("-")
    if node.type is None:
        return text, PREFIX if negative else ATOM
    return f"{text}::{type_text(node.type)}", PREFIX if negative else POSTFIX


@_print.register
def _(node: n.EnumLiteral) -> tuple[str, int]:
    return f"{node.value}::enum", POSTFIX


@_print.register
def _(node: n.ListExpr) -> tuple[str, int]:
    text = "[" + ", ".join(_operand(i, LOWEST) for i in node.items) + "]"
    if node.type is None:
        return text, ATOM
    return f"{text}::{type_text(node.type)}", POSTFIX


@_print.register
def _(node: n.TupleExpr) -> tuple[str, int]:
    items = [_operand(i, LOWEST) for i in node.items]
    text = "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if node.type is None:
        return text, ATOM
    return f"{text}::{type_text(node.type)}", POSTFIX


@_print.register
def _(node: n.Lambda) -> tuple[str, int]:
    if len(node.params) == 1:
        params = quote_name(node.params[0])
    else:
        params = "(" + ", ".join(quote_name(p) for p in node.params) + ")"
    text = f"{params} -> {_operand(node.body, LOWEST)}"
    if node.type is None:
        return text, LOWEST
    return f"({text})::{type_text(node.type)}", POSTFIX


@_print.register
def _(node: n.Name) -> tuple[str, int]:
    return quote_name(node.name), ATOM


@_print.register
def _(node: n.Position) -> tuple[str, int]:
    return f"${node.index}", ATOM


def _base(node: n.Expr) -> str:
    """A postfix operand. Calls are parenthesised so that `[a:b]` after them is
    not read as function options, and numbers so that `.1` is not a decimal."""
    if isinstance(node, n.VariantPath) or (isinstance(node, n.Call) and node.operator is None):
        # `(v:a).b`, `(v:a)[i]`: a path takes the `.b` and `[0]` after it
        return f"({_print(node)[0]})"
    if (
        isinstance(node, n.Literal)
        and node.type is None
        and node.kind
        in (
            n.LiteralKind.INTEGER,
            n.LiteralKind.DECIMAL,
        )
    ):
        return f"({_print(node)[0]})"
    return _operand(node, POSTFIX)


@_print.register
def _(node: n.FieldAccess) -> tuple[str, int]:
    field = str(node.field) if isinstance(node.field, int) else quote_name(node.field)
    return f"{_base(node.base)}.{field}", POSTFIX


def _bracketed(node: n.Expr) -> str:
    """An index or a slice bound: `xs[(v:a)]`, since `xs[v:a]` is a slice."""
    text = _operand(node, LOWEST)
    return f"({text})" if _has_outer_colon(text) else text


def _has_outer_colon(text: str) -> bool:
    """Whether ``text`` has a `:` (not `::`) outside brackets and quotes."""
    depth = 0
    quote = ""
    for i, char in enumerate(text):
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == ":" and depth == 0 and ":" not in (text[i - 1 : i], text[i + 1 : i + 2]):
            return True
    return False


@_print.register
def _(node: n.Subscript) -> tuple[str, int]:
    return f"{_base(node.base)}[{_bracketed(node.index)}]", POSTFIX


@_print.register
def _(node: n.Slice) -> tuple[str, int]:
    start = _bracketed(node.start) if node.start is not None else ""
    stop = _bracketed(node.stop) if node.stop is not None else ""
    return f"{_base(node.base)}[{start}:{stop}]", POSTFIX


@_print.register
def _(node: n.Star) -> tuple[str, int]:
    return "*", ATOM


def _variant_path(node: n.VariantPath) -> tuple[str, int] | None:
    """`v:a.b[0]`, or None when the path is not one the syntax writes."""
    if len(node.args) != 2 or node.namespace is not None or not isinstance(node.args[1], n.Literal):
        return None
    value = node.args[1].value
    steps = parse_path(value) if isinstance(value, str) and node.args[1].type is None else None
    if steps is None:
        return None
    parts = []
    for i, step in enumerate(steps):
        if isinstance(step, int):
            parts.append(f"[{step}]")
        elif is_plain_key(step):
            parts.append(step if i == 0 else "." + step)
        else:
            parts.append(f"[{quote_string(step)}]")
    return f"{_operand(node.args[0], POSTFIX)}:{''.join(parts)}", POSTFIX


@_print.register
def _(node: n.Call) -> tuple[str, int]:
    if isinstance(node, n.VariantPath):
        printed = _variant_path(node)
        if printed is not None:
            return printed
    if node.operator is not None:
        return _print_operator(node, node.operator)
    head = f"{quote_name(node.namespace)}.{node.name}" if node.namespace else node.name
    args = ", ".join(_operand(a, LOWEST) for a in node.args)
    if node.distinct:
        args = "DISTINCT " + args
    if node.order_by:
        args += " ORDER BY " + _sort_items(node.order_by)
    text = f"{head}({args})"
    if node.options:
        text += " [" + ", ".join(f"{o.name}:{o.value}" for o in node.options) + "]"
    if node.filter is not None:
        text += f" FILTER (WHERE {_operand(node.filter, LOWEST)})"
    if node.over is not None:
        text += " OVER " + _window(node.over)
    return text, ATOM


def _print_operator(node: n.Call, op: n.Operator) -> tuple[str, int]:
    level = op.precedence
    args = node.args
    if op.is_prefix:
        operand = _operand(args[0], PREFIX)
        # `NOT (a).b` would read as a call, not(a).b, and `NOT (a, b)` as not(a, b);
        # `NOT (x IN (1, 2))` reads as the call not(x IN (1, 2)), which is the same.
        single = _one_group(operand) and not isinstance(args[0], n.TupleExpr | n.Subquery)
        if op is n.Operator.NOT and operand.startswith("(") and not single:
            operand = f"({operand})"
        # a space keeps `- -x` from becoming a `--` comment
        sep = " " if op is n.Operator.NOT or operand.startswith("-") else ""
        return f"{op.spelling}{sep}{operand}", PREFIX
    if op.is_postfix:
        return f"{_predicate_left(args[0])} {op.spelling}", PREDICATE
    if op in (n.Operator.BETWEEN, n.Operator.NOT_BETWEEN):
        low, high = _operand(args[1], CONCAT_LEVEL), _operand(args[2], CONCAT_LEVEL)
        return f"{_predicate_left(args[0])} {op.spelling} {low} AND {high}", PREDICATE
    if level == PREDICATE:  # comparisons, LIKE, IS DISTINCT FROM: right side is a value
        right = _operand(args[1], CONCAT_LEVEL)
        left = _predicate_left(args[0])
        if op.spelling.startswith("<") and _ENDS_WITH_BARE_TYPE.search(left):
            # `x::list < 2 > y` would read as the type list<2>, and any type
            # name takes <...> as far as the grammar goes (`[]::i32 < 5 > -4`)
            left = f"({left})"
        return f"{left} {op.spelling} {right}", PREDICATE
    left, right = _operand(args[0], level), _operand(args[1], level + 1)
    return f"{left} {op.spelling} {right}", level


@_print.register
def _(node: n.Cast) -> tuple[str, int]:
    target = type_text(node.target)
    if node.syntax is n.CastSyntax.COLONS and node.failure is n.FailureBehavior.THROW_EXCEPTION:
        operand = node.operand
        text = _operand(operand, POSTFIX)
        if isinstance(operand, n.Name) and _reads_as_literal(text, node.target):
            text = '"' + operand.name + '"'  # bare `P5D::iday` would be an interval literal
        return f"{text}::{target}", POSTFIX
    keyword = "try_cast" if node.syntax is n.CastSyntax.TRY_CAST else "cast"
    default = (
        n.FailureBehavior.RETURN_NULL
        if node.syntax is n.CastSyntax.TRY_CAST
        else n.FailureBehavior.THROW_EXCEPTION
    )
    text = f"{keyword}({_operand(node.operand, LOWEST)} AS {target})"
    if node.failure is not default:
        text += f" [failure:{node.failure.value}]"
    return text, ATOM


def _reads_as_literal(word: str, target: n.TypeName) -> bool:
    if target.name in ("fp32", "fp64"):
        return word.lower() in ("inf", "nan")
    if target.name.startswith("interval_"):
        return re.fullmatch(r"P[0-9A-Z]*", word, re.IGNORECASE) is not None
    return False


def _clauses(clauses: tuple[n.WhenThen, ...], when: str, then: str) -> str:
    return " ".join(
        f"{when} {_operand(c.when, OR_LEVEL)} {then} {_operand(c.then, OR_LEVEL)}" for c in clauses
    )


@_print.register
def _(node: n.IfThen) -> tuple[str, int]:
    if node.syntax is n.ConditionalSyntax.CASE:
        text = "CASE " + _clauses(node.clauses, "WHEN", "THEN")
        if node.otherwise is not None:
            text += f" ELSE {_operand(node.otherwise, OR_LEVEL)}"
        return text + " END", ATOM
    parts = [
        f"if {_operand(c.when, OR_LEVEL)} then {_operand(c.then, OR_LEVEL)}" for c in node.clauses
    ]
    text = " else ".join(parts)
    if node.otherwise is not None:
        text += f" else {_operand(node.otherwise, OR_LEVEL)}"
    return text, LOWEST


@_print.register
def _(node: n.Switch) -> tuple[str, int]:
    match = _operand(node.match, OR_LEVEL)
    if node.syntax is n.ConditionalSyntax.CASE:
        text = f"CASE {match} " + _clauses(node.clauses, "WHEN", "THEN")
        if node.otherwise is not None:
            text += f" ELSE {_operand(node.otherwise, OR_LEVEL)}"
        return text + " END", ATOM
    text = f"switch {match} " + _clauses(node.clauses, "case", "then")
    if node.otherwise is not None:
        text += f" else {_operand(node.otherwise, OR_LEVEL)}"
    return text, LOWEST


@_print.register
def _(node: n.InList) -> tuple[str, int]:
    keyword = "NOT IN" if node.negated else "IN"
    options = ", ".join(_operand(o, LOWEST) for o in node.options)
    return f"{_predicate_left(node.value)} {keyword} ({options})", PREDICATE


@_print.register
def _(node: n.Alias) -> tuple[str, int]:
    return f"{_operand(node.expr, LOWEST)} AS {quote_name(node.name)}", LOWEST


def _sort_items(items: tuple[n.SortItem, ...]) -> str:
    out = []
    for item in items:
        text = _operand(item.expr, LOWEST)
        if item.order is not n.SortOrder.ASC:
            text += f" {item.order.value}"
        if item.nulls is not None:
            text += f" NULLS {item.nulls.value}"
        out.append(text)
    return ", ".join(out)


def _bound(bound: n.FrameBound) -> str:
    if bound.offset is None:
        return bound.kind.value
    return f"{_operand(bound.offset, CONCAT_LEVEL)} {bound.kind.value}"


def _window(window: n.Window) -> str:
    if window.name is not None:
        return window.name  # the grammar takes a bare name after OVER (keywords too)
    parts = []
    if window.partition_by:
        parts.append("PARTITION BY " + ", ".join(_operand(p, LOWEST) for p in window.partition_by))
    if window.order_by:
        parts.append("ORDER BY " + _sort_items(window.order_by))
    if window.frame is not None:
        frame = window.frame
        parts.append(f"{frame.unit.value} BETWEEN {_bound(frame.start)} AND {_bound(frame.end)}")
    return "(" + " ".join(parts) + ")"


# A subquery names its relation `(TABLE name)` in text; one read from a
# protobuf plan is `<subquery #N>` (the binder's index), for messages and
# explain output only.
@_print.register
def _(node: n.Subquery) -> tuple[str, int]:
    if isinstance(node.relation, str):
        relation = f"(TABLE {quote_name(node.relation)})"
    else:
        relation = f"<subquery #{node.relation}>"
    if node.kind is n.SubqueryKind.SCALAR:
        return (relation if isinstance(node.relation, str) else f"({relation})"), ATOM
    if node.kind in (n.SubqueryKind.EXISTS, n.SubqueryKind.UNIQUE):
        return f"{node.kind.value.upper()} {relation}", ATOM
    if len(node.needles) == 1:
        left = _predicate_left(node.needles[0])
    else:
        left = "(" + ", ".join(_operand(v, LOWEST) for v in node.needles) + ")"
    if node.kind is n.SubqueryKind.IN:
        keyword = "NOT IN" if node.negated else "IN"
        return f"{left} {keyword} {relation}", PREDICATE
    symbol = _COMPARISON_SYMBOLS.get(node.comparison or "", node.comparison)
    return f"{left} {symbol} {(node.reduction or '').upper()} {relation}", PREDICATE


_COMPARISON_SYMBOLS = {"eq": "=", "ne": "<>", "lt": "<", "gt": ">", "le": "<=", "ge": ">="}


def _outer(steps_out: int) -> str:
    return "$outer" if steps_out == 1 else f"$outer{steps_out}"


@_print.register
def _(node: n.OuterRef) -> tuple[str, int]:
    return f"{_outer(node.steps_out)}.{node.index}", ATOM


@_print.register
def _(node: n.OuterName) -> tuple[str, int]:
    return f"{_outer(node.steps_out)}.{quote_name(node.name)}", ATOM
