"""Conformance runner: the official Substrait function test cases on Spark.

Every case of every installed test file (``substrait_extensions/testcases``)
is compiled with ``check`` + ``to_column`` and evaluated on Spark. A case is

* ``passed``: the value (and its Spark type) is what the file expects; for
  ``<!ERROR>`` evaluation raised; for ``<!UNDEFINED>`` evaluation finished
  (with a value or an error) without taking the process down;
* ``unsupported``: compilation refused it, with the reason (code
  ``unsupported`` from the Spark backend, or a type-checker diagnostic when
  the case does not match the extension YAML);
* ``failed``: anything else — a wrong value or type, no error where one was
  expected, or a Spark error where a value was expected;
* ``disputed``: the file's expected value contradicts the function's
  definition (see `ERRATA`: each entry gives the value the definition
  implies, checked independently, and why). Such a case is ``disputed`` only
  if the result equals that corrected value, else it is ``failed``.

Cases are batched: all value cases of the scalar files become columns of a
few one-row selects; each aggregate file becomes one ``agg`` over a union of
its tables (every measure filtered to its own rows); each window file one
select over its tables partitioned by case. A batch that fails is split in
halves until the failing cases are isolated. Cases expected to raise (and
``<!UNDEFINED>`` ones, which may) run one by one.

Floating-point results: the files give either the exact value or a rounded
one, so a float passes when it equals the expected value (after rounding the
expected value to fp32 for fp32 results), rounds to it when it is written
with at least `ROUNDED_DIGITS` significant digits (a rounded printout), or is
within `FLOAT_ULPS` units in the last place (IEEE 754 does not require correctly
rounded transcendental functions, and libraries differ by an ulp or two).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import logging
import math
import struct
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pyspark.errors import AnalysisException
from pyspark.sql import Column, DataFrame, SparkSession
from pyspark.sql import functions as F

from substrait_expr.ast import nodes as ast
from substrait_expr.backends.spark.columns.column import to_column
from substrait_expr.backends.spark.columns.literals import literal_column
from substrait_expr.backends.spark.types import is_unsigned, spark_type
from substrait_expr.diagnostics import Code, CompileError
from substrait_expr.parser import parse, parse_type
from substrait_expr.testcases import (
    ExpectedError,
    ExpectedUndefined,
    ExpectedValue,
    TestCase,
    TestFile,
    TestKind,
    iter_test_files,
)
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.typenames import to_type

__all__ = [
    "CaseResult",
    "FileResult",
    "Outcome",
    "Report",
    "format_report",
    "run_conformance",
]

SCALAR_BATCH = 120  # columns per one-row select
COMPARISON_URN = "extension:io.substrait:functions_comparison"
CASE_COLUMN = "__case"
ORDER_COLUMN = "__ord"


FLOAT_ULPS = 4
ROUNDED_DIGITS = 6  # expected floats written with fewer digits must match exactly


class Outcome(enum.Enum):
    PASSED = "passed"
    FAILED = "failed"
    UNSUPPORTED = "unsupported"
    DISPUTED = "disputed"


# Official cases whose expected value contradicts the function's definition:
# "file:line" -> (the value the definition gives, why). Each corrected value
# was computed independently (by hand or with Python's `statistics`/`math`).
ERRATA: dict[str, tuple[str, str]] = {
    "arithmetic/multiply.test:16": (
        "127::i8",
        "(-13) * (-10) = 130, above the i8 maximum, so SATURATE gives 127, not -128",
    ),
    "arithmetic/shift_left.test:8": (
        "77309411328::i64",
        "301989888 << 8 = 301989888 * 256 = 77309411328; the file's value is 301989888 << 16",
    ),
    "arithmetic/std_dev.test:19": (
        "3.7416575::fp32?",
        "sample standard deviation of (-5,-3,-1,1,3,5) is sqrt(70/5) = 3.7416573867739413",
    ),
    "arithmetic/std_dev.test:20": (
        "3.7416573867739413::fp64?",
        "sample standard deviation of (-5,-3,-1,1,3,5) is sqrt(70/5) = 3.7416573867739413",
    ),
    "arithmetic/std_dev.test:44": (
        "1.7392527::fp32?",
        "sample standard deviation of (1.1,2.2,3.3,4.4,5.5) is 1.7392527130926085",
    ),
    "arithmetic/std_dev.test:52": (
        "39.528470::fp32?",
        "sample standard deviation of (0,100,50,25,75) is sqrt(6250/4) = 39.528470752104745",
    ),
    "arithmetic/std_dev.test:53": (
        "35.35533905932738::fp64?",
        "population standard deviation of (0,100,50,25,75) is sqrt(6250/5) = 35.35533905932738",
    ),
    "arithmetic/variance.test:19": (
        "14.0::fp32?",
        "sample variance of (-5,-3,-1,1,3,5) is 70/5 = 14",
    ),
    "arithmetic/variance.test:20": (
        "14.0::fp64?",
        "sample variance of (-5,-3,-1,1,3,5) is 70/5 = 14",
    ),
    "arithmetic/variance.test:44": (
        "3.025::fp32?",
        "sample variance of (1.1,2.2,3.3,4.4,5.5) is 12.1/4 = 3.025 (the file has 3.03)",
    ),
    "arithmetic/variance.test:52": (
        "1562.5::fp32?",
        "sample variance of (0,100,50,25,75) is 6250/4 = 1562.5",
    ),
    "arithmetic/variance.test:53": (
        "1250.0::fp64?",
        "population variance of (0,100,50,25,75) is 6250/5 = 1250",
    ),
    **{
        f"arithmetic/sqrt.test:{line}": (
            "nan::fp64",
            "on_domain_error:NAN asks for NaN where the argument is outside the domain; "
            "the file expects null",
        )
        for line in (7, 8)
    },
    **{
        f"string/regexp_replace.test:{line}": (
            value,
            "the YAML says occurrence 0 (also the default) replaces every occurrence; "
            "the file replaces only the first",
        )
        for line, value in (
            (42, "', ,,,,,'::str"),
            (43, "' 111111'::str"),
            (48, "', ,,,,,'::str"),
            (49, "' 111111'::str"),
            (54, "'addddaddddadddd'::str"),
            (58, "'addddaddddadddd'::str"),
        )
    },
    **{
        f"string/regexp_replace.test:{line}": (
            "'1e'::str",
            "in the ICU replacement syntax the YAML names, groups are $1 and a backslash "
            "escapes the next character, so '\\1e' inserts the text '1e'",
        )
        for line in (55, 59)
    },
    **{
        f"datetime/extract.test:{line}": (
            value,
            f"the YAML defines {component} as the part since the last full "
            f"{'second' if component == 'MILLISECOND' else 'millisecond'}; the file counts "
            "from the start of the minute",
        )
        for line, component, value in (
            (17, "MILLISECOND", "0::i64"),
            (18, "MICROSECOND", "0::i64"),
            (30, "MILLISECOND", "155::i64"),
            (31, "MICROSECOND", "0::i64"),
        )
    },
    **{
        f"logarithmic/{name}.test:{line}": (
            "nan::fp64",
            "on_log_zero:NAN asks for NaN for a zero argument; the file expects null",
        )
        for name, line in (("ln", 17), ("log10", 17), ("log2", 18), ("logb", 17))
    },
}


@dataclass(frozen=True, slots=True)
class CaseResult:
    file: str
    line: int
    case: str
    expected: str
    outcome: Outcome
    reason: str = ""

    @property
    def key(self) -> str:
        """Identifies the case across runs: file, line and text."""
        return f"{self.file}:{self.line}: {self.case}"

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "case": self.case,
            "expected": self.expected,
            "outcome": self.outcome.value,
            "reason": self.reason,
        }


@dataclass
class FileResult:
    area: str
    name: str
    kind: str
    cases: list[CaseResult] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"{self.area}/{self.name}.test"

    def counts(self) -> dict[str, int]:
        return _counts(self.cases)


@dataclass
class Report:
    files: list[FileResult]
    seconds: float = 0.0

    @property
    def cases(self) -> list[CaseResult]:
        return [case for file in self.files for case in file.cases]

    def counts(self) -> dict[str, int]:
        return _counts(self.cases)

    def areas(self) -> dict[str, dict[str, int]]:
        grouped: dict[str, list[CaseResult]] = {}
        for file in self.files:
            grouped.setdefault(file.area, []).extend(file.cases)
        return {area: _counts(cases) for area, cases in sorted(grouped.items())}

    def to_json(self) -> dict[str, Any]:
        """Overall, per-area and per-file counts, and every case that did not
        pass with its reason."""
        return {
            **self.counts(),
            "seconds": round(self.seconds, 1),
            "areas": self.areas(),
            "files": {
                file.path: {
                    **file.counts(),
                    "not_passed": [
                        case.to_json() for case in file.cases if case.outcome is not Outcome.PASSED
                    ],
                }
                for file in self.files
            },
        }


def _counts(cases: Iterable[CaseResult]) -> dict[str, int]:
    tally = Counter(case.outcome for case in cases)
    counts = {outcome.value: tally.get(outcome, 0) for outcome in Outcome}
    counts["total"] = sum(tally.values())
    return counts


# ====================================================================== running


def run_conformance(
    areas: Sequence[str] | None = None,
    spark: SparkSession | None = None,
    *,
    registry: Registry | None = None,
) -> Report:
    """Run the installed official test files (optionally only ``areas``)."""
    started = time.perf_counter()
    # pyspark logs every analysis error it raises; failing cases are expected here.
    logging.getLogger("DataFrameQueryContextLogger").setLevel(logging.CRITICAL)
    if spark is None:
        from substrait_expr.backends.spark.session import local_session

        # Cases expected to fail make executors log stack traces; keep them quiet.
        spark = local_session("local[2]", log_level="OFF")
    runner = _Runner(spark, registry or Registry.default())
    files = list(iter_test_files(areas))
    results = [runner.run_file(test_file) for test_file in files]
    runner.flush_scalars()
    for file_result in results:
        file_result.cases.sort(key=lambda case: case.line)
    return Report(results, time.perf_counter() - started)


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


@dataclass
class _Runner:
    spark: SparkSession
    registry: Registry
    scalar_values: list[_Pending] = field(default_factory=list)

    # ------------------------------------------------------------------ files

    def run_file(self, test_file: TestFile) -> FileResult:
        result = FileResult(test_file.area, test_file.name, test_file.kind.value.lower())
        # The harness's own row filters use `equal`, so comparison comes last.
        includes = [*test_file.includes, *test_file.dependencies, COMPARISON_URN]
        if test_file.kind is TestKind.SCALAR:
            for case in test_file.cases:
                self._scalar_case(case, includes, result)
        elif test_file.kind is TestKind.AGGREGATE:
            self._aggregate_file(test_file, includes, result)
        else:
            self._window_file(test_file, includes, result)
        return result

    # ------------------------------------------------------------------ scalar

    def _scalar_case(self, case: TestCase, includes: list[str], result: FileResult) -> None:
        try:
            typed = check(case.left, Schema(), self.registry, include=includes)
            column = to_column(typed, Schema())
            verdict = self._verdict(case, typed.type, includes)
        except _Refused as refusal:
            _record(result, case, refusal.outcome, refusal.reason)
            return
        except CompileError as error:
            _record(result, case, *_compile_outcome(error))
            return
        except Exception as error:  # a bug in a builder: report it, keep going
            _record(result, case, Outcome.FAILED, f"internal error: {error!r}")
            return
        pending = _pending(case, result, column, typed.type, verdict)
        if pending.expects_error or pending.undefined:
            self._evaluate_alone(self._one_row(), pending)
        else:
            self.scalar_values.append(pending)
            if len(self.scalar_values) >= SCALAR_BATCH:
                self.flush_scalars()

    def flush_scalars(self) -> None:
        batch, self.scalar_values = self.scalar_values, []
        if batch:
            self._evaluate_batch(self._one_row(), batch)

    def _one_row(self) -> DataFrame:
        # A local relation: Spark evaluates a projection of it on the driver,
        # without scheduling a job (about three times faster per batch).
        return self.spark.sql("VALUES (0) AS one_row(id)")

    # ------------------------------------------------------------------ evaluation

    def _evaluate_batch(self, frame: DataFrame, batch: list[_Pending]) -> None:
        try:
            rows = _collect(frame, batch)
        except Exception as error:  # a failing case: isolate it
            if len(batch) == 1:
                _settle_error(batch[0], error)
                return
            middle = len(batch) // 2
            self._evaluate_batch(frame, batch[:middle])
            self._evaluate_batch(frame, batch[middle:])
            return
        for pending, (value, type_problem) in zip(batch, rows, strict=True):
            _settle_value(pending, value, type_problem)

    def _evaluate_alone(self, frame: DataFrame, pending: _Pending) -> None:
        try:
            [(value, type_problem)] = _collect(frame, [pending])
        except Exception as error:
            _settle_error(pending, error)
            return
        _settle_value(pending, value, type_problem)

    # ------------------------------------------------------------------ expected values

    def _verdict(self, case: TestCase, result_type: t.Type, includes: list[str]) -> Verdict:
        expected = case.expected
        if not isinstance(expected, ExpectedValue):
            return lambda value: None
        erratum = ERRATA.get(f"{case.file}:{case.line}")
        text = expected.text if erratum is None else erratum[0]
        node = self._expected_node(text, includes)
        return _value_verdict(node, result_type)

    def _expected_node(self, text: str, includes: list[str]) -> ir.TypedExpr:
        try:
            return check(text, Schema(), self.registry, include=includes)
        except CompileError as error:
            raise _Refused(
                Outcome.UNSUPPORTED, f"expected value does not compile: {_first(error)}"
            ) from None

    def _expected_column(
        self, tree: ast.Expr, includes: list[str]
    ) -> tuple[list[ir.TypedExpr], t.Type]:
        """The per-row expected values of ``(v1, v2, ...)::T`` (window results)."""
        if not isinstance(tree, ast.TupleExpr) or tree.type is None:
            raise _Refused(Outcome.UNSUPPORTED, "window result is not a column of values")
        cell_type = dataclasses.replace(tree.type, nullable=True)
        nodes = [self._typed_cell(item, cell_type, includes) for item in tree.items]
        return nodes, to_type(tree.type, self.registry)

    def _typed_cell(
        self, item: ast.Expr, type_name: ast.TypeName, includes: list[str]
    ) -> ir.TypedExpr:
        item = _float_special(item)
        if isinstance(item, ast.Literal):
            cell: ast.Expr = dataclasses.replace(item, type=type_name)
        else:
            cell = ast.Cast(item, type_name)
        try:
            return check(cell, Schema(), self.registry, include=includes)
        except CompileError as error:
            raise _Refused(Outcome.UNSUPPORTED, f"table value: {_first(error)}") from None

    # ------------------------------------------------------------------ aggregate

    def _aggregate_file(self, test_file: TestFile, includes: list[str], result: FileResult) -> None:
        prepared: list[tuple[_Pending, _Table]] = []
        for index, case in enumerate(test_file.cases):
            try:
                table = self._table_of(case, index, includes)
                measure = self._measure(case, table, includes)
                verdict = self._verdict(case, measure.type, includes)
                column = to_column(measure, table.schema, field_names=table.spark_names)
            except _Refused as refusal:
                _record(result, case, refusal.outcome, refusal.reason)
                continue
            except CompileError as error:
                _record(result, case, *_compile_outcome(error))
                continue
            except Exception as error:  # a bug in a builder: report it, keep going
                _record(result, case, Outcome.FAILED, f"internal error: {error!r}")
                continue
            prepared.append((_pending(case, result, column, measure.type, verdict), table))
        together = [(p, tb) for p, tb in prepared if not (p.expects_error or p.undefined)]
        if together:
            frame = _union_frame(self.spark, [tb for _, tb in together])
            self._evaluate_batch(frame, [p for p, _ in together])
        for pending, table in prepared:
            if pending.expects_error or pending.undefined:
                self._evaluate_alone(_union_frame(self.spark, [table]), pending)

    def _table_of(self, case: TestCase, index: int, includes: list[str]) -> _Table:
        tree = parse(case.left)
        if not isinstance(tree, ast.Call):
            raise _Refused(Outcome.UNSUPPORTED, "the left side is not a function call")
        if case.table is not None:
            type_names = [parse_type(text) for text in case.table.column_types]
            rows = [[parse(text) for text in row] for row in case.table.rows]
            call = tree
        else:
            call, type_names, columns = _columns_as_fields(tree, case.left)
            rows = [list(row) for row in zip(*columns, strict=True)] if columns else []
        types = [to_type(name, self.registry) for name in type_names]
        cells = [
            [
                self._typed_cell(item, dataclasses.replace(name, nullable=True), includes)
                for item, name in zip(row, type_names, strict=True)
            ]
            for row in rows
        ]
        return _Table(index, call, types, cells)

    def _measure(self, case: TestCase, table: _Table, includes: list[str]) -> ir.TypedExpr:
        own_rows = parse(f"{CASE_COLUMN} = {table.index}")
        call = table.call
        condition = own_rows if call.filter is None else _and(call.filter, own_rows)
        tree = dataclasses.replace(call, filter=condition)
        return check(
            tree, table.schema, self.registry, context=ir.Context.AGGREGATE, include=includes
        )

    # ------------------------------------------------------------------ window

    def _window_file(self, test_file: TestFile, includes: list[str], result: FileResult) -> None:
        prepared: list[tuple[_Pending, _Table, list[ir.TypedExpr]]] = []
        for index, case in enumerate(test_file.cases):
            try:
                table = self._table_of(case, index, includes)
                typed = self._window_call(table, includes)
                column = to_column(typed, table.schema, field_names=table.spark_names)
                expected: list[ir.TypedExpr] = []
                if isinstance(case.expected, ExpectedValue):
                    expected, _ = self._expected_column(parse(case.expected.text), includes)
            except _Refused as refusal:
                _record(result, case, refusal.outcome, refusal.reason)
                continue
            except CompileError as error:
                _record(result, case, *_compile_outcome(error))
                continue
            except Exception as error:  # a bug in a builder: report it, keep going
                _record(result, case, Outcome.FAILED, f"internal error: {error!r}")
                continue
            pending = _pending(case, result, column, typed.type, _window_verdict(expected))
            pending.table_index = table.index
            prepared.append((pending, table, expected))
        if not prepared:
            return
        frame = _union_frame(self.spark, [table for _, table, _ in prepared])
        pendings = [pending for pending, _, _ in prepared]
        self._evaluate_windows(frame, pendings)

    def _window_call(self, table: _Table, includes: list[str]) -> ir.TypedExpr:
        # "Rows are written in the order the function sees them": a window
        # ordered by row position, its frame the whole partition.
        whole = ast.Frame(
            ast.FrameUnit.ROWS,
            ast.FrameBound(ast.BoundKind.UNBOUNDED_PRECEDING),
            ast.FrameBound(ast.BoundKind.UNBOUNDED_FOLLOWING),
        )
        window = ast.Window(
            partition_by=(ast.Name(CASE_COLUMN),),
            order_by=(ast.SortItem(ast.Name(ORDER_COLUMN)),),
            frame=whole,
        )
        tree = dataclasses.replace(table.call, over=window)
        return check(tree, table.schema, self.registry, context=ir.Context.WINDOW, include=includes)

    def _evaluate_windows(self, frame: DataFrame, batch: list[_Pending]) -> None:
        try:
            per_case = _collect_windows(frame, batch)
        except Exception as error:
            if len(batch) == 1:
                _settle_error(batch[0], error)
                return
            middle = len(batch) // 2
            self._evaluate_windows(frame, batch[:middle])
            self._evaluate_windows(frame, batch[middle:])
            return
        for pending, (values, type_problem) in zip(batch, per_case, strict=True):
            _settle_value(pending, values, type_problem)


class _Refused(Exception):
    def __init__(self, outcome: Outcome, reason: str) -> None:
        super().__init__(reason)
        self.outcome = outcome
        self.reason = reason


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


# ====================================================================== collecting


def _collect(frame: DataFrame, batch: list[_Pending]) -> list[tuple[Any, str | None]]:
    """Evaluate the batch's columns over ``frame`` (aggregates: one ``agg``)."""
    names = [f"r{i}" for i in range(len(batch))]
    raw = [pending.column.alias(name) for pending, name in zip(batch, names, strict=True)]
    aggregate = any(pending.case.kind is TestKind.AGGREGATE for pending in batch)
    selected = frame.agg(*raw) if aggregate else frame.select(*raw)
    problems = _type_problems(selected, batch)
    readable = [
        _readable(F.col(name), pending.result_type).alias(name)
        for pending, name in zip(batch, names, strict=True)
    ]
    [row] = selected.select(*readable).collect()
    return [(row[name], problem) for name, problem in zip(names, problems, strict=True)]


