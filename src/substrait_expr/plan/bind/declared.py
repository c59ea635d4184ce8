"""Declared output types: never ignored.

A producer writes each function call's result type into its plan
(``outputType`` of scalar, aggregate and window functions). The binder
derives its own from the spec; where the two differ, the plan means
something the spec's derivation does not give, and following the spec
quietly would be a silently different answer. So, for every call:

- the same type, or types that differ only in nullability (at any depth):
  the call is read as derived. Nullability never changes a value; the
  derived nullability is kept (it is what the engine's null checks see);
- a producer rule of ``plan/interop.py`` that adopts the producer's meaning
  (``avg-fp64-mean``): the call is read as the producer's engine computes
  it, and the rule is recorded at the call's JSON path;
- anything else: the plan is refused at the call's JSON path, naming the
  call, the declared type and the derived one.

The type checker calls ``DeclaredTypes.hook`` on every call it types
(``check(..., declared=...)``); ``from_proto`` says which AST node stands
for which function message and what that message declares.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Iterator
from decimal import Decimal as PyDecimal
from typing import Any

from substrait_expr.ast import nodes as ast
from substrait_expr.plan.interop import Quirks, rule_applies
from substrait_expr.substrait.from_proto import Declared
from substrait_expr.substrait.types import type_name
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.calls import call_on_typed
from substrait_expr.typecheck.check import Checker

__all__ = ["DeclaredTypeError", "DeclaredTypes", "datafusion_sum_type", "stripped"]

_INTEGERS = (t.I8, t.I16, t.I32, t.I64)
_INTEGER_DIGITS: dict[type[t.Type], int] = {t.I8: 3, t.I16: 5, t.I32: 10, t.I64: 19}
_INTEGER_BITS: dict[type[t.Type], int] = {t.I8: 8, t.I16: 16, t.I32: 32, t.I64: 64}
_INTEGER_ARITHMETIC = ("add", "subtract", "multiply")
_LITERAL_DIGITS = {"i8": 3, "i16": 5, "i32": 10, "i64": 19}


class DeclaredTypeError(Exception):
    """A call whose declared type the plan cannot be read with."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def stripped(type_: t.Type) -> t.Type:
    """``type_`` with every nullability (nested ones too) set to required."""
    if isinstance(type_, t.Struct):
        return dataclasses.replace(
            type_, fields=tuple(stripped(f) for f in type_.fields), nullable=False
        )
    if isinstance(type_, t.Func):
        return type_.with_nullable(False)  # a lambda's type is never a value's
    changes: dict[str, Any] = {
        name: stripped(getattr(type_, name))
        for name in type_.TYPE_PARAMS
        if isinstance(getattr(type_, name), t.Type)
    }
    changes["nullable"] = False
    return dataclasses.replace(type_, **changes)


def _spelled(type_: t.Type) -> t.Type:
    """The spec's deprecated microsecond types as the precision types they
    are (``timestamp`` is ``precision_timestamp<6>``): two spellings of one type."""
    if isinstance(type_, t.Timestamp):
        return t.PrecisionTimestamp(6, nullable=type_.nullable)
    if isinstance(type_, t.TimestampTZ):
        return t.PrecisionTimestampTZ(6, nullable=type_.nullable)
    if isinstance(type_, t.Time):
        return t.PrecisionTime(6, nullable=type_.nullable)
    return type_


def same_but_nullability(declared: t.Type, derived: t.Type) -> bool:
    """The same type, whatever either says about nulls, and whichever
    spelling of a microsecond type either uses."""
    return stripped(_spelled(declared)) == stripped(_spelled(derived))


