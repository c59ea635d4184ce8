"""``explain`` as text (coloured on request), JSON and a Mermaid flowchart;
the REPL's ``:plan``. No Spark: the tree needs only a bound plan."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.cli import main
from substrait_expr.plan import load_plan

ROOT = Path(__file__).resolve().parents[1]
TPCH = sorted((ROOT / "examples/tpch").glob("q*.json"))


def walk(node: dict[str, Any]) -> list[dict[str, Any]]:
    found = [node]
    for child in node["inputs"]:
        found += walk(child)
    for sub in node.get("subqueries", ()):
        found += walk(sub["input"])
    return found


@pytest.mark.parametrize("path", TPCH, ids=lambda p: p.stem)
def test_json_view_matches_the_bound_plan(path: Path) -> None:
    plan = load_plan(path)
    data = json.loads(plan.explain("json"))
    roots = plan.check()
    assert len(data["roots"]) == len(roots)
    for shown, root in zip(data["roots"], roots, strict=True):
        assert shown["names"] == list(root.names)
        top = shown["input"]
        assert [f["name"] for f in top["schema"]] == list(root.input.schema.names)
        assert [f["type"] for f in top["schema"]] == [str(t) for t in root.input.schema.types]
        for node in walk(top):
            assert node["path"].startswith(("relations[", "subqueries.")) and node["kind"]


def mermaid_problems(text: str) -> list[str]:
    """Structural checks: a flowchart header, every edge between defined nodes,
    labels quoted with no raw quote or angle bracket outside the allowed tags."""
    lines = text.splitlines()
    problems = [] if lines[0] == "flowchart BT" else ["header"]
    defined: set[str] = set()
    for line in lines[1:]:
        node = re.fullmatch(r'  (n\d+)(\["|\(\[")(.*)("\]|"\]\))', line)
        edge = re.fullmatch(r"  (n\d+) (-->|-\. subquery \w+ \.->) (n\d+)", line)
        if node:
            defined.add(node.group(1))
            label = re.sub(r"</?(b|i)>|<br/>", "", node.group(3))
            if re.search(r'["<>]', label):
                problems.append(f"unescaped label: {line}")
        elif edge:
            if edge.group(1) not in defined or edge.group(3) not in defined:
                problems.append(f"edge to an undefined node: {line}")
        else:
            problems.append(f"not a node or an edge: {line}")
    return problems


@pytest.mark.parametrize("path", TPCH, ids=lambda p: p.stem)
def test_mermaid_view_is_a_well_formed_flowchart(path: Path) -> None:
    text = load_plan(path).explain("mermaid")
    assert mermaid_problems(text) == []
    assert text.count("-->") + text.count(".->") >= 1


def test_mermaid_escapes_hostile_names() -> None:
    plan = load_plan(
        {
            "relations": [
                {
                    "root": {
                        "names": ['a"] --> x', "b<c>#|"],
                        "input": {
                            "project": {
                                "input": {
                                    "read": {
                                        "namedTable": {"names": ["t"]},
                                        "baseSchema": {
                                            "names": ['q"] <x> #'],
                                            "struct": {
                                                "types": [
                                                    {"i32": {"nullability": "NULLABILITY_REQUIRED"}}
                                                ]
                                            },
                                        },
                                    }
                                },
                                "expressions": ["$0 > 1 AND 'x\"<y>' = 'z'"],
                            }
                        },
                    }
                }
            ]
        }
    )
    text = plan.explain("mermaid")
    assert mermaid_problems(text) == []
    assert "#quot;" in text and "#lt;" in text and "#35;" in text


def test_text_view_is_coloured_only_on_request() -> None:
    plan = load_plan(TPCH[0])
    assert "\033[" not in plan.explain()
    coloured = plan.explain(color=True)
    assert "\033[1maggregate\033[0m" in coloured
    assert re.sub(r"\033\[\d+m", "", coloured) == plan.explain()


def test_cli_formats_need_no_spark(capsys: pytest.CaptureFixture[str]) -> None:
    source = str(TPCH[2])
    assert main(["explain", source, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["roots"][0]["input"]["kind"] == "fetch"
    assert main(["explain", source, "--format", "mermaid"]) == 0
    assert capsys.readouterr().out.startswith("flowchart BT")
    assert main(["explain", source, "--no-spark"]) == 0  # not a terminal: no colour
    out = capsys.readouterr().out
    assert "SELECT" in out and "\033[" not in out
    assert main(["explain", source, "--no-spark", "--color", "always"]) == 0
    assert "\033[1m" in capsys.readouterr().out


def test_repl_plan_command(tmp_path: Path) -> None:
    from tests.test_repl import run_process

    result = run_process(f":plan {TPCH[2]}\n:plan {TPCH[2]} mermaid\n:plan\n", tmp_path=tmp_path)
    assert result.returncode == 1, result.stderr  # piped input with an error (:plan's usage)
    assert "fetch offset 0 count 10" in result.stdout
    assert "flowchart BT" in result.stdout
    assert "usage: :plan FILE" in result.stdout or ":plan FILE" in result.stdout
