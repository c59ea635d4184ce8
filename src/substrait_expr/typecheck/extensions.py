"""Data model of Substrait simple extensions (the YAML function catalogues).

Types stay as raw text here (``type_text``, ``return_text``): parsing type
patterns and derivation programs is the job of ``type_syntax``, and keeping
this module free of it lets the registry load without a type parser.

The one piece of type syntax understood here is the outermost type name,
because the spec's "Function Signature Compound Names" (``add:i8_i8``) are
built from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum

from substrait_expr.ast.typenames import SIGNATURE_SHORT_NAMES


class FunctionKind(Enum):
    SCALAR = "scalar"
    AGGREGATE = "aggregate"
    WINDOW = "window"


class Nullability(Enum):
    """How argument nullability maps to output nullability (spec default: MIRROR)."""

    MIRROR = "MIRROR"
    DECLARED_OUTPUT = "DECLARED_OUTPUT"
    DISCRETE = "DISCRETE"


class ParameterConsistency(Enum):
    """Whether every instance of a variadic argument must bind to the same type."""

    CONSISTENT = "CONSISTENT"
    INCONSISTENT = "INCONSISTENT"


class Decomposable(Enum):
    """How an aggregate may be split into intermediate steps (spec default: NONE)."""

    NONE = "NONE"
    ONE = "ONE"
    MANY = "MANY"


class WindowType(Enum):
    """Whether a window function needs its whole partition (spec default: PARTITION)."""

    STREAMING = "STREAMING"
    PARTITION = "PARTITION"


# ---------------------------------------------------------------------------
# Arguments and options


@dataclass(frozen=True, slots=True)
class ValueArg:
    """An argument that receives a value; ``type_text`` is the raw type pattern."""

    name: str | None
    type_text: str
    constant: bool = False
    description: str | None = None


@dataclass(frozen=True, slots=True)
class EnumArg:
    """A required positional argument chosen from fixed words (``extract(YEAR, ...)``)."""

    name: str | None
    options: tuple[str, ...]
    description: str | None = None


@dataclass(frozen=True, slots=True)
class TypeArg:
    """An argument that receives a type rather than a value."""

    name: str | None
    type_text: str
    description: str | None = None


Arg = ValueArg | EnumArg | TypeArg


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A named function option (``[overflow:ERROR]``); not part of the signature."""

    name: str
    values: tuple[str, ...]
    description: str | None = None


@dataclass(frozen=True, slots=True)
class Variadic:
    """The last argument may repeat between ``min`` and ``max`` (None: unbounded) times."""

    min: int = 0
    max: int | None = None
    parameter_consistency: ParameterConsistency = ParameterConsistency.CONSISTENT


# ---------------------------------------------------------------------------
# Functions


@dataclass(frozen=True, slots=True)
class FunctionImpl:
    """One implementation (overload) of a function declared in an extension file."""

    urn: str
    name: str
    kind: FunctionKind
    args: tuple[Arg, ...]
    return_text: str
    options: tuple[OptionSpec, ...] = ()
    variadic: Variadic | None = None
    nullability: Nullability = Nullability.MIRROR
    deterministic: bool = True
    session_dependent: bool = False
    description: str | None = None
    # Version since which the impl (or its whole function) is deprecated.
    deprecated_since: str | None = None
    # Aggregate and window functions only.
    decomposable: Decomposable = Decomposable.NONE
    intermediate_text: str | None = None
    ordered: bool = False
    max_set: int | None = None
    # Window functions only (PARTITION when the YAML is silent).
    window_type: WindowType | None = None
    # The spec's compound name, e.g. ``add:i8_i8``, ``extract:req_pts``,
    # ``count:``: computed once, since every lowered call looks its builder up by it.
    signature_key: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "signature_key", signature_key(self.name, self.args))

    @property
    def namespace(self) -> str:
        """The last ``:``-separated part of the URN, e.g. ``functions_arithmetic``."""
        return namespace_of_urn(self.urn)

    def option(self, name: str) -> OptionSpec | None:
        return next((option for option in self.options if option.name == name), None)

    def __str__(self) -> str:
        return f"{self.name}({', '.join(_describe_arg(arg) for arg in self.args)})"


