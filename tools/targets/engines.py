"""Run a binary Substrait plan on DataFusion or on Arrow Acero over Parquet
tables, and return its rows as Python values.

Acero runs in a child process: some plans crash it (a segmentation fault in
pyarrow 26), and a crash must fail one check, not the test run.
"""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

ROWS_MARK = "ROWS:"


def run_datafusion(plan: bytes, tables: dict[str, Path]) -> list[tuple[Any, ...]]:
    """The plan's rows on DataFusion, tables registered by name."""
    from datafusion import SessionContext
    from datafusion import substrait as ss

    ctx = SessionContext()
    for name, path in tables.items():
        ctx.register_parquet(name, str(path))
    logical = ss.Consumer.from_substrait_plan(ctx, ss.Serde.deserialize_bytes(plan))
    table = ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()
    return [tuple(row.values()) for row in table.to_pylist()]


def run_acero(plan: bytes, tables: dict[str, Path], timeout: float = 120) -> list[tuple[Any, ...]]:
    """The plan's rows on Acero, in a child process. Raises RuntimeError with
    Acero's message (or how the process ended)."""
    request = json.dumps({"plan": plan.hex(), "tables": {k: str(v) for k, v in tables.items()}})
    done = subprocess.run(
        [sys.executable, "-m", "tools.targets.engines"],
        input=request,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=Path(__file__).resolve().parents[2],
    )
    for line in done.stdout.splitlines():
        if line.startswith(ROWS_MARK):
            return [tuple(_value(v) for v in row) for row in json.loads(line[len(ROWS_MARK) :])]
    reason = done.stderr.strip().splitlines()[-1:] or [f"exit code {done.returncode}"]
    raise RuntimeError(f"Acero failed: {reason[0]} (exit code {done.returncode})")


def _acero_child() -> None:
    # pyarrow.substrait imports substrait.proto when a `substrait` package is
    # importable; substrait-protobuf has none, and run_query does not need it.
    sys.modules.setdefault("substrait.proto", types.ModuleType("substrait.proto"))
    import pyarrow as pa
    import pyarrow.parquet as pq
    import pyarrow.substrait as pas

    request = json.loads(sys.stdin.read())
    paths = request["tables"]

    def provide(names: list[str], schema: pa.Schema) -> pa.Table:
        # The files hold strings as string_view, which Acero's filters lack.
        return pq.read_table(paths[names[-1]]).cast(schema)

    reader = pas.run_query(pa.py_buffer(bytes.fromhex(request["plan"])), table_provider=provide)
    rows = [list(row.values()) for row in reader.read_all().to_pylist()]
    print(ROWS_MARK + json.dumps(rows, default=_encode))


def _encode(value: Any) -> Any:
    from datetime import date
    from decimal import Decimal

    if isinstance(value, Decimal):
        return {"decimal": str(value)}
    if isinstance(value, date):
        return {"date": value.isoformat()}
    raise TypeError(f"cannot send {type(value).__name__}")


def _value(value: Any) -> Any:
    from datetime import date
    from decimal import Decimal

    if isinstance(value, dict) and "decimal" in value:
        return Decimal(value["decimal"])
    if isinstance(value, dict) and "date" in value:
        return date.fromisoformat(value["date"])
    return value


if __name__ == "__main__":
    _acero_child()
