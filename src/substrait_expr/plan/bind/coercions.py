"""DataFusion's analyzer casts, where its unanalyzed plans leave them out.

DataFusion's logical plan as written (before its analyzer) compares a date
with a string literal (``o_orderdate < '1993-01-01'``) and adds an integer
literal to a date (``o_orderdate + 3``); the analyzer casts the string to a
date and reads the integer as that many days, which is what the plan means.
So does a date's IN list of strings (``d_date IN ('2000-06-30', ...)``),
and an integer literal branch of a CASE whose other branches are calls
declared as a float (``CASE ... THEN 0 ELSE stdev / mean END``).
The rule ``datafusion-analyzer-casts`` (``plan/interop.py``) applies this to
DataFusion's protobuf expressions, on a copy, before they are type checked:
only where one argument is a field of type date (the input's schema says so)
and the other a literal, so nothing is guessed.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from typing import Any

from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.schema import Schema

__all__ = ["AnalyzerCastError", "analyzer_casts"]

_COMPARISONS = frozenset(
    {"lt", "lte", "gt", "gte", "equal", "not_equal", "is_distinct_from", "is_not_distinct_from"}
)
_SHIFTS = frozenset({"add", "subtract"})
_INTEGERS = ("i8", "i16", "i32", "i64")
_EPOCH = dt.date(1970, 1, 1)


class AnalyzerCastError(ValueError):
    """A cast DataFusion's analyzer would make that cannot be made exactly."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def analyzer_casts(
    value: Mapping[str, Any],
    schema: Schema,
    names: Mapping[int, str],
    path: str,
    record: Callable[[str, str], None],
) -> Mapping[str, Any]:
    """``value`` with DataFusion's analyzer casts made (a copy when any is)."""
    changed = _visit(value, schema, names, path, record)
    return value if changed is None else changed


def _visit(
    value: Any,
    schema: Schema,
    names: Mapping[int, str],
    path: str,
    record: Callable[[str, str], None],
) -> Any:
    """The rewritten ``value``, or None when nothing in it changes."""
    if isinstance(value, list):
        items = [_visit(v, schema, names, f"{path}[{i}]", record) for i, v in enumerate(value)]
        if all(item is None for item in items):
            return None
        return [v if item is None else item for v, item in zip(value, items, strict=True)]
    if not isinstance(value, Mapping):
        return None
    out: dict[str, Any] | None = None
    for key, child in value.items():
        if key == "subquery":  # bound on its own, with its own schema
            continue
        new = _visit(child, schema, names, f"{path}.{key}", record)
        if new is not None:
            out = dict(value) if out is None else out
            out[key] = new
    branches = _float_branches((out or value).get("ifThen"), path, record)
    if branches is not None:
        out = dict(value) if out is None else out
        out["ifThen"] = branches
    listed = _date_in_list((out or value).get("singularOrList"), schema, path, record)
    if listed is not None:
        out = dict(value) if out is None else out
        out["singularOrList"] = listed
    call = (out or value).get("scalarFunction")
    if not isinstance(call, Mapping):
        return out
    reference = call.get("functionReference", 0)
    name = names.get(reference) if isinstance(reference, int) else None
    arguments = call.get("arguments")
    if name is None or not isinstance(arguments, list) or len(arguments) != 2:
        return out
    here = f"{path}.scalarFunction"
    rewritten = list(arguments)
    if name in _COMPARISONS:
        for date_side, other in ((0, 1), (1, 0)):
            text = _literal(arguments[other]).get("string")
            if _is_date_field(arguments[date_side], schema) and isinstance(text, str):
                rewritten[other] = {"value": {"literal": {"date": _days(text, here, other)}}}
                record(here, f"the string {text!r} compared with a date read as DATE '{text}'")
    elif name in _SHIFTS and _is_date_field(arguments[0], schema):
        literal = _literal(arguments[1])
        kind = next((k for k in _INTEGERS if k in literal), None)
        if kind is not None:
            days = int(literal[kind])
            interval = {"days": days, "precision": 0}
            rewritten[1] = {"value": {"literal": {"intervalDayToSecond": interval}}}
            record(here, f"{name}(date, {days}) read as {name}(date, interval '{days}' day)")
    if rewritten == arguments:
        return out
    out = dict(value) if out is None else out
    out["scalarFunction"] = {**call, "arguments": rewritten}
    return out


_FLOATS = ("fp32", "fp64")


