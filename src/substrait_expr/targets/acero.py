"""``--target acero``: standard Substrait as Arrow Acero (pyarrow.substrait)
reads it, or a refusal naming the Acero limit that stops the plan.

Rewrites that keep the meaning (docs/interop.md, "Compile targets"):

* ``inline-shared-subplan``: Acero runs no common sub-plans.
* ``between-as-comparisons``: ``between(x, lo, hi)`` as ``x >= lo AND x <= hi``.
* ``like-as-string-test``: ``like`` with one pattern of the forms ``abc``,
  ``abc%``, ``%abc`` or ``%abc%`` (no ``_``, no other ``%``, no backslash) as
  ``equal``, ``starts_with``, ``ends_with`` or ``contains``.
* ``join-key-and-filter``: an inner join on several conditions joins on its
  first field equality and filters the rest above the join.
* ``aggregate-inputs-projected``: grouping keys and measure arguments are
  computed by a project under the aggregate, which then reads plain fields;
  the keys are also written in the grouping's old nested form, the only one
  Acero reads (binary output only: JSON cannot carry a removed field).

Refused: subqueries, relations other than read (named tables, files),
filter, project, sort, fetch, aggregate, join and union all; join types
other than inner, left, right, outer, semi and anti, or join conditions it
cannot split; aggregate FILTER, DISTINCT and ordered aggregates; casts
without a failure behaviour; decimal multiplication and division whose
result Substrait caps at 38 digits (Acero does not cap); sums and averages
of computed decimals (they crash Acero); functions outside Acero's list.
"""

from __future__ import annotations

import re
from typing import Any, TypeAlias

from google.protobuf.message import Message
from substrait import algebra_pb2, plan_pb2, type_pb2

from substrait_expr.plan.errors import PlanError
from substrait_expr.targets.messages import (
    Functions,
    Rewrite,
    inline_references,
    messages,
    old_grouping_form,
    output_widths,
    project_aggregate_inputs,
    transform_plan,
    varint,
)

__all__ = ["ACERO_FUNCTIONS", "for_acero"]

Expression: TypeAlias = algebra_pb2.Expression
_COMPARISON = "extension:io.substrait:functions_comparison"
_BOOLEAN = "extension:io.substrait:functions_boolean"
_STRING = "extension:io.substrait:functions_string"

# pyarrow.substrait.get_supported_functions() of pyarrow 26, by extension
# file; Acero also resolves the decimal arithmetic file's names below.
ACERO_FUNCTIONS: dict[str, set[str]] = {
    "functions_aggregate_generic": {"count"},
    "functions_arithmetic": {
        *[
            "abs",
            "acos",
            "acosh",
            "add",
            "asin",
            "asinh",
            "atan",
            "atan2",
            "atanh",
            "avg",
            "bitwise_and",
            "bitwise_not",
        ],
        *[
            "bitwise_or",
            "bitwise_xor",
            "cos",
            "cosh",
            "divide",
            "exp",
            "max",
            "min",
            "multiply",
            "negate",
            "power",
            "sign",
        ],
        *["sin", "sinh", "sqrt", "std_dev", "subtract", "sum", "tan", "tanh", "variance"],
    },
    "functions_arithmetic_decimal": {
        "add",
        "subtract",
        "multiply",
        "divide",
        "sum",
        "avg",
        "min",
        "max",
    },
    "functions_boolean": {"and", "not", "or", "xor"},
    "functions_comparison": {
        *[
            "coalesce",
            "equal",
            "gt",
            "gte",
            "is_finite",
            "is_nan",
            "is_not_null",
            "is_null",
            "lt",
            "lte",
            "not_equal",
        ]
    },
    "functions_datetime": {"extract", "gt", "gte", "lt", "lte"},
    "functions_logarithmic": {"ln", "log10", "log1p", "log2", "logb"},
    "functions_rounding": {"ceil", "floor", "round"},
    "functions_string": {"concat", "contains", "ends_with", "starts_with"},
}
_RELATIONS = {"read", "filter", "project", "sort", "fetch", "aggregate", "join", "set"}
_JOINS = {
    algebra_pb2.JoinRel.JOIN_TYPE_INNER,
    algebra_pb2.JoinRel.JOIN_TYPE_LEFT,
    algebra_pb2.JoinRel.JOIN_TYPE_RIGHT,
    algebra_pb2.JoinRel.JOIN_TYPE_OUTER,
    algebra_pb2.JoinRel.JOIN_TYPE_LEFT_SEMI,
    algebra_pb2.JoinRel.JOIN_TYPE_LEFT_ANTI,
    algebra_pb2.JoinRel.JOIN_TYPE_RIGHT_SEMI,
    algebra_pb2.JoinRel.JOIN_TYPE_RIGHT_ANTI,
}
_KEY_TESTS = {"equal", "is_not_distinct_from"}
_LIKE_PATTERN = re.compile(r"^(%?)([^%_\\]*)(%?)$")


