"""``--target duckdb``: standard Substrait as DuckDB 1.1.3's consumer reads it.

DuckDB's Substrait extension as Python users get it from PyPI
(``duckdb-extension-substrait`` 1.1.3) reads Substrait 0.53 and only part of
it. Each rewrite keeps the plan's meaning as that consumer reads it
(``from_substrait``); what it cannot run exactly is refused at compile time,
``PlanError`` at the JSON path, "not supported on DuckDB 1.1.3: <why>".
The compiled plan is meant for the binary form: two of the fields DuckDB
reads are gone from today's Substrait and live in the binary plan only.

* ``inline-shared-subplan``: DuckDB reads the first relation tree only; each
  reference relation gets a copy of the sub-plan it names.
* ``plain-file-path``: a local file read ``file:///data/t.parquet`` is read
  ``/data/t.parquet`` (DuckDB looks for a file of the URI's own name).
  DuckDB reads every column of the Parquet file in the file's order, as the
  plan's ``baseSchema`` says; files other than Parquet are refused.
* ``explicit-project``: DuckDB ignores ``RelCommon.emit`` and takes a
  project's output to be its expressions alone. Every project lists its
  output as expressions (field references to the input where the emit
  keeps an input field) with an emit of exactly those expressions, which
  the spec reads the same way; any other relation with an emit gets such a
  project above it.
* ``grouping-old-form``: DuckDB reads a grouping's keys from
  ``Grouping.grouping_expressions`` (field 1, gone from Substrait); they are
  written there too. One grouping set only: several are refused.
* ``measure-result-cast``: DuckDB's ``sum`` of an ``i32`` is a 128-bit
  integer; a project above each aggregate casts its measures to the plan's
  types.
* ``fetch-old-fields``: DuckDB reads a fetch's bounds from ``offset`` and
  ``count`` (fields 3 and 4 of Substrait 0.53, gone today; a count of -1
  is every row).
* ``decimal-result-cast``: DuckDB types decimal arithmetic by its own rules
  (``decimal(15,2) * decimal(15,2)`` is ``decimal(30,4)``, the spec's
  ``decimal(31,4)``); every scalar function with a decimal result is cast
  to the plan's type (exact where the value fits; rounding half away from
  zero where the spec gives up scale).
* ``decimal-divide-exact``: DuckDB divides decimals as doubles. A decimal
  ``divide`` (and the package's ``divide_keep_scale``) to scale ``S`` is
  computed on 38-digit integers, ``q = floor((2|n| + |d|) / 2|d|)`` with
  ``n = x 10^(S + s2)`` and ``d = y 10^s2``: the quotient estimated in
  doubles, corrected twice with exact remainders and checked to one unit
  by exact comparison, so the result is the quotient rounded half away
  from zero. Working digits past 38 stop with DuckDB's overflow error,
  never a wrong value.
* ``unique-output-names``: DuckDB refuses a result with two columns of one
  name ("duplicate column name"); a repeated output name gets a suffix
  (``s1``, then ``s1_2``), as for DataFusion.
* ``not-equal-as-not-equal``: DuckDB reads ``not_equal`` against a string
  constant as ``NOT LIKE`` (so ``x <> 'a_c'`` would be false for ``'abc'``);
  it is written ``not(equal(...))``.
* ``typed-null``: DuckDB reads a null literal without its type; it is
  written as that null cast to the type. A CASE without ELSE gets a null
  ELSE (DuckDB requires one).
* ``small-int-literal``: DuckDB reads no ``i16`` literal; it is an ``i32``
  literal cast to ``i16``.
* ``bit-as-tinyint``: DuckDB's consumer casts to no ``i8``; the cast of
  ``bitwise_and(x, 1)`` (0 or 1: Spark's ``grouping()``) is ``sign()`` of
  it, DuckDB's ``TINYINT`` of the same value. Other casts to ``i8`` are
  refused.
* ``cast-truncates``: DuckDB's cast of a decimal or a float to an integer
  rounds; the spec's (and Spark's) truncates, so the cast is of
  ``trunc(x)``.
* ``duckdb-names``: ``negate`` is DuckDB's ``-``, ``shift_right`` (by a
  constant inside the width) its ``>>``, ``concat`` its ``||`` (null if any
  argument is); the other functions keep
  the names DuckDB's consumer maps itself (``substring`` to ``substr``,
  ``extract`` to ``date_part``, ``std_dev`` to ``stddev``, ...).
* ``grouping-sets-as-union``: DuckDB groups by every key of every grouping
  set at once; an aggregate of several grouping sets is the UNION ALL of
  one aggregate per set (the DataFusion target's rewrite, standard
  Substrait), which ``union-all-counted`` then writes for DuckDB. An
  integer constant key (an empty grouping set's) is cast: DuckDB reads a
  constant integer in GROUP BY as a column's position.
* ``set-op-as-duckdb``: DuckDB reads ``UNION_ALL`` as SQL's ``UNION``
  (duplicates removed), ``MINUS_PRIMARY`` as ``EXCEPT`` and
  ``INTERSECTION_PRIMARY`` as ``INTERSECT``, two inputs at a time. A
  ``UNION_DISTINCT``, ``MINUS_PRIMARY`` or ``INTERSECTION_MULTISET`` of
  more inputs is nested two by two, and written with DuckDB's code;
  ``UNION ALL`` and the other set operations are refused.

Refused: relations other than read, filter, project, aggregate, join,
cross, sort, fetch and set; subqueries, window functions, nested and
switch expressions, outer references and references into a struct;
anti, single and mark joins and a join's post-join filter; measures with
a filter, sort or invocation; functions outside ``_SCALARS`` and
``_AGGREGATES``; casts and literals of types DuckDB's consumer does not
read.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from google.protobuf.message import Message
from substrait import algebra_pb2, plan_pb2, type_pb2

from substrait_expr.deep import message_depth
from substrait_expr.plan.errors import PlanError
from substrait_expr.targets.datafusion import (
    _Bound,
    _grouping_sets_as_union,
    _unique_output_names,
)
from substrait_expr.targets.messages import (
    Functions,
    Rewrite,
    field_reference,
    inline_references,
    old_grouping_form,
    output_widths,
    project_aggregate_inputs,
    transform_plan,
    varint,
)

__all__ = ["for_duckdb"]

Expression: TypeAlias = algebra_pb2.Expression
Rel: TypeAlias = algebra_pb2.Rel

_LIMIT = "not supported on DuckDB 1.1.3"
_RELATIONS = {"read", "filter", "project", "aggregate", "join", "cross", "sort", "fetch", "set"}
_EXPRESSIONS = {"literal", "selection", "scalar_function", "if_then", "cast", "singular_or_list"}
# Scalar functions whose meaning DuckDB's function of the name (after its
# consumer's own renames) has for the argument types Substrait gives them.
_SCALARS = {
    "and",
    "or",
    "not",
    "equal",
    "not_equal",
    "lt",
    "gt",
    "lte",
    "gte",
    "is_null",
    "is_not_null",
    "is_not_distinct_from",
    "between",
    "add",
    "subtract",
    "multiply",
    "divide",
    "divide_keep_scale",
    "negate",
    "abs",
    "coalesce",
    "like",
    "contains",
    "starts_with",
    "ends_with",
    "substring",
    "extract",
    "lower",
    "upper",
    "round",
    "concat",
    "bitwise_and",
    "shift_right",
}
_AGGREGATES = {"sum", "count", "min", "max", "avg", "any_value", "std_dev", "variance"}
# std_dev / variance by their ``distribution`` option: DuckDB's names.
_STATISTICS = {
    ("std_dev", "SAMPLE"): "stddev_samp",
    ("std_dev", "POPULATION"): "stddev_pop",
    ("variance", "SAMPLE"): "var_samp",
    ("variance", "POPULATION"): "var_pop",
}
_EXTRACT = {"YEAR", "MONTH", "DAY", "QUARTER"}  # DuckDB's date_part gives the spec's values
_JOINS = {
    algebra_pb2.JoinRel.JOIN_TYPE_INNER,
    algebra_pb2.JoinRel.JOIN_TYPE_LEFT,
    algebra_pb2.JoinRel.JOIN_TYPE_RIGHT,
    algebra_pb2.JoinRel.JOIN_TYPE_OUTER,
    algebra_pb2.JoinRel.JOIN_TYPE_LEFT_SEMI,
}
_LITERALS = {"boolean", "i8", "i16", "i32", "i64", "fp32", "fp64", "string", "decimal", "date"}
_CASTS = {"bool", "i16", "i32", "i64", "fp64", "decimal", "date", "string", "varchar"}
_SetOp = algebra_pb2.SetRel.SetOp
# Set operations DuckDB runs with the spec's meaning: op → DuckDB's code for it.
_SET_OPS = {
    _SetOp.SET_OP_UNION_DISTINCT: _SetOp.SET_OP_UNION_ALL,
    _SetOp.SET_OP_MINUS_PRIMARY: _SetOp.SET_OP_MINUS_PRIMARY,
    _SetOp.SET_OP_INTERSECTION_MULTISET: _SetOp.SET_OP_INTERSECTION_PRIMARY,
}
_MAX_DEPTH = 99  # protobuf's default recursion limit is 100
_INTERNAL_URN = "extension:io.github.substrait-expr:duckdb"


def for_duckdb(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Rewrite ``plan`` in place; the rewrites done, in order."""
    done = inline_references(plan)
    roots = [r for r in plan.relations if r.WhichOneof("rel_type") == "root"]
    if len(roots) != 1:
        raise _refuse("relations", "DuckDB reads one relation tree")
    done += _scalar_subqueries(plan)
    done += _anti_joins(plan)
    try:  # the DataFusion target's rewrite: standard Substrait, exact
        done += _grouping_sets_as_union(plan, _Bound(plan))
    except PlanError as error:
        raise _refuse("relations", str(error).split("not supported on DataFusion: ")[-1]) from None
    functions = Functions(plan)
    _check(plan, functions)
    bound = _Bound(plan)
    widths = output_widths(plan)
    done += _unique_output_names(plan, bound)
    done += _expressions(plan, functions, bound)
    done += _relations(plan, widths, bound, _Calls(functions))
    depth = message_depth(plan)
    if depth > _MAX_DEPTH:
        raise _refuse(
            "relations",
            f"the compiled plan nests {depth} messages deep; DuckDB's protobuf reader "
            f"stops at {_MAX_DEPTH + 1}",
        )
    return done


