"""Fuzzing substrait-expr: seeded mutations of expressions, plans and extension YAML.

``python -m tools.fuzz.run`` runs them through every public entry point, each
input in a worker process with a time limit, and reports every exception that
is not one of the project's errors (``CompileError``, ``PlanError``,
``ExtensionError``, ``SchemaError`` for a schema argument) and every hang, each
with a shrunk reproducer. ``tests/test_fuzz.py`` runs a small budget in CI.
"""
