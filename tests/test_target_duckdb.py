"""``--target duckdb`` (``targets/duckdb.py``): each rewrite's shape and each
refusal, and the rewritten plans run on DuckDB 1.1.3's own consumer over a
small Parquet file, against values computed here (Python's ``Decimal``).
The live part needs ``.venv-duckdb113`` (``make duckdb-legacy``); Spark's
TPC-H and TPC-DS on it are in ``tests/test_from_spark_duckdb.py``."""

from __future__ import annotations

import json
import subprocess
from decimal import ROUND_HALF_UP, Decimal, localcontext
from pathlib import Path
from typing import Any

import pytest
from google.protobuf.unknown_fields import UnknownFieldSet

import substrait_expr as se
from substrait_expr.plan import PlanError
from substrait_expr.targets import for_target

REPO = Path(__file__).resolve().parent.parent
VENV_PYTHON = REPO / ".venv-duckdb113" / "bin" / "python"
CONSUMER = REPO / "tools" / "duckdb_legacy_consumer.py"

SCHEMA = "a: decimal?<7,2>, b: decimal?<5,2>, k: i32?, s: string?, f: fp64?"
ROWS = [
    ("2.00", "3.00", 1, "abc", 2.7),
    ("-2.00", "3.00", 2, "a_c", -2.7),
    ("0.01", "5.15", 2, "x", 0.5),
    ("-12345.67", "-9.99", 3, None, None),
    ("99999.99", "0.01", None, "abc", 1.0),
]


def _read(path: str = "file:///data/x.parquet") -> dict[str, Any]:
    return {"read": {"localFiles": {"items": [{"uriFile": path, "parquet": {}}]},
                     "baseSchema": SCHEMA}}  # fmt: skip


def _plan(rel: dict[str, Any], names: list[str] | None = None) -> Any:
    root: dict[str, Any] = {"input": rel}
    if names:
        root["names"] = names
    return se.load_plan({"relations": [{"root": root}]}).to_substrait()


def _project(expressions: list[str], source: dict[str, Any] | None = None) -> dict[str, Any]:
    width = 5
    return {"project": {"input": source or _read(), "expressions": expressions,
                        "common": {"emit": {"outputMapping": list(
                            range(width, width + len(expressions)))}}}}  # fmt: skip


def _compile(rel: dict[str, Any]) -> tuple[Any, list[str]]:
    message, rewrites = for_target(_plan(rel), "duckdb")
    return message, [r.name for r in rewrites]


def test_file_paths_projects_and_emits() -> None:
    emit = {"emit": {"outputMapping": [2, 0]}}
    message, rewrites = _compile(
        {"filter": {"input": _read(), "condition": "k > 1", "common": emit}}
    )
    assert "plain-file-path" in rewrites
    assert "explicit-project" in rewrites
    project = message.relations[0].root.input.project
    # DuckDB reads a project's output as its expressions alone: an emit of them
    assert [e.selection.direct_reference.struct_field.field for e in project.expressions] == [2, 0]
    assert list(project.common.emit.output_mapping) == [5, 6]
    read = project.input.filter.input.read
    assert read.local_files.items[0].uri_file == "/data/x.parquet"
    assert not project.input.filter.HasField("common")


def test_fetch_and_grouping_are_written_in_substrait_053_fields() -> None:
    aggregate = {"aggregate": {"input": _read(), "groupingExpressions": ["k"],
                               "groupings": [{"expressionReferences": [0]}],
                               "measures": [{"measure": "sum(k) AS n"}]}}  # fmt: skip
    message, rewrites = _compile({"fetch": {"input": aggregate, "count": 2}})
    assert {"fetch-old-fields", "grouping-old-form", "measure-result-cast"} <= set(rewrites)
    fetch = message.relations[0].root.input.fetch
    fields = {f.field_number: f.data for f in UnknownFieldSet(fetch)}
    assert fields == {3: 0, 4: 2}
    grouping = fetch.input.project.input.aggregate.groupings[0]
    assert [f.field_number for f in UnknownFieldSet(grouping)] == [1]
    # no count is every row: -1, as Substrait 0.53 wrote it
    message, _ = _compile({"fetch": {"input": _read(), "offset": 1}})
    fields = {
        f.field_number: f.data for f in UnknownFieldSet(message.relations[0].root.input.fetch)
    }
    assert fields == {3: 1, 4: 2**64 - 1}


def test_expression_rewrites() -> None:
    _, rewrites = _compile(_project(["a / b", "s <> 'a_c'", "CAST(f AS i32)", "CAST(a AS i64)",
                                     "CAST(a AS decimal<5,1>)", "-k"]))  # fmt: skip
    for name in ("decimal-divide-exact", "not-equal-as-not-equal", "cast-truncates",
                 "decimal-cast-rounds", "duckdb-names"):  # fmt: skip
        assert name in rewrites, name


