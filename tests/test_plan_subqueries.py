"""Subquery expressions (scalar, IN, EXISTS / UNIQUE, ANY / ALL) and outer
references, on small virtual tables. Expected values are worked out by hand
from SQL's three-valued logic, which Substrait's subqueries follow."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from substrait_expr.plan import PlanError, load_plan

COMPARISON = (
    "https://github.com/substrait-io/substrait/blob/main/extensions/functions_comparison.yaml"
)


def values(schema: str, *rows: list[str]) -> dict[str, Any]:
    return {"read": {"baseSchema": schema, "virtualTable": {"expressions": list(rows)}}}


OUTER = values("k: i32?, v: i32?", ["1", "10"], ["2", "20"], ["null", "30"], ["4", "40"])
INNER = values("k2: i32?, w: i32?", ["1", "100"], ["2", "null"], ["2", "200"], ["null", "300"])
NONNULL = values("x: i32", ["1"], ["3"])
WITH_NULL = values("x: i32?", ["1"], ["null"])
NONE = values("x: i32?")


def first(rel: dict[str, Any]) -> dict[str, Any]:
    """A read's first column only."""
    return {"read": {**rel["read"], "common": {"emit": {"outputMapping": [0]}}}}


def field(index: int) -> dict[str, Any]:
    return {
        "selection": {"directReference": {"structField": {"field": index}}, "rootReference": {}}
    }


def outer(index: int, steps: int = 1) -> dict[str, Any]:
    return {
        "selection": {
            "directReference": {"structField": {"field": index}},
            "outerReference": {"stepsOut": steps},
        }
    }


