"""Running recursive tree code on deeply nested input.

Parsing, printing and checking are recursive; an expression nested a few
thousand levels deep needs more Python frames (and C stack) than the
defaults allow. Deep work runs on a helper thread with a large stack and a
recursion limit sized for it, so it ends in a result or a diagnostic,
never in a RecursionError or a crashed interpreter.
"""

from __future__ import annotations

import contextvars
import functools
import os
import re
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar

T = TypeVar("T")
P = ParamSpec("P")

# Python frames one level of nesting may take in the deepest stage (the
# AST builder walks some thirty visitor frames per nested call).
FRAMES_PER_LEVEL = 64
# Below this depth the caller's thread and default limits are enough.
SHALLOW_DEPTH = 30
THREAD_STACK_BYTES = 512 * 1024 * 1024


def run_deep(fn: Callable[[], T], depth: int) -> T:
    """Call ``fn()`` with enough stack for input nested ``depth`` levels."""
    if depth <= SHALLOW_DEPTH:
        return fn()
    needed = depth * FRAMES_PER_LEVEL + 2_000
    # The limit is interpreter-wide: raise it for the work, restore it after.
    previous_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(previous_limit, needed))
    try:
        if getattr(_ON_DEEP_THREAD, "active", False):
            return fn()  # deep work inside deep work: this thread has the stack
        # The deep thread sees the caller's context variables (lowering modes).
        context = contextvars.copy_context()
        return _deep_thread().submit(context.run, _marked, fn).result()
    finally:
        sys.setrecursionlimit(previous_limit)


# One helper thread with a large stack, kept for the process: a thread per
# call cost a JVM connection per call on a classic Spark session (pyspark
# pins a Py4J connection to each Python thread), 3 ms for a plan deeper than
# SHALLOW_DEPTH where the call itself took 0.2 ms. Deep work of several
# threads takes turns on it.
_DEEP_THREAD: list[ThreadPoolExecutor] = []
_DEEP_THREAD_LOCK = threading.Lock()
_ON_DEEP_THREAD = threading.local()


def _forget_deep_thread() -> None:
    """In a forked child: the parent's thread is not there (only the forking
    thread is), so work sent to it would wait forever; start another."""
    global _DEEP_THREAD_LOCK
    _DEEP_THREAD.clear()
    _DEEP_THREAD_LOCK = threading.Lock()  # it may have been held at the fork


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_deep_thread)


def _deep_thread() -> ThreadPoolExecutor:
    with _DEEP_THREAD_LOCK:
        if not _DEEP_THREAD:
            executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="substrait-expr-deep")
            previous = threading.stack_size()
            threading.stack_size(THREAD_STACK_BYTES)
            try:
                executor.submit(lambda: None).result()  # starts its thread with that stack
            finally:
                threading.stack_size(previous)
            _DEEP_THREAD.append(executor)
        return _DEEP_THREAD[0]


def _marked(fn: Callable[[], T]) -> T:
    _ON_DEEP_THREAD.active = True
    return fn()


# Fields of IR nodes that hold no sub-expression: the bound function, the position.
_NOT_CHILDREN = frozenset({"impl", "span"})


def tree_depth(root: object) -> int:
    """Nesting depth of a tree of dataclass nodes (children held in fields,
    directly or in tuples), measured without recursion."""
    return tree_shape(root)[0]


def tree_shape(root: object) -> tuple[int, int]:
    """(nesting depth, number of distinct nodes) of a tree of dataclass
    nodes, measured without recursion. A node met again (types are shared
    between the nodes of a tree) is measured and counted once."""
    heights: dict[int, int] = {}
    stack: list[tuple[object, list[object] | None]] = [(root, None)]
    pop, push = stack.pop, stack.append
    while stack:
        node, children = pop()
        if children is not None:  # its children are measured: now the node
            heights[id(node)] = 1 + max(heights[id(c)] for c in children)
            continue
        if id(node) in heights:
            continue
        children = _children(node)
        if not children:
            heights[id(node)] = 1
            continue
        push((node, children))
        for child in children:
            if id(child) not in heights:
                push((child, None))
    return heights[id(root)], len(heights)


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(kind: type) -> tuple[str, ...]:
    """The field names of a dataclass (none for other classes), looked up
    once per class: tree walks ask for every node."""
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(getattr(kind, "__dataclass_fields__", ()))
    return names


_EXPRESSION_FIELDS: dict[type, tuple[str, ...]] = {}
_NOT_EXPRESSIONS = frozenset({"type", "span", "impl"})


def expression_fields(kind: type) -> tuple[str, ...]:
    """The fields of an IR node or relation class that may hold expressions:
    all but a node's type, source span and function impl."""
    names = _EXPRESSION_FIELDS.get(kind)
    if names is None:
        names = tuple(n for n in field_names(kind) if n not in _NOT_EXPRESSIONS)
        _EXPRESSION_FIELDS[kind] = names
    return names


# What a value held in a node's field is, by its class: a node (a dataclass),
# a container of values (tuple, list) or neither. Asked for every field of
# every node, so answered once per class.
_NODE, _CONTAINER, _OTHER = 0, 1, 2
_VALUE_KINDS: dict[type, int] = {}


def _value_kind(kind: type) -> int:
    found = _VALUE_KINDS.get(kind)
    if found is None:
        if issubclass(kind, tuple | list):
            found = _CONTAINER
        else:
            found = _NODE if hasattr(kind, "__dataclass_fields__") else _OTHER
        _VALUE_KINDS[kind] = found
    return found


def _children(node: object) -> list[object]:
    kind = type(node)
    names = _CHILD_FIELDS.get(kind)
    if names is None:
        names = _CHILD_FIELDS[kind] = tuple(n for n in field_names(kind) if n not in _NOT_CHILDREN)
    children: list[object] = []
    for name in names:
        value = getattr(node, name)
        what = _value_kind(type(value))
        if what == _NODE:
            children.append(value)
        elif what == _CONTAINER:
            values = list(value)
            while values:  # tuples of tuples too (the WHEN/THEN pairs of an IfThen)
                item = values.pop()
                what = _value_kind(type(item))
                if what == _CONTAINER:
                    values.extend(item)
                elif what == _NODE:
                    children.append(item)
    return children


def deep_on(measure: Callable[[Any], int]) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """Decorate a recursive entry point so that it runs with enough stack for
    its first argument, whose nesting ``measure`` gives."""

    def decorate(fn: Callable[P, T]) -> Callable[P, T]:
        @functools.wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
            return run_deep(lambda: fn(*args, **kwargs), measure(args[0]))

        return wrapper

    return decorate


def message_depth(root: Any) -> int:
    """Nesting depth of a protobuf message, measured without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(root, 1)]
    while stack:
        message, depth = stack.pop()
        deepest = max(deepest, depth)
        for field, value in message.ListFields():
            if field.message_type is None or field.message_type.GetOptions().map_entry:
                continue
            for child in value if field.is_repeated else (value,):
                stack.append((child, depth + 1))
    return deepest


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def json_text_depth(text: str) -> int:
    """The deepest bracket nesting of JSON text (strings skipped)."""
    depth = deepest = 0
    for bracket in re.findall(r"[\[\]{}]", _JSON_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest
