"""The pyspark functions the expression builders call, in one of two modes.

Normally ``F`` and ``Window`` are pyspark's own: on a classic session every
call is a JVM round trip. Inside ``text_lowering()`` they are Spark Connect's,
which build a plain Python tree (no session, no JVM); ``sql_text`` prints that
tree as one SQL string for ``F.expr``. The builders do not know which mode
they run in: both APIs take and return ``pyspark.sql.Column`` values.
The modes themselves are fields of one `options.LoweringOptions`; the
functions here set and read them.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Iterator
from contextlib import AbstractContextManager
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pyspark.errors.utils as _pyspark_errors
from pyspark.sql import Column

from substrait_expr.backends.spark.columns.options import (
    AnsiRun,
    LoweringOptions,
    current,
    using,
)

__all__ = [
    "F",
    "Window",
    "ansi_asked",
    "ansi_mode",
    "ansi_overflow_checks",
    "in_lowering",
    "lowering_ansi",
    "plan_checks_ansi",
    "session_ansi",
    "sql_column",
    "templating",
    "templating_mode",
    "text_lowering",
    "text_mode",
]


@contextlib.contextmanager
def text_lowering() -> Iterator[None]:
    """Build expressions with Spark Connect's local functions meanwhile.

    pyspark records the Python call site of every Column operation for its
    error messages where DataFrame debugging is on (a Connect server's
    default): a stack walk and a failed ``import IPython`` per operation,
    about 0.5 ms per expression. The tree built here is only printed, and
    its call sites would name this package, so recording is off meanwhile."""
    previous = getattr(_pyspark_errors, "_enable_debugging_cache", None)
    _pyspark_errors._enable_debugging_cache = False  # type: ignore[assignment]
    try:
        with using(current().replace(text=True)):
            yield
    finally:
        _pyspark_errors._enable_debugging_cache = previous


def text_mode() -> bool:
    """Whether ``F`` builds Spark Connect's local trees (``text_lowering``)."""
    return current().text


def templating(consulted: list[bool]) -> AbstractContextManager[LoweringOptions]:
    """Within this block a template is learnt: `sharing.once` binds nothing
    (the template's user decides per argument), and each question for the
    session's ANSI mode is recorded in ``consulted`` (the learning run's own
    list)."""
    return using(current().replace(consulted=consulted))


def templating_mode() -> bool:
    """Whether a template is being learnt (see `templating`)."""
    return current().consulted is not None


def ansi_mode(
    enabled: bool | None = None, spark: Any = None, *, checked: bool = False
) -> AbstractContextManager[None]:
    """Within this block, ``ansi_overflow_checks`` answers ``enabled``, or
    (None) reads the setting of ``spark`` (default: the active session) once,
    when first asked: text that reads the same in both modes asks nothing.
    ``checked`` (with ``enabled`` true): each expression lowered in the
    block that relies on ANSI mode checks, when Spark analyses it, that the
    mode is still on (``plan_checks_ansi``)."""
    return _AnsiMode(enabled, spark, checked)


class _AnsiMode:
    """`ansi_mode`'s block; a class, not a generator: it opens every lowering."""

    __slots__ = ("_outer", "_run", "_using")

    def __init__(self, enabled: bool | None, spark: Any, checked: bool) -> None:
        self._run = AnsiRun(enabled, spark, checked and bool(enabled))
        self._outer: AnsiRun | None = None
        self._using: using | None = None

    def __enter__(self) -> None:
        options = current()
        self._outer = options.ansi
        if self._run.enabled is None and self._outer is not None:
            return  # an enclosing lowering (a whole plan) asks the session once
        self._using = using(options.replace(ansi=self._run))
        self._using.__enter__()

    def __exit__(self, *exc: object) -> None:
        if self._using is None:
            return
        self._using.__exit__(*exc)
        if self._outer is not None and self._run.asked:
            self._outer.asked = True  # the enclosing lowering depends on the mode too


def ansi_overflow_checks() -> bool:
    """True where Spark itself raises on int/bigint overflow, so an
    ``overflow:ERROR`` guard would only repeat its check."""
    options = current()
    if options.consulted is not None:
        options.consulted.append(True)  # the template holds for this mode only
    run = options.ansi
    if run is None:
        return False  # outside a lowering: guard, whatever the session says
    run.asked = True
    if run.enabled is None:
        run.enabled = lowering_ansi(run.spark)
    return bool(run.enabled)


def ansi_asked() -> bool:
    """Whether the lowering in progress (``ansi_mode``) depends on the ANSI mode."""
    run = current().ansi
    return run is not None and run.asked


