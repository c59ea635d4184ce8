"""A small Spark standalone cluster on loopback, from pyspark's own jars.

A master, N workers (1 core and 1 GB each by default) and, separately, a
Spark Connect server whose driver runs on that master. Every process is
started in its own process group and bound to 127.0.0.1; starting waits for
the process to say it is ready (a log line, then the port) and gives up after
a hard timeout, stopping what it started.

From tests::

    with Cluster(workers=2) as cluster:
        cluster.master_url         # spark://127.0.0.1:P
        cluster.start_connect()    # sc://127.0.0.1:P

By hand::

    python -m tools.cluster up [--workers 2] [--no-connect]   # prints the URLs
    python -m tools.cluster down                              # stops them

``up`` leaves the processes running and records them (and their logs) in
``--state`` (default ``$TMPDIR/substrait-expr-cluster``); ``down`` stops them.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HOST = "127.0.0.1"
START_TIMEOUT = 90.0  # seconds for one process to become ready
STOP_TIMEOUT = 15.0  # seconds between SIGTERM and SIGKILL
DEFAULT_STATE = Path(tempfile.gettempdir()) / "substrait-expr-cluster"
CONNECT_CLASS = "org.apache.spark.sql.connect.service.SparkConnectServer"


class ClusterError(RuntimeError):
    """A process did not start (its log's tail is in the message)."""


def spark_home() -> Path:
    import pyspark

    return Path(pyspark.__file__).resolve().parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def port_open(port: int, host: str = HOST, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def _environment(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    home = spark_home()
    env.update(
        {
            "SPARK_HOME": str(home),
            "SPARK_LOCAL_IP": HOST,
            "SPARK_LOCAL_HOSTNAME": HOST,
            "SPARK_MASTER_HOST": HOST,
            "PYSPARK_PYTHON": sys.executable,
            "PYSPARK_DRIVER_PYTHON": sys.executable,
            "SPARK_NO_DAEMONIZE": "1",
        }
    )
    env.pop("SPARK_CONF_DIR", None)
    env.pop("PYSPARK_SUBMIT_ARGS", None)
    env.update(extra or {})
    return env


@dataclass
class Service:
    """One started JVM: its role, process id (also its process group), port and log."""

    name: str
    pid: int
    port: int
    url: str
    log: Path
    popen: subprocess.Popen[bytes] | None = field(default=None, repr=False, compare=False)

    def alive(self) -> bool:
        if self.popen is not None:
            return self.popen.poll() is None
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        # A zombie left by a parent that has not reaped it counts as dead.
        with contextlib.suppress(OSError):
            stat = Path(f"/proc/{self.pid}/stat").read_text()
            return stat.rsplit(")", 1)[1].split()[0] != "Z"
        return True

    def signal(self, signum: int) -> None:
        """Send ``signum`` to the whole process group (the JVM and anything it started)."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signum)

    def kill(self) -> None:
        """SIGKILL the process group, as a crash would."""
        self.signal(signal.SIGKILL)
        self._reap(STOP_TIMEOUT)

    def stop(self, timeout: float = STOP_TIMEOUT) -> None:
        """SIGTERM, then SIGKILL after ``timeout`` seconds; always the whole group."""
        if self.alive():
            self.signal(signal.SIGTERM)
            self._reap(timeout)
        self.signal(signal.SIGKILL)  # children of the group that outlived the JVM
        self._reap(STOP_TIMEOUT)

    def _reap(self, timeout: float) -> None:
        if self.popen is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.popen.wait(timeout)
            return
        deadline = time.monotonic() + timeout
        while self.alive() and time.monotonic() < deadline:
            time.sleep(0.1)

    def log_tail(self, lines: int = 30) -> str:
        try:
            text = self.log.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "pid": self.pid,
            "port": self.port,
            "url": self.url,
            "log": str(self.log),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Service:
        return cls(
            str(data["name"]),
            int(str(data["pid"])),
            int(str(data["port"])),
            str(data["url"]),
            Path(str(data["log"])),
        )


def _launch(
    name: str,
    command: Sequence[str],
    *,
    port: int,
    url: str,
    log: Path,
    ready: str,
    timeout: float,
    cwd: Path,
    env: Mapping[str, str] | None = None,
) -> Service:
    """Start ``command`` in a new process group and wait for ``ready`` in its
    log and for ``port`` to accept connections; stop it on any failure."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "wb") as out:
        popen = subprocess.Popen(
            list(command),
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            env=_environment(env),
            start_new_session=True,  # its own process group: killpg reaches its children
        )
    service = Service(name, popen.pid, port, url, log, popen)
    deadline = time.monotonic() + timeout
    try:
        while True:
            if not service.alive():
                raise ClusterError(
                    f"{name} exited with {popen.returncode} before it was ready; "
                    f"log {log}:\n{service.log_tail()}"
                )
            text = log.read_text(errors="replace") if log.exists() else ""
            if ready in text and port_open(port):
                return service
            if time.monotonic() > deadline:
                raise ClusterError(
                    f"{name} not ready after {timeout:.0f}s (waiting for {ready!r} and "
                    f"port {port}); log {log}:\n{service.log_tail()}"
                )
            time.sleep(0.2)
    except BaseException:
        service.stop(timeout=2)
        raise


def _spark_class(main: str, *args: str) -> list[str]:
    return [str(spark_home() / "bin" / "spark-class"), main, *args]


def start_master(workdir: Path, *, timeout: float = START_TIMEOUT) -> Service:
    port, webui = free_port(), free_port()
    return _launch(
        "master",
        _spark_class(
            "org.apache.spark.deploy.master.Master",
            "--host",
            HOST,
            "--port",
            str(port),
            "--webui-port",
            str(webui),
        ),
        port=port,
        url=f"spark://{HOST}:{port}",
        log=workdir / "master.log",
        ready="I have been elected leader",
        timeout=timeout,
        cwd=workdir,
        env={"SPARK_DAEMON_MEMORY": "512m"},
    )


def start_worker(
    master_url: str,
    workdir: Path,
    *,
    index: int,
    cores: int = 1,
    memory: str = "1g",
    timeout: float = START_TIMEOUT,
) -> Service:
    port, webui = free_port(), free_port()
    home = workdir / f"worker-{index}"
    home.mkdir(parents=True, exist_ok=True)
    return _launch(
        f"worker-{index}",
        _spark_class(
            "org.apache.spark.deploy.worker.Worker",
            master_url,
            "--host",
            HOST,
            "--port",
            str(port),
            "--webui-port",
            str(webui),
            "--cores",
            str(cores),
            "--memory",
            memory,
            "--work-dir",
            str(home),
        ),
        port=port,
        url=f"spark://{HOST}:{port}",
        log=workdir / f"worker-{index}.log",
        ready="Successfully registered with master",
        timeout=timeout,
        cwd=workdir,
        env={"SPARK_DAEMON_MEMORY": "512m"},
    )


# What the Connect server's driver gets: small, quiet, loopback only.
CONNECT_CONF: dict[str, str] = {
    "spark.ui.enabled": "false",
    "spark.sql.shuffle.partitions": "2",
    "spark.default.parallelism": "2",
    "spark.sql.session.timeZone": "UTC",
    "spark.sql.timeType.enabled": "true",
    "spark.driver.host": HOST,
    "spark.driver.bindAddress": HOST,
    "spark.driver.memory": "1g",
    "spark.driver.extraJavaOptions": "-Xss256m",
    "spark.executor.memory": "768m",
    "spark.connect.grpc.binding.address": HOST,
    # The server is long-lived: it gives its executors back when idle, so
    # that classic applications on the same small cluster get cores too.
    "spark.dynamicAllocation.enabled": "true",
    "spark.dynamicAllocation.shuffleTracking.enabled": "true",
    "spark.dynamicAllocation.minExecutors": "0",
    "spark.dynamicAllocation.executorIdleTimeout": "5s",
    "spark.dynamicAllocation.shuffleTracking.timeout": "5s",
}


def start_connect(
    master: str,
    workdir: Path,
    *,
    name: str = "connect",
    conf: Mapping[str, str] | None = None,
    timeout: float = START_TIMEOUT,
) -> Service:
    """A Spark Connect server whose driver runs against ``master``."""
    port = free_port()
    settings = {**CONNECT_CONF, "spark.connect.grpc.binding.port": str(port), **(conf or {})}
    command = [
        str(spark_home() / "bin" / "spark-submit"),
        "--master",
        master,
        "--class",
        CONNECT_CLASS,
        "--name",
        "substrait-expr Connect server",
    ]
    for key, value in settings.items():
        command += ["--conf", f"{key}={value}"]
    command.append("spark-internal")
    return _launch(
        name,
        command,
        port=port,
        url=f"sc://{HOST}:{port}",
        log=workdir / f"{name}.log",
        ready="Spark Connect server started",
        timeout=timeout,
        cwd=workdir,
    )


class Cluster:
    """A master and ``workers`` workers in ``workdir`` (a new temporary folder
    by default); ``start_connect`` adds a Connect server on that master.
    ``stop`` (or leaving the ``with`` block) stops everything it started."""

    def __init__(
        self,
        workers: int = 2,
        *,
        workdir: Path | None = None,
        cores: int = 1,
        memory: str = "1g",
        timeout: float = START_TIMEOUT,
    ) -> None:
        self.workdir = Path(workdir or tempfile.mkdtemp(prefix="spark-cluster-"))
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.worker_count, self.cores, self.memory, self.timeout = workers, cores, memory, timeout
        self.master: Service | None = None
        self.workers: list[Service] = []
        self.connects: list[Service] = []
        self._next_worker = 0

    @property
    def master_url(self) -> str:
        assert self.master is not None, "the cluster is not started"
        return self.master.url

    def start(self) -> Cluster:
        try:
            self.master = start_master(self.workdir, timeout=self.timeout)
            for _ in range(self.worker_count):
                self.add_worker()
        except BaseException:
            self.stop()
            raise
        return self

    def add_worker(self) -> Service:
        worker = start_worker(
            self.master_url,
            self.workdir,
            index=self._next_worker,
            cores=self.cores,
            memory=self.memory,
            timeout=self.timeout,
        )
        self._next_worker += 1
        self.workers.append(worker)
        return worker

    def ensure_workers(self) -> None:
        """Replace dead workers, so that ``workers`` are alive again."""
        self.workers = [w for w in self.workers if w.alive()]
        while len(self.workers) < self.worker_count:
            self.add_worker()

    def start_connect(self, conf: Mapping[str, str] | None = None) -> Service:
        server = start_connect(
            self.master_url,
            self.workdir,
            name=f"connect-{len(self.connects)}",
            conf=conf,
            timeout=self.timeout,
        )
        self.connects.append(server)
        return server

    def services(self) -> list[Service]:
        return [*self.connects, *self.workers, *([self.master] if self.master else [])]

    def stop(self) -> None:
        # Drivers first, then workers (they stop their executors), then the master.
        for service in self.services():
            service.stop()

    def __enter__(self) -> Cluster:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


@contextlib.contextmanager
def cluster(workers: int = 2, **kwargs: object) -> Iterator[Cluster]:
    with Cluster(workers, **kwargs) as started:  # type: ignore[arg-type]
        yield started


# ---------------------------------------------------------------------- CLI


def _up(args: argparse.Namespace) -> int:
    state = Path(args.state)
    if (state / "state.json").exists():
        print(f"error: a cluster is recorded in {state}; run `down` first", file=sys.stderr)
        return 1
    started = Cluster(args.workers, workdir=state, timeout=args.timeout).start()
    try:
        if not args.no_connect:
            started.start_connect()
    except BaseException:
        started.stop()
        raise
    for service in started.services():
        service.popen = None  # left running on purpose
    record = {"master": started.master_url, "services": [s.to_json() for s in started.services()]}
    (state / "state.json").write_text(json.dumps(record, indent=2))
    print(f"master  {started.master_url}")
    for server in started.connects:
        print(f"connect {server.url}")
    print(f"logs    {state}")
    return 0


def _down(args: argparse.Namespace) -> int:
    state = Path(args.state)
    record_file = state / "state.json"
    if not record_file.exists():
        print(f"no cluster recorded in {state}")
        return 0
    record = json.loads(record_file.read_text())
    for data in record["services"]:
        service = Service.from_json(data)
        service.stop()
        print(f"stopped {service.name} (pid {service.pid})")
    record_file.unlink()
    if not args.keep_logs:
        shutil.rmtree(state, ignore_errors=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.cluster", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--state", default=str(DEFAULT_STATE), help="state and log folder")
    commands = parser.add_subparsers(dest="command", required=True)
    up = commands.add_parser("up", help="start a master, workers and a Connect server")
    up.add_argument("--workers", type=int, default=2)
    up.add_argument("--no-connect", action="store_true", help="no Spark Connect server")
    up.add_argument("--timeout", type=float, default=START_TIMEOUT, help="seconds per process")
    down = commands.add_parser("down", help="stop what `up` started")
    down.add_argument("--keep-logs", action="store_true")
    args = parser.parse_args(argv)
    return _up(args) if args.command == "up" else _down(args)


if __name__ == "__main__":
    sys.exit(main())
