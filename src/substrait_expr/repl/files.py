"""Where the REPL keeps its files: input history and Spark's console log,
each in the user's platform directory unless an environment variable names it."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["APP_NAME", "HISTORY_ENV", "SPARK_LOG_ENV", "history_path", "spark_log_path"]

APP_NAME = "substrait-expr"
HISTORY_ENV = "SUBSTRAIT_EXPR_HISTORY"
SPARK_LOG_ENV = "SUBSTRAIT_EXPR_SPARK_LOG"


def history_path() -> Path:
    """Where input history is kept: ``$SUBSTRAIT_EXPR_HISTORY`` or the user's data dir."""
    override = os.environ.get(HISTORY_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME)) / "history"


def spark_log_path() -> Path:
    """Where Spark's console output goes: ``$SUBSTRAIT_EXPR_SPARK_LOG`` or the user's log dir."""
    override = os.environ.get(SPARK_LOG_ENV)
    if override:
        return Path(override)
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP_NAME)) / "spark.log"
