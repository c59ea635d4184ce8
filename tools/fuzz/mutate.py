"""Plan and YAML inputs: seeded structural mutations of the seed plans (TPC-H
and the interop snapshots) and of the official extension YAML files."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import yaml

from tools.fuzz.generators import ExprSeed, mutate_expression, mutate_schema
from tools.fuzz.pipeline import PlanInput, YamlInput
from tools.fuzz.seeds import (
    expression_seeds,
    hostile_yaml_seeds,
    plan_seed,
    plan_seeds,
    yaml_seeds,
)

RELATION_KINDS = [
    "read", "filter", "project", "aggregate", "sort", "fetch", "join", "cross", "set",
    "extensionSingle", "extensionMulti", "extensionLeaf", "hashJoin", "mergeJoin", "window",
    "exchange", "expand", "write", "ddl", "reference", "nestedLoopJoin", "bogus",
]  # fmt: skip
HUGE = [
    2**31, 2**32, 2**63, 2**64, 10**30, -1, -(2**31) - 1, -(2**63), -(2**64), 1e308, -1e308,
    float("inf"), float("-inf"), float("nan"), 0.5, 10**4000, 0,
]  # fmt: skip
ODD_VALUES: list[Any] = [
    None, True, False, "", "\ud800", "x" * 10000, [], {}, [[]], {"": None}, 0, -1, 1.5, "0",
    "NaN", {"literal": {}}, {"selection": {}}, ["a"], "\x00", "relations[0]",
]  # fmt: skip
NEW_KEYS = [
    "bogus", "input", "expressions", "condition", "common", "advancedExtension", "names",
    "baseSchema", "emit", "measures", "groupings", "sorts",
]  # fmt: skip


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every location in the document (depth-first, iteratively)."""
    found: list[tuple[Any, ...]] = []
    stack: list[tuple[Any, tuple[Any, ...]]] = [(node, path)]
    while stack:
        value, where = stack.pop()
        found.append(where)
        if isinstance(value, dict):
            stack.extend((child, (*where, key)) for key, child in value.items())
        elif isinstance(value, list):
            stack.extend((child, (*where, i)) for i, child in enumerate(value))
    return found


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(doc, path[:-1])[path[-1]] = value
    return doc


def _random_string(rng: random.Random) -> str:
    seed = rng.choice(expression_seeds())
    return mutate_expression(rng, seed, rng.choice(expression_seeds())).text


DEEP = "@@DEEP@@"  # stands for deeply nested JSON, written out only in the file text


def _deep_text(rng: random.Random) -> str:
    depth = rng.choice([50, 500, 2000, 5000, 20000])
    if rng.random() < 0.5:
        return "[" * depth + "1" + "]" * depth
    return '{"input": ' * depth + "{}" + "}" * depth