@pytest.mark.parametrize(
    ("rel", "limit"),
    [
        ({"set": {"inputs": [_project(["f"]), _project(["f"])], "op": "SET_OP_UNION_ALL"}},
         "UNION ALL of floats"),
        (_project(["CAST(k AS i8)"]), "a cast to i8"),
        ({"aggregate": {"input": _read(), "measures": [{"measure": "avg(a) AS m"}]}},
         "avg of other than doubles"),
        (_project(["s LIKE 'a\\\\_%'"]), "like of other than a constant pattern"),
        (_project(["CAST(f AS string)"]), "a cast to a string of a float"),
        (_project(["k / k"]), "divide of integers"),
        (_project(["sqrt(f)"]), "the function sqrt"),
        ({"join": {"left": _read(), "right": {"read": {"namedTable": {"names": ["u"]},
                                                       "baseSchema": "k2: i32?"}},
                   "expression": "k < k2",
                   "type": "JOIN_TYPE_LEFT_ANTI"}},
         "JOIN_TYPE_LEFT_ANTI"),
    ],
)  # fmt: skip
def test_refusals_name_the_duckdb_limit(rel: dict[str, Any], limit: str) -> None:
    with pytest.raises(PlanError) as caught:
        for_target(_plan(rel), "duckdb")
    message = " ".join(str(caught.value).split())
    assert message.startswith("error: relations[0].root.input")
    assert "not supported on DuckDB 1.1.3: " in message and limit in message


def test_set_operations_of_more_inputs_are_nested() -> None:
    message, rewrites = _compile(
        {"set": {"inputs": [_read(), _read(), _read()], "op": "SET_OP_UNION_DISTINCT"}}
    )
    assert "set-op-as-duckdb" in rewrites
    top = message.relations[0].root.input.set
    assert len(top.inputs) == 2 and len(top.inputs[0].set.inputs) == 2
    # DuckDB reads UNION_ALL's code as SQL's UNION: the distinct union's code
    assert top.op == top.SET_OP_UNION_ALL


# ---------------------------------------------------------------- on DuckDB 1.1.3


def _parquet(folder: Path) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    columns = list(zip(*ROWS, strict=True))
    table = pa.table({
        "a": pa.array([Decimal(v) for v in columns[0]], pa.decimal128(7, 2)),
        "b": pa.array([Decimal(v) for v in columns[1]], pa.decimal128(5, 2)),
        "k": pa.array(columns[2], pa.int32()),
        "s": pa.array(columns[3], pa.string()),
        "f": pa.array(columns[4], pa.float64()),
    })  # fmt: skip
    path = folder / "x.parquet"
    pq.write_table(table, path)
    return path


def _on_duckdb(plans: dict[str, Any], folder: Path) -> dict[str, Any]:
    if not VENV_PYTHON.exists():
        pytest.skip(".venv-duckdb113 is missing: `make duckdb-legacy` makes it")
    for name, plan in plans.items():
        (folder / f"{name}.pb").write_bytes(plan.SerializeToString())
    subprocess.run([str(VENV_PYTHON), str(CONSUMER), "--plans", str(folder)], check=True,
                   capture_output=True, timeout=300)  # fmt: skip
    out = {}
    for name in plans:
        error = folder / f"{name}.error.txt"
        assert not error.exists(), error.read_text()
        out[name] = json.loads((folder / f"{name}.rows.json").read_text())
    return out


