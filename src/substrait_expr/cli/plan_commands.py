"""The plan commands of the CLI: ``run``, ``explain``, ``compile``, and
``check`` given a plan file. Thin: load, then hand over to ``Plan``."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from substrait_expr.cli.bindings import bind_files, bind_tables, parse_path_map, parse_tables
from substrait_expr.cli.options import add_extension_option
from substrait_expr.cli.run_output import FORMATS, ExistingOutput, output_target, write_result
from substrait_expr.cli.usage import (
    UsageError,
    check_sandbox,
    files_are_local,
    master_url,
    non_negative_int,
    positive_seconds,
    remote_url,
)
from substrait_expr.plan import EngineError, Plan, PlanError, PlanOptions, PlanRun, load_plan
from substrait_expr.plan.file_bindings import UnusedBindingWarning
from substrait_expr.plan.interop import AppliedRule
from substrait_expr.typecheck.registry import ExtensionError, Registry

# Where the JVM's own output goes, unless --verbose.
JVM_LOG = Path(tempfile.gettempdir()) / "substrait-expr-spark.log"

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

    from substrait_expr.cli.run_output import OutputTarget

PLAN_SUFFIXES = {".json", ".pb", ".bin", ".binpb", ".substrait"}
# Exit codes: 0 ok, 1 bad input, 2 bad usage (arguments, option values),
# 3 the engine failed running a plan that loaded, 70 a bug of this tool.
ENGINE_FAILURE = 3

# --mode → Spark's save mode
_OUTPUT_MODES = {
    "error": "error",  # not "errorifexists": Spark Connect rejects that spelling
    "overwrite": "overwrite",
    "append": "append",
    "ignore": "ignore",
}


def looks_like_plan(argument: str) -> bool:
    """``check`` takes an expression or a plan file: a plan is an existing
    file with a plan suffix."""
    path = Path(argument)
    return path.suffix.lower() in PLAN_SUFFIXES and path.is_file()


def add_plan_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("plan", help="the plan: .json (text expressions allowed) or binary .pb")
    add_extension_option(parser)
    add_path_options(parser)


def add_path_options(parser: argparse.ArgumentParser) -> None:
    """What a plan may read and write (docs/security.md)."""
    parser.add_argument(
        "--sandbox",
        action="append",
        default=[],
        metavar="DIR",
        help="let the plan read and write files only below DIR (repeatable; links resolved; "
        "docs/security.md)",
    )
    parser.add_argument(
        "--no-write", action="store_true", help="refuse every write relation of the plan"
    )
    parser.add_argument(
        "--path-map",
        action="append",
        default=[],
        metavar="OLD=NEW",
        help="read the plan's files under the path prefix OLD from NEW instead (repeatable; "
        "file: URIs and plain paths; the longest OLD wins; docs/plans.md)",
    )
    parser.add_argument(
        "--strict-schema",
        action="store_true",
        help="refuse a read whose declared column type is narrower than the data's (by default "
        "it is read through a checked cast; docs/interop.md, read-narrowing)",
    )


def add_run_arguments(parser: argparse.ArgumentParser, *, outputs: bool = True) -> None:
    """The options of ``run``; ``outputs=False`` leaves out what only writing
    results needs (``explain`` prints, and its ``--format`` is the view's)."""
    add_plan_arguments(parser)
    parser.add_argument(
        "--table",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="bind a named table to a file or folder (parquet, csv, json, orc by suffix)",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--master", type=master_url, default="local[*]", help="Spark master (default local[*])"
    )
    where.add_argument(
        "--remote", type=remote_url, metavar="sc://HOST:PORT", help="a Spark Connect server"
    )
    parser.add_argument(
        "--verbose",
        action="store_true",
        help=f"show Spark's own output and the full stack trace of a failure (by default "
        f"Spark's output goes to {JVM_LOG} and a failure shows Spark's message only)",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=None,
        metavar="SECONDS",
        help="with --remote: how long to keep retrying a server that stopped answering "
        f"before giving up (default ${CONNECT_TIMEOUT_VARIABLE}, else {DEFAULT_CONNECT_TIMEOUT:g})",
    )
    parser.add_argument(
        "--lowering",
        choices=["auto", "statement", "dataframe"],
        default="auto",
        help="auto (default): one spark.sql statement per root where one can say the plan, "
        "else the DataFrame API; statement or dataframe insists on one",
    )
    if not outputs:
        return
    parser.add_argument(
        "--show", type=non_negative_int, default=20, metavar="N", help="rows to print (20)"
    )
    parser.add_argument(
        "--output",
        metavar="PATH",
        help="write the result to PATH instead of printing it: one file whose suffix names its "
        "format (out.parquet, out.csv, out.tsv, out.json as JSON Lines, out.orc), or a folder "
        "of Spark's part files (a path ending in /, an existing folder, or a name without a "
        "suffix; in --format)",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default=None,
        help="the format of an --output folder (default parquet); a file's suffix names its own",
    )
    parser.add_argument(
        "--force", action="store_true", help="replace an existing --output (--mode overwrite)"
    )
    parser.add_argument(
        "--mode",
        choices=list(_OUTPUT_MODES),
        default="error",
        help="when --output exists: error (default), overwrite (as --force), append (part "
        "files added to a folder) or ignore (keep it, write nothing)",
    )


def load(args: argparse.Namespace) -> Plan:
    registry = Registry.from_paths(args.extension) if args.extension else Registry.default()
    roots = tuple(Path(root).resolve() for root in getattr(args, "sandbox", []))
    options = PlanOptions(
        allowed_roots=roots or None,
        allow_write=not getattr(args, "no_write", False),
        strict_schema=getattr(args, "strict_schema", False),
        path_map=parse_path_map(getattr(args, "path_map", [])),
    )
    return load_plan(args.plan, registry, options)


def _bind(
    plan: Plan, tables: dict[str, str], args: argparse.Namespace, session_has: Any = None
) -> None:
    """Check the bindings against the plan before Spark starts (or, on
    Spark Connect, against the server's tables): every unbound table, every
    mapped file that does not exist (usage errors); print the warnings."""
    _warn(bind_tables(plan.data, tables, session_has=session_has))
    local = files_are_local(args)
    pairs, base = plan.options.path_pairs, plan.options.base_dir
    _warn(bind_files(plan.data, tables, pairs, check_paths=local, base_dir=base))


def _run_plan(plan: Plan, spark: SparkSession, tables: dict[str, str], lowering: str) -> PlanRun:
    """``plan.run``, its unused-binding warnings left out (``_bind`` printed them)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UnusedBindingWarning)
        return plan.run(spark, tables, lowering=lowering)


def cmd_check_plan(args: argparse.Namespace) -> int:
    plan = load(args)
    roots = plan.check()
    for root in roots:
        print(f"{root.path}: {root.input.schema}")
    if getattr(args, "verbose", False) and plan.rules:
        print(plan.describe_rules())
    if getattr(args, "verbose", False) and getattr(args, "table", None):
        # the reads against the data's own types: needs the data, so Spark
        tables = parse_tables(args.table)
        refuse_on_spark(plan)
        _bind(plan, tables, args)
        quiet = argparse.Namespace(**{**vars(args), "verbose": False})
        ran = _run_plan(plan, _session(quiet), tables, "dataframe")
        print(_describe_reads(ran.rules))
    print(f"ok: {plan.bound.checked if plan.bound else 0} expressions checked")
    return 0


def _describe_reads(rules: Sequence[AppliedRule]) -> str:
    """How each read's columns were read from the data (``read-widening``,
    ``read-narrowing``), one per line."""
    rules = [rule for rule in rules if rule.name.startswith("read-")]
    if not rules:
        return "reads against the data: every column as declared"
    return "\n".join(["reads against the data:", *[f"  {rule}" for rule in rules]])


def cmd_explain(args: argparse.Namespace) -> int:
    check_sandbox(args.sandbox)
    tables = parse_tables(args.table, check_paths=files_are_local(args))
    plan = load(args)
    if args.format != "text":
        print(plan.explain(args.format))
        return 0
    print(_spark_sql_or_reason(plan, args))
    print()
    print(plan.explain(color=_colored(args.color)))
    if args.spark is not None:
        refuse_on_spark(plan)
        if not args.remote:
            _bind(plan, tables, args)
        spark = _session(args)
        if args.remote:
            _bind(plan, tables, args, session_has=spark.catalog.tableExists)
        ran = _run_plan(plan, spark, tables, args.lowering)
        for df in ran.frames:
            print()
            df.explain(mode=args.spark)
        print()
        print(_describe_reads(ran.rules))
    return 0


def _colored(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def _spark_sql_or_reason(plan: Plan, args: argparse.Namespace) -> str:
    """What ``explain`` shows first: the Spark SQL of each root, or why there is none."""
    try:
        refuse_on_spark(plan)
        statements = plan.to_spark_sql(_file_tables(args.table))
    except PlanError as error:
        problem = error.problems[0]
        return f"-- no single Spark SQL statement: {problem.path}: {problem.message}"
    return _script(statements)


def refuse_on_spark(plan: Plan) -> None:
    """Refuse what the Spark backend cannot run (its capability table: relation
    kinds and functions, each at its JSON path) before a session starts. A
    plan whose reads take their types from the data is bound when it runs."""
    if plan.deferred is not None:
        return
    from substrait_expr.backends import get_backend

    problems = get_backend("spark").diagnostics(plan.roots)
    if problems:
        raise PlanError(problems)


def _script(statements: list[str]) -> str:
    return "\n\n".join(f"{s};" for s in statements)


def _file_tables(bindings: list[str]) -> dict[str, str]:
    """``--table`` bindings to Parquet files or folders, as ``sql`` prints them."""
    return {
        name: path
        for name, path in parse_tables(bindings, check_paths=False).items()
        if not Path(path).suffix or Path(path).suffix.lower() == ".parquet"
    }


def cmd_sql(args: argparse.Namespace) -> int:
    if looks_like_plan(args.source):
        args.plan = args.source
        plan = load(args)
        refuse_on_spark(plan)
        statements = plan.to_spark_sql(_file_tables(args.table), ansi=args.ansi == "on")
        print(_script(statements))
        return 0
    from substrait_expr.backends.spark.columns.column import to_spark_sql
    from substrait_expr.typecheck import ir
    from substrait_expr.typecheck.registry import ExtensionError
    from substrait_expr.typecheck.schema import Schema, SchemaError

    try:  # as `check` does: a bad schema or extension file is a usage error
        schema = Schema.parse(args.schema)
        registry = Registry.from_paths(args.extension) if args.extension else Registry.default()
    except (SchemaError, ExtensionError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    text = sys.stdin.read() if args.source == "-" else args.source
    print(
        to_spark_sql(
            text,
            schema,
            registry,
            context=ir.Context(args.context),
            ansi=args.ansi == "on",
        )
    )
    return 0


def cmd_compile(args: argparse.Namespace) -> int:
    from substrait_expr.outputs import output_problem, write_output
    from substrait_expr.substrait import to_json

    if args.output is not None and (problem := output_problem(args.output, args.force)):
        print(f"error: {problem}", file=sys.stderr)
        return 1
    from substrait_expr.targets import BINARY_ONLY, for_target

    binary_only = BINARY_ONLY.get(args.target)
    if binary_only and (args.output is None or args.output.lower().endswith(".json")):
        print(
            f"error: --target {args.target} writes a binary plan (-o plan.pb): {binary_only}",
            file=sys.stderr,
        )
        return 2

    plan = load(args)
    message, rewrites = for_target(plan.to_substrait(), args.target)
    for rewrite in rewrites:
        print(f"{args.target}: {rewrite}", file=sys.stderr)
    if args.output is None:
        print(to_json(message))
        return 0
    target = Path(args.output)
    if target.suffix.lower() == ".json":
        write_output(target, to_json(message) + "\n")
    else:
        write_output(target, message.SerializeToString())
    print(f"wrote {target}")
    return 0


def cmd_decompile(args: argparse.Namespace) -> int:
    from substrait_expr.outputs import output_problem, write_output
    from substrait_expr.plan.decompile import format_plan_file

    if args.output is not None and (problem := output_problem(args.output, args.force)):
        print(f"error: {problem}", file=sys.stderr)
        return 1
    check_sandbox(args.sandbox)
    tables = parse_tables(args.table, check_paths=files_are_local(args))
    plan = load(args)
    spark = None
    if plan.deferred is not None:  # reads without a schema: their data says it
        if not args.remote:
            bind_tables(plan.data, tables, only_schemaless=True)
        spark = _session(args)
        if args.remote:
            has = spark.catalog.tableExists
            bind_tables(plan.data, tables, only_schemaless=True, session_has=has)
    text = format_plan_file(plan.to_text_plan(spark, tables))
    if args.output is None:
        print(text)
        return 0
    target = Path(args.output)
    write_output(target, text + "\n")
    print(f"wrote {target}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    """Check everything the command line says before Spark starts (usage
    errors, exit 2), load and check the plan, then run it."""
    from substrait_expr.cli.progress import ProgressLine

    check_sandbox(args.sandbox)
    tables = parse_tables(args.table, check_paths=files_are_local(args))
    target = output_target(args)
    plan = load(args)
    refuse_on_spark(plan)  # what no binding would make run comes first
    if not args.remote:  # a new local session has no tables of its own
        _bind(plan, tables, args)
    spark = _session(args)
    if args.remote:  # the server's tables and views count
        _bind(plan, tables, args, session_has=spark.catalog.tableExists)
    with ProgressLine(spark, sys.stderr):
        return _run(args, plan, spark, tables, target)


def _warn(warnings: Sequence[str]) -> None:
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)


def _run(
    args: argparse.Namespace,
    plan: Plan,
    spark: SparkSession,
    tables: dict[str, str],
    target: OutputTarget | None,
) -> int:
    ran = _run_plan(plan, spark, tables, args.lowering)
    frames = ran.frames
    if args.verbose:
        if ran.lowering == "statement":
            print("lowered as one spark.sql statement per root", file=sys.stderr)
        else:
            print(f"lowered as DataFrames ({ran.why_not_statement})", file=sys.stderr)
    for line in ran.writes:
        print(line)
    for index, df in enumerate(frames):
        if not df.columns:
            continue
        try:
            code = _show_or_save(args, df, target and target.for_root(index, len(frames)))
        except Exception as error:
            from substrait_expr.backends.spark.relations import spark_failure

            failure = spark_failure(error, plan.root_path(index))
            if failure is None:
                raise
            raise failure from None
        if code:
            return code
    return 0


def _show_or_save(args: argparse.Namespace, df: Any, target: OutputTarget | None) -> int:
    """Print one root's rows, or write them to ``target``; 1 when it exists."""
    if target is None:
        df.show(args.show, truncate=False)
        return 0
    if not write_result(df, target):
        print(f"error: {target.path} exists; pass --force to replace it", file=sys.stderr)
        return 1
    print(f"wrote {target.label} to {target.path}")
    return 0


