"""Extension anchors: numbering functions and user-defined types for a plan
(``ExtensionCollector``) and reading a plan's numbering back (``FunctionLookup``).

Producers differ in how they declare functions, and a loader must accept all
of them: today's ``extension_urns`` + ``extension_urn_reference``; the
old-style ``extension_uris`` + ``extension_uri_reference`` (removed from the
current protobuf, so they survive only as unknown fields of a binary message
or as keys of a JSON document); and loose declarations with no extension at
all, whose name alone (``add`` or ``add:i32_i32``) must identify the function.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait.extensions import extensions_pb2 as ext_pb2

from substrait_expr.ast.nodes import Span
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.typecheck.extensions import Extension, FunctionImpl
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.types import UserDefined

__all__ = ["DeclaredFunction", "DeclaredType", "ExtensionCollector", "FunctionLookup"]

# Field numbers of the old-style URI declarations, gone from the current protobuf.
_PLAN_EXTENSION_URIS = 1  # Plan / ExtendedExpression.extension_uris
_URI_REFERENCE = 1  # ExtensionFunction / ExtensionType .extension_uri_reference
_WIRE_VARINT = 0
_WIRE_LENGTH_DELIMITED = 2


# --------------------------------------------------------------------------- writing


class ExtensionCollector:
    """Hands out anchors as an expression is encoded, in order of first use,
    so the same input always gives the same numbering; each (URN, compound
    name) and each user-defined type is declared once. Anchors start at 1
    because several consumers read 0 as "unset"."""

    __slots__ = ("_functions", "_registry", "_types", "_urns")

    def __init__(self, registry: Registry | None = None) -> None:
        self._registry = registry if registry is not None else Registry.default()
        self._urns: dict[str, int] = {}
        self._functions: dict[tuple[str, str], int] = {}
        self._types: dict[tuple[str, str], int] = {}

    @property
    def registry(self) -> Registry:
        return self._registry

    def urn_anchor(self, urn: str) -> int:
        """The anchor of an extension URN, declared on first use."""
        return self._urns.setdefault(urn, len(self._urns) + 1)

    def function_anchor(self, impl: FunctionImpl) -> int:
        """The anchor of one impl, keyed by its URN and compound name (``add:i32_i32``)."""
        self.urn_anchor(impl.urn)
        key = (impl.urn, impl.signature_key)
        return self._functions.setdefault(key, len(self._functions) + 1)

    def type_anchor(self, user_type: UserDefined, span: Span | None = None) -> int:
        """The anchor of a user-defined type; its URN comes from the registry."""
        try:
            declared = self._registry.user_type(user_type.type_name)
        except LookupError as exc:
            raise ProtoError(f"cannot declare {user_type.name}: {exc}", span) from None
        if declared is None:
            raise ProtoError(f"no loaded extension declares the type {user_type.name}", span)
        self.urn_anchor(declared.urn)
        key = (declared.urn, declared.name)
        return self._types.setdefault(key, len(self._types) + 1)

    def declarations(
        self,
    ) -> tuple[list[ext_pb2.SimpleExtensionURN], list[ext_pb2.SimpleExtensionDeclaration]]:
        """The ``extension_urns`` and ``extensions`` lists, in anchor order."""
        urns = [
            ext_pb2.SimpleExtensionURN(extension_urn_anchor=anchor, urn=urn)
            for urn, anchor in self._urns.items()
        ]
        declarations: list[ext_pb2.SimpleExtensionDeclaration] = []
        for (urn, name), anchor in self._types.items():
            declared_type = ext_pb2.SimpleExtensionDeclaration.ExtensionType(
                extension_urn_reference=self._urns[urn], type_anchor=anchor, name=name
            )
            declarations.append(ext_pb2.SimpleExtensionDeclaration(extension_type=declared_type))
        for (urn, key), anchor in self._functions.items():
            function = ext_pb2.SimpleExtensionDeclaration.ExtensionFunction(
                extension_urn_reference=self._urns[urn], function_anchor=anchor, name=key
            )
            declarations.append(ext_pb2.SimpleExtensionDeclaration(extension_function=function))
        return urns, declarations

    def add_to(self, message: Any) -> None:
        """Append the declarations to a ``Plan`` or ``ExtendedExpression``."""
        urns, declarations = self.declarations()
        message.extension_urns.extend(urns)
        message.extensions.extend(declarations)

    def lookup(self) -> FunctionLookup:
        """The reading side of what was collected (for round trips in memory)."""
        functions = {
            anchor: DeclaredFunction(anchor, urn, key)
            for (urn, key), anchor in self._functions.items()
        }
        types = {
            anchor: DeclaredType(anchor, urn, name) for (urn, name), anchor in self._types.items()
        }
        return FunctionLookup(functions, types, self._registry)


# --------------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class DeclaredFunction:
    """A function declaration as the plan wrote it. ``urn`` is the extension
    URN or old-style URI, None for a loose declaration; ``name`` is a simple
    (``add``) or compound (``add:i32_i32``) name."""

    anchor: int
    urn: str | None
    name: str

    @property
    def base_name(self) -> str:
        return self.name.split(":", 1)[0]

    @property
    def has_signature(self) -> bool:
        return ":" in self.name


@dataclass(frozen=True, slots=True)
class DeclaredType:
    """A user-defined type declaration: anchor, extension (None when loose), name."""

    anchor: int
    urn: str | None
    name: str


@dataclass(frozen=True, slots=True)
class FunctionLookup:
    """Function and type anchors of one plan, and how to name each function
    so the type checker finds it again: the bare name, qualified by its
    extension's namespace when the declaration says which extension."""

    functions: Mapping[int, DeclaredFunction] = field(default_factory=dict)
    types: Mapping[int, DeclaredType] = field(default_factory=dict)
    registry: Registry = field(default_factory=Registry.default, compare=False, repr=False)

    @classmethod
    def from_plan(
        cls, message: Message | Mapping[str, Any], registry: Registry | None = None
    ) -> FunctionLookup:
        """Read the declarations of a ``Plan`` or ``ExtendedExpression``, given
        as a protobuf message or as its JSON document (``json.loads`` of it;
        the only way old-style ``extensionUris`` reach us from JSON)."""
        if isinstance(message, Mapping):
            functions, types = _JsonDeclarations(message).read()
        else:
            functions, types = _read_message(message)
        return cls(functions, types, registry if registry is not None else Registry.default())

    def __getitem__(self, anchor: int) -> tuple[str | None, str]:
        """(URN or None, name as declared) of a function anchor."""
        declared = self.function(anchor)
        return declared.urn, declared.name

    def function(self, anchor: int, span: Span | None = None) -> DeclaredFunction:
        declared = self.functions.get(anchor)
        if declared is None:
            known = ", ".join(str(a) for a in sorted(self.functions)) or "none"
            raise ProtoError(
                f"function anchor {anchor} is not declared in the plan's extensions "
                f"(declared anchors: {known})",
                span,
            )
        return declared

    @property
    def user_types(self) -> Mapping[int, str]:
        """Type anchor → user-defined type name (what ``Schema.from_named_struct`` takes)."""
        return {anchor: declared.name for anchor, declared in self.types.items()}

    def call_name(self, anchor: int, span: Span | None = None) -> tuple[str, str | None]:
        """(function name, extension qualifier or None) for an AST call.

        A declared extension must be loaded and must have the function (and
        the impl, for a compound name). A loose compound name is qualified
        when exactly one loaded extension has that impl and is an error when
        several do; a loose simple name is left to overload resolution."""
        declared = self.function(anchor, span)
        if declared.urn is not None:
            return declared.base_name, self._declared_in(declared, span)
        if not declared.has_signature:
            return declared.name, None
        found = self.registry.find_by_signature_key(declared.name)
        extensions = sorted({impl.urn for impl in found})
        if len(extensions) > 1:
            raise ProtoError(
                f"function anchor {anchor} is declared as {declared.name!r} without an "
                f"extension, and several loaded extensions define it: {', '.join(extensions)}; "
                "the plan must declare the extension URN",
                span,
            )
        if not extensions:
            return declared.base_name, None  # overload resolution explains what is wrong
        extension = self.registry.extension(extensions[0])
        assert extension is not None
        return declared.base_name, self._qualifier(extension)

    def _declared_in(self, declared: DeclaredFunction, span: Span | None) -> str:
        assert declared.urn is not None
        where = f"function anchor {declared.anchor} ({declared.name!r})"
        try:
            extension = self.registry.extension_for_reference(declared.urn)
        except LookupError as exc:
            raise ProtoError(f"{where}: {exc}", span) from None
        if declared.has_signature:
            try:
                self.registry.function_in_extension(extension.urn, declared.name)
            except LookupError as exc:
                raise ProtoError(f"{where}: {exc}", span) from None
        elif not any(impl.name == declared.name for impl in extension.functions):
            raise ProtoError(f"{where}: {extension.urn} has no function {declared.name!r}", span)
        return self._qualifier(extension)

    def _qualifier(self, extension: Extension) -> str:
        """The short namespace when it names only this extension, else the URN."""
        if self.registry.find_extensions(extension.namespace) == (extension,):
            return extension.namespace
        return extension.urn


