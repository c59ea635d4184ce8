"""``substrait-expr from-sql``: a Spark SQL query as a Substrait plan, read
from Spark's optimized plan (`backends.spark.from_spark`). Tables are files
registered as temporary views (``--table name=path``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from substrait_expr.cli.bindings import parse_tables
from substrait_expr.cli.usage import master_url
from substrait_expr.targets import BINARY_ONLY, TARGETS

FORMATS = ("text", "json", "pb")
_READERS = {".parquet": "parquet", ".orc": "orc", ".csv": "csv", ".json": "json"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("query", help="a Spark SQL query, or - to read it from stdin")
    parser.add_argument(
        "--table",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="register a file or folder as a view (format by suffix: .parquet, .orc, .csv "
        "with a header line, .json; a folder without one is parquet)",
    )
    parser.add_argument("-o", "--output", metavar="PATH", help="write here instead of stdout")
    parser.add_argument("--force", action="store_true", help="overwrite an existing output file")
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="text (default: the readable plan file), json (standard Substrait), pb (binary, "
        "needs -o)",
    )
    parser.add_argument(
        "--target",
        choices=TARGETS,
        default="substrait",
        help="for json and pb: the standard plan, or rewritten for DataFusion, Acero (pb) or "
        "DuckDB 1.1.3 (pb)",
    )
    parser.add_argument(
        "--master",
        type=master_url,
        default="local[2]",
        help="the local Spark master (default local[2])",
    )
    parser.add_argument(
        "--ansi",
        choices=["on", "off"],
        default=None,
        help="spark.sql.ansi.enabled for the query (default: Spark's own, on in Spark 4)",
    )


def cmd_from_sql(args: argparse.Namespace) -> int:
    from substrait_expr.outputs import output_problem, write_output

    if args.output is not None and (problem := output_problem(args.output, args.force)):
        print(f"error: {problem}", file=sys.stderr)
        return 1
    if args.format == "text" and args.target != "substrait":
        print("error: --target applies to --format json or pb", file=sys.stderr)
        return 2
    if args.format == "json" and args.target in BINARY_ONLY:
        print(
            f"error: --target {args.target} writes a binary plan (--format pb -o plan.pb): "
            f"{BINARY_ONLY[args.target]}",
            file=sys.stderr,
        )
        return 2
    if args.format == "pb" and args.output is None:
        print("error: --format pb writes a binary plan: give -o plan.pb", file=sys.stderr)
        return 2
    query = sys.stdin.read() if args.query == "-" else args.query
    tables = parse_tables(args.table)  # before Spark starts: usage errors, exit 2
    content = _convert(args, query, tables)
    if args.output is None:
        assert isinstance(content, str)
        print(content)
        return 0
    target = Path(args.output)
    write_output(target, content if isinstance(content, bytes) else content + "\n")
    print(f"wrote {target}")
    return 0


def _convert(args: argparse.Namespace, query: str, tables: dict[str, str]) -> str | bytes:
    from substrait_expr.backends.spark.from_spark import from_spark
    from substrait_expr.backends.spark.session import local_session, quiet_query_loggers
    from substrait_expr.cli.plan_commands import JVM_LOG

    quiet_query_loggers()  # a failed query is shown once, as this tool's error
    # The JVM's own output goes to the same log file as the run command's.
    spark = local_session(
        args.master,
        config={"spark.ui.showConsoleProgress": "false"},
        log_level="ERROR",
        jvm_log=str(JVM_LOG),
    )
    if args.ansi is not None:
        spark.conf.set("spark.sql.ansi.enabled", "true" if args.ansi == "on" else "false")
    for name, path in tables.items():
        _reader(spark, path).createOrReplaceTempView(name)
    plan = from_spark(spark.sql(query))
    if args.format == "text":
        from substrait_expr.plan.decompile import format_plan_file

        return format_plan_file(plan.to_text_plan())
    from substrait_expr.substrait import to_json
    from substrait_expr.targets import for_target

    message, rewrites = for_target(plan.to_substrait(), args.target)
    for rewrite in rewrites:
        print(f"{args.target}: {rewrite}", file=sys.stderr)
    if args.format == "pb":
        return bytes(message.SerializeToString())
    return str(to_json(message))


def _reader(spark: Any, path: str) -> Any:
    kind = _READERS.get(Path(path).suffix.lower(), "parquet")
    reader = spark.read.format(kind)
    if kind == "csv":
        reader = reader.option("header", "true").option("inferSchema", "true")
    return reader.load(path)
