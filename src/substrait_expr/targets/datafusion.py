"""``--target datafusion``: standard Substrait as DataFusion (50-55) reads it.

Each rewrite keeps the plan's meaning and works around one limit of
DataFusion's Substrait consumer (docs/interop.md, "Compile targets"):

* ``inline-shared-subplan``: DataFusion reads one relation tree ("Substrait
  plan with more than 1 relation trees not supported"); each reference
  relation gets a copy of the sub-plan it names.
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
* ``divide_keep_scale`` (the package's decimal division at Spark's scale)
  is refused: DataFusion divides decimals to 6 places, truncating.
* ``grouping-sets-datafusion-layout``: an aggregate with several grouping
  sets is laid out by DataFusion as keys, grouping id, measures; its emit is
  remapped to that layout (reading the grouping-set column is refused).
"""

from __future__ import annotations

from google.protobuf.message import Message
from substrait import algebra_pb2, plan_pb2

from substrait_expr.plan.errors import PlanError
from substrait_expr.targets.messages import Functions, Rewrite, inline_references, transform

__all__ = ["for_datafusion"]

# extract components whose date_part result is the same integer.
_SAME_COMPONENTS = {"YEAR", "QUARTER", "MONTH", "DAY", "HOUR", "MINUTE", "DAY_OF_YEAR"}
_DEFAULT_QUALIFIERS = (("public",), ("datafusion", "public"))


def for_datafusion(plan: plan_pb2.Plan) -> list[Rewrite]:
    """Rewrite ``plan`` in place; the rewrites done, in order."""
    done = inline_references(plan)
    functions = Functions(plan)
    extract = {a for a in functions.declared if functions.base(a) == "extract"}
    keep_scale = {a for a in functions.declared if functions.base(a) == "divide_keep_scale"}

    def check(path: str, message: Message) -> None:
        if (
            isinstance(message, algebra_pb2.Expression.ScalarFunction)
            and message.function_reference in extract
        ):
            _check_extract(path, message)
        if (
            isinstance(message, algebra_pb2.Expression.ScalarFunction)
            and message.function_reference in keep_scale
        ):
            raise PlanError.at(
                path,
                "not supported on DataFusion: divide_keep_scale (a decimal division at Spark's "
                "scale); DataFusion 55 divides decimals to 6 decimal places, truncating, so no "
                "DataFusion function gives these digits",
            )

    def change(path: str, message: Message) -> None:
        if (
            isinstance(message, algebra_pb2.FunctionArgument)
            and message.WhichOneof("arg_type") == "enum"
        ):
            word = message.enum
            message.Clear()
            message.value.literal.string = word
            done.append(Rewrite("enum-argument-as-string", path, f"'{word}'"))

    for index, relation in enumerate(plan.relations):
        transform(relation, check, f"relations[{index}]")
    for index, relation in enumerate(plan.relations):
        transform(relation, change, f"relations[{index}]")
    for anchor in sorted(extract):
        declared = functions.declared[anchor]
        old = declared.name
        declared.name = "date_part" + old[len("extract") :]
        done.append(Rewrite("extract-as-date-part", "extensions", f"{old} declared as date_part"))
    done.extend(_qualify_subquery_tables(plan))
    done.extend(_grouping_sets_in_datafusion_order(plan))
    return done


def _grouping_sets_in_datafusion_order(plan: plan_pb2.Plan) -> list[Rewrite]:
    """DataFusion's consumer lays out an aggregate with several grouping sets
    as its distinct keys, its grouping id, then the measures (the spec: keys,
    measures, the grouping set's index), and applies the aggregate's emit to
    that layout: without this, a plan reads the grouping id where it meant a
    measure. The emit is remapped; reading the grouping-set column itself is
    refused, since DataFusion's id is a bit mask, not the set's index."""
    done: list[Rewrite] = []

    def change(path: str, message: Message) -> None:
        if not isinstance(message, algebra_pb2.AggregateRel) or len(message.groupings) < 2:
            return
        keys = len(message.grouping_expressions) or len(
            {e.SerializeToString() for g in message.groupings for e in g.grouping_expressions}
        )
        measures = len(message.measures)
        emit = list(message.common.emit.output_mapping)
        if not message.common.HasField("emit"):
            emit = list(range(keys + measures + 1))
        if keys + measures in emit:
            raise PlanError.at(
                path,
                "not supported on DataFusion: reading the grouping-set column of an aggregate "
                "with several grouping sets (DataFusion's consumer puts its own grouping id, a "
                "bit mask, where the spec has the set's index)",
            )
        mapped = [i if i < keys else i + 1 for i in emit]
        message.common.emit.output_mapping[:] = mapped
        done.append(
            Rewrite(
                "grouping-sets-datafusion-layout",
                f"{path}.common.emit",
                f"emit {emit} read from DataFusion's layout (keys, grouping id, measures) as "
                f"{mapped}",
            )
        )

    for index, relation in enumerate(plan.relations):
        transform(relation, change, f"relations[{index}]")
    return done


def _check_extract(path: str, call: algebra_pb2.Expression.ScalarFunction) -> None:
    first = call.arguments[0] if call.arguments else None
    word = first.enum if first is not None and first.WhichOneof("arg_type") == "enum" else ""
    if word.upper() not in _SAME_COMPONENTS:
        raise PlanError.at(
            path,
            f"not supported on DataFusion: extract({word or '?'}, ...); DataFusion's date_part "
            f"gives the same integer only for {', '.join(sorted(_SAME_COMPONENTS))}",
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

    for index, relation in enumerate(plan.relations):
        transform(relation, change, f"relations[{index}]")
    return done
