"""Reader for the official Substrait function test-case files.

The ``substrait-extensions`` package ships ``*.test`` files under
``substrait_extensions/testcases/<area>/``. Each file starts with a header::

    ### SUBSTRAIT_SCALAR_TEST: v1.0            (or _AGGREGATE_ / _WINDOW_)
    ### SUBSTRAIT_INCLUDE: extension:io.substrait:functions_arithmetic
    ### SUBSTRAIT_DEPENDENCY: extension:io.substrait:functions_comparison

followed by groups (``# name: description``) of one-line cases
``left = right``. The reader keeps the text of both sides as written; parsing
the expressions themselves is the compiler's job.

Aggregate and window cases may carry an input table, in one of three forms
(the spec's ``FuncTestCaseParser.g4``):

* ``DEFINE t(i32, str) = ((1, 'a'), (2, 'b'))`` on its own line (or in front
  of the call on the same line). In the grammar a ``DEFINE`` is part of exactly
  one case, so it is attached to the next case only; a ``DEFINE`` followed by
  a group header, another ``DEFINE`` or the end of the file is an error. The
  installed window files repeat the ``DEFINE`` before every case accordingly.
* compact aggregate form ``((1.0), (2.0)) variance(SAMPLE::enum, col0::fp32)``:
  the row list is taken off ``left`` and becomes an anonymous table (name
  ``""``) whose column types come from the ``colN::type`` arguments.
* single-argument aggregate form ``sum((1, 2)::i8)``: the data is an argument
  of the call, so ``left`` keeps it and ``table`` is ``None``.

String literals follow the official lexer: a backslash escapes the next
character and ``''`` is a quote, so ``=``, ``#`` and brackets inside strings
never split a line.
"""

from __future__ import annotations

import enum
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from substrait_expr.diagnostics import ArgumentValueError, Error

__all__ = [
    "Expected",
    "ExpectedError",
    "ExpectedUndefined",
    "ExpectedValue",
    "TableDefinition",
    "TestCase",
    "TestFile",
    "TestFileError",
    "TestKind",
    "all_cases",
    "iter_test_files",
    "read_test_file",
    "testcases_root",
]

_PACKAGE = "substrait_extensions.testcases"


class TestFileError(Error, ValueError):
    """A line of a test file that does not follow the format."""

    __test__ = False  # not a pytest test class despite the name

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}:{line}: {message}")
        self.file = file
        self.line = line
        self.message = message


class TestKind(enum.Enum):
    """Which relation a file's functions run in."""

    __test__ = False

    SCALAR = "SCALAR"
    AGGREGATE = "AGGREGATE"
    WINDOW = "WINDOW"


@dataclass(frozen=True, slots=True)
class ExpectedValue:
    """An expected result literal, e.g. ``125::i8`` or ``(Null, 1998)::i32?``."""

    text: str


@dataclass(frozen=True, slots=True)
class ExpectedError:
    """``<!ERROR>``: evaluating the left side must fail."""


@dataclass(frozen=True, slots=True)
class ExpectedUndefined:
    """``<!UNDEFINED>``: the result may be anything, but must not fail."""


Expected = ExpectedValue | ExpectedError | ExpectedUndefined


@dataclass(frozen=True, slots=True)
class TableDefinition:
    """An input table of an aggregate or window case.

    ``name`` is ``""`` for the compact aggregate form. ``rows`` holds the text
    of each value (``'a'``, ``Null``, ``-3``), one tuple per row.
    """

    name: str
    column_types: tuple[str, ...]
    rows_text: str
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class TestCase:
    """One ``left = right`` line of a test file."""

    __test__ = False

    file: str  # relative to the testcases folder, e.g. "arithmetic/add.test"
    line: int
    group: str
    group_description: str
    left: str  # as written, including ``OVER f1`` and ``[option:VALUE, ...]``
    expected: Expected
    table: TableDefinition | None = None
    kind: TestKind = TestKind.SCALAR
    comment: str = ""  # text after a trailing ``#`` (README: ``= result # why``)

    @property
    def function_name(self) -> str:
        """The called function, e.g. ``add`` for ``add(1::i8, 2::i8)``."""
        match = _IDENT_RE.match(self.left)
        return match.group(0) if match else ""

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        """The ``[name:VALUE, ...]`` options as (name, value) pairs, in order."""
        body = _trailing_options(self.left)
        if body is None:
            return ()
        pairs = []
        for item in _split_top(body, ","):
            name, _, value = item.partition(":")
            pairs.append((name.strip(), value.strip()))
        return tuple(pairs)


