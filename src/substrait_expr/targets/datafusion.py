"""``--target datafusion``: standard Substrait as DataFusion (50-55) reads it.

Each rewrite keeps the plan's meaning and works around one limit of
DataFusion's Substrait consumer (docs/interop.md, "Compile targets"):

* ``inline-shared-subplan``: DataFusion reads one relation tree ("Substrait
  plan with more than 1 relation trees not supported"); each reference
  relation gets a copy of the sub-plan it names.
* ``decimal-divide-rounded``: DataFusion divides decimals ``x / y`` at scale
  ``s1 + 4`` (``x``'s scale plus 4), truncating toward zero, whatever the
  plan's result type says. A decimal ``divide`` (and the package's
  ``divide_keep_scale``, Spark's division) to scale ``S`` is written
  ``cast(divide(x', y) AS <the plan's type>)``, where ``x'`` is ``x`` cast
  (exactly) to scale ``S - 3`` when its own scale is smaller, so that
  DataFusion's quotient has at least one digit past ``S``; DataFusion's
  decimal cast then rounds half away from zero. Exact: for ``k >= 1``,
  ``floor((floor(|q| 10^(S+k)) + 5 10^(k-1)) / 10^k) = floor(|q| 10^S + 1/2)``,
  so rounding the truncated digits is rounding the exact quotient. ``x'``
  has at most 38 digits; a dividend too large for it, or a quotient whose
  working digits (``x'`` times ``10^(4 + s2)``) pass DataFusion's 128-bit
  integers, stops with DataFusion's cast or "Arithmetic overflow" error
  (never a wrong value).
* ``decimal-result-cast``: a decimal ``add``, ``subtract`` or ``multiply``
  typed at 38 digits, where the spec (and Spark) give up scale to stay
  within 38 digits: DataFusion keeps the scale (its result type differs, and
  every type derived from it); its exact result is cast to the plan's type,
  rounding half away from zero as Spark does (a result past DataFusion's
  128-bit integers stops with its overflow error).
* ``grouping-sets-as-union``: DataFusion's consumer lays an aggregate with
  several grouping sets out as keys, its own grouping id (a bit mask), then
  the measures, where the spec has keys, measures, the grouping set's index.
  Such an aggregate becomes the UNION ALL of one aggregate per grouping set
  (keys outside the set are typed nulls, the set's index a literal), the
  aggregate's emit applied in each branch. An empty grouping set groups by
  a constant, so that no input rows give no rows, as in Spark (DataFusion's
  own ``ROLLUP`` gives a grand-total row for an empty input).
* ``scalar-subquery-field``: DataFusion reads no field of an expression and
  builds no struct ("Nested struct expressions are not yet supported"); a
  field of a scalar subquery whose project builds the struct (Spark's
  merged scalar subqueries, ``(SELECT struct(count, avg, ...)).k``) becomes
  the subquery of that field's expression alone.
* ``exists-as-count``: DataFusion runs ``EXISTS (subquery)`` only in a filter
  condition ("Physical plan does not support logical expression Exists");
  elsewhere (a project's column, as Spark writes an EXISTS under OR) it is
  written ``(SELECT count(*) FROM subquery) > 0``, which DataFusion
  decorrelates.
* ``statistics-names``: ``std_dev`` and ``variance`` are ``stddev_samp`` /
  ``stddev_pop`` and ``var_samp`` / ``var_pop`` in DataFusion, by the
  ``distribution`` option (which DataFusion does not read; without it they
  are refused).
* ``shift-names``: ``shift_left`` and ``shift_right`` are DataFusion's
  ``bitwise_shift_left`` / ``bitwise_shift_right`` (its ``<<``, ``>>``;
  arithmetic on signed integers). DataFusion wraps a shift amount around
  the width, so a shift by other than a constant inside the width is
  refused.
* ``enum-argument-as-string``: enum arguments ("Function argument non-Value
  type not supported") become string literals, the form DataFusion reads.
* ``extract-as-date-part``: DataFusion knows ``extract`` as ``date_part``
  (same component names, same integer values for the components kept; the
  others are refused).
* ``qualified-subquery-table``: DataFusion resolves an outer reference by
  the qualified column name, so a correlated subquery reading the same table
  as the query around it (TPC-H Q21) compares the inner column with itself
  and silently gives wrong rows. Named tables read inside a subquery are
  qualified by DataFusion's default schema (``public.lineitem``; one level
  deeper ``datafusion.public.lineitem``), the same table under another
  qualifier. Tables must be registered in the default catalog and schema.
* ``unique-output-names``: DataFusion refuses a result with two columns of
  one name ("Schema contains duplicate unqualified field name"); a repeated
  output name gets a suffix (``s1``, then ``s1_2``).
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeAlias

from google.protobuf.message import Message
from substrait import algebra_pb2, plan_pb2, type_pb2

from substrait_expr.plan.errors import PlanError
from substrait_expr.targets.messages import (
    Functions,
    Rewrite,
    field_reference,
    inline_references,
    transform_plan,
)

__all__ = ["for_datafusion"]

Expression: TypeAlias = algebra_pb2.Expression

# extract components whose date_part result is the same integer.
_SAME_COMPONENTS = {"YEAR", "QUARTER", "MONTH", "DAY", "HOUR", "MINUTE", "DAY_OF_YEAR"}
_DEFAULT_QUALIFIERS = (("public",), ("datafusion", "public"))
_DECIMAL = "extension:io.substrait:functions_arithmetic_decimal"
_COMPARISON = "extension:io.substrait:functions_comparison"
_AGGREGATE_GENERIC = "extension:io.substrait:functions_aggregate_generic"
_STATISTICS = {
    ("std_dev", "SAMPLE"): "stddev_samp",
    ("std_dev", "POPULATION"): "stddev_pop",
    ("variance", "SAMPLE"): "var_samp",
    ("variance", "POPULATION"): "var_pop",
}
_SHIFTS = {"shift_left": "bitwise_shift_left", "shift_right": "bitwise_shift_right"}
_WIDTHS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
# DataFusion's decimal quotient has the dividend's scale plus this.
_DIVISION_SCALE_INCREMENT = 4


def for_datafusion(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Rewrite ``plan`` in place; the rewrites done, in order."""
    done = inline_references(plan)
    functions = Functions(plan)
    bound = _Bound(plan)
    done += _decimal_arithmetic(plan, functions, bound)
    done += _grouping_sets_as_union(plan, bound)
    done += _scalar_subquery_fields(plan)
    done += _exists_as_count(plan, functions)
    done += _statistics_names(plan, functions)
    extract = {a for a in functions.declared if functions.base(a) == "extract"}
    shifts = {a for a in functions.declared if functions.base(a) in _SHIFTS}

    def check(path: str, message: Message) -> None:
        if (
            isinstance(message, algebra_pb2.Expression.ScalarFunction)
            and message.function_reference in extract
        ):
            _check_extract(path, message)
        if (
            isinstance(message, algebra_pb2.Expression.ScalarFunction)
            and message.function_reference in shifts
        ):
            _check_shift(path, message)

    def change(path: str, message: Message) -> None:
        if (
            isinstance(message, algebra_pb2.FunctionArgument)
            and message.WhichOneof("arg_type") == "enum"
        ):
            word = message.enum
            message.Clear()
            message.value.literal.string = word
            done.append(Rewrite("enum-argument-as-string", path, f"'{word}'"))

    transform_plan(plan, check)
    transform_plan(plan, change)
    for anchor in sorted(extract):
        declared = functions.declared[anchor]
        old = declared.name
        declared.name = "date_part" + old[len("extract") :]
        done.append(Rewrite("extract-as-date-part", "extensions", f"{old} declared as date_part"))
    for anchor in sorted(shifts):
        declared = functions.declared[anchor]
        old = declared.name
        base = functions.base(anchor)
        declared.name = _SHIFTS[base] + old[len(base) :]
        done.append(Rewrite("shift-names", "extensions", f"{old} declared as {_SHIFTS[base]}"))
    done.extend(_qualify_subquery_tables(plan))
    done.extend(_unique_output_names(plan, bound))
    return done