def _collect_windows(frame: DataFrame, batch: list[_Pending]) -> list[tuple[Any, str | None]]:
    names = [f"r{i}" for i in range(len(batch))]
    raw = [pending.column.alias(name) for pending, name in zip(batch, names, strict=True)]
    selected = frame.select(F.col(CASE_COLUMN), F.col(ORDER_COLUMN), *raw)
    problems = _type_problems(selected.select(*names), batch)
    readable = [
        _readable(F.col(name), pending.result_type).alias(name)
        for pending, name in zip(batch, names, strict=True)
    ]
    rows = selected.select(CASE_COLUMN, ORDER_COLUMN, *readable).collect()
    results = []
    for pending, name, problem in zip(batch, names, problems, strict=True):
        index = pending.table_index
        own = sorted((row[ORDER_COLUMN], row[name]) for row in rows if row[CASE_COLUMN] == index)
        results.append(([value for _, value in own], problem))
    return results


def _type_problems(selected: DataFrame, batch: list[_Pending]) -> list[str | None]:
    """Whether each result column's Spark type is the one its Substrait type maps to."""
    problems: list[str | None] = []
    for spark_field, pending in zip(selected.schema.fields, batch, strict=True):
        expected = spark_type(pending.result_type)
        if spark_field.dataType.simpleString() == expected.simpleString():
            problems.append(None)
        else:
            problems.append(
                f"Spark type {spark_field.dataType.simpleString()}, expected "
                f"{expected.simpleString()} for {pending.result_type}"
            )
    return problems


