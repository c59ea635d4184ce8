"""The embedding API: a ``Compiler`` that holds a registry and remembers what it compiled.

Applications that compile the same expressions again and again (a service
validating user filters, a job building the same projections for every batch)
keep one ``Compiler``; a repeated ``check`` of the same text, schema and
context returns the very same typed IR without parsing or checking again::

    compiler = Compiler()
    typed = compiler.check("(f0 + 5) / 2", "f0: i32")
    assert compiler.check("(f0 + 5) / 2", "f0: i32") is typed

The caches are bounded (least recently used entries are dropped first) and
safe to share between threads. Failures are not cached: text that does not
compile raises ``CompileError`` every time. ``add_extension`` loads one more
extension file and empties the caches, since a new file can change what a
name resolves to.
"""

from __future__ import annotations

import contextlib
import functools
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from substrait_expr.ast import nodes as ast
from substrait_expr.diagnostics import ArgumentValueError, CompileError, expect_argument
from substrait_expr.parser import parse
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema

if TYPE_CHECKING:
    from pyspark.sql import Column
    from substrait.extended_expression_pb2 import ExtendedExpression

__all__ = ["DEFAULT_CACHE_SIZE", "CacheInfo", "Compiler"]

DEFAULT_CACHE_SIZE = 1024
_Value = TypeVar("_Value")


class CacheInfo(NamedTuple):
    """Counters of one compiler's caches, summed over parse, check, column and Substrait."""

    hits: int
    misses: int
    maxsize: int
    currsize: int


class _BoundedCache(Generic[_Value]):
    """A thread-safe least-recently-used map with hit and miss counters.

    The value is computed outside the lock, so two threads asking for the same
    missing key at once may both compute it; the first result stored wins and
    both callers get that one object.
    """

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self.hits = 0
        self.misses = 0
        self._entries: OrderedDict[Hashable, _Value] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], _Value]) -> _Value:
        with self._lock:
            if key in self._entries:
                self.hits += 1
                self._entries.move_to_end(key)
                return self._entries[key]
            self.misses += 1
        value = compute()
        with self._lock:
            if key in self._entries:  # another thread stored it meanwhile
                return self._entries[key]
            self._entries[key] = value
            if len(self._entries) > self.maxsize:
                self._entries.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.hits = 0
            self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)


@functools.lru_cache(maxsize=256)
def _parse_schema(text: str) -> Schema:
    return Schema.parse(text)


def _as_schema(schema: Schema | str | None) -> Schema:
    wanted = "a se.Schema, its text or None"
    expect_argument(schema, (Schema, str, type(None)), "the schema", wanted)
    if schema is None:
        return Schema()
    return _parse_schema(schema) if isinstance(schema, str) else schema