def _refuse(path: str, why: str) -> PlanError:
    return PlanError.at(path, f"not supported on DataFusion: {why}")


# ---------------------------------------------------------------- types of the plan


class _Bound:
    """The plan's relations as ``load_plan`` binds and types them, by the
    JSON path of each ``Rel`` message (subqueries' included), read on first
    use; the rewrites that need a type ask before any rewrite changes the
    expressions (paths of relations stay)."""

    def __init__(self, plan: plan_pb2.Plan) -> None:
        self._plan = plan_pb2.Plan()
        self._plan.CopyFrom(plan)
        self._rels: dict[str, Any] | None = None
        self._roots: list[Any] = []

    def _load(self) -> dict[str, Any]:
        if self._rels is None:
            from substrait_expr.diagnostics import Error
            from substrait_expr.plan import load_plan
            from substrait_expr.plan import model as m

            try:
                self._roots = list(load_plan(self._plan).check())
            except Error as error:
                raise _refuse("relations", f"the plan's types cannot be read: {error}") from None
            self._rels = {}
            stack: list[Any] = [root.input for root in self._roots]
            while stack:
                rel = stack.pop()
                self._rels[rel.path.rsplit(".", 1)[0]] = rel
                stack.extend(m.inputs_of(rel))
                stack.extend(_subquery_rels(rel))
        return self._rels

    def rel(self, path: str) -> Any:
        return self._load().get(path)

    def roots(self) -> list[Any]:
        self._load()
        return self._roots

    def record(self, path: str) -> list[Any] | None:
        """The types of the fields an expression at ``path`` reads."""
        from substrait_expr.plan import model as m

        rels = self._load()
        head = path
        while head and head not in rels:
            head = head.rsplit(".", 1)[0] if "." in head else ""
        rel = rels.get(head)
        if rel is None:
            return None
        rest = path[len(head) + 1 :].split(".")
        if isinstance(rel, m.Project):
            fields = [f.type for f in rel.input.schema.fields]
            index = rest[1][len("expressions[") :].rstrip("]") if len(rest) > 1 else ""
            if not rest[1:] or not rest[1].startswith("expressions[") or not index.isdigit():
                return None
            return fields + [e.type for e in rel.expressions[: int(index)]]
        if isinstance(rel, m.Filter | m.Sort | m.Aggregate | m.Fetch):
            return [f.type for f in rel.input.schema.fields]
        if isinstance(rel, m.Join):
            return [f.type for f in (*rel.left.schema.fields, *rel.right.schema.fields)]
        return None

    def decimal(self, path: str, expression: Expression) -> tuple[int, int] | None:
        """(precision, scale) of a decimal expression, where it can be read."""
        from substrait_expr.typecheck import types as t

        kind = expression.WhichOneof("rex_type")
        found: type_pb2.Type | None = None
        if kind == "scalar_function":
            found = expression.scalar_function.output_type
        elif kind == "window_function":
            found = expression.window_function.output_type
        elif kind == "cast":
            found = expression.cast.type
        elif kind == "literal" and expression.literal.WhichOneof("literal_type") == "decimal":
            return expression.literal.decimal.precision, expression.literal.decimal.scale
        elif kind == "if_then" and expression.if_then.ifs:
            return self.decimal(f"{path}.ifThen.ifs[0].then", expression.if_then.ifs[0].then)
        elif kind == "selection":
            selection = expression.selection
            reference = selection.direct_reference.struct_field
            if (
                selection.WhichOneof("root_type") == "root_reference"
                and selection.direct_reference.WhichOneof("reference_type") == "struct_field"
                and not reference.HasField("child")
            ):
                record = self.record(path)
                if record is not None and reference.field < len(record):
                    type_ = record[reference.field]
                    if isinstance(type_, t.Decimal):
                        return type_.precision, type_.scale
        if found is not None and found.WhichOneof("kind") == "decimal":
            return found.decimal.precision, found.decimal.scale
        return None


