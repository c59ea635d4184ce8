"""The REPL's entry point and its piped mode.

``run_repl`` is what ``substrait-expr repl`` runs; ``add_arguments`` declares
its options on an argparse parser. On a terminal the loop is ``terminal``'s
(prompt_toolkit, imported only then); from a pipe, lines are read here.
"""

from __future__ import annotations

import argparse
import re
import sys
import warnings
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TextIO

from substrait_expr.cli.options import add_extension_option
from substrait_expr.compiler import Compiler
from substrait_expr.repl.commands import execute, guarded, load_into
from substrait_expr.repl.files import spark_log_path
from substrait_expr.repl.lexing import needs_more
from substrait_expr.repl.runtime import SparkRuntime
from substrait_expr.repl.state import DEFAULT_ROWS, ReplState
from substrait_expr.typecheck.registry import ExtensionError, Registry
from substrait_expr.typecheck.schema import Schema, SchemaError

__all__ = [
    "ReplOptions",
    "add_arguments",
    "make_state",
    "run_piped",
    "run_repl",
]

# A line that starts a command (":type ...", not the "::" of a cast) ends unfinished input.
_COMMAND_START = re.compile(r"\s*:[A-Za-z?]")


@dataclass(frozen=True)
class ReplOptions:
    """What ``substrait-expr repl`` was started with."""

    schema: str = ""
    extensions: tuple[str, ...] = ()
    load: str | None = None
    master: str = "local[*]"
    remote: str | None = None
    rows: int = DEFAULT_ROWS

    @classmethod
    def from_namespace(cls, args: argparse.Namespace) -> ReplOptions:
        return cls(
            schema=args.schema,
            extensions=tuple(args.extension),
            load=args.load,
            master=args.master,
            remote=args.remote,
            rows=args.rows,
        )


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the ``repl`` options on ``parser`` (``run_repl`` reads them)."""
    parser.add_argument(
        "--schema",
        default="",
        help='the input fields, e.g. "a: i32, b: string?" or "i32, string?" (named f0, f1)',
    )
    add_extension_option(parser)
    parser.add_argument(
        "--load",
        metavar="PATH",
        help="a parquet, csv or json file to load at start (like :load PATH)",
    )
    parser.add_argument(
        "--master",
        default="local[*]",
        help="the Spark master of the local session (default local[*])",
    )
    parser.add_argument(
        "--remote",
        metavar="URL",
        help="use Spark Connect at URL (sc://host:15002) instead of a local session",
    )
    parser.add_argument(
        "--rows",
        type=_positive,
        default=DEFAULT_ROWS,
        metavar="N",
        help=f"result rows to show (default {DEFAULT_ROWS})",
    )


def run_repl(
    args: argparse.Namespace | ReplOptions | None = None,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run the REPL until ``:quit``, Ctrl-D or the end of piped input. 0, 1 when
    piped input had an error (each is reported and the input goes on, as in
    sqlite3 and duckdb), or 2 for bad options.

    On a terminal the input is edited with prompt_toolkit; otherwise lines are
    read from ``stdin`` and only results are printed.
    """
    options = args if isinstance(args, ReplOptions) else None
    if isinstance(args, argparse.Namespace):
        options = ReplOptions.from_namespace(args)
    options = options or ReplOptions()
    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout

    def write(text: str) -> None:
        print(text, file=sink, flush=True)

    try:
        state = make_state(options, write)
    except (SchemaError, ExtensionError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    try:
        with warnings.catch_warnings():
            # pyspark warns about library versions on import; not the user's concern here.
            warnings.filterwarnings("ignore", category=FutureWarning, module="pyspark")
            if source.isatty():
                from substrait_expr.repl.terminal import run_interactive

                run_interactive(state, options.load)
                return 0
            run_piped(state, source, options.load)
    finally:
        state.runtime.stop()
    return 1 if state.errors else 0


def make_state(options: ReplOptions, write: Callable[[str], None]) -> ReplState:
    """The session state; the official registry is only loaded when first needed."""
    schema = Schema.parse(options.schema) if options.schema.strip() else Schema()
    registry = Registry.from_paths(options.extensions) if options.extensions else None
    runtime = SparkRuntime(options.master, options.remote, log_path=spark_log_path())
    return ReplState(Compiler(registry), runtime, write, schema=schema, rows=options.rows)


# -- piped input ----------------------------------------------------------------


def run_piped(state: ReplState, lines: Iterable[str], load: str | None = None) -> None:
    """Execute inputs read line by line. An unfinished expression takes the next
    lines too, until it is complete, a blank line ends it, or a command starts."""
    if load is not None:
        guarded(state, lambda: load_into(state, load))
    pending: list[str] = []
    for raw in lines:
        line = raw.rstrip("\r\n")
        if pending and (not line.strip() or _COMMAND_START.match(line)):
            text, pending = "\n".join(pending), []
            if not execute(state, text):
                return
        if not line.strip():
            continue
        pending.append(line)
        text = "\n".join(pending)
        if needs_more(text):
            continue
        pending = []
        if not execute(state, text):
            return
    if pending:
        execute(state, "\n".join(pending))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="substrait-expr repl",
        description="Type expressions, see their types, run them on Spark.",
    )
    add_arguments(parser)
    return run_repl(parser.parse_args(argv))
