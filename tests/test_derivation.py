"""Tests for signature matching and return-type derivation (derivation.py).

Expected result types are worked out by hand from the formulas in the YAML
files, step by step in the comments.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
import yaml

from substrait_expr.typecheck.derivation import (
    Bindings,
    DerivationError,
    evaluate,
    join_nullability,
    match,
    match_all,
)
from substrait_expr.typecheck.type_syntax import parse_derivation, parse_type_pattern
from substrait_expr.typecheck.types import (
    FP64,
    I8,
    I32,
    I64,
    Boolean,
    Decimal,
    ErrorType,
    Func,
    List,
    Map,
    PrecisionTimestampTZ,
    String,
    Struct,
    Type,
    UserDefined,
    VarChar,
)


def _patterns(*texts: str) -> list[Any]:
    return [parse_type_pattern(t) for t in texts]


def _call(
    arg_patterns: Sequence[str],
    return_text: str,
    actuals: Sequence[Type],
    *,
    discrete: bool = False,
    arguments: dict[str, int] | None = None,
) -> Type | None:
    """Bind like a call of a function with this signature; None if it does not bind."""
    bindings = match_all(_patterns(*arg_patterns), actuals, discrete=discrete)
    if bindings is None:
        return None
    return evaluate(parse_derivation(return_text), bindings, arguments=arguments)


# --------------------------------------------------------------------------- the real YAML programs


def _extension(name: str) -> dict[str, Any]:
    path = Path(str(resources.files("substrait_extensions") / "extensions" / name))
    loaded: dict[str, Any] = yaml.safe_load(path.read_text())
    return loaded


def _impl(file: str, section: str, function: str, index: int = 0) -> dict[str, Any]:
    functions = _extension(file)[section]
    impls = next(f["impls"] for f in functions if f["name"] == function)
    impl: dict[str, Any] = impls[index]
    return impl


def _decimal_call(function: str, *args: Type, section: str = "scalar_functions") -> Type | None:
    impl = _impl("functions_arithmetic_decimal.yaml", section, function)
    values = [a["value"] for a in impl["args"]]
    return _call(values, impl["return"], args)


@pytest.mark.parametrize(
    ("function", "left", "right", "expected"),
    [
        # add/subtract: init_scale = max(S1,S2); init_prec = init_scale + max(P1-S1, P2-S2) + 1
        # (38,2),(10,4): scale 4, prec 4 + max(36, 6) + 1 = 41 > 38: delta 3, prec 38,
        #   scale_after_borrow = max(4 - 3, min(4, 6)) = 4
        ("add", Decimal(38, 2), Decimal(10, 4), Decimal(38, 4)),
        ("subtract", Decimal(38, 2), Decimal(10, 4), Decimal(38, 4)),
        # (10,2),(5,3): scale 3, prec 3 + max(8, 2) + 1 = 12
        ("add", Decimal(10, 2), Decimal(5, 3), Decimal(12, 3)),
        # (38,10),(38,10): scale 10, prec 10 + 28 + 1 = 39: delta 1, borrow max(9, 6) = 9
        ("add", Decimal(38, 10), Decimal(38, 10), Decimal(38, 9)),
        # multiply: init_scale = S1 + S2; init_prec = P1 + P2 + 1
        # (38,2),(10,4): scale 6, prec 49: delta 11, borrow max(6 - 11, min(6, 6)) = 6
        ("multiply", Decimal(38, 2), Decimal(10, 4), Decimal(38, 6)),
        # (10,2),(5,3): scale 5, prec 16
        ("multiply", Decimal(10, 2), Decimal(5, 3), Decimal(16, 5)),
        # (20,10),(20,10): scale 20, prec 41: delta 3, borrow max(17, 6) = 17
        ("multiply", Decimal(20, 10), Decimal(20, 10), Decimal(38, 17)),
        # divide: init_scale = max(6, S1 + P2 + 1); init_prec = P1 - S1 + P2 + init_scale
        # (38,2),(10,4): scale max(6, 13) = 13, prec 36 + 10 + 13 = 59: delta 21,
        #   borrow max(13 - 21, min(13, 6)) = 6
        ("divide", Decimal(38, 2), Decimal(10, 4), Decimal(38, 6)),
        # (10,2),(5,3): scale max(6, 8) = 8, prec 8 + 5 + 8 = 21
        ("divide", Decimal(10, 2), Decimal(5, 3), Decimal(21, 8)),
        # (4,2),(3,1): scale max(6, 6) = 6, prec 2 + 3 + 6 = 11
        ("divide", Decimal(4, 2), Decimal(3, 1), Decimal(11, 6)),
        # modulus: init_scale = max(S1,S2); init_prec = min(P1 - S1, P2 - S2) + init_scale
        # (10,2),(5,3): scale 3, prec min(8, 2) + 3 = 5
        ("modulus", Decimal(10, 2), Decimal(5, 3), Decimal(5, 3)),
        # (38,2),(10,4): scale 4, prec min(36, 6) + 4 = 10
        ("modulus", Decimal(38, 2), Decimal(10, 4), Decimal(10, 4)),
        # bitwise_and: DECIMAL<P1,0>, DECIMAL<P2,0> → DECIMAL<max(P1, P2), 0>
        ("bitwise_and", Decimal(5, 0), Decimal(12, 0), Decimal(12, 0)),
        ("bitwise_and", Decimal(5, 2), Decimal(12, 0), None),  # scale must be 0
    ],
)
def test_decimal_arithmetic(function: str, left: Type, right: Type, expected: Type | None) -> None:
    assert _decimal_call(function, left, right) == expected


def test_decimal_aggregates() -> None:
    aggregate = "aggregate_functions"
    # sum: DECIMAL<P, S> → DECIMAL?<38,S>
    assert _decimal_call("sum", Decimal(10, 2), section=aggregate) == Decimal(38, 2, nullable=True)
    # avg: DECIMAL<P,S> → DECIMAL?<38,S>
    assert _decimal_call("avg", Decimal(7, 3), section=aggregate) == Decimal(38, 3, nullable=True)
    # min/max keep the input precision and scale, nullable
    assert _decimal_call("max", Decimal(7, 3), section=aggregate) == Decimal(7, 3, nullable=True)
    # sum0 is not nullable
    assert _decimal_call("sum0", Decimal(10, 2), section=aggregate) == Decimal(38, 2)


def test_decimal_rounding() -> None:
    ceil = _impl("functions_rounding_decimal.yaml", "scalar_functions", "ceil")
    # P - S + 1, capped at 38, scale 0: (10,2) → 9; (38,0) → min(39, 38) = 38; (1,1) → 1
    assert _call([ceil["args"][0]["value"]], ceil["return"], [Decimal(10, 2)]) == Decimal(9, 0)
    assert _call([ceil["args"][0]["value"]], ceil["return"], [Decimal(38, 0)]) == Decimal(38, 0)
    assert _call([ceil["args"][0]["value"]], ceil["return"], [Decimal(1, 1)]) == Decimal(1, 0)
    rnd = _impl("functions_rounding_decimal.yaml", "scalar_functions", "round")
    values = [a["value"] for a in rnd["args"]]
    # min(P + 1, 38), same scale, nullable: (10,2) → (11,2); (38,2) → (38,2)
    assert _call(values, rnd["return"], [Decimal(10, 2), I32()]) == Decimal(11, 2, nullable=True)
    assert _call(values, rnd["return"], [Decimal(38, 2), I32()]) == Decimal(38, 2, nullable=True)


def test_integer_parameter_from_a_constant_argument() -> None:
    impl = _impl("functions_datetime.yaml", "scalar_functions", "strptime_timestamp")
    values = [a["value"] for a in impl["args"]]
    args = [String() for _ in values[:-1]] + [I8()]
    assert _call(values, impl["return"], args, arguments={"precision": 3}) == (
        PrecisionTimestampTZ(3)
    )
    with pytest.raises(DerivationError) as info:
        _call(values, impl["return"], args)
    assert info.value.name == "precision"
    assert "constant integer" in str(info.value)


def test_every_shipped_derivation_program_evaluates_for_decimals() -> None:
    # Each multi-line return over decimal<P1,S1>/decimal<P2,S2> gives a valid decimal
    # for every precision/scale combination in a coarse grid.
    programs = {
        impl["return"]
        for f in _extension("functions_arithmetic_decimal.yaml")["scalar_functions"]
        for impl in f["impls"]
        if "\n" in impl["return"] and "P1" in impl["return"] and "S1" in impl["return"]
    }
    assert len(programs) == 4  # add/subtract share one; multiply, divide, modulus
    grid = [(p, s) for p in (1, 5, 18, 38) for s in (0, p // 2, p)]
    for text in programs:
        program = parse_derivation(text)
        for p1, s1 in grid:
            for p2, s2 in grid:
                bindings = Bindings({"P1": p1, "S1": s1, "P2": p2, "S2": s2})
                result = evaluate(program, bindings)
                assert isinstance(result, Decimal)


# --------------------------------------------------------------------------- type variables


def test_same_variable_binds_the_same_type() -> None:
    assert _call(["any1", "any1"], "any1", [I32(), I32()]) == I32()
    assert _call(["any1", "any1"], "any1", [I32(), I64()]) is None
    assert _call(["list<any1>", "any1"], "list<any1>", [List(I64()), I64()]) == List(I64())


def test_plain_any_binds_nothing() -> None:
    bindings = match_all(_patterns("any", "any"), [I32(), String()])
    assert bindings is not None
    assert dict(bindings) == {}
    with pytest.raises(DerivationError, match="'any'"):
        evaluate(parse_derivation("any"), Bindings())


def test_outer_nullability_is_stripped_before_binding() -> None:
    # spec table: f(any1, any1) -> any1 under MIRROR with (i32?, i32): any1 is i32
    bindings = match_all(_patterns("any1", "any1"), [I32(nullable=True), I32()])
    assert bindings is not None and dict(bindings) == {"any1": I32()}
    # d(any1, any1) -> any1? gives i32?
    assert _call(["any1", "any1"], "any1?", [I32(nullable=True), I32()]) == I32(nullable=True)


def test_discrete_nullability_must_match_the_signature() -> None:
    # g(any1, any1) DISCRETE
    assert _call(["any1", "any1"], "any1", [I32(), I32()], discrete=True) == I32()
    assert _call(["any1", "any1"], "any1", [I32(nullable=True)] * 2, discrete=True) is None
    assert _call(["any1", "any1"], "any1", [I32(), I32(nullable=True)], discrete=True) is None
    # g2(any1, any1?) -> any1? DISCRETE
    g2 = (["any1", "any1?"], "any1?")
    assert _call(*g2, [I32(), I32(nullable=True)], discrete=True) == I32(nullable=True)
    assert _call(*g2, [I32(), I32()], discrete=True) is None
    assert _call(*g2, [I32(nullable=True), I32(nullable=True)], discrete=True) is None
    # concrete: i64? accepts only a nullable argument
    assert _call(["i64?"], "boolean", [I64()], discrete=True) is None
    assert _call(["i64?"], "boolean", [I64(nullable=True)], discrete=True) == Boolean()


def test_nested_nullability_is_kept_in_the_binding() -> None:
    # h(list<any1>, list<any1>) -> list<any1> with list<i32?> twice: any1 is i32?
    args = [List(I32(nullable=True)), List(I32(nullable=True))]
    assert _call(["list<any1>", "list<any1>"], "list<any1>", args) == List(I32(nullable=True))
    # j(any1, list<any1?>) -> any1: the ? of the pattern strips the element's
    assert _call(["any1", "list<any1?>"], "any1", [I32(), List(I32(nullable=True))]) == I32()
    assert _call(["any1", "list<any1?>"], "any1", [I32(), List(FP64(nullable=True))]) is None


def test_nested_nullability_is_lenient() -> None:
    # The spec would reject list<i32> with list<i32?>; we bind any1 to the nullable one
    # (the official filter test cases need this leniency).
    args = [List(I32()), List(I32(nullable=True))]
    assert _call(["list<any1>", "list<any1>"], "list<any1>", args) == List(I32(nullable=True))
    args = [List(I32(nullable=True)), List(I32())]
    assert _call(["list<any1>", "list<any1>"], "list<any1>", args) == List(I32(nullable=True))
    # filter(list<i32?>, func<i32 -> bool>) against list<any1>, func<any1 -> boolean?>
    impl = _impl("functions_list.yaml", "scalar_functions", "filter")
    values = [a["value"] for a in impl["args"]]
    args2 = [List(I32(nullable=True)), Func((I32(),), Boolean())]
    assert _call(values, impl["return"], args2) == List(I32(nullable=True))


def test_lambda_result_binds_a_variable() -> None:
    impl = _impl("functions_list.yaml", "scalar_functions", "transform")
    values = [a["value"] for a in impl["args"]]
    args = [List(I32()), Func((I32(),), String(nullable=True))]
    assert _call(values, impl["return"], args) == List(String(nullable=True))
    # wrong arity of the lambda
    assert _call(values, impl["return"], [List(I32()), Func((I32(), I32()), String())]) is None


def test_join_nullability() -> None:
    assert join_nullability(I32(), I32(nullable=True)) == I32(nullable=True)
    assert join_nullability(
        Map(String(), List(I32())), Map(String(nullable=True), List(I32(nullable=True)))
    ) == Map(String(nullable=True), List(I32(nullable=True)))
    assert join_nullability(Decimal(10, 2), Decimal(10, 3)) is None
    assert join_nullability(I32(), I64()) is None
    assert join_nullability(Struct((I32(),)), Struct((I32(), I32()))) is None
    assert join_nullability(ErrorType(), I32()) == I32()


# --------------------------------------------------------------------------- integer parameters


def test_integer_parameters_bind_consistently() -> None:
    pattern = ["decimal<P,S>", "decimal<P,S>"]
    assert _call(pattern, "decimal<P,S>", [Decimal(10, 2), Decimal(10, 2)]) == Decimal(10, 2)
    assert _call(pattern, "decimal<P,S>", [Decimal(10, 2), Decimal(11, 2)]) is None
    assert _call(pattern, "decimal<P,S>", [Decimal(10, 2), Decimal(10, 3)]) is None
    # literals in a pattern must be met exactly
    assert _call(["DECIMAL<P,0>"], "DECIMAL<38,0>", [Decimal(5, 0)]) == Decimal(38, 0)
    assert _call(["DECIMAL<P,0>"], "DECIMAL<38,0>", [Decimal(5, 1)]) is None


def test_varchar_length_and_concat_like_derivation() -> None:
    result = _call(["varchar<L1>", "varchar<L2>"], "varchar<L1 + L2>", [VarChar(3), VarChar(4)])
    assert result == VarChar(7)


def test_parameter_expression_in_an_argument_pattern() -> None:
    # the second argument must be one wider than the first
    bindings = match_all(_patterns("varchar<L>", "varchar<L + 1>"), [VarChar(3), VarChar(4)])
    assert bindings is not None and dict(bindings) == {"L": 3}
    assert match_all(_patterns("varchar<L>", "varchar<L + 1>"), [VarChar(3), VarChar(3)]) is None
    with pytest.raises(DerivationError) as info:
        match_all(_patterns("varchar<L + 1>"), [VarChar(3)])
    assert info.value.name == "L"


def test_kinds_must_agree() -> None:
    assert _call(["i32"], "i32", [I64()]) is None
    assert _call(["list<any1>"], "any1", [Map(I32(), I32())]) is None
    assert _call(["struct<i32, any1>"], "any1", [Struct((I32(), String()))]) == String()
    assert _call(["struct<i32, any1>"], "any1", [Struct((I32(),))]) is None
    assert _call(["u!geometry"], "boolean", [UserDefined("geometry")]) == Boolean()
    assert _call(["u!geometry"], "boolean", [UserDefined("point")]) is None
    assert match_all(_patterns("i32"), [I32(), I32()]) is None  # arity


# --------------------------------------------------------------------------- error type


def test_error_type_matches_anything_and_yields_error() -> None:
    bindings = match(parse_type_pattern("decimal<P1,S1>"), ErrorType(), Bindings())
    assert bindings is not None
    assert bindings.erroneous
    assert evaluate(parse_derivation("DECIMAL<P1 + 1, S1>"), bindings) == ErrorType()
    nested = match_all(_patterns("list<any1>", "any1"), [List(ErrorType()), I32()])
    assert nested is not None and nested.erroneous
    assert match(parse_type_pattern("i32"), ErrorType(), Bindings(), discrete=True) is not None


# --------------------------------------------------------------------------- evaluation


def _value(text: str, **bindings: int) -> Type:
    return evaluate(parse_derivation(text), Bindings(bindings))


def test_arithmetic_and_logic() -> None:
    # 7 + 3 * 2 = 13; (7 - 3) * 2 = 8; -7 / 2 truncates toward zero to -3
    assert _value("x = 7 + 3 * 2\nvarchar<x>") == VarChar(13)
    assert _value("x = (7 - 3) * 2\nvarchar<x>") == VarChar(8)
    assert _value("x = -7 / 2\nvarchar<x + 10>") == VarChar(7)
    assert _value("x = 7 / -2\nvarchar<x + 10>") == VarChar(7)
    assert _value("varchar<min(9, 4, 6)>") == VarChar(4)
    assert _value("varchar<max(9, 4, 6)>") == VarChar(9)
    assert _value("b = 1 < 2 && !(3 >= 4)\nb ? i32 : i64") == I32()
    assert _value("b = 1 == 2 || false\nb ? i32 : i64") == I64()
    assert _value("b = 2 <= 2 && 3 != 4 && 5 > 4\nb ? i32 : i64") == I32()
    assert _value("b = true\n!b ? i32 : i64?") == I64(nullable=True)


def test_short_circuit() -> None:
    # the unbound name on the untaken side is never looked at
    assert _value("true || undefined_name ? i32 : i64") == I32()
    assert _value("false && undefined_name ? i32 : i64") == I64()
    assert _value("P > 0 ? varchar<P> : undefined_name", P=3) == VarChar(3)


def test_program_variables_shadow_bindings() -> None:
    assert _value("P = P + 1\nvarchar<P>", P=4) == VarChar(5)


def test_struct_and_func_results() -> None:
    assert _value("STRUCT<DECIMAL<38,S>,i64>", S=2) == Struct((Decimal(38, 2), I64()))
    b = Bindings({"any1": I32(), "any2": String()})
    assert evaluate(parse_derivation("func<any1 -> any2?>"), b) == Func(
        (I32(),), String(nullable=True)
    )


@pytest.mark.parametrize(
    ("text", "bindings", "message", "name"),
    [
        ("DECIMAL<P, S>", {"P": 10}, "unbound name 'S'", "S"),
        ("list<any1>", {}, "unbound type variable 'any1'", "any1"),
        ("x = 1 + true\ni32", {}, "needs an integer", None),
        ("x = 1 ? 2 : 3\ni32", {}, "needs a boolean", None),
        ("x = 1 / 0\ni32", {}, "division by zero", None),
        ("x = 1 == true\ni32", {}, "cannot compare", None),
        ("x = 3\nx", {}, "not a type", None),
        ("decimal<P + 1, 0>", {"P": 38}, "precision must be between 1 and 38", None),
    ],
)
def test_evaluation_errors(
    text: str, bindings: dict[str, int], message: str, name: str | None
) -> None:
    with pytest.raises(DerivationError, match=message) as info:
        evaluate(parse_derivation(text), Bindings(bindings))
    assert info.value.name == name


def test_explicit_nullable_marker_is_exposed() -> None:
    assert parse_derivation("i64?").nullable_marker
    assert not parse_derivation("i64").nullable_marker
    assert parse_derivation("a = 1\nDECIMAL?<38, a>").nullable_marker
    assert parse_derivation("true ? i32 : i32?").nullable_marker
    # the written marker is what evaluation gives
    assert evaluate(parse_derivation("i64?"), Bindings()) == I64(nullable=True)


# --------------------------------------------------------------------------- bindings


def test_bindings_are_immutable() -> None:
    source = {"P": 1}
    b = Bindings(source)
    source["P"] = 2
    assert b["P"] == 1
    b2 = b.bind("S", 3)
    assert dict(b) == {"P": 1}
    assert dict(b2) == {"P": 1, "S": 3}
    with pytest.raises(TypeError):
        b.entries["P"] = 5  # type: ignore[index]
    assert not b.erroneous and b.mark_erroneous().erroneous
    assert len(b2) == 2 and "S" in b2 and set(b2) == {"P", "S"}
