"""Acceptance: the official function test cases type-check.

For every scalar case whose expected result is a value, the type derived for
the left side must equal the type written on the right side, nullability
included. The only cases skipped are listed, with the YAML text that
contradicts them, in ``data/known_spec_conflicts.txt``; each listed case
must still fail (so the list cannot hide a case that works) and its YAML
excerpt must be in the YAML file. Aggregate and window cases are checked the
same way in their contexts, with the input table as the schema
(``col0``, ``col1``, ...). Cases expecting an error must still type-check:
their errors happen at run time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from substrait_expr import testcases as tc
from substrait_expr.ast import nodes as ast
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser import parse
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.typenames import to_type
from substrait_expr.typecheck.types import Type

REGISTRY = Registry.default()
CONFLICTS_FILE = Path(__file__).parent / "data" / "known_spec_conflicts.txt"
FILES = list(tc.iter_test_files())
CONTEXTS = {
    tc.TestKind.SCALAR: ir.Context.SCALAR,
    tc.TestKind.AGGREGATE: ir.Context.AGGREGATE,
    tc.TestKind.WINDOW: ir.Context.WINDOW,
}


@dataclass(frozen=True)
class Conflict:
    location: str  # "arithmetic/sqrt.test:7"
    left: str
    reason: str
    yaml_file: str
    excerpt: str


def read_conflicts() -> dict[str, Conflict]:
    conflicts: dict[str, Conflict] = {}
    for raw in CONFLICTS_FILE.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        location, rest = raw.split(" | ", 1)
        # The left side may contain " | " itself; reason and excerpt may not start before it.
        match = re.fullmatch(
            r"(?P<left>.*) \| (?P<reason>[^|]*) \| (?P<file>[\w.]+): (?P<x>.*)", rest
        )
        assert match is not None, raw
        conflicts[location] = Conflict(
            location, match["left"], match["reason"], match["file"], match["x"]
        )
    return conflicts


CONFLICTS = read_conflicts()


def expected_type(case: tc.TestCase) -> Type:
    """The type written on the right side (``125::i8``, ``[1]::list<i32>``)."""
    assert isinstance(case.expected, tc.ExpectedValue)
    right = parse(case.expected.text)
    assert isinstance(right, ast.Literal | ast.ListExpr | ast.TupleExpr), case.expected.text
    assert right.type is not None, case.expected.text
    return to_type(right.type, REGISTRY)


def schema_of(case: tc.TestCase) -> Schema:
    if case.table is None:
        return Schema()
    return Schema.parse(", ".join(f"col{i}: {t}" for i, t in enumerate(case.table.column_types)))


def outcome(test_file: tc.TestFile, case: tc.TestCase) -> Type | CompileError:
    include = (*test_file.includes, *test_file.dependencies)
    try:
        typed = check(
            case.left, schema_of(case), REGISTRY, context=CONTEXTS[case.kind], include=include
        )
    except CompileError as error:
        return error
    return typed.type


def problems_in(test_file: tc.TestFile) -> list[str]:
    """Every case of the file that does not check as its right side says."""
    problems = []
    for case in test_file.cases:
        if f"{case.file}:{case.line}" in CONFLICTS:
            continue
        result = outcome(test_file, case)
        if isinstance(result, CompileError):
            problems.append(f"{case.file}:{case.line} {case.left}\n{result}")
        elif isinstance(case.expected, tc.ExpectedValue) and result != expected_type(case):
            problems.append(
                f"{case.file}:{case.line} {case.left}: {result}, expected {expected_type(case)}"
            )
    return problems


@pytest.mark.parametrize("test_file", FILES, ids=lambda f: f"{f.area}/{f.name}")
def test_every_case_checks_to_the_written_type(test_file: tc.TestFile) -> None:
    problems = problems_in(test_file)
    assert not problems, "\n".join(problems)


def test_scalar_value_cases_pass_except_listed_conflicts() -> None:
    """The acceptance number: scalar value cases checked and passing."""
    cases = [
        (f, c)
        for f in FILES
        if f.kind is tc.TestKind.SCALAR
        for c in f.cases
        if isinstance(c.expected, tc.ExpectedValue)
    ]
    passing = [
        case
        for test_file, case in cases
        if f"{case.file}:{case.line}" not in CONFLICTS
        and outcome(test_file, case) == expected_type(case)
    ]
    assert len(cases) > 1000
    assert len(passing) + len(CONFLICTS) == len(cases)


def _normalised_yaml(name: str) -> str:
    path = next(Path(e.path) for e in REGISTRY.extensions if Path(e.path).name == name)
    lines = [
        line
        for line in path.read_text(encoding="utf-8").splitlines()
        if not line.strip().startswith("description:")
    ]
    return " ".join(" ".join(lines).split())


@pytest.mark.parametrize("conflict", CONFLICTS.values(), ids=lambda c: c.location)
def test_listed_conflict_is_real(conflict: Conflict) -> None:
    relative, line = conflict.location.rsplit(":", 1)
    test_file = next(f for f in FILES if f"{f.area}/{f.name}.test" == relative)
    case = next(c for c in test_file.cases if c.line == int(line))
    assert case.left == conflict.left
    assert isinstance(case.expected, tc.ExpectedValue)
    result = outcome(test_file, case)
    assert isinstance(result, CompileError) or result != expected_type(case), (
        f"{conflict.location} now passes: remove it from {CONFLICTS_FILE.name}"
    )
    assert conflict.excerpt in _normalised_yaml(conflict.yaml_file)


def test_aggregate_and_window_cases_are_checked() -> None:
    kinds = {f.kind for f in FILES}
    assert kinds == set(tc.TestKind)
    aggregate_cases = sum(len(f.cases) for f in FILES if f.kind is not tc.TestKind.SCALAR)
    assert aggregate_cases > 150


def test_column_of_values_takes_nullability_from_its_nulls() -> None:
    # The aggregate files write (Null, 1)::i16; the column must be nullable then.
    typed = check("count((Null, 1)::i16)", context=ir.Context.AGGREGATE)
    assert isinstance(typed, ir.AggregateCall)
    assert str(typed.args[0].type) == "i16?"
    typed = check("count((5, 1)::i16)", context=ir.Context.AGGREGATE)
    assert isinstance(typed, ir.AggregateCall)
    assert str(typed.args[0].type) == "i16"
