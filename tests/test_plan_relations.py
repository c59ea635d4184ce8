"""Every relation, join type, set operation and sort direction, on small
inline data (virtual tables), empty inputs and null keys included.

Expected rows are worked out by hand from the Substrait spec's definitions
(``site/docs/relations/logical_relations.md``), not taken from a run.
"""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from substrait_expr.plan import PlanError, load_plan

pytestmark = pytest.mark.spark


def values(schema: str, *rows: list[str]) -> dict[str, Any]:
    """A virtual-table read."""
    return {"read": {"baseSchema": schema, "virtualTable": {"expressions": list(rows)}}}


LEFT = values("k: i32?, a: string", ["1", "'x'"], ["2", "'y'"], ["null", "'z'"], ["3", "'w'"])
RIGHT = values("k2: i32?, b: string", ["1", "'p'"], ["1", "'q'"], ["null", "'r'"], ["4", "'s'"])
EMPTY = values("k2: i32?, b: string")


def plan(rel: dict[str, Any], names: list[str] | None = None) -> dict[str, Any]:
    root: dict[str, Any] = {"input": rel}
    if names is not None:
        root["names"] = names
    return {"relations": [{"root": root}]}


def rows(spark: Any, rel: dict[str, Any], **kwargs: Any) -> list[tuple[Any, ...]]:
    """The plan's rows; its decompiled text form, and the plan lowered through
    the DataFrame API instead of one statement, must give the same ones."""
    loaded = load_plan(plan(rel))
    ran = loaded.run(spark, **kwargs)
    result = [tuple(row) for row in ran.frames[-1].collect()]
    if ran.lowering == "statement":
        frame = loaded.to_dataframe(spark, **kwargs, lowering="dataframe")
        assert bag([tuple(row) for row in frame.collect()]) == bag(result)
    text_plan = loaded.to_text_plan(spark, kwargs.get("tables"))
    again = [tuple(row) for row in load_plan(text_plan).to_dataframe(spark, **kwargs).collect()]
    assert bag(again) == bag(result), text_plan
    return result


def bag(items: list[tuple[Any, ...]]) -> Counter[tuple[Any, ...]]:
    return Counter(items)


# ---------------------------------------------------------------- joins


@pytest.mark.parametrize(
    ("join_type", "expected"),
    [
        ("JOIN_TYPE_INNER", [(1, "x", 1, "p"), (1, "x", 1, "q")]),
        (
            "JOIN_TYPE_LEFT",
            [(1, "x", 1, "p"), (1, "x", 1, "q"), (2, "y", None, None), (None, "z", None, None),
             (3, "w", None, None)],
        ),
        (
            "JOIN_TYPE_RIGHT",
            [(1, "x", 1, "p"), (1, "x", 1, "q"), (None, None, None, "r"), (None, None, 4, "s")],
        ),
        (
            "JOIN_TYPE_OUTER",
            [(1, "x", 1, "p"), (1, "x", 1, "q"), (2, "y", None, None), (None, "z", None, None),
             (3, "w", None, None), (None, None, None, "r"), (None, None, 4, "s")],
        ),
        ("JOIN_TYPE_LEFT_SEMI", [(1, "x")]),
        ("JOIN_TYPE_LEFT_ANTI", [(2, "y"), (None, "z"), (3, "w")]),
        ("JOIN_TYPE_RIGHT_SEMI", [(1, "p"), (1, "q")]),
        ("JOIN_TYPE_RIGHT_ANTI", [(None, "r"), (4, "s")]),
    ],
)  # fmt: skip
def test_join_types_with_null_keys(spark: Any, join_type: str, expected: list[Any]) -> None:
    rel = {"join": {"left": LEFT, "right": RIGHT, "expression": "k = k2", "type": join_type}}
    assert bag(rows(spark, rel)) == bag(expected)


def test_single_join_gives_the_one_match_or_nulls(spark: Any) -> None:
    right = values("k2: i32?, b: string", ["1", "'p'"], ["3", "'q'"])
    rel = {"join": {"left": LEFT, "right": right, "expression": "k = k2",
                    "type": "JOIN_TYPE_LEFT_SINGLE"}}  # fmt: skip
    assert bag(rows(spark, rel)) == bag(
        [(1, "x", 1, "p"), (2, "y", None, None), (None, "z", None, None), (3, "w", 3, "q")]
    )


