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


# ---------------------------------------------------------------------- old fields as data

# DuckDB 1.1.3 (Substrait 0.53) writes a LIMIT as FetchRel offset = 3, count = 4:
# fields 0.98 removed for offset_expr / count_expr.
FETCH = ["relations", 0, "root", "input", "fetch"]


def varint(value: int) -> bytes:
    value &= (1 << 64) - 1
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def binary_with_varints(data: dict[str, Any], at: list[Any], fields: dict[int, int]) -> bytes:
    """``data`` as a binary plan with varint ``fields`` (number → value) added
    as raw bytes to the message at path ``at``."""
    message = plan_pb2.Plan()
    json_format.ParseDict(data, message)
    target: Any = message
    for step in at:
        target = target[step] if isinstance(step, int) else getattr(target, step)
    target.MergeFromString(b"".join(varint(n << 3) + varint(v) for n, v in fields.items()))
    return message.SerializeToString()


def fetch_plan(**fetch: Any) -> dict[str, Any]:
    return {
        "relations": [{"root": {"input": {"fetch": {"input": READ, **fetch}}, "names": ["k", "v"]}}]
    }


def fetch_of(loaded: Any) -> Any:
    [root] = loaded.check()
    return root.input


def test_duckdb_fetch_offset_and_count_in_a_binary_plan_are_read(tmp_path: Path) -> None:
    modern = fetch_plan()
    (tmp_path / "p.pb").write_bytes(binary_with_varints(modern, FETCH, {3: 5, 4: 10}))
    fetch = fetch_of(load_plan(tmp_path / "p.pb"))
    assert (fetch.offset, fetch.count) == (5, 10)
    # The same plan in JSON with the old names, and with today's expressions.
    assert fetch_of(load_plan(fetch_plan(offset="5", count="10"))) == fetch
    i64 = {"literal": {"i64": "5"}}, {"literal": {"i64": "10"}}
    assert fetch_of(load_plan(fetch_plan(offsetExpr=i64[0], countExpr=i64[1]))) == fetch


def test_an_old_count_of_minus_one_means_every_row(tmp_path: Path) -> None:
    (tmp_path / "p.pb").write_bytes(binary_with_varints(fetch_plan(), FETCH, {4: -1}))
    fetch = fetch_of(load_plan(tmp_path / "p.pb"))
    assert (fetch.offset, fetch.count) == (0, None)


def with_schema_types(*types: dict[str, Any]) -> dict[str, Any]:
    read = copy.deepcopy(READ)
    read["read"]["baseSchema"] = {
        "names": [f"c{i}" for i in range(len(types))],
        "struct": {"types": list(types), "nullability": "NULLABILITY_REQUIRED"},
    }
    return {"relations": [{"root": {"input": read, "names": read["read"]["baseSchema"]["names"]}}]}


def test_old_timestamp_types_read_as_precision_6(tmp_path: Path) -> None:
    # Type fields 14, 17 and 29 (Substrait 0.30 to 0.87), in JSON and in binary.
    nullable = {"nullability": "NULLABILITY_NULLABLE"}
    old = with_schema_types({"timestamp": nullable}, {"time": nullable}, {"timestampTz": nullable})
    [root] = load_plan(old).check()
    assert [str(f.type) for f in root.input.schema] == [
        "precision_timestamp?<6>",
        "precision_time?<6>",
        "precision_timestamp_tz?<6>",
    ]
    modern = with_schema_types({"i64": nullable}, {"i64": nullable}, {"i64": nullable})
    message = plan_pb2.Plan()
    json_format.ParseDict(modern, message)
    types = message.relations[0].root.input.read.base_schema.struct.types
    nullability = bytes([2 << 3 | 0, 1])  # NULLABILITY_NULLABLE
    for item, number in zip(types, (14, 17, 29), strict=True):
        item.Clear()
        item.MergeFromString(varint(number << 3 | 2) + bytes([len(nullability)]) + nullability)
    (tmp_path / "p.pb").write_bytes(message.SerializeToString())
    [binary_root] = load_plan(tmp_path / "p.pb").check()
    assert binary_root.input.schema == root.input.schema


def test_old_timestamp_literal_and_function_args_read_as_today() -> None:
    # Literal.timestamp (microseconds, removed in 0.88) and ScalarFunction.args
    # (expressions, removed in 0.93) in one old expression.
    plan = plan_with(
        {
            "project": {
                "input": READ,
                "expressions": [
                    {
                        "scalarFunction": {
                            "functionReference": 2,
                            "outputType": {"bool": {"nullability": "NULLABILITY_REQUIRED"}},
                            "args": [
                                {"literal": {"timestamp": "86400000000"}},
                                {"literal": {"timestamp": "0"}},
                            ],
                        }
                    }
                ],
            }
        },
        ["k", "v", "later"],
    )
    plan["extensions"] = [{"extensionFunction": {"functionAnchor": 2, "name": "gt"}}]
    loaded = load_plan(plan)
    assert "gt(1970-01-02" in loaded.explain().replace("'", "")


