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

The package, one job per module: `runner` (run the files: compile, batch,
evaluate), `pending` (a prepared case), `tables` (input rows of aggregate and
window cases as one DataFrame), `collect` (evaluate and collect a batch),
`compare` (expected against collected values), `outcomes` (classify a case),
`errata`, `results` (the result model and its JSON), `report_text`,
`report_markdown` and `command` (the command line). Everything is re-exported
here, where callers import it from.
"""

# `X as X`: an explicit re-export (mypy strict), so the names the single
# module had stay importable from here, the private ones tests reach too.
from substrait_expr.backends.spark.conformance.collect import (
    _collect as _collect,
)
from substrait_expr.backends.spark.conformance.collect import (
    _collect_windows as _collect_windows,
)
from substrait_expr.backends.spark.conformance.collect import (
    _needs_readable as _needs_readable,
)
from substrait_expr.backends.spark.conformance.collect import (
    _readable as _readable,
)
from substrait_expr.backends.spark.conformance.collect import (
    _type_problems as _type_problems,
)
from substrait_expr.backends.spark.conformance.compare import (
    FLOAT_ULPS as FLOAT_ULPS,
)
from substrait_expr.backends.spark.conformance.compare import (
    ROUNDED_DIGITS as ROUNDED_DIGITS,
)
from substrait_expr.backends.spark.conformance.compare import (
    _fp32_ulp as _fp32_ulp,
)
from substrait_expr.backends.spark.conformance.compare import (
    _micros as _micros,
)
from substrait_expr.backends.spark.conformance.compare import (
    _python_value as _python_value,
)
from substrait_expr.backends.spark.conformance.compare import (
    _same as _same,
)
from substrait_expr.backends.spark.conformance.compare import (
    _same_float as _same_float,
)
from substrait_expr.backends.spark.conformance.compare import (
    _significant_digits as _significant_digits,
)
from substrait_expr.backends.spark.conformance.compare import (
    _strip as _strip,
)
from substrait_expr.backends.spark.conformance.compare import (
    _to_fp32 as _to_fp32,
)
from substrait_expr.backends.spark.conformance.compare import (
    _value_verdict as _value_verdict,
)
from substrait_expr.backends.spark.conformance.compare import (
    _window_verdict as _window_verdict,
)
from substrait_expr.backends.spark.conformance.errata import (
    ERRATA as ERRATA,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _compile_outcome as _compile_outcome,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _error_text as _error_text,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _expected_text as _expected_text,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _first as _first,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _record as _record,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _Refused as _Refused,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _settle_error as _settle_error,
)
from substrait_expr.backends.spark.conformance.outcomes import (
    _settle_value as _settle_value,
)
from substrait_expr.backends.spark.conformance.pending import (
    Verdict as Verdict,
)
from substrait_expr.backends.spark.conformance.pending import (
    _Pending as _Pending,
)
from substrait_expr.backends.spark.conformance.pending import (
    _pending as _pending,
)
from substrait_expr.backends.spark.conformance.report_markdown import (
    format_markdown as format_markdown,
)
from substrait_expr.backends.spark.conformance.report_text import (
    _HEADINGS as _HEADINGS,
)
from substrait_expr.backends.spark.conformance.report_text import (
    _row as _row,
)
from substrait_expr.backends.spark.conformance.report_text import (
    format_report,
)
from substrait_expr.backends.spark.conformance.results import (
    CaseResult,
    FileResult,
    Outcome,
    Report,
)
from substrait_expr.backends.spark.conformance.results import (
    _counts as _counts,
)
from substrait_expr.backends.spark.conformance.runner import (
    COMPARISON_URN as COMPARISON_URN,
)
from substrait_expr.backends.spark.conformance.runner import (
    SCALAR_BATCH as SCALAR_BATCH,
)
from substrait_expr.backends.spark.conformance.runner import (
    _Runner as _Runner,
)
from substrait_expr.backends.spark.conformance.runner import (
    run_conformance,
)
from substrait_expr.backends.spark.conformance.tables import (
    CASE_COLUMN as CASE_COLUMN,
)
from substrait_expr.backends.spark.conformance.tables import (
    ORDER_COLUMN as ORDER_COLUMN,
)
from substrait_expr.backends.spark.conformance.tables import (
    _and as _and,
)
from substrait_expr.backends.spark.conformance.tables import (
    _cell_column as _cell_column,
)
from substrait_expr.backends.spark.conformance.tables import (
    _columns_as_fields as _columns_as_fields,
)
from substrait_expr.backends.spark.conformance.tables import (
    _float_special as _float_special,
)
from substrait_expr.backends.spark.conformance.tables import (
    _parenthesised_literal as _parenthesised_literal,
)
from substrait_expr.backends.spark.conformance.tables import (
    _row_struct as _row_struct,
)
from substrait_expr.backends.spark.conformance.tables import (
    _slot_name as _slot_name,
)
from substrait_expr.backends.spark.conformance.tables import (
    _Table as _Table,
)
from substrait_expr.backends.spark.conformance.tables import (
    _union_frame as _union_frame,
)

__all__ = [
    "CaseResult",
    "FileResult",
    "Outcome",
    "Report",
    "format_report",
    "run_conformance",
]
