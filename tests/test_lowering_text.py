"""Lowering as one Spark SQL string, against the Column tree and Spark's own SQL.

The text path (default) and the tree path (``lowering("tree")``) must give
the same values on the same rows; deep input must work or fail clearly; what
SQL text cannot say must fall back to the tree without the caller noticing.
"""

from __future__ import annotations

import math
import pathlib
import re
from decimal import Decimal, localcontext
from typing import Any

import pytest

import substrait_expr as se
from bench.corpus import generate
from substrait_expr.typecheck import ir

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "substrait_expr"


SCHEMA = "a: i32?, b: i64?, x: fp64?, d: dec?<15,2>, s: string?, day: date?, xs: list?<i32?>"
ROWS = [
    (1, 10, 2.5, "1.25", "abc", "2024-02-29", [1, 2, 3]),
    (-7, None, -0.5, "-3.10", "Straße", "1999-12-31", []),
    (None, 3, None, None, None, None, None),
    (2147483000, -(2**40), 1e300, "9999999999999.99", "a'b\\c", "2000-01-01", [None, 5]),
]
EXPRESSIONS = [
    "a + 1",
    "(a + 5) / 2",
    "a * 3 - b",
    "add(a, 1000) [overflow:SATURATE]",
    "add(a, 1000) [overflow:SILENT]",
    "x * 2 > 3 AND s LIKE 'a%'",
    "if a > 0 then 'pos' else if a < 0 then 'neg' else 'zero'",
    "CASE a WHEN 1 THEN 'one' ELSE 'many' END",
    "a IN (1, 2, 3)",
    "upper(s) || '!'",
    "substring(s, 2, 2)",
    "extract(YEAR, day)",
    "coalesce(a, 7)",
    "d * 2::dec<3,0> + 0.05::dec<3,2>",
    "filter(xs, v -> v > 1)",
    "transform(xs, v -> v * 2)",
    "xs[-1]",
    "sqrt(abs(x))",
    "round(x, 1)",
    "cast(a AS string) || s",
    "s = 'a''b\\\\c'",
    "char_length(s)",
    "day + interval '3' day",
    "-a",
    "NOT (a > 1) OR a IS NULL",
]


def _frame(spark: Any) -> Any:
    import datetime as dt
    from decimal import Decimal

    rows = [
        (
            a,
            b,
            x,
            None if d is None else Decimal(d),
            s,
            None if day is None else dt.date.fromisoformat(day),
            xs,
        )
        for a, b, x, d, s, day, xs in ROWS
    ]
    return spark.createDataFrame(
        rows, "a int, b bigint, x double, d decimal(15,2), s string, day date, xs array<int>"
    )


@pytest.mark.spark
def test_text_and_tree_lowering_give_the_same_rows(spark: Any) -> None:
    from substrait_expr.backends.spark.columns.lowering import lowering

    schema = se.Schema.parse(SCHEMA)
    df = _frame(spark)
    checkable = []
    for text in EXPRESSIONS:
        try:
            checkable.append((text, se.check(text, schema)))
        except se.CompileError:
            continue
    assert len(checkable) >= len(EXPRESSIONS) - 2  # the list is meant to check
    texts = [se.to_column(typed, schema).alias(f"c{i}") for i, (_, typed) in enumerate(checkable)]
    with lowering("tree"):
        trees = [
            se.to_column(typed, schema).alias(f"c{i}") for i, (_, typed) in enumerate(checkable)
        ]
    assert all("Column<'" in str(c) for c in texts)
    by_text = [tuple(r) for r in df.select(*texts).collect()]
    by_tree = [tuple(r) for r in df.select(*trees).collect()]
    for i, (text, _) in enumerate(checkable):
        assert [r[i] for r in by_text] == [r[i] for r in by_tree], text


@pytest.mark.spark
def test_the_bench_corpus_lowers_to_text_with_equal_types(spark: Any) -> None:
    """Every typical expression becomes one SQL string (no tree fallback), and
    Spark derives the same type for it as for the Column tree."""
    from substrait_expr.backends.spark.columns import sql_text
    from substrait_expr.backends.spark.columns.lowering import lowering

    schema, typed = _checked_corpus(300)
    assert len(typed) > 50
    empty = spark.createDataFrame([], _spark_schema(schema))
    texts = [se.to_column(t, schema).alias(f"c{i}") for i, t in enumerate(typed)]
    with lowering("tree"):
        trees = [se.to_column(t, schema).alias(f"c{i}") for i, t in enumerate(typed)]
    assert [f.dataType for f in empty.select(*texts).schema] == [
        f.dataType for f in empty.select(*trees).schema
    ]
    assert sql_text.NoText  # the fallback exists; the corpus needs none of it


@pytest.mark.spark
@pytest.mark.parametrize("ansi", [False, True])
def test_every_lowered_expression_has_its_substrait_type(spark: Any, ansi: bool) -> None:
    """Spark derives each expression's Substrait type (as a Spark type). The
    lowering leaves casts out where Spark's own type already is that type, so
    this is what keeps a left-out cast from changing a result type."""
    from substrait_expr.backends.spark.types import spark_type

    schema, typed = _checked_corpus(2000)
    assert len(typed) > 500
    empty = spark.createDataFrame([], _spark_schema(schema))
    columns = [se.to_column(t, schema, ansi=ansi).alias(f"c{i}") for i, t in enumerate(typed)]
    derived = [f.dataType for f in empty.select(*columns).schema]
    assert derived == [spark_type(t.type) for t in typed]