def test_a_removed_field_without_a_reading_is_refused_naming_the_release() -> None:
    join = {
        "left": READ,
        "right": READ,
        "leftKeys": [{"directReference": {"structField": {"field": 0}}}],
        "rightKeys": [{"directReference": {"structField": {"field": 0}}}],
    }
    with pytest.raises(PlanError) as raised:
        load_plan(plan_with({"hashJoin": join}, ["a", "b", "c", "d"]))
    message = str(raised.value)
    assert "relations[0].root.input.hashJoin.leftKeys" in message
    assert "field 4 of substrait.HashJoinRel" in message
    assert "removed in Substrait 0.98.0" in message


def test_a_removed_field_in_a_binary_plan_is_refused_the_same_way(tmp_path: Path) -> None:
    key = algebra_pb2.Expression.FieldReference()
    json_format.ParseDict({"directReference": {"structField": {"field": 0}}}, key)
    modern = plan_with({"hashJoin": {"left": READ, "right": READ}}, ["a", "b", "c", "d"])
    at = ["relations", 0, "root", "input", "hash_join"]
    (tmp_path / "p.pb").write_bytes(binary_with_unknown(modern, at, 4, key.SerializeToString()))
    with pytest.raises(PlanError, match=r"(?s)hashJoin\.leftKeys.*removed in Substrait 0\.98\.0"):
        load_plan(tmp_path / "p.pb")


def test_renamed_enum_values_are_read() -> None:
    from substrait_expr.plan.legacy_fields import upgrade

    plan = {
        "relations": [{"root": {"input": {"write": {"output": "OUTPUT_MODE_MODIFIED_TUPLES"}}}}]
    }
    upgrade(plan)
    assert (
        plan["relations"][0]["root"]["input"]["write"]["output"] == "OUTPUT_MODE_MODIFIED_RECORDS"
    )


# ---------------------------------------------------------------------- the data


def test_old_fields_json_lists_what_released_versions_had() -> None:
    from importlib import resources

    text = resources.files("substrait_expr.plan").joinpath("old_fields.json").read_text()
    document = json.loads(text)
    versions = [release["version"] for release in document["releases"]]
    assert versions[0] == "0.30.0" and versions[-1] == document["current"]
    assert {"0.52.0", "0.54.0", "0.97.0", "0.98.0"} <= set(versions)
    for entry in document["fields"]:
        assert {"message", "number", "name", "json", "type", "repeated", "versions"} <= set(entry)
        assert entry["now"] in ("read", "rename", "refuse") and entry["meaning"]
        assert entry["versions"] and entry["removedIn"] in versions
    fetch = {(e["message"], e["number"]): e for e in document["fields"]}
    assert fetch[("substrait.FetchRel", 3)]["json"] == "offset"
    assert fetch[("substrait.FetchRel", 4)]["json"] == "count"
    assert fetch[("substrait.FetchRel", 4)]["versions"] == [["0.30.0", "0.97.0"]]
    assert fetch[("substrait.FetchRel", 4)]["removedIn"] == "0.98.0"
    assert fetch[("substrait.FetchRel", 4)]["now"] == "read"


def test_every_reading_written_in_code_is_in_the_data_and_the_reverse() -> None:
    # MEANINGS is the hand-written half; old_fields.json is regenerated from it
    # (make substrait-history): the two must agree.
    from substrait_expr.plan.legacy_fields import _REWRITES, MEANINGS, old_fields

    index = old_fields()
    read = {(f.message, f.name) for f in index.by_number.values() if f.now == "read"}
    meant = {key for key in MEANINGS}
    by_parent = {
        (f.message, f.name)
        for f in index.by_number.values()
        if f.now == "read" and f.meaning.startswith("read as part of")
    }
    assert read - by_parent == meant
    assert set(_REWRITES) <= meant


def test_the_tool_derives_removals_renames_and_reuses() -> None:
    from tools.substrait_history import Field, Release, camel, old_fields

    def field(message: str, number: int, name: str, kind: str = "int64") -> Field:
        return Field(message, number, name, camel(name), kind, "", False, "")

    plan = Field(
        "substrait.Plan", 3, "relations", "relations", "message", "substrait.Rel", True, ""
    )
    rel = Field("substrait.Rel", 1, "fetch", "fetch", "message", "substrait.FetchRel", False, "")
    old = {
        (f.message, f.number): f
        for f in (
            plan,
            rel,
            field("substrait.FetchRel", 3, "offset"),
            field("substrait.FetchRel", 7, "flag", "bool"),
            field("substrait.FetchRel", 8, "old_name"),
        )
    }
    new = {
        (f.message, f.number): f
        for f in (
            plan,
            rel,
            field("substrait.FetchRel", 7, "other", "string"),
            field("substrait.FetchRel", 8, "new_name"),
        )
    }
    history = [Release("0.1.0", "a", old, {}), Release("0.2.0", "b", new, {})]
    found = {e["name"]: e for e in old_fields(history, new, "0.2.0")}
    assert set(found) == {"offset", "flag", "old_name"}
    assert found["offset"]["versions"] == [["0.1.0", "0.1.0"]]
    assert found["offset"]["removedIn"] == "0.2.0"
    assert found["offset"]["now"] == "read"  # FetchRel offset: a reading in MEANINGS
    assert found["flag"]["now"] == "refuse" and "now holds `other`" in found["flag"]["meaning"]
    assert found["old_name"]["now"] == "rename" and found["old_name"]["to"] == "newName"
