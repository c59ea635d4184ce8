"""TPC-H plans on a real Spark cluster (a standalone master and two workers on
loopback, see conftest.py) through ``--master spark://`` and ``--remote sc://``,
against ``spark.sql`` of the same queries; and what losing part of the cluster
does: a killed worker is survived (Spark retries its tasks), a lost Connect
server or master ends the CLI within a bounded time with one line naming what
was lost, exit code 3, and no output claiming success.

Sessions run in child processes: a driver per process, and a Connect session
cannot share a process with the suite's classic one.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from tools.cluster import Cluster, Service

pytestmark = [pytest.mark.cluster, pytest.mark.spark, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "data" / "tpch-sf0.01"
QUERIES = ["q01", "q03", "q06"]
CLI = [str(Path(sys.executable).with_name("substrait-expr"))]
CONNECT_TIMEOUT = 10  # seconds the client retries a lost Connect server
LOST_BOUND = 90  # seconds the CLI may take to give up after losing a server

# Runs TPC-H plans and spark.sql on one session and prints the comparison as
# JSON. With "slow", lineitem is read through a filter that sleeps (a no-op on
# its rows), so that a worker can be killed while the plan's query runs; the
# line RUNNING is printed once its tasks run.
CHILD = textwrap.dedent(
    """
    import json, re, sys, threading, time
    from tools.rows import out_of_order, unmatched
    from tools.tpch_data import TABLES
    from substrait_expr.backends.spark.session import local_session, remote_session
    from substrait_expr.plan import load_plan

    args = json.loads(sys.argv[1])
    if args["remote"]:
        spark = remote_session(args["url"], timeout=args["timeout"])
    else:
        spark = local_session(args["url"], config={
            "spark.driver.host": "127.0.0.1", "spark.driver.bindAddress": "127.0.0.1",
            "spark.executor.memory": "768m"})
    tables = {}
    for table in TABLES:
        tables[table] = spark.read.parquet(f"{args['data']}/{table}.parquet")
        tables[table].createOrReplaceTempView(table)
    result = {"queries": {}}
    for query in args["queries"]:
        sql = open(f"{args['repo']}/examples/tpch/sql/{query}.sql").read()
        want = [tuple(r) for r in spark.sql(sql).collect()]
        bound = dict(tables)
        if args["slow"]:
            sleepy = ("reflect('java.lang.Thread', 'sleep', cast(if(l_orderkey % 40 = 0 "
                      "and l_linenumber = 1, 25, 0) as bigint)) = 'null'")
            bound["lineitem"] = tables["lineitem"].repartition(8).where(sleepy)
            tracker = spark.sparkContext.statusTracker()
            def watch():
                while True:
                    for stage in tracker.getActiveStageIds():
                        info = tracker.getStageInfo(stage)
                        if info and info.numActiveTasks > 0 and info.numTasks == 8:
                            print("RUNNING", flush=True)
                            return
                    time.sleep(0.1)
            threading.Thread(target=watch, daemon=True).start()
        got = [tuple(r) for r in load_plan(f"{args['repo']}/examples/tpch/{query}.json")
               .to_dataframe(spark, tables=bound).collect()]
        ordered = re.search(r"\\border\\s+by\\b", sql, re.IGNORECASE) is not None
        same_length = len(got) == len(want)
        problems = out_of_order(got, want) if ordered and same_length else unmatched(got, want)
        result["queries"][query] = {"rows": len(got), "want": len(want), "problems": problems[:5]}
    if args["writes"]:
        from substrait_expr.backends.spark.relations import save
        from substrait_expr.cli.plan_commands import _OUTPUT_MODES
        df = tables["nation"]
        writes = {}
        for name, mode in _OUTPUT_MODES.items():
            target = f"{args['writes']}/{name}"
            writes[name] = [save(df, target, "parquet", mode) for _ in range(2)]
            writes[name].append(spark.read.parquet(target).count())
        result["writes"] = writes
    print(json.dumps(result), flush=True)
    """
)


def child(
    url: str, *, remote: bool, queries: list[str], slow: bool = False, writes: Path | None = None
) -> subprocess.Popen[str]:
    args = {
        "url": url,
        "remote": remote,
        "queries": queries,
        "slow": slow,
        "writes": str(writes) if writes else None,
        "timeout": CONNECT_TIMEOUT,
        "data": str(DATA),
        "repo": str(REPO),
    }
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, json.dumps(args)],
        cwd=REPO,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )


def finish(process: subprocess.Popen[str], timeout: float = 300) -> dict[str, Any]:
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        pytest.fail(f"no answer after {timeout}s:\n{err[-3000:]}")
    assert process.returncode == 0, err[-3000:]
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def assert_matches(result: dict[str, Any], queries: list[str]) -> None:
    for query in queries:
        answer = result["queries"][query]
        assert answer["want"], f"{query}: spark.sql gives no rows"
        assert answer["rows"] == answer["want"], (query, answer)
        assert not answer["problems"], (query, answer["problems"])


WRITES = {  # error: written once, then refused; the rest as named
    "error": [True, False, 25],
    "overwrite": [True, True, 25],
    "append": [True, True, 50],
    "ignore": [True, True, 25],
}


def test_tpch_on_master_and_connect_equal_spark_sql(
    cluster: Cluster, connect: Service, tmp_path: Path
) -> None:
    classic = finish(
        child(cluster.master_url, remote=False, queries=QUERIES, writes=tmp_path / "classic")
    )
    remote = finish(child(connect.url, remote=True, queries=QUERIES, writes=tmp_path / "connect"))
    assert_matches(classic, QUERIES)
    assert_matches(remote, QUERIES)
    assert classic["writes"] == WRITES
    assert remote["writes"] == classic["writes"]


def test_worker_killed_mid_query_still_gives_the_right_answer(cluster: Cluster) -> None:
    cluster.ensure_workers()
    victim = cluster.workers[0]
    process = child(cluster.master_url, remote=False, queries=["q01"], slow=True)
    assert process.stdout is not None
    line = process.stdout.readline()  # blocks until the slow stage runs
    assert line.strip() == "RUNNING", (line, process.stderr.read() if process.stderr else "")
    victim.kill()
    assert process.poll() is None, "the query ended before the worker was killed"
    try:
        result = finish(process)
    finally:
        cluster.ensure_workers()  # a new worker for the tests that follow
    assert_matches(result, ["q01"])
    assert not victim.alive()


# A plan that runs for minutes (a non-equi join of lineitem, orders and nation):
# whatever kills the cluster under it kills it mid-query.
SLOW_PLAN = {
    "relations": [
        {
            "root": {
                "names": ["n"],
                "input": {
                    "aggregate": {
                        "measures": [{"measure": "count(*) AS n"}],
                        "input": {
                            "join": {
                                "type": "JOIN_TYPE_INNER",
                                "expression": "l_orderkey <= o_orderkey + n_nationkey",
                                "left": {
                                    "read": {
                                        "namedTable": {"names": ["lineitem"]},
                                        "baseSchema": "l_orderkey: i64",
                                    }
                                },
                                "right": {
                                    "cross": {
                                        "left": {
                                            "read": {
                                                "namedTable": {"names": ["orders"]},
                                                "baseSchema": "o_orderkey: i64",
                                            }
                                        },
                                        "right": {
                                            "read": {
                                                "namedTable": {"names": ["nation"]},
                                                "baseSchema": "n_nationkey: i64",
                                            }
                                        },
                                    }
                                },
                            }
                        },
                    }
                },
            }
        }
    ]
}


def run_cli(plan: Path, where: list[str], output: Path) -> subprocess.Popen[str]:
    tables = [f"--table={t}={DATA}/{t}.parquet" for t in ("lineitem", "orders", "nation")]
    return subprocess.Popen(
        [*CLI, "run", str(plan), *tables, *where, "--output", str(output)],
        cwd=REPO,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        env={**os.environ, "SUBSTRAIT_EXPR_CONNECT_TIMEOUT": str(CONNECT_TIMEOUT)},
    )


def ended(process: subprocess.Popen[str], bound: float) -> tuple[str, str, float]:
    start = time.monotonic()
    try:
        out, err = process.communicate(timeout=bound)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        pytest.fail(f"the CLI still ran {bound}s after the loss:\n{out[-1000:]}\n{err[-3000:]}")
    return out, err, time.monotonic() - start


def assert_no_success(output: Path, out: str) -> None:
    assert "wrote" not in out, out
    assert not (output / "_SUCCESS").exists(), sorted(p.name for p in output.iterdir())


ANALYSIS_JOB = re.compile(r"Got job \d+ \((?!analyzePlan)")


def test_connect_server_killed_mid_query(doomed_connect: Service, tmp_path: Path) -> None:
    plan = tmp_path / "slow.json"
    plan.write_text(json.dumps(SLOW_PLAN))
    output = tmp_path / "out.parquet"
    before = len(ANALYSIS_JOB.findall(doomed_connect.log.read_text()))
    process = run_cli(plan, ["--remote", doomed_connect.url], output)
    deadline = time.monotonic() + 120
    while len(ANALYSIS_JOB.findall(doomed_connect.log.read_text())) <= before:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the query did not start"
        time.sleep(0.2)
    time.sleep(1)
    doomed_connect.kill()
    out, err, seconds = ended(process, LOST_BOUND)
    print(f"CLI ended {seconds:.1f}s after the Connect server was killed")
    assert process.returncode == 3, (process.returncode, err[-3000:])
    if output.exists():
        assert_no_success(output, out)
    # The bindings of every TPC-H table that a one-table plan leaves unused
    # are warned about before Spark starts; the failure is the one error line.
    lines = [line for line in err.strip().splitlines() if not line.startswith("warning: --table")]
    assert len(lines) == 1, err
    assert "Connect" in lines[0] and doomed_connect.url.split("//")[1] in lines[0], lines[0]


def test_master_stopped(lone_master: Cluster, tmp_path: Path) -> None:
    url = lone_master.master_url
    assert lone_master.master is not None
    lone_master.master.stop()
    output = tmp_path / "out.parquet"
    process = run_cli(REPO / "examples" / "tpch" / "q06.json", ["--master", url], output)
    out, err, seconds = ended(process, LOST_BOUND + 60)
    print(f"CLI ended {seconds:.1f}s after starting against a stopped master")
    assert process.returncode == 3, (process.returncode, err[-3000:])
    if output.exists():
        assert_no_success(output, out)
    # The bindings of every TPC-H table that a one-table plan leaves unused
    # are warned about before Spark starts; the failure is the one error line.
    lines = [line for line in err.strip().splitlines() if not line.startswith("warning: --table")]
    assert len(lines) == 1, err
    assert "master" in lines[0] and url.split("//")[1] in lines[0], lines[0]
