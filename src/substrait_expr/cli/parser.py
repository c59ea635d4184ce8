"""The ``substrait-expr`` argument parser: every command, its options and its handler."""

from __future__ import annotations

import argparse

from substrait_expr.cli import plan_commands
from substrait_expr.cli.expression_commands import cmd_check, cmd_conformance, cmd_parse
from substrait_expr.cli.options import add_extension_option
from substrait_expr.cli.usage import OneLineParser, master_url
from substrait_expr.limits import Limits
from substrait_expr.parser import DEFAULT_MAX_DEPTH
from substrait_expr.targets import TARGETS
from substrait_expr.typecheck import ir

# --flag → Limits field; the flags go before the command (substrait-expr --max-depth 50 parse ...)
LIMIT_FLAGS = {
    "--max-depth": ("depth", "expression nesting"),
    "--max-text": ("text_length", "characters of one expression"),
    "--max-list": ("list_items", "items of one list"),
    "--max-digits": ("literal_digits", "digits of one number literal"),
    "--max-json-depth": ("json_depth", "nesting of a plan's JSON"),
    "--max-plan-nodes": ("plan_nodes", "JSON values in one plan"),
    "--max-yaml-bytes": ("yaml_bytes", "bytes of one extension YAML file"),
    "--max-yaml-aliases": ("yaml_aliases", "aliases in one extension YAML file"),
    "--max-yaml-nodes": ("yaml_nodes", "nodes of one extension YAML, aliases expanded"),
}


def add_limit_options(parser: argparse.ArgumentParser) -> None:
    defaults = Limits()
    group = parser.add_argument_group("limits (each breach is an error at its position)")
    for flag, (field, what) in LIMIT_FLAGS.items():
        group.add_argument(
            flag,
            dest=f"limit_{field}",
            type=int,
            default=getattr(defaults, field),
            metavar="N",
            help=f"{what} (default {getattr(defaults, field):,})",
        )


