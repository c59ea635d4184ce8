"""The fuzz runner: ``python -m tools.fuzz.run --expressions N --plans M --yaml K --seed S``.

Inputs are generated from the seed in this process and run in worker
processes, one at a time each. A worker arms ``faulthandler`` for every input:
an input still running after ``--timeout`` seconds (10 by default) is a hang;
the worker dumps every thread's stack and exits, and a new worker takes over.
Each distinct bug (stage, exception type, innermost frame in
``src/substrait_expr``) is shrunk to a small reproducer and reported. The exit
code is 1 when there is any uncaught exception or hang.
"""

from __future__ import annotations

import argparse
import contextlib
import faulthandler
import json
import multiprocessing
import os
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

from tools.fuzz.pipeline import Input, Outcome, run_input

FAILING = ("bug", "hang")
WARNING = ("noposition", "roundtrip")


def _worker(conn: Connection, dump_path: str, timeout: float) -> None:
    with open(dump_path, "w") as dump:
        while True:
            try:
                task = conn.recv()
            except EOFError:
                return
            if task is None:
                return
            kind, item, extra = task
            dump.seek(0)
            dump.truncate()
            limit = timeout if kind == "run" else extra["seconds"] + timeout
            faulthandler.dump_traceback_later(limit, exit=True, file=dump)
            started = time.monotonic()
            try:
                if kind == "run":
                    result: Any = run_input(item, cli=extra.get("cli", False))
                    result.seconds = time.monotonic() - started
                else:
                    from tools.fuzz.shrink import shrink

                    result = shrink(item, extra["outcome"], extra["seconds"])
            finally:
                faulthandler.cancel_dump_traceback_later()
            conn.send(result)


@dataclass
class _Slot:
    process: Any
    conn: Connection
    dump: str
    task: Any = None
    index: int = -1
    started: float = 0.0


class Pool:
    """Worker processes that each run one task at a time, restarted after a hang or crash."""

    def __init__(self, workers: int, timeout: float) -> None:
        self.timeout = timeout
        self.context = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
        self.folder = tempfile.mkdtemp(prefix="fuzz-dumps-")
        self.slots = [self._start(n) for n in range(workers)]

    def _start(self, number: int) -> _Slot:
        parent, child = self.context.Pipe()
        dump = os.path.join(self.folder, f"worker{number}.txt")
        process = self.context.Process(
            target=_worker, args=(child, dump, self.timeout), daemon=True
        )
        process.start()
        child.close()
        return _Slot(process, parent, dump)

    def close(self) -> None:
        for slot in self.slots:
            with contextlib.suppress(OSError):
                slot.conn.send(None)
            slot.process.join(timeout=5)
            if slot.process.is_alive():
                slot.process.kill()

    def run(self, tasks: list[Any], budget: float | None = None) -> list[Any]:
        """Results in task order; a task whose worker died gives a ``hang`` Outcome."""
        results: list[Any] = [None] * len(tasks)
        pending = list(enumerate(tasks))[::-1]
        busy: dict[int, _Slot] = {}
        while pending or busy:
            for number, slot in enumerate(self.slots):
                if slot.task is None and pending:
                    slot.index, slot.task = pending.pop()
                    slot.started = time.monotonic()
                    slot.conn.send(slot.task)
                    busy[number] = slot
            ready = wait(
                [slot.conn for slot in busy.values()] + [s.process.sentinel for s in busy.values()],
                timeout=1.0,
            )
            now = time.monotonic()
            for number, slot in list(busy.items()):
                limit = (budget or 0) + self.timeout + 20
                if slot.conn in ready and slot.conn.poll():
                    try:
                        results[slot.index] = slot.conn.recv()
                        slot.task = None
                        del busy[number]
                        continue
                    except (EOFError, OSError):
                        pass
                died = slot.process.sentinel in ready and not slot.process.is_alive()
                if died or now - slot.started > limit:
                    if slot.process.is_alive():
                        slot.process.kill()
                    slot.process.join()
                    stack = (
                        Path(slot.dump).read_text(errors="replace")
                        if os.path.exists(slot.dump)
                        else ""
                    )
                    results[slot.index] = _dead(slot, stack, now)
                    self.slots[number] = self._start(number)
                    del busy[number]
        return results


def _dead(slot: _Slot, stack: str, now: float) -> Outcome:
    frame = ""
    for line in stack.splitlines():  # faulthandler: most recent call first, per thread
        if "src/substrait_expr/" in line and not frame:
            frame = line.strip()
    seconds = now - slot.started
    status = "hang" if stack.strip() else "bug"
    exc = "Timeout" if status == "hang" else f"worker died (exit code {slot.process.exitcode})"
    where = ""
    if frame.startswith('File "'):
        path = frame.split('"')[1].split("src/substrait_expr/", 1)[1]
        line = frame.split("line ")[1].split(" ")[0]
        where = f"{path}:{line} in {frame.rsplit(' in ', 1)[-1]}"
    return Outcome(
        status, "any", exc, f"no result after {seconds:.1f} s", where, stack[-6000:], seconds
    )


