"""``compile --target``: the rewrites' shapes and the refusals; the
DataFusion rewrites also run on DataFusion over small in-memory tables
(Spark's TPC-DS queries on DataFusion: tests/test_from_spark_tpcds_datafusion.py).
The TPC-H plans on DataFusion and Acero, against ``spark.sql``, are
in ``tests/test_tpch.py``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.plan import PlanError
from substrait_expr.targets import for_target
from substrait_expr.targets.messages import messages

REPO = Path(__file__).resolve().parent.parent
TPCH = REPO / "examples" / "tpch"
TARGETS = REPO / "tests" / "data" / "targets"


def compiled(path: Path, target: str) -> tuple[dict[str, Any], list[str]]:
    message, rewrites = for_target(se.load_plan(path).to_substrait(), target)
    return json_format.MessageToDict(message), [r.name for r in rewrites]


def declared(plan: dict[str, Any]) -> set[str]:
    return {e["extensionFunction"]["name"].split(":")[0] for e in plan.get("extensions", [])}


def used(plan: dict[str, Any]) -> set[str]:
    """The names of the functions the plan calls."""
    names = {e["extensionFunction"]["functionAnchor"]: e["extensionFunction"]["name"] for e in
             plan.get("extensions", [])}  # fmt: skip
    found = set()
    stack: list[Any] = [plan["relations"]]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key in ("scalarFunction", "measure"):
                if key in item and "functionReference" in item[key]:
                    found.add(names[item[key]["functionReference"]].split(":")[0])
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def test_the_default_target_is_the_standard_plan() -> None:
    plan = se.load_plan(TPCH / "q02.json")
    message, rewrites = for_target(plan.to_substrait(), "substrait")
    assert message == plan.to_substrait()
    assert rewrites == []


def test_datafusion_gets_one_tree_string_enums_and_date_part() -> None:
    q02, rewrites = compiled(TPCH / "q02.json", "datafusion")
    assert [next(iter(r)) for r in q02["relations"]] == ["root"]
    assert "reference" not in json.dumps(q02)
    assert "inline-shared-subplan" in rewrites

    q07, rewrites = compiled(TPCH / "q07.json", "datafusion")
    assert "date_part" in declared(q07) and "extract" not in declared(q07)
    assert '"enum"' not in json.dumps(q07)
    assert '{"value": {"literal": {"string": "YEAR"}}}' in json.dumps(q07)


def test_datafusion_qualifies_tables_read_inside_subqueries() -> None:
    q21, rewrites = compiled(TPCH / "q21.json", "datafusion")
    text = json.dumps(q21)
    assert '"names": ["public", "lineitem"]' in text  # inside the EXISTS subqueries
    assert '"names": ["lineitem"]' in text  # the outer read keeps its plain name
    assert rewrites.count("qualified-subquery-table") == 2


def test_datafusion_refuses_extract_components_date_part_computes_otherwise() -> None:
    plan = {"relations": [{"root": {"input": {"project": {
        "expressions": ["extract(ISO_YEAR, d)"],
        "input": {"read": {"namedTable": {"names": ["x"]},
                           "baseSchema": "d: date"}}}}}}]}  # fmt: skip
    with pytest.raises(PlanError, match=r"project\.expressions\[0\].*not supported on DataFusion"):
        for_target(se.load_plan(plan).to_substrait(), "datafusion")[0]


def _on_datafusion(message: Any, tables: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The compiled plan's rows on DataFusion over in-memory Arrow tables."""
    from datafusion import SessionContext
    from datafusion import substrait as ss

    ctx = SessionContext()
    for name, table in tables.items():
        ctx.register_record_batches(name, [table.to_batches()])
    plan = ss.Serde.deserialize_bytes(message.SerializeToString())
    result = ctx.create_dataframe_from_logical_plan(ss.Consumer.from_substrait_plan(ctx, plan))
    columns = [column.to_pylist() for column in result.to_arrow_table().columns]
    return list(zip(*columns, strict=True))


def _grouping_sets(sets: list[list[int]], where: str = "true") -> dict[str, Any]:
    aggregate: dict[str, Any] = {
        "groupingExpressions": ["a", "b"],
        "groupings": [{"expressionReferences": s} for s in sets],
        "measures": [{"measure": "count(*) AS n"}, {"measure": "sum(v) AS s"}],
        "input": {"filter": {"condition": where, "input": {"read": {
            "namedTable": {"names": ["x"]}, "baseSchema": "a: i32?, b: i32?, v: i64?"}}}},
    }  # fmt: skip
    return {"relations": [{"root": {"input": {"aggregate": aggregate}}}]}


def test_datafusion_runs_grouping_sets_as_a_union_of_aggregates() -> None:
    # DataFusion lays such an aggregate out as keys, its grouping id, measures:
    # each grouping set is its own aggregate, the set's index a literal.
    import pyarrow as pa

    x = pa.table({"a": pa.array([1, 1, 2], pa.int32()), "b": pa.array([1, 2, 1], pa.int32()),
                  "v": pa.array([10, 20, 30], pa.int64())})  # fmt: skip
    message, rewrites = for_target(se.load_plan(_grouping_sets([[0], [1]])).to_substrait(),
                                   "datafusion")  # fmt: skip
    assert "grouping-sets-as-union" in [r.name for r in rewrites]
    assert message.relations[0].root.input.WhichOneof("rel_type") == "set"
    rows = sorted(_on_datafusion(message, {"x": x}), key=repr)
    assert rows == sorted([(1, None, 2, 30, 0), (2, None, 1, 30, 0), (None, 1, 2, 40, 1),
                           (None, 2, 1, 20, 1)], key=repr)  # fmt: skip
    # ROLLUP over no rows gives no rows (as Spark; DataFusion's own ROLLUP
    # gives a grand total).
    rollup = _grouping_sets([[0, 1], [0], []], where="v > 100")
    message, _ = for_target(se.load_plan(rollup).to_substrait(), "datafusion")
    assert _on_datafusion(message, {"x": x}) == []
    message, _ = for_target(se.load_plan(_grouping_sets([[0, 1], [0], []])).to_substrait(),
                            "datafusion")  # fmt: skip
    assert (None, None, 3, 60, 2) in _on_datafusion(message, {"x": x})


def test_datafusion_decimal_division_rounds_the_exact_quotient() -> None:
    # DataFusion divides decimals at the dividend's scale + 4, truncating; the
    # target has it compute a digit more and round half away from zero.
    from decimal import ROUND_HALF_UP, Decimal, localcontext

    import pyarrow as pa

    pairs = [("2.00", "3.00"), ("-2.00", "3.00"), ("0.01", "5.12"), ("-0.01", "5.12"),
             ("99999.99", "0.01"), ("1.00", "8.00"), ("-12345.67", "-999.99"),
             ("0.00", "7.00")]  # fmt: skip
    x = pa.table({"a": pa.array([Decimal(a) for a, _ in pairs], pa.decimal128(7, 2)),
                  "b": pa.array([Decimal(b) for _, b in pairs], pa.decimal128(5, 2))})  # fmt: skip
    plan = {"relations": [{"root": {"names": ["q", "q"], "input": {"project": {
        "expressions": ["decimal.divide_keep_scale(a, b)", "a / b"],
        "common": {"emit": {"outputMapping": [2, 3]}},
        "input": {"read": {"namedTable": {"names": ["x"]},
                           "baseSchema": "a: decimal?<7,2>, b: decimal?<5,2>"}}}}}}]}  # fmt: skip
    message, rewrites = for_target(se.load_plan(plan).to_substrait(), "datafusion")
    assert [r.name for r in rewrites].count("decimal-divide-rounded") == 2
    assert "unique-output-names" in [r.name for r in rewrites]  # q, q_2
    assert list(message.relations[0].root.names) == ["q", "q_2"]
    with localcontext() as context:
        context.prec = 60
        want = [(Decimal(a) / Decimal(b)).quantize(Decimal("1e-8"), ROUND_HALF_UP)
                for a, b in pairs]  # fmt: skip
    got = _on_datafusion(message, {"x": x})
    assert [row[0] for row in got] == want
    assert [row[1] for row in got] == want
    assert all(row[0].as_tuple().exponent == -8 for row in got)


def test_datafusion_decimal_product_at_38_digits_has_the_plans_scale() -> None:
    # decimal<30,10> * decimal<10,10> is decimal<38,17> (scale given up past
    # 38 digits); DataFusion's own type is decimal<38,20>.
    from decimal import ROUND_HALF_UP, Decimal

    import pyarrow as pa

    pairs = [("12345.6789012345", "0.1234567891"), ("-0.0000000005", "0.5000000000")]
    c = pa.array([Decimal(c) for c, _ in pairs], pa.decimal128(30, 10))
    d = pa.array([Decimal(d) for _, d in pairs], pa.decimal128(10, 10))
    x = pa.table({"c": c, "d": d})
    plan = {"relations": [{"root": {"input": {"project": {
        "expressions": ["c * d"], "common": {"emit": {"outputMapping": [2]}},
        "input": {"read": {"namedTable": {"names": ["x"]},
                           "baseSchema": "c: decimal?<30,10>, d: decimal?<10,10>"}}}}}}]
    }  # fmt: skip
    message, rewrites = for_target(se.load_plan(plan).to_substrait(), "datafusion")
    assert "decimal-result-cast" in [r.name for r in rewrites]
    want = [(Decimal(c) * Decimal(d)).quantize(Decimal("1e-17"), ROUND_HALF_UP) for c, d in pairs]
    assert [row[0] for row in _on_datafusion(message, {"x": x})] == want


def test_datafusion_statistics_and_shift_names() -> None:
    import pyarrow as pa

    x = pa.table({"v": pa.array([1.0, 2.0, 4.0]), "i": pa.array([5, -5, 8], pa.int64())})
    plan = {"relations": [{"root": {"input": {"aggregate": {
        "measures": [{"measure": "std_dev(v) [distribution:SAMPLE] AS s"},
                     {"measure": "std_dev(v) [distribution:POPULATION] AS p"},
                     {"measure": "variance(v) [distribution:SAMPLE] AS vs"},
                     {"measure": "max(shift_right(i, 1::i32)) AS r"}],
        "input": {"read": {"namedTable": {"names": ["x"]},
                           "baseSchema": "v: fp64?, i: i64?"}}}}}}]}  # fmt: skip
    message, rewrites = for_target(se.load_plan(plan).to_substrait(), "datafusion")
    assert {"statistics-names", "shift-names"} <= {r.name for r in rewrites}
    ((s, p, vs, r),) = _on_datafusion(message, {"x": x})
    assert (round(s, 12), round(p, 12), round(vs, 12), r) == (1.527525231652, 1.247219128925,
                                                              2.333333333333, 4)  # fmt: skip
    shifted = {"relations": [{"root": {"input": {"project": {
        "expressions": ["shift_right(i, i::i32)"],
        "input": {"read": {"namedTable": {"names": ["x"]},
                           "baseSchema": "i: i64?"}}}}}}]}  # fmt: skip
    with pytest.raises(PlanError, match=r"DataFusion: a shift by other than a\s+constant"):
        for_target(se.load_plan(shifted).to_substrait(), "datafusion")


def test_acero_rewrites_between_like_joins_aggregates_and_fetch() -> None:
    summary, rewrites = compiled(TARGETS / "acero_lineitem_summary.json", "acero")
    assert {"between", "like"}.isdisjoint(used(summary))
    assert {"gte", "lte", "and", "starts_with"} <= used(summary)
    aggregate = summary["relations"][0]["root"]["input"]["sort"]["input"]["aggregate"]
    assert "project" in aggregate["input"]  # keys and arguments computed below it
    for measure in aggregate["measures"]:
        for argument in measure["measure"].get("arguments", []):
            assert set(argument["value"]) == {"selection"}

    _, rewrites = compiled(TARGETS / "acero_two_key_join.json", "acero")
    assert rewrites == ["join-key-and-filter", "aggregate-inputs-projected", "fetch-old-fields"]
    message = for_target(se.load_plan(TARGETS / "acero_two_key_join.json").to_substrait(), "acero")[
        0
    ]
    (fetch,) = [item for path, item in messages(message) if path.endswith(".fetch")]
    assert fetch.SerializeToString().endswith(b"\x20\x0a")  # count = 10, old field 4


