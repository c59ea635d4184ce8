"""Overload resolution: which impl of a function a call binds to, the type
each argument takes, and the result type with its nullability.

Every impl of the name is tried. An impl matches when the arity fits (with
variadic min/max), enum positions get enum words and value positions values,
and the argument types match the signature patterns with type variables
(``any1``) and integer parameters (``P1``) bound consistently
(``derivation.match``). Arguments are matched in this order:

1. checked values (columns, typed literals, calls): they bind the variables;
2. untyped literals: they take the type the signature asks for at their
   position, or, where that is still open, a type shaped by the pattern
   (``decimal<P,S>`` → the literal's own precision and scale); ``null`` last;
3. lambdas without declared types: their parameter types come from the
   bound pattern (``func<any1 -> any2>`` after ``list<any1>``).

Several matching impls are ranked, best first, by: literals that fit without
a range problem, enum words the impl allows, how close the literals stay to
their default types (``literals.cost``), how specific the signature is (a
concrete ``precision_timestamp<P>`` beats ``any1``) and, last, a documented
preference between official extensions that declare the same signature
(``SECONDARY_EXTENSIONS``). A tie between different extensions is
ambiguous; within one extension the first declared impl wins (such impls
cannot be told apart by any call).

Result nullability (spec, "Nullability Handling"): MIRROR makes the result
nullable exactly when a value argument is; DECLARED_OUTPUT and DISCRETE use
the declared return type as is, and DISCRETE also matches each argument's
outer nullability against the signature.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import Code
from substrait_expr.typecheck import literals as lit
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.casts import can_cast, is_widening
from substrait_expr.typecheck.derivation import (
    Bindings,
    DerivationError,
    evaluate,
    match,
)
from substrait_expr.typecheck.extensions import (
    EnumArg,
    FunctionImpl,
    Nullability,
    ParameterConsistency,
    TypeArg,
    ValueArg,
)
from substrait_expr.typecheck.type_syntax import (
    Derivation,
    Expr,
    FuncTerm,
    Name,
    StructTerm,
    TypePattern,
    TypeSyntaxError,
    TypeTerm,
    TypeVariable,
    parse_derivation,
    parse_type_pattern,
)
from substrait_expr.typecheck.widening import wider_types

# Official extensions that repeat another one's signatures with a different
# result type (count → decimal<38,0>). Unqualified calls prefer the other
# extension; qualify the call (functions_aggregate_decimal_output.count(x))
# to get these.
SECONDARY_EXTENSIONS = frozenset({"extension:io.substrait:functions_aggregate_decimal_output"})
MAX_LISTED_CANDIDATES = 12


class ArgKind(enum.Enum):
    VALUE = "value"  # a checked expression with a concrete type
    LITERAL = "literal"  # an untyped literal: its type comes from the signature
    LITERAL_LIST = "literal-list"  # [1, 2, null]: its element type comes from the signature
    LAMBDA = "lambda"  # a lambda without declared types
    ENUM = "enum"  # YEAR::enum
    WORD = "word"  # a bare name: an enum where the signature has one, else a field
    HOLE = "hole"  # any type (used to find which cast would make a call match)


@dataclass(frozen=True, slots=True)
class Argument:
    """One argument of a call as resolution sees it."""

    kind: ArgKind
    node: ast.Expr | None = None  # as written, for messages
    type: t.Type | None = None  # VALUE; WORD when the name is also a field
    literal: ast.Literal | None = None  # LITERAL
    items: tuple[ast.Literal, ...] = ()  # LITERAL_LIST
    word: str | None = None  # ENUM, WORD
    # LAMBDA: the lambda's Func type for the given parameter types (None when
    # the number of parameters differs); the checker caches the body's check.
    lambda_type: Callable[[tuple[t.Type, ...]], t.Type | None] | None = None
    constant: int | None = None  # an integer literal's value, for integer_parameter

    @property
    def text(self) -> str:
        # Printed only for messages: printing every argument eagerly is quadratic.
        return to_text(self.node) if self.node is not None else "?"

    def describe(self) -> str:
        if self.kind in (ArgKind.VALUE, ArgKind.WORD) and self.type is not None:
            return str(self.type)
        if self.kind is ArgKind.LAMBDA:
            return "lambda"
        return self.text


@dataclass(frozen=True, slots=True)
class Resolved:
    """A call bound to ``impl``. ``arg_types`` holds the type each argument
    takes (None for enum arguments); ``enum_problem`` names an enum argument
    the impl does not allow, as (argument index, allowed words)."""

    impl: FunctionImpl
    arg_types: tuple[t.Type | None, ...]
    result: t.Type
    enum_problem: tuple[int, tuple[str, ...]] | None = None


@dataclass(frozen=True, slots=True)
class Failure:
    """No impl could be chosen. ``arg_index`` points the diagnostic at one
    argument instead of the whole call."""

    code: Code
    message: str
    hint: str | None = None
    arg_index: int | None = None


# --------------------------------------------------------------------------- patterns


@functools.lru_cache(maxsize=4096)
def _pattern(text: str) -> TypePattern:
    return parse_type_pattern(text)


@functools.lru_cache(maxsize=2048)
def _derivation(text: str) -> Derivation:
    return parse_derivation(text)


def _param(impl: FunctionImpl, index: int) -> ValueArg | EnumArg | TypeArg:
    return impl.args[min(index, len(impl.args) - 1)]


def _arity_ok(impl: FunctionImpl, count: int) -> bool:
    declared = len(impl.args)
    if impl.variadic is None:
        return count == declared
    repeats = count - (declared - 1)
    if repeats < impl.variadic.min:
        return False
    return impl.variadic.max is None or repeats <= impl.variadic.max


def describe_arity(impl: FunctionImpl) -> str:
    declared = len(impl.args)
    if impl.variadic is None:
        return str(declared)
    low = declared - 1 + impl.variadic.min
    if impl.variadic.max is None:
        return f"{low} or more"
    return f"{low} to {declared - 1 + impl.variadic.max}"


# --------------------------------------------------------------------------- one impl


@dataclass(slots=True)
class _Attempt:
    """The state of matching one impl against the arguments."""

    impl: FunctionImpl
    args: Sequence[Argument]
    bindings: Bindings = field(default_factory=Bindings)
    types: list[t.Type | None] = field(default_factory=list)
    literal_cost: int = 0
    range_problems: int = 0
    enum_problem: tuple[int, tuple[str, ...]] | None = None
    enum_mismatches: int = 0
    reason: str = ""

    @property
    def discrete(self) -> bool:
        return self.impl.nullability is Nullability.DISCRETE

    def independent(self, index: int) -> bool:
        """Whether argument ``index`` is a repeat (after the first) of an
        INCONSISTENT variadic argument: it binds its variables on its own."""
        variadic = self.impl.variadic
        if variadic is None or variadic.parameter_consistency is ParameterConsistency.CONSISTENT:
            return False
        return index >= len(self.impl.args)


@dataclass(frozen=True, slots=True)
class _Candidate:
    attempt: _Attempt
    result: t.Type | None
    result_error: str | None
    specificity: int

    def rank(self) -> tuple[int, int, int, int, int]:
        secondary = int(self.attempt.impl.urn in SECONDARY_EXTENSIONS)
        return (
            self.attempt.range_problems,
            self.attempt.enum_mismatches,
            self.attempt.literal_cost,
            -self.specificity,
            secondary,
        )


def _try(impl: FunctionImpl, args: Sequence[Argument]) -> _Candidate | str:
    """Match one impl; the candidate, or why it does not match."""
    if not _arity_ok(impl, len(args)):
        return f"takes {describe_arity(impl)} argument(s)"
    attempt = _Attempt(impl, args, types=[None] * len(args))
    try:
        for step in (_match_positions, _match_values, _match_literals, _match_lambdas):
            if not step(attempt):
                return attempt.reason
    except (DerivationError, TypeSyntaxError) as exc:
        return f"its signature cannot be matched: {exc}"
    result, error = _result_type(attempt)
    specificity = sum(
        1
        for i in range(len(args))
        if isinstance(_param(impl, i), ValueArg)
        and not isinstance(_pattern(_value_text(impl, i)), TypeVariable)
    )
    return _Candidate(attempt, result, error, specificity)


def _surely_rejected(impl: FunctionImpl, args: Sequence[Argument]) -> bool:
    """A cheap test that ``_try`` rejects ``impl``: the wrong number of
    arguments, or a value argument of another type class than the concrete
    type the signature writes at its place (``i32`` where ``decimal<P,S>``
    is asked). Most overloads of a call fail this way (``add`` has eight);
    a False answer decides nothing."""
    if not _arity_ok(impl, len(args)):
        return True
    for index, arg in enumerate(args):
        actual = arg.type
        if actual is None or arg.kind not in _TYPED_KINDS or isinstance(actual, t.ErrorType):
            continue
        param = _param(impl, index)
        if not isinstance(param, ValueArg):
            continue
        try:
            pattern = _pattern(param.type_text)
        except TypeSyntaxError:
            return False  # _try says why
        if isinstance(pattern, TypeTerm) and type(actual) is not pattern.cls:
            return True  # what _match_term rejects
    return False


_TYPED_KINDS = frozenset({ArgKind.VALUE, ArgKind.WORD})


def _value_text(impl: FunctionImpl, index: int) -> str:
    param = _param(impl, index)
    assert isinstance(param, ValueArg)
    return param.type_text


def _match_positions(attempt: _Attempt) -> bool:
    """Enum words where the signature has enums, values elsewhere."""
    for index, arg in enumerate(attempt.args):
        param = _param(attempt.impl, index)
        if isinstance(param, TypeArg):
            attempt.reason = "it takes a type argument, which expressions cannot pass"
            return False
        if isinstance(param, EnumArg):
            if arg.kind not in (ArgKind.ENUM, ArgKind.WORD, ArgKind.HOLE):
                attempt.reason = f"argument {index + 1} must be one of {'|'.join(param.options)}"
                return False
            word = (arg.word or "").upper()
            if arg.kind is not ArgKind.HOLE and word not in (o.upper() for o in param.options):
                attempt.enum_mismatches += 1
                attempt.enum_problem = attempt.enum_problem or (index, param.options)
            continue
        if arg.kind is ArgKind.ENUM or (arg.kind is ArgKind.WORD and arg.type is None):
            attempt.reason = f"argument {index + 1} must be a value, not the word {arg.word}"
            return False
    return True


def _bind(attempt: _Attempt, index: int, actual: t.Type) -> bool:
    pattern = _pattern(_value_text(attempt.impl, index))
    bindings = attempt.bindings
    if attempt.independent(index):
        own = _names_in(pattern)
        bindings = Bindings({k: v for k, v in bindings.items() if k not in own})
    bound = match(pattern, actual, bindings, discrete=attempt.discrete)
    if bound is None:
        attempt.reason = f"argument {index + 1} is {actual}, not {pattern}"
        return False
    if not attempt.independent(index):
        attempt.bindings = bound
    attempt.types[index] = actual
    return True


def _names_in(pattern: Expr) -> set[str]:
    """The type variables and integer parameter names a pattern mentions."""
    if isinstance(pattern, TypeVariable | Name):
        return {pattern.name}
    if isinstance(pattern, TypeTerm):
        return {n for p in pattern.params for n in _names_in(p)}
    if isinstance(pattern, StructTerm):
        return {n for f in pattern.fields for n in _names_in(f)}
    if isinstance(pattern, FuncTerm):
        return {n for p in (*pattern.args, pattern.result) for n in _names_in(p)}
    return set()


def _match_values(attempt: _Attempt) -> bool:
    for index, arg in enumerate(attempt.args):
        if isinstance(_param(attempt.impl, index), EnumArg):
            continue
        if arg.kind is ArgKind.HOLE:
            if not _bind(attempt, index, t.ErrorType()):
                return False
        elif arg.kind in (ArgKind.VALUE, ArgKind.WORD):
            assert arg.type is not None
            if not _bind(attempt, index, arg.type):
                return False
    return True


def _match_literals(attempt: _Attempt) -> bool:
    positions = [
        i
        for i, arg in enumerate(attempt.args)
        if arg.kind is ArgKind.LITERAL and not isinstance(_param(attempt.impl, i), EnumArg)
    ]
    # A null has no type of its own: let the other literals bind first.
    positions.sort(key=lambda i: _is_null(attempt.args[i].literal))
    for index in positions:
        literal = attempt.args[index].literal
        assert literal is not None
        if not _match_literal(attempt, index, literal):
            return False
    for index, arg in enumerate(attempt.args):
        if arg.kind is ArgKind.LITERAL_LIST and not _match_literal_list(attempt, index, arg.items):
            return False
    return True


def _match_literal_list(attempt: _Attempt, index: int, items: tuple[ast.Literal, ...]) -> bool:
    pattern = _pattern(_value_text(attempt.impl, index))
    target = _bound_type(pattern, attempt.bindings)
    if target is None and isinstance(pattern, TypeTerm) and pattern.cls is t.List:
        element_pattern = pattern.params[0]
        element = (
            _bound_type(element_pattern, attempt.bindings)
            if isinstance(element_pattern, TypePattern)
            else None
        )
        if element is None:
            values = [(i.kind, i.value) for i in items if i.kind is not ast.LiteralKind.NULL]
            element = lit.common_default(values) if values else None
        if element is not None:
            target = t.List(element)
    if not isinstance(target, t.List):
        attempt.reason = f"argument {index + 1} (a list of literals) is not {pattern}"
        return False
    element = target.element
    for item in items:
        fit = lit.fits(item.kind, item.value, element)
        if fit is lit.Fit.NO:
            attempt.reason = f"argument {index + 1} holds {item.kind.value} literals, not {element}"
            return False
        attempt.range_problems += fit is lit.Fit.BAD_VALUE
        attempt.literal_cost += lit.cost(item.kind, item.value, element)
    has_null = any(i.kind is ast.LiteralKind.NULL for i in items)
    element = element.with_nullable(element.nullable or has_null)
    nullable = pattern.nullable if attempt.discrete else False
    return _bind(attempt, index, t.List(element, nullable=nullable))


def _is_null(literal: ast.Literal | None) -> bool:
    return literal is not None and literal.kind is ast.LiteralKind.NULL


def _match_literal(attempt: _Attempt, index: int, literal: ast.Literal) -> bool:
    pattern = _pattern(_value_text(attempt.impl, index))
    target = _bound_type(pattern, attempt.bindings)
    if target is None:
        target = _shaped_type(pattern, literal)
    if target is None:
        if literal.kind is ast.LiteralKind.NULL:
            attempt.reason = "the type of null cannot be inferred here"
        else:
            attempt.reason = f"argument {index + 1} ({literal.kind.value}) is not {pattern}"
        return False
    fit = lit.fits(literal.kind, literal.value, target)
    if fit is lit.Fit.NO:
        attempt.reason = f"argument {index + 1} ({literal.kind.value}) is not {pattern}"
        return False
    if fit is lit.Fit.BAD_VALUE:
        attempt.range_problems += 1
    is_null = literal.kind is ast.LiteralKind.NULL
    nullable = pattern.nullable if attempt.discrete else is_null
    if attempt.discrete and is_null and not pattern.nullable:
        attempt.reason = f"argument {index + 1} must not be null"
        return False
    attempt.literal_cost += lit.cost(literal.kind, literal.value, target)
    return _bind(attempt, index, target.with_nullable(nullable))


def _bound_type(pattern: TypePattern, bindings: Bindings) -> t.Type | None:
    """The concrete type ``pattern`` stands for under ``bindings``, if fixed."""
    if isinstance(pattern, TypeVariable) and pattern.name == "any":
        return None
    if bindings.erroneous:
        # Only a HOLE marks bindings here; what it binds is still worth knowing.
        bindings = Bindings(bindings.entries)
    try:
        return evaluate(pattern, bindings)
    except (DerivationError, ValueError):
        return None


def _shaped_type(pattern: TypePattern, literal: ast.Literal) -> t.Type | None:
    """A type for a literal where the pattern leaves it open."""
    if literal.kind is ast.LiteralKind.NULL:
        return None
    if isinstance(pattern, TypeVariable):
        return lit.default_type(literal.kind, literal.value)
    if not isinstance(pattern, TypeTerm):
        return None
    cls = pattern.cls
    if cls is t.Decimal:
        return lit.own_decimal_type(literal.kind, literal.value)
    if cls in (t.VarChar, t.FixedChar) and isinstance(literal.value, str):
        return cls(max(1, len(literal.value)))
    if cls in (
        t.PrecisionTime,
        t.PrecisionTimestamp,
        t.PrecisionTimestampTZ,
        t.IntervalDay,
        t.IntervalCompound,
    ):
        return cls(6)
    if cls.INT_PARAMS or cls.TYPE_PARAMS:
        return None
    return cls()


def _match_lambdas(attempt: _Attempt) -> bool:
    for index, arg in enumerate(attempt.args):
        if arg.kind is not ArgKind.LAMBDA:
            continue
        assert arg.lambda_type is not None
        pattern = _pattern(_value_text(attempt.impl, index))
        if not isinstance(pattern, FuncTerm):
            attempt.reason = f"argument {index + 1} must be {pattern}, not a lambda"
            return False
        params: list[t.Type] = []
        for param_pattern in pattern.args:
            bound = (
                _bound_type(param_pattern, attempt.bindings)
                if isinstance(param_pattern, TypePattern)
                else None
            )
            if bound is None:
                attempt.reason = f"the parameter types of lambda argument {index + 1} are unknown"
                return False
            params.append(bound)
        func_type = arg.lambda_type(tuple(params))
        if func_type is None:
            attempt.reason = f"argument {index + 1} must take {len(params)} parameter(s)"
            return False
        if not _bind(attempt, index, func_type):
            return False
    return True


def _result_type(attempt: _Attempt) -> tuple[t.Type | None, str | None]:
    impl = attempt.impl
    constants = {
        param.name: arg.constant
        for i, arg in enumerate(attempt.args)
        if arg.constant is not None
        and isinstance(param := _param(impl, i), ValueArg)
        and param.name is not None
    }
    try:
        result = evaluate(_derivation(impl.return_text), attempt.bindings, arguments=constants)
    except (DerivationError, TypeSyntaxError) as exc:
        return None, str(exc)
    if impl.nullability is Nullability.MIRROR and not isinstance(result, t.ErrorType):
        nullable = any(
            arg_type is not None and arg_type.nullable
            for i, arg_type in enumerate(attempt.types)
            if not isinstance(_param(impl, i), EnumArg)
        )
        result = result.with_nullable(nullable)
    return result, None


# --------------------------------------------------------------------------- choosing


def resolve(
    display_name: str, impls: Sequence[FunctionImpl], args: Sequence[Argument]
) -> Resolved | Failure:
    """Bind a call of ``display_name`` with ``args`` to the best of ``impls``."""
    key = _signature_key(impls, args)
    if key is not None:
        known = _RESOLVED.get(key)
        if known is not None:
            return known[1]
    outcome = _resolve(display_name, impls, args)
    if key is not None and isinstance(outcome, Resolved):
        if len(_RESOLVED) >= _RESOLVED_SIZE:
            _RESOLVED.clear()
        _RESOLVED[key] = (tuple(impls), outcome)
    return outcome


# Resolution is a function of the impls tried and of the arguments: of a
# value's type, a word's spelling (and its field's type), an untyped
# literal's kind and digits (1.50 is not 1.5: a decimal literal's type comes
# from its digits). Plans and corpora repeat a few signatures
# (multiply(decimal<15,2>, decimal<15,2>), add(i32, 1)), so those
# resolutions are remembered. The key names the impls by identity; its entry
# holds them, so no other object can take their ids while it lives.
# Failures are not remembered: their messages name the call as written.
_RESOLVED: dict[tuple[object, ...], tuple[tuple[FunctionImpl, ...], Resolved]] = {}
_RESOLVED_SIZE = 4096


def _signature_key(
    impls: Sequence[FunctionImpl], args: Sequence[Argument]
) -> tuple[object, ...] | None:
    parts: list[object] = []
    for arg in args:
        if arg.kind is ArgKind.VALUE and arg.type is not None:
            parts.append((arg.type, arg.constant))
        elif arg.kind is ArgKind.ENUM and arg.word is not None:
            parts.append(arg.word)
        elif arg.kind is ArgKind.WORD and arg.word is not None:
            parts.append(("word", arg.word, arg.type))  # a field's name or an enum's word
        elif arg.kind is ArgKind.LITERAL and arg.literal is not None:
            literal = _literal_key(arg.literal)
            if literal is None:
                return None
            parts.append((literal, arg.constant))
        elif arg.kind is ArgKind.LITERAL_LIST:
            items = tuple(_literal_key(item) for item in arg.items)
            if None in items:
                return None
            parts.append(items)
        else:
            return None  # a lambda: resolution reads its body's type
    return (tuple(map(id, impls)), *parts)


def _literal_key(literal: ast.Literal) -> tuple[object, ...] | None:
    if literal.type is not None:
        return None
    value = literal.value
    return ("literal", literal.kind, type(value), str(value))


def _resolve(
    display_name: str, impls: Sequence[FunctionImpl], args: Sequence[Argument]
) -> Resolved | Failure:
    candidates: list[_Candidate] = []
    for impl in impls:
        if _surely_rejected(impl, args):
            continue
        outcome = _try(impl, args)
        if isinstance(outcome, _Candidate):
            candidates.append(outcome)
    if not candidates:
        # Only now are the reasons worth their text: each impl's, in order.
        reasons = [(impl, o) for impl in impls if isinstance(o := _try(impl, args), str)]
        return _no_match(display_name, impls, args, reasons)
    best_rank = min(c.rank() for c in candidates)
    best = [c for c in candidates if c.rank() == best_rank]
    if len({c.attempt.impl.urn for c in best}) > 1:
        return _ambiguous(display_name, best, args)
    chosen = best[0]
    if chosen.result is None:
        return Failure(
            _derivation_code(chosen.result_error or ""),
            f"cannot derive the result type of {display_name}: {chosen.result_error}",
        )
    return Resolved(
        chosen.attempt.impl,
        tuple(chosen.attempt.types),
        chosen.result,
        chosen.attempt.enum_problem,
    )


def _derivation_code(message: str) -> Code:
    return Code.NOT_CONSTANT if "integer_parameter" in message else Code.TYPE_MISMATCH


def qualified(impl: FunctionImpl) -> str:
    return f"{impl.namespace}.{impl.name}"


def _ambiguous(display_name: str, best: list[_Candidate], args: Sequence[Argument]) -> Failure:
    spellings = sorted({qualified(c.attempt.impl) for c in best})
    arguments = ", ".join(a.text for a in args)
    examples = " or ".join(f"{s}({arguments})" for s in spellings)
    return Failure(
        Code.AMBIGUOUS_FUNCTION,
        f"{display_name}({', '.join(a.describe() for a in args)}) matches functions of "
        f"several extensions: {', '.join(spellings)}",
        f"qualify the call: {examples}",
    )


def _signature_list(impls: Sequence[FunctionImpl]) -> str:
    several = len({impl.urn for impl in impls}) > 1
    shown = [f"{impl.namespace}.{impl}" if several else str(impl) for impl in impls]
    if len(shown) > MAX_LISTED_CANDIDATES:
        more = len(shown) - MAX_LISTED_CANDIDATES
        shown = [*shown[:MAX_LISTED_CANDIDATES], f"... ({more} more)"]
    return ", ".join(shown)


def _no_match(
    display_name: str,
    impls: Sequence[FunctionImpl],
    args: Sequence[Argument],
    reasons: list[tuple[FunctionImpl, str]],
) -> Failure:
    found = f"{display_name}({', '.join(a.describe() for a in args)})"
    same_arity = [impl for impl in impls if _arity_ok(impl, len(args))]
    if not same_arity:
        counts = sorted({describe_arity(impl) for impl in impls})
        return Failure(
            Code.NO_MATCHING_OVERLOAD,
            f"{display_name} takes {' or '.join(counts)} argument(s), got {len(args)}",
            f"signatures: {_signature_list(impls)}",
        )
    null_reason = next((r for _, r in reasons if "null cannot be inferred" in r), None)
    if null_reason is not None and all(a.kind is not ArgKind.VALUE for a in args):
        index = next(
            i
            for i, a in enumerate(args)
            if a.literal is not None and a.literal.kind is ast.LiteralKind.NULL
        )
        return Failure(
            Code.CANNOT_INFER_TYPE,
            f"the type of null in {display_name}(...) cannot be inferred",
            "give it a type, e.g. null::i32?",
            index,
        )
    message = f"no overload of {display_name} matches {found}\n  candidates: "
    message += _signature_list(same_arity)
    if len(same_arity) == 1:
        message += f" ({reasons[[r[0] for r in reasons].index(same_arity[0])][1]})"
    hint = _json_text_hint(display_name, args) or _cast_hint(same_arity, args)
    return Failure(Code.NO_MATCHING_OVERLOAD, message, hint)


def _json_text_hint(display_name: str, args: Sequence[Argument]) -> str | None:
    """A path into a string column: the string is JSON text, not a variant.

    Casting it to variant would make a variant *string*, whose fields are all
    null; parse_json is what the user means (Spark refuses ``j:a`` on strings
    the same way)."""
    if display_name.rsplit(".", 1)[-1] != "variant_get" or not args:
        return None
    source = args[0]
    if not isinstance(source.type, (t.String, t.VarChar, t.FixedChar)):
        return None
    return (
        f"{source.text} is text, not a variant: read the JSON it holds with "
        f"parse_json({source.text}) (or try_parse_json({source.text}), null where "
        "it is not JSON)"
    )


def _cast_hint(impls: Sequence[FunctionImpl], args: Sequence[Argument]) -> str | None:
    """Suggest casting one argument where that alone would make a call match."""
    suggestions: list[tuple[bool, int, str]] = []
    for index, arg in enumerate(args):
        if arg.kind not in (ArgKind.VALUE, ArgKind.WORD) or arg.type is None:
            continue
        holed = [*args[:index], Argument(ArgKind.HOLE, arg.node), *args[index + 1 :]]
        for impl in impls:
            needed = _needed_type(impl, holed, index)
            if needed is None or not can_cast(arg.type, needed):
                continue
            if needed.with_nullable(False) == arg.type.with_nullable(False):
                continue
            target = needed.with_nullable(False)
            text = f"cast({arg.text} AS {target})"
            widening = is_widening(arg.type.with_nullable(False), target)
            suggestions.append((not widening, len(suggestions), text))
        # A parameter with free variables (decimal<P2,S2>) names no type to cast
        # to; try the lossless widenings of the argument instead (i32 → decimal<10,0>).
        for wider in wider_types(arg.type.with_nullable(False)):
            trial = [
                *args[:index],
                Argument(ArgKind.VALUE, arg.node, type=wider),
                *args[index + 1 :],
            ]
            if any(isinstance(_try(impl, trial), _Candidate) for impl in impls):
                suggestions.append((False, len(suggestions), f"cast({arg.text} AS {wider})"))
                break
    if not suggestions:
        return None
    suggestions.sort()
    if not suggestions[0][0]:  # a widening cast exists: do not suggest losing data
        suggestions = [s for s in suggestions if not s[0]]
    unique = list(dict.fromkeys(text for _, _, text in suggestions))[:3]
    return "cast an argument explicitly, e.g. " + " or ".join(unique)


def _needed_type(impl: FunctionImpl, args: Sequence[Argument], index: int) -> t.Type | None:
    if isinstance(_param(impl, index), EnumArg):
        return None
    outcome = _try(impl, args)
    if not isinstance(outcome, _Candidate):
        return None
    bindings = Bindings(outcome.attempt.bindings.entries)  # without the hole's error mark
    return _bound_type(_pattern(_value_text(impl, index)), bindings)


# --------------------------------------------------------------------------- options


def check_options(impl: FunctionImpl, options: Sequence[ast.Option]) -> list[tuple[int, str, str]]:
    """Problems with the ``[name:VALUE]`` options of a call bound to ``impl``:
    (option index, message, hint). Names and values compare case-insensitively."""
    problems: list[tuple[int, str, str]] = []
    for index, option in enumerate(options):
        spec = next((o for o in impl.options if o.name.lower() == option.name.lower()), None)
        if spec is None:
            known = ", ".join(o.name for o in impl.options) or "none"
            problems.append(
                (
                    index,
                    f"{impl.name} has no option {option.name!r}",
                    f"options of {impl.signature_key}: {known}",
                )
            )
        elif option.value.upper() not in (v.upper() for v in spec.values):
            problems.append(
                (
                    index,
                    f"{option.value!r} is not a value of option {spec.name}",
                    f"allowed values: {', '.join(spec.values)}",
                )
            )
    return problems


def option_values(impl: FunctionImpl, options: Sequence[ast.Option]) -> tuple[tuple[str, str], ...]:
    """The options as (name, value) spelled as in the YAML (after ``check_options``)."""
    pairs: list[tuple[str, str]] = []
    for option in options:
        spec = next((o for o in impl.options if o.name.lower() == option.name.lower()), None)
        if spec is None:
            continue
        value = next((v for v in spec.values if v.upper() == option.value.upper()), option.value)
        pairs.append((spec.name, value))
    return tuple(pairs)
