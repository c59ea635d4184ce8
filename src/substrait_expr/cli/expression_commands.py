"""The expression commands of the CLI: ``parse``, ``check`` of an expression,
``conformance``."""

from __future__ import annotations

import argparse
import json
import sys

from substrait_expr.ast.printer import to_text
from substrait_expr.ast.serialize import outline, to_data
from substrait_expr.cli import plan_commands
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser import parse
from substrait_expr.substrait.extended import indented_json
from substrait_expr.typecheck import ir, pretty
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import ExtensionError, Registry
from substrait_expr.typecheck.schema import Schema, SchemaError


def _read_expression(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


def cmd_parse(args: argparse.Namespace) -> int:
    text = _read_expression(args.expression)
    tree = parse(text, max_depth=args.max_depth)
    if args.json:
        print(indented_json({"text": to_text(tree), "ast": to_data(tree)}))
    else:
        print(to_text(tree))
        print(outline(tree))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    if plan_commands.looks_like_plan(args.expression):
        args.plan = args.expression
        return plan_commands.run_guarded(plan_commands.cmd_check_plan, args)
    text = _read_expression(args.expression)
    try:
        schema = Schema.parse(args.schema)
        registry = Registry.from_paths(args.extension) if args.extension else Registry.default()
    except (SchemaError, ExtensionError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    context = ir.Context(args.context)
    try:
        typed = check(text, schema, registry, context=context)
    except CompileError as error:
        if args.json:
            diagnostics = [d.to_dict() for d in error.diagnostics]
            print(json.dumps({"errors": diagnostics}, indent=2), file=sys.stderr)
            return 1
        raise
    if args.json:
        print(indented_json({"type": str(typed.type), "tree": pretty.to_data(typed)}))
    else:
        print(pretty.format_tree(typed))
    return 0


def cmd_conformance(args: argparse.Namespace) -> int:
    """Run the official test cases on Spark, print the report, write the
    requested files; 1 if any case failed."""
    import json

    from substrait_expr.backends.spark.conformance.report_markdown import format_markdown
    from substrait_expr.backends.spark.conformance.report_text import format_report
    from substrait_expr.backends.spark.conformance.runner import run_conformance
    from substrait_expr.backends.spark.session import local_session
    from substrait_expr.outputs import output_problem, write_output

    _check_areas(args.area or [])
    for path in (args.json, args.markdown):
        if path and (problem := output_problem(path, args.force)):
            print(f"error: {problem}", file=sys.stderr)
            return 1
    spark = local_session("local[2]", log_level="OFF")
    report = run_conformance(args.area, spark)
    print(format_report(report))
    if args.json:
        text = json.dumps(report.to_json(), indent=1, ensure_ascii=False)
        write_output(args.json, text + "\n")
    if args.markdown:
        write_output(args.markdown, format_markdown(report, spark.version))
    return 1 if report.counts()["failed"] else 0


def _check_areas(areas: list[str]) -> None:
    """Every ``--area`` names an installed test folder (UsageError, before Spark)."""
    import difflib

    from substrait_expr.cli.usage import UsageError
    from substrait_expr.testcases import testcases_root

    root = testcases_root()
    known = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.test")))
    problems = []
    for area in areas:
        if area in known:
            continue
        close = difflib.get_close_matches(area, known, n=1)
        hint = f"did you mean {close[0]}? " if close else ""
        problems.append(f"--area {area}: no such test area; {hint}areas: {', '.join(known)}")
    if problems:
        raise UsageError(problems)