def test_single_join_raises_on_a_second_match(spark: Any) -> None:
    rel = {"join": {"left": LEFT, "right": RIGHT, "expression": "k = k2",
                    "type": "JOIN_TYPE_LEFT_SINGLE"}}  # fmt: skip
    with pytest.raises(Exception, match="more than one row"):
        rows(spark, rel)


def test_right_single_join_swaps_the_sides(spark: Any) -> None:
    left = values("k: i32?, a: string", ["1", "'x'"], ["1", "'y'"])
    right = values("k2: i32?, b: string", ["1", "'p'"], ["2", "'q'"])
    rel = {"join": {"left": left, "right": right, "expression": "k = k2",
                    "type": "JOIN_TYPE_RIGHT_SINGLE"}}  # fmt: skip
    with pytest.raises(Exception, match="more than one row"):
        rows(spark, rel)
    left_one = values("k: i32?, a: string", ["1", "'x'"])
    rel["join"]["left"] = left_one
    assert bag(rows(spark, rel)) == bag([(1, "x", 1, "p"), (None, None, 2, "q")])


def test_join_with_an_empty_side_and_a_post_join_filter(spark: Any) -> None:
    rel = {"join": {"left": LEFT, "right": EMPTY, "expression": "k = k2",
                    "type": "JOIN_TYPE_LEFT", "postJoinFilter": "a <> 'y'"}}  # fmt: skip
    assert bag(rows(spark, rel)) == bag(
        [(1, "x", None, None), (None, "z", None, None), (3, "w", None, None)]
    )


def test_self_join_fields_by_position(spark: Any) -> None:
    # Both sides name their fields k and a; positions tell them apart.
    rel = {"join": {"left": LEFT, "right": LEFT, "expression": "$0 = $2 AND $3 <> 'w'",
                    "type": "JOIN_TYPE_INNER"}}  # fmt: skip
    df = load_plan(plan(rel)).to_dataframe(spark)
    assert df.columns == ["k", "a", "k", "a"]
    assert bag([tuple(r) for r in df.collect()]) == bag([(1, "x", 1, "x"), (2, "y", 2, "y")])


def test_cross(spark: Any) -> None:
    two = values("b: bool", ["true"], ["false"])
    rel = {"cross": {"left": LEFT, "right": two}}
    assert len(rows(spark, rel)) == 8
    assert rows(spark, {"cross": {"left": LEFT, "right": EMPTY}}) == []


# ---------------------------------------------------------------- sets


P = values("v: i32?", ["1"], ["2"], ["2"], ["3"], ["3"], ["3"], ["4"], ["null"])
S1 = values("v: i32?", ["1"], ["2"], ["3"], ["3"], ["5"], ["null"])
S2 = values("v: i32?", ["2"], ["3"], ["3"], ["6"])


@pytest.mark.parametrize(
    ("op", "expected"),
    [
        # p {1,2,2,3,3,3,4,N}  s1 {1,2,3,3,5,N}  s2 {2,3,3,6}; NULL matches NULL
        ("SET_OP_MINUS_PRIMARY", [4]),
        ("SET_OP_MINUS_PRIMARY_ALL", [4]),  # 3: 3 - (2 + 2) < 0; 2: 2 - 2 = 0
        ("SET_OP_MINUS_MULTISET", [1, 4, None]),  # in all secondaries: {2, 3}
        ("SET_OP_INTERSECTION_PRIMARY", [1, 2, 3, None]),
        ("SET_OP_INTERSECTION_MULTISET", [2, 3]),
        ("SET_OP_INTERSECTION_MULTISET_ALL", [2, 3, 3]),
        ("SET_OP_UNION_DISTINCT", [1, 2, 3, 4, 5, 6, None]),
        ("SET_OP_UNION_ALL", [1, 2, 2, 3, 3, 3, 4, None, 1, 2, 3, 3, 5, None, 2, 3, 3, 6]),
    ],
)
def test_set_operations(spark: Any, op: str, expected: list[Any]) -> None:
    rel = {"set": {"inputs": [P, S1, S2], "op": op}}
    assert bag(rows(spark, rel)) == bag([(v,) for v in expected])