def _checked_corpus(size: int) -> tuple[se.Schema, list[Any]]:
    """The bench corpus's schema and those of its first ``size`` expressions
    that check (it mixes types on purpose)."""
    from bench.bench_columns import corpus_schema

    schema = se.Schema.parse(corpus_schema())
    typed = []
    for ours, _sql in generate(size):
        try:
            typed.append(se.check(ours, schema))
        except se.CompileError:
            continue
    return schema, typed


def _spark_schema(schema: se.Schema) -> Any:
    from pyspark.sql import types as st

    from substrait_expr.backends.spark.types import spark_type

    return st.StructType([st.StructField(f.name, spark_type(f.type), True) for f in schema])


@pytest.mark.spark
def test_deep_and_wide_expressions(spark: Any) -> None:
    schema = se.Schema.parse("n: i32")
    df = spark.createDataFrame([(1,), (5,)], "n int")
    chain = "n" + " + 1" * 1000
    nested = "(" * 1000 + "n" + " + 1)" * 1000
    in_list = "n IN (" + ", ".join(str(i) for i in range(0, 20000, 2)) + ")"
    columns = [
        se.to_column(text, schema).alias(f"c{i}") for i, text in enumerate([chain, nested, in_list])
    ]
    assert [tuple(r) for r in df.select(*columns).collect()] == [
        (1001, 1001, False),
        (1005, 1005, False),
    ]


@pytest.mark.spark
def test_too_deep_is_a_positioned_error(spark: Any) -> None:
    from substrait_expr.backends.spark.columns.lowering import MAX_LOWERING_DEPTH

    depth = MAX_LOWERING_DEPTH + 10
    text = "(" * depth + "n" + " + 1)" * depth
    with pytest.raises(se.CompileError, match="too deep"):
        se.to_column(
            se.check(se.parse(text, max_depth=depth + 100), se.Schema.parse("n: i32")),
            se.Schema.parse("n: i32"),
        )


@pytest.mark.spark
def test_overflow_error_without_ansi_keeps_the_guard(spark: Any) -> None:
    schema = se.Schema.parse("a: i32")
    df = spark.createDataFrame([(2147483647,)], "a int")
    previous = spark.conf.get("spark.sql.ansi.enabled")
    try:
        spark.conf.set("spark.sql.ansi.enabled", "false")
        guarded = se.to_column("a + 1", schema)
        assert "raise_error" in str(guarded)
        with pytest.raises(Exception, match="overflows"):
            df.select(guarded).collect()
        spark.conf.set("spark.sql.ansi.enabled", "true")
        native = se.to_column("a + 1", schema)
        assert "raise_error" not in str(native)
        with pytest.raises(Exception, match=r"ARITHMETIC_OVERFLOW|overflow"):
            df.select(native).collect()
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)


@pytest.mark.spark
def test_integer_constants_in_range_need_no_guard_and_no_mode(spark: Any) -> None:
    """Integer arithmetic on literals whose exact result fits cannot
    overflow: Spark's own operator, the same text in both ANSI modes (so no
    check of the mode on Connect either). Out of range, the guard stays, and
    the overflow is an error in both modes."""
    fitting = {"100 * 5": 500, "abs(127)": 127, "-(5)": -5, "2::i8 * 10::i8": 20,
               "add(1, null::i32)": None, "127::i8 + 0::i8": 127,
               "subtract(-2147483647, 1)": -2147483648}  # fmt: skip
    overflowing = ["2147483647 + 1", "abs(-2147483648)", "100::i8 * 2::i8", "abs(-128::i8)"]
    schema = se.Schema.parse("a: i32?")
    for text in fitting:
        on, off = (se.to_spark_sql(text, schema, ansi=mode) for mode in (True, False))
        assert on == off and "raise_error" not in on and "try_" not in on, (text, on)
    for text in overflowing:
        assert "raise_error" in se.to_spark_sql(text, schema, ansi=False), text
    frame = spark.range(1)
    previous = spark.conf.get("spark.sql.ansi.enabled")
    try:
        for mode in ("true", "false"):
            spark.conf.set("spark.sql.ansi.enabled", mode)
            columns = [se.to_column(text, schema).alias(f"c{i}") for i, text in enumerate(fitting)]
            assert list(frame.select(*columns).collect()[0]) == list(fitting.values())
            for text in overflowing:
                with pytest.raises(Exception, match=r"overflow|OVERFLOW"):
                    frame.select(se.to_column(text, schema)).collect()
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)


# Guards over guarded values, and over values that cannot be null (the
# guard then names each operand once).
NESTED_GUARDS = ["(a + b) * b", "-(a + 1)", "abs(a - 1)", "(a - 1) / b", "cast(a + 1 AS i8)",
                 "cast(cast(s AS i64) AS i32)", "cast(s AS i64) + 1",
                 "cast(a AS i64) * 4294967296", "coalesce(a, 0) + 2147483647",
                 "coalesce(a, 0) * coalesce(b, 0)", "-coalesce(a, 0)",
                 "coalesce(a, 0) / coalesce(b, 1)", "cast(a AS string)", "cast(a AS fp32) * 2",
                 "floor(cast(a AS dec<12,2>) / 3) + cast(b AS dec<12,0>)",
                 "-(a - b) * -(b - a)"]  # fmt: skip

ANSI_ROWS = [(2147483647, -1, "x", float("nan")), (-2147483648, -1, "12", 1e300),
        (5, 0, None, None), (None, 0, "true", 2.5)]  # fmt: skip


