"""Diagnostics shared by every stage: stable error codes, positioned messages,
and ``CompileError``, whose text shows the source line with a caret.

Codes are kept in one registry (``Code``) so that tests, users and tools can
rely on them; messages may improve, codes do not change.
"""

from __future__ import annotations

import enum
import re
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from substrait_expr.ast.nodes import Span


class Code(enum.Enum):
    """Stable diagnostic codes. The value is the code users see."""

    # syntax
    SYNTAX = "syntax"
    UNTERMINATED_STRING = "unterminated-string"
    UNEXPECTED_CHARACTER = "unexpected-character"
    UNKNOWN_TYPE = "unknown-type"
    BAD_TYPE = "bad-type"
    BAD_LITERAL = "bad-literal"
    TOO_DEEP = "too-deep"
    TOO_LARGE = "too-large"
    # names and fields
    UNKNOWN_FIELD = "unknown-field"
    FIELD_OUT_OF_RANGE = "field-out-of-range"
    NOT_A_STRUCT = "not-a-struct"
    # subqueries
    UNKNOWN_SUBQUERY = "unknown-subquery"
    SUBQUERY_CYCLE = "subquery-cycle"
    SUBQUERY_NEEDS_PLAN = "subquery-needs-plan"
    OUTSIDE_SUBQUERY = "outside-subquery"
    # functions
    UNKNOWN_FUNCTION = "unknown-function"
    NO_MATCHING_OVERLOAD = "no-matching-overload"
    AMBIGUOUS_FUNCTION = "ambiguous-function"
    UNKNOWN_NAMESPACE = "unknown-namespace"
    BAD_OPTION = "bad-option"
    BAD_ENUM = "bad-enum"
    WRONG_KIND = "wrong-kind"
    # types
    TYPE_MISMATCH = "type-mismatch"
    LITERAL_OUT_OF_RANGE = "literal-out-of-range"
    BAD_CAST = "bad-cast"
    CANNOT_INFER_TYPE = "cannot-infer-type"
    NOT_CONSTANT = "not-constant"
    UNSUPPORTED = "unsupported"
    NOT_ORDERABLE = "not-orderable"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem of an input: its ``code``, a ``message``, where it is
    (``span``: ``line`` and ``column``, 1-based) and an optional ``hint``."""

    code: Code
    message: str
    span: Span | None = None
    hint: str | None = None

    @property
    def line(self) -> int:
        return self.span.line if self.span else 1

    @property
    def column(self) -> int:
        return self.span.column if self.span else 1

    @property
    def end(self) -> tuple[int, int]:
        """(line, column) just past the end of the span."""
        return (self.span.end_line, self.span.end_column) if self.span else (1, 1)

    def render(self, source: str | None) -> str:
        """The message, its position, the source line and a caret under the span."""
        lines = []
        for number, text in enumerate(clip_message(self.message).split("\n")):
            head = f"error[{self.code.value}]: {text}" if number == 0 else text
            lines.extend(wrap_line(head))
        if self.span is not None:
            lines.append(f"  --> line {self.span.line}, column {self.span.column}")
            if source is not None:
                lines.extend(_caret_view(source, self.span))
        if self.hint:
            for number, text in enumerate(clip_message(self.hint).split("\n")):
                lines.extend(wrap_line(f"  = hint: {text}" if number == 0 else text))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, object]:
        end_line, end_column = self.end
        return {
            "code": self.code.value,
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "end_line": end_line,
            "end_column": end_column,
            "hint": self.hint,
        }


def _caret_view(source: str, span: Span) -> list[str]:
    source_lines = source.splitlines() or [""]
    index = min(span.line, len(source_lines)) - 1
    text = source_lines[index].expandtabs(1)
    last_column = span.end_column if span.end_line == span.line else len(text) + 1
    width = max(1, last_column - span.column)
    shown, carets = caret_window(text, span.column - 1, width)
    gutter = str(span.line)
    pad = " " * len(gutter)
    return [f"{pad} |", f"{gutter} | {shown}", f"{pad} | {carets}"]


# Printed lines stay readable whatever the input (rustc and ruff do the same):
# a long source line is shown as a window around the caret, and input quoted
# in a message is shortened.
WINDOW = 120  # characters of a source line shown around a caret
QUOTED = 110  # input quoted in a message longer than this is clipped (file paths fit)
LINE = 125  # a message line longer than this is wrapped (a caret line of WINDOW fits)
ELLIPSIS = "\u2026"


def caret_window(text: str, start: int, width: int = 1) -> tuple[str, str]:
    """The part of ``text`` to print and the caret line under it, for a span of
    ``width`` characters from 0-based ``start``. A line of at most ``WINDOW``
    characters is shown whole; a longer one is cut to a window around the span
    with ``…`` on each cut side, and carets past the window's edge are dropped."""
    if len(text) <= WINDOW:
        return text, " " * start + "^" * width
    # The caret may sit one past the end of the line (an error at the end of input).
    length = max(len(text), start + 1)
    # Centre a span that fits; otherwise show a little context before its start.
    before = (WINDOW - width) // 2 if width < WINDOW else min(start, 10)
    low = max(0, min(start - before, length - WINDOW))
    high = low + WINDOW
    prefix = ELLIPSIS if low > 0 else ""
    suffix = ELLIPSIS if high < len(text) else ""
    shown = prefix + text[low:high] + suffix
    carets = " " * (len(prefix) + start - low) + "^" * max(1, min(start + width, high) - start)
    return shown, carets