def generate(kind: str, seed: int, count: int) -> list[Input]:
    if count <= 0:
        return []
    if kind == "expressions":
        from tools.fuzz.generators import expression_inputs

        return list(expression_inputs(seed, count))
    from tools.fuzz.mutate import plan_inputs, yaml_inputs

    if kind == "plans":
        return list(plan_inputs(seed, count))
    return list(yaml_inputs(seed, count))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.fuzz.run", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--expressions", type=int, default=1000)
    parser.add_argument("--plans", type=int, default=100)
    parser.add_argument("--yaml", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument(
        "--timeout", type=float, default=10.0, help="seconds before an input is a hang"
    )
    parser.add_argument(
        "--cli-every", type=int, default=20, help="also run every n-th input through the CLI"
    )
    parser.add_argument("--shrink-seconds", type=float, default=60.0)
    parser.add_argument("--json", metavar="PATH", help="write the findings as JSON")
    parser.add_argument("--batch", type=int, default=2000, help="inputs generated at a time")
    args = parser.parse_args(argv)

    pool = Pool(args.workers, args.timeout)
    started = time.monotonic()
    counts: Counter[str] = Counter()
    first: dict[tuple[str, str, str], tuple[Input, Outcome, int]] = {}
    slowest: list[tuple[float, str]] = []
    try:
        for kind, count in (
            ("expressions", args.expressions),
            ("plans", args.plans),
            ("yaml", args.yaml),
        ):
            kind_started = time.monotonic()
            # batches keep memory flat; each batch has its own derived seed
            for batch_start in range(0, count, args.batch):
                size = min(args.batch, count - batch_start)
                items = generate(kind, args.seed * 1_000_003 + batch_start, size)
                tasks = [
                    ("run", item, {"cli": (batch_start + i) % args.cli_every == 0})
                    for i, item in enumerate(items)
                ]
                for item, outcome in zip(items, pool.run(tasks), strict=True):
                    counts[f"{kind} {outcome.status}"] += 1
                    slowest.append((outcome.seconds, f"{kind}: {_short(item)}"))
                    slowest = sorted(slowest, reverse=True)[:5]
                    if outcome.status in FAILING + WARNING:
                        entry = first.get(outcome.signature)
                        if entry is None:
                            first[outcome.signature] = (item, outcome, 1)
                        else:
                            first[outcome.signature] = (entry[0], entry[1], entry[2] + 1)
            print(f"{kind}: {count} in {time.monotonic() - kind_started:.1f} s", file=sys.stderr)
        run_seconds = time.monotonic() - started
        findings = []
        shrink_tasks = [
            ("shrink", item, {"outcome": outcome, "seconds": args.shrink_seconds})
            for item, outcome, _ in first.values()
        ]
        shrunk = pool.run(shrink_tasks, budget=args.shrink_seconds) if shrink_tasks else []
        for (item, outcome, seen), small in zip(first.values(), shrunk, strict=True):
            reproducer = small if not isinstance(small, Outcome) and small is not None else item
            if outcome.status == "hang":
                reproducer = item
            findings.append((outcome, seen, reproducer))
    finally:
        pool.close()

    failing = [f for f in findings if f[0].status in FAILING]
    warnings = [f for f in findings if f[0].status in WARNING]
    shrinking = time.monotonic() - started - run_seconds
    print(f"\nran in {run_seconds:.1f} s (+{shrinking:.1f} s shrinking)")
    for key in sorted(counts):
        print(f"  {key}: {counts[key]}")
    print("slowest inputs:")
    for seconds, what in slowest:
        print(f"  {seconds:6.2f} s  {what[:150]}")
    for title, group in (
        ("UNCAUGHT EXCEPTIONS AND HANGS", failing),
        ("WARNINGS (position lost, round trip)", warnings),
    ):
        print(f"\n{title}: {len(group)} distinct")
        for outcome, seen, reproducer in group:
            head = f"[{outcome.status}] stage={outcome.stage} {outcome.exc_type}"
            print(f"\n--- {head}: {outcome.message[:300]}")
            print(f"    at {outcome.frame or '?'} (seen {seen} times)")
            print(f"    reproducer ({type(reproducer).__name__}): {_describe(reproducer)[:3000]}")
    if args.json:
        records = [
            {
                "status": o.status,
                "stage": o.stage,
                "type": o.exc_type,
                "message": o.message,
                "frame": o.frame,
                "seen": seen,
                "input_kind": type(r).__name__,
                "reproducer": _describe(r),
                "traceback": o.tb,
            }
            for o, seen, r in findings
        ]
        Path(args.json).write_text(json.dumps({"counts": counts, "findings": records}, indent=2))
    return 1 if failing else 0


def _describe(item: Input) -> str:
    return item.describe()


def _short(item: Input) -> str:
    return item.describe()[:150]


if __name__ == "__main__":
    sys.exit(main())
