"""TPC-DS through DataFusion's Substrait producer, on Spark, against DuckDB.

The 103 TPC-DS query texts Spark ships (``tests/data/tpcds/spark``: the 99
queries, four of them in two parts) run on TPC-DS SF 0.01 made by
``tpcgen-cli`` (``tools/tpcds_data.py``). For each query DataFusion 55 makes
two plans at test time, from its logical plan as written (unoptimized) and
after its optimizer; each is loaded here, run on Spark, and its rows are
compared with two witnesses:

- **DuckDB** running the same SQL on the same Parquet files: the oracle.
  Decimals that both engines return as decimals must be equal digit for
  digit; a decimal against DuckDB's double (DuckDB's ``avg`` and decimal
  division are doubles) within one unit in the decimal's last place.
- **DataFusion** running the SQL itself. The plan has DataFusion's types,
  so Spark's rows must equal DataFusion's exactly (decimals digit for digit,
  doubles to 12 significant digits: a sum of doubles depends on the order).
  Where DuckDB and DataFusion disagree (their SQL dialects differ), the
  plan is judged by DataFusion's result alone: it is the meaning of the
  plan DataFusion wrote.

Outcomes: ``pass``; ``wrong`` (rows differ: never acceptable); ``refused``
(a ``PlanError`` naming its reason); ``crash`` (any other exception);
``no-plan`` (DataFusion cannot write the plan); ``no-oracle`` (neither
engine runs the SQL on this data).

The anchor, measured the same way: DataFusion's own round trip, each plan
read back by DataFusion's Substrait consumer and run by DataFusion
(``round_trip``).
"""

from __future__ import annotations

import datetime
import math
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from tools.interop.run import crash_detail
from tools.rows import multiset_differences, same_value, typed_key
from tools.tpcds_data import TABLES, generate
from tools.tpch_data import REPO

QUERY_DIR = REPO / "tests" / "data" / "tpcds" / "spark"
DATA = REPO / "data" / "tpcds-sf0.01"
STATUSES = ("pass", "wrong", "refused", "crash", "no-plan", "no-oracle")

# Queries whose SQL DuckDB and DataFusion answer differently (their dialects
# differ), and why: a plan of these is judged by DataFusion's result alone.
DISAGREE = {
    "q21": "`inv_after / inv_before` of integers is integer division in DataFusion (its plan "
    "divides i64s), a double in DuckDB",
    "q34": "`hd_dep_count / hd_vehicle_count > 1.2` divides integers: integer division in "
    "DataFusion, a double in DuckDB",
    "q61": "a quotient of decimals is a decimal truncated at scale S1 + 4 in DataFusion "
    "(98.59920900), a double in DuckDB (98.5992096751)",
    "q66": "quotients of decimals are decimals truncated at 6 places in DataFusion, doubles in "
    "DuckDB",
}

Row = tuple[Any, ...]


def queries() -> dict[str, str]:
    """Query name (``q1`` ... ``q99``, ``q14a``) → SQL, in query order."""
    found = {p.stem: p.read_text() for p in QUERY_DIR.glob("q*.sql")}
    return {name: found[name] for name in sorted(found, key=query_order)}


def query_order(name: str) -> tuple[int, str]:
    return int(name[1:].rstrip("ab")), name


@dataclass(frozen=True)
class TpcdsCase:
    name: str
    optimized: bool

    @property
    def id(self) -> str:
        return f"{self.name}-{'optimized' if self.optimized else 'unoptimized'}"


def tpcds_cases(match: str = "") -> list[TpcdsCase]:
    return [
        TpcdsCase(name, optimized)
        for optimized in (True, False)
        for name in queries()
        if match in TpcdsCase(name, optimized).id
    ]


@dataclass(frozen=True)
class Outcome:
    case: TpcdsCase
    status: str
    detail: str = ""
    rules: tuple[str, ...] = ()
    seconds: float = 0.0