def _readable(column: Column, substrait: t.Type) -> Column:
    """A column whose collected Python value does not depend on the Python
    process's time zone and can be collected at all."""
    if isinstance(substrait, t.PrecisionTimestampTZ | t.TimestampTZ):
        return F.unix_micros(column)
    if isinstance(substrait, t.IntervalYear):
        return F.extract(F.lit("YEAR"), column) * 12 + F.extract(F.lit("MONTH"), column)
    if isinstance(substrait, t.List):
        element = substrait.element
        if _needs_readable(element):
            return F.transform(column, lambda item: _readable(item, element))
    return column


def _needs_readable(substrait: t.Type) -> bool:
    if isinstance(substrait, t.List):
        return _needs_readable(substrait.element)
    return isinstance(substrait, t.PrecisionTimestampTZ | t.TimestampTZ | t.IntervalYear)


# ====================================================================== tables


@dataclass
class _Table:
    """The input rows of one aggregate or window case."""

    index: int
    call: ast.Call
    types: list[t.Type]
    cells: list[list[ir.TypedExpr]]

    @property
    def schema(self) -> Schema:
        fields = [(f"col{j}", column_type) for j, column_type in enumerate(self.types)]
        return Schema.of([*fields, (CASE_COLUMN, t.I32()), (ORDER_COLUMN, t.I32())])

    @property
    def spark_names(self) -> list[str]:
        """Spark column names: tables share a column when position and type agree."""
        own = [_slot_name(j, column_type) for j, column_type in enumerate(self.types)]
        return [*own, CASE_COLUMN, ORDER_COLUMN]


