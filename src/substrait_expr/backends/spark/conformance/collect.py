"""Evaluating a batch of compiled columns on Spark and collecting values that
can be compared, with a check of each column's Spark type."""

from __future__ import annotations

from typing import Any

from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F

from substrait_expr.backends.spark.conformance.pending import _Pending
from substrait_expr.backends.spark.conformance.tables import CASE_COLUMN, ORDER_COLUMN
from substrait_expr.backends.spark.types import spark_type
from substrait_expr.testcases import TestKind
from substrait_expr.typecheck import types as t


def _collect(frame: DataFrame, batch: list[_Pending]) -> list[tuple[Any, str | None]]:
    """Evaluate the batch's columns over ``frame`` (aggregates: one ``agg``)."""
    names = [f"r{i}" for i in range(len(batch))]
    raw = [pending.column.alias(name) for pending, name in zip(batch, names, strict=True)]
    aggregate = any(pending.case.kind is TestKind.AGGREGATE for pending in batch)
    selected = frame.agg(*raw) if aggregate else frame.select(*raw)
    problems = _type_problems(selected, batch)
    readable = [
        _readable(F.col(name), pending.result_type).alias(name)
        for pending, name in zip(batch, names, strict=True)
    ]
    [row] = selected.select(*readable).collect()
    return [(row[name], problem) for name, problem in zip(names, problems, strict=True)]


def _collect_windows(frame: DataFrame, batch: list[_Pending]) -> list[tuple[Any, str | None]]:
    names = [f"r{i}" for i in range(len(batch))]
    raw = [pending.column.alias(name) for pending, name in zip(batch, names, strict=True)]
    selected = frame.select(F.col(CASE_COLUMN), F.col(ORDER_COLUMN), *raw)
    problems = _type_problems(selected.select(*names), batch)
    readable = [
        _readable(F.col(name), pending.result_type).alias(name)
        for pending, name in zip(batch, names, strict=True)
    ]
    rows = selected.select(CASE_COLUMN, ORDER_COLUMN, *readable).collect()
    results = []
    for pending, name, problem in zip(batch, names, problems, strict=True):
        index = pending.table_index
        own = sorted((row[ORDER_COLUMN], row[name]) for row in rows if row[CASE_COLUMN] == index)
        results.append(([value for _, value in own], problem))
    return results


def _type_problems(selected: DataFrame, batch: list[_Pending]) -> list[str | None]:
    """Whether each result column's Spark type is the one its Substrait type maps to."""
    problems: list[str | None] = []
    for spark_field, pending in zip(selected.schema.fields, batch, strict=True):
        expected = spark_type(pending.result_type)
        if spark_field.dataType.simpleString() == expected.simpleString():
            problems.append(None)
        else:
            problems.append(
                f"Spark type {spark_field.dataType.simpleString()}, expected "
                f"{expected.simpleString()} for {pending.result_type}"
            )
    return problems


def _readable(column: Column, substrait: t.Type) -> Column:
    """A column whose collected Python value does not depend on the Python
    process's time zone and can be collected at all."""
    if isinstance(substrait, t.PrecisionTimestampTZ | t.TimestampTZ):
        return F.unix_micros(column)
    if isinstance(substrait, t.IntervalYear):
        return F.extract(F.lit("YEAR"), column) * 12 + F.extract(F.lit("MONTH"), column)
    if isinstance(substrait, t.List):
        element = substrait.element
        if _needs_readable(element):
            return F.transform(column, lambda item: _readable(item, element))
    return column


def _needs_readable(substrait: t.Type) -> bool:
    if isinstance(substrait, t.List):
        return _needs_readable(substrait.element)
    return isinstance(substrait, t.PrecisionTimestampTZ | t.TimestampTZ | t.IntervalYear)
