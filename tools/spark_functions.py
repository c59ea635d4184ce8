"""Which of Spark's built-in SQL functions `se.from_spark` converts.

Every function of Spark's function registry in the groups a Substrait
producer is expected to cover (string, math, date and time, aggregate,
window, predicate, conditional, conversion, bitwise) is tried on the
examples Spark documents for it (`ExpressionInfo.examples`, the
`> SELECT ...;` lines of the SQL reference): each example runs through
``spark.sql`` and through ``se.from_spark`` → the converted plan on the same
session, with constant folding off so that the call itself is converted,
not its folded result. A function is

* ``converts``: an example converts and every converted example gives
  ``spark.sql``'s rows and column types exactly;
* ``refused``: no example converts; the reason is the refusal's message,
  which names the Catalyst class;
* ``WRONG``: a converted example gives other rows (a bug; the tool exits 1);
* ``no example``: Spark documents no example that runs here.

    python -m tools.spark_functions --out docs/spark_functions.md

writes the table (`make spark-functions`); ``--only abs,lower`` tries a few.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Spark's registry groups, in the order the table lists them.
GROUPS = {
    "string_funcs": "String",
    "math_funcs": "Math",
    "datetime_funcs": "Date and time",
    "agg_funcs": "Aggregate",
    "window_funcs": "Window",
    "predicate_funcs": "Predicate",
    "conditional_funcs": "Conditional",
    "conversion_funcs": "Conversion",
    "bitwise_funcs": "Bitwise",
}
# Off so that `SELECT abs(-1)` converts abs, not the literal 1 it folds to.
_NO_FOLDING = ",".join(
    "org.apache.spark.sql.catalyst.optimizer." + rule
    for rule in (
        "ConstantFolding",
        "NullPropagation",
        "ConstantPropagation",
        "FoldablePropagation",
        "ConvertToLocalRelation",
    )
)
_EXCLUDED = "spark.sql.optimizer.excludedRules"
_EXAMPLE = re.compile(r"^\s*> (SELECT .*?);?\s*$", re.IGNORECASE)
_STATUSES = ("converts", "refused", "WRONG", "no example")


@dataclass(frozen=True, slots=True)
class Function:
    group: str
    name: str
    catalyst_class: str
    examples: tuple[str, ...]


@dataclass(slots=True)
class Result:
    function: Function
    status: str = "no example"
    detail: str = ""
    substrait: set[str] = field(default_factory=set)


def registry_functions(spark: Any, groups: Iterable[str] = GROUPS) -> list[Function]:
    """Spark's built-in functions of ``groups``, with their documented examples."""
    wanted = set(groups)
    registry = spark._jvm.org.apache.spark.sql.catalyst.analysis.FunctionRegistry.builtin()
    found = []
    names = registry.listFunction().iterator()
    while names.hasNext():
        info = registry.lookupFunction(names.next()).get()
        if info.getGroup() not in wanted:
            continue
        examples = tuple(
            match.group(1)
            for line in (info.getExamples() or "").splitlines()
            if (match := _EXAMPLE.match(line))
        )
        found.append(
            Function(info.getGroup(), info.getName(), info.getClassName().split(".")[-1], examples)
        )
    return sorted(found, key=lambda f: (list(GROUPS).index(f.group), f.name))


def try_function(spark: Any, function: Function) -> Result:
    import substrait_expr as se
    from tools.from_spark_diff import differences

    result = Result(function)
    refusals = []
    for sql in function.examples:
        try:
            frame = spark.sql(sql)
            want = [tuple(row) for row in frame.collect()]
        except Exception:  # Spark itself cannot run this example here
            continue
        try:
            plan = _converted(spark, sql)
        except se.Error as error:
            refusals.append(_first_line(str(error)))
            continue
        try:
            converted = plan.to_dataframe(spark)
            got = [tuple(row) for row in converted.collect()]
            types = [f.dataType.simpleString() for f in converted.schema.fields]
        except Exception as error:
            result.status, result.detail = "WRONG", f"{sql}: fails on Spark: {error}"[:300]
            return result
        bad = differences(got, want)
        want_types = [f.dataType.simpleString() for f in frame.schema.fields]
        if bad or types != want_types:
            shown = bad[0] if bad else f"types {types} != {want_types}"
            result.status, result.detail = "WRONG", f"{sql}: {shown}"[:300]
            return result
        result.status = "converts"
        result.substrait |= _functions_of(plan)
    if result.status != "converts" and refusals:
        result.status, result.detail = "refused", refusals[0]
    return result


