"""Spark's variant JSON paths (``$.a['b c'][0]``) as steps and back.

A step is a key (``str``) or an array index (``int``). The text form is
the one Spark's ``variant_get`` reads: ``.key`` for a key of letters, digits
and underscores, ``['key']`` (or ``["key"]`` when the key holds a ``'``)
for any other key, ``[n]`` for an index. Spark reads no key holding both
quote characters, no empty key and no negative index.
"""

from __future__ import annotations

import re

from substrait_expr.diagnostics import Error

Step = str | int

_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# One step of Spark's path grammar (VariantPathParser): `.key`, `['key']`,
# `["key"]`, `[123]`.
_STEP = re.compile(r"\.([^.\[]+)|\['([^']+)'\]|\[\"([^\"]+)\"\]|\[([0-9]+)\]")


class PathError(Error, ValueError):
    """A step Spark's variant paths cannot express."""


def is_plain_key(key: str) -> bool:
    """Whether ``key`` is written bare: ``v:a.b`` rather than ``v:['a b']``."""
    return _PLAIN_KEY.fullmatch(key) is not None


def format_path(steps: list[Step] | tuple[Step, ...]) -> str:
    """The canonical path text of ``steps`` (``$`` for none)."""
    parts = ["$"]
    for step in steps:
        if isinstance(step, int):
            if step < 0:
                raise PathError("Spark's variant paths have no negative index")
            parts.append(f"[{step}]")
        elif step == "":
            raise PathError("Spark's variant paths cannot name the empty key")
        elif is_plain_key(step):
            parts.append("." + step)
        elif "'" not in step:
            parts.append(f"['{step}']")
        elif '"' not in step:
            parts.append(f'["{step}"]')
        else:
            raise PathError("Spark's variant paths cannot name a key holding both ' and \"")
    return "".join(parts)


def parse_path(text: str) -> tuple[Step, ...] | None:
    """The steps of a path in canonical form (as ``format_path`` writes it),
    or None for any other text, which is then printed as a call."""
    if not text.startswith("$"):
        return None
    steps: list[Step] = []
    position = 1
    while position < len(text):
        match = _STEP.match(text, position)
        if match is None:
            return None
        key = match.group(1) or match.group(2) or match.group(3)
        steps.append(int(match.group(4)) if key is None else key)
        position = match.end()
    if not steps:
        return None
    try:
        canonical = format_path(steps)
    except PathError:
        return None
    return tuple(steps) if canonical == text else None
