"""The shape of the Spark function table: what a builder receives and returns.

A builder turns one bound function call into a Spark ``Column``. It gets a
`Call`: the compiled arguments (Columns; enum arguments as their word; lambda
arguments as Python functions of Columns), the Substrait types involved and
the function options. Each table entry (`FunctionSpec`) lists the option
values its builder honours; any other value is rejected at compile time with
a reason, so an option is never silently ignored.
"""

from __future__ import annotations

import decimal
import functools
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pyspark.sql import Column, WindowSpec

from substrait_expr.backends.spark.columns.api import F
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.types import Type

# A compiled lambda: takes the Spark lambda variables, returns the body.
LambdaFn = Callable[..., Column]
Compiled = Column | str | LambdaFn
Builder = Callable[["Call"], Column]
# Table keys: (extension URN, signature compound name), e.g.
# ("extension:io.substrait:functions_arithmetic", "add:i8_i8").
ImplKey = tuple[str, str]

_NOT_LITERAL = object()


# "Not null" as the conjunction of tests, each under a key: (``"field"``,
# index) for a field of the input record, else the identity of the node.
Presence = Mapping[object, Column]


def presence_of(node: ir.TypedExpr, value: Column) -> Presence:
    """The one test that ``value``, the Column of ``node``, is not null."""
    key = ("field", node.index) if isinstance(node, ir.FieldRef) else ("node", id(node))
    return {key: value.isNotNull()}


def all_present(tests: Presence) -> Column:
    """The conjunction of ``tests`` (true where there are none)."""
    return functools.reduce(lambda x, y: x & y, tests.values(), F.lit(True))


@dataclass(frozen=True, slots=True)
class Call:
    """One function call, ready for its builder."""

    name: str
    args: tuple[Compiled, ...]
    nodes: tuple[ir.TypedExpr, ...]
    type: Type
    options: Mapping[str, str]
    node: ir.TypedExpr
    # Set when an aggregate or window function is evaluated over a window.
    window: WindowSpec | None = None
    # id(argument node) → "this argument is not null", where a cheaper test
    # than evaluating the argument is known (see `column.STRICT`): the tests
    # whose conjunction it is, each under a key (a field's is its index).
    presence: Mapping[int, Presence] = field(default_factory=dict)

    def agg(self, function: Column) -> Column:
        """An aggregate or window function call, over the window if there is one
        (Spark wants ``over`` right on the function, not on an expression of it)."""
        return function if self.window is None else function.over(self.window)

    def col(self, index: int) -> Column:
        value = self.args[index]
        if not isinstance(value, Column):
            raise TypeError(f"argument {index} of {self.name} is not a value")
        return value

    @property
    def cols(self) -> tuple[Column, ...]:
        return tuple(self.col(i) for i in range(len(self.args)))

    def enum(self, index: int) -> str:
        value = self.args[index]
        if not isinstance(value, str):
            raise TypeError(f"argument {index} of {self.name} is not an enum")
        return value

    def fn(self, index: int) -> LambdaFn:
        value = self.args[index]
        if isinstance(value, Column | str):
            raise TypeError(f"argument {index} of {self.name} is not a lambda")
        return value

    def arg_type(self, index: int) -> Type:
        return self.nodes[index].type

    def inputs_present(self) -> Column:
        """True where no value argument is null. Arguments whose type is not
        nullable are left out, so a guard built on this does not evaluate
        them again (nested arithmetic would otherwise grow exponentially)."""
        return all_present(self.presence_tests())

    def presence_tests(self) -> Presence:
        """The tests of ``inputs_present``, each once: a field named by two
        arguments, or by an argument and a nested call, is tested once."""
        tests: dict[object, Column] = {}
        for i, node in enumerate(self.nodes):
            if not node.type.nullable or not isinstance(self.args[i], Column):
                continue
            if id(node) in self.presence:
                tests.update(self.presence[id(node)])
            else:
                tests.update(presence_of(node, self.col(i)))
        return tests

    def zero_divisor(self, divisor: Column | None = None) -> Column:
        """True where the divisor (argument 1, or ``divisor``: the same value
        cast) is zero and the dividend present: a null input gives null
        (division mirrors nulls), never the zero divisor's error."""
        zero = (self.col(1) if divisor is None else divisor) == 0
        return zero & self.col(0).isNotNull() if self.arg_type(0).nullable else zero

    def option(self, name: str, default: str) -> str:
        return self.options.get(name, default)

    def int_literal(self, index: int) -> int | None:
        """The value of argument ``index`` where it is a non-null integer literal."""
        node = self.nodes[index] if index < len(self.nodes) else None
        if isinstance(node, ir.Literal) and type(node.value) is int:
            return node.value
        return None

    def nonzero_literal(self, index: int) -> bool:
        """Whether argument ``index`` is a literal that is neither null nor
        zero: a divisor that needs no zero test."""
        node = self.nodes[index] if index < len(self.nodes) else None
        if not isinstance(node, ir.Literal) or isinstance(node.value, bool):
            return False
        value = node.value
        return isinstance(value, int | float | decimal.Decimal) and value != 0

    def maybe_nan(self, index: int) -> bool:
        """Whether argument ``index`` can be NaN: not where it is a number
        literal other than NaN (or null), nor a cast to a float of a type
        without NaN (an integer or a decimal)."""
        return not never_nan(self.nodes[index])

    def literal(self, index: int, what: str) -> Any:
        """The value of a literal argument; Spark needs some arguments to be
        constants (``what`` says which, for the message)."""
        node = self.nodes[index]
        if isinstance(node, ir.Literal):
            return node.value
        raise Unsupported(f"{self.name}: Spark needs {what} to be a literal")


