"""The CLI's progress line: shown on a terminal once work takes longer than
its delay (stages and tasks done out of the total), erased at the end, and
never written to a stream that is not a terminal."""

from __future__ import annotations

import io
from typing import Any

import pytest

from substrait_expr.cli.progress import ProgressLine

pytestmark = pytest.mark.spark


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def slow_job(spark: Any) -> None:
    spark.range(0, 60_000_000, numPartitions=4).selectExpr("sum(id % 7)").collect()


def test_the_line_shows_stages_and_tasks_and_is_erased(spark: Any) -> None:
    terminal = Terminal()
    with ProgressLine(spark, terminal, delay=0.0, interval=0.05):
        slow_job(spark)
    written = terminal.getvalue()
    assert "running: stage " in written and ", tasks " in written
    assert written.endswith("\r\033[K")  # nothing left on the line


def test_nothing_is_written_off_a_terminal_or_before_the_delay(spark: Any) -> None:
    plain = io.StringIO()
    with ProgressLine(spark, plain, delay=0.0, interval=0.05):
        slow_job(spark)
    assert plain.getvalue() == ""
    terminal = Terminal()
    with ProgressLine(spark, terminal, delay=60.0, interval=0.05):
        slow_job(spark)
    assert terminal.getvalue() == ""