def for_acero(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Rewrite ``plan`` in place; the rewrites done, in order."""
    done = inline_references(plan)
    functions = Functions(plan)
    _refuse_shapes(plan, functions)
    done += _rewrite_calls(plan, functions)
    done += _split_join_keys(plan, functions)
    done += _project_aggregate_inputs(plan, functions)
    done += _old_fetch_fields(plan)
    _refuse_functions(plan, functions)
    for _, message in _all(plan):
        # Acero rejects a RelCommon that says neither direct nor emit (one
        # holding only an output-name hint).
        if isinstance(message, algebra_pb2.RelCommon) and not message.WhichOneof("emit_kind"):
            message.direct.SetInParent()
    return done


def _refuse(path: str, why: str) -> PlanError:
    return PlanError.at(path, f"not supported on Acero: {why}")


# ---------------------------------------------------------------- what Acero cannot run


def _refuse_shapes(plan: plan_pb2.Plan, functions: Functions) -> None:
    for path, message in _all(plan):
        if (
            isinstance(message, algebra_pb2.Expression)
            and message.WhichOneof("rex_type") == "subquery"
        ):
            raise _refuse(path, "Acero runs no subqueries")
        if isinstance(message, algebra_pb2.Rel):
            kind = message.WhichOneof("rel_type")
            if kind not in _RELATIONS:
                raise _refuse(f"{path}.{kind}", f"Acero has no {kind} relation")
        if isinstance(message, algebra_pb2.ReadRel) and message.WhichOneof("read_type") not in (
            "named_table",
            "local_files",
        ):
            raise _refuse(path, "Acero reads named tables and files only")
        if (
            isinstance(message, algebra_pb2.SetRel)
            and message.op != algebra_pb2.SetRel.SET_OP_UNION_ALL
        ):
            raise _refuse(f"{path}.op", "Acero's only set operation is UNION ALL")
        if isinstance(message, algebra_pb2.JoinRel) and message.type not in _JOINS:
            raise _refuse(f"{path}.type", "Acero has no single or mark joins")
        if isinstance(message, algebra_pb2.AggregateRel):
            _refuse_measures(path, message)
        if (
            isinstance(message, Expression.Cast)
            and message.failure_behavior == Expression.Cast.FAILURE_BEHAVIOR_UNSPECIFIED
        ):
            raise _refuse(path, "a cast must say what happens when it fails")
        if isinstance(message, Expression.ScalarFunction):
            _refuse_capped_decimal(path, message, functions)


def _refuse_measures(path: str, aggregate: algebra_pb2.AggregateRel) -> None:
    for i, measure in enumerate(aggregate.measures):
        where = f"{path}.measures[{i}]"
        if measure.HasField("filter"):
            raise _refuse(f"{where}.filter", "Acero's aggregates take no FILTER")
        function = measure.measure
        if function.invocation == algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_DISTINCT:
            raise _refuse(f"{where}.measure", "Acero has no DISTINCT aggregates")
        if function.sorts:
            raise _refuse(f"{where}.measure", "Acero has no ordered aggregates")
        for a, argument in enumerate(function.arguments):
            value = argument.value
            if (
                function.output_type.WhichOneof("kind") == "decimal"
                and argument.WhichOneof("arg_type") == "value"
                and value.WhichOneof("rex_type") != "selection"
            ):
                raise _refuse(
                    f"{where}.measure.arguments[{a}]",
                    "aggregating a computed decimal crashes Acero (pyarrow 26); aggregate a "
                    "decimal column, or cast the value to fp64 in the plan",
                )


def _refuse_capped_decimal(path: str, call: Any, functions: Functions) -> None:
    if functions.base(call.function_reference) not in ("multiply", "divide"):
        return
    if call.output_type.WhichOneof("kind") != "decimal" or call.output_type.decimal.precision < 38:
        return
    raise _refuse(
        path,
        "a decimal product or quotient Substrait caps at 38 digits; Acero derives more "
        "digits and fails ('Decimal precision out of range')",
    )


def _refuse_functions(plan: plan_pb2.Plan, functions: Functions) -> None:
    used = {
        m.function_reference: p
        for p, m in _all(plan)
        if isinstance(m, Expression.ScalarFunction | algebra_pb2.AggregateFunction)
    }
    for anchor, path in used.items():
        stem = functions.urn(anchor).rsplit(":", 1)[-1]
        base = functions.base(anchor)
        if base not in ACERO_FUNCTIONS.get(stem, set()):
            raise _refuse(path, f"Acero has no function {base} ({stem})")


# ---------------------------------------------------------------- calls


def _rewrite_calls(plan: plan_pb2.Plan, functions: Functions) -> list[Rewrite]:
    done: list[Rewrite] = []
    between = {a for a in functions.declared if functions.base(a) == "between"}
    like = {a for a in functions.declared if functions.base(a) == "like"}

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.Expression)
            or message.WhichOneof("rex_type") != "scalar_function"
        ):
            return
        call = message.scalar_function
        if call.function_reference in between:
            _between(message, functions)
            done.append(Rewrite("between-as-comparisons", path, "x >= low AND x <= high"))
        elif call.function_reference in like:
            test = _like(path, message, functions)
            done.append(Rewrite("like-as-string-test", path, test))

    transform_plan(plan, change)
    return done


def _between(message: Expression, functions: Functions) -> None:
    call = message.scalar_function
    value, low, high = (a.value for a in call.arguments)
    boolean = type_pb2.Type()
    boolean.CopyFrom(call.output_type)
    gte = _call(functions.anchor(_COMPARISON, "gte:any_any"), boolean, value, low)
    lte = _call(functions.anchor(_COMPARISON, "lte:any_any"), boolean, value, high)
    message.CopyFrom(_call(functions.anchor(_BOOLEAN, "and:bool"), boolean, gte, lte))


def _like(path: str, message: Expression, functions: Functions) -> str:
    call = message.scalar_function
    if call.options or len(call.arguments) != 2:
        raise _refuse(path, "like with options or an escape character")
    subject, pattern = (a.value for a in call.arguments)
    literal = pattern.literal if pattern.WhichOneof("rex_type") == "literal" else None
    text = (
        literal.string
        if literal is not None and literal.WhichOneof("literal_type") == "string"
        else None
    )
    found = _LIKE_PATTERN.match(text) if text is not None else None
    if found is None:
        raise _refuse(
            path,
            "like with a pattern other than 'abc', 'abc%', '%abc' or '%abc%' "
            f"(Acero has no like; got {text!r})",
        )
    head, body, tail = found.groups()
    name = {
        ("", ""): "equal:any_any",
        ("", "%"): "starts_with:str_str",
        ("%", ""): "ends_with:str_str",
        ("%", "%"): "contains:str_str",
    }[(head, tail)]
    urn = _COMPARISON if name.startswith("equal") else _STRING
    needle = Expression()
    needle.literal.string = body
    needle.literal.nullable = literal.nullable if literal is not None else False
    message.CopyFrom(_call(functions.anchor(urn, name), call.output_type, subject, needle))
    return f"{name.split(':')[0]}({body!r})"


def _call(anchor: int, output: type_pb2.Type, *arguments: Expression) -> Expression:
    result = Expression()
    function = result.scalar_function
    function.function_reference = anchor
    function.output_type.CopyFrom(output)
    for argument in arguments:
        function.arguments.add().value.CopyFrom(argument)
    return result


# ---------------------------------------------------------------- joins


def _split_join_keys(plan: plan_pb2.Plan, functions: Functions) -> list[Rewrite]:
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if not isinstance(message, algebra_pb2.Rel) or message.WhichOneof("rel_type") != "join":
            return
        join = message.join
        where = f"{path}.join.expression"
        if _is_key(join.expression, functions):
            return
        conjuncts = _conjuncts(join.expression, functions)
        keys = [c for c in conjuncts if _is_key(c, functions)]
        if join.type != algebra_pb2.JoinRel.JOIN_TYPE_INNER or not keys:
            raise _refuse(
                where,
                "Acero joins on one field equality (equal or is_not_distinct_from); "
                "only an inner join's other conditions can move to a filter",
            )
        key = keys[0]
        rest = [c for c in conjuncts if c is not key]
        condition = rest[0]
        boolean = _boolean_type(join.expression)
        for more in rest[1:]:
            condition = _call(functions.anchor(_BOOLEAN, "and:bool"), boolean, condition, more)
        joined = algebra_pb2.Rel()
        joined.join.CopyFrom(join)
        joined.join.expression.CopyFrom(key)
        emit = joined.join.common
        result = algebra_pb2.Rel()
        if emit.HasField("emit"):  # the emit applies after the filter
            result.filter.common.CopyFrom(emit)
            joined.join.ClearField("common")
        result.filter.input.CopyFrom(joined)
        result.filter.condition.CopyFrom(condition)
        message.CopyFrom(result)
        done.append(
            Rewrite("join-key-and-filter", where, f"one key, {len(rest)} condition(s) filtered")
        )

    transform_plan(plan, change)
    return done


def _is_key(expression: Expression, functions: Functions) -> bool:
    if expression.WhichOneof("rex_type") != "scalar_function":
        return False
    call = expression.scalar_function
    return functions.base(call.function_reference) in _KEY_TESTS and all(
        a.value.WhichOneof("rex_type") == "selection" for a in call.arguments
    )


def _conjuncts(expression: Expression, functions: Functions) -> list[Expression]:
    if (
        expression.WhichOneof("rex_type") == "scalar_function"
        and functions.base(expression.scalar_function.function_reference) == "and"
    ):
        parts: list[Expression] = []
        for argument in expression.scalar_function.arguments:
            parts.extend(_conjuncts(argument.value, functions))
        return parts
    return [expression]


def _boolean_type(expression: Expression) -> type_pb2.Type:
    if expression.WhichOneof("rex_type") == "scalar_function":
        return expression.scalar_function.output_type
    result = type_pb2.Type()
    result.bool.nullability = type_pb2.Type.NULLABILITY_NULLABLE
    return result


# ---------------------------------------------------------------- aggregates


def _project_aggregate_inputs(plan: plan_pb2.Plan, functions: Functions) -> list[Rewrite]:
    widths = output_widths(plan)
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.Rel)
            or message.WhichOneof("rel_type") != "aggregate"
        ):
            return
        aggregate = message.aggregate
        moved = project_aggregate_inputs(aggregate, widths[f"{path}.aggregate.input"])
        old_grouping_form(aggregate)
        done.append(Rewrite("aggregate-inputs-projected", f"{path}.aggregate", f"{moved} inputs"))

    transform_plan(plan, change)
    return done


def _old_fetch_fields(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Acero reads a fetch's bounds from ``offset`` and ``count`` (fields 3
    and 4, removed from Substrait for ``offset_expr``/``count_expr``); without
    them it fetches no rows. Both forms are written (unknown fields survive in
    the binary plan)."""
    done: list[Rewrite] = []
    for path, message in _all(plan):
        if not isinstance(message, algebra_pb2.FetchRel):
            continue
        extra = b""
        for number, field in ((3, "offset_expr"), (4, "count_expr")):
            if not message.HasField(field):
                continue
            literal = getattr(message, field)
            if literal.WhichOneof("rex_type") != "literal":
                raise _refuse(f"{path}.{field}", "Acero's fetch bounds are constants")
            value = int(getattr(literal.literal, literal.literal.WhichOneof("literal_type")))
            extra += bytes([number << 3]) + varint(value & (2**64 - 1))
        message.MergeFromString(extra)
        done.append(Rewrite("fetch-old-fields", path, "offset and count written as numbers"))
    return done


def _all(plan: plan_pb2.Plan) -> list[tuple[str, Message]]:
    found: list[tuple[str, Message]] = []
    for index, relation in enumerate(plan.relations):
        found.extend(messages(relation, f"relations[{index}]"))
    return found