@dataclass(frozen=True, slots=True)
class TestFile:
    """A parsed ``*.test`` file."""

    __test__ = False

    path: Path
    area: str  # folder under testcases/, e.g. "arithmetic"
    name: str  # file name without ".test", e.g. "add"
    kind: TestKind
    version: str  # e.g. "v1.0"
    includes: tuple[str, ...]
    dependencies: tuple[str, ...]
    cases: tuple[TestCase, ...]


# --------------------------------------------------------------------------- public functions


def testcases_root() -> Path:
    """The installed ``testcases`` folder of ``substrait-extensions``."""
    root = Path(str(files(_PACKAGE)))
    if not root.is_dir():  # e.g. a zipped install; we need real files
        raise FileNotFoundError(f"{_PACKAGE} is not a folder on disk: {root}")
    return root


def read_test_file(path: str | os.PathLike[str]) -> TestFile:
    """Parse one test file; raise `TestFileError` on the first malformed line."""
    file_path = Path(path)
    relative = f"{file_path.parent.name}/{file_path.name}"
    text = file_path.read_text(encoding="utf-8")
    parser = _FileParser(relative)
    for number, raw in enumerate(text.splitlines(), start=1):
        parser.feed(number, raw.strip())
    return parser.finish(file_path)


def iter_test_files(areas: Iterable[str] | None = None) -> Iterator[TestFile]:
    """Read the installed test files, sorted by area then file name.

    ``areas`` restricts the folders read (e.g. ``["arithmetic", "window"]``).
    """
    root = testcases_root()
    known = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.test")))
    wanted = known if areas is None else sorted(set(areas))
    unknown = [a for a in wanted if a not in known]
    if unknown:
        raise ArgumentValueError(f"unknown test areas {unknown}; installed: {known}")
    for area in wanted:
        for path in sorted((root / area).glob("*.test")):
            yield read_test_file(path)


def all_cases(areas: Iterable[str] | None = None) -> Iterator[TestCase]:
    """Every case of every installed test file, in file then line order."""
    for test_file in iter_test_files(areas):
        yield from test_file.cases


# --------------------------------------------------------------------------- line parsing


_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_HEADER_RE = re.compile(r"###\s*(?P<key>[A-Za-z_]+)\s*:\s*(?P<value>.*)")
_VERSION_RE = re.compile(r"v\d+(\.\d+)?", re.IGNORECASE)
_URN_RE = re.compile(r"extension:[a-z0-9:._]+", re.IGNORECASE)
_DEFINE_RE = re.compile(r"DEFINE\s+(?P<name>[A-Za-z_]\w*)\s*(?=\()", re.IGNORECASE)
_CALL_RE = re.compile(r"(?P<name>[A-Za-z_]\w*)\s*(?=\()")
# What may follow the call's closing parenthesis on the left side.
_TAIL_RE = re.compile(
    r"(?:\s+OVER\s+(?P<over>[A-Za-z_]\w*))?\s*(?P<options>\[.*\])?",
    re.IGNORECASE | re.DOTALL,
)
_COLUMN_ARG_RE = re.compile(r"col(?P<index>\d+)\s*::\s*(?P<type>.+)", re.IGNORECASE | re.DOTALL)
_ERROR_RESULTS: dict[str, Expected] = {
    "<!ERROR>": ExpectedError(),
    "<!UNDEFINED>": ExpectedUndefined(),
}
_KINDS = {
    "SUBSTRAIT_SCALAR_TEST": TestKind.SCALAR,
    "SUBSTRAIT_AGGREGATE_TEST": TestKind.AGGREGATE,
    "SUBSTRAIT_WINDOW_TEST": TestKind.WINDOW,
}
_OPENERS = {"(": ")", "[": "]", "{": "}"}
_CLOSERS = {v: k for k, v in _OPENERS.items()}


class _LineError(ValueError):
    """Raised by the line helpers; `_FileParser` adds file and line."""


