"""``bind_plan`` returns an immutable ``BoundPlan``; the relation binders in
their own modules use only the binder's public surface (``RelationBinder``)."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

import substrait_expr.plan.bind.kept as kept_module
import substrait_expr.plan.bind.reads as reads_module
from substrait_expr.cli import main
from substrait_expr.plan import load_plan
from substrait_expr.plan.bind import BoundPlan, bind_plan

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "tpch"
Q02 = EXAMPLES / "q02.json"  # a correlated scalar subquery


def test_the_bound_plan_is_immutable() -> None:
    bound = load_plan(Q02).bound
    assert isinstance(bound, BoundPlan)
    with pytest.raises(dataclasses.FrozenInstanceError):
        bound.checked = 0  # type: ignore[misc]
    with pytest.raises(TypeError):  # a mapping proxy
        bound.subquery_names[0] = "other"  # type: ignore[index]
    for collection in (
        bound.roots,
        bound.expression_texts,
        bound.subquery_relations,
        bound.rules,
        bound.info.entries,
    ):
        assert isinstance(collection, tuple)
    assert bound.subquery_relations  # the plan has a subquery to hold


def test_binding_the_same_plan_twice_gives_equal_bound_plans() -> None:
    plan = load_plan(Q02)
    assert plan.quirks is not None
    applied = list(plan.quirks.applied)
    first, second = (bind_plan(plan.data, plan.registry, None, plan.quirks) for _ in range(2))
    assert first == second
    assert first == plan.bound  # what loading bound
    assert first.roots is not second.roots  # two runs, no state shared
    assert plan.quirks.applied == applied  # binding records rules on a copy


def test_texts_are_looked_up_by_expression() -> None:
    bound = load_plan(Q02).bound
    assert bound is not None
    texts = bound.texts
    assert bound.checked > 0
    assert all(texts[id(typed)] for typed, _ in bound.expression_texts)
    assert "p_size = 15 AND p_type LIKE '%BRASS'" in texts.values()  # as written


def _private_binder_uses(path: str) -> list[str]:
    """``binder._x`` or ``self.binder._x`` (dunders aside) in the module at ``path``."""
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
            continue
        if node.attr.startswith("__"):
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", None)
        if name == "binder":
            found.append(f"{path}:{node.lineno}: binder.{node.attr}")
    return found


@pytest.mark.parametrize("module", [reads_module, kept_module], ids=["reads", "kept"])
def test_relation_binders_use_only_the_public_surface(module: object) -> None:
    path = getattr(module, "__file__", None)
    assert path is not None
    assert _private_binder_uses(path) == []
    # They know the protocol, not the binding run's class.
    assert "plan.bind.binder" not in Path(path).read_text(encoding="utf-8")


def test_the_check_finds_a_private_use(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f(binder, self):\n    binder._fail()\n    self.binder._outer\n")
    assert len(_private_binder_uses(str(sample))) == 2


def test_cli_check_prints_the_count(capsys: pytest.CaptureFixture[str]) -> None:
    q01 = EXAMPLES / "q01.json"
    bound = load_plan(q01).bound
    assert bound is not None and bound.checked > 0
    assert main(["check", str(q01)]) == 0
    assert f"ok: {bound.checked} expressions checked" in capsys.readouterr().out
