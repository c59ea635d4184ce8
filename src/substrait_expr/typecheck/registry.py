"""The extension registry: loads Substrait simple-extension YAML files and finds functions.

``Registry.default()`` holds every official file shipped by the
``substrait-extensions`` package; it is parsed once per process and shared,
which is safe because a registry never changes after it is built. Adding
files (``add_path``, ``from_paths``) returns a new registry.

Every file is read with a safe YAML loader and validated against the
official JSON schema before it is turned into the data model of
``extensions.py``. Problems are reported as ``ExtensionError`` naming the
file, the line, the path inside the document and what is wrong.
"""

from __future__ import annotations

import difflib
import functools
import math
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import yaml
from jsonschema import Draft202012Validator, ValidationError
from jsonschema.exceptions import relevance

from ..diagnostics import Error, clip_message, expect_argument
from ..limits import current_limits
from .extensions import (
    Arg,
    Decomposable,
    EnumArg,
    Extension,
    FunctionImpl,
    FunctionKind,
    Nullability,
    OptionSpec,
    ParameterConsistency,
    Structure,
    TypeArg,
    TypeParameter,
    UserType,
    ValueArg,
    Variadic,
    WindowType,
)
from .type_syntax import TypeSyntaxError, TypeTooDeep, parse_derivation, parse_type_pattern

__all__ = [
    "SCHEMA_FILE_NAME",
    "ExtensionError",
    "Problem",
    "Registry",
    "load_extension_file",
    "load_extension_text",
]

SCHEMA_FILE_NAME = "simple_extensions_schema.yaml"
OFFICIAL_EXTENSIONS_PACKAGE = "substrait_extensions.extensions"
YAML_SUFFIXES = (".yaml", ".yml")
# Enough to fix a file in one go without burying the first problem.
MAX_REPORTED_PROBLEMS = 10

try:  # libyaml is ~15x faster on the official files; it is the same safe loader.
    from yaml import CSafeLoader as _SafeLoader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _SafeLoader  # type: ignore[assignment]


class _StrictLoader(_SafeLoader):
    """The safe loader, refusing a mapping that writes one key twice (YAML
    would keep the last, silently) and an integer too long to read."""

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            if key == "<<":  # merge keys may repeat what they merge
                continue
            try:
                repeated = key in seen
            except TypeError:  # an unhashable key is refused by the constructor itself
                break
            if repeated:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the key {key!r} appears twice in one mapping", key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)

    def construct_yaml_int(self, node: Any) -> Any:
        try:
            return super().construct_yaml_int(node)
        except ValueError:  # more digits than int() reads (sys.get_int_max_str_digits)
            raise yaml.constructor.ConstructorError(
                None, None, "an integer with too many digits", node.start_mark
            ) from None


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _StrictLoader.construct_yaml_int)


# A `*name` that may be an alias; counted exactly only when this rough count is high.
_MAYBE_ALIAS = re.compile(r"(?<![\w*])\*[^\s,\[\]{}]+")


def _check_size(text: str, location: str) -> None:
    """Refuse a file over ``Limits.yaml_bytes``, with more aliases than
    ``Limits.yaml_aliases``, or whose aliases expand to more than
    ``Limits.yaml_nodes`` nodes (each alias stands for a whole subtree: a
    few lines of aliases of aliases can stand for billions of nodes, which
    validation and conversion would each walk)."""
    limits = current_limits()
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > limits.yaml_bytes:
        message = f"{size:,} bytes; at most {limits.yaml_bytes:,} (Limits.yaml_bytes)"
        raise ExtensionError(location, [Problem("", message)])
    rough_aliases = len(_MAYBE_ALIAS.findall(text))
    if rough_aliases == 0:
        return  # without aliases, the nodes are bounded by the bytes
    try:
        if rough_aliases > limits.yaml_aliases:
            _count_aliases(text, location, limits.yaml_aliases)
        _count_expanded_nodes(yaml.compose(text, Loader=_SafeLoader), location, limits.yaml_nodes)
    except yaml.YAMLError:
        return  # the loader reports it, with its position


def _count_aliases(text: str, location: str, limit: int) -> None:
    aliases = 0
    for event in yaml.parse(text, Loader=_SafeLoader):
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > limit:
                message = (
                    f"more than {limit:,} aliases (Limits.yaml_aliases): "
                    "aliases can expand to more than any file holds"
                )
                raise ExtensionError(location, [_problem_at(message, event.start_mark)])


