"""The plain-text report ``substrait-expr conformance`` prints."""

from __future__ import annotations

from typing import Any

from substrait_expr.backends.spark.conformance.results import Outcome, Report


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