def _slot_name(position: int, column_type: t.Type) -> str:
    spelled = "".join(ch if ch.isalnum() else "_" for ch in spark_type(column_type).simpleString())
    return f"c{position}_{spelled}"


def _columns_as_fields(
    call: ast.Call, text: str
) -> tuple[ast.Call, list[ast.TypeName], list[Sequence[ast.Expr]]]:
    """``sum((1, 2)::i8)`` → ``sum(col0)`` and the column ``(1, 2)`` of type i8.
    ``(5)::i8`` is a one-row column (the parser reads it as the literal 5::i8)."""
    args: list[ast.Expr] = []
    type_names: list[ast.TypeName] = []
    columns: list[Sequence[ast.Expr]] = []
    for arg in call.args:
        items: Sequence[ast.Expr] | None = None
        if isinstance(arg, ast.TupleExpr) and arg.type is not None:
            items, type_name = arg.items, arg.type
        elif _parenthesised_literal(arg, text):
            assert isinstance(arg, ast.Literal) and arg.type is not None
            items, type_name = [dataclasses.replace(arg, type=None)], arg.type
        if items is None:
            args.append(arg)
            continue
        args.append(ast.Name(f"col{len(columns)}"))
        type_names.append(type_name)
        columns.append(items)
    if len({len(column) for column in columns}) > 1:
        raise _Refused(Outcome.UNSUPPORTED, "argument columns of different lengths")
    return dataclasses.replace(call, args=tuple(args)), type_names, columns