def _session(args: argparse.Namespace) -> SparkSession:
    from substrait_expr.backends.spark.session import local_session, remote_session

    # A failure shows Spark's message once, as this tool's error; --verbose
    # also lets pyspark and the JVM log its whole stack trace.
    verbose = getattr(args, "verbose", False)
    if getattr(args, "remote", None):
        return remote_session(args.remote, timeout=_connect_timeout(args), failure_traces=verbose)
    # Long runs show this tool's progress line (cli/progress.py), not Spark's bar;
    # the JVM's own output goes to a log file unless --verbose.
    return local_session(
        getattr(args, "master", "local[*]"),
        config={"spark.ui.showConsoleProgress": "false"},
        log_level="WARN" if verbose else "ERROR",
        jvm_log=None if verbose else str(JVM_LOG),
        failure_traces=verbose,
    )


# How long the CLI retries a Spark Connect server that stopped answering.
CONNECT_TIMEOUT_VARIABLE = "SUBSTRAIT_EXPR_CONNECT_TIMEOUT"
DEFAULT_CONNECT_TIMEOUT = 60.0


def _connect_timeout(args: argparse.Namespace) -> float:
    if getattr(args, "timeout", None) is not None:
        return float(args.timeout)
    return float(os.environ.get(CONNECT_TIMEOUT_VARIABLE) or DEFAULT_CONNECT_TIMEOUT)