@pytest.fixture(scope="module")
def ansi_frames(spark: Any, tmp_path_factory: Any) -> list[Any]:
    """One parquet file per row of ``ANSI_ROWS``: a job over a file runs in
    the JVM alone, where a DataFrame made from a Python list starts Python
    workers to unpickle its rows (about 0.2 s a job; these tests run
    hundreds)."""
    folder = tmp_path_factory.mktemp("ansi_rows")
    frames = []
    for index, row in enumerate(ANSI_ROWS):
        path = str(folder / f"row{index}.parquet")
        spark.createDataFrame([row], "a int, b int, s string, d double").write.parquet(path)
        frames.append(spark.read.parquet(path))
    return frames


@pytest.mark.spark
def test_guards_dropped_under_ansi_give_the_same_values_and_errors(
    spark: Any, ansi_frames: list[Any]
) -> None:
    """Where ANSI mode raises by itself (integer overflow, narrowing, casts),
    the lowering leaves the guard out; row by row, every value and every
    error must be what the guarded form gives with ANSI off."""
    schema = se.Schema.parse("a: i32?, b: i32?, s: string?, d: fp64?")
    expressions = ["a / b", "a % b", "abs(a)", "a * 2", "cast(s AS i32)", "cast(d AS i32)",
                   "cast(s AS boolean)", "cast(s AS date)", "substring(s, 2, 1)",
                   "substring(s, 1, -1)", "s IS DISTINCT FROM 'x'", *NESTED_GUARDS]  # fmt: skip
    frames = ansi_frames
    previous = spark.conf.get("spark.sql.ansi.enabled")

    def outcomes(ansi: str) -> list[Any]:
        spark.conf.set("spark.sql.ansi.enabled", ansi)
        return [_row_outcomes(frames, t, se.to_column(t, schema)) for t in expressions]

    try:
        assert outcomes("true") == outcomes("false")
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)


def _row_outcomes(frames: list[Any], text: str, column: Any) -> list[Any]:
    """``column``'s value on each one-row frame, or "error" where it raises."""
    found: list[Any] = []
    for frame in frames:
        try:
            found.append((text, frame.select(column).collect()[0][0]))
        except Exception:
            found.append((text, "error"))
    return found


@pytest.mark.spark
def test_guarded_text_means_the_same_under_ansi(spark: Any, ansi_frames: list[Any]) -> None:
    """The text lowered for a session without ANSI (every guard written out)
    gives, row by row, the same values and errors in a session with ANSI on.
    Spark Connect relies on it: the server parses the text when it analyses
    the DataFrame, whatever the setting was at lowering time."""
    schema = se.Schema.parse("a: i32?, b: i32?, s: string?, d: fp64?")
    expressions = ["a / b", "a % b", "abs(a)", "-a", "a * 2", "a + b", "a - 1",
                   "cast(s AS i32)", "cast(d AS i32)", "cast(s AS boolean)",
                   "cast(s AS date)", "cast(a AS i8)", "cast(a AS dec<5,0>) * 100000",
                   "cast(a AS dec<10,0>) / cast(b AS dec<10,0>)", "sum(a)",
                   *NESTED_GUARDS]  # fmt: skip
    frames = ansi_frames
    previous = spark.conf.get("spark.sql.ansi.enabled")

    def outcomes(ansi: bool) -> list[Any]:
        found = []
        for text in expressions:
            context = ir.Context.AGGREGATE if text.startswith("sum") else ir.Context.SCALAR
            column = se.to_column(text, schema, ansi=ansi, context=context)
            found.append(_row_outcomes(frames, text, column))
        return found

    try:
        spark.conf.set("spark.sql.ansi.enabled", "true")
        assert outcomes(False) == outcomes(True)
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)


@pytest.mark.spark
def test_what_text_cannot_say_falls_back_to_the_tree(spark: Any, monkeypatch: Any) -> None:
    from substrait_expr.backends.spark.columns import lowering, sql_text

    def refuse(expression: Any) -> str:
        raise sql_text.NoText("refused for the test")

    monkeypatch.setattr(lowering, "sql_of", refuse)
    schema = se.Schema.parse("a: i32")
    df = spark.createDataFrame([(4,)], "a int")
    assert df.select(se.to_column("a * 2", schema)).collect()[0][0] == 8


@pytest.mark.spark
def test_the_connect_ansi_check_tells_the_modes_apart(spark: Any) -> None:
    """`connect_ansi`'s check is NULL under ANSI mode, raises without it, and
    Spark's optimizer folds it away (the same plan as the bare value)."""
    from pyspark.sql import functions as F

    from substrait_expr.backends.spark.columns.connect_ansi import ANSI_STILL_ON

    previous = spark.conf.get("spark.sql.ansi.enabled")
    df = spark.range(3)
    try:
        spark.conf.set("spark.sql.ansi.enabled", "true")
        checked = df.select(F.expr(f"coalesce({ANSI_STILL_ON}, id + 1) AS v"))
        assert [r[0] for r in checked.collect()] == [1, 2, 3]
        bare = df.select(F.expr("id + 1 AS v"))
        plans = [
            re.sub(r"#\d+", "#", f._jdf.queryExecution().optimizedPlan().toString())
            for f in (checked, bare)
        ]
        assert plans[0] == plans[1]
        assert checked.schema == bare.schema  # nullability kept
        spark.conf.set("spark.sql.ansi.enabled", "false")
        checked = df.select(F.expr(f"coalesce({ANSI_STILL_ON}, id + 1)"))
        with pytest.raises(Exception, match="lower the expression again"):
            checked.collect()
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)