def _parenthesised_literal(arg: ast.Expr, text: str) -> bool:
    if not isinstance(arg, ast.Literal) or arg.type is None or arg.span is None:
        return False
    return text[arg.span.start : arg.span.start + 1] == "("


def _float_special(item: ast.Expr) -> ast.Expr:
    """An untyped ``inf``, ``-inf`` or ``nan`` in a column of values reads as a
    name (or the negation of one); the test-file grammar means the number."""
    sign = ""
    if isinstance(item, ast.Call) and item.operator is ast.Operator.NEGATE and len(item.args) == 1:
        sign, item = "-", item.args[0]
    if isinstance(item, ast.Name) and item.name.lower() in ("inf", "nan"):
        return ast.Literal(ast.LiteralKind.FLOAT_SPECIAL, sign + item.name.lower())
    return item if not sign else ast.Call("negate", (item,), operator=ast.Operator.NEGATE)


def _and(left: ast.Expr, right: ast.Expr) -> ast.Expr:
    return ast.Call("and", (left, right), operator=ast.Operator.AND)


def _union_frame(spark: SparkSession, tables: list[_Table]) -> DataFrame:
    """One DataFrame holding every table's rows: table k's values in the
    columns named by its ``spark_names`` (null elsewhere), its number in
    ``__case``, the row position in ``__ord``. A sentinel row (case -1) keeps
    the row list non-empty."""
    columns: dict[str, Any] = {}
    for table in tables:
        for name, column_type in zip(table.spark_names, table.types, strict=False):
            columns[name] = spark_type(column_type)
    structs = []
    for table in tables:
        for position, row in enumerate(table.cells):
            values = dict(zip(table.spark_names, row, strict=False))
            structs.append(_row_struct(columns, values, table.index, position))
    structs.append(_row_struct(columns, {}, -1, 0))
    return spark.range(0, 1, 1, 1).select(F.inline(F.array(*structs)))


