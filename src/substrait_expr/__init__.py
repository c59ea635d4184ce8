"""substrait-expr: a compiler for human-readable Substrait record-level expressions.

Stages: ``parse`` (text → AST), ``check`` (AST + schema → typed IR),
``to_column`` (typed IR → pyspark Column).
"""

from substrait_expr.ast.printer import to_text
from substrait_expr.diagnostics import Code, CompileError, Diagnostic
from substrait_expr.parser import parse, parse_type
from substrait_expr.typecheck.check import check
from substrait_expr.typecheck.registry import Registry
from substrait_expr.typecheck.schema import Schema

__all__ = [
    "Code",
    "CompileError",
    "Diagnostic",
    "Registry",
    "Schema",
    "check",
    "parse",
    "parse_type",
    "to_text",
]