_WITHOUT_NAN = (t.I8, t.I16, t.I32, t.I64, t.Decimal)


def never_nan(node: ir.TypedExpr) -> bool:
    """Whether ``node`` cannot be NaN, seen from the node alone (see ``maybe_nan``)."""
    if isinstance(node, ir.Literal):
        value = node.value
        if value is None or isinstance(value, int | decimal.Decimal):
            return True
        return isinstance(value, float) and not math.isnan(value)
    if isinstance(node, ir.Cast):
        return isinstance(node.operand.type, _WITHOUT_NAN) or (
            isinstance(node.operand.type, t.FP32 | t.FP64) and never_nan(node.operand)
        )
    return False


@dataclass(frozen=True, slots=True)
class FunctionSpec:
    """A supported impl: its builder and the option values it honours.

    ``options`` maps an option name to the values honoured; ``reasons`` maps
    an option name to why its other values cannot be honoured. ``note``
    records implementation remarks shown in the function table docs.
    """

    build: Builder
    options: Mapping[str, frozenset[str]] = field(default_factory=dict)
    reasons: Mapping[str, str] = field(default_factory=dict)
    note: str = ""

    def check_options(self, name: str, options: Mapping[str, str]) -> None:
        for option, value in options.items():
            if value.upper() in self.options.get(option, frozenset()):
                continue
            reason = self.reasons.get(option, "the Spark backend does not implement it")
            raise Unsupported(f"{name}: option {option}:{value} is not supported: {reason}")

    def option_support(self, option: str, value: str) -> str | None:
        """None if honoured, else the reason it is not."""
        if value in self.options.get(option, frozenset()):
            return None
        return self.reasons.get(option, "the Spark backend does not implement it")


@dataclass
class FunctionTable:
    """Builders and refusals for the impls of some extensions."""

    supported: dict[ImplKey, FunctionSpec] = field(default_factory=dict)
    unsupported: dict[ImplKey, str] = field(default_factory=dict)

    def add(
        self,
        urn: str,
        keys: Iterable[str],
        build: Builder,
        *,
        options: Mapping[str, Iterable[str]] | None = None,
        reasons: Mapping[str, str] | None = None,
        note: str = "",
    ) -> None:
        spec = FunctionSpec(
            build,
            {name: frozenset(values) for name, values in (options or {}).items()},
            dict(reasons or {}),
            note,
        )
        for key in keys:
            self._claim((urn, key))
            self.supported[(urn, key)] = spec

    def refuse(self, urn: str, keys: Iterable[str], reason: str) -> None:
        for key in keys:
            self._claim((urn, key))
            self.unsupported[(urn, key)] = reason

    def merge(self, other: FunctionTable) -> None:
        for key, spec in other.supported.items():
            self._claim(key)
            self.supported[key] = spec
        for key, reason in other.unsupported.items():
            self._claim(key)
            self.unsupported[key] = reason

    def _claim(self, key: ImplKey) -> None:
        if key in self.supported or key in self.unsupported:
            raise ValueError(f"function table lists {key} twice")


def keys(name: str, *signatures: str) -> list[str]:
    """``keys("add", "i8_i8", "i16_i16")`` → ``["add:i8_i8", "add:i16_i16"]``."""
    return [f"{name}:{signature}" for signature in signatures]