def _problem_at(message: str, mark: Any) -> Problem:
    line = mark.line + 1 if mark is not None else None
    column = mark.column + 1 if mark is not None else None
    return Problem("", message, line, column)


def _count_expanded_nodes(root: yaml.Node | None, location: str, limit: int) -> None:
    """Refuse a composed document that holds more than ``limit`` nodes once
    every alias is expanded (an alias is the node it names, shared in the
    composed graph: each node's expanded size is counted once, so this is
    linear in the file). A node inside itself is refused too."""
    if root is None:
        return
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if key in sizes:
            continue
        children = _node_children(node)
        if not children_done:
            if key in open_nodes:
                message = "an alias names a node that contains it: it expands without end"
                raise ExtensionError(location, [_problem_at(message, node.start_mark)])
            open_nodes.add(key)
            stack.append((node, True))
            stack.extend((child, False) for child in children if id(child) not in sizes)
            continue
        open_nodes.discard(key)
        size = 1 + sum(sizes[id(child)] for child in children)
        if size > limit:
            message = (
                f"aliases expand this node to more than {limit:,} nodes (Limits.yaml_nodes): "
                "write the values out, or share less"
            )
            raise ExtensionError(location, [_problem_at(message, node.start_mark)])
        sizes[key] = size


def _node_children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


PathArg = str | os.PathLike[str]
_Item = TypeVar("_Item")
_NUMBERED_ANY = re.compile(r"^any\d+$")


