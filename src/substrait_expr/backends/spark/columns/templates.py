"""Lowering by template: each node's SQL learned once from its own builder.

Lowering a call through its builder costs tens of microseconds (the builder
makes Spark Connect objects, the printer walks them), and typical
expressions repeat the same few shapes: ``add`` of two ``i32`` fields, a
comparison of a decimal with a literal. So the text of a node is learned
once per *signature*: the node's own data (function, options, types), its
literal and enum arguments as they are, and for each other argument what the
builder and the printer can see of it. The learning run is the real builder
on placeholder arguments, printed by the real printer; later nodes of that
signature are lowered by putting their arguments' text into the template.
There is no second description of any function's semantics here.

What makes a template exact, and what this module checks for that:

* A builder sees its argument nodes (types, literals, whether they are
  plain, casts that cannot be NaN): all of it is in the signature.
* The printer looks into an argument's tree in a few places (a literal, a
  cast of a literal, a literal ``TRUE``): an argument whose tree has such a
  top is never a placeholder, and the signature holds what else it reads (a
  cast's target type, the binding strength of the argument's text).
* ``sharing.once`` binds an argument named twice unless it is short and pure
  (decided on the argument's text): templates are learnt without binding,
  and an argument a template names twice is put in twice only where
  ``once`` would have written it again; anything else falls back.
* A guard that tests a nested call's inputs instead of the call (see
  ``column.STRICT``) reads more than the argument: such a template is not
  used.

Where anything is outside this (lambdas, subqueries, deep or very large
trees, a builder that refuses), `template_sql` answers None and the caller
lowers through the builders as before. A test lowers the benchmark corpus,
the official test cases and the TPC-H expressions both ways, ANSI on and
off, and requires the same text.
"""

from __future__ import annotations

import dataclasses
import operator
import re
import secrets
from collections.abc import Callable, Hashable, Sequence
from contextlib import AbstractContextManager
from typing import Any, NamedTuple

from substrait_expr.backends.spark.columns import api, lookup
from substrait_expr.backends.spark.columns.lowering import child_fields, small_and_pure
from substrait_expr.backends.spark.columns.options import LoweringOptions, current, using
from substrait_expr.backends.spark.columns.sharing import REPEATED_SQL, SHORT_NODES, is_plain
from substrait_expr.backends.spark.columns.spec import never_nan
from substrait_expr.backends.spark.columns.sql_text import (
    ATOM,
    SlotText,
    TemplateSlots,
    print_template,
)
from substrait_expr.backends.spark.connect_adapter import expression_of
from substrait_expr.deep import SHALLOW_DEPTH
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.types import Type

__all__ = ["MAX_TEMPLATE_NODES", "clear_templates", "template_sql", "without_templates"]

# Larger trees (a 10,000-item IN list) are lowered once through the builders:
# a signature as long as the tree would only fill the cache. The walk gives
# up past these, before the caller measures the tree at all.
MAX_TEMPLATE_NODES = 200
_MAX_CHILDREN = 32  # arguments of one node
_MAX_DEPTH = SHALLOW_DEPTH  # deeper input is lowered on the kept deep thread
_CACHE_SIZE = 4096

# A slot's token in a template's text. Names are printed as they are (a
# struct field or an alias may hold any character), so the token carries a
# number drawn per process, which no input can know.
_NONCE = secrets.token_hex(8)
_SLOT = "\x00" + _NONCE + "s{}\x00"
_PRESENCE_MARK = "\x00" + _NONCE + "p"
_PRESENCE = _PRESENCE_MARK + "{}\x00"
_SLOT_TOKEN = re.compile("\x00" + _NONCE + "s([0-9]+)\x00")


class Lowered(NamedTuple):
    """A node's text and what its parent's builder and printer may read of it."""

    text: str
    strength: int  # binding strength of the outermost operator (sql_text)
    known_type: str | None  # the type the text has by itself (a cast's target)
    opaque: bool  # the printer reads nothing of it but text and strength
    presence: bool  # the node registers a cheaper "not null" test (column.STRICT)


class Template(NamedTuple):
    parts: tuple[str | int, ...]  # text, and slot numbers where arguments go
    repeated: frozenset[int]  # slots the text names more than once
    strength: int
    known_type: str | None
    opaque: bool
    presence: bool


class _Fallback(Exception):
    """This expression is lowered through the builders."""


def without_templates() -> AbstractContextManager[LoweringOptions]:
    """Lower through the builders only meanwhile (tests compare the two)."""
    return using(current().replace(templates=False))


def clear_templates() -> None:
    """Forget every learnt template (tests, and benchmarks timing a cold start)."""
    _TEMPLATES.clear()


# Compiles one node with some of its children standing as placeholders;
# given by `column` (this module must not import it: it imports this one).
CompileWith = Callable[[ir.TypedExpr, dict[int, Any], dict[int, Any]], Any]


