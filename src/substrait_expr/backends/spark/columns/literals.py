"""Constant values as Spark columns of the exact Spark type.

Values follow the ``ir.Literal`` conventions. Temporal values are built so
that the session time zone cannot change them: zoneless timestamps from
their ISO text (``timestamp_ntz`` parsing ignores the session zone), instants
from microseconds since the epoch.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from decimal import Decimal, localcontext

from pyspark.sql import Column
from pyspark.sql.connect.column import Column as ConnectColumn  # sql_text loads Connect anyway

from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.columns.sql_text import NoText, PrintedItems, literal_sql
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type, struct_field_names
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.literals import INTEGER_RANGES

_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)


def literal_column(value: object, substrait: t.Type) -> Column:
    """``value`` (Python, per ``ir.Literal``) as a Column of ``substrait``'s Spark type."""
    data_type = spark_type(substrait)
    if value is None:
        return F.lit(None).cast(data_type)
    return _value(value, substrait).cast(data_type)


# Scalar types whose literal Spark SQL prints as a literal of that very type
# (``5Y``, ``5L``, ``'x'``, ``DATE '2020-01-01'``), with the Python value each
# takes (``ir.Literal``).
_SELF_TYPED: dict[type[t.Type], type] = {
    t.Boolean: bool,
    t.I8: int,
    t.I16: int,
    t.I32: int,
    t.I64: int,
    t.FP64: float,
    t.String: str,
    t.Date: dt.date,
}


def text_literal(value: object, substrait: t.Type) -> Column | None:
    """For text lowering: a scalar literal as Spark Connect's literal node of
    its own Spark type, or None where ``literal_column`` must build it. It
    prints as ``literal_column``'s tree does, without ``F.lit``'s type
    inference and a cast to print away."""
    from pyspark.sql.connect.expressions import LiteralExpression

    if not _self_typed(value, substrait):
        return None
    return ConnectColumn(LiteralExpression(value, spark_type(substrait)))


def printed_literal(value: object, substrait: t.Type) -> str | None:
    """For text lowering: the SQL of what `text_literal` gives, or None as
    there. An IN list's items take it (`printed_items`), and a literal that
    is a whole expression."""
    if not _self_typed(value, substrait):
        return None
    try:
        return literal_sql(value, spark_type(substrait))
    except NoText:  # the general path says why
        return None


def printed_items(texts: list[str]) -> Column:
    """Consecutive IN-list items, printed by `printed_literal`, as one node
    (``sql_text.PrintedItems``) that only the SQL printer reads."""
    return ConnectColumn(PrintedItems(", ".join(texts)))


def _self_typed(value: object, substrait: t.Type) -> bool:
    """Whether Spark SQL writes ``value`` as a literal of ``substrait``'s own
    Spark type, in range."""
    if type(value) is not _SELF_TYPED.get(type(substrait)):
        return False
    bounds = INTEGER_RANGES.get(type(substrait))
    return bounds is None or bounds[0] <= value <= bounds[1]  # type: ignore[operator]


def _value(value: object, substrait: t.Type) -> Column:
    if isinstance(substrait, t.FP32 | t.FP64):
        return F.lit(float(value))  # type: ignore[arg-type]
    if isinstance(substrait, t.Decimal):
        return F.lit(_exact_decimal(value, substrait.scale))
    if isinstance(substrait, t.Binary | t.FixedBinary) and isinstance(value, bytes | bytearray):
        return F.lit(bytearray(value))
    if isinstance(substrait, t.UserDefined):
        try:  # the user-defined types Spark gets are numbers (the test files' u!u8 ... u!u64)
            return F.lit(Decimal(str(_unwrap_user_value(value))))
        except ArithmeticError:
            raise Unsupported(f"a {substrait} value that is not a number") from None
    if isinstance(value, dt.datetime):
        return _timestamp(value, substrait)
    if isinstance(value, dt.time):
        return F.lit(value.isoformat())
    if isinstance(value, dt.timedelta):
        return _day_interval(value)
    if isinstance(substrait, t.IntervalYear) and isinstance(value, tuple):
        years, months = value
        return F.make_ym_interval(F.lit(int(years)), F.lit(int(months)))
    if isinstance(substrait, t.List):
        return _list(value, substrait)
    if isinstance(substrait, t.Map):
        return _map(value, substrait)
    if isinstance(substrait, t.Struct):
        return _struct(value, substrait)
    if isinstance(value, bool | int | str | dt.date):
        return F.lit(value)
    raise Unsupported(f"cannot make a Spark literal of {substrait} from {value!r}")


def _exact_decimal(value: object, scale: int) -> Decimal:
    # Quantize so that Spark sees exactly the target scale (no exponent form).
    with localcontext() as context:
        context.prec = 100
        return Decimal(str(value)).quantize(Decimal(1).scaleb(-scale))


def _unwrap_user_value(value: object) -> object:
    # A user-defined literal may arrive as its structure: a one-field tuple.
    if isinstance(value, tuple | list) and len(value) == 1:
        return _unwrap_user_value(value[0])
    return value


def _timestamp(value: dt.datetime, substrait: t.Type) -> Column:
    if isinstance(substrait, t.PrecisionTimestampTZ | t.TimestampTZ):
        aware = value if value.tzinfo is not None else value.replace(tzinfo=dt.timezone.utc)
        delta = aware - _EPOCH
        micros = (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds
        return F.timestamp_micros(F.lit(micros))
    return F.lit(value.replace(tzinfo=None).isoformat(sep=" "))


def _day_interval(value: dt.timedelta) -> Column:
    seconds = Decimal(value.seconds) + Decimal(value.microseconds) / Decimal(1_000_000)
    return F.make_dt_interval(F.lit(value.days), F.lit(0), F.lit(0), F.lit(seconds))


def _list(value: object, substrait: t.List) -> Column:
    if not isinstance(value, Sequence):
        raise Unsupported(f"list literal of {substrait} from {value!r}")
    return F.array(*[literal_column(item, substrait.element) for item in value])


def _map(value: object, substrait: t.Map) -> Column:
    pairs = value.items() if isinstance(value, Mapping) else value
    parts: list[Column] = []
    for key, item in pairs:  # type: ignore[attr-defined]
        parts += [literal_column(key, substrait.key), literal_column(item, substrait.value)]
    return F.create_map(*parts)


def _struct(value: object, substrait: t.Struct) -> Column:
    if not isinstance(value, Sequence):
        raise Unsupported(f"struct literal of {substrait} from {value!r}")
    names = struct_field_names(substrait)
    return F.struct(
        *[
            literal_column(item, field).alias(name)
            for item, field, name in zip(value, substrait.fields, names, strict=True)
        ]
    )
