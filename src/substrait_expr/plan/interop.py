"""Producer compatibility: what real producers write, read as they mean it.

Plans from isthmus (substrait-java/Calcite), DuckDB, DataFusion and ibis
differ from the spec in known ways. Each difference is a ``Rule``: the quirk,
what the loader does about it, and which producers and declared spec
versions it applies to, so that a producer that has fixed its quirk (and
declares a newer version) is read by the spec. Rules that only spell
something old in today's words (``JOIN_TYPE_SEMI``) apply to every plan.

Two kinds of rule:

- *document rules* rewrite the plan's JSON before the JSON Schema check
  (``adapt``); each rewrite is recorded with its JSON path;
- *binding rules* change how the binder derives a relation's output (a
  DuckDB project that outputs only its expressions); ``Quirks`` carries
  which apply, and the binder records where it used one.

Every applied rule is an ``AppliedRule``; ``Plan.rules`` lists them and
``explain`` / ``check --verbose`` print them. ``docs/interop.md`` has the
table of rules, generated from ``RULES``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from substrait_expr.plan.errors import PlanError
from substrait_expr.typecheck.registry import Registry

__all__ = [
    "RULES",
    "AppliedRule",
    "Producer",
    "Quirks",
    "Rule",
    "adapt",
    "producer_of",
    "rule_applies",
]

# DataFusion writes u32::MAX where a declaration has no extension.
_NO_EXTENSION = 4294967295


@dataclass(frozen=True, slots=True)
class Producer:
    """Who made a plan, from its ``version`` (``producer`` lower-cased, and
    the spec's minor number); ``minor`` is None when the plan declares none."""

    name: str
    minor: int | None

    def __str__(self) -> str:
        version = f"0.{self.minor}" if self.minor is not None else "no version"
        return f"{self.name or 'unknown producer'} ({version})"


def producer_of(plan: Mapping[str, Any]) -> Producer:
    version = plan.get("version")
    if not isinstance(version, Mapping):
        return Producer("", None)
    minor = version.get("minorNumber")
    name = str(version.get("producer") or "").strip().lower()
    return Producer(name, int(minor) if isinstance(minor, int) else None)


@dataclass(frozen=True, slots=True)
class AppliedRule:
    """One use of a rule: where, and what it did there."""

    name: str
    path: str
    detail: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", str(self.path))  # rules may pass a lazy _Path

    def __str__(self) -> str:
        return f"{self.name} at {self.path}: {self.detail}"


@dataclass(frozen=True, slots=True)
class Rule:
    """A producer quirk and what the loader does about it."""

    name: str
    producers: str  # who writes it, for the docs
    versions: str  # which declared spec versions, for the docs
    quirk: str
    action: str
    applies: Callable[[Producer], bool]
    rewrite: Callable[[dict[str, Any], Registry], Iterator[AppliedRule]] | None = None
    # A rule that looks at one relation-tree object at a time: consecutive
    # such rules share one walk of the plan (``adapt``), each object met by
    # every one of them in turn before its children are read.
    visit: Callable[[_Path, dict[str, Any]], Iterator[AppliedRule]] | None = None


@dataclass(frozen=True, slots=True)
class Quirks:
    """Binding rules that apply to one plan."""

    producer: Producer
    project_outputs_expressions_only: bool = False
    grouping_id_before_measures: bool = False
    float_coercion: bool = False  # the producer's engine coerces exact numbers to floats
    analyzer_casts: bool = False  # DataFusion's analyzer casts (plan/bind/coercions.py)
    grouping_set_column: bool | None = True  # None: decide by how the output is used
    applied: list[AppliedRule] = field(default_factory=list, compare=False)

    def record(self, name: str, path: str, detail: str) -> None:
        self.applied.append(AppliedRule(name, path, detail))


def _always(_: Producer) -> bool:
    return True


def _is(name: str, *, below: int | None = None) -> Callable[[Producer], bool]:
    """Plans by ``name`` (declaring a minor version below ``below``, or none)."""

    def applies(producer: Producer) -> bool:
        if producer.name != name:
            return False
        return below is None or producer.minor is None or producer.minor < below

    return applies


# ---------------------------------------------------------------------- document rules


def _int(value: Any) -> int | None:
    """A JSON integer (protobuf JSON writes 64-bit ones as strings), else None:
    the rules read plans before the schema checks them."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"-?[0-9]{1,20}", value):
        return int(value)
    return None


def _get(value: Any, key: str) -> Any:
    """``value[key]`` of a JSON object, {} for anything else (the schema checks
    shapes after the rules ran)."""
    return value.get(key, {}) if isinstance(value, dict) else {}


class _Path:
    """A JSON path built only when it is read: a plan 10,000 levels deep has
    paths of 50,000 characters, and building every one is quadratic."""

    __slots__ = ("_parent", "_segment", "_text")

    def __init__(self, parent: _Path | None, segment: str) -> None:
        self._parent = parent
        self._segment = segment  # "relations", ".join", "[3]"
        self._text: str | None = None

    def __str__(self) -> str:
        if self._text is None:
            parts: list[str] = []
            node: _Path | None = self
            while node is not None:
                parts.append(node._segment)
                node = node._parent
            self._text = "".join(reversed(parts))
        return self._text

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def endswith(self, suffix: str) -> bool:
        if len(suffix) <= len(self._segment):
            return self._segment.endswith(suffix)
        return str(self).endswith(suffix)


def _walk(value: Any, path: str) -> Iterator[tuple[Any, dict[str, Any]]]:
    """Every object in the document with its JSON path, parents first.
    Iterative: a recursive generator costs its depth on every item."""
    stack: list[tuple[Any, _Path]] = (
        [(value, _Path(None, path))] if isinstance(value, dict | list) else []
    )
    while stack:
        node, here = stack.pop()
        if isinstance(node, dict):
            yield here, node  # the caller may change it: its children are read after
            children = [
                (child, _Path(here, f".{key}"))
                for key, child in node.items()
                if isinstance(child, dict | list)  # scalars hold no object
            ]
        else:
            children = [
                (child, _Path(here, f"[{i}]"))
                for i, child in enumerate(node)
                if isinstance(child, dict | list)
            ]
        stack.extend(reversed(children))


_OLD_JOIN_TYPES = {
    "JOIN_TYPE_SEMI": "JOIN_TYPE_LEFT_SEMI",
    "JOIN_TYPE_ANTI": "JOIN_TYPE_LEFT_ANTI",
    "JOIN_TYPE_SINGLE": "JOIN_TYPE_LEFT_SINGLE",
}


def _old_join_types(path: _Path, node: dict[str, Any]) -> Iterator[AppliedRule]:
    if path.endswith(".join") and node.get("type") in _OLD_JOIN_TYPES:
        old = node["type"]
        node["type"] = _OLD_JOIN_TYPES[old]
        yield AppliedRule("old-join-type-names", f"{path}.type", f"{old} read as {node['type']}")


def _virtual_table_values(path: _Path, node: dict[str, Any]) -> Iterator[AppliedRule]:
    table = node.get("virtualTable")
    if not isinstance(table, dict) or "values" not in table or "expressions" in table:
        return
    if not path.endswith(".read"):
        return
    rows = table["values"] or []
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        return  # not the old form either: the binder refuses `values` at its path
    del table["values"]
    table["expressions"] = [
        {"fields": [{"literal": cell} for cell in (row.get("fields") or [])]} for row in rows
    ]
    yield AppliedRule(
        "virtual-table-values",
        f"{path}.virtualTable.values",
        f"{len(rows)} rows of literal structs read as expressions",
    )
    if "baseSchema" not in node and rows:
        schema = _schema_of_literals(rows[0].get("fields") or [])
        if schema is not None:
            node["baseSchema"] = schema
            yield AppliedRule(
                "virtual-table-values",
                f"{path}.baseSchema",
                "no baseSchema: the types of the first row's literals, named f0, f1, ...",
            )


# Literal kinds whose type is the type of the same name (``boolean`` is ``bool``).
_SIMPLE_LITERALS = {
    **{k: k for k in ("i8", "i16", "i32", "i64", "fp32", "fp64", "string", "date", "binary")},
    "boolean": "bool",
}


def _old_interval_microseconds(path: _Path, node: dict[str, Any]) -> Iterator[AppliedRule]:
    """``intervalDayToSecond.microseconds``, before intervals had a precision."""
    interval = node.get("intervalDayToSecond")
    if isinstance(interval, dict) and "microseconds" in interval:
        if "subseconds" in interval or "precision" in interval:
            return
        interval["subseconds"] = interval.pop("microseconds")
        interval["precision"] = 6
        yield AppliedRule(
            "old-interval-microseconds",
            f"{path}.intervalDayToSecond",
            "microseconds read as subseconds at precision 6",
        )


def _single_part_intervals(path: _Path, node: dict[str, Any]) -> Iterator[AppliedRule]:
    """Compound interval literals with one part zero, as the simple interval of
    the other part (the datetime functions take simple intervals)."""
    compound = node.get("intervalCompound")
    if not isinstance(compound, dict):
        return
    months = compound.get("intervalYearToMonth") or {}
    days = compound.get("intervalDayToSecond") or {}
    if not isinstance(months, dict) or not isinstance(days, dict):
        return  # malformed: the binder reports it at its path
    day_part = any(_int(days.get(k) or 0) for k in ("days", "seconds", "subseconds"))
    month_part = any(_int(months.get(k) or 0) for k in ("years", "months"))
    if month_part and day_part:
        return
    del node["intervalCompound"]
    if month_part:
        node["intervalYearToMonth"] = months
        kind = "interval_year"
    else:
        simple = {"precision": 6, **days}
        if not _int(simple.get("subseconds") or 0):
            # No fraction to keep: microseconds (what Spark holds) say the same.
            simple["precision"] = min(_int(simple["precision"]) or 0, 6)
        node["intervalDayToSecond"] = simple
        kind = f"interval_day<{simple['precision']}>"
    yield AppliedRule(
        "single-part-compound-interval", str(path), f"compound interval read as {kind}"
    )


def _implicit_cross_joins(path: _Path, node: dict[str, Any]) -> Iterator[AppliedRule]:
    """A join with no expression (DataFusion's `FROM a, b`) joins every pair."""
    join = node.get("join")
    if isinstance(join, dict) and "left" in join and "expression" not in join:
        join["expression"] = {"literal": {"boolean": True}}
        yield AppliedRule("join-without-expression", f"{path}.join.expression", "read as `true`")


def _schema_of_literals(cells: list[Any]) -> dict[str, Any] | None:
    types = []
    for cell in cells:
        kinds = [k for k in cell if k in _SIMPLE_LITERALS] if isinstance(cell, dict) else []
        if len(kinds) != 1:
            return None
        nullability = "NULLABILITY_NULLABLE" if cell.get("nullable") else "NULLABILITY_REQUIRED"
        types.append({_SIMPLE_LITERALS[kinds[0]]: {"nullability": nullability}})
    return {
        "names": [f"f{i}" for i in range(len(types))],
        "struct": {"types": types, "nullability": "NULLABILITY_REQUIRED"},
    }


def _loose_declarations(plan: dict[str, Any], registry: Registry) -> Iterator[AppliedRule]:
    """Declarations that name no usable extension or impl are resolved by
    name and argument types instead (the type checker's overload resolution)."""
    urns = {
        entry.get("extensionUrnAnchor", 0): str(entry.get("urn", ""))
        for entry in plan.get("extensionUrns") or []
    }
    for index, declaration in enumerate(plan.get("extensions") or []):
        function = declaration.get("extensionFunction") if isinstance(declaration, dict) else None
        if not isinstance(function, dict) or "extensionUrnReference" not in function:
            continue
        reference = function["extensionUrnReference"]
        name = str(function.get("name", ""))
        reason = _unresolved(reference, name, urns, registry)
        if reason is None:
            continue
        del function["extensionUrnReference"]
        base = name.split(":", 1)[0]
        function["name"] = base
        yield AppliedRule(
            "declaration-by-name",
            f"extensions[{index}].extensionFunction",
            f"{name!r}: {reason}; resolved as {base!r} by argument types",
        )


def _unresolved(
    reference: Any, name: str, urns: Mapping[Any, str], registry: Registry
) -> str | None:
    if reference == _NO_EXTENSION:
        return "extension anchor u32::MAX (DataFusion's 'no extension')"
    if reference not in urns:
        if reference == 0:
            return None  # 0 is also "unset": already a loose declaration
        return f"extension anchor {reference} is not declared"
    urn = urns[reference]
    try:
        registry.function_in_extension(urn, name)
    except LookupError as error:
        return str(error)
    return None


def _implicit_root_references(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """Field references that name no root: DataFusion leaves ``rootReference`` out."""
    count = 0
    first = ""
    for path, node in _walk(plan.get("relations"), "relations"):
        selection = node.get("selection")
        if not isinstance(selection, dict) or "directReference" not in selection:
            continue
        if not any(k in selection for k in ("rootReference", "outerReference", "expression")):
            selection["rootReference"] = {}
            count += 1
            first = first or f"{path}.selection"
    if count:
        yield AppliedRule(
            "implicit-root-reference",
            first,
            f"{count} field references without a root type read as references to the input",
        )


_INTEGER_LITERALS = ("i8", "i16", "i32", "i64")


def _anchors_named(plan: Mapping[str, Any], name: str) -> set[int]:
    anchors = {
        _int(f.get("functionAnchor", 0))
        for d in plan.get("extensions") or []
        if isinstance(d, dict)
        and isinstance(f := d.get("extensionFunction"), dict)
        and str(f.get("name", "")).split(":", 1)[0] == name
    }
    return {a for a in anchors if a is not None}


def _median_precision(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """``median(x)``, written before the spec gave median a precision argument."""
    anchors = _anchors_named(plan, "median")
    if not anchors:
        return
    for path, node in _walk(plan.get("relations"), "relations"):
        for key in ("measure", "windowFunction", "scalarFunction"):
            call = node.get(key)
            if not isinstance(call, dict) or _int(call.get("functionReference", 0)) not in anchors:
                continue
            arguments = call.get("arguments") or []
            if len(arguments) == 1 and "value" in arguments[0]:
                call["arguments"] = [{"enum": "EXACT"}, *arguments]
                yield AppliedRule(
                    "median-precision", f"{path}.{key}", "median(x) read as median(EXACT, x)"
                )


def _duckdb_string_agg(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DuckDB writes ``string_agg(x)``: its binder moves the separator out of
    the call's arguments into state the plan does not carry, whatever the
    query wrote (`string_agg(x, '; ')` too). The separator cannot be read
    back, and guessing DuckDB's default (',') would silently change the
    result of every query that gave another, so the call is refused."""
    anchors = _anchors_named(plan, "string_agg")
    if not anchors:
        return
    for path, node in _walk(plan.get("relations"), "relations"):
        for key in ("measure", "windowFunction"):
            call = node.get(key)
            if not isinstance(call, dict) or _int(call.get("functionReference", 0)) not in anchors:
                continue
            arguments = call.get("arguments")
            if isinstance(arguments, list) and len(arguments) == 1:
                raise PlanError.at(
                    f"{path}.{key}",
                    "DuckDB writes string_agg without its separator (DuckDB's binder keeps "
                    "it outside the plan, whatever the query gave), so the plan does not say "
                    "how to join the strings; refused rather than guessed",
                )
    yield from ()


_LIKE_WILDCARDS = ("%", "_")
_STRING_TYPES = ("string", "varchar", "fixedchar", "str", "vchar", "fchar")


def _string_declarations(plan: Mapping[str, Any], name: str) -> set[int]:
    """Anchors of ``name`` declared with a compound name of string arguments
    (``not_equal:string_string``)."""
    anchors = set()
    for declaration in plan.get("extensions") or []:
        function = declaration.get("extensionFunction") if isinstance(declaration, dict) else None
        if not isinstance(function, dict):
            continue
        base, _, signature = str(function.get("name", "")).partition(":")
        arguments = signature.split("_")
        if base == name and arguments and all(a.split("<")[0] in _STRING_TYPES for a in arguments):
            anchor = _int(function.get("functionAnchor", 0))
            if anchor is not None:
                anchors.add(anchor)
    return anchors


def _duckdb_not_like(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DuckDB 1.1.3 writes ``x NOT LIKE p`` as ``not_equal(x, p)``, as it writes
    ``x != p`` (and reads its own not_equal of strings back as NOT LIKE). The
    two agree only when ``p`` is a literal with no wildcard (``%``, ``_``); any
    other not_equal of strings is refused rather than run as either."""
    anchors = _string_declarations(plan, "not_equal")
    if not anchors:
        return
    for path, node in _walk(plan.get("relations"), "relations"):
        call = node.get("scalarFunction")
        if not isinstance(call, dict) or _int(call.get("functionReference", 0)) not in anchors:
            continue
        arguments = call.get("arguments")
        pattern = (
            _get(_get(_get(arguments[1], "value"), "literal"), "string")
            if isinstance(arguments, list) and len(arguments) == 2
            else None
        )
        if isinstance(pattern, str) and not any(w in pattern for w in _LIKE_WILDCARDS):
            yield AppliedRule(
                "duckdb-not-like-as-not-equal",
                f"{path}.scalarFunction",
                f"not_equal(x, {pattern!r}): the pattern has no wildcard, so NOT LIKE and != "
                "agree; read as not_equal",
            )
            continue
        raise PlanError.at(
            f"{path}.scalarFunction",
            "DuckDB before Substrait 0.54 (1.1.3) writes `x NOT LIKE p` and `x != p` alike as "
            "not_equal of strings (a DuckDB bug: it reads its own not_equal back as NOT LIKE), "
            "and this pattern is not a literal without wildcards, where the two would agree; "
            "refused rather than run as either",
        )


# Names DuckDB (≤ 0.53) writes for functions the spec names otherwise, with
# the options the spec's function then takes.
_DUCKDB_NAMES: dict[str, tuple[str, list[dict[str, Any]]]] = {
    "stddev_samp": ("std_dev", [{"name": "distribution", "preference": ["SAMPLE"]}]),
    "stddev_pop": ("std_dev", [{"name": "distribution", "preference": ["POPULATION"]}]),
    # `||`: null when either side is (DuckDB's `||`, unlike its concat()).
    "||": ("concat", [{"name": "null_handling", "preference": ["ACCEPT_NULLS"]}]),
    # `%` of integers: the sign follows the dividend, null for a zero divisor.
    "%": (
        "modulus",
        [
            {"name": "division_type", "preference": ["TRUNCATE"]},
            {"name": "on_domain_error", "preference": ["NULL"]},
        ],
    ),
}
# DataFusion's aggregate names whose spec function needs an option.
_DATAFUSION_AGGREGATES: dict[str, tuple[str, list[dict[str, Any]]]] = {
    "stddev": ("std_dev", [{"name": "distribution", "preference": ["SAMPLE"]}]),
    "stddev_samp": ("std_dev", [{"name": "distribution", "preference": ["SAMPLE"]}]),
    "stddev_pop": ("std_dev", [{"name": "distribution", "preference": ["POPULATION"]}]),
}


def _new_declaration(plan: dict[str, Any], name: str) -> int:
    """A new declaration of ``name`` resolved by argument types (as
    ``declaration-by-name`` resolves one); its anchor."""
    declarations = plan.setdefault("extensions", [])
    used = {
        _int(d["extensionFunction"].get("functionAnchor", 0))
        for d in declarations
        if isinstance(d, dict) and isinstance(d.get("extensionFunction"), dict)
    }
    anchor = max((a for a in used if a is not None), default=0) + 1
    declarations.append({"extensionFunction": {"functionAnchor": anchor, "name": name}})
    return anchor


def _renamed(
    plan: dict[str, Any], names: Mapping[str, tuple[str, list[dict[str, Any]]]], rule: str
) -> Iterator[AppliedRule]:
    """Declarations named in ``names`` (base name) renamed to the spec's
    function, resolved by argument types, and each call given the options."""
    options: dict[int, list[dict[str, Any]]] = {}
    for index, declaration in enumerate(plan.get("extensions") or []):
        function = declaration.get("extensionFunction") if isinstance(declaration, dict) else None
        if not isinstance(function, dict):
            continue
        name = str(function.get("name", "")).split(":", 1)[0]
        if name not in names:
            continue
        spec_name, spec_options = names[name]
        function["name"] = spec_name
        function.pop("extensionUriReference", None)
        function.pop("extensionUrnReference", None)
        options[_int(function.get("functionAnchor", 0)) or 0] = spec_options
        said = ", ".join(f"{o['name']} {o['preference'][0]}" for o in spec_options)
        yield AppliedRule(
            rule, f"extensions[{index}].extensionFunction", f"{name} read as {spec_name} ({said})"
        )
    if not options:
        return
    for _, node in _walk(plan.get("relations"), "relations"):
        for key in ("scalarFunction", "measure", "windowFunction"):
            call = node.get(key)
            anchor = _int(call.get("functionReference", 0)) if isinstance(call, dict) else None
            if isinstance(call, dict) and anchor in options and not call.get("options"):
                call["options"] = copy.deepcopy(options[anchor or 0])


def _duckdb_functions(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DuckDB's own function names, and ``add(date, i32)`` (DuckDB: the
    date that many days later)."""
    yield from _renamed(plan, _DUCKDB_NAMES, "duckdb-function-names")
    anchors: dict[int, str] = {}
    for declaration in plan.get("extensions") or []:
        function = declaration.get("extensionFunction") if isinstance(declaration, dict) else None
        if not isinstance(function, dict):
            continue
        name = str(function.get("name", ""))
        if re.fullmatch(r"(add|subtract):date_i(8|16|32|64)", name):
            anchors[_int(function.get("functionAnchor", 0)) or 0] = name.split(":")[0]
    if not anchors:
        return
    shift: dict[str, int] = {}
    multiply: int | None = None
    for path, node in _walk(plan.get("relations"), "relations"):
        call = node.get("scalarFunction")
        if not isinstance(call, dict):
            continue
        anchor = _int(call.get("functionReference", 0))
        arguments = call.get("arguments")
        if anchor not in anchors or not isinstance(arguments, list) or len(arguments) != 2:
            continue
        operation = anchors[anchor]
        if operation not in shift:
            shift[operation] = _new_declaration(plan, operation)
        if multiply is None:
            multiply = _new_declaration(plan, "multiply")
        one_day = {"literal": {"intervalDayToSecond": {"days": 1, "precision": 0}}}
        days = {
            "scalarFunction": {
                "functionReference": multiply,
                "arguments": [arguments[1], {"value": one_day}],
            }
        }
        shifted = {
            "scalarFunction": {
                "functionReference": shift[operation],
                "arguments": [arguments[0], {"value": days}],
            }
        }
        declared = call.get("outputType") or {"date": {"nullability": "NULLABILITY_NULLABLE"}}
        del node["scalarFunction"]
        node["cast"] = {
            "type": declared,
            "input": shifted,
            "failureBehavior": "FAILURE_BEHAVIOR_THROW_EXCEPTION",
        }
        yield AppliedRule(
            "duckdb-function-names",
            f"{path}.scalarFunction",
            f"{operation}(date, n) read as cast({operation}(date, n * interval '1' day) AS date): "
            "n days later (earlier), as DuckDB means",
        )


def _duckdb_constant_or_null(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DuckDB's ``constant_or_null(c, a1, ..., an)``: ``c`` where every
    ``ai`` is non-null, else null (its optimizer writes it for a condition
    that is true, or false, for every non-null value)."""
    anchors = _anchors_named(plan, "constant_or_null")
    if not anchors:
        return
    is_null: int | None = None
    for path, node in _walk(plan.get("relations"), "relations"):
        call = node.get("scalarFunction")
        if not isinstance(call, dict) or _int(call.get("functionReference", 0)) not in anchors:
            continue
        arguments = call.get("arguments")
        arguments = arguments if isinstance(arguments, list) else []
        declared = call.get("outputType")
        values = [_get(a, "value") for a in arguments]
        if len(values) < 2 or not all(isinstance(v, dict) for v in values) or not declared:
            raise PlanError.at(
                f"{path}.scalarFunction",
                "DuckDB's constant_or_null needs a value, at least one argument and a declared "
                "output type; refused",
            )
        if is_null is None:
            is_null = _function_anchor(plan, "is_null")
        null = {"literal": {"null": copy.deepcopy(declared)}}
        ifs = [
            {
                "if": {"scalarFunction": {"functionReference": is_null, "arguments": [a]}},
                "then": copy.deepcopy(null),
            }
            for a in arguments[1:]
        ]
        del node["scalarFunction"]
        node["ifThen"] = {"ifs": ifs, "else": values[0]}
        yield AppliedRule(
            "duckdb-constant-or-null",
            f"{path}.scalarFunction",
            f"constant_or_null read as: null if any of its {len(ifs)} argument(s) is null, "
            "else the constant",
        )


# DataFusion's own names for functions the spec names otherwise.
_DATAFUSION_NAMES = {
    "btrim": "trim",
    "character_length": "char_length",
    "isnan": "is_nan",
    "date_part": "extract",
    "str_concat": "concat",  # the `||` operator: null when either side is
    "bitwise_shift_right": "shift_right",  # `>>`: arithmetic, as the spec's
    "bitwise_shift_left": "shift_left",  # `<<` (GROUPING(a, b) of an optimized plan)
}
# date_part's part names that the spec spells otherwise, and the indexing
# each means (DataFusion: `dow` counts Sunday as 0, `week` is the ISO week).
_DATAFUSION_PARTS = {"DOY": "DAY_OF_YEAR", "WEEK": "ISO_WEEK", "DOW": "SUNDAY_DAY_OF_WEEK"}
_ZERO_BASED_PARTS = {"DOW"}
# Parts DataFusion counts from the start of the minute (seconds included).
_WHOLE_SECONDS_PARTS = {"MILLISECOND", "MICROSECOND", "NANOSECOND"}
# The components the spec's extract takes an indexing argument (ONE, ZERO) for.
_INDEXED_COMPONENTS = {
    "QUARTER",
    "MONTH",
    "DAY",
    "DAY_OF_YEAR",
    "MONDAY_DAY_OF_WEEK",
    "SUNDAY_DAY_OF_WEEK",
    "MONDAY_WEEK",
    "SUNDAY_WEEK",
    "ISO_WEEK",
    "US_WEEK",
}


def _datafusion_functions(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DataFusion's function names and argument forms, as the spec writes them."""
    renamed: dict[int, str] = {}
    for index, declaration in enumerate(plan.get("extensions") or []):
        function = declaration.get("extensionFunction") if isinstance(declaration, dict) else None
        if not isinstance(function, dict):
            continue
        name = str(function.get("name", "")).split(":", 1)[0]
        if name in _DATAFUSION_NAMES:
            function["name"] = _DATAFUSION_NAMES[name]
            renamed[_int(function.get("functionAnchor", 0)) or 0] = name
            yield AppliedRule(
                "datafusion-function-names",
                f"extensions[{index}].extensionFunction",
                f"{name} read as {_DATAFUSION_NAMES[name]}",
            )
    likes = _anchors_named(plan, "like") | _anchors_named(plan, "ilike")
    for path, node in _walk(plan.get("relations"), "relations"):
        call = node.get("scalarFunction")
        if not isinstance(call, dict):
            continue
        anchor = _int(call.get("functionReference", 0))
        arguments = call.get("arguments") or []
        if anchor is None or not isinstance(arguments, list):
            continue  # malformed: the binder reports it at its path
        if renamed.get(anchor) == "date_part" and arguments:
            part = _get(_get(_get(arguments[0], "value"), "literal"), "string")
            if isinstance(part, str):
                if part.upper() in _WHOLE_SECONDS_PARTS:
                    raise PlanError.at(
                        f"{path}.scalarFunction.arguments[0]",
                        f"DataFusion's date_part({part!r}, ...) counts the whole seconds too "
                        "(12:34:56.789 gives 56789 milliseconds), the spec's "
                        f"extract({part.upper()}, ...) only the part below the second (789); "
                        "refused rather than read as something else",
                    )
                component = _DATAFUSION_PARTS.get(part.upper(), part.upper())
                arguments[0] = {"enum": component}
                yield AppliedRule(
                    "datafusion-function-names",
                    f"{path}.scalarFunction.arguments[0]",
                    f"date_part's {part!r} read as the enum {component}",
                )
                if component in _INDEXED_COMPONENTS and len(arguments) == 2:
                    indexing = "ZERO" if part.upper() in _ZERO_BASED_PARTS else "ONE"
                    arguments.insert(1, {"enum": indexing})
                    yield AppliedRule(
                        "datafusion-function-names",
                        f"{path}.scalarFunction.arguments[1]",
                        f"extract({component}, ...) without indexing read with {indexing}, "
                        "as DataFusion counts",
                    )
        if renamed.get(anchor) == "str_concat" and not call.get("options"):
            call["options"] = [{"name": "null_handling", "preference": ["ACCEPT_NULLS"]}]
            yield AppliedRule(
                "datafusion-function-names",
                f"{path}.scalarFunction",
                "`||` (str_concat) read as concat with null_handling ACCEPT_NULLS (null when "
                "either side is)",
            )
        if anchor in likes and len(arguments) == 3:
            escape = _get(_get(arguments[2], "value"), "literal")
            if "null" not in escape:
                raise PlanError.at(
                    f"{path}.scalarFunction.arguments[2]",
                    "like with an escape character: the spec's like has none",
                )
            del arguments[2]
            yield AppliedRule(
                "datafusion-function-names",
                f"{path}.scalarFunction.arguments[2]",
                "like's null escape argument dropped",
            )


def _datafusion_omitted_arguments(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DataFusion's calls that leave out an argument the spec's function
    requires: ``trim(x)`` (``btrim``, ``ltrim``, ``rtrim``: spaces) and
    ``round(x)`` (to a whole number, half away from zero)."""
    trims = set().union(*(_anchors_named(plan, name) for name in ("trim", "ltrim", "rtrim")))
    rounds = _anchors_named(plan, "round")
    if not trims and not rounds:
        return
    for path, node in _walk(plan.get("relations"), "relations"):
        call = node.get("scalarFunction")
        if not isinstance(call, dict):
            continue
        anchor = _int(call.get("functionReference", 0))
        arguments = call.get("arguments")
        if not isinstance(arguments, list) or len(arguments) != 1:
            continue
        if anchor in trims:
            arguments.append({"value": {"literal": {"string": " "}}})
            yield AppliedRule(
                "datafusion-omitted-arguments",
                f"{path}.scalarFunction",
                "trim of one argument read with the characters ' ' (DataFusion trims spaces)",
            )
        elif anchor in rounds:
            arguments.append({"value": {"literal": {"i32": 0}}})
            if not call.get("options"):
                call["options"] = [{"name": "rounding", "preference": ["TIE_AWAY_FROM_ZERO"]}]
            yield AppliedRule(
                "datafusion-omitted-arguments",
                f"{path}.scalarFunction",
                "round(x) read as round(x, 0) rounding TIE_AWAY_FROM_ZERO, as DataFusion rounds",
            )


def _datafusion_stddev(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DataFusion's ``stddev`` (``stddev_samp``, ``stddev_pop``): the spec's
    ``std_dev`` with its distribution, of the argument as a double (DataFusion
    coerces every numeric argument to Float64)."""
    anchors = set().union(*(_anchors_named(plan, n) for n in _DATAFUSION_AGGREGATES))
    if not anchors:
        return
    yield from _renamed(plan, _DATAFUSION_AGGREGATES, "datafusion-stddev")
    for path, node in _walk(plan.get("relations"), "relations"):
        for key in ("measure", "windowFunction"):
            call = node.get(key)
            arguments = call.get("arguments") if isinstance(call, dict) else None
            if _int(_get(call, "functionReference") or 0) not in anchors:
                continue
            if not isinstance(arguments, list) or len(arguments) != 1:
                continue
            value = _get(arguments[0], "value")
            if "fp64" in _get(_get(value, "cast"), "type"):
                continue
            double = {"fp64": {"nullability": "NULLABILITY_NULLABLE"}}
            arguments[0] = {"value": {"cast": {"type": double, "input": value}}}
            yield AppliedRule(
                "datafusion-stddev", f"{path}.{key}.arguments[0]", "argument cast to fp64"
            )


def _datafusion_simple_case(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DataFusion writes ``CASE x WHEN v1 THEN r1 ... END`` as an if-then
    whose first clause holds only the operand ``x``; the spec's if-then has
    conditions, so each ``vi`` becomes ``equal(x, vi)``."""
    equal: int | None = None
    for path, node in _walk(plan.get("relations"), "relations"):
        clauses = _get(node.get("ifThen"), "ifs")
        if not isinstance(clauses, list) or len(clauses) < 2:
            continue
        first = clauses[0]
        if not isinstance(first, dict) or "then" in first or "if" not in first:
            continue
        if equal is None:
            equal = _function_anchor(plan, "equal")
        operand = first["if"]
        rewritten = []
        for clause in clauses[1:]:
            value = clause.get("if") if isinstance(clause, dict) else None
            condition = {
                "scalarFunction": {
                    "functionReference": equal,
                    "arguments": [{"value": copy.deepcopy(operand)}, {"value": value}],
                    "outputType": {"bool": {"nullability": "NULLABILITY_NULLABLE"}},
                }
            }
            rewritten.append({**clause, "if": condition})
        node["ifThen"]["ifs"] = rewritten
        yield AppliedRule(
            "datafusion-simple-case",
            f"{path}.ifThen.ifs[0]",
            f"CASE operand WHEN ...: {len(rewritten)} clause(s) read as equal(operand, value)",
        )


def _datafusion_untyped_null(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """DataFusion writes SQL's bare ``NULL`` as a null of a user-defined type
    ``null`` that no extension declares; it is an untyped null, typed by where
    it stands (as a ``null {}`` literal and the language's ``null`` are)."""
    declarations = plan.get("extensions")
    if not isinstance(declarations, list):
        return
    anchors: set[int] = set()
    for index, declaration in enumerate(list(declarations)):
        found = declaration.get("extensionType") if isinstance(declaration, dict) else None
        if (
            isinstance(found, dict)
            and found.get("name") == "null"
            and found.get("extensionUrnReference") == _NO_EXTENSION
        ):
            anchors.add(_int(found.get("typeAnchor", 0)) or 0)
            declarations.remove(declaration)
            yield AppliedRule(
                "datafusion-untyped-null",
                f"extensions[{index}].extensionType",
                "the type 'null' of no extension read as SQL's untyped null",
            )
    if not anchors:
        return
    for path, node in _walk(plan.get("relations"), "relations"):
        literal = node.get("literal")
        defined = _get(_get(literal, "null"), "userDefined")
        if (
            isinstance(literal, dict)
            and defined
            and (_int(defined.get("typeReference", 0)) or 0) in anchors
        ):
            literal["null"] = {}
            yield AppliedRule(
                "datafusion-untyped-null", f"{path}.literal", "NULL typed by where it stands"
            )


def _function_anchor(plan: dict[str, Any], name: str) -> int:
    """The anchor of a declaration of ``name``, added (resolved by name and
    argument types, as ``declaration-by-name`` does) when the plan has none."""
    existing = sorted(_anchors_named(plan, name))
    if existing:
        return existing[0]
    declarations = plan.setdefault("extensions", [])
    used = {
        _int(d["extensionFunction"].get("functionAnchor", 0))
        for d in declarations
        if isinstance(d, dict) and isinstance(d.get("extensionFunction"), dict)
    }
    anchor = max((a for a in used if a is not None), default=0) + 1
    declarations.append({"extensionFunction": {"functionAnchor": anchor, "name": name}})
    return anchor


def _zero_based_substring(plan: dict[str, Any], _: Registry) -> Iterator[AppliedRule]:
    """ibis-substrait writes substring's start 0-based (``left(s, 3)`` is
    ``substring(s, 0, 3)``); the spec counts from 1."""
    anchors = _anchors_named(plan, "substring")
    if not anchors:
        return
    for path, node in _walk(plan.get("relations"), "relations"):
        call = node.get("scalarFunction")
        if not isinstance(call, dict) or _int(call.get("functionReference", 0)) not in anchors:
            continue
        arguments = call.get("arguments") or []
        start = (
            _get(arguments[1], "value")
            if isinstance(arguments, list) and len(arguments) > 1
            else {}
        )
        start = _get(_get(start, "cast"), "input") or start  # ibis casts the literal
        start = _get(start, "literal")
        kind = next((k for k in _INTEGER_LITERALS if k in start), None)
        if kind is None:
            raise PlanError.at(
                f"{path}.scalarFunction.arguments[1]",
                "ibis-substrait writes substring starts counting from 0; only a literal start "
                "can be read as the spec's 1-based one",
            )
        old = _int(start[kind])
        if old is None:
            raise PlanError.at(
                f"{path}.scalarFunction.arguments[1]", "a substring start must be an integer"
            )
        start[kind] = old + 1
        yield AppliedRule(
            "ibis-zero-based-substring",
            f"{path}.scalarFunction.arguments[1]",
            f"start {old} (0-based) read as {old + 1}",
        )


RULES: tuple[Rule, ...] = (
    Rule(
        "old-join-type-names",
        "any",
        "before 0.43",
        "join types `JOIN_TYPE_SEMI`, `JOIN_TYPE_ANTI`, `JOIN_TYPE_SINGLE`",
        "read as `JOIN_TYPE_LEFT_SEMI`, `JOIN_TYPE_LEFT_ANTI`, `JOIN_TYPE_LEFT_SINGLE`",
        _always,
        visit=_old_join_types,
    ),
    Rule(
        "virtual-table-values",
        "any",
        "deprecated since 0.51",
        "a virtual table as `values` (struct literals), maybe with no `baseSchema` (DuckDB's "
        "one-row table for a SELECT without FROM)",
        "read as `expressions` rows of the same literals; a missing schema takes the first "
        "row's literal types",
        _always,
        visit=_virtual_table_values,
    ),
    Rule(
        "old-interval-microseconds",
        "DuckDB",
        "before 0.56 (the field was removed)",
        "an interval day-to-second literal with `microseconds`",
        "read as `subseconds` with `precision` 6",
        _always,
        visit=_old_interval_microseconds,
    ),
    Rule(
        "single-part-compound-interval",
        "DataFusion",
        "0.85 and later (compound intervals)",
        "interval literals written as `intervalCompound` with one part zero "
        "(`INTERVAL '90' DAY` as 0 months + 90 days)",
        "read as the simple interval of the other part, which the datetime functions take",
        _always,
        visit=_single_part_intervals,
    ),
    Rule(
        "join-without-expression",
        "DataFusion (unoptimized plans of `FROM a, b`)",
        "any",
        "an inner join with no `expression`",
        "read as the join on `true` (every pair), as an absent condition means",
        _always,
        visit=_implicit_cross_joins,
    ),
    Rule(
        "duckdb-not-like-as-not-equal",
        "DuckDB 1.1.3",
        "before 0.54 (1.1.3 declares 0.53)",
        "`x NOT LIKE p` written `not_equal(x, p)` of strings, exactly as `x != p` is (DuckDB "
        "reads its own not_equal of strings back as NOT LIKE, so one of the two is always "
        "wrong): TPC-H q13's `o_comment NOT LIKE '%special%requests%'`",
        "where `p` is a string literal without `%` or `_` the two agree and the call is read "
        "as not_equal (listed); every other not_equal of strings is refused at the call naming "
        "the DuckDB bug, never run as either",
        _is("duckdb", below=54),
        _duckdb_not_like,
    ),
    Rule(
        "duckdb-function-names",
        "DuckDB",
        "all declared so far (≤ 0.53 seen)",
        "its own function names (`stddev_samp`, `stddev_pop`, `||`, `%`) and `add(date, i32)` / "
        "`subtract(date, i32)` (the date n days later or earlier; the spec adds intervals)",
        "read as `std_dev` with distribution SAMPLE (POPULATION), `concat` with null_handling "
        "ACCEPT_NULLS (DuckDB's `||` is null when either side is), `modulus` "
        "with division_type TRUNCATE and on_domain_error NULL (DuckDB's `%`), and "
        "`cast(add(date, n * interval '1' day) AS date)` (midnight n days later, as a date)",
        _is("duckdb"),
        _duckdb_functions,
    ),
    Rule(
        "duckdb-constant-or-null",
        "DuckDB",
        "all declared so far (≤ 0.53 seen)",
        "`constant_or_null(c, a1, ..., an)`, a DuckDB function no extension declares, which "
        "its optimizer writes for a condition it knows holds (or fails) for every non-null "
        "value (TPC-DS q13, q15, q48: `constant_or_null(true, ss_sales_price, 100.00)`)",
        "read as DuckDB computes it: `if a1 is null then null ... else c`, the null of the "
        "call's declared type",
        _is("duckdb"),
        _duckdb_constant_or_null,
    ),
    Rule(
        "declaration-by-name",
        "DataFusion (u32::MAX anchor), DuckDB (folder URI), others (compound-name spellings)",
        "any",
        "a function declaration whose extension is not declared, is u32::MAX, is a folder "
        "or unknown URI, or whose compound name no impl of that extension has "
        "(`and:bool?`, `upper:string`, `median:fp64`)",
        "the declaration is resolved by its base name and the call's argument types, as the "
        "type checker resolves text; ambiguity is an error listing candidates",
        _always,
        _loose_declarations,
    ),
    Rule(
        "implicit-root-reference",
        "DataFusion",
        "before 0.57",
        "field references with no root type (`rootReference` left out)",
        "read as references to the relation's input (`rootReference`)",
        _is("datafusion", below=57),
        _implicit_root_references,
    ),
    Rule(
        "datafusion-function-names",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "its own function names (`btrim`, `character_length`, `isnan`, `str_concat` for "
        "`||`, `date_part` with a string part and no indexing argument) and a third `like` "
        "argument (the escape character, null when none)",
        "read as `trim`, `char_length`, `is_nan`, `concat` with `null_handling` ACCEPT_NULLS, "
        "`extract` with an enum part (`doy`, `week`, `dow` as DAY_OF_YEAR, ISO_WEEK, "
        "SUNDAY_DAY_OF_WEEK) and, where the spec's overload has one, the indexing DataFusion "
        "counts with (ONE; ZERO for `dow`); `millisecond`, `microsecond`, `nanosecond` are "
        "refused (DataFusion counts the whole seconds in them, the spec does not); a null "
        "escape is dropped, any other escape refused",
        _is("datafusion"),
        _datafusion_functions,
    ),
    Rule(
        "datafusion-omitted-arguments",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`trim(x)` (`btrim`, `ltrim`, `rtrim`) and `round(x)` with one argument (the spec's "
        "take the characters to trim, the decimal places)",
        "read as `trim(x, ' ')` (DataFusion trims spaces) and `round(x, 0)` with rounding "
        "TIE_AWAY_FROM_ZERO (DataFusion rounds halves away from zero)",
        _is("datafusion"),
        _datafusion_omitted_arguments,
    ),
    Rule(
        "datafusion-stddev",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`stddev` (and `stddev_samp`, `stddev_pop`) of any numeric argument",
        "read as `std_dev` with distribution SAMPLE (POPULATION) of the argument cast to fp64, "
        "as DataFusion coerces it",
        _is("datafusion"),
        _datafusion_stddev,
    ),
    Rule(
        "datafusion-grouping-measure",
        "DataFusion (unoptimized plans)",
        "all declared so far (≤ 0.85 seen)",
        "`GROUPING(x, ...)` written as a measure `grouping` that no extension defines "
        "(TPC-DS q27, q36, q70, q86); a measure cannot see the row's grouping set",
        "the measure is left out of the aggregate and computed in a project above it from the "
        "grouping-set column: a bit per argument, the first the highest, set where the row's "
        "grouping set leaves that key out (SQL's GROUPING, DataFusion's Int32); an argument that "
        "is not a grouping key is refused",
        _is("datafusion"),
    ),
    Rule(
        "datafusion-untyped-null",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "SQL's bare `NULL` (`name || NULL`) written as a null of a user-defined type `null` "
        "declared with no extension (u32::MAX)",
        "the declaration is dropped and each such literal read as an untyped null, typed by "
        "where it stands (as the language's `null` is)",
        _is("datafusion"),
        _datafusion_untyped_null,
    ),
    Rule(
        "datafusion-simple-case",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`CASE x WHEN v THEN r ... END` written as an if-then whose first clause holds the "
        "operand `x` and no `then` (otherwise read as an expression with nothing set)",
        "each following clause's value `v` becomes the condition `equal(x, v)` (SQL's "
        "meaning: a null operand or value matches no clause)",
        _is("datafusion"),
        _datafusion_simple_case,
    ),
    Rule(
        "median-precision",
        "DuckDB, DataFusion, ibis",
        "any",
        "`median(x)` without the `precision` enum argument the spec has since given it",
        "read as `median(EXACT, x)` (the SQL median these producers translate is exact; "
        "an exact result also meets APPROXIMATE's contract)",
        _always,
        _median_precision,
    ),
    Rule(
        "duckdb-string-agg-separator",
        "DuckDB",
        "all declared so far (≤ 0.53 seen)",
        "`string_agg(x)` with no separator argument, whatever separator the query gave "
        "(DuckDB's binder keeps it outside the call; `string_agg(N_NAME, ',')` is written "
        "`string_agg(N_NAME)`)",
        "refused at the call with that reason: reading DuckDB's default ',' would silently "
        "change every query that gave another separator",
        _is("duckdb"),
        _duckdb_string_agg,
    ),
    Rule(
        "ibis-zero-based-substring",
        "ibis-substrait",
        "all declared so far (≤ 0.56 seen)",
        "substring's start counts from 0 (`left(s, 3)` is written `substring(s, 0, 3)`)",
        "a literal start is read plus one; a computed start is refused",
        _is("ibis-substrait"),
        _zero_based_substring,
    ),
    Rule(
        "project-outputs-expressions",
        "DuckDB; DataFusion before its producer wrote emits (apache/datafusion#12495)",
        "DuckDB: all declared so far (≤ 0.53 seen); DataFusion: before 0.57",
        "a project without `emit` outputs only its expressions (the spec: its input's fields, "
        "then its expressions)",
        "such a project gets the emit that selects its expressions",
        lambda producer: _is("duckdb")(producer) or _is("datafusion", below=57)(producer),
    ),
    Rule(
        "argument-widening",
        "isthmus, DuckDB, DataFusion, ibis",
        "any",
        "calls whose arguments match no overload as written: integer literals of another "
        "width (`gt(i32, 5::i64)`), mixed widths (`equal(i32, i64)`), decimals of "
        "different precision, a date against a timestamp, a function declared in the "
        "wrong extension file",
        "the fewest lossless casts that make an overload match are inserted in the typed "
        "plan (an integer literal is re-typed only when its value fits); never a lossy one. "
        "Two decimals that no decimal holds both of (`gt(decimal<38,4>, decimal<38,6>)`) are "
        "compared by value: where the wider side is beyond the other's range its sign decides, "
        "elsewhere both are cast to a decimal that holds both there",
        _always,
    ),
    Rule(
        "datafusion-analyzer-casts",
        "DataFusion (unoptimized plans: its logical plan before the analyzer)",
        "all declared so far (≤ 0.85 seen)",
        "a date field compared with a string literal (`o_orderdate < '1993-01-01'`) or "
        "listed with strings (`d_date IN ('2000-06-30', ...)`, TPC-DS q83), an "
        "integer literal added to or subtracted from a date field (`o_orderdate + 3`), an "
        "integer literal beside a float branch of a CASE (`CASE ... THEN 0 ELSE stdev / mean "
        "END`, q39): no overload of the spec takes them, branches must have one type",
        "read as DataFusion's analyzer casts them: the string as a date literal (only "
        "`YYYY-MM-DD`; any other string is refused), the integer as an interval of that many "
        "days (then `date-plus-whole-days`), the integer branch as the float the other "
        "branches declare (up to 2^53); other operands than a date field and a literal are "
        "left to the type checker",
        _is("datafusion"),
    ),
    Rule(
        "float-coercion",
        "DuckDB, DataFusion",
        "any (their engines' own type coercion: DuckDB's `ImplicitCast` to DOUBLE, "
        "DataFusion's numeric coercion with a Float64 side)",
        "arithmetic and comparisons that mix a float with an integer or decimal "
        "(`multiply(decimal<12,2>, fp64)`, `subtract(i64, fp64)`, `lte(fp64, "
        "decimal<38,2>)`): their engines cast the exact operand to the float and compute in "
        "floating point (DataFusion reads `0.2` as a double unless told otherwise)",
        "when no lossless widening makes an overload match, the integer or decimal operand "
        "is cast to the other operand's float type, as those engines do; listed per call. "
        "Other producers' plans with such calls stay refused (no overload matches)",
        lambda producer: _is("duckdb")(producer) or _is("datafusion")(producer),
    ),
    Rule(
        "read-widening",
        "any",
        "any",
        "a read's declared column type is wider than the data's (`i64` declared, `i32` stored)",
        "the column is cast to the declared type when read",
        _always,
    ),
    Rule(
        "read-narrowing",
        "any (ibis and isthmus write the types of the DDL they were given)",
        "any",
        "a read's declared column type is narrower than the data's (`i32` declared, `i64` "
        "stored; `decimal<12,2>` against `decimal<15,4>`; `precision_timestamp<3>` against "
        "Spark's microseconds)",
        "the column is read through a checked cast: a value that fits is read as declared, one "
        "that does not stops the run with an error naming the column, the table or file and "
        "the read's path (never a wrapped, rounded or truncated value); `--strict-schema` "
        "(`PlanOptions(strict_schema=True)`) refuses the read instead. Any other declared type "
        "is an error naming the column and both types",
        _always,
    ),
    Rule(
        "datafusion-grouping-id-order",
        "DataFusion (apache/datafusion#17910, fixed by #23468 with an emit on the aggregate)",
        "0.57 to 0.85 seen",
        "an aggregate with several grouping sets and no `emit` outputs its distinct keys, then "
        "its grouping id, then its measures (the spec: every key, measures, grouping set)",
        "the aggregate gets the emit that reorders its output that way, and the column holds "
        "DataFusion's own value, computed from the spec's grouping-set index: a bit per "
        "distinct key, the first key the highest, set where the set leaves the key out (so "
        "`GROUPING(x)`, which DataFusion's optimized plans compute with `>>` and `&` on it, "
        "is DataFusion's); DataFusion's `bitwise_shift_right` and `bitwise_shift_left` are "
        "read as `shift_right` and `shift_left`",
        lambda producer: producer.name == "datafusion" and (producer.minor or 0) >= 57,
    ),
    Rule(
        "grouping-set-column-by-use",
        "isthmus (no declared version); DataFusion before 0.57",
        "none declared; DataFusion before 0.57",
        "an aggregate with several grouping sets, where the producer may not count the "
        "grouping-set index column (isthmus declares no version; DataFusion's root names "
        "leave it out)",
        "the plan is bound both ways; the reading under which every emit and the root names "
        "fit is taken, and an ambiguous plan is an error (a plan with expression text, the "
        "project's own form, is read by the spec)",
        lambda producer: producer.minor is None or _is("datafusion", below=57)(producer),
    ),
    # Declared output types (``plan/bind/declared.py``): a call whose
    # declared type differs from the spec's derivation is read by one of
    # these, or refused at its path naming both types.
    Rule(
        "avg-fp64-mean",
        "DuckDB, DataFusion",
        "all declared so far (DuckDB ≤ 0.53, DataFusion ≤ 0.85 seen)",
        "`avg` over integers declared `fp64` (DuckDB, DataFusion; DuckDB also over decimals), "
        "or over integers with no declared type (DataFusion writes none on measures; its `avg` "
        "of integers is always Float64): the spec's `avg` of integers is a truncated integer",
        "read as the fp64 mean, `avg(cast(x AS fp64))`, as DataFusion computes it (DuckDB sums "
        "exactly before dividing: the two differ only in the last bits of sums beyond 2^53)",
        lambda producer: producer.name in ("duckdb", "datafusion"),
    ),
    Rule(
        "datafusion-decimal-avg",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`avg` of `decimal<P,S>` with no declared type (DataFusion writes none on measures): "
        "DataFusion's mean is `decimal<P+4,S+4>`, truncated toward zero; the spec's `avg` is "
        "`decimal<38,S>`",
        "read as the package's `avg_truncated` (`extension:io.github.substrait-expr:decimal`), "
        "DataFusion's mean computed exactly: Spark's quotient of the sum and the count at 6 or "
        "more extra places, truncated toward zero (inputs up to 22 digits)",
        _is("datafusion"),
    ),
    Rule(
        "datafusion-repeated-grouping-key",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`GROUP BY a, b, a` (TPC-DS q11 groups by `d_year` twice) written with the repeated "
        "expression twice among the aggregate's grouping expressions, while the relations above "
        "count it once (the spec: one output column per grouping expression, so every field "
        "reference above is off by one; DataFusion reading its own unoptimized q11 back returns "
        "0 rows of the 9 its SQL gives)",
        "a grouping expression equal to an earlier one is read as that one: the aggregate outputs "
        "each distinct key once, as DataFusion does; grouping sets refer to the first",
        _is("datafusion"),
    ),
    Rule(
        "duckdb-set-null",
        "DuckDB",
        "all declared so far (≤ 0.53 seen)",
        "SQL's bare `NULL` as a column of a set input, written as an untyped null literal "
        "(`null {}`; TPC-DS q27's `UNION ALL SELECT i_item_id, NULL AS s_state, 1 ...`), "
        "which DuckDB's binder types from the set's other inputs",
        "the null takes the type the other inputs give the column (a null no input types is "
        "refused); nothing else is coerced",
        _is("duckdb"),
    ),
    Rule(
        "datafusion-set-coercion",
        "DataFusion (unoptimized plans: its logical plan before the analyzer)",
        "all declared so far (≤ 0.85 seen)",
        "set inputs whose columns differ in type: SQL's bare `NULL` as a column of one input "
        "(`SELECT a, NULL FROM t UNION ALL SELECT a, b FROM u`), decimals of one scale or "
        "integers in different widths (TPC-DS q11 and q77: `decimal<17,2>` beside "
        "`decimal<22,2>`); DataFusion's analyzer coerces them to one type",
        "the untyped null takes the type the other inputs give the column; columns of "
        "different widths are cast (losslessly) to the widest, in a project above the input; "
        "any other difference is refused, as for every producer",
        _is("datafusion"),
    ),
    Rule(
        "datafusion-decimal-sum",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`sum` of `decimal<P,S>` with no declared type (DataFusion writes none on measures): "
        "DataFusion's sum is `decimal<min(38,P+10),S>` (as Spark's); the spec's is "
        "`decimal<38,S>`. The values are the same, but every type DataFusion derives from the "
        "sum (`sum(x) * 1.2`, `avg(sum(x))`, `sum(x) - avg(...)`) is declared from the narrower "
        "one, so reading the spec's width refused TPC-DS q1, q24, q47, q53, q57, q63, q65, q81, "
        "q89",
        "the sum is computed as the spec's, then cast (checked: a sum beyond `P+10` digits stops "
        "the run, as DataFusion's overflow does) to `decimal<min(38,P+10),S>`: in a project above "
        "the aggregate for a measure, around the call for a window `sum`",
        _is("datafusion"),
    ),
    Rule(
        "datafusion-decimal-division",
        "DataFusion",
        "all declared so far (≤ 0.85 seen)",
        "`divide(decimal<P1,S1>, decimal<P2,S2>)` declared `decimal<min(38,P1+S2+4), S1+4>` (the "
        "spec: `decimal<38,6>` for `decimal<25,3> / decimal<20,0>`, DataFusion `decimal<29,7>`), "
        "the quotient truncated toward zero; also where the two types agree (`sum * 100 / total` "
        "is `decimal<38,6>` in both, and the spec's divide rounds the last digit: TPC-DS q20 and "
        "q98 differed in it)",
        "computed exactly as DataFusion does: `A = x * 10^S`, `(A - A % y) / y` is the truncated "
        "quotient as a whole number, times `10^-S`; each step's type is checked to keep its "
        "digits (a value too large stops the run), the result cast (checked) to the declared "
        "type; any other declared scale is refused, and so is a quotient of the spec's type that "
        "cannot be computed this way",
        _is("datafusion"),
    ),
    Rule(
        "exact-decimal-product",
        "any (DuckDB, DataFusion, isthmus declare the exact product's scale)",
        "any",
        "`multiply` of decimals declared with scale `S1+S2` where the spec's derivation, past 38 "
        "digits, keeps fewer (`decimal<38,2> * decimal<38,10>` declared `decimal<38,12>`, the "
        "spec `decimal<38,6>`)",
        "the operands are cast (checked) to precisions whose spec product keeps every digit (a "
        "literal to its own digits), then the product is cast (checked) to the declared type: "
        "exact, or an error, never a rounded product",
        _always,
    ),
    Rule(
        "declared-width",
        "any (isthmus and DuckDB declare their engines' widths; ibis declares i64 sums of i32)",
        "any",
        "a declared type of the same kind as the derived one, in another width: integers "
        "(`modulus(i64, i64)` declared `i32`, `add(i32, i32)` declared `i64`), an integer as "
        "`decimal<P,0>`, decimals of one scale (`multiply` declared `decimal<19,4>`, the spec "
        "`decimal<32,4>`), `round(x, d)` declared with scale `d`, a timestamp with more digits",
        "aggregate and window functions are read as derived (the same values); integer "
        "`add`/`subtract`/`multiply` declared wider are computed at the declared width; any "
        "other call is cast to the declared type, losslessly when wider, checked when narrower "
        "(a value that does not fit stops the run, never wraps or rounds)",
        _always,
    ),
    Rule(
        "integer-operand-scale",
        "isthmus, DataFusion",
        "any",
        "an integer operand written as a cast to a decimal with a scale (isthmus: `O_TOTALPRICE "
        "* 10` as `multiply(x, cast(10 AS decimal<15,2>))` declared `decimal<25,2>`, Calcite's "
        "type for a decimal times an integer), or an integer operand or literal the spec needs "
        "widened (DataFusion: `decimal<15,2> * i32` declared `decimal<26,2>`; its unoptimized "
        "plans' `sum(x) * 100` declared `decimal<38,2>`, `95 / 100.0` declared `decimal<25,4>`)",
        "the integer is read as `decimal<N,0>` (N its digits): the same value, and the "
        "result has the declared scale (a product past 38 digits computed as "
        "`exact-decimal-product`, a DataFusion quotient as `datafusion-decimal-division`)",
        _always,
    ),
    Rule(
        "date-plus-whole-days",
        "isthmus",
        "any",
        "`date ± interval` declared `date` (Calcite's type; the spec gives a timestamp)",
        "read as the date when the interval is a literal of whole days (the timestamp is that "
        "date's midnight); otherwise refused",
        _always,
    ),
    Rule(
        "duckdb-comparison-type",
        "DuckDB",
        "all declared so far (≤ 0.53 seen)",
        "comparisons declared with their first argument's type (`lt(date, date)` declared `date`)",
        "read as boolean: DuckDB's comparisons are boolean, the declaration is its mistake",
        _is("duckdb"),
    ),
    Rule(
        "ibis-true-division",
        "ibis-substrait",
        "all declared so far (≤ 0.56 seen)",
        "`divide` of integers declared `fp64` (ibis's `/` is true division)",
        "the operands are cast to the declared float and divided",
        _is("ibis-substrait"),
    ),
)
_BY_NAME = {rule.name: rule for rule in RULES}


def rule_applies(name: str, producer: Producer) -> bool:
    """Whether the rule called ``name`` applies to plans by ``producer``."""
    return _BY_NAME[name].applies(producer)


# Where the project's own plan files may hold expression text.
_TEXT_KEYS = {
    "condition",
    "expression",
    "expressions",
    "measure",
    "groupingExpressions",
    "sorts",
    "baseSchema",
    "filter",
    "postJoinFilter",
    "bestEffortFilter",
}


def _written_as_text(plan: Mapping[str, Any]) -> bool:
    """A plan in the project's own sugared form (expressions as text): it is
    read by the spec, whatever version it declares."""
    for _, node in _walk(plan.get("relations"), "relations"):
        for key in _TEXT_KEYS & node.keys():
            value = node[key]
            if isinstance(value, str) or (
                isinstance(value, list) and any(isinstance(v, str) for v in value)
            ):
                return True
    return False


def adapt(plan: dict[str, Any], registry: Registry) -> tuple[dict[str, Any], Quirks]:
    """Apply the document rules that fit the plan's producer (in place) and
    return the binding rules that apply, with the document rules recorded."""
    producer = producer_of(plan)
    quirks = Quirks(
        producer,
        project_outputs_expressions_only=_BY_NAME["project-outputs-expressions"].applies(producer),
        grouping_id_before_measures=_BY_NAME["datafusion-grouping-id-order"].applies(producer),
        float_coercion=_BY_NAME["float-coercion"].applies(producer),
        analyzer_casts=_BY_NAME["datafusion-analyzer-casts"].applies(producer),
        grouping_set_column=None
        if _BY_NAME["grouping-set-column-by-use"].applies(producer) and not _written_as_text(plan)
        else True,
    )
    visits: list[Rule] = []  # consecutive per-object rules, run in one walk
    for rule in RULES:
        if not rule.applies(producer):
            continue
        if rule.visit is not None:
            visits.append(rule)
            continue
        if rule.rewrite is not None:
            quirks.applied.extend(_visited(plan, visits))
            visits = []
            quirks.applied.extend(rule.rewrite(plan, registry))
    quirks.applied.extend(_visited(plan, visits))
    return plan, quirks


def _visited(plan: dict[str, Any], rules: list[Rule]) -> list[AppliedRule]:
    """Run per-object ``rules`` over the relation tree in one walk; what they
    did, listed rule by rule (each in walk order) as if each had walked alone."""
    if not rules:
        return []
    visitors = [rule.visit for rule in rules if rule.visit is not None]
    found: list[list[AppliedRule]] = [[] for _ in visitors]
    for path, node in _walk(plan.get("relations"), "relations"):
        for visit, done in zip(visitors, found, strict=True):
            done.extend(visit(path, node))
    return [applied for done in found for applied in done]


def rules_markdown() -> str:
    """The rule table of ``docs/interop.md``."""
    lines = [
        "| rule | producer | versions | quirk | what the loader does |",
        "| --- | --- | --- | --- | --- |",
    ]
    for rule in RULES:
        lines.append(
            f"| `{rule.name}` | {rule.producers} | {rule.versions} | {rule.quirk} | {rule.action} |"
        )
    return "\n".join(lines)
