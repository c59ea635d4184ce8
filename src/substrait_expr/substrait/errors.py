"""The one error of the Substrait bridge."""

from __future__ import annotations

from substrait_expr.ast.nodes import Span
from substrait_expr.diagnostics import Error


class ProtoError(Error, ValueError):
    """Something that has no faithful form on the other side (a typed-IR node
    with no protobuf encoding, a protobuf construct the language cannot
    express). Raised instead of dropping information; ``span`` points at the
    source text when the node came from text."""

    def __init__(self, message: str, span: Span | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.span = span

    def __str__(self) -> str:
        if self.span is None:
            return self.message
        return f"{self.message} (line {self.span.line}, column {self.span.column})"
