"""Spark's TPC-H and TPC-DS queries converted with ``se.from_spark``, compiled
with ``--target duckdb`` and run on DuckDB 1.1.3's Substrait consumer,
compared with ``spark.sql`` (docs/from_spark.md, "TPC-DS", (d)).

    python -m tools.from_spark_duckdb [--tpch] [--tpcds] [q01 q5 ...]

For each query: ``spark.sql`` gives the rows and column types to match; the
converted plan is compiled for DuckDB (``targets.for_target``) with its
table reads bound to the Parquet files (``tools.tpch_data``,
``tools.tpcds_data``), and every compiled plan runs in one process of
``.venv-duckdb113`` (``tools/duckdb_legacy_consumer.py``). Outcomes: ``ok``
(the same types and rows, decimals digit for digit), ``refused: <reason>``
(the target's ``PlanError`` at compile time), ``ERROR: ...`` (DuckDB fails
at run time), ``WRONG: ...`` (never acceptable).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools.duckdb_legacy import jsonable
from tools.duckdb_legacy_check import ensure_venv, from_json, tpch_queries
from tools.from_spark_diff import differences

REPO = Path(__file__).resolve().parent.parent
CONSUMER = REPO / "tools" / "duckdb_legacy_consumer.py"
TPCH_DATA = REPO / "data" / "tpch-sf0.01"
TPCDS_DATA = REPO / "data" / "tpcds-sf0.01"
TPCDS_SQL = REPO / "tests" / "data" / "tpcds" / "spark"

# DuckDB's type names → Spark's ``simpleString``.
_TYPES = {
    "BOOLEAN": "boolean",
    "TINYINT": "tinyint",
    "SMALLINT": "smallint",
    "INTEGER": "int",
    "BIGINT": "bigint",
    "FLOAT": "float",
    "DOUBLE": "double",
    "DATE": "date",
    "VARCHAR": "string",
}


def spark_type(duckdb_type: str) -> str:
    """Spark's name of a DuckDB 1.1.3 result type."""
    decimal = re.fullmatch(r"DECIMAL\((\d+),(\d+)\)", duckdb_type)
    if decimal:
        return f"decimal({decimal[1]},{decimal[2]})"
    return _TYPES.get(duckdb_type, duckdb_type)


def tpcds_queries() -> dict[str, str]:
    """Spark's TPC-DS query texts by name (``q1`` ... ``q99``, ``q14a`` ...)."""
    return {p.stem: p.read_text() for p in TPCDS_SQL.glob("*.sql")}


def query_order(name: str) -> tuple[int, str]:
    return int(name[1:].rstrip("ab")), name


def compile_plan(standard: bytes, target: str = "duckdb") -> bytes | str:
    """The binary plan for ``target`` of a standard plan, or
    ``"refused: <reason>"``."""
    from substrait import plan_pb2

    import substrait_expr as se
    from substrait_expr.targets import for_target

    plan = plan_pb2.Plan()
    plan.ParseFromString(standard)
    try:
        message, _ = for_target(plan, target)
    except se.PlanError as error:
        return f"refused: {error}"
    return bytes(message.SerializeToString())


