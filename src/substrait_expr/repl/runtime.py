"""The REPL's Spark session: started lazily in a background thread, jobs that Ctrl-C cancels.

Nothing here imports pyspark until a session is asked for, so the prompt
appears before Spark (seconds of JVM start-up) is ready.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

__all__ = [
    "JobCancelled",
    "SparkJobFailed",
    "SparkRuntime",
    "SparkUnavailable",
    "spark_error_types",
    "spark_message",
]

_Result = TypeVar("_Result")
# How often a waiting main thread wakes up, so that Ctrl-C reaches it promptly.
_POLL_SECONDS = 0.05


class SparkUnavailable(RuntimeError):
    """Spark could not be started; the message says why."""


class SparkJobFailed(RuntimeError):
    """A Spark job failed (bad data, an analysis error); the message is Spark's, shortened."""


class JobCancelled(RuntimeError):
    """The user pressed Ctrl-C while a Spark job (or Spark's start) was running."""


def spark_error_types() -> tuple[type[BaseException], ...]:
    """The exceptions Spark raises for a failed query (analysis, runtime, Connect)."""
    from substrait_expr.backends.spark.session import spark_error_types as types

    return types()


class SparkRuntime:
    """One Spark session for the REPL, made on first need.

    ``remote`` (``sc://host:15002``) selects Spark Connect, otherwise a classic
    local session on ``master``. With ``log_path``, the JVM's console output
    (start-up warnings, logged task failures) goes to that file instead of
    the terminal, where it would garble the prompt.
    """

    def __init__(
        self,
        master: str = "local[*]",
        remote: str | None = None,
        *,
        log_path: Path | None = None,
    ) -> None:
        self.master = master
        self.remote = remote
        self.log_path = log_path
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._session: Any = None
        self._failure: str | None = None
        self._owned = True

    @classmethod
    def attached(cls, session: Any) -> SparkRuntime:
        """A runtime over an existing session (an application's, a test's); ``stop``
        leaves that session running."""
        runtime = cls(remote=None)
        runtime._session = session
        runtime._owned = False
        runtime._thread = threading.current_thread()
        runtime._ready.set()
        return runtime

    @property
    def started(self) -> bool:
        return self._thread is not None

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    @property
    def target(self) -> str:
        return self.remote if self.remote is not None else self.master

    def start(self) -> None:
        """Begin starting Spark in a background thread (once)."""
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._start, name="substrait-expr-spark", daemon=True
                )
                self._thread.start()

    def session(self) -> Any:
        """The session, waiting for it to start; Ctrl-C stops waiting (``JobCancelled``)."""
        self.start()
        try:
            while not self._ready.wait(_POLL_SECONDS):
                continue
        except KeyboardInterrupt:
            raise JobCancelled("cancelled while Spark was starting") from None
        if self._failure is not None:
            raise SparkUnavailable(self._failure)
        return self._session

    def run(self, job: Callable[[], _Result]) -> _Result:
        """Run ``job`` (which calls Spark) in a worker thread; Ctrl-C cancels Spark's jobs.

        Exceptions from ``job`` are raised here; a cancelled run raises ``JobCancelled``.
        """
        session = self.session()
        outcome: list[_Result] = []
        failure: list[BaseException] = []
        done = threading.Event()

        def work() -> None:
            try:
                outcome.append(job())
            except BaseException as error:  # handed to the waiting thread, raised there
                failure.append(error)
            finally:
                done.set()

        threading.Thread(target=work, name="substrait-expr-job", daemon=True).start()
        try:
            while not done.wait(_POLL_SECONDS):
                continue
        except KeyboardInterrupt:
            self._cancel(session)
            done.wait()
            raise JobCancelled("cancelled") from None
        if failure:
            error = failure[0]
            if isinstance(error, spark_error_types()):
                raise SparkJobFailed(spark_message(error)) from error
            raise error
        return outcome[0]

    def stop(self) -> None:
        """Stop the session if it started; a start still under way is abandoned."""
        if self._owned and self._ready.is_set() and self._session is not None:
            self._session.stop()

    # -- internals ------------------------------------------------------------

    def _start(self) -> None:
        try:
            with self._console_to_log():
                self._session = self._make_session()
            _quiet_query_loggers()
        except Exception as error:  # reported to whoever asks for the session
            self._failure = f"Spark did not start ({self.target}): {_first_line(error)}"
        finally:
            self._ready.set()

    def _make_session(self) -> Any:
        from substrait_expr.backends.spark.session import local_session, remote_session

        if self.remote is not None:
            return remote_session(self.remote, app_name="substrait-expr-repl")
        return local_session(self.master, app_name="substrait-expr-repl")

    @contextlib.contextmanager
    def _console_to_log(self) -> Iterator[None]:
        """While the JVM starts, point file descriptor 2 at the log file; the
        JVM keeps it, Python gets its own stderr back afterwards."""
        if self.log_path is None:
            yield
            return
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        saved = os.dup(2)
        try:
            with open(self.log_path, "ab") as log:
                os.dup2(log.fileno(), 2)
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)

    @staticmethod
    def _cancel(session: Any) -> None:
        from substrait_expr.backends.spark.session import is_connect

        if is_connect(session):
            session.interruptAll()
        else:
            session.sparkContext.cancelAllJobs()


# Spark appends the query plan, the DataFrame call site and the JVM stack trace.
_TRAILERS = ("==", "JVM stacktrace", "\tat ", "at org.", "Caused by")
_MAX_MESSAGE_LINES = 6


def spark_message(error: BaseException) -> str:
    """The part of a Spark error message people read: up to the plan or stack trace."""
    from substrait_expr.diagnostics import wrap_line

    kept: list[str] = []
    for line in str(error).strip().splitlines():
        if not line.strip() or line.lstrip().startswith(_TRAILERS):
            break
        kept.extend(wrap_line(line.rstrip()))  # Spark's one long line, as terminals show it
        if len(kept) >= _MAX_MESSAGE_LINES:
            break
    return "\n".join(kept) if kept else type(error).__name__


def _quiet_query_loggers() -> None:
    """pyspark logs every failed query with its context, as JSON on stderr; the REPL
    shows the error itself, once."""
    from substrait_expr.backends.spark.session import quiet_query_loggers

    quiet_query_loggers()


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