def _refuse(path: str, why: str) -> PlanError:
    return PlanError.at(path, f"{_LIMIT}: {why}")


# ---------------------------------------------------------------- subqueries


def _scalar_subqueries(plan: plan_pb2.Plan) -> list[Rewrite]:
    """A filter's uncorrelated scalar subqueries that give one row by their
    form (an aggregate without grouping keys, under projects only) become a
    cross join with the filter's input: the same value on every row."""
    bound = _Bound(plan)
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if not isinstance(message, algebra_pb2.Rel) or message.WhichOneof("rel_type") != "filter":
            return
        where = f"{path}.filter"
        found = [
            (at, e) for at, e in _own_subqueries(message.filter.condition, f"{where}.condition")
        ]
        found = [(at, e) for at, e in found if _one_row(e.subquery.scalar.input)]
        if not found:
            return
        model = bound.rel(f"{where}.input")
        if model is None:
            return
        width = len(model.schema)
        filter_rel = message.filter
        joined = filter_rel.input
        for index, (at, expression) in enumerate(found):
            cross = Rel()
            cross.cross.left.CopyFrom(joined)
            cross.cross.right.CopyFrom(expression.subquery.scalar.input)
            joined = cross
            expression.CopyFrom(field_reference(width + index))
            done.append(Rewrite("scalar-subquery-as-cross-join", at, f"field {width + index}"))
        filter_rel.input.CopyFrom(joined)
        if not _has_emit(filter_rel):
            filter_rel.common.emit.output_mapping.extend(range(width))

    transform_plan(plan, change)
    return done


def _own_subqueries(expression: Expression, path: str) -> list[tuple[str, Expression]]:
    """The scalar subqueries of ``expression`` outside any subquery."""
    found: list[tuple[str, Expression]] = []

    def visit(at: str, message: Message) -> None:
        if (
            isinstance(message, algebra_pb2.Expression)
            and message.WhichOneof("rex_type") == "subquery"
        ):
            if message.subquery.WhichOneof("subquery_type") == "scalar":
                found.append((at, message))
            return
        for field, value in message.ListFields():
            if field.message_type is None:
                continue
            name = f"{at}.{field.json_name}"
            if field.is_repeated:
                for i, item in enumerate(value):
                    visit(f"{name}[{i}]", item)
            else:
                visit(name, value)

    visit(path, expression)
    return found


def _one_row(rel: Rel) -> bool:
    """True when ``rel`` gives exactly one row by its form and reads nothing
    of an outer query."""
    if any(
        isinstance(m, algebra_pb2.Expression)
        and m.WhichOneof("rex_type") == "selection"
        and m.selection.WhichOneof("root_type") == "outer_reference"
        for _, m in _walk(rel)
    ):
        return False
    while rel.WhichOneof("rel_type") == "project":
        rel = rel.project.input
    if rel.WhichOneof("rel_type") != "aggregate":
        return False
    aggregate = rel.aggregate
    return not aggregate.grouping_expressions and all(
        not g.expression_references for g in aggregate.groupings
    )


