"""Producer-compatibility rules (``plan/interop.py``), each on a small plan
written the way its producer writes it, and each gate: a plan that declares
another producer (or a fixed version) is read by the spec. No Spark."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.plan import PlanError, load_plan
from substrait_expr.plan.interop import RULES, rules_markdown

CORPUS = Path(__file__).resolve().parents[1] / "data/interop/consumer-testing/snapshots/producer"

I64 = {"i64": {"nullability": "NULLABILITY_REQUIRED"}}
I32 = {"i32": {"nullability": "NULLABILITY_REQUIRED"}}


def field(index: int) -> dict[str, Any]:
    return {
        "selection": {"directReference": {"structField": {"field": index}}, "rootReference": {}}
    }


def read(names: list[str], types: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    schema: dict[str, Any] = {"names": names}
    if types is not None:
        schema["struct"] = {"types": types, "nullability": "NULLABILITY_REQUIRED"}
    return {"read": {"baseSchema": schema, "namedTable": {"names": ["t"]}}}


def plan(
    rel: dict[str, Any], names: list[str], producer: str | None, minor: int = 53, **extra: Any
) -> dict[str, Any]:
    data: dict[str, Any] = {"relations": [{"root": {"input": rel, "names": names}}], **extra}
    if producer is not None:
        data["version"] = {"minorNumber": minor, "producer": producer}
    return data


def rule_names(loaded: Any) -> list[str]:
    return [rule.name for rule in loaded.rules]


def test_every_rule_is_documented_in_the_table() -> None:
    table = rules_markdown()
    for rule in RULES:
        assert f"`{rule.name}`" in table
    docs = (Path(__file__).resolve().parents[2] / "docs/interop.md").read_text()
    assert table in docs, "docs/interop.md is stale: run `make interop-doc`"


# ---------------------------------------------------------------------- projects


def duckdb_project(producer: str | None, minor: int = 53) -> dict[str, Any]:
    add = {
        "scalarFunction": {
            "functionReference": 1,
            "arguments": [{"value": field(0)}, {"value": field(1)}],
        }
    }
    return plan(
        {"project": {"input": read(["a", "b"], [I64, I64]), "expressions": [field(1), add]}},
        ["b", "total"],
        producer,
        minor,
        extensions=[{"extensionFunction": {"functionAnchor": 1, "name": "add:i64_i64"}}],
    )


def test_duckdb_project_outputs_only_its_expressions() -> None:
    loaded = load_plan(duckdb_project("DuckDB"))
    assert [str(f.type) for f in loaded.check()[0].input.schema] == ["i64", "i64"]
    assert "project-outputs-expressions" in rule_names(loaded)


def test_the_same_project_from_a_spec_reading_producer_keeps_its_input() -> None:
    with pytest.raises(PlanError, match="2 names for 4 output columns"):
        load_plan(duckdb_project("isthmus"))


def test_datafusion_projects_are_read_by_the_spec_from_057_on() -> None:
    assert "project-outputs-expressions" in rule_names(load_plan(duckdb_project("datafusion", 51)))
    with pytest.raises(PlanError, match="2 names for 4 output columns"):
        load_plan(duckdb_project("datafusion", 85))


# ---------------------------------------------------------------------- declarations


@pytest.mark.parametrize(
    ("declaration", "urns"),
    [
        ({"extensionUriReference": 4294967295, "name": "add"}, {}),  # DataFusion's u32::MAX
        (
            {"extensionUriReference": 1, "functionAnchor": 1, "name": "add:i64_i64"},
            {
                "extensionUris": [
                    {
                        "extensionUriAnchor": 1,
                        "uri": "https://github.com/substrait-io/substrait/blob/main/extensions/",
                    }
                ]
            },
        ),  # DuckDB's folder URI
        (
            {"extensionUrnReference": 1, "functionAnchor": 1, "name": "add:i64?_i64?"},
            {
                "extensionUrns": [
                    {"extensionUrnAnchor": 1, "urn": "extension:io.substrait:functions_arithmetic"}
                ]
            },
        ),  # a compound name with nullability marks
        ({"extensionUrnReference": 7, "functionAnchor": 1, "name": "add"}, {}),  # undeclared
    ],
)
def test_declarations_that_do_not_resolve_are_read_by_name_and_types(
    declaration: dict[str, Any], urns: dict[str, Any]
) -> None:
    data = duckdb_project(None)
    declaration.setdefault("functionAnchor", 1)
    data["extensions"] = [{"extensionFunction": declaration}]
    data.update(urns)
    data["relations"][0]["root"]["names"] = ["a", "b", "b2", "total"]
    loaded = load_plan(data)
    assert str(loaded.check()[0].input.schema[3].type) == "i64"
    assert "declaration-by-name" in rule_names(loaded)


def test_a_declared_extension_that_has_the_impl_needs_no_rule() -> None:
    data = duckdb_project(None)
    data["extensionUrns"] = [
        {"extensionUrnAnchor": 1, "urn": "extension:io.substrait:functions_arithmetic"}
    ]
    data["extensions"][0]["extensionFunction"]["extensionUrnReference"] = 1
    data["relations"][0]["root"]["names"] = ["a", "b", "b2", "total"]
    assert rule_names(load_plan(data)) == []


# ---------------------------------------------------------------------- old spellings


def test_old_join_types_and_virtual_table_values() -> None:
    values = {"read": {"virtualTable": {"values": [{"fields": [{"i64": "1"}]}]}}}
    join = {
        "join": {
            "left": copy.deepcopy(values),
            "right": values,
            "expression": {"literal": {"boolean": True}},
            "type": "JOIN_TYPE_SEMI",
        }
    }
    loaded = load_plan(plan(join, ["x"], None))
    assert loaded.check()[0].input.type.value == "JOIN_TYPE_LEFT_SEMI"
    assert {"old-join-type-names", "virtual-table-values"} <= set(rule_names(loaded))


def test_datafusion_field_references_without_a_root() -> None:
    bare = {"selection": {"directReference": {"structField": {"field": 1}}}}
    data = plan(
        {"project": {"input": read(["a", "b"], [I64, I32]), "expressions": [bare]}},
        ["a", "b", "c"],
        "datafusion",
        51,
    )
    data["relations"][0]["root"]["input"]["project"]["common"] = {
        "emit": {"outputMapping": [0, 1, 2]}
    }
    loaded = load_plan(data)
    assert str(loaded.check()[0].input.schema[2].type) == "i32"
    assert "implicit-root-reference" in rule_names(loaded)


# ---------------------------------------------------------------------- widening


def test_integer_literal_of_another_width_is_retyped_when_it_fits() -> None:
    gt = {
        "scalarFunction": {
            "functionReference": 1,
            "arguments": [{"value": field(0)}, {"value": {"literal": {"i64": "5"}}}],
        }
    }
    data = plan(
        {"filter": {"input": read(["a"], [I32]), "condition": gt}},
        ["a"],
        None,
        extensions=[{"extensionFunction": {"functionAnchor": 1, "name": "gt"}}],
    )
    loaded = load_plan(data)
    notes = [r.detail for r in loaded.rules if r.name == "argument-widening"]
    assert notes == ["gt: argument 2 i64 → i32"]


def test_a_lossy_cast_is_never_inserted() -> None:
    # i64 against fp64: neither holds every value of the other.
    gt = {
        "scalarFunction": {
            "functionReference": 1,
            "arguments": [{"value": field(0)}, {"value": {"literal": {"fp64": 0.5}}}],
        }
    }
    data = plan(
        {"filter": {"input": read(["a"], [I64]), "condition": gt}},
        ["a"],
        None,
        extensions=[{"extensionFunction": {"functionAnchor": 1, "name": "gt"}}],
    )
    with pytest.raises(PlanError, match="no overload of gt"):
        load_plan(data)


def _without_output_types(value: Any) -> Any:
    """The plan with every function's declared ``outputType`` left out."""
    if isinstance(value, dict):
        return {
            k: _without_output_types(v)
            for k, v in value.items()
            if not (k == "outputType" and "arguments" in value)
        }
    if isinstance(value, list):
        return [_without_output_types(v) for v in value]
    return value


