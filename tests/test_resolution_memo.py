"""Overload resolution is remembered per signature (``resolve._RESOLVED``):
the same impls and the same argument types, enum words and literal digits
give the same binding, and anything that differs resolves afresh."""

from __future__ import annotations

import gc

import pytest

import substrait_expr as se
from substrait_expr.typecheck import resolve as resolution
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.registry import Registry, load_extension_text

SCHEMA = se.Schema.parse("a: i32, n: i32?, d: dec<15,2>, s: string")


def _resolutions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    done: list[str] = []
    real = resolution._resolve

    def counting(name, impls, args):  # type: ignore[no-untyped-def]
        done.append(name)
        return real(name, impls, args)

    monkeypatch.setattr(resolution, "_resolve", counting)
    resolution._RESOLVED.clear()
    return done


def test_a_repeated_signature_resolves_once(monkeypatch: pytest.MonkeyPatch) -> None:
    done = _resolutions(monkeypatch)
    first = se.check("a + 1", SCHEMA)
    again = se.check("(a + 1)", SCHEMA)
    assert first.type == again.type == t.I32()
    assert done == ["add"]
    se.check("extract(YEAR, '2024-01-02'::date) + 1", SCHEMA)
    se.check("extract(YEAR, '2023-05-06'::date) + 1", SCHEMA)
    assert done.count("extract") == 1  # an enum word and a typed value: the same signature


def test_what_differs_resolves_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    done = _resolutions(monkeypatch)
    assert se.check("a + 1", SCHEMA).type == t.I32()
    assert se.check("n + 1", SCHEMA).type == t.I32(nullable=True)  # nullability
    # A decimal literal's type comes from its digits.
    assert se.check("d * 1.5", SCHEMA).type == t.Decimal(18, 3)
    assert se.check("d * 1.50", SCHEMA).type == t.Decimal(19, 4)
    assert se.check("d * 1.5", SCHEMA).type == t.Decimal(18, 3)
    # Another literal value resolves afresh (its range decides between overloads).
    assert se.check("a + 7", SCHEMA).type == t.I32()
    assert se.check("cast(a AS i64) + 1", SCHEMA).type == t.I64()
    assert done == ["add", "add", "multiply", "multiply", "add", "add"]


def test_failures_are_not_remembered(monkeypatch: pytest.MonkeyPatch) -> None:
    done = _resolutions(monkeypatch)
    for _ in range(2):
        with pytest.raises(se.CompileError, match="no overload of add matches add"):
            se.check("s + a", SCHEMA)
    assert done == ["add", "add"]


def test_another_registry_is_never_answered_from_the_memo() -> None:
    yaml = """
urn: extension:test:shadow
scalar_functions:
  - name: add
    impls:
      - args:
          - {name: x, value: i32}
          - {name: y, value: i32}
        return: string
"""
    for _ in range(3):  # registries come and go; their impls' ids may be reused
        registry = Registry().add_extensions([load_extension_text(yaml, "shadow.yaml")])
        assert se.check("add(a, a)", SCHEMA, registry).type == t.String()
        assert se.check("add(a, a)", SCHEMA).type == t.I32()
        del registry
        gc.collect()
