"""Runs compiled Substrait plans on DuckDB 1.1.3's Substrait consumer.

Runs in ``.venv-duckdb113`` (``make duckdb-legacy``); standard library and
DuckDB only, like ``tools/duckdb_legacy.py``, whose ``connect`` and
``jsonable`` it uses.

    .venv-duckdb113/bin/python tools/duckdb_legacy_consumer.py --plans DIR

Each ``<name>.pb`` of ``--plans`` (a binary plan, as ``--target duckdb``
writes it) is run with ``from_substrait``; the folder gets
``<name>.rows.json`` ({"types": [...], "rows": [...]}, values in
``jsonable``'s tagged form, decimals as exact text) or ``<name>.error.txt``
with DuckDB's error. The plans read their own files: no table is loaded.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from duckdb_legacy import connect, jsonable


def run_plans(folder: Path) -> dict[str, str]:
    """Each plan of ``folder`` run; per plan "ok" or DuckDB's error."""
    import duckdb

    outcome = {}
    for plan in sorted(folder.glob("*.pb")):
        name = plan.stem
        connection = connect(None)  # a fresh one each: an error leaves nothing behind
        try:
            relation = connection.from_substrait(proto=plan.read_bytes())
            types = [str(kind) for kind in relation.types]
            rows = relation.fetchall()
        except (duckdb.Error, RuntimeError) as error:
            (folder / f"{name}.error.txt").write_text(f"{type(error).__name__}: {error}\n")
            outcome[name] = f"error: {error}".splitlines()[0][:300]
            continue
        finally:
            connection.close()
        (folder / f"{name}.rows.json").write_text(
            json.dumps({"types": types, "rows": jsonable(rows)})
        )
        outcome[name] = "ok"
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="run Substrait plans on DuckDB 1.1.3")
    parser.add_argument("--plans", type=Path, required=True, help="folder of <name>.pb plans")
    args = parser.parse_args(argv)
    outcome = run_plans(args.plans)
    (args.plans / "outcome.json").write_text(json.dumps(outcome, indent=1))
    ran = sum(1 for v in outcome.values() if v == "ok")
    print(f"DuckDB 1.1.3: {ran} of {len(outcome)} plans ran")
    return 0


if __name__ == "__main__":
    sys.exit(main())