def _subquery_rels(rel: Any) -> list[Any]:
    """The relations of the subqueries in ``rel``'s own expressions."""
    from substrait_expr.plan import model as m
    from substrait_expr.typecheck import ir
    from substrait_expr.typecheck import types as t

    found: list[Any] = []
    skip = {"path", "direct", "emit", "hints", "impl", "type", "span"}
    stack: list[Any] = [getattr(rel, f.name) for f in dataclasses.fields(rel) if f.name not in skip]
    while stack:
        value = stack.pop()
        if isinstance(value, m.Rel | t.Type):
            continue
        if isinstance(value, ir.Subquery):
            found.append(value.rel)
            stack.extend(value.needles)
        elif isinstance(value, tuple | list):
            stack.extend(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            stack.extend(
                getattr(value, f.name) for f in dataclasses.fields(value) if f.name not in skip
            )
    return found


# ---------------------------------------------------------------- decimal division


def _decimal_arithmetic(plan: plan_pb2.Plan, functions: Functions, bound: _Bound) -> list[Rewrite]:
    divisions = {
        a
        for a in functions.declared
        if functions.base(a) == "divide_keep_scale"
        or (functions.base(a) == "divide" and functions.urn(a) == _DECIMAL)
    }
    others = {
        a
        for a in functions.declared
        if functions.base(a) in ("add", "subtract", "multiply") and functions.urn(a) == _DECIMAL
    }
    if not divisions and not others:
        return []
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.Expression)
            or message.WhichOneof("rex_type") != "scalar_function"
        ):
            return
        reference = message.scalar_function.function_reference
        if reference in others:
            _decimal_result_cast(path, message, functions, done)
        if reference not in divisions:
            return
        where = f"{path}.scalarFunction"
        call = message.scalar_function
        name = functions.base(call.function_reference)
        out = call.output_type
        if out.WhichOneof("kind") != "decimal" or len(call.arguments) != 2:
            raise _refuse(where, f"{name} of other than two decimals")
        x, y = (a.value for a in call.arguments)
        first = bound.decimal(f"{where}.arguments[0].value", x)
        second = bound.decimal(f"{where}.arguments[1].value", y)
        if first is None or second is None:
            raise _refuse(where, f"{name}: the decimal types of its arguments are not known here")
        (p1, s1), (_, s2) = first, second
        precision, scale = out.decimal.precision, out.decimal.scale
        wide_scale = max(s1, scale + 1 - _DIVISION_SCALE_INCREMENT)
        # At most 38 digits: a dividend past them at the wider scale is past
        # what DataFusion's 128-bit division can scale up anyway (its error).
        wide_precision = min(38, p1 + wide_scale - s1)
        overflow = _overflow(call)
        if overflow not in ("ERROR", "SILENT"):
            raise _refuse(
                where, f"{name} with overflow {overflow} (DataFusion stops or gives null)"
            )
        dividend = x
        if wide_scale != s1:
            dividend = Expression()
            dividend.cast.type.decimal.precision = wide_precision
            dividend.cast.type.decimal.scale = wide_scale
            dividend.cast.type.decimal.nullability = type_pb2.Type.NULLABILITY_NULLABLE
            dividend.cast.input.CopyFrom(x)
            dividend.cast.failure_behavior = Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION
        quotient = Expression()
        inner = quotient.scalar_function
        inner.function_reference = functions.anchor(_DECIMAL, "divide:dec_dec")
        inner.arguments.add().value.CopyFrom(dividend)
        inner.arguments.add().value.CopyFrom(y)
        inner.options.extend(o for o in call.options if o.name == "overflow")
        inner.output_type.decimal.precision = min(38, wide_precision + s2 + 4)
        inner.output_type.decimal.scale = wide_scale + _DIVISION_SCALE_INCREMENT
        inner.output_type.decimal.nullability = out.decimal.nullability
        result = Expression()
        result.cast.type.CopyFrom(out)
        result.cast.input.CopyFrom(quotient)
        result.cast.failure_behavior = (
            Expression.Cast.FAILURE_BEHAVIOR_RETURN_NULL
            if overflow == "SILENT"
            else Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION
        )
        message.CopyFrom(result)
        done.append(
            Rewrite(
                "decimal-divide-rounded",
                where,
                f"{name}(decimal<{p1},{s1}>, ...) computed at scale "
                f"{wide_scale + _DIVISION_SCALE_INCREMENT} and rounded to decimal<{precision},"
                f"{scale}>",
            )
        )

    transform_plan(plan, change)
    return done