def _anti_joins(plan: plan_pb2.Plan) -> list[Rewrite]:
    """An anti join on equal keys (``l1 = r1 AND l2 = r2 ...``; DuckDB 1.1.3's
    consumer has no anti join) becomes a left join with the right side's
    distinct keys and a marker, keeping the rows without a marker. Each
    left row meets at most one distinct key row, so no row is repeated."""
    bound = _Bound(plan)
    functions = Functions(plan)
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if not isinstance(message, algebra_pb2.Rel) or message.WhichOneof("rel_type") != "join":
            return
        join = message.join
        if join.type != algebra_pb2.JoinRel.JOIN_TYPE_LEFT_ANTI or join.HasField(
            "post_join_filter"
        ):
            return
        where = f"{path}.join"
        left, right = bound.rel(f"{where}.left"), bound.rel(f"{where}.right")
        if left is None or right is None:
            return
        width = len(left.schema)
        keys = _equal_keys(join.expression, width, functions)
        if keys is None:
            key = _null_aware_key(join.expression, width, functions)
            if key is not None:
                _null_aware_anti_join(message, key, width, functions)
                done.append(Rewrite("anti-join-as-left-join", where, "NOT IN, null-aware"))
            return
        right_keys = sorted({r for _, r, _ in keys})
        distinct = Rel()
        aggregate = distinct.aggregate
        aggregate.input.CopyFrom(join.right)
        for r in right_keys:
            aggregate.grouping_expressions.add().CopyFrom(field_reference(r))
        aggregate.groupings.add().expression_references.extend(range(len(right_keys)))
        marked = Rel()
        marked.project.input.CopyFrom(distinct)
        marked.project.expressions.add().literal.boolean = True
        condition = join.expression
        urn = functions.urn(keys[0][2])
        conjuncts = []
        for left_key, right_key, equal in keys:
            conjunct = Expression()
            call = conjunct.scalar_function
            call.function_reference = equal
            call.output_type.CopyFrom(_nullable_bool())
            call.arguments.add().value.CopyFrom(field_reference(left_key))
            call.arguments.add().value.CopyFrom(
                field_reference(width + right_keys.index(right_key))
            )
            conjuncts.append(conjunct)
        on = conjuncts[0]
        if len(conjuncts) > 1:
            on = Expression()
            on.scalar_function.function_reference = condition.scalar_function.function_reference
            on.scalar_function.output_type.CopyFrom(_nullable_bool())
            for conjunct in conjuncts:
                on.scalar_function.arguments.add().value.CopyFrom(conjunct)
        joined = Rel()
        joined.join.type = algebra_pb2.JoinRel.JOIN_TYPE_LEFT
        joined.join.left.CopyFrom(join.left)
        joined.join.right.CopyFrom(marked)
        joined.join.expression.CopyFrom(on)
        emit = list(join.common.emit.output_mapping) if _has_emit(join) else list(range(width))
        result = Rel()
        kept = result.filter
        kept.input.CopyFrom(joined)
        missing = kept.condition.scalar_function
        missing.function_reference = functions.anchor(urn, "is_null:any")
        missing.output_type.bool.nullability = type_pb2.Type.NULLABILITY_REQUIRED
        missing.arguments.add().value.CopyFrom(field_reference(width + len(right_keys)))
        kept.common.emit.output_mapping.extend(emit)
        message.CopyFrom(result)
        done.append(Rewrite("anti-join-as-left-join", where, f"{len(keys)} keys"))

    transform_plan(plan, change)
    return done


_BOOLEAN = "extension:io.substrait:functions_boolean"
_COMPARISON = "extension:io.substrait:functions_comparison"
_AGGREGATE = "extension:io.substrait:functions_aggregate_generic"


def _null_aware_key(
    condition: Expression, width: int, functions: Functions
) -> tuple[int, int] | None:
    """(left field, right field) of ``l = r OR is_null(l = r)``, the
    condition of Spark's ``NOT IN`` (a null-aware anti join)."""
    call = condition.scalar_function
    if (
        condition.WhichOneof("rex_type") != "scalar_function"
        or functions.base(call.function_reference) != "or"
        or len(call.arguments) != 2
    ):
        return None
    equal, null = (a.value for a in call.arguments)
    if (
        null.WhichOneof("rex_type") != "scalar_function"
        or functions.base(null.scalar_function.function_reference) != "is_null"
        or len(null.scalar_function.arguments) != 1
        or null.scalar_function.arguments[0].value != equal
    ):
        return None
    keys = _equal_keys(equal, width, functions)
    return keys[0][:2] if keys is not None and len(keys) == 1 else None


def _null_aware_anti_join(
    message: Rel, key: tuple[int, int], width: int, functions: Functions
) -> None:
    """``l NOT IN (r ...)``: a left row stays when no right key equals it,
    its key is not null unless the right side is empty, and the right side
    has no null key unless it is empty. A left join with the distinct right
    keys and a marker, crossed with the right side's row and key counts."""
    join = message.join
    left_key, right_key = key
    boolean = _nullable_bool()
    long = type_pb2.Type()
    long.i64.nullability = type_pb2.Type.NULLABILITY_REQUIRED

    def call(urn: str, name: str, *arguments: Expression) -> Expression:
        result = Expression()
        result.scalar_function.function_reference = functions.anchor(urn, name)
        result.scalar_function.output_type.CopyFrom(boolean)
        for argument in arguments:
            result.scalar_function.arguments.add().value.CopyFrom(argument)
        return result

    distinct = Rel()
    distinct.aggregate.input.CopyFrom(join.right)
    distinct.aggregate.grouping_expressions.add().CopyFrom(field_reference(right_key))
    distinct.aggregate.groupings.add().expression_references.append(0)
    marked = Rel()
    marked.project.input.CopyFrom(distinct)
    marked.project.expressions.add().literal.boolean = True
    counts = Rel()
    counts.aggregate.input.CopyFrom(join.right)
    for name, arguments in (("count:", []), ("count:any", [field_reference(right_key)])):
        measure = counts.aggregate.measures.add().measure
        measure.function_reference = functions.anchor(_AGGREGATE, name)
        measure.output_type.CopyFrom(long)
        for argument in arguments:
            measure.arguments.add().value.CopyFrom(argument)
    joined = Rel()
    joined.join.type = algebra_pb2.JoinRel.JOIN_TYPE_LEFT
    joined.join.left.CopyFrom(join.left)
    joined.join.right.CopyFrom(marked)
    joined.join.expression.CopyFrom(
        call(_COMPARISON, "equal:any_any", field_reference(left_key), field_reference(width))
    )
    crossed = Rel()
    crossed.cross.left.CopyFrom(joined)
    crossed.cross.right.CopyFrom(counts)
    rows, keys = field_reference(width + 2), field_reference(width + 3)
    none = Expression()
    none.literal.i64 = 0
    condition = call(
        _BOOLEAN,
        "and:bool",
        call(_COMPARISON, "is_null:any", field_reference(width + 1)),
        call(
            _BOOLEAN,
            "or:bool",
            call(_COMPARISON, "equal:any_any", rows, none),
            call(
                _BOOLEAN,
                "and:bool",
                call(_COMPARISON, "is_not_null:any", field_reference(left_key)),
                call(_COMPARISON, "equal:any_any", keys, rows),
            ),
        ),
    )
    emit = list(join.common.emit.output_mapping) if _has_emit(join) else list(range(width))
    result = Rel()
    result.filter.input.CopyFrom(crossed)
    result.filter.condition.CopyFrom(condition)
    result.filter.common.emit.output_mapping.extend(emit)
    message.CopyFrom(result)


def _equal_keys(
    condition: Expression, width: int, functions: Functions
) -> list[tuple[int, int, int]] | None:
    """(left field, right field, function anchor) of each ``equal`` or
    ``is_not_distinct_from`` of a conjunction of such comparisons between a
    left and a right field; None for any other form."""
    conjuncts = [condition]
    if (
        condition.WhichOneof("rex_type") == "scalar_function"
        and functions.base(condition.scalar_function.function_reference) == "and"
    ):
        conjuncts = [a.value for a in condition.scalar_function.arguments]
    keys = []
    for conjunct in conjuncts:
        if conjunct.WhichOneof("rex_type") != "scalar_function" or functions.base(
            conjunct.scalar_function.function_reference
        ) not in ("equal", "is_not_distinct_from"):
            return None
        fields = []
        for argument in conjunct.scalar_function.arguments:
            value = argument.value
            if (
                value.WhichOneof("rex_type") != "selection"
                or value.selection.WhichOneof("root_type") != "root_reference"
                or value.selection.direct_reference.struct_field.HasField("child")
            ):
                return None
            fields.append(value.selection.direct_reference.struct_field.field)
        if len(fields) != 2:
            return None
        low, high = sorted(fields)
        if not low < width <= high:
            return None
        keys.append((low, high - width, conjunct.scalar_function.function_reference))
    return keys


