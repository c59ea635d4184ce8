"""Creating Spark sessions for running compiled expressions.

``local_session`` starts (or reuses) a classic in-process session tuned for
small, interactive work: no UI, no progress bar, quiet logs and few shuffle
partitions. ``remote_session`` connects to Spark Connect; ``"local[2]"``
starts a local Connect server in-process (needs the ``pyspark[connect]`` extra).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any

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
    # Spark's SQL parser (ANTLR) keeps a prediction cache that grows with every
    # new shape of SQL text it reads and is never released by default; lowering
    # sends it one text per expression, and a long session's heap fills up (a
    # test run reached 250 MB of it, then AGGREGATE_OUT_OF_MEMORY). Flushed
    # past 10% of the driver's memory.
    "spark.sql.parser.manageParserCaches": "true",
    "spark.sql.parser.parserDfaCacheFlushRatio": "10",
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
    # The server's owner decides how its parser spends memory.
    "spark.sql.parser.manageParserCaches",
    "spark.sql.parser.parserDfaCacheFlushRatio",
}


def local_session(
    master: str = "local[*]",
    *,
    app_name: str = "substrait-expr",
    config: Mapping[str, str] | None = None,
    log_level: str = DEFAULT_LOG_LEVEL,
    jvm_log: str | None = None,
    failure_traces: bool = False,
) -> SparkSession:
    """A classic local session (reused if one is already active).

    A failed query raises its exception, which carries Spark's message; by
    default nothing else reports it (``quiet_failure_logs``). With
    ``failure_traces`` pyspark and the JVM also log each failure with its
    whole stack trace, as Spark does by default.

    With ``jvm_log`` (a file path), a JVM started here writes its own output
    there instead of the terminal: the JVM's warnings, Spark's log lines
    before the log level is set, and task failures Spark also reports as the
    query's error (the CLI's default; ``--verbose`` shows them).

    For a standalone ``spark://`` master, a master that accepts no
    connections within ``$SUBSTRAIT_EXPR_MASTER_TIMEOUT`` seconds (10 by
    default) is an ``EngineError`` naming it, instead of Spark's minute of
    registration retries followed by a Java stack trace."""
    if master.startswith("spark://"):
        _wait_for_master(master, float(os.environ.get(MASTER_TIMEOUT_VARIABLE) or 10))
    settings = {**QUIET_SETTINGS, **(config or {})}
    logged = jvm_log is not None and _start_quietly(master, app_name, settings, jvm_log)
    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in settings.items():
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel(log_level)
    if failure_traces:
        quiet_query_loggers(False)
    else:
        # A JVM started here writing to a log file keeps the traces there.
        quiet_failure_logs(spark, jvm=not logged)
    return spark


def _start_quietly(master: str, app_name: str, settings: Mapping[str, str], log: str) -> bool:
    """Start the JVM (unless one runs) with its stdout and stderr in ``log``;
    whether it started here."""
    from pyspark import SparkConf, SparkContext
    from pyspark.java_gateway import launch_gateway

    if SparkContext._active_spark_context is not None:
        return False
    conf = SparkConf().setMaster(master).setAppName(app_name).setAll(list(settings.items()))
    with open(log, "ab") as stream:
        try:
            gateway = launch_gateway(  # type: ignore[no-untyped-call]
                conf, popen_kwargs={"stdout": stream, "stderr": stream}
            )
        except Exception as error:  # Java missing or failing: what it said is in the log
            from substrait_expr.plan.errors import EngineError, PlanProblem

            with open(log, "rb") as written:
                said = written.read()[-2000:].decode("utf-8", "replace").strip()
            raise EngineError(
                [PlanProblem("--master", f"Spark did not start: {error}\n{said}")]
            ) from None
    SparkContext(conf=conf, gateway=gateway)
    return True


# How long a Spark Connect client keeps retrying an unreachable server (seconds);
# unset: pyspark's own policy (about 10 minutes).
CONNECT_TIMEOUT_VARIABLE = "SUBSTRAIT_EXPR_CONNECT_TIMEOUT"


MASTER_TIMEOUT_VARIABLE = "SUBSTRAIT_EXPR_MASTER_TIMEOUT"


def _wait_for_master(master: str, timeout: float) -> None:
    """Return once one of the master's ``host:port`` accepts a connection."""
    import socket
    import time

    addresses = [a for a in master.removeprefix("spark://").split(",") if a]
    deadline = time.monotonic() + timeout
    while True:
        for address in addresses:
            host, _, port = address.rpartition(":")
            try:
                with socket.create_connection((host, int(port)), timeout=1):
                    return
            except (OSError, ValueError):
                pass
        if time.monotonic() >= deadline:
            break
        time.sleep(0.2)
    from substrait_expr.plan.errors import EngineError, PlanProblem

    raise EngineError(
        [
            PlanProblem(
                "--master",
                f"lost the Spark master {master}: nothing accepts "
                f"connections there (waited {timeout:g}s)",
            )
        ]
    )