def _describe_arg(arg: Arg) -> str:
    if isinstance(arg, EnumArg):
        return "|".join(arg.options)
    if isinstance(arg, TypeArg):
        return f"type {arg.type_text}"
    return arg.type_text


# ---------------------------------------------------------------------------
# User-defined types


@dataclass(frozen=True, slots=True)
class TypeParameter:
    """A parameter of a compound user-defined type; ``kind`` is the schema's metatype."""

    name: str | None
    kind: str
    min: int | None = None
    max: int | None = None
    options: tuple[str, ...] = ()
    optional: bool = False
    description: str | None = None


# A structure is either one type text or named fields, each a type text.
Structure = str | tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class UserType:
    """A ``types:`` entry, referred to as ``u!name`` in type text."""

    urn: str
    name: str
    description: str | None = None
    structure: Structure | None = None
    parameters: tuple[TypeParameter, ...] = ()
    variadic: bool = False

    @property
    def reference(self) -> str:
        return f"u!{self.name}"


# ---------------------------------------------------------------------------
# Extension files


@dataclass(frozen=True, slots=True)
class Extension:
    """One loaded extension file.

    ``path`` is where the file was read from; it does not take part in
    equality, so the same content found at two places counts as one file.
    """

    urn: str
    path: str = field(compare=False)
    description: str | None = None
    types: tuple[UserType, ...] = ()
    # (alias, urn) pairs from ``dependencies:``; aliases prefix types from other files.
    dependencies: tuple[tuple[str, str], ...] = ()
    functions: tuple[FunctionImpl, ...] = ()
    # Other names plans may use for this file (old-style extension URIs).
    uri_aliases: tuple[str, ...] = ()

    @property
    def namespace(self) -> str:
        return namespace_of_urn(self.urn)

    @property
    def file_stem(self) -> str:
        name = re.split(r"[\\/]", self.path)[-1]
        return name.rsplit(".", 1)[0] if "." in name else name

    def dependency_urn(self, alias: str) -> str | None:
        return dict(self.dependencies).get(alias)


def namespace_of_urn(urn: str) -> str:
    return urn.rsplit(":", 1)[-1]


# ---------------------------------------------------------------------------
# Function signature compound names (spec: extensions, "Type Short Names")

ENUM_SHORT_NAME = "req"
ANY_SHORT_NAME = "any"

# Outermost type name: optional dependency alias, optional ``u!``, then a word.
_OUTER_TYPE_NAME = re.compile(
    r"\s*(?:[A-Za-z_$][A-Za-z0-9_$]*\.)?(?P<udt>u!)?(?P<name>[A-Za-z_$][A-Za-z0-9_$]*)"
)


def short_type_name(type_text: str) -> str:
    """The compound-name short form of a type pattern's outermost type.

    ``decimal<P1,S1>`` → ``dec``, ``list<any1>`` → ``list``, ``i32?`` → ``i32``,
    ``u!u8`` and ``ext.u!u8`` → ``u!u8``, ``any``/``any1`` → ``any``.
    Anything else (type variables such as ``T``, derivation expressions,
    unknown names) maps to ``any``, as older versions of the spec's table
    said explicitly ("anything else: any").
    """
    match = _OUTER_TYPE_NAME.match(type_text)
    if match is None:
        return ANY_SHORT_NAME
    name = match.group("name")
    if match.group("udt"):
        return f"u!{name}"
    return SIGNATURE_SHORT_NAMES.get(name.lower(), ANY_SHORT_NAME)


def arg_short_name(arg: Arg) -> str:
    if isinstance(arg, EnumArg):
        # The schema has no optional enumerations any more: every enum is "req".
        return ENUM_SHORT_NAME
    return short_type_name(arg.type_text)


def signature_key(name: str, args: tuple[Arg, ...]) -> str:
    """``name:short_0_short_1_...``; a variadic argument appears once, as declared.

    A function without arguments gives ``name:`` (nothing after the colon),
    the form producers such as substrait-java write for ``count()``.
    """
    return f"{name}:{'_'.join(arg_short_name(arg) for arg in args)}"