def _walk(root: Message) -> list[tuple[str, Message]]:
    from substrait_expr.targets.messages import messages

    return list(messages(root))


# ---------------------------------------------------------------- refusals


def _check(plan: plan_pb2.Plan, functions: Functions) -> None:
    """Refuse what DuckDB 1.1.3's consumer cannot read or runs otherwise."""

    def check(path: str, message: Message) -> None:
        if isinstance(message, algebra_pb2.Rel):
            kind = message.WhichOneof("rel_type")
            if kind not in _RELATIONS:
                raise _refuse(
                    path, f"a {kind} relation (DuckDB reads {', '.join(sorted(_RELATIONS))})"
                )
            _check_rel(f"{path}.{_json(kind)}", getattr(message, kind))
        elif isinstance(message, algebra_pb2.Expression):
            _check_expression(path, message, functions)
        elif isinstance(message, algebra_pb2.AggregateRel.Measure) and message.HasField("filter"):
            raise _refuse(f"{path}.filter", "a measure's filter (DuckDB ignores it)")
        elif isinstance(message, algebra_pb2.AggregateFunction):
            _check_measure(path, message, functions)
        elif isinstance(message, algebra_pb2.SortField) and (
            message.WhichOneof("sort_kind") != "direction" or message.direction not in (1, 2, 3, 4)
        ):
            raise _refuse(path, "a sort other than ascending or descending, nulls first or last")

    transform_plan(plan, check)


def _check_rel(path: str, rel: Message) -> None:
    if isinstance(rel, algebra_pb2.ReadRel):
        kind = rel.WhichOneof("read_type")
        if kind == "named_table" and len(rel.named_table.names) != 1:
            raise _refuse(path, "a table name of several parts (DuckDB reads the first)")
        if kind == "local_files":
            for index, item in enumerate(rel.local_files.items):
                where = f"{path}.localFiles.items[{index}]"
                if item.WhichOneof("file_format") != "parquet":
                    raise _refuse(where, "a file other than Parquet")
                if item.WhichOneof("path_type") not in ("uri_file", "uri_path"):
                    raise _refuse(where, "a folder or a glob (DuckDB reads files by name)")
                if item.start or item.length or item.partition_index:
                    raise _refuse(where, "part of a file")
        elif kind != "named_table":
            raise _refuse(path, f"a read of {kind} (DuckDB reads tables and Parquet files)")
        if rel.HasField("projection"):
            for item in rel.projection.select.struct_items:
                if item.HasField("child"):
                    raise _refuse(f"{path}.projection", "a read projection into a struct")
    elif isinstance(rel, algebra_pb2.JoinRel):
        if rel.type not in _JOINS:
            name = algebra_pb2.JoinRel.JoinType.Name(rel.type)
            raise _refuse(path, f"{name} (DuckDB's consumer has inner, outer and semi joins)")
        if rel.HasField("post_join_filter"):
            raise _refuse(f"{path}.postJoinFilter", "a join's post-join filter")
        if not rel.HasField("expression"):
            raise _refuse(path, "a join without a condition")
    elif isinstance(rel, algebra_pb2.AggregateRel):
        if len(rel.groupings) > 1:
            raise _refuse(path, "several grouping sets (DuckDB groups by all their keys at once)")
        keys = list(rel.groupings[0].expression_references) if rel.groupings else []
        if keys != list(range(len(rel.grouping_expressions))):
            raise _refuse(path, "a grouping whose keys are not the aggregate's keys in order")
    elif isinstance(rel, algebra_pb2.SetRel):
        if rel.op not in _SET_OPS and rel.op != _SetOp.SET_OP_UNION_ALL:
            name = _SetOp.Name(rel.op)
            why = "its UNION ALL removes duplicates" if rel.op == _SetOp.SET_OP_UNION_ALL else ""
            raise _refuse(path, f"{name}{f' ({why})' if why else ''}")
    elif isinstance(rel, algebra_pb2.FetchRel):
        for field in ("offset_expr", "count_expr"):
            if rel.HasField(field):
                bound = getattr(rel, field)
                if bound.WhichOneof("rex_type") != "literal" or bound.literal.WhichOneof(
                    "literal_type"
                ) not in ("i32", "i64"):
                    raise _refuse(f"{path}.{_json(field)}", "a fetch bound other than a constant")


def _check_expression(path: str, expression: Expression, functions: Functions) -> None:
    kind = expression.WhichOneof("rex_type")
    if kind not in _EXPRESSIONS:
        raise _refuse(path, f"a {kind} expression (DuckDB's consumer reads no {kind})")
    if kind == "selection":
        selection = expression.selection
        if (
            selection.WhichOneof("root_type") != "root_reference"
            or selection.direct_reference.WhichOneof("reference_type") != "struct_field"
            or selection.direct_reference.struct_field.HasField("child")
        ):
            raise _refuse(path, "a reference other than to a field of the input")
    elif kind == "literal":
        literal = expression.literal
        literal_kind = literal.WhichOneof("literal_type")
        if literal_kind == "null":
            if literal.null.WhichOneof("kind") not in _CASTS:
                raise _refuse(path, f"a null of type {literal.null.WhichOneof('kind')}")
        elif literal_kind not in _LITERALS:
            raise _refuse(path, f"a {literal_kind} literal")
    elif kind == "cast":
        target = expression.cast.type.WhichOneof("kind")
        if target == "i8" and _is_bit(expression.cast.input, functions):
            return
        if target not in _CASTS:
            raise _refuse(path, f"a cast to {target}")
    elif kind == "scalar_function":
        _check_call(path, expression.scalar_function, functions)


def _is_bit(expression: Expression, functions: Functions) -> bool:
    """``bitwise_and(x, 1)``: 0 or 1 (Spark's ``grouping()``)."""
    if expression.WhichOneof("rex_type") != "scalar_function":
        return False
    call = expression.scalar_function
    if functions.base(call.function_reference) != "bitwise_and" or len(call.arguments) != 2:
        return False
    one = call.arguments[1].value
    return (
        one.WhichOneof("rex_type") == "literal"
        and one.literal.WhichOneof("literal_type") in ("i32", "i64")
        and getattr(one.literal, str(one.literal.WhichOneof("literal_type"))) == 1
    )