def plan_checks_ansi() -> bool:
    """Whether the enclosing lowering (a plan on Spark Connect, lowered for
    ANSI mode on) wants each expression that relies on ANSI mode to check,
    when the server analyses it, that the mode is still on: the server parses
    the plan's text then, with the setting of that moment."""
    run = current().ansi
    return run is not None and run.checked


def in_lowering() -> bool:
    """Whether an enclosing ``ansi_mode`` (a whole plan's lowering) is open."""
    return current().ansi is not None


def lowering_ansi(spark: Any = None) -> bool:
    """Whether lowering for ``spark`` (default: the active session) may leave
    overflow and cast checks to ANSI mode: the session's setting on a classic
    session, where ``F.expr`` and ``spark.sql`` parse the text at once and
    Spark fixes the mode then. Never on Spark Connect: the server parses the
    text when it analyses the DataFrame, with the setting of that moment, so
    a Column built with ANSI on and used after it was switched off would
    wrap on overflow. Guarded text means the same either way."""
    from pyspark.sql.utils import is_remote

    from substrait_expr.backends.spark.session import is_connect

    if is_remote() or (spark is not None and is_connect(spark)):
        return False
    return session_ansi(spark)


def session_ansi(spark: Any = None) -> bool:
    """``spark.sql.ansi.enabled`` of ``spark``, or of the active session."""
    from pyspark.sql import SparkSession

    # The classic session is known on the Python side; asking the JVM for the
    # active session would be two more round trips per expression.
    if spark is None:
        spark = SparkSession._activeSession or SparkSession.getActiveSession()
    if spark is None:
        return False
    # No default argument: it would replace Spark's own default (true in Spark 4).
    value = spark.conf.get("spark.sql.ansi.enabled")
    return str(value).strip().lower() == "true"


# The JVM's ``functions.expr`` of the gateway last used: pyspark's ``F.expr``
# looks the class and the method up on every call, three round trips where
# calling the method is one.
_JVM_EXPR: list[Any] = [None, None]  # [jvm view, its functions.expr]


def sql_column(text: str) -> Column:
    """``F.expr(text)``, in one JVM round trip on a classic session."""
    from pyspark import SparkContext
    from pyspark.sql.utils import is_remote

    if is_remote():
        # Connect builds it locally: its own function, not pyspark's, which
        # asks again whether the session is remote.
        return F._function("expr", 1)(text)  # type: ignore[attr-defined,no-any-return]
    context = SparkContext._active_spark_context
    if context is None or context._jvm is None:
        return F.expr(text)  # no session: F.expr's own error
    jvm = context._jvm
    if _JVM_EXPR[0] is not jvm:
        _JVM_EXPR[:] = [jvm, getattr(jvm, "org.apache.spark.sql.functions").expr]
    return Column(_JVM_EXPR[1](text))


class _Switch:
    """A module stand-in: attributes come from ``tree`` or ``text`` by mode."""

    def __init__(self, tree: str, text: str, attribute: str | None = None) -> None:
        self._names = (tree, text)
        self._attribute = attribute
        self._modules: list[Any] = [None, None]

    def _target(self) -> Any:
        return self._module(1 if current().text else 0)

    def _module(self, index: int) -> Any:
        target = self._modules[index]
        if target is None:
            module: ModuleType = importlib.import_module(self._names[index])
            target = module if self._attribute is None else getattr(module, self._attribute)
            self._modules[index] = target
        return target

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._target(), name)
        if not callable(value):
            return value
        found: list[Any] = [None, None]  # the function per mode, once looked up

        # Late-bound, so that tables built at import (``{"cos": F.cos}``)
        # follow the mode of each call.
        def call(*args: Any, **kwargs: Any) -> Any:
            index = 1 if current().text else 0
            function = found[index]
            if function is None:
                function = found[index] = self._function(name, index)
            return function(*args, **kwargs)

        call.__name__ = name
        setattr(self, name, call)
        return call

    def _function(self, name: str, index: int) -> Any:
        function = getattr(self._module(index), name)
        if index == 1 and getattr(function, "__code__", None) is _ORIGIN_WRAPPER:
            # Spark Connect's functions record their Python call site for
            # error messages; a tree that is only printed needs none, and the
            # wrapper's imports and checks were a seventh of printing a plan.
            function = function.__wrapped__
        return function


# The code of pyspark.errors.utils._with_origin's wrapper (Spark Connect's functions).
_ORIGIN_WRAPPER = _pyspark_errors._with_origin(len).__code__


if TYPE_CHECKING:
    from pyspark.sql import Window
    from pyspark.sql import functions as F
else:
    F = _Switch("pyspark.sql.functions", "pyspark.sql.connect.functions")
    Window = _Switch("pyspark.sql.window", "pyspark.sql.connect.window", "Window")