def _float_branches(
    body: Any, path: str, record: Callable[[str, str], None]
) -> Mapping[str, Any] | None:
    """``CASE ... THEN 0 ELSE x / y END`` where the other branches are calls
    declared as a float: the integer literal branches read as that float,
    the common type DataFusion's analyzer gives the branches (None: unchanged)."""
    if not isinstance(body, Mapping) or not isinstance(body.get("ifs"), list):
        return None
    clauses = [c for c in body["ifs"] if isinstance(c, Mapping)]
    branches = [c.get("then") for c in clauses] + [body.get("else")]
    kinds = set()
    for branch in branches:
        declared = _declared_kind(branch)
        if declared is not None:
            kinds.add(declared)
    if len(kinds) != 1 or not kinds <= set(_FLOATS):
        return None
    (kind,) = kinds

    def as_float(branch: Any) -> Any:
        literal = _literal({"value": branch})
        integer = next((k for k in _INTEGERS if k in literal), None)
        if integer is None or abs(int(literal[integer])) > 2**53:
            return None
        return {
            "literal": {
                **{k: v for k, v in literal.items() if k != integer},
                kind: float(int(literal[integer])),
            }
        }

    changed = False
    ifs = []
    for i, clause in enumerate(body["ifs"]):
        converted = as_float(clause.get("then")) if isinstance(clause, Mapping) else None
        if converted is not None:
            clause = {**clause, "then": converted}
            changed = True
            record(f"{path}.ifThen.ifs[{i}].then", f"the integer branch read as {kind}")
        ifs.append(clause)
    result = {**body, "ifs": ifs}
    otherwise = as_float(body.get("else"))
    if otherwise is not None:
        result["else"] = otherwise
        changed = True
        record(f"{path}.ifThen.else", f"the integer branch read as {kind}")
    return result if changed else None


def _declared_kind(branch: Any) -> str | None:
    """The type kind (``fp64``, ``i32``, ...) a call or cast declares, if any."""
    if not isinstance(branch, Mapping):
        return None
    call = branch.get("scalarFunction")
    declared = call.get("outputType") if isinstance(call, Mapping) else None
    cast = branch.get("cast")
    if declared is None and isinstance(cast, Mapping):
        declared = cast.get("type")
    if isinstance(declared, Mapping) and len(declared) == 1:
        return str(next(iter(declared)))
    return None


def _date_in_list(
    body: Any, schema: Schema, path: str, record: Callable[[str, str], None]
) -> Mapping[str, Any] | None:
    """``d_date IN ('2000-06-30', ...)``: a date field's IN list of string
    literals, each read as the date the analyzer casts it to (None: unchanged)."""
    if not isinstance(body, Mapping) or not _is_date_field({"value": body.get("value")}, schema):
        return None
    options = body.get("options")
    if not isinstance(options, list) or not options:
        return None
    here = f"{path}.singularOrList"
    texts = [_literal({"value": option}).get("string") for option in options]
    if not any(isinstance(text, str) for text in texts):
        return None
    rewritten = [
        {"literal": {"date": _days(text, here, i, "options")}} if isinstance(text, str) else option
        for i, (text, option) in enumerate(zip(texts, options, strict=True))
    ]
    shown = ", ".join(repr(text) for text in texts if isinstance(text, str))
    record(here, f"the strings {shown} in a date's IN list read as dates")
    return {**body, "options": rewritten}


def _literal(argument: Any) -> Mapping[str, Any]:
    value = argument.get("value") if isinstance(argument, Mapping) else None
    literal = value.get("literal") if isinstance(value, Mapping) else None
    return literal if isinstance(literal, Mapping) else {}


def _is_date_field(argument: Any, schema: Schema) -> bool:
    """A direct reference to a top-level field of the input of type date."""
    value = argument.get("value") if isinstance(argument, Mapping) else None
    selection = value.get("selection") if isinstance(value, Mapping) else None
    if not isinstance(selection, Mapping) or "rootReference" not in selection:
        return False
    field = (selection.get("directReference") or {}).get("structField")
    if not isinstance(field, Mapping) or "child" in field:
        return False
    index = field.get("field", 0)
    if not isinstance(index, int) or not 0 <= index < len(schema.fields):
        return False
    return isinstance(schema.fields[index].type, t.Date)


def _days(text: str, path: str, index: int, field: str = "arguments") -> int:
    try:
        day = dt.date.fromisoformat(text.strip())
    except ValueError:
        raise AnalyzerCastError(
            f"{path}.{field}[{index}]",
            f"DataFusion's analyzer casts the string {text!r} compared with a date to a date; "
            "only a YYYY-MM-DD date is read, this one is refused",
        ) from None
    return (day - _EPOCH).days