def test_date_against_timestamp_widens_the_date() -> None:
    # isthmus declares `date - INTERVAL '120' DAY` a date (date-plus-whole-days);
    # without the declaration the spec's timestamp is compared with a date.
    data = json.loads((CORPUS / "integration/tpch/q01-isthmus_plan.json").read_text())
    loaded = load_plan(_without_output_types(data))
    assert [r.detail for r in loaded.rules] == ["lte: argument 1 date → precision_timestamp<6>"]
    declared = load_plan(CORPUS / "integration/tpch/q01-isthmus_plan.json")
    assert "date-plus-whole-days" in rule_names(declared)
    assert "argument-widening" not in rule_names(declared)


# ---------------------------------------------------------------------- grouping sets


def test_grouping_set_column_follows_how_an_undeclared_plan_uses_the_output() -> None:
    loaded = load_plan(CORPUS / "relation/aggregate/aggregate_with_grouping_set-isthmus_plan.json")
    assert "grouping-set-column-by-use" in rule_names(loaded)
    assert "without" in next(
        r.detail for r in loaded.rules if r.name == "grouping-set-column-by-use"
    )
    root = loaded.check()[0]
    assert [f.name for f in root.input.schema] == ["sum", "L_LINENUMBER", "L_ORDERKEY"]