def equal(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    return {
        "scalarFunction": {
            "functionReference": 1,
            "outputType": {"bool": {"nullability": "NULLABILITY_NULLABLE"}},
            "arguments": [{"value": a}, {"value": b}],
        }
    }


def correlated(rel: dict[str, Any], inner: int, outer_field: int) -> dict[str, Any]:
    """``rel`` filtered on its field ``inner`` = the enclosing record's ``outer_field``."""
    return {"filter": {"input": rel, "condition": equal(field(inner), outer(outer_field))}}


def scalar(rel: dict[str, Any]) -> dict[str, Any]:
    return {"subquery": {"scalar": {"input": rel}}}


def in_(needles: list[dict[str, Any]], rel: dict[str, Any]) -> dict[str, Any]:
    return {"subquery": {"inPredicate": {"needles": needles, "haystack": rel}}}


def exists(rel: dict[str, Any], op: str = "EXISTS") -> dict[str, Any]:
    return {"subquery": {"setPredicate": {"predicateOp": f"PREDICATE_OP_{op}", "tuples": rel}}}


def compare(op: str, reduction: str, rel: dict[str, Any]) -> dict[str, Any]:
    return {
        "subquery": {
            "setComparison": {
                "reductionOp": f"REDUCTION_OP_{reduction}",
                "comparisonOp": f"COMPARISON_OP_{op}",
                "left": field(0),
                "right": rel,
            }
        }
    }


def project(rel: dict[str, Any], expressions: list[Any], keep: int = 1) -> dict[str, Any]:
    """``rel``'s first ``keep`` fields and the expressions (the project's output)."""
    width = len(rel["read"]["baseSchema"].split(","))
    mapping = list(range(keep)) + [width + i for i in range(len(expressions))]
    return {
        "project": {
            "common": {"emit": {"outputMapping": mapping}},
            "input": rel,
            "expressions": expressions,
        }
    }


def plan(rel: dict[str, Any]) -> dict[str, Any]:
    return {
        "extensionUris": [{"extensionUriAnchor": 1, "uri": COMPARISON}],
        "extensions": [
            {
                "extensionFunction": {
                    "extensionUriReference": 1,
                    "functionAnchor": 1,
                    "name": "equal:any_any",
                }
            }
        ],
        "relations": [{"root": {"input": rel}}],
    }


def rows(spark: Any, rel: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The plan's rows; where it ran as one statement, the DataFrame API
    (where that can run it) must give the same ones."""
    loaded = load_plan(plan(rel))
    result = [tuple(r) for r in loaded.collect(spark)]
    if loaded.run(spark).lowering == "statement":
        try:
            other = [tuple(r) for r in loaded.collect(spark, lowering="dataframe")]
        except PlanError as error:
            assert "not supported on Spark" in str(error)
        else:
            assert Counter(other) == Counter(result)
    return result


def by_key(result: list[tuple[Any, ...]]) -> dict[Any, tuple[Any, ...]]:
    return {r[0]: r[1:] for r in result}


# ---------------------------------------------------------------- binding


def test_subqueries_type_check() -> None:
    bound = load_plan(
        plan(
            project(
                OUTER,
                [
                    scalar(NONNULL),
                    in_([field(0)], NONNULL),
                    exists(correlated(INNER, 0, 0)),
                    compare("GT", "ALL", NONNULL),
                ],
            )
        )
    )
    types = [str(f.type) for f in bound.roots[0].input.schema]
    # A scalar subquery is null without rows; IN is null only with a null needle here.
    assert types == ["i32?", "i32?", "boolean?", "boolean", "boolean?"]


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        (scalar(INNER), "a scalar subquery needs one column, not 2"),
        (in_([field(0), field(1)], NONNULL), "compares 2 value(s) with a subquery of 1 column"),
        (in_([{"literal": {"string": "a"}}], NONNULL), "string compared with a subquery column"),
        (
            exists({"filter": {"input": NONNULL, "condition": equal(field(0), outer(0, 2))}}),
            "an outer reference 2 step(s) out, inside 1 subquery",
        ),
        (
            exists({"filter": {"input": NONNULL, "condition": equal(field(0), outer(7))}}),
            "outer field 7 of a record with 2 fields",
        ),
    ],
)
def test_subquery_errors_are_positioned(expression: dict[str, Any], message: str) -> None:
    with pytest.raises(PlanError) as caught:
        load_plan(plan(project(OUTER, [expression])))
    text = str(caught.value)
    assert message in text
    assert "relations[0].root.input.project.expressions[0]" in text


def test_outer_reference_outside_a_subquery_is_an_error() -> None:
    with pytest.raises(PlanError, match="outer reference outside a subquery"):
        load_plan(plan(project(OUTER, [outer(0)])))


# ---------------------------------------------------------------- Spark


@pytest.mark.spark
def test_scalar_subqueries(spark: Any) -> None:
    # max(w) over the matching rows, as a correlated scalar subquery.
    measure = {
        "measure": {
            "functionReference": 2,
            "outputType": {"i32": {"nullability": "NULLABILITY_NULLABLE"}},
            "arguments": [{"value": field(1)}],
        }
    }
    highest = {"aggregate": {"input": correlated(INNER, 0, 0), "measures": [measure]}}
    no_row = {"filter": {"input": NONNULL, "condition": "false"}}
    rel = project(OUTER, [scalar(highest), scalar(no_row), scalar(NONNULL)])
    data = plan(rel)
    data["extensionUris"].append(
        {
            "extensionUriAnchor": 2,
            "uri": "https://github.com/substrait-io/substrait/blob/main/extensions/"
            "functions_arithmetic.yaml",
        }
    )
    data["extensions"].append(
        {"extensionFunction": {"extensionUriReference": 2, "functionAnchor": 2, "name": "max:i32"}}
    )
    # The third subquery has two rows: Spark fails, as Substrait asks.
    with pytest.raises(PlanError, match="SCALAR_SUBQUERY_TOO_MANY_ROWS"):
        load_plan(data).collect(spark)
    rel["project"]["expressions"].pop()
    rel["project"]["common"]["emit"]["outputMapping"].pop()
    got = by_key([tuple(r) for r in load_plan(data).collect(spark)])
    assert got == {1: (100, None), 2: (200, None), None: (None, None), 4: (None, None)}


@pytest.mark.spark
def test_in_exists_unique(spark: Any) -> None:
    rel = project(
        OUTER,
        [
            in_([field(0)], first(INNER)),  # haystack 1, 2, 2, null
            in_([field(0)], NONNULL),  # 1, 3
            in_([field(0)], NONE),  # empty: false, even for a null needle
            in_([field(0), field(1)], INNER),  # row values
            exists(correlated(INNER, 0, 0)),
            exists(WITH_NULL, "UNIQUE"),  # 1, null: unique
            exists(values("x: i32?", ["1"], ["1"]), "UNIQUE"),
            exists(values("x: i32?", ["null"], ["null"]), "UNIQUE"),  # nulls are never equal
        ],
    )
    got = by_key(rows(spark, rel))
    assert got == {
        1: (True, True, False, False, True, True, False, True),
        2: (True, False, False, None, True, True, False, True),
        None: (None, None, False, None, False, True, False, True),
        4: (None, False, False, False, False, True, False, True),
    }


@pytest.mark.spark
def test_in_row_values(spark: Any) -> None:
    pairs = values("a: i32?, b: i32?", ["1", "10"], ["2", "null"])
    rel = project(OUTER, [in_([field(0), field(1)], pairs)])
    # (1, 10) is found; (2, 20) and (null, 30) might equal (2, null): unknown;
    # (4, 40) differs from both rows in its first value.
    assert by_key(rows(spark, rel)) == {1: (True,), 2: (None,), None: (None,), 4: (False,)}


@pytest.mark.spark
def test_any_all(spark: Any) -> None:
    rel = project(
        OUTER,
        [
            compare("GT", "ANY", NONNULL),
            compare("GT", "ALL", NONNULL),
            compare("EQ", "ALL", NONNULL),
            compare("NE", "ANY", NONNULL),
            compare("GT", "ANY", WITH_NULL),
            compare("LE", "ALL", WITH_NULL),
            compare("GT", "ALL", NONE),
            compare("GT", "ANY", NONE),
            compare("EQ", "ANY", WITH_NULL),
            compare("NE", "ALL", WITH_NULL),
        ],
    )
    got = by_key(rows(spark, rel))
    assert got == {
        1: (False, False, False, True, None, None, True, False, True, False),
        2: (True, False, False, True, True, False, True, False, None, None),
        None: (None, None, None, None, None, None, True, False, None, None),
        4: (True, True, False, True, True, False, True, False, None, None),
    }


@pytest.mark.spark
def test_correlated_exists_on_the_same_table(spark: Any) -> None:
    """Rows with another row of the same key and a different value: the
    subquery reads the table the outer query reads (TPC-H q21's shape)."""
    table = values("k: i32, s: i32", ["1", "10"], ["1", "20"], ["2", "30"])
    condition = {
        "scalarFunction": {
            "functionReference": 3,
            "outputType": {"bool": {"nullability": "NULLABILITY_REQUIRED"}},
            "arguments": [
                {"value": equal(field(0), outer(0))},
                {
                    "value": {
                        "scalarFunction": {
                            "functionReference": 4,
                            "outputType": {"bool": {"nullability": "NULLABILITY_REQUIRED"}},
                            "arguments": [{"value": field(1)}, {"value": outer(1)}],
                        }
                    }
                },
            ],
        }
    }
    rel = {
        "filter": {
            "input": table,
            "condition": exists({"filter": {"input": table, "condition": condition}}),
        }
    }
    data = plan(rel)
    data["extensionUris"].append(
        {
            "extensionUriAnchor": 3,
            "uri": "https://github.com/substrait-io/substrait/blob/main/extensions/"
            "functions_boolean.yaml",
        }
    )
    data["extensions"] += [
        {
            "extensionFunction": {
                "extensionUriReference": 3,
                "functionAnchor": 3,
                "name": "and:bool",
            }
        },
        {
            "extensionFunction": {
                "extensionUriReference": 1,
                "functionAnchor": 4,
                "name": "not_equal:any_any",
            }
        },
    ]
    got = sorted(tuple(r) for r in load_plan(data).collect(spark))
    assert got == [(1, 10), (1, 20)]


@pytest.mark.spark
def test_subqueries_in_joins_and_sorts(spark: Any) -> None:
    # An inner join whose condition holds a correlated EXISTS: the filtered
    # cross product. OUTER x NONNULL where some INNER row has k2 = k.
    condition = exists(correlated(INNER, 0, 0))
    join = {
        "join": {
            "left": OUTER,
            "right": NONNULL,
            "type": "JOIN_TYPE_INNER",
            "expression": condition,
        }
    }
    got = sorted(rows(spark, join), key=repr)
    assert got == sorted([(1, 10, 1), (1, 10, 3), (2, 20, 1), (2, 20, 3)], key=repr)
    # Sorted by a correlated scalar subquery: the w of the row with k2 = k.
    only = {"filter": {"input": OUTER, "condition": "k = 1 or k = 4"}}
    weights = correlated(values("k2: i32?, w: i32?", ["1", "100"], ["4", "50"]), 0, 0)
    weights["filter"]["common"] = {"emit": {"outputMapping": [1]}}
    ordered = {
        "sort": {
            "input": only,
            "sorts": [{"expr": scalar(weights), "direction": "SORT_DIRECTION_ASC_NULLS_FIRST"}],
        }
    }
    assert rows(spark, ordered) == [(4, 40), (1, 10)]
    left = {**join, "join": {**join["join"], "type": "JOIN_TYPE_LEFT"}}
    with pytest.raises(PlanError, match="a subquery in the condition of a JOIN_TYPE_LEFT join"):
        rows(spark, left)


def test_explain_shows_subquery_relations() -> None:
    text = load_plan(plan(project(OUTER, [exists(correlated(INNER, 0, 0))]))).explain()
    lines = text.splitlines()
    assert "project EXISTS <subquery #0>" in lines[1]
    assert lines[2].strip() == "subquery #0:"
    assert "equal(k2, $outer.0)" in lines[3] and lines[3].strip().startswith("filter")


@pytest.mark.spark
def test_correlated_unique_and_nested_outer_references(spark: Any) -> None:
    # UNIQUE over the INNER rows with k2 = k: k = 2 has two rows (2, null) and
    # (2, 200), distinct, so unique; with the w column dropped they repeat.
    keys = correlated(INNER, 0, 0)
    keys_only = {"filter": {**keys["filter"], "common": {"emit": {"outputMapping": [0]}}}}
    rel = project(OUTER, [exists(keys, "UNIQUE"), exists(keys_only, "UNIQUE")])
    assert by_key(rows(spark, rel)) == {
        1: (True, True),
        2: (True, False),
        None: (True, True),
        4: (True, True),
    }
    # Two subqueries out: Spark resolves outer columns one level out only.
    deep = {"filter": {"input": NONNULL, "condition": equal(field(0), outer(0, 2))}}
    middle = {"filter": {"input": INNER, "condition": exists(deep)}}
    with pytest.raises(PlanError, match="outer references more than one subquery out"):
        rows(spark, project(OUTER, [exists(middle)]))


@pytest.mark.spark
def test_grouped_aggregate_over_correlated_input(spark: Any) -> None:
    grouped = {
        "aggregate": {
            "input": correlated(INNER, 0, 0),
            "groupings": [{"groupingExpressions": [field(1)]}],
        }
    }
    # One SQL statement says it (groups exist exactly where the correlated
    # input has rows); the DataFrame API cannot (groupBy analyses its input
    # at once), so that path refuses it.
    assert by_key(rows(spark, project(OUTER, [exists(grouped)]))) == {
        1: (True,),
        2: (True,),
        None: (False,),
        4: (False,),
    }
    with pytest.raises(
        PlanError, match=r"a\s+grouped\s+aggregate\s+over\s+input\s+that\s+refers\s+to\s+the"
    ):
        load_plan(plan(project(OUTER, [exists(grouped)]))).collect(spark, lowering="dataframe")
    # Uncorrelated, it runs: the keys are 1, 2 and null.
    plain = {"aggregate": {"input": INNER, "groupings": [{"groupingExpressions": [field(0)]}]}}
    assert by_key(rows(spark, project(OUTER, [in_([field(0)], plain)]))) == {
        1: (True,),
        2: (True,),
        None: (None,),
        4: (None,),
    }


def test_plans_with_subqueries_are_written_as_substrait() -> None:
    nested = {"filter": {"input": INNER, "condition": exists(correlated(NONNULL, 0, 1))}}
    source = plan(
        project(
            OUTER,
            [
                scalar(NONNULL),
                in_([field(0), field(1)], INNER),
                exists(correlated(INNER, 0, 0), "UNIQUE"),
                compare("LE", "ANY", NONNULL),
                exists(nested),
            ],
        )
    )
    loaded = load_plan(source)
    message = loaded.to_substrait()
    assert "subquery:" not in str(message)  # every marker replaced by its relation
    again = load_plan(message)
    assert again.explain() == loaded.explain()


@pytest.mark.spark
def test_in_and_any_across_a_lossless_widening(spark: Any) -> None:
    wide = values("x: i64", ["1"], ["3"])
    rel = project(OUTER, [in_([field(0)], wide), compare("LT", "ALL", wide)])
    assert by_key(rows(spark, rel)) == {
        1: (True, False),
        2: (False, False),
        None: (None, None),
        4: (False, False),
    }
