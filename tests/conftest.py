"""Shared fixtures. Spark tests use the one session-scoped ``spark`` session
(starting Spark takes seconds) and are marked ``@pytest.mark.spark``, which
``make test-fast`` leaves out (docs/development.md, "Test tiers")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# TPC-H SF 0.01, generated once (tools/tpch_data.py) and kept between runs.
TPCH_DATA = Path(__file__).resolve().parent.parent / "data" / "tpch-sf0.01"
# Session settings while a module uses it: tiny data, many short queries.
_TPCH_SETTINGS = {
    "spark.sql.shuffle.partitions": "2",
    "spark.sql.autoBroadcastJoinThreshold": str(64 * 1024 * 1024),
}
# TPC-DS SF 0.01 (tools/tpcds_data.py). customer_demographics has 1.9 million
# rows at every scale: broadcasting it runs the driver out of memory.
TPCDS_DATA = TPCH_DATA.parent / "tpcds-sf0.01"
_TPCDS_SETTINGS = {
    "spark.sql.shuffle.partitions": "2",
    "spark.sql.autoBroadcastJoinThreshold": "-1",
}


@pytest.fixture(scope="session")
def spark() -> Iterator[object]:
    from substrait_expr.backends.spark.session import local_session

    session = local_session(
        "local[2]",
        app_name="substrait-expr-tests",
        config={"spark.sql.shuffle.partitions": "2"},
        log_level="OFF",
    )
    yield session
    session.stop()


def _views(
    spark: Any, folder: Path, tables: tuple[str, ...], settings: dict[str, str]
) -> Iterator[dict[str, Any]]:
    """The tables' Parquet files under ``folder`` as DataFrames, registered as
    temporary views for ``spark.sql``, with ``settings`` set; the views are
    dropped and the settings restored afterwards."""
    saved = {key: spark.conf.get(key, None) for key in settings}
    for key, value in settings.items():
        spark.conf.set(key, value)
    frames = {}
    for table in tables:
        frame = spark.read.parquet(str(folder / f"{table}.parquet"))
        frame.createOrReplaceTempView(table)
        frames[table] = frame
    yield frames
    for table in tables:
        spark.catalog.dropTempView(table)
    for key, value in saved.items():
        if value is None:
            spark.conf.unset(key)
        else:
            spark.conf.set(key, value)


@pytest.fixture(scope="module")
def tpch(spark: Any) -> Iterator[dict[str, Any]]:
    """The eight TPC-H tables as DataFrames (``TPCH_DATA``), also registered as
    temporary views for ``spark.sql``; the session's settings are restored
    after the module."""
    from tools.tpch_data import TABLES, generate

    generate(0.01, TPCH_DATA, quiet=True)
    yield from _views(spark, TPCH_DATA, TABLES, _TPCH_SETTINGS)


@pytest.fixture(scope="module")
def tpcds(spark: Any) -> Iterator[dict[str, Any]]:
    """The 24 TPC-DS tables at SF 0.01 (``TPCDS_DATA``, made by tpcgen-cli),
    as DataFrames and temporary views, like ``tpch``."""
    from tools.tpcds_data import TABLES, generate

    generate(0.01, TPCDS_DATA, quiet=True)
    yield from _views(spark, TPCDS_DATA, TABLES, _TPCDS_SETTINGS)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that uses the ``spark`` fixture must be marked ``spark``: the fast
    tier (``-m "not spark"``) would otherwise wait for a JVM."""
    unmarked = [
        item.nodeid
        for item in items
        if "spark" in getattr(item, "fixturenames", ()) and item.get_closest_marker("spark") is None
    ]
    if unmarked:
        raise pytest.UsageError(
            "uses the spark fixture without @pytest.mark.spark: " + ", ".join(unmarked)
        )
