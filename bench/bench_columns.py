"""Time to build pyspark Columns for 1,000 expressions, against ``F.expr``.

For each session kind (a classic local session, and Spark Connect through
``SparkSession.builder.remote("local[2]")``) and in the same process:

* ``se.to_column`` on the typed IR (check done beforehand): code generation only;
* the same with the learnt templates forgotten before each pass (``templates``:
  a new process learns them again, once per signature, within the pass), and
  through the builders alone (no templates: the lowering before them);
* ``se.to_column`` from text: parse + check + code generation (the parse
  cache emptied before each pass, so every text is parsed);
* ``F.expr`` on the same expressions written in SQL (Spark's own parser);
* both resolved once against a DataFrame, which is where Spark analyses what
  was built: a classic session analyses ``df.select(...)`` as it makes it;
  Spark Connect when ``.schema`` asks the server. (On a classic session
  ``.schema`` would also time the schema's trip to Python: a column's default
  name is its SQL, and a schema JSON past about 8 KB reaches Python 40 ms
  late, Py4J's socket waiting on TCP's delayed acknowledgement; that measures
  the names' length, not Spark's analysis.)

Each session kind runs in a child process: a classic and a Connect session
cannot share one Python process. Best wall-clock time of 9 interleaved
rounds after a warm-up round, and the median CPU time of this process and
Spark's JVM (`timing.process_tree_cpu`), which time given to other guests of
a shared machine does not inflate.
Run with ``make bench-columns``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable, Sequence

from bench.corpus import DATE_COLUMNS, DEC_COLUMNS, INT_COLUMNS, STR_COLUMNS, generate
from bench.timing import interleaved_best

N_EXPRESSIONS = 1000
BATCH = 50  # expressions per select when resolving against a DataFrame


def corpus_schema() -> str:
    """The corpus's columns as a schema: the types the corpus was written for."""
    parts = [f"{name}: i32?" for name in INT_COLUMNS]
    parts += [f"{name}: dec?<15,2>" for name in DEC_COLUMNS]
    parts += [f"{name}: string?" for name in STR_COLUMNS]
    parts += [f"{name}: date?" for name in DATE_COLUMNS]
    return ", ".join(parts)


ROUNDS = 9


