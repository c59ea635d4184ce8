"""The ``substrait-expr`` command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from substrait_expr.ast.printer import to_text
from substrait_expr.ast.serialize import outline, to_data
from substrait_expr.diagnostics import CompileError
from substrait_expr.parser import DEFAULT_MAX_DEPTH, parse


def _read_expression(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


def cmd_parse(args: argparse.Namespace) -> int:
    text = _read_expression(args.expression)
    tree = parse(text, max_depth=args.max_depth)
    if args.json:
        print(json.dumps({"text": to_text(tree), "ast": to_data(tree)}, indent=2))
    else:
        print(to_text(tree))
        print(outline(tree))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="substrait-expr",
        description="Compile human-readable Substrait expressions.",
    )
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
        default=DEFAULT_MAX_DEPTH,
        help=f"deepest nesting accepted (default {DEFAULT_MAX_DEPTH})",
    )
    p.set_defaults(handler=cmd_parse)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.handler(args)
    except CompileError as error:
        print(error, file=sys.stderr)
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