class Witnesses:
    """DataFusion (the producer and second witness) and DuckDB (the oracle)
    over the TPC-DS Parquet files in ``data``; results are cached per query."""

    def __init__(self, data: Path = DATA) -> None:
        import duckdb
        from datafusion import SessionConfig, SessionContext

        self.data = generate(0.01, data, quiet=True)
        # DataFusion reads `1.2` as a double unless told otherwise; TPC-DS
        # (and DuckDB, the oracle) mean SQL's exact decimal literal.
        config = SessionConfig().set("datafusion.sql_parser.parse_float_as_decimal", "true")
        self.context = SessionContext(config)
        self.duckdb = duckdb.connect()
        for table in TABLES:
            path = self.data / f"{table}.parquet"
            self.context.register_parquet(table, str(path))
            self.duckdb.execute(f"CREATE VIEW {table} AS SELECT * FROM read_parquet('{path}')")
        self._duckdb: dict[str, list[Row] | str] = {}
        self._datafusion: dict[str, list[Row] | str] = {}

    def plan(self, case: TpcdsCase, sql: str) -> Any:
        """DataFusion's ``substrait.Plan`` for the query; raises what DataFusion raises."""
        from datafusion import substrait as ds
        from substrait import plan_pb2

        frame = self.context.sql(sql)
        logical = frame.optimized_logical_plan() if case.optimized else frame.logical_plan()
        message = plan_pb2.Plan()
        message.ParseFromString(ds.Producer.to_substrait_plan(logical, self.context).encode())
        return message

    def duckdb_rows(self, name: str, sql: str) -> list[Row] | str:
        """DuckDB's rows, or its error message."""
        if name not in self._duckdb:
            try:
                self._duckdb[name] = [tuple(r) for r in self.duckdb.execute(sql).fetchall()]
            except Exception as error:  # DuckDB's own limits: no oracle
                self._duckdb[name] = "DuckDB: " + str(error).splitlines()[0][:200]
        return self._duckdb[name]

    def datafusion_rows(self, name: str, sql: str) -> list[Row] | str:
        """DataFusion's own rows for the SQL, or its error message."""
        if name not in self._datafusion:
            try:
                self._datafusion[name] = arrow_rows(self.context.sql(sql).collect())
            except Exception as error:
                self._datafusion[name] = "DataFusion: " + str(error).splitlines()[0][:200]
        return self._datafusion[name]

    def round_trip_rows(self, message: Any) -> list[Row]:
        """DataFusion's consumer reading the plan back, run by DataFusion."""
        from datafusion import substrait as ds

        plan = ds.Serde.deserialize_bytes(message.SerializeToString())
        logical = ds.Consumer.from_substrait_plan(self.context, plan)
        return arrow_rows(self.context.create_dataframe_from_logical_plan(logical).collect())


def arrow_rows(batches: Iterable[Any]) -> list[Row]:
    """Rows of Arrow record batches as tuples of Python values, by position
    (a query may output two columns of one name)."""
    rows: list[Row] = []
    for batch in batches:
        columns = [column.to_pylist() for column in batch.columns]
        if columns:
            rows.extend(zip(*columns, strict=True))
    return rows


# ---------------------------------------------------------------------- comparing rows


def _exact(got: Any, want: Any) -> bool:
    """Equal as the same engine's types would be: decimals digit for digit,
    doubles to 12 significant digits (summing order), a timestamp at
    midnight equal to its date."""
    if got is None or want is None:
        return got is None and want is None
    if isinstance(got, Decimal) and isinstance(want, Decimal):
        return got == want
    if isinstance(got, float) and isinstance(want, float):
        if math.isnan(got) or math.isnan(want):
            return math.isnan(got) and math.isnan(want)
        return math.isclose(got, want, rel_tol=1e-12, abs_tol=1e-12)
    if isinstance(got, datetime.date) and isinstance(want, datetime.date):
        return same_value(got, want)
    if isinstance(got, int | float) and isinstance(want, int | float):
        return float(got) == float(want)
    return bool(got == want)


def across(got: Any, want: Any) -> bool:
    """Equal across two engines' types: two decimals digit for digit, a
    decimal and a double within one unit in the decimal's last place (and
    a relative 1e-9), two doubles to 9 significant digits."""
    if isinstance(got, Decimal) and isinstance(want, Decimal):
        return got == want
    if isinstance(got, float) and isinstance(want, float):
        return _exact(got, want) or math.isclose(got, want, rel_tol=1e-9)
    return _exact(got, want) or same_value(got, want, 1e-9)


def differences(
    got: list[Row], want: list[Row], same: Callable[[Any, Any], bool] = _exact, who: str = "want"
) -> list[str]:
    """The rows that differ (as multisets), as text; empty when they match."""
    if len(got) != len(want):
        return [f"{len(got)} rows, {who} gives {len(want)}"]
    return multiset_differences(got, want, same, typed_key, who)