# --------------------------------------------------------------------------- message reading


def _read_message(
    message: Message,
) -> tuple[dict[int, DeclaredFunction], dict[int, DeclaredType]]:
    plan: Any = message
    urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    uris: dict[int, str] = {}
    for unknown in UnknownFieldSet(message):
        if (
            unknown.field_number == _PLAN_EXTENSION_URIS
            and unknown.wire_type == _WIRE_LENGTH_DELIMITED
        ):
            # SimpleExtensionURI had the same layout: anchor = 1, uri = 2.
            old = ext_pb2.SimpleExtensionURN.FromString(unknown.data)
            uris[old.extension_urn_anchor] = old.urn
    functions: dict[int, DeclaredFunction] = {}
    types: dict[int, DeclaredType] = {}
    for declaration in plan.extensions:
        kind = declaration.WhichOneof("mapping_type")
        if kind == "extension_function":
            decl = declaration.extension_function
            urn = _extension_of(decl, urns, uris, f"function anchor {decl.function_anchor}")
            functions[decl.function_anchor] = DeclaredFunction(decl.function_anchor, urn, decl.name)
        elif kind == "extension_type":
            decl = declaration.extension_type
            urn = _extension_of(decl, urns, uris, f"type anchor {decl.type_anchor}")
            types[decl.type_anchor] = DeclaredType(decl.type_anchor, urn, decl.name)
    return functions, types


