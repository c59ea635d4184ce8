"""Usage errors: what is wrong with the command line itself, found before
any work starts (and before Spark starts). Each problem is one line;
``main`` prints them and exits 2.

Also the checks of option values argparse's own types cannot say."""

from __future__ import annotations

import argparse
import re
import sys
import urllib.parse
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

__all__ = [
    "USAGE",
    "OneLineParser",
    "UsageError",
    "check_sandbox",
    "files_are_local",
    "master_url",
    "non_negative_int",
    "positive_seconds",
    "remote_url",
]

USAGE = 2  # the exit code of a usage error


class UsageError(Exception):
    """The command line cannot work as given; ``problems`` are one line each."""

    def __init__(self, problems: str | Sequence[str]) -> None:
        self.problems = (problems,) if isinstance(problems, str) else tuple(problems)
        super().__init__("\n".join(self.problems))

    def render(self) -> str:
        return "\n".join(f"error: {problem}" for problem in self.problems)


class OneLineParser(argparse.ArgumentParser):
    """argparse's parser, whose errors are one line naming the command and
    where its options are listed (argparse prints the whole usage first)."""

    def error(self, message: str) -> NoReturn:
        print(f"error: {message} ({self.prog} --help lists the options)", file=sys.stderr)
        sys.exit(USAGE)


def non_negative_int(text: str) -> int:
    """An argparse type: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return value


def positive_seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, got {text}")
    return value


# The masters Spark knows (SparkContext.createTaskScheduler), by their form;
# any URL, for cluster managers Spark finds as plug-ins.
_MASTER = re.compile(
    r"local(\[(\*|\d+)(\s*,\s*\d+)?\])?|local-cluster\[\d+,\s*\d+,\s*\d+\]"
    r"|yarn|[A-Za-z][A-Za-z0-9+.-]*://\S+"
)


def master_url(text: str) -> str:
    """An argparse type: a Spark master URL Spark would accept."""
    if not _MASTER.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a Spark master: local, local[N], local[*], spark://HOST:PORT, "
            "yarn or k8s://URL"
        )
    return text


def remote_url(text: str) -> str:
    """An argparse type: a Spark Connect URL (or ``local[N]`` for an
    in-process Connect server)."""
    if not (text.startswith("sc://") and len(text) > len("sc://")) and not re.fullmatch(
        r"local(\[(\*|\d+)\])?", text
    ):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a Spark Connect URL: sc://HOST:PORT (or local[N] for a server "
            "in this process)"
        )
    return text


def check_sandbox(folders: Sequence[str]) -> None:
    """Every ``--sandbox`` folder exists (a missing one would refuse every path)."""
    problems = [
        f"--sandbox {folder}: no folder {folder}" for folder in folders if not Path(folder).is_dir()
    ]
    if problems:
        raise UsageError(problems)


def files_are_local(args: argparse.Namespace) -> bool:
    """Whether the files Spark reads and writes are this machine's: a
    classic session, or a Spark Connect server on this machine."""
    remote: str | None = getattr(args, "remote", None)
    if remote is None or not remote.startswith("sc://"):
        return True
    host = urllib.parse.urlparse("http://" + remote.removeprefix("sc://")).hostname
    return host in ("localhost", "127.0.0.1", "::1")