def mutate_document(rng: random.Random, doc: Any, donor: Any) -> Any:
    """One structural mutation of ``doc`` (changed in place where possible)."""
    paths = _paths(doc)
    path = rng.choice(paths)
    value = _get(doc, path)
    op = rng.randrange(12)
    if op == 0 and path:  # drop a key / element
        parent = _get(doc, path[:-1])
        del parent[path[-1]]
        return doc
    if op == 1:  # change the type of the value
        return _set(doc, path, rng.choice(ODD_VALUES))
    if op == 2:  # numbers become huge or negative
        numeric = [p for p in paths if isinstance(_get(doc, p), int | float) and p]
        target = rng.choice(numeric) if numeric else path
        return _set(doc, target, rng.choice(HUGE))
    if op == 3:  # nest deeply
        return _set(doc, path, DEEP)
    if op == 4:  # swap relation kinds
        rel_paths = [p for p in paths if p and p[-1] in RELATION_KINDS]
        if rel_paths:
            target = rng.choice(rel_paths)
            parent = _get(doc, target[:-1])
            parent[rng.choice(RELATION_KINDS)] = parent.pop(target[-1])
            return doc
    if op in (5, 6):  # strings: mutate expression / schema text
        strings = [p for p in paths if isinstance(_get(doc, p), str) and p]
        if strings:
            target = rng.choice(strings)
            text = _get(doc, target)
            if "schema" in str(target[-1]).lower() or (": " in text and "," in text):
                new = mutate_schema(rng, text)
            else:
                new = mutate_expression(
                    rng, ExprSeed("", text), rng.choice(expression_seeds())
                ).text
            return _set(doc, target, new)
    if op == 7:  # graft a subtree of another plan
        donor_paths = _paths(donor)
        return _set(doc, path, copy.deepcopy(_get(donor, rng.choice(donor_paths))))
    if op == 8 and isinstance(value, list) and value:  # duplicate / reorder elements
        value.append(copy.deepcopy(rng.choice(value)))
        rng.shuffle(value)
        return doc
    if op == 9 and isinstance(value, dict):  # add an unknown or duplicate-ish key
        key = rng.choice(NEW_KEYS)
        value[key] = copy.deepcopy(rng.choice([*ODD_VALUES, _random_string(rng)]))
        return doc
    if op == 10:  # field references out of range
        numeric = [p for p in paths if isinstance(_get(doc, p), int) and p]
        if numeric:
            return _set(doc, rng.choice(numeric), rng.choice([-1, 10**6, 2**40, 99]))
    if op == 11 and isinstance(value, dict) and value:  # replace a relation by its input
        child = value.get("input") or next(iter(value.values()))
        return _set(doc, path, copy.deepcopy(child))
    strings = [p for p in paths if isinstance(_get(doc, p), str) and p]
    if strings:
        return _set(doc, rng.choice(strings), _random_string(rng))
    return doc


def _text_mutation(rng: random.Random, text: bytes) -> bytes:
    data = bytearray(text)
    for _ in range(rng.randint(1, 5)):
        if not data:
            break
        at = rng.randrange(len(data))
        op = rng.randrange(4)
        if op == 0:
            del data[at : at + rng.randint(1, 20)]
        elif op == 1:
            data[at] = rng.randrange(256)
        elif op == 2:
            data[at:at] = rng.choice([b"{", b"}", b"[", b"]", b",", b'"', b"\\u0000", b"\xff",
                                      b"\\ud800", b"1e999", b'"relations": []'])  # fmt: skip
        else:
            data = data[:at]
    return bytes(data)


def plan_inputs(seed: int, count: int) -> list[PlanInput]:
    """``count`` mutated plans, the same for the same ``seed``: mostly structural
    mutations of the JSON, some byte-level mutations of the file (JSON or binary)."""
    rng = random.Random(f"plan-{seed}")
    total = len(plan_seeds())
    tpch = [i for i, (name, _) in enumerate(plan_seeds()) if "tpch" in name]
    out: list[PlanInput] = []
    for number in range(count):
        index = rng.choice(tpch) if rng.random() < 0.3 else rng.randrange(total)
        name, doc = plan_seed(index)
        kind = rng.random()
        if kind < 0.08:
            raw = _text_mutation(rng, plan_seeds()[index][1].encode())
            out.append(PlanInput(f"{name} bytes #{number}", raw=raw))
            continue
        if kind < 0.12:
            out.append(PlanInput(f"{name} pb #{number}", raw=_binary_of(rng, doc), suffix=".pb"))
            continue
        _, donor = plan_seed(rng.randrange(total))
        for _ in range(rng.choice([1, 1, 2, 3, 5])):
            doc = mutate_document(rng, doc, donor)
        deep = _deep_text(rng) if DEEP in json.dumps(doc, default=repr) else ""
        out.append(PlanInput(f"{name} #{number}", data=doc, deep=deep))
    return out


def _binary_of(rng: random.Random, doc: Any) -> bytes:
    """The seed plan compiled to binary protobuf, with bytes changed."""
    from substrait_expr.plan import PlanError, load_plan

    try:
        message = load_plan(doc).to_substrait()
    except PlanError:
        return b"\x0a\x02\x08"
    data = bytearray(message.SerializeToString())
    for _ in range(rng.randint(1, 4)):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


