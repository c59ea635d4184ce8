"""The input rows of aggregate and window cases, and one Spark DataFrame
holding the rows of many cases."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyspark.sql import Column, DataFrame, SparkSession
from pyspark.sql import functions as F

from substrait_expr.ast import nodes as ast
from substrait_expr.backends.spark.columns.column import to_column
from substrait_expr.backends.spark.columns.literals import literal_column
from substrait_expr.backends.spark.conformance.outcomes import _Refused
from substrait_expr.backends.spark.conformance.results import Outcome
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import Schema

CASE_COLUMN = "__case"
ORDER_COLUMN = "__ord"


@dataclass
class _Table:
    """The input rows of one aggregate or window case."""

    index: int
    call: ast.Call
    types: list[t.Type]
    cells: list[list[ir.TypedExpr]]

    @property
    def schema(self) -> Schema:
        fields = [(f"col{j}", column_type) for j, column_type in enumerate(self.types)]
        return Schema.of([*fields, (CASE_COLUMN, t.I32()), (ORDER_COLUMN, t.I32())])

    @property
    def spark_names(self) -> list[str]:
        """Spark column names: tables share a column when position and type agree."""
        own = [_slot_name(j, column_type) for j, column_type in enumerate(self.types)]
        return [*own, CASE_COLUMN, ORDER_COLUMN]


def _slot_name(position: int, column_type: t.Type) -> str:
    spelled = "".join(ch if ch.isalnum() else "_" for ch in spark_type(column_type).simpleString())
    return f"c{position}_{spelled}"


def _columns_as_fields(
    call: ast.Call, text: str
) -> tuple[ast.Call, list[ast.TypeName], list[Sequence[ast.Expr]]]:
    """``sum((1, 2)::i8)`` → ``sum(col0)`` and the column ``(1, 2)`` of type i8.
    ``(5)::i8`` is a one-row column (the parser reads it as the literal 5::i8)."""
    args: list[ast.Expr] = []
    type_names: list[ast.TypeName] = []
    columns: list[Sequence[ast.Expr]] = []
    for arg in call.args:
        items: Sequence[ast.Expr] | None = None
        if isinstance(arg, ast.TupleExpr) and arg.type is not None:
            items, type_name = arg.items, arg.type
        elif _parenthesised_literal(arg, text):
            assert isinstance(arg, ast.Literal) and arg.type is not None
            items, type_name = [dataclasses.replace(arg, type=None)], arg.type
        if items is None:
            args.append(arg)
            continue
        args.append(ast.Name(f"col{len(columns)}"))
        type_names.append(type_name)
        columns.append(items)
    if len({len(column) for column in columns}) > 1:
        raise _Refused(Outcome.UNSUPPORTED, "argument columns of different lengths")
    return dataclasses.replace(call, args=tuple(args)), type_names, columns


def _parenthesised_literal(arg: ast.Expr, text: str) -> bool:
    if not isinstance(arg, ast.Literal) or arg.type is None or arg.span is None:
        return False
    return text[arg.span.start : arg.span.start + 1] == "("


def _float_special(item: ast.Expr) -> ast.Expr:
    """An untyped ``inf``, ``-inf`` or ``nan`` in a column of values reads as a
    name (or the negation of one); the test-file grammar means the number."""
    sign = ""
    if isinstance(item, ast.Call) and item.operator is ast.Operator.NEGATE and len(item.args) == 1:
        sign, item = "-", item.args[0]
    if isinstance(item, ast.Name) and item.name.lower() in ("inf", "nan"):
        return ast.Literal(ast.LiteralKind.FLOAT_SPECIAL, sign + item.name.lower())
    return item if not sign else ast.Call("negate", (item,), operator=ast.Operator.NEGATE)


def _and(left: ast.Expr, right: ast.Expr) -> ast.Expr:
    return ast.Call("and", (left, right), operator=ast.Operator.AND)


def _union_frame(spark: SparkSession, tables: list[_Table]) -> DataFrame:
    """One DataFrame holding every table's rows: table k's values in the
    columns named by its ``spark_names`` (null elsewhere), its number in
    ``__case``, the row position in ``__ord``. A sentinel row (case -1) keeps
    the row list non-empty."""
    columns: dict[str, Any] = {}
    for table in tables:
        for name, column_type in zip(table.spark_names, table.types, strict=False):
            columns[name] = spark_type(column_type)
    structs = []
    for table in tables:
        for position, row in enumerate(table.cells):
            values = dict(zip(table.spark_names, row, strict=False))
            structs.append(_row_struct(columns, values, table.index, position))
    structs.append(_row_struct(columns, {}, -1, 0))
    return spark.range(0, 1, 1, 1).select(F.inline(F.array(*structs)))


def _row_struct(
    columns: dict[str, Any], values: dict[str, ir.TypedExpr], case: int, position: int
) -> Column:
    parts = []
    for name, data_type in columns.items():
        cell = values.get(name)
        value = F.lit(None).cast(data_type) if cell is None else _cell_column(cell)
        parts.append(value.alias(name))
    parts.append(F.lit(case).alias(CASE_COLUMN))
    parts.append(F.lit(position).alias(ORDER_COLUMN))
    return F.struct(*parts)


def _cell_column(cell: ir.TypedExpr) -> Column:
    if isinstance(cell, ir.Literal):
        return literal_column(cell.value, cell.type)
    return to_column(cell, Schema())
