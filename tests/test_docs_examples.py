"""Every example in README.md and docs/*.md runs, and shows what it prints.

The convention the documents are written to (docs/development.md, "Examples
in the docs"):

- A ```console block: each line beginning with ``$ `` is a shell command, run
  from the repository root with ``.venv/bin`` first on ``PATH``; a command
  continues on the next line while a quote is open or the line ends with a
  backslash. The lines after it, up to the next ``$ `` line, are the
  command's expected stdout and stderr together. A line that is just
  ``...`` stands for any number of lines; trailing whitespace is ignored.
  The exit status is not checked: an error is an example too.
- A ```python block runs as a script in a fresh namespace, or as a doctest
  (ELLIPSIS, NORMALIZE_WHITESPACE) when it has ``>>> `` lines.
- A python block whose first line is ``# needs: spark``, or a console block
  right after the line ``<!-- needs: spark -->``, uses Spark (marked spark);
  a python block gets the test session as ``spark``.
- Other fences (text, json, sql, ...) are not run. A block that cannot run
  here (a remote cluster, say) follows ``<!-- docs-test: skip (reason) -->``.

Each block is one test, named ``<file>:line<N>`` (its opening fence).

The commands run in a copy of the repository root made of symbolic links (a
fresh one per block), so files an example writes stay out of the work tree,
while the files it reads, and ``data/``, are the repository's. The TPC-H data
at SF 0.01 (``data/tpch-sf0.01``) is made before any block runs.
``substrait-expr`` commands without shell syntax (but for ``< FILE``) run in
this process through ``substrait_expr.cli.main`` (a Spark command reuses the
test session, and Spark resolves relative paths against the copy); every
other command runs in ``bash``, each ``$ `` line in its own (no variables
carry over). So a Spark command in a pipe starts a JVM of its own: avoid it.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import os
import re
import shlex
import subprocess
import sys
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
DOCUMENTS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
VENV_BIN = REPO / ".venv" / "bin"

SPARK_LINE = "# needs: spark"
SPARK_COMMENT = "<!-- needs: spark -->"
_SKIP_COMMENT = re.compile(r"^<!--\s*docs-test:\s*skip\s*\((?P<reason>.+)\)\s*-->$")
_FENCE = re.compile(r"^(?P<indent>\s*)(?P<ticks>```+)(?P<lang>[\w+-]*)")
# Shell syntax that only bash can run: a command with any of it is not run in-process.
_SHELL_TOKEN = re.compile(r"^[();<>|&]+$")
COMMAND_TIMEOUT = 600


@dataclass(frozen=True)
class Block:
    path: Path
    line: int  # the opening fence, 1-based
    lang: str
    code: str  # the block's lines, the fence's indentation removed
    spark: bool
    skip: str | None

    @property
    def name(self) -> str:
        return f"{self.path.relative_to(REPO).as_posix()}:line{self.line}"


def blocks_of(path: Path) -> list[Block]:
    """The console and python blocks of one Markdown file."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    i = 0
    while i < len(lines):
        fence = _FENCE.match(lines[i])
        if fence is None:
            i += 1
            continue
        indent, ticks, lang = fence["indent"], fence["ticks"], fence["lang"]
        end = i + 1
        while end < len(lines) and not lines[end].strip().startswith(ticks):
            end += 1
        body = [
            line[len(indent) :] if line.startswith(indent) else line for line in lines[i + 1 : end]
        ]
        if lang in ("console", "python"):
            before = _comment_before(lines, i)
            skip = _SKIP_COMMENT.match(before)
            code = "\n".join(body) + "\n"
            spark = (
                before == SPARK_COMMENT
                if lang == "console"
                else code.lstrip("\n").startswith(SPARK_LINE)
            )
            found.append(Block(path, i + 1, lang, code, spark, skip and skip["reason"]))
        i = end + 1
    return found


def _comment_before(lines: list[str], fence: int) -> str:
    """The nearest non-blank line above the fence, stripped."""
    for line in reversed(lines[:fence]):
        if line.strip():
            return line.strip()
    return ""


def _params(lang: str) -> list[Any]:
    params = []
    for path in DOCUMENTS:
        for block in blocks_of(path):
            if block.lang != lang:
                continue
            marks: list[Any] = [pytest.mark.spark] if block.spark else []
            if block.skip:
                marks.append(pytest.mark.skip(reason=block.skip))
            params.append(pytest.param(block, id=block.name, marks=marks))
    return params


CONSOLE = _params("console")
PYTHON = _params("python")


# -- the workspace ------------------------------------------------------------------


@pytest.fixture(scope="module")
def _tpch_data() -> None:
    from tools.tpch_data import generate

    generate(0.01, REPO / "data" / "tpch-sf0.01", quiet=True)


