"""Running the test files: each case compiled, batched with others,
evaluated on Spark and settled."""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from pyspark.sql import DataFrame, SparkSession

from substrait_expr.ast import nodes as ast
from substrait_expr.backends.spark.columns.column import to_column
from substrait_expr.backends.spark.conformance.collect import _collect, _collect_windows
from substrait_expr.backends.spark.conformance.compare import _value_verdict, _window_verdict
from substrait_expr.backends.spark.conformance.errata import ERRATA
from substrait_expr.backends.spark.conformance.outcomes import (
    _compile_outcome,
    _first,
    _record,
    _Refused,
    _settle_error,
    _settle_value,
)
from substrait_expr.backends.spark.conformance.pending import Verdict, _Pending, _pending
from substrait_expr.backends.spark.conformance.results import FileResult, Outcome, Report
from substrait_expr.backends.spark.conformance.tables import (
    CASE_COLUMN,
    ORDER_COLUMN,
    _and,
    _columns_as_fields,
    _float_special,
    _Table,
    _union_frame,
)
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser import parse, parse_type
from substrait_expr.testcases import ExpectedValue, TestCase, TestFile, TestKind, iter_test_files
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.typenames import to_type

SCALAR_BATCH = 120  # columns per one-row select
COMPARISON_URN = "extension:io.substrait:functions_comparison"


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