def _row_struct(
    columns: dict[str, Any], values: dict[str, ir.TypedExpr], case: int, position: int
) -> Column:
    parts = []
    for name, data_type in columns.items():
        cell = values.get(name)
        value = F.lit(None).cast(data_type) if cell is None else _cell_column(cell)
        parts.append(value.alias(name))
    parts.append(F.lit(case).alias(CASE_COLUMN))
    parts.append(F.lit(position).alias(ORDER_COLUMN))
    return F.struct(*parts)


def _cell_column(cell: ir.TypedExpr) -> Column:
    if isinstance(cell, ir.Literal):
        return literal_column(cell.value, cell.type)
    return to_column(cell, Schema())


# ====================================================================== comparing values


def _value_verdict(node: ir.TypedExpr, result_type: t.Type) -> Verdict:
    expected = _python_value(node)
    expected_type = node.type

    def verdict(actual: Any) -> str | None:
        if _strip(expected_type) != _strip(result_type):
            return f"result type {result_type}, expected {expected_type}"
        if _same(expected, actual, expected_type):
            return None
        return f"got {actual!r}, expected {expected!r}"

    return verdict


def _window_verdict(expected: list[ir.TypedExpr]) -> Verdict:
    values = [_python_value(node) for node in expected]

    def verdict(actual: Any) -> str | None:
        if len(actual) != len(values):
            return f"got {len(actual)} rows {actual!r}, expected {values!r}"
        for got, want, node in zip(actual, values, expected, strict=True):
            if not _same(want, got, node.type):
                return f"got {actual!r}, expected {values!r}"
        return None

    return verdict