class _FileParser:
    """Line-by-line state machine over one file."""

    def __init__(self, relative: str) -> None:
        self.relative = relative
        self.kind: TestKind | None = None
        self.version = ""
        self.includes: list[str] = []
        self.dependencies: list[str] = []
        self.group = ""
        self.group_description = ""
        self.pending_table: tuple[int, TableDefinition] | None = None
        self.cases: list[TestCase] = []
        self.body_started = False
        self.line = 0

    def error(self, message: str, line: int | None = None) -> TestFileError:
        return TestFileError(self.relative, self.line if line is None else line, message)

    def feed(self, number: int, line: str) -> None:
        self.line = number
        try:
            self._dispatch(line)
        except _LineError as exc:
            raise self.error(str(exc)) from None

    def _dispatch(self, line: str) -> None:
        if not line:
            return  # blank lines only separate; a DEFINE stays pending across them
        if line.startswith("###"):
            self._header(line)
            return
        if self.kind is None:
            raise _LineError("the first line must be '### SUBSTRAIT_<KIND>_TEST: <version>'")
        if not self.includes:
            raise _LineError("missing '### SUBSTRAIT_INCLUDE' header")
        self.body_started = True
        if line.startswith("#"):
            self._group(line[1:].strip())
        elif _DEFINE_RE.match(line):
            self._define(line)
        else:
            self._case(line, self._take_table())

    def _header(self, line: str) -> None:
        match = _HEADER_RE.fullmatch(line)
        if match is None:
            raise _LineError(f"malformed header line {line!r}")
        if self.body_started:
            raise _LineError("header line after the first test group")
        key, value = match["key"].upper(), match["value"].strip()
        if key in _KINDS:
            if self.kind is not None:
                raise _LineError("second test-kind header")
            if not _VERSION_RE.fullmatch(value):
                raise _LineError(f"bad format version {value!r}")
            self.kind, self.version = _KINDS[key], value
        elif self.kind is None:
            raise _LineError("the first line must be '### SUBSTRAIT_<KIND>_TEST: <version>'")
        elif key in ("SUBSTRAIT_INCLUDE", "SUBSTRAIT_DEPENDENCY"):
            target = self.includes if key == "SUBSTRAIT_INCLUDE" else self.dependencies
            target.extend(_urns(value))
        else:
            raise _LineError(f"unknown header {match['key']!r}")

    def _group(self, text: str) -> None:
        if self.pending_table is not None:
            raise self.error("DEFINE is not followed by a test case", self.pending_table[0])
        name, _, description = text.partition(":")
        self.group, self.group_description = name.strip(), description.strip()

    def _define(self, line: str) -> None:
        if self.kind is TestKind.SCALAR:
            raise _LineError("DEFINE in a scalar test file")
        if self.pending_table is not None:
            raise self.error("DEFINE is not followed by a test case", self.pending_table[0])
        table, rest = _parse_define(line)
        if rest:  # the call follows on the same line
            self._case(rest, table)
        else:
            self.pending_table = (self.line, table)

    def _take_table(self) -> TableDefinition | None:
        table = self.pending_table[1] if self.pending_table else None
        self.pending_table = None
        return table

    def _case(self, line: str, table: TableDefinition | None) -> None:
        assert self.kind is not None
        if self.kind is TestKind.AGGREGATE and line.startswith("("):
            if table is not None:
                raise _LineError("both a DEFINE and a compact row list")
            rows_end = _matching_close(line, 0)
            rows_text, line = line[: rows_end + 1], line[rows_end + 1 :].strip()
        else:
            rows_text = None
        left, right, comment = _split_case(line)
        over = _check_left(left, self.kind)
        if rows_text is not None:
            table = _compact_table(rows_text, left)
        _check_table_use(self.kind, table, over)
        self.cases.append(
            TestCase(
                file=self.relative,
                line=self.line,
                group=self.group,
                group_description=self.group_description,
                left=left,
                expected=_expected(right),
                table=table,
                kind=self.kind,
                comment=comment,
            )
        )

    def finish(self, path: Path) -> TestFile:
        if self.pending_table is not None:
            raise self.error("DEFINE is not followed by a test case", self.pending_table[0])
        if self.kind is None:
            raise self.error("no '### SUBSTRAIT_<KIND>_TEST' header", 1)
        if not self.includes:
            raise self.error("no '### SUBSTRAIT_INCLUDE' header", 1)
        if not self.cases:
            raise self.error("no test cases", 1)
        return TestFile(
            path=path,
            area=path.parent.name,
            name=path.stem,
            kind=self.kind,
            version=self.version,
            includes=tuple(self.includes),
            dependencies=tuple(self.dependencies),
            cases=tuple(self.cases),
        )


