"""Subqueries written as text: the plan's named relations (``"subqueries"``)
used as ``EXISTS (TABLE name)``, ``x IN (TABLE name)``, ``(TABLE name)``,
``x > ALL (TABLE name)``, with ``$outer.column`` inside them. The text form
binds to the same model as the protobuf form, so running and compiling are
the protobuf form's; these tests check the text, the errors, the binding,
the compiled output and results against ``spark.sql``."""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

import pytest
from google.protobuf import json_format

import substrait_expr as se
from substrait_expr.ast import nodes as n
from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan import PlanError, load_plan
from substrait_expr.typecheck import ir
from tests.test_plan_subqueries import (
    INNER,
    NONNULL,
    OUTER,
    compare,
    correlated,
    exists,
    field,
    first,
    in_,
    plan,
    project,
    scalar,
    values,
)


def text_plan(expressions: list[str], subqueries: dict[str, Any], rel: Any = None) -> Any:
    """A plan projecting ``expressions`` (kept alone) over ``OUTER``."""
    source = rel if rel is not None else OUTER
    width = len(source["read"]["baseSchema"].split(","))
    return {
        "subqueries": subqueries,
        "relations": [
            {
                "root": {
                    "input": {
                        "project": {
                            "common": {
                                "emit": {
                                    "outputMapping": [width + i for i in range(len(expressions))]
                                }
                            },
                            "input": source,
                            "expressions": expressions,
                        }
                    }
                }
            }
        ],
    }


MATCHING = {"filter": {"input": INNER, "condition": "k2 = $outer.k"}}
NAMED = {
    "matching": MATCHING,
    "inner_keys": first(INNER),
    "small": NONNULL,
    "pairs": INNER,
}


def problem_of(data: Any) -> PlanError:
    with pytest.raises(PlanError) as caught:
        load_plan(data)
    return caught.value


# ---------------------------------------------------------------- syntax


def test_subquery_forms_parse_to_named_subquery_nodes() -> None:
    kinds = {
        "EXISTS (TABLE q)": (n.SubqueryKind.EXISTS, 0, None, None),
        "UNIQUE (TABLE q)": (n.SubqueryKind.UNIQUE, 0, None, None),
        "(TABLE q)": (n.SubqueryKind.SCALAR, 0, None, None),
        "x IN (TABLE q)": (n.SubqueryKind.IN, 1, None, None),
        "(a, b) IN (TABLE q)": (n.SubqueryKind.IN, 2, None, None),
        "x > ALL (TABLE q)": (n.SubqueryKind.COMPARISON, 1, "gt", "all"),
        "x <> ANY (TABLE q)": (n.SubqueryKind.COMPARISON, 1, "ne", "any"),
        "x <= SOME (TABLE q)": (n.SubqueryKind.COMPARISON, 1, "le", "any"),
    }
    for text, (kind, needles, comparison, reduction) in kinds.items():
        tree = se.parse(text)
        assert isinstance(tree, n.Subquery), text
        assert (tree.kind, tree.relation, len(tree.needles)) == (kind, "q", needles), text
        assert (tree.comparison, tree.reduction) == (comparison, reduction), text
    negated = se.parse("x NOT IN (TABLE q)")
    assert isinstance(negated, n.Subquery) and negated.negated
    # Without TABLE, parentheses keep their meaning: a value, a one-value list.
    assert isinstance(se.parse("(q)"), n.Name)
    assert isinstance(se.parse("x IN (q)"), n.InList)
    assert to_text(se.parse("x = some (table q)")) == "x = ANY (TABLE q)"


def test_outer_references_parse() -> None:
    assert se.parse("$outer.k") == n.OuterName(1, "k")
    assert se.parse("$OUTER2.k") == n.OuterName(2, "k")
    assert se.parse('$outer."odd name"') == n.OuterName(1, "odd name")
    assert se.parse("$outer.3") == n.OuterRef(1, 3)
    assert se.parse("$outer.1.0") == n.FieldAccess(n.OuterRef(1, 1), 0)
    assert se.parse("$outer.addr.city") == n.FieldAccess(n.OuterName(1, "addr"), "city")
    with pytest.raises(CompileError) as caught:
        se.parse("$outer0.k")
    assert caught.value.diagnostics[0].code.value == "syntax"


def test_new_keywords_still_name_fields_and_functions() -> None:
    for text in ["exists + unique", "any(x)", "table.x", "some"]:
        assert se.parse(to_text(se.parse(text))) == se.parse(text)