def _check_call(path: str, call: Any, functions: Functions) -> None:
    name = functions.base(call.function_reference)
    where = f"{path}.scalarFunction"
    if name not in _SCALARS:
        raise _refuse(where, f"the function {name}")
    if any(a.WhichOneof("arg_type") == "type" for a in call.arguments):
        raise _refuse(where, "a type argument")
    values = [a.value for a in call.arguments if a.HasField("value")]
    if name == "extract":
        parts = [a.enum for a in call.arguments if a.WhichOneof("arg_type") == "enum"]
        if len(parts) != 1 or parts[0] not in _EXTRACT:
            raise _refuse(where, f"extract of {parts} (DuckDB gives the spec's {sorted(_EXTRACT)})")
    elif any(a.WhichOneof("arg_type") == "enum" for a in call.arguments):
        raise _refuse(where, f"{name} with an enum argument")
    if name == "like":
        pattern = values[1] if len(values) == 2 else None
        if (
            pattern is None
            or pattern.WhichOneof("rex_type") != "literal"
            or pattern.literal.WhichOneof("literal_type") != "string"
            or "\\" in pattern.literal.string
        ):
            raise _refuse(where, "like of other than a constant pattern without backslashes")
    if name == "substring":
        numbers = [
            v.literal.i32 if v.literal.WhichOneof("literal_type") == "i32" else v.literal.i64
            for v in values[1:]
            if v.WhichOneof("rex_type") == "literal"
            and v.literal.WhichOneof("literal_type") in ("i32", "i64")
        ]
        if len(numbers) != len(values) - 1 or not numbers or numbers[0] < 1 or min(numbers) < 0:
            raise _refuse(where, "substring from other than a constant position from 1")
    output = call.output_type.WhichOneof("kind")
    if name == "divide" and output not in ("decimal", "fp64", "fp32"):
        raise _refuse(where, "divide of integers (DuckDB gives null for a zero divisor)")
    if name == "divide" and output != "decimal":
        for option in call.options:
            if option.name in ("on_division_by_zero", "on_domain_error") and option.preference[
                0
            ] not in ("ERROR", "NULL"):
                raise _refuse(where, f"divide with {option.name} {option.preference[0]}")
    if name == "round" and (
        output != "decimal"
        or _option(call, "rounding") != "TIE_AWAY_FROM_ZERO"
        or len(values) != 2
        or values[1].WhichOneof("rex_type") != "literal"
        or values[1].literal.WhichOneof("literal_type") != "i32"
        or values[1].literal.i32 < 0
    ):
        raise _refuse(where, "round of other than a decimal, half away from zero, to places >= 0")
    if name == "shift_right":
        widths = {"i32": 32, "i64": 64}
        amount = values[1] if len(values) == 2 else None
        if (
            output not in widths
            or amount is None
            or amount.WhichOneof("rex_type") != "literal"
            or amount.literal.WhichOneof("literal_type") != "i32"
            or not 0 <= amount.literal.i32 < widths[str(output)]
        ):
            raise _refuse(where, "shift_right by other than a constant inside the width")
    if name == "concat" and (
        output != "string" or _option(call, "null_handling") == "IGNORE_NULLS"
    ):
        raise _refuse(where, "concat of other than strings, nulls giving null")


def _option(call: Any, name: str) -> str | None:
    return next(
        (str(o.preference[0]) for o in call.options if o.name == name and o.preference), None
    )


def _check_measure(path: str, measure: algebra_pb2.AggregateFunction, functions: Functions) -> None:
    name = functions.base(measure.function_reference)
    if name not in _AGGREGATES:
        raise _refuse(path, f"the aggregate function {name}")
    if measure.sorts:
        raise _refuse(path, "a measure with a sort")
    if measure.invocation not in (0, 1, 2):
        raise _refuse(path, "a measure's invocation")
    if any(not a.HasField("value") for a in measure.arguments):
        raise _refuse(path, f"{name} with other than value arguments")
    if name == "avg" and measure.output_type.WhichOneof("kind") != "fp64":
        raise _refuse(path, "avg of other than doubles (DuckDB's avg is a double)")
    if name in ("std_dev", "variance") and (
        measure.output_type.WhichOneof("kind") != "fp64"
        or (name, _option(measure, "distribution")) not in _STATISTICS
    ):
        raise _refuse(path, f"{name} of other than doubles, or without a distribution")


# ---------------------------------------------------------------- expressions


def _expressions(plan: plan_pb2.Plan, functions: Functions, bound: _Bound) -> list[Rewrite]:
    done: list[Rewrite] = []
    divisions = {
        a for a in functions.declared if functions.base(a) in ("divide", "divide_keep_scale")
    }
    not_equal = {a for a in functions.declared if functions.base(a) == "not_equal"}
    calls = _Calls(functions)
    types: dict[str, tuple[int, int] | None] = {}
    kinds: dict[str, str | None] = {}

    def read_types(path: str, message: Message) -> None:
        # the types of the divisions' and casts' arguments, before any rewrite
        if not isinstance(message, algebra_pb2.Expression):
            return
        if message.WhichOneof("rex_type") == "scalar_function":
            call = message.scalar_function
            if call.function_reference in divisions:
                where = f"{path}.scalarFunction"
                for index, argument in enumerate(call.arguments[:2]):
                    at = f"{where}.arguments[{index}].value"
                    types[at] = bound.decimal(at, argument.value)
        elif message.WhichOneof("rex_type") == "cast":
            at = f"{path}.cast.input"
            kinds[at] = _kind(bound, at, message.cast.input)

    transform_plan(plan, read_types)

    def change(path: str, message: Message) -> None:
        if isinstance(message, algebra_pb2.AggregateFunction):
            base = functions.base(message.function_reference)
            duckdb_name = _STATISTICS.get((base, _option(message, "distribution") or ""))
            if duckdb_name is not None:
                message.function_reference = calls.anchor(duckdb_name)
                done.append(Rewrite("statistics-names", path, f"{base} as {duckdb_name}"))
            return
        if not isinstance(message, algebra_pb2.Expression):
            return
        kind = message.WhichOneof("rex_type")
        if kind == "literal":
            _literal(path, message, done)
        elif kind == "if_then" and not message.if_then.HasField("else"):
            getattr(message.if_then, "else").literal.null.CopyFrom(_nullable_bool())
            done.append(Rewrite("typed-null", path, "a null ELSE"))
        elif kind == "cast" and message.cast.type.WhichOneof("kind") == "i8":
            # DuckDB's consumer casts to no tinyint; sign() of a 0 or 1 is one
            message.CopyFrom(calls.call("sign", message.cast.type, message.cast.input))
            done.append(Rewrite("bit-as-tinyint", path, "sign(x & 1)"))
        elif kind == "cast":
            _cast(path, message, kinds.get(f"{path}.cast.input"), calls, done)
        elif kind == "scalar_function":
            call = message.scalar_function
            name = functions.base(call.function_reference)
            where = f"{path}.scalarFunction"
            if call.function_reference in not_equal:
                inner = Expression()
                inner.CopyFrom(message)
                inner.scalar_function.function_reference = calls.anchor("equal")
                message.CopyFrom(calls.call("not", call.output_type, inner))
                done.append(Rewrite("not-equal-as-not-equal", where, "not(equal(...))"))
            elif name == "divide" and call.output_type.WhichOneof("kind") != "decimal":
                if _option(call, "on_division_by_zero") != "NULL":
                    message.CopyFrom(_checked_divide(message, calls))
                    done.append(Rewrite("divide-by-zero-error", where, "a zero divisor stops"))
            elif name == "coalesce":
                message.CopyFrom(_coalesce_as_case(call, calls))
                done.append(Rewrite("coalesce-as-case", where, "CASE WHEN ... IS NOT NULL"))
            elif name == "round":
                value = call.arguments[0].value
                places = call.arguments[1].value.literal.i32
                rounded = _cast_to(value, _decimal_type(38, places))
                message.CopyFrom(_cast_to(rounded, call.output_type))
                done.append(Rewrite("round-as-cast", where, f"through decimal<38,{places}>"))
            elif name == "concat":
                values = [a.value for a in call.arguments]
                joined = values[0]
                for value in values[1:]:
                    joined = calls.call("||", call.output_type, joined, value)
                message.CopyFrom(joined)
                done.append(Rewrite("duckdb-names", where, "concat as ||"))
            elif call.function_reference in divisions:
                first = types.get(f"{where}.arguments[0].value")
                second = types.get(f"{where}.arguments[1].value")
                message.CopyFrom(_exact_divide(where, name, call, first, second, calls))
                done.append(Rewrite("decimal-divide-exact", where, f"{name} on 38-digit integers"))
            elif name == "shift_right":  # arithmetic in both, for signed integers
                call.function_reference = calls.anchor(">>")
                done.append(Rewrite("duckdb-names", where, "shift_right as >>"))
            elif name == "negate":
                call.function_reference = calls.anchor("-")
                done.append(Rewrite("duckdb-names", where, "negate as -"))
            if message.WhichOneof("rex_type") == "scalar_function" and (
                message.scalar_function.output_type.WhichOneof("kind") == "decimal"
            ):
                message.CopyFrom(_cast_to(message, message.scalar_function.output_type))
                done.append(Rewrite("decimal-result-cast", where, f"{name} cast to its type"))

    transform_plan(plan, change)
    return done