def clip(text: str, limit: int = QUOTED) -> str:
    """``text`` shortened to about ``limit`` characters, keeping its start and end."""
    if len(text) <= limit:
        return text
    head = (limit * 2) // 3
    return text[:head] + ELLIPSIS + text[len(text) - (limit - head - 1) :]


# Input in a message: a quoted run, or a word no message text is as long as.
_RUN = f"{{{QUOTED + 1},}}"  # longer than QUOTED
# A quote opens quoted input only outside a word: the apostrophe of
# "DataFusion's" or "spec's" in a message's own prose quotes nothing.
_LONG_RUN = re.compile(
    f"(?<![\\w])'[^'\\n]{_RUN}'(?![\\w])|(?<![\\w])\"[^\"\\n]{_RUN}\"(?![\\w])|[^\\s'\"]{_RUN}"
)


def _clip_run(match: re.Match[str]) -> str:
    run = match[0]
    if run[0] in "'\"" and run[-1] == run[0]:
        return run[0] + clip(run[1:-1]) + run[0]
    return clip(run)


def clip_message(message: str) -> str:
    """``message`` with every quoted run or long word (input: an unknown name
    can be 20,000 characters long) clipped to about ``QUOTED`` characters, in
    lines longer than ``LINE`` only: a short line, such as a caret view quoted
    in the message, stays as it is."""
    if len(message) <= LINE:
        return message
    return "\n".join(
        line if len(line) <= LINE else _LONG_RUN.sub(_clip_run, line)
        for line in message.split("\n")
    )


def wrap_line(line: str, indent: str = "    ", width: int = LINE) -> list[str]:
    """A printed line longer than ``width`` split at spaces, outside brackets
    where it can be, so a long list of signatures wraps between its items; a
    bracketed run longer than a line wraps at its own spaces. Never inside a
    word: a word longer than a line stands alone (input quoted in a message
    is clipped first, ``clip_message``)."""
    if len(line) <= width:
        return [line]
    depth, kept = 0, []
    for char in line:
        depth = max(0, depth + (char in "([") - (char in ")]"))
        kept.append("\0" if char == " " and depth else char)
    wrapper = textwrap.TextWrapper(
        width, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False
    )
    lines: list[str] = []
    for number, part in enumerate(wrapper.wrap("".join(kept))):
        if len(part) > width and "\0" in part:
            wrapper.initial_indent = indent if number else ""
            lines.extend(wrapper.wrap(part[len(wrapper.initial_indent) :].replace("\0", " ")))
            wrapper.initial_indent = ""
        else:
            lines.append(part.replace("\0", " "))
    return lines


class Error(Exception):
    """The base of every error substrait-expr raises on bad input: text that
    does not compile, a schema, a type, a plan or an extension file that is
    wrong, an argument of the wrong type. ``except se.Error`` catches them
    all; each subclass also keeps the base it had before (``SchemaError`` is
    a ``ValueError`` too, ``ArgumentTypeError`` a ``TypeError``).

    ``diagnostics`` holds the positioned problems the error has (code,
    message, span, hint), empty when it has none; ``str()`` is the message
    as the CLI prints it."""

    diagnostics: tuple[Diagnostic, ...] = ()


class ArgumentTypeError(Error, TypeError):
    """An argument of the wrong type; the message names the argument, what
    it should be and what it was."""


class ArgumentValueError(Error, ValueError):
    """An argument of the right type with a value that cannot be used
    (``Limits(depth=0)``); the message says what is allowed."""


def expect_argument(value: object, types: type | tuple[type, ...], name: str, wanted: str) -> None:
    """Raise ``ArgumentTypeError`` unless ``value`` is one of ``types``:
    "``name`` must be ``wanted``, not int"."""
    if isinstance(value, types) and not (isinstance(value, bool) and bool not in _as_tuple(types)):
        return
    raise ArgumentTypeError(f"{name} must be {wanted}, not {_describe_value(value)}")


def _as_tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def _describe_value(value: object) -> str:
    kind = type(value)
    if kind.__module__ != "builtins":
        return f"{kind.__module__}.{kind.__qualname__}"
    return kind.__name__ if value is None else f"{kind.__name__} {clip(repr(value), 40)}"


class CompileError(Error):
    """Raised when text does not compile. ``diagnostics`` holds every problem
    found (not just the first); ``str()`` shows each with a caret view."""

    def __init__(self, diagnostics: Sequence[Diagnostic], source: str | None = None) -> None:
        self.diagnostics: tuple[Diagnostic, ...] = tuple(diagnostics)
        self.source = source
        super().__init__(self.render())

    def render(self) -> str:
        return "\n\n".join(d.render(self.source) for d in self.diagnostics)

    def __str__(self) -> str:
        return self.render()

    @property
    def codes(self) -> list[str]:
        return [d.code.value for d in self.diagnostics]


def raise_if_any(diagnostics: Iterable[Diagnostic], source: str | None) -> None:
    found = list(diagnostics)
    if found:
        raise CompileError(found, source)
