"""REPL commands (``:type EXPR``, ``:load PATH`` ...) and the dispatcher for one input.

Each command is a function ``(state, argument) -> None`` that writes its
output through ``state.write`` and reports mistakes by raising; ``execute``
turns every user error into its message, so no traceback reaches the user.
"""

from __future__ import annotations

import difflib
import textwrap
import traceback
from collections.abc import Callable
from dataclasses import dataclass

from substrait_expr.ast.printer import to_text
from substrait_expr.ast.serialize import outline
from substrait_expr.diagnostics import CompileError
from substrait_expr.plan.errors import PlanError
from substrait_expr.repl.evaluate import evaluate, typecheck
from substrait_expr.repl.lexing import COMMAND_PREFIX, split_command
from substrait_expr.repl.loading import load_table, parse_load_argument
from substrait_expr.repl.runtime import JobCancelled, SparkJobFailed, SparkUnavailable
from substrait_expr.repl.state import ReplError, ReplState
from substrait_expr.typecheck.extensions import FunctionImpl, FunctionKind
from substrait_expr.typecheck.registry import ExtensionError
from substrait_expr.typecheck.schema import Schema, SchemaError

__all__ = ["COMMANDS", "Command", "execute", "guarded", "help_text", "load_into"]

# Errors a user can cause; they are shown as their message and the REPL goes on.
USER_ERRORS = (
    CompileError,
    ReplError,
    SchemaError,
    ExtensionError,
    SparkUnavailable,
    SparkJobFailed,
    PlanError,
)


@dataclass(frozen=True)
class Command:
    name: str
    usage: str
    summary: str
    run: Callable[[ReplState, str], None]
    aliases: tuple[str, ...] = ()


class Quit(Exception):
    """Raised by ``:quit`` to end the session."""


def _need(argument: str, usage: str) -> str:
    if not argument.strip():
        raise ReplError(f"usage: {usage}")
    return argument


# -- commands -------------------------------------------------------------------


def cmd_help(state: ReplState, argument: str) -> None:
    state.write(help_text())


def cmd_schema(state: ReplState, argument: str) -> None:
    if argument.strip():
        had_data = state.table is not None
        state.set_schema(Schema.parse(argument))
        if had_data:
            state.write("(the loaded data is no longer used: type-checking only; :use NAME)")
    state.write(f"schema: {state.schema}" if len(state.schema) else "schema: (no fields)")


def cmd_load(state: ReplState, argument: str) -> None:
    state.wait_for_startup()
    load_into(state, argument)


def load_into(state: ReplState, argument: str) -> None:
    """``:load`` without waiting for start-up work (it is the start-up work for ``--load``)."""
    path, name = parse_load_argument(argument)
    if not state.runtime.ready:
        state.write(f"(starting Spark on {state.runtime.target}...)")
    table = load_table(state.runtime, path, name)
    state.use(table)
    state.write(f"loaded {table.name} from {table.path}\nschema: {table.schema}")


def cmd_tables(state: ReplState, argument: str) -> None:
    state.wait_for_startup()
    if not state.tables:
        state.write("no tables loaded (:load PATH [AS name])")
        return
    for table in state.tables.values():
        marker = "*" if table.name == state.current else " "
        state.write(f"{marker} {table.name}  {table.path}\n    {table.schema}")


def cmd_use(state: ReplState, argument: str) -> None:
    name = _need(argument, ":use NAME").strip()
    state.wait_for_startup()
    table = state.tables.get(name)
    if table is None:
        known = ", ".join(state.tables) or "none loaded"
        raise ReplError(f"no table {name!r} (tables: {known})")
    state.use(table)
    state.write(f"using {table.name}\nschema: {table.schema}")


def cmd_type(state: ReplState, argument: str) -> None:
    checked = typecheck(state, _need(argument, ":type EXPR"))
    state.write(str(checked.typed.type))


