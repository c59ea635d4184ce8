"""Run corpus cases on Spark and compare with DuckDB running the same SQL.

Each case ends in one outcome:

- ``pass``: the plan's rows equal DuckDB's (multiset, tolerant numbers);
- ``wrong``: it ran and the rows differ (never acceptable);
- ``refused``: a ``PlanError`` with a JSON path, before or while running;
- ``crash``: any other exception: a Python or raw Spark error (never acceptable);
- ``decompile``: it passes, but its decompiled text plan (``Plan.to_text_plan``,
  loaded again) is refused, fails or gives other rows than the plan itself
  (never acceptable: every plan that loads must decompile to the same plan);
- ``producer-bug``: it ran, the rows differ, and the plan is known to mean
  something else than its SQL (``producer_bugs.json``); not counted;
- ``no-oracle``: the test has no SQL, or DuckDB cannot run it; not counted.

Approximate functions (the ``approximation`` group) are compared with
DuckDB's exact answer (``approx_count_distinct`` → ``count(DISTINCT ...)``)
within 15%: the spec gives them no error bound, and two engines' estimates
differ from each other more than either differs from the truth.
"""

from __future__ import annotations

import functools
import json
import re
import traceback
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools.interop.corpus import Case, duckdb_sql, table_bindings
from tools.rows import RELATIVE, unmatched

# Cases whose SQL has several right answers, so DuckDB's is no oracle.
_TIED = {
    "function/arithmetic/mode-duckdb": "mode over values that each occur once: every value "
    "is a mode (the spec leaves ties unspecified); Spark and DuckDB pick different ones",
}
OUTCOMES = ("pass", "wrong", "refused", "crash", "decompile", "producer-bug", "no-oracle")
PRODUCER_BUGS = Path(__file__).resolve().parents[2] / "tests/data/interop/producer_bugs.json"
APPROXIMATE = 0.15


@dataclass(frozen=True)
class Outcome:
    case: Case
    status: str
    detail: str = ""
    rules: tuple[str, ...] = ()  # interop rules the plan needed


def oracle(case: Case, files: dict[str, Path]) -> list[tuple[Any, ...]] | None:
    """DuckDB's rows for the case's SQL, or None when it has none or DuckDB fails."""
    import duckdb

    if case.sql is None:
        return None
    con = duckdb.connect()
    try:
        con.execute("SET TimeZone = 'UTC'")
        sql = duckdb_sql(case, files)
        if case.group == "approximation":
            sql = re.sub(r"approx_count_distinct\(", "count(DISTINCT ", sql, flags=re.I)
        result = con.execute(sql)
        if result.description is None:
            return None
        return [tuple(row) for row in result.fetchall()]
    except duckdb.Error:
        return None
    finally:
        con.close()


def run_case(
    spark: Any,
    case: Case,
    files: dict[str, Path],
    *,
    decompile: bool = True,
    oracle_files: dict[str, Path] | None = None,
) -> Outcome:
    """The case's outcome; a passing plan is also decompiled, loaded from its
    text and run again (``decompile=False`` leaves that out). DuckDB runs the
    SQL on ``files``, or when it cannot (``factorial`` takes no BIGINT) on
    ``oracle_files``: the same values with other column types."""
    from substrait_expr.plan import PlanError, load_plan

    if case.id in _TIED:
        return Outcome(case, "no-oracle", _TIED[case.id])
    want = oracle(case, files)
    if want is None and oracle_files is not None:
        want = oracle(case, oracle_files)
    if want is None:
        return Outcome(case, "no-oracle", "no SQL" if case.sql is None else "DuckDB fails")
    rules: tuple[str, ...] = ()
    tables = table_bindings(case, files)
    try:
        plan = load_plan(case.plan)
        rules = tuple(rule.name for rule in plan.rules)
        got = [tuple(row) for row in plan.collect(spark, tables=tables)]
    except PlanError as error:
        return Outcome(case, "refused", str(error).splitlines()[0], rules)
    except Exception as error:  # the point: every other exception is a finding
        return Outcome(case, "crash", crash_detail(error), rules)
    relative = APPROXIMATE if case.group == "approximation" else RELATIVE
    problems = (
        [f"{len(got)} rows, DuckDB gives {len(want)}"]
        if len(got) != len(want)
        else unmatched(got, want, relative)
    )
    if not problems:
        failure = decompile_problem(spark, plan, tables, got) if decompile else None
        if failure is not None:
            return Outcome(case, "decompile", failure, rules)
        return Outcome(case, "pass", "", rules)
    known = producer_bugs().get(case.id)
    if known is not None:
        return Outcome(case, "producer-bug", known, rules)
    return Outcome(case, "wrong", "; ".join(problems[:3])[:300], rules)


def decompile_problem(
    spark: Any, plan: Any, tables: Mapping[str, Any], rows: list[tuple[Any, ...]]
) -> str | None:
    """What goes wrong when ``plan`` (which gave ``rows``) is decompiled, its
    text plan loaded again and run; None when the text gives the same rows,
    or binds to the same relation trees (then it is not run again)."""
    from substrait_expr.plan import PlanError, load_plan

    try:
        text_plan = plan.to_text_plan(spark, tables)
    except PlanError as error:
        return "decompile refused: " + str(error).splitlines()[0]
    except Exception as error:
        return "decompile crashed: " + crash_detail(error)
    try:
        # Through JSON, as a text plan is written to a file and read back.
        again = load_plan(json.loads(json.dumps(text_plan)))
        if _same_binding(plan, again):
            return None  # the very plan that gave ``rows``: running it again proves nothing
        got = [tuple(row) for row in again.collect(spark, tables=tables)]
    except PlanError as error:
        return "the text plan is refused: " + str(error).splitlines()[0]
    except Exception as error:
        return "the text plan crashed: " + crash_detail(error)
    if len(got) != len(rows):
        return f"the text plan gives {len(got)} rows, the plan {len(rows)}"
    problems = unmatched(got, rows)
    if problems:
        return "the text plan gives other rows: " + "; ".join(problems[:3])[:300]
    return None


def _same_binding(plan: Any, again: Any) -> bool:
    """Whether two loaded plans bound (without the data) to equal relation
    trees, subqueries included: what running a plan lowers."""
    if plan.bound is None or again.bound is None:
        return False
    return bool(
        plan.bound.roots == again.bound.roots
        and plan.bound.subquery_relations == again.bound.subquery_relations
    )


def crash_detail(error: BaseException) -> str:
    """The first line of an exception as Python prints it (type: message)."""
    last = traceback.format_exception_only(type(error), error)[-1].strip()
    return last.splitlines()[0][:300]


@functools.cache
def producer_bugs() -> dict[str, str]:
    data: dict[str, str] = json.loads(PRODUCER_BUGS.read_text())
    return {k: v for k, v in data.items() if not k.startswith("_")}