def remote_session(
    url: str = "local[2]",
    *,
    app_name: str = "substrait-expr",
    config: Mapping[str, str] | None = None,
    timeout: float | None = None,
    failure_traces: bool = False,
) -> SparkSession:
    """A Spark Connect session: ``sc://host:15002``, or ``local[N]`` for an
    in-process Connect server. ``failure_traces`` as for ``local_session``
    (the JVM's own logs are the server's, except for an in-process one).

    ``timeout`` (seconds; default ``$SUBSTRAIT_EXPR_CONNECT_TIMEOUT``, else
    pyspark's own retry policy of about 10 minutes) bounds how long a call
    keeps retrying a server that went away, from the first call on."""
    if timeout is None and os.environ.get(CONNECT_TIMEOUT_VARIABLE):
        timeout = float(os.environ[CONNECT_TIMEOUT_VARIABLE])
    if url.startswith("local"):
        url = local_connect_server(url, {**QUIET_SETTINGS, **(config or {})})
        from pyspark import SparkContext

        context = SparkContext._active_spark_context
        if context is not None:  # the server's JVM is this process's: as local_session's
            context.setLogLevel(DEFAULT_LOG_LEVEL)
            if not failure_traces:
                _quiet_jvm_failure_logs(context._jvm)
    quiet_query_loggers(not failure_traces)
    from pyspark.sql.connect.session import SparkSession as ConnectSession

    # What pyspark's own builder sets: functions build Connect Columns from now on.
    os.environ["SPARK_CONNECT_MODE_ENABLED"] = "1"
    # A Connect session is typed apart from the classic one; callers take either.
    builder: Any = ConnectSession.builder.remote(url).appName(app_name)
    for key, value in {**QUIET_SETTINGS, **(config or {})}.items():
        if key not in _STATIC:  # fixed when the server starts
            builder = builder.config(key, value)
    if timeout is None or not url.startswith("sc://"):
        return _bounded(builder.getOrCreate(), timeout)
    # A new session sends its settings on creation: bound the retries first.
    first: Any = ConnectSession.builder.remote(url).getOrCreate()
    _bounded(first, timeout)
    session: SparkSession = builder.getOrCreate()  # the same session; now applies the settings
    return session


def local_connect_server(master: str, config: Mapping[str, str] | None = None) -> str:
    """Start a Spark Connect server in this process on ``master`` (``local[N]``)
    and return its ``sc://`` URL. pyspark's own ``remote("local[N]")`` binds
    port 15002, so two processes on one machine (two users, two test workers)
    collide; this one binds a free port. ``config`` is the server's Spark
    configuration (static settings such as JVM options included)."""
    import socket
    import uuid

    from pyspark import SparkConf, SparkContext

    if SparkContext._active_spark_context is not None:
        raise RuntimeError("a Spark context already runs in this process: one server per process")
    with socket.socket() as probe:  # a port free now; the server binds it right after
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # The client of this process authenticates with the token the server reads.
    os.environ.setdefault("SPARK_CONNECT_AUTHENTICATE_TOKEN", str(uuid.uuid4()))
    conf = SparkConf().setMaster(master).setAll(list((config or {}).items()))
    conf.setAll(
        [
            ("spark.plugins", "org.apache.spark.sql.connect.SparkConnectPlugin"),
            ("spark.connect.grpc.binding.port", str(port)),
            # as pyspark's in-process server: each session's artifacts apart
            ("spark.sql.artifact.isolation.enabled", "true"),
            ("spark.sql.artifact.isolation.alwaysApplyClassloader", "true"),
        ]
    )
    SparkSession(SparkContext.getOrCreate(conf))
    # As pyspark's own in-process server: this process is a Connect client now.
    os.environ["SPARK_CONNECT_MODE_ENABLED"] = "1"
    return f"sc://localhost:{port}"