@pytest.mark.spark
def test_dollar_braces_stay_literal_though_spark_substitutes_them(spark: Any) -> None:
    """Spark replaces ``${name}`` in SQL text (``F.expr``, ``spark.sql``) by a
    setting or an empty string, inside string literals and backquoted names
    too: such literals are written as bytes, and such names go by the Column tree."""
    schema = se.Schema.parse('"${x}": string?, n: i32?')
    df = spark.createDataFrame([("a${hello}b", 1), (None, None)], "`${x}` string, n int")
    cases = {
        "'${hello}'": ["${hello}"] * 2,
        "'${spark.app.name}' || '$' || '{x}'": ["${spark.app.name}${x}"] * 2,
        "'\\\\${env:HOME}'": ["\\\\${env:HOME}"] * 2,  # no escapes in the language
        'upper("${x}")': ["A${HELLO}B", None],
        "\"${x}\" || '${n}'": ["a${hello}b${n}", None],
        "n + 1": [2, None],
    }
    columns = [se.to_column(e, schema).alias(f"c{i}") for i, e in enumerate(cases)]
    got = df.select(*columns).collect()
    for i, (text, expected) in enumerate(cases.items()):
        assert [row[i] for row in got] == expected, text
    assert se.to_spark_sql("'${hello}'", schema) == "CAST(X'247B68656C6C6F7D' AS STRING)"
    with pytest.raises(se.CompileError, match=r"Spark would substitute"):
        se.to_spark_sql('"${x}"', schema)


@pytest.mark.spark
@pytest.mark.parametrize("escaped", ["false", "true"])
def test_strings_read_alike_with_or_without_escaped_string_literals(
    spark: Any, escaped: str
) -> None:
    """``spark.sql.parser.escapedStringLiterals``, a legacy setting, turns
    Spark's backslash escapes off: strings are written so that both readings
    give the same value, in expressions and in LIKE patterns."""
    from substrait_expr.ast.printer import quote_string

    values = ["plain", "it's", "back\\slash", "${spark.app.name}", "tab\tnew\nline"]
    values += ["é😀", "", "\\'"]
    schema = se.Schema.parse("s: string")
    df = spark.createDataFrame([("a\\b%",)], "s string")
    texts = [quote_string(v) for v in values] + ["s LIKE 'a\\%'", "s LIKE 'a\\\\b%'"]
    previous = spark.conf.get("spark.sql.parser.escapedStringLiterals")
    spark.conf.set("spark.sql.parser.escapedStringLiterals", escaped)
    try:
        columns = [se.to_column(text, schema).alias(f"c{i}") for i, text in enumerate(texts)]
        (row,) = df.select(*columns).collect()
    finally:
        spark.conf.set("spark.sql.parser.escapedStringLiterals", previous)
    # LIKE's own escape character is the backslash: `a\%` is `a%` alone,
    # `a\\b%` matches `a\b` and what follows.
    assert list(row) == [*values, False, True]


def test_sql_text_literals_and_precedence() -> None:
    import datetime as dt
    from decimal import Decimal

    from pyspark.sql import types as st
    from pyspark.sql.connect import functions as CF

    from substrait_expr.backends.spark.columns.sql_text import sql_of

    def sql(column: Any) -> str:
        return sql_of(column._expr)

    a, b = CF.col("a"), CF.col("b")
    assert sql((a + b) * CF.lit(2)) == "(a + b) * 2"
    assert sql(a - (b - CF.lit(1))) == "a - (b - 1)"
    assert sql(a - CF.lit(-5)) == "a - -5"
    negated = -a
    assert sql(-negated) == "-(-a)"
    assert sql(~((a > b) & (b < CF.lit(1)))) == "NOT (a > b AND b < 1)"
    assert sql((a == b) == CF.lit(True)) == "(a = b) = TRUE"
    assert sql(CF.lit(Decimal("0.05"))) == "0.05BD"
    assert sql(CF.lit(1.5)) == "1.5D"
    assert sql(CF.lit(float("nan"))) == "CAST('NaN' AS DOUBLE)"
    assert sql(CF.lit(2**40)) == "1099511627776L"
    assert sql(CF.lit("it's \\ ok\n")) == "CAST(X'69742773205C206F6B0A' AS STRING)"
    assert sql(CF.lit("plain é")) == "'plain é'"
    assert sql(CF.lit(dt.date(2024, 2, 29))) == "DATE '2024-02-29'"
    assert sql(CF.lit(b"\x00\xff")) == "X'00ff'"
    assert sql(a.isNull() | b.isin(1, 2)) == "a IS NULL OR b IN (1, 2)"
    assert sql(CF.when(CF.lit(True) & (a > 1), b)) == "CASE WHEN a > 1 THEN b END"
    assert sql(CF.when(CF.lit(True), b).otherwise(a)) == "b"
    # Casts whose type the text already has are left out; those it needs stay.
    assert sql(CF.lit(100).cast("tinyint") - CF.lit(-128).cast("tinyint")) == "100Y - -128Y"
    assert sql(CF.lit(300).cast("tinyint")) == "CAST(300 AS tinyint)"
    assert sql(CF.lit(3).cast("bigint").cast("bigint")) == "3L"
    assert sql(a.cast("int").cast("int")) == "CAST(a AS int)"
    assert sql(a.try_cast("int").cast("int")) == "TRY_CAST(a AS int)"
    dec = st.DecimalType(15, 2)
    assert sql(a < CF.lit(Decimal("24.00")).cast(dec)) == "a < 24.00BD"
    # A literal with more digits than the type keeps its cast (it would round).
    assert sql(a < CF.lit(Decimal("0.125")).cast(dec)) == "a < CAST(0.125BD AS decimal(15,2))"
    assert sql(a + CF.lit(Decimal("1.5")).cast(dec)) == "a + CAST(1.5BD AS decimal(15,2))"


