"""Large inputs are compiled with Python's cyclic garbage collector paused.

A collection visits every live container object. Compiling a 10,000-item
IN list allocates hundreds of thousands of them (tokens, parse-tree
contexts, AST, typed and Spark nodes), so collections run again and again
over the growing trees: parse, check and lowering of that list took 0.48
to 1.05 s with the collector on and 0.36 s with it paused (2026-11-25,
bench/bench_scale.py's list). The cycles compiling leaves behind (ANTLR's
parse-tree nodes point to their parents) are collected once it resumes.
Small inputs are left alone: they gain nothing measurable.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

__all__ = ["LARGE_TEXT", "LARGE_TREE", "collector_paused"]

LARGE_TEXT = 10_000  # characters of expression text
LARGE_TREE = 3_000  # nodes of a syntax or typed tree


@contextlib.contextmanager
def collector_paused(large: bool) -> Iterator[None]:
    """Pause the collector while the block runs if ``large``. Where it is
    paused already (an enclosing block, or the application itself), it is
    left as it is, and so it is afterwards."""
    if not large or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