def _checked_divide(message: Expression, calls: _Calls) -> Expression:
    """A float ``x / y`` whose zero divisor (or infinite operands, a domain
    error) the spec makes an error: DuckDB gives null; ``error()`` stops
    it, evaluated only on such rows."""
    call = message.scalar_function
    x, y = (a.value for a in call.arguments)
    boolean = _nullable_bool()
    zero = Expression()
    zero.literal.fp64 = 0.0
    text = Expression()
    text.literal.string = "divide: division by zero or domain error"
    result = Expression()
    branch = result.if_then.ifs.add()
    getattr(branch, "if").CopyFrom(
        calls.call(
            "or",
            boolean,
            calls.call("equal", boolean, y, zero),
            calls.call(
                "and",
                boolean,
                calls.call("isinf", boolean, x),
                calls.call("isinf", boolean, y),
            ),
        )
    )
    branch.then.CopyFrom(calls.call("error", call.output_type, text))
    inner = Expression()
    inner.CopyFrom(message)
    getattr(result.if_then, "else").CopyFrom(inner)
    return result


def _coalesce_as_case(call: Any, calls: _Calls) -> Expression:
    """DuckDB's COALESCE is an operator its consumer cannot call by name."""
    values = [a.value for a in call.arguments]
    result = Expression()
    for value in values[:-1]:
        branch = result.if_then.ifs.add()
        getattr(branch, "if").CopyFrom(calls.call("is_not_null", _nullable_bool(), value))
        branch.then.CopyFrom(value)
    getattr(result.if_then, "else").CopyFrom(values[-1])
    return result


class _Calls:
    """Calls of DuckDB functions by name (DuckDB ignores extension URNs)."""

    def __init__(self, functions: Functions) -> None:
        self.functions = functions

    def anchor(self, name: str) -> int:
        return self.functions.anchor(_INTERNAL_URN, name)

    def call(self, name: str, output: type_pb2.Type, *arguments: Expression) -> Expression:
        result = Expression()
        result.scalar_function.function_reference = self.anchor(name)
        result.scalar_function.output_type.CopyFrom(output)
        for argument in arguments:
            result.scalar_function.arguments.add().value.CopyFrom(argument)
        return result


def _nullable_bool() -> type_pb2.Type:
    kind = type_pb2.Type()
    kind.bool.nullability = type_pb2.Type.NULLABILITY_NULLABLE
    return kind


def _decimal_type(precision: int, scale: int) -> type_pb2.Type:
    kind = type_pb2.Type()
    kind.decimal.precision = precision
    kind.decimal.scale = scale
    kind.decimal.nullability = type_pb2.Type.NULLABILITY_NULLABLE
    return kind


def _cast_to(expression: Expression, kind: type_pb2.Type) -> Expression:
    result = Expression()
    result.cast.type.CopyFrom(kind)
    result.cast.input.CopyFrom(_round_first(expression, kind))
    result.cast.failure_behavior = Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION
    return result


def _round_first(expression: Expression, kind: type_pb2.Type) -> Expression:
    """DuckDB 1.1.3 truncates where a decimal cast lowers the scale and must
    check the range (``decimal(38,13)`` to ``decimal(19,6)``), and rounds
    half away from zero where it need not check (to ``decimal(38,6)``). A
    cast to ``decimal(P,S)``, ``P < 38``, goes through ``decimal(38,S)``:
    the rounding step first, then the range check at the same scale."""
    if kind.WhichOneof("kind") != "decimal" or kind.decimal.precision >= 38:
        return expression
    step = Expression()
    step.cast.type.CopyFrom(_decimal_type(38, kind.decimal.scale))
    step.cast.input.CopyFrom(expression)
    step.cast.failure_behavior = Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION
    return step


def _integer(value: int, precision: int = 38, scale: int = 0) -> Expression:
    """A decimal literal of unscaled ``value``."""
    result = Expression()
    result.literal.decimal.value = value.to_bytes(16, "little", signed=True)
    result.literal.decimal.precision = precision
    result.literal.decimal.scale = scale
    return result


def _literal(path: str, message: Expression, done: list[Rewrite]) -> None:
    literal = message.literal
    kind = literal.WhichOneof("literal_type")
    if kind == "null":
        null = Expression()
        null.literal.null.CopyFrom(literal.null)
        message.CopyFrom(_cast_to(null, literal.null))
        done.append(Rewrite("typed-null", path, f"null cast to {literal.null.WhichOneof('kind')}"))
    elif kind == "i16":
        small = type_pb2.Type()
        small.i16.nullability = type_pb2.Type.NULLABILITY_REQUIRED
        wide = Expression()
        wide.literal.i32 = literal.i16
        message.CopyFrom(_cast_to(wide, small))
        done.append(Rewrite("small-int-literal", path, "i16 literal as a cast i32"))


def _cast(
    path: str, message: Expression, source: str | None, calls: _Calls, done: list[Rewrite]
) -> None:
    target = message.cast.type.WhichOneof("kind")
    if target == "decimal" and message.cast.type.decimal.precision < 38:
        message.cast.input.CopyFrom(_round_first(message.cast.input, message.cast.type))
        done.append(Rewrite("decimal-cast-rounds", path, "through decimal<38,S>"))
        return
    if target in ("string", "varchar") and source in ("fp32", "fp64", None):
        raise _refuse(path, "a cast to a string of a float or of a type not known here")
    if target not in ("i16", "i32", "i64") or source in _EXACT_TO_INTEGER:
        return
    if source not in ("decimal", "fp32", "fp64"):
        raise _refuse(path, f"a cast to an integer from {source or 'a type not known here'}")
    truncated = calls.call("trunc", message.cast.type, message.cast.input)
    message.cast.input.CopyFrom(truncated)
    done.append(Rewrite("cast-truncates", path, f"cast to {target} of trunc(x)"))


# Types whose cast to an integer DuckDB does as the spec.
_EXACT_TO_INTEGER = {"i8", "i16", "i32", "i64", "bool", "boolean", "string", "varchar", "date"}


def _kind(bound: _Bound, path: str, expression: Expression) -> str | None:
    """The type kind (``decimal``, ``i32``, ...) of ``expression``, where known."""
    kind = expression.WhichOneof("rex_type")
    found: Any = None
    if kind == "scalar_function":
        found = expression.scalar_function.output_type.WhichOneof("kind")
    elif kind == "cast":
        found = expression.cast.type.WhichOneof("kind")
    elif kind == "literal":
        literal = expression.literal.WhichOneof("literal_type")
        found = expression.literal.null.WhichOneof("kind") if literal == "null" else literal
    if found is not None:
        return str(found)
    if kind == "selection":
        record = bound.record(path)
        field = expression.selection.direct_reference.struct_field.field
        if record is not None and field < len(record):
            name = getattr(type(record[field]), "NAME", None)
            return str(name) if name is not None else None
    if kind == "if_then" and expression.if_then.ifs:
        return _kind(bound, f"{path}.ifThen.ifs[0].then", expression.if_then.ifs[0].then)
    return None


