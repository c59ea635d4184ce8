"""Nothing outside ``backends/spark/`` imports pyspark.

The parser, type checker, plan binder, Substrait reader and writer, explain
and decompile are engine-neutral (``backends/__init__.py``). Two checks keep
them so: every module of the package is read for pyspark imports (only
annotations, under ``if TYPE_CHECKING:``, may name it outside the Spark
backend), and the neutral operations run in a fresh interpreter that must end
without pyspark loaded.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "substrait_expr"
SPARK_BACKEND = PACKAGE / "backends" / "spark"


def _is_pyspark(module: str | None) -> bool:
    return module is not None and (module == "pyspark" or module.startswith("pyspark."))


def _is_type_checking(test: ast.expr) -> bool:
    """``if TYPE_CHECKING:`` or ``if typing.TYPE_CHECKING:``."""
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def pyspark_imports(source: str) -> list[tuple[int, str]]:
    """(line, statement) of each pyspark import in ``source`` that is not
    under ``if TYPE_CHECKING:`` (its ``else`` branch runs, so it counts):
    ``import pyspark...``, ``from pyspark... import``, and
    ``importlib.import_module("pyspark...")`` / ``__import__("pyspark...")``."""
    found: list[tuple[int, str]] = []
    stack: list[tuple[ast.AST, bool]] = [(ast.parse(source), False)]
    while stack:
        node, annotations_only = stack.pop()
        if not annotations_only:
            if isinstance(node, ast.Import):
                found += [
                    (node.lineno, f"import {a.name}") for a in node.names if _is_pyspark(a.name)
                ]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and _is_pyspark(node.module):
                found.append((node.lineno, f"from {node.module} import ..."))
            elif isinstance(node, ast.Call) and _dynamic_pyspark(node):
                found.append((node.lineno, ast.unparse(node)))
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack += [(child, True) for child in node.body]
            stack += [(child, annotations_only) for child in node.orelse]
            continue
        stack += [(child, annotations_only) for child in ast.iter_child_nodes(node)]
    return sorted(found)


def _dynamic_pyspark(call: ast.Call) -> bool:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name not in ("import_module", "__import__") or not call.args:
        return False
    first = call.args[0]
    return (
        isinstance(first, ast.Constant)
        and isinstance(first.value, str)
        and _is_pyspark(first.value)
    )


def test_the_checker_sees_imports_and_allows_annotations() -> None:
    source = textwrap.dedent(
        """
        from typing import TYPE_CHECKING
        import typing
        if TYPE_CHECKING:
            from pyspark.sql import Column
            import pyspark
        else:
            import pyspark.sql.functions
        if typing.TYPE_CHECKING:
            from pyspark.sql import DataFrame

        def lazy():
            from pyspark.sql import functions as F
            import importlib
            importlib.import_module("pyspark.sql")
            import pysparkling
            from .pyspark import x
        """
    )
    assert [line for line, _ in pyspark_imports(source)] == [8, 13, 15]


def test_no_module_outside_the_spark_backend_imports_pyspark() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.is_relative_to(SPARK_BACKEND):
            continue
        for line, statement in pyspark_imports(path.read_text("utf-8")):
            offenders.append(f"{path.relative_to(ROOT)}:{line}: {statement}")
    assert offenders == []


NEUTRAL = """
import json
import sys

import substrait_expr as se
from substrait_expr.backends.spark.capabilities import unsupported_relations
from substrait_expr.typecheck.schema import Schema

schema = Schema.parse("a: i32, b: string?")
se.parse("a + 1 > 2 AND b IS NULL")
se.check("a + 1 > 2 AND b IS NULL", schema)
se.to_substrait("a + 1 > 2 AND b IS NULL", schema)

plan = se.load_plan("examples/tpch/q01.json")
roots = plan.check()
plan.to_substrait()
for view in ("text", "json", "mermaid"):
    plan.explain(view)
plan.to_text_plan()
unsupported_relations(roots)  # the relation side of Spark's capability table

print(json.dumps(sorted(m for m in sys.modules if m == "pyspark" or m.startswith("pyspark."))))
"""


def test_the_neutral_operations_never_load_pyspark() -> None:
    result = subprocess.run(
        [sys.executable, "-c", NEUTRAL],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []
