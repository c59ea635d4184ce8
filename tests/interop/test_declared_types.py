"""Declared output types are never ignored (``plan/bind/declared.py``).

A call whose declared ``outputType`` differs from the spec's derivation is
read by a producer rule that computes what the producer's engine computes,
or refused at the call's JSON path naming both types. Small hand-written
plans check each rule and the refusal (no Spark); plans DataFusion makes now
run on Spark and are compared exactly with DataFusion's own results and
DuckDB's.
"""

from __future__ import annotations

import copy
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.plan import PlanError, load_plan

NULLABLE = "NULLABILITY_NULLABLE"


def field(index: int) -> dict[str, Any]:
    return {
        "selection": {"directReference": {"structField": {"field": index}}, "rootReference": {}}
    }


def dec(precision: int, scale: int, nullability: str = NULLABLE) -> dict[str, Any]:
    return {"decimal": {"precision": precision, "scale": scale, "nullability": nullability}}


def simple(kind: str, nullability: str = NULLABLE) -> dict[str, Any]:
    return {kind: {"nullability": nullability}}


def read(types: list[dict[str, Any]]) -> dict[str, Any]:
    names = [f"c{i}" for i in range(len(types))]
    return {
        "read": {
            "baseSchema": {
                "names": names,
                "struct": {"types": types, "nullability": "NULLABILITY_REQUIRED"},
            },
            "namedTable": {"names": ["t"]},
        }
    }


def call(anchor: int, args: list[dict[str, Any]], output: dict[str, Any] | None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "functionReference": anchor,
        "arguments": [{"value": a} for a in args],
    }
    if output is not None:
        body["outputType"] = output
    return body


