"""The interactive shell behind ``substrait-expr repl``.

Modules: ``lexing`` (tokens and line continuation), ``highlighting``,
``completion``, ``commands`` (``:type``, ``:load`` ...), ``state`` (what a
session remembers), ``runtime`` (the lazily started Spark session),
``loading`` (data files), ``evaluate`` and ``table`` (running an expression
and showing its rows), ``loop`` (the prompt and piped input).
"""

from substrait_expr.repl.loop import ReplOptions, add_arguments, run_repl

__all__ = ["ReplOptions", "add_arguments", "run_repl"]