def _overflow(call: algebra_pb2.Expression.ScalarFunction) -> str:
    """The call's ``overflow`` option (ERROR unless it says otherwise)."""
    return next(
        (str(o.preference[0]) for o in call.options if o.name == "overflow" and o.preference),
        "ERROR",
    )


def _decimal_result_cast(
    path: str, message: algebra_pb2.Expression, functions: Functions, done: list[Rewrite]
) -> None:
    """A decimal sum, difference or product typed at 38 digits: Substrait
    (and Spark) give up scale where the exact result would pass 38 digits,
    DataFusion keeps the scale and only caps the precision; its exact value
    is cast to the plan's type (rounding half away from zero)."""
    call = message.scalar_function
    out = call.output_type
    if out.WhichOneof("kind") != "decimal" or out.decimal.precision < 38:
        return  # below 38 digits DataFusion derives the spec's type
    name = functions.base(call.function_reference)
    overflow = _overflow(call)
    if overflow not in ("ERROR", "SILENT"):
        raise _refuse(
            f"{path}.scalarFunction", f"{name} with overflow {overflow} (DataFusion stops)"
        )
    result = algebra_pb2.Expression()
    result.cast.type.CopyFrom(out)
    result.cast.input.CopyFrom(message)
    result.cast.failure_behavior = (
        algebra_pb2.Expression.Cast.FAILURE_BEHAVIOR_RETURN_NULL
        if overflow == "SILENT"
        else algebra_pb2.Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION
    )
    message.CopyFrom(result)
    done.append(
        Rewrite(
            "decimal-result-cast",
            f"{path}.scalarFunction",
            f"{name} cast to decimal<38,{out.decimal.scale}>",
        )
    )