def project_plan(
    producer: str | None,
    name: str,
    types: list[dict[str, Any]],
    output: dict[str, Any] | None,
    args: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    expression = {"scalarFunction": call(1, args or [field(0), field(1)], output)}
    data: dict[str, Any] = {
        "extensions": [{"extensionFunction": {"functionAnchor": 1, "name": name}}],
        "relations": [
            {
                "root": {
                    "input": {
                        "project": {
                            "common": {"emit": {"outputMapping": [len(types)]}},
                            "input": read(types),
                            "expressions": [expression],
                        }
                    },
                    "names": ["x"],
                }
            }
        ],
    }
    if producer is not None:
        data["version"] = {"minorNumber": 53, "producer": producer}
    return data


def measure_plan(
    producer: str, name: str, types: list[dict[str, Any]], output: dict[str, Any] | None
) -> dict[str, Any]:
    return {
        "extensions": [{"extensionFunction": {"functionAnchor": 1, "name": name}}],
        "relations": [
            {
                "root": {
                    "input": {
                        "aggregate": {
                            "input": read(types),
                            "groupings": [{}],
                            "measures": [{"measure": call(1, [field(0)], output)}],
                        }
                    },
                    "names": ["m"],
                }
            }
        ],
        "version": {"minorNumber": 53, "producer": producer},
    }


PROJECT_PATH = "relations[0].root.input.project.expressions[0].scalarFunction"
MEASURE_PATH = "relations[0].root.input.aggregate.measures[0].measure"


def output_types(loaded: Any) -> list[str]:
    return [str(f.type) for f in loaded.check()[0].input.schema]


def rules_at(loaded: Any, name: str) -> list[str]:
    return [rule.path for rule in loaded.rules if rule.name == name]


# ---------------------------------------------------------------------- avg


@pytest.mark.parametrize("producer", ["DuckDB", "DataFusion"])
def test_avg_of_integers_declared_fp64_is_the_fp64_mean(producer: str) -> None:
    loaded = load_plan(measure_plan(producer, "avg", [simple("i32")], simple("fp64")))
    assert output_types(loaded) == ["fp64?"]
    assert rules_at(loaded, "avg-fp64-mean") == [MEASURE_PATH]
    assert "avg(cast(x AS fp64))" in next(r.detail for r in loaded.rules)


def test_datafusion_avg_of_integers_without_a_declared_type_is_the_fp64_mean() -> None:
    # DataFusion 55 writes no outputType on measures; its avg of integers is Float64.
    loaded = load_plan(measure_plan("DataFusion", "avg", [simple("i64")], None))
    assert output_types(loaded) == ["fp64?"]
    assert rules_at(loaded, "avg-fp64-mean") == [MEASURE_PATH]


def test_avg_declared_fp64_by_another_producer_is_refused_naming_both_types() -> None:
    with pytest.raises(PlanError) as caught:
        load_plan(measure_plan("isthmus", "avg", [simple("i32")], simple("fp64")))
    message = " ".join(str(caught.value).split())
    assert MEASURE_PATH in message
    assert "declared fp64?" in message and "gives i32?" in message


def test_avg_declared_as_derived_needs_no_rule() -> None:
    loaded = load_plan(measure_plan("isthmus", "avg", [simple("i32")], simple("i32")))
    assert output_types(loaded) == ["i32?"]
    assert not [r for r in loaded.rules if r.name == "avg-fp64-mean"]


# ---------------------------------------------------------------------- refusal, nullability


def test_a_declared_type_no_rule_explains_is_refused_at_its_path() -> None:
    data = project_plan("isthmus", "divide", [dec(25, 3), dec(20, 0)], dec(29, 7))
    with pytest.raises(PlanError) as caught:
        load_plan(data)
    message = " ".join(str(caught.value).split())
    assert f"{PROJECT_PATH}: divide(decimal?<25,3>, decimal?<20,0>) is declared" in message
    assert "decimal?<29,7>" in message and "gives decimal?<38,6>" in message


def test_a_refused_nested_call_names_its_own_path() -> None:
    inner = {"scalarFunction": call(1, [field(0), field(1)], dec(29, 7))}
    data = project_plan(
        "isthmus", "divide", [dec(25, 3), dec(20, 0)], dec(38, 6), args=[inner, field(1)]
    )
    with pytest.raises(PlanError) as caught:
        load_plan(data)
    assert f"{PROJECT_PATH}.arguments[0].value.scalarFunction:" in str(caught.value)


def test_nullability_alone_is_accepted_and_changes_nothing() -> None:
    # Declared required where the spec derives nullable (and the other way).
    data = project_plan(
        "isthmus", "add", [simple("i32"), simple("i32")], simple("i32", "NULLABILITY_REQUIRED")
    )
    loaded = load_plan(data)
    assert output_types(loaded) == ["i32?"]  # the derived nullability is kept
    assert not loaded.rules or all(r.name == "declaration-by-name" for r in loaded.rules)


# ---------------------------------------------------------------------- DataFusion's decimals


def test_datafusion_decimal_division_is_read_with_its_declared_type() -> None:
    data = project_plan("DataFusion", "divide", [dec(25, 3), dec(20, 0)], dec(29, 7))
    loaded = load_plan(data)
    assert output_types(loaded) == ["decimal?<29,7>"]
    assert rules_at(loaded, "datafusion-decimal-division") == [PROJECT_PATH]


def test_datafusion_division_with_another_scale_is_refused() -> None:
    data = project_plan("DataFusion", "divide", [dec(25, 3), dec(20, 0)], dec(29, 8))
    with pytest.raises(PlanError, match=r"decimal\?<29,8>"):
        load_plan(data)


def test_exact_decimal_product_keeps_every_digit_of_the_declared_scale() -> None:
    data = project_plan("DuckDB", "multiply", [dec(38, 2), dec(38, 10)], dec(38, 12))
    loaded = load_plan(data)
    assert output_types(loaded) == ["decimal?<38,12>"]
    assert rules_at(loaded, "exact-decimal-product") == [PROJECT_PATH]


def test_a_narrower_declared_decimal_is_a_checked_cast() -> None:
    data = project_plan("isthmus", "multiply", [dec(15, 2), dec(16, 2)], dec(19, 4))
    loaded = load_plan(data)
    assert output_types(loaded) == ["decimal?<19,4>"]
    detail = next(r.detail for r in loaded.rules if r.name == "declared-width")
    assert "checked cast" in detail


def test_integer_arithmetic_declared_wider_is_computed_at_that_width() -> None:
    data = project_plan("ibis-substrait", "add", [simple("i32"), simple("i32")], simple("i64"))
    loaded = load_plan(data)
    assert output_types(loaded) == ["i64?"]
    assert "add(i64?, i64?)" in next(r.detail for r in loaded.rules if r.name == "declared-width")


def test_duckdb_comparisons_declared_with_their_argument_type_are_boolean() -> None:
    data = project_plan("DuckDB", "lt", [simple("date"), simple("date")], simple("date"))
    loaded = load_plan(data)
    assert output_types(loaded) == ["boolean?"]
    assert rules_at(loaded, "duckdb-comparison-type") == [PROJECT_PATH]
    other = copy.deepcopy(data)
    other["version"]["producer"] = "isthmus"
    with pytest.raises(PlanError, match="declared date"):
        load_plan(other)


# ---------------------------------------------------------------------- live: DataFusion on Spark

# Values whose quotients truncate differently from rounding (-2.5/7 is
# -0.35714285..., DataFusion -0.3571428, rounding -0.3571429), negative
# divisors, and nulls.
ROWS = [
    ("1.234", "3", "1.25", 1, 1),
    ("-2.500", "7", "2.50", 2, 1),
    ("10.001", "-3", "3.75", 4, 2),
    (None, "1", "0.05", None, 2),
    ("99999.999", "-7", "-0.07", 7, 2),
    ("-0.001", "3", "1.01", -5, 3),
]
QUERIES = {
    "divide": "SELECT g, a / b AS q, c / b AS q2 FROM t ORDER BY g, q",
    "divide_sums": "SELECT g, sum(a) / sum(c) AS q FROM t GROUP BY g ORDER BY g",
    "avg_integers": "SELECT g, avg(i) AS m FROM t GROUP BY g ORDER BY g",
    "avg_window": "SELECT g, i, avg(i) OVER (PARTITION BY g) AS m FROM t ORDER BY g, i",
    "multiply": "SELECT g, a * b AS p, a * c AS p2 FROM t ORDER BY g, p",
    # DataFusion's decimal mean is decimal<P+4,S+4> truncated (datafusion-decimal-avg).
    "avg_decimals": "SELECT g, avg(c) AS m, avg(b) AS m2 FROM t GROUP BY g ORDER BY g",
    "avg_decimal_window": "SELECT g, c, avg(c) OVER (PARTITION BY g) AS m FROM t ORDER BY g, c",
}


def _table() -> Any:
    import pyarrow as pa

    def decimals(index: int, precision: int, scale: int) -> Any:
        values = [Decimal(r[index]) if r[index] is not None else None for r in ROWS]
        return pa.array(values, pa.decimal128(precision, scale))

    return pa.table(
        {
            "a": decimals(0, 25, 3),
            "b": decimals(1, 20, 0),
            "c": decimals(2, 15, 2),
            "i": pa.array([r[3] for r in ROWS], pa.int32()),
            "g": pa.array([r[4] for r in ROWS], pa.int32()),
        }
    )


@pytest.fixture(scope="module")
def parquet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import pyarrow.parquet as pq

    path = tmp_path_factory.mktemp("declared") / "t.parquet"
    pq.write_table(_table(), path)
    return path


def _datafusion(parquet: Path) -> Any:
    datafusion = pytest.importorskip("datafusion")
    context = datafusion.SessionContext()
    context.register_parquet("t", str(parquet))
    return context


def _plan(context: Any, sql: str, *, optimized: bool) -> Any:
    from datafusion import substrait as ds
    from substrait import plan_pb2

    frame = context.sql(sql)
    logical = frame.optimized_logical_plan() if optimized else frame.logical_plan()
    message = plan_pb2.Plan()
    message.ParseFromString(ds.Producer.to_substrait_plan(logical, context).encode())
    return message


@pytest.mark.spark
@pytest.mark.parametrize("optimized", [False, True], ids=["unoptimized", "optimized"])
@pytest.mark.parametrize("query", sorted(QUERIES))
def test_datafusion_plans_give_datafusions_exact_results_on_spark(
    spark: Any, parquet: Path, query: str, optimized: bool
) -> None:
    context = _datafusion(parquet)
    sql = QUERIES[query]
    loaded = load_plan(_plan(context, sql, optimized=optimized))
    got = [tuple(row) for row in loaded.collect(spark, {"t": str(parquet)})]
    want = [tuple(row.values()) for row in context.sql(sql).to_pylist()]
    assert got == want  # Decimals and doubles compared exactly, with their scales
    for row in got:
        for value in row:
            if isinstance(value, Decimal):
                assert value.as_tuple().exponent <= 0
    if query.startswith("divide"):
        assert "datafusion-decimal-division" in {r.name for r in loaded.rules}
    if query.startswith("avg_decimal"):
        assert "datafusion-decimal-avg" in {r.name for r in loaded.rules}


@pytest.mark.spark
def test_datafusion_avg_of_integers_matches_duckdb(spark: Any, parquet: Path) -> None:
    duckdb = pytest.importorskip("duckdb")
    context = _datafusion(parquet)
    sql = QUERIES["avg_integers"]
    loaded = load_plan(_plan(context, sql, optimized=False))  # avg(i32) with no cast
    got = [tuple(row) for row in loaded.collect(spark, {"t": str(parquet)})]
    oracle = duckdb.connect()
    want = oracle.execute(sql.replace("FROM t", f"FROM read_parquet('{parquet}')")).fetchall()
    assert got == [tuple(row) for row in want]
    assert got[0][1] == pytest.approx(1.5) and got[0][1] != 1  # the fp64 mean, not 1


def test_the_old_microsecond_timestamp_is_the_same_type_as_precision_6() -> None:
    # `timestamp` (deprecated) and `precision_timestamp<6>` spell one type.
    types = [
        {"precisionTimestamp": {"precision": 6, "nullability": NULLABLE}},
        {"intervalDay": {"precision": 6, "nullability": NULLABLE}},
    ]
    loaded = load_plan(project_plan("isthmus", "add", types, simple("timestamp")))
    assert output_types(loaded) == ["precision_timestamp?<6>"]
    assert not [r for r in loaded.rules if r.name == "declared-width"]


def test_a_string_declared_for_a_varchar_result_is_a_lossless_cast() -> None:
    types = [{"varchar": {"length": 10, "nullability": NULLABLE}}]
    data = project_plan("isthmus", "upper", types, simple("string"), args=[field(0)])
    loaded = load_plan(data)
    assert output_types(loaded) == ["string?"]
    assert "lossless cast" in next(r.detail for r in loaded.rules if r.name == "declared-width")


def test_an_integer_operand_keeps_the_scale_the_producer_derives() -> None:
    # DataFusion: decimal<15,2> * i32 is decimal<26,2> (the integer as decimal<10,0>).
    data = project_plan("DataFusion", "multiply", [dec(15, 2), simple("i32")], dec(26, 2))
    loaded = load_plan(data)
    assert output_types(loaded) == ["decimal?<26,2>"]
    assert rules_at(loaded, "integer-operand-scale") == [PROJECT_PATH]


# ---------------------------------------------------------------------- live: DuckDB 1.1.3 on Spark

DUCKDB_QUERIES = {
    # avg over an integer and a decimal, both declared fp64 by DuckDB 1.1.3.
    "avg_integers": "SELECT l_returnflag, avg(l_linenumber) AS m, avg(l_quantity) AS q "
    "FROM lineitem GROUP BY l_returnflag ORDER BY l_returnflag",
}


@pytest.mark.spark
@pytest.mark.slow
def test_duckdb_113_avg_declared_fp64_gives_duckdbs_rows(
    spark: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    import json
    import subprocess

    from tools.duckdb_legacy_check import make_plans
    from tools.tpch_data import default_dir, generate

    data = generate(0.01, default_dir(0.01), quiet=True)
    folder = tmp_path_factory.mktemp("duckdb113-declared")
    try:
        made = make_plans(DUCKDB_QUERIES, data, folder)
    except subprocess.CalledProcessError as error:  # no registry to make the venv from
        pytest.skip(f"make duckdb-legacy failed: {error.stderr[-300:]}")
    assert made == {"avg_integers": "ok"}
    want = [tuple(row) for row in json.loads((folder / "avg_integers.rows.json").read_text())]
    tables = {table.stem: str(table) for table in sorted(data.glob("*.parquet"))}
    for form in ("pb", "json"):
        loaded = load_plan(folder / f"avg_integers.{form}")
        assert len(rules_at(loaded, "avg-fp64-mean")) == 2
        got = [tuple(row) for row in loaded.collect(spark, tables)]
        assert got == want  # the fp64 means, not 3 (the spec's truncated i32 average)


@pytest.mark.spark
def test_datafusion_decimal_avg_truncates_as_datafusion_does(spark: Any, tmp_path: Path) -> None:
    """2/3 is 0.666666 in DataFusion (truncated), 0.666667 rounded; -2/3 is
    -0.666666: the plan gives DataFusion's digits, not the spec's avg."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    values = [Decimal("1.00"), Decimal("1.00"), Decimal("0.00"), Decimal("-1.00"), None]
    groups = [1, 1, 1, 2, 2]
    path = tmp_path / "t.parquet"
    table = pa.table({"c": pa.array(values, pa.decimal128(7, 2)), "g": pa.array(groups)})
    pq.write_table(table, path)
    context = _datafusion(path)
    sql = "SELECT g, avg(c) AS m FROM t GROUP BY g ORDER BY g"
    loaded = load_plan(_plan(context, sql, optimized=True))
    got = [tuple(row) for row in loaded.collect(spark, {"t": str(path)})]
    want = [tuple(row.values()) for row in context.sql(sql).to_pylist()]
    assert want == [(1, Decimal("0.666666")), (2, Decimal("-1.000000"))]
    assert got == want
