"""Spark data types, as Catalyst's JSON writes them (``"long"``,
``"decimal(15,2)"``, ``{"type": "struct", ...}``), as Substrait types: the
same map that `backends.spark.types.schema_from_spark` applies to a
DataFrame's schema, so the two directions cannot drift."""

from __future__ import annotations

import functools
import json
from typing import Any

from pyspark.sql import types as st

from substrait_expr.backends.spark.from_spark.errors import FromSparkError
from substrait_expr.backends.spark.types import schema_from_spark
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import SchemaError

__all__ = ["substrait_type"]


def substrait_type(data_type: Any, nullable: bool, where: str = "") -> t.Type:
    """The Substrait type of a Catalyst ``dataType`` field."""
    key = data_type if isinstance(data_type, str) else json.dumps(data_type, sort_keys=True)
    return _convert(key, where).with_nullable(nullable)


@functools.lru_cache(maxsize=512)
def _convert(key: str, where: str) -> t.Type:
    try:
        value = json.loads(key) if key[:1] in "{[" else key
        spark = st._parse_datatype_json_value(value)
        schema = schema_from_spark(st.StructType([st.StructField("_", spark, True)]))
    except (SchemaError, ValueError) as error:
        raise FromSparkError(where or "type", f"Spark type {key}: {error}", "DataType") from None
    return schema.fields[0].type