def test_a_declared_version_counts_the_grouping_set_column() -> None:
    import json

    data = json.loads(
        (CORPUS / "relation/aggregate/aggregate_with_grouping_set-isthmus_plan.json").read_text()
    )
    data["version"] = {"minorNumber": 70, "producer": "isthmus"}
    loaded = load_plan(data)  # spec reading: the emit [3, 4, 5] starts at the index column
    assert "grouping-set-column-by-use" not in rule_names(loaded)
    assert str(loaded.check()[0].input.schema[0].type) == "i32"


# ---------------------------------------------------------------------- producers' functions


def test_ibis_substring_starts_count_from_zero() -> None:
    loaded = load_plan(CORPUS / "function/string/left-ibis_plan.json")
    assert [r.detail for r in loaded.rules if r.name == "ibis-zero-based-substring"] == [
        "start 0 (0-based) read as 1"
    ]


def test_datafusion_function_names() -> None:
    loaded = load_plan(CORPUS / "function/datetime/extract-datafusion_plan.json")
    details = [r.detail for r in loaded.rules if r.name == "datafusion-function-names"]
    assert details == ["date_part read as extract", "date_part's 'YEAR' read as the enum YEAR"]


def test_names_only_base_schema_defers_to_the_data() -> None:
    loaded = load_plan(CORPUS / "function/arithmetic/add-datafusion_plan.json")
    with pytest.raises(PlanError, match="types come from the data"):
        loaded.check()


def test_every_rule_is_used_by_some_corpus_plan_or_test() -> None:
    # A rule nothing exercises is dead weight; this lists the ones the corpus uses.
    used: set[str] = set()
    for path in sorted(CORPUS.rglob("*_plan.json")):
        try:
            used |= set(rule_names(load_plan(path)))
        except PlanError:
            continue
    runtime_only = {"read-widening", "read-narrowing"}  # applied when data is read (Spark tests)
    runtime_only |= {"duckdb-string-agg-separator"}  # a refusal: test_duckdb_string_agg_...
    # The corpus's DuckDB plans declare their avg fp64, so nothing in them mixes
    # a decimal with a double any more: test_float_coercion_is_duckdbs_... .
    runtime_only |= {"float-coercion"}
    # DataFusion 55's decimal division: its live plans (test_declared_types.py).
    runtime_only |= {"datafusion-decimal-division"}
    # Seen in the plans DataFusion 55 writes (the live test and the real plans
    # of test_producer_encodings.py), not in the snapshots.
    live_only = {
        "datafusion-simple-case",
        "datafusion-untyped-null",
        "single-part-compound-interval",
        "join-without-expression",
        "datafusion-grouping-id-order",
        "datafusion-decimal-avg",  # test_declared_types.py
        "datafusion-decimal-sum",  # test_tpcds_datafusion.py (TPC-DS q1's plans)
        "datafusion-set-coercion",  # test_tpcds_datafusion.py (unoptimized UNION ALL)
        "datafusion-repeated-grouping-key",  # test_tpcds_datafusion.py (q11 unoptimized)
        # test_producer_encodings.py: stddev, trim/round, GROUPING(), unanalyzed plans
        "datafusion-stddev",
        "datafusion-omitted-arguments",
        "datafusion-grouping-measure",
        "datafusion-analyzer-casts",
        # DuckDB 1.1.3's plans made at test time (test_duckdb_legacy_rules.py)
        "duckdb-function-names",
        "duckdb-not-like-as-not-equal",
        # DuckDB 1.1.3's TPC-DS plans (test_duckdb_legacy_tpcds.py: q13, q27)
        "duckdb-constant-or-null",
        "duckdb-set-null",
    }
    assert {r.name for r in RULES} - used - runtime_only - live_only == set()


