"""Reading plan sources into normalised JSON, and the JSON Schema check.

A source is a path (``.json``, or binary protobuf ``.pb`` / ``.bin`` /
``.substrait``), a dict, or a ``substrait.Plan`` message. Keys are brought to
lowerCamelCase (the protobuf JSON mapping accepts snake_case too), then the
document is validated against ``plan.schema.json``, the published schema of
the sugared form; errors name the JSON path and suggest the closest key.
"""

from __future__ import annotations

import difflib
import functools
import json
import re
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any, NoReturn

from jsonschema import Draft202012Validator, ValidationError

from substrait_expr.deep import deep_on, json_text_depth, message_depth, run_deep
from substrait_expr.diagnostics import ArgumentTypeError
from substrait_expr.limits import current_limits
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.substrait.depth import MAX_MESSAGE_DEPTH

__all__ = [
    "MAX_JSON_DEPTH",
    "SCHEMA_PATH",
    "camel_keys",
    "json_depth",
    "json_path",
    "read_source",
    "rel_problems",
    "validate",
]

SCHEMA_PATH = Path(__file__).with_name("plan.schema.json")
_BINARY_SUFFIXES = {".pb", ".bin", ".substrait", ".binpb"}


def read_source(source: str | Path | Mapping[str, Any] | Any) -> tuple[dict[str, Any], str, int]:
    """The plan as a JSON-like dict, a name for messages, and its nesting depth."""
    if isinstance(source, Mapping):
        return _checked(dict(source), "<dict>")
    if isinstance(source, str) and source.lstrip().startswith("{"):
        # JSON text (a path never starts with a brace in practice)
        data = _parse_json_text(source, "<JSON text>")
        return _checked(data, "<JSON text>")
    if isinstance(source, str | Path):
        path = Path(source)
        try:
            found = path.exists()
        except OSError as error:  # a name the system cannot look up (too long, ...)
            raise PlanError.at(str(path)[:200], f"cannot read the file: {error.strerror}") from None
        if not found:
            like_text = isinstance(source, str) and ("\n" in source or "{" in source)
            hint = " (JSON text is read as such when it starts with '{')" if like_text else ""
            raise PlanError.at(str(path)[:200], f"no such file{hint}")
        if path.is_dir():
            raise PlanError.at(str(path), "a folder, not a plan file")
        if path.suffix.lower() in _BINARY_SUFFIXES:
            return _checked(_from_message(_parse_binary(path)), str(path))
        data = _parse_json(path)
        if not isinstance(data, dict):
            raise PlanError.at(str(path), "a plan is a JSON object")
        return _checked(data, str(path))
    if hasattr(source, "DESCRIPTOR") and source.DESCRIPTOR.full_name == "substrait.Plan":
        return _checked(_from_message(source), "<substrait.Plan>")
    raise ArgumentTypeError(
        "load_plan reads a path (str or Path) of a .json or .pb file, JSON text (a str"
        f" starting with '{{'), a dict or a substrait.Plan, not {type(source).__name__}"
    )


# The default JSON nesting a plan may have (Limits.json_depth): a relation is
# about three levels, an expression call two to three, so this holds plans and
# expressions some thousands of levels deep; deeper input is refused, not a
# RecursionError.
MAX_JSON_DEPTH = MAX_MESSAGE_DEPTH


def _parse_json(path: Path) -> Any:
    """The JSON document at ``path``: UTF-8, no key twice in one object."""
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as error:
        line = path.read_bytes()[: error.start].count(b"\n") + 1
        raise PlanError.at(
            str(path), f"not UTF-8 text: byte 0x{error.object[error.start]:02x} on line {line}"
        ) from None
    return _parse_json_text(text, str(path))


