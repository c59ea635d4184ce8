"""The seed corpora: expressions, plans and extension YAML files shipped with the
project and with the ``substrait_extensions`` package. Loaded once and cached."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class ExprSeed:
    schema: str
    text: str
    context: str = "scalar"  # scalar, aggregate or window


@functools.lru_cache(maxsize=1)
def expression_seeds() -> tuple[ExprSeed, ...]:
    seeds: list[ExprSeed] = []
    for line in (ROOT / "tests/data/parse_roundtrip.txt").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            seeds.append(ExprSeed("", line))
    for line in (ROOT / "tests/data/typecheck_cases.txt").read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#") or line.count("|") < 2:
            continue
        schema, rest = line.split("|", 1)
        text = rest.rsplit("|", 1)[0].strip()
        context = "scalar"
        schema = schema.strip()
        for name in ("aggregate", "window"):
            if schema.startswith(f"[{name}]"):
                context, schema = name, schema[len(name) + 2 :].strip()
        seeds.append(ExprSeed(schema, text, context))
    from substrait_expr.testcases import TestKind, all_cases

    for case in all_cases():
        context = "scalar" if case.kind is TestKind.SCALAR else case.kind.value.lower()
        schema = ""
        if case.table is not None and case.table.column_types:
            schema = ", ".join(f"col{i}: {t}" for i, t in enumerate(case.table.column_types))
        seeds.append(ExprSeed(schema, case.left, context))
    return tuple(seeds)


def plan_paths() -> list[Path]:
    paths = sorted((ROOT / "examples/tpch").glob("q*.json"))
    snapshots = ROOT / "tests/data/interop/consumer-testing/snapshots"
    return paths + sorted(snapshots.glob("**/*_plan.json"))


@functools.lru_cache(maxsize=1)
def plan_seeds() -> tuple[tuple[str, str], ...]:
    """(name, JSON text) of every seed plan; parse with ``json.loads`` per use."""
    return tuple((str(path.relative_to(ROOT)), path.read_text("utf-8")) for path in plan_paths())


def plan_seed(index: int) -> tuple[str, Any]:
    name, text = plan_seeds()[index]
    return name, json.loads(text)


@functools.lru_cache(maxsize=1)
def yaml_seeds() -> tuple[tuple[str, str], ...]:
    """(file name, text) of every official extension YAML file."""
    folder = files("substrait_extensions").joinpath("extensions")
    found = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".yaml") and "schema" not in entry.name:
            found.append((entry.name, entry.read_text("utf-8")))
    return tuple(found)


def _nested_aliases(levels: int, width: int) -> str:
    """An extension whose ``args`` nest ``levels`` lists of ``width`` aliases
    of the level below: a few hundred bytes that expand to ``width**levels``
    arguments (a billion-laughs file under ``Limits.yaml_aliases``)."""
    lines = [
        "urn: extension:fuzz:laughs",
        "scalar_functions:",
        "- name: f",
        "  impls:",
        "  - return: i32",
        "    args:",
        "    - &a0 {value: i32}",
    ]
    for level in range(1, levels + 1):
        lines.append(f"    - &a{level} [" + ",".join([f"*a{level - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


@functools.lru_cache(maxsize=1)
def hostile_yaml_seeds() -> tuple[tuple[str, str], ...]:
    """(name, text) of extension files made to exhaust the loader, given to the
    fuzzers verbatim (the structural mutations walk a document, which for
    these is the very expansion they are built for)."""
    return (
        ("laughs-8x10.yaml", _nested_aliases(8, 10)),
        ("laughs-6x30.yaml", _nested_aliases(6, 30)),
        ("alias-in-itself.yaml", "urn: extension:fuzz:cycle\nscalar_functions: &x\n- *x\n"),
    )