def test_spark_sql_is_lean() -> None:
    """What the printed SQL leaves to Spark (its values: the conformance
    suite and the ANSI on/off comparison above)."""
    schema = se.Schema.parse("s: string?, t: varchar?<5>, n: i32?, m: i64?, d: dec?<15,2>")
    for text, ansi, expected in [
        ("upper(lower(s))", None, "upper(lower(`s`))"),
        ("t || t", None, "concat(`t`, `t`)"),
        ("substring(s, 2, 3)", None, "substring(`s`, 2, 3)"),
        ("char_length(s)", None, "CAST(char_length(`s`) AS bigint)"),
        ("n / 3", False, "CAST(div(`n`, 3) AS int)"),
        ("m / m", False, "CASE WHEN `m` = 0 AND `m` IS NOT NULL THEN raise_error("),
        # Under ANSI Spark's own `div`, `/` and `%` raise for a zero divisor
        # (after a null dividend gives null), as for MIN / -1.
        ("m / m", True, "div(`m`, `m`)"),
        ("d % (d + 1)", True, "CAST(`d` % (`d` + 1BD) AS decimal(15,2))"),
        # Decimal arithmetic is cast only where Spark's type is not Substrait's.
        ("d + d * 2", True, "`d` + `d` * 2BD"),
        ("d / (d + 1)", True, "CAST(`d` / (`d` + 1BD) AS decimal(38,9))"),
        ("-d", True, "-`d`"),
        ("abs(d)", True, "abs(`d`)"),
        ("abs(n + 1)", True, "abs(`n` + 1)"),
        ("n BETWEEN 1 AND n + 1", True, "`n` BETWEEN 1 AND `n` + 1"),
        ("d BETWEEN 0.5 AND 2", True, "`d` BETWEEN 0.50BD AND 2.00BD"),
        ("d IN (1, 2.5)", True, "`d` IN (1.00BD, 2.50BD)"),
        ("coalesce(d, d)", True, "coalesce(`d`, `d`)"),
        ("if n > 0 then d else d", True, "CASE WHEN `n` > 0 THEN `d` ELSE `d` END"),
        ("CASE WHEN n > 0 THEN s END", True, "CASE WHEN `n` > 0 THEN `s` END"),
        ("s LIKE 'a%' AND NOT t LIKE t", True, "`s` LIKE 'a%' AND NOT `t` LIKE `t`"),
        ("abs(n)", True, "abs(`n`)"),
        ("-n", True, "-`n`"),
        ("n % 7", False, "`n` % 7"),
        ("d <= 0.05", None, "`d` <= 0.05BD"),
        # A decimal result type that was not cut at 38 digits holds every exact
        # result: no overflow check, in either ANSI mode.
        ("d + d * 2", False, "`d` + `d` * 2BD"),
        ("add(d, d) [overflow:SATURATE]", False, "`d` + `d`"),
        ("d / 2", False, "CAST(`d` / 2BD AS decimal(20,6))"),
    ]:
        printed = se.to_spark_sql(text, schema, ansi=ansi if ansi is not None else True)
        assert printed.startswith(expected) if expected.endswith("(") else printed == expected


def test_decimals_cut_at_38_digits_keep_their_overflow_check() -> None:
    schema = se.Schema.parse("w: dec<38,2>, d: dec<15,2>")
    for call in ("add({}, d)", "subtract({}, d)", "multiply({}, d)", "divide({}, 3)"):
        for options in ("", " [overflow:SATURATE]"):
            text = call + options
            assert "try_" in se.to_spark_sql(text.format("w"), schema, ansi=False), text
            assert "try_" not in se.to_spark_sql(text.format("d"), schema, ansi=False), text


@pytest.mark.spark
def test_uncut_decimal_results_are_exact_at_their_extremes(spark: Any) -> None:
    """The largest values of dec<15,2> added, subtracted and multiplied with
    ANSI off: every result exact, no null (which would be an overflow)."""
    schema = se.Schema.parse("d: dec<15,2>, e: dec<15,2>")
    big = Decimal("9999999999999.99")
    df = spark.createDataFrame([(big, -big), (big, big)], "d decimal(15,2), e decimal(15,2)")
    texts = ["d + e", "d - e", "d * e", "d + e - d * e", "d / 0.01"]
    columns = [se.to_column(text, schema, ansi=False) for text in texts]
    rows = df.select(*columns).collect()
    with localcontext() as exact:
        exact.prec = 100  # Python's 28 digits would round d * e
        for (d, e), row in zip([(big, -big), (big, big)], rows, strict=True):
            assert list(row) == [d + e, d - e, d * e, d + e - d * e, d * 100]


@pytest.mark.spark
def test_a_null_dividend_over_zero_is_null(spark: Any) -> None:
    """Division and modulus mirror nulls (the YAML's default nullability): a
    null input gives null before the zero divisor can raise."""
    schema = se.Schema.parse("a: i32?, b: i32?, x: fp64?, y: fp64?, d: dec?<9,2>, e: dec?<9,2>")
    df = spark.createDataFrame(
        [(None, 0, None, 0.0, None, Decimal(0))],
        "a int, b int, x double, y double, d decimal(9,2), e decimal(9,2)",
    )
    texts = ["a / b", "a % b", "divide(x, y) [on_division_by_zero:ERROR]", "d / e", "d % e"]
    for ansi in (False, True):
        columns = [se.to_column(text, schema, ansi=ansi) for text in texts]
        assert list(df.select(*columns).collect()[0]) == [None] * len(texts)