def test_minus_primary_all_keeps_the_surplus(spark: Any) -> None:
    p = values("v: i32", ["1"], ["2"], ["2"], ["3"], ["3"], ["3"], ["3"])
    s1 = values("v: i32", ["1"], ["2"], ["3"], ["4"])
    s2 = values("v: i32", ["3"])
    rel = {"set": {"inputs": [p, s1, s2], "op": "SET_OP_MINUS_PRIMARY_ALL"}}
    assert bag(rows(spark, rel)) == bag([(2,), (3,), (3,)])


def test_set_inputs_must_have_the_same_types() -> None:
    other = values("v: string", ["'a'"])
    with pytest.raises(PlanError) as caught:
        load_plan(plan({"set": {"inputs": [P, other], "op": "SET_OP_UNION_ALL"}}))
    assert caught.value.problems[0].path == "relations[0].root.input.set.inputs[1]"


# ---------------------------------------------------------------- sort, fetch


SORTABLE = values("v: i32?", ["2"], ["null"], ["1"], ["3"])


@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        ({"expr": "v", "direction": "SORT_DIRECTION_ASC_NULLS_FIRST"}, [None, 1, 2, 3]),
        ({"expr": "v", "direction": "SORT_DIRECTION_ASC_NULLS_LAST"}, [1, 2, 3, None]),
        ({"expr": "v", "direction": "SORT_DIRECTION_DESC_NULLS_FIRST"}, [None, 3, 2, 1]),
        ({"expr": "v", "direction": "SORT_DIRECTION_DESC_NULLS_LAST"}, [3, 2, 1, None]),
        ("v DESC", [None, 3, 2, 1]),  # SQL default: DESC puts nulls first
        ("v", [1, 2, 3, None]),
        ("-v NULLS FIRST", [None, 3, 2, 1]),
    ],
)
def test_sort_directions(spark: Any, sort: Any, expected: list[Any]) -> None:
    rel = {"sort": {"input": SORTABLE, "sorts": [sort]}}
    assert [r[0] for r in rows(spark, rel)] == expected


def test_clustered_sort_keeps_equal_values_together(spark: Any) -> None:
    data = values("v: i32", ["2"], ["1"], ["2"], ["1"], ["3"])
    rel = {"sort": {"input": data, "sorts": ["v CLUSTERED"]}}
    result = [r[0] for r in rows(spark, rel)]
    runs = [v for i, v in enumerate(result) if i == 0 or result[i - 1] != v]
    assert sorted(result) == [1, 1, 2, 2, 3] and len(runs) == len(set(runs))


@pytest.mark.parametrize(
    ("fetch", "expected"),
    [
        ({"offset": 1, "count": "2"}, [2, 3]),
        ({"count": 0}, []),
        ({"offset": "3"}, [4, 5]),
        ({"count": -1}, [1, 2, 3, 4, 5]),
        ({"offsetExpr": "2::i64", "countExpr": "1"}, [3]),
    ],
)
def test_fetch(spark: Any, fetch: dict[str, Any], expected: list[int]) -> None:
    data = values("v: i32", ["1"], ["2"], ["3"], ["4"], ["5"])
    rel = {"fetch": {"input": {"sort": {"input": data, "sorts": ["v"]}}, **fetch}}
    assert [r[0] for r in rows(spark, rel)] == expected


# ---------------------------------------------------------------- project, filter, emit


def test_project_appends_and_emit_remaps(spark: Any) -> None:
    rel = {"project": {"input": LEFT, "expressions": ["k * 10 AS k10", "a || '!'"],
                       "common": {"emit": {"outputMapping": [3, 2, 0]}}}}  # fmt: skip
    p = load_plan(plan(rel))
    assert str(p.roots[0].input.schema) == "concat: string, k10: i32?, k: i32?"
    assert bag(rows(spark, rel)) == bag(
        [("x!", 10, 1), ("y!", 20, 2), ("z!", None, None), ("w!", 30, 3)]
    )


