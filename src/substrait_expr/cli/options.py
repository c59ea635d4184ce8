"""Options several commands share (``check``, the plan commands, ``repl``)."""

from __future__ import annotations

import argparse

__all__ = ["add_extension_option"]


def add_extension_option(parser: argparse.ArgumentParser) -> None:
    """``--extension PATH`` (repeatable): user YAML files or folders, read into
    the registry besides the official extensions (``Registry.from_paths``)."""
    parser.add_argument(
        "--extension",
        action="append",
        default=[],
        metavar="PATH",
        help="an extension YAML file or folder to load besides the official ones (repeatable)",
    )
