"""The consumer-testing corpus: other producers' plans, each with the SQL it
was made from and the tables it reads.

The plans and test definitions are a copy of substrait-io/consumer-testing
(``tests/data/interop/consumer-testing``, see its ``SOURCE.md``). Each plan
``snapshots/producer/<category>/<group>/<name>-<producer>_plan.json`` pairs
with ``testdata/<category>/<group>/**/<name>.json``, which names the tables
(``{"lineitem": "lineitem.parquet"}``) and the SQL (``'{lineitem}'`` stands
for the table's file). The data is TPC-H made here by ``tpchgen-cli`` (SF
0.01; SF 0.001 for the ``_small`` tables) and the small table ``t`` that
consumer-testing creates by hand. The producers declared the tables with
different integer widths (ibis: ``ps_partkey`` i32; DuckDB: i64); each
column is stored with the narrowest width any producer declares, so every
declared schema is the data's or a lossless widening of it (``NARROW``).

The corpus also runs on a second data set, ``int64``: the same tables with
every integer column 64-bit (as ``tpchgen-cli`` writes the keys, and as files
written by another tool than the plan's producer often are), so a plan's
declared ``i32`` is narrower than the data (``DATASETS``).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.tpch_data import REPO, TABLES, generate

CORPUS = REPO / "tests" / "data" / "interop" / "consumer-testing"
DATA = REPO / "data"
PRODUCERS = ("isthmus", "duckdb", "datafusion", "ibis")
_PLAN = re.compile(r"^(?P<name>.+)-(?P<producer>isthmus|duckdb|datafusion|ibis)_plan\.json$")

# The narrowest integer width any producer's plans declare, where it is
# narrower than tpchgen-cli's (found by reading every plan's baseSchema).
NARROW = {
    "nation": ("n_nationkey", "n_regionkey"),
    "region": ("r_regionkey",),
    "customer": ("c_nationkey",),
    "supplier": ("s_nationkey",),
    "orders": ("o_orderkey", "o_custkey"),
    "partsupp": ("ps_partkey", "ps_suppkey"),
}

# The data sets the corpus runs on: the folder under data/ and a description.
# "declared" is the tests' own column types; "int64" has every integer column
# 64-bit. Outcomes on "int64" are keyed "int64/<case id>" (``outcome_key``).
DATASETS = {
    "declared": ("interop", "the tests' own column types"),
    "int64": ("interop-int64", "every integer column 64-bit"),
}
_SMALL_INTEGERS = ("TINYINT", "SMALLINT", "INTEGER")


def outcome_key(dataset: str, case_id: str) -> str:
    """A case's key in the baseline and the report: its id, prefixed by the
    data set unless it is the tests' own types."""
    return case_id if dataset == "declared" else f"{dataset}/{case_id}"


# consumer-testing's table `t` (substrait_consumer/functional/common.py), with
# INTEGER columns (isthmus and ibis declare i32, DuckDB i64).
T_SQL = """
CREATE TABLE t (a INTEGER, b INTEGER, c BOOLEAN, d BOOLEAN);
INSERT INTO t VALUES (1, 1, TRUE, TRUE), (2, 1, FALSE, TRUE), (3, 1, TRUE, TRUE),
  (-4, 1, TRUE, TRUE), (5, 1, FALSE, TRUE), (-6, 2, TRUE, TRUE), (7, 2, FALSE, TRUE),
  (8, 2, TRUE, TRUE), (9, 2, FALSE, TRUE), (NULL, 2, FALSE, TRUE);
"""


@dataclass(frozen=True)
class Case:
    """One producer's plan for one test query."""

    producer: str
    category: str  # function, relation, integration
    group: str  # arithmetic, join, tpch ...
    name: str
    plan: Path
    sql: str | None  # None: the test has no SQL (DDL, or an ibis-only test)
    tables: dict[str, str] = field(default_factory=dict)  # table name → file name

    @property
    def id(self) -> str:
        return f"{self.category}/{self.group}/{self.name}-{self.producer}"

    @property
    def area(self) -> str:
        return f"{self.category}/{self.group}"


IBIS_SQL = REPO / "tests" / "data" / "interop" / "ibis_sql.json"


