"""Tests for the reader of the official Substrait function test files."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from substrait_expr import testcases as tc

# The counts belong to the pinned substrait-extensions==0.108.0.
FILE_COUNT = 137
MIN_CASES = 1300


@pytest.fixture(scope="module")
def files() -> dict[str, tc.TestFile]:
    return {f"{f.area}/{f.name}.test": f for f in tc.iter_test_files()}


def case_at(files: dict[str, tc.TestFile], relative: str, line: int) -> tc.TestCase:
    (case,) = [c for c in files[relative].cases if c.line == line]
    return case


def write(tmp_path: Path, text: str, area: str = "area", name: str = "f.test") -> Path:
    folder = tmp_path / area
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


SCALAR_HEADER = "### SUBSTRAIT_SCALAR_TEST: v1.0\n### SUBSTRAIT_INCLUDE: extension:x:y\n"
AGG_HEADER = "### SUBSTRAIT_AGGREGATE_TEST: v1.0\n### SUBSTRAIT_INCLUDE: extension:x:y\n"
WINDOW_HEADER = "### SUBSTRAIT_WINDOW_TEST: v1.0\n### SUBSTRAIT_INCLUDE: extension:x:y\n"


# ----------------------------------------------------------------------------- installed files


def test_file_and_case_counts(files: dict[str, tc.TestFile]) -> None:
    assert len(files) == FILE_COUNT
    assert Counter(f.kind for f in files.values()) == {
        tc.TestKind.SCALAR: 119,
        tc.TestKind.AGGREGATE: 16,
        tc.TestKind.WINDOW: 2,
    }
    assert sum(len(f.cases) for f in files.values()) >= MIN_CASES
    assert all(f.cases for f in files.values())


def test_every_case_line_is_read(files: dict[str, tc.TestFile]) -> None:
    # Every non-blank, non-comment, non-DEFINE line must have become a case.
    for test_file in files.values():
        lines = test_file.path.read_text(encoding="utf-8").splitlines()
        expected = [
            n
            for n, line in enumerate(lines, start=1)
            if line.strip() and not line.startswith("#") and not line.startswith("DEFINE")
        ]
        assert [c.line for c in test_file.cases] == expected, test_file.path


def test_files_are_sorted_and_areas_filter(files: dict[str, tc.TestFile]) -> None:
    keys = list(files)
    assert keys == sorted(keys, key=lambda k: tuple(k.split("/")))
    window = list(tc.iter_test_files(["window"]))
    assert [f.name for f in window] == ["lag", "row_number"]
    assert {c.file for c in tc.all_cases(["window"])} == {
        "window/lag.test",
        "window/row_number.test",
    }
    with pytest.raises(ValueError, match="unknown test areas"):
        list(tc.iter_test_files(["no_such_area"]))


def test_all_cases_matches_files(files: dict[str, tc.TestFile]) -> None:
    assert len(list(tc.all_cases())) == sum(len(f.cases) for f in files.values())


def test_every_case_is_well_formed(files: dict[str, tc.TestFile]) -> None:
    for test_file in files.values():
        assert test_file.includes and test_file.version == "v1.0"
        for case in test_file.cases:
            assert case.file == f"{test_file.area}/{test_file.path.name}"
            assert case.kind is test_file.kind
            assert case.left.startswith(case.function_name + "(")
            assert case.function_name, case
            assert case.group, case
            if isinstance(case.expected, tc.ExpectedValue):
                assert "::" in case.expected.text, case
            if test_file.kind is tc.TestKind.WINDOW:
                assert case.table is not None
                assert case.left.split(" OVER ")[-1] == case.table.name


def test_scalar_header_and_cases(files: dict[str, tc.TestFile]) -> None:
    add = files["arithmetic/add.test"]
    assert add.kind is tc.TestKind.SCALAR
    assert add.area == "arithmetic" and add.name == "add"
    assert add.includes == ("extension:io.substrait:functions_arithmetic",)
    assert add.dependencies == ()

    first = add.cases[0]
    assert first == tc.TestCase(
        file="arithmetic/add.test",
        line=5,
        group="basic",
        group_description="Basic examples without any special cases",
        left="add(120::i8, 5::i8)",
        expected=tc.ExpectedValue("125::i8"),
        table=None,
        kind=tc.TestKind.SCALAR,
    )
    assert first.options == ()


def test_error_undefined_and_options(files: dict[str, tc.TestFile]) -> None:
    error = case_at(files, "arithmetic/add.test", 11)
    assert error.left == "add(120::i8, 10::i8) [overflow:ERROR]"
    assert error.expected == tc.ExpectedError()
    assert error.group == "overflow"
    assert error.options == (("overflow", "ERROR"),)

    undefined = case_at(files, "arithmetic/add.test", 17)
    assert undefined.left == "add(120::i8, 10::i8) [overflow:SILENT]"
    assert undefined.expected == tc.ExpectedUndefined()


def test_equals_and_parens_inside_strings(files: dict[str, tc.TestFile]) -> None:
    case = case_at(files, "string/regexp_string_split.test", 30)
    assert case.left == (
        "regexp_string_split('100 dollars'::str, '\\d+(?= dollars)'::str) [lookaround:TRUE]"
    )
    assert case.expected == tc.ExpectedValue("['', ' dollars']::list<str>")
    assert case.function_name == "regexp_string_split"
    assert case.options == (("lookaround", "TRUE"),)


def test_group_name_with_space(files: dict[str, tc.TestFile]) -> None:
    case = case_at(files, "string/ends_with.test", 16)
    assert case.group == "multi_byte_characters case insensitivity"
    assert case.group_description == "multi byte character comparison with case insensitivity"


def test_dependencies_and_lambda(files: dict[str, tc.TestFile]) -> None:
    flt = files["list/filter.test"]
    assert flt.dependencies == ("extension:io.substrait:functions_comparison",)
    assert flt.cases[0].left == (
        "filter([1, 2, 3, 4, 5]::list<i32>, (x -> gt(x, 2::i32))::func<i32 -> bool>)"
    )
    assert flt.cases[0].expected == tc.ExpectedValue("[3, 4, 5]::list<i32>")


def test_single_argument_aggregate(files: dict[str, tc.TestFile]) -> None:
    total = files["arithmetic/sum.test"]
    assert total.kind is tc.TestKind.AGGREGATE
    case = total.cases[0]
    assert case.line == 5
    assert case.left == "sum((0, -1, 2, 20)::i8)"
    assert case.function_name == "sum"
    assert case.expected == tc.ExpectedValue("21::i64?")
    assert case.table is None

    count = files["aggregate_generic/count.test"]
    assert count.includes == ("extension:io.substrait:functions_aggregate_generic",)
    empty = case_at(files, "aggregate_generic/count.test", 7)
    assert empty.left == "count(()::i16)"
    assert empty.expected == tc.ExpectedValue("0::i64")


def test_compact_aggregate_table(files: dict[str, tc.TestFile]) -> None:
    case = case_at(files, "arithmetic/variance.test", 5)
    assert case.left == "variance(SAMPLE::enum, col0::fp32)"
    assert case.function_name == "variance"
    assert case.table == tc.TableDefinition(
        name="",
        column_types=("fp32",),
        rows_text="((1.0), (2.0), (3.0), (4.0), (5.0))",
        rows=(("1.0",), ("2.0",), ("3.0",), ("4.0",), ("5.0",)),
    )
    nullable = case_at(files, "arithmetic/variance.test", 38)
    assert nullable.table is not None and nullable.table.column_types == ("fp32?",)
    # `(())` is the files' spelling of an empty one-column table.
    empty = case_at(files, "arithmetic/variance.test", 39)
    assert empty.table is not None
    assert empty.table.rows == () and empty.table.rows_text == "(())"


def test_window_case_with_define(files: dict[str, tc.TestFile]) -> None:
    lag = files["window/lag.test"]
    assert lag.kind is tc.TestKind.WINDOW
    first = lag.cases[0]
    assert first.line == 6
    assert first.left == "lag(col0) OVER f1"
    assert first.function_name == "lag"
    assert first.expected == tc.ExpectedValue("(Null, 1998, 1999, 2000)::i32?")
    assert first.table == tc.TableDefinition(
        name="f1",
        column_types=("i32",),
        rows_text="((1998), (1999), (2000), (2001))",
        rows=(("1998",), ("1999",), ("2000",), ("2001",)),
    )
    last = lag.cases[-1]
    assert last.group == "edge_case"
    assert last.table is not None and last.table.rows == () and last.table.rows_text == "()"
    assert last.expected == tc.ExpectedValue("()::i32?")


# ----------------------------------------------------------------------------- synthetic files


def test_quotes_equals_hash_backslash_in_strings(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        SCALAR_HEADER + "\n# g: d\n"
        "f('a''=b#(['::str, 'x\\'y'::str) = 'p = q'::str   # a trailing comment\n",
    )
    (case,) = tc.read_test_file(path).cases
    assert case.left == "f('a''=b#(['::str, 'x\\'y'::str)"
    assert case.expected == tc.ExpectedValue("'p = q'::str")
    assert case.comment == "a trailing comment"
    assert case.file == "area/f.test" and case.line == 5


def test_several_includes_and_no_group(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "### SUBSTRAIT_SCALAR_TEST: v1.0\n"
        "### SUBSTRAIT_INCLUDE: extension:a:b, extension:c:d\n"
        "### SUBSTRAIT_DEPENDENCY: extension:e:f\n"
        "g(1::i8) = 1::i8\n",
    )
    test_file = tc.read_test_file(path)
    assert test_file.includes == ("extension:a:b", "extension:c:d")
    assert test_file.dependencies == ("extension:e:f",)
    assert test_file.cases[0].group == "" and test_file.name == "f"


def test_verbose_aggregate_define(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        AGG_HEADER + "# g: d\n"
        "DEFINE t1(fp32, dec<38, 2>) = ((20, 1.5), (-3, Null))\n"
        "corr(t1.col0, t1.col1) = 1::fp64\n"
        "DEFINE t2(str) = (('a, (b)'), ('c')) min(t2.col0) = 'a'::str\n"
        "sum((1, 2)::i8) = 3::i64\n",
    )
    first, second, third = tc.read_test_file(path).cases
    assert first.table == tc.TableDefinition(
        "t1", ("fp32", "dec<38, 2>"), "((20, 1.5), (-3, Null))", (("20", "1.5"), ("-3", "Null"))
    )
    assert first.left == "corr(t1.col0, t1.col1)" and first.line == 5
    assert second.table is not None and second.table.rows == (("'a, (b)'",), ("'c'",))
    assert second.left == "min(t2.col0)" and second.line == 6
    assert third.table is None  # a DEFINE belongs to one case only


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        ("f(1::i8) 1::i8\n", 4, "without a top-level '='"),
        ("f(1::i8) = 1::i8 = 2::i8\n", 4, "more than one"),
        ("f('abc::str) = 1::i8\n", 4, "unterminated string"),
        ("f((1::i8) = 1::i8\n", 4, "unclosed"),
        ("f(1::i8)) = 1::i8\n", 4, "unbalanced"),
        ("f(1::i8) = \n", 4, "empty side"),
        ("1 + 2 = 3::i8\n", 4, "expected a function call"),
        ("f(1::i8) junk = 1::i8\n", 4, "unexpected text after the call"),
        ("f(1::i8) = <!OOPS>\n", 4, "unknown result marker"),
        ("f(1::i8) OVER w = 1::i8\n", 4, "OVER frame"),
        ("DEFINE t(i32) = ((1))\nf(col0) = 1::i8\n", 4, "DEFINE in a scalar"),
    ],
)
def test_malformed_scalar_lines(tmp_path: Path, body: str, line: int, message: str) -> None:
    path = write(tmp_path, SCALAR_HEADER + "# g: d\n" + body)
    with pytest.raises(tc.TestFileError, match=message) as info:
        tc.read_test_file(path)
    assert info.value.line == line
    assert info.value.file == "area/f.test"
    assert str(info.value).startswith(f"area/f.test:{line}: ")


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (WINDOW_HEADER + "# g\nlag(col0) OVER f1 = (1)::i32?\n", 4, "without a preceding DEFINE"),
        (
            WINDOW_HEADER + "# g\nDEFINE f1(i32) = ((1))\nlag(col0) OVER f2 = (1)::i32?\n",
            5,
            "does not name",
        ),
        (WINDOW_HEADER + "# g\nDEFINE f1(i32) = ((1))\n# h\n", 4, "not followed by a test case"),
        (WINDOW_HEADER + "# g\nDEFINE f1(i32) = ((1))\n", 4, "not followed by a test case"),
        (WINDOW_HEADER + "# g\nDEFINE f1(i32) = ((1, 2))\n", 4, "expected 1"),
        (WINDOW_HEADER + "# g\nDEFINE f1(i32) ((1))\n", 4, "expected '= \\(rows\\)'"),
        (WINDOW_HEADER + "# g\nDEFINE f1(i32) = (1)\n", 4, "must be parenthesised"),
        (AGG_HEADER + "# g\n((1), (2)) f(col1::i8) = 1::i8\n", 4, r"column\(s\) \[0\]"),
        (AGG_HEADER + "# g\n((1, 2), (3)) f(col0::i8, col1::i8) = 1::i8\n", 4, "1 values"),
        ("# g\nf(1::i8) = 1::i8\n", 1, "first line must be"),
        ("### SUBSTRAIT_SCALAR_TEST: v1.0\n# g\n", 2, "missing '### SUBSTRAIT_INCLUDE'"),
        ("### SUBSTRAIT_SCALAR_TEST: 1.0\n", 1, "bad format version"),
        ("### SUBSTRAIT_SCALAR_TEST: v1\n### SUBSTRAIT_INCLUDE: nope\n", 2, "bad extension URN"),
        ("### SUBSTRAIT_SCALAR_TEST: v1\n### SUBSTRAIT_OTHER: x\n", 2, "unknown header"),
        (
            SCALAR_HEADER + "# g\nf(1::i8) = 1::i8\n### SUBSTRAIT_DEPENDENCY: extension:a:b\n",
            5,
            "after",
        ),
        (SCALAR_HEADER + "\n", 1, "no test cases"),
        ("", 1, "no '### SUBSTRAIT_<KIND>_TEST' header"),
    ],
)
def test_malformed_files(tmp_path: Path, text: str, line: int, message: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(tc.TestFileError, match=message) as info:
        tc.read_test_file(path)
    assert info.value.line == line