def cmd_ast(state: ReplState, argument: str) -> None:
    tree = state.compiler.parse(_need(argument, ":ast EXPR"))
    state.write(f"{to_text(tree)}\n{outline(tree)}")


def cmd_substrait(state: ReplState, argument: str) -> None:
    text = _need(argument, ":substrait EXPR")
    try:
        from substrait_expr.substrait import to_json
    except ImportError as error:  # the Substrait writer is a separate stage
        if error.name is None or not error.name.startswith("substrait_expr.substrait"):
            raise
        raise ReplError("Substrait output is not available in this installation") from None
    checked = typecheck(state, text)  # an aggregate call becomes a measure, as in :type
    message = state.compiler.to_substrait(text, state.schema, context=checked.context)
    state.write(to_json(message))


def cmd_spark(state: ReplState, argument: str) -> None:
    text = _need(argument, ":spark EXPR")
    checked = typecheck(state, text)
    if not state.runtime.ready:
        state.write(f"(starting Spark on {state.runtime.target}...)")
    state.runtime.session()
    column = state.compiler.to_column(text, state.schema, context=checked.context)
    state.write(str(column))


def cmd_ext(state: ReplState, argument: str) -> None:
    path = _need(argument, ":ext PATH").strip().strip("'\"")
    before = len(state.compiler.registry.function_names())
    state.compiler.add_extension(path)
    after = len(state.compiler.registry.function_names())
    state.write(f"loaded {path}: {after - before} new function name(s), {after} in all")


def cmd_functions(state: ReplState, argument: str) -> None:
    prefix = argument.strip()
    registry = state.compiler.registry
    names = [name for name in registry.function_names() if name.startswith(prefix)]
    if not names:
        close = registry.closest_names(prefix) if prefix else []
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise ReplError(f"no function starts with {prefix!r}{hint}")
    if not prefix:
        listed = textwrap.fill(", ".join(names), width=88)
        state.write(f"{listed}\n({len(names)} functions; :functions PREFIX shows signatures)")
        return
    lines = [signature(impl) for name in names for impl in registry.impls(name)]
    state.write("\n".join(lines))


def signature(impl: FunctionImpl) -> str:
    """``add(i32, i32) -> i32  [functions_arithmetic]``; variadic args end with ``...``."""
    text = str(impl)
    if impl.variadic is not None:
        text = text[:-1] + "...)"
    result = impl.return_text.strip().splitlines()[-1].strip()
    kind = "" if impl.kind is FunctionKind.SCALAR else f" ({impl.kind.value})"
    return f"{text} -> {result}{kind}  [{impl.namespace}]"


def cmd_rows(state: ReplState, argument: str) -> None:
    if argument.strip():
        try:
            rows = int(argument)
        except ValueError:
            raise ReplError(
                f"usage: :rows N (a positive number, not {argument.strip()!r})"
            ) from None
        if rows < 1:
            raise ReplError("usage: :rows N (a positive number)")
        state.rows = rows
    state.write(f"showing up to {state.rows} rows")


def cmd_plan(state: ReplState, argument: str) -> None:
    """The relation tree of a plan file, as ``substrait-expr explain`` shows it."""
    words = _need(argument, ":plan FILE [text|json|mermaid]").split()
    view = words[1] if len(words) > 1 else "text"
    if len(words) > 2 or view not in ("text", "json", "mermaid"):
        raise ReplError("usage: :plan FILE [text|json|mermaid]")
    from substrait_expr.plan.plan import load_plan

    plan = load_plan(words[0], state.compiler.registry)
    state.write(plan.explain(view))


def cmd_quit(state: ReplState, argument: str) -> None:
    raise Quit


