"""Random syntax trees: printing then parsing gives the same tree back.

The strategies build only trees the parser itself can produce (canonical
trees): for example no ``negate`` of a number literal, which the parser
always folds into a negative literal.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from substrait_expr import parse, to_text
from substrait_expr.ast import nodes as n

PLAIN_WORDS = st.sampled_from(["a", "b", "l_qty", "price", "x1", "_tmp", "P5D", "inf", "first"])
ANY_NAMES = st.one_of(
    PLAIN_WORDS,
    st.sampled_from(["weird name", 'say "hi"', "order", "end", "naïve", "1st"]),
)
FUNCTION_NAMES = st.sampled_from(["add", "substring", "coalesce", "f", "and", "not", "like"])
OPTION = st.builds(
    n.Option, st.sampled_from(["overflow", "rounding"]), st.sampled_from(["ERROR", "TRUE"])
)


def type_names(depth: int = 2) -> st.SearchStrategy[n.TypeName]:
    simple = st.builds(
        n.TypeName,
        st.sampled_from(["boolean", "i8", "i32", "i64", "fp64", "string", "date", "u!u8"]),
        st.just(()),
        st.booleans(),
    )
    params = st.one_of(
        st.builds(lambda p, s, q: n.TypeName("decimal", (p, s), q), st.integers(1, 38),
                  st.integers(0, 9), st.booleans()),
        st.builds(lambda length, q: n.TypeName("varchar", (length,), q), st.integers(1, 99),
                  st.booleans()),
    )  # fmt: skip
    if depth == 0:
        return st.one_of(simple, params)
    inner = type_names(depth - 1)
    nested = st.one_of(
        st.builds(lambda t, q: n.TypeName("list", (t,), q), inner, st.booleans()),
        st.builds(lambda k, v: n.TypeName("map", (k, v)), inner, inner),
        st.builds(
            lambda ts: n.TypeName("struct", tuple(ts)), st.lists(inner, min_size=1, max_size=3)
        ),
        st.builds(
            lambda args, r: n.TypeName("func", (*args, r)),
            st.lists(inner, min_size=1, max_size=2),
            inner,
        ),
    )
    return st.one_of(simple, params, nested)


def literals() -> st.SearchStrategy[n.Expr]:
    untyped = st.one_of(
        st.builds(lambda v: n.Literal(n.LiteralKind.INTEGER, v), st.integers(-(2**70), 2**70)),
        st.builds(
            lambda v: n.Literal(n.LiteralKind.DECIMAL, v),
            st.decimals(allow_nan=False, allow_infinity=False, places=3),
        ),
        st.builds(lambda v: n.Literal(n.LiteralKind.STRING, v), st.text(max_size=8)),
        st.builds(lambda v: n.Literal(n.LiteralKind.BOOLEAN, v), st.booleans()),
        st.just(n.Literal(n.LiteralKind.NULL, None)),
    )
    typed = st.one_of(
        st.builds(
            lambda v, t: n.Literal(n.LiteralKind.INTEGER, v, n.TypeName(t)),
            st.integers(-300, 300),
            st.sampled_from(["i8", "i16", "i64"]),
        ),
        st.builds(lambda t: n.Literal(n.LiteralKind.NULL, None, t), type_names(1)),
        st.just(n.Literal(n.LiteralKind.DATE, "2020-12-30", n.TypeName("date"))),
        st.just(
            n.Literal(n.LiteralKind.TIMESTAMP, "2016-12-31T13:30:15",
                      n.TypeName("precision_timestamp", (6,)))
        ),
        st.just(n.Literal(n.LiteralKind.INTERVAL, "P1Y2M", n.TypeName("interval_year"))),
        st.sampled_from(["inf", "-inf", "nan"]).map(
            lambda v: n.Literal(n.LiteralKind.FLOAT_SPECIAL, v, n.TypeName("fp64"))
        ),
    )  # fmt: skip
    return st.one_of(untyped, typed)


LEAVES: st.SearchStrategy[n.Expr] = st.one_of(
    literals(),
    st.builds(n.Name, ANY_NAMES),
    st.builds(n.Position, st.integers(0, 99)),
    st.builds(n.EnumLiteral, st.sampled_from(["YEAR", "SAMPLE"])),
)

BINARY = [op for op in n.Operator if not op.is_prefix and not op.is_postfix]
BINARY = [op for op in BINARY if op not in (n.Operator.BETWEEN, n.Operator.NOT_BETWEEN)]
POSTFIX = [op for op in n.Operator if op.is_postfix]


def _is_number_literal(e: n.Expr) -> bool:
    return isinstance(e, n.Literal) and e.kind in (
        n.LiteralKind.INTEGER, n.LiteralKind.DECIMAL, n.LiteralKind.FLOAT_SPECIAL,
    )  # fmt: skip


def _is_untyped_value(e: n.Expr) -> bool:
    """`x::T` on these makes a typed literal, not a cast."""
    return isinstance(e, n.Literal | n.ListExpr | n.TupleExpr | n.Lambda) and e.type is None


def _extend(children: st.SearchStrategy[n.Expr]) -> st.SearchStrategy[n.Expr]:
    lists = st.lists(children, max_size=3).map(tuple)
    sort_items = st.lists(
        st.builds(n.SortItem, children, st.sampled_from(list(n.SortOrder)),
                  st.sampled_from([None, *n.NullsOrder])),
        max_size=2,
    ).map(tuple)  # fmt: skip
    bounds = st.one_of(
        st.builds(n.FrameBound, st.sampled_from([
            n.BoundKind.UNBOUNDED_PRECEDING, n.BoundKind.CURRENT_ROW,
            n.BoundKind.UNBOUNDED_FOLLOWING])),
        st.builds(n.FrameBound, st.sampled_from([n.BoundKind.PRECEDING, n.BoundKind.FOLLOWING]),
                  st.integers(0, 5).map(lambda v: n.Literal(n.LiteralKind.INTEGER, v))),
    )  # fmt: skip
    windows = st.one_of(
        st.builds(lambda name: n.Window(name=name), st.sampled_from(["w", "f1"])),
        st.builds(
            lambda p, o, f: n.Window(partition_by=p, order_by=o, frame=f),
            lists, sort_items,
            st.one_of(st.none(), st.builds(n.Frame, st.sampled_from(list(n.FrameUnit)),
                                           bounds, bounds)),
        ),
    )  # fmt: skip
    when_then = st.lists(st.builds(n.WhenThen, children, children), min_size=1, max_size=2)

    def if_then(
        clauses: list[n.WhenThen], otherwise: n.Expr | None, syntax: n.ConditionalSyntax
    ) -> n.Expr:
        # `else if` is always read as one flattened IfThen
        if (
            syntax is n.ConditionalSyntax.IF
            and isinstance(otherwise, n.IfThen)
            and otherwise.syntax is n.ConditionalSyntax.IF
        ):
            return n.IfThen(tuple(clauses) + otherwise.clauses, otherwise.otherwise, syntax)
        return n.IfThen(tuple(clauses), otherwise, syntax)

    return st.one_of(
        st.builds(lambda op, a, b: n.Call(op.function, (a, b), operator=op),
                  st.sampled_from(BINARY), children, children),
        st.builds(lambda op, a: n.Call(op.function, (a,), operator=op),
                  st.sampled_from(POSTFIX), children),
        st.builds(lambda a, lo, hi, neg: n.Call(
            "between", (a, lo, hi),
            operator=n.Operator.NOT_BETWEEN if neg else n.Operator.BETWEEN),
            children, children, children, st.booleans()),
        st.builds(lambda a: n.Call("not", (a,), operator=n.Operator.NOT), children),
        st.builds(lambda a: n.Call("negate", (a,), operator=n.Operator.NEGATE),
                  children.filter(lambda e: not _is_number_literal(e))),
        st.builds(n.Call, FUNCTION_NAMES, lists, st.lists(OPTION, max_size=2).map(tuple),
                  namespace=st.sampled_from([None, "functions_arithmetic"])).filter(
            # a plain one-argument not(...) is read as the NOT operator
            lambda c: not (c.name == "not" and len(c.args) == 1 and not c.options
                           and c.namespace is None)),
        st.builds(lambda name, args, distinct, order, flt, over: n.Call(
            name, args, distinct=distinct, order_by=order, filter=flt, over=over),
            st.sampled_from(["sum", "count"]), lists.filter(bool), st.booleans(), sort_items,
            st.one_of(st.none(), children), st.one_of(st.none(), windows)),
        st.just(n.Call("count", (n.Star(),))),
        st.builds(n.Cast, children.filter(lambda e: not _is_untyped_value(e)), type_names(1)),
        st.builds(n.Cast, children, type_names(1),
                  st.sampled_from([n.CastSyntax.CAST, n.CastSyntax.TRY_CAST]),
                  st.sampled_from(list(n.FailureBehavior))),
        st.builds(if_then, when_then, st.one_of(st.none(), children),
                  st.sampled_from(list(n.ConditionalSyntax))),
        st.builds(lambda m, c, o, s: n.Switch(m, tuple(c), o, s), children, when_then,
                  st.one_of(st.none(), children), st.sampled_from(list(n.ConditionalSyntax))),
        st.builds(n.InList, children, lists.filter(bool), st.booleans()),
        st.builds(n.ListExpr, lists, st.one_of(st.none(), type_names(1))),
        st.builds(n.TupleExpr, lists, st.one_of(st.none(), type_names(1))),
        st.builds(n.Lambda, st.lists(PLAIN_WORDS.filter(lambda w: w != "first"), min_size=1,
                                     max_size=2).map(tuple), children,
                  st.one_of(st.none(), type_names(1))),
        st.builds(n.FieldAccess, children, st.one_of(ANY_NAMES, st.integers(0, 12))),
        st.builds(n.Subscript, children, children),
        st.builds(n.Slice, children, st.one_of(st.none(), children),
                  st.one_of(st.none(), children)),
    )  # fmt: skip


EXPRESSIONS = st.recursive(LEAVES, _extend, max_leaves=12)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(EXPRESSIONS)
def test_print_then_parse_is_identity(tree: n.Expr) -> None:
    text = to_text(tree)
    assert parse(text) == tree, text


@settings(max_examples=100, deadline=None)
@given(EXPRESSIONS, PLAIN_WORDS)
def test_alias_round_trip(tree: n.Expr, name: str) -> None:
    aliased = n.Alias(tree, name)
    assert parse(to_text(aliased)) == aliased


@settings(max_examples=200, deadline=None)
@given(type_names(3))
def test_type_round_trip(type_name: n.TypeName) -> None:
    assert parse(f"x::{to_text(type_name)}") == n.Cast(n.Name("x"), type_name)


def test_decimal_literals_keep_their_kind() -> None:
    tree = n.Literal(n.LiteralKind.DECIMAL, Decimal("5"))
    assert to_text(tree) == "5.0"
    assert parse(to_text(tree)) == tree
