"""Generate a Parquet file of events with a shredded ``variant`` column.

    python -m tools.variant_data --out data/variant-events [--rows 100000]

writes ``<out>/events.parquet`` (a folder of Parquet parts, as Spark writes
them) with the columns ``id: i64`` and ``payload: variant?``, written by
Spark 4 with variant shredding on (``spark.sql.variant.writeShredding.enabled``
and ``spark.sql.variant.inferShreddingSchema``, both Spark's defaults): every
payload field of one type is stored in its own ``typed_value`` Parquet
column. A payload looks like

    {"type": "buy", "amount": 12.34, "user": {"id": 17, "country": "FR"},
     "tags": ["t3"]}

and every 97th event has no ``amount`` (``variant_get`` gives null). The
plan examples/variant/events.json reads it::

    substrait-expr run examples/variant/events.json \\
        --table events=data/variant-events/events.parquet

Replaces the file when it exists. Deterministic: the same rows every time.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent

# Spark's settings for writing shredded variant Parquet (internal settings,
# listed by `SET spark.sql.variant.writeShredding.enabled` and so on).
SHREDDING = {
    "spark.sql.variant.writeShredding.enabled": "true",
    "spark.sql.variant.inferShreddingSchema": "true",
}

PAYLOAD = """to_variant_object(named_struct(
    'type', element_at(array('view', 'click', 'buy'), cast(id % 3 + 1 AS int)),
    'amount', if(id % 97 = 0, NULL, cast((id * 37 % 10000) / 100 AS decimal(10, 2))),
    'user', named_struct(
        'id', id % 1000,
        'country', element_at(array('DE', 'FR', 'JP', 'US', 'BR'), cast(id % 5 + 1 AS int))),
    'tags', array(concat('t', id % 4))))"""


def events(spark: Any, rows: int) -> Any:
    """The events DataFrame: ``id`` and the ``payload`` variant."""
    return spark.range(rows).selectExpr("id", f"{PAYLOAD} AS payload")


def write_events(spark: Any, path: Path, rows: int, *, shredded: bool = True) -> Path:
    """Write ``rows`` events to the Parquet folder ``path`` (replaced), with
    shredding on (the default) or off."""
    settings = {**SHREDDING}
    if not shredded:
        settings["spark.sql.variant.writeShredding.enabled"] = "false"
    before = {key: spark.conf.get(key, None) for key in settings}
    for key, value in settings.items():
        spark.conf.set(key, value)
    try:
        events(spark, rows).write.mode("overwrite").parquet(str(path))
    finally:
        for key, value in before.items():
            if value is None:
                spark.conf.unset(key)
            else:
                spark.conf.set(key, value)
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO / "data" / "variant-events",
        help="output folder (default data/variant-events)",
    )
    parser.add_argument("--rows", type=int, default=100_000, help="events (default 100000)")
    parser.add_argument(
        "--unshredded", action="store_true", help="write the variant column without shredding"
    )
    args = parser.parse_args(argv)

    from substrait_expr.backends.spark.session import local_session

    spark = local_session("local[*]", app_name="variant-data", log_level="ERROR")
    args.out.mkdir(parents=True, exist_ok=True)
    path = write_events(spark, args.out / "events.parquet", args.rows, shredded=not args.unshredded)
    print(f"wrote {args.rows} events to {path}")


if __name__ == "__main__":
    main()