# ---------------------------------------------------------------- grouping sets


def _grouping_sets_as_union(plan: plan_pb2.Plan, bound: _Bound) -> list[Rewrite]:
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.Rel)
            or message.WhichOneof("rel_type") != "aggregate"
            or len(message.aggregate.groupings) < 2
        ):
            return
        aggregate = message.aggregate
        where = f"{path}.aggregate"
        keys, sets = _keys_and_sets(aggregate)
        rel = bound.rel(path)
        if rel is None or len(rel.keys) != len(keys):
            raise _refuse(where, "an aggregate with several grouping sets whose keys are unknown")
        set_column = rel.grouping_set_column
        width = len(keys) + len(aggregate.measures) + (1 if set_column else 0)
        emit = list(aggregate.common.emit.output_mapping) or list(range(width))
        key_types = [_proto_type(where, key.type) for key in rel.keys]
        index_type = _proto_type(where, rel.direct.fields[-1].type) if set_column else None
        union = algebra_pb2.Rel()
        union.set.op = algebra_pb2.SetRel.SET_OP_UNION_ALL
        for number, members in enumerate(sets):
            branch = union.set.inputs.add()
            project = branch.project
            one = project.input.aggregate
            one.input.CopyFrom(aggregate.input)
            grouping = one.groupings.add()
            for member in members:
                one.grouping_expressions.add().CopyFrom(keys[member])
            if not members:  # grouped by a constant: no rows in, no rows out
                one.grouping_expressions.add().literal.i32 = 0
            grouping.expression_references.extend(range(len(one.grouping_expressions)))
            one.measures.extend(aggregate.measures)
            width_in = max(len(members), 1) + len(aggregate.measures)
            for output in emit:
                value = project.expressions.add()
                if output < len(keys):
                    if output in members:
                        value.CopyFrom(field_reference(members.index(output)))
                    else:
                        value.literal.null.CopyFrom(key_types[output])
                elif output < len(keys) + len(aggregate.measures):
                    value.CopyFrom(field_reference(max(len(members), 1) + output - len(keys)))
                else:
                    assert index_type is not None
                    _index_literal(where, value, index_type, number)
            project.common.emit.output_mapping[:] = [width_in + i for i in range(len(emit))]
        message.CopyFrom(union)
        done.append(
            Rewrite(
                "grouping-sets-as-union",
                where,
                f"UNION ALL of {len(sets)} aggregates, one per grouping set",
            )
        )

    transform_plan(plan, change)
    return done


def _keys_and_sets(aggregate: algebra_pb2.AggregateRel) -> tuple[list[Expression], list[list[int]]]:
    keys = list(aggregate.grouping_expressions)
    return keys, [list(g.expression_references) for g in aggregate.groupings]


def _proto_type(path: str, type_: Any) -> type_pb2.Type:
    from substrait_expr.substrait.anchors import ExtensionCollector
    from substrait_expr.substrait.types import to_proto_type

    message = to_proto_type(type_.with_nullable(True), ExtensionCollector())
    if message.WhichOneof("kind") == "user_defined":
        raise _refuse(path, f"a grouping key of the user-defined type {type_}")
    return message


