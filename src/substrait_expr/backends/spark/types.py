"""Substrait types as Spark ``DataType`` values.

Spark has fewer types than Substrait, so some choices are made here:

* ``varchar<L>`` and ``fixedchar<L>`` are Spark strings (Spark only keeps
  char/varchar lengths in table schemas, not in expressions);
  ``fixedbinary<L>`` is ``binary``.
* Timestamps, times and day intervals hold microseconds in Spark, so
  precisions above 6 are unsupported. ``precision_timestamp`` (no zone) is
  ``timestamp_ntz``; ``precision_timestamp_tz`` (an instant) is ``timestamp``.
* The unsigned integers of the ``unsigned_integers`` extension are held in
  the next wider signed type (``u!u8`` → ``smallint``, ``u!u16`` → ``int``,
  ``u!u32`` → ``bigint``, ``u!u64`` → ``decimal(20,0)``), which represents
  every value exactly; the builders keep results inside the unsigned range.
* ``variant`` (the package's extension type) is Spark 4's ``VariantType``,
  both ways.
* A struct's Spark field names are its Substrait names when it has them,
  else ``f0``, ``f1``, ... (Substrait structs are positional).
* Nested values (list elements, map values, struct fields) are always
  nullable in the Spark type: Spark cannot cast to a non-nullable nested type,
  and nullability is Substrait's type information, not a runtime check.
"""

from __future__ import annotations

from typing import Any

from pyspark.sql import types as st

from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.identity_cache import IdentityCache
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import Field, Schema, SchemaError

MAX_SPARK_TIME_PRECISION = 6

_SIMPLE: dict[type[t.Type], st.DataType] = {
    t.Boolean: st.BooleanType(),
    t.I8: st.ByteType(),
    t.I16: st.ShortType(),
    t.I32: st.IntegerType(),
    t.I64: st.LongType(),
    t.FP32: st.FloatType(),
    t.FP64: st.DoubleType(),
    t.String: st.StringType(),
    t.VarChar: st.StringType(),
    t.FixedChar: st.StringType(),
    t.Binary: st.BinaryType(),
    t.FixedBinary: st.BinaryType(),
    t.Date: st.DateType(),
    t.Timestamp: st.TimestampNTZType(),
    t.TimestampTZ: st.TimestampType(),
    t.IntervalYear: st.YearMonthIntervalType(),
}

# Unsigned integer user types (extension ``unsigned_integers``): their Spark
# carrier type and their value range.
UNSIGNED_URN = "extension:io.substrait:unsigned_integers"
UNSIGNED: dict[str, tuple[st.DataType, int]] = {
    "u8": (st.ShortType(), 2**8 - 1),
    "u16": (st.IntegerType(), 2**16 - 1),
    "u32": (st.LongType(), 2**32 - 1),
    "u64": (st.DecimalType(20, 0), 2**64 - 1),
}


def spark_type(substrait: t.Type) -> st.DataType:
    """The Spark type that holds values of ``substrait``; raises `Unsupported`."""
    simple = _SIMPLE.get(type(substrait))
    if simple is not None:
        return simple
    if isinstance(substrait, t.Decimal):
        return st.DecimalType(substrait.precision, substrait.scale)
    if isinstance(substrait, t.PrecisionTimestamp | t.PrecisionTimestampTZ):
        _check_precision(substrait, substrait.precision)
        tz = isinstance(substrait, t.PrecisionTimestampTZ)
        return st.TimestampType() if tz else st.TimestampNTZType()
    if isinstance(substrait, t.IntervalDay):
        _check_precision(substrait, substrait.precision)
        return st.DayTimeIntervalType()
    if isinstance(substrait, t.PrecisionTime):
        _check_precision(substrait, substrait.precision)
        return st.TimeType(substrait.precision)
    if isinstance(substrait, t.Time):
        return st.TimeType(MAX_SPARK_TIME_PRECISION)
    return _compound_type(substrait)


def _compound_type(substrait: t.Type) -> st.DataType:
    if isinstance(substrait, t.List):
        element = substrait.element
        return st.ArrayType(spark_type(element), containsNull=True)
    if isinstance(substrait, t.Map):
        return st.MapType(spark_type(substrait.key), spark_type(substrait.value), True)
    if isinstance(substrait, t.Struct):
        names = struct_field_names(substrait)
        return st.StructType(
            [
                st.StructField(name, spark_type(field), True)
                for name, field in zip(names, substrait.fields, strict=True)
            ]
        )
    if t.is_variant(substrait):
        return st.VariantType()
    if isinstance(substrait, t.UserDefined):
        carrier = UNSIGNED.get(substrait.type_name)
        if carrier is not None:
            return carrier[0]
        raise Unsupported(f"Spark has no representation for the user-defined type {substrait}")
    if isinstance(substrait, t.IntervalCompound):
        raise Unsupported(
            "Spark cannot hold interval_compound values in the public column API "
            "(its calendar intervals cannot be collected or compared)"
        )
    if isinstance(substrait, t.UUID):
        raise Unsupported("Spark has no uuid type")
    raise Unsupported(f"type {substrait} has no Spark equivalent")