def _urns(value: str) -> list[str]:
    """The comma-separated URNs of an include/dependency header."""
    urns = [part.strip() for part in value.split(",")]
    for urn in urns:
        if not _URN_RE.fullmatch(urn):
            raise _LineError(f"bad extension URN {urn!r}")
    return urns


def _split_case(line: str) -> tuple[str, str, str]:
    """Split ``left = right  # comment`` at the top-level ``=``."""
    equals = _top_level_indexes(line, "=")
    if not equals:
        raise _LineError("test case without a top-level '='")
    left, right = line[: equals[0]].strip(), line[equals[0] + 1 :].strip()
    if len(equals) > 1:
        raise _LineError("more than one top-level '=' in a test case")
    right, comment = _strip_comment(right)
    if not left or not right:
        raise _LineError("empty side of a test case")
    return left, right, comment


def _strip_comment(text: str) -> tuple[str, str]:
    hashes = _top_level_indexes(text, "#")
    if not hashes:
        return text, ""
    return text[: hashes[0]].rstrip(), text[hashes[0] + 1 :].strip()


def _check_left(left: str, kind: TestKind) -> str | None:
    """Validate ``name(args) [OVER frame] [options]``; return the frame name."""
    call = _CALL_RE.match(left)
    if call is None:
        raise _LineError(f"expected a function call, got {left!r}")
    close = _matching_close(left, call.end())
    tail = _TAIL_RE.fullmatch(left, close + 1)
    if tail is None:
        raise _LineError(f"unexpected text after the call: {left[close + 1 :]!r}")
    if tail["options"] is not None and _trailing_options(left) is None:
        raise _LineError(f"malformed options {tail['options']!r}")
    over = tail["over"]
    if (over is not None) != (kind is TestKind.WINDOW):
        raise _LineError("'OVER frame' is required in window files and only there")
    return over


def _check_table_use(kind: TestKind, table: TableDefinition | None, over: str | None) -> None:
    if kind is TestKind.WINDOW:
        if table is None:
            raise _LineError("window case without a preceding DEFINE")
        if over != table.name:
            raise _LineError(f"OVER {over} does not name the defined table {table.name!r}")


def _expected(right: str) -> Expected:
    special = _ERROR_RESULTS.get(right.upper())
    if special is not None:
        return special
    if right.startswith("<!"):
        raise _LineError(f"unknown result marker {right!r}")
    _check_balanced(right)
    return ExpectedValue(right)


def _trailing_options(left: str) -> str | None:
    """The body of a final top-level ``[...]`` of ``left``, if there is one."""
    if not left.endswith("]"):
        return None
    opens = _top_level_indexes(left, "[")
    if not opens or _matching_close(left, opens[-1]) != len(left) - 1:
        return None
    return left[opens[-1] + 1 : -1]


# --------------------------------------------------------------------------- tables


def _parse_define(line: str) -> tuple[TableDefinition, str]:
    """Parse ``DEFINE name(types) = (rows) [rest]``; return the table and rest."""
    match = _DEFINE_RE.match(line)
    assert match is not None
    types_close = _matching_close(line, match.end())
    column_types = _split_types(line[match.end() + 1 : types_close])
    after = line[types_close + 1 :].lstrip()
    if not after.startswith("="):
        raise _LineError("expected '= (rows)' after the DEFINE column types")
    after = after[1:].lstrip()
    if not after.startswith("("):
        raise _LineError("expected '(' to start the DEFINE rows")
    rows_close = _matching_close(after, 0)
    rows_text = after[: rows_close + 1]
    rows = _parse_rows(rows_text, len(column_types), drop_empty=False)
    table = TableDefinition(match["name"], column_types, rows_text, rows)
    return table, after[rows_close + 1 :].strip()


