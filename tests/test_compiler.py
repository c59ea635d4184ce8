"""`Compiler`: cached parse/check/to_column/to_substrait, invalidated by add_extension."""

from __future__ import annotations

from pathlib import Path

import pytest

from substrait_expr.compiler import CacheInfo, Compiler
from substrait_expr.diagnostics import CompileError
from substrait_expr.typecheck import ir
from substrait_expr.typecheck.registry import ExtensionError, Registry
from substrait_expr.typecheck.schema import Schema

EXTENSION = """\
urn: extension:com.example:compiler_test
scalar_functions:
  - name: triple
    impls:
      - args:
          - value: i32
        return: i32
"""


def test_repeated_compiles_return_the_same_objects() -> None:
    compiler = Compiler()
    schema = Schema.parse("f0: i32, name: string?")
    typed = compiler.check("(f0 + 5)/2", schema)
    assert str(typed.type) == "i32"
    assert compiler.check("(f0 + 5)/2", schema) is typed
    assert compiler.check("(f0 + 5)/2", "f0: i32, name: string?") is typed  # text or Schema
    assert compiler.parse("(f0 + 5)/2") is compiler.parse("(f0 + 5)/2")
    assert compiler.check("(f0 + 5)/2", "f0: i64, name: string?") is not typed
    assert str(compiler.check("(f0 + 5)/2", "f0: i64, name: string?").type) == "i64"


def test_context_is_part_of_the_key() -> None:
    compiler = Compiler()
    with pytest.raises(CompileError) as scalar:
        compiler.check("sum(x)", "x: i32")
    assert scalar.value.codes == ["wrong-kind"]
    typed = compiler.check("sum(x)", "x: i32", context=ir.Context.AGGREGATE)
    assert compiler.check("sum(x)", "x: i32", context=ir.Context.AGGREGATE) is typed


def test_errors_are_not_cached_and_keep_the_caret_view() -> None:
    compiler = Compiler()
    for _ in range(2):
        with pytest.raises(CompileError) as error:
            compiler.check("f0 + nme", "f0: i32, name: string")
        assert error.value.codes == ["unknown-field"]
        assert "1 | f0 + nme" in str(error.value)
    assert compiler.cache_info().currsize == 1  # only the parse succeeded


def test_cache_hits_misses_and_bound() -> None:
    compiler = Compiler(Registry.default(), cache_size=2)
    compiler.check("1 + 1")
    compiler.check("1 + 1")
    info = compiler.cache_info()
    assert isinstance(info, CacheInfo)
    assert (info.hits, info.misses) == (1, 2)  # a check hit does not parse again
    first = compiler.check("1")
    compiler.check("2")
    compiler.check("3")
    assert compiler.check("1") is not first  # dropped: the least recently used
    with pytest.raises(ValueError, match="cache_size"):
        Compiler(cache_size=0)


def test_add_extension_invalidates_and_adds_functions(tmp_path: Path) -> None:
    path = tmp_path / "triple.yaml"
    path.write_text(EXTENSION)
    compiler = Compiler()
    before = compiler.check("f0 + 1", "f0: i32")
    with pytest.raises(CompileError) as unknown:
        compiler.check("triple(f0)", "f0: i32")
    assert unknown.value.codes == ["unknown-function"]
    compiler.add_extension(path)
    assert compiler.cache_info().currsize == 0
    assert compiler.check("f0 + 1", "f0: i32") is not before
    assert str(compiler.check("triple(f0)", "f0: i32").type) == "i32"
    assert compiler.registry.has_function("triple")


def test_a_bad_extension_leaves_the_compiler_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("urn: 5\n")
    compiler = Compiler()
    typed = compiler.check("1 + 2")
    with pytest.raises(ExtensionError):
        compiler.add_extension(path)
    assert compiler.check("1 + 2") is typed


def test_to_substrait_returns_fresh_copies() -> None:
    compiler = Compiler()
    first = compiler.to_substrait("f0 + 1", "f0: i32")
    second = compiler.to_substrait("f0 + 1", "f0: i32")
    assert first == second
    assert first is not second
    first.ClearField("referred_expr")
    assert compiler.to_substrait("f0 + 1", "f0: i32") == second
    assert compiler.cache_info().hits >= 2


@pytest.mark.spark
def test_to_column_is_cached_per_spark_context(spark: object) -> None:
    from pyspark.sql import SparkSession

    assert isinstance(spark, SparkSession)
    compiler = Compiler()
    column = compiler.to_column("(f0 + 5)/2", "f0: i32")
    assert compiler.to_column("(f0 + 5)/2", "f0: i32") is column
    renamed = compiler.to_column("(f0 + 5)/2", "f0: i32", field_names=["x"])
    assert renamed is not column
    frame = spark.createDataFrame([(1,), (3,)], "x int")
    assert [row[0] for row in frame.select(renamed).collect()] == [3, 4]