def test_overflow_guards_need_no_lambda() -> None:
    """Without ANSI, integer overflow and cast failures are tested on the
    operands (``try_add`` is null on overflow in either mode), not on a
    widened result bound in ``transform``: Spark analyses a lambda in several
    times the time. Operands that cannot be null are named once."""
    schema = se.Schema.parse("a: i32, b: i32?, c: i64, s: string?")
    for text, expected in [
        ("a + a", "coalesce(try_add(`a`, `a`), raise_error('add: result overflows i32'))"),
        (
            "a * b",
            "coalesce(try_multiply(`a`, `b`), CASE WHEN `b` IS NOT NULL "
            "THEN raise_error('multiply: result overflows i32') END)",
        ),
        ("-a", "coalesce(try_subtract(0, `a`), raise_error('negate: result overflows i32'))"),
        ("abs(a)", "coalesce(TRY_CAST(abs(CAST(`a` AS bigint)) AS int), "
         "raise_error('abs: result overflows i32'))"),
        ("cast(c AS i32)",
         "coalesce(TRY_CAST(`c` AS int), raise_error('cast: value cannot be represented as i32'))"),
        ("cast(a AS i64)", "CAST(`a` AS bigint)"),  # every value fits
    ]:  # fmt: skip
        assert se.to_spark_sql(text, schema, ansi=False) == expected
    for text in ["(a + b) * (b - 1)", "cast(s AS i64) * c", "-(a * a) / b", "abs(a + 1)",
                 "cast(cast(s AS i64) AS i32) + 1"]:  # fmt: skip
        assert "transform(" not in se.to_spark_sql(text, schema, ansi=False), text


def test_nested_overflow_guards_grow_linearly() -> None:
    """Each guard names its value once: 500 nested abs with ANSI off print in
    a few dozen characters each, not 3^500."""
    import substrait_expr as se

    def text(depth: int) -> str:
        nested = "abs(" * depth + "a" + ")" * depth
        return se.to_spark_sql(nested, se.Schema.parse("a: i64"), ansi=False)

    assert len(text(40)) < 2.2 * len(text(20))  # linear, not exponential
    assert len(text(500)) < 600 * 500


@pytest.mark.parametrize(
    ("schema", "inner", "outer"),
    [
        ("f: fp32", "floor({})", "f"),  # named its argument six times
        ("a: i32", "{}::i16::i32", "a"),  # a cast named its operand three times
        ("g: dec?<10,0>", "bitwise_or({}, g)", "g"),  # decimal limbs name both many times
        ("a: i32", "CASE {} WHEN 1 THEN 2 WHEN 3 THEN 4 ELSE 5 END", "a"),  # the match per clause
        ("xs: list<i32>", "xs[{}]", "0"),  # the index three times
        ("xs: list<i32>", "{}[1:]", "xs"),  # the list for its size
    ],
)
def test_nested_calls_grow_linearly(schema: str, inner: str, outer: str) -> None:
    """A value a builder names several times is bound once where it is more
    than a field or a literal: nesting adds a constant, not a factor."""

    def text(depth: int) -> str:
        nested = outer
        for _ in range(depth):
            nested = inner.format(nested)
        return se.to_spark_sql(nested, se.Schema.parse(schema), ansi=False)

    assert len(text(12)) < 2.2 * len(text(6))


@pytest.mark.spark
def test_bound_arguments_give_the_same_values(spark: Any) -> None:
    """Binding a value once (a lambda over a one-element array) changes the
    text, never the value: nested calls against Spark's own expressions."""
    df = spark.createDataFrame([(2.5, -3, [4, 5, 6])], "f float, a int, xs array<int>")
    schema = se.Schema.parse("f: fp32, a: i32, xs: list<i32>")
    cases = {
        "floor(floor(f * 2::fp32))": 5.0,
        "(a * 2)::i16::i32": -6,
        "CASE a + 4 WHEN 1 THEN 'one' ELSE 'other' END": "one",
        "xs[a + 4]": 5,
        "xs[a + 4:][1:]": [6],
        "nullif(a + 1, -2)": None,
    }
    row = df.select(*[se.to_column(t, schema).alias(f"c{i}") for i, t in enumerate(cases)]).first()
    assert list(row) == list(cases.values())


@pytest.mark.spark
def test_sessions_bound_the_sql_parsers_cache(spark: Any) -> None:
    """Each expression is a new SQL text for Spark's parser, whose ANTLR
    cache otherwise grows for the life of the session (a test run filled a
    1 GB heap with it). Sessions made by local_session flush it."""
    assert spark.conf.get("spark.sql.parser.manageParserCaches") == "true"
    assert spark.conf.get("spark.sql.parser.parserDfaCacheFlushRatio") == "10"
    schema = se.Schema.parse("n: i64")
    df = spark.createDataFrame([(7,)], "n long")
    column = se.to_column("n + " + " + ".join(str(i) for i in range(50)), schema)
    assert df.select(column).collect()[0][0] == 7 + sum(range(50))