def measure(kind: str) -> dict[str, object]:
    """Build Columns in a session of ``kind`` ("classic" or "connect")."""
    from pyspark.sql import functions as F

    import substrait_expr as se
    from substrait_expr.backends.spark.columns.api import session_ansi
    from substrait_expr.backends.spark.columns.templates import (
        clear_templates,
        without_templates,
    )
    from substrait_expr.backends.spark.session import local_session, remote_session
    from substrait_expr.backends.spark.types import spark_type
    from substrait_expr.parser.driver import clear_parse_cache

    spark = local_session("local[2]") if kind == "classic" else remote_session("local[2]")
    schema = se.Schema.parse(corpus_schema())
    pairs: list[tuple[str, str, object]] = []
    for ours, sql in generate(5 * N_EXPRESSIONS):
        try:
            typed = se.check(ours, schema)
        except se.CompileError:
            continue  # the corpus is untyped; some expressions mix types on purpose
        # The corpus's SQL is generic; Spark spells the string type STRING.
        pairs.append((ours, sql.replace(" AS VARCHAR)", " AS STRING)"), typed))
        if len(pairs) == N_EXPRESSIONS:
            break
    texts = [p[0] for p in pairs]
    sqls = [p[1] for p in pairs]
    typed_exprs = [p[2] for p in pairs]
    struct = spark_type(schema.as_struct())
    df = spark.createDataFrame([], struct)  # type: ignore[arg-type]

    def build_typed() -> object:
        return [se.to_column(t, schema) for t in typed_exprs]  # type: ignore[arg-type]

    ansi = session_ansi(spark)

    def build_typed_ansi_given() -> object:
        # The session's ANSI setting passed in: no read of the session per call.
        return [se.to_column(t, schema, ansi=ansi) for t in typed_exprs]  # type: ignore[arg-type]

    def build_typed_afresh() -> object:
        # As a new process: every signature's template is learnt again, once.
        clear_templates()
        return build_typed()

    def build_typed_builders() -> object:
        with without_templates():
            return build_typed()

    def build_text() -> object:
        clear_parse_cache()  # each pass parses every text, as a first compile does
        return [se.to_column(t, schema) for t in texts]

    def build_sql() -> object:
        return [F.expr(s) for s in sqls]

    def resolved(build: Callable[[], list[object]]) -> Callable[[], object]:
        def run() -> object:
            columns = build()
            for i in range(0, len(columns), BATCH):
                selected = df.select(*columns[i : i + BATCH])
                if kind != "classic":
                    selected.schema  # noqa: B018  (Connect analyses on the server when asked)
            return columns

        return run

    variants: dict[str, Callable[[], object]] = {
        "se.to_column (typed IR)": build_typed,
        "se.to_column (typed IR, ansi=)": build_typed_ansi_given,
        "se.to_column (typed IR, templates afresh)": build_typed_afresh,
        "se.to_column (typed IR, builders only)": build_typed_builders,
        "se.to_column (text)": build_text,
        "F.expr (same expressions in SQL)": build_sql,
        "se.to_column (typed IR) + analysis": resolved(build_typed),  # type: ignore[arg-type]
        "se.to_column (typed IR, ansi=) + analysis": resolved(build_typed_ansi_given),  # type: ignore[arg-type]
        "se.to_column (typed IR, templates afresh) + analysis": resolved(build_typed_afresh),  # type: ignore[arg-type]
        "se.to_column (typed IR, builders only) + analysis": resolved(build_typed_builders),  # type: ignore[arg-type]
        "se.to_column (text) + analysis": resolved(build_text),  # type: ignore[arg-type]
        "F.expr + analysis": resolved(build_sql),  # type: ignore[arg-type]
    }
    cpu: dict[str, float] = {}
    results = interleaved_best(variants, ROUNDS, cpu)
    spark.stop()
    return {"kind": kind, "n": len(pairs), "seconds": results, "cpu": cpu}


def report(runs: Sequence[dict[str, object]]) -> None:
    for run in runs:
        seconds: dict[str, float] = run["seconds"]  # type: ignore[assignment]
        cpu: dict[str, float] = run["cpu"]  # type: ignore[assignment]
        n = int(run["n"])  # type: ignore[call-overload]
        print(
            f"\n{run['kind']} session, {n} expressions (wall: best of {ROUNDS} interleaved "
            "rounds; CPU: median, Python and Spark's JVM):"
        )
        header = ("variant", "wall s", "µs/expr", "vs F.expr", "CPU s", "vs F.expr")
        print("  {:<54} {:>9} {:>9} {:>10} {:>8} {:>10}".format(*header))
        for label, value in seconds.items():
            peer = (
                "F.expr + analysis" if "analysis" in label else "F.expr (same expressions in SQL)"
            )
            ratio = value / seconds[peer]
            cpu_ratio = cpu[label] / cpu[peer] if cpu[peer] else float("nan")
            print(
                f"  {label:<54} {value:>9.3f} {1e6 * value / n:>9.0f} {ratio:>9.2f}x"
                f" {cpu[label]:>8.3f} {cpu_ratio:>9.2f}x"
            )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=["classic", "connect"], help="one kind, in-process")
    args = parser.parse_args(argv)
    if args.kind:
        print(json.dumps(measure(args.kind)))
        return
    runs = []
    for kind in ("classic", "connect"):
        child = subprocess.run(
            [sys.executable, "-m", "bench.bench_columns", "--kind", kind],
            capture_output=True,
            text=True,
            check=False,
        )
        if child.returncode != 0:
            print(f"{kind}: failed\n{child.stderr[-2000:]}", file=sys.stderr)
            continue
        runs.append(json.loads(child.stdout.strip().splitlines()[-1]))
    report(runs)


if __name__ == "__main__":
    main()
