"""Parsing of Substrait type text: concrete types, signature patterns and
return-type derivation programs, with one lark grammar (``type_syntax.lark``).

* ``parse_type("decimal?<38,2>")`` → a concrete ``Type``.
* ``parse_type_pattern("decimal<P1,S1>")`` → a ``TypePattern`` as written in
  an extension YAML argument ``value``: type variables ``any``/``anyN``,
  integer parameter names, nullability markers.
* ``parse_derivation(text)`` → a ``Derivation``: a YAML ``return``, either one
  pattern or ``name = expr`` lines followed by the result expression.

* ``parse_schema_fields(text)`` → the fields of a schema (``Schema.parse``).

The tree built here is purely syntactic; ``derivation.match`` and
``derivation.evaluate`` give it meaning. Every error is a ``TypeSyntaxError``
naming the line and column.

One parser of type text: this lark grammar is the only parser of type text
standing on its own (concrete types, schemas, YAML patterns and derivations;
the expression grammar cannot read patterns or programs). The expression
grammar keeps its own small type rule for types inside expressions (``5::i8``,
``cast(x AS decimal<10,2>)``, and ``substrait_expr.parse_type``, which returns
that rule's ``ast.TypeName``), because there a type must be one rule of the
ANTLR grammar. Both resolve names through the one table of spellings
(``ast.typenames``) and build types through ``types.make_type`` with its
parameter checks and messages, so a type means the same in both places and a
wrong one gets the same message (``typecheck.typenames.to_type`` is the
expression side).
"""

from __future__ import annotations

import difflib
import enum
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, TypeVar

import lark
from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken, VisitError

from substrait_expr.ast.nodes import Span
from substrait_expr.ast.typenames import SQL_SYNONYMS, type_name_pattern
from substrait_expr.diagnostics import Code, Diagnostic, Error, caret_window, clip_message
from substrait_expr.limits import current_limits
from substrait_expr.parser.driver import register_parse_cache
from substrait_expr.typecheck.types import (
    TYPE_NAMES,
    Func,
    Struct,
    Type,
    UserDefined,
    default_parameters,
    lookup_type_name,
    make_type,
    parameter_count_problem,
    parameter_kind_problem,
    parameter_label,
    quote_name,
)

# --------------------------------------------------------------------------- errors


class TypeSyntaxError(Error, ValueError):
    """Malformed type text. ``line``/``column`` are 1-based; ``offset`` is
    0-based into ``text``."""

    def __init__(self, message: str, text: str, offset: int) -> None:
        offset = max(0, min(offset, len(text)))
        self.message = message
        self.text = text
        self.offset = offset
        self.line = text.count("\n", 0, offset) + 1
        line_start = text.rfind("\n", 0, offset) + 1
        self.column = offset - line_start + 1
        line_end = text.find("\n", offset)
        # A window of a long line, as every caret view shows (diagnostics.caret_window).
        source_line, caret = caret_window(
            text[line_start : len(text) if line_end < 0 else line_end], self.column - 1
        )
        super().__init__(
            f"{clip_message(message)} (line {self.line}, column {self.column})"
            f"\n  {source_line}\n  {caret}"
        )
        span = Span(self.line, self.column, self.line, self.column + 1, offset, offset + 1)
        self.diagnostics = (Diagnostic(_code_of(message), message, span),)


def _code_of(message: str) -> Code:
    if message.startswith("unknown type"):
        return Code.UNKNOWN_TYPE
    if message.startswith(("unexpected", "type parameters go")):
        return Code.SYNTAX
    if "nested more than" in message:
        return Code.TOO_DEEP
    return Code.BAD_TYPE


# --------------------------------------------------------------------------- syntax tree


@dataclass(frozen=True, slots=True)
class Expr:
    """Base of the nodes of patterns and derivation programs."""


class UnaryOp(enum.Enum):
    NEGATE = "-"
    NOT = "!"


class BinaryOp(enum.Enum):
    ADD = "+"
    SUBTRACT = "-"
    MULTIPLY = "*"
    DIVIDE = "/"
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="
    EQ = "=="
    NE = "!="
    AND = "&&"
    OR = "||"