def test_names_flow_and_root_names_rename(spark: Any) -> None:
    inner = {"project": {"input": LEFT, "expressions": ["k + 1 AS k1"]}}
    outer = {"filter": {"input": inner, "condition": "k1 > 2"}}
    df = load_plan(plan(outer, ["key", "label", "next"])).to_dataframe(spark)
    assert df.columns == ["key", "label", "next"]
    assert bag([tuple(r) for r in df.collect()]) == bag([(2, "y", 3), (3, "w", 4)])


def test_filter_on_empty_input(spark: Any) -> None:
    assert rows(spark, {"filter": {"input": EMPTY, "condition": "k2 > 0"}}) == []


def test_integer_division_follows_substrait_in_a_plan(spark: Any) -> None:
    rel = {"project": {"input": values("v: i32", ["7"], ["-7"]), "expressions": ["v / 2"]}}
    assert bag(rows(spark, rel)) == bag([(7, 3), (-7, -3)])


# ---------------------------------------------------------------- aggregate


SALES = values(
    "region: string?, item: string, qty: i64?",
    ["'n'", "'a'", "1"], ["'n'", "'b'", "2"], ["'s'", "'a'", "3"],
    ["null", "'a'", "4"], ["null", "'b'", "null"],
)  # fmt: skip


def test_aggregate_groups_null_keys_together(spark: Any) -> None:
    rel = {"aggregate": {"input": SALES, "groupings": [{"groupingExpressions": ["region"]}],
                         "measures": [{"measure": "sum(qty) AS total"},
                                      {"measure": "count(*) AS n"}]}}  # fmt: skip
    assert bag(rows(spark, rel)) == bag([("n", 3, 2), ("s", 3, 1), (None, 4, 2)])


def test_a_grouping_key_is_named_by_its_alias(spark: Any) -> None:
    # the first spelling of a key names its column; later sets reuse it
    rel = {"sort": {"sorts": ["area"], "input": {"aggregate": {"input": SALES, "groupings": [
        {"groupingExpressions": ["upper(region) AS area"]},
        {"groupingExpressions": ["upper(region) AS other", "item AS thing"]},
    ], "measures": [{"measure": "count(*) AS n"}]}}}}  # fmt: skip
    (root,) = load_plan(plan(rel)).check()
    assert [f.name for f in root.input.schema.fields][:3] == ["area", "thing", "n"]
    assert bag(rows(spark, rel)) == bag([
        ("N", None, 2, 0), ("S", None, 1, 0), (None, None, 2, 0),
        ("N", "a", 1, 1), ("N", "b", 1, 1), ("S", "a", 1, 1), (None, "a", 1, 1), (None, "b", 1, 1),
    ])  # fmt: skip


def test_aggregate_measures_with_filter_and_distinct(spark: Any) -> None:
    rel = {"aggregate": {"input": SALES, "measures": [
        {"measure": "count(DISTINCT item) AS items"},
        {"measure": "sum(qty) FILTER (WHERE item = 'a') AS a_qty"},
        {"measure": "count(qty) AS counted", "filter": "region IS NOT NULL"},
    ]}}  # fmt: skip
    assert rows(spark, rel) == [(2, 8, 3)]


def test_aggregate_on_empty_input(spark: Any) -> None:
    empty = values("qty: i64?")
    grouped = {"aggregate": {"input": empty, "groupingExpressions": ["qty"],
                             "groupings": [{"expressionReferences": [0]}],
                             "measures": [{"measure": "count(*)"}]}}  # fmt: skip
    assert rows(spark, grouped) == []
    total = {"aggregate": {"input": empty, "measures": [{"measure": "count(*)"},
                                                        {"measure": "sum(qty)"}]}}  # fmt: skip
    assert rows(spark, total) == [(0, None)]


def test_grouping_sets_end_with_the_set_index(spark: Any) -> None:
    rel = {"aggregate": {"input": SALES, "groupingExpressions": ["region", "item"],
                         "groupings": [{"expressionReferences": [0, 1]},
                                       {"expressionReferences": [0]},
                                       {"expressionReferences": []}],
                         "measures": [{"measure": "count(*) AS n"}]}}  # fmt: skip
    p = load_plan(plan(rel))
    assert str(p.roots[0].input.schema) == (
        "region: string?, item: string?, n: i64, grouping_set: i32"
    )
    assert bag(rows(spark, rel)) == bag([
        ("n", "a", 1, 0), ("n", "b", 1, 0), ("s", "a", 1, 0), (None, "a", 1, 0),
        (None, "b", 1, 0), ("n", None, 2, 1), ("s", None, 1, 1), (None, None, 2, 1),
        (None, None, 5, 2),
    ])  # fmt: skip


