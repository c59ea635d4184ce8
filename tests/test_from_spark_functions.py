"""Spark's built-in functions through `se.from_spark`: the ones with a
Substrait equivalent give `spark.sql`'s values at their edges (nulls, NaN,
outside the domain, empty strings, lengths shorter than the input), and the
rest are refused naming the Catalyst class (docs/spark_functions.md, made
by `tools/spark_functions.py`)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tools.from_spark_diff import differences

EDGES = "edges"
ROWS = """VALUES
    (0.5D, 'Spark SQL', 'SQL', 4, TIMESTAMP '2024-02-29 23:59:58.75'),
    (-1.0D, '', '', 0, TIMESTAMP '1969-12-31 23:59:59.999999'),
    (2.0D, 'abc', 'z', -3, TIMESTAMP '2000-01-01 00:00:00'),
    (CAST('NaN' AS DOUBLE), 'ééé', 'é', 12, NULL),
    (0.0D, NULL, NULL, NULL, TIMESTAMP '2024-06-30 12:34:07'),
    (NULL, 'x', 'x', 2, TIMESTAMP '1900-01-01 00:00:01')
    AS t(x, s, p, n, ts)"""
QUERIES = [
    f"SELECT sin(x), cos(x), tan(x), sinh(x), cosh(x), tanh(x), atan(x), asinh(x) FROM {EDGES}",
    f"SELECT asin(x), acos(x), acosh(x + 1.5), atanh(x), degrees(x), radians(x), sign(x) "
    f"FROM {EDGES}",
    f"SELECT ln(x), log10(x), log2(x), log1p(x), log1p(x - 1.0), ln(n), log10(n) FROM {EDGES}",
    f"SELECT second(ts), minute(ts), hour(ts) FROM {EDGES}",
    f"SELECT bool_and(x > 0), every(x < 5), bool_or(x > 1), some(s = '') FROM {EDGES}",
    f"SELECT bool_and(x > 0) FROM {EDGES} WHERE x IS NULL",
    f"SELECT p, count(DISTINCT 'k'), count(1) FROM {EDGES} GROUP BY p",
    f"SELECT s, bool_or(x > 0.1) OVER (ORDER BY n ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) "
    f"FROM {EDGES}",
    f"SELECT atan2(x, n), atan2(n, x), repeat(s, n), repeat(p, 2) FROM {EDGES}",
    f"SELECT replace(s, p, '-'), instr(s, p), octet_length(s), bit_length(s) FROM {EDGES}",
    f"SELECT lpad(s, n, '*'), rpad(s, n, p), lpad(s, 5, ''), rpad(s, 2, 'ab') FROM {EDGES}",
    f"SELECT log(x, 8.0D), log(2.0D, x), log(n, x + 3), log(1.0D, x), log(x, n) FROM {EDGES}",
    f"SELECT n div 2, -7 div nullif(n, 0), CAST(n AS BIGINT) div 3, n div nullif(n - 4, 0) "
    f"FROM {EDGES}",
    f"SELECT shiftrightunsigned(n, 1), n >>> 31, CAST(n AS BIGINT) >>> 60 FROM {EDGES}",
    f"SELECT pmod(n, 5), pmod(-n, 5), pmod(n, -5), pmod(-n, -5), pmod(CAST(n AS BIGINT), "
    f"nullif(n - 4, 0)), pmod(-2147483648, n + 10) FROM {EDGES}",
    f"SELECT concat_ws(',', s, p), concat_ws(p, s, 'k', s), concat_ws('-', s, CAST(NULL AS "
    f"STRING), p), concat_ws(s, p) FROM {EDGES}",
    f"SELECT locate(p, s), position(p IN s), locate('', s) FROM {EDGES}",
    f"SELECT weekday(ts), weekofyear(ts), weekofyear(CAST(ts AS DATE) + 3) FROM {EDGES}",
    f"SELECT s RLIKE 'S.L', s RLIKE '^a', s RLIKE '', s RLIKE '(?i)spark' FROM {EDGES}",
    rf"SELECT regexp_replace(s, '[aé]', '#'), regexp_replace(s, '(\\w+) (\\w+)', '$2 $1'), "
    f"regexp_replace(s, '', '-'), regexp_replace(s, 'x', p) FROM {EDGES}",
    rf"SELECT regexp_extract(s, '(\\w)(\\w)', 2), regexp_extract(s, 'q', 0), "
    f"regexp_extract(s, '(a)|(b)', 2), regexp_extract(s, '', 0) FROM {EDGES}",
    f"SELECT trunc(CAST(ts AS DATE), 'YEAR'), trunc(CAST(ts AS DATE), 'mm'), "
    f"trunc(CAST(ts AS DATE), 'Quarter'), trunc(CAST(ts AS DATE), 'WEEK') FROM {EDGES}",
    f"SELECT date_trunc('YEAR', ts), date_trunc('QUARTER', ts), date_trunc('WEEK', ts), "
    f"date_trunc('DD', ts), date_trunc('HOUR', ts), date_trunc('MINUTE', ts), "
    f"date_trunc('SECOND', ts), date_trunc('MILLISECOND', ts) FROM {EDGES}",
    f"SELECT pi() * x, e() + n, rint(x * 2.5D), rint(x - 0.5D), rint(n / 2), cot(x), csc(x), "
    f"sec(x), cot(x - x) FROM {EDGES}",
    f"SELECT nanvl(x, n), nanvl(x, CAST(NULL AS DOUBLE)), nanvl(CAST(NULL AS DOUBLE), x) "
    f"FROM {EDGES}",
    f"SELECT factorial(n), factorial(n + 8), factorial(n * 2), factorial(-n), factorial(n - 4) "
    f"FROM {EDGES}",
    f"SELECT space(n), space(-n), right(s, n), right(s, 2), right(p, n - 1), right(s, 0), "
    f"right(s, 100), right(s, -2147483648) FROM {EDGES}",
    f"SELECT regexp_count(s, '[aé]'), regexp_count(s, ''), "
    f"regexp_instr(s, 'S.L'), regexp_instr(s, 'é+'), regexp_instr(s, '') FROM {EDGES}",
    f"SELECT coalesce(NULL, n), nvl(NULL, s), nvl2(NULL, n, 0), nvl2(s, NULL, 1), "
    f"ifnull(s, NULL), nullifzero(n), coalesce(NULL, NULL, x) FROM {EDGES}",
    f"SELECT corr(x, n), corr(n, n), regr_count(x, n), count(s, p), count(s, p, n), median(x), "
    f"median(n), percentile(n, 0.5) FROM {EDGES}",
    f"SELECT median(n), median(x), percentile_cont(0.5) WITHIN GROUP (ORDER BY n DESC), "
    f"corr(n, x) FROM {EDGES} WHERE n <> 2",
    f"SELECT p, median(n), corr(x, n), regr_count(n, x) FROM {EDGES} GROUP BY p",
    f"SELECT n, regr_count(x, n) OVER (ORDER BY n ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) "
    f"FROM {EDGES}",
]


@pytest.fixture(scope="module")
def edges(spark: Any, tmp_path_factory: Any) -> Any:
    # Read from a file: over VALUES, Spark's optimizer computes the query
    # itself (ConvertToLocalRelation) and no function would reach the plan.
    folder = tmp_path_factory.mktemp("edges") / "edges.parquet"
    spark.sql(f"SELECT * FROM {ROWS}").coalesce(1).write.parquet(str(folder))
    spark.read.parquet(str(folder)).createOrReplaceTempView(EDGES)
    yield
    spark.catalog.dropTempView(EDGES)


@pytest.mark.spark
@pytest.mark.parametrize("sql", QUERIES)
def test_functions_give_spark_sql_values_at_their_edges(spark: Any, edges: Any, sql: str) -> None:
    import substrait_expr as se

    frame = spark.sql(sql)
    want = [tuple(row) for row in frame.collect()]
    plan = se.from_spark(frame)
    assert "virtualTable" not in json.dumps(plan.to_text_plan())  # the functions are in the plan
    converted = plan.to_dataframe(spark)
    types = [f.dataType for f in frame.schema.fields]
    assert [f.dataType for f in converted.schema.fields] == types
    assert differences([tuple(row) for row in converted.collect()], want) == []


@pytest.mark.spark
def test_the_function_table_tool_sorts_spark_functions(spark: Any) -> None:
    from tools.spark_functions import registry_functions, run

    wanted = {"sin", "upper", "sum", "rank", "soundex", "ln"}
    functions = [f for f in registry_functions(spark) if f.name in wanted]
    assert {f.name for f in functions} == wanted
    results = {r.function.name: r for r in run(spark, functions)}
    converts = {name for name, r in results.items() if r.status == "converts"}
    assert converts == {"sin", "upper", "sum", "rank", "ln"}
    assert results["sin"].substrait == {"sin"}
    # A refusal names the Catalyst class.
    assert results["soundex"].status == "refused"
    assert "Catalyst SoundEx" in results["soundex"].detail


@pytest.mark.spark
def test_like_with_another_escape_character_is_refused(spark: Any, edges: Any) -> None:
    # Catalyst's JSON writes every escape character as null: read as the
    # default backslash, '/%' would match a slash and anything (it gave false
    # where Spark gives true).
    import substrait_expr as se

    frame = spark.sql(f"SELECT s LIKE '_a/%%' ESCAPE '/' FROM {EDGES}")
    with pytest.raises(se.PlanError, match=r"Catalyst Like with ESCAPE '/'"):
        se.from_spark(frame)
    frame = spark.sql(f"SELECT s LIKE '%S_L', s LIKE '_b%' FROM {EDGES}")
    converted = se.from_spark(frame).to_dataframe(spark)
    assert converted.collect() == frame.collect()


@pytest.mark.spark
@pytest.mark.parametrize(
    "call", ["current_timestamp()", "now()", "current_date()", "localtimestamp()"]
)
def test_the_time_of_planning_is_refused(spark: Any, edges: Any, call: str) -> None:
    # Spark's optimizer replaces these by the instant it plans the query: the
    # converted plan would keep that instant for every later run.
    import substrait_expr as se

    frame = spark.sql(f"SELECT n, {call} FROM {EDGES}")
    with pytest.raises(se.PlanError, match=r"fixes the current time"):
        se.from_spark(frame)


@pytest.mark.spark
@pytest.mark.parametrize(
    ("call", "reason"),
    [
        ("locate(p, s, 2)", "locate from a position other than the literal 1"),
        ("CAST(x AS DECIMAL(5,2)) div 2", r"div of decimal\?<5,2>"),
        (r"s RLIKE '\\p{Lu}'", r"a Unicode property class"),
        ("s RLIKE '[[:alpha:]]'", r"a POSIX bracket class"),
        ("regexp_extract(s, p, 1)", "a regular expression that is not a literal"),
        ("regexp_count(s, p)", "a regular expression that is not a literal"),
        ("regexp_replace(s, 'a', 'b', 2)", "regexp_replace from a position other than 1"),
        ("trunc(CAST(ts AS DATE), 'DAY')", r"trunc of a date to the day \(Spark gives null\)"),
        ("date_trunc(p, ts)", "a truncation level that is not a literal"),
        ("initcap(s)", "Catalyst InitCap.*spec's initcap leaves word boundaries"),
        ("overlay(s PLACING p FROM n)", "Catalyst Overlay.*spec's replace_slice gives null"),
        ("regexp_instr(s, '(a)', 1)", "regexp_instr of a capture group"),
        ("size(split(s, ','))", "Catalyst Size"),
        ("mode(n)", "Catalyst Mode: Spark's mode returns one of equally frequent"),
        ("mode() WITHIN GROUP (ORDER BY n)", "the spec's mode leaves ties unsaid"),
        ("percentile(n, 0.25)", "Catalyst Percentile: a percentile other than the literal 0.5"),
        ("percentile(n, 0.5, 2)", "a frequency other than 1"),
        ("count(DISTINCT s, p)", "count\\(DISTINCT a, b\\) counts distinct tuples"),
    ],
)
def test_forms_without_a_substrait_equivalent_are_refused(
    spark: Any, edges: Any, call: str, reason: str
) -> None:
    import substrait_expr as se

    frame = spark.sql(f"SELECT {call} FROM {EDGES}")
    with pytest.raises(se.PlanError, match=reason):
        se.from_spark(frame)


@pytest.mark.spark
def test_date_trunc_in_a_zone_with_daylight_saving(spark: Any, edges: Any) -> None:
    # From the day up Spark floors the local date, as round_calendar does;
    # to the hour it keeps the instant's offset where the hour occurs twice,
    # which the spec does not say: refused in such a zone.
    import substrait_expr as se

    zone = spark.conf.get("spark.sql.session.timeZone")
    spark.conf.set("spark.sql.session.timeZone", "America/New_York")
    try:
        frame = spark.sql(
            f"SELECT date_trunc('MONTH', ts), date_trunc('WEEK', ts), "
            f"date_trunc('SECOND', ts) FROM {EDGES}"
        )
        converted = se.from_spark(frame).to_dataframe(spark)
        assert differences([tuple(r) for r in converted.collect()], frame.collect()) == []
        frame = spark.sql(f"SELECT date_trunc('HOUR', ts) FROM {EDGES}")
        with pytest.raises(se.PlanError, match="a zone whose offset changes"):
            se.from_spark(frame)
    finally:
        spark.conf.set("spark.sql.session.timeZone", zone)
