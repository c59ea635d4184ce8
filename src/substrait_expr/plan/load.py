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
from typing import Any

from jsonschema import Draft202012Validator, ValidationError

from substrait_expr.plan.errors import PlanError, PlanProblem

__all__ = ["SCHEMA_PATH", "camel_keys", "json_path", "read_source", "validate"]

SCHEMA_PATH = Path(__file__).with_name("plan.schema.json")
_BINARY_SUFFIXES = {".pb", ".bin", ".substrait", ".binpb"}


def read_source(source: str | Path | Mapping[str, Any] | Any) -> tuple[dict[str, Any], str]:
    """The plan as a JSON-like dict, and a name for messages."""
    if isinstance(source, Mapping):
        return camel_keys(dict(source)), "<dict>"
    if isinstance(source, str | Path):
        path = Path(source)
        if not path.exists():
            raise PlanError.at(str(path), "no such file")
        if path.suffix.lower() in _BINARY_SUFFIXES:
            return _from_message(_parse_binary(path)), str(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise PlanError.at(
                str(path), f"not JSON: {error.msg} (line {error.lineno}, column {error.colno})"
            ) from None
        if not isinstance(data, dict):
            raise PlanError.at(str(path), "a plan is a JSON object")
        return camel_keys(data), str(path)
    if hasattr(source, "DESCRIPTOR") and source.DESCRIPTOR.full_name == "substrait.Plan":
        return _from_message(source), "<substrait.Plan>"
    raise PlanError.at("<source>", f"cannot read a plan from {type(source).__name__}")


def _parse_binary(path: Path) -> Any:
    from google.protobuf.message import DecodeError
    from substrait import plan_pb2

    message = plan_pb2.Plan()
    try:
        message.ParseFromString(path.read_bytes())
    except DecodeError as error:
        raise PlanError.at(str(path), f"not a binary substrait.Plan: {error}") from None
    return message


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
    return re.sub(r"_([a-z0-9])", lambda match: match.group(1).upper(), key)


# ---------------------------------------------------------------------- schema


@functools.cache
def _validator() -> Draft202012Validator:
    text = resources.files("substrait_expr.plan").joinpath("plan.schema.json").read_text("utf-8")
    return Draft202012Validator(json.loads(text))


def validate(plan: Mapping[str, Any]) -> None:
    """Raise PlanError listing every place the plan breaks the schema."""
    errors = sorted(_validator().iter_errors(plan), key=lambda e: list(e.absolute_path))
    problems = [PlanProblem(json_path(e.absolute_path), _explain(e)) for e in _leaves(errors)]
    if problems:
        raise PlanError(_dedupe(problems))


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
    if error.validator == "required":
        return str(error.message).replace("is a required property", "is required")
    return str(error.message)


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