def _parse_json_text(text: str, name: str) -> Any:
    """The JSON document ``text`` (named ``name`` in messages): no key twice."""
    path = name
    depth = json_text_depth(text)
    limit = current_limits().json_depth
    if depth > limit:
        raise PlanError.at(
            str(path),
            f"JSON nested more than {limit:,} levels deep (Limits.json_depth, --max-json-depth)",
        )
    try:
        return run_deep(lambda: json.loads(text, object_pairs_hook=_unique_keys), depth)
    except _DuplicateKey as error:
        raise PlanError.at(str(path), str(error)) from None
    except json.JSONDecodeError as error:
        raise PlanError.at(
            str(path), f"not JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise PlanError.at(str(path), "JSON nested too deeply to read") from None


class _DuplicateKey(ValueError):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """JSON leaves a key written twice to the last one; a plan must not."""
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise _DuplicateKey(f"the key {key!r} appears twice in one JSON object")
        seen[key] = value
    return seen


def _checked(data: dict[str, Any], name: str) -> tuple[dict[str, Any], str, int]:
    """``data`` with camelCase keys, ``name`` and its depth, after checking, without
    recursion, that it is no deeper than ``MAX_JSON_DEPTH``, has no more
    values than allowed and that every string is text. The first walk builds
    no JSON paths (they cost more than the checks); only a plan that fails
    one is walked again to name where."""
    limits = current_limits()
    deepest = _fits(data, limits.json_depth, limits.plan_nodes)
    if deepest is None:
        _refuse(data)
    converted: dict[str, Any] = run_deep(lambda: camel_keys(data), deepest)
    from substrait_expr.plan.legacy_fields import upgrade

    upgrade(converted)  # fields of older Substrait releases: read or refused
    return converted, name, deepest


def _fits(data: Any, most_deep: int, most_values: int) -> int | None:
    """The depth of ``data`` if it passes ``_refuse``'s checks, else None."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    pop, extend = stack.pop, stack.extend
    nodes = deepest = 0
    surrogate = _SURROGATE.search
    while stack:
        value, depth = pop()
        nodes += 1
        if depth > deepest:
            deepest = depth
            if depth > most_deep:
                return None
        if nodes > most_values:
            return None
        if isinstance(value, dict):
            if any(surrogate(key) for key in value if isinstance(key, str)):
                return None
            below = depth + 1
            extend((item, below) for item in value.values())
        elif isinstance(value, list):
            below = depth + 1
            extend((item, below) for item in value)
        elif isinstance(value, str) and surrogate(value):
            return None
    return deepest


def _refuse(data: dict[str, Any]) -> NoReturn:
    """Raise PlanError at the first place ``data`` fails a check of ``_checked``."""
    limits = current_limits()
    stack: list[tuple[Any, str, int]] = [(data, "", 1)]
    nodes = deepest = 0
    while stack:
        value, path, depth = stack.pop()
        nodes += 1
        deepest = max(deepest, depth)
        if depth > limits.json_depth:
            raise PlanError.at(
                path,
                f"nested more than {limits.json_depth:,} levels deep "
                "(Limits.json_depth, --max-json-depth)",
            )
        if nodes > limits.plan_nodes:
            raise PlanError.at(
                path,
                f"the plan has more than {limits.plan_nodes:,} JSON values "
                "(Limits.plan_nodes, --max-plan-nodes)",
            )
        if isinstance(value, dict):
            for key, item in value.items():
                _text(key, path or "plan")
                stack.append((item, f"{path}.{key}" if path else str(key), depth + 1))
        elif isinstance(value, list):
            stack.extend((item, f"{path}[{i}]", depth + 1) for i, item in enumerate(value))
        elif isinstance(value, str):
            _text(value, path)
    raise PlanError.at("plan", "the plan failed a check of its size or text")  # not reached


_SURROGATE = re.compile("[\ud800-\udfff]")


def _text(value: Any, path: str) -> None:
    if isinstance(value, str) and _SURROGATE.search(value):
        raise PlanError.at(path, "a string holds a lone surrogate (not a character)")


def json_depth(data: Any) -> int:
    """Nesting depth of a JSON-like value, measured without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(value, dict):
            stack.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
    return deepest


def _parse_binary(path: Path) -> Any:
    from google.protobuf.message import DecodeError
    from substrait import plan_pb2

    message = plan_pb2.Plan()
    try:
        message.ParseFromString(path.read_bytes())
    except DecodeError as error:
        raise PlanError.at(str(path), f"not a binary substrait.Plan: {error}") from None
    return message


@deep_on(message_depth)
def _from_message(message: Any) -> dict[str, Any]:
    from substrait_expr.plan.legacy_fields import plan_to_dict

    return plan_to_dict(message)


def camel_keys(value: Any, top: bool = True) -> Any:
    """snake_case keys → lowerCamelCase, recursively (values are untouched);
    the names of the plan's ``subqueries`` are the user's and stay."""
    if isinstance(value, dict):
        return {
            _camel(k): (
                {name: camel_keys(rel, False) for name, rel in v.items()}
                if top and k == "subqueries" and isinstance(v, dict)
                else camel_keys(v, False)
            )
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [camel_keys(v, False) for v in value]
    return value


def _camel(key: str) -> str:
    if "_" not in key:
        return key  # most keys: already camelCase
    return re.sub(r"_([a-z0-9])", lambda match: match.group(1).upper(), key)


# ---------------------------------------------------------------------- schema


@functools.cache
def _schema() -> dict[str, Any]:
    text = resources.files("substrait_expr.plan").joinpath("plan.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@functools.cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(_schema())


# Plans nested deeper than this skip the compiled validator: it recurses on
# the native stack, where too deep an input would end the process.
_FAST_VALIDATION_DEPTH = 200


@functools.cache
def _fast_validator() -> Any:
    """The same schema, compiled (jsonschema-rs): about 250x faster than
    ``jsonschema``, which still names the problems when this says there are
    some (tests/test_plan_schema_validators.py: the two agree)."""
    import jsonschema_rs

    return jsonschema_rs.Draft202012Validator(_schema())


def validate(plan: Mapping[str, Any], depth: int | None = None) -> None:
    """Raise PlanError listing every place the plan breaks the schema.
    ``depth`` is the plan's JSON nesting, where the caller knows it."""
    depth = json_depth(plan) if depth is None else depth
    if depth <= _FAST_VALIDATION_DEPTH and _fast_validator().is_valid(plan):
        return
    errors = sorted(_validator().iter_errors(plan), key=lambda e: list(e.absolute_path))
    problems = [PlanProblem(json_path(e.absolute_path), _explain(e)) for e in _leaves(errors)]
    if problems:
        raise PlanError(_dedupe(problems))


@functools.cache
def _rel_validator() -> Draft202012Validator:
    return Draft202012Validator({"$ref": "#/$defs/rel", "$defs": _schema()["$defs"]})


def rel_problems(rel: Any, path: str) -> list[PlanProblem]:
    """Where ``rel``, the relation at ``path``, breaks the schema's definition
    of a relation. For relations `validate` does not reach: those inside a
    subquery of an expression written as protobuf JSON (any object, to the
    schema)."""
    errors = sorted(_rel_validator().iter_errors(rel), key=lambda e: list(e.absolute_path))
    return _dedupe(
        [PlanProblem(path + _suffix(e.absolute_path), _explain(e)) for e in _leaves(errors)]
    )


def _suffix(parts: Any) -> str:
    return "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in parts)


def _leaves(errors: list[ValidationError]) -> list[ValidationError]:
    """For oneOf/anyOf failures, the errors of the branch that got furthest."""
    result = []
    for error in errors:
        if error.validator in ("oneOf", "anyOf") and error.context:
            deepest = max(len(e.absolute_path) for e in error.context)
            if deepest > len(error.absolute_path):
                result.extend(
                    _leaves([e for e in error.context if len(e.absolute_path) == deepest])
                )
                continue
        result.append(error)
    return result


def _dedupe(problems: list[PlanProblem]) -> list[PlanProblem]:
    seen: set[tuple[str, str]] = set()
    unique = []
    for problem in problems:
        key = (problem.path, problem.message)
        if key not in seen:
            seen.add(key)
            unique.append(problem)
    return unique


def _explain(error: ValidationError) -> str:
    schema: Any = error.schema
    if error.validator == "additionalProperties":
        allowed = sorted((schema.get("properties") or {}).keys())
        instance: Any = error.instance
        extra = [k for k in instance if k not in allowed]
        parts = []
        for key in extra:
            close = difflib.get_close_matches(key, allowed, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            parts.append(f"unknown key {key!r}{hint}")
        return "; ".join(parts) + f" (allowed: {', '.join(allowed)})"
    if error.validator in ("oneOf", "anyOf") and isinstance(error.instance, dict):
        kinds = list(schema.get("x-kinds", []))
        if kinds:
            given = ", ".join(repr(k) for k in error.instance) or "nothing"
            close = [c for k in error.instance for c in difflib.get_close_matches(k, kinds, n=1)]
            hint = f"; did you mean {close[0]!r}?" if close else ""
            return f"expected exactly one of {', '.join(kinds)}; got {given}{hint}"
    if error.validator in ("oneOf", "anyOf") and not isinstance(error.instance, dict):
        expected = _expected_branches(schema.get(error.validator) or [])
        if expected:
            got = _json_kind(error.instance)
            path = list(error.absolute_path)
            if len(path) >= 2 and path[-2] == "sorts" and isinstance(path[-1], int):
                expected = 'a sort key, "total DESC" or {"expr": "total", ...}'
            return f"expected {expected}; got {got}"
    if error.validator == "required":
        return str(error.message).replace("is a required property", "is required")
    return str(error.message)


_JSON_KINDS = {
    "string": "text",
    "object": "an object",
    "array": "a list",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "null": "null",
}


def _expected_branches(branches: Any) -> str:
    """The kinds of value a oneOf/anyOf takes, in words ("text or an object
    with 'expr'"): what the schema's own message ("is not valid under any of
    the given schemas") leaves out."""
    words: list[str] = []
    for branch in branches if isinstance(branches, list) else []:
        kind = branch.get("type") if isinstance(branch, dict) else None
        if not isinstance(kind, str):
            return ""  # a branch this cannot put in words: keep the schema's message
        word: str = _JSON_KINDS.get(kind, kind)
        required = branch.get("required")
        if kind == "object" and required:
            word += " with " + ", ".join(repr(k) for k in required)
        if word not in words:
            words.append(word)
    return " or ".join(words)


def _json_kind(value: Any) -> str:
    shown = json.dumps(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    if isinstance(value, bool) or value is None:
        return shown
    if isinstance(value, int | float):
        return f"the number {shown}"
    if isinstance(value, str):
        return f"the text {shown}"
    return f"a list {shown}" if isinstance(value, list) else shown


def json_path(parts: Any) -> str:
    """``["relations", 0, "root"]`` → ``relations[0].root``."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "<plan>"


def upgrade_uris(plan: dict[str, Any]) -> dict[str, Any]:
    """Old-style extension declarations (``extensionUris`` and
    ``extensionUriReference``, before Substrait had URNs) rewritten as URN
    declarations; the registry resolves the URI strings by their aliases and
    file names. A reference may appear without any ``extensionUris`` (DataFusion)."""
    declarations = plan.get("extensions", [])
    old_references = any(
        isinstance(body, dict) and "extensionUriReference" in body
        for declaration in declarations
        if isinstance(declaration, dict)
        for body in declaration.values()
    )
    if "extensionUris" not in plan and not old_references:
        return plan
    upgraded = {k: v for k, v in plan.items() if k != "extensionUris"}
    urns = list(plan.get("extensionUrns", []))
    urns += [
        {"extensionUrnAnchor": entry.get("extensionUriAnchor", 0), "urn": entry.get("uri", "")}
        for entry in plan.get("extensionUris", [])
    ]
    upgraded["extensionUrns"] = urns
    extensions = []
    for declaration in declarations:
        fixed = {}
        for kind, body in declaration.items():
            if isinstance(body, dict) and "extensionUriReference" in body:
                body = {
                    ("extensionUrnReference" if k == "extensionUriReference" else k): v
                    for k, v in body.items()
                }
            fixed[kind] = body
        extensions.append(fixed)
    upgraded["extensions"] = extensions
    return upgraded
