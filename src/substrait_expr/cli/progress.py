"""A one-line progress report on a terminal while Spark works.

After ``delay`` seconds of work, and only when the stream is a terminal, the
line shows the stages done out of those the running jobs have and the tasks
done out of the running stages' tasks, rewritten in place; it is erased when
the work ends. A classic session is polled through its status tracker; a
Spark Connect session reports through its progress handler.
"""

from __future__ import annotations

import threading
import time
from types import TracebackType
from typing import Any, TextIO

__all__ = ["ProgressLine"]


class ProgressLine:
    def __init__(
        self, spark: Any, stream: TextIO, *, delay: float = 1.0, interval: float = 0.25
    ) -> None:
        self.spark = spark
        self.stream = stream
        self.delay = delay
        self.interval = interval
        self.started = time.monotonic()
        self.shown = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._handler: Any = None
        self._lock = threading.Lock()

    def __enter__(self) -> ProgressLine:
        if not self.stream.isatty():
            return self
        self.started = time.monotonic()
        register = getattr(self.spark, "registerProgressHandler", None)
        if type(self.spark).__module__.startswith("pyspark.sql.connect") and register:
            self._handler = self._on_connect_progress
            register(self._handler)
        else:
            self._thread = threading.Thread(target=self._poll, daemon=True)
            self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
        if self._handler is not None:
            self.spark.removeProgressHandler(self._handler)
        with self._lock:
            if self.shown:
                self.stream.write("\r\033[K")
                self.stream.flush()
                self.shown = False

    def show(self, stages_done: int, stages: int, tasks_done: int, tasks: int) -> None:
        if self._stop.is_set() or time.monotonic() - self.started < self.delay or not stages:
            return
        text = f"running: stage {stages_done}/{stages}, tasks {tasks_done}/{tasks}"
        with self._lock:
            self.stream.write(f"\r\033[K{text}")
            self.stream.flush()
            self.shown = True

    def _poll(self) -> None:
        tracker = self.spark.sparkContext.statusTracker()
        while not self._stop.wait(self.interval):
            try:
                stages, done = set(), set()
                for job_id in tracker.getActiveJobsIds():
                    job = tracker.getJobInfo(job_id)
                    if job is not None:
                        stages.update(job.stageIds)
                active = set(tracker.getActiveStageIds())
                tasks = tasks_done = 0
                for stage_id in stages:
                    info = tracker.getStageInfo(stage_id)
                    if info is None:
                        continue
                    if stage_id in active:
                        tasks += info.numTasks
                        tasks_done += info.numCompletedTasks
                    elif info.numTasks and info.numCompletedTasks >= info.numTasks:
                        done.add(stage_id)
                self.show(len(done), len(stages), tasks_done, tasks)
            except Exception:  # the session is going away: stop reporting
                return

    def _on_connect_progress(
        self, stages: Any, inflight_tasks: int, operation_id: Any, done: bool
    ) -> None:
        finished = sum(1 for stage in stages if stage.done)
        tasks = sum(stage.num_tasks for stage in stages)
        tasks_done = sum(stage.num_completed_tasks for stage in stages)
        self.show(finished, len(stages), tasks_done, tasks)
