"""`connect_adapter` against the installed pyspark's real Spark Connect classes.

Each adapter function reads private fields of Connect's expression tree.
These tests build each node with the installed pyspark (no session needed)
and check that every function reads back what was put in; where pyspark
renamed a field, the failure names the pyspark version and the function.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyspark
import pytest
from pyspark.sql import types as st
from pyspark.sql.connect import expressions as cx
from pyspark.sql.connect import functions as CF
from pyspark.sql.connect.column import Column as ConnectColumn
from pyspark.sql.connect.window import Window as ConnectWindow

from substrait_expr.backends.spark import connect_adapter as ca

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def _read(function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)``; a missing field fails naming the pyspark version."""
    try:
        return function(*args)
    except AttributeError as error:
        pytest.fail(
            f"pyspark {pyspark.__version__}: connect_adapter.{function.__name__} cannot read "
            f"{type(args[0]).__name__} ({error}); the adapter was checked on pyspark "
            f"{', '.join(ca.CHECKED_ON)}: update it for this version"
        )


def _ref(name: str) -> cx.ColumnReference:
    return cx.ColumnReference(name)


def _int(value: int) -> cx.LiteralExpression:
    return cx.LiteralExpression(value, st.IntegerType())


def test_the_installed_pyspark_is_within_the_range_the_adapter_documents() -> None:
    installed = tuple(int(part) for part in re.findall(r"\d+", pyspark.__version__)[:2])
    low, high = ca.SUPPORTED
    assert low <= installed < high, (
        f"pyspark {pyspark.__version__} is outside the range connect_adapter was "
        f"checked for (>={low[0]}.{low[1]},<{high[0]}.{high[1]})"
    )
    # The documented range is the project's pin.
    assert f'"pyspark>={low[0]}.{low[1]},<{high[0]}.{high[1]}"' in PYPROJECT.read_text()


def test_expression_of_a_connect_column() -> None:
    tree = _ref("a")
    assert _read(ca.expression_of, ConnectColumn(tree)) is tree
    built = CF.col("b") + 1  # as text lowering builds it, without a session
    assert isinstance(_read(ca.expression_of, built), cx.UnresolvedFunction)


def test_function_and_call_parts() -> None:
    args = [_ref("a"), _int(1)]
    distinct = cx.UnresolvedFunction("count", args, is_distinct=True)
    assert _read(ca.function_parts, distinct) == ("count", args, True)
    assert _read(ca.function_parts, cx.UnresolvedFunction("abs", args[:1]))[2] is False
    assert _read(ca.call_parts, cx.CallFunction("my_udf", args)) == ("my_udf", args)
    assert _read(ca.call_parts, distinct) == ("count", args)  # the fields both classes have


def test_column_parts() -> None:
    assert _read(ca.column_parts, _ref("`a`.b")) == ("`a`.b", None)
    assert _read(ca.column_parts, cx.ColumnReference("a", plan_id=7)) == ("a", 7)


def test_literal_and_cast_parts() -> None:
    assert _read(ca.literal_parts, _int(5)) == (5, st.IntegerType())
    child = _ref("a")
    cast = cx.CastExpression(child, st.LongType(), eval_mode="try")
    assert _read(ca.cast_parts, cast) == (child, st.LongType(), "try")
    assert _read(ca.cast_parts, cx.CastExpression(child, "int")) == (child, "int", None)


def test_case_alias_extract_and_sql_parts() -> None:
    condition, value, otherwise = _ref("c"), _int(1), _int(2)
    case = cx.CaseWhen([(condition, value)], otherwise)
    assert _read(ca.case_parts, case) == ([(condition, value)], otherwise)
    assert _read(ca.case_parts, cx.CaseWhen([(condition, value)], None))[1] is None
    child = _ref("a")
    assert _read(ca.alias_parts, cx.ColumnAlias(child, ["x"], None)) == (child, ["x"], None)
    index = _int(0)
    assert _read(ca.extract_parts, cx.UnresolvedExtractValue(child, index)) == (child, index)
    assert _read(ca.sql_expression_text, cx.SQLExpression("1 + 1")) == "1 + 1"


def test_lambda_and_named_argument_parts() -> None:
    variable = cx.UnresolvedNamedLambdaVariable(["x"])
    body = cx.UnresolvedFunction("+", [variable, _int(1)])
    assert _read(ca.lambda_parts, cx.LambdaFunction(body, [variable])) == (body, [variable])
    assert list(_read(ca.variable_name, variable)) == ["x"]
    value = _int(3)
    assert _read(ca.named_argument_parts, cx.NamedArgumentExpression("k", value)) == ("k", value)


def test_window_sort_and_frame_parts() -> None:
    window = ConnectWindow.partitionBy("p").orderBy(CF.col("o").desc_nulls_last())
    built = ca.expression_of(CF.sum("v").over(window.rowsBetween(-1, ConnectWindow.currentRow)))
    function, partition, order, frame = _read(ca.window_parts, built)
    assert _read(ca.function_parts, function)[0] == "sum"
    assert [_read(ca.column_parts, p)[0] for p in partition] == ["p"]
    child, ascending, nulls_first = _read(ca.sort_parts, order[0])
    assert (_read(ca.column_parts, child)[0], ascending, nulls_first) == ("o", False, False)
    assert _read(ca.frame_parts, frame) == (True, -1, 0)
    unframed = ca.expression_of(CF.sum("v").over(ConnectWindow.partitionBy("p")))
    assert _read(ca.window_parts, unframed)[3] is None


def test_with_children_replaces_each_kind_of_node_in_the_parts_order() -> None:
    a, b, c = _ref("a"), _ref("b"), _ref("c")
    variable = cx.UnresolvedNamedLambdaVariable(["x"])
    cases: list[tuple[cx.Expression, list[Any], Callable[[Any], Any], Any]] = [
        (cx.UnresolvedFunction("f", [a, b]), [b, c], ca.function_parts, ("f", [b, c], False)),
        (cx.CallFunction("g", [a]), [c], ca.call_parts, ("g", [c])),
        (cx.CaseWhen([(a, b)], c), [c, a, b], ca.case_parts, ([(c, a)], b)),
        (cx.CaseWhen([(a, b)], None), [c, a], ca.case_parts, ([(c, a)], None)),
        (cx.CastExpression(a, "int"), [b], ca.cast_parts, (b, "int", None)),
        (cx.UnresolvedExtractValue(a, b), [c, a], ca.extract_parts, (c, a)),
        (cx.ColumnAlias(a, ["n"], None), [b], ca.alias_parts, (b, ["n"], None)),
        (cx.LambdaFunction(a, [variable]), [b], ca.lambda_parts, (b, [variable])),
        (cx.NamedArgumentExpression("k", a), [b], ca.named_argument_parts, ("k", b)),
    ]
    for node, children, parts, expected in cases:
        before = _read(parts, node)
        copied = _read(ca.with_children, node, type(node).__name__, children)
        assert type(copied) is type(node)
        assert _read(parts, copied) == expected
        assert _read(parts, node) == before  # the original is left as it was
    with pytest.raises(TypeError):
        ca.with_children(a, "ColumnReference", [b])


def test_every_adapter_function_is_tested_here() -> None:
    functions = {name for name in ca.__all__ if callable(getattr(ca, name))}
    source = Path(__file__).read_text()
    assert {name for name in functions if f"ca.{name}" not in source} == set()