def run_on_duckdb(plans: dict[str, bytes], folder: Path, timeout: float = 1800) -> None:
    """Every plan run by DuckDB 1.1.3 in one process; results in ``folder``."""
    python = ensure_venv()
    folder.mkdir(parents=True, exist_ok=True)
    for old in [*folder.glob("*.pb"), *folder.glob("*.rows.json"), *folder.glob("*.error.txt")]:
        old.unlink()
    for name, plan in plans.items():
        (folder / f"{name}.pb").write_bytes(plan)
    subprocess.run(
        [str(python), str(CONSUMER), "--plans", str(folder)],
        check=True,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def judge(folder: Path, name: str, want: list[tuple[Any, ...]], want_types: list[str]) -> str:
    """The outcome of one plan DuckDB ran (or failed to run)."""
    error = folder / f"{name}.error.txt"
    if error.exists():
        return f"ERROR: {error.read_text().strip()[:400]}"
    result = json.loads((folder / f"{name}.rows.json").read_text())
    types = [spark_type(kind) for kind in result["types"]]
    if types != want_types:
        return f"WRONG: types {types}, spark.sql {want_types}"
    got = [tuple(from_json(cell) for cell in row) for row in result["rows"]]
    bad = differences(got, want)
    return "WRONG: " + "\n".join(bad[:3]) if bad else "ok"


@dataclass
class Converted:
    """A query as ``spark.sql`` answers it and as ``se.from_spark`` converts it."""

    want: list[tuple[Any, ...]]
    want_types: list[str]
    standard: bytes | str  # the standard binary plan, or the conversion's error

    def to_json(self) -> dict[str, Any]:
        plan = self.standard
        return {
            "want": jsonable(self.want),
            "types": self.want_types,
            "plan": plan.hex() if isinstance(plan, bytes) else None,
            "error": plan if isinstance(plan, str) else None,
        }

    @staticmethod
    def from_json(value: dict[str, Any]) -> Converted:
        want = [tuple(from_json(cell) for cell in row) for row in value["want"]]
        plan = bytes.fromhex(value["plan"]) if value["plan"] is not None else value["error"]
        return Converted(want, value["types"], plan)


def convert(spark: Any, queries: dict[str, str], target: str | None = None) -> dict[str, Converted]:
    """Each query converted by ``se.from_spark`` and run by ``spark.sql``;
    with ``target``, a query whose plan the target refuses is not run."""
    import substrait_expr as se

    out = {}
    for name, sql in queries.items():
        try:
            frame = spark.sql(sql)
            types = [f.dataType.simpleString() for f in frame.schema.fields]
        except Exception as error:  # spark.sql itself fails: nothing to compare with
            out[name] = Converted([], [], f"SPARK CANNOT: {str(error).splitlines()[0][:200]}")
            continue
        try:
            standard: bytes | str = se.from_spark(frame).to_substrait().SerializeToString()
        except Exception as error:  # the converter's own failure: reported, not hidden
            standard = f"ERROR (conversion): {type(error).__name__}: {str(error)[:300]}"
        if isinstance(standard, bytes) and target is not None:
            compiled = compile_plan(standard, target)
            if isinstance(compiled, str):  # refused: spark.sql's rows are not needed
                out[name] = Converted([], types, compiled)
                continue
        try:
            want = [tuple(row) for row in frame.collect()]
        except Exception as error:
            out[name] = Converted([], [], f"SPARK CANNOT: {str(error).splitlines()[0][:200]}")
            continue
        out[name] = Converted(want, types, standard)
    return out


def outcomes(
    converted: dict[str, Converted], target: str = "duckdb", keep: Path | None = None
) -> dict[str, str]:
    """Each converted query's outcome on DuckDB 1.1.3 (the plans and results
    kept in ``keep``, when given)."""
    plans: dict[str, bytes] = {}
    result: dict[str, str] = {}
    for name, query in converted.items():
        if isinstance(query.standard, str):
            result[name] = query.standard  # the conversion's error or the target's refusal
            continue
        compiled = compile_plan(query.standard, target)
        if isinstance(compiled, str):
            result[name] = compiled
        else:
            plans[name] = compiled
    with tempfile.TemporaryDirectory(prefix="from-spark-duckdb-") as temp:
        folder = keep or Path(temp)
        if plans:
            run_on_duckdb(plans, folder)
        for name in plans:
            query = converted[name]
            result[name] = judge(folder, name, query.want, query.want_types)
    return {name: result[name] for name in converted}


def sessions(kind: str) -> Iterator[tuple[Any, dict[str, str], Path]]:
    """A local Spark session with the tables of ``kind`` ("tpch" or
    "tpcds") registered, its queries, and the data folder."""
    from substrait_expr.backends.spark.session import local_session
    from tests.conftest import _TPCDS_SETTINGS, _TPCH_SETTINGS, _views

    spark = local_session("local[2]", app_name="from-spark-duckdb", log_level="OFF")
    if kind == "tpch":
        from tools.tpch_data import TABLES, generate

        generate(0.01, TPCH_DATA, quiet=True)
        views = _views(spark, TPCH_DATA, TABLES, _TPCH_SETTINGS)
        next(views)
        yield spark, tpch_queries(), TPCH_DATA
    else:
        from tools.tpcds_data import TABLES as DS_TABLES
        from tools.tpcds_data import generate as generate_ds

        generate_ds(0.01, TPCDS_DATA)
        views = _views(spark, TPCDS_DATA, DS_TABLES, _TPCDS_SETTINGS)
        next(views)
        yield spark, tpcds_queries(), TPCDS_DATA
    next(views, None)


def main(argv: list[str]) -> int:
    kinds = [k for k in ("tpch", "tpcds") if f"--{k}" in argv] or ["tpch", "tpcds"]
    options = dict(a[2:].split("=", 1) for a in argv if a.startswith("--") and "=" in a)
    target = options.get("target", "duckdb")
    keep = Path(options["keep"]) if "keep" in options else None
    saved = Path(options["saved"]) if "saved" in options else None  # converted queries
    chosen = [a for a in argv if not a.startswith("--")]
    for kind in kinds:
        start = time.perf_counter()
        file = saved / f"{kind}.json" if saved else None
        if file is not None and file.exists():
            stored = json.loads(file.read_text())
            converted = {n: Converted.from_json(v) for n, v in stored.items()}
        else:
            for spark, queries, _ in sessions(kind):
                picked = {n: q for n, q in queries.items() if not chosen or n in chosen}
                converted = convert(
                    spark, dict(sorted(picked.items(), key=lambda i: query_order(i[0])))
                )
            if file is not None:
                file.parent.mkdir(parents=True, exist_ok=True)
                file.write_text(json.dumps({n: c.to_json() for n, c in converted.items()}))
        converted = {n: c for n, c in converted.items() if not chosen or n in chosen}
        got = outcomes(converted, target, keep)
        for name, outcome in got.items():
            print(f"{kind} {name}\t{' '.join(outcome.split())[:600]}", flush=True)
        got = {n: v for n, v in got.items() if not v.startswith("SPARK CANNOT")}
        ok = sum(v == "ok" for v in got.values())
        refused = sum(v.startswith("refused") for v in got.values())
        wrong = sum(v.startswith("WRONG") for v in got.values())
        print(
            f"{kind}: {ok} of {len(got)} correct, {refused} refused, {wrong} wrong, "
            f"{len(got) - ok - refused - wrong} errors ({time.perf_counter() - start:.0f}s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
