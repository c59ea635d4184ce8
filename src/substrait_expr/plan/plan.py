"""``Plan``: a loaded plan, checkable without Spark, runnable on Spark.

``load_plan`` reads the source, validates it against the JSON Schema and
binds it (types every expression). A read whose schema is not written is
bound when the plan runs, from the data; until then ``check`` reports it.
"""

from __future__ import annotations

import dataclasses
import sys
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from substrait_expr.deep import deep_on, run_deep
from substrait_expr.diagnostics import ArgumentValueError
from substrait_expr.plan import model as m
from substrait_expr.plan.bind import DEFERRED, BoundPlan, DataSchemas, bind_plan
from substrait_expr.plan.engine import Backend, PlanRun, get_backend
from substrait_expr.plan.errors import PlanError, PlanProblem
from substrait_expr.plan.file_bindings import UnusedBindingWarning, unused_bindings
from substrait_expr.plan.interop import AppliedRule, Quirks, adapt, producer_of
from substrait_expr.plan.load import json_depth, read_source, upgrade_uris, validate
from substrait_expr.plan.paths import PlanOptions
from substrait_expr.typecheck.registry import Registry

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, Row, SparkSession

__all__ = ["Plan", "PlanOptions", "PlanRun", "load_plan"]

# A table binding: a DataFrame of the engine's, or a path to read.
TableValue = Any

PlanSource = str | Path | Mapping[str, Any] | Any


def load_plan(
    source: PlanSource, registry: Registry | None = None, options: PlanOptions | None = None
) -> Plan:
    """Load a plan: a ``.json`` or binary ``.pb`` path, a dict, or a ``substrait.Plan``.

    Relative file paths in the plan resolve against its file's folder (else
    the current directory); ``options`` may give another base and a sandbox
    (``PlanOptions``, docs/security.md). Raises ``PlanError`` (every problem,
    each with its JSON path) when the plan is malformed, an expression does
    not check or a path is not allowed.
    """
    data, name, depth = read_source(source)
    registry = registry if registry is not None else Registry.default()
    from_file = isinstance(source, Path) or (isinstance(source, str) and name == source)
    folder = Path(name).resolve().parent if from_file else Path.cwd()
    options = (options or PlanOptions()).with_base(folder)

    def load() -> Plan:
        try:
            adapted, quirks = adapt(upgrade_uris(data), registry)
        except (TypeError, AttributeError, ValueError, OverflowError, IndexError, KeyError):
            # The compatibility rules read the plan before it is validated
            # (they fix what producers write); one that trips over a value of
            # the wrong shape gets the schema's error at the value's path.
            validate(data, depth)
            raise
        # The rules that change the document say so; one that changed nothing
        # left its depth as it was.
        adapted_depth = json_depth(adapted) if quirks.applied else depth
        validate(adapted, adapted_depth)
        plan = Plan(adapted, registry, name, quirks, options, depth=adapted_depth)
        plan.bind_static()
        return plan

    return run_deep(load, depth)


def _warn_unused(data: Mapping[str, Any], tables: Mapping[str, Any]) -> None:
    """An ``UnusedBindingWarning`` for each binding that names no table and
    no file the plan reads (a typo, or a plan that reads other files)."""
    for name in unused_bindings(data, tables):
        warnings.warn(
            f"tables[{name!r}] names no table and no file the plan reads",
            UnusedBindingWarning,
            stacklevel=_outside_package(),
        )


def _outside_package() -> int:
    """The ``stacklevel`` of the first caller outside this package (the
    user's line, however many of the package's frames lie between)."""
    package = str(Path(__file__).resolve().parent.parent)
    frame = sys._getframe(1)
    level = 1
    while frame.f_back is not None and str(Path(frame.f_code.co_filename).resolve()).startswith(
        package
    ):
        frame = frame.f_back
        level += 1
    return level


def _plan_depth(plan: Plan) -> int:
    return plan.depth