def _index_literal(path: str, value: Expression, kind: type_pb2.Type, number: int) -> None:
    which = kind.WhichOneof("kind")
    if which not in ("i8", "i16", "i32", "i64"):
        raise _refuse(path, f"a grouping-set column of type {which}")
    setattr(value.literal, which, number)


def _scalar_subquery_fields(plan: plan_pb2.Plan) -> list[Rewrite]:
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.Expression)
            or message.WhichOneof("rex_type") != "selection"
        ):
            return
        selection = message.selection
        if selection.WhichOneof("root_type") != "expression":
            return
        root = selection.expression
        if (
            root.WhichOneof("rex_type") != "subquery"
            or root.subquery.WhichOneof("subquery_type") != "scalar"
            or selection.direct_reference.WhichOneof("reference_type") != "struct_field"
        ):
            raise _refuse(f"{path}.selection", "a field of an expression other than a subquery")
        reference = selection.direct_reference.struct_field
        subquery = Expression()
        subquery.CopyFrom(root)
        project = subquery.subquery.scalar.input
        built = [
            e
            for e in project.project.expressions
            if e.WhichOneof("rex_type") == "nested"
            and e.nested.WhichOneof("nested_type") == "struct"
        ]
        if (
            project.WhichOneof("rel_type") != "project"
            or len(project.project.common.emit.output_mapping) != 1
            or len(built) != 1
            or reference.HasField("child")
            or not 0 <= reference.field < len(built[0].nested.struct.fields)
        ):
            raise _refuse(
                f"{path}.selection",
                "a field of an expression; DataFusion reads a field of a scalar subquery only "
                "where the subquery builds the struct in a project",
            )
        built[0].CopyFrom(built[0].nested.struct.fields[reference.field])
        message.CopyFrom(subquery)
        done.append(Rewrite("scalar-subquery-field", path, "the field selected in the subquery"))

    transform_plan(plan, change)
    return done


def _exists_as_count(plan: plan_pb2.Plan, functions: Functions) -> list[Rewrite]:
    done: list[Rewrite] = []
    places = (
        *(".filter.condition", ".project.expressions", ".join.expression", ".aggregate."),
        *(".sort.", ".join.postJoinFilter", ".fetch."),
    )

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.Expression)
            or message.WhichOneof("rex_type") != "subquery"
            or message.subquery.WhichOneof("subquery_type") != "set_predicate"
            or message.subquery.set_predicate.predicate_op
            != Expression.Subquery.SetPredicate.PREDICATE_OP_EXISTS
        ):
            return
        last = max(places, key=path.rfind)
        if last == ".filter.condition" and path.rfind(last) >= 0:
            return  # DataFusion decorrelates EXISTS in a filter, under OR too
        tuples = message.subquery.set_predicate.tuples
        counted = algebra_pb2.Rel()
        measure = counted.aggregate.measures.add().measure
        measure.function_reference = functions.anchor(_AGGREGATE_GENERIC, "count:")
        measure.output_type.i64.nullability = type_pb2.Type.NULLABILITY_REQUIRED
        measure.phase = algebra_pb2.AGGREGATION_PHASE_INITIAL_TO_RESULT
        measure.invocation = algebra_pb2.AggregateFunction.AGGREGATION_INVOCATION_ALL
        counted.aggregate.input.CopyFrom(tuples)
        result = Expression()
        call = result.scalar_function
        call.function_reference = functions.anchor(_COMPARISON, "gt:any_any")
        call.output_type.bool.nullability = type_pb2.Type.NULLABILITY_NULLABLE
        call.arguments.add().value.subquery.scalar.input.CopyFrom(counted)
        call.arguments.add().value.literal.i64 = 0
        message.CopyFrom(result)
        done.append(Rewrite("exists-as-count", path, "(SELECT count(*) FROM ...) > 0"))

    transform_plan(plan, change)
    return done


# ---------------------------------------------------------------- names


