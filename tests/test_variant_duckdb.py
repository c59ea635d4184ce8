"""``variant`` against a second, independent engine (issue 30, item 4): the
JSON documents of tests/test_variant.py, and a few more, extracted and cast
both ways through the project's expressions on Spark 4 and through DuckDB's
own ``VARIANT`` (``j::JSON::VARIANT``, ``variant_extract``, ``TRY_CAST``).
The two agree everywhere except the cells ``DIFFERENCES`` lists, each with its
reason (docs/variant.md); a difference not listed, or a listed one that went
away, fails the test.

Also here: the same variant expressions on Spark Connect, and casts of
structs and maps into a variant (Spark's ``to_variant_object``)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.typecheck.ir import Context
from substrait_expr.typecheck.schema import Schema
from tests.test_variant import DOCUMENTS as SHARED_DOCUMENTS

duckdb = pytest.importorskip("duckdb")

# The documents of tests/test_variant.py, then kinds it leaves out: duplicate
# keys, escaped keys, a number beyond u64, JSON null deep inside, -0.0.
EXTRA_DOCUMENTS: list[str | None] = [
    '{"a": 1, "a": 2}',
    '{"k\\"q": 1, "tab\\t": 2, "\\u00e9": "e-acute"}',
    '{"n": 18446744073709551615, "x": -0.0, "d": 12.500}',
    '{"n": 99999999999999999999999, "d": 1e2}',
    '{"a": {"b": [null, {"c": null}]}, "s": "9.7", "n": 9.7}',
]
DOCUMENTS: list[str | None] = [*SHARED_DOCUMENTS, *EXTRA_DOCUMENTS]


def _duck_path(path: str, value: str = "v") -> str:
    """A Spark JSON path (``$.a.b[0]``, ``$['k']``) as DuckDB's chained
    ``variant_extract``: field names as strings, indexes from 1."""
    rest = path.removeprefix("$")
    while rest:
        if rest.startswith("."):
            name = rest[1:].split(".")[0].split("[")[0]
            rest = rest[1 + len(name) :]
            value = f"variant_extract({value}, '{name}')"
        elif rest.startswith("['"):
            end = rest.index("']")
            name = rest[2:end]
            rest = rest[end + 2 :]
            value = f"variant_extract({value}, '{name}')"
        else:
            end = rest.index("]")
            value = f"variant_extract({value}, {int(rest[1:end]) + 1})"
            rest = rest[end + 1 :]
    return value


def _get(path: str, type_: str) -> tuple[str, str]:
    """``try_cast(variant_get(v, path) AS type)`` on both engines."""
    duck_type = {
        "i32": "INTEGER",
        "i64": "BIGINT",
        "fp64": "DOUBLE",
        "string": "VARCHAR",
        "boolean": "BOOLEAN",
        "date": "DATE",
        "list<i64>": "BIGINT[]",
        "map<string, string>": "MAP(VARCHAR, VARCHAR)",
    }.get(type_) or type_.replace("decimal<", "DECIMAL(").replace(">", ")")
    ours = f"try_cast(variant_get(v, '{path.replace(chr(39), chr(39) * 2)}') AS {type_})"
    return ours, f"TRY_CAST({_duck_path(path)} AS {duck_type})"


# label -> (the project's expression on Spark, DuckDB's SQL for the same).
# v is the document as a variant, s a struct and m a map of the same row.
CASES: dict[str, tuple[str, str]] = {
    "to_json": ("to_json(v)", "v::JSON"),
    "to_json $.a": ("to_json(variant_get(v, '$.a'))", f"{_duck_path('$.a')}::JSON"),
    "to_json $.a.b[2]": (
        "to_json(variant_get(v, '$.a.b[2]'))",
        f"{_duck_path('$.a.b[2]')}::JSON",
    ),
    "$.a.b[0] i32": _get("$.a.b[0]", "i32"),
    "$.n i64": _get("$.n", "i64"),
    "$.n decimal<38,0>": _get("$.n", "decimal<38,0>"),
    "$.d decimal<10,2>": _get("$.d", "decimal<10,2>"),
    "$.x fp64": _get("$.x", "fp64"),
    "$.n fp64": _get("$.n", "fp64"),
    "$.s string": _get("$.s", "string"),
    "$.n string": _get("$.n", "string"),
    "$.s date": _get("$.s", "date"),
    "$.s i32": _get("$.s", "i32"),
    "$.n i32": _get("$.n", "i32"),
    "$.ключ string": _get("$.ключ", "string"),
    "$['emoji 😀'] boolean": _get("$['emoji 😀']", "boolean"),
    "$['k\"q'] i32": _get("$['k\"q']", "i32"),
    "$[2] list<i64>": _get("$[2]", "list<i64>"),
    "$ map<string, string>": _get("$", "map<string, string>"),
    "is_variant_null": ("is_variant_null(v)", "variant_typeof(v) = 'VARIANT_NULL'"),
    "is_variant_null $.a": (
        "is_variant_null(variant_get(v, '$.a'))",
        f"variant_typeof({_duck_path('$.a')}) = 'VARIANT_NULL'",
    ),
    "kind": ("schema_of_variant(v)", "variant_typeof(v)"),
    "kind $.d": (
        "schema_of_variant(variant_get(v, '$.d'))",
        # DuckDB says VARIANT_NULL for a missing field too ("json-null"):
        # compared where the field holds a value.
        f"nullif(variant_typeof({_duck_path('$.d')}), 'VARIANT_NULL')",
    ),
    # Into a variant, and back out.
    "id to variant": ("to_json(cast(id AS variant))", "id::VARIANT::JSON"),
    "j to variant": ("to_json(cast(j AS variant))", "j::VARIANT::JSON"),
    "id to variant to string": (
        "try_cast(cast(id AS variant) AS string)",
        "TRY_CAST(id::VARIANT AS VARCHAR)",
    ),
    "struct to variant": ("to_json(cast(s AS variant))", "s::VARIANT::JSON"),
    "struct to variant $.l[1]": (
        "try_cast(variant_get(cast(s AS variant), '$.l[1]') AS i64)",
        "TRY_CAST(variant_extract(variant_extract(s::VARIANT, 'l'), 2) AS BIGINT)",
    ),
    "map to variant": ("to_json(cast(m AS variant))", "m::VARIANT::JSON"),
}


def _kind(value: Any) -> Any:
    """The top-level kind of a value's type, spelled alike on both engines:
    Spark's ``OBJECT<a: BIGINT>`` and DuckDB's ``OBJECT(a)`` are ``OBJECT``."""
    if value is None:
        return None
    word = str(value).split("<")[0].split("(")[0]
    return {"VARCHAR": "STRING", "INT64": "BIGINT", "UINT64": "BIGINT"}.get(word, word)


def _spark_values(spark: Any) -> dict[int, tuple[Any, ...]]:
    rows = [(i, doc) for i, doc in enumerate(DOCUMENTS)]
    frame = spark.createDataFrame(rows, "id bigint, j string")
    base = frame.selectExpr(
        "id",
        "j",
        "named_struct('id', id, 'j', j, 'l', array(id, id + 1)) AS s",
        "map('k', j) AS m",
    )
    schema = se.schema_from_spark(base.schema)
    parsed = base.select("*", se.to_column("try_parse_json(j)", schema).alias("v"))
    schema = se.schema_from_spark(parsed.schema)
    columns = [
        se.to_column(ours, schema).alias(f"c{i}") for i, (ours, _) in enumerate(CASES.values())
    ]
    out = parsed.select("id", *columns).collect()
    return {row[0]: tuple(row)[1:] for row in out}


def _duckdb_values() -> dict[int, tuple[Any, ...]]:
    con = duckdb.connect()
    con.execute("CREATE TABLE documents (id BIGINT, j VARCHAR)")
    con.executemany("INSERT INTO documents VALUES (?, ?)", list(enumerate(DOCUMENTS)))
    selected = ", ".join(f"{duck} AS c{i}" for i, (_, duck) in enumerate(CASES.values()))
    rows = con.sql(
        f"SELECT id, {selected} FROM (SELECT id, j, j::JSON::VARIANT AS v, "
        "{'id': id, 'j': j, 'l': [id, id + 1]} AS s, MAP {'k': j} AS m FROM documents)"
    ).fetchall()
    return {row[0]: tuple(row)[1:] for row in rows}


def _cells(spark: Any) -> dict[tuple[str, int], tuple[Any, Any]]:
    """Every (case, document) cell where the engines differ: (Spark, DuckDB)."""
    ours, theirs = _spark_values(spark), _duckdb_values()
    differ = {}
    for index, label in enumerate(CASES):
        for row in range(len(DOCUMENTS)):
            a, b = ours[row][index], theirs[row][index]
            if label == "kind":
                a, b = _kind(a), _kind(b)
            if a != b:
                differ[(label, row)] = (a, b)
    return differ


# Why the engines differ (docs/variant.md, "Differences", says more).
REASONS = {
    "duplicate-key": "Spark refuses an object with a duplicate key (parse_json fails "
    "with MALFORMED_RECORD_IN_PARSING, try_parse_json is null); DuckDB keeps the last value",
    "json-null": "DuckDB's JSON null is SQL NULL (v IS NULL, v::JSON is NULL) and "
    "variant_typeof says VARIANT_NULL for JSON null, SQL NULL and a missing field alike",
    "beyond-u64": "DuckDB reads a JSON integer beyond u64 as a DOUBLE (rounded); Spark keeps "
    "it as an exact decimal up to 38 digits",
    "fraction-to-int": "casting 9.7 to an integer: Spark truncates (9), DuckDB rounds (10)",
    "negative-zero": "Spark reads -0.0 as the decimal 0 (no sign); DuckDB as the double -0.0",
    "decimal-typing": "Spark reads a JSON number with a fraction and no exponent as a DECIMAL, "
    "DuckDB as a DOUBLE (values extracted by a cast agree)",
    "map-as-pairs": "DuckDB's MAP in a VARIANT is an array of {key, value} objects and it "
    "reads a MAP from such an array (an object gives NULL, [] an empty map); Spark's map is an "
    "object both ways",
}

OBJECTS = [doc for doc in DOCUMENTS if doc and doc.startswith("{") and '"a": 1, "a"' not in doc]
BEYOND_U64 = [
    doc for doc in DOCUMENTS if doc and ("1234567890123456789012" in doc or "9" * 23 in doc)
]
WITH_A = {'{"a": {"b": [10, 20, {"c": "deep"}]}, "n": 1, "s": "text"}'}

# (case, documents, reason); ALL: every document.
ALL = None
DIFFERENCES: list[tuple[str, list[str | None] | None, str]] = [
    ("to_json", ['{"a": 1, "a": 2}'], "duplicate-key"),
    ("to_json $.a", ['{"a": 1, "a": 2}'], "duplicate-key"),
    ("kind", ['{"a": 1, "a": 2}'], "duplicate-key"),
    ("to_json", ["null"], "json-null"),
    ("to_json $.a", ['{"a": null, "n": null}'], "json-null"),
    ("kind", ["null", None], "json-null"),
    ("is_variant_null", [None], "json-null"),
    (
        "is_variant_null $.a",
        [doc for doc in DOCUMENTS if doc is None or '"a":' not in doc],
        "json-null",
    ),
    ("to_json", BEYOND_U64, "beyond-u64"),
    ("$.n decimal<38,0>", BEYOND_U64, "beyond-u64"),
    ("$.n string", BEYOND_U64, "beyond-u64"),
    ("$.n i32", ['{"a": {"b": [null, {"c": null}]}, "s": "9.7", "n": 9.7}'], "fraction-to-int"),
    ("$.n i64", ['{"a": {"b": [null, {"c": null}]}, "s": "9.7", "n": 9.7}'], "fraction-to-int"),
    ("to_json", ['{"n": 18446744073709551615, "x": -0.0, "d": 12.500}'], "negative-zero"),
    (
        "kind $.d",
        [doc for doc in DOCUMENTS if doc and any(f'"d": {d},' in doc for d in ("1.25", "0.1"))]
        + ['{"n": 18446744073709551615, "x": -0.0, "d": 12.500}'],
        "decimal-typing",
    ),
    ("map to variant", ALL, "map-as-pairs"),
    ("$ map<string, string>", [*OBJECTS, "[]"], "map-as-pairs"),
]


def _expected() -> dict[tuple[str, int], str]:
    cells = {}
    for label, documents, reason in DIFFERENCES:
        assert label in CASES and reason in REASONS
        rows = (
            range(len(DOCUMENTS)) if documents is None else [DOCUMENTS.index(d) for d in documents]
        )
        for row in rows:
            cells.setdefault((label, row), reason)
    return cells


@pytest.mark.spark
def test_spark_and_duckdb_agree_except_the_documented_differences(spark: Any) -> None:
    found = _cells(spark)
    expected = _expected()
    unexplained = {
        (label, DOCUMENTS[row]): values
        for (label, row), values in found.items()
        if (label, row) not in expected
    }
    gone = {
        (label, DOCUMENTS[row]): why
        for (label, row), why in expected.items()
        if (label, row) not in found
    }
    for (label, doc), (a, b) in unexplained.items():
        print(f"{label!r:24} {doc!r:64} spark={a!r} duckdb={b!r}")
    assert unexplained == {}, "differences not in DIFFERENCES"
    assert gone == {}, "listed differences the engines no longer show"
    # Every case agrees somewhere, so no case compares nothing.
    for label in CASES:
        if label not in ("map to variant",):
            assert any((label, row) not in found for row in range(len(DOCUMENTS))), label


@pytest.mark.spark
def test_duplicate_keys_spark_refuses_them_unless_told_to_keep_the_last(spark: Any) -> None:
    frame = spark.createDataFrame([('{"a": 1, "a": 2}',)], "j string")
    schema = se.schema_from_spark(frame.schema)
    with pytest.raises(Exception, match="MALFORMED_RECORD"):
        frame.select(se.to_column("to_json(parse_json(j))", schema)).collect()
    assert frame.select(se.to_column("try_parse_json(j)", schema)).collect()[0][0] is None
    key = "spark.sql.variant.allowDuplicateKeys"
    spark.conf.set(key, "true")
    try:
        kept = frame.select(se.to_column("to_json(parse_json(j))", schema)).collect()[0][0]
    finally:
        spark.conf.unset(key)
    duck = duckdb.sql("""SELECT '{"a": 1, "a": 2}'::JSON::VARIANT::JSON""").fetchall()[0][0]
    assert kept == duck == '{"a":2}'  # the last value, as DuckDB keeps it


# ------------------------------------------------------------------ casts into variant

NESTED = Schema.parse(
    "id: i64, s: nstruct?<a: i32?, b: string?, l: list?<nstruct?<c: fp64?>>, "
    "m: map?<string, list?<i64?>>, d: date?>, m: map?<string, nstruct?<x: i64?>>, "
    "l: list?<map?<string, i32?>>, p: list?<i32?>"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cast(s AS variant)", "variant?"),
        ("cast(m AS variant)", "variant?"),
        ("cast(l AS variant)", "variant?"),
        ("cast(p AS variant)", "variant?"),
        ("cast(id AS variant)", "variant"),
        ("try_cast(s AS variant)", "variant?"),
    ],
)
def test_structs_and_maps_cast_into_a_variant(text: str, expected: str) -> None:
    assert str(se.check(text, NESTED).type) == expected


@pytest.mark.parametrize(
    ("text", "schema"),
    [
        ("cast(m AS variant)", "m: map<i32, string>"),
        ("cast(s AS variant)", "s: nstruct<a: interval_day<6>>"),
        ("cast(s AS variant)", "s: nstruct<a: u!u8>"),
        ("cast(l AS variant)", "l: list<map<i64, string>>"),
        ("cast(s AS variant)", "s: nstruct<a: precision_timestamp<9>>"),
    ],
)
def test_what_spark_cannot_convert_is_a_positioned_error(text: str, schema: str) -> None:
    with pytest.raises(se.CompileError) as caught:
        se.check(f"id + 1 > 0 AND {text} IS NULL", Schema.parse(f"id: i64, {schema}"))
    [problem] = caught.value.diagnostics
    assert (problem.code.value, problem.span.line, problem.span.column) == ("bad-cast", 1, 16)
    assert "to_variant_object" in problem.message


def test_a_struct_cast_is_spark_to_variant_object() -> None:
    sql = se.to_spark_sql("cast(s AS variant)", NESTED)
    assert sql == "to_variant_object(`s`)"
    assert se.to_spark_sql("cast(p AS variant)", NESTED) == "CAST(`p` AS variant)"


@pytest.mark.spark
def test_casts_into_variant_equal_spark_to_variant_object(spark: Any) -> None:
    frame = spark.sql(
        """
        SELECT * FROM VALUES
          (0, named_struct('a', 1, 'b', 'x', 'l', array(named_struct('c', 1.5D), NULL),
                           'm', map('k', array(1L, NULL)), 'd', DATE'2024-02-29'),
              map('z', named_struct('x', 1L), 'a', NULL), array(map('q', 1), NULL), array(1, NULL)),
          (1, named_struct('a', CAST(NULL AS INT), 'b', NULL,
                           'l', CAST(NULL AS ARRAY<STRUCT<c: DOUBLE>>), 'm', map(), 'd', NULL),
              map(), array(), array()),
          (2, NULL, NULL, NULL, NULL)
        AS t(id, s, m, l, p)
        """
    ).selectExpr(
        "CAST(id AS BIGINT) AS id",
        "CAST(s AS STRUCT<a: INT, b: STRING, l: ARRAY<STRUCT<c: DOUBLE>>, "
        "m: MAP<STRING, ARRAY<BIGINT>>, d: DATE>) AS s",
        "CAST(m AS MAP<STRING, STRUCT<x: BIGINT>>) AS m",
        "CAST(l AS ARRAY<MAP<STRING, INT>>) AS l",
        "CAST(p AS ARRAY<INT>) AS p",
    )
    schema = se.schema_from_spark(frame.schema)
    texts = ["cast(s AS variant)", "cast(m AS variant)", "cast(l AS variant)", "cast(p AS variant)"]
    ours = frame.select(
        "id",
        *(se.to_column(f"to_json({x})", schema) for x in texts),
        *(se.to_column(f"schema_of_variant({x})", schema) for x in texts),
        se.to_column("try_cast(variant_get(cast(s AS variant), '$.l[0].c') AS fp64)", schema),
    )
    theirs = frame.selectExpr(
        "id",
        *(f"to_json(to_variant_object({c}))" for c in "sml"),
        "to_json(CAST(p AS VARIANT))",
        *(f"schema_of_variant(to_variant_object({c}))" for c in "sml"),
        "schema_of_variant(CAST(p AS VARIANT))",
        "try_variant_get(to_variant_object(s), '$.l[0].c', 'double')",
    )
    got = sorted(tuple(row) for row in ours.collect())
    assert got == sorted(tuple(row) for row in theirs.collect())
    first = got[0]
    assert json.loads(first[1]) == {
        "a": 1,
        "b": "x",
        "d": "2024-02-29",
        "l": [{"c": 1.5}, None],
        "m": {"k": [1, None]},
    }
    assert first[2] == '{"a":null,"z":{"x":1}}'  # keys sorted, a null value a JSON null
    assert first[-1] == 1.5
    assert got[2][1:5] == (None, None, None, None)  # SQL null stays SQL null
    assert [f.nullable for f in ours.schema.fields[1:5]] == [True] * 4


# ------------------------------------------------------------------ Spark Connect

CONNECT_EXPRESSIONS = [
    "to_json(parse_json(j))",
    "try_cast(variant_get(parse_json(j), '$.n') AS i64)",
    "try_cast(variant_get(parse_json(j), '$.n') AS decimal<38,0>)",
    "cast(variant_get(parse_json(j), '$.a.b[0]') AS i32)",
    "try_cast(variant_get(parse_json(j), '$.s') AS date)",
    "is_variant_null(parse_json(j))",
    "schema_of_variant(try_parse_json(j))",
    "to_json(cast(named AS variant))",
]
CONNECT_FRAME = (
    "SELECT id, j, named_struct('id', id, 'tags', array(j)) AS named FROM VALUES {rows} AS t(id, j)"
)


def _connect_rows() -> str:
    return ", ".join(
        f"({i}L, {json.dumps(doc) if doc is not None else 'NULL'})"
        for i, doc in enumerate(SHARED_DOCUMENTS)
    )


def _variant_results(spark: Any) -> dict[str, Any]:
    """The expressions above and the aggregate on one session, as JSON text."""
    frame = spark.sql(CONNECT_FRAME.format(rows=_connect_rows()))
    schema = se.schema_from_spark(frame.schema)
    columns = [se.to_column(text, schema) for text in CONNECT_EXPRESSIONS]
    rows = [list(row) for row in frame.orderBy("id").select(*columns).collect()]
    measure = se.to_column(
        "schema_of_variant_agg(parse_json(j))", schema, context=Context.AGGREGATE
    )
    return json.loads(
        json.dumps({"rows": rows, "agg": frame.agg(measure).collect()[0][0]}, default=str)
    )


CONNECT_SCRIPT = textwrap.dedent(
    """
    import json, sys
    sys.path.insert(0, {root!r})
    from substrait_expr.backends.spark.session import is_connect, remote_session
    from tests.test_variant_duckdb import _variant_results

    spark = remote_session("local[2]")
    assert is_connect(spark)
    print(json.dumps(_variant_results(spark)))
    """
)


@pytest.mark.spark
def test_variant_expressions_on_spark_connect_equal_the_classic_session(spark: Any) -> None:
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[1])
    child = subprocess.run(
        [sys.executable, "-c", CONNECT_SCRIPT.format(root=root)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert child.returncode == 0, child.stderr[-3000:]
    connect = json.loads(child.stdout.strip().splitlines()[-1])
    classic = _variant_results(spark)
    assert connect == classic
    assert classic["rows"][0][:4] == [
        '{"a":{"b":[10,20,{"c":"deep"}]},"n":1,"s":"text"}',
        1,
        "1",
        10,
    ]
    assert classic["rows"][2][2] == "123456789012345678901234567890"
    assert classic["agg"] == "VARIANT"  # objects, arrays and scalars together
