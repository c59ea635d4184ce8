"""Spark Connect and ANSI mode: overflow checks left to Spark, safely.

With ``spark.sql.ansi.enabled`` on, Spark raises on integer and decimal
overflow itself, so ``overflow:ERROR`` needs no guard of ours. A classic
session fixes the mode when ``F.expr`` parses the text; a Connect server
parses a Column's text when it analyses the DataFrame, with the setting of
that moment. So a standalone ``to_column`` on Connect reads the setting
(at most once a second: each read is a round trip to the server), lowers
for it, and where the text relies on ANSI mode wraps it in ``coalesce(check,
text)``. ``check`` is NULL while ANSI mode is on and raises a clear error if it
was switched off in between, so the text never wraps silently. A plan on
Connect does the same (``plan_ansi_mode``): the setting is read once for the
plan, and each of its expressions that relies on ANSI mode is wrapped, so
the check travels with the expression whatever part of the plan Spark
analyses (a Column selected from the plan's DataFrame, a cached sub-plan). It tells the
modes apart by Spark's type coercion: ``'1' + 1`` is a bigint under ANSI
rules and a double under the legacy ones. Spark's optimizer folds the check
away; ``coalesce`` keeps the value's type and nullability.
"""

from __future__ import annotations

import time
from contextlib import AbstractContextManager
from typing import Any

from pyspark.sql import Column

from substrait_expr.backends.spark.columns.api import (
    F,
    ansi_mode,
    session_ansi,
    sql_column,
    text_lowering,
)
from substrait_expr.backends.spark.session import is_connect

__all__ = [
    "ANSI_STILL_ON",
    "READ_EVERY_SECONDS",
    "connect_ansi",
    "forget_connect_ansi",
    "plan_ansi_mode",
    "still_ansi",
    "still_ansi_sql",
]

# A CASE without ELSE rather than if(..., NULL, raise_error(...)): Spark
# analyses it in about two thirds of the time (0.35 ms against 0.5 ms a check
# on Connect, 2026-11-26).
ANSI_STILL_ON = (
    "CASE WHEN typeof('1' + 1) <> 'bigint' THEN raise_error('substrait-expr lowered this "
    "expression for spark.sql.ansi.enabled=true, leaving overflow checks to Spark, "
    "and the session has it off now: lower the expression again') END"
)

READ_EVERY_SECONDS = 1.0

# The Connect session last read, its setting, and when (time.monotonic).
_LAST: list[Any] = [None, False, 0.0]


def connect_ansi() -> bool:
    """The active Connect session's ``spark.sql.ansi.enabled``, read again
    when the last read is older than ``READ_EVERY_SECONDS`` or of another session."""
    from pyspark.sql.connect.session import SparkSession as ConnectSession

    spark = ConnectSession.getActiveSession()
    if spark is None:
        return False  # no session: guarded text, right in both modes
    now = time.monotonic()
    if _LAST[0] is not spark or now - _LAST[2] >= READ_EVERY_SECONDS:
        _LAST[:] = [spark, session_ansi(spark), now]
    return bool(_LAST[1])


def forget_connect_ansi() -> None:
    """Read the setting again at the next lowering (tests)."""
    _LAST[:] = [None, False, 0.0]


def still_ansi(column: Column) -> Column:
    """``column``, raising where the session's ANSI mode is off when it runs."""
    with text_lowering():  # Connect's own coalesce, without its call-site recording
        return F.coalesce(sql_column(ANSI_STILL_ON), column)


def still_ansi_sql(text: str) -> str:
    """`still_ansi` in Spark SQL, for a plan's statement."""
    return f"coalesce({ANSI_STILL_ON}, {text})"


def plan_ansi_mode(spark: Any) -> AbstractContextManager[None]:
    """The ``ansi_mode`` to lower a whole plan for ``spark`` in. Classic: the
    session's setting, read only if some expression asks. Connect: read now
    (one round trip per plan); with it on, overflow is left to Spark and each
    expression that relies on that checks it still holds (``still_ansi``)."""
    if not is_connect(spark):
        return ansi_mode(None, spark)
    enabled = session_ansi(spark)
    return ansi_mode(enabled, spark, checked=enabled)