def test_without_a_plan_a_subquery_is_a_clear_error() -> None:
    with pytest.raises(CompileError) as caught:
        se.check("x IN (TABLE q)", "x: i32")
    diagnostic = caught.value.diagnostics[0]
    assert diagnostic.code.value == "subquery-needs-plan"
    assert (diagnostic.line, diagnostic.column) == (1, 1)
    with pytest.raises(CompileError) as caught:
        se.check("x + $outer.y", "x: i32")
    diagnostic = caught.value.diagnostics[0]
    assert diagnostic.code.value == "outside-subquery"
    assert (diagnostic.line, diagnostic.column) == (1, 5)
    assert "  |     ^^^^^^^^\n" in str(caught.value)


# ---------------------------------------------------------------- binding


def _no_paths(value: Any) -> Any:
    """``value`` with every relation's JSON path blanked (they name where
    each form wrote its relation)."""
    if isinstance(value, tuple):
        return tuple(_no_paths(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: "" if f.name == "path" else _no_paths(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changes)
    return value


def test_text_binds_to_the_same_model_and_substrait_as_protobuf() -> None:
    proto = load_plan(
        plan(
            project(
                OUTER,
                [
                    exists(correlated(INNER, 0, 0)),
                    in_([field(0)], first(INNER)),
                    scalar(NONNULL),
                    compare("GT", "ALL", NONNULL),
                    exists(correlated(INNER, 0, 0), "UNIQUE"),
                ],
                keep=0,
            )
        )
    )
    text = load_plan(
        text_plan(
            [
                "EXISTS (TABLE matching)",
                "k IN (TABLE inner_keys)",
                "(TABLE small)",
                "k > ALL (TABLE small)",
                "UNIQUE (TABLE matching)",
            ],
            NAMED,
        )
    )
    assert _no_paths(tuple(text.roots)) == _no_paths(tuple(proto.roots))
    # The same Substrait, except that a subquery named in text keeps its name
    # (its relation's hint alias, which decompiling reads back).
    from_text = json_format.MessageToDict(text.to_substrait())
    aliases: list[str] = []
    assert _without_aliases(from_text, aliases) == json_format.MessageToDict(proto.to_substrait())
    assert aliases == ["matching", "inner_keys", "small", "small", "matching"]


def _without_aliases(value: Any, aliases: list[str]) -> Any:
    """``value`` (plan JSON) without hint aliases and the objects they leave empty."""
    if isinstance(value, list):
        return [_without_aliases(v, aliases) for v in value]
    if not isinstance(value, dict):
        return value
    result = {}
    for key, item in value.items():
        if key == "alias":
            aliases.append(item)
            continue
        item = _without_aliases(item, aliases)
        if key in ("hint", "common") and item == {}:
            continue
        result[key] = item
    return result


def test_compiled_plan_is_standard_substrait_that_loads_again() -> None:
    data = text_plan(
        ["EXISTS (TABLE matching) AS e", "v NOT IN (TABLE pairs_w) AS ni", "(TABLE small) AS s"],
        {**NAMED, "pairs_w": {"project": {**project(INNER, ["w"], 0)["project"]}}},
    )
    original = load_plan(data)
    message = original.to_substrait()
    encoded = json_format.MessageToDict(message)
    assert "subqueries" not in encoded
    text = json.dumps(encoded)
    assert text.count('"subquery"') == 3 and '"outerReference"' in text
    assert "TABLE" not in text and "$outer" not in text
    again = load_plan(message)
    assert [r.input.schema.types for r in again.roots] == [
        r.input.schema.types for r in original.roots
    ]


def _outer_indices(rel: Any) -> list[int]:
    found = []
    stack = [rel]
    while stack:
        node = stack.pop()
        if isinstance(node, ir.OuterFieldRef):
            found.append(node.index)
        elif isinstance(node, tuple):
            stack.extend(node)
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            stack.extend(getattr(node, f.name) for f in dataclasses.fields(node))
    return found


def test_a_name_used_from_two_records_is_bound_for_each() -> None:
    # `matching` reads $outer.k: field 0 of OUTER (k, v), field 1 of (v, k).
    swapped = {
        "project": {
            "common": {"emit": {"outputMapping": [2, 3]}},
            "expressions": ["v", "k"],
            "input": {"filter": {"input": OUTER, "condition": "EXISTS (TABLE matching)"}},
        }
    }
    data = text_plan(["EXISTS (TABLE matching)", "NOT EXISTS (TABLE matching)"], {}, OUTER)
    data["subqueries"] = {"matching": MATCHING}
    data["relations"][0]["root"]["input"]["project"]["input"] = swapped
    data["relations"][0]["root"]["input"]["project"]["common"]["emit"]["outputMapping"] = [2, 3]
    bound = load_plan(data)
    assert bound.bound is not None
    relations = bound.bound.subquery_relations
    assert [r.path for r in relations] == [
        "subqueries.matching.filter",
        "subqueries.matching@2.filter",
    ]
    assert [_outer_indices(r) for r in relations] == [[0], [1]]
    message = bound.to_substrait()
    encoded = json.dumps(json_format.MessageToDict(message))
    assert encoded.count('"subquery"') == 3  # one in the filter, two in the project
    again = load_plan(message)
    assert [_outer_indices(r) for r in again.bound.subquery_relations] == [[0], [1], [1]]  # type: ignore[union-attr]
    assert "subquery matching:" in bound.explain()


def test_snake_case_plans_keep_subquery_names() -> None:
    data = text_plan(["EXISTS (TABLE late_lines)"], {"late_lines": MATCHING})
    data["relations"][0]["root"]["input"]["project"]["common"] = {"emit": {"output_mapping": [2]}}
    assert load_plan(data).roots[0].input.schema.names == ("expr",)


# ---------------------------------------------------------------- errors


def first_problem(expressions: list[str], subqueries: dict[str, Any] | None = None) -> Any:
    error = problem_of(text_plan(expressions, NAMED if subqueries is None else subqueries))
    return error.problems[0]


def test_unknown_subquery_name_suggests_the_closest() -> None:
    problem = first_problem(["k > 0 AND EXISTS (TABLE matchin)"])
    assert problem.path == "relations[0].root.input.project.expressions[0]"
    diagnostic = problem.error.diagnostics[0]
    assert diagnostic.code.value == "unknown-subquery"
    assert (diagnostic.line, diagnostic.column) == (1, 11)
    assert diagnostic.hint == "did you mean matching?"
    problem = first_problem(["EXISTS (TABLE q)"], {})
    assert "the plan names no subqueries" in problem.error.diagnostics[0].hint


def test_wrong_shapes_are_positioned_errors() -> None:
    cases = {
        "(k, v) IN (TABLE inner_keys)": "IN compares 2 value(s) with a subquery of 1 column",
        "k IN (TABLE pairs)": "IN compares 1 value(s) with a subquery of 2 column",
        "1 + (TABLE pairs)": "a scalar subquery needs one column, not 2",
        "k > ALL (TABLE pairs)": "a set comparison compares 1 value(s) with a subquery of 2",
        "'a' IN (TABLE inner_keys)": "string compared with a subquery column of type i32?",
    }
    for text, message in cases.items():
        problem = first_problem([text])
        assert message in problem.message, text
        assert problem.error.diagnostics[0].span is not None, text
    assert first_problem(["1 + (TABLE pairs)"]).error.diagnostics[0].column == 5


def test_outer_reference_errors() -> None:
    problem = first_problem(["k + $outer.k"])
    assert problem.error.diagnostics[0].code.value == "outside-subquery"
    typo = {"bad": {"filter": {"input": INNER, "condition": "k2 = $outer.kk"}}}
    problem = first_problem(["EXISTS (TABLE bad)"], typo)
    assert problem.path == "subqueries.bad.filter.condition"
    assert problem.error.diagnostics[0].hint == "did you mean k?"
    deep = {"bad": {"filter": {"input": INNER, "condition": "k2 = $outer2.k"}}}
    problem = first_problem(["EXISTS (TABLE bad)"], deep)
    assert "2 step(s) out, inside 1 subquery" in problem.message


def test_a_subquery_cannot_use_itself() -> None:
    loop = {"a": {"filter": {"input": INNER, "condition": "EXISTS (TABLE b)"}}}
    loop["b"] = {"filter": {"input": INNER, "condition": "EXISTS (TABLE a)"}}
    problem = first_problem(["EXISTS (TABLE a)"], loop)
    assert "the subquery 'a' uses itself (a -> b -> a)" in problem.message
    assert problem.error.diagnostics[0].code.value == "subquery-cycle"
    assert problem.path == "subqueries.b.filter.condition"


def test_subquery_names_are_checked_by_the_schema() -> None:
    error = problem_of(text_plan(["EXISTS (TABLE matching)"], {"not a name": MATCHING}))
    assert error.problems[0].path == "subqueries"


def test_values_of_a_virtual_table_cannot_be_subqueries() -> None:
    rel = values("x: i32?", ["(TABLE small)"])
    error = problem_of(text_plan(["x"], {"small": NONNULL}, rel))
    assert "constants, not subqueries" in error.problems[0].message


# ---------------------------------------------------------------- Spark


OUTER_ROWS = [(1, 10), (2, 20), (None, 30), (4, 40), (3, None), (5, 50)]
INNER_ROWS = [(1, 100), (2, None), (2, 200), (None, 300), (4, 400), (4, 400), (5, 30)]
OUTER_READ = {"read": {"namedTable": {"names": ["sq_outer"]}, "baseSchema": "k: i32?, v: i32?"}}
INNER_READ = {"read": {"namedTable": {"names": ["sq_inner"]}, "baseSchema": "k2: i32?, w: i32?"}}
SPARK_SUBQUERIES = {
    "matching": {"filter": {"input": INNER_READ, "condition": "k2 = $outer.k"}},
    "ws": {"project": {**project(INNER_READ, ["w"], 0)["project"]}},
    "nonnull_ws": {
        "filter": {
            "input": {"project": {**project(INNER_READ, ["w"], 0)["project"]}},
            "condition": "w IS NOT NULL",
        }
    },
    "pairs": INNER_READ,
    "max_w": {"aggregate": {"input": INNER_READ, "measures": [{"measure": "max(w)"}]}},
    "max_w_of_key": {
        "aggregate": {
            "input": {"filter": {"input": INNER_READ, "condition": "k2 = $outer.k"}},
            "measures": [{"measure": "max(w)"}],
        }
    },
    "key_ws": {
        "project": {
            "common": {"emit": {"outputMapping": [2]}},
            "input": {"filter": {"input": INNER_READ, "condition": "k2 = $outer.k"}},
            "expressions": ["w"],
        }
    },
}
# Text condition → the same filter in Spark SQL over `sq_outer o`. Spark SQL
# has no `> ALL (subquery)`: the ALL / ANY cases use their meaning over a
# non-empty, null-free subquery (a comparison with max / min).
FILTERS = {
    "EXISTS (TABLE matching)": "EXISTS (SELECT * FROM sq_inner WHERE k2 = o.k)",
    "NOT EXISTS (TABLE matching)": "NOT EXISTS (SELECT * FROM sq_inner WHERE k2 = o.k)",
    "v * 10 IN (TABLE ws)": "o.v * 10 IN (SELECT w FROM sq_inner)",
    "v * 10 NOT IN (TABLE ws)": "o.v * 10 NOT IN (SELECT w FROM sq_inner)",
    "v NOT IN (TABLE nonnull_ws)": "o.v NOT IN (SELECT w FROM sq_inner WHERE w IS NOT NULL)",
    "(k, v * 10) IN (TABLE pairs)": "(o.k, o.v * 10) IN (SELECT k2, w FROM sq_inner)",
    "v * 10 < (TABLE max_w)": "o.v * 10 < (SELECT max(w) FROM sq_inner)",
    "v * 10 <= (TABLE max_w_of_key)": "o.v * 10 <= (SELECT max(w) FROM sq_inner WHERE k2 = o.k)",
    "v * 20 > ALL (TABLE nonnull_ws)": "o.v * 20 > (SELECT max(w) FROM sq_inner)",
    "v <= ANY (TABLE nonnull_ws)": "o.v <= (SELECT max(w) FROM sq_inner)",
    "v = ANY (TABLE nonnull_ws)": "o.v IN (SELECT w FROM sq_inner WHERE w IS NOT NULL)",
}


def _sorted(rows: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    return sorted(rows, key=lambda row: [(v is None, v) for v in row])


@pytest.mark.spark
def test_text_subqueries_match_spark_sql(spark: Any) -> None:
    outer = spark.createDataFrame(OUTER_ROWS, "k int, v int")
    inner = spark.createDataFrame(INNER_ROWS, "k2 int, w int")
    outer.createOrReplaceTempView("sq_outer")
    inner.createOrReplaceTempView("sq_inner")
    tables = {"sq_outer": outer, "sq_inner": inner}
    try:
        for condition, sql in FILTERS.items():
            data = {
                "subqueries": copy.deepcopy(SPARK_SUBQUERIES),
                "relations": [
                    {"root": {"input": {"filter": {"input": OUTER_READ, "condition": condition}}}}
                ],
            }
            got = [tuple(r) for r in load_plan(data).collect(spark, tables=tables)]
            want = [
                tuple(r) for r in spark.sql(f"SELECT k, v FROM sq_outer o WHERE {sql}").collect()
            ]
            assert _sorted(got) == _sorted(want), condition
        # In a projection: scalar subqueries (null without rows) and UNIQUE.
        data = text_plan(
            ["(TABLE max_w_of_key)", "UNIQUE (TABLE key_ws)"], SPARK_SUBQUERIES, OUTER_READ
        )
        got = [tuple(r) for r in load_plan(data).collect(spark, tables=tables)]
        sql = "SELECT (SELECT max(w) FROM sq_inner WHERE k2 = o.k) FROM sq_outer o"
        scalars = [r[0] for r in spark.sql(sql).collect()]
        assert sorted(r[0] for r in got if r[0] is not None) == sorted(
            s for s in scalars if s is not None
        )
        # Only key 4 has two equal (non-null) rows.
        assert sorted(r[1] for r in got) == [False] + [True] * 5
        # The compiled plan runs the same.
        compiled = load_plan(load_plan(data).to_substrait())
        assert _sorted([tuple(r) for r in compiled.collect(spark, tables=tables)]) == _sorted(got)
    finally:
        spark.catalog.dropTempView("sq_outer")
        spark.catalog.dropTempView("sq_inner")