def connect_retry_policy(timeout: float) -> object:
    """A Spark Connect retry policy whose waits add up to about ``timeout`` seconds."""
    from pyspark.sql.connect.client.retries import DefaultPolicy

    initial, multiplier, ceiling = 100, 2.0, 2000  # milliseconds
    waits, wait, budget = 0, float(initial), max(timeout, 0.0) * 1000
    total = 0.0
    while total + wait <= budget:
        total += wait
        waits += 1
        wait = min(wait * multiplier, ceiling)
    return DefaultPolicy(
        max_retries=waits,
        initial_backoff=initial,
        backoff_multiplier=multiplier,
        max_backoff=ceiling,
        jitter=0,
        recognize_server_retry_delay=False,
    )


def _bounded(spark: SparkSession, timeout: float | None) -> SparkSession:
    client = getattr(spark, "client", None)
    if timeout is not None and client is not None:
        client.set_retry_policies([connect_retry_policy(timeout)])
        # The error that follows says it; pyspark also warns, on stderr.
        import warnings

        warnings.filterwarnings("ignore", message=r"\[RETRIES_EXCEEDED\]")
    return spark


def is_connect(spark: SparkSession) -> bool:
    """Whether ``spark`` is a Spark Connect session."""
    return type(spark).__module__.startswith("pyspark.sql.connect")


def run_sql(spark: SparkSession, text: str) -> Any:
    """``spark.sql(text)``. On a classic session, one JVM round trip:
    pyspark's ``spark.sql`` first builds an empty argument array in the JVM,
    three more round trips per statement. pyspark converts the JVM's errors
    either way (its handler wraps every py4j call)."""
    if is_connect(spark):
        return spark.sql(text)
    from pyspark.sql.classic.dataframe import DataFrame

    return DataFrame(spark._jsparkSession.sql(text), spark)


def spark_error_types() -> tuple[type[BaseException], ...]:
    """The exceptions Spark raises for a failed query (analysis, runtime, Connect)."""
    from py4j.protocol import Py4JError  # type: ignore[import-untyped]
    from pyspark.errors import PySparkException

    return (PySparkException, Py4JError)


# pyspark's loggers that write each failed query, with the whole JVM stack
# trace, as one JSON line on stderr (pyspark.errors.exceptions.base).
QUERY_CONTEXT_LOGGERS = ("SQLQueryContextLogger", "DataFrameQueryContextLogger")
# The JVM's loggers that write a failed task's or write job's stack trace.
JVM_FAILURE_LOGGERS = (
    "org.apache.spark.executor.Executor",
    "org.apache.spark.scheduler.TaskSetManager",
    "org.apache.spark.sql.execution.datasources.FileFormatWriter",
    "org.apache.spark.internal.io.SparkHadoopWriter",
    "org.apache.spark.util.Utils",  # "Aborting task", with the failed write's trace
    "org.apache.spark.sql.connect.utils.ErrorUtils",
    "org.apache.spark.sql.connect.service.ErrorUtils",
)


def quiet_query_loggers(quiet: bool = True) -> None:
    """pyspark logs every failed query with its context, as JSON on stderr;
    callers that show the error themselves silence that (``quiet=False``:
    pyspark's own level again). A user who wants those lines back sets the
    loggers' level (``logging.getLogger("SQLQueryContextLogger").setLevel(
    logging.ERROR)``)."""
    from pyspark.logger import PySparkLogger

    for name in QUERY_CONTEXT_LOGGERS:
        PySparkLogger.getLogger(name).setLevel(logging.CRITICAL if quiet else logging.WARNING)


def quiet_failure_logs(spark: SparkSession, *, jvm: bool = True) -> None:
    """Report a failed query only through its exception: silence pyspark's
    query-context loggers and (``jvm``, a classic session) the JVM's loggers
    that print a failed task's stack trace (log4j level OFF for
    ``JVM_FAILURE_LOGGERS``). Spark's message stays in the exception."""
    quiet_query_loggers()
    if jvm and not is_connect(spark):
        _quiet_jvm_failure_logs(spark.sparkContext._jvm)


def _quiet_jvm_failure_logs(jvm: Any) -> None:
    configurator = jvm.org.apache.logging.log4j.core.config.Configurator
    off = jvm.org.apache.logging.log4j.Level.OFF
    for name in JVM_FAILURE_LOGGERS:
        configurator.setLevel(name, off)


def column_scope() -> object | None:
    """What a built Column is bound to: the classic SparkContext, or "connect"."""
    from pyspark import SparkContext
    from pyspark.sql.utils import is_remote

    if is_remote():
        return "connect"
    context: object | None = SparkContext._active_spark_context
    return context
