"""Extracting typed fields from a shredded variant Parquet file: a plan
against ``spark.sql`` with ``variant_get`` on the same file, in one session.

    python -m bench.bench_variant [--rows 1000000] [--repeat 5]

writes ``data/variant-bench-<rows>/events.parquet`` when it is missing
(``tools/variant_data.py``: ``id`` and a ``payload`` variant, shredded by
Spark 4) and extracts three typed fields from every row,
``cast(variant_get(payload, '$.user.id') AS i64)``, ``... '$.type' AS
string`` and ``try_cast(... '$.amount' AS decimal<10,2>)``. Each side is
timed whole: ``load_plan`` + ``to_dataframe`` + running it for the plan,
``spark.sql`` + running it for SQL; running is a write to Spark's ``noop``
sink, so every row is extracted and none is shipped to Python. One warm-up
run of each, then the best of ``--repeat`` interleaved rounds
(``bench/timing.py``), with the median CPU time of the process tree beside
the wall time. Before timing, the optimized plans of both are compared (the
same plan means the same scan: Spark pushes the extractions into the
Parquet reader, which reads only the ``typed_value`` columns asked for). A
ratio above 1 means the plan is slower.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

from bench.timing import interleaved_best
from substrait_expr.backends.spark.session import local_session
from substrait_expr.plan import load_plan
from tools.variant_data import REPO, write_events

FIELDS = [
    (
        "user_id",
        "cast(variant_get(payload, '$.user.id') AS i64)",
        "variant_get(payload, '$.user.id', 'bigint')",
    ),
    (
        "type",
        "cast(variant_get(payload, '$.type') AS string)",
        "variant_get(payload, '$.type', 'string')",
    ),
    (
        "amount",
        "try_cast(variant_get(payload, '$.amount') AS decimal<10,2>)",
        "try_variant_get(payload, '$.amount', 'decimal(10,2)')",
    ),
]


def plan_for(path: Path) -> dict[str, Any]:
    read = {
        "read": {
            "baseSchema": "id: i64?, payload: variant?",
            "localFiles": {"items": [{"uriFolder": str(path), "parquet": {}}]},
        }
    }
    project = {
        "project": {
            "input": read,
            "expressions": [text for _, text, _ in FIELDS],
            "common": {"emit": {"outputMapping": [0, 2, 3, 4]}},
        }
    }
    names = ["id"] + [name for name, _, _ in FIELDS]
    return {"relations": [{"root": {"input": project, "names": names}}]}


def sql_for(path: Path) -> str:
    columns = ", ".join(f"{sql} AS {name}" for name, _, sql in FIELDS)
    return f"SELECT id, {columns} FROM parquet.`{path}`"


def optimized(frame: Any) -> str:
    """Spark's optimized plan, expression ids (``#123``) blanked."""
    return re.sub(r"#\d+", "#", frame._jdf.queryExecution().optimizedPlan().toString())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=1_000_000, help="rows (default 1000000)")
    parser.add_argument("--repeat", type=int, default=5, help="timed rounds (default 5)")
    parser.add_argument("--master", default="local[*]", help="Spark master (default local[*])")
    parser.add_argument("--data", type=Path, help="data folder (default data/variant-bench-<rows>)")
    args = parser.parse_args(argv)

    spark = local_session(
        args.master, app_name="bench-variant", config={"spark.driver.memory": "4g"}
    )
    folder = args.data or REPO / "data" / f"variant-bench-{args.rows}"
    path = folder / "events.parquet"
    if not (path / "_SUCCESS").exists():
        folder.mkdir(parents=True, exist_ok=True)
        write_events(spark, path, args.rows)
    plan, sql = plan_for(path), sql_for(path)

    def plan_frame() -> Any:
        return load_plan(plan).to_dataframe(spark)

    same = optimized(plan_frame()) == optimized(spark.sql(sql))
    first = plan_frame().orderBy("id").limit(1000).collect()
    assert first == spark.sql(sql).orderBy("id").limit(1000).collect(), "results differ"

    def run_plan() -> object:
        plan_frame().write.format("noop").mode("overwrite").save()
        return None

    def run_sql() -> object:
        spark.sql(sql).write.format("noop").mode("overwrite").save()
        return None

    cpu: dict[str, float] = {}
    best = interleaved_best({"plan": run_plan, "sql": run_sql}, args.repeat, cpu)
    print(
        f"variant extraction, {args.rows} rows (shredded), {spark.sparkContext.master}, "
        f"best of {args.repeat}"
    )
    print(f"optimized plans equal: {same}")
    print(f"plan {best['plan']:.3f} s (cpu {cpu['plan']:.2f} s)")
    print(f"sql  {best['sql']:.3f} s (cpu {cpu['sql']:.2f} s)")
    print(
        f"ratio (plan / sql): {best['plan'] / best['sql']:.2f} wall, "
        f"{cpu['plan'] / cpu['sql']:.2f} cpu"
    )
    spark.stop()


if __name__ == "__main__":
    main()
