"""The pyspark functions the expression builders call, in one of two modes.

Normally ``F`` and ``Window`` are pyspark's own: on a classic session every
call is a JVM round trip. Inside ``text_lowering()`` they are Spark Connect's,
which build a plain Python tree (no session, no JVM); ``sql_text`` prints that
tree as one SQL string for ``F.expr``. The builders do not know which mode
they run in: both APIs take and return ``pyspark.sql.Column`` values.
"""

from __future__ import annotations

import contextlib
import contextvars
import importlib
from collections.abc import Iterator
from contextlib import AbstractContextManager
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pyspark.errors.utils as _pyspark_errors
from pyspark.sql import Column

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

_TEXT = contextvars.ContextVar("substrait_expr_text_lowering", default=False)


@contextlib.contextmanager
def text_lowering() -> Iterator[None]:
    """Build expressions with Spark Connect's local functions meanwhile.

    pyspark records the Python call site of every Column operation for its
    error messages where DataFrame debugging is on (a Connect server's
    default): a stack walk and a failed ``import IPython`` per operation,
    about 0.5 ms per expression. The tree built here is only printed, and
    its call sites would name this package, so recording is off meanwhile."""
    token = _TEXT.set(True)
    previous = getattr(_pyspark_errors, "_enable_debugging_cache", None)
    _pyspark_errors._enable_debugging_cache = False  # type: ignore[assignment]
    try:
        yield
    finally:
        _pyspark_errors._enable_debugging_cache = previous
        _TEXT.reset(token)


def text_mode() -> bool:
    """Whether ``F`` builds Spark Connect's local trees (``text_lowering``)."""
    return _TEXT.get()


# While a template is learnt (`templates`): where the ANSI mode is asked.
_TEMPLATING: contextvars.ContextVar[list[bool] | None] = contextvars.ContextVar(
    "substrait_expr_templating", default=None
)


@contextlib.contextmanager
def templating(consulted: list[bool]) -> Iterator[None]:
    """Within this block a template is learnt: `sharing.once` binds nothing
    (the template's user decides per argument), and each question for the
    session's ANSI mode is recorded in ``consulted``."""
    token = _TEMPLATING.set(consulted)
    try:
        yield
    finally:
        _TEMPLATING.reset(token)


def templating_mode() -> bool:
    """Whether a template is being learnt (see `templating`)."""
    return _TEMPLATING.get() is not None


# Whether the session raises on integer overflow itself (spark.sql.ansi.enabled):
# None until asked, then read once per lowering (see ``ansi_mode``); the
# session to ask (None: the active one); whether the lowering asked; and
# whether each expression that relies on ANSI mode carries a check that it is
# still on (a plan on Spark Connect, see ``plan_checks_ansi``).
_ANSI: contextvars.ContextVar[list[Any] | None] = contextvars.ContextVar(
    "substrait_expr_ansi", default=None
)


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

    __slots__ = ("_holder", "_outer", "_token")

    def __init__(self, enabled: bool | None, spark: Any, checked: bool) -> None:
        self._holder: list[Any] = [enabled, spark, False, checked and bool(enabled)]
        self._outer: list[Any] | None = None
        self._token: contextvars.Token[list[Any] | None] | None = None

    def __enter__(self) -> None:
        self._outer = _ANSI.get()
        if self._holder[0] is None and self._outer is not None:
            return  # an enclosing lowering (a whole plan) asks the session once
        self._token = _ANSI.set(self._holder)

    def __exit__(self, *exc: object) -> None:
        if self._token is None:
            return
        _ANSI.reset(self._token)
        if self._outer is not None and self._holder[2]:
            self._outer[2] = True  # the enclosing lowering depends on the mode too


def ansi_overflow_checks() -> bool:
    """True where Spark itself raises on int/bigint overflow, so an
    ``overflow:ERROR`` guard would only repeat its check."""
    consulted = _TEMPLATING.get()
    if consulted is not None:
        consulted.append(True)  # the template holds for this mode only
    holder = _ANSI.get()
    if holder is None:
        return False  # outside a lowering: guard, whatever the session says
    holder[2] = True
    if holder[0] is None:
        holder[0] = lowering_ansi(holder[1])
    return bool(holder[0])


def ansi_asked() -> bool:
    """Whether the lowering in progress (``ansi_mode``) depends on the ANSI mode."""
    holder = _ANSI.get()
    return holder is not None and bool(holder[2])


def plan_checks_ansi() -> bool:
    """Whether the enclosing lowering (a plan on Spark Connect, lowered for
    ANSI mode on) wants each expression that relies on ANSI mode to check,
    when the server analyses it, that the mode is still on: the server parses
    the plan's text then, with the setting of that moment."""
    holder = _ANSI.get()
    return holder is not None and bool(holder[3])


def in_lowering() -> bool:
    """Whether an enclosing ``ansi_mode`` (a whole plan's lowering) is open."""
    return _ANSI.get() is not None


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
        return self._module(1 if _TEXT.get() else 0)

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
            index = 1 if _TEXT.get() else 0
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
