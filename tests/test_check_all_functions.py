"""Every impl of every official extension YAML can be called.

For each impl a call is built from its signature alone: type variables and
integer parameters are replaced by concrete types and numbers, value
arguments become schema columns of those types (literals where the YAML
needs a constant), enum arguments their first allowed word, function
arguments a lambda. Checking the call must bind exactly that impl.

Unqualified calls bind the impl unless another extension declares the very
same signature (only ``functions_aggregate_decimal_output``, which the
checker ranks second, see ``resolve.SECONDARY_EXTENSIONS``); those impls
must bind when the call is qualified with their extension.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from substrait_expr.diagnostics import CompileError
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.extensions import EnumArg, FunctionImpl, FunctionKind, ValueArg
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema
from substrait_expr.typecheck.type_syntax import (
    Expr,
    FuncTerm,
    Literal,
    Name,
    StructTerm,
    TypeTerm,
    TypeVariable,
    UserTypeTerm,
    parse_type_pattern,
)

REGISTRY = Registry.default()
IMPLS = REGISTRY.all_impls()

# Distinct concrete types for distinct type variables.
VARIABLES = {"any": t.I64(), "any1": t.I32(), "any2": t.String(), "any3": t.FP64()}
# A valid value for an integer parameter, by the parameterised type and position.
PARAMETERS: dict[type[t.Type], tuple[int, ...]] = {
    t.Decimal: (10, 2),
    t.VarChar: (5,),
    t.FixedChar: (5,),
    t.FixedBinary: (4,),
    t.PrecisionTime: (6,),
    t.PrecisionTimestamp: (6,),
    t.PrecisionTimestampTZ: (6,),
    t.IntervalDay: (6,),
    t.IntervalCompound: (6,),
}
# Literal text of a constant argument, by type.
CONSTANTS = {"i8": "6::i8", "i32": "1::i32", "i64": "1::i64", "string": "','::string"}


def concrete(pattern: Expr, chosen: dict[str, int]) -> t.Type:
    """The pattern with every variable replaced; ``chosen`` keeps integer
    parameters consistent across the arguments of one impl."""
    if isinstance(pattern, TypeVariable):
        return VARIABLES[pattern.name]
    if isinstance(pattern, UserTypeTerm):
        return t.UserDefined(pattern.type_name)
    if isinstance(pattern, StructTerm):
        return t.Struct(tuple(concrete(f, chosen) for f in pattern.fields))
    if isinstance(pattern, FuncTerm):
        args = tuple(concrete(a, chosen) for a in pattern.args)
        return t.Func(args, concrete(pattern.result, chosen))
    assert isinstance(pattern, TypeTerm), pattern
    params: list[int | t.Type] = []
    for position, param in enumerate(pattern.params):
        if isinstance(param, Literal):
            assert isinstance(param.value, int)
            params.append(param.value)
        elif isinstance(param, Name):
            params.append(chosen.setdefault(param.name, PARAMETERS[pattern.cls][position]))
        else:
            params.append(concrete(param, chosen))
    return t.make_type(pattern.cls, tuple(params), False)


def build_call(impl: FunctionImpl) -> tuple[str, Schema]:
    """A call of ``impl`` (without namespace) and the schema of its columns."""
    chosen: dict[str, int] = {}
    fields: list[tuple[str, t.Type]] = []
    constants = set(re.findall(r"integer_parameter\((\w+)\)", impl.return_text))
    args: list[str] = []
    for arg in impl.args:
        if isinstance(arg, EnumArg):
            args.append(f"{arg.options[0]}::enum")
            continue
        assert isinstance(arg, ValueArg), f"{impl.signature_key}: type arguments are not used"
        pattern = parse_type_pattern(arg.type_text)
        arg_type = concrete(pattern, chosen)
        if isinstance(arg_type, t.Func):
            params = ", ".join(f"p{i}" for i in range(len(arg_type.args)))
            args.append(f"({params}) -> cast(p0 AS {arg_type.result})")
        elif arg.constant or arg.name in constants:
            args.append(CONSTANTS[str(arg_type)])
        else:
            name = f"c{len(fields)}"
            fields.append((name, arg_type))
            args.append(name)
    if impl.variadic is not None and impl.variadic.min > 1:
        args.extend([args[-1]] * (impl.variadic.min - 1))
    text = f"{impl.name}({', '.join(args)})"
    if impl.kind is FunctionKind.WINDOW:
        text += " OVER ()"
    return text, Schema.of(fields)


def bound_impl(text: str, schema: Schema, impl: FunctionImpl) -> FunctionImpl | str:
    context = ir.Context.AGGREGATE if impl.kind is FunctionKind.AGGREGATE else ir.Context.SCALAR
    try:
        typed = check(text, schema, REGISTRY, context=context)
    except CompileError as error:
        return error.render()
    assert isinstance(typed, ir.ScalarCall | ir.AggregateCall | ir.WindowCall), typed
    return typed.impl


def same_signature_elsewhere() -> set[FunctionImpl]:
    """Impls whose name and argument list another extension repeats exactly,
    in an extension the checker ranks second (from the YAML alone)."""
    by_signature: dict[tuple[object, ...], list[FunctionImpl]] = defaultdict(list)
    for impl in IMPLS:
        shape = tuple(
            tuple(a.options) if isinstance(a, EnumArg) else getattr(a, "type_text", "")
            for a in impl.args
        )
        by_signature[(impl.name, shape, impl.variadic)].append(impl)
    secondary = "extension:io.substrait:functions_aggregate_decimal_output"
    return {
        impl
        for group in by_signature.values()
        if len({i.urn for i in group}) > 1
        for impl in group
        if impl.urn == secondary
    }


def test_the_official_yamls_have_many_impls() -> None:
    assert len(IMPLS) >= 500
    assert {impl.kind for impl in IMPLS} == set(FunctionKind)


@pytest.mark.parametrize("impl", IMPLS, ids=lambda i: f"{i.namespace}.{i.signature_key}")
def test_every_impl_resolves(impl: FunctionImpl) -> None:
    text, schema = build_call(impl)
    needs_qualifying = impl in SECOND_RANKED
    outcome = bound_impl(text, schema, impl)
    if needs_qualifying:
        assert outcome != impl, f"{text} bound the second-ranked {impl.urn}"
        outcome = bound_impl(f"{impl.namespace}.{text}", schema, impl)
    assert outcome == impl, f"{text} with {schema}:\n{outcome}"


SECOND_RANKED = same_signature_elsewhere()


def test_second_ranked_impls_are_exactly_the_decimal_output_duplicates() -> None:
    names = sorted(impl.signature_key for impl in SECOND_RANKED)
    assert names == ["approx_count_distinct:any", "count:", "count:any"]
