"""Shared fixtures. Spark tests use the one session-scoped ``spark`` session
(starting Spark takes seconds) and are marked ``@pytest.mark.spark``."""

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