def limits_of(args: argparse.Namespace) -> Limits:
    """The limits the command line sets (a bad value: exit 2, as usage)."""
    values = {field: getattr(args, f"limit_{field}") for field, _ in LIMIT_FLAGS.values()}
    try:
        return Limits(**values)
    except ValueError as error:
        build_parser().error(str(error))
        raise


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="substrait-expr",
        description="Compile human-readable Substrait expressions.",
    )
    parser.add_argument(
        "--debug", action="store_true", help="show the traceback of an internal error"
    )
    add_limit_options(parser)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser(
        "parse",
        help="parse an expression; print its canonical text and syntax tree",
        description="Parse an expression and print its canonical text and syntax tree.",
    )
    p.add_argument("expression", help="the expression text, or - to read it from stdin")
    p.add_argument("--json", action="store_true", help="print the tree as JSON")
    p.add_argument(
        "--max-depth",
        type=int,
        default=None,
        help=f"deepest nesting accepted (default {DEFAULT_MAX_DEPTH:,}; also before the command)",
    )
    p.set_defaults(handler=cmd_parse)

    c = commands.add_parser(
        "check",
        help="type-check an expression; print the typed tree",
        description=(
            "Type-check an expression against an input schema and print the typed tree: "
            "each node with its type, each call with the function it is bound to "
            "(signature key and extension URN). Errors go to stderr; the exit code is 1."
        ),
    )
    c.add_argument(
        "expression",
        help="the expression text, - to read it from stdin, or a plan file (.json/.pb) to check "
        "every expression of the plan (no Spark needed)",
    )
    c.add_argument(
        "--schema",
        default="",
        help='the input fields, e.g. "a: i32, b: string?" or "i32, string?" (named f0, f1)',
    )
    add_extension_option(c)
    c.add_argument(
        "--context",
        choices=[context.value for context in ir.Context],
        default=ir.Context.SCALAR.value,
        help="where the expression stands; aggregate functions need 'aggregate' (default scalar)",
    )
    c.add_argument("--json", action="store_true", help="print the typed tree (or errors) as JSON")
    c.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="for a plan: also list the producer-compatibility rules it needed (docs/interop.md)",
    )
    plan_commands.add_path_options(c)
    c.add_argument(
        "--table",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="for a plan with --verbose: bind a named table to a file or folder and list how "
        "each read's columns are read from the data's own types (starts Spark)",
    )
    c.add_argument(
        "--master", type=master_url, default="local[*]", help="with --table: Spark master"
    )
    c.set_defaults(handler=cmd_check)

    k = commands.add_parser(
        "conformance",
        help="run the official Substrait function test cases on Spark",
        description=(
            "Run every official test file of the installed substrait-extensions package "
            "(scalar, aggregate and window) on a local Spark session and print, per file, "
            "the cases passed, failed (wrong value or wrong error behaviour) and unsupported "
            "(refused at compile time, with the reason). The exit code is 1 if any case failed."
        ),
    )
    k.add_argument(
        "--area",
        action="append",
        help="only this test area (folder), e.g. arithmetic; may be repeated",
    )
    k.add_argument("--json", metavar="PATH", help="write counts and non-passing cases")
    k.add_argument("--markdown", metavar="PATH", help="write the docs/conformance.md page")
    k.add_argument(
        "--force", action="store_true", help="overwrite existing --json/--markdown files"
    )
    k.set_defaults(handler=cmd_conformance)

    r = commands.add_parser(
        "run",
        help="run a plan on Spark and print (or write) its result",
        description=(
            "Run a Substrait plan (JSON with expressions as text, or any standard Substrait plan "
            "in JSON or binary form) on Spark: local[*] by default, a cluster with --master, or "
            "Spark Connect with --remote. Named tables resolve to --table bindings, then to the "
            "session's tables and views."
        ),
    )
    plan_commands.add_run_arguments(r)
    r.set_defaults(handler=lambda a: plan_commands.run_guarded(plan_commands.cmd_run, a))

    e = commands.add_parser(
        "explain",
        help="print a plan's Spark SQL, relation tree with output schemas, and Spark's plan",
        description=(
            "Print the Spark SQL statement of each root (as the sql command does, or why there is "
            "none), the relation tree of a plan with each relation's output schema, then the plan "
            "Spark makes of it (needs the data of named tables: --table, as for run)."
        ),
    )
    plan_commands.add_run_arguments(e, outputs=False)
    e.add_argument(
        "--spark",
        choices=["simple", "extended", "formatted", "cost", "codegen"],
        default="simple",
        help="how Spark's plan is printed (default simple)",
    )
    e.add_argument(
        "--no-spark",
        dest="spark",
        action="store_const",
        const=None,
        help="print only the relation tree (no Spark session)",
    )
    e.add_argument(
        "--format",
        choices=["text", "json", "mermaid"],
        default="text",
        help="text (default: Spark SQL, tree, Spark's plan), or only the tree as JSON or as a "
        "Mermaid flowchart (no Spark session)",
    )
    e.add_argument(
        "--color",
        choices=["auto", "always", "never"],
        default="auto",
        help="colour the text tree (auto: on a terminal unless NO_COLOR is set)",
    )
    e.set_defaults(handler=lambda a: plan_commands.run_guarded(plan_commands.cmd_explain, a))

    o = commands.add_parser(
        "compile",
        help="write a plan as a standard Substrait plan (JSON or binary)",
        description=(
            "Compile a plan's expression strings and schema strings into standard Substrait and "
            "write the substrait.Plan: JSON when the output ends in .json, binary protobuf "
            "otherwise; printed as JSON without -o. An existing output (or a symbolic link "
            "there, which is replaced, not followed) needs --force."
        ),
    )
    plan_commands.add_plan_arguments(o)
    o.add_argument("-o", "--output", metavar="PATH", help="out.json or out.pb")
    o.add_argument("--force", action="store_true", help="overwrite an existing output file")
    o.add_argument(
        "--target",
        choices=TARGETS,
        default="substrait",
        help="substrait (default: the standard plan), or the plan rewritten for DataFusion, "
        "Arrow Acero or DuckDB 1.1.3 (rewrites listed on stderr; what the engine cannot run is "
        "refused)",
    )
    o.set_defaults(handler=lambda a: plan_commands.run_guarded(plan_commands.cmd_compile, a))

    d = commands.add_parser(
        "decompile",
        help="write any plan as a plan file with expressions as text",
        description=(
            "Write a plan (standard Substrait JSON or binary from any producer, or a plan file) "
            "as a plan file in this tool's form: expressions, sort keys, measures and schemas as "
            "text, fields by name, subqueries named. It loads again to the same plan. Reads "
            "whose schema the plan leaves out take it from the data (--table, as for run; this "
            "starts Spark). Printed without -o; an existing output needs --force."
        ),
    )
    plan_commands.add_run_arguments(d, outputs=False)
    d.add_argument("-o", "--output", metavar="PATH", help="out.json")
    d.add_argument("--force", action="store_true", help="overwrite an existing output file")
    d.set_defaults(handler=lambda a: plan_commands.run_guarded(plan_commands.cmd_decompile, a))

    s = commands.add_parser(
        "sql",
        help="print the Spark SQL a plan or an expression runs as",
        description=(
            "Print the Spark SQL that runs: for a plan file, one statement per root (relations "
            "as WITH clauses); for an expression, the one SQL expression handed to Spark. "
            "No Spark session is needed."
        ),
    )
    s.add_argument("source", help="a plan file (.json/.pb), an expression, or - for stdin")
    add_extension_option(s)
    s.add_argument("--schema", default="", help="for an expression: its input fields")
    s.add_argument(
        "--context",
        choices=[context.value for context in ir.Context],
        default=ir.Context.SCALAR.value,
        help="for an expression: where it stands (default scalar)",
    )
    s.add_argument(
        "--table",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="for a plan: read this table from a Parquet file or folder",
    )
    s.add_argument(
        "--ansi",
        choices=["on", "off"],
        default="on",
        help="the target session's spark.sql.ansi.enabled: on (Spark 4's default) leaves "
        "integer overflow checks to Spark; off writes them out",
    )
    s.set_defaults(handler=lambda a: plan_commands.run_guarded(plan_commands.cmd_sql, a))

    from substrait_expr.cli import from_sql_command

    f = commands.add_parser(
        "from-sql",
        help="convert a Spark SQL query into a Substrait plan (readable text by default)",
        description=(
            "Run a Spark SQL query through Spark's analyzer and optimizer (a local session) "
            "and write its optimized plan as a Substrait plan: the readable plan file by "
            "default, standard Substrait JSON or binary with --format. Tables are files "
            "registered as views (--table NAME=PATH). What Substrait cannot say with Spark's "
            "meaning is refused, naming the Catalyst class. An existing output needs --force."
        ),
    )
    from_sql_command.add_arguments(f)
    f.set_defaults(handler=lambda a: plan_commands.run_guarded(from_sql_command.cmd_from_sql, a))

    from substrait_expr.repl import add_arguments as add_repl_arguments
    from substrait_expr.repl import run_repl

    q = commands.add_parser(
        "repl",
        help="interactive shell: types of expressions, and their values on Spark",
        description=(
            "An interactive session: type an expression to see its type and, with data loaded "
            "(:load PATH), its values on Spark. :help lists the commands. Piped input works."
        ),
    )
    add_repl_arguments(q)
    q.set_defaults(handler=run_repl)
    return parser