class Compiler:
    """Compiles expression text with one registry, caching every result.

    ``registry`` defaults to the official extensions, loaded on first use.
    ``schema`` arguments accept a ``Schema`` or its text (``"a: i32, b: string?"``);
    a missing schema means no input fields. ``cache_size`` bounds each cache.
    """

    def __init__(
        self, registry: Registry | None = None, *, cache_size: int = DEFAULT_CACHE_SIZE
    ) -> None:
        if registry is not None:
            expect_argument(registry, Registry, "the registry", "a se.Registry or None")
        expect_argument(cache_size, int, "cache_size", "a positive int")
        if cache_size < 1:
            raise ArgumentValueError(f"cache_size must be at least 1, got {cache_size}")
        self._registry = registry
        self._registry_lock = threading.Lock()
        self._asts: _BoundedCache[ast.Expr] = _BoundedCache(cache_size)
        self._typed: _BoundedCache[ir.TypedExpr] = _BoundedCache(cache_size)
        self._columns: _BoundedCache[Column] = _BoundedCache(cache_size)
        self._messages: _BoundedCache[ExtendedExpression] = _BoundedCache(cache_size)

    # -- the registry ---------------------------------------------------------

    @property
    def registry(self) -> Registry:
        """The extensions this compiler resolves functions with."""
        with self._registry_lock:
            if self._registry is None:
                self._registry = Registry.default()
            return self._registry

    @property
    def registry_loaded(self) -> bool:
        """Whether the registry is already in memory (reading it never blocks then)."""
        return self._registry is not None

    def add_extension(self, path: str | os.PathLike[str]) -> None:
        """Load one more extension YAML file (or every YAML file in a folder).

        Raises ``ExtensionError`` when the file is invalid or clashes with a
        loaded one; the compiler is then unchanged. On success every cache is
        emptied, since the new functions can change how names resolve.
        """
        extended = self.registry.add_path(path)
        with self._registry_lock:
            self._registry = extended
        self.clear_cache()

    # -- caches ---------------------------------------------------------------

    def clear_cache(self) -> None:
        for cache in self._caches():
            cache.clear()

    def cache_info(self) -> CacheInfo:
        caches = self._caches()
        return CacheInfo(
            hits=sum(cache.hits for cache in caches),
            misses=sum(cache.misses for cache in caches),
            maxsize=sum(cache.maxsize for cache in caches),
            currsize=sum(len(cache) for cache in caches),
        )

    def _caches(self) -> tuple[_BoundedCache[Any], ...]:
        return (self._asts, self._typed, self._columns, self._messages)

    # -- the stages -----------------------------------------------------------

    def parse(self, text: str) -> ast.Expr:
        """The syntax tree of ``text``; raises ``CompileError`` on bad syntax."""
        expect_argument(text, str, "the expression text", "a str")
        return self._asts.get(text, lambda: parse(text))

    def check(
        self,
        text: str,
        schema: Schema | str | None = None,
        *,
        context: ir.Context = ir.Context.SCALAR,
    ) -> ir.TypedExpr:
        """The typed IR of ``text`` against ``schema``; raises ``CompileError``."""
        resolved = _as_schema(schema)
        registry = self.registry

        def build() -> ir.TypedExpr:
            tree = self.parse(text)
            with _source_in_errors(text):
                return check(tree, resolved, registry, context=context)

        return self._typed.get((text, resolved, context), build)

    def to_column(
        self,
        text: str,
        schema: Schema | str | None = None,
        *,
        context: ir.Context = ir.Context.SCALAR,
        field_names: Sequence[str] | None = None,
    ) -> Column:
        """A ``pyspark.sql.Column`` computing ``text``.

        Fields are read from the DataFrame by name: ``field_names`` gives its
        column names by position (default: the schema's names). Columns are
        cached per Spark context (classic) or once for Spark Connect, so a
        cached Column never outlives the session it was built for.
        """
        from substrait_expr.backends.spark.columns.column import to_column

        resolved = _as_schema(schema)
        names = tuple(field_names) if field_names is not None else resolved.names
        typed = self.check(text, resolved, context=context)
        from substrait_expr.backends.spark.session import column_scope

        scope = column_scope()

        def build() -> Column:
            with _source_in_errors(text):
                return to_column(typed, resolved, self.registry, context=context, field_names=names)

        if scope is None:  # no Spark context: building fails with pyspark's own message
            return build()
        return self._columns.get((text, resolved, context, names, scope), build)

    def to_substrait(
        self,
        text: str,
        schema: Schema | str | None = None,
        *,
        context: ir.Context = ir.Context.SCALAR,
    ) -> ExtendedExpression:
        """The Substrait ``ExtendedExpression`` message for ``text`` over ``schema``.

        Each call returns a fresh copy, so changing it does not change what
        later calls return.
        """
        from substrait_expr.substrait import to_substrait

        resolved = _as_schema(schema)
        typed = self.check(text, resolved, context=context)

        def build() -> ExtendedExpression:
            with _source_in_errors(text):
                return to_substrait(typed, resolved, self.registry, context=context)

        message = self._messages.get((text, resolved, context), build)
        fresh = type(message)()
        fresh.CopyFrom(message)
        return fresh


@contextlib.contextmanager
def _source_in_errors(text: str) -> Iterator[None]:
    """Give a ``CompileError`` raised from a cached tree the text for its caret view."""
    try:
        yield
    except CompileError as error:
        if error.source is not None:
            raise
        raise CompileError(error.diagnostics, text) from None
