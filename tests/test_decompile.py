"""``decompile`` / ``Plan.to_text_plan``: any plan as a plan file with text
expressions. Whole corpora are in ``tests/interop/test_decompile_corpus.py``
and the TPC-H results in ``tests/test_tpch.py``; here the readable forms,
the output options and the errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.cli import main
from substrait_expr.plan import PlanError
from substrait_expr.plan.expression_text import TextContext, expression_text
from substrait_expr.typecheck.registry import Registry

REPO = Path(__file__).resolve().parent.parent
Q04 = REPO / "examples" / "tpch" / "q04.json"
SNAPSHOTS = REPO / "tests/data/interop/consumer-testing/snapshots/producer"
DUCKDB_ADD = SNAPSHOTS / "function/arithmetic/add-duckdb_plan.json"


def text_of(expression: str, schema: str) -> str:
    parsed = se.Schema.parse(schema)
    typed = se.check(expression, parsed)
    return expression_text(typed, TextContext(parsed, Registry.default()))


@pytest.mark.parametrize(
    ("written", "schema", "readable"),
    [
        ("functions_arithmetic.add(a, 1::i64)", "a: i64", "a + 1"),
        ("add(a, b) [overflow:ERROR]", "a: i32, b: i32", "add(a, b) [overflow:ERROR]"),
        ("a BETWEEN 1 AND 3 AND NOT (b IS NULL)", "a: i32, b: string?", None),
        ("(1 - d) * d", "d: dec<15,2>", "(1 - d) * d"),
        ("s LIKE 'a%' OR s = 'b'", "s: string", None),
        ("cast(a AS i64) + 5::i64", "a: i32", "cast(a AS i64) + 5"),
        ("a + 5::i8", "a: i8", "a + 5"),
        ("x::dec<10,2> > 1.5", "x: i32", "cast(x AS dec<10, 2>) > 1.50"),
    ],
)
def test_expressions_are_as_readable_as_they_check_back(
    written: str, schema: str, readable: str | None
) -> None:
    text = text_of(written, schema)
    assert text == (readable if readable is not None else se.to_text(se.parse(written)))
    assert se.check(text, se.Schema.parse(schema)) == se.check(written, se.Schema.parse(schema))


def test_an_expression_keeps_its_literal_type_where_the_bare_literal_means_another() -> None:
    # 5 alone is an i32; next to an fp64 it must say what it is.
    text = text_of("coalesce(5::i64, a)", "a: i64?")
    assert (
        se.check(text, se.Schema.parse("a: i64?")).type
        == se.check("coalesce(5::i64, a)", se.Schema.parse("a: i64?")).type
    )


def test_a_producer_plan_reads_as_text_with_its_emit() -> None:
    text_plan = se.load_plan(DUCKDB_ADD).to_text_plan()
    project = text_plan["relations"][0]["root"]["input"]["project"]
    assert project["expressions"] == ["ps_partkey", "ps_suppkey", "ps_partkey + ps_suppkey"]
    assert project["common"] == {"emit": {"outputMapping": [2, 3, 4]}}
    assert "extensionUrns" not in text_plan and "extensions" not in text_plan
    assert "version" not in text_plan  # the DuckDB rule is applied: the text is standard


def test_subqueries_and_names_survive_compiling_and_decompiling() -> None:
    original = se.load_plan(Q04).to_text_plan()
    standard = se.load_plan(Q04).to_substrait()  # no text: names live in hints
    text_plan = se.load_plan(standard).to_text_plan()
    assert text_plan == original
    assert list(text_plan["subqueries"]) == ["late_lines"]
    late = text_plan["subqueries"]["late_lines"]["filter"]["condition"]
    assert late == "l_orderkey = $outer.o_orderkey AND l_commitdate < l_receiptdate"
    aggregate = text_plan["relations"][0]["root"]["input"]["sort"]["input"]["aggregate"]
    assert aggregate["measures"] == [{"measure": "count() AS order_count"}]


def test_a_plan_needing_the_data_says_so_without_spark(tmp_path: Path) -> None:
    plan = {"relations": [{"root": {"input": {"read": {"namedTable": {"names": ["t"]}}}}}]}
    loaded = se.load_plan(plan)
    with pytest.raises(PlanError, match="relations"):
        loaded.to_text_plan()


def test_cli_prints_writes_and_never_overwrites(tmp_path: Path, capsys: Any) -> None:
    pb = tmp_path / "q04.pb"
    assert main(["compile", str(Q04), "-o", str(pb)]) == 0
    capsys.readouterr()
    assert main(["decompile", str(pb)]) == 0
    printed = capsys.readouterr().out
    assert json.loads(printed) == se.load_plan(Q04).to_text_plan()
    assert '"sorts": ["o_orderpriority"]' in printed  # short lists stay on one line

    out = tmp_path / "q04.text.json"
    out.write_text("keep")
    assert main(["decompile", str(pb), "-o", str(out)]) == 1
    assert "--force" in capsys.readouterr().err
    assert out.read_text() == "keep"
    assert main(["decompile", str(pb), "-o", str(out), "--force"]) == 0
    assert json.loads(out.read_text()) == json.loads(printed)
    assert se.load_plan(out).check()  # the file loads as a plan


def test_cli_bad_plan_is_a_positioned_error(tmp_path: Path, capsys: Any) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"relations": [{"root": {"input": {"filter": {}}}}]}))
    assert main(["decompile", str(bad)]) == 1
    assert "relations[0].root.input.filter" in capsys.readouterr().err
