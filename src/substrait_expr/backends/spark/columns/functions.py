"""The Spark function table: every impl of the official extensions has either
a builder (``SUPPORTED``) or a reason it cannot be run on Spark
(``UNSUPPORTED``). Keys are ``(extension URN, signature compound name)``.

Each area module fills its own `FunctionTable`; this module merges them, and
the merge refuses an impl listed twice. A test checks that every impl of the
loaded YAMLs is in exactly one of the two tables.
"""

from __future__ import annotations

from substrait_expr.backends.spark.columns import (
    aggregates,
    arithmetic,
    comparison,
    datetime,
    decimal,
    lists,
    logarithmic,
    rounding,
    strings,
    unsigned,
    unsupported,
    variant,
)
from substrait_expr.backends.spark.columns.spec import FunctionSpec, FunctionTable, ImplKey

__all__ = ["SUPPORTED", "TABLE", "UNSUPPORTED"]

TABLE = FunctionTable()
for _module in (
    arithmetic,
    comparison,
    decimal,
    rounding,
    logarithmic,
    strings,
    datetime,
    lists,
    unsigned,
    aggregates,
    variant,
    unsupported,
):
    TABLE.merge(_module.TABLE)

SUPPORTED: dict[ImplKey, FunctionSpec] = TABLE.supported
UNSUPPORTED: dict[ImplKey, str] = TABLE.unsupported
