"""A prepared case waiting for evaluation: its compiled column and how to
judge the value collected for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pyspark.sql import Column

from substrait_expr.backends.spark.conformance.results import FileResult
from substrait_expr.testcases import ExpectedError, ExpectedUndefined, TestCase
from substrait_expr.typecheck import types as t

# A prepared case: how to read its outcome from the collected value.
Verdict = Callable[[Any], str | None]  # None: passed; else why it failed


@dataclass
class _Pending:
    case: TestCase
    result: FileResult
    column: Column
    result_type: t.Type
    verdict: Verdict
    expects_error: bool
    undefined: bool
    table_index: int = -1  # aggregate and window cases: the case's rows in the union


def _pending(
    case: TestCase, result: FileResult, column: Column, result_type: t.Type, verdict: Verdict
) -> _Pending:
    return _Pending(
        case,
        result,
        column,
        result_type,
        verdict,
        expects_error=isinstance(case.expected, ExpectedError),
        undefined=isinstance(case.expected, ExpectedUndefined),
    )