def _hugeint(value: Expression, calls: _Calls) -> Expression:
    """A decimal<38,0> ``value`` >= 0 as DuckDB's 128-bit integer (which no
    Substrait cast reaches): ``high * 10^18 + low`` from two ``i64`` casts,
    ``high`` times ``factorial(1) * 10^18``, DuckDB's 128-bit integer one
    times ``10^18``. Values from 9.2e36 stop with DuckDB's cast error."""
    wide = _decimal_type(38, 0)
    long = type_pb2.Type()
    long.i64.nullability = type_pb2.Type.NULLABILITY_NULLABLE
    low = calls.call("%", wide, value, _integer(10**18, 19))
    rest = calls.call("subtract", wide, value, low)
    shifted = calls.call("multiply", _decimal_type(38, 18), rest, _integer(1, 18, 18))
    high = _cast_to(_cast_to(shifted, wide), long)
    one = Expression()
    one.literal.i32 = 1
    unit = Expression()
    unit.literal.i64 = 10**18
    base = calls.call("multiply", wide, calls.call("factorial", wide, one), unit)
    return calls.call("add", wide, calls.call("multiply", wide, high, base), _cast_to(low, long))


def _exact_divide(
    where: str,
    name: str,
    call: Any,
    first: tuple[int, int] | None,
    second: tuple[int, int] | None,
    calls: _Calls,
) -> Expression:
    """``x / y`` rounded half away from zero at the result's scale, computed
    on DuckDB's 128-bit integers (its own decimal division is a double)."""
    out = call.output_type
    if out.WhichOneof("kind") != "decimal" or len(call.arguments) != 2:
        raise _refuse(where, f"{name} of other than two decimals")
    if first is None or second is None:
        raise _refuse(where, f"{name}: the decimal types of its arguments are not known here")
    overflow = next(
        (str(o.preference[0]) for o in call.options if o.name == "overflow" and o.preference),
        "ERROR",
    )
    if overflow != "ERROR":
        raise _refuse(where, f"{name} with overflow {overflow} (DuckDB stops)")
    (_, s1), (_, s2) = first, second
    scale = out.decimal.scale
    x, y = (a.value for a in call.arguments)
    wide = _decimal_type(38, 0)
    boolean = _nullable_bool()

    def times(value: Expression, power: int) -> Expression:
        """``value * 10^power`` as a 38-digit integer (``power`` >= 0 after
        the value's own scale is taken off)."""
        return _cast_to(calls.call("multiply", wide, value, _integer(10**power, power + 1)), wide)

    # x / y * 10^scale = n / d with integers n = x 10^(s1 + k), d = y 10^(s2 - k)
    # (k = max(0, scale + s2 - s1) for n, the rest on d): x = a 10^-s1, y = b 10^-s2
    k = scale + s2 - s1
    n = calls.call("abs", wide, times(x, s1 + max(0, k)))
    d = calls.call("abs", wide, times(y, s2 + max(0, -k)))
    two = _integer(2, 1)
    numerator = calls.call("add", wide, calls.call("multiply", wide, two, n), d)
    denominator = calls.call("multiply", wide, two, d)
    magnitude = _cast_to(
        calls.call("divide", wide, _hugeint(numerator, calls), _hugeint(denominator, calls)), wide
    )
    zero = _integer(0, 1)
    negative = calls.call(
        "not_equal",
        boolean,
        calls.call("lt", boolean, x, zero),
        calls.call("lt", boolean, y, zero),
    )
    signed = Expression()
    branch = signed.if_then.ifs.add()
    getattr(branch, "if").CopyFrom(negative)
    branch.then.CopyFrom(calls.call("-", wide, magnitude))
    getattr(signed.if_then, "else").CopyFrom(magnitude)
    unit = _integer(1, scale + 1 if scale else 1, scale)
    scaled = calls.call("multiply", _decimal_type(38, scale), signed, unit)
    result = _cast_to(scaled, out)
    if result.ByteSize() > _MAX_EXPRESSION_BYTES:
        raise _refuse(where, f"{name}: its exact form is too large for DuckDB")
    return result


_MAX_EXPRESSION_BYTES = 4_000_000


# ---------------------------------------------------------------- relations


def _relations(
    plan: plan_pb2.Plan, widths: dict[str, int], bound: _Bound, calls: _Calls
) -> list[Rewrite]:
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if not isinstance(message, algebra_pb2.Rel):
            return
        kind = message.WhichOneof("rel_type")
        where = f"{path}.{_json(kind)}"
        rel = getattr(message, kind)
        if kind == "project":
            _explicit_project(where, rel, widths[f"{where}.input"])
            done.append(Rewrite("explicit-project", where, "output written as expressions"))
            return
        if kind == "aggregate":
            _aggregate(message, rel, widths[f"{where}.input"])
            done.append(Rewrite("grouping-old-form", where, "keys in grouping_expressions"))
            done.append(Rewrite("measure-result-cast", where, "measures cast to their types"))
            return
        if kind in ("join", "cross") and widths[f"{where}.left"] == 0:
            raise _refuse(where, "a join whose left side has no column")
        direct = _direct_width(where, rel, widths)
        if kind == "read" and rel.WhichOneof("read_type") == "local_files":
            for item in rel.local_files.items:
                field = item.WhichOneof("path_type")
                uri = getattr(item, field)
                if uri.startswith("file://"):
                    setattr(item, field, uri[len("file://") :])
                    done.append(Rewrite("plain-file-path", where, getattr(item, field)))
        elif kind == "fetch":
            _old_fetch(rel)
            done.append(Rewrite("fetch-old-fields", where, "offset and count written as numbers"))
        elif kind == "set" and rel.op == _SetOp.SET_OP_UNION_ALL:
            _union_all(path, message, direct, bound, calls)
            done.append(Rewrite("union-all-counted", where, "distinct rows with their counts"))
            return
        elif kind == "set":
            if len(rel.inputs) > 2:
                _nest_set(rel)
                done.append(Rewrite("set-op-as-duckdb", where, "nested two inputs at a time"))
            rel.op = _SET_OPS[rel.op]
        if _has_emit(rel):
            emit = list(rel.common.emit.output_mapping)
            rel.common.ClearField("emit")
            if not rel.common.ListFields():
                rel.ClearField("common")
            _wrap(message, [field_reference(i) for i in emit], direct)
            done.append(Rewrite("explicit-project", where, "emit written as a project"))

    transform_plan(plan, change)
    return done


