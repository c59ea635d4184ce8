"""The ``substrait-expr`` command line: ``parser`` builds the argument parser
and dispatches, ``expression_commands`` and ``plan_commands`` do the work,
``options`` holds options shared with the REPL."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from substrait_expr.cli.parser import build_parser, limits_of
from substrait_expr.cli.usage import USAGE, UsageError
from substrait_expr.diagnostics import CompileError
from substrait_expr.limits import using_limits

__all__ = ["build_parser", "main"]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        with using_limits(limits_of(args)):
            code: int = args.handler(args)
    except CompileError as error:
        print(error, file=sys.stderr)
        return 1
    except UsageError as error:  # the command line, found before any work started
        print(error.render(), file=sys.stderr)
        return USAGE
    except BrokenPipeError:  # the reader went away (`... | head`): nothing to report
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - Python flushes stdout at exit
        return 0
    except Exception as error:
        if args.debug:
            raise
        # A bug of this tool, not of the input: one line, not a traceback.
        print(
            f"internal error: {type(error).__name__}: {error}".splitlines()[0]
            + " (a bug in substrait-expr, not in the input: please report it with the "
            "traceback that --debug shows)",
            file=sys.stderr,
        )
        return 70  # EX_SOFTWARE
    return code


if __name__ == "__main__":
    sys.exit(main())