@pytest.fixture
def workspace(
    tmp_path: Path, _tpch_data: None, session: Any, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """A folder standing for the repository root: a link to each of its entries.
    The test runs in it (after Spark started, if it starts here: in the
    repository root, where its relative paths resolve the same)."""
    root = tmp_path / "repo"
    root.mkdir()
    for entry in REPO.iterdir():
        if entry.name != ".git":
            (root / entry.name).symlink_to(entry)
    monkeypatch.chdir(root)
    monkeypatch.setenv("COLUMNS", "80")  # argparse's help wraps at the terminal's width
    if session is None:
        yield root
        return
    # Spark resolves a relative path against the working folder of its local
    # file system (the JVM's at first), not this process's: the workspace too.
    jvm = session.sparkContext._jvm
    local = jvm.org.apache.hadoop.fs.FileSystem.getLocal(
        session.sparkContext._jsc.hadoopConfiguration()
    )
    before = local.getWorkingDirectory()
    local.setWorkingDirectory(jvm.org.apache.hadoop.fs.Path(str(root)))
    try:
        yield root
    finally:
        local.setWorkingDirectory(before)


VARIANT_EVENTS = REPO / "data" / "variant-events" / "events.parquet"


def _spark_running() -> bool:
    """Whether this process has a Spark context (without importing pyspark)."""
    context = sys.modules.get("pyspark.core.context") or sys.modules.get("pyspark.context")
    return (
        getattr(getattr(context, "SparkContext", None), "_active_spark_context", None) is not None
    )


@pytest.fixture
def session(request: pytest.FixtureRequest) -> Iterator[Any]:
    """The test session for a block that needs Spark, None otherwise; the
    variant events of ``python -m tools.variant_data`` where the block reads them."""
    block: Block = request.getfixturevalue("block")
    if not block.spark:
        had_spark = _spark_running()
        yield None
        # make test-fast leaves Spark out: a block that starts it must say so.
        assert had_spark or not _spark_running(), f"{block.name} started Spark: mark it " + (
            "`<!-- needs: spark -->`" if block.lang == "console" else f"`{SPARK_LINE}`"
        )
        return
    spark = request.getfixturevalue("spark")
    if "data/variant-events/" in block.code and not (VARIANT_EVENTS / "_SUCCESS").exists():
        from tools.variant_data import write_events

        write_events(spark, VARIANT_EVENTS, 100_000)
    yield spark
    spark.sparkContext.setLogLevel("OFF")  # as the fixture made it; the CLI sets its own


# -- console blocks -----------------------------------------------------------------


@dataclass(frozen=True)
class Command:
    line: int
    text: str
    expected: list[str]


def commands_of(block: Block) -> list[Command]:
    lines = block.code.rstrip("\n").split("\n")
    commands = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            if lines[i].strip():
                raise AssertionError(
                    f"{block.name}: output before the first `$ ` line: {lines[i]!r}"
                )
            i += 1
            continue
        start = i
        text = lines[i][2:]
        i += 1
        while i < len(lines) and _continues(text):
            text += "\n" + lines[i]
            i += 1
        expected = []
        while i < len(lines) and not lines[i].startswith("$ "):
            expected.append(lines[i])
            i += 1
        commands.append(Command(block.line + 1 + start, text, expected))
    if not commands:
        raise AssertionError(f"{block.name}: a console block without a `$ ` line")
    return commands


def _continues(text: str) -> bool:
    """Whether a command goes on past this line: a trailing backslash or an open quote."""
    if text.endswith("\\"):
        return True
    try:
        shlex.split(text, comments=True)
    except ValueError:
        return True
    return False


def _in_process_argv(text: str) -> tuple[list[str], str | None] | None:
    """The arguments of a ``substrait-expr`` command bash need not run, and the
    file its standard input comes from (``< FILE``); None for bash's commands."""
    if "$" in text or "`" in text:
        return None
    lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    tokens = list(lexer)
    if not tokens or tokens[0] != "substrait-expr":
        return None
    stdin = None
    if len(tokens) > 2 and tokens[-2] == "<":
        stdin = tokens[-1]
        tokens = tokens[:-2]
    if any(_SHELL_TOKEN.match(token) for token in tokens):
        return None
    return tokens[1:], stdin


def _run_in_process(argv: list[str], stdin: str | None) -> str:
    from substrait_expr.cli import main

    out = io.StringIO()
    saved_argv, saved_stdin = sys.argv, sys.stdin
    sys.argv = ["substrait-expr", *argv]
    sys.stdin = io.StringIO(Path(stdin).read_text(encoding="utf-8") if stdin else "")

    def show(message: Any, category: Any, filename: str, lineno: int, *_: Any) -> None:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno))

    try:
        with (
            warnings.catch_warnings(),
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(out),
        ):
            warnings.simplefilter("default")
            warnings.showwarning = show
            with contextlib.suppress(SystemExit):  # argparse: --help, bad usage
                main(argv)
            sys.stdout.flush()
    finally:
        sys.argv, sys.stdin = saved_argv, saved_stdin
    return out.getvalue()