# ------------------------------------------------------------------------- YAML

YAML_SNIPPETS = [
    "  - name: f\n", "impls: []\n", "return: |\n  P = P1 + 1\n  decimal<P, S>\n", "args: 5\n",
    "urn: extension:io.substrait:functions_arithmetic\n", "&a [*a]\n",
    "!!python/object:os.system\n", "variadic: {min: 5, max: 1}\n", "value: decimal<P1,S1>\n",
    "options: []\n", "- {value: any1}\n",
    "\t", ": ", "- ", "%YAML 9.9\n", "---\n", "...\n", "? [a]\n: b\n", "dependencies: {x: 1}\n",
]  # fmt: skip
DERIVATIONS = [
    "i32", "decimal<P1 + P2, S1>", "P = max(P1, 99999999999999999999)\ndecimal<P, 0>",
    "any1", "list<any1>?", "T = 1 / 0\ni32", "i32<5>", "decimal<P1, S1", "L1 > 3 ? i32 : i64",
    "varchar<L1 + L2>", "struct<a, b>", "func<any1 -> i32>", "u!nope", "fixedchar<-1>",
    "precision_timestamp<P>", "X = X\ni32", "", "decimal<38, 39>",
]  # fmt: skip


def _rename_urn(text: str, number: int) -> str:
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith("urn:"):
            lines[i] = f"urn: extension:fuzz:mutant{number}\n"
    return "".join(lines)


def yaml_inputs(seed: int, count: int) -> list[YamlInput]:
    """``count`` mutated extension files (with a fresh URN, so that they load next to
    the official files), the same for the same ``seed``; the hostile seeds
    come first, as they are."""
    rng = random.Random(f"yaml-{seed}")
    files = yaml_seeds()
    out = [YamlInput(name, text) for name, text in hostile_yaml_seeds()[:count]]
    for number in range(len(out), count):
        name, text = rng.choice(files)
        if rng.random() < 0.9:
            text = _rename_urn(text, number)
        kind = rng.random()
        if kind < 0.4:
            lines = text.splitlines(keepends=True)
            for _ in range(rng.randint(1, 4)):
                at = rng.randrange(len(lines))
                op = rng.randrange(5)
                if op == 0:
                    del lines[at]
                elif op == 1:
                    lines.insert(at, lines[rng.randrange(len(lines))])
                elif op == 2:
                    lines[at] = rng.choice(["", " ", "  ", "\t"]) + lines[at]
                elif op == 3:
                    lines.insert(at, rng.choice(YAML_SNIPPETS))
                else:
                    cut = rng.randrange(len(lines[at]) + 1)
                    line = lines[at]
                    lines[at] = (
                        line[:cut]
                        + rng.choice(["'", '"', ":", "#", "\ud800", "{", "["])
                        + line[cut:]
                    )
            text = "".join(lines)
        else:
            try:
                document = yaml.safe_load(text)
            except yaml.YAMLError:
                document = None
            if isinstance(document, dict):
                for _ in range(rng.randint(1, 3)):
                    if rng.random() < 0.5:
                        _mutate_derivation(rng, document)
                    else:
                        document = mutate_document(rng, document, document)
                text = yaml.safe_dump(document, sort_keys=False, allow_unicode=True)
                text = text.replace(DEEP, "[" * 2000 + "1" + "]" * 2000)
        out.append(YamlInput(f"{name} #{number}", text))
    return out


def _mutate_derivation(rng: random.Random, document: Any) -> None:
    """Replace one type string (an argument's value or a return) with an odd one."""
    targets = [
        p
        for p in _paths(document)
        if p and p[-1] in ("value", "return") and isinstance(_get(document, p), str)
    ]
    if targets:
        _set(document, rng.choice(targets), rng.choice(DERIVATIONS))


def dumps_plan(item: PlanInput) -> str:
    return json.dumps(item.data, default=repr)
