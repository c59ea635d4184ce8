"""The one set of limits every entry point applies (``Limits``).

Each limit bounds what one input may make the tool do: how deep an
expression nests, how long its text is, how many items one list has, how
many digits one literal has, how deep and how large a plan's JSON is, how
large an extension YAML file is, how many aliases it uses and how many
nodes it holds once they are expanded, how deep one type text nests. A breach is
the project's error at the input's position (line and column, or JSON
path), never a RecursionError, a hang or an exhausted memory.

The limits in force are those of the innermost ``using_limits`` block (the
CLI sets them from ``--max-depth`` and friends), else the defaults.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from substrait_expr.diagnostics import ArgumentValueError, expect_argument

__all__ = ["Limits", "current_limits", "using_limits"]


@dataclass(frozen=True, slots=True)
class Limits:
    """Bounds on one input, each field a positive integer (``ArgumentValueError``
    otherwise). A breach is an error at the input's position. Applied with
    ``using_limits``; the command line sets them with ``--max-depth N`` and the
    other limit options."""

    depth: int = 2_500  # nesting of one expression (parentheses, calls, operators)
    text_length: int = 1_000_000  # characters of one expression's text
    list_items: int = 100_000  # items of one list literal, IN list or tuple
    literal_digits: int = 4_000  # digits of one number literal
    json_depth: int = 10_000  # nesting of a plan's JSON
    plan_nodes: int = 2_000_000  # objects, lists and values in a plan's JSON
    # Size of one extension YAML file: 17x the largest official one, read in a few
    # seconds (loading is linear, ~3 s a megabyte, so 10 MB took half a minute).
    yaml_bytes: int = 1_000_000
    yaml_aliases: int = 1_000  # aliases (*name) in one extension YAML file
    # Nodes of one extension YAML file with every alias expanded: a file of
    # yaml_bytes without aliases has fewer than half this, 200x the largest official one.
    yaml_nodes: int = 1_000_000
    type_depth: int = 100  # nesting of one type text (YAML types and returns, schemas)

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                message = f"Limits.{field.name} must be a positive integer, not {value!r}"
                raise ArgumentValueError(message)


_CURRENT: ContextVar[Limits] = ContextVar("substrait_expr_limits", default=Limits())  # noqa: B039 - frozen


def current_limits() -> Limits:
    """The limits in force here."""
    return _CURRENT.get()


@contextmanager
def using_limits(limits: Limits) -> Iterator[Limits]:
    """Apply ``limits`` to everything done inside the ``with`` block."""
    expect_argument(limits, Limits, "the limits", "a se.Limits")
    token = _CURRENT.set(limits)
    try:
        yield limits
    finally:
        _CURRENT.reset(token)
