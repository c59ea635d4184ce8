"""Plans from a live DuckDB 1.1.3 (Substrait 0.53), the producer consumer-testing pins.

Runs in its own virtual environment (``make duckdb-legacy`` makes
``.venv-duckdb113`` with ``duckdb==1.1.3`` and ``duckdb-extension-substrait==1.1.3``;
the project's own venv pins a newer DuckDB). Standard library and DuckDB
only: it imports nothing of the project.

    .venv-duckdb113/bin/python tools/duckdb_legacy.py --data data/tpch-sf0.01 \\
        --queries queries.json --out plans/

``--queries`` is a JSON object {name: SQL}; ``--data`` a folder of
``<table>.parquet`` files, each loaded as a table of that name (so the
plans read named tables, bound to the files when the project runs them). For each query the
folder gets ``<name>.pb`` (``get_substrait``: binary), ``<name>.json``
(``get_substrait_json``) and ``<name>.rows.json`` (DuckDB's own result, the
oracle), or ``<name>.error.txt`` when DuckDB cannot make the plan; with
``--round-trip`` also ``<name>.roundtrip.json``: the rows DuckDB's own consumer
(``from_substrait``) gives for the binary plan, or ``{"error": ...}``. The
substrait extension is loaded from the wheel's file with
``allow_unsigned_extensions``.

    .venv-duckdb113/bin/python tools/duckdb_legacy.py --write-tpcds-queries q.json

writes DuckDB's 99 TPC-DS query texts (``tpcds_queries()``) as {"q01": SQL}.
No tpcds extension was packaged for 1.1.3; the oldest on PyPI (1.2.0) is
loaded, with its version mismatch allowed, in a connection of its own that
only reads the texts and makes no plan.
"""

from __future__ import annotations

import argparse
import datetime as dt
import decimal
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _wheel_file(module: str, name: str) -> Path:
    """The extension file ``name`` inside the installed wheel of ``module``."""
    import importlib

    root = Path(importlib.import_module(module).__file__ or "").parent
    found = sorted(root.rglob(name))
    if not found:
        raise FileNotFoundError(f"no {name} under {root}")
    return found[0]


def extension_file() -> Path:
    """``substrait.duckdb_extension`` inside the installed wheel."""
    return _wheel_file("duckdb_extension_substrait", "substrait.duckdb_extension")


def connect(data: Path | None) -> Any:
    import duckdb

    connection = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    connection.execute(f"LOAD '{extension_file()}'")
    if data is not None:  # tables, not views: the plans read them by name
        for table in sorted(data.glob("*.parquet")):
            connection.execute(
                f"CREATE TABLE {table.stem} AS SELECT * FROM read_parquet('{table.resolve()}')"
            )
    return connection


def tpcds_extension_file() -> Path:
    """``tpcds.duckdb_extension`` inside the installed wheel."""
    return _wheel_file("duckdb_extension_tpcds", "tpcds.duckdb_extension")


def tpcds_queries() -> dict[str, str]:
    """DuckDB's TPC-DS query texts, ``q01`` ... ``q99``."""
    import duckdb

    # A connection of its own: the extension was built for another DuckDB
    # version and is used for nothing but its static query texts.
    connection = duckdb.connect(
        config={
            "allow_unsigned_extensions": "true",
            "allow_extensions_metadata_mismatch": "true",
        }
    )
    connection.execute(f"LOAD '{tpcds_extension_file()}'")
    rows = connection.execute("SELECT query_nr, query FROM tpcds_queries() ORDER BY 1").fetchall()
    connection.close()
    return {f"q{number:02d}": text.strip().rstrip(";") for number, text in rows}


def jsonable(value: Any) -> Any:
    """A DuckDB result value as JSON; decimals, dates and times as tagged text
    ({"decimal": "1.50"}), which ``tools.duckdb_legacy_check.from_json`` reads back."""
    if isinstance(value, decimal.Decimal):
        return {"decimal": str(value)}
    if isinstance(value, dt.datetime):
        return {"timestamp": value.isoformat()}
    if isinstance(value, dt.date):
        return {"date": value.isoformat()}
    if isinstance(value, dt.time | dt.timedelta):
        return {"text": str(value)}
    if isinstance(value, bytes):
        return {"bytes": value.hex()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return value


def write_plans(
    connection: Any,
    queries: dict[str, str],
    out: Path,
    round_trip: bool = False,
    reconnect: Callable[[], Any] | None = None,
) -> dict[str, str]:
    """Each query's plans and rows in ``out`` (and, with ``round_trip``, the
    rows of DuckDB's own reading of the binary plan); what happened to each.
    After an error ``reconnect`` gives a new connection: DuckDB closes the
    database after an internal error."""
    import duckdb

    out.mkdir(parents=True, exist_ok=True)
    outcome = {}
    for name, sql in queries.items():
        try:
            binary = connection.get_substrait(sql).fetchone()[0]
            text = connection.get_substrait_json(sql).fetchone()[0]
            rows = connection.execute(sql).fetchall()
        except duckdb.Error as error:
            (out / f"{name}.error.txt").write_text(f"{type(error).__name__}: {error}\n")
            outcome[name] = f"error: {error}".splitlines()[0][:200]
            if reconnect is not None and not usable(connection):
                connection = reconnect()
            continue
        (out / f"{name}.pb").write_bytes(bytes(binary))
        (out / f"{name}.json").write_text(text)
        (out / f"{name}.rows.json").write_text(json.dumps(jsonable(rows)))
        if round_trip:
            read = own_reading(connection, binary)
            (out / f"{name}.roundtrip.json").write_text(json.dumps(read))
            if isinstance(read, dict) and reconnect is not None and not usable(connection):
                connection = reconnect()
        outcome[name] = "ok"
    return outcome


def usable(connection: Any) -> bool:
    """False once DuckDB has closed the database (after an internal error)."""
    import duckdb

    try:
        connection.execute("SELECT 1").fetchall()
    except duckdb.Error:
        return False
    return True


def own_reading(connection: Any, binary: bytes) -> Any:
    """The rows DuckDB's own consumer gives for its binary plan, or its error."""
    import duckdb

    try:
        return jsonable(connection.from_substrait(proto=bytes(binary)).fetchall())
    except duckdb.Error as error:
        return {"error": f"{type(error).__name__}: {error}".splitlines()[0][:300]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="DuckDB 1.1.3's Substrait plans of SQL queries")
    parser.add_argument("--queries", type=Path, help="JSON object {name: SQL}")
    parser.add_argument("--data", type=Path, help="folder of <table>.parquet files")
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--round-trip", action="store_true", help="also DuckDB's own reading of each plan"
    )
    parser.add_argument(
        "--write-tpcds-queries", type=Path, help="write DuckDB's TPC-DS query texts here and stop"
    )
    args = parser.parse_args(argv)
    import duckdb

    if args.write_tpcds_queries is not None:
        args.write_tpcds_queries.write_text(json.dumps(tpcds_queries(), indent=1))
        return 0
    if args.queries is None or args.out is None:
        parser.error("--queries and --out are required")
    queries = json.loads(args.queries.read_text())
    outcome = write_plans(
        connect(args.data), queries, args.out, args.round_trip, lambda: connect(args.data)
    )
    (args.out / "outcome.json").write_text(
        json.dumps({"duckdb": duckdb.__version__, "queries": outcome}, indent=1)
    )
    made = sum(1 for v in outcome.values() if v == "ok")
    print(f"DuckDB {duckdb.__version__}: {made} of {len(outcome)} plans made -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