GROUPED = {"aggregate": {"input": SALES, "groupings": [{"groupingExpressions": ["region"]}],
                         "measures": [{"measure": "sum(qty) AS total"},
                                      {"measure": "count(*) AS n"}]}}  # fmt: skip


@pytest.mark.parametrize("ansi", [True, False])
def test_a_projection_over_an_aggregate_is_computed_in_its_select(spark: Any, ansi: bool) -> None:
    """One SELECT computes the projection from the keys and measures (Spark
    decorrelates a scalar subquery so written as it does hand-written SQL);
    the DataFrame path (``rows``) and the hand-worked rows agree, in both
    ANSI modes (off: overflow guards over the measures' text)."""
    rel = {"project": {"input": GROUPED, "expressions": ["total * 2 + n", "region IS NULL"],
                       "common": {"emit": {"outputMapping": [0, 3, 4]}}}}  # fmt: skip
    (statement,) = load_plan(plan(rel)).to_spark_sql(ansi=ansi)
    assert statement.count("SELECT") == 2  # the projection's, and the virtual table's
    assert " GROUP BY `region`" in statement
    previous = spark.conf.get("spark.sql.ansi.enabled")
    spark.conf.set("spark.sql.ansi.enabled", str(ansi).lower())
    try:
        got = rows(spark, rel)
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)
    assert bag(got) == bag([("n", 8, False), ("s", 7, False), (None, 10, True)])
    kept = {"project": {"input": GROUPED, "expressions": ["total / n"]}}
    assert bag(rows(spark, kept)) == bag([("n", 3, 2, 1), ("s", 3, 1, 3), (None, 4, 2, 2)])


def test_a_projection_over_grouping_sets_selects_from_them(spark: Any) -> None:
    """Several grouping sets are one GROUP BY GROUPING SETS over the input
    and a marked row (for the empty set over empty input): the projection
    selects from it."""
    sets = {"aggregate": {"input": SALES, "groupingExpressions": ["region"],
                          "groupings": [{"expressionReferences": [0]},
                                        {"expressionReferences": []}],
                          "measures": [{"measure": "sum(qty) AS total"}]}}  # fmt: skip
    rel = {"project": {"input": sets, "expressions": ["total + 1"],
                       "common": {"emit": {"outputMapping": [0, 3]}}}}  # fmt: skip
    (statement,) = load_plan(plan(rel)).to_spark_sql()
    assert "GROUPING SETS" in statement and "`total` + 1" in statement
    assert bag(rows(spark, rel)) == bag([("n", 4), ("s", 4), (None, 5), (None, 11)])


def test_aggregate_without_measures_is_distinct(spark: Any) -> None:
    rel = {"aggregate": {"input": SALES, "groupings": [{"groupingExpressions": ["item"]}]}}
    assert bag(rows(spark, rel)) == bag([("a",), ("b",)])


def test_window_function_in_a_project(spark: Any) -> None:
    rel = {"project": {"input": SALES, "expressions": [
        "row_number() OVER (PARTITION BY item ORDER BY qty DESC NULLS LAST) AS rn"],
        "common": {"emit": {"outputMapping": [1, 2, 3]}}}}  # fmt: skip
    assert bag(rows(spark, rel)) == bag(
        [("a", 4, 1), ("a", 3, 2), ("a", 1, 3), ("b", 2, 1), ("b", None, 2)]
    )


# ---------------------------------------------------------------- read, write, reference


