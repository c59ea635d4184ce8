"""Every TPC-H plan compiles to a standard Substrait plan that loads again
(no strings left) with the same output types, in JSON and binary form."""

from __future__ import annotations

from pathlib import Path

import pytest
from google.protobuf import json_format
from substrait import plan_pb2

from substrait_expr.plan import load_plan

PLANS = sorted((Path(__file__).parent.parent / "examples" / "tpch").glob("q*.json"))


def test_all_22_queries_are_there() -> None:
    assert [p.stem for p in PLANS] == [f"q{i:02d}" for i in range(1, 23)]


@pytest.mark.parametrize("path", PLANS, ids=lambda p: p.stem)
def test_compiled_plan_reloads_with_the_same_output(path: Path) -> None:
    plan = load_plan(path)
    message = plan.to_substrait()
    text = json_format.MessageToJson(message)
    assert '"condition": "' not in text  # every expression is protobuf now
    for source in (json_format.Parse(text, plan_pb2.Plan()), message.SerializeToString()):
        if isinstance(source, bytes):
            reparsed = plan_pb2.Plan()
            reparsed.ParseFromString(source)
            source = reparsed
        again = load_plan(source)
        assert [r.names for r in again.roots] == [r.names for r in plan.roots]
        assert [r.input.schema.types for r in again.roots] == [
            r.input.schema.types for r in plan.roots
        ]
