"""The compiled plan-schema validator (jsonschema-rs) against ``jsonschema``.

``validate`` accepts a plan on the compiled validator's word and asks
``jsonschema`` only to name problems. That is sound only while the two agree
on what is valid: every plan file of the project and the interop corpus, and
mutations of each that break the schema in the usual ways (an unknown key, a
value of the wrong kind, a missing required field, an empty object).
"""

from __future__ import annotations

import copy
import json
import pathlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from substrait_expr.plan import PlanError
from substrait_expr.plan import load as plan_load

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _documents() -> Iterator[tuple[str, Any]]:
    for folder in ("examples", "tests/data"):
        for path in sorted((ROOT / folder).rglob("*.json")):
            try:
                data = json.loads(path.read_text("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                continue
            if isinstance(data, dict) and "relations" in data:
                yield str(path.relative_to(ROOT)), plan_load.camel_keys(data)


def _objects(value: Any) -> Iterator[dict[str, Any]]:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def _mutations(document: Any, rng: random.Random) -> Iterator[Any]:
    objects = list(_objects(document))
    for _ in range(6):
        mutant = copy.deepcopy(document)
        targets = list(_objects(mutant))
        target = targets[rng.randrange(len(objects))]
        keys = list(target)
        choice = rng.randrange(4)
        if choice == 0:
            target["unexpectedKey"] = 1
        elif choice == 1 and keys:
            target[rng.choice(keys)] = rng.choice([7, "text", [], {}, None, True])
        elif choice == 2 and keys:
            del target[rng.choice(keys)]
        else:
            target.clear()
        yield mutant


def _agree(document: Any) -> bool:
    fast = plan_load._fast_validator().is_valid(document)
    reference = not any(True for _ in plan_load._validator().iter_errors(document))
    return fast == reference


def test_the_validators_agree_on_every_plan_and_its_mutations() -> None:
    rng = random.Random(20261124)
    documents = list(_documents())
    assert len(documents) > 300
    disagreements = [name for name, document in documents if not _agree(document)]
    mutants = 0
    for name, document in documents:
        for mutant in _mutations(document, rng):
            mutants += 1
            if not _agree(mutant):
                disagreements.append(f"{name} (mutated)")
    assert mutants > 1000
    assert disagreements == []


def test_an_invalid_plan_still_gets_named_problems() -> None:
    plan = {"relations": [{"root": {"input": {"read": {"namedTable": {"names": ["t"]}}}}}]}
    plan["relations"][0]["root"]["input"]["read"]["baseSchema"] = 5  # type: ignore[index]
    plan["relations"][0]["root"]["inptu"] = {}  # type: ignore[index]
    with pytest.raises(PlanError) as raised:
        plan_load.validate(plan)
    text = str(raised.value)
    assert "relations[0].root" in text
    assert "inptu" in text
