"""Classifying cases: the outcome and reason of a case refused at compile
time, of a collected value, or of a Spark error."""

from __future__ import annotations

from typing import Any

from pyspark.errors import AnalysisException

from substrait_expr.backends.spark.conformance.errata import ERRATA
from substrait_expr.backends.spark.conformance.pending import _Pending
from substrait_expr.backends.spark.conformance.results import CaseResult, FileResult, Outcome
from substrait_expr.diagnostics import Code, CompileError
from substrait_expr.testcases import ExpectedError, ExpectedValue, TestCase


class _Refused(Exception):
    def __init__(self, outcome: Outcome, reason: str) -> None:
        super().__init__(reason)
        self.outcome = outcome
        self.reason = reason


def _record(result: FileResult, case: TestCase, outcome: Outcome, reason: str = "") -> None:
    result.cases.append(
        CaseResult(case.file, case.line, case.left, _expected_text(case), outcome, reason)
    )


def _expected_text(case: TestCase) -> str:
    expected = case.expected
    if isinstance(expected, ExpectedValue):
        return expected.text
    return "<!ERROR>" if isinstance(expected, ExpectedError) else "<!UNDEFINED>"


def _first(error: CompileError) -> str:
    first = error.diagnostics[0]
    return f"[{first.code.value}] {first.message}"


def _compile_outcome(error: CompileError) -> tuple[Outcome, str]:
    codes = {d.code for d in error.diagnostics}
    if codes == {Code.UNSUPPORTED}:
        return Outcome.UNSUPPORTED, "; ".join(d.message for d in error.diagnostics)
    return Outcome.UNSUPPORTED, f"rejected by the type checker: {_first(error)}"


# ====================================================================== settling


def _settle_value(pending: _Pending, value: Any, type_problem: str | None) -> None:
    if pending.undefined:
        _record(pending.result, pending.case, Outcome.PASSED)
    elif pending.expects_error:
        _record(pending.result, pending.case, Outcome.FAILED, f"no error; got {value!r}")
    elif type_problem is not None:
        _record(pending.result, pending.case, Outcome.FAILED, type_problem)
    else:
        problem = pending.verdict(value)
        erratum = ERRATA.get(f"{pending.case.file}:{pending.case.line}")
        if problem is not None:
            _record(pending.result, pending.case, Outcome.FAILED, problem)
        elif erratum is not None:
            reason = f"expected value contradicts the definition: {erratum[1]}"
            _record(pending.result, pending.case, Outcome.DISPUTED, reason)
        else:
            _record(pending.result, pending.case, Outcome.PASSED)


def _settle_error(pending: _Pending, error: Exception) -> None:
    message = _error_text(error)
    if isinstance(error, AnalysisException):
        reason = f"Spark rejected the compiled expression: {message}"
        _record(pending.result, pending.case, Outcome.FAILED, reason)
    elif pending.expects_error or pending.undefined:
        _record(pending.result, pending.case, Outcome.PASSED)
    else:
        _record(pending.result, pending.case, Outcome.FAILED, f"raised: {message}")


def _error_text(error: Exception) -> str:
    text = str(error).strip().splitlines()
    return text[0][:300] if text else type(error).__name__
