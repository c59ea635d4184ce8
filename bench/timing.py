"""Timing helpers shared by the benchmarks."""

from __future__ import annotations

import time
from collections.abc import Callable


def interleaved_best(variants: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Each variant's best time over ``rounds`` rounds that run every variant
    once in turn, after a warm-up round (imports, JVM class loading, caches).
    A slow spell of the machine or of the JVM (GC, JIT) then hits all
    variants alike, instead of all runs of one: only the ratios of variants
    measured this way in one run mean anything on a shared machine."""
    for run in variants.values():
        run()
    best = dict.fromkeys(variants, float("inf"))
    for _ in range(rounds):
        for label, run in variants.items():
            start = time.perf_counter()
            run()
            best[label] = min(best[label], time.perf_counter() - start)
    return best
