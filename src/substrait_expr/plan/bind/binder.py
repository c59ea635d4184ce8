"""Plan JSON → bound relations (``model.py``) with typed expressions.

The input is a Substrait ``Plan`` in its protobuf JSON form, keys already in
lowerCamelCase (``load.py`` normalises them and validates the JSON Schema).
Where an ``Expression`` is expected, a string in our language may stand, or
the standard protobuf form (converted to our AST and checked like text, so
both go through the same type checker). Each relation's output schema is
derived as the spec says and feeds the next relation's expressions, so
names flow through the plan.

Problems are collected: a bad expression is reported with its JSON path and
the binder goes on with the other expressions of the relation; relations
above a relation that failed are not bound (their input schema is unknown).
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from substrait_expr.ast import nodes as ast
from substrait_expr.ast.printer import to_text
from substrait_expr.deep import run_deep, tree_depth
from substrait_expr.diagnostics import Code, CompileError, Diagnostic
from substrait_expr.parser import parse, parse_shaped, parse_sort
from substrait_expr.plan import model as m
from substrait_expr.plan.bind import kept, reads
from substrait_expr.plan.bind.bound import BoundPlan
from substrait_expr.plan.bind.coercions import AnalyzerCastError, analyzer_casts
from substrait_expr.plan.bind.declared import (
    DeclaredTypeError,
    DeclaredTypes,
    datafusion_sum_type,
)
from substrait_expr.plan.bind.failure import DEFERRED, Failed, first_line
from substrait_expr.plan.bind.grouping_measure import grouping_values, original_layout
from substrait_expr.plan.bind.json_forms import (
    hint_alias,
    named_struct,
)
from substrait_expr.plan.bind.outputs import (
    aggregate_output,
    join_output,
    output_name,
    rename,
    set_output,
    top_level_names,
    unnamed,
)
from substrait_expr.plan.bind.subquery_names import map_subqueries, names_subquery, subquery_hint
from substrait_expr.plan.bind.surface import DataSchemas
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.plan.interop import Producer, Quirks, rule_applies
from substrait_expr.plan.load import rel_problems
from substrait_expr.plan.paths import PlanOptions, resolve_location
from substrait_expr.substrait.depth import MAX_MESSAGE_DEPTH
from substrait_expr.substrait.from_proto import Declared
from substrait_expr.substrait.json_form import parse_dict
from substrait_expr.typecheck import ir
from substrait_expr.typecheck import types as t
from substrait_expr.typecheck.calls import FLOAT_COERCION
from substrait_expr.typecheck.check import DeclaredHook, check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Field, Schema, SchemaError
from substrait_expr.typecheck.variant import NOT_ORDERABLE_HINT, not_orderable_message

if TYPE_CHECKING:
    from substrait_expr.plan.bind.surface import RelationBinder

__all__ = ["DEFERRED", "DataSchemas", "bind_plan"]

_SORT_DIRECTIONS = {
    (ast.SortOrder.ASC, ast.NullsOrder.FIRST): m.SortDirection.ASC_NULLS_FIRST,
    (ast.SortOrder.ASC, ast.NullsOrder.LAST): m.SortDirection.ASC_NULLS_LAST,
    (ast.SortOrder.ASC, None): m.SortDirection.ASC_NULLS_LAST,
    (ast.SortOrder.DESC, ast.NullsOrder.FIRST): m.SortDirection.DESC_NULLS_FIRST,
    (ast.SortOrder.DESC, ast.NullsOrder.LAST): m.SortDirection.DESC_NULLS_LAST,
    (ast.SortOrder.DESC, None): m.SortDirection.DESC_NULLS_FIRST,
}
# Relation kinds the binder cannot type, whatever the engine: the output of
# an extension relation is defined by its producer's `detail`, and detached
# relations live outside the relation tree. Engines refuse what they cannot
# run themselves (``backends.Backend.diagnostics``); nothing here is about one.
_UNTYPED_RELS = {
    "extensionSingle": "extension relations are defined by their producer; the output of "
    "this one cannot be typed without knowing its `detail`",
    "extensionMulti": "extension relations are defined by their producer; the output of "
    "this one cannot be typed without knowing its `detail`",
    "extensionLeaf": "extension relations are defined by their producer; the output of "
    "this one cannot be typed without knowing its `detail`",
    "detachedRelOrdinal": "detached relations (`detachedRels`) are not read",
}
# Spark's errors for a VARIANT grouping or sort key (refused before Spark).
_SPARK_GROUP = "GROUP_EXPRESSION_TYPE_IS_NOT_ORDERABLE"
_SPARK_SORT = "DATATYPE_MISMATCH.INVALID_ORDERING_TYPE"
# Plan-level fields binding does not read; the Substrait writer passes them on.
_PLAN_EXTRAS = (
    "advancedExtensions",
    "expectedTypeUrls",
    "parameterBindings",
    "typeAliases",
    "executionBehavior",
    "namedLambdas",
)


_E = TypeVar("_E", bound=enum.Enum)
_N = TypeVar("_N", bound=ast.Node)

# Each subquery kind → the key of its relation.
_SUBQUERY_RELATIONS = {
    "scalar": "input",
    "inPredicate": "haystack",
    "setPredicate": "tuples",
    "setComparison": "right",
}
# Marks, in the JSON handed to the protobuf parser, where a bound relation stands.
_SUBQUERY_MARK = "\x00subquery#"


# An untyped NULL column of a set input, until the set types it (``_set_coercion``).
_PENDING_NULL = t.UserDefined("untyped_null", nullable=True)


def _is_untyped_null(value: Any) -> bool:
    """A protobuf-JSON literal null of no type (``{"literal": {"null": {}}}``)."""
    literal = value.get("literal") if isinstance(value, Mapping) else None
    return isinstance(literal, Mapping) and literal.get("null") == {}


def stripped_type(type_: t.Type) -> t.Type:
    return type_.with_nullable(False)


def _widest(types: Sequence[t.Type]) -> t.Type | None:
    """The type every one of ``types`` widens to without loss, where they are
    all decimals of one scale or all integers; the first type where they
    are all the same; None otherwise (left to the set's own check)."""
    if not types:
        return None
    plain = [stripped_type(x) for x in types]
    nullable = any(x.nullable for x in types)
    if all(x == plain[0] for x in plain):
        return types[0].with_nullable(nullable)
    if all(isinstance(x, t.Decimal) for x in plain):
        scales = {x.scale for x in plain}  # type: ignore[attr-defined]
        if len(scales) == 1:
            widest = max(plain, key=lambda x: x.precision)  # type: ignore[attr-defined]
            return widest.with_nullable(nullable)
        return None
    order = (t.I8, t.I16, t.I32, t.I64)
    if all(isinstance(x, order) for x in plain):
        widest = max(plain, key=lambda x: order.index(type(x)))
        return widest.with_nullable(nullable)
    return None


def bind_plan(
    plan: Mapping[str, Any],
    registry: Registry,
    data_schemas: DataSchemas | None = None,
    quirks: Quirks | None = None,
    *,
    grouping_set_column: bool = True,
    options: PlanOptions | None = None,
) -> BoundPlan:
    """Bind every root of ``plan``: type every expression, derive every
    output schema. Raises ``PlanError`` with every problem. ``quirks`` (the
    plan's binding rules and those already applied) is left as it is; the
    bound plan's ``rules`` are those and the ones binding applied."""
    quirks = quirks if quirks is not None else Quirks(Producer("", None))
    # A copy records the rules, so one plan may be bound several ways.
    own = dataclasses.replace(quirks, applied=list(quirks.applied))
    run = Binder(
        plan,
        registry,
        data_schemas,
        own,
        grouping_set_column=grouping_set_column,
        options=options,
    )
    roots = run.bind()
    return BoundPlan(
        roots=tuple(roots),
        info=run.info,
        expression_texts=tuple(run.texts),
        subquery_relations=tuple(run.subquery_relations),
        subquery_names=MappingProxyType(dict(run.subquery_names)),
        checked=run.checked,
        uses_grouping_sets=run.uses_grouping_sets,
        unused_outputs=run.unused_outputs,
        grouping_set_column=grouping_set_column,
        rules=tuple(own.applied),
        registry=registry,
    )


class Binder:
    """The working state of one binding of one plan (``bind_plan``'s, never
    seen outside it). Relation binders in other modules see it as a
    ``RelationBinder``."""

    # Set while binding a set's input that is a project: its untyped NULL
    # expressions are typed by the set (``_set_coercion``).
    _nulls_typed_later = False

    def __init__(
        self,
        plan: Mapping[str, Any],
        registry: Registry,
        data_schemas: DataSchemas | None,
        quirks: Quirks,
        *,
        grouping_set_column: bool,
        options: PlanOptions | None,
    ) -> None:
        self.plan = plan
        self.registry = registry
        self.options = options if options is not None else PlanOptions()
        self.data_schemas = data_schemas
        self.quirks = quirks
        self.grouping_set_column = grouping_set_column  # does a multi-set aggregate output it?
        self.unused_outputs = 0  # project expressions no emit outputs (a sign of misreading)
        self.uses_grouping_sets = False  # an aggregate has several grouping sets
        self.problems: list[PlanProblem] = []
        self.checked = 0  # expressions type-checked
        self.texts: list[tuple[ir.TypedExpr, str]] = []  # each typed expression's text
        self.references: dict[int, m.Rel] = {}
        # The plan as a whole once bound (its entries, version and the rest).
        self.info = m.PlanInfo(())
        self._binding: set[int] = set()
        self._lookup: Any = None
        self._function_names: dict[int, str] | None = None
        # The calls of the protobuf expression read last, for its type check.
        self._declared: tuple[ast.Expr, DeclaredTypes] | None = None
        # Subqueries: their bound relations (expressions index them), and the
        # records of the relations around the one being bound, outermost first.
        self.subquery_relations: list[m.Rel] = []
        self._outer: list[Schema] = []
        # Named subqueries (the plan's `subqueries`, used as `(TABLE name)`):
        # one binding per name and enclosing records, its index in
        # ``subquery_relations``. A name used from records of another shape
        # is bound again at ``subqueries.name@2`` (its outer references
        # may mean other fields).
        self.subquery_names: dict[int, str] = {}  # index → name, for explain
        self._named_bound: dict[tuple[str, tuple[Schema, ...]], int] = {}
        self._named_uses: dict[str, int] = {}
        self._named_failed: set[str] = set()
        self._named_active: list[str] = []

    # ------------------------------------------------------------------ entry

    def bind(self) -> list[m.Root]:
        """Bind every root of the plan; raise PlanError with every problem."""
        roots: list[m.Root] = []
        relations = self.plan.get("relations", [])
        for index, entry in enumerate(relations):
            path = f"relations[{index}]"
            # A failed relation's problems are recorded; go on with the others.
            if "root" in entry:
                with contextlib.suppress(Failed):
                    roots.append(self._root(entry["root"], f"{path}.root"))
            elif "rel" in entry and index not in self.references:
                with contextlib.suppress(Failed):  # bound even if nothing refers to it
                    self._reference_target(index, path)
        if not roots and not self.problems:
            self.problem("relations", 'the plan has no root relation (`{"root": ...}`)')
        if self.problems:
            raise PlanError(self.problems)
        self.info = self._plan_info(roots)
        return roots

    def _plan_info(self, roots: list[m.Root]) -> m.PlanInfo:
        entries: list[m.Root | m.Shared | m.Unread] = []
        bound_roots = iter(roots)
        for index, entry in enumerate(self.plan.get("relations", [])):
            if "root" in entry:
                entries.append(next(bound_roots))
            elif "rel" in entry:
                entries.append(m.Shared(index, self.references[index]))
            else:
                entries.append(m.Unread(entry))
        version = self.plan.get("version")
        return m.PlanInfo(
            tuple(entries),
            version if isinstance(version, Mapping) else None,
            {key: self.plan[key] for key in _PLAN_EXTRAS if key in self.plan},
        )

    def _root(self, root: Mapping[str, Any], path: str) -> m.Root:
        rel = self.rel(root.get("input"), f"{path}.input")
        names = tuple(root.get("names", ()))
        fields = rel.schema.fields
        if not names:
            names = tuple(f.name for f in fields)
        elif len(names) != len(fields):
            top_level = top_level_names(names, rel.schema)
            if top_level is None:
                self.problem(
                    f"{path}.names",
                    f"{len(names)} names for {len(fields)} output columns "
                    f"({', '.join(f.name for f in fields)})",
                )
                raise Failed
            names = top_level
        return m.Root(path, rel, names)

    # ------------------------------------------------------------------ problems

    def problem(self, path: str, message: str, error: CompileError | None = None) -> None:
        self.problems.append(PlanProblem(path, message, error))

    def fail(self, path: str, message: str) -> Failed:
        self.problem(path, message)
        return Failed()

    # ------------------------------------------------------------------ expressions

    def expression(
        self,
        value: Any,
        schema: Schema,
        path: str,
        context: ir.Context = ir.Context.SCALAR,
    ) -> ir.TypedExpr:
        """Type-check the expression at ``path`` (text or protobuf JSON)."""
        tree = self.expression_tree(value, path, schema)
        notes: list[str] | None = None if isinstance(value, str) else []
        shape = None
        if isinstance(value, str):
            parsed, depth, nodes = parse_shaped(value)  # the parse cache's entry
            shape = (depth, nodes) if parsed is tree else None  # unless subqueries were bound
        try:
            typed = check(
                tree,
                schema,
                self.registry,
                context=context,
                widenings=notes,
                float_coercion=self.quirks.float_coercion,
                relations=self.subquery_relations,
                outer=self._outer,
                shape=shape,
                declared=self.declared_hook(tree),
            )
        except CompileError as error:
            if error.source is None and isinstance(value, str):
                error = CompileError(error.diagnostics, value)
            self.problem(path, first_line(error), error)
            raise Failed from None
        except DeclaredTypeError as error:
            raise self.fail(error.path, error.message) from None
        self._widened(path, notes)
        self.record(typed, value if isinstance(value, str) else to_text(tree))
        return typed

    def _widened(self, path: str, notes: list[str] | None) -> None:
        for note in notes or ():
            rule = "float-coercion" if note.endswith(FLOAT_COERCION) else "argument-widening"
            self.quirks.record(rule, path, note)

    def record(self, typed: ir.TypedExpr, text: str) -> None:
        self.checked += 1
        self.texts.append((typed, text))

    @contextlib.contextmanager
    def outer(self, record: Schema) -> Iterator[None]:
        """Bind, inside the ``with``, what reads ``record`` as its outer record."""
        self._outer.append(record)
        try:
            yield
        finally:
            self._outer.pop()

    def expression_tree(self, value: Any, path: str, schema: Schema | None = None) -> ast.Expr:
        if isinstance(value, str):
            try:
                tree = parse(value)
            except CompileError as error:
                self.problem(path, first_line(error), error)
                raise Failed from None
            if schema is None:
                if names_subquery(tree, value):
                    raise self.fail(path, "a virtual table's values are constants, not subqueries")
                return tree
            return self._named_subqueries(tree, value, path, schema)
        if isinstance(value, Mapping):
            return self._from_proto(value, path, schema)
        raise self.fail(path, f"an expression must be a string or an object, not {value!r}")

    def _from_proto(self, value: Mapping[str, Any], path: str, schema: Schema | None) -> ast.Expr:
        from google.protobuf import json_format
        from substrait import algebra_pb2

        from substrait_expr.substrait import ProtoError, from_proto

        value = self._bind_subqueries(value, path, schema if schema is not None else Schema())
        if self.quirks.analyzer_casts and schema is not None:
            value = self._analyzer_casts(value, schema, path)
        message = algebra_pb2.Expression()
        calls: list[Declared] = []
        try:
            parse_dict(value, message, max_recursion_depth=MAX_MESSAGE_DEPTH)
            names = schema.names if schema is not None else None
            tree: ast.Expr = from_proto(
                message, self.function_lookup(), names, self._subquery_index, calls
            )
        except json_format.ParseError as error:
            raise self.fail(path, f"not a Substrait Expression: {error}") from None
        except ProtoError as error:
            raise self.fail(path, str(error)) from None
        self._declared = (tree, DeclaredTypes(calls, message, path, self.quirks))
        return tree

    def _declared_names(self) -> dict[int, str]:
        """The base name of each function anchor the plan declares."""
        if self._function_names is None:
            names: dict[int, str] = {}
            for declaration in self.plan.get("extensions") or []:
                found = (
                    declaration.get("extensionFunction") if isinstance(declaration, dict) else None
                )
                anchor = found.get("functionAnchor", 0) if isinstance(found, dict) else None
                if isinstance(found, dict) and isinstance(anchor, int):
                    names[anchor] = str(found.get("name", "")).split(":")[0]
            self._function_names = names
        return self._function_names

    def _analyzer_casts(
        self, value: Mapping[str, Any], schema: Schema, path: str
    ) -> Mapping[str, Any]:
        """DataFusion's analyzer casts its unanalyzed plans leave out (``coercions.py``)."""
        names = self._declared_names()

        def record(where: str, detail: str) -> None:
            self.quirks.record("datafusion-analyzer-casts", where, detail)

        try:
            return analyzer_casts(value, schema, names, path, record)
        except AnalyzerCastError as error:
            raise self.fail(error.path, error.message) from None

    def _measure_tree(self, value: Mapping[str, Any], path: str, schema: Schema) -> ast.Expr:
        from google.protobuf import json_format
        from substrait import algebra_pb2

        from substrait_expr.substrait import ProtoError, from_proto_measure

        value = self._bind_subqueries(value, path, schema)
        message = algebra_pb2.AggregateRel.Measure()
        calls: list[Declared] = []
        try:
            parse_dict(value, message, max_recursion_depth=MAX_MESSAGE_DEPTH)
            tree: ast.Expr = from_proto_measure(
                message, self.function_lookup(), schema.names, self._subquery_index, calls
            )
        except json_format.ParseError as error:
            raise self.fail(path, f"not a Substrait Measure: {error}") from None
        except ProtoError as error:
            raise self.fail(path, str(error)) from None
        self._declared = (tree, DeclaredTypes(calls, message, path, self.quirks))
        return tree

    def declared_hook(self, tree: ast.Expr) -> DeclaredHook | None:
        """The declared-type check of ``tree``, when it was read from a
        protobuf expression just now (``_from_proto``, ``_measure_tree``)."""
        pending, self._declared = self._declared, None
        if pending is None or pending[0] is not tree:
            return None
        return pending[1].hook

    def _bind_subqueries(self, value: Any, path: str, schema: Schema) -> Any:
        """``value`` with each subquery's relation bound (with ``schema`` as
        the record its outer references read) and replaced by a marker the
        protobuf reader maps back to the bound relation. The relation JSON
        itself never reaches the protobuf parser, so it may use every form
        the binder reads."""
        if isinstance(value, list):
            return [self._bind_subqueries(v, f"{path}[{i}]", schema) for i, v in enumerate(value)]
        if not isinstance(value, Mapping):
            return value
        result: dict[str, Any] = {}
        for key, item in value.items():
            if key == "subquery" and isinstance(item, Mapping):
                result[key] = self._subquery(item, f"{path}.subquery", schema)
            else:
                result[key] = self._bind_subqueries(item, f"{path}.{key}", schema)
        return result

    def _subquery(self, body: Mapping[str, Any], path: str, schema: Schema) -> dict[str, Any]:
        kinds = [k for k in _SUBQUERY_RELATIONS if k in body]
        if len(kinds) != 1:
            raise self.fail(path, "a subquery needs one of " + ", ".join(_SUBQUERY_RELATIONS))
        kind = kinds[0]
        relation_key = _SUBQUERY_RELATIONS[kind]
        inner = body[kind]
        if not isinstance(inner, Mapping) or relation_key not in inner:
            raise self.fail(f"{path}.{kind}", f"a {kind} subquery needs `{relation_key}`")
        # The JSON Schema sees a protobuf expression as any object: check its relation here.
        malformed = rel_problems(inner[relation_key], f"{path}.{kind}.{relation_key}")
        if malformed:
            self.problems.extend(malformed)
            raise Failed
        with self.outer(schema):
            rel = self.rel(inner[relation_key], f"{path}.{kind}.{relation_key}")
        self.subquery_relations.append(rel)
        alias = hint_alias(inner[relation_key])
        if alias is not None:  # a name `compile` kept from `(TABLE name)`
            self.subquery_names[len(self.subquery_relations) - 1] = alias
        marker = {
            "read": {
                "common": {"hint": {"alias": f"{_SUBQUERY_MARK}{len(self.subquery_relations) - 1}"}}
            }
        }
        rest = {
            k: self._bind_subqueries(v, f"{path}.{kind}.{k}", schema)
            for k, v in inner.items()
            if k != relation_key
        }
        return {kind: {**rest, relation_key: marker}}

    def _named_subqueries(self, tree: ast.Expr, text: str, path: str, schema: Schema) -> ast.Expr:
        """``tree`` with each ``(TABLE name)`` bound: the plan's subquery
        ``name`` is bound with ``schema`` as the record its ``$outer``
        references read, and the name replaced by the index of the bound
        relation, as a protobuf subquery is."""
        if not names_subquery(tree, text):
            return tree
        diagnostics: list[Diagnostic] = []

        def bind(node: ast.Subquery) -> ast.Subquery:
            assert isinstance(node.relation, str)
            index = self._named_use(node, schema, diagnostics)
            return node if index is None else dataclasses.replace(node, relation=index)

        result = run_deep(lambda: map_subqueries(tree, bind), tree_depth(tree))
        if diagnostics:
            error = CompileError(diagnostics, text)
            self.problem(path, first_line(error), error)
            raise Failed
        return result

    def _named_use(
        self, node: ast.Subquery, schema: Schema, diagnostics: list[Diagnostic]
    ) -> int | None:
        """The index of the plan's subquery ``node.relation`` bound inside
        ``schema``; None with a diagnostic when the name is unknown."""
        name = str(node.relation)
        named = self.plan.get("subqueries") or {}
        if name not in named:
            diagnostics.append(
                Diagnostic(
                    Code.UNKNOWN_SUBQUERY,
                    f"no subquery named {name!r}",
                    node.span,
                    subquery_hint(name, list(named)),
                )
            )
            return None
        if name in self._named_active:
            cycle = " -> ".join([*self._named_active[self._named_active.index(name) :], name])
            diagnostics.append(
                Diagnostic(
                    Code.SUBQUERY_CYCLE, f"the subquery {name!r} uses itself ({cycle})", node.span
                )
            )
            return None
        if name in self._named_failed:
            raise Failed  # its problems are recorded where it was first used
        key = (name, (*self._outer, schema))
        if key in self._named_bound:
            return self._named_bound[key]
        uses = self._named_uses.get(name, 0) + 1
        self._named_uses[name] = uses
        instance = name if uses == 1 else f"{name}@{uses}"
        self._named_active.append(name)
        try:
            with self.outer(schema):
                rel = self.rel(named[name], f"subqueries.{instance}")
        except Failed:
            self._named_failed.add(name)
            raise
        finally:
            self._named_active.pop()
        if rel.hints.alias is None:  # the name travels as the relation's alias
            rel = dataclasses.replace(rel, hints=dataclasses.replace(rel.hints, alias=name))
        self.subquery_relations.append(rel)
        index = len(self.subquery_relations) - 1
        self._named_bound[key] = index
        self.subquery_names[index] = name
        return index

    def _subquery_index(self, rel: Any) -> int:
        """The bound relation a subquery marker stands for (see ``_subquery``)."""
        from substrait_expr.substrait import ProtoError

        alias = rel.read.common.hint.alias
        if not alias.startswith(_SUBQUERY_MARK):
            raise ProtoError("a subquery whose relation was not bound")
        return int(alias[len(_SUBQUERY_MARK) :])

    def function_lookup(self) -> Any:
        """Function anchors declared by the plan, for protobuf expressions."""
        if self._lookup is None:
            from substrait_expr.substrait import FunctionLookup, ProtoError

            try:
                self._lookup = FunctionLookup.from_plan(self.plan, self.registry)
            except ProtoError as error:
                raise self.fail("extensions", str(error)) from None
        return self._lookup

    def boolean(self, value: Any, schema: Schema, path: str) -> ir.TypedExpr:
        typed = self.expression(value, schema, path)
        if not isinstance(typed.type, t.Boolean):
            raise self.fail(path, f"a condition must be boolean, not {typed.type}")
        return typed

    def constant_int(self, value: Any, path: str) -> int:
        """An int64 (JSON number or string) or a constant integer expression."""
        if isinstance(value, bool):
            raise self.fail(path, f"expected an integer, not {value!r}")
        if isinstance(value, int):
            return value
        if isinstance(value, str) and re.fullmatch(r"-?\d+", value.strip()):
            return int(value)
        typed = self.expression(value, Schema(), path)
        if isinstance(typed, ir.Literal) and isinstance(typed.value, int):
            return typed.value
        raise self.fail(path, "must be an integer literal (expressions are not folded)")

    # ------------------------------------------------------------------ relations

    def rel(self, value: Any, path: str) -> m.Rel:
        """Bind one ``Rel`` object (``{"filter": {...}}``)."""
        if not isinstance(value, Mapping) or len(value) != 1:
            raise self.fail(path, "a relation is an object with exactly one key: its kind")
        ((kind, body),) = value.items()
        path = f"{path}.{kind}"
        if kind in _UNTYPED_RELS:
            raise self.fail(path, _UNTYPED_RELS[kind])
        handler = getattr(self, f"_rel_{kind}", None)
        if handler is None:
            raise self.fail(path, f"unknown relation kind {kind!r}")
        if not isinstance(body, Mapping):
            raise self.fail(path, "a relation's body must be an object")
        self._check_extensions(body, path)
        bound: m.Rel = handler(body, path)
        return self._with_common(bound, body, path)

    def _check_extensions(self, body: Mapping[str, Any], path: str) -> None:
        # Optimizations may be ignored; an enhancement changes the result.
        extension = body.get("advancedExtension") or {}
        if "enhancement" in extension:
            raise self.fail(
                f"{path}.advancedExtension.enhancement",
                "not read: an enhancement changes what the relation computes, and this "
                "consumer knows none (the spec has a consumer refuse what it does not know)",
            )

    def json_object(self, value: Any, path: str) -> Mapping[str, Any]:
        """``value`` if it is a JSON object, {} if absent; else a problem at
        ``path`` (relations inside protobuf expressions reach the binder
        without the JSON Schema's check)."""
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise self.fail(path, f"must be an object, not {json.dumps(value)[:40]}")
        return value

    def _with_common(self, rel: m.Rel, body: Mapping[str, Any], path: str) -> m.Rel:
        common = self.json_object(body.get("common"), f"{path}.common")
        hint = self.json_object(common.get("hint"), f"{path}.common.hint")
        names = hint.get("outputNames")
        emit = self.json_object(common.get("emit"), f"{path}.common.emit").get("outputMapping")
        if emit is None and common.get("emit") is not None:
            emit = []  # protobuf JSON leaves an empty mapping out: an emit of no fields
        if emit is not None and not isinstance(emit, list):
            raise self.fail(f"{path}.common.emit.outputMapping", "must be a list of positions")
        if names is not None and not isinstance(names, list):
            raise self.fail(f"{path}.common.hint.outputNames", "must be a list of names")
        if emit is not None:
            width = len(rel.direct)
            bad = [i for i in emit if not isinstance(i, int) or not 0 <= i < width]
            if bad:
                raise self.fail(
                    f"{path}.common.emit.outputMapping",
                    f"{bad} out of range: the relation has {width} fields "
                    f"({', '.join(f.name for f in rel.direct)})",
                )
            rel = dataclasses.replace(rel, emit=tuple(emit))
            if isinstance(rel, m.Project):
                computed = range(len(rel.input.schema), len(rel.direct))
                self.unused_outputs += sum(1 for i in computed if i not in emit)
        if names:
            if len(names) != len(rel.schema):
                raise self.fail(
                    f"{path}.common.hint.outputNames",
                    f"{len(names)} names for {len(rel.schema)} output fields",
                )
            renamed = rename(rel.direct, rel.emit, names)
            rel = dataclasses.replace(rel, direct=renamed)
        return dataclasses.replace(rel, hints=self._hints(body, common, hint, path))

    def _hints(
        self, body: Mapping[str, Any], common: Mapping[str, Any], hint: Mapping[str, Any], path: str
    ) -> m.Hints:
        """What the relation says that changes nothing it computes."""
        alias = hint.get("alias")
        names = hint.get("outputNames")
        anchor = common.get("relAnchor")
        if alias is not None and not isinstance(alias, str):
            raise self.fail(f"{path}.common.hint.alias", "must be a string")
        if anchor is not None and (not isinstance(anchor, int) or isinstance(anchor, bool)):
            raise self.fail(f"{path}.common.relAnchor", "must be an integer")
        return m.Hints(
            alias=alias,
            output_names=tuple(names) if names is not None else None,
            hint={k: v for k, v in hint.items() if k not in ("alias", "outputNames")},
            anchor=anchor,
            common_extension=self.extension(common, f"{path}.common"),
            extension=self.extension(body, path),
        )

    def extension(self, body: Mapping[str, Any], path: str) -> Mapping[str, Any] | None:
        """The ``advancedExtension`` of ``body``, if any (kept verbatim)."""
        if "advancedExtension" not in body:
            return None
        return self.json_object(body["advancedExtension"], f"{path}.advancedExtension")

    _rel_read = reads.bind_read  # reads.py

    def base_schema(self, value: Any, path: str) -> Schema | None:
        if value is None:
            return None
        try:
            if isinstance(value, str):
                return Schema.parse(value)
            # User-defined types (variant) are anchors the plan declares; the
            # declarations are read only for a schema that has such a type.
            declared = "userDefined" in repr(value) or "user_defined" in repr(value)
            return named_struct(value, self.function_lookup().user_types if declared else None)
        except (SchemaError, ValueError) as error:
            raise self.fail(path, str(error)) from None

    def _rel_filter(self, body: Mapping[str, Any], path: str) -> m.Rel:
        source = self.rel(body.get("input"), f"{path}.input")
        condition = self.boolean(body.get("condition"), source.schema, f"{path}.condition")
        return m.Filter(path, source.schema, input=source, condition=condition)

    def _rel_project(self, body: Mapping[str, Any], path: str) -> m.Rel:
        later, self._nulls_typed_later = self._nulls_typed_later, False
        source = self.rel(body.get("input"), f"{path}.input")
        values = list(body.get("expressions") or [])
        pending = [i for i, v in enumerate(values) if later and _is_untyped_null(v)]
        expressions = list(
            self._expressions(
                [v for i, v in enumerate(values) if i not in pending],
                source.schema,
                f"{path}.expressions",
            )
        )
        for i in pending:  # typed by the set from its other inputs (``_set_coercion``)
            expressions.insert(i, ir.Literal(_PENDING_NULL, None))
        added = tuple(Field(output_name(e), e.type) for e in expressions)
        direct = Schema(source.schema.fields + added)
        emit = None
        if self.quirks.project_outputs_expressions_only and "emit" not in (
            body.get("common") or {}
        ):
            emit = tuple(range(len(source.schema), len(direct)))
            self.quirks.record(
                "project-outputs-expressions",
                path,
                f"{self.quirks.producer}: outputs its {len(expressions)} expressions only",
            )
        return m.Project(path, direct, input=source, expressions=tuple(expressions), emit=emit)

    def _expressions(
        self,
        values: Sequence[Any],
        schema: Schema,
        path: str,
        context: ir.Context = ir.Context.SCALAR,
    ) -> tuple[ir.TypedExpr, ...]:
        """Bind every expression, reporting all problems before failing."""
        results = []
        failed = False
        for i, value in enumerate(values):
            try:
                results.append(self.expression(value, schema, f"{path}[{i}]", context))
            except Failed:
                failed = True
        if failed:
            raise Failed
        return tuple(results)

    def _rel_sort(self, body: Mapping[str, Any], path: str) -> m.Rel:
        source = self.rel(body.get("input"), f"{path}.input")
        keys = []
        failed = False
        for i, value in enumerate(body.get("sorts") or []):
            try:
                keys.append(self.sort_key(value, source.schema, f"{path}.sorts[{i}]"))
            except Failed:
                failed = True
        if failed:
            raise Failed
        if not keys:
            raise self.fail(f"{path}.sorts", "a sort needs at least one sort field")
        return m.Sort(path, source.schema, input=source, keys=tuple(keys))

    def sort_key(self, value: Any, schema: Schema, path: str) -> m.SortKey:
        if isinstance(value, str):
            try:
                item = parse_sort(value)
            except CompileError as error:
                self.problem(path, first_line(error), error)
                raise Failed from None
            typed = self._check_tree(item.expr, value, schema, path)
            self.refuse_variant_key(typed, value, path, "a sort key", _SPARK_SORT)
            if item.order is ast.SortOrder.CLUSTERED:
                if item.nulls is not None:
                    raise self.fail(path, "CLUSTERED takes no NULLS FIRST/LAST")
                direction = m.SortDirection.CLUSTERED
            else:
                direction = _SORT_DIRECTIONS[(item.order, item.nulls)]
            return m.SortKey(typed, direction)
        if not isinstance(value, Mapping):
            raise self.fail(path, "a sort field is a string or an object with `expr`")
        if "comparisonFunctionReference" in value:
            raise self.fail(
                f"{path}.comparisonFunctionReference",
                "not read: custom comparison functions (the bound plan sorts by a direction only)",
            )
        typed = self.expression(value.get("expr"), schema, f"{path}.expr")
        self.refuse_variant_key(typed, value.get("expr"), f"{path}.expr", "a sort key", _SPARK_SORT)
        direction_name = value.get("direction", "SORT_DIRECTION_ASC_NULLS_LAST")
        direction = self._enum(m.SortDirection, direction_name, f"{path}.direction")
        return m.SortKey(typed, direction)

    def refuse_variant_key(
        self, typed: ir.TypedExpr, value: Any, path: str, what: str, spark_error: str
    ) -> None:
        """A variant has no order or equality: Spark refuses it as a grouping
        or sort key (``spark_error``); refused here first, at ``path``, with
        the expression-level code ``not-orderable``."""
        if not t.is_variant(typed.type):
            return
        message = f"{not_orderable_message(what)}; Spark: {spark_error}"
        diagnostic = Diagnostic(Code.NOT_ORDERABLE, message, typed.span, NOT_ORDERABLE_HINT)
        source = value if isinstance(value, str) else None
        self.problem(path, message, CompileError([diagnostic], source))
        raise Failed

    def _enum(self, kind: type[_E], name: Any, path: str) -> _E:
        """The member of ``kind`` spelled ``name`` (a protobuf enum name)."""
        try:
            return kind(name)
        except ValueError:
            raise self.fail(
                path, f"{name!r} is not one of " + ", ".join(e.value for e in kind)
            ) from None

    def _check_tree(self, tree: ast.Expr, text: str, schema: Schema, path: str) -> ir.TypedExpr:
        tree = self._named_subqueries(tree, text, path, schema)
        try:
            typed = check(
                tree, schema, self.registry, relations=self.subquery_relations, outer=self._outer
            )
        except CompileError as error:
            error = CompileError(error.diagnostics, text)
            self.problem(path, first_line(error), error)
            raise Failed from None
        self.record(typed, to_text(tree))
        return typed

    def _rel_fetch(self, body: Mapping[str, Any], path: str) -> m.Rel:
        source = self.rel(body.get("input"), f"{path}.input")
        offset = 0
        count: int | None = None
        for key in ("offset", "offsetExpr"):
            if key in body:
                offset = self.constant_int(body[key], f"{path}.{key}")
        for key in ("count", "countExpr"):
            if key in body:
                count = self.constant_int(body[key], f"{path}.{key}")
        if offset < 0:
            raise self.fail(f"{path}.offset", "the offset cannot be negative")
        if count is not None and count < 0:
            count = None  # -1 means "all records" in the spec
        return m.Fetch(path, source.schema, input=source, offset=offset, count=count)

    def _rel_cross(self, body: Mapping[str, Any], path: str) -> m.Rel:
        left, right = self._two_inputs(body, path)
        direct = Schema(left.schema.fields + right.schema.fields)
        return m.Cross(path, direct, left=left, right=right)

    def _two_inputs(self, body: Mapping[str, Any], path: str) -> tuple[m.Rel, m.Rel]:
        left: m.Rel | None = None
        try:
            left = self.rel(body.get("left"), f"{path}.left")
        finally:  # bind the right side too, so its problems are reported
            right = self.rel(body.get("right"), f"{path}.right")
        assert left is not None
        return left, right

    def _set_coercion(
        self, inputs: list[m.Rel], path: str, rule: str, widen: bool = True
    ) -> list[m.Rel]:
        """Set inputs as the producer's engine coerces them (rule ``rule``):
        an untyped ``NULL`` column takes the type the other inputs give it;
        with ``widen`` (DataFusion's analyzer), columns of one kind in
        different widths (decimals of one scale, integers) are cast,
        losslessly, to the widest. Anything else is left to the check that
        refuses it."""
        width = len(inputs[0].schema)
        if any(len(rel.schema) != width for rel in inputs):
            return inputs
        known: list[t.Type | None] = []
        for column in range(width):
            found = [
                rel.schema.fields[column].type
                for rel in inputs
                if rel.schema.fields[column].type != _PENDING_NULL
            ]
            known.append(_widest(found))
        result = []
        for i, rel in enumerate(inputs):
            here = f"{path}.inputs[{i}]"
            if isinstance(rel, m.Project) and _PENDING_NULL in [f.type for f in rel.schema]:
                rel = self._typed_nulls(rel, known, here, rule)
            if not widen:
                result.append(rel)
                continue
            casts: list[tuple[int, t.Type]] = []
            for column, field in enumerate(rel.schema.fields):
                target = known[column]
                if target is not None and stripped_type(field.type) != stripped_type(target):
                    casts.append((column, target.with_nullable(field.type.nullable)))
            if casts:
                rel = self._cast_columns(rel, casts, here)
            result.append(rel)
        return result

    def _typed_nulls(
        self, rel: m.Project, known: list[t.Type | None], path: str, rule: str
    ) -> m.Rel:
        order = rel.emit if rel.emit is not None else tuple(range(len(rel.direct)))
        first = len(rel.input.schema)
        expressions = list(rel.expressions)
        fields = list(rel.direct.fields)
        for column, index in enumerate(order):
            if fields[index].type != _PENDING_NULL:
                continue
            target = known[column]
            if target is None:
                raise self.fail(
                    f"{path}.project.expressions[{index - first}]",
                    "the type of null cannot be inferred here: no other input of the set "
                    "gives this column a type",
                )
            typed = target.with_nullable(True)
            expressions[index - first] = ir.Literal(typed, None)
            fields[index] = Field(fields[index].name, typed)
            self.quirks.record(
                rule,
                f"{path}.project.expressions[{index - first}]",
                f"NULL typed {typed} from the set's other inputs",
            )
        return dataclasses.replace(
            rel, direct=Schema(tuple(fields)), expressions=tuple(expressions)
        )

    def _cast_columns(self, rel: m.Rel, casts: list[tuple[int, t.Type]], path: str) -> m.Rel:
        schema = rel.schema
        expressions = []
        emit = list(range(len(schema)))
        for column, target in casts:
            field = schema.fields[column]
            cast = ir.Cast(target, ir.FieldRef(field.type, column, field.name))
            expressions.append(ir.Named(target, cast, field.name))
            emit[column] = len(schema) + len(expressions) - 1
            self.quirks.record(
                "datafusion-set-coercion",
                path,
                f"column {column} ({field.name}) {field.type} cast to {target}",
            )
        direct = Schema(
            (*schema.fields, *(Field(schema.fields[c].name, target) for c, target in casts))
        )
        return m.Project(path, direct, input=rel, expressions=tuple(expressions), emit=tuple(emit))

    def _rel_join(self, body: Mapping[str, Any], path: str) -> m.Rel:
        left, right = self._two_inputs(body, path)
        type_name = body.get("type", "JOIN_TYPE_UNSPECIFIED")
        try:
            join_type = m.JoinType(type_name)
        except ValueError:
            known = ", ".join(j.value for j in m.JoinType)
            raise self.fail(f"{path}.type", f"join type {type_name!r}: one of {known}") from None
        both = Schema(left.schema.fields + right.schema.fields)
        if "expression" not in body:
            raise self.fail(f"{path}.expression", "a join needs an expression (it may be `true`)")
        expression = self.boolean(body["expression"], both, f"{path}.expression")
        post = None
        if "postJoinFilter" in body:
            post = self.boolean(body["postJoinFilter"], both, f"{path}.postJoinFilter")
        direct = join_output(join_type, left.schema, right.schema)
        return m.Join(
            path,
            direct,
            left=left,
            right=right,
            type=join_type,
            expression=expression,
            post_join_filter=post,
        )

    def _rel_set(self, body: Mapping[str, Any], path: str) -> m.Rel:
        inputs = []
        failed = False
        rules = ("datafusion-set-coercion", "duckdb-set-null")
        rule = next((r for r in rules if rule_applies(r, self.quirks.producer)), None)
        coerce = rule is not None
        for i, value in enumerate(body.get("inputs") or []):
            try:
                self._nulls_typed_later = (
                    coerce and isinstance(value, Mapping) and "project" in value
                )
                inputs.append(self.rel(value, f"{path}.inputs[{i}]"))
            except Failed:
                failed = True
            finally:
                self._nulls_typed_later = False
        if failed:
            raise Failed
        if len(inputs) < 2:
            raise self.fail(f"{path}.inputs", "a set operation needs at least two inputs")
        if rule is not None:
            inputs = self._set_coercion(inputs, path, rule, widen=rule == "datafusion-set-coercion")
        op = self._enum(m.SetOp, body.get("op", "SET_OP_UNSPECIFIED"), f"{path}.op")
        primary = inputs[0].schema
        for i, other in enumerate(inputs[1:], start=1):
            if [f.type.with_nullable(False) for f in other.schema] != [
                f.type.with_nullable(False) for f in primary
            ]:
                raise self.fail(
                    f"{path}.inputs[{i}]",
                    f"input {i} has fields ({other.schema}) but the first input has ({primary}); "
                    "set inputs need the same field types",
                )
        if op is not m.SetOp.UNION_ALL:
            for field in primary:
                if t.is_variant(field.type):
                    raise self.fail(
                        f"{path}.op",
                        f"{not_orderable_message(f'{op.value} on column {field.name!r}')}; "
                        "Spark allows variant columns only in UNION ALL: "
                        "UNSUPPORTED_FEATURE.SET_OPERATION_ON_VARIANT_TYPE (hint: "
                        f"{NOT_ORDERABLE_HINT})",
                    )
        return m.Set(path, set_output(op, [r.schema for r in inputs]), inputs=tuple(inputs), op=op)

    def _rel_aggregate(self, body: Mapping[str, Any], path: str) -> m.Rel:
        source = self.rel(body.get("input"), f"{path}.input")
        schema = source.schema
        keys: list[ir.TypedExpr] = []
        sets: list[tuple[int, ...]] = []
        failed = False
        if "groupingExpressions" in body:
            try:
                keys = list(
                    self._expressions(
                        body["groupingExpressions"], schema, f"{path}.groupingExpressions"
                    )
                )
            except Failed:
                failed = True
            for i, key in enumerate(keys):
                try:
                    self.refuse_variant_key(
                        key,
                        body["groupingExpressions"][i],
                        f"{path}.groupingExpressions[{i}]",
                        "a grouping key",
                        _SPARK_GROUP,
                    )
                except Failed:
                    failed = True
        for g, grouping in enumerate(body.get("groupings") or []):
            g_path = f"{path}.groupings[{g}]"
            members: list[int] = []
            if "expressionReferences" in grouping:
                for r, ref in enumerate(grouping["expressionReferences"]):
                    if not isinstance(ref, int) or not 0 <= ref < len(keys):
                        self.problem(
                            f"{g_path}.expressionReferences[{r}]",
                            f"{ref!r} is not an index into groupingExpressions ({len(keys)})",
                        )
                        failed = True
                    else:
                        members.append(ref)
            for e, value in enumerate(grouping.get("groupingExpressions") or []):
                try:
                    e_path = f"{g_path}.groupingExpressions[{e}]"
                    typed = self.expression(value, schema, e_path)
                    self.refuse_variant_key(typed, value, e_path, "a grouping key", _SPARK_GROUP)
                except Failed:
                    failed = True
                    continue
                # a key met again in another set is the same column, whatever
                # name (``AS``) it has there; the first spelling names it
                plain = [unnamed(k) for k in keys]
                if unnamed(typed) not in plain:
                    keys.append(typed)
                    plain.append(unnamed(typed))
                members.append(plain.index(unnamed(typed)))
            # DataFusion writes each key both ways (references and the old nested
            # list); a key twice in one grouping set groups the same rows.
            sets.append(tuple(dict.fromkeys(members)))
        measures: list[ir.TypedExpr] = []
        groupings: dict[int, list[ir.TypedExpr]] = {}  # DataFusion's GROUPING(x) measures
        for i, value in enumerate(body.get("measures") or []):
            try:
                arguments = self._grouping_measure(value, schema, f"{path}.measures[{i}]")
                if arguments is not None:
                    groupings[i] = arguments
                else:
                    measures.append(self._measure(value, schema, f"{path}.measures[{i}]"))
            except Failed:
                failed = True
        if failed:
            raise Failed
        if not sets and keys:
            sets = [tuple(range(len(keys)))]
        keys, sets = self._datafusion_repeated_keys(keys, sets, path)
        if not sets:
            sets = [()]
        if not keys and not measures:
            raise self.fail(path, "an aggregate needs grouping expressions or measures")
        self.uses_grouping_sets |= len(sets) > 1
        if self.quirks.grouping_id_before_measures and len(sets) > 1:
            # DataFusion groups a repeated key expression as one column.
            plain = [unnamed(key) for key in keys]
            first = [plain.index(key) for key in plain]
            sets = [tuple(sorted({first[i] for i in members})) for members in sets]
        direct = aggregate_output(keys, sets, measures, self.grouping_set_column)
        emit = written = None
        if (
            self.quirks.grouping_id_before_measures
            and len(direct) > len(keys) + len(measures)
            and "emit" not in (body.get("common") or {})
        ):
            # DataFusion's own order: its distinct keys, its grouping id, the measures.
            k, n, written_n = len(keys), len(measures), len(measures) + len(groupings)
            plain = [unnamed(key) for key in keys]
            distinct = [i for i in range(k) if plain[i] not in plain[:i]]
            emit = (*distinct, k + n, *range(k, k + n))
            written = (*distinct, k + written_n, *range(k, k + written_n))
            self.quirks.record(
                "datafusion-grouping-id-order",
                path,
                "output read as distinct keys, grouping set, measures",
            )
        aggregate = m.Aggregate(
            path,
            direct,
            input=source,
            keys=tuple(keys),
            sets=tuple(sets),
            measures=tuple(measures),
            emit=emit,
        )
        summed = self._datafusion_sums(aggregate, path)
        if groupings:
            summed = self._grouping_measures(aggregate, summed, groupings, written, path)
            emit = written
        measured = len(measures) + len(groupings)
        if emit is not None and len(emit) - measured <= 63 and self._computes_grouping():
            return self._datafusion_grouping_id(
                aggregate, emit[: len(emit) - measured - 1], path, summed
            )
        return summed

    def _grouping_measure(self, value: Any, schema: Schema, path: str) -> list[ir.TypedExpr] | None:
        """The arguments of DataFusion's ``GROUPING(x, ...)`` measure (rule
        ``datafusion-grouping-measure``), None for any other measure."""
        call = value.get("measure") if isinstance(value, Mapping) else None
        if not isinstance(call, Mapping) or not rule_applies(
            "datafusion-grouping-measure", self.quirks.producer
        ):
            return None
        reference = call.get("functionReference", 0)
        if self._declared_names().get(reference) != "grouping":
            return None
        arguments = call.get("arguments")
        if not isinstance(arguments, list) or not arguments or "filter" in value:
            raise self.fail(
                f"{path}.measure",
                "DataFusion's GROUPING measure needs one or more grouping keys as its arguments "
                "and no filter",
            )
        values = [a.get("value") if isinstance(a, Mapping) else None for a in arguments]
        if any(v is None for v in values):
            raise self.fail(f"{path}.measure.arguments", "GROUPING's arguments are values")
        return [
            self.expression(v, schema, f"{path}.measure.arguments[{i}].value")
            for i, v in enumerate(values)
        ]

    def _grouping_measures(
        self,
        aggregate: m.Aggregate,
        source: m.Rel,
        groupings: Mapping[int, list[ir.TypedExpr]],
        written: Sequence[int] | None,
        path: str,
    ) -> m.Rel:
        """A project above the aggregate (``source``) that computes each
        GROUPING measure from the row's grouping set, its output laid out as
        the plan wrote the aggregate's (``written``: DataFusion's order)."""
        keys, sets = len(aggregate.keys), aggregate.sets
        measures = len(aggregate.measures) + len(groupings)
        if len(sets) > 1 and len(aggregate.direct) == keys + len(aggregate.measures):
            raise self.fail(
                f"{path}.measures[{min(groupings)}]",
                "GROUPING needs the grouping-set column, which this plan's aggregate does not "
                "output",
            )
        plain = [unnamed(key) for key in aggregate.keys]
        new_order = list(aggregate.emit or range(len(aggregate.direct)))
        order = written or range(keys + measures + (1 if len(sets) > 1 else 0))
        layout = original_layout(order, keys, measures, groupings, new_order)
        expressions: list[ir.TypedExpr] = []
        computed: dict[int, int] = {}
        for j, arguments in groupings.items():
            members = []
            for i, argument in enumerate(arguments):
                if unnamed(argument) not in plain:
                    raise self.fail(
                        f"{path}.measures[{j}].measure.arguments[{i}]",
                        "GROUPING's argument is not one of the aggregate's grouping keys",
                    )
                members.append(plain.index(unnamed(argument)))
            values = grouping_values(sets, members)
            if len(sets) > 1:
                column = new_order.index(keys + len(aggregate.measures))
                clauses = " ".join(f"WHEN {s} THEN {v}::i32" for s, v in enumerate(values))
                text = f"CASE ${column} {clauses} END"
            else:
                text = f"{values[0]}::i32"
            typed = self.expression(text, source.schema, f"{path}.measures[{j}]")
            self.texts.pop()  # not the plan's own expression
            self.checked -= 1
            expressions.append(ir.Named(typed.type, typed, "grouping"))
            computed[j] = len(source.schema) + len(expressions) - 1
            self.quirks.record(
                "datafusion-grouping-measure",
                f"{path}.measures[{j}]",
                f"GROUPING of keys {members} computed from the grouping set: {values}",
            )
        emit: tuple[int, ...] | None
        emit = tuple(computed[p[1]] if isinstance(p, tuple) else p for p in layout)
        direct = Schema((*source.schema.fields, *(Field("grouping", e.type) for e in expressions)))
        if emit == tuple(range(len(direct))):
            emit = None  # every column in order: no emit, as the plan's text reads back
        return m.Project(path, direct, input=source, expressions=tuple(expressions), emit=emit)

    def _datafusion_repeated_keys(
        self, keys: list[ir.TypedExpr], sets: list[tuple[int, ...]], path: str
    ) -> tuple[list[ir.TypedExpr], list[tuple[int, ...]]]:
        """DataFusion writes ``GROUP BY a, b, a`` with ``a`` twice among the
        grouping expressions, and outputs it once (the relations above count
        one column; rule ``datafusion-repeated-grouping-key``): a repeated
        key is read as the first one."""
        if not rule_applies("datafusion-repeated-grouping-key", self.quirks.producer):
            return keys, sets
        plain = [unnamed(key) for key in keys]
        first = [plain.index(key) for key in plain]
        if all(f == i for i, f in enumerate(first)):
            return keys, sets
        distinct = sorted(set(first))
        position = [distinct.index(f) for f in first]
        repeated = [i for i, f in enumerate(first) if f != i]
        self.quirks.record(
            "datafusion-repeated-grouping-key",
            f"{path}.groupingExpressions",
            f"grouping expression(s) {repeated} repeat an earlier one: output once",
        )
        return (
            [keys[i] for i in distinct],
            [tuple(dict.fromkeys(position[i] for i in members)) for members in sets],
        )

    def _datafusion_sums(self, aggregate: m.Aggregate, path: str) -> m.Rel:
        """DataFusion's ``sum`` of ``decimal<P,S>`` is ``decimal<min(38,P+10),S>``
        (rule ``datafusion-decimal-sum``): the aggregate computes the spec's
        sum, a project above it casts (checked) each such measure to that."""
        if not rule_applies("datafusion-decimal-sum", self.quirks.producer):
            return aggregate
        first = len(aggregate.keys)
        targets: dict[int, t.Decimal] = {}
        for i, measure in enumerate(aggregate.measures):
            target = datafusion_sum_type(unnamed(measure))
            if target is not None:
                targets[first + i] = target
        if not targets:
            return aggregate
        order = aggregate.emit if aggregate.emit is not None else range(len(aggregate.direct))
        schema = aggregate.schema
        expressions: list[ir.TypedExpr] = []
        emit: list[int] = []
        for out, index in enumerate(order):
            target = targets.get(index)
            if target is None:
                emit.append(out)
                continue
            field = schema.fields[out]
            reference = ir.FieldRef(field.type, out, field.name)
            expressions.append(ir.Named(target, ir.Cast(target, reference), field.name))
            emit.append(len(schema) + len(expressions) - 1)
            self.quirks.record(
                "datafusion-decimal-sum",
                f"{path}.measures[{index - first}]",
                f"{field.type} read as DataFusion's {target} (a checked cast)",
            )
        direct = Schema(
            (
                *schema.fields,
                *(
                    Field(schema.fields[out].name, targets[index])
                    for out, index in enumerate(order)
                    if index in targets
                ),
            )
        )
        return m.Project(
            path, direct, input=aggregate, expressions=tuple(expressions), emit=tuple(emit)
        )

    def _computes_grouping(self) -> bool:
        """Whether the plan declares the bit operations DataFusion computes
        GROUPING() with (the only way its plans read the grouping id;
        `bitwise_shift_right` is read as `shift_right`)."""
        names = self._declared_names()
        return any(name in ("bitwise_and", "shift_right") for name in names.values())

    def _datafusion_grouping_id(
        self, aggregate: m.Aggregate, distinct: Sequence[int], path: str, source: m.Rel
    ) -> m.Rel:
        """DataFusion's aggregate with its grouping id where it puts it: the
        column holds DataFusion's bit mask (a bit per key, the first key the
        highest, set where the grouping set leaves the key out), computed from
        the spec's grouping-set index, so GROUPING() computed from it is
        DataFusion's."""
        keys = len(distinct)
        masks = [
            sum(1 << (keys - 1 - d) for d, key in enumerate(distinct) if key not in members)
            for members in aggregate.sets
        ]
        width = "i32" if keys <= 31 else "i64"
        clauses = " ".join(f"WHEN {j} THEN {mask}::{width}" for j, mask in enumerate(masks))
        text = f"CASE ${keys} {clauses} END"
        mask = self.expression(text, source.schema, f"{path}.groupings")
        self.texts.pop()  # not the plan's own expression
        self.checked -= 1
        outputs = len(source.schema)
        field = source.schema.fields[keys]
        if output_name(mask) != field.name:  # named as the column it stands for
            mask = ir.Named(mask.type, mask, field.name)
        direct = Schema((*source.schema.fields, Field(field.name, mask.type)))
        emit = (*range(keys), outputs, *range(keys + 1, outputs))
        self.quirks.record(
            "datafusion-grouping-id-order",
            path,
            f"grouping id computed as DataFusion's bit mask from the grouping-set index: {masks}",
        )
        return m.Project(path, direct, input=source, expressions=(mask,), emit=emit)

    def _measure(self, value: Any, schema: Schema, path: str) -> ir.TypedExpr:
        if not isinstance(value, Mapping) or "measure" not in value:
            raise self.fail(path, "a measure is an object with `measure` (and maybe `filter`)")
        raw = value["measure"]
        if isinstance(raw, str):
            typed = self.expression(raw, schema, f"{path}.measure", ir.Context.AGGREGATE)
        else:
            tree = self._measure_tree(value, path, schema)
            notes: list[str] = []
            try:
                typed = check(
                    tree,
                    schema,
                    self.registry,
                    context=ir.Context.AGGREGATE,
                    widenings=notes,
                    float_coercion=self.quirks.float_coercion,
                    relations=self.subquery_relations,
                    outer=self._outer,
                    declared=self.declared_hook(tree),
                )
            except CompileError as error:
                self.problem(f"{path}.measure", first_line(error), error)
                raise Failed from None
            except DeclaredTypeError as error:
                raise self.fail(error.path, error.message) from None
            self._widened(f"{path}.measure", notes)
            self.record(typed, to_text(tree))
            return typed
        call = unnamed(typed)
        if not isinstance(call, ir.AggregateCall):
            raise self.fail(f"{path}.measure", "a measure must be an aggregate function call")
        if "filter" in value:
            if call.filter is not None:
                raise self.fail(f"{path}.filter", "the measure already has FILTER (WHERE ...)")
            condition = self.boolean(value["filter"], schema, f"{path}.filter")
            call = dataclasses.replace(call, filter=condition)
            typed = (
                ir.Named(call.type, call, typed.name, span=typed.span)
                if isinstance(typed, ir.Named)
                else call
            )
            self.texts.append((typed, f"{raw} FILTER (WHERE {value['filter']})"))
        return typed

    def _rel_write(self, body: Mapping[str, Any], path: str) -> m.Rel:
        source = self.rel(body.get("input"), f"{path}.input")
        kept = None
        if "extensionTable" in body:
            detail = self.json_object(body["extensionTable"], f"{path}.extensionTable")
            kept = m.KeptTable("extensionTable", detail)
            names: list[str] = []
        else:
            names = (body.get("namedTable") or {}).get("names") or []
            if not names:
                raise self.fail(f"{path}.namedTable.names", "a write needs a target name")
        op_name = body.get("op", "WRITE_OP_CTAS")
        op = (
            m.WriteOp.CTAS
            if op_name == "WRITE_OP_UNSPECIFIED"
            else self._enum(m.WriteOp, op_name, f"{path}.op")
        )
        declared = self.base_schema(body.get("tableSchema"), f"{path}.tableSchema")
        if declared is not None and [f.type.with_nullable(False) for f in declared] != [
            f.type.with_nullable(False) for f in source.schema
        ]:
            raise self.fail(
                f"{path}.tableSchema",
                f"the table schema ({declared}) does not match the input ({source.schema})",
            )
        mode_name = body.get("createMode", "CREATE_MODE_UNSPECIFIED")
        mode = (
            m.CreateMode.ERROR_IF_EXISTS
            if mode_name == "CREATE_MODE_UNSPECIFIED"
            else self._enum(m.CreateMode, mode_name, f"{path}.createMode")
        )
        target = ".".join(names)
        file_format = m.format_of_path(target)  # None for an extension table (no name)
        if file_format is None and "/" in target:
            raise self.fail(
                f"{path}.namedTable.names",
                f"{target!r} looks like a path but has no .parquet/.csv/.json/.orc suffix",
            )
        emit_rows = body.get("output") == "OUTPUT_MODE_MODIFIED_RECORDS"
        location = ""
        if file_format is not None:
            location, refusal = resolve_location(target, self.options, write=True)
            if refusal is not None:
                raise self.fail(f"{path}.namedTable.names", f"not allowed: {refusal}")
        elif not self.options.allow_write:
            at, what = (
                (f"{path}.namedTable.names", repr(target))
                if kept is None
                else (f"{path}.extensionTable", kept.label)
            )
            raise self.fail(at, f"not allowed: {what}: writes are not allowed")
        schema = source.schema if declared is None else rename(source.schema, None, declared.names)
        direct = schema if emit_rows else Schema()
        return m.Write(
            path,
            direct,
            input=dataclasses.replace(
                source, direct=rename(source.direct, source.emit, schema.names)
            )
            if declared is not None
            else source,
            target=target,
            format=file_format,
            mode=mode,
            emit_rows=emit_rows,
            location=location,
            names=tuple(names),
            op=op,
            target_extension=None
            if kept is not None
            else self.extension(body["namedTable"], f"{path}.namedTable"),
            kept_target=kept,
        )

    def _rel_reference(self, body: Mapping[str, Any], path: str) -> m.Rel:
        ordinal = body.get("subtreeOrdinal", 0)
        target = self._reference_target(ordinal, path)
        return m.Reference(path, target.schema, ordinal=ordinal, target=target)

    def _reference_target(self, ordinal: Any, path: str) -> m.Rel:
        relations = self.plan.get("relations", [])
        if not isinstance(ordinal, int) or not 0 <= ordinal < len(relations):
            raise self.fail(path, f"subtreeOrdinal {ordinal!r}: the plan has no such relation")
        if ordinal in self.references:
            return self.references[ordinal]
        if ordinal in self._binding:
            raise self.fail(path, f"relations[{ordinal}] refers to itself")
        entry = relations[ordinal]
        if "rel" not in entry:
            raise self.fail(path, f"relations[{ordinal}] is a root, not a `rel` to refer to")
        self._binding.add(ordinal)
        try:
            rel = self.rel(entry["rel"], f"relations[{ordinal}].rel")
        finally:
            self._binding.discard(ordinal)
        self.references[ordinal] = rel
        return rel

    # ------------------------------------------------------------------ kept as written
    # TopN, the physical and lateral joins, the window relation, exchange,
    # expand, DDL and update: bound as written (``kept.py``).

    _rel_topN = kept.bind_top_n
    _rel_exchange = kept.bind_exchange
    _rel_expand = kept.bind_expand
    _rel_hashJoin = kept.bind_hash_join
    _rel_mergeJoin = kept.bind_merge_join
    _rel_nestedLoopJoin = kept.bind_nested_loop_join
    _rel_lateralJoin = kept.bind_lateral_join
    _rel_window = kept.bind_window
    _rel_ddl = kept.bind_ddl
    _rel_update = kept.bind_update


if TYPE_CHECKING:
    # mypy checks here that the run offers every member of the relation binders' surface.
    _SURFACE: type[RelationBinder] = Binder
