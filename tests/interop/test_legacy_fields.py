"""Binary plans carrying fields this reader's Substrait has removed: read as
the same plan written in JSON with the old names, never dropped. No Spark."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format
from substrait import algebra_pb2, plan_pb2

from substrait_expr.plan import PlanError, load_plan
from substrait_expr.plan.model import Aggregate

CORPUS = Path(__file__).resolve().parents[1] / "data/interop/consumer-testing/snapshots/producer"


def field(index: int) -> dict[str, Any]:
    return {
        "selection": {"directReference": {"structField": {"field": index}}, "rootReference": {}}
    }


READ = {
    "read": {
        "namedTable": {"names": ["t"]},
        "baseSchema": {
            "names": ["k", "v"],
            "struct": {
                "types": [
                    {"i64": {"nullability": "NULLABILITY_REQUIRED"}},
                    {"i32": {"nullability": "NULLABILITY_NULLABLE"}},
                ],
                "nullability": "NULLABILITY_REQUIRED",
            },
        },
    }
}
COUNT = {"measure": {"functionReference": 1, "outputType": {"i64": {}}, "arguments": []}}
EXTENSIONS = [{"extensionFunction": {"functionAnchor": 1, "name": "count"}}]


def plan_with(rel: dict[str, Any], names: list[str]) -> dict[str, Any]:
    return {"extensions": EXTENSIONS, "relations": [{"root": {"input": rel, "names": names}}]}


def old_grouping_plan() -> dict[str, Any]:
    """GROUP BY k written the old way: the keys inside the grouping."""
    aggregate = {"input": READ, "groupings": [{"groupingExpressions": [field(0)]}]}
    aggregate["measures"] = [COUNT]
    return plan_with({"aggregate": aggregate}, ["k", "n"])


def binary_with_unknown(data: dict[str, Any], at: list[Any], number: int, payload: bytes) -> bytes:
    """``data`` as a binary plan, with field ``number`` (length-delimited)
    added as raw bytes to the message at path ``at``."""
    message = plan_pb2.Plan()
    json_format.ParseDict(data, message)
    target: Any = message
    for step in at:
        target = target[step] if isinstance(step, int) else getattr(target, step)
    tag = bytes([number << 3 | 2])
    target.MergeFromString(tag + bytes([len(payload)]) + payload)
    return message.SerializeToString()


def test_old_grouping_keys_in_a_binary_plan_are_read_not_dropped(tmp_path: Path) -> None:
    key = algebra_pb2.Expression()
    json_format.ParseDict(field(0), key)
    modern = copy.deepcopy(old_grouping_plan())
    modern["relations"][0]["root"]["input"]["aggregate"]["groupings"] = [{}]
    path = ["relations", 0, "root", "input", "aggregate", "groupings", 0]
    binary = binary_with_unknown(modern, path, 1, key.SerializeToString())
    (tmp_path / "p.pb").write_bytes(binary)
    from_binary = load_plan(tmp_path / "p.pb")
    from_json = load_plan(old_grouping_plan())
    assert from_binary.explain() == from_json.explain()
    assert "aggregate by k" in from_binary.explain()


def test_a_field_this_reader_does_not_know_is_refused_with_its_path(tmp_path: Path) -> None:
    data = plan_with(
        {"filter": {"input": READ, "condition": {"literal": {"boolean": True}}}}, ["k", "v"]
    )
    binary = binary_with_unknown(data, ["relations", 0, "root", "input", "filter"], 15, b"xy")
    (tmp_path / "p.pb").write_bytes(binary)
    with pytest.raises(PlanError) as raised:
        load_plan(tmp_path / "p.pb")
    message = str(raised.value)
    assert "relations[0].root.input.filter" in message
    assert "field number 15 of substrait.FilterRel" in message


def test_keys_written_both_ways_group_once(tmp_path: Path) -> None:
    # DataFusion 55: top-level keys with references, and the old nested list too.
    key = algebra_pb2.Expression()
    json_format.ParseDict(field(0), key)
    modern = copy.deepcopy(old_grouping_plan())
    aggregate = modern["relations"][0]["root"]["input"]["aggregate"]
    aggregate["groupingExpressions"] = [field(0)]
    aggregate["groupings"] = [{"expressionReferences": [0]}]
    path = ["relations", 0, "root", "input", "aggregate", "groupings", 0]
    binary = binary_with_unknown(modern, path, 1, key.SerializeToString())
    (tmp_path / "p.pb").write_bytes(binary)
    [root] = load_plan(tmp_path / "p.pb").check()
    assert isinstance(root.input, Aggregate)
    assert root.input.sets == ((0,),)


def test_extension_uris_of_older_producers_in_a_binary_plan_are_read(tmp_path: Path) -> None:
    # ibis-substrait 4 (substrait 0.21) writes `extension_uris` (Plan field 1)
    # and `extension_uri_reference` (field 1 of each declaration), both since
    # replaced by URNs: read as the same plan in JSON with the old names.
    snapshot = CORPUS / "function" / "comparison" / "gt-ibis_plan.json"
    old = json.loads(snapshot.read_text())
    modern = copy.deepcopy(old)
    uris = modern.pop("extensionUris")
    for declaration in modern["extensions"]:
        del declaration["extensionFunction"]["extensionUriReference"]
    message = plan_pb2.Plan()
    json_format.ParseDict(modern, message)
    for item in uris:
        uri = item["uri"].encode()
        body = bytes([1 << 3 | 0, item["extensionUriAnchor"], 2 << 3 | 2, len(uri)]) + uri
        message.MergeFromString(bytes([1 << 3 | 2, len(body)]) + body)
    for declaration, written in zip(message.extensions, old["extensions"], strict=True):
        reference = written["extensionFunction"]["extensionUriReference"]
        declaration.extension_function.MergeFromString(bytes([1 << 3 | 0, reference]))
    (tmp_path / "p.pb").write_bytes(message.SerializeToString())
    from_binary = load_plan(tmp_path / "p.pb")
    assert from_binary.explain() == load_plan(snapshot).explain()