def _bin_folder() -> Path:
    return VENV_BIN if VENV_BIN.is_dir() else Path(sys.executable).parent


def _run_in_bash(text: str, cwd: Path) -> str:
    env = dict(os.environ)
    env["PATH"] = f"{_bin_folder()}{os.pathsep}{env.get('PATH', '')}"
    env["COLUMNS"] = "80"
    done = subprocess.run(
        ["bash", "-c", text],
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=COMMAND_TIMEOUT,
    )
    return done.stdout


def run_command(text: str, cwd: Path) -> str:
    # bash drops a backslash-newline; a newline inside quotes stays.
    joined = text.replace("\\\n", "")
    in_process = _in_process_argv(joined)
    if in_process is None:
        return _run_in_bash(joined, cwd)
    return _run_in_process(*in_process)


def _clean(lines: list[str]) -> list[str]:
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` is ``expected``, where a ``...`` line stands for any lines."""
    expected, actual = _clean(expected), _clean(actual)

    @cache
    def match(i: int, j: int) -> bool:
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "...":
            return any(match(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and expected[i] == actual[j] and match(i + 1, j + 1)

    return match(0, 0)


@pytest.mark.parametrize("block", CONSOLE)
def test_console(block: Block, workspace: Path, session: Any) -> None:
    failures = []
    for command in commands_of(block):
        actual = run_command(command.text, workspace).split("\n")
        if not matches(command.expected, actual):
            failures.append(
                f"{block.path.relative_to(REPO)}:{command.line}: $ {command.text}\n"
                + "--- expected\n"
                + "\n".join(_clean(command.expected))
                + "\n--- got\n"
                + "\n".join(_clean(actual))
            )
    assert not failures, "\n\n".join(failures)


# -- python blocks ------------------------------------------------------------------


@pytest.mark.parametrize("block", PYTHON)
def test_python(block: Block, workspace: Path, session: Any) -> None:
    namespace: dict[str, Any] = {"__name__": "__main__"}
    if session is not None:
        namespace["spark"] = session
    filename = str(block.path)
    if re.search(r"^>>> ", block.code, re.MULTILINE):
        test = doctest.DocTestParser().get_doctest(
            block.code, namespace, block.name, filename, block.line
        )
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        report: list[str] = []
        runner.run(test, out=report.append, clear_globs=True)
        assert not runner.failures, "".join(report)
        return
    # Padded with newlines so that a traceback names the document's lines.
    code = "\n" * block.line + block.code
    exec(compile(code, filename, "exec"), namespace)


# -- the convention itself ----------------------------------------------------------


def test_the_documents_have_examples() -> None:
    assert len(CONSOLE) >= 10
    assert len(PYTHON) >= 10


@pytest.mark.parametrize(
    ("expected", "actual", "result"),
    [
        (["a", "b"], ["a", "b", ""], True),
        (["a  "], ["a"], True),
        (["a", "...", "d"], ["a", "b", "c", "d"], True),
        (["a", "...", "d"], ["a", "d"], True),
        (["...", "d"], ["a", "x"], False),
        (["a"], ["a", "b"], False),
        (["..."], [], True),
    ],
)
def test_ellipsis_lines(expected: list[str], actual: list[str], result: bool) -> None:
    assert matches(expected, actual) is result


def test_commands_continue_over_lines() -> None:
    block = Block(REPO / "README.md", 1, "console", '$ a "b\nc" \\\n  d\nout\n$ e\n', False, None)
    assert [(c.line, c.text, c.expected) for c in commands_of(block)] == [
        (2, 'a "b\nc" \\\n  d', ["out"]),
        (6, "e", []),
    ]
    assert _in_process_argv('substrait-expr parse "a | b"  # c') == (["parse", "a | b"], None)
    assert _in_process_argv("substrait-expr from-sql - < q.sql") == (["from-sql", "-"], "q.sql")
    assert _in_process_argv("substrait-expr parse x | head -3") is None
    assert _in_process_argv("substrait-expr parse x < a > b") is None
    assert _in_process_argv('substrait-expr check "$x"') is None


def test_the_api_reference_lists_the_public_api() -> None:
    import substrait_expr

    page = (REPO / "docs" / "api.md").read_text(encoding="utf-8")
    listed = re.findall(r"^::: substrait_expr\.(\w+)$", page, re.MULTILINE)
    assert sorted(listed) == sorted(substrait_expr.__all__)
    assert len(listed) == len(set(listed))
