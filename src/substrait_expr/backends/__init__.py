"""Execution backends behind one small protocol.

Everything before a backend (parser, AST, type checker, the bound plan model,
the Substrait reader and writer) is engine-neutral and imports no engine
library. A backend says which bound constructs it can run (diagnostics with
reasons), lowers one checked expression, and lowers a bound plan. Spark is
the one backend today (``backends/spark/``); ``get_backend`` finds one by name
and imports it only then, so ``import substrait_expr`` stays engine-free
(``plan/engine.py``).
"""

from __future__ import annotations

# The protocol and the lookup live in the plan layer, which may not import
# this package; they are re-exported here, where backends are.
from substrait_expr.plan.engine import BACKENDS, Backend, DataSource, PlanRun, get_backend

__all__ = ["BACKENDS", "Backend", "DataSource", "PlanRun", "get_backend"]
