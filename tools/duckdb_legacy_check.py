"""DuckDB 1.1.3's plans of the 22 TPC-H queries, run through the project on
Spark and compared with DuckDB's own rows.

    python -m tools.duckdb_legacy_check [--scale 0.01] [--out DIR]

makes ``.venv-duckdb113`` (``make duckdb-legacy``) when it is missing, the
TPC-H data (``tools.tpch_data``), DuckDB's binary and JSON plans and rows
(``tools/duckdb_legacy.py`` in that venv), then loads each plan with
``load_plan``, runs it with ``collect`` and prints per query whether it
passed, was refused (and why) or differs. The slow test
``tests/interop/test_duckdb_legacy.py`` runs the same functions.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
VENV = REPO / ".venv-duckdb113"
PRODUCER = REPO / "tools" / "duckdb_legacy.py"
TPCH_SQL = REPO / "examples" / "tpch" / "sql"
FORMS = ("pb", "json")  # DuckDB's get_substrait and get_substrait_json


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    """``make duckdb-legacy`` (idempotent); the venv's Python. Raises
    CalledProcessError with pip's output when the packages cannot be had."""
    subprocess.run(
        ["make", "--no-print-directory", "duckdb-legacy"],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    )
    return venv_python()


def tpch_queries() -> dict[str, str]:
    """``q01`` ... ``q22``: the SQL of examples/tpch/sql without comments."""
    out = {}
    for path in sorted(TPCH_SQL.glob("q*.sql")):
        lines = [
            line for line in path.read_text().splitlines() if not line.strip().startswith("--")
        ]
        out[path.stem] = "\n".join(lines).strip().rstrip(";")
    return out


def make_plans(queries: dict[str, str], data: Path, out: Path) -> dict[str, str]:
    """DuckDB 1.1.3's plans and rows of ``queries`` in ``out``; per query
    "ok" or DuckDB's error."""
    python = ensure_venv()
    out.mkdir(parents=True, exist_ok=True)
    spec = out / "queries.json"
    spec.write_text(json.dumps(queries))
    subprocess.run(
        [
            str(python),
            str(PRODUCER),
            "--queries",
            str(spec),
            "--data",
            str(data),
            "--out",
            str(out),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    outcome: dict[str, str] = json.loads((out / "outcome.json").read_text())["queries"]
    return outcome


def from_json(value: Any) -> Any:
    """A cell of ``<name>.rows.json`` as the Python value DuckDB returned."""
    if isinstance(value, dict) and len(value) == 1:
        ((tag, text),) = value.items()
        if tag == "decimal":
            return Decimal(text)
        if tag == "date":
            return dt.date.fromisoformat(text)
        if tag == "timestamp":
            return dt.datetime.fromisoformat(text)
        if tag == "bytes":
            return bytes.fromhex(text)
        return text
    if isinstance(value, list):
        return [from_json(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Outcome:
    query: str
    form: str  # "pb" or "json"
    status: str  # "pass", "refused", "wrong", "no-plan"
    detail: str = ""


def differences(got: list[tuple[Any, ...]], want: list[tuple[Any, ...]], ordered: bool) -> str:
    """ "" when ``got`` has exactly DuckDB's rows (in order for ``ordered``):
    each value equal (decimals by value; floats, which two engines sum in
    different orders, to ``FLOAT_RELATIVE``)."""
    if len(got) != len(want):
        return f"{len(got)} rows, DuckDB gives {len(want)}"
    if not ordered:
        got, want = sorted(got, key=repr), sorted(want, key=repr)
    for index, (g, w) in enumerate(zip(got, want, strict=True)):
        if len(g) != len(w) or any(not _same(a, b) for a, b in zip(g, w, strict=True)):
            return f"row {index}: {g!r}, DuckDB gives {w!r}"
    return ""


FLOAT_RELATIVE = 1e-9  # two engines sum doubles in different orders


def _same(got: Any, want: Any) -> bool:
    if isinstance(got, float) and isinstance(want, float):
        return math.isclose(got, want, rel_tol=FLOAT_RELATIVE) or got == want
    if isinstance(got, dt.datetime) and isinstance(want, dt.datetime):
        return got.replace(tzinfo=None) == want.replace(tzinfo=None)
    if isinstance(got, dt.datetime) and type(want) is dt.date:
        return got == dt.datetime(want.year, want.month, want.day)
    return bool(got == want) and isinstance(got, bool) == isinstance(want, bool)


def check(spark: Any, folder: Path, data: Path, queries: dict[str, str]) -> list[Outcome]:
    """Each made plan of ``folder`` (binary and JSON) loaded and run against
    DuckDB's rows."""
    import substrait_expr as se
    from substrait_expr.plan import PlanError

    tables = {table.stem: str(table) for table in sorted(data.glob("*.parquet"))}
    out = []
    for name, sql in queries.items():
        rows_file = folder / f"{name}.rows.json"
        if not rows_file.exists():
            error = (folder / f"{name}.error.txt").read_text().strip()
            out.extend(Outcome(name, form, "no-plan", error.splitlines()[0]) for form in FORMS)
            continue
        want = [tuple(from_json(cell) for cell in row) for row in json.loads(rows_file.read_text())]
        ordered = "order by" in sql.lower()
        for form in FORMS:
            try:
                plan = se.load_plan(folder / f"{name}.{form}")
                rows = plan.collect(spark, tables=tables)
            except PlanError as error:
                out.append(Outcome(name, form, "refused", str(error).splitlines()[0][:300]))
                continue
            got = [tuple(row) for row in rows]
            problem = differences(got, want, ordered)
            out.append(Outcome(name, form, "wrong" if problem else "pass", problem))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=0.01)
    parser.add_argument("--out", type=Path, default=None, help="folder for the plans (a temp one)")
    args = parser.parse_args(argv)
    from substrait_expr.backends.spark.session import local_session
    from tools.tpch_data import default_dir, generate

    data = default_dir(args.scale)
    generate(args.scale, data, quiet=True)
    folder = args.out or Path(tempfile.mkdtemp(prefix="duckdb113-"))
    queries = tpch_queries()
    made = make_plans(queries, data, folder)
    print(f"DuckDB 1.1.3 made {sum(v == 'ok' for v in made.values())} of {len(made)} plans")
    spark = local_session(
        "local[2]",
        app_name="duckdb-legacy",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    outcomes = check(spark, folder, data, queries)
    for outcome in outcomes:
        print(f"{outcome.query} {outcome.form:4} {outcome.status:8} {outcome.detail}")
    for form in FORMS:
        passed = sum(o.status == "pass" for o in outcomes if o.form == form)
        print(f"{form}: {passed} of {len(queries)} correct on Spark")
    return 0


if __name__ == "__main__":
    sys.exit(main())