def test_read_files_with_projection_filter_and_glob(spark: Any, tmp_path: Path) -> None:
    folder = tmp_path / "parts"
    spark.createDataFrame([(1, "a"), (2, "b")], "id long, s string").write.parquet(
        str(folder / "one.parquet")
    )
    spark.createDataFrame([(3, "c")], "id long, s string").write.parquet(
        str(folder / "two.parquet")
    )
    read = {"read": {"baseSchema": "id: i64?, s: string?",
                     "localFiles": {"items": [{"uriPathGlob": f"{folder}/*.parquet",
                                               "parquet": {}}]},
                     "filter": "id > 1",
                     "projection": {"select": {"structItems": [{"field": 1}]}}}}  # fmt: skip
    assert bag(rows(spark, read)) == bag([("b",), ("c",)])
    no_schema = {"read": {"localFiles": {"items": [{"uriFolder": str(folder / "one.parquet")}]}}}
    assert bag(rows(spark, no_schema)) == bag([(1, "a"), (2, "b")])


def test_delimited_text_options_are_read_as_written(spark: Any, tmp_path: Path) -> None:
    """The plan's delimited-text options (Spark's CSV reader options are the
    backend's reading of them): delimiter, one header line, quote, null text."""
    path = tmp_path / "data.txt"
    path.write_text("id;name\n1;'a;b'\n2;NA\n")
    text = {"fieldDelimiter": ";", "headerLinesToSkip": 1, "quote": "'", "valueTreatedAsNull": "NA"}
    read = {"read": {"baseSchema": "id: i32?, name: string?",
                     "localFiles": {"items": [{"uriFile": str(path), "text": text}]}}}  # fmt: skip
    assert bag(rows(spark, read)) == bag([(1, "a;b"), (2, None)])
    by_suffix = tmp_path / "plain.csv"
    by_suffix.write_text("id,name\n3,c\n")
    read = {"read": {"baseSchema": "id: i32?, name: string?",
                     "localFiles": {"items": [{"uriFile": str(by_suffix)}]}}}  # fmt: skip
    assert rows(spark, read) == [(3, "c")]  # a .csv by its suffix: one header line


def test_named_tables_resolve_to_bindings_then_session_views(spark: Any) -> None:
    spark.createDataFrame([(5,)], "n int").createOrReplaceTempView("plan_test_view")
    read = {"read": {"namedTable": {"names": ["plan_test_view"]}, "baseSchema": "n: i32?"}}
    assert rows(spark, read) == [(5,)]
    bound = spark.createDataFrame([(7,)], "n int")
    assert rows(spark, read, tables={"plan_test_view": bound}) == [(7,)]


def test_a_bound_dataframe_is_one_view_until_it_is_collected(spark: Any) -> None:
    """A DataFrame in ``tables=`` is registered as a view once, however many
    plans read it, and its view is dropped after it is garbage collected."""

    def views() -> set[str]:
        return {t.name for t in spark.catalog.listTables() if t.name.startswith("__substrait_")}

    read = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "n: i32?"}}
    before = views()
    bound = spark.createDataFrame([(7,)], "n int")
    for _ in range(2):
        frame = load_plan(plan(read)).to_dataframe(spark, tables={"t": bound}, lowering="statement")
        assert [tuple(r) for r in frame.collect()] == [(7,)]
    first = views() - before
    assert len(first) == 1
    del bound, frame
    gc.collect()
    other = spark.createDataFrame([(8,)], "n int")
    frame = load_plan(plan(read)).to_dataframe(spark, tables={"t": other}, lowering="statement")
    assert [tuple(r) for r in frame.collect()] == [(8,)]
    now = views() - before
    assert len(now) == 1 and not now & first


def test_write_files_and_views_respect_the_create_mode(spark: Any, tmp_path: Path) -> None:
    target = str(tmp_path / "out.parquet")
    write = {"write": {"input": SORTABLE, "namedTable": {"names": [target]}}}
    load_plan(plan(write)).to_dataframe(spark)
    assert sorted(r[0] or 0 for r in spark.read.parquet(target).collect()) == [0, 1, 2, 3]
    with pytest.raises(PlanError, match=r"already\s+exists"):
        load_plan(plan(write)).to_dataframe(spark)
    write["write"]["createMode"] = "CREATE_MODE_APPEND_IF_EXISTS"
    load_plan(plan(write)).to_dataframe(spark)
    assert spark.read.parquet(target).count() == 8
    view = {"write": {"input": SORTABLE, "namedTable": {"names": ["written_view"]},
                      "createMode": "CREATE_MODE_REPLACE_IF_EXISTS",
                      "output": "OUTPUT_MODE_MODIFIED_RECORDS"}}  # fmt: skip
    assert len(rows(spark, view)) == 4
    assert spark.table("written_view").count() == 4


