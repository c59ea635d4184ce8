"""From a type as the AST spells it (``ast.TypeName``) to a ``types.Type``.

The parser only knows the syntax; whether ``decimal<39,2>`` is a valid type
or ``u!point`` is declared by a loaded extension is decided here.

A type written in an expression (``5::i8``, ``cast(x AS decimal<10,2>)``) is
parsed by the expression grammar, type text (schemas, ``type_syntax.parse_type``,
YAML) by the lark grammar of ``type_syntax``; both names resolve through the one
table of spellings (``ast.typenames``) and both parameter lists through
``types.make_type``, so a type means the same in both places and a wrong one
gets the same message.
"""

from __future__ import annotations

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.typenames import USER_TYPE_WORDS
from substrait_expr.diagnostics import Code, Error
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.types import (
    Type,
    UserDefined,
    lookup_type_name,
    make_type,
)


class TypeNameError(Error, ValueError):
    """A type that is well formed as text but not valid; ``code`` says why."""

    def __init__(self, code: Code, message: str, node: ast.TypeName) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.node = node


def to_type(name: ast.TypeName, registry: Registry) -> Type:
    """The Substrait type ``name`` denotes; ``TypeNameError`` when there is none."""
    if name.name.startswith("u!") or name.name in USER_TYPE_WORDS:
        return _user_type(name, registry)
    params = tuple(to_type(p, registry) if isinstance(p, ast.TypeName) else p for p in name.params)
    cls = lookup_type_name(name.name)
    if cls is None:
        raise TypeNameError(Code.UNKNOWN_TYPE, f"unknown type {name.name!r}", name)
    try:
        return make_type(cls, params, name.nullable)
    except ValueError as exc:
        raise TypeNameError(Code.BAD_TYPE, str(exc), name) from None


def _user_type(name: ast.TypeName, registry: Registry) -> Type:
    type_name = name.name[2:] if name.name.startswith("u!") else name.name
    if name.params:
        raise TypeNameError(
            Code.UNSUPPORTED, "parameterised user-defined types are not supported", name
        )
    try:
        declared = registry.user_type(type_name)
    except LookupError:
        declared = None  # declared by several extensions: the name alone is still the type
    else:
        if declared is None:
            raise TypeNameError(
                Code.UNKNOWN_TYPE,
                f"no loaded extension declares the type {name.name}",
                name,
            )
    try:
        return UserDefined(type_name, nullable=name.nullable)
    except ValueError as exc:
        raise TypeNameError(Code.BAD_TYPE, str(exc), name) from None
