"""`connect_ansi`: on Spark Connect a standalone Column is lowered for the
session's ANSI mode, read at most once a second, and the text that relies on
it carries a check. No server here: Connect's Columns are built locally
(``SPARK_CONNECT_MODE_ENABLED``) and the session is a stand-in; the check's
behaviour in Spark is tested in ``test_lowering_text`` and ``test_connect``."""

from __future__ import annotations

from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.backends.spark.columns import connect_ansi


class _Session:
    """A stand-in Connect session whose setting the test changes."""

    def __init__(self, ansi: bool) -> None:
        self.ansi = ansi
        self.reads = 0


@pytest.fixture
def connect(monkeypatch: Any) -> Any:
    from pyspark.sql.connect.session import SparkSession as ConnectSession

    session = _Session(True)
    clock = [100.0]

    def read(spark: _Session) -> bool:
        spark.reads += 1
        return spark.ansi

    monkeypatch.setenv("SPARK_CONNECT_MODE_ENABLED", "1")
    monkeypatch.setattr(ConnectSession, "getActiveSession", classmethod(lambda cls: session))
    monkeypatch.setattr(connect_ansi, "session_ansi", read)
    monkeypatch.setattr(connect_ansi.time, "monotonic", lambda: clock[0])
    connect_ansi.forget_connect_ansi()
    yield session, clock
    connect_ansi.forget_connect_ansi()


def test_text_relying_on_ansi_mode_carries_the_check(connect: Any) -> None:
    session, _ = connect
    schema = se.Schema.parse("a: i32, s: string?")
    added = str(se.to_column("a + 1", schema))
    assert "typeof('1' + 1)" in added and "`a` + 1" in added
    assert "try_add" not in added  # Spark's own overflow check, no guard of ours
    assert "typeof" not in str(se.to_column("upper(s)", schema))  # the same in both modes
    assert "typeof" not in str(se.to_column("a + 1", schema, ansi=True))  # the caller's word
    assert session.reads == 1
    session.ansi = False
    connect_ansi.forget_connect_ansi()
    guarded = str(se.to_column("a + 1", schema))
    assert "typeof" not in guarded and "try_add" in guarded


def test_the_setting_is_read_at_most_once_a_second(connect: Any) -> None:
    session, clock = connect
    schema = se.Schema.parse("a: i32")
    for _ in range(5):
        se.to_column("a * 2", schema)
    assert session.reads == 1
    session.ansi = False
    clock[0] += connect_ansi.READ_EVERY_SECONDS / 2
    assert "typeof" in str(se.to_column("a * 2", schema))  # within the second: the check
    clock[0] += connect_ansi.READ_EVERY_SECONDS
    assert "typeof" not in str(se.to_column("a * 2", schema))
    assert session.reads == 2


def test_a_plan_on_connect_keeps_its_guards(connect: Any) -> None:
    """Inside a plan's lowering (an enclosing ``ansi_mode``) nothing is wrapped:
    the plan's own rule (guards on Connect) holds."""
    from substrait_expr.backends.spark.columns.api import ansi_mode

    session, _ = connect
    schema = se.Schema.parse("a: i32")
    with ansi_mode(None):
        text = str(se.to_column("a + 1", schema))
    assert "typeof" not in text and "try_add" in text
    assert session.reads == 0