def _union_all(path: str, message: Rel, width: int, bound: _Bound, calls: _Calls) -> None:
    """``UNION ALL`` (which DuckDB 1.1.3 reads as ``UNION``): each input's
    distinct rows with their count and the input's number, their union
    (distinct already), and each row repeated ``count`` times by
    ``unnest(range(count))``."""
    model = bound.rel(path)
    if model is None or any(
        getattr(type(f.type), "NAME", "") in ("fp32", "fp64") for f in model.schema.fields
    ):
        raise _refuse(
            f"{path}.set",
            "UNION ALL of floats (DuckDB reads UNION ALL as UNION; counting distinct rows "
            "would merge 0.0 and -0.0)",
        )
    rel = message.set
    emit = list(rel.common.emit.output_mapping) if _has_emit(rel) else None
    long = type_pb2.Type()
    long.i64.nullability = type_pb2.Type.NULLABILITY_REQUIRED
    counted = []
    for number, source in enumerate(rel.inputs):
        grouped = Rel()
        aggregate = grouped.aggregate
        aggregate.input.CopyFrom(source)
        for index in range(width):
            aggregate.grouping_expressions.add().CopyFrom(field_reference(index))
        aggregate.groupings.add().expression_references.extend(range(width))
        count = aggregate.measures.add().measure
        count.function_reference = calls.anchor("count")
        count.output_type.CopyFrom(long)
        old_grouping_form(aggregate)
        tag = Expression()
        tag.literal.i32 = number
        _wrap(grouped, [field_reference(i) for i in range(width + 1)] + [tag], width + 1)
        counted.append(grouped)
    union = counted[0]
    for other in counted[1:]:
        pair = Rel()
        pair.set.op = _SetOp.SET_OP_UNION_ALL  # DuckDB's code for UNION
        pair.set.inputs.add().CopyFrom(union)
        pair.set.inputs.add().CopyFrom(other)
        union = pair
    repeated = Rel()
    repeated.CopyFrom(union)
    listed = type_pb2.Type()
    listed.list.type.CopyFrom(long)
    copies = calls.call("range", listed, field_reference(width))
    fields = [field_reference(i) for i in range(width)]
    _wrap(repeated, [calls.call("unnest", long, copies), *fields], width + 2)
    outputs = [field_reference(1 + i) for i in (emit if emit is not None else range(width))]
    message.CopyFrom(repeated)
    _wrap(message, outputs, width + 1)


def _json(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _has_emit(rel: Any) -> bool:
    return bool(rel.HasField("common") and rel.common.WhichOneof("emit_kind") == "emit")


def _direct_width(where: str, rel: Any, widths: dict[str, int]) -> int:
    """How many fields the relation at ``where`` outputs before its emit."""
    if isinstance(rel, algebra_pb2.ReadRel):
        if rel.HasField("projection"):
            return len(rel.projection.select.struct_items)
        return len(rel.base_schema.struct.types)
    if isinstance(rel, algebra_pb2.JoinRel | algebra_pb2.CrossRel):
        left = widths[f"{where}.left"]
        semi = isinstance(rel, algebra_pb2.JoinRel) and rel.type == (
            algebra_pb2.JoinRel.JOIN_TYPE_LEFT_SEMI
        )
        return left if semi else left + widths[f"{where}.right"]
    if isinstance(rel, algebra_pb2.SetRel):
        return widths[f"{where}.inputs[0]"]
    return widths[f"{where}.input"]  # filter, sort, fetch


def _aggregate(message: Rel, aggregate: algebra_pb2.AggregateRel, inner_width: int) -> None:
    """Keys also in the old grouping form; a project above that casts the
    measures to their types and applies the emit."""
    constants: dict[int, Expression] = {}
    for index, key in enumerate(aggregate.grouping_expressions):
        if key.WhichOneof("rex_type") == "literal" and key.literal.WhichOneof("literal_type") in (
            "i8",
            "i16",
            "i32",
            "i64",
        ):  # DuckDB reads an integer constant key as a column's position: group
            # by a string constant, and output the integer constant itself
            constants[index] = Expression()
            constants[index].CopyFrom(key)
            key.Clear()
            key.literal.string = "constant"
    # DuckDB binds a GROUP BY position to the aggregate's output list (its
    # keys, then measures), not to its input: keys and measure arguments are
    # projected first, so that key i is input field i. DuckDB refuses an
    # empty SELECT list; nothing reads the placeholder.
    true = Expression()
    true.literal.boolean = True
    project_aggregate_inputs(aggregate, inner_width, placeholder=true)
    old_grouping_form(aggregate)
    emit = list(aggregate.common.emit.output_mapping) if _has_emit(aggregate) else None
    aggregate.ClearField("common")
    keys = len(aggregate.grouping_expressions)
    outputs = [constants.get(i, field_reference(i)) for i in range(keys)]
    for index, measure in enumerate(aggregate.measures):
        outputs.append(_cast_to(field_reference(keys + index), measure.measure.output_type))
    if emit is not None:
        outputs = [outputs[i] for i in emit]
    _wrap(message, outputs, keys + len(aggregate.measures))


def _wrap(message: Rel, outputs: list[Expression], width: int) -> None:
    """``message`` becomes a project over its old self whose output is
    ``outputs`` (expressions over the old relation's ``width`` fields)."""
    if not outputs:  # DuckDB refuses an empty SELECT list; nothing reads this
        outputs = [Expression()]
        outputs[0].literal.boolean = True
    inner = Rel()
    inner.CopyFrom(message)
    message.Clear()
    project = message.project
    project.input.CopyFrom(inner)
    for output in outputs:
        project.expressions.add().CopyFrom(output)
    project.common.emit.output_mapping.extend(range(width, width + len(outputs)))


def _explicit_project(where: str, project: algebra_pb2.ProjectRel, width: int) -> None:
    """The project's output as its expressions alone, with an emit of them."""
    computed = list(project.expressions)
    for index, expression in enumerate(computed):
        for reference in _references(expression):
            if reference >= width:
                raise _refuse(
                    f"{where}.expressions[{index}]",
                    "a project expression reading another of its project",
                )
    emit = (
        list(project.common.emit.output_mapping)
        if _has_emit(project)
        else list(range(width + len(computed)))
    )
    outputs = [field_reference(i) if i < width else computed[i - width] for i in emit]
    if not outputs:  # DuckDB refuses an empty SELECT list; nothing reads this
        outputs.append(Expression())
        outputs[0].literal.boolean = True
    del project.expressions[:]
    for output in outputs:
        project.expressions.add().CopyFrom(output)
    project.common.ClearField("emit")
    project.common.emit.output_mapping.extend(range(width, width + len(outputs)))


def _references(expression: Expression) -> list[int]:
    found = []
    stack: list[Message] = [expression]
    while stack:
        message = stack.pop()
        if (
            isinstance(message, algebra_pb2.Expression)
            and message.WhichOneof("rex_type") == "selection"
        ):
            found.append(message.selection.direct_reference.struct_field.field)
            continue
        for field, value in message.ListFields():
            if field.message_type is None:
                continue
            if field.is_repeated:
                stack.extend(value)
            else:
                stack.append(value)
    return found


def _old_fetch(fetch: algebra_pb2.FetchRel) -> None:
    """Fields 3 (offset) and 4 (count, -1 for every row) of Substrait 0.53."""
    bounds = []
    for field in ("offset_expr", "count_expr"):
        if fetch.HasField(field):
            literal = getattr(fetch, field).literal
            bounds.append(int(getattr(literal, literal.WhichOneof("literal_type"))))
        else:
            bounds.append(0 if field == "offset_expr" else -1)
    extra = b""
    for number, value in zip((3, 4), bounds, strict=True):
        extra += bytes([number << 3]) + varint(value & (2**64 - 1))
    fetch.MergeFromString(extra)


def _nest_set(rel: algebra_pb2.SetRel) -> None:
    """Inputs a, b, c, ... as ((a op b) op c) ...: the same rows for the
    distinct union, the distinct intersection and the primary's difference."""
    inputs = list(rel.inputs)
    left = inputs[0]
    for right in inputs[1:-1]:
        pair = Rel()
        pair.set.op = _SET_OPS[rel.op]
        pair.set.inputs.add().CopyFrom(left)
        pair.set.inputs.add().CopyFrom(right)
        left = pair
    last = inputs[-1]
    del rel.inputs[:]
    rel.inputs.add().CopyFrom(left)
    rel.inputs.add().CopyFrom(last)
