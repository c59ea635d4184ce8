"""A query that fails while it runs (a cast, an overflow, a division by
zero, a missing file, a failed write) reaches the user as Spark's message,
shortened, at the plan path it belongs to: no JVM stack trace, no line a
terminal has to wrap, from the CLI, the API and the REPL, on a classic
session and on Spark Connect. ``--verbose`` shows the whole trace.

Each session runs in a child process (the JVM's own output must reach a
real stderr to be judged), one Spark start each, and the test asserts on
its stderr as a whole."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.spark

SCHEMA = "region: string?, qty: i64?"
# kind → (expression, Spark's error class)
KINDS = {
    "cast": ("cast(region AS i32)", "CAST_INVALID_INPUT"),
    "overflow": ("multiply(qty, 1000::i64) [overflow:ERROR]", "ARITHMETIC_OVERFLOW"),
    "divide": ("divide(qty, qty - qty) [on_division_by_zero:ERROR]", "DIVIDE_BY_ZERO"),
    "missing": ("qty", "PATH_NOT_FOUND"),
}


def _plans(folder: Path) -> None:
    (folder / "sales.csv").write_text("region,qty\nn,1\ns,4611686018427387904\nx,0\n")
    for kind, (expression, _) in KINDS.items():
        read: dict[str, Any] = {"namedTable": {"names": ["sales"]}, "baseSchema": SCHEMA}
        if kind == "missing":
            item = {"uriFile": (folder / "nosuch.parquet").as_uri(), "parquet": {}}
            read = {"localFiles": {"items": [item]}, "baseSchema": SCHEMA}
        project = {"expressions": [expression], "common": {"emit": {"outputMapping": [2]}}}
        root = {"names": ["r"], "input": {"project": {**project, "input": {"read": read}}}}
        plan = {"relations": [{"root": root}]}
        (folder / f"{kind}.json").write_text(json.dumps(plan), encoding="utf-8")


CLASSIC = textwrap.dedent(
    """
    import io, sys
    from substrait_expr.backends.spark.session import local_session
    from substrait_expr.cli import main
    from substrait_expr.plan import load_plan
    from substrait_expr.repl import ReplOptions, run_repl

    folder, kinds = sys.argv[1], sys.argv[2].split(",")
    sales = f"sales={folder}/sales.csv"

    def mark(section):
        print(f"=== {section}", file=sys.stderr, flush=True)

    # The API's session first: this JVM writes its own output to this stderr.
    spark = local_session("local[1]")
    mark("api")
    for kind in kinds:
        try:
            # The "missing" plan reads a file, not the table: nothing to bind.
            tables = {} if kind == "missing" else {"sales": f"{folder}/sales.csv"}
            load_plan(f"{folder}/{kind}.json").collect(spark, tables)
        except Exception as error:
            print(error, file=sys.stderr, flush=True)
    mark("cli")
    for kind in kinds:
        print("exit", main(["run", f"{folder}/{kind}.json", "--table", sales]), file=sys.stderr)
    out = ["--output", f"{folder}/out.csv"]
    print("exit", main(["run", f"{folder}/cast.json", "--table", sales, *out]), file=sys.stderr)
    mark("verbose")
    main(["run", f"{folder}/cast.json", "--table", sales, "--verbose"])
    mark("repl")
    script = f":load {folder}/sales.csv AS sales\\ncast(region AS i32)\\n"
    run_repl(ReplOptions(master="local[1]"), stdin=io.StringIO(script), stdout=sys.stderr)
    mark("end")
    """
)


def _sections(stderr: str) -> dict[str, str]:
    parts = re.split(r"^=== (\w+)$", stderr, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def _assert_clean(text: str) -> None:
    long = [line for line in text.splitlines() if len(line) > 200]
    assert not long, long[0][:300]
    assert "at org.apache" not in text and "JVM stacktrace" not in text, text
    assert "SQLQueryContextLogger" not in text and "Traceback" not in text, text


def test_classic_failures_show_spark_messages_without_traces(tmp_path: Path) -> None:
    _plans(tmp_path)
    command = [sys.executable, "-c", CLASSIC, str(tmp_path), ",".join(KINDS)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    sections = _sections(done.stderr)
    assert "end" in sections, done.stderr[-3000:]
    for name in ("api", "cli", "repl"):
        _assert_clean(sections[name])
    for name in ("api", "cli"):
        for _, error_class in KINDS.values():
            assert f"[{error_class}]" in sections[name], (name, sections[name])
    cli = sections["cli"]
    assert cli.count("exit 3") == len(KINDS) + 1, cli  # the engine failed, each time
    assert "error: relations[0].root: Spark failed: [CAST_INVALID_INPUT]" in cli
    assert "relations[0].root.input.project.input.read: Spark failed: [PATH_NOT_FOUND]" in cli
    assert not (tmp_path / "out.csv").exists()  # the failed write left nothing
    assert "[CAST_INVALID_INPUT]" in sections["repl"]
    # --verbose: the whole trace, as Spark logs it
    assert "org.apache.spark" in sections["verbose"]


CONNECT = textwrap.dedent(
    """
    import sys
    from pyspark import SparkContext
    from substrait_expr.backends.spark.session import (
        QUIET_SETTINGS, local_connect_server, remote_session,
    )
    from substrait_expr.cli import main
    from substrait_expr.plan import load_plan

    folder, kinds = sys.argv[1], sys.argv[2].split(",")
    # A server in this process: its own log is its owner's, not the client's.
    url = local_connect_server("local[1]", QUIET_SETTINGS)
    SparkContext._active_spark_context.setLogLevel("OFF")
    spark = remote_session(url)
    print("=== api", file=sys.stderr, flush=True)
    for kind in kinds:
        try:
            # The "missing" plan reads a file, not the table: nothing to bind.
            tables = {} if kind == "missing" else {"sales": f"{folder}/sales.csv"}
            load_plan(f"{folder}/{kind}.json").collect(spark, tables)
        except Exception as error:
            print(error, file=sys.stderr, flush=True)
    print("=== cli", file=sys.stderr, flush=True)
    for kind in kinds:
        argv = ["run", f"{folder}/{kind}.json", "--table", f"sales={folder}/sales.csv"]
        print("exit", main([*argv, "--remote", url]), file=sys.stderr, flush=True)
    print("=== end", file=sys.stderr, flush=True)
    """
)


def test_connect_failures_show_spark_messages_without_traces(tmp_path: Path) -> None:
    _plans(tmp_path)
    command = [sys.executable, "-c", CONNECT, str(tmp_path), ",".join(KINDS)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    sections = _sections(done.stderr)
    assert "end" in sections, done.stderr[-3000:]
    for name in ("api", "cli"):
        _assert_clean(sections[name])
        for _, error_class in KINDS.values():
            assert f"[{error_class}]" in sections[name], (name, sections[name])
    assert sections["cli"].count("exit 3") == len(KINDS), sections["cli"]
