"""``Limits``: one set of limits that every entry point applies, each breach
the project's error at its position (line and column, or JSON path)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.plan import PlanError
from substrait_expr.typecheck.registry import ExtensionError, Registry


def codes(text: str, limits: se.Limits) -> tuple[list[str], Any]:
    with se.using_limits(limits), pytest.raises(se.CompileError) as caught:
        se.parse(text)
    error = caught.value
    return [d.code.value for d in error.diagnostics], error.diagnostics[0]


def test_defaults_and_validation() -> None:
    assert se.current_limits() == se.Limits()
    assert se.Limits().depth == 2_500 and se.Limits().literal_digits == 4_000
    with pytest.raises(ValueError, match=r"Limits\.depth must be a positive integer"):
        se.Limits(depth=0)
    with se.using_limits(se.Limits(depth=7)) as inner:
        assert se.current_limits() is inner
    assert se.current_limits() == se.Limits()


def test_expression_depth_text_and_list_limits_are_positioned() -> None:
    found, first = codes("(" * 12 + "1" + ")" * 12, se.Limits(depth=10))
    assert found == ["too-deep"] and first.column == 11

    found, first = codes("a + b\n+ c + d", se.Limits(text_length=8))
    assert found == ["too-large"] and (first.line, first.column) == (2, 3)

    found, first = codes("x IN (1, 2, 3, 4, 5)", se.Limits(list_items=4))
    assert found == ["too-large"] and first.column == 17  # the comma before the fifth item
    with se.using_limits(se.Limits(list_items=3)):  # nested lists count apart
        se.parse("[1, [2, 3], 4]")
        se.parse("f(1, 2, g(3, 4, 5))")


def test_literal_digits_even_past_pythons_own_limit() -> None:
    found, first = codes("1" * 30, se.Limits(literal_digits=20))
    assert found == ["bad-literal"] and "30 characters" in first.message
    found, _ = codes("1." + "5" * 30, se.Limits(literal_digits=20))
    assert found == ["bad-literal"]
    found, _ = codes("9" * 5_000, se.Limits(literal_digits=10_000))  # int() refuses > 4,300
    assert found == ["bad-literal"]


def test_plan_json_depth_and_size() -> None:
    deep: dict[str, Any] = {"relations": []}
    inner: Any = deep
    for _ in range(30):
        inner["x"] = {}
        inner = inner["x"]
    with se.using_limits(se.Limits(json_depth=20)), pytest.raises(PlanError, match="json_depth"):
        se.load_plan(deep)
    rows = [[str(i)] for i in range(50)]
    read = {"read": {"baseSchema": "a: i32", "virtualTable": {"expressions": rows}}}
    wide = {"relations": [{"root": {"input": read}}]}
    with se.using_limits(se.Limits(plan_nodes=40)), pytest.raises(PlanError, match="plan_nodes"):
        se.load_plan(wide)
    se.load_plan(wide)  # within the defaults


BILLION_LAUGHS = """
urn: extension:example:laughs
a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
scalar_functions: []
"""


def test_yaml_alias_bombs_size_and_duplicate_keys(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(BILLION_LAUGHS)
    started = time.monotonic()
    with se.using_limits(se.Limits(yaml_aliases=20)), pytest.raises(ExtensionError) as caught:
        Registry.from_paths([bomb])
    # A hang guard, not a speed goal: room for a loaded machine.
    assert time.monotonic() - started < 30
    assert "bomb.yaml:6:16: more than 20 aliases" in str(caught.value)  # the 21st alias
    big = tmp_path / "big.yaml"
    big.write_text("urn: extension:example:big\n" + "# padding\n" * 200)
    with se.using_limits(se.Limits(yaml_bytes=100)), pytest.raises(ExtensionError, match="bytes"):
        Registry.from_paths([big])
    twice = tmp_path / "twice.yaml"
    twice.write_text("urn: extension:example:twice\nscalar_functions: []\nurn: again\n")
    with pytest.raises(ExtensionError, match="the key 'urn' appears twice") as caught:
        Registry.from_paths([twice])
    assert "3" in str(caught.value)  # the line of the second `urn`


def test_cli_limits_go_before_the_command(capsys: Any) -> None:
    assert main(["--max-list", "3", "parse", "x IN (1, 2, 3, 4)"]) == 1
    assert "error[too-large]: more than 3 items in one list" in capsys.readouterr().err
    assert main(["--max-depth", "3", "check", "--schema", "a: i32", "((((a))))"]) == 1
    assert "error[too-deep]" in capsys.readouterr().err
    assert main(["parse", "--max-depth", "3", "((((a))))"]) == 1  # the parse command's own flag
    assert "error[too-deep]" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        main(["--max-depth", "0", "parse", "a"])
    assert exited.value.code == 2


def test_cli_plan_limits(tmp_path: Path, capsys: Any) -> None:
    plan = tmp_path / "plan.json"
    rows = [[str(i)] for i in range(50)]
    read = {"read": {"baseSchema": "a: i32", "virtualTable": {"expressions": rows}}}
    plan.write_text(json.dumps({"relations": [{"root": {"input": read}}]}))
    assert main(["--max-plan-nodes", "40", "check", str(plan)]) == 1
    assert "plan_nodes" in capsys.readouterr().err
    assert main(["check", str(plan)]) == 0


def test_parsed_text_is_shared_but_limits_still_apply() -> None:
    """Parsing is cached per text (the AST is immutable); the limits in force
    are part of what is cached, so a tighter limit still refuses the text."""
    text = "((a + 1) * 2)"
    first = se.parse(text)
    assert se.parse(text) is first
    with se.using_limits(se.Limits(depth=2)), pytest.raises(se.CompileError):
        se.parse(text)
    assert se.parse(text, max_depth=2000) == first
    with pytest.raises(se.CompileError):  # errors are raised every time, never cached
        se.parse("a +")
    with pytest.raises(se.CompileError):
        se.parse("a +")


DEEP_RETURN = """urn: extension:example:deep
scalar_functions:
  - name: f
    impls:
      - args: [{{value: i32}}]
        return: "{text}"
