"""The command line: ``substrait-expr conformance`` and ``python -m``."""

from __future__ import annotations

from collections.abc import Sequence

from substrait_expr.backends.spark.conformance.report_markdown import format_markdown
from substrait_expr.backends.spark.conformance.report_text import format_report
from substrait_expr.backends.spark.conformance.runner import run_conformance


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