def test_reference_relations_share_one_subplan(spark: Any) -> None:
    shared = {"filter": {"input": LEFT, "condition": "k IS NOT NULL"}}
    root = {"join": {"left": {"reference": {"subtreeOrdinal": 0}},
                     "right": {"reference": {"subtreeOrdinal": 0}},
                     "expression": "$0 = $2 + 1", "type": "JOIN_TYPE_INNER"}}  # fmt: skip
    data = {"relations": [{"rel": shared}, {"root": {"input": root}}]}
    result = load_plan(data).to_dataframe(spark)
    assert bag([tuple(r) for r in result.collect()]) == bag([(2, "y", 1, "x"), (3, "w", 2, "y")])
    text_plan = load_plan(data).to_text_plan()  # decompiled: still one shared sub-plan
    assert text_plan["relations"][0] == {
        "rel": {
            "filter": {
                "condition": "k IS NOT NULL",
                "input": text_plan["relations"][0]["rel"]["filter"]["input"],
            }
        }
    }
    again = load_plan(text_plan).to_dataframe(spark)
    assert bag([tuple(r) for r in again.collect()]) == bag([(2, "y", 1, "x"), (3, "w", 2, "y")])


# ---------------------------------------------------------------- errors


def problem(data: dict[str, Any]) -> tuple[str, str]:
    with pytest.raises(PlanError) as caught:
        load_plan(data)
    first = caught.value.problems[0]
    return first.path, str(caught.value)


def test_expression_errors_name_the_path_line_and_column() -> None:
    path, text = problem(plan({"filter": {"input": LEFT, "condition": "kk > 1"}}))
    assert path == "relations[0].root.input.filter.condition"
    assert "line 1, column 1" in text and "did you mean k" in text and "^^" in text


def test_unknown_keys_get_a_suggestion() -> None:
    path, text = problem(plan({"filter": {"input": LEFT, "conditon": "k > 1"}}))
    assert path == "relations[0].root.input.filter"
    assert "did you mean 'condition'" in text


def test_unknown_relation_kinds_get_a_suggestion() -> None:
    _, text = problem(plan({"fliter": {"input": LEFT, "condition": "k > 1"}}))
    assert "did you mean 'filter'" in text


ANY = {"@type": "type.googleapis.com/google.protobuf.Empty"}


@pytest.mark.parametrize(
    ("rel", "path", "reason"),
    [
        (
            {"sort": {"input": LEFT, "sorts": [{"expr": "k", "comparisonFunctionReference": 3}]}},
            "sort.sorts[0].comparisonFunctionReference",
            "not read: custom comparison functions",
        ),
        (
            {"read": {"baseSchema": "s: struct<i32>", "namedTable": {"names": ["t"]},
                      "projection": {"select": {"structItems": [
                          {"field": 0, "child": {"struct": {"structItems": [{"field": 0}]}}}]}}}},
            "read.projection.select.structItems[0].child",
            "not read: projections into nested fields",
        ),
        (
            {"filter": {"input": LEFT, "condition": "true",
                        "advancedExtension": {"enhancement": ANY}}},
            "filter.advancedExtension.enhancement",
            "not read: an enhancement changes what the relation computes",
        ),
    ],
)  # fmt: skip
def test_what_the_binder_does_not_model_is_rejected_at_load(
    rel: dict[str, Any], path: str, reason: str
) -> None:
    """Refusals of the engine-neutral binder: no engine policy, and so no
    engine named (an engine's own refusals come from its backend)."""
    where, text = problem(plan(rel))
    assert where == f"relations[0].root.input.{path}"
    assert reason in " ".join(text.split()) and "Spark" not in text  # long lines wrap


def test_every_bad_expression_is_reported_at_once() -> None:
    rel = {"project": {"input": LEFT, "expressions": ["k + 'a'", "nope", "a"]}}
    with pytest.raises(PlanError) as caught:
        load_plan(plan(rel))
    assert [p.path for p in caught.value.problems] == [
        "relations[0].root.input.project.expressions[0]",
        "relations[0].root.input.project.expressions[1]",
    ]


