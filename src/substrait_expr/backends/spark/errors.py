"""The one exception code generation raises for things Spark cannot do.

Builders raise `Unsupported` with a reason; `column.to_column` turns it into a
`CompileError` with code ``unsupported`` positioned at the offending node, so
callers only ever see the project's own error type.
"""

from __future__ import annotations


class Unsupported(Exception):
    """Spark cannot evaluate this with Substrait semantics; ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
