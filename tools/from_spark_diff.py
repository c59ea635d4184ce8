"""Differential test of `se.from_spark`: seeded random Spark SQL queries over
a table with the column types TPC-DS has (decimal(7,2), decimal(15,2),
decimal(5,2), int, bigint, double, date, string), each run by ``spark.sql``
and as its converted Substrait plan on the same session; rows and column
types must be equal, decimals digit for digit. The queries are arithmetic,
aggregates and windows over the numbers, and string and date functions.

    python -m tools.from_spark_diff --queries 10000 --seed 0

A query the converter refuses is counted, not failed (a refusal names its
reason); a different row or type is a failure, printed with the query.
``tests/test_from_spark_decimals.py`` runs a small sample in the suite.
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from tools.rows import multiset_differences, typed_key

TABLE = "diff_t"
SCHEMA = (
    "q INT, l BIGINT, f DOUBLE, a DECIMAL(7,2), b DECIMAL(15,2), c DECIMAL(5,2), d DATE, "
    "g STRING, s STRING"
)
# Strings with what string functions trip on: empty, multi-byte, spaces,
# separators, digits, case (and nulls, from ``rows``).
WORDS = ("Spark SQL", "", "ééé", "a,b,,c", "  pad  ", "x1y22", "ABCabc", "naïve café")
# Patterns as SQL text (Spark's literals read a doubled backslash as one).
REPLACED = ("[a-c]", "é+", "\\\\d", ",")
EXTRACTED = ("(\\\\w+)", "([a-z])(\\\\d)")
DECIMALS = ("a", "b", "c")
INTEGERS = ("q", "l")
NUMBERS = (*DECIMALS, *INTEGERS, "f")


def rows(count: int = 200, seed: int = 7) -> list[tuple[Any, ...]]:
    """The table's rows: values across each type's range, some nulls."""
    rng = random.Random(seed)

    def maybe(value: Any) -> Any:
        return None if rng.random() < 0.08 else value

    out = []
    for i in range(count):
        out.append(
            (
                maybe(rng.randint(-50, 100)),
                maybe(rng.randint(-(10**12), 10**12)),
                maybe(round(rng.uniform(-1000, 1000), 3)),
                maybe(Decimal(rng.randint(-99999, 99999)).scaleb(-2)),
                maybe(Decimal(rng.randint(-(10**11), 10**11)).scaleb(-2)),
                maybe(Decimal(rng.randint(-999, 999)).scaleb(-2)),
                maybe(dt.date(1998, 1, 1) + dt.timedelta(days=rng.randint(0, 2000))),
                f"g{i % 5}",
                maybe(rng.choice(WORDS)),
            )
        )
    return out


def register(spark: Any, folder: Path) -> None:
    """Writes the table as Parquet under ``folder`` (once) and registers it."""
    path = folder / f"{TABLE}-v2.parquet"  # v2: the string column s
    if not path.exists():
        frame = spark.createDataFrame(rows(), SCHEMA).coalesce(1)
        frame.write.parquet(str(path))
    spark.read.parquet(str(path)).createOrReplaceTempView(TABLE)


@dataclass
class Generator:
    """Random queries; the same seed gives the same queries."""

    seed: int
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def number(self, depth: int = 0) -> str:
        r = self.rng
        if depth >= 3 or r.random() < 0.35:
            return self.leaf()
        kind = r.random()
        if kind < 0.55:
            op = r.choice(["+", "-", "*", "/", "%"])
            left, right = self.number(depth + 1), self.number(depth + 1)
            if op in ("/", "%"):
                right = f"nullif({right}, 0)"  # no division by zero: Spark would raise
            return f"({left} {op} {right})"
        if kind < 0.7:
            return f"round({self.number(depth + 1)}, {r.randint(-1, 4)})"
        if kind < 0.78:
            return f"abs({self.number(depth + 1)})"
        if kind < 0.86:
            return f"coalesce({self.number(depth + 1)}, {self.leaf()})"
        if kind < 0.93:
            return (
                f"CASE WHEN {self.condition()} THEN {self.number(depth + 1)} "
                f"ELSE {self.number(depth + 1)} END"
            )
        return f"(- {self.number(depth + 1)})"

    def leaf(self) -> str:
        r = self.rng
        if r.random() < 0.75:
            return r.choice(NUMBERS if r.random() < 0.3 else (*DECIMALS, *DECIMALS, *INTEGERS))
        return r.choice(["2", "3", "100", "1.5", "0.25", "7.125", "1000000"])

    def condition(self) -> str:
        r = self.rng
        column = r.choice(NUMBERS)
        return f"{column} {r.choice(['>', '<', '>=', '<>'])} {r.choice(['0', '1.5', '10'])}"

    def scalar_query(self) -> str:
        items = ", ".join(f"{self.number()} AS x{i}" for i in range(self.rng.randint(1, 3)))
        return f"SELECT {items} FROM {TABLE}"

    def aggregate_query(self) -> str:
        r = self.rng
        measures = []
        for i in range(r.randint(1, 3)):
            function = r.choice(["sum", "avg", "min", "max", "sum", "avg", "count"])
            inner = self.number(1) if r.random() < 0.6 else r.choice(NUMBERS)
            measure = f"{function}({inner})"
            if r.random() < 0.3:
                other = f"{r.choice(['sum', 'avg', 'max'])}({r.choice(NUMBERS)})"
                measure = f"{measure} {r.choice(['/', '*', '+', '-'])} nullif({other}, 0)"
            measures.append(f"{measure} AS m{i}")
        return f"SELECT g, {', '.join(measures)} FROM {TABLE} GROUP BY g"

    def window_query(self) -> str:
        r = self.rng
        function = r.choice(["sum", "avg", "min", "max", "avg", "sum"])
        inner = self.number(2) if r.random() < 0.5 else r.choice(NUMBERS)
        frame = r.choice(
            [
                "",
                " ORDER BY d, q, l ROWS BETWEEN 2 PRECEDING AND CURRENT ROW",
                " ORDER BY d, q, l ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW",
            ]
        )
        window = f"{function}({inner}) OVER (PARTITION BY g{frame})"
        if r.random() < 0.3:
            window = f"{window} / nullif(sum({r.choice(DECIMALS)}) OVER (PARTITION BY g), 0)"
        return f"SELECT g, d, q, l, {window} AS w FROM {TABLE}"

    def date_query(self) -> str:
        r = self.rng
        choices = [
            f"date_add(d, {r.randint(-40, 40)})",
            f"date_sub(d, {r.randint(-40, 40)})",
            "date_add(d, q)",
            f"CAST(date_add(d, {r.randint(1, 30)}) AS STRING)",
            "CASE WHEN q > 0 THEN date_add(d, 1) ELSE d END",
        ]
        return f"SELECT {r.choice(choices)} AS x FROM {TABLE}"

    def text(self, depth: int = 0) -> str:
        r = self.rng
        if depth >= 2 or r.random() < 0.3:
            return r.choice(["s", "s", "g", "'ab'", "''"])
        inner = self.text(depth + 1)
        k = r.randint(0, 4)
        return r.choice(
            [
                f"upper({inner})",
                f"lower({inner})",
                f"trim({inner})",
                f"substring({inner}, {k + 1}, {r.randint(0, 5)})",
                f"concat_ws('{r.choice([',', '', '-'])}', {inner}, {self.text(depth + 1)})",
                f"concat({inner}, {self.text(depth + 1)})",
                f"regexp_replace({inner}, '{r.choice(REPLACED)}', '#')",
                f"regexp_extract({inner}, '{r.choice(EXTRACTED)}', 1)",
                f"replace({inner}, 'a', 'xy')",
                f"lpad({inner}, {k + 2}, '*')",
                f"rpad({inner}, {k}, 'ab')",
                f"reverse({inner})",
                f"repeat({inner}, {k})",
                f"coalesce({inner}, g)",
            ]
        )

    def string_query(self) -> str:
        r = self.rng
        value = self.text()
        items = [
            f"{value} AS x",
            r.choice(
                [
                    f"length({value}) AS n",
                    f"locate('{r.choice(['a', 'é', ''])}', {value}) AS n",
                    f"instr({value}, 'b') AS n",
                    f"{value} RLIKE '{r.choice(['^a', 'b.', 'é'])}' AS n",
                    f"{value} LIKE '{r.choice(['%a%', '_b%', ''])}' AS n",
                    f"octet_length({value}) AS n",
                ]
            ),
        ]
        if r.random() < 0.3:
            return (
                f"SELECT g, max({value}) AS x, count(DISTINCT {value}) AS n FROM {TABLE} GROUP BY g"
            )
        return f"SELECT {', '.join(items)} FROM {TABLE}"

    def calendar_query(self) -> str:
        r = self.rng
        choices = [
            f"trunc(d, '{r.choice(['YEAR', 'MM', 'QUARTER', 'WEEK'])}')",
            f"date_trunc('{r.choice(['MONTH', 'WEEK', 'DAY', 'HOUR'])}', d)",
            "weekofyear(d)",
            "weekday(d)",
            "dayofweek(d)",
            f"datediff(d, DATE '{r.choice(['2000-01-01', '1999-12-31'])}')",
            f"add_months(d, {r.randint(-13, 13)})",
            "year(d) * 100 + month(d)",
            f"date_add(d, {r.randint(-40, 40)}) > DATE '2001-06-30'",
        ]
        return f"SELECT {r.choice(choices)} AS x, {r.choice(choices)} AS y FROM {TABLE}"

    def queries(self, count: int) -> Iterator[str]:
        makers: list[Callable[[], str]] = [
            self.scalar_query,
            self.aggregate_query,
            self.window_query,
            self.scalar_query,
            self.aggregate_query,
            self.date_query,
            self.string_query,
            self.calendar_query,
        ]
        for _ in range(count):
            yield self.rng.choice(makers)()


@dataclass
class Outcome:
    same: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    examples: dict[str, str] = field(default_factory=dict)  # a query per refusal
    skipped: int = 0  # spark.sql itself fails (an overflow in ANSI mode)
    different: list[str] = field(default_factory=list)


def _same(got: Any, want: Any) -> bool:
    """Decimals exactly (their scale is the column type's, compared apart),
    doubles to 12 significant digits (two runs of Spark may add them in
    another order), everything else by type and value."""
    if isinstance(got, float) and isinstance(want, float):
        return math.isclose(got, want, rel_tol=1e-12, abs_tol=1e-300) or (
            got != got and want != want
        )
    return bool(type(got) is type(want) and got == want)


def differences(got: list[tuple[Any, ...]], want: list[tuple[Any, ...]]) -> list[str]:
    """Rows that differ (as multisets) from ``spark.sql``'s, as text."""
    if len(got) != len(want):
        return [f"{len(got)} rows, spark.sql gives {len(want)}"]
    return multiset_differences(got, want, _same, typed_key, "spark.sql")


def compare(spark: Any, sql: str, outcome: Outcome) -> None:
    """Runs ``sql`` both ways and records how they compare."""
    import substrait_expr as se

    try:
        frame = spark.sql(sql)
        want = [tuple(r) for r in frame.collect()]
    except Exception:  # Spark's own error (an overflow in ANSI mode): nothing to compare
        outcome.skipped += 1
        return
    try:
        plan = se.from_spark(frame)
    except se.PlanError as error:
        reason = str(error).splitlines()[0]
        reason = reason.split(": ", 2)[-1][:90]
        outcome.refused[reason] = outcome.refused.get(reason, 0) + 1
        outcome.examples.setdefault(reason, sql)
        return
    try:
        converted = plan.to_dataframe(spark)
        got = [tuple(r) for r in converted.collect()]
    except Exception as error:
        outcome.different.append(f"{sql}\n  runs as spark.sql does not: {str(error)[:300]}")
        return
    want_types = [f.dataType.simpleString() for f in frame.schema.fields]
    got_types = [f.dataType.simpleString() for f in converted.schema.fields]
    if want_types != got_types:
        outcome.different.append(f"{sql}\n  types {got_types}, spark.sql {want_types}")
        return
    bad = differences(got, want)
    if bad:
        outcome.different.append(f"{sql}\n  " + "\n  ".join(bad[:3]))
        return
    outcome.same += 1


def run(
    spark: Any, folder: Path, queries: int, seed: int, progress: int = 0, start: int = 0
) -> Outcome:
    """Runs the seed's queries numbered ``start + 1`` to ``queries`` (so a long
    run can be split into parts that together cover the same queries). Every
    ``progress`` queries (0: never) a line of counts so far goes to stderr: a
    10,000-query run takes about an hour on an idle machine."""
    register(spark, folder)
    outcome = Outcome()
    generated = enumerate(Generator(seed).queries(queries), start=1)
    for done, sql in generated:
        if done <= start:
            continue
        found = len(outcome.different)
        compare(spark, sql, outcome)
        if progress and len(outcome.different) > found:  # seen now, not only at the end
            print(f"DIFFERENT (query {done}) {outcome.different[-1]}", file=sys.stderr, flush=True)
        if progress and done % progress == 0:
            print(
                f"{done}/{queries}: {outcome.same} the same, {sum(outcome.refused.values())} "
                f"refused, {outcome.skipped} fail in spark.sql, {len(outcome.different)} different",
                file=sys.stderr,
                flush=True,
            )
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--start", type=int, default=0, metavar="K", help="skip the seed's first K queries"
    )
    parser.add_argument("--data", type=Path, default=Path("data/from-spark-diff"))
    parser.add_argument(
        "--progress", type=int, default=100, metavar="N", help="counts so far every N queries"
    )
    args = parser.parse_args(argv)
    from substrait_expr.backends.spark.session import local_session

    spark = local_session(
        "local[2]",
        app_name="from-spark-diff",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    args.data.mkdir(parents=True, exist_ok=True)
    outcome = run(spark, args.data, args.queries, args.seed, args.progress, args.start)
    print(
        f"queries {args.start + 1} to {args.queries} (seed {args.seed}): {outcome.same} the same, "
        f"{sum(outcome.refused.values())} refused, {outcome.skipped} fail in spark.sql, "
        f"{len(outcome.different)} different"
    )
    for reason, count in sorted(outcome.refused.items(), key=lambda item: -item[1]):
        print(f"  refused {count:5d}: {reason}\n     e.g. {outcome.examples[reason]}")
    for text in outcome.different:
        print(f"DIFFERENT {text}")
    return 1 if outcome.different else 0


if __name__ == "__main__":
    sys.exit(main())