@pytest.mark.parametrize(
    ("query", "limit"),
    [
        ("q01", "aggregating a computed decimal crashes Acero"),
        ("q04", "Acero runs no subqueries"),
        ("q06", "aggregating a computed decimal crashes Acero"),
        ("q12", "Acero's aggregates take no FILTER"),
        ("q13", "like with a pattern other than"),
        ("q16", "Acero has no DISTINCT aggregates"),
    ],
)
def test_acero_refusals_name_the_limit_and_the_path(query: str, limit: str) -> None:
    with pytest.raises(PlanError) as caught:
        for_target(se.load_plan(TPCH / f"{query}.json").to_substrait(), "acero")[0]
    message = " ".join(str(caught.value).split())  # long messages wrap
    assert message.startswith("error: relations[0].root.input")
    assert f"not supported on Acero: {limit}" in message


def test_acero_refuses_decimal_products_that_substrait_caps() -> None:
    plan = {"relations": [{"root": {"input": {"project": {
        "expressions": ["a * b"],
        "input": {"read": {"namedTable": {"names": ["x"]},
                           "baseSchema": "a: decimal<30,2>, b: decimal<20,2>"}}}}}}]}  # fmt: skip
    with pytest.raises(PlanError, match=r"(?s)expressions\[0\].*caps at 38\s+digits"):
        for_target(se.load_plan(plan).to_substrait(), "acero")[0]
    plan["relations"][0]["root"]["input"]["project"]["expressions"] = ["a + b"]
    for_target(se.load_plan(plan).to_substrait(), "acero")[0]  # a sum fits: no refusal


def test_unknown_target_is_refused() -> None:
    with pytest.raises(PlanError, match="unknown target 'spark'"):
        for_target(se.load_plan(TPCH / "q01.json").to_substrait(), "spark")


def test_cli_target_lists_rewrites_and_acero_writes_binary(tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "q07.pb"
    assert main(["compile", str(TPCH / "q07.json"), "--target", "datafusion", "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "datafusion: extract-as-date-part at extensions" in err
    assert out.stat().st_size > 0

    plan = str(TARGETS / "acero_two_key_join.json")
    assert main(["compile", plan, "--target", "acero"]) == 2
    assert "binary plan" in capsys.readouterr().err
    assert main(["compile", plan, "--target", "acero", "-o", str(tmp_path / "j.pb")]) == 0
    assert "acero: join-key-and-filter" in capsys.readouterr().err

    refused = ["compile", str(TPCH / "q04.json"), "--target", "acero", "-o", str(tmp_path / "x.pb")]
    assert main(refused) == 1
    err = " ".join(capsys.readouterr().err.split())
    assert "not supported on Acero: Acero runs no subqueries" in err
    assert not (tmp_path / "x.pb").exists()


def test_cli_compiles_for_duckdb_as_a_binary_plan_only(tmp_path: Path, capsys: Any) -> None:
    # Its fetch and grouping fields are gone from today's Substrait: JSON
    # would drop them silently, so --target duckdb writes .pb only.
    plan = str(TPCH / "q06.json")
    assert main(["compile", plan, "--target", "duckdb", "-o", str(tmp_path / "q.json")]) == 2
    assert "--target duckdb writes a binary plan" in capsys.readouterr().err
    assert not (tmp_path / "q.json").exists()
    assert main(["compile", plan, "--target", "duckdb", "-o", str(tmp_path / "q.pb")]) == 0
    assert "duckdb: grouping-old-form at relations[0].root.input.aggregate" in (
        capsys.readouterr().err
    )
    refused = [
        "compile",
        str(TPCH / "q01.json"),
        "--target",
        "duckdb",
        "-o",
        str(tmp_path / "x.pb"),
    ]
    assert main(refused) == 1
    assert "not supported on DuckDB 1.1.3: avg of other than" in capsys.readouterr().err
    query = ["from-sql", "SELECT 1", "--format", "json", "--target", "duckdb"]
    assert main(query) == 2  # before Spark starts
    assert "--format pb" in capsys.readouterr().err