def _strip(substrait: t.Type) -> str:
    """A type's text without any nullability markers."""
    return str(substrait).replace("?", "")


def _python_value(node: ir.TypedExpr) -> Any:
    if isinstance(node, ir.ListValue):
        return [_python_value(item) for item in node.items]
    if isinstance(node, ir.StructValue):
        return tuple(_python_value(item) for item in node.fields)
    if not isinstance(node, ir.Literal):
        raise _Refused(Outcome.UNSUPPORTED, f"expected value is not a literal: {node}")
    value = node.value
    if value is None:
        return None
    if isinstance(node.type, t.PrecisionTimestampTZ | t.TimestampTZ) and isinstance(
        value, dt.datetime
    ):
        return _micros(value)
    if isinstance(node.type, t.IntervalYear) and isinstance(value, tuple):
        years, months = value
        return int(years) * 12 + int(months)
    if is_unsigned(node.type):
        return int(str(value))
    return value


def _micros(value: dt.datetime) -> int:
    aware = value if value.tzinfo is not None else value.replace(tzinfo=dt.timezone.utc)
    delta = aware - dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def _same(expected: Any, actual: Any, substrait: t.Type) -> bool:
    if expected is None or actual is None:
        return expected is None and actual is None
    if isinstance(substrait, t.FP32 | t.FP64):
        return _same_float(float(expected), float(actual), isinstance(substrait, t.FP32))
    if isinstance(substrait, t.List):
        return (
            isinstance(actual, list)
            and len(actual) == len(expected)
            and all(_same(e, a, substrait.element) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(substrait, t.Struct):
        return len(actual) == len(expected) and all(
            _same(e, a, f) for e, a, f in zip(expected, actual, substrait.fields, strict=True)
        )
    if isinstance(substrait, t.Decimal) or is_unsigned(substrait):
        return Decimal(str(actual)) == Decimal(str(expected))
    if isinstance(expected, bytes | bytearray):
        return bytes(actual) == bytes(expected)
    return bool(expected == actual and type(expected) is type(actual))


def _same_float(expected: float, actual: float, single: bool) -> bool:
    if math.isnan(expected) or math.isnan(actual):
        return math.isnan(expected) and math.isnan(actual)
    if math.isinf(expected) or math.isinf(actual) or expected == 0:
        return expected == actual
    if actual == expected or (single and actual == _to_fp32(expected)):
        return True
    ulp = _fp32_ulp(expected) if single else math.ulp(expected)
    if abs(actual - expected) <= FLOAT_ULPS * ulp:
        return True
    # A value written with many digits but not exactly may be a rounded
    # printout: then the result must round to it. Short values (2.5) are exact.
    digits = _significant_digits(expected)
    if digits < ROUNDED_DIGITS:
        return False
    unit = 10.0 ** (math.floor(math.log10(abs(expected))) - digits + 1)
    return abs(actual - expected) <= unit / 2


def _fp32_ulp(value: float) -> float:
    exponent = math.frexp(abs(value))[1]
    return float(2.0 ** (exponent - 24))


def _to_fp32(value: float) -> float:
    try:
        return float(struct.unpack("f", struct.pack("f", value))[0])
    except OverflowError:
        return math.copysign(math.inf, value)


def _significant_digits(value: float) -> int:
    mantissa = repr(abs(value)).lower().split("e")[0].replace(".", "").lstrip("0")
    return max(1, len(mantissa.rstrip("0")) if "." in repr(value) else len(mantissa))


# ====================================================================== text report


def format_report(report: Report) -> str:
    """Per-file table, per-area and overall totals, then every failure."""
    lines = [_row("file", _HEADINGS)]
    lines.extend(_row(file.path, file.counts()) for file in report.files)
    lines.append("")
    lines.append(_row("area", _HEADINGS))
    lines.extend(_row(area, counts) for area, counts in report.areas().items())
    totals = report.counts()
    lines.append(_row("TOTAL", totals))
    share = 100 * totals["passed"] / totals["total"] if totals["total"] else 0.0
    lines.append(f"{totals['total']} cases, {share:.1f}% passed, {report.seconds:.1f} s")
    for outcome in (Outcome.FAILED, Outcome.DISPUTED):
        cases = [case for case in report.cases if case.outcome is outcome]
        if cases:
            lines.append("")
            lines.append(f"{outcome.value}:")
            lines.extend(f"  {case.key} = {case.expected}: {case.reason}" for case in cases)
    return "\n".join(lines)


_HEADINGS = {outcome.value: outcome.value[:8] for outcome in Outcome}


def _row(label: str, counts: dict[str, Any]) -> str:
    cells = " ".join(f"{counts[outcome.value]:>8}" for outcome in Outcome)
    return f"{label:<44} {cells}"


# ====================================================================== markdown and command line


def format_markdown(report: Report, spark_version: str = "") -> str:
    """The per-area table, the function table's coverage, and every case that
    did not pass grouped by reason (``docs/conformance.md``)."""
    from substrait_expr.backends.spark.columns.functions import SUPPORTED, UNSUPPORTED

    columns = [outcome.value for outcome in Outcome]
    lines = [
        "# Conformance: official Substrait function test cases on Spark",
        "",
        "Generated by `make conformance-doc` (`python -m substrait_expr.backends.spark.conformance "
        "--markdown docs/conformance.md`); do not edit by hand.",
        "",
        f"Run on Spark {spark_version}." if spark_version else "",
        "",
        "| area | " + " | ".join(columns) + " | total | passed % |",
        "| --- | " + " | ".join("---:" for _ in columns) + " | ---: | ---: |",
    ]
    for area, counts in [*report.areas().items(), ("**total**", report.counts())]:
        share = 100 * counts["passed"] / counts["total"] if counts["total"] else 0.0
        cells = " | ".join(str(counts[c]) for c in columns)
        lines.append(f"| {area} | {cells} | {counts['total']} | {share:.1f} |")
    total = len(SUPPORTED) + len(UNSUPPORTED)
    lines += [
        "",
        f"Function table: {len(SUPPORTED)} of {total} impls of the official extensions have "
        f"a Spark builder ({100 * len(SUPPORTED) / total:.1f}%); the other {len(UNSUPPORTED)} "
        "are refused at compile time with a reason.",
        "",
        "Outcomes: *passed* — the value and its Spark type are as expected (for `<!ERROR>`, "
        "evaluation raised); *unsupported* — compilation refused the case with a reason; "
        "*disputed* — the file's expected value contradicts the function's definition and "
        "the result equals the value the definition gives; *failed* — anything else.",
    ]
    for outcome in (Outcome.FAILED, Outcome.DISPUTED, Outcome.UNSUPPORTED):
        cases = [case for case in report.cases if case.outcome is outcome]
        if not cases:
            continue
        lines += ["", f"## {outcome.value.capitalize()} cases ({len(cases)})", ""]
        by_reason: dict[str, list[CaseResult]] = {}
        for case in cases:
            by_reason.setdefault(case.reason, []).append(case)
        for reason, group in sorted(by_reason.items(), key=lambda item: -len(item[1])):
            lines.append(f"- {reason} ({len(group)}):")
            lines.extend(f"  - `{case.file}:{case.line}` `{case.case}`" for case in group)
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m substrait_expr.backends.spark.conformance ...``: the same as
    ``substrait-expr conformance``."""
    import sys

    from substrait_expr.cli import main as cli_main

    return cli_main(["conformance", *(sys.argv[1:] if argv is None else argv)])


def run_command(
    areas: Sequence[str] | None, json_path: str | None, markdown_path: str | None
) -> int:
    """Run, print the report, write the requested files; 1 if any case failed."""
    import json

    from substrait_expr.backends.spark.session import local_session
    from substrait_expr.outputs import write_output

    spark = local_session("local[2]", log_level="OFF")
    report = run_conformance(areas, spark)
    print(format_report(report))
    if json_path:
        text = json.dumps(report.to_json(), indent=1, ensure_ascii=False)
        write_output(json_path, text + "\n")
    if markdown_path:
        write_output(markdown_path, format_markdown(report, spark.version))
    return 1 if report.counts()["failed"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