def _compact_table(rows_text: str, left: str) -> TableDefinition:
    """The anonymous table of ``((1), (2)) f(col0::i32)``; types from the arguments."""
    call = _CALL_RE.match(left)
    assert call is not None
    args = _split_top(left[call.end() + 1 : _matching_close(left, call.end())], ",")
    typed: dict[int, str] = {}
    for arg in args:
        column = _COLUMN_ARG_RE.fullmatch(arg)
        if column is not None:
            typed[int(column["index"])] = column["type"].strip()
    # `(())` is the files' way to write an empty table, so empty rows are dropped.
    rows = _parse_rows(rows_text, None, drop_empty=True)
    width = max([len(row) for row in rows] + [max(typed, default=-1) + 1])
    missing = [i for i in range(width) if i not in typed]
    if missing:
        raise _LineError(f"compact table column(s) {missing} have no 'colN::type' argument")
    column_types = tuple(typed[i] for i in range(width))
    for row in rows:
        if len(row) != width:
            raise _LineError(f"row {row} has {len(row)} values, expected {width}")
    return TableDefinition("", column_types, rows_text, rows)


def _parse_rows(
    rows_text: str, width: int | None, *, drop_empty: bool
) -> tuple[tuple[str, ...], ...]:
    """``((1, 'a'), (2, 'b'))`` → ``(("1", "'a'"), ("2", "'b'"))``."""
    body = rows_text[1:-1].strip()
    rows: list[tuple[str, ...]] = []
    for item in _split_top(body, ",") if body else []:
        if not (item.startswith("(") and _matching_close(item, 0) == len(item) - 1):
            raise _LineError(f"table row must be parenthesised: {item!r}")
        inner = item[1:-1].strip()
        values = tuple(_split_top(inner, ",")) if inner else ()
        if not values and drop_empty:
            continue
        if width is not None and len(values) != width:
            raise _LineError(f"row {item} has {len(values)} values, expected {width}")
        rows.append(values)
    return tuple(rows)


def _split_types(text: str) -> tuple[str, ...]:
    """Split ``i32, dec<38, 2>`` at commas outside ``<...>``."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "<":
            depth += 1
        elif ch == ">" and text[i - 1 : i] != "-":  # `->` in func<...> is not a closer
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    if depth != 0 or not all(parts):
        raise _LineError(f"malformed DEFINE column types {text!r}")
    return tuple(parts)


# --------------------------------------------------------------------------- scanning


def _scan(text: str) -> Iterator[tuple[int, str, int]]:
    """Yield ``(index, char, depth)`` for characters outside string literals.

    An opening bracket and its closer are both reported at the outer depth.
    Raises `_LineError` for unterminated strings and mismatched brackets.
    """
    stack: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "'":
            i = _string_end(text, i) + 1
            continue
        if ch in _OPENERS:
            yield i, ch, len(stack)
            stack.append(ch)
        elif ch in _CLOSERS:
            if not stack or stack[-1] != _CLOSERS[ch]:
                raise _LineError(f"unbalanced {ch!r} at column {i + 1}")
            stack.pop()
            yield i, ch, len(stack)
        else:
            yield i, ch, len(stack)
        i += 1
    if stack:
        raise _LineError(f"unclosed {stack[-1]!r}")


def _string_end(text: str, start: int) -> int:
    """Index of the quote closing the string literal that opens at ``start``."""
    i = start + 1
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            i += 2  # the official lexer lets a backslash escape any character
        elif ch == "'":
            if text[i + 1 : i + 2] != "'":
                return i
            i += 2  # '' is an escaped quote
        else:
            i += 1
    raise _LineError(f"unterminated string starting at column {start + 1}")


def _top_level_indexes(text: str, target: str) -> list[int]:
    return [i for i, ch, depth in _scan(text) if ch == target and depth == 0]


def _split_top(text: str, sep: str) -> list[str]:
    """Split at top-level ``sep``; every piece stripped."""
    cuts = _top_level_indexes(text, sep)
    bounds = zip([-1, *cuts], [*cuts, len(text)], strict=True)
    return [text[a + 1 : b].strip() for a, b in bounds]


def _matching_close(text: str, open_index: int) -> int:
    """Index of the bracket closing the one at ``open_index``."""
    if text[open_index : open_index + 1] not in _OPENERS:
        raise _LineError(f"expected an opening bracket at column {open_index + 1}")
    depth = None
    for i, ch, level in _scan(text):
        if i == open_index:
            depth = level
        elif depth is not None and ch in _CLOSERS and level == depth:
            return i
    raise _LineError(f"unclosed {text[open_index]!r} at column {open_index + 1}")


def _check_balanced(text: str) -> None:
    for _ in _scan(text):
        pass