"""


def test_type_text_depth_is_the_projects_error_at_its_place() -> None:
    """Type text nested past ``Limits.type_depth`` is refused where it goes too
    deep, before anything recursive walks it (it was a RecursionError)."""
    from substrait_expr.typecheck.type_syntax import (
        TypeTooDeep,
        parse_derivation,
        parse_type,
        parse_type_pattern,
    )

    assert se.Limits().type_depth == 100
    nested = "list<" * 99 + "i32" + ">" * 99  # 100 levels, the i32 included
    assert str(parse_type(nested)).count("list") == 99
    for parse in (parse_type, parse_type_pattern, parse_derivation):
        for depth in (100, 20_000):  # far past where recursion would fail
            started = time.monotonic()
            with pytest.raises(
                TypeTooDeep, match=r"more than 100 levels deep \(Limits.type_depth\)"
            ):
                parse("list<" * depth + "i32" + ">" * depth)
            assert time.monotonic() - started < 30
    with pytest.raises(TypeTooDeep) as caught:
        parse_type("list<" * 150 + "i32" + ">" * 150)
    assert caught.value.column == 5 * 101  # the "<" that opens the 101st level
    with pytest.raises(TypeTooDeep):  # a chain of operators nests too
        parse_derivation("decimal<" + " + ".join(["P1"] * 200) + ", 0>")
    with pytest.raises(TypeTooDeep):
        parse_type("func<" * 120 + "i32" + " -> i32>" * 120)
    with se.using_limits(se.Limits(type_depth=5)), pytest.raises(TypeTooDeep):
        parse_type("list<list<list<list<list<i32>>>>>")
    with pytest.raises(ValueError, match="type_depth"):  # a SchemaError
        se.Schema.parse("a: " + "list<" * 200 + "i32" + ">" * 200)


def test_a_return_type_nested_too_deeply_is_an_extension_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text(DEEP_RETURN.format(text="list<" * 100_000 + "i32" + ">" * 100_000))
    started = time.monotonic()
    with pytest.raises(ExtensionError) as caught:
        Registry.from_paths([path])
    assert time.monotonic() - started < 30
    (problem,) = caught.value.problems
    assert problem.path == "scalar_functions[0].impls[0].return"
    assert (problem.line, problem.column) == (6, 17)
    assert "Limits.type_depth" in problem.message
    assert max(len(line) for line in str(caught.value).splitlines()) < 300  # not 500,000
    # Within the limit it loads and derives.
    path.write_text(DEEP_RETURN.format(text="list<" * 98 + "i32" + ">" * 98))
    typed = se.check("f(1)", se.Schema.parse("a: i32"), Registry.from_paths([path]))
    assert str(typed.type).count("list") == 98
