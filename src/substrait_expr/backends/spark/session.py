"""Creating Spark sessions for running compiled expressions.

``local_session`` starts (or reuses) a classic in-process session tuned for
small, interactive work: no UI, no progress bar, quiet logs and few shuffle
partitions. ``remote_session`` connects to Spark Connect; ``"local[2]"``
starts a local Connect server in-process (needs the ``pyspark[connect]`` extra).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from pyspark.sql import SparkSession

DRIVER_THREAD_STACK = "256m"  # reserved address space; pages are used only as needed

# Settings every session made here gets; callers may override any of them.
QUIET_SETTINGS: dict[str, str] = {
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "2",
    "spark.default.parallelism": "2",
    # Results must not depend on where the driver runs.
    "spark.sql.session.timeZone": "UTC",
    # Without this pyspark records the Python call site of every Column
    # function (several JVM round trips each), which dominates build time.
    "spark.python.sql.dataFrameDebugging.enabled": "false",
    # precision_time maps to Spark's TIME type, still behind a flag in Spark 4.x.
    "spark.sql.timeType.enabled": "true",
    # Spark's SQL parser and analyzer recurse per level of expression nesting;
    # the JVM's default 1 MB thread stacks overflow near 500 levels.
    "spark.driver.extraJavaOptions": f"-Xss{DRIVER_THREAD_STACK}",
}
DEFAULT_LOG_LEVEL = "ERROR"
# Static settings: a Spark Connect client cannot change them.
_STATIC = {
    "spark.ui.enabled",
    "spark.ui.showConsoleProgress",
    "spark.default.parallelism",
    "spark.python.sql.dataFrameDebugging.enabled",
    "spark.driver.extraJavaOptions",
}


def local_session(
    master: str = "local[*]",
    *,
    app_name: str = "substrait-expr",
    config: Mapping[str, str] | None = None,
    log_level: str = DEFAULT_LOG_LEVEL,
) -> SparkSession:
    """A classic local session (reused if one is already active)."""
    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in {**QUIET_SETTINGS, **(config or {})}.items():
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel(log_level)
    return spark


def remote_session(
    url: str = "local[2]",
    *,
    app_name: str = "substrait-expr",
    config: Mapping[str, str] | None = None,
) -> SparkSession:
    """A Spark Connect session: ``sc://host:15002``, or ``local[N]`` for an
    in-process Connect server."""
    builder = SparkSession.builder.remote(url).appName(app_name)
    for key, value in {**QUIET_SETTINGS, **(config or {})}.items():
        if key not in _STATIC:  # fixed when the server starts
            builder = builder.config(key, value)
    return builder.getOrCreate()


def is_connect(spark: SparkSession) -> bool:
    """Whether ``spark`` is a Spark Connect session."""
    return type(spark).__module__.startswith("pyspark.sql.connect")


def spark_error_types() -> tuple[type[BaseException], ...]:
    """The exceptions Spark raises for a failed query (analysis, runtime, Connect)."""
    from py4j.protocol import Py4JError  # type: ignore[import-untyped]
    from pyspark.errors import PySparkException

    return (PySparkException, Py4JError)


def quiet_query_loggers() -> None:
    """pyspark logs every failed query with its context, as JSON on stderr;
    callers that show the error themselves silence that."""
    from pyspark.logger import PySparkLogger

    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        PySparkLogger.getLogger(name).setLevel(logging.CRITICAL)


def column_scope() -> object | None:
    """What a built Column is bound to: the classic SparkContext, or "connect"."""
    from pyspark import SparkContext
    from pyspark.sql.utils import is_remote

    if is_remote():
        return "connect"
    context: object | None = SparkContext._active_spark_context
    return context