class Function(enum.Enum):
    """Functions callable in a derivation program (case-insensitive)."""

    MIN = "min"
    MAX = "max"


@dataclass(frozen=True, slots=True)
class Literal(Expr):
    value: int | bool

    def __str__(self) -> str:
        if isinstance(self.value, bool):
            return "true" if self.value else "false"
        return str(self.value)


@dataclass(frozen=True, slots=True)
class Name(Expr):
    """An integer parameter (``P1``) or a program variable (``init_scale``)."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class Unary(Expr):
    op: UnaryOp
    operand: Expr

    def __str__(self) -> str:
        return f"{self.op.value}{_wrap(self.operand)}"


@dataclass(frozen=True, slots=True)
class Binary(Expr):
    op: BinaryOp
    left: Expr
    right: Expr

    def __str__(self) -> str:
        return f"{_wrap(self.left)} {self.op.value} {_wrap(self.right)}"


@dataclass(frozen=True, slots=True)
class Call(Expr):
    function: Function
    args: tuple[Expr, ...]

    def __str__(self) -> str:
        return f"{self.function.value}({', '.join(str(a) for a in self.args)})"


@dataclass(frozen=True, slots=True)
class IntegerParameter(Expr):
    """``integer_parameter(name)``: the value of the constant argument called
    ``name`` (supplied by the caller at evaluation)."""

    argument: str

    def __str__(self) -> str:
        return f"integer_parameter({self.argument})"


@dataclass(frozen=True, slots=True)
class Conditional(Expr):
    condition: Expr
    then: Expr
    otherwise: Expr

    def __str__(self) -> str:
        return f"{_wrap(self.condition)} ? {_wrap(self.then)} : {_wrap(self.otherwise)}"


def _wrap(e: Expr) -> str:
    # Parenthesise compound operands so the printed text reads unambiguously.
    return f"({e})" if isinstance(e, Binary | Conditional) else str(e)


@dataclass(frozen=True, slots=True)
class TypePattern(Expr):
    """A type as written in a signature; ``nullable`` is the ``?`` marker."""

    nullable: bool = field(default=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class TypeVariable(TypePattern):
    """``any`` (matches anything, binds nothing) or ``anyN`` (binds ``anyN``
    consistently). ``name`` is lowercase."""

    name: str

    def __str__(self) -> str:
        return self.name + ("?" if self.nullable else "")


@dataclass(frozen=True, slots=True)
class TypeTerm(TypePattern):
    """A named type other than struct, func and user-defined: ``i32``,
    ``decimal<P1,S1>``, ``list<any1>``. ``params`` are in written order; a
    bare name with default parameters (``iday``) gets them filled in."""

    cls: type[Type]
    params: tuple[Expr, ...] = ()

    def __str__(self) -> str:
        marker = "?" if self.nullable else ""
        params = f"<{','.join(str(p) for p in self.params)}>" if self.params else ""
        return f"{self.cls.NAME}{marker}{params}"


@dataclass(frozen=True, slots=True)
class StructTerm(TypePattern):
    fields: tuple[Expr, ...]
    names: tuple[str, ...] | None = None

    def __str__(self) -> str:
        marker = "?" if self.nullable else ""
        if self.names is None:
            return f"struct{marker}<{','.join(str(f) for f in self.fields)}>"
        pairs = (f"{quote_name(n)}:{f}" for n, f in zip(self.names, self.fields, strict=True))
        return f"nstruct{marker}<{','.join(pairs)}>"


@dataclass(frozen=True, slots=True)
class FuncTerm(TypePattern):
    args: tuple[Expr, ...]
    result: Expr

    def __str__(self) -> str:
        marker = "?" if self.nullable else ""
        if len(self.args) == 1:
            args = str(self.args[0])
        else:
            args = "(" + ", ".join(str(a) for a in self.args) + ")"
        return f"func{marker}<{args} -> {self.result}>"


@dataclass(frozen=True, slots=True)
class UserTypeTerm(TypePattern):
    type_name: str

    def __str__(self) -> str:
        return str(UserDefined(self.type_name, nullable=self.nullable))


@dataclass(frozen=True, slots=True)
class Assignment:
    name: str
    value: Expr

    def __str__(self) -> str:
        return f"{self.name} = {self.value}"


@dataclass(frozen=True, slots=True)
class Derivation:
    """A return type: assignments evaluated in order, then ``result``."""

    assignments: tuple[Assignment, ...]
    result: Expr

    @property
    def nullable_marker(self) -> bool:
        """Whether the written result type carries an explicit ``?``
        (for a conditional result: either branch does)."""
        return _has_marker(self.result)

    def __str__(self) -> str:
        return "\n".join([*(str(a) for a in self.assignments), str(self.result)])


def _has_marker(e: Expr) -> bool:
    if isinstance(e, TypePattern):
        return e.nullable
    if isinstance(e, Conditional):
        return _has_marker(e.then) or _has_marker(e.otherwise)
    return False


# Nodes that can only denote integers or booleans, never a type.
_VALUE_NODES = (Literal, Name, Unary, Binary, Call, IntegerParameter)


# --------------------------------------------------------------------------- parser


_STARTS = ["start_type", "start_program", "start_schema"]


def _grammar() -> str:
    grammar = resources.files(__package__).joinpath("type_syntax.lark").read_text("utf-8")
    return grammar.replace("@TYPE_NAMES@", type_name_pattern(exclude=("struct", "func")))


@functools.cache
def _lark() -> lark.Lark:
    """The parser that builds a tree with positions: for the exact place of a mistake."""
    return lark.Lark(
        _grammar(), parser="lalr", start=_STARTS, propagate_positions=True, maybe_placeholders=True
    )


@functools.cache
def _inline_lark(concrete: bool) -> lark.Lark:
    """The same grammar with the ``_Builder`` methods called as the parser
    reduces (no tree, no positions, no second pass): about twice as fast, the
    way all text is read first. Text it refuses is read again by ``_lark``,
    which reports the mistake exactly where it is."""
    callbacks = _InlineCallbacks(_Builder("", concrete, positions=False))
    return lark.Lark(
        _grammar(), parser="lalr", start=_STARTS, maybe_placeholders=True, transformer=callbacks
    )


def _source(text: str, start: str) -> str:
    # Outside programs a newline is plain whitespace (but kept inside quoted
    # names); the same-length replacement keeps error offsets valid.
    if start == "start_program" or "\n" not in text:
        return text
    return _NEWLINE_OUTSIDE_QUOTES.sub(_blank, text)


def _build(text: str, start: str, concrete: bool) -> Any:
    """The syntax nodes of ``text``: read the fast way, and when that fails
    again with the tree, for the error with its position."""
    try:
        return _inline_lark(concrete).parse(_source(text, start), start=start)
    except _TooDeep:
        # Reading such text again with the tree takes seconds: name the place lexically.
        raise _too_deep(text, _bracket_offset(text)) from None
    except (UnexpectedInput, ValueError):
        pass
    return _run(_parse_tree(text, start), text, concrete)


def _parse_tree(text: str, start: str) -> lark.Tree[Token]:
    try:
        tree = _lark().parse(_source(text, start), start=start)
    except UnexpectedInput as exc:
        raise _syntax_error(exc, text, concrete=start != "start_program") from None
    _check_tree_depth(tree, text)
    return tree


# Rules that only group their children: not a level of nesting.
_FLAT_RULES = frozenset(
    {"start_type", "start_program", "start_schema", "assignment", "named_field", "unnamed_field",
     "named_param", "func_one_arg", "func_no_args", "func_many_args", "field_name",
     "compare_op", "add_op", "mul_op"}
)  # fmt: skip


class TypeTooDeep(TypeSyntaxError):
    """Type text nested deeper than ``Limits.type_depth``."""


def _too_deep(text: str, offset: int) -> TypeTooDeep:
    limit = current_limits().type_depth
    message = f"type text nested more than {limit:,} levels deep (Limits.type_depth)"
    return TypeTooDeep(message, text, offset)


def _bracket_offset(text: str) -> int:
    """Where brackets first nest past ``Limits.type_depth`` (a ``<`` may be a
    comparison, so this is a place to point at, not a check); the start of the
    text when a chain of operators is what nests."""
    limit, depth = current_limits().type_depth, 0
    for offset, char in enumerate(text):
        depth += (char in "<(") - (char in ">)")
        if depth > limit:
            return offset
    return 0


def _check_tree_depth(tree: lark.Tree[Token], text: str) -> None:
    """Refuse a tree nested deeper than ``Limits.type_depth`` at the first node
    past it, before lark's recursive transformer (and everything after it, all
    recursive: matching, evaluation, printing) walks it. Iterative."""
    limit = current_limits().type_depth
    stack: list[tuple[lark.Tree[Token], int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if node.data not in _FLAT_RULES:
            depth += 1
            if depth > limit:
                raise _too_deep(text, getattr(node.meta, "start_pos", 0) or 0)
        stack.extend((child, depth) for child in node.children if isinstance(child, lark.Tree))


_NEWLINE_OUTSIDE_QUOTES = re.compile(r'"(?:[^"\\]|\\.)*"|\n')


def _blank(m: re.Match[str]) -> str:
    return " " if m.group() == "\n" else m.group()


def _syntax_error(exc: UnexpectedInput, text: str, concrete: bool) -> TypeSyntaxError:
    if isinstance(exc, UnexpectedCharacters):
        offset = exc.pos_in_stream or 0
        char = text[offset : offset + 1]
        return TypeSyntaxError(f"unexpected character {char!r}", text, offset)
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        # `accepts` replays the parser, so it is exact where `expected` holds the
        # lookaheads of merged LALR states.
        expected = _describe_expected(exc.accepts or exc.expected, concrete)
        if token.type == "$END":
            return TypeSyntaxError(f"unexpected end of text; expected {expected}", text, len(text))
        offset = token.start_pos if token.start_pos is not None else len(text)
        if token.type == "NAME" and "TYPE_NAME" in (exc.accepts or exc.expected):
            return TypeSyntaxError(_unknown_type_message(str(token)), text, offset)
        if str(token) == "(":
            angle = _parentheses_for_angles(text, offset)
            if angle is not None:
                return TypeSyntaxError(angle, text, offset)
        what = "newline" if token.type == "_SEP" and "\n" in token else repr(str(token).strip())
        return TypeSyntaxError(f"unexpected {what}; expected {expected}", text, offset)
    return TypeSyntaxError("unexpected end of text", text, len(text))


_WORD_BEFORE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*\??\s*$")


def _parentheses_for_angles(text: str, offset: int) -> str | None:
    """The message for SQL's ``decimal(10,2)`` (or DuckDB's ``struct(a int)``):
    None when the ``(`` at ``offset`` does not follow a type name."""
    before = _WORD_BEFORE.search(text, 0, offset)
    if before is None:
        return None
    name = before.group(1)
    if lookup_type_name(name) is None and name.lower() not in ("struct", "nstruct"):
        return None
    close = text.find(")", offset)
    inside = text[offset + 1 : close] if close > 0 else "..."
    return f"type parameters go in angle brackets: write {name}<{inside}>, not {name}({inside})"


def _unknown_type_message(word: str) -> str:
    synonym = SQL_SYNONYMS.get(word.lower())
    if synonym is not None:  # a SQL name with no one meaning (docs/language.md)
        return f"unknown type name {word!r}; did you mean {synonym}?"
    close = difflib.get_close_matches(word.lower(), TYPE_NAMES.keys(), n=3)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    return f"unknown type name {word!r}{hint}"


_TERMINAL_WORDS = {
    "TYPE_NAME": "a type name",
    "STRUCT": "'struct'",
    "NSTRUCT": "'nstruct'",
    "FUNC": "'func'",
    "ANY": "'any'",
    "USER_TYPE": "'u!name'",
    "VARIANT": "'variant'",
    "TRUE": "'true'",
    "FALSE": "'false'",
    "NAME": "a name",
    "STRING": "a quoted name",
    "INT": "an integer",
    "_SEP": "a newline",
    "$END": "end of text",
}

# Terminals that only expressions use: not worth suggesting for a concrete type.
_EXPRESSION_ONLY = {"ANY", "TRUE", "FALSE", "NAME", "BANG", "MINUS"}


def _describe_expected(names: set[str], concrete: bool) -> str:
    literals = {t.name: t.pattern.value for t in _lark().terminals if t.pattern.type == "str"}
    wanted = [n for n in names if not (concrete and n in _EXPRESSION_ONLY)]
    # Words first ("a type name"), then punctuation, each sorted.
    words = sorted({_TERMINAL_WORDS.get(n) or repr(literals.get(n, n)) for n in wanted})
    words.sort(key=lambda w: w.startswith("'"))
    if len(words) > 10:
        words = [*words[:10], "..."]
    return "one of " + ", ".join(words) if len(words) > 1 else "".join(words)


def _run(tree: lark.Tree[Token], text: str, concrete: bool) -> Any:
    try:
        return _Builder(text, concrete).transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, TypeSyntaxError):
            raise exc.orig_exc from None
        raise


# --------------------------------------------------------------------------- tree builder


def _children(items: Sequence[Any]) -> list[Any]:
    # Drop the placeholders of absent optional parts and the kept tokens.
    return [c for c in items if c is not None]


@v_args(meta=True)
class _Builder(Transformer[Token, Any]):
    """Turns the lark tree into syntax nodes. With ``concrete`` set, anything
    that is not a literal type (names, variables, arithmetic) is an error."""

    def __init__(self, text: str, concrete: bool, positions: bool = True) -> None:
        super().__init__()
        self._text = text
        self._concrete = concrete
        self._positions = positions
        # Where each Name node was written, so that a misplaced name is
        # reported where it is rather than at the enclosing type.
        self._name_offsets: dict[int, int] = {}

    def _error(self, message: str, meta: Any, node: Expr | None = None) -> TypeSyntaxError:
        offset = self._name_offsets.get(id(node)) if node is not None else None
        if offset is None:
            offset = getattr(meta, "start_pos", None)
        return TypeSyntaxError(message, self._text, len(self._text) if offset is None else offset)

    def _only_literal(self, meta: Any, what: str) -> None:
        if self._concrete:
            raise self._error(f"a concrete type cannot contain {what}", meta)

    # ---- start rules

    def start_type(self, meta: Any, items: list[Any]) -> Expr:
        result: Expr = items[0]
        return result

    def start_program(self, meta: Any, items: list[Any]) -> Derivation:
        parts = _children(items)
        assignments = tuple(p for p in parts if isinstance(p, Assignment))
        return Derivation(assignments, parts[-1])

    def start_schema(self, meta: Any, items: list[Any]) -> list[tuple[str | None, Expr]]:
        return _children(items)

    def assignment(self, meta: Any, items: list[Any]) -> Assignment:
        return Assignment(str(items[0]), items[1])

    def named_field(self, meta: Any, items: list[Any]) -> tuple[str | None, Expr]:
        return (items[0], items[1])

    def unnamed_field(self, meta: Any, items: list[Any]) -> tuple[str | None, Expr]:
        return (None, items[0])

    def field_name(self, meta: Any, items: list[Token]) -> str:
        token = items[0]
        if token.type == "STRING":
            return _unquote(str(token))
        return str(token)

    # ---- types

    def simple_type(self, meta: Any, items: list[Any]) -> TypeTerm:
        token, qmark, *params = items
        cls = lookup_type_name(str(token))
        if cls is None:  # matched only ignoring case in a way names do not (İ32)
            raise TypeSyntaxError(f"unknown type {str(token)!r}", self._text, token.start_pos or 0)
        given = tuple(_children(params))
        term = TypeTerm(cls, self._check_params(cls, given, meta), nullable=qmark is not None)
        _checked_depth(term)  # before _term_to_type walks it, recursively
        if self._concrete:
            _term_to_type(term, self, meta)  # report range errors at this position
        return term

    def _check_params(
        self, cls: type[Type], params: tuple[Expr, ...], meta: Any
    ) -> tuple[Expr, ...]:
        problem = parameter_count_problem(cls, len(params))
        if problem is not None:
            raise self._error(problem, meta)
        if not params and cls.INT_PARAMS:
            return tuple(Literal(v) for v in default_parameters(cls) or ())
        for index, param in enumerate(params):
            label, integer = parameter_label(cls, index)
            self._check_kind(cls.NAME, label, param, integer, meta)
        return params

    def _check_kind(self, owner: str, label: str, param: Expr, integer: bool, meta: Any) -> None:
        if integer and isinstance(param, TypePattern):
            raise self._error(parameter_kind_problem(owner, label, True, str(param)), meta)
        if not integer and isinstance(param, Name):
            raise self._error(_unknown_type_message(param.name), meta, param)
        if not integer and isinstance(param, _VALUE_NODES):
            raise self._error(parameter_kind_problem(owner, label, False, str(param)), meta)
        if integer and self._concrete and isinstance(param, Name):
            message = f"a concrete type needs a number, not the parameter name {param.name!r}"
            raise self._error(message, meta, param)

    def struct_type(self, meta: Any, items: list[Any]) -> StructTerm:
        _, qmark, *fields = items
        given = _children(fields)
        named = [f for f in given if isinstance(f, tuple)]
        if named and len(named) != len(given):
            message = "name every field of a struct or none: struct<a: i32, b: string>"
            raise self._error(message, meta)
        if named:  # Spark's and DuckDB's spelling of a named struct
            return self.nstruct_type(meta, [None, qmark, *named])
        for f in given:
            self._check_kind("struct", "field", f, False, meta)
        return _checked_depth(StructTerm(tuple(given), nullable=qmark is not None))

    def nstruct_type(self, meta: Any, items: list[Any]) -> StructTerm:
        _, qmark, *pairs = items
        given: list[tuple[str, Expr]] = _children(pairs)
        for _name, f in given:
            self._check_kind("nstruct", "field", f, False, meta)
        names = tuple(n for n, _ in given)
        return _checked_depth(
            StructTerm(tuple(f for _, f in given), names, nullable=qmark is not None)
        )

    def named_param(self, meta: Any, items: list[Any]) -> tuple[str, Expr]:
        return (items[0], items[1])

    def func_type(self, meta: Any, items: list[Any]) -> FuncTerm:
        _, qmark, args, result = items
        for a in (*args, result):
            self._check_kind("func", "parameter", a, False, meta)
        return _checked_depth(FuncTerm(args, result, nullable=qmark is not None))

    def func_one_arg(self, meta: Any, items: list[Any]) -> tuple[Expr, ...]:
        return (items[0],)

    def func_no_args(self, meta: Any, items: list[Any]) -> tuple[Expr, ...]:
        return ()

    def func_many_args(self, meta: Any, items: list[Any]) -> tuple[Expr, ...]:
        return tuple(items)

    def type_variable(self, meta: Any, items: list[Any]) -> TypeVariable:
        token, qmark = items
        self._only_literal(meta, f"the type variable {str(token)!r}")
        return TypeVariable(str(token).lower(), nullable=qmark is not None)

    def user_type(self, meta: Any, items: list[Any]) -> UserTypeTerm:
        token, qmark = items
        text = str(token)
        name = text[2:] if token.type == "USER_TYPE" else text.lower()
        return UserTypeTerm(name, nullable=qmark is not None)

    # ---- expressions

    def conditional(self, meta: Any, items: list[Any]) -> Conditional:
        self._only_literal(meta, "a conditional")
        condition, then, otherwise = items
        return _checked_depth(Conditional(condition, then, otherwise))

    def or_op(self, meta: Any, items: list[Any]) -> Binary:
        self._only_literal(meta, "'||'")
        return _checked_depth(Binary(BinaryOp.OR, items[0], items[1]))

    def and_op(self, meta: Any, items: list[Any]) -> Binary:
        self._only_literal(meta, "'&&'")
        return _checked_depth(Binary(BinaryOp.AND, items[0], items[1]))

    def compare(self, meta: Any, items: list[Any]) -> Binary:
        left, op, right = items
        self._only_literal(meta, f"{op.value!r}")
        return _checked_depth(Binary(op, left, right))

    def arithmetic(self, meta: Any, items: list[Any]) -> Binary:
        left, op, right = items
        self._only_literal(meta, f"arithmetic ({op.value!r})")
        return _checked_depth(Binary(op, left, right))

    def compare_op(self, meta: Any, items: list[Token]) -> BinaryOp:
        return BinaryOp(str(items[0]))

    add_op = compare_op
    mul_op = compare_op

    def negate(self, meta: Any, items: list[Any]) -> Expr:
        self._only_literal(meta, "a negative number")
        operand = items[0]
        if isinstance(operand, Literal) and not isinstance(operand.value, bool):
            return Literal(-operand.value)
        return _checked_depth(Unary(UnaryOp.NEGATE, operand))

    def not_op(self, meta: Any, items: list[Any]) -> Unary:
        self._only_literal(meta, "'!'")
        return _checked_depth(Unary(UnaryOp.NOT, items[0]))

    def integer(self, meta: Any, items: list[Token]) -> Literal:
        return Literal(int(str(items[0])))

    def true(self, meta: Any, items: list[Token]) -> Literal:
        self._only_literal(meta, "a boolean")
        return Literal(True)

    def false(self, meta: Any, items: list[Token]) -> Literal:
        self._only_literal(meta, "a boolean")
        return Literal(False)

    def name(self, meta: Any, items: list[Token]) -> Name:
        # Misplaced names are reported by the enclosing type, which knows
        # whether a number or a type belongs there.
        node = Name(str(items[0]))
        if self._positions:
            self._name_offsets[id(node)] = meta.start_pos
        return node

    def call(self, meta: Any, items: list[Any]) -> Expr:
        self._only_literal(meta, "a function call")
        function = str(items[0]).lower()
        args = tuple(_children(items[1:]))
        if function == "integer_parameter":
            if len(args) != 1 or not isinstance(args[0], Name):
                raise self._error("integer_parameter takes one argument name", meta)
            return IntegerParameter(args[0].name)
        try:
            known = Function(function)
        except ValueError:
            raise self._error(
                f"unknown function {str(items[0])!r}; known: min, max, integer_parameter", meta
            ) from None
        if len(args) < 2:
            raise self._error(f"{function} takes at least two arguments", meta)
        return _checked_depth(Call(known, args))


def _subnodes(node: object) -> tuple[Expr, ...]:
    if isinstance(node, Unary):
        return (node.operand,)
    if isinstance(node, Binary):
        return (node.left, node.right)
    if isinstance(node, Conditional):
        return (node.condition, node.then, node.otherwise)
    if isinstance(node, Call):
        return node.args
    if isinstance(node, StructTerm):
        return node.fields
    if isinstance(node, TypeTerm):
        return node.params
    if isinstance(node, FuncTerm):
        return (*node.args, node.result)
    return ()


_Node = TypeVar("_Node", bound=Expr)


class _TooDeep(ValueError):
    """Raised while reading the fast way, which has no positions: ``_build``
    turns it into ``TypeTooDeep`` at a place found in the text."""


def _checked_depth(node: _Node) -> _Node:
    """``node`` unless it nests deeper than ``Limits.type_depth``. The walk
    stops one level past the limit, so checking each new node stays cheap."""
    limit = current_limits().type_depth
    stack: list[tuple[object, int]] = [(node, 1)]
    while stack:
        current, depth = stack.pop()
        if depth > limit:
            raise _TooDeep()
        stack.extend((child, depth + 1) for child in _subnodes(current))
    return node


class _NoMeta:
    """The ``meta`` of a rule read without positions."""


_NO_META = _NoMeta()


class _InlineCallbacks:
    """A ``_Builder``'s rule methods as lark's inline callbacks (which take the
    children only: lark passes no positions to them)."""

    def __init__(self, builder: _Builder) -> None:
        for name in dir(_Builder):
            method = getattr(builder, name)
            if hasattr(method, "visit_wrapper"):  # a rule method (from v_args)
                setattr(self, name, functools.partial(method, _NO_META))


def _unquote(quoted: str) -> str:
    body = quoted[1:-1]
    out: list[str] = []
    escaped = False
    for ch in body:
        if escaped:
            out.append(ch)
            escaped = False
        elif ch == "\\":
            escaped = True
        else:
            out.append(ch)
    return "".join(out)


# --------------------------------------------------------------------------- to concrete types


def _term_to_type(pattern: Expr, builder: _Builder | None = None, meta: Any = None) -> Type:
    """The concrete type a literal-only pattern denotes. Range errors become
    TypeSyntaxError when a builder (for the position) is given."""
    try:
        return pattern_to_type(pattern)
    except ValueError as exc:
        if builder is None or isinstance(exc, TypeSyntaxError):
            raise
        raise builder._error(str(exc), meta) from None


def pattern_to_type(pattern: Expr) -> Type:
    """The concrete type of a pattern without variables or expressions
    (``decimal?<38,2>``). Raises ValueError otherwise."""
    if isinstance(pattern, TypeTerm):
        params = tuple(_concrete_param(p) for p in pattern.params)
        return make_type(pattern.cls, params, pattern.nullable)
    if isinstance(pattern, StructTerm):
        fields = tuple(pattern_to_type(f) for f in pattern.fields)
        return Struct(fields, pattern.names, nullable=pattern.nullable)
    if isinstance(pattern, FuncTerm):
        types = tuple(pattern_to_type(p) for p in (*pattern.args, pattern.result))
        return make_type(Func, types, pattern.nullable)
    if isinstance(pattern, UserTypeTerm):
        return UserDefined(pattern.type_name, nullable=pattern.nullable)
    raise ValueError(f"{pattern} is not a concrete type")


def _concrete_param(param: Expr) -> int | Type:
    if isinstance(param, Literal) and not isinstance(param.value, bool):
        return param.value
    return pattern_to_type(param)


# --------------------------------------------------------------------------- entry points


@functools.lru_cache(maxsize=4096)
def parse_type(text: str) -> Type:
    """A concrete type: ``i32``, ``decimal?<38,2>``, ``list<str>``,
    ``nstruct<a:i32>``, ``func<(i32, i64) -> bool>``, ``u!point``. Type names
    are case-insensitive and may be the short forms (``dec``, ``vchar``)."""
    pattern = _build(text, "start_type", concrete=True)
    return pattern_to_type(pattern)


@functools.lru_cache(maxsize=4096)
def parse_type_pattern(text: str) -> TypePattern:
    """A signature type pattern as in a YAML argument ``value``."""
    pattern: TypePattern = _build(text, "start_type", concrete=False)
    return pattern


@functools.lru_cache(maxsize=4096)
def parse_derivation(text: str) -> Derivation:
    """A YAML ``return``: one pattern, or a program of ``name = expr`` lines
    (newline- or ``;``-separated) ending with the result expression."""
    derivation: Derivation = _build(text, "start_program", concrete=False)
    return derivation


def parse_schema_fields(text: str) -> list[tuple[str | None, Type]]:
    """The fields of a schema text (``a: i32, "b c": string?`` or
    ``i32, string?``): ``(name or None, type)`` pairs. Used by ``Schema``."""
    return list(_schema_fields(text))


# Plans repeat their tables' schema text in every read; types are immutable,
# so one text gives one shared result. Errors are raised again, never cached.
@functools.lru_cache(maxsize=512)
def _schema_fields(text: str) -> tuple[tuple[str | None, Type], ...]:
    fields: list[tuple[str | None, Expr]] = _build(text, "start_schema", concrete=True)
    return tuple((name, pattern_to_type(p)) for name, p in fields)


def clear_schema_cache() -> None:
    """Forget every parsed schema text (benchmarks measure a first parse)."""
    _schema_fields.cache_clear()


register_parse_cache(clear_schema_cache)


__all__ = [
    "Assignment",
    "Binary",
    "BinaryOp",
    "Call",
    "Conditional",
    "Derivation",
    "Expr",
    "FuncTerm",
    "Function",
    "IntegerParameter",
    "Literal",
    "Name",
    "StructTerm",
    "TypePattern",
    "TypeSyntaxError",
    "TypeTerm",
    "TypeTooDeep",
    "TypeVariable",
    "Unary",
    "UnaryOp",
    "UserTypeTerm",
    "clear_schema_cache",
    "parse_derivation",
    "parse_schema_fields",
    "parse_type",
    "parse_type_pattern",
    "pattern_to_type",
]
