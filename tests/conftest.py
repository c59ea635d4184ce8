"""Shared fixtures. Spark tests use the one session-scoped ``spark`` session
(starting Spark takes seconds) and are marked ``@pytest.mark.spark``, which
``make test-fast`` leaves out (docs/development.md, "Test tiers")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


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