def _lost_server(args: argparse.Namespace, error: BaseException) -> str | None:
    """One line naming the Spark Connect server, when the error is that it
    went away (not that a query failed); None otherwise."""
    if not getattr(args, "remote", None) or not _server_gone(error):
        return None
    return (
        f"error: lost the Spark Connect server {args.remote}: it stopped answering "
        f"(gave up after retrying for {_connect_timeout(args):g} s)"
    )


def _server_gone(error: BaseException) -> bool:
    """Whether a Spark Connect call failed because the server went away
    (gRPC UNAVAILABLE after the retries), as opposed to a failed query."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        text = f"{type(current).__name__} {current}"
        if "RetriesExceeded" in text or "StatusCode.UNAVAILABLE" in text:
            return True
        current = current.__cause__ or current.__context__
    return False


def run_guarded(handler: Any, args: argparse.Namespace) -> int:
    """Run a plan command; plan, extension and Spark errors become messages."""
    try:
        code: int = handler(args)
    except UsageError as error:
        print(error.render(), file=sys.stderr)
        return 2
    except ExistingOutput as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except EngineError as error:
        print(_lost_server(args, error) or error, file=sys.stderr)
        return ENGINE_FAILURE
    except PlanError as error:
        print(error, file=sys.stderr)
        return 1
    except ExtensionError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except Exception as error:
        from substrait_expr.backends.spark.relations import spark_failure

        lost = _lost_server(args, error)
        if lost is not None:
            print(lost, file=sys.stderr)
            return ENGINE_FAILURE
        failure = spark_failure(error, "relations")
        if failure is None:
            raise
        print(
            failure.problems[0].message.replace("Spark failed: ", "error: Spark failed: ", 1),
            file=sys.stderr,
        )
        return ENGINE_FAILURE
    return code