def test_rewritten_plans_give_the_exact_values_on_duckdb(tmp_path: Path) -> None:
    path = f"file://{_parquet(tmp_path)}"
    read = _read(path)
    anti = {"join": {"left": read, "right": _project(["k"], {"filter": {"input": read,
                     "condition": "s = 'x'"}}), "expression": "k = k2",
                     "type": "JOIN_TYPE_LEFT_ANTI"}}  # fmt: skip
    anti["join"]["right"]["project"]["expressions"] = ["k AS k2"]

    def not_in(condition: str) -> Any:
        right = _project(["k AS k2"], {"filter": {"input": read, "condition": condition}})
        join = {"join": {"left": read, "right": right, "type": "JOIN_TYPE_LEFT_ANTI",
                         "expression": "k = k2 OR is_null(k = k2)"}}  # fmt: skip
        return for_target(_plan(join), "duckdb")[0]

    plans = {
        "not_in": not_in("s = 'x'"),  # right keys {2}
        "not_in_null": not_in("s IS NULL OR s = 'x'"),  # {2, 3}
        "not_in_null_key": not_in("k IS NULL"),  # {null}
        "not_in_empty": not_in("k > 100"),  # no rows
        "division": for_target(_plan(_project(["a / b", "decimal.divide_keep_scale(a, b)",
                                               "s <> 'a_c'", "CAST(f AS i32)",
                                               "CAST(b AS decimal<3,1>)"], read)), "duckdb")[0],
        "union": for_target(_plan({"set": {"inputs": [_project(["k"], read)] * 3,
                                           "op": "SET_OP_UNION_DISTINCT"}}), "duckdb")[0],
        "anti": for_target(_plan(anti), "duckdb")[0],
        "union_all": for_target(_plan({"set": {"inputs": [_project(["k", "s"], read)] * 2,
                                               "op": "SET_OP_UNION_ALL"}}), "duckdb")[0],
        "fetch": for_target(_plan({"fetch": {"input": {"sort": {"input": _project(["k"], read),
                                    "sorts": ["k"]}}, "offset": 1, "count": 2}}), "duckdb")[0],
    }  # fmt: skip
    got = _on_duckdb(plans, tmp_path)
    with localcontext() as context:
        context.prec = 60
        division = [
            (Decimal(a) / Decimal(b)).quantize(Decimal("1e-8"), ROUND_HALF_UP) for a, b, *_ in ROWS
        ]
        keep_scale = [
            (Decimal(a) / Decimal(b)).quantize(Decimal("1e-8"), ROUND_HALF_UP) for a, b, *_ in ROWS
        ]
    rows = got["division"]["rows"]
    assert [Decimal(r[0]["decimal"]) for r in rows] == division
    assert [Decimal(r[1]["decimal"]) for r in rows] == keep_scale
    assert [r[2] for r in rows] == [s != "a_c" if s is not None else None for *_, s, _ in ROWS]
    assert [r[3] for r in rows] == [2, -2, 0, None, 1]  # truncated, as the spec and Spark
    # DuckDB 1.1.3 alone truncates 5.15 to 5.1 here (a cast that checks the range)
    assert [r[4]["decimal"] for r in rows] == ["3.0", "3.0", "5.2", "-10.0", "0.0"]
    assert sorted(r[0] for r in got["union"]["rows"] if r[0] is not None) == [1, 2, 3]
    assert len(got["union"]["rows"]) == 4  # 1, 2, 3 and null, once each
    assert sorted(r[2] for r in got["anti"]["rows"] if r[2] is not None) == [1, 3]
    assert len(got["anti"]["rows"]) == 3  # k null matches nothing: kept
    assert [r[0] for r in got["fetch"]["rows"]] == [2, 2]
    # NOT IN: a null left key stays only when the right side is empty; a null
    # right key keeps nothing
    assert sorted(r[2] for r in got["not_in"]["rows"]) == [1, 3]
    assert sorted(r[2] for r in got["not_in_null"]["rows"]) == [1]
    assert got["not_in_null_key"]["rows"] == []
    assert len(got["not_in_empty"]["rows"]) == 5
    # every row of each input, duplicates kept (DuckDB's own UNION ALL drops them)
    assert sorted(map(tuple, got["union_all"]["rows"]), key=repr) == sorted(
        [(k, s) for *_, k, s, _ in ROWS] * 2, key=repr
    )


def test_more_rewrites_give_the_spec_values_on_duckdb(tmp_path: Path) -> None:
    read = _read(f"file://{_parquet(tmp_path)}")
    groupings = [{"expressionReferences": [0]}, {"expressionReferences": []}]
    sets = {"aggregate": {"input": read, "groupingExpressions": ["k"], "groupings": groupings,
                          "measures": [{"measure": "sum(a) AS t"}]}}  # fmt: skip
    plans = {
        "scalars": for_target(_plan(_project([
            "coalesce(k, 7)", "round(a, 1) [rounding:TIE_AWAY_FROM_ZERO]", "f / 2.0"], read)),
            "duckdb")[0],
        "sets": for_target(_plan(sets), "duckdb")[0],
    }  # fmt: skip
    got = _on_duckdb(plans, tmp_path)
    rows = got["scalars"]["rows"]
    assert [r[0] for r in rows] == [1, 2, 2, 3, 7]
    # round keeps the type's scale: decimal<7,2> rounded to one place
    assert [r[1]["decimal"] for r in rows] == ["2.00", "-2.00", "0.00", "-12345.70", "100000.00"]
    assert [r[2] for r in rows] == [1.35, -1.35, 0.25, None, 0.5]
    totals = {(r[0], r[2]): Decimal(r[1]["decimal"]) for r in got["sets"]["rows"]}
    assert totals == {(1, 0): Decimal("2.00"), (2, 0): Decimal("-1.99"),
                      (3, 0): Decimal("-12345.67"), (None, 0): Decimal("99999.99"),
                      (None, 1): Decimal("87654.33")}  # fmt: skip


def test_float_division_by_zero_stops_as_the_spec_says(tmp_path: Path) -> None:
    # DuckDB gives null; the plan's on_division_by_zero is ERROR
    read = _read(f"file://{_parquet(tmp_path)}")
    plan = for_target(_plan(_project(["f / (f - f)"], read)), "duckdb")[0]
    if not VENV_PYTHON.exists():
        pytest.skip(".venv-duckdb113 is missing: `make duckdb-legacy` makes it")
    (tmp_path / "zero.pb").write_bytes(plan.SerializeToString())
    subprocess.run([str(VENV_PYTHON), str(CONSUMER), "--plans", str(tmp_path)], check=True,
                   capture_output=True, timeout=300)  # fmt: skip
    assert "division by zero" in (tmp_path / "zero.error.txt").read_text()


def test_repeated_output_names_get_a_suffix() -> None:
    message, rewrites = for_target(_plan(_project(["k", "k"]), ["k", "k"]), "duckdb")
    assert "unique-output-names" in [r.name for r in rewrites]
    assert list(message.relations[0].root.names) == ["k", "k_2"]
