"""Shrinking a failing input to a small reproducer with the same signature."""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tools.fuzz.generators import ExprInput, tokens
from tools.fuzz.pipeline import Input, Outcome, PlanInput, YamlInput, run_input


def _ddmin(
    parts: list[Any], still_fails: Callable[[list[Any]], bool], deadline: float
) -> list[Any]:
    """Delta debugging: drop chunks of ``parts`` while the failure stays."""
    chunk = max(1, len(parts) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        i = 0
        changed = False
        while i < len(parts) and time.monotonic() < deadline:
            candidate = parts[:i] + parts[i + chunk :]
            if candidate and still_fails(candidate):
                parts = candidate
                changed = True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return parts


def shrink(item: Input, outcome: Outcome, seconds: float = 60.0) -> Input:
    """A smaller input failing with ``outcome.signature`` (the input itself if none is found)."""
    deadline = time.monotonic() + seconds
    signature = outcome.signature

    def fails(candidate: Input) -> bool:
        try:
            return run_input(candidate, until=outcome.stage).signature == signature
        except RecursionError:
            return False

    if isinstance(item, ExprInput):
        toks = _ddmin(tokens(item.text), lambda t: fails(replace(item, text="".join(t))), deadline)
        item = replace(item, text="".join(toks))
        chars = _ddmin(list(item.text), lambda c: fails(replace(item, text="".join(c))), deadline)
        item = replace(item, text="".join(chars))
        fields = [f.strip() for f in item.schema.split(",")] if item.schema else []
        if fields and fails(replace(item, schema="")):
            return replace(item, schema="")
        if len(fields) > 1:
            kept = _ddmin(fields, lambda f: fails(replace(item, schema=", ".join(f))), deadline)
            item = replace(item, schema=", ".join(kept))
        return item
    if isinstance(item, PlanInput):
        if item.raw is not None:
            try:
                data = json.loads(item.raw)
            except (ValueError, RecursionError):
                data = None
            if data is None or not fails(PlanInput(item.origin, data=data)):
                return item  # a byte-level or deep input: kept as it is
            item = PlanInput(item.origin, data=data)
        data = _shrink_tree(item.data, lambda d: fails(replace(item, data=d)), deadline)
        return replace(item, data=data)
    if isinstance(item, YamlInput):
        lines = item.text.splitlines(keepends=True)
        kept = _ddmin(lines, lambda ls: fails(YamlInput(item.origin, "".join(ls))), deadline)
        return YamlInput(item.origin, "".join(kept))
    return item


def _shrink_tree(doc: Any, fails: Callable[[Any], bool], deadline: float) -> Any:
    """Greedy: delete keys and list elements, or put a child in its parent's place,
    starting over after each success, until nothing shrinks (or time is up)."""
    from tools.fuzz.mutate import _get, _paths

    changed = True
    while changed and time.monotonic() < deadline:
        changed = False
        for path in sorted(_paths(doc), key=len):
            if time.monotonic() > deadline or not path:
                continue
            candidates = []
            deleted = copy.deepcopy(doc)
            del _get(deleted, path[:-1])[path[-1]]
            candidates.append(deleted)
            child = _get(doc, path)
            if len(path) >= 2 and isinstance(child, dict | list):
                hoisted = copy.deepcopy(doc)
                _get(hoisted, path[:-2])[path[-2]] = copy.deepcopy(child)
                candidates.append(hoisted)
            for candidate in candidates:
                if fails(candidate):
                    doc, changed = candidate, True
                    break
            if changed:
                break
    return doc