def template_sql(
    node: ir.TypedExpr,
    field_text: Callable[[int], str | None],
    compile_with: CompileWith,
) -> str | None:
    """The SQL of ``node`` from templates, or None where it is to be lowered
    through the builders. ``field_text(i)`` gives field ``i``'s SQL text (None:
    not printable here)."""
    if not current().templates:
        return None
    try:
        return _Walk(field_text, compile_with).lower(node, 1).text
    except Exception:  # _Fallback, or anything unforeseen: the builders lower it or say why
        return None


class _Walk:
    def __init__(self, field_text: Callable[[int], str | None], compile_with: CompileWith) -> None:
        self._field_text = field_text
        self._compile_with = compile_with
        self._budget = MAX_TEMPLATE_NODES

    def lower(self, node: ir.TypedExpr, depth: int) -> Lowered:
        self._budget -= 1
        if self._budget < 0 or depth > _MAX_DEPTH:
            raise _Fallback
        if isinstance(node, ir.FieldRef):
            return self._field(node.index)
        if type(node) in _UNSUPPORTED or isinstance(node, ir.Literal | ir.EnumValue):
            raise _Fallback  # a literal or enum alone: only as an argument here
        children: Sequence[ir.TypedExpr]
        layout: tuple[object, ...] | None
        if isinstance(node, ir.ScalarCall):
            children, layout = node.args, None  # the arguments' count is the key's
        else:
            children, layout = _children(node)
        if len(children) > _MAX_CHILDREN:
            raise _Fallback
        self._budget -= len(children)
        slots: list[ir.TypedExpr] = []
        lowered: list[Lowered] = []
        described: list[Hashable] = []
        fields: dict[int, int] = {}  # field index → its first slot
        for child in children:
            if isinstance(child, ir.FieldRef):  # the most common argument, at once
                same = fields.setdefault(child.index, len(slots))
                described.append((ir.FieldRef, _type_key(child.type), same))
                slots.append(child)
                lowered.append(self._field(child.index))
                continue
            if isinstance(child, ir.Literal):
                described.append(("L", _type_key(child.type), repr(child.value)))
                continue
            if isinstance(child, ir.EnumValue):
                described.append(("E", child.value))
                continue
            if any(child is slot for slot in slots):
                raise _Fallback  # one node twice (typed IR built by hand): one placeholder
            result = self.lower(child, depth + 1)
            if not result.opaque:
                raise _Fallback
            described.append(
                (
                    type(child),
                    _type_key(child.type),
                    is_plain(child),
                    isinstance(child, ir.Cast) and never_nan(child),
                    result.strength,
                    result.known_type,
                    result.presence,
                )
            )
            slots.append(child)
            lowered.append(result)
        template = self._template(node, slots, lowered, (layout, *described))
        texts = [item.text for item in lowered]
        for slot in template.repeated:
            # Written twice only where `sharing.once` would write it again.
            if not is_plain(slots[slot]) and not (
                len(texts[slot]) <= REPEATED_SQL and small_and_pure(slots[slot], SHORT_NODES)
            ):
                raise _Fallback
        text = "".join(part if type(part) is str else texts[part] for part in template.parts)  # type: ignore[index]
        return Lowered(
            text, template.strength, template.known_type, template.opaque, template.presence
        )

    def _field(self, index: int) -> Lowered:
        text = self._field_text(index)
        if text is None:
            raise _Fallback
        return Lowered(text, ATOM, None, True, False)

    def _template(
        self,
        node: ir.TypedExpr,
        slots: Sequence[ir.TypedExpr],
        lowered: Sequence[Lowered],
        described: tuple[Hashable, ...],
    ) -> Template:
        key = (_node_key(node), described)
        entry = _TEMPLATES.get(key)
        if entry is None:
            entry = _TEMPLATES[key] = _Entry()
            if len(_TEMPLATES) > _CACHE_SIZE:
                _TEMPLATES.clear()
                _TEMPLATES[key] = entry
        if entry.any is not None:
            template = entry.any
        elif entry.by_mode:
            mode = api.ansi_overflow_checks()
            template = entry.by_mode.get(mode) or self._learn(node, slots, lowered, entry)
        else:
            template = self._learn(node, slots, lowered, entry)
        if template is _NONE:
            raise _Fallback
        return template

    def _learn(
        self,
        node: ir.TypedExpr,
        slots: Sequence[ir.TypedExpr],
        lowered: Sequence[Lowered],
        entry: _Entry,
    ) -> Template:
        """Build ``node`` on placeholders with its builder and print it."""
        text_slots: TemplateSlots = {
            _SLOT.format(i): SlotText(result.strength, result.known_type)
            for i, result in enumerate(lowered)
        }
        consulted: list[bool] = []
        template: Template = _NONE
        with api.text_lowering(), api.templating(consulted):
            # Connect's functions without their call-site recording (text mode).
            placeholders = {id(child): api.F.col(_SLOT.format(i)) for i, child in enumerate(slots)}
            presence = {
                id(child): {("stand-in", i): api.F.col(_PRESENCE.format(i))}
                for i, (child, result) in enumerate(zip(slots, lowered, strict=True))
                if result.presence
            }
            try:
                column, registers = self._compile_with(node, placeholders, presence)
                printed = print_template(expression_of(column), text_slots)
                if _PRESENCE_MARK not in printed.text:
                    template = _parse(printed, registers)
            except Exception:  # a builder's refusal, or no text: the builders say
                pass
        mode = api.ansi_overflow_checks() if consulted else None
        if mode is None:
            entry.any = template
        else:
            entry.by_mode[mode] = template
        return template


