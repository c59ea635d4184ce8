"""The Substrait type model.

Every Substrait type is an immutable, slotted dataclass deriving from ``Type``
and compared by structure. ``str(t)`` prints Substrait type syntax with the
canonical long lowercase names, the nullable marker right after the name
(``decimal?<38,2>``), which ``type_syntax.parse_type`` reads back.

Choices made here (the spec leaves them open or has changed over time):

* ``interval_day`` / ``interval_compound`` written without a precision mean
  precision 6 (microseconds), the meaning an unset precision had in the
  protobuf before it was made mandatory; the official test files still write
  a bare ``iday``.
* ``decimal`` written without parameters means ``decimal<38,0>``; the test
  files write a bare ``dec`` for integral decimal literals.
* A struct may carry field names (from a schema or an ``nstruct<...>`` text).
  Substrait structs are positional, so the names take no part in equality or
  hashing; ``str`` prints a named struct as ``nstruct<a:i32,b:string?>``.
* ``ErrorType`` is the type of a sub-expression that already failed to check.
  It is accepted wherever any type is expected (``derivation.match`` matches
  it against every pattern), so one mistake produces one diagnostic.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import ClassVar, TypeVar

from substrait_expr.ast.typenames import CANONICAL_NAMES, NAMED_STRUCT, SHORT_NAMES
from substrait_expr.diagnostics import ArgumentValueError

# Plain identifiers print bare; anything else is double-quoted.
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

_T = TypeVar("_T", bound="Type")

MAX_DECIMAL_PRECISION = 38
MAX_TIME_PRECISION = 12


def quote_name(name: str) -> str:
    """A field name as written in type and schema text: bare when it is a plain
    identifier, else in double quotes with ``"`` and ``\\`` backslash-escaped
    (the spec's rule for named structs)."""
    if _IDENTIFIER.fullmatch(name):
        return name
    escaped = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


@dataclass(frozen=True, slots=True)
class Type:
    """Base of all Substrait types.

    Subclasses set ``NAME`` (canonical long name, a key of
    ``ast.typenames.SHORT_NAMES``, which gives the short form); parameterised
    ones list their integer parameters in ``INT_PARAMS`` and their type
    parameters in ``TYPE_PARAMS``, in the order they are written.
    """

    NAME: ClassVar[str] = ""
    INT_PARAMS: ClassVar[tuple[str, ...]] = ()
    TYPE_PARAMS: ClassVar[tuple[str, ...]] = ()

    nullable: bool = field(default=False, kw_only=True)

    @property
    def name(self) -> str:
        """The canonical long lowercase name (``decimal``, ``u!point``)."""
        return self.NAME

    @property
    def kind(self) -> str:
        """Same as ``name``."""
        return self.name

    @property
    def short_name(self) -> str:
        """The abbreviation the spec uses in function signature compound
        names (``add:dec_dec``)."""
        return SHORT_NAMES[self.NAME]

    def with_nullable(self: _T, flag: bool) -> _T:
        """The same type with its (outermost) nullability set to ``flag``."""
        if self.nullable == flag:
            return self
        return dataclasses.replace(self, nullable=flag)

    def parameters(self) -> tuple[int | Type, ...]:
        """The parameters in the order they are written."""
        names = self.INT_PARAMS + self.TYPE_PARAMS
        values: tuple[int | Type, ...] = tuple(getattr(self, n) for n in names)
        return values

    def _params_text(self) -> str:
        params = self.parameters()
        if not params:
            return ""
        return "<" + ",".join(str(p) for p in params) + ">"

    def __str__(self) -> str:
        marker = "?" if self.nullable else ""
        return f"{self.name}{marker}{self._params_text()}"


# --------------------------------------------------------------------------- simple types


@dataclass(frozen=True, slots=True)
class Boolean(Type):
    NAME = "boolean"


@dataclass(frozen=True, slots=True)
class I8(Type):
    NAME = "i8"


@dataclass(frozen=True, slots=True)
class I16(Type):
    NAME = "i16"


@dataclass(frozen=True, slots=True)
class I32(Type):
    NAME = "i32"


@dataclass(frozen=True, slots=True)
class I64(Type):
    NAME = "i64"


@dataclass(frozen=True, slots=True)
class FP32(Type):
    NAME = "fp32"


@dataclass(frozen=True, slots=True)
class FP64(Type):
    NAME = "fp64"


@dataclass(frozen=True, slots=True)
class String(Type):
    NAME = "string"


@dataclass(frozen=True, slots=True)
class Binary(Type):
    NAME = "binary"


@dataclass(frozen=True, slots=True)
class Date(Type):
    NAME = "date"


@dataclass(frozen=True, slots=True)
class Time(Type):
    """Deprecated in the spec in favour of ``precision_time``."""

    NAME = "time"


@dataclass(frozen=True, slots=True)
class Timestamp(Type):
    """Deprecated in the spec in favour of ``precision_timestamp``."""

    NAME = "timestamp"


@dataclass(frozen=True, slots=True)
class TimestampTZ(Type):
    """Deprecated in the spec in favour of ``precision_timestamp_tz``."""

    NAME = "timestamp_tz"


@dataclass(frozen=True, slots=True)
class IntervalYear(Type):
    NAME = "interval_year"


@dataclass(frozen=True, slots=True)
class UUID(Type):
    NAME = "uuid"


# --------------------------------------------------------------------------- integer-parameterised


def _check_range(type_name: str, what: str, value: int, low: int, high: int | None) -> None:
    # bool is an int subclass; a flag where a number belongs is a caller bug.
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentValueError(f"{type_name} {what} must be an integer, got {value!r}")
    if value < low or (high is not None and value > high):
        bound = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise ArgumentValueError(f"{type_name} {what} must be {bound}, got {value}")


@dataclass(frozen=True, slots=True)
class IntervalDay(Type):
    NAME = "interval_day"
    INT_PARAMS = ("precision",)

    precision: int = 6

    def __post_init__(self) -> None:
        _check_range(self.NAME, "precision", self.precision, 0, MAX_TIME_PRECISION)


@dataclass(frozen=True, slots=True)
class IntervalCompound(Type):
    NAME = "interval_compound"
    INT_PARAMS = ("precision",)

    precision: int = 6

    def __post_init__(self) -> None:
        _check_range(self.NAME, "precision", self.precision, 0, MAX_TIME_PRECISION)


@dataclass(frozen=True, slots=True)
class FixedChar(Type):
    NAME = "fixedchar"
    INT_PARAMS = ("length",)

    length: int

    def __post_init__(self) -> None:
        _check_range(self.NAME, "length", self.length, 1, None)


@dataclass(frozen=True, slots=True)
class VarChar(Type):
    NAME = "varchar"
    INT_PARAMS = ("length",)

    length: int

    def __post_init__(self) -> None:
        _check_range(self.NAME, "length", self.length, 1, None)


@dataclass(frozen=True, slots=True)
class FixedBinary(Type):
    NAME = "fixedbinary"
    INT_PARAMS = ("length",)

    length: int

    def __post_init__(self) -> None:
        _check_range(self.NAME, "length", self.length, 1, None)


@dataclass(frozen=True, slots=True)
class Decimal(Type):
    NAME = "decimal"
    INT_PARAMS = ("precision", "scale")

    precision: int = MAX_DECIMAL_PRECISION
    scale: int = 0

    def __post_init__(self) -> None:
        _check_range(self.NAME, "precision", self.precision, 1, MAX_DECIMAL_PRECISION)
        _check_range(self.NAME, "scale", self.scale, 0, self.precision)


@dataclass(frozen=True, slots=True)
class PrecisionTime(Type):
    NAME = "precision_time"
    INT_PARAMS = ("precision",)

    precision: int

    def __post_init__(self) -> None:
        _check_range(self.NAME, "precision", self.precision, 0, MAX_TIME_PRECISION)


@dataclass(frozen=True, slots=True)
class PrecisionTimestamp(Type):
    NAME = "precision_timestamp"
    INT_PARAMS = ("precision",)

    precision: int

    def __post_init__(self) -> None:
        _check_range(self.NAME, "precision", self.precision, 0, MAX_TIME_PRECISION)


@dataclass(frozen=True, slots=True)
class PrecisionTimestampTZ(Type):
    NAME = "precision_timestamp_tz"
    INT_PARAMS = ("precision",)

    precision: int

    def __post_init__(self) -> None:
        _check_range(self.NAME, "precision", self.precision, 0, MAX_TIME_PRECISION)


# --------------------------------------------------------------------------- compound types


@dataclass(frozen=True, slots=True)
class Struct(Type):
    """A positional struct. ``names``, when present, are the field names; they
    are informational only and excluded from equality and hashing."""

    NAME = "struct"

    fields: tuple[Type, ...]
    names: tuple[str, ...] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.names is not None and len(self.names) != len(self.fields):
            counts = f"{len(self.fields)} fields but {len(self.names)} names"
            raise ArgumentValueError(f"struct has {counts}")

    def parameters(self) -> tuple[int | Type, ...]:
        return self.fields

    def __str__(self) -> str:
        marker = "?" if self.nullable else ""
        if self.names is None:
            return f"struct{marker}<" + ",".join(str(f) for f in self.fields) + ">"
        pairs = (f"{quote_name(n)}:{t}" for n, t in zip(self.names, self.fields, strict=True))
        return f"nstruct{marker}<" + ",".join(pairs) + ">"


@dataclass(frozen=True, slots=True)
class List(Type):
    NAME = "list"
    TYPE_PARAMS = ("element",)

    element: Type


@dataclass(frozen=True, slots=True)
class Map(Type):
    NAME = "map"
    TYPE_PARAMS = ("key", "value")

    key: Type
    value: Type


@dataclass(frozen=True, slots=True)
class Func(Type):
    """The type of a lambda: parameter types and result type. Its own
    nullability is that of the function value, not of its result."""

    NAME = "func"

    args: tuple[Type, ...]
    result: Type

    def parameters(self) -> tuple[int | Type, ...]:
        return (*self.args, self.result)

    def __str__(self) -> str:
        marker = "?" if self.nullable else ""
        if len(self.args) == 1:
            args = str(self.args[0])
        else:
            args = "(" + ", ".join(str(a) for a in self.args) + ")"
        return f"func{marker}<{args} -> {self.result}>"


@dataclass(frozen=True, slots=True)
class UserDefined(Type):
    """A user-defined type declared in an extension YAML, written ``u!name``."""

    type_name: str

    def __post_init__(self) -> None:
        if not _IDENTIFIER.fullmatch(self.type_name):
            raise ArgumentValueError(
                f"user-defined type name must be an identifier, got {self.type_name!r}"
            )

    @property
    def name(self) -> str:
        # ``variant`` (the package's own extension type) is written as a word.
        if self.type_name == VARIANT_NAME:
            return VARIANT_NAME
        return f"u!{self.type_name}"

    @property
    def short_name(self) -> str:
        return f"u!{self.type_name}"


VARIANT_NAME = "variant"
"""The user-defined type ``variant`` (semi-structured values, as Spark 4's
``VARIANT`` and Iceberg v3's ``variant``), declared by the extension
``extension:io.github.substrait-expr:variant`` that the package ships."""


def is_variant(type_: Type) -> bool:
    """Whether ``type_`` is ``variant`` (either nullability)."""
    return isinstance(type_, UserDefined) and type_.type_name == VARIANT_NAME


@dataclass(frozen=True, slots=True)
class ErrorType(Type):
    """The type of a sub-expression that already failed to check.

    It is accepted wherever any type is expected: matching it against any
    signature pattern succeeds, so an error is reported once, where it
    happened, and not again by every enclosing call.
    """

    NAME = "<error>"

    @property
    def short_name(self) -> str:
        return "<error>"

    def __str__(self) -> str:
        return "<error>"


def contains_error(t: Type) -> bool:
    """Whether ``t`` is or contains an ``ErrorType``."""
    if isinstance(t, ErrorType):
        return True
    return any(isinstance(p, Type) and contains_error(p) for p in t.parameters())


# --------------------------------------------------------------------------- spellings

# Every class with a fixed name, in the order of ``ast.typenames.TYPE_SPELLINGS``.
NAMED_TYPES: tuple[type[Type], ...] = (
    Boolean,
    I8,
    I16,
    I32,
    I64,
    FP32,
    FP64,
    String,
    Binary,
    Date,
    Time,
    Timestamp,
    TimestampTZ,
    IntervalYear,
    IntervalDay,
    IntervalCompound,
    UUID,
    FixedChar,
    VarChar,
    FixedBinary,
    Decimal,
    PrecisionTime,
    PrecisionTimestamp,
    PrecisionTimestampTZ,
    Struct,
    List,
    Map,
    Func,
)

_BY_NAME: dict[str, type[Type]] = {cls.NAME: cls for cls in NAMED_TYPES}
if set(_BY_NAME) != set(SHORT_NAMES):  # pragma: no cover - a table edited on one side only
    raise AssertionError("ast.typenames.TYPE_SPELLINGS and types.NAMED_TYPES disagree")

_SPELLINGS: dict[str, type[Type]] = {
    **{spelling: _BY_NAME[name] for spelling, name in CANONICAL_NAMES.items()},
    NAMED_STRUCT: Struct,
}

TYPE_NAMES: Mapping[str, type[Type]] = MappingProxyType(_SPELLINGS)
"""Every accepted type-name spelling (lowercase) → its class, derived from
``ast.typenames`` (the one table of spellings) plus ``nstruct``. ``u!name``
(user-defined) is not listed: it is not a fixed name."""


def lookup_type_name(spelling: str) -> type[Type] | None:
    """The class a type name denotes, case-insensitively; None if unknown."""
    return TYPE_NAMES.get(spelling.lower())


def default_parameters(cls: type[Type]) -> tuple[int, ...] | None:
    """The integer parameters a bare name stands for (``iday`` → ``(6,)``,
    ``dec`` → ``(38, 0)``), or None when the parameters must be written."""
    defaults: dict[type[Type], tuple[int, ...]] = {
        IntervalDay: (6,),
        IntervalCompound: (6,),
        Decimal: (MAX_DECIMAL_PRECISION, 0),
    }
    return defaults.get(cls)


# --------------------------------------------------------------------------- written parameters
#
# The one place that turns a type name and its written parameters into a
# ``Type``, with the one wording of what can be wrong with them: for type text
# (``type_syntax``: schemas, ``parse_type``, YAML) and for types written in
# expressions (``typecheck.typenames.to_type``: ``5::i8``, ``cast(x AS T)``).


def parameter_label(cls: type[Type], index: int) -> tuple[str, bool]:
    """What the ``index``-th written parameter of ``cls`` is called, and whether
    it is an integer (else a type). Struct fields and func parameters (the last
    one the result) are all types."""
    if cls is Struct:
        return "field", False
    if cls is Func:
        return "parameter", False
    labels = cls.INT_PARAMS + cls.TYPE_PARAMS
    return labels[index], index < len(cls.INT_PARAMS)


# A bare name SQL reads as "of any length": what to write here for that.
_INSTEAD_OF_BARE = {"varchar": ("text", "string"), "fixedchar": ("text", "string")}
_INSTEAD_OF_BARE["fixedbinary"] = ("bytes", "binary")


def parameter_count_problem(cls: type[Type], got: int) -> str | None:
    """What is wrong with writing ``got`` parameters after the name of ``cls``;
    None when that is right (a bare name with defaults, ``iday``, is)."""
    if cls is Struct:
        return None
    if cls is Func:
        return None if got else "func needs a result type"
    labels = cls.INT_PARAMS + cls.TYPE_PARAMS
    if got == len(labels) or (got == 0 and default_parameters(cls) is not None):
        return None
    if not labels:
        return f"{cls.NAME} takes no parameters, got {got}"
    if got == 0:
        instead = _INSTEAD_OF_BARE.get(cls.NAME)
        also = f"; for {instead[0]} of any length write {instead[1]}" if instead else ""
        return f"{cls.NAME} needs parameter(s) <{', '.join(labels)}>{also}"
    return f"{cls.NAME} takes {len(labels)} parameter(s) <{', '.join(labels)}>, got {got}"


def parameter_kind_problem(owner: str, label: str, integer: bool, written: str) -> str:
    """The message for a parameter of the wrong kind: a type where an integer
    belongs (``integer``) or something else where a type belongs."""
    if integer:
        return f"{owner} {label} must be an integer, not the type {written}"
    return f"{owner} {label} must be a type, not {written}"


def make_type(cls: type[Type], params: tuple[int | Type, ...], nullable: bool) -> Type:
    """Build a type with a fixed name (anything but user-defined) from its
    parameters in written order: ``decimal`` with ``(38, 2)``, ``struct`` with
    its field types, ``func`` with its argument types then its result type.
    Raises ValueError with a readable message on a wrong count, kind or range."""
    if cls in (UserDefined, ErrorType) or cls.NAME not in SHORT_NAMES:
        raise ArgumentValueError(f"make_type cannot build {cls.NAME or cls.__name__}")
    problem = parameter_count_problem(cls, len(params))
    if problem is not None:
        raise ArgumentValueError(problem)
    if not params and cls.INT_PARAMS:
        params = default_parameters(cls) or ()
    for index, value in enumerate(params):
        label, integer = parameter_label(cls, index)
        is_integer = isinstance(value, int) and not isinstance(value, bool)
        if integer and not is_integer:
            if isinstance(value, Type):
                raise ArgumentValueError(parameter_kind_problem(cls.NAME, label, True, str(value)))
            raise ArgumentValueError(f"{cls.NAME} {label} must be an integer, got {value!r}")
        if not integer and not isinstance(value, Type):
            raise ArgumentValueError(parameter_kind_problem(cls.NAME, label, False, str(value)))
    if cls is Struct:
        return Struct(tuple(p for p in params if isinstance(p, Type)), nullable=nullable)
    if cls is Func:
        types = tuple(p for p in params if isinstance(p, Type))
        return Func(types[:-1], types[-1], nullable=nullable)
    return cls(*params, nullable=nullable)
