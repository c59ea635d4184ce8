"""``functions_list`` (lambdas run as Spark higher-order functions) and
``functions_set``."""

from __future__ import annotations

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.spec import Builder, Call, FunctionTable
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t

URN = "extension:io.substrait:functions_list"
SET_URN = "extension:io.substrait:functions_set"
TABLE = FunctionTable()


def _typed(call: Call, value: Column) -> Column:
    return value.cast(spark_type(call.type))


def _null_function(call: Call, index: int) -> bool:
    """Whether the lambda argument is a null function value (``null::func<...>``)."""
    node = call.nodes[index]
    return isinstance(node, ir.Literal) and node.value is None


def _higher_order(function: str) -> Builder:
    def build(call: Call) -> Column:
        if _null_function(call, 1):
            return F.lit(None).cast(spark_type(call.type))
        body = call.fn(1)
        apply = {
            "transform": F.transform,
            "filter": F.filter,
            # Spark's exists/forall use Kleene logic: null when undecided.
            "any_match": F.exists,
            "all_match": F.forall,
        }[function]
        return _typed(call, apply(call.col(0), body))

    return build


for _name in ("transform", "filter", "any_match", "all_match"):
    TABLE.add(URN, [f"{_name}:list_func"], _higher_order(_name))

TABLE.add(
    URN,
    ["cardinality:list"],
    # size(null) is -1 under a legacy setting; make null explicit.
    lambda call: _typed(call, F.when(call.col(0).isNotNull(), F.size(call.col(0)))),
)


def _sort(call: Call) -> Column:
    values = call.col(0)
    direction = call.option("direction", "ASC_NULLS_LAST")
    ordered = {
        "ASC_NULLS_LAST": F.array_sort(values),
        "ASC_NULLS_FIRST": F.sort_array(values, asc=True),
        "DESC_NULLS_LAST": F.sort_array(values, asc=False),
        "DESC_NULLS_FIRST": F.reverse(F.array_sort(values)),
    }[direction]
    return _typed(call, ordered)


TABLE.add(
    URN,
    ["sort:list"],
    _sort,
    options={
        "direction": ("ASC_NULLS_FIRST", "ASC_NULLS_LAST", "DESC_NULLS_FIRST", "DESC_NULLS_LAST")
    },
    note="Spark orders NaN above every other number",
)


def _index_in(call: Call) -> Column:
    needle, haystack = call.cols
    position = F.array_position(haystack, needle)  # 1-based, 0 when absent
    index = F.when(position > 0, position - 1)
    floating = isinstance(call.arg_type(0), t.FP32 | t.FP64)
    if floating and call.option("nan_equality", "NAN_IS_NAN") == "NAN_IS_NOT_NAN":
        index = F.when(~F.isnan(needle), index)
    return _typed(call, F.when(needle.isNotNull(), index))


TABLE.add(
    SET_URN,
    ["index_in:any_list"],
    _index_in,
    options={"nan_equality": ("NAN_IS_NAN", "NAN_IS_NOT_NAN")},
    note="Spark's array_position finds NaN (NAN_IS_NAN)",
)