@pytest.mark.parametrize(
    "name",
    ["aggregate_with_computation", "computation_between_aggregates", "aggregate_in_subquery"],
)
def test_float_coercion_is_duckdbs_and_datafusions_only(name: str) -> None:
    # DuckDB's plan multiplies a decimal by a double: its engine computes in
    # double, and so does the plan; the same calls from another producer stay
    # refused, as the spec has no such overload.
    path = CORPUS / "relation" / "aggregate" / f"{name}-duckdb_plan.json"
    # As written, DuckDB declares its avg fp64 (avg-fp64-mean) and no
    # coercion is needed; without declared types the decimal avg meets fp64.
    plan = _without_output_types(json.loads(path.read_text()))
    loaded = load_plan(copy.deepcopy(plan))
    coerced = [rule for rule in loaded.rules if rule.name == "float-coercion"]
    assert coerced and "fp64" in coerced[0].detail
    plan["version"]["producer"] = "isthmus"
    with pytest.raises(PlanError, match="no overload of"):
        load_plan(plan)


def test_duckdb_string_agg_without_its_separator_is_refused_with_the_reason() -> None:
    # The test's SQL is string_agg(N_NAME, ','); DuckDB's plan has no separator.
    path = CORPUS / "function" / "string" / "string_agg-duckdb_plan.json"
    with pytest.raises(PlanError) as caught:
        load_plan(path)
    problem = caught.value.problems[0]
    assert problem.path.endswith("aggregate.measures[0].measure")
    assert "refused rather than guessed" in problem.message


# ------------------------------------------------------- DuckDB 1.1.3's TPC-DS encodings

BOOL_NULLABLE = {"bool": {"nullability": "NULLABILITY_NULLABLE"}}
I32_NULLABLE = {"i32": {"nullability": "NULLABILITY_NULLABLE"}}


def constant_or_null_plan(producer: str | None) -> dict[str, Any]:
    """``constant_or_null(true, a, 100)`` as DuckDB 1.1.3 writes it (TPC-DS q13)."""
    call = {
        "scalarFunction": {
            "functionReference": 1,
            "outputType": BOOL_NULLABLE,
            "arguments": [
                {"value": {"literal": {"boolean": True}}},
                {"value": field(0)},
                {"value": {"literal": {"i32": 100}}},
            ],
        }
    }
    return plan(
        {"project": {"input": read(["a"], [I32_NULLABLE]), "expressions": [call]}},
        ["b"],  # DuckDB's project outputs its expressions only
        producer,
        extensions=[{"extensionFunction": {"functionAnchor": 1, "name": "constant_or_null"}}],
    )


def test_duckdbs_constant_or_null_is_null_where_an_argument_is() -> None:
    loaded = load_plan(constant_or_null_plan("DuckDB"))
    assert "duckdb-constant-or-null" in rule_names(loaded)
    expression = loaded.data["relations"][0]["root"]["input"]["project"]["expressions"][0]
    ifs = expression["ifThen"]["ifs"]
    assert [clause["then"] for clause in ifs] == [{"literal": {"null": BOOL_NULLABLE}}] * 2
    assert expression["ifThen"]["else"] == {"literal": {"boolean": True}}
    assert [str(f.type) for f in loaded.check()[0].input.schema] == ["boolean?"]


def test_constant_or_null_of_another_producer_is_unknown() -> None:
    with pytest.raises(PlanError, match="unknown function 'constant_or_null'"):
        load_plan(constant_or_null_plan("isthmus"))


def set_with_null_plan(producer: str | None) -> dict[str, Any]:
    """``SELECT a, b FROM t UNION ALL SELECT a, NULL FROM t`` as DuckDB 1.1.3
    writes it (TPC-DS q27): the null is ``null {}``."""
    source = read(["a", "b"], [I32_NULLABLE, I64])
    # DuckDB's project outputs its expressions only; another's needs an emit.
    emit = {} if producer == "DuckDB" else {"common": {"emit": {"outputMapping": [2, 3]}}}
    with_null = {
        "project": {
            "input": source,
            "expressions": [field(0), {"literal": {"null": {}}}],
            **emit,
        }
    }
    return plan(
        {"set": {"inputs": [source, with_null], "op": "SET_OP_UNION_ALL"}}, ["a", "b"], producer
    )


def test_duckdbs_untyped_null_in_a_set_input_takes_the_other_inputs_type() -> None:
    loaded = load_plan(set_with_null_plan("DuckDB"))
    assert "duckdb-set-null" in rule_names(loaded)
    assert [str(f.type) for f in loaded.check()[0].input.schema] == ["i32?", "i64?"]


def test_an_untyped_null_in_a_set_of_another_producer_is_refused() -> None:
    with pytest.raises(PlanError, match="the type of null cannot be inferred here"):
        load_plan(set_with_null_plan("isthmus"))
