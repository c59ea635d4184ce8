"""A read's declared schema against the data's own columns.

The data's columns are matched to the declared fields by name (ignoring
case), else by position. Then, per column:

* the same type: read as it is;
* a declared type the data's widens to without loss (``i64`` declared,
  ``i32`` stored): cast (the ``read-widening`` rule);
* a declared type that widens to the data's (``i32`` declared, ``i64``
  stored: producers write the types of their DDL, the files were written by
  another tool): read through a *checked* cast (``read-narrowing``). Every
  value that fits is read as declared; one that does not stops the run with
  an error naming the column, the table or file and the read's plan path,
  never a wrapped, rounded or truncated value. ``strict`` refuses these
  reads before Spark reads, as a plan error;
* anything else: a plan error naming the column and both types.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyspark.sql import Column, DataFrame
from pyspark.sql import functions as F
from pyspark.sql import types as st

from substrait_expr.backends.spark.columns.column import quote_column
from substrait_expr.backends.spark.columns.sql_text import literal_sql, quote_identifier, type_sql
from substrait_expr.backends.spark.names import unique_names
from substrait_expr.backends.spark.types import schema_from_spark, spark_type
from substrait_expr.plan import model as m
from substrait_expr.plan.errors import PlanError
from substrait_expr.plan.interop import AppliedRule
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.widening import widens

__all__ = ["ReadColumn", "conform_fields", "describe_source"]

_MICROS = 6  # Spark's timestamps hold microseconds


@dataclass(frozen=True, slots=True)
class ReadColumn:
    """One declared field as read from the data: the data's ``column``, the
    ``name`` it gets, and its value as Spark SQL text when it is not the
    column as it is (``sql`` None)."""

    column: str
    name: str
    sql: str | None = None

    def spark_column(self) -> Column:
        selected = F.expr(self.sql) if self.sql is not None else F.col(quote_column(self.column))
        return (
            selected if self.sql is None and self.column == self.name else selected.alias(self.name)
        )

    def sql_item(self) -> str:
        value = self.sql if self.sql is not None else quote_identifier(self.column)
        if self.sql is None and self.column == self.name:
            return value
        return f"{value} AS {quote_identifier(self.name)}"


def describe_source(rel: m.Read, bound: object = None) -> str:
    """The read's data as a person names it: the table (and the path it is
    bound to) or the file."""
    if rel.table is not None:
        name = f"table {'.'.join(rel.table)!r}"
        return f"{name} ({bound})" if isinstance(bound, str) else name
    if rel.files and isinstance(bound, str):  # rebound by a table binding
        return f"file {bound}"
    if rel.files:
        first = rel.files[0]
        more = f" and {len(rel.files) - 1} more" if len(rel.files) > 1 else ""
        return f"file {first.location or first.uri}{more}"
    return "the data"


def conform_fields(
    rel: m.Read, df: DataFrame, *, source: str = "the data", strict: bool = False
) -> tuple[list[ReadColumn], list[AppliedRule]]:
    """How to read the base schema's fields from ``df`` (``source`` names it
    in messages), and the rules applied (widening and checked narrowing
    casts). A type that cannot be read as declared is a ``PlanError`` at
    ``baseSchema``; so is a narrowing one when ``strict``."""
    available = schema_from_spark(df.schema)
    wanted = rel.base
    data_columns = [f.name for f in df.schema.fields]
    lowered = {name.lower(): name for name in data_columns}
    if all(f.name.lower() in lowered for f in wanted):
        picked = [lowered[f.name.lower()] for f in wanted]
    elif len(data_columns) == len(wanted):
        picked = list(data_columns)  # by position: the data's names differ
    else:
        missing = [f.name for f in wanted if f.name.lower() not in lowered]
        raise PlanError.at(
            f"{rel.path}.baseSchema",
            f"the data has no column {missing[0]!r} (it has {', '.join(data_columns)})",
        )
    where = f"{rel.path}.baseSchema"
    columns: list[ReadColumn] = []
    rules: list[AppliedRule] = []
    for field, column, name in zip(wanted, picked, unique_names(wanted.names), strict=True):
        have = available.field(column).type.with_nullable(False)
        declared = field.type.with_nullable(False)
        if have == declared or (_same_in_spark(have, declared) and not _finer(have, declared)):
            columns.append(ReadColumn(column, name))
            continue
        if widens(have, declared):
            cast = f"CAST({quote_identifier(column)} AS {type_sql(spark_type(declared))})"
            columns.append(ReadColumn(column, name, cast))
            rules.append(
                AppliedRule(
                    "read-widening",
                    where,
                    f"column {column!r} is {have} in the data; cast to the declared {declared}",
                )
            )
            continue
        mismatch = f"column {column!r} is {have} in the data but {field.type} in baseSchema"
        if not (widens(declared, have) or _finer(have, declared)):
            raise PlanError.at(
                where, f"{mismatch}, and {have} does not widen to {declared} without loss"
            )
        if strict:
            raise PlanError.at(
                where,
                f"{mismatch}: a narrower declared type is read through a checked cast, "
                "which strict schema checking (--strict-schema) refuses",
            )
        what = f"{where}: column {column!r} of {source}"
        columns.append(ReadColumn(column, name, _checked(column, have, declared, what)))
        rules.append(
            AppliedRule(
                "read-narrowing",
                where,
                f"column {column!r} is {have} in {source}; read as the declared {declared} "
                "through a checked cast (a value that does not fit stops the run)",
            )
        )
    return columns, rules


def _same_in_spark(have: t.Type, declared: t.Type) -> bool:
    return spark_type(have.with_nullable(True)) == spark_type(declared.with_nullable(True))


def _finer(have: t.Type, declared: t.Type) -> bool:
    """A timestamp of the data holding finer fractions than the declared one
    (``precision_timestamp<6>`` stored, ``<3>`` declared)."""
    return (
        type(have) is type(declared)
        and isinstance(have, t.PrecisionTimestamp | t.PrecisionTimestampTZ)
        and isinstance(declared, t.PrecisionTimestamp | t.PrecisionTimestampTZ)
        and declared.precision < min(have.precision, _MICROS)
    )


def _checked(column: str, have: t.Type, declared: t.Type, what: str) -> str:
    """Spark SQL reading ``column`` as ``declared``, or raising an error that
    names the value where it does not fit."""
    value = quote_identifier(column)
    if isinstance(declared, t.PrecisionTimestamp | t.PrecisionTimestampTZ):
        unit = 10 ** (_MICROS - declared.precision)
        fits = f"unix_micros(CAST({value} AS TIMESTAMP)) % {unit} = 0"
        result = value  # the same Spark type: a value that fits is kept as it is
        problem = f"which has finer fractions of a second than the declared {declared}"
    else:
        target, source = type_sql(spark_type(declared)), type_sql(spark_type(have))
        # TRY_CAST is null where the value is out of range; the cast back
        # differs where it was rounded (a decimal of smaller scale).
        fits = f"CAST(TRY_CAST({value} AS {target}) AS {source}) = {value}"
        result = f"CAST({value} AS {target})"
        problem = f"which does not fit the declared {declared}"
    prefix = literal_sql(f"{what} holds ", st.StringType())
    suffix = literal_sql(f", {problem}", st.StringType())
    failure = f"raise_error(concat({prefix}, CAST({value} AS STRING), {suffix}))"
    return f"CASE WHEN {value} IS NULL OR {fits} THEN {result} ELSE {failure} END"
