"""substrait-expr: a compiler for human-readable Substrait record-level expressions.

Stages: ``parse`` (text → AST), ``check`` (AST + schema → typed IR),
``to_column`` (typed IR → pyspark Column).

Names whose modules import pyspark are loaded on first use, so that
``import substrait_expr`` (and the REPL's prompt) stays fast; ``dir()`` and
``__all__`` list them all the same.

Every error raised on bad input derives from ``Error`` (docs/embedding.md,
"Errors").
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import (
    ArgumentTypeError,
    ArgumentValueError,
    Code,
    CompileError,
    Diagnostic,
    Error,
)
from substrait_expr.limits import Limits, current_limits, using_limits
from substrait_expr.parser import parse, parse_type
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import ExtensionError, Registry, RegistryLookupError
from substrait_expr.typecheck.schema import Schema, SchemaError
from substrait_expr.typecheck.type_syntax import TypeSyntaxError

if TYPE_CHECKING:
    from substrait_expr.backends.spark.columns.column import to_column, to_spark_sql
    from substrait_expr.backends.spark.from_spark import from_spark
    from substrait_expr.backends.spark.from_spark.errors import FromSparkError
    from substrait_expr.backends.spark.types import schema_from_spark
    from substrait_expr.compiler import Compiler
    from substrait_expr.plan import Plan, PlanError, PlanOptions, load_plan
    from substrait_expr.plan.errors import EngineError
    from substrait_expr.substrait import to_substrait
    from substrait_expr.substrait.errors import ProtoError

# public name → the module that defines it, imported on first access
_LAZY = {
    "Compiler": "substrait_expr.compiler",
    "from_spark": "substrait_expr.backends.spark.from_spark",
    "to_column": "substrait_expr.backends.spark.columns.column",
    "to_spark_sql": "substrait_expr.backends.spark.columns.column",
    "schema_from_spark": "substrait_expr.backends.spark.types",
    "to_substrait": "substrait_expr.substrait",
    "load_plan": "substrait_expr.plan",
    "Plan": "substrait_expr.plan",
    "PlanError": "substrait_expr.plan",
    "PlanOptions": "substrait_expr.plan",
    "EngineError": "substrait_expr.plan.errors",
    "ProtoError": "substrait_expr.substrait.errors",
    "FromSparkError": "substrait_expr.backends.spark.from_spark.errors",
}

__all__ = [
    "ArgumentTypeError",
    "ArgumentValueError",
    "Code",
    "CompileError",
    "Compiler",
    "Diagnostic",
    "EngineError",
    "Error",
    "ExtensionError",
    "FromSparkError",
    "Limits",
    "Plan",
    "PlanError",
    "PlanOptions",
    "ProtoError",
    "Registry",
    "RegistryLookupError",
    "Schema",
    "SchemaError",
    "TypeSyntaxError",
    "check",
    "current_limits",
    "from_spark",
    "load_plan",
    "parse",
    "parse_type",
    "schema_from_spark",
    "to_column",
    "to_spark_sql",
    "to_substrait",
    "to_text",
    "using_limits",
]


def __dir__() -> list[str]:
    # The lazily loaded names too: the whole public API, as ``__all__``.
    return sorted(set(globals()) | set(__all__))


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'substrait_expr' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
