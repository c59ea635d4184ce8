"""Diagnostics shared by every stage: stable error codes, positioned messages,
and ``CompileError``, whose text shows the source line with a caret.

Codes are kept in one registry (``Code``) so that tests, users and tools can
rely on them; messages may improve, codes do not change.
"""

from __future__ import annotations

import enum
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


@dataclass(frozen=True, slots=True)
class Diagnostic:
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
        head = f"error[{self.code.value}]: {self.message}"
        lines = [head]
        if self.span is not None:
            lines.append(f"  --> line {self.span.line}, column {self.span.column}")
            if source is not None:
                lines.extend(_caret_view(source, self.span))
        if self.hint:
            lines.append(f"  = hint: {self.hint}")
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
    gutter = str(span.line)
    pad = " " * len(gutter)
    return [
        f"{pad} |",
        f"{gutter} | {text}",
        f"{pad} | {' ' * (span.column - 1)}{'^' * width}",
    ]


class CompileError(Exception):
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