def test_literals_made_directly_print_as_literal_column_does() -> None:
    """Text lowering makes common scalar literals as Connect's literal node of
    their own Spark type; each must print as the general path's tree does."""
    import datetime as dt

    from substrait_expr.backends.spark.columns.api import text_lowering
    from substrait_expr.backends.spark.columns.literals import literal_column, text_literal
    from substrait_expr.backends.spark.columns.sql_text import sql_of
    from substrait_expr.typecheck import types as t

    cases: list[tuple[object, t.Type]] = [
        (True, t.Boolean()),
        (False, t.Boolean(nullable=True)),
        (-128, t.I8()),
        (127, t.I8()),
        (-(2**15), t.I16()),
        (0, t.I32()),
        (-(2**31), t.I32()),
        (2**31 - 1, t.I32(nullable=True)),
        (-(2**63), t.I64()),
        (5, t.I64()),
        (2.5, t.FP64()),
        (-0.0, t.FP64()),
        (float("nan"), t.FP64()),
        (float("-inf"), t.FP64()),
        (1e300, t.FP64()),
        ("it's \\ a\n", t.String()),
        ("", t.String()),
        (dt.date(2024, 2, 29), t.Date()),
    ]
    with text_lowering():
        for value, substrait in cases:
            direct = text_literal(value, substrait)
            assert direct is not None, (value, substrait)
            general = literal_column(value, substrait)
            assert sql_of(direct._expr) == sql_of(general._expr), (value, substrait)
        # Others take the general path: a cast is printed or the value needs it.
        assert text_literal(1.5, t.FP32()) is None
        assert text_literal(Decimal("1.50"), t.Decimal(10, 2)) is None
        assert text_literal(2**7, t.I8()) is None  # out of range: the typed path says why
        assert text_literal(True, t.I32()) is None  # a bool is no i32 value
        assert text_literal(None, t.I32()) is None
        assert text_literal(dt.datetime(2024, 1, 1), t.Date()) is None


@pytest.mark.spark
def test_float_comparisons_with_a_number_literal_follow_ieee(spark: Any) -> None:
    """Where one operand is a number literal, only NaN on the greater side of
    an ordering needs a test (Spark ranks NaN above every number): every
    comparison must still give IEEE 754's answer, null for null."""
    import operator

    schema = se.Schema.parse("x: fp64?")
    values = [math.nan, math.inf, -math.inf, 1.5, 0.0, -2.0, 1e308, None]
    df = spark.createDataFrame([(v,) for v in values], "x double")
    cases = {
        "x > 1.5": lambda x: operator.gt(x, 1.5),
        "x >= 1.5": lambda x: operator.ge(x, 1.5),
        "x < 1.5": lambda x: operator.lt(x, 1.5),
        "x <= 1.5": lambda x: operator.le(x, 1.5),
        "1.5 < x": lambda x: operator.lt(1.5, x),
        "1.5 >= x": lambda x: operator.ge(1.5, x),
        "x = 1.5": lambda x: operator.eq(x, 1.5),
        "x <> 1.5": lambda x: operator.ne(x, 1.5),
        "x BETWEEN -1 AND 1e308": lambda x: -1 <= x <= 1e308,
        "x NOT BETWEEN 0 AND 2": lambda x: not 0 <= x <= 2,
    }
    assert "isnan" not in se.to_spark_sql("x < 1.5", schema, ansi=True)
    assert "isnan" not in se.to_spark_sql("x BETWEEN -1 AND 1e308", schema, ansi=True)
    # A cast of an integer is never NaN: only the other operand is tested.
    cast = se.to_spark_sql("cast(cast(x AS i32) AS fp64) < x", schema, ansi=True)
    assert cast.count("isnan") == 1
    columns = [se.to_column(text, schema, ansi=True) for text in cases]
    rows = df.select(*columns).collect()
    for value, row in zip(values, rows, strict=True):
        for (text, expected), got in zip(cases.items(), row, strict=True):
            want = None if value is None else expected(value)
            assert got == want, (text, value, got)


def test_text_lowering_calls_connect_functions_without_the_call_site_wrapper() -> None:
    """Spark Connect's functions record their Python call site per call; a
    tree that is only printed is built without that wrapper, and the same."""
    from substrait_expr.backends.spark.columns import api

    unwrapped = api.F._function("col", 1)
    assert unwrapped.__module__ == "pyspark.sql.connect.functions.builtin"
    assert unwrapped.__code__ is not api._ORIGIN_WRAPPER
    import pyspark.sql.connect.functions as connect_functions

    assert connect_functions.col.__code__ is api._ORIGIN_WRAPPER  # what is skipped
    assert api.F._function("col", 0).__module__ == "pyspark.sql.functions.builtin"
    schema = se.Schema.parse("a: i32?")
    assert se.to_spark_sql("abs(a) + 1", schema, ansi=True) == "abs(`a`) + 1"


def _every_subexpression(node: object, depth: int = 1) -> tuple[int, int]:
    """(depth, nodes) by a walk of every field: the reference for ``shape``."""
    deepest, nodes = depth, 1
    stack: list[object] = [getattr(node, name) for name in node.__dataclass_fields__]  # type: ignore[attr-defined]
    while stack:
        value = stack.pop()
        if isinstance(value, tuple | list):
            stack.extend(value)
        elif isinstance(value, ir.TypedExpr):
            below, count = _every_subexpression(value, depth + 1)
            deepest, nodes = max(deepest, below), nodes + count
    return deepest, nodes


def _plan_expressions(values: list[object]) -> list[ir.TypedExpr]:
    """The expressions held by bound relations (and their inputs)."""
    found: list[ir.TypedExpr] = []
    while values:
        value = values.pop()
        if isinstance(value, ir.TypedExpr):
            found.append(value)
        elif isinstance(value, tuple | list):
            values.extend(value)
        elif hasattr(value, "__dataclass_fields__") and not isinstance(value, str):
            values.extend(getattr(value, name) for name in value.__dataclass_fields__)
    return found


def test_the_shape_walk_finds_every_subexpression() -> None:
    """``lowering.shape`` reads only the fields typed as expressions; over
    the bench corpus and the TPC-H plans it counts what a walk of every
    field counts."""
    from bench.bench_columns import corpus_schema
    from substrait_expr.backends.spark.columns.lowering import _measure
    from substrait_expr.plan import load_plan

    schema = se.Schema.parse(corpus_schema())
    typed: list[ir.TypedExpr] = []
    for text, _ in generate(600):
        try:
            typed.append(se.check(text, schema))
        except se.CompileError:
            continue
    for number in range(1, 23):
        plan = load_plan(SRC.parents[1] / "examples" / "tpch" / f"q{number:02d}.json")
        typed += _plan_expressions([root.input for root in plan.roots])
    assert len(typed) > 300
    for node in typed:
        measured = _measure(node)
        assert (measured.depth, measured.nodes) == _every_subexpression(node), node