def test_missing_table_is_a_clear_error(spark: Any) -> None:
    read = {"read": {"namedTable": {"names": ["no_such_table"]}, "baseSchema": "a: i32"}}
    with pytest.raises(PlanError, match="no table 'no_such_table'"):
        load_plan(plan(read)).to_dataframe(spark)


def test_data_that_does_not_match_the_base_schema(spark: Any) -> None:
    bound = spark.createDataFrame([("x",)], "a string")
    read = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "a: i32"}}
    with pytest.raises(PlanError, match="column 'a' is string in the data but i32"):
        load_plan(plan(read)).to_dataframe(spark, tables={"t": bound})


def test_a_plan_one_statement_cannot_say_runs_through_dataframes_and_says_why(
    spark: Any,
) -> None:
    """A virtual table of no rows has no SQL VALUES list."""
    read = {"read": {"baseSchema": "k: i32, a: string", "virtualTable": {"expressions": []}}}
    counted = {"aggregate": {"input": read, "measures": [{"measure": "count(*) AS n"}]}}
    loaded = load_plan(plan(counted))
    ran = loaded.run(spark)
    assert [tuple(r) for r in ran.frames[-1].collect()] == [(0,)]
    assert ran.lowering == "dataframe"
    assert "empty virtual table" in ran.why_not_statement
    assert "relations[0].root.input.aggregate.input.read" in ran.why_not_statement


@pytest.mark.parametrize("ansi", [True, False])
def test_a_plan_asks_the_session_ansi_mode_only_where_its_text_depends_on_it(
    spark: Any, monkeypatch: pytest.MonkeyPatch, ansi: bool
) -> None:
    """Reading ``spark.sql.ansi.enabled`` is a JVM round trip: a plan whose
    statement reads the same in both modes asks nothing; one with a checked
    ``multiply`` asks once and runs with the mode the session has."""
    from substrait_expr.backends.spark.columns import api

    asked: list[object] = []
    real = api.lowering_ansi

    def counted(session: Any = None) -> bool:
        asked.append(session)
        return real(session)

    monkeypatch.setattr(api, "lowering_ansi", counted)
    previous = spark.conf.get("spark.sql.ansi.enabled")
    spark.conf.set("spark.sql.ansi.enabled", str(ansi).lower())
    try:
        same = {"filter": {"input": SALES, "condition": "region = 'n' AND qty > 1"}}
        assert bag(rows(spark, same)) == bag([("n", "b", 2)])
        assert asked == []
        checked = {"project": {"input": SALES, "expressions": ["qty * 9223372036854775807"]}}
        loaded = load_plan(plan(checked))
        with pytest.raises(Exception, match="overflow"):
            loaded.to_dataframe(spark).collect()
        assert asked == [spark]
        (statement,) = loaded.to_spark_sql(ansi=ansi)
        assert ("raise_error" in statement) is not ansi
    finally:
        spark.conf.set("spark.sql.ansi.enabled", previous)


def test_dollar_braces_in_names_and_strings_stay_literal(spark: Any) -> None:
    """Spark substitutes ``${name}`` in SQL text before parsing it: the plan's
    statement writes such string literals as bytes, and a column so named makes the
    plan go by the DataFrame API, both with the rows the plan means."""
    data = values('"${x}": string?, n: i32', ["'a${n}'", "1"], ["null", "2"])
    rel = {"project": {"input": data, "expressions": ["\"${x}\" || '${spark.app.name}'"]}}
    expected = [("a${n}", 1, "a${n}${spark.app.name}"), (None, 2, None)]
    assert bag(rows(spark, rel)) == bag(expected)
    loaded = load_plan(plan(rel))
    assert loaded.run(spark).lowering == "dataframe"
    literal = {"project": {"input": values("n: i32", ["1"]), "expressions": ["'${n}'"]}}
    (statement,) = load_plan(plan(literal)).to_spark_sql()
    assert "CAST(X'247B6E7D' AS STRING)" in statement  # '${n}' as UTF-8
    assert bag(rows(spark, literal)) == bag([(1, "${n}")])