def cases(producers: tuple[str, ...] = PRODUCERS) -> list[Case]:
    """Every producer plan of the corpus, sorted by id. An ibis plan is
    compared with SQL written from its ibis expression (``ibis_sql.json``):
    the ibis tests compute other things than the SQL tests of the same name."""
    definitions = _definitions()
    ibis_sql = json.loads(IBIS_SQL.read_text())
    found = []
    for plan in sorted((CORPUS / "snapshots" / "producer").rglob("*_plan.json")):
        match = _PLAN.match(plan.name)
        if match is None or match["producer"] not in producers:
            continue
        category, group = plan.parent.relative_to(CORPUS / "snapshots" / "producer").parts[:2]
        name = match["name"]
        # `<name>-validate` plans are isthmus's own plans after its validator's round trip.
        definition = definitions.get((category, group, name.removesuffix("-validate")))
        sql: str | None = None
        tables: dict[str, str] = {}
        if definition is not None:
            sql, tables = _sql_and_tables(definition)
        if match["producer"] == "ibis":
            sql = ibis_sql.get(name)
            tables = {t: f"{t}.parquet" for t in re.findall(r"'\{(\w+)\}'", sql or "")}
        found.append(Case(match["producer"], category, group, name, plan, sql, tables))
    return found


def _definitions() -> dict[tuple[str, str, str], Path]:
    result = {}
    root = CORPUS / "testdata"
    for path in root.rglob("*.json"):
        parts = path.relative_to(root).parts
        if len(parts) >= 3:
            result[(parts[0], parts[1], path.stem)] = path
    return result


def _sql_and_tables(path: Path) -> tuple[str | None, dict[str, str]]:
    data = json.loads(path.read_text())
    tables = {**data.get("named_tables", {}), **data.get("local_files", {})}
    query = data.get("sql_query", {})
    sql = query.get("query")
    if sql is None and "query_path" in query:
        sql = (path.parent / query["query_path"]).read_text()
    return sql, tables


def prepare_data(dataset: str = "declared") -> dict[str, Path]:
    """Make the data set (once) and return file name → path for every table
    file the corpus names (``lineitem.parquet``, ``lineitem_small.parquet``,
    ``t.parquet``). ``dataset`` is a key of ``DATASETS``."""
    import duckdb

    folder = DATA / DATASETS[dataset][0]
    files: dict[str, Path] = {}
    con = duckdb.connect()
    for scale, suffix in ((0.01, ""), (0.001, "_small")):
        source = generate(scale, DATA / f"tpch-sf{scale:g}", quiet=True)
        for table in TABLES:
            target = folder / f"{table}{suffix}.parquet"
            if not target.exists():
                path = source / f"{table}.parquet"
                if dataset == "int64":
                    casts = [f"CAST({c} AS BIGINT) AS {c}" for c in _small_integers(con, path)]
                else:
                    casts = [f"CAST({c} AS INTEGER) AS {c}" for c in NARROW.get(table, ())]
                select = f"* REPLACE ({', '.join(casts)})" if casts else "*"
                _copy(con, f"SELECT {select} FROM '{path}'", target)
            files[target.name] = target
    t_path = folder / "t.parquet"
    if not t_path.exists():
        con.execute(T_SQL)
        if dataset == "int64":
            _copy(con, "SELECT CAST(a AS BIGINT) AS a, CAST(b AS BIGINT) AS b, c, d FROM t", t_path)
        else:
            _copy(con, "SELECT * FROM t", t_path)
    files["t.parquet"] = t_path
    con.close()
    return files


def _small_integers(con: Any, path: Path) -> list[str]:
    """The columns of a Parquet file stored as integers narrower than 64 bits."""
    described = con.execute(f"DESCRIBE SELECT * FROM '{path}'").fetchall()
    return [name for name, kind, *_ in described if kind in _SMALL_INTEGERS]


def _copy(con: Any, query: str, target: Path) -> None:
    """Write a query's rows to ``target`` (via a temporary file: never a partial one)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    # One temporary file per process: make test's workers may make the same file.
    tmp = target.with_name(f".{target.stem}.{os.getpid()}.tmp")
    con.execute(f"COPY ({query}) TO '{tmp}' (FORMAT PARQUET)")
    tmp.replace(target)


def duckdb_sql(case: Case, files: dict[str, Path]) -> str:
    """The case's SQL with each ``'{table}'`` replaced by its file, and ``'t'`` by ``t.parquet``."""
    assert case.sql is not None
    sql = case.sql
    for name, file in case.tables.items():
        sql = sql.replace("{" + name + "}", str(files[file]))
    return re.sub(r"'t'", f"'{files['t.parquet']}'", sql)


def table_bindings(case: Case, files: dict[str, Path]) -> dict[str, str]:
    """Table name → path, as a user binds them (``--table lineitem=...``)."""
    bindings = {name: str(files[file]) for name, file in case.tables.items()}
    bindings.setdefault("t", str(files["t.parquet"]))
    return bindings