def _extension_of(
    decl: Any, urns: Mapping[int, str], uris: Mapping[int, str], where: str
) -> str | None:
    uri_reference: int | None = None
    for unknown in UnknownFieldSet(decl):
        if unknown.field_number == _URI_REFERENCE and unknown.wire_type == _WIRE_VARINT:
            uri_reference = int(unknown.data)
    return _choose_extension(decl.extension_urn_reference, uri_reference, urns, uris, where)


def _choose_extension(
    urn_reference: int,
    uri_reference: int | None,
    urns: Mapping[int, str],
    uris: Mapping[int, str],
    where: str,
) -> str | None:
    """The URN (or URI) a declaration refers to; None for a loose declaration."""
    if urn_reference in urns:
        return urns[urn_reference]
    if uri_reference is None and urn_reference == 0:
        # 0 is also "unset": a loose declaration, unless an old URI took anchor 0.
        return uris.get(0)
    if uri_reference is not None and uri_reference in uris:
        return uris[uri_reference]
    reference = urn_reference if uri_reference is None else uri_reference
    raise ProtoError(f"{where} refers to extension anchor {reference}, which is not declared")


class _JsonDeclarations:
    """Declarations from a JSON document, camelCase or snake_case keys."""

    def __init__(self, document: Mapping[str, Any]) -> None:
        self.document = document

    def _get(self, mapping: Mapping[str, Any], camel: str, snake: str) -> Any:
        return mapping.get(camel, mapping.get(snake))

    def read(self) -> tuple[dict[int, DeclaredFunction], dict[int, DeclaredType]]:
        urns = self._anchors("extensionUrns", "extension_urns", "Urn", "urn")
        uris = self._anchors("extensionUris", "extension_uris", "Uri", "uri")
        functions: dict[int, DeclaredFunction] = {}
        types: dict[int, DeclaredType] = {}
        for declaration in self.document.get("extensions", []) or []:
            function = self._get(declaration, "extensionFunction", "extension_function")
            if function is not None:
                anchor = int(self._get(function, "functionAnchor", "function_anchor") or 0)
                urn = self._extension(function, urns, uris, f"function anchor {anchor}")
                functions[anchor] = DeclaredFunction(anchor, urn, str(function.get("name", "")))
            user_type = self._get(declaration, "extensionType", "extension_type")
            if user_type is not None:
                anchor = int(self._get(user_type, "typeAnchor", "type_anchor") or 0)
                urn = self._extension(user_type, urns, uris, f"type anchor {anchor}")
                types[anchor] = DeclaredType(anchor, urn, str(user_type.get("name", "")))
        return functions, types

    def _anchors(self, camel: str, snake: str, kind: str, value_key: str) -> dict[int, str]:
        """``extensionUrns`` (kind ``Urn``) or ``extensionUris`` (kind ``Uri``) by anchor."""
        camel_anchor, snake_anchor = f"extension{kind}Anchor", f"extension_{kind.lower()}_anchor"
        entries = self._get(self.document, camel, snake) or []
        return {
            int(self._get(entry, camel_anchor, snake_anchor) or 0): str(entry.get(value_key, ""))
            for entry in entries
        }

    def _extension(
        self,
        decl: Mapping[str, Any],
        urns: Mapping[int, str],
        uris: Mapping[int, str],
        where: str,
    ) -> str | None:
        urn_reference = int(
            self._get(decl, "extensionUrnReference", "extension_urn_reference") or 0
        )
        raw_uri = self._get(decl, "extensionUriReference", "extension_uri_reference")
        uri_reference = int(raw_uri) if raw_uri is not None else None
        return _choose_extension(urn_reference, uri_reference, urns, uris, where)