class Plan:
    """A plan whose expressions are typed. ``roots`` is empty until binding
    succeeded (always, unless a read takes its schema from the data)."""

    def __init__(
        self,
        data: dict[str, Any],
        registry: Registry,
        name: str = "<plan>",
        quirks: Quirks | None = None,
        options: PlanOptions | None = None,
        *,
        depth: int | None = None,
    ) -> None:
        self.data = data
        self.options = options if options is not None else PlanOptions()
        # The stack its recursive stages need (``depth``: measured by the caller).
        self.depth = json_depth(data) if depth is None else depth
        self.quirks = quirks
        self.registry = registry
        self.name = name
        self.bound: BoundPlan | None = None  # the binding loading made, if it could
        self.deferred: PlanError | None = None  # reads that need the data's schema

    def bind_static(self) -> None:
        try:
            self.bound = self._bind()
        except PlanError as error:
            if not all(p.message.startswith(DEFERRED) for p in error.problems):
                raise
            self.deferred = error

    def _bind(self, data_schemas: DataSchemas | None = None) -> BoundPlan:
        """Bind the plan; where a plan declares no spec version and has an
        aggregate with several grouping sets, bind it with and without the
        grouping-set column and take the reading its consumers fit."""
        quirks = self.quirks if self.quirks is not None else Quirks(producer_of(self.data))
        readings = [True] if quirks.grouping_set_column is not None else [True, False]
        bound: list[BoundPlan] = []
        errors: list[PlanError] = []
        for reading in readings:
            try:
                one = bind_plan(
                    self.data,
                    self.registry,
                    data_schemas,
                    quirks,
                    grouping_set_column=reading,
                    options=self.options,
                )
            except PlanError as error:
                errors.append(error)
                continue
            bound.append(one)
            if not one.uses_grouping_sets:
                break  # both readings are the same plan
        if not bound:
            raise errors[0]
        best = min(b.unused_outputs for b in bound)
        fitting = [b for b in bound if b.unused_outputs == best]
        if len(fitting) > 1 and quirks.producer.minor is not None:
            fitting = fitting[:1]  # the spec's reading: with the column
        if len(fitting) > 1:
            raise PlanError(
                [
                    PlanProblem(
                        "version",
                        "the plan declares no spec version and its consumers fit an aggregate "
                        "with several grouping sets both with and without the grouping-set "
                        "column; declare `version` (0.9 or later counts the column)",
                    )
                ]
            )
        chosen = fitting[0]
        if len(readings) > 1 and chosen.uses_grouping_sets:
            rule = AppliedRule(
                "grouping-set-column-by-use",
                "version",
                "no spec version declared; the emits and root names fit aggregates "
                + ("with" if chosen.grouping_set_column else "without")
                + " the grouping-set column",
            )
            chosen = dataclasses.replace(chosen, rules=(*chosen.rules, rule))
        return chosen

    @property
    def roots(self) -> list[m.Root]:
        """The bound roots; empty until binding succeeded (a read whose schema
        comes from the data binds when the plan runs)."""
        return list(self.bound.roots) if self.bound is not None else []

    @property
    def rules(self) -> list[AppliedRule]:
        """The producer-compatibility rules loading the plan needed, in order
        (a run's own are on its ``PlanRun``). Until the data is read, only the
        document's rules are known."""
        if self.bound is not None:
            return list(self.bound.rules)
        return list(self.quirks.applied) if self.quirks is not None else []

    def check(self) -> list[m.Root]:
        """The bound roots; PlanError if some read's schema is only known from data."""
        if self.deferred is not None:
            raise self.deferred
        return self.roots

    # ------------------------------------------------------------------ engines

    @deep_on(_plan_depth)
    def run(
        self,
        spark: SparkSession,
        tables: Mapping[str, TableValue] | None = None,
        *,
        lowering: str = "auto",
    ) -> PlanRun:
        """Lower the plan on Spark: one DataFrame per root (``frames``); write
        relations write while this runs. ``lowering``: ``auto`` runs one
        ``spark.sql`` statement per root where one statement can say the plan
        (``to_spark_sql``), else the DataFrame API; ``statement`` or
        ``dataframe`` insists on one (``statement`` raises ``PlanError`` where
        it cannot). The result says which ran, what was written and every
        compatibility rule loading and running needed."""
        if tables:
            _warn_unused(self.data, tables)
        backend = _spark()
        source = backend.data_source(spark, tables, strict_schema=self.options.strict_schema)
        bound = self.bound
        if self.deferred is not None or bound is None or not bound.roots:
            bound = self._bind(source.schema)
        ran = backend.run_plan(bound.roots, source, lowering)
        return dataclasses.replace(ran, rules=(*bound.rules, *ran.rules))

    def to_dataframes(
        self,
        spark: SparkSession,
        tables: Mapping[str, TableValue] | None = None,
        *,
        lowering: str = "auto",
    ) -> list[DataFrame]:
        """One DataFrame per root (``run``'s frames)."""
        return list(self.run(spark, tables, lowering=lowering).frames)

    def collect(
        self,
        spark: SparkSession,
        tables: Mapping[str, TableValue] | None = None,
        *,
        root: int = -1,
        lowering: str = "auto",
    ) -> list[Row]:
        """Run one root (the last by default) and return its rows. A Spark
        failure becomes a ``PlanError`` naming the root, Spark's message kept."""
        frame = self.to_dataframe(spark, tables, root=root, lowering=lowering)
        return _spark().collect(frame, self.root_path(root))

    def root_path(self, root: int) -> str:
        """The JSON path of root number ``root`` (negative counts from the end)."""
        roots = [
            f"relations[{i}].root"
            for i, r in enumerate(self.data.get("relations", []))
            if "root" in r
        ]
        return roots[root] if roots else "relations"

    def to_dataframe(
        self,
        spark: SparkSession,
        tables: Mapping[str, TableValue] | None = None,
        *,
        root: int = -1,
        lowering: str = "auto",
    ) -> DataFrame:
        """The DataFrame of one root (the last by default)."""
        return self.to_dataframes(spark, tables, lowering=lowering)[root]

    # ------------------------------------------------------------------ Substrait

    @deep_on(_plan_depth)
    def to_substrait(self) -> Any:
        """The plan as a standard ``substrait.Plan`` message: strings become
        Substrait expressions, schema strings NamedStructs, and the functions
        used are declared (extension URNs and anchors). For another engine's
        limits, ``substrait_expr.targets.for_target`` rewrites the message."""
        from substrait_expr.plan.emit import to_plan_message

        self.check()
        assert self.bound is not None
        return to_plan_message(self.bound.info, self.registry)

    @deep_on(_plan_depth)
    def to_text_plan(
        self,
        spark: SparkSession | None = None,
        tables: Mapping[str, TableValue] | None = None,
    ) -> dict[str, Any]:
        """The plan as a plan file in this project's form (``decompile``):
        expressions, sort keys, measures and schemas as text, fields by name,
        subqueries named; it loads again to the same plan. A read whose schema
        the plan does not write takes it from the data, which needs ``spark``
        (and ``tables`` bindings, as for running). Raises ``PlanError`` at an
        expression that has no text form."""
        from substrait_expr.plan.decompile import decompile

        bound = self.bound
        if self.deferred is not None or not self.roots:
            if spark is None:
                raise self.deferred or PlanError.at("relations", "the plan has no roots")
            bound = self._bind(_spark().data_source(spark, tables).schema)  # schemas only
        assert bound is not None
        return decompile(bound)

    @deep_on(_plan_depth)
    def to_spark_sql(
        self, tables: Mapping[str, str] | None = None, *, ansi: bool = True
    ) -> list[str]:
        """One Spark SQL statement per root, as a person would read it:
        relations as ``WITH`` clauses, expressions as the plan runs them.
        ``tables`` maps table names to Parquet paths (others stay names);
        ``ansi`` is the target session's ``spark.sql.ansi.enabled``. Raises
        ``PlanError`` at the relation one statement cannot express."""
        return _spark().plan_statements(self.check(), tables, ansi=ansi)

    @deep_on(_plan_depth)
    def explain(self, format: str = "text", *, color: bool = False) -> str:
        """The relation tree, each relation with its expressions as text and its
        output schema. ``format``: ``text`` (then the producer-compatibility
        rules the plan needed; ``color`` adds terminal colours), ``json`` (the
        tree as data, with the rules) or ``mermaid`` (a flowchart)."""
        from substrait_expr.plan.explain import format_mermaid, format_tree, tree_data

        roots = self.check()
        assert self.bound is not None
        parts = (roots, self.bound.texts, self.bound.subquery_relations)
        names = self.bound.subquery_names
        if format == "json":
            import json

            rules = [dataclasses.asdict(rule) for rule in self.rules]
            return json.dumps({"roots": tree_data(*parts, names), "rules": rules}, indent=2)
        if format == "mermaid":
            return format_mermaid(tree_data(*parts, names))
        if format != "text":
            raise ArgumentValueError(f"unknown explain format {format!r}: text, json or mermaid")
        tree = format_tree(*parts, names, color=color)
        return tree + ("\n\n" + self.describe_rules() if self.rules else "")

    def describe_rules(self) -> str:
        """The producer-compatibility rules the plan needed, one per line
        (``docs/interop.md`` explains each)."""
        producer = self.quirks.producer if self.quirks is not None else producer_of(self.data)
        lines = [f"compatibility rules applied ({producer}):"]
        lines += [f"  {rule}" for rule in self.rules]
        return "\n".join(lines)


def _spark() -> Backend:
    """The engine of the methods that take a Spark session."""
    return get_backend("spark")
