"""Extension files whose aliases expand past ``Limits.yaml_nodes`` are refused
at once, with the place and the limit named (issue 39, item 9)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.typecheck.registry import ExtensionError, Registry, load_extension_text
from tools.fuzz.mutate import yaml_inputs
from tools.fuzz.seeds import hostile_yaml_seeds

SEEDS = dict(hostile_yaml_seeds())


def test_the_550_byte_billion_laughs_is_refused_quickly(tmp_path: Path) -> None:
    text = SEEDS["laughs-8x10.yaml"]
    assert len(text.encode()) < 600 and text.count("*") < se.Limits().yaml_aliases
    path = tmp_path / "laughs.yaml"
    path.write_text(text)
    started = time.monotonic()
    with pytest.raises(ExtensionError) as caught:
        Registry.from_paths([path])
    assert time.monotonic() - started < 3  # over a minute before
    message = str(caught.value)
    assert "laughs.yaml:13:7: aliases expand this node to more than 1,000,000 nodes" in message
    assert "(Limits.yaml_nodes)" in message


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_every_hostile_seed_is_refused_quickly(name: str) -> None:
    started = time.monotonic()
    with pytest.raises(ExtensionError):
        load_extension_text(SEEDS[name], name)
    assert time.monotonic() - started < 3


def test_an_alias_inside_itself_is_named() -> None:
    with pytest.raises(ExtensionError, match="an alias names a node that contains it"):
        load_extension_text(SEEDS["alias-in-itself.yaml"], "cycle.yaml")


def test_the_limit_is_configurable_and_sharing_below_it_loads() -> None:
    shared = (
        "urn: extension:example:shared\n"
        "scalar_functions:\n"
        "- name: f\n"
        "  impls:\n"
        "  - args: &args [{value: i32}, {value: i32}]\n"
        "    return: i32\n"
        "- name: g\n"
        "  impls:\n"
        "  - args: *args\n"
        "    return: i32\n"
    )
    extension = load_extension_text(shared, "shared.yaml")
    assert len(extension.functions) == 2
    with se.using_limits(se.Limits(yaml_nodes=20)), pytest.raises(ExtensionError) as caught:
        load_extension_text(shared, "shared.yaml")
    assert "more than 20 nodes (Limits.yaml_nodes)" in str(caught.value)


def test_the_cli_flag(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "laughs.yaml"
    path.write_text(_nested(3, 5))
    argv = ["check", "--extension", str(path), "--schema", "a: i32", "a"]
    assert main(["--max-yaml-nodes", "50", *argv]) != 0
    assert "more than 50 nodes (Limits.yaml_nodes)" in capsys.readouterr().err


def _nested(levels: int, width: int) -> str:
    from tools.fuzz.seeds import _nested_aliases

    return _nested_aliases(levels, width)


def test_the_fuzzers_get_the_hostile_seeds_verbatim() -> None:
    items = yaml_inputs(0, 5)
    assert [(i.origin, i.text) for i in items[: len(SEEDS)]] == list(hostile_yaml_seeds())
