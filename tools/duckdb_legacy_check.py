"""DuckDB 1.1.3's plans of the 22 TPC-H queries (or, with ``--tpcds``, of
DuckDB's 99 TPC-DS queries), run through the project on Spark and compared
with DuckDB's own rows.

    python -m tools.duckdb_legacy_check [--tpcds] [--scale 0.01] [--out DIR]

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


def tpcds_queries(folder: Path) -> dict[str, str]:
    """``q01`` ... ``q99``: DuckDB's own TPC-DS query texts (its tpcds
    extension's ``tpcds_queries()``), read in DuckDB 1.1.3's venv."""
    python = ensure_venv()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "tpcds_queries.json"
    subprocess.run(
        [str(python), str(PRODUCER), "--write-tpcds-queries", str(target)],
        check=True,
        capture_output=True,
        text=True,
    )
    queries: dict[str, str] = json.loads(target.read_text())
    return queries


def make_plans(
    queries: dict[str, str], data: Path, out: Path, round_trip: bool = False
) -> dict[str, str]:
    """DuckDB 1.1.3's plans and rows of ``queries`` in ``out`` (with
    ``round_trip``, also DuckDB's own reading of each plan); per query "ok" or
    DuckDB's error."""
    python = ensure_venv()
    out.mkdir(parents=True, exist_ok=True)
    spec = out / "queries.json"
    spec.write_text(json.dumps(queries))
    command = [str(python), str(PRODUCER), "--queries", str(spec), "--data", str(data)]
    command += ["--out", str(out)] + (["--round-trip"] if round_trip else [])
    subprocess.run(command, check=True, capture_output=True, text=True)
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
    # "pass"; "refused"; "wrong"; "no-plan" (DuckDB cannot write it);
    # "plan-differs": not DuckDB's rows for the SQL, but exactly the rows
    # DuckDB's own consumer gives for the same plan (the plan says otherwise)
    status: str
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


def expected_rows(folder: Path, name: str, suffix: str = "rows") -> list[tuple[Any, ...]]:
    rows = json.loads((folder / f"{name}.{suffix}.json").read_text())
    return [tuple(from_json(cell) for cell in row) for row in rows]


def check(
    spark: Any, folder: Path, data: Path, queries: dict[str, str], forms: tuple[str, ...] = FORMS
) -> list[Outcome]:
    """Each made plan of ``folder`` (binary and JSON) loaded and run against
    DuckDB's rows. A JSON plan that loads to the same document as the binary
    one has its outcome and is not run again."""
    import substrait_expr as se
    from substrait_expr.plan import PlanError

    tables = {table.stem: str(table) for table in sorted(data.glob("*.parquet"))}
    out = []
    for name, sql in queries.items():
        if not (folder / f"{name}.rows.json").exists():
            error = (folder / f"{name}.error.txt").read_text().strip()
            out.extend(Outcome(name, form, "no-plan", error.splitlines()[0]) for form in forms)
            continue
        want = expected_rows(folder, name)
        ordered = "order by" in sql.lower()
        seen: dict[str, Outcome] = {}
        for form in forms:
            try:
                plan = se.load_plan(folder / f"{name}.{form}")
                key = json.dumps(_canonical(plan.data), sort_keys=True)
                if key in seen:
                    out.append(Outcome(name, form, seen[key].status, seen[key].detail))
                    continue
                rows = plan.collect(spark, tables=tables)
            except PlanError as error:
                out.append(Outcome(name, form, "refused", reason(error)))
                continue
            got = [tuple(row) for row in rows]
            problem = differences(got, want, ordered)
            outcome = Outcome(name, form, "wrong" if problem else "pass", problem)
            if problem and _same_as_own_reading(folder, name, got, ordered):
                outcome = Outcome(name, form, "plan-differs", problem)
            seen[key] = outcome
            out.append(outcome)
    return out


def _same_as_own_reading(
    folder: Path, name: str, got: list[tuple[Any, ...]], ordered: bool
) -> bool:
    own = folder / f"{name}.roundtrip.json"
    if not own.exists() or not isinstance(json.loads(own.read_text()), list):
        return False
    return not differences(got, expected_rows(folder, name, "roundtrip"), ordered)


def reason(error: Exception) -> str:
    """A refusal's message on one line: its path and its reason."""
    return " ".join(line.strip() for line in str(error).splitlines() if line.strip())[:600]


def _canonical(value: Any) -> Any:
    """A plan document with numbers as text: protobuf's JSON writes 64-bit
    integers as strings and whole doubles as integers, the binary reader
    gives numbers and doubles."""
    if isinstance(value, dict):
        return {key: _canonical(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_canonical(item) for item in value]
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return value


def round_trips(folder: Path, queries: dict[str, str]) -> dict[str, str]:
    """DuckDB's own round trip (its consumer reading its binary plan), the
    anchor: per made plan "pass", "wrong: ..." or "error: ..."."""
    out: dict[str, str] = {}
    for name, sql in queries.items():
        path = folder / f"{name}.roundtrip.json"
        if not path.exists():
            continue
        read = json.loads(path.read_text())
        if isinstance(read, dict):
            out[name] = f"error: {read['error']}"
            continue
        got = [tuple(from_json(cell) for cell in row) for row in read]
        problem = differences(got, expected_rows(folder, name), "order by" in sql.lower())
        out[name] = f"wrong: {problem}" if problem else "pass"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tpcds", action="store_true", help="DuckDB's TPC-DS queries")
    parser.add_argument("--match", default="", help="only queries whose name contains this")
    parser.add_argument("--scale", type=float, default=0.01)
    parser.add_argument("--out", type=Path, default=None, help="folder for the plans (a temp one)")
    args = parser.parse_args(argv)
    from substrait_expr.backends.spark.session import local_session
    from tools import tpcds_data, tpch_data

    benchmark = tpcds_data if args.tpcds else tpch_data
    data = benchmark.default_dir(args.scale)
    benchmark.generate(args.scale, data, quiet=True)
    folder = args.out or Path(tempfile.mkdtemp(prefix="duckdb113-"))
    queries = tpcds_queries(folder) if args.tpcds else tpch_queries()
    queries = {name: sql for name, sql in queries.items() if args.match in name}
    made = make_plans(queries, data, folder, round_trip=True)
    print(f"DuckDB 1.1.3 made {sum(v == 'ok' for v in made.values())} of {len(made)} plans")
    own = round_trips(folder, queries)
    print(f"DuckDB's own round trip: {sum(v == 'pass' for v in own.values())} of {len(own)}")
    for name, said in own.items():
        if said != "pass":
            print(f"  {name} {said[:200]}")
    spark = local_session(
        "local[2]",
        app_name="duckdb-legacy",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    outcomes = []
    for name, sql in queries.items():  # one at a time, to print as they come
        for outcome in check(spark, folder, data, {name: sql}):
            print(
                f"{outcome.query} {outcome.form:4} {outcome.status:8} {outcome.detail}", flush=True
            )
            outcomes.append(outcome)
    for form in FORMS:
        passed = sum(o.status == "pass" for o in outcomes if o.form == form)
        counts = {
            status: sum(o.status == status for o in outcomes if o.form == form)
            for status in ("pass", "refused", "wrong", "no-plan")
        }
        print(f"{form}: {passed} of {len(queries)} correct on Spark {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