# ---------------------------------------------------------------------------
# Errors


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an extension file.

    ``path`` is where inside the document, e.g. ``scalar_functions[3].impls[0]``
    (empty for the file as a whole); line and column are 1-based when known.
    """

    path: str
    message: str
    line: int | None = None
    column: int | None = None


class RegistryLookupError(Error, LookupError):
    """A name asked of a registry (an extension, a function, an impl, a
    user-defined type) that it does not have, or has in several files."""


class ExtensionError(Error, ValueError):
    """An extension file could not be read, is invalid, or clashes with another file."""

    def __init__(self, file: str, problems: Sequence[Problem]) -> None:
        self.file = file
        self.problems = tuple(problems)
        super().__init__("\n".join(_format_problem(file, problem) for problem in self.problems))


def _format_problem(file: str, problem: Problem) -> str:
    where = file
    if problem.line is not None:
        where += f":{problem.line}"
        if problem.column is not None:
            where += f":{problem.column}"
    if problem.path:
        where += f": {problem.path}"
    # The message may quote input of any length (a key, a type text): clip it.
    return f"{where}: {clip_message(problem.message)}"


def _format_path(parts: Iterable[str | int]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


# ---------------------------------------------------------------------------
# Reading and validating one file


def load_extension_text(text: str, location: str) -> Extension:
    """Parse, validate and convert the text of one extension file.

    ``location`` names the file in messages and becomes ``Extension.path``.
    """
    document = _parse_yaml(text, location)
    problems = _schema_problems(document)
    if not problems:
        try:
            return _build_extension(document, location)
        except _ConversionProblem as failure:
            problem = Problem(_format_path(failure.path), failure.message)
            raise ExtensionError(
                location, _with_positions([(failure.path, problem)], text)
            ) from None
    # Locate only what is reported: each position walks the composed document.
    raise ExtensionError(location, _with_positions(problems[:MAX_REPORTED_PROBLEMS], text))


def load_extension_file(path: PathArg) -> Extension:
    location = os.fspath(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ExtensionError(location, [Problem("", f"cannot read the file: {error}")]) from None
    return load_extension_text(text, location)


def _parse_yaml(text: str, location: str) -> dict[str, Any]:
    _check_size(text, location)
    try:
        document = yaml.load(text, Loader=_StrictLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = Problem(
            "",
            f"YAML syntax error: {error.problem or error.context or 'unreadable'}",
            mark.line + 1 if mark else None,
            mark.column + 1 if mark else None,
        )
        raise ExtensionError(location, [problem]) from None
    except yaml.YAMLError as error:
        raise ExtensionError(location, [Problem("", f"YAML error: {error}")]) from None
    if document is None:
        raise ExtensionError(location, [Problem("", "the file is empty")])
    if not isinstance(document, dict):
        found = _describe_json_type(document)
        problem = Problem("", f"expected a mapping at the top, found {found}")
        raise ExtensionError(location, [problem])
    return document


@functools.cache
def _schema_validator() -> Draft202012Validator:
    schema_text = (resources.files(OFFICIAL_EXTENSIONS_PACKAGE) / SCHEMA_FILE_NAME).read_text(
        encoding="utf-8"
    )
    schema = yaml.load(schema_text, Loader=_SafeLoader)
    Draft202012Validator.check_schema(schema)
    # Following "$ref"s dominates validation time; inlined, the official files validate ~2x faster.
    return Draft202012Validator(_inline_local_references(schema, schema))


def _inline_local_references(node: Any, root: Any, expanding: tuple[str, ...] = ()) -> Any:
    """``node`` with each local ``#/...`` reference replaced by its target.

    Keywords next to a ``$ref`` are kept; a reference already being expanded
    (a recursive schema) is left as a ``$ref``.
    """
    if isinstance(node, list):
        return [_inline_local_references(item, root, expanding) for item in node]
    if not isinstance(node, dict):
        return node
    reference = node.get("$ref")
    siblings = {
        key: _inline_local_references(value, root, expanding)
        for key, value in node.items()
        if key != "$ref"
    }
    if not (isinstance(reference, str) and reference.startswith("#/")) or reference in expanding:
        return siblings if reference is None else {**siblings, "$ref": reference}
    target: Any = root
    for step in reference[2:].split("/"):
        target = target[step]
    return {**_inline_local_references(target, root, (*expanding, reference)), **siblings}


def _schema_problems(document: dict[str, Any]) -> list[tuple[list[str | int], Problem]]:
    """Schema violations in document order, each explained in plain words."""
    found: list[tuple[list[str | int], Problem]] = []
    for error in _schema_validator().iter_errors(document):
        for parts, message in _explain(error):
            found.append((parts, Problem(_format_path(parts), message)))
    found.sort(key=lambda item: [(isinstance(part, int), str(part).zfill(8)) for part in item[0]])
    return found


def _explain(error: ValidationError) -> list[tuple[list[str | int], str]]:
    """Turn a jsonschema error into (path, message) pairs a person can act on."""
    parts = list(error.absolute_path)
    # jsonschema types these as "Any | Unset"; on a reported error they are always set.
    instance: Any = error.instance
    expected: Any = error.validator_value
    schema: Any = error.schema
    if error.validator == "oneOf":
        return _explain_one_of(error)
    if error.validator == "required":
        missing = [key for key in expected if key not in instance]
        return [(parts, f"missing required key {_quoted(missing)}")]
    if error.validator == "additionalProperties":
        allowed = sorted(schema.get("properties", {}))
        messages = []
        for key in _unexpected_keys(instance, schema):
            hint = difflib.get_close_matches(str(key), allowed, n=1)
            suggestion = f"; did you mean '{hint[0]}'?" if hint else ""
            allowed_text = f" (allowed: {', '.join(allowed)})" if allowed and not hint else ""
            messages.append((parts, f"unknown key '{key}'{suggestion}{allowed_text}"))
        return messages
    if error.validator == "type":
        return [(parts, _type_mismatch([expected], instance))]
    if error.validator == "enum":
        return [(parts, f"{instance!r} is not one of {', '.join(expected)}")]
    if error.validator == "minItems" and expected == 1:
        return [(parts, "must not be empty")]
    if error.validator == "uniqueItems":
        return [(parts, "has repeated values")]
    return [(parts, error.message)]


def _explain_one_of(error: ValidationError) -> list[tuple[list[str | int], str]]:
    parts = list(error.absolute_path)
    instance: Any = error.instance
    branches: Any = error.validator_value
    sub_errors = list(error.context or ())
    if sub_errors and all(sub.validator == "type" and not sub.relative_path for sub in sub_errors):
        type_names: list[Any] = [sub.validator_value for sub in sub_errors]
        return [(parts, _type_mismatch(type_names, instance))]
    branch_keys = [_required_keys(branch) for branch in branches]
    distinguishing = [key for keys in branch_keys for key in keys]
    if isinstance(instance, dict):
        present = [i for i, keys in enumerate(branch_keys) if keys and keys <= instance.keys()]
        if len(present) == 1:
            chosen = [sub for sub in sub_errors if sub.schema_path[0] == present[0]]
            return [pair for sub in sorted(chosen, key=relevance) for pair in _explain(sub)]
        if len(present) > 1:
            keys_present = [key for key in distinguishing if key in instance]
            return [
                (
                    parts,
                    f"has more than one of the keys {_quoted(keys_present)}; "
                    f"it must have exactly one of {_quoted(distinguishing)}",
                )
            ]
        return [(parts, f"needs exactly one of the keys {_quoted(distinguishing)}")]
    return [(parts, error.message)]


def _required_keys(branch: Mapping[str, Any]) -> frozenset[str]:
    """Keys a oneOf branch requires, following a local ``$ref`` into the schema."""
    reference = branch.get("$ref")
    if isinstance(reference, str) and reference.startswith("#/"):
        target: Any = _schema_validator().schema
        for step in reference[2:].split("/"):
            target = target[step]
        branch = target
    return frozenset(branch.get("required", ()))


def _unexpected_keys(instance: Mapping[str, Any], schema: Mapping[str, Any]) -> list[str]:
    known = schema.get("properties", {})
    return [key for key in instance if key not in known]


_JSON_TYPE_WORDS = {
    "string": "a string",
    "object": "a mapping",
    "array": "a list",
    "boolean": "a boolean",
    "integer": "an integer",
    "number": "a number",
    "null": "nothing (null)",
}


def _type_mismatch(expected: Sequence[str], instance: object) -> str:
    wanted = " or ".join(_JSON_TYPE_WORDS.get(name, name) for name in expected)
    message = f"expected {wanted}, found {_describe_json_type(instance)}"
    if isinstance(instance, bool) and "string" in expected:
        # YAML 1.1 reads bare YES/NO/ON/OFF as booleans.
        message += "; quote the word if a string was meant"
    return message


def _describe_json_type(value: object) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"a boolean ({value})"
    if isinstance(value, int | float):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _quoted(keys: Iterable[str]) -> str:
    return ", ".join(f"'{key}'" for key in keys)


def _with_positions(
    problems: Sequence[tuple[Sequence[str | int], Problem]], text: str
) -> list[Problem]:
    """The problems with the line and column of the YAML node each is about.

    Only called when reporting, so composing the text again is fine, once:
    composing it per problem made a file with many problems quadratic (a
    thousand bad functions took over a minute).
    """
    try:
        root = yaml.compose(text, Loader=_SafeLoader)
    except yaml.YAMLError:
        return [problem for _, problem in problems]
    located = []
    for parts, problem in problems:
        position = _node_position(root, parts)
        if position is not None:
            problem = Problem(problem.path, problem.message, *position)
        located.append(problem)
    return located


def _node_position(node: Any, parts: Sequence[str | int]) -> tuple[int, int] | None:
    """1-based line and column of the YAML node at ``parts`` under ``node``."""
    for part in parts:
        if isinstance(node, yaml.MappingNode):
            node = next((value for key, value in node.value if key.value == str(part)), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            node = node.value[part] if part < len(node.value) else None
        else:
            node = None
        if node is None:
            return None
    if node is None:
        return None
    return node.start_mark.line + 1, node.start_mark.column + 1


# ---------------------------------------------------------------------------
# Converting a validated document to the data model


class _ConversionProblem(Exception):
    """A problem the schema cannot express, found while building the data model."""

    def __init__(self, path: list[str | int], message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


_FUNCTION_SECTIONS = (
    ("scalar_functions", FunctionKind.SCALAR),
    ("aggregate_functions", FunctionKind.AGGREGATE),
    ("window_functions", FunctionKind.WINDOW),
)


def _build_extension(document: dict[str, Any], location: str) -> Extension:
    urn: str = document["urn"]
    functions: list[FunctionImpl] = []
    seen_keys: dict[str, str] = {}
    for section, kind in _FUNCTION_SECTIONS:
        for function_index, function in enumerate(document.get(section, ())):
            for impl_index, raw_impl in enumerate(function["impls"]):
                path: list[str | int] = [section, function_index, "impls", impl_index]
                impl = _function_impl(urn, kind, function, raw_impl, path)
                # The spec makes a file with two impls of one compound name invalid.
                here = _format_path(path)
                earlier = seen_keys.setdefault(impl.signature_key, here)
                if earlier != here:
                    raise _ConversionProblem(
                        path,
                        f"signature '{impl.signature_key}' is already declared at {earlier}",
                    )
                functions.append(impl)
    metadata = document.get("metadata", {})
    return Extension(
        urn=urn,
        path=location,
        description=_clean_text(document.get("description")),
        types=tuple(
            _user_type(urn, raw, ["types", index])
            for index, raw in enumerate(document.get("types", ()))
        ),
        dependencies=tuple(document.get("dependencies", {}).items()),
        functions=tuple(functions),
        uri_aliases=_uri_aliases(metadata),
    )


def _uri_aliases(metadata: Mapping[str, Any]) -> tuple[str, ...]:
    """Old-style URIs a file may list under ``metadata.uri`` (a string or a list)."""
    value = metadata.get("uri", ())
    values = [value] if isinstance(value, str) else value
    return tuple(item for item in values if isinstance(item, str))


def _function_impl(
    urn: str,
    kind: FunctionKind,
    function: Mapping[str, Any],
    impl: Mapping[str, Any],
    path: list[str | int],
) -> FunctionImpl:
    deprecated = impl.get("deprecated") or function.get("deprecated")
    raw_window_type = impl.get("window_type", WindowType.PARTITION.value)
    return FunctionImpl(
        urn=urn,
        name=function["name"],
        kind=kind,
        args=tuple(
            _argument(raw, [*path, "args", index]) for index, raw in enumerate(impl.get("args", ()))
        ),
        return_text=_type_text(impl["return"], [*path, "return"], program=True),
        options=tuple(
            OptionSpec(name, tuple(spec["values"]), _clean_text(spec.get("description")))
            for name, spec in impl.get("options", {}).items()
        ),
        variadic=_variadic(impl["variadic"], [*path, "variadic"]) if "variadic" in impl else None,
        nullability=Nullability(impl.get("nullability", Nullability.MIRROR.value)),
        deterministic=impl.get("deterministic", True),
        session_dependent=impl.get("sessionDependent", False),
        description=_clean_text(impl.get("description") or function.get("description")),
        deprecated_since=deprecated["since"] if deprecated else None,
        decomposable=Decomposable(impl.get("decomposable", Decomposable.NONE.value)),
        intermediate_text=(
            _type_text(impl["intermediate"], [*path, "intermediate"], program=True)
            if "intermediate" in impl
            else None
        ),
        ordered=impl.get("ordered", False),
        max_set=_whole_number(impl.get("maxset"), [*path, "maxset"]),
        window_type=WindowType(raw_window_type) if kind is FunctionKind.WINDOW else None,
    )


_ARGUMENT_KEYS = ("options", "value", "type")


def _argument(raw: Mapping[str, Any], path: list[str | int]) -> Arg:
    # The schema's value_arg admits extra keys, so {value, options} slips through it.
    kinds = [key for key in _ARGUMENT_KEYS if key in raw]
    if len(kinds) != 1:
        raise _ConversionProblem(
            path,
            f"has more than one of the keys {_quoted(kinds)}; "
            f"an argument must have exactly one of {_quoted(_ARGUMENT_KEYS)}",
        )
    name = raw.get("name")
    description = _clean_text(raw.get("description"))
    if "options" in raw:
        return EnumArg(name, tuple(raw["options"]), description)
    if "value" in raw:
        text = _type_text(raw["value"], [*path, "value"])
        return ValueArg(name, text, raw.get("constant", False), description)
    return TypeArg(name, raw["type"], description)


def _variadic(raw: Mapping[str, Any], path: list[str | int]) -> Variadic:
    consistency = raw.get("parameterConsistency", ParameterConsistency.CONSISTENT.value)
    minimum = _whole_number(raw.get("min"), [*path, "min"]) or 0
    maximum = _whole_number(raw.get("max"), [*path, "max"])
    if maximum is not None and maximum < minimum:
        raise _ConversionProblem(path, f"max ({maximum}) is smaller than min ({minimum})")
    return Variadic(minimum, maximum, ParameterConsistency(consistency))


def _user_type(urn: str, raw: Mapping[str, Any], path: list[str | int]) -> UserType:
    structure: Structure | None = None
    if isinstance(raw.get("structure"), dict):
        structure = tuple(
            (str(key), _type_text(value, [*path, "structure", str(key)]))
            for key, value in raw["structure"].items()
        )
    elif "structure" in raw:
        structure = raw["structure"]
    parameters = tuple(
        TypeParameter(
            name=item.get("name"),
            kind=item["type"],
            min=_whole_number(item.get("min"), [*path, "parameters", index, "min"]),
            max=_whole_number(item.get("max"), [*path, "parameters", index, "max"]),
            options=tuple(item.get("options", ())),
            optional=item.get("optional", False),
            description=_clean_text(item.get("description")),
        )
        for index, item in enumerate(raw.get("parameters", ()))
    )
    return UserType(
        urn=urn,
        name=raw["name"],
        description=_clean_text(raw.get("description")),
        structure=structure,
        parameters=parameters,
        variadic=raw.get("variadic", False),
    )


def _type_text(value: str | Mapping[str, Any], path: list[str | int], program: bool = False) -> str:
    """Type text kept verbatim; a mapping (named-struct sugar) becomes ``struct<...>``.

    Field names are not part of a Substrait struct type, so dropping them loses nothing.
    Type text is parsed when a function is first used, except text with more
    brackets than ``Limits.type_depth`` levels: it is parsed now, so that text
    nested too deeply is this file's error, at its place.
    """
    if isinstance(value, str):
        if value.count("<") + value.count("(") > current_limits().type_depth:
            try:
                (parse_derivation if program else parse_type_pattern)(value)
            except TypeTooDeep as error:
                raise _ConversionProblem(path, str(error)) from None
            except TypeSyntaxError:
                pass  # reported when the function is used, as for any type text
        return value
    if not isinstance(value, Mapping):
        shown = repr(value)[:40]
        raise _ConversionProblem([], f"a type is text or a mapping of field types, not {shown}")
    fields = (_type_text(field, [*path, str(key)]) for key, field in value.items())
    return f"struct<{', '.join(fields)}>"


def _whole_number(value: float | None, path: list[str | int]) -> int | None:
    if value is None:
        return None
    if isinstance(value, int):  # exact, however large (a float could not hold it)
        return value
    if not math.isfinite(value) or value != int(value):
        raise _ConversionProblem(path, f"expected a whole number, found {value}")
    return int(value)


def _clean_text(value: str | None) -> str | None:
    return value.strip() if isinstance(value, str) else None


# ---------------------------------------------------------------------------
# Finding files


def _yaml_files_in(folder: Path) -> list[Path]:
    return sorted(
        entry
        for entry in folder.iterdir()
        if entry.is_file() and entry.suffix in YAML_SUFFIXES and entry.name != SCHEMA_FILE_NAME
    )


def _load_path(path: PathArg) -> list[Extension]:
    """One file, or every ``*.yaml``/``*.yml`` directly inside a folder (not recursive)."""
    location = Path(path)
    if location.is_dir():
        files = _yaml_files_in(location)
        if not files:
            raise ExtensionError(os.fspath(path), [Problem("", "the folder has no .yaml files")])
        return [load_extension_file(file) for file in files]
    if not location.exists():
        raise ExtensionError(os.fspath(path), [Problem("", "no such file or folder")])
    return [load_extension_file(location)]


@functools.cache
def _official_extensions() -> tuple[Extension, ...]:
    folder = resources.files(OFFICIAL_EXTENSIONS_PACKAGE)
    entries = sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(YAML_SUFFIXES)),
        key=lambda entry: entry.name,
    )
    return tuple(
        load_extension_text(entry.read_text(encoding="utf-8"), str(entry))
        for entry in entries
        if entry.name != SCHEMA_FILE_NAME
    )


# The extensions the package ships (``substrait_expr/extensions``): the
# ``variant`` type and its functions. They are part of the default registry.
PACKAGE_EXTENSIONS_FOLDER = "extensions"
VARIANT_URN = "extension:io.github.substrait-expr:variant"


@functools.cache
def _package_extensions() -> tuple[Extension, ...]:
    folder = resources.files("substrait_expr").joinpath(PACKAGE_EXTENSIONS_FOLDER)
    entries = sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(YAML_SUFFIXES)),
        key=lambda entry: entry.name,
    )
    return tuple(
        load_extension_text(entry.read_text(encoding="utf-8"), str(entry)) for entry in entries
    )


# ---------------------------------------------------------------------------
# The registry


class Registry:
    """An immutable set of extension files, indexed for function lookup.

    Namespaces: wherever a ``namespace`` is accepted it may be a full URN
    (``extension:io.substrait:functions_arithmetic``), its last ``:`` part
    (``functions_arithmetic``) or the file's stem; a short form can match
    several files.
    """

    __slots__ = (
        "_by_key",
        "_by_name",
        "_by_short_name",
        "_by_urn",
        "_extensions",
        "_names",
        "_types_by_name",
    )

    def __init__(self, extensions: Iterable[Extension] = ()) -> None:
        self._extensions = _merge((), extensions)
        self._by_urn = {extension.urn: extension for extension in self._extensions}
        impls = [impl for extension in self._extensions for impl in extension.functions]
        self._by_name = _group(impls, lambda impl: impl.name)
        self._by_key = _group(impls, lambda impl: impl.signature_key)
        user_types = [user_type for extension in self._extensions for user_type in extension.types]
        self._types_by_name = _group(user_types, lambda user_type: user_type.name)
        self._names = tuple(sorted(self._by_name))
        # A URN's last part and a file's stem, each naming the files it may mean.
        short: dict[str, list[Extension]] = {}
        for extension in self._extensions:
            for key in dict.fromkeys((extension.namespace, extension.file_stem)):
                short.setdefault(key, []).append(extension)
        self._by_short_name = {key: tuple(found) for key, found in short.items()}

    # -- building -----------------------------------------------------------

    @classmethod
    def default(cls) -> Registry:
        """Every official extension file and the package's own (``variant``);
        parsed once per process and shared."""
        return _default_registry()

    @classmethod
    def from_paths(
        cls, paths: Iterable[PathArg] | PathArg, include_default: bool = True
    ) -> Registry:
        """A registry of the given files and folders, on top of the official ones by default."""
        base = cls.default() if include_default else cls()
        return base.add_paths(paths)

    def add_path(self, path: PathArg) -> Registry:
        """A new registry with one more file, or every YAML file directly in a folder.

        A file whose URN is already present with identical content is skipped;
        with different content it is an ``ExtensionError``.
        """
        return Registry(_merge(self._extensions, _load_path(path)))

    def add_paths(self, paths: Iterable[PathArg] | PathArg) -> Registry:
        if isinstance(paths, str | os.PathLike):
            paths = [paths]
        wanted = "a path (str or os.PathLike) or an iterable of paths"
        expect_argument(paths, Iterable, "the extension paths", wanted)
        paths = list(paths)
        for path in paths:
            expect_argument(path, (str, os.PathLike), "an extension path", "a str or os.PathLike")
        loaded = [extension for path in paths for extension in _load_path(path)]
        return Registry(_merge(self._extensions, loaded))

    def add_extensions(self, extensions: Iterable[Extension]) -> Registry:
        return Registry(_merge(self._extensions, extensions))

    # -- extensions ---------------------------------------------------------

    @property
    def extensions(self) -> tuple[Extension, ...]:
        return self._extensions

    def extension(self, urn: str) -> Extension | None:
        return self._by_urn.get(urn)

    def find_extensions(self, namespace: str) -> tuple[Extension, ...]:
        """Extensions matching a URN, a URN's last part, or a file stem."""
        exact = self._by_urn.get(namespace)
        if exact is not None:
            return (exact,)
        return self._by_short_name.get(namespace, ())

    def extension_for_reference(self, reference: str) -> Extension:
        """The extension a plan means by an extension URN or an old-style URI.

        Old plans name files by URI, e.g. ``https://github.com/substrait-io/
        substrait/blob/main/extensions/functions_arithmetic.yaml`` or
        ``/functions_arithmetic.yaml``; such a URI matches a file listing it
        under ``metadata.uri``, else a loaded file with the same file name.
        """
        exact = self._by_urn.get(reference)
        if exact is not None:
            return exact
        matches = [e for e in self._extensions if reference in e.uri_aliases]
        if not matches:
            file_name = reference.split("?", 1)[0].split("#", 1)[0].rstrip("/").rsplit("/", 1)[-1]
            matches = [e for e in self._extensions if Path(e.path).name == file_name]
        if len(matches) == 1:
            return matches[0]
        if not matches:
            raise RegistryLookupError(f"no loaded extension matches {reference!r}")
        paths = ", ".join(extension.path for extension in matches)
        raise RegistryLookupError(f"{reference!r} could mean several extension files: {paths}")

    # -- functions ----------------------------------------------------------

    def all_impls(self) -> tuple[FunctionImpl, ...]:
        return tuple(impl for extension in self._extensions for impl in extension.functions)

    def function_names(self) -> tuple[str, ...]:
        """Every function name, sorted (for completion and suggestions)."""
        return self._names

    def has_function(self, name: str) -> bool:
        return name in self._by_name

    def impls(self, name: str, namespace: str | None = None) -> tuple[FunctionImpl, ...]:
        """Every impl (scalar, aggregate and window) of ``name``, optionally in one namespace."""
        found = self._by_name.get(name, ())
        if namespace is None:
            return found
        urns = {extension.urn for extension in self.find_extensions(namespace)}
        return tuple(impl for impl in found if impl.urn in urns)

    def namespaces_of(self, name: str) -> tuple[str, ...]:
        """Short namespaces (URN last parts) of the extensions defining ``name``, sorted.

        Use them to ask the user to qualify an ambiguous call: ``functions_arithmetic.add``.
        """
        return tuple(sorted({impl.namespace for impl in self._by_name.get(name, ())}))

    def closest_names(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` known function names that look like ``name`` (best first)."""
        lowered = {known.lower(): known for known in self._names}
        matches = difflib.get_close_matches(name.lower(), list(lowered), n=n)
        return [lowered[match] for match in matches]

    def find_by_signature_key(
        self, key: str, namespace: str | None = None
    ) -> tuple[FunctionImpl, ...]:
        """Impls whose compound name is ``key`` (e.g. ``add:i8_i8``), across extensions."""
        found = self._by_key.get(key, ())
        if namespace is None:
            return found
        urns = {extension.urn for extension in self.find_extensions(namespace)}
        return tuple(impl for impl in found if impl.urn in urns)

    def function_in_extension(self, reference: str, name: str) -> FunctionImpl:
        """Resolve a plan's function declaration: an extension reference plus a name.

        ``name`` is a compound name (``add:i8_i8``) or, when the file has only
        one impl of that name, a simple name (``add``), as the spec allows.
        Compound names written by older producers (``add:opt_i8_i8``,
        ``equal:any1_any1``) are matched after normalising.
        """
        extension = self.extension_for_reference(reference)
        base_name = name.split(":", 1)[0]
        candidates = [impl for impl in extension.functions if impl.name == base_name]
        if not candidates:
            close = difflib.get_close_matches(
                base_name, sorted({impl.name for impl in extension.functions}), n=3
            )
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise RegistryLookupError(f"{extension.urn} has no function {base_name!r}{hint}")
        if ":" not in name:
            if len(candidates) == 1:
                return candidates[0]
            raise RegistryLookupError(
                f"{base_name!r} has {len(candidates)} impls in {extension.urn}; "
                f"use a compound name such as {candidates[0].signature_key!r}"
            )
        exact = [impl for impl in candidates if impl.signature_key == name]
        matched = exact or [
            impl
            for impl in candidates
            if _normalised_key(impl.signature_key) == _normalised_key(name)
        ]
        if len(matched) == 1:
            return matched[0]
        keys = ", ".join(impl.signature_key for impl in candidates)
        raise RegistryLookupError(f"{extension.urn} has no impl {name!r}; it has {keys}")

    # -- types --------------------------------------------------------------

    def user_types(self, name: str, namespace: str | None = None) -> tuple[UserType, ...]:
        """User-defined types called ``name`` (with or without ``u!``)."""
        found = self._types_by_name.get(name.removeprefix("u!"), ())
        if namespace is None:
            return found
        urns = {extension.urn for extension in self.find_extensions(namespace)}
        return tuple(user_type for user_type in found if user_type.urn in urns)

    def user_type(self, name: str, namespace: str | None = None) -> UserType | None:
        """The one user-defined type called ``name``; RegistryLookupError (a
        LookupError) when several files define it."""
        found = self.user_types(name, namespace)
        if len(found) > 1:
            where = ", ".join(sorted(user_type.urn for user_type in found))
            message = f"user type {name!r} is defined in several extensions: {where}"
            raise RegistryLookupError(message)
        return found[0] if found else None

    def __iter__(self) -> Iterator[Extension]:
        return iter(self._extensions)

    def __len__(self) -> int:
        return len(self._extensions)

    def __repr__(self) -> str:
        return f"Registry({len(self._extensions)} extensions, {len(self._names)} function names)"


def _group(items: Iterable[_Item], key: Callable[[_Item], str]) -> dict[str, tuple[_Item, ...]]:
    groups: dict[str, list[_Item]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return {name: tuple(members) for name, members in groups.items()}


def _merge(existing: Sequence[Extension], added: Iterable[Extension]) -> tuple[Extension, ...]:
    """``existing`` plus ``added``, skipping exact repeats and refusing clashing URNs."""
    by_urn = {extension.urn: extension for extension in existing}
    merged = list(existing)
    for extension in added:
        earlier = by_urn.get(extension.urn)
        if earlier is None:
            by_urn[extension.urn] = extension
            merged.append(extension)
        elif earlier != extension:
            problem = Problem(
                "urn",
                f"extension URN {extension.urn!r} is already loaded from {earlier.path} "
                "with different content",
            )
            raise ExtensionError(extension.path, [problem])
    return tuple(merged)


def _normalised_key(key: str) -> tuple[str, ...]:
    """A compound name as today's spec writes it: ``opt`` parts dropped, ``any1`` → ``any``."""
    name, _, arguments = key.partition(":")
    parts = [part for part in arguments.split("_") if part != "opt"]
    return (name, *(_NUMBERED_ANY.sub("any", part) for part in parts))


@functools.cache
def _default_registry() -> Registry:
    return Registry((*_official_extensions(), *_package_extensions()))