def struct_field_names(struct: t.Struct) -> tuple[str, ...]:
    """The Spark field names of a struct type."""
    if struct.names is not None:
        return struct.names
    return tuple(f"f{i}" for i in range(len(struct.fields)))


def _check_precision(substrait: t.Type, precision: int) -> None:
    if precision > MAX_SPARK_TIME_PRECISION:
        raise Unsupported(
            f"Spark holds microseconds; {substrait} needs precision {precision} (more than 6)"
        )


def is_unsigned(substrait: t.Type) -> bool:
    return isinstance(substrait, t.UserDefined) and substrait.type_name in UNSIGNED


def unsigned_max(substrait: t.Type) -> int:
    assert isinstance(substrait, t.UserDefined)
    return UNSIGNED[substrait.type_name][1]


# --------------------------------------------------------------------------- Spark → Substrait


def schema_from_spark(struct_type: Any) -> Schema:
    """A ``pyspark.sql.types.StructType`` as a Schema, keeping field nullability.
    Spark's ``TimestampType`` (microseconds, session time zone) becomes
    ``precision_timestamp_tz<6>`` and ``TimestampNTZType``
    ``precision_timestamp<6>``."""
    if not isinstance(struct_type, st.StructType):
        raise SchemaError(f"expected a pyspark StructType, got {type(struct_type).__name__}")
    # A DataFrame keeps its StructType (pyspark caches ``schema``), and a plan
    # run converts the schema of every read.
    known = _CONVERTED.get(struct_type)
    if known is not None and len(known) == len(struct_type.fields):
        return known  # (StructType.add appends in place: a changed length is a new schema)
    schema = Schema(
        tuple(
            Field(f.name, _from_spark(f.dataType, f.name).with_nullable(f.nullable))
            for f in struct_type.fields
        )
    )
    return _CONVERTED.put(struct_type, schema)


_CONVERTED: IdentityCache[Schema] = IdentityCache(256)

_SIMPLE_FROM_SPARK: tuple[tuple[type[Any], t.Type], ...] = (
    (st.BooleanType, t.Boolean()),
    (st.ByteType, t.I8()),
    (st.ShortType, t.I16()),
    (st.IntegerType, t.I32()),
    (st.LongType, t.I64()),
    (st.FloatType, t.FP32()),
    (st.DoubleType, t.FP64()),
    (st.BinaryType, t.Binary()),
    (st.DateType, t.Date()),
    (st.TimestampType, t.PrecisionTimestampTZ(6)),
    (st.TimestampNTZType, t.PrecisionTimestamp(6)),
    (st.YearMonthIntervalType, t.IntervalYear()),
    (st.DayTimeIntervalType, t.IntervalDay(6)),
)


def _from_spark(data_type: Any, where: str) -> t.Type:
    # Checked before StringType so that a version deriving them from it still maps them.
    if isinstance(data_type, st.CharType):
        return t.FixedChar(data_type.length)
    if isinstance(data_type, st.VarcharType):
        return t.VarChar(data_type.length)
    if isinstance(data_type, st.StringType):
        return t.String()
    if isinstance(data_type, st.VariantType):
        return t.UserDefined(t.VARIANT_NAME)
    for spark_class, substrait_type in _SIMPLE_FROM_SPARK:
        if isinstance(data_type, spark_class):
            return substrait_type
    return _from_spark_compound(data_type, where)


def _from_spark_compound(data_type: Any, where: str) -> t.Type:
    if isinstance(data_type, st.DecimalType):
        return t.Decimal(data_type.precision, data_type.scale)
    time_type = getattr(st, "TimeType", None)  # Spark 4.1+
    if time_type is not None and isinstance(data_type, time_type):
        return t.PrecisionTime(data_type.precision)
    if isinstance(data_type, st.ArrayType):
        element = _from_spark(data_type.elementType, f"{where}[]")
        return t.List(element.with_nullable(data_type.containsNull))
    if isinstance(data_type, st.MapType):
        key = _from_spark(data_type.keyType, f"{where} key")
        value = _from_spark(data_type.valueType, f"{where} value")
        return t.Map(key, value.with_nullable(data_type.valueContainsNull))
    if isinstance(data_type, st.StructType):
        fields = tuple(
            _from_spark(f.dataType, f"{where}.{f.name}").with_nullable(f.nullable)
            for f in data_type.fields
        )
        return t.Struct(fields, tuple(f.name for f in data_type.fields))
    raise SchemaError(
        f"field {where!r}: Spark type {data_type.simpleString()} has no Substrait type"
    )
