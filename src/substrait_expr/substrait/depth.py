"""Deeply nested protobuf messages.

Each level of an expression is three protobuf messages (a function, its
argument, the argument's expression), and protobuf's upb runtime refuses
messages nested more than 100 deep when it parses or copies them: any
expression 33 levels deep could not be written. The runtime's switch for
large messages also lifts that depth limit to 65,535; nesting is bounded by
the project's own limits long before that.
"""

from __future__ import annotations

import contextlib

__all__ = ["MAX_MESSAGE_DEPTH", "allow_deep_messages"]

# Message nesting allowed when protobuf JSON is read (json_format's own
# default is 100); the plan reader refuses JSON deeper than this first.
MAX_MESSAGE_DEPTH = 10_000


def allow_deep_messages() -> None:
    """Let the protobuf runtime parse and copy deeply nested messages."""
    with contextlib.suppress(ImportError, AttributeError):  # other runtimes have no such limit
        from google._upb import _message  # type: ignore[import-untyped]

        _message.SetAllowOversizeProtos(True)
