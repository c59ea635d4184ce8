"""The benchmarks' CPU accounting counts Spark's JVM: a child process."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from bench.timing import interleaved_best, process_tree_cpu


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_cpu_of_a_running_child_process_is_counted() -> None:
    busy = "import time\nend = time.process_time() + 1.5\nwhile time.process_time() < end: pass\n"
    child = subprocess.Popen([sys.executable, "-c", busy])
    try:
        time.sleep(0.2)  # the child's start-up
        before = process_tree_cpu()
        time.sleep(0.5)  # this process sleeps; the child spins
        spent = process_tree_cpu() - before
    finally:
        child.wait()
    assert spent >= 0.1  # a fifth of a core at least, even on a busy machine


def test_interleaved_best_reports_the_median_cpu_of_each_variant() -> None:
    def spin() -> None:
        end = time.process_time() + 0.08
        while time.process_time() < end:
            pass

    cpu: dict[str, float] = {}
    best = interleaved_best({"spin": spin, "sleep": lambda: time.sleep(0.08)}, 3, cpu)
    assert set(cpu) == set(best) == {"spin", "sleep"}
    assert best["sleep"] >= 0.08 and cpu["spin"] >= 0.07 and cpu["sleep"] < cpu["spin"] / 2