class _Entry:
    """Templates of one signature: one for both ANSI modes, or one per mode
    where the builder asked which mode it lowers for."""

    __slots__ = ("any", "by_mode")

    def __init__(self) -> None:
        self.any: Template | None = None
        self.by_mode: dict[bool, Template] = {}


def _parse(printed: Any, registers: bool) -> Template:
    pieces = _SLOT_TOKEN.split(printed.text)
    parts: list[str | int] = []
    seen: set[int] = set()
    repeated: set[int] = set()
    for position, piece in enumerate(pieces):
        if position % 2 == 0:
            if piece:
                parts.append(piece)
            continue
        slot = int(piece)
        if slot in seen:
            repeated.add(slot)
        seen.add(slot)
        parts.append(slot)
    return Template(
        tuple(parts),
        frozenset(repeated),
        printed.strength,
        printed.known_type,
        printed.opaque,
        registers,
    )


_NONE = Template((), frozenset(), 0, None, False, False)  # learnt: no template
_TEMPLATES: dict[Hashable, _Entry] = {}

# Kinds lowered only through the builders: what reads a scope this module
# does not model (lambdas, subqueries, outer references).
_UNSUPPORTED = frozenset(
    {ir.LambdaExpr, ir.LambdaParam, ir.Subquery, ir.OuterFieldRef, ir.InlineColumn}
)


def _children(node: ir.TypedExpr) -> tuple[list[ir.TypedExpr], tuple[object, ...]]:
    """The sub-expressions of ``node`` in field order, and where each stands:
    per field None (absent: a slice without a start), one, or a tuple of
    such (an IN list's rows). Builders read the layout, so it is keyed."""
    found: list[ir.TypedExpr] = []
    layout = tuple(_collect(getattr(node, name), found) for name in child_fields(type(node)))
    return found, layout


def _collect(value: object, found: list[ir.TypedExpr]) -> object:
    if value is None:
        return None
    if isinstance(value, tuple):
        return tuple(_collect(item, found) for item in value)
    if not isinstance(value, ir.TypedExpr) or len(found) == _MAX_CHILDREN:
        raise _Fallback  # not an expression (a relation), or too many
    found.append(value)
    return 1


def _type_key(value: Type) -> object:
    """A type as a key. Struct field names take no part in a type's equality,
    but builders print them (``p.a``, a cast to a struct), so a type that
    may hold a struct is keyed with its text. Any other type is its class and
    field values: hashed and compared without calling the dataclass's own
    Python ``__hash__`` and ``__eq__`` (the cost of a lookup otherwise)."""
    kind = type(value)
    fields = _TYPE_FIELDS.get(kind)
    if fields is None:
        fields = _TYPE_FIELDS[kind] = _type_fields(kind)
    return (kind, fields(value))


_NAMED_INSIDE = (t.Struct, t.List, t.Map, t.Func, t.UserDefined)
_TYPE_FIELDS: dict[type[Type], Callable[[Type], object]] = {}


def _type_fields(kind: type[Type]) -> Callable[[Type], object]:
    """Reads what identifies a value of ``kind``: the fields that take part
    in its equality, or the type and its text where a struct may be inside."""
    if kind.TYPE_PARAMS or issubclass(kind, _NAMED_INSIDE):
        return _with_text
    names = [item.name for item in dataclasses.fields(kind) if item.compare]
    return operator.attrgetter(*names)


def _with_text(value: Type) -> object:
    return (value, str(value))


def _node_key(node: ir.TypedExpr) -> Hashable:
    """Everything of ``node`` but its sub-expressions (and its span)."""
    kind = type(node)
    names = _DATA_FIELDS.get(kind)
    if names is None:
        names = _data_fields(kind)
    values: list[object] = [kind]
    for name in names:
        value = getattr(node, name)
        if name == "impl":
            value = lookup.impl_key(value)  # hashed as two strings, not the whole impl
        elif isinstance(value, Type):
            value = _type_key(value)
        values.append(value)
    return tuple(values)


_DATA_FIELDS: dict[type, tuple[str, ...]] = {}


def _data_fields(kind: type) -> tuple[str, ...]:
    """The fields of an IR class that are not sub-expressions (nor its span)."""
    children = child_fields(kind)
    names = tuple(
        item.name
        for item in dataclasses.fields(kind)
        if item.name != "span" and item.name not in children
    )
    _DATA_FIELDS[kind] = names
    return names
