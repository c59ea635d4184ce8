"""One error family in the Python API (issue 39, item 6): every error raised
on bad input is an ``se.Error`` and keeps its old base; wrong argument types
are ``TypeError``s that say what was expected; ``load_plan`` reads JSON text;
``dir(se)`` is the whole public API; docs/embedding.md lists every exception."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import substrait_expr as se
from substrait_expr.typecheck.types import Decimal

DOCS = Path(__file__).resolve().parents[1] / "docs" / "embedding.md"
SCHEMA = se.Schema.parse("a: i32")
PLAN = {
    "relations": [
        {
            "root": {
                "names": ["a"],
                "input": {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "a: i32"}},
            }
        }
    ]
}


def _exceptions() -> list[type[BaseException]]:
    found = []
    for name in se.__all__:
        value = getattr(se, name)
        if isinstance(value, type) and issubclass(value, BaseException):
            found.append(value)
    return found


def test_every_public_exception_is_an_se_error() -> None:
    errors = _exceptions()
    assert {e.__name__ for e in errors} >= {
        "Error", "CompileError", "PlanError", "SchemaError", "TypeSyntaxError",
        "ExtensionError", "ArgumentTypeError", "ArgumentValueError", "EngineError",
        "ProtoError", "FromSparkError",
    }  # fmt: skip
    assert all(issubclass(e, se.Error) for e in errors)


def test_old_bases_are_kept() -> None:
    assert issubclass(se.SchemaError, ValueError)
    assert issubclass(se.TypeSyntaxError, ValueError)
    assert issubclass(se.ExtensionError, ValueError)
    assert issubclass(se.ProtoError, ValueError)
    assert issubclass(se.ArgumentTypeError, TypeError)
    assert issubclass(se.ArgumentValueError, ValueError)
    assert issubclass(se.EngineError, se.PlanError)
    assert issubclass(se.RegistryLookupError, LookupError)


@pytest.mark.parametrize(
    ("call", "raised"),
    [
        (lambda: se.parse("a +"), se.CompileError),
        (lambda: se.check("nope", SCHEMA), se.CompileError),
        (lambda: se.Schema.parse("a: i32,"), se.SchemaError),
        (lambda: se.Schema.parse("a: i32")["b"], se.SchemaError),
        (lambda: se.load_plan({"relations": []}), se.PlanError),
        (lambda: se.Limits(depth=0), se.ArgumentValueError),
        (lambda: se.parse(42), se.ArgumentTypeError),
        (lambda: se.Registry.default().extension_for_reference("nope"), se.RegistryLookupError),
        (lambda: se.check("a", SCHEMA, include=["nope"]), se.ArgumentValueError),
        (lambda: Decimal(50, 2), se.ArgumentValueError),
        (lambda: se.load_plan(PLAN).explain(format="html"), se.ArgumentValueError),
    ],
)
def test_bad_input_is_caught_by_except_se_error(call: Callable[[], Any], raised: type) -> None:
    with pytest.raises(se.Error) as caught:
        call()
    assert isinstance(caught.value, raised)


def test_errors_carry_their_diagnostics() -> None:
    with pytest.raises(se.SchemaError) as schema_error:
        se.Schema.parse("a: i32, b: flaot")
    (diagnostic,) = schema_error.value.diagnostics
    assert diagnostic.code is se.Code.UNKNOWN_TYPE
    assert (diagnostic.line, diagnostic.column) == (1, 12)
    plan = json.loads(json.dumps(PLAN))
    plan["relations"][0]["root"]["input"] = {
        "filter": {"input": plan["relations"][0]["root"]["input"], "condition": "a +"}
    }
    with pytest.raises(se.PlanError) as plan_error:
        se.load_plan(plan)
    assert [d.code.value for d in plan_error.value.diagnostics] == ["syntax"]
    assert se.Error("x").diagnostics == ()


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: se.check(42, SCHEMA), "must be text (str) or a tree from se.parse, not int 42"),
        (lambda: se.check("a", 42), "the schema must be a se.Schema, its text or None, not int 42"),
        (lambda: se.check("a", SCHEMA, registry="x"), "the registry must be a se.Registry or None"),
        (lambda: se.parse(None), "the expression text must be a str, not NoneType"),
        (lambda: se.parse_type(3.5), "the type text must be a str, not float 3.5"),
        (lambda: se.Schema.parse(b"a: i32"), "the schema text must be text"),
        (lambda: se.Schema.of(3), "the fields must be (name, type) pairs"),
        (lambda: se.to_substrait(42, SCHEMA), "must be text (str) or se.check's result"),
        (lambda: se.to_spark_sql(42, SCHEMA), "must be text (str) or se.check's result"),
        (lambda: se.to_text("a"), "to_text prints a tree from se.parse, not str"),
        (lambda: se.Registry.from_paths(42), "the extension paths must be a path"),
        (lambda: se.Compiler().check(42, SCHEMA), "the expression text must be a str"),
        (lambda: se.Compiler().check("a", 42), "the schema must be a se.Schema"),
        (lambda: se.load_plan(42), "load_plan reads a path (str or Path) of a .json or .pb file"),
        (lambda: se.using_limits(3).__enter__(), "the limits must be a se.Limits, not int 3"),
        (lambda: se.Compiler(registry="x"), "the registry must be a se.Registry or None"),
    ],
)  # fmt: skip
def test_wrong_argument_types_say_what_was_expected(call: Callable[[], Any], words: str) -> None:
    with pytest.raises(TypeError) as caught:
        call()
    assert isinstance(caught.value, se.ArgumentTypeError)
    assert words in str(caught.value)


def test_load_plan_reads_json_text() -> None:
    text = json.dumps(PLAN, indent=2)
    assert se.load_plan("\n  " + text).roots[0].names == se.load_plan(PLAN).roots[0].names
    with pytest.raises(se.PlanError) as caught:
        se.load_plan('{"relations": [')
    assert "<JSON text>: not JSON: Expecting value (line 1, column 16)" in str(caught.value)


def test_a_missing_path_that_looks_like_json_says_how_to_pass_it() -> None:
    with pytest.raises(se.PlanError) as caught:
        se.load_plan('x = {"relations": []}')
    assert "no such file (JSON text is read as such when it starts with '{')" in str(caught.value)


def test_dir_shows_the_whole_public_api() -> None:
    listed = dir(se)
    for name in ("Compiler", "to_column", "PlanError", "SchemaError", "Error", "load_plan"):
        assert name in se.__all__
        assert name in listed
    assert set(se.__all__) <= set(listed)
    for name in se.__all__:
        assert getattr(se, name) is not None


def test_the_api_reference_lists_every_exception() -> None:
    text = DOCS.read_text("utf-8")
    section = text.split("### Every exception", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `se\.(\w+)`", section, re.M))
    assert documented == {e.__name__ for e in _exceptions()}