def _statistics_names(plan: plan_pb2.Plan, functions: Functions) -> list[Rewrite]:
    done: list[Rewrite] = []
    statistics = {a for a in functions.declared if functions.base(a) in ("std_dev", "variance")}
    if not statistics:
        return done

    def change(path: str, message: Message) -> None:
        if (
            not isinstance(message, algebra_pb2.AggregateFunction | Expression.WindowFunction)
            or message.function_reference not in statistics
        ):
            return
        old = functions.name(message.function_reference)
        base, _, signature = old.partition(":")
        distribution = next(
            (o.preference[0] for o in message.options if o.name == "distribution" and o.preference),
            None,
        )
        new = _STATISTICS.get((base, distribution or ""))
        if new is None:
            raise _refuse(path, f"{base} without a distribution (SAMPLE or POPULATION)")
        message.function_reference = functions.anchor(
            functions.urn(message.function_reference), f"{new}:{signature}"
        )
        done.append(Rewrite("statistics-names", path, f"{old} ({distribution}) as {new}"))

    transform_plan(plan, change)
    return done


def _unique_output_names(plan: plan_pb2.Plan, bound: _Bound) -> list[Rewrite]:
    done: list[Rewrite] = []
    roots = [r for r in plan.relations if r.WhichOneof("rel_type") == "root"]
    if all(len(set(r.root.names)) == len(r.root.names) for r in roots):
        return done
    for index, (relation, typed) in enumerate(zip(roots, bound.roots(), strict=True)):
        names = relation.root.names
        seen: set[str] = set()
        position = 0
        for field in typed.input.schema.fields:
            if position >= len(names):
                break
            name = names[position]
            if name in seen:
                number = 2
                while f"{name}_{number}" in seen or f"{name}_{number}" in names:
                    number += 1
                names[position] = f"{name}_{number}"
                done.append(
                    Rewrite(
                        "unique-output-names",
                        f"relations[{index}].root.names[{position}]",
                        f"{name} as {names[position]}",
                    )
                )
            seen.add(names[position])
            position += _name_count(field.type)
    return done


def _name_count(type_: Any) -> int:
    """How many names of a root's ``names`` (depth first) a column takes."""
    from substrait_expr.typecheck import types as t

    if isinstance(type_, t.Struct):
        return 1 + sum(_name_count(f) for f in type_.fields)
    if isinstance(type_, t.List):
        return _name_count(type_.element)
    if isinstance(type_, t.Map):
        return _name_count(type_.key) + _name_count(type_.value) - 1
    return 1


def _check_extract(path: str, call: algebra_pb2.Expression.ScalarFunction) -> None:
    first = call.arguments[0] if call.arguments else None
    word = first.enum if first is not None and first.WhichOneof("arg_type") == "enum" else ""
    if word.upper() not in _SAME_COMPONENTS:
        raise PlanError.at(
            path,
            f"not supported on DataFusion: extract({word or '?'}, ...); DataFusion's date_part "
            f"gives the same integer only for {', '.join(sorted(_SAME_COMPONENTS))}",
        )


def _check_shift(path: str, call: algebra_pb2.Expression.ScalarFunction) -> None:
    width = _WIDTHS.get(call.output_type.WhichOneof("kind") or "", 0)
    amount = call.arguments[1].value if len(call.arguments) == 2 else None
    literal = amount.literal if amount is not None and amount.HasField("literal") else None
    kind = literal.WhichOneof("literal_type") if literal is not None else None
    if literal is None or kind not in _WIDTHS or not 0 <= getattr(literal, kind) < width:
        raise _refuse(
            path,
            "a shift by other than a constant inside the value's width (DataFusion's shifts "
            "wrap the amount around the width)",
        )


def _qualify_subquery_tables(plan: plan_pb2.Plan) -> list[Rewrite]:
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        depth = path.count(".subquery.")  # how many subqueries the message is inside
        if (
            depth == 0
            or not isinstance(message, algebra_pb2.ReadRel)
            or not message.HasField("named_table")
            or len(message.named_table.names) != 1
        ):
            return
        if depth > len(_DEFAULT_QUALIFIERS):
            raise PlanError.at(
                path,
                "not supported on DataFusion: a table read three subqueries deep "
                "(DataFusion resolves outer references by qualified name)",
            )
        qualified = [*_DEFAULT_QUALIFIERS[depth - 1], message.named_table.names[0]]
        message.named_table.names[:] = qualified
        done.append(Rewrite("qualified-subquery-table", path, ".".join(qualified)))

    transform_plan(plan, change)
    return done
