"""Large input is compiled with the cyclic garbage collector paused
(``collector.py``): its collections would walk the growing trees again and
again. Small input and an application's own pause are left alone."""

from __future__ import annotations

import contextlib
import gc
import importlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.collector import collector_paused
from substrait_expr.parser.driver import clear_parse_cache, parse


@pytest.fixture
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_pause_nests_and_leaves_an_application_pause_alone(collector_on: None) -> None:
    with collector_paused(True):
        assert not gc.isenabled()
        with collector_paused(True):
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner block does not end the outer pause
    assert gc.isenabled()
    with collector_paused(False):
        assert gc.isenabled()
    gc.disable()
    with collector_paused(True):
        pass
    assert not gc.isenabled()  # paused by the application: still paused
    gc.enable()


def _collections(work: Callable[[], Any]) -> int:
    started: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(info["generation"])

    gc.collect()
    gc.callbacks.append(count)
    try:
        work()
    finally:
        gc.callbacks.remove(count)
    return len(started)


def test_a_long_in_list_compiles_without_collections(
    collector_on: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = "n IN (" + ", ".join(str(i) for i in range(0, 20_000, 2)) + ")"
    schema = se.Schema.parse("n: i32")
    typed = se.check(text, schema)
    se.to_spark_sql(typed, schema, ansi=True)  # the first lowering imports modules

    def stages() -> list[int]:
        clear_parse_cache()
        return [
            _collections(lambda: parse(text)),
            _collections(lambda: se.check(text, schema)),  # the text is parsed now
            _collections(lambda: se.to_spark_sql(typed, schema, ansi=True)),
        ]

    # Each stage allocates hundreds of thousands of objects. Paused, a stage
    # sees at most the collection its first allocations start.
    assert max(stages()) <= 1
    assert gc.isenabled()
    # The same work unpaused: the test can tell (about a hundred collections;
    # the lowering's share is small now that IN items print as one node).
    for module in (
        "substrait_expr.parser.driver",
        "substrait_expr.typecheck.check",
        "substrait_expr.backends.spark.columns.column",
    ):
        monkeypatch.setattr(
            importlib.import_module(module),
            "collector_paused",
            lambda large: contextlib.nullcontext(),
        )
    assert sum(stages()) > 50


def test_small_input_runs_with_the_collector(collector_on: None) -> None:
    seen: list[bool] = []
    schema = se.Schema.parse("n: i32")
    original = gc.isenabled

    def lowered() -> None:
        seen.append(original())
        se.to_spark_sql("n + 1", schema, ansi=True)
        seen.append(original())

    lowered()
    assert seen == [True, True]


def test_the_cli_prints_a_long_in_list_and_lean_checks(capsys: pytest.CaptureFixture[str]) -> None:
    from substrait_expr.cli import main

    items = ", ".join(str(i) for i in range(0, 20_000, 2))
    assert main(["sql", "--schema", "n: i32", f"n IN ({items})"]) == 0
    assert capsys.readouterr().out.strip() == f"`n` IN ({items})"
    schema = "x: fp64?, d: dec<15,2>"
    assert main(["sql", "--schema", schema, "--ansi", "off", "x < 1.5 AND d + d > 3"]) == 0
    assert capsys.readouterr().out.strip() == "`x` < 1.5D AND `d` + `d` > 3.00BD"
