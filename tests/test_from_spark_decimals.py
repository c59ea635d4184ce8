"""`se.from_spark` keeps Spark's decimal types at every step: each converted
expression has the type Spark gives it before anything reads its value, so
no digit Spark keeps is rounded away (docs/from_spark.md, "Decimal types").

Values are compared exactly (``Decimal`` equality, and the column types),
never within a float tolerance; ``spark.sql`` is the oracle.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tools.from_spark_diff import TABLE, Outcome, compare, register

# Every arithmetic operator and aggregate over the decimal precisions TPC-DS
# has (decimal(7,2) prices, decimal(15,2) in TPC-H, decimal(5,2) rates), mixed
# with integers, in projections, aggregates and windows.
QUERIES = [
    f"SELECT a + b, a - c, a * c, b * b, a / c, b / a, c % a, b % c FROM {TABLE}",
    f"SELECT a / nullif(q, 0), b / nullif(l, 0), a * q, b + l, c - q FROM {TABLE}",
    f"SELECT g, sum(a) / sum(b), sum(b) / sum(b), sum(a * c) / nullif(sum(c), 0) FROM {TABLE} "
    "GROUP BY g",
    f"SELECT g, sum(q * a) / sum(a), avg(a + b), avg(b), avg(c) FROM {TABLE} GROUP BY g",
    f"SELECT g, avg(7.125 / nullif(a, 0)), sum(round(a, 1)), sum(round(b, -1)) FROM {TABLE} "
    "GROUP BY g",
    f"SELECT g, sum(a) * 100 / sum(sum(a)) OVER (PARTITION BY g) FROM {TABLE} GROUP BY g, q",
    f"SELECT g, avg(a) OVER (PARTITION BY g ORDER BY d, q, l ROWS BETWEEN 2 PRECEDING AND "
    f"CURRENT ROW), avg(b) OVER (PARTITION BY g), sum(c) OVER (PARTITION BY g ORDER BY d, q, l) "
    f"FROM {TABLE}",
    f"SELECT g, sum(b) OVER (PARTITION BY g) / sum(a) OVER () FROM {TABLE}",
    f"SELECT round(a, 1), round(b / 3, 2), round(c), round(b, -2), bround(a, 1) FROM {TABLE}",
    f"SELECT floor(a), ceil(b), floor(c * 1.5) FROM {TABLE}",
    f"SELECT g, min(a) / max(c), max(b) - min(a), count(a) FROM {TABLE} GROUP BY g",
    f"SELECT CAST(date_add(d, 1) AS STRING), date_add(d, q), date_sub(d, 3) FROM {TABLE}",
    # abs and negate of a decimal(38,15) keep all 15 places (0 - x would need 39 digits)
    f"SELECT abs((l - a) / nullif(b, 0)), -((l - a) / nullif(b, 0)) FROM {TABLE}",
]


@pytest.fixture(scope="module")
def diff_table(spark: Any, tmp_path_factory: Any) -> Path:
    folder: Path = tmp_path_factory.mktemp("from_spark_decimals")
    register(spark, folder)
    return folder


@pytest.mark.spark
@pytest.mark.parametrize("sql", QUERIES)
def test_decimal_values_are_sparks_digit_for_digit(spark: Any, diff_table: Path, sql: str) -> None:
    outcome = Outcome()
    compare(spark, sql, outcome)
    assert outcome.different == [] and outcome.refused == {} and outcome.same == 1, outcome


@pytest.mark.spark
def test_generated_queries_match_spark_sql(spark: Any, diff_table: Path) -> None:
    """A seeded sample of the differential test (`make from-spark-diff` runs
    10,000): no different row or type; refusals are allowed and named."""
    from tools.from_spark_diff import Generator

    outcome = Outcome()
    for sql in Generator(seed=11).queries(60):
        compare(spark, sql, outcome)
    assert outcome.different == [], "\n".join(outcome.different)
    assert outcome.same >= 50, outcome


@pytest.mark.spark
def test_a_division_the_official_divide_cannot_type_uses_the_packages(
    spark: Any, diff_table: Path
) -> None:
    """decimal(17,2) / decimal(25,2) is decimal(38,21) in Spark and
    decimal<38,6> by the official YAML: the plan calls the package's
    ``divide_keep_scale``; where the official type has Spark's scale it
    keeps the official ``divide``."""
    import substrait_expr as se

    wide = se.from_spark(spark.sql(f"SELECT sum(a) / sum(b) AS r FROM {TABLE}"))
    assert "divide_keep_scale" in str(wide.to_text_plan())
    plain = se.from_spark(spark.sql(f"SELECT a / 3 AS r FROM {TABLE}"))
    text = str(plain.to_text_plan())
    assert "divide_keep_scale" not in text and "divide" in text


@pytest.mark.spark
def test_without_precision_loss_wide_decimal_arithmetic_is_refused(
    spark: Any, diff_table: Path
) -> None:
    import substrait_expr as se

    key = "spark.sql.decimalOperations.allowPrecisionLoss"
    spark.conf.set(key, "false")
    try:
        frame = spark.sql(f"SELECT sum(b) / sum(a) AS r FROM {TABLE}")
        with pytest.raises(se.PlanError, match="allowPrecisionLoss off"):
            se.from_spark(frame)
    finally:
        spark.conf.unset(key)


def test_sparks_division_type() -> None:
    """Spark's own types (DecimalPrecision, allowPrecisionLoss on), as
    ``spark.sql("SELECT CAST(1 AS DECIMAL(p,s)) / ...").schema`` gives them."""
    from substrait_expr.backends.spark.from_spark.expressions import spark_divide_type
    from substrait_expr.typecheck import types as t

    cases = {
        ((17, 2), (17, 2)): (37, 20),
        ((7, 2), (10, 0)): (18, 13),
        ((17, 2), (25, 2)): (38, 21),
        ((38, 2), (38, 2)): (38, 6),
        ((24, 11), (20, 0)): (38, 25),
    }
    for (x, y), want in cases.items():
        got = spark_divide_type(t.Decimal(*x), t.Decimal(*y))
        assert (got.precision, got.scale) == want, (x, y)


def test_the_package_division_derives_sparks_type() -> None:
    """The YAML's return program of ``divide_keep_scale`` gives the type
    `spark_divide_type` gives, for every precision and scale pair tried."""
    import itertools

    from substrait_expr.backends.spark.from_spark.expressions import spark_divide_type
    from substrait_expr.typecheck import types as t
    from substrait_expr.typecheck.registry import Registry
    from substrait_expr.typecheck.resolve import ArgKind, Argument, resolve

    registry = Registry.default()
    impls = tuple(registry.impls("divide_keep_scale"))
    assert impls
    shapes = [(p, s) for p, s in itertools.product((1, 5, 7, 15, 17, 25, 38), (0, 2, 6)) if s <= p]
    for x, y in itertools.product(shapes, repeat=2):
        args = (
            Argument(ArgKind.VALUE, type=t.Decimal(*x)),
            Argument(ArgKind.VALUE, type=t.Decimal(*y)),
        )
        outcome = resolve("divide_keep_scale", impls, args)
        result = getattr(outcome, "result", None)
        want = spark_divide_type(t.Decimal(*x), t.Decimal(*y))
        assert result is not None and result.with_nullable(False) == want, (x, y, outcome)


@pytest.mark.spark
def test_an_average_spark_rounds_beyond_substraits_division_is_refused(
    spark: Any, diff_table: Path
) -> None:
    """avg of decimal(23,2) (a bigint plus a decimal): Spark rounds the exact
    mean to 6 places; the division of its sum and count keeps only 7, so two
    roundings could differ in the last digit (seen in the differential test):
    refused, never a silently different digit."""
    import substrait_expr as se

    frame = spark.sql(f"SELECT g, avg(l + a) AS m FROM {TABLE} GROUP BY g")
    with pytest.raises(se.PlanError, match="too few to round it the same way"):
        se.from_spark(frame)