def _holds(declared: t.Type, derived: t.Type) -> bool | None:
    """Whether ``declared`` holds every value of ``derived`` (True), holds the
    same kind of values in fewer digits (False), or is another kind (None)."""
    if isinstance(declared, _INTEGERS) and isinstance(derived, _INTEGERS):
        return _INTEGER_BITS[type(declared)] >= _INTEGER_BITS[type(derived)]
    if isinstance(declared, t.Decimal) and isinstance(derived, _INTEGERS) and not declared.scale:
        return declared.precision >= _INTEGER_DIGITS[type(derived)]
    if isinstance(declared, t.Decimal) and isinstance(derived, t.Decimal):
        if declared.scale != derived.scale:
            return None
        return declared.precision >= derived.precision
    if isinstance(declared, t.String) and isinstance(derived, t.VarChar | t.FixedChar):
        return True  # the same characters, unbounded
    declared, derived = _spelled(declared), _spelled(derived)
    for kind in (t.PrecisionTimestamp, t.PrecisionTimestampTZ):
        if isinstance(declared, kind) and isinstance(derived, kind):
            return True if declared.precision >= derived.precision else None
    return None


def _with_args_cast(
    node: ast.Call,
    typed: ir.TypedExpr,
    target: t.Type,
    visit: Callable[[ast.Expr], ir.TypedExpr],
) -> ir.TypedExpr | None:
    """``node`` checked again with every value argument cast to ``target``
    (each keeping its own nullability)."""
    if len(typed.args) != len(node.args):  # type: ignore[attr-defined]
        return None
    args = tuple(
        arg
        if isinstance(arg, ast.EnumLiteral)
        else ast.Cast(
            arg,
            type_name(stripped(target).with_nullable(kept.type.nullable)),
            ast.CastSyntax.CAST,
        )
        for arg, kept in zip(node.args, typed.args, strict=True)  # type: ignore[attr-defined]
    )
    adopted = visit(dataclasses.replace(node, args=args))
    return None if t.contains_error(adopted.type) else adopted


def _has_scale(typed: ir.TypedExpr, scale: int) -> bool:
    return isinstance(typed.type, t.Decimal) and typed.type.scale == scale


def _literal_digits(arg: ir.TypedExpr) -> int | None:
    """The digits a decimal literal's value needs (its precision at its own
    scale), or None for anything else."""
    if not isinstance(arg, ir.Literal) or not isinstance(arg.type, t.Decimal):
        return None
    if not isinstance(arg.value, PyDecimal):
        return None
    unscaled = abs(int(arg.value.scaleb(arg.type.scale)))
    return max(len(str(unscaled)), 1)


def datafusion_sum_type(typed: ir.TypedExpr) -> t.Decimal | None:
    """DataFusion's type for a ``sum`` of ``decimal<P,S>``, ``decimal<min(38,
    P+10),S>``, where the spec's derivation (``decimal<38,S>``) is wider;
    None for any other call."""
    if not isinstance(typed, ir.AggregateCall | ir.WindowCall) or typed.impl.name != "sum":
        return None
    values = [a for a in typed.args if not isinstance(a, ir.EnumValue)]
    if len(values) != 1 or not isinstance(values[0].type, t.Decimal):
        return None
    argument, result = values[0].type, typed.type
    if not isinstance(result, t.Decimal) or result.scale != argument.scale:
        return None
    precision = min(t.MAX_DECIMAL_PRECISION, argument.precision + 10)
    if result.precision <= precision:
        return None
    return t.Decimal(precision, argument.scale, nullable=result.nullable)


def _datafusion_quotient_type(typed: ir.TypedExpr) -> t.Type:
    """DataFusion's type of a decimal quotient, ``decimal<min(38, P1+S2+4), S1+4>``."""
    first, second = (a.type for a in typed.args)  # type: ignore[attr-defined]
    assert isinstance(first, t.Decimal) and isinstance(second, t.Decimal)
    precision = min(t.MAX_DECIMAL_PRECISION, first.precision + second.scale + 4)
    return t.Decimal(precision, min(first.scale + 4, precision), nullable=typed.type.nullable)


def _call_text(typed: ir.TypedExpr) -> str:
    impl = getattr(typed, "impl", None)
    args = getattr(typed, "args", ())
    name = impl.name if impl is not None else "the call"
    shown = ", ".join(str(a.type) for a in args if not isinstance(a, ir.EnumValue))
    return f"{name}({shown})"