_COMMAND_LIST = (
    Command("help", ":help", "this list", cmd_help, ("h", "?")),
    Command(
        "schema",
        ":schema [a: i32, b: string?]",
        "set the input schema (no data) or show it",
        cmd_schema,
    ),
    Command(
        "load",
        ":load PATH [AS name]",
        "read a parquet/csv/json file; it becomes the current data and schema",
        cmd_load,
    ),
    Command("tables", ":tables", "list loaded tables (* marks the current one)", cmd_tables),
    Command("use", ":use NAME", "make a loaded table the current data", cmd_use),
    Command("type", ":type EXPR", "the result type of EXPR", cmd_type, ("t",)),
    Command("ast", ":ast EXPR", "the syntax tree of EXPR", cmd_ast),
    Command("substrait", ":substrait EXPR",
            "EXPR as a Substrait ExtendedExpression, JSON", cmd_substrait),
    Command("spark", ":spark EXPR", "the pyspark Column EXPR compiles to", cmd_spark),
    Command("ext", ":ext PATH", "load an extension YAML file (or folder of them)", cmd_ext),
    Command("functions", ":functions [PREFIX]",
            "function names, or the signatures of those starting with PREFIX", cmd_functions),
    Command("plan", ":plan FILE [text|json|mermaid]",
            "the relation tree of a plan file, expressions as text", cmd_plan),
    Command("rows", ":rows [N]", "how many result rows to show (default 20)", cmd_rows),
    Command("quit", ":quit", "leave (or Ctrl-D)", cmd_quit, ("q", "exit")),
)  # fmt: skip
COMMANDS: dict[str, Command] = {
    key: command for command in _COMMAND_LIST for key in (command.name, *command.aliases)
}


def help_text() -> str:
    width = max(len(command.usage) for command in _COMMAND_LIST)
    lines = ["Type an expression to check it and, with data loaded, run it on Spark.", ""]
    lines += [f"  {command.usage.ljust(width)}  {command.summary}" for command in _COMMAND_LIST]
    lines += [
        "",
        "An unclosed bracket or quote, or a trailing operator, continues on the next line;",
        "an empty line ends the input. Tab completes; Ctrl-C cancels; Ctrl-D leaves.",
    ]
    return "\n".join(lines)


def execute(state: ReplState, text: str) -> bool:
    """Run one input (a command or an expression). False when the session should end."""
    if not text.strip():
        return True
    try:
        guarded(state, lambda: _dispatch(state, text))
    except Quit:
        return False
    return True


def guarded(state: ReplState, action: Callable[[], None]) -> None:
    """Run ``action``, writing any error as a message (only ``Quit`` gets through)."""
    try:
        action()
    except Quit:
        raise
    except USER_ERRORS as error:
        state.errors += 1
        state.write(str(error))
    except JobCancelled as error:
        state.write(f"({error})")
    except KeyboardInterrupt:
        state.write("(cancelled)")
    except Exception as error:  # a bug: report it and keep the session alive
        state.errors += 1
        details = "".join(traceback.format_exception_only(type(error), error)).strip()
        state.write(f"internal error (please report it): {details}")


def _dispatch(state: ReplState, text: str) -> None:
    command = split_command(text)
    if command is None:
        _await_startup(state)
        state.write(evaluate(state, text))
        return
    name, argument, _ = command
    found = COMMANDS.get(name)
    if found is None:
        close = difflib.get_close_matches(name, list(COMMANDS), n=1)
        hint = f"; did you mean {COMMAND_PREFIX}{close[0]}?" if close else ""
        raise ReplError(f"unknown command {COMMAND_PREFIX}{name}{hint} (:help lists them)")
    if found.name not in _SCHEMA_FREE:
        _await_startup(state)
    found.run(state, argument)


# Commands that do not depend on the schema or data, so need not wait for --load.
_SCHEMA_FREE = frozenset({"help", "quit", "ast", "functions", "rows"})


def _await_startup(state: ReplState) -> None:
    """The --load file decides the schema: wait for it before reading the schema."""
    if not state.startup_done.is_set():
        state.write("(waiting for the start-up data to load...)")
    state.wait_for_startup()
