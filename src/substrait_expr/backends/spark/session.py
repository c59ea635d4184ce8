"""Creating Spark sessions for running compiled expressions.

``local_session`` starts (or reuses) a classic in-process session tuned for
small, interactive work: no UI, no progress bar, quiet logs and few shuffle
partitions. ``remote_session`` connects to Spark Connect; ``"local[2]"``
starts a local Connect server in-process (needs the ``pyspark[connect]`` extra).
"""

from __future__ import annotations

from collections.abc import Mapping

from pyspark.sql import SparkSession

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
}
DEFAULT_LOG_LEVEL = "ERROR"
# Static settings: a Spark Connect client cannot change them.
_STATIC = {
    "spark.ui.enabled",
    "spark.ui.showConsoleProgress",
    "spark.default.parallelism",
    "spark.python.sql.dataFrameDebugging.enabled",
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