@pytest.mark.parametrize("session_ansi", [True, False])
def test_the_session_is_asked_only_where_the_text_depends_on_its_ansi_mode(
    monkeypatch: Any, session_ansi: bool
) -> None:
    """Reading ``spark.sql.ansi.enabled`` is a JVM round trip on a classic
    session: lowering asks only for text that differs between the modes,
    and then writes the text of the mode it was told."""
    from substrait_expr.backends.spark.columns import api

    asked: list[bool] = []

    def told(spark: Any = None) -> bool:
        asked.append(session_ansi)
        return session_ansi

    monkeypatch.setattr(api, "lowering_ansi", told)
    schema = se.Schema.parse(SCHEMA)
    texts = [*EXPRESSIONS, "2::dec<15,2> / abs(d)", "floor(d % (1 - d))", "abs(a) * 2"]
    differ = 0
    for text in texts:
        try:
            typed = se.check(text, schema)
        except se.CompileError:
            continue  # two of EXPRESSIONS mix types on purpose
        on, off = (_unnumbered(se.to_spark_sql(typed, schema, ansi=a)) for a in (True, False))
        differ += on != off
        asked.clear()
        assert _unnumbered(se.to_spark_sql(typed, schema)) == (on if session_ansi else off), text
        assert len(asked) == (0 if on == off else 1), text
    assert 0 < differ < len(texts) - 5  # both kinds are met


def _unnumbered(sql: str) -> str:
    """``sql`` with lambda variables unnumbered (a first lowering numbers
    them after the probes of `sharing`)."""
    import re

    return re.sub(r"`x_\d+`", "`x`", sql)


def test_a_short_pure_argument_is_written_again_instead_of_bound() -> None:
    """A guard names the divisor twice. ``abs(d)`` is short and pure: Spark
    analyses it twice faster than a lambda that binds it once. A call the
    YAML declares non-deterministic must be computed once: bound."""
    import dataclasses

    schema = se.Schema.parse(SCHEMA)
    typed = se.check("2::dec<15,2> / abs(d)", schema)
    assert isinstance(typed, ir.ScalarCall)
    divisor = typed.args[1]
    assert isinstance(divisor, ir.ScalarCall)
    written = se.to_spark_sql(typed, schema, ansi=False)
    assert "transform(" not in written
    assert written.count("abs(`d`)") == 2

    unstable = dataclasses.replace(divisor.impl, deterministic=False)
    changed = dataclasses.replace(
        typed, args=(typed.args[0], dataclasses.replace(divisor, impl=unstable))
    )
    bound = se.to_spark_sql(changed, schema, ansi=False)
    assert "transform(array(abs(`d`))" in bound
    assert bound.count("abs(`d`)") == 1


def test_a_long_argument_stays_bound() -> None:
    from substrait_expr.backends.spark.columns.sharing import REPEATED_SQL

    schema = se.Schema.parse(SCHEMA)
    divisor = " + ".join(["a"] * 12)  # its guarded SQL is far past REPEATED_SQL
    written = se.to_spark_sql(se.check(f"a / ({divisor})", schema), schema, ansi=False)
    assert "transform(array(" in written
    assert written.count("try_add(") == 11  # the divisor written once
    assert len(divisor) < REPEATED_SQL


def test_deciding_whether_to_bind_stays_linear_in_depth(monkeypatch: Any) -> None:
    """Each level of nested divisions by computed divisors asks whether its
    divisor is short; only small subtrees are printed to find out (printing
    every level's whole divisor made 1,000 levels take 25 s)."""
    from substrait_expr.backends.spark.columns import sharing

    printed: list[int] = []
    real = sharing.sql_of

    def counted(expression: Any) -> str:
        text = real(expression)
        printed.append(len(text))
        return text

    monkeypatch.setattr(sharing, "sql_of", counted)
    schema = se.Schema.parse("d: dec?<15,2>")
    text = "d"
    for _ in range(300):
        text = f"(1.5 / ({text}))"
    typed = se.check(se.parse(text, max_depth=2_000), schema)
    lowered = se.to_spark_sql(typed, schema, ansi=False)
    assert lowered.count("raise_error('divide: division by zero')") == 300
    assert sum(printed) < 300 * 2 * sharing.REPEATED_SQL + len(lowered)


@pytest.mark.spark
def test_deep_parts_are_bound_only_where_always_evaluated(spark: Any) -> None:
    """Text too deep for a default session's parser is cut into parts bound
    in lambdas (`columns/nesting.py`). A part in a CASE branch is bound
    inside the branch: lifted out, the 1,000-term sum would overflow (ANSI
    mode raises) for the row whose branch is not taken."""
    schema = se.Schema.parse("a: i32")
    chain = " + ".join(["a"] * 1000)
    guarded = f"if a < 1000 then {chain} else 0"
    text = se.to_spark_sql(guarded, schema, ansi=True)
    assert text.startswith("CASE WHEN `a` < 1000 THEN transform(transform(")
    df = spark.createDataFrame([(2,), (2147483647,)], "a int")
    previous = spark.conf.get("spark.sql.ansi.enabled")
    try:
        spark.conf.set("spark.sql.ansi.enabled", "true")
        column = se.to_column(guarded, schema)
        assert [r[0] for r in df.select(column).collect()] == [2000, 0]
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)