class DeclaredTypes:
    """One expression's calls (from ``from_proto``) and the JSON path of the
    message they were read from; ``hook`` is handed to the type checker."""

    def __init__(self, entries: list[Declared], root: Any, path: str, quirks: Quirks) -> None:
        self._by_id = {id(entry.node): entry for entry in entries}
        self._root = root  # the protobuf message the expression was read from
        self._path = path  # its JSON path in the plan
        self._quirks = quirks
        self._recorded: set[tuple[str, str]] = set()

    def hook(self, node: ast.Call, typed: ir.TypedExpr, checker: Checker) -> ir.TypedExpr:
        visit = checker.visit
        self._checker = checker
        entry = self._by_id.get(id(node))
        if entry is None or entry.node is not node:
            return typed  # a call the checker made, or one written as text
        if t.contains_error(typed.type):
            return typed  # already reported
        adopted = self._avg_fp64_mean(entry, node, typed, visit) or self._datafusion_decimal_avg(
            entry, node, typed, visit
        )
        if adopted is not None:
            return adopted
        declared = entry.type
        summed = self._datafusion_window_sum(entry, typed)
        if summed is not None:
            return summed
        if self._is_datafusion_decimal_division(typed):
            # DataFusion truncates every decimal quotient, also where its type
            # is the spec's (``sum * 100 / total`` is decimal<38,6> in both,
            # and the spec's rounds the last digit): never read as the spec's.
            wanted = declared or _datafusion_quotient_type(typed)
            quotient = self._datafusion_quotient(typed, wanted, self.path_of(entry), checker)
            if quotient is not None:
                return quotient
            first = typed.args[0].type  # type: ignore[attr-defined]
            if (
                same_but_nullability(wanted, typed.type)
                and isinstance(first, t.Decimal)
                and isinstance(wanted, t.Decimal)
                and wanted.scale == first.scale + 4
            ):
                raise DeclaredTypeError(
                    self.path_of(entry),
                    f"{_call_text(typed)}: DataFusion truncates the quotient at scale "
                    f"{wanted.scale}, the spec's divide rounds it; its truncated quotient "
                    "cannot be computed here with every digit kept, so the plan is refused "
                    "rather than read with a last digit that may differ",
                )
        if declared is None or same_but_nullability(declared, typed.type):
            return typed
        path = self.path_of(entry)
        adopted = (
            self._duckdb_comparison(typed, declared, path)
            or self._ibis_true_division(node, typed, declared, path, visit)
            or self._integer_operands(node, typed, declared, path, visit)
            or self._whole_days(typed, declared, path)
            or self._rounded_scale(typed, declared, path)
            or self._exact_product(node, typed, declared, path, visit)
            or self._datafusion_quotient(typed, declared, path, checker)
            or self._width(node, typed, declared, path, visit)
        )
        if adopted is not None:
            return adopted
        raise DeclaredTypeError(
            path,
            f"{_call_text(typed)} is declared {declared}, but the spec's derivation gives "
            f"{typed.type}; no rule of this producer ({self._quirks.producer}) says how to "
            "compute it as declared, so the plan is refused rather than read with either type",
        )

    # ------------------------------------------------------------------ rules

    def _avg_fp64_mean(
        self,
        entry: Declared,
        node: ast.Call,
        typed: ir.TypedExpr,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr | None:
        """``avg`` over integers (DuckDB: or decimals) that the producer means
        as the fp64 mean: declared ``fp64`` (DuckDB, DataFusion), or not
        declared at all (DataFusion, whose ``avg`` of integers is always
        Float64)."""
        producer = self._quirks.producer.name
        if not self._applies("avg-fp64-mean"):
            return None
        if not isinstance(typed, ir.AggregateCall | ir.WindowCall) or typed.impl.name != "avg":
            return None
        values = [a for a in typed.args if not isinstance(a, ir.EnumValue)]
        if len(values) != 1:
            return None
        argument = values[0].type
        kinds: tuple[type[t.Type], ...] = (
            (*_INTEGERS, t.Decimal) if producer == "duckdb" else _INTEGERS
        )
        if not isinstance(argument, kinds):
            return None
        declared = entry.type
        if declared is None:
            if producer != "datafusion":
                return None
        elif not isinstance(declared, t.FP64):
            return None
        position = next(i for i, a in enumerate(node.args) if not isinstance(a, ast.EnumLiteral))
        cast = ast.Cast(
            node.args[position],
            ast.TypeName("fp64", nullable=argument.nullable),
            ast.CastSyntax.CAST,
        )
        args = (*node.args[:position], cast, *node.args[position + 1 :])
        adopted = visit(dataclasses.replace(node, args=args))
        if t.contains_error(adopted.type):
            return None
        path = self.path_of(entry)
        said = f"declared {declared}" if declared is not None else "no declared type"
        self._record(
            "avg-fp64-mean",
            path,
            f"avg({argument}) with {said}: read as {self._quirks.producer.name}'s fp64 "
            f"mean, avg(cast(x AS fp64)) -> {adopted.type}",
        )
        return adopted

    def _datafusion_decimal_avg(
        self,
        entry: Declared,
        node: ast.Call,
        typed: ir.TypedExpr,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr | None:
        """DataFusion's ``avg`` of decimal<P,S> is decimal<P+4,S+4>, the mean
        truncated toward zero; the spec's is decimal<38,S>. DataFusion writes
        no type on measures, so its ``avg`` of decimals is always its own:
        read as the package's ``avg_truncated``, which computes it."""
        if not self._applies("datafusion-decimal-avg"):
            return None
        if not isinstance(typed, ir.AggregateCall | ir.WindowCall) or typed.impl.name != "avg":
            return None
        values = [a for a in typed.args if not isinstance(a, ir.EnumValue)]
        if len(values) != 1 or not isinstance(values[0].type, t.Decimal):
            return None
        if values[0].type.precision > 22:
            return None  # avg_truncated is exact up to 22 digits (docs/interop.md, "Not yet")
        adopted = visit(dataclasses.replace(node, name="avg_truncated", namespace=None))
        if t.contains_error(adopted.type):
            return None
        declared = entry.type
        if declared is not None and not same_but_nullability(declared, adopted.type):
            return None  # declared otherwise: compared (and refused) as any other call
        self._record(
            "datafusion-decimal-avg",
            self.path_of(entry),
            f"avg({values[0].type}): read as DataFusion's mean, truncated at "
            f"{adopted.type} (avg_truncated)",
        )
        return adopted

    def _datafusion_window_sum(self, entry: Declared, typed: ir.TypedExpr) -> ir.TypedExpr | None:
        """A window ``sum`` of ``decimal<P,S>`` as DataFusion types it,
        ``decimal<min(38,P+10),S>`` (rule ``datafusion-decimal-sum``): the
        spec's sum cast (checked) to that type. A measure's ``sum`` is cast
        in a project above its aggregate (the binder's ``_datafusion_sums``)."""
        if not isinstance(typed, ir.WindowCall) or not self._applies("datafusion-decimal-sum"):
            return None
        target = datafusion_sum_type(typed)
        if target is None:
            return None
        if entry.type is not None and not same_but_nullability(entry.type, target):
            return None  # declared otherwise: compared (and refused) as any other call
        self._record(
            "datafusion-decimal-sum",
            self.path_of(entry),
            f"{_call_text(typed)} -> {typed.type} read as DataFusion's {target} (a checked cast)",
        )
        return ir.Cast(target, typed, span=typed.span)

    def _applies(self, rule: str) -> bool:
        return rule_applies(rule, self._quirks.producer)

    def _record(self, rule: str, path: str, detail: str) -> None:
        if (rule, path) not in self._recorded:  # a plan bound twice records each use once
            self._recorded.add((rule, path))
            self._quirks.record(rule, path, detail)

    def _duckdb_comparison(
        self, typed: ir.TypedExpr, declared: t.Type, path: str
    ) -> ir.TypedExpr | None:
        """DuckDB declares a comparison's output type as its first argument's
        type (``lt(date, date)`` declared ``date``); its comparisons are
        boolean, as the spec's."""
        if not self._applies("duckdb-comparison-type") or not isinstance(typed, ir.ScalarCall):
            return None
        if not isinstance(typed.type, t.Boolean) or not typed.args:
            return None
        if not same_but_nullability(declared, typed.args[0].type):
            return None
        self._record(
            "duckdb-comparison-type",
            path,
            f"{_call_text(typed)} declared {declared} (its first argument's type): read as "
            f"{typed.type}",
        )
        return typed

    def _ibis_true_division(
        self,
        node: ast.Call,
        typed: ir.TypedExpr,
        declared: t.Type,
        path: str,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr | None:
        """ibis's ``/`` is true division: ``divide`` of integers declared
        ``fp64`` is computed on the integers converted to fp64 (what the
        engines ibis compiles for do)."""
        if not self._applies("ibis-true-division") or not isinstance(typed, ir.ScalarCall):
            return None
        if typed.impl.name != "divide" or not isinstance(declared, t.FP64 | t.FP32):
            return None
        if not all(isinstance(a.type, _INTEGERS) for a in typed.args):
            return None
        adopted = _with_args_cast(node, typed, declared, visit)
        if adopted is None or not same_but_nullability(declared, adopted.type):
            return None
        self._record(
            "ibis-true-division",
            path,
            f"{_call_text(typed)} declared {declared}: read as the division of the operands "
            f"cast to {stripped(declared)}",
        )
        return adopted

    def _integer_operands(
        self,
        node: ast.Call,
        typed: ir.TypedExpr,
        declared: t.Type,
        path: str,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr | None:
        """An integer operand written as a cast to a decimal with a scale
        (isthmus: ``O_TOTALPRICE * 10`` as ``multiply(x, cast(10 AS
        decimal<15,2>))`` declared ``decimal<25,2>``), or an integer the
        checker widened to such a decimal (DataFusion: ``ps_supplycost *
        ps_availqty`` on ``decimal<15,2>`` and ``i32`` declared
        ``decimal<26,2>``): the producer derives the result from the integer
        as ``decimal<N,0>``. The value is the same either way; read that way,
        the result has the declared scale."""
        if not isinstance(typed, ir.ScalarCall) or not isinstance(declared, t.Decimal):
            return None
        if not isinstance(typed.type, t.Decimal) or typed.type.scale == declared.scale:
            return None
        args = list(node.args)
        changed = False
        widened = typed.args if len(typed.args) == len(node.args) else (None,) * len(node.args)
        for index, (arg, kept) in enumerate(zip(node.args, widened, strict=True)):
            if isinstance(arg, ast.Cast) and arg.target.name == "decimal":
                digits = _INTEGER_DIGITS.get(type(visit(arg.operand).type))
                if digits is not None:
                    target = ast.TypeName("decimal", (digits, 0), nullable=arg.target.nullable)
                    args[index] = dataclasses.replace(arg, target=target)
                    changed = True
            elif (  # an integer the checker widened to a decimal (argument-widening)
                isinstance(kept, ir.Cast)
                and isinstance(kept.type, t.Decimal)
                and type(kept.operand.type) in _INTEGER_DIGITS
            ):
                digits = _INTEGER_DIGITS[type(kept.operand.type)]
                nullable = kept.operand.type.nullable
                target = ast.TypeName("decimal", (digits, 0), nullable=nullable)
                args[index] = ast.Cast(arg, target, ast.CastSyntax.CAST)
                changed = True
            elif (  # an integer literal the checker re-typed as a decimal (argument-widening)
                isinstance(kept, ir.Literal)
                and isinstance(kept.type, t.Decimal)
                and kept.type.scale
                and isinstance(arg, ast.Literal)
                and arg.kind is ast.LiteralKind.INTEGER
                and arg.type is not None
                and arg.type.name in ("i8", "i16", "i32", "i64")
            ):
                digits = _LITERAL_DIGITS[arg.type.name]
                target = ast.TypeName("decimal", (digits, 0), nullable=False)
                args[index] = ast.Cast(arg, target, ast.CastSyntax.CAST)
                changed = True
        if not changed:
            return None
        rewritten = dataclasses.replace(node, args=tuple(args))
        again = visit(rewritten)
        if self._is_datafusion_decimal_division(again):
            # DataFusion's quotient of the operands it saw (the integer as decimal<N,0>).
            quotient = self._datafusion_quotient(again, declared, path, self._checker)
            if quotient is not None:
                self._record(
                    "integer-operand-scale",
                    path,
                    f"{_call_text(typed)} declared {declared}: its integer operands read as "
                    f"decimals of scale 0 ({_call_text(again)})",
                )
            return quotient
        if isinstance(again.type, t.Decimal) and again.type.scale != declared.scale:
            # The product of the operands it saw, past 38 digits: computed exactly.
            exact = self._exact_product(rewritten, again, declared, path, visit)
            if exact is not None:
                self._record(
                    "integer-operand-scale",
                    path,
                    f"{_call_text(typed)} declared {declared}: its integer operands read as "
                    f"decimals of scale 0 ({_call_text(again)})",
                )
            return exact
        if not isinstance(again.type, t.Decimal):
            return None
        self._record(
            "integer-operand-scale",
            path,
            f"{_call_text(typed)} declared {declared}: its integer operands read as decimals of "
            f"scale 0 ({_call_text(again)} -> {again.type})",
        )
        if same_but_nullability(declared, again.type):
            return again
        return self._width(node, again, declared, path, visit, rewritten=True)

    def _whole_days(self, typed: ir.TypedExpr, declared: t.Type, path: str) -> ir.TypedExpr | None:
        """``date ± interval`` declared ``date`` (isthmus: Calcite's type):
        exact when the interval is a literal number of whole days (the
        timestamp is that date's midnight); otherwise refused."""
        if not isinstance(typed, ir.ScalarCall) or not isinstance(declared, t.Date):
            return None
        if typed.impl.name not in ("add", "subtract") or len(typed.args) != 2:
            return None
        first, second = typed.args
        if not isinstance(first.type, t.Date) or not isinstance(second, ir.Literal):
            return None
        value = second.value
        if not isinstance(value, dt.timedelta) or value % dt.timedelta(days=1):
            return None
        self._record(
            "date-plus-whole-days",
            path,
            f"{_call_text(typed)} declared {declared}: a whole number of days, read as the "
            "date (the timestamp is its midnight)",
        )
        return ir.Cast(declared.with_nullable(typed.type.nullable), typed, span=typed.span)

    def _rounded_scale(
        self, typed: ir.TypedExpr, declared: t.Type, path: str
    ) -> ir.TypedExpr | None:
        """``round(x, d)`` of a decimal declared with scale ``d`` (DuckDB):
        the rounded value has no digits past ``d``, so it is read as the
        spec's result cast to the declared type (checked where narrower)."""
        if not isinstance(typed, ir.ScalarCall) or typed.impl.name != "round":
            return None
        if not isinstance(declared, t.Decimal) or not isinstance(typed.type, t.Decimal):
            return None
        digits = typed.args[1] if len(typed.args) == 2 else None
        if not isinstance(digits, ir.Literal) or not isinstance(digits.value, int):
            return None
        if digits.value != declared.scale or declared.scale > typed.type.scale:
            return None
        target = declared.with_nullable(typed.type.nullable)
        self._record(
            "declared-width",
            path,
            f"{_call_text(typed)} declared {declared}: rounded to {digits.value} digits, read "
            f"as {target} by a checked cast (no digit is lost)",
        )
        return ir.Cast(target, typed, span=typed.span)

    def _exact_product(
        self,
        node: ast.Call,
        typed: ir.TypedExpr,
        declared: t.Type,
        path: str,
        visit: Callable[[ast.Expr], ir.TypedExpr],
    ) -> ir.TypedExpr | None:
        """``multiply`` of two decimals declared with the exact product's
        scale ``s1 + s2`` where the spec's derivation, past 38 digits, keeps
        fewer (DuckDB, DataFusion and Calcite keep every digit of the
        scale; the spec rounds to as few as 6). Computed exactly: each
        operand is first cast (checked) to a precision small enough that
        the spec's product holds every digit (a literal to its own digits),
        and the product cast to the declared type. An operand too large for
        that stops the run with an error; no digit is ever rounded away."""
        if not isinstance(typed, ir.ScalarCall) or typed.impl.name != "multiply":
            return None
        if not isinstance(declared, t.Decimal) or len(typed.args) != 2:
            return None
        first, second = (a.type for a in typed.args)
        if not isinstance(first, t.Decimal) or not isinstance(second, t.Decimal):
            return None
        if declared.scale != first.scale + second.scale or not isinstance(typed.type, t.Decimal):
            return None
        if typed.type.scale == declared.scale:
            return None  # the spec keeps every digit: only the width differs
        sizes = [_literal_digits(a) for a in typed.args]
        budget = t.MAX_DECIMAL_PRECISION - 1
        precisions = []
        for index, (arg_type, size) in enumerate(zip((first, second), sizes, strict=True)):
            other = (first, second)[1 - index]
            other_size = sizes[1 - index]
            if size is not None:
                precisions.append(max(size, arg_type.scale + 1))
                continue
            if other_size is not None:
                room = budget - max(other_size, other.scale + 1)
            else:  # both computed: share the digits by the integer digits each has
                room = budget * (arg_type.precision) // (first.precision + second.precision)
            precisions.append(min(arg_type.precision, max(room, arg_type.scale + 1)))
        if sum(precisions) > budget:
            return None
        args = list(node.args)
        for index, (arg_type, precision) in enumerate(
            zip((first, second), precisions, strict=True)
        ):
            if precision != arg_type.precision:
                args[index] = ast.Cast(
                    args[index],
                    ast.TypeName(
                        "decimal", (precision, arg_type.scale), nullable=arg_type.nullable
                    ),
                    ast.CastSyntax.CAST,
                )
        exact = visit(dataclasses.replace(node, args=tuple(args)))
        if not isinstance(exact.type, t.Decimal) or exact.type.scale != declared.scale:
            return None
        target = declared.with_nullable(exact.type.nullable)
        self._record(
            "exact-decimal-product",
            path,
            f"{_call_text(typed)} declared {declared}: the spec's derivation gives {typed.type}; "
            f"computed exactly as {_call_text(exact)} -> {exact.type}"
            + ("" if exact.type == target else f", cast (checked) to {target}"),
        )
        if exact.type == target:
            return exact
        return ir.Cast(target, exact, span=typed.span)

    def _is_datafusion_decimal_division(self, typed: ir.TypedExpr) -> bool:
        return (
            self._applies("datafusion-decimal-division")
            and isinstance(typed, ir.ScalarCall)
            and typed.impl.name == "divide"
            and len(typed.args) == 2
            and all(isinstance(a.type, t.Decimal) for a in typed.args)
        )

    def _datafusion_quotient(
        self, typed: ir.TypedExpr, declared: t.Type, path: str, checker: Checker
    ) -> ir.TypedExpr | None:
        """DataFusion's decimal division: ``decimal<P1,S1> / decimal<P2,S2>``
        is ``decimal<min(38, P1+S2+4), S1+4>``, the quotient truncated toward
        zero at that scale (its engine divides the scaled integers). Computed
        exactly: with ``A = x * 10^S`` and ``r = A % y`` (Spark's remainder
        has the dividend's sign), ``(A - r) / y`` is the truncated quotient
        as a whole number, so no rounding can touch it; that number times
        ``10^-S`` is the result. Every step's spec type is checked to keep
        its digits (a value too large stops the run), else the plan is
        refused."""
        if not self._applies("datafusion-decimal-division") or not isinstance(typed, ir.ScalarCall):
            return None
        if typed.impl.name != "divide" or len(typed.args) != 2:
            return None
        if not isinstance(declared, t.Decimal) or not all(
            isinstance(a.type, t.Decimal) for a in typed.args
        ):
            return None
        first, second = (a.type for a in typed.args)
        assert isinstance(first, t.Decimal) and isinstance(second, t.Decimal)
        scale = first.scale + 4
        # DataFusion's precision is min(38, P1+S2+4) of its own operand types,
        # which may be narrower than the spec's (its sums keep P+10 digits):
        # the scale fixes the value, and the result is cast (checked) to it.
        if declared.scale != scale or scale > 36:
            return None  # not DataFusion's derivation: refused below

        span = typed.span

        def lit(value: PyDecimal, digits: int, places: int) -> ir.TypedExpr:
            return ir.Literal(t.Decimal(digits, places), value, span=span)

        def on(name: str, *args: ir.TypedExpr) -> ir.TypedExpr:
            # Built on the typed operands: the operands are never checked
            # again (nested divisions would multiply the work).
            return call_on_typed(checker, name, args, span)

        x, y = typed.args
        scaled = on("multiply", x, lit(PyDecimal(10) ** scale, scale + 1, 0))
        if not _has_scale(scaled, first.scale):
            return None
        remainder = on("modulus", scaled, y)
        if not _has_scale(remainder, max(first.scale, second.scale)):
            return None
        whole = on("divide", on("subtract", scaled, remainder), y)
        if not isinstance(whole.type, t.Decimal):
            return None
        whole_type = t.Decimal(37 - scale, 0, nullable=whole.type.nullable)
        quotient = on(
            "multiply",
            ir.Cast(whole_type, whole, span=span),
            lit(PyDecimal(1).scaleb(-scale), scale, scale),
        )
        if not _has_scale(quotient, scale):
            return None
        exact = quotient
        target = declared.with_nullable(typed.type.nullable or exact.type.nullable)
        self._record(
            "datafusion-decimal-division",
            path,
            f"{_call_text(typed)} declared {declared} (the spec's derivation gives "
            f"{typed.type}): DataFusion's quotient, truncated toward zero at scale {scale}",
        )
        return ir.Cast(target, exact, span=typed.span)

    def _width(
        self,
        node: ast.Call,
        typed: ir.TypedExpr,
        declared: t.Type,
        path: str,
        visit: Callable[[ast.Expr], ir.TypedExpr],
        *,
        rewritten: bool = False,
    ) -> ir.TypedExpr | None:
        """Declared and derived types that hold the same values and differ
        only in width: integers of two widths, decimals of one scale, a
        timestamp declared with more digits. An aggregate or window
        function is read as derived (its values are the same; the declared
        width only bounds them); arithmetic on integers declared wider is
        computed at the declared width; any other call is cast to the
        declared type, losslessly when it is wider, and checked when it is
        narrower (a value that does not fit stops the run, never wraps or
        rounds)."""
        wider = _holds(declared, typed.type)
        if wider is None:
            return None
        if isinstance(typed, ir.AggregateCall | ir.WindowCall):
            self._record(
                "declared-width",
                path,
                f"{_call_text(typed)} declared {declared}: read as {typed.type} (the same values)",
            )
            return typed
        if (
            wider
            and not rewritten
            and isinstance(typed, ir.ScalarCall)
            and typed.impl.name in _INTEGER_ARITHMETIC
            and isinstance(declared, _INTEGERS)
            and all(isinstance(a.type, _INTEGERS) for a in typed.args)
        ):
            adopted = _with_args_cast(node, typed, declared, visit)
            if adopted is not None and same_but_nullability(declared, adopted.type):
                self._record(
                    "declared-width",
                    path,
                    f"{_call_text(typed)} declared {declared}: computed at the declared width, "
                    f"{_call_text(adopted)}",
                )
                return adopted
        target = declared.with_nullable(typed.type.nullable)
        how = "a lossless cast" if wider else "a checked cast (a value that does not fit stops)"
        self._record(
            "declared-width",
            path,
            f"{_call_text(typed)} declared {declared}: {typed.type} read as {target} by {how}",
        )
        return ir.Cast(target, typed, span=typed.span)

    # ------------------------------------------------------------------ paths

    def path_of(self, entry: Declared) -> str:
        """The JSON path of ``entry``'s function message (found by identity)."""
        for path, message in _messages(self._root, self._path):
            if message is entry.message:
                return path
        return self._path


def _messages(message: Any, path: str) -> Iterator[tuple[str, Any]]:
    """Every sub-message of ``message`` with its JSON path, parents first."""
    stack = [(path, message)]
    while stack:
        here, current = stack.pop()
        yield here, current
        children: list[tuple[str, Any]] = []
        for descriptor, value in current.ListFields():
            if descriptor.message_type is None:
                continue
            name = f"{here}.{descriptor.json_name}"
            if descriptor.is_repeated:
                if descriptor.message_type.GetOptions().map_entry:
                    continue
                children.extend((f"{name}[{i}]", v) for i, v in enumerate(value))
            else:
                children.append((name, value))
        stack.extend(reversed(children))