def _converted(spark: Any, sql: str) -> Any:
    """``se.from_spark`` of the query optimized without constant folding
    (only the conversion: Spark's own optimizer needs its folding rules to
    run some plans, such as a projection over a row of no columns)."""
    import substrait_expr as se

    saved = spark.conf.get(_EXCLUDED, None)
    spark.conf.set(_EXCLUDED, _NO_FOLDING)
    try:
        return se.from_spark(spark.sql(sql))
    finally:
        if saved is None:
            spark.conf.unset(_EXCLUDED)
        else:
            spark.conf.set(_EXCLUDED, saved)


def _functions_of(plan: Any) -> set[str]:
    """The names of the extension functions the plan declares."""
    message = plan.to_substrait()
    return {
        decl.extension_function.name.split(":")[0]
        for decl in message.extensions
        if decl.HasField("extension_function")
    }


def _first_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return (lines[0] if lines else text)[:200]


def run(spark: Any, functions: list[Function]) -> Iterator[Result]:
    for function in functions:
        yield try_function(spark, function)


def table(results: list[Result], spark_version: str) -> str:
    """The Markdown page: counts per group, then every function."""
    counts: dict[str, Counter[str]] = {group: Counter() for group in GROUPS}
    for result in results:
        counts[result.function.group][result.status] += 1
    lines = [
        "# Spark functions through `from_spark`",
        "",
        f"Generated by `make spark-functions` (`tools/spark_functions.py`) on Spark "
        f"{spark_version}. Each function of Spark's registry in these groups is tried on the "
        "examples Spark documents for it, through `spark.sql` and through `se.from_spark` "
        "on the same session, rows and types compared exactly (constant folding off, so "
        "the call itself is converted). A refusal names the Catalyst class and why; "
        "[from_spark.md](from_spark.md) explains the conversion.",
        "",
        "For comparison: substrait-java's Spark module maps about 80 Spark expressions to "
        "Substrait functions; Gluten maps a few hundred, most to names of its own outside "
        "the official extensions, which only its own consumer reads. Here a function "
        "converts only to the official extensions (and this package's decimal extension), "
        "with the options that give Spark's result.",
        "",
        "| group | functions | " + " | ".join(_STATUSES) + " |",
        "| --- | ---: | " + " | ".join("---:" for _ in _STATUSES) + " |",
    ]
    total: Counter[str] = Counter()
    for group, title in GROUPS.items():
        row = counts[group]
        total.update(row)
        lines.append(
            f"| {title} | {sum(row.values())} | "
            + " | ".join(str(row[s]) for s in _STATUSES)
            + " |"
        )
    all_counts = " | ".join(str(total[s]) for s in _STATUSES)
    lines.append(f"| **all** | {sum(total.values())} | {all_counts} |")
    for group, title in GROUPS.items():
        lines += ["", f"## {title}", "", "| function | Catalyst | result | Substrait / reason |"]
        lines.append("| --- | --- | --- | --- |")
        for result in results:
            if result.function.group != group:
                continue
            said = ", ".join(f"`{name}`" for name in sorted(result.substrait))
            if result.status != "converts":
                said = _cell(result.detail)
            lines.append(
                f"| `{result.function.name}` | {result.function.catalyst_class} | "
                f"{result.status} | {said} |"
            )
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the Markdown table here")
    parser.add_argument("--only", help="comma-separated function names to try")
    args = parser.parse_args(argv)
    from substrait_expr.backends.spark.session import local_session

    spark = local_session("local[1]", app_name="spark-functions", log_level="OFF")
    functions = registry_functions(spark)
    if args.only:
        wanted = set(args.only.split(","))
        functions = [f for f in functions if f.name in wanted]
    results = []
    for result in run(spark, functions):
        results.append(result)
        print(f"{result.function.name:28} {result.status:10} {result.detail[:100]}", flush=True)
    if args.out:
        args.out.write_text(table(results, spark.version), encoding="utf-8")
        print(f"wrote {args.out}")
    return 1 if any(r.status == "WRONG" for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