def judge(
    name: str, got: list[Row], duckdb: list[Row] | str, datafusion: list[Row] | str
) -> tuple[str, str]:
    """(status, detail) of a plan's rows for query ``name`` against the two
    witnesses (each its rows, or its error message)."""
    if isinstance(duckdb, str) and isinstance(datafusion, str):
        return "no-oracle", f"{duckdb}; {datafusion}"
    if isinstance(datafusion, str):  # DataFusion cannot run the SQL: DuckDB alone
        assert not isinstance(duckdb, str)
        problems = differences(got, duckdb, across, "DuckDB")
        return ("wrong", "; ".join(problems[:3])[:400]) if problems else ("pass", "")
    exact = differences(got, datafusion, _exact, "DataFusion")
    if exact:
        if not isinstance(duckdb, str) and not differences(got, duckdb, across, "DuckDB"):
            return "wrong", "equals DuckDB but not DataFusion exactly: " + "; ".join(exact[:2])
        return "wrong", "; ".join(exact[:3])[:400]
    if isinstance(duckdb, str) or not differences(got, duckdb, across, "DuckDB"):
        return "pass", ""
    if name in DISAGREE:  # the plan is DataFusion's, and so is its meaning
        return "pass", f"DataFusion's result; DuckDB's differs: {DISAGREE[name]}"
    problems = differences(got, duckdb, across, "DuckDB")
    return "no-oracle", "DuckDB and DataFusion disagree: " + "; ".join(problems[:2])[:300]


# ---------------------------------------------------------------------- running


def run_case(spark: Any, witnesses: Witnesses, case: TpcdsCase, tables: Any) -> Outcome:
    """One plan on Spark, judged against DuckDB and DataFusion."""
    from substrait_expr.plan import PlanError, load_plan

    sql = queries()[case.name]
    began = time.perf_counter()
    try:
        message = witnesses.plan(case, sql)
    except Exception as error:  # DataFusion's own limits
        return Outcome(case, "no-plan", _first_line(error))
    rules: tuple[str, ...] = ()
    try:
        plan = load_plan(message)
        rules = tuple(sorted({rule.name for rule in plan.rules}))
        read = {t: v for t, v in tables.items() if re.search(rf"\b{t}\b", sql, re.IGNORECASE)}
        got = [tuple(row) for row in plan.collect(spark, read)]
    except PlanError as error:
        return Outcome(case, "refused", _reason(error), rules, time.perf_counter() - began)
    except Exception as error:  # every other exception is a finding
        return Outcome(case, "crash", crash_detail(error), rules, time.perf_counter() - began)
    status, detail = judge(
        case.name,
        got,
        witnesses.duckdb_rows(case.name, sql),
        witnesses.datafusion_rows(case.name, sql),
    )
    return Outcome(case, status, detail, rules, time.perf_counter() - began)


def round_trip(witnesses: Witnesses, case: TpcdsCase) -> Outcome:
    """The anchor: DataFusion reading its own plan back, judged the same way."""
    sql = queries()[case.name]
    try:
        message = witnesses.plan(case, sql)
    except Exception as error:
        return Outcome(case, "no-plan", _first_line(error))
    began = time.perf_counter()
    try:
        got = witnesses.round_trip_rows(message)
    except Exception as error:  # DataFusion's consumer refuses or fails
        return Outcome(case, "refused", _first_line(error), (), time.perf_counter() - began)
    status, detail = judge(
        case.name,
        got,
        witnesses.duckdb_rows(case.name, sql),
        witnesses.datafusion_rows(case.name, sql),
    )
    return Outcome(case, status, detail, (), time.perf_counter() - began)


def spark_tables(spark: Any, data: Path) -> dict[str, Any]:
    return {table: spark.read.parquet(str(data / f"{table}.parquet")) for table in TABLES}


def run_all(
    spark: Any, match: str = "", *, verbose: bool = False
) -> tuple[list[Outcome], list[Outcome]]:
    """Every TPC-DS case whose id contains ``match``: (on Spark, DataFusion's round trip)."""
    witnesses = Witnesses()
    saved = spark.conf.get("spark.sql.autoBroadcastJoinThreshold", None)
    # customer_demographics has 1.9 million rows at every scale: never broadcast.
    spark.conf.set("spark.sql.autoBroadcastJoinThreshold", "-1")
    tables = spark_tables(spark, witnesses.data)
    outcomes, anchors = [], []
    try:
        for case in tpcds_cases(match):
            outcome = run_case(spark, witnesses, case, tables)
            anchor = round_trip(witnesses, case)
            outcomes.append(outcome)
            anchors.append(anchor)
            if verbose or outcome.status in ("wrong", "crash"):
                print(
                    f"{outcome.status:9} tpcds/{case.id} ({outcome.seconds:.1f} s; "
                    f"DataFusion: {anchor.status})  {outcome.detail}",
                    flush=True,
                )
    finally:
        if saved is None:
            spark.conf.unset("spark.sql.autoBroadcastJoinThreshold")
        else:
            spark.conf.set("spark.sql.autoBroadcastJoinThreshold", saved)
    return outcomes, anchors


def _first_line(error: BaseException) -> str:
    return str(error).splitlines()[0][:300] if str(error) else type(error).__name__


def _reason(error: Any) -> str:
    """A refusal's first problem without its JSON path: the reason, short."""
    problems = getattr(error, "problems", ())
    text = problems[0].message if problems else str(error)
    return " ".join(text.split())[:300]
