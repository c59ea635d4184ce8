"""Fixtures for the cluster tests: a standalone master with two workers (1 core,
1 GB each) started from pyspark's own jars on 127.0.0.1, and Spark Connect
servers on it (``tools.cluster``). Everything started is stopped (SIGTERM,
then SIGKILL of the process group) when the module ends, whatever happened.

Run them with ``pytest -m cluster tests/cluster``; ``-m "not cluster"`` skips them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tools.cluster import Cluster, Service
from tools.tpch_data import generate


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "cluster: starts a Spark standalone cluster and Connect servers (slow)"
    )


REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module", autouse=True)
def tpch_data() -> None:
    """The TPC-H tables the tests read (made once; a fresh clone has none)."""
    generate(0.01, REPO / "data" / "tpch-sf0.01", quiet=True)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    started = Cluster(2, workdir=tmp_path_factory.mktemp("cluster"), cores=1, memory="1g")
    try:
        started.start()
        yield started
    finally:
        started.stop()


@pytest.fixture(scope="module")
def connect(cluster: Cluster) -> Service:
    """A Connect server on the cluster, shared by the tests that do not kill it."""
    return cluster.start_connect()


@pytest.fixture
def doomed_connect(cluster: Cluster) -> Iterator[Service]:
    """A Connect server of its own, for a test that kills it."""
    server = cluster.start_connect()
    yield server
    server.stop()


@pytest.fixture
def lone_master(tmp_path: Path) -> Iterator[Cluster]:
    """A master without workers, for a test that stops it."""
    started = Cluster(0, workdir=tmp_path / "lone")
    try:
        started.start()
        yield started
    finally:
        started.stop()
