"""The REPL on a terminal: prompt_toolkit editing, history, completion, highlighting.

The first prompt appears before anything slow happens; once it is on the
screen, ``warm_up`` reads the extension registry and starts Spark in the
background.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from pathlib import Path

from prompt_toolkit import PromptSession
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.output import Output
from prompt_toolkit.patch_stdout import patch_stdout

from substrait_expr.repl.commands import execute, guarded, load_into
from substrait_expr.repl.completion import ReplCompleter
from substrait_expr.repl.files import history_path
from substrait_expr.repl.highlighting import STYLE, ExpressionLexer
from substrait_expr.repl.lexing import needs_more
from substrait_expr.repl.state import ReplState

__all__ = [
    "PROMPT",
    "key_bindings",
    "make_prompt_session",
    "open_history",
    "run_interactive",
    "warm_up",
]

PROMPT = "sx> "


def key_bindings() -> KeyBindings:
    """Enter runs a complete input and continues an unfinished one on a new line;
    Enter on an empty continuation line runs it anyway (to see the error);
    Escape Enter always starts a new line."""
    bindings = KeyBindings()

    @bindings.add("enter")
    def _enter(event: KeyPressEvent) -> None:
        buffer = event.current_buffer
        state = buffer.complete_state
        if state is not None and state.current_completion is not None:
            buffer.apply_completion(state.current_completion)
            return
        text = buffer.text
        last_line = text.rsplit("\n", 1)[-1]
        at_end = buffer.document.is_cursor_at_the_end
        if at_end and last_line.strip() and needs_more(text):
            buffer.insert_text("\n")
        else:
            buffer.validate_and_handle()

    @bindings.add("escape", "enter")
    def _newline(event: KeyPressEvent) -> None:
        event.current_buffer.insert_text("\n")

    return bindings


def _continuation(width: int, line_number: int, wrap_count: int) -> str:
    return "...".rjust(width - 1) + " "


def open_history(path: Path) -> History:
    """A history file at ``path`` (folders made as needed); in memory if it cannot be."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(exist_ok=True)
    except OSError as error:
        print(f"(history is not saved: {error})", file=sys.stderr)
        return InMemoryHistory()
    return FileHistory(str(path))


def make_prompt_session(
    state: ReplState,
    *,
    history: History | None = None,
    input: Input | None = None,
    output: Output | None = None,
) -> PromptSession[str]:
    return PromptSession(
        PROMPT,
        multiline=True,
        prompt_continuation=_continuation,
        key_bindings=key_bindings(),
        lexer=ExpressionLexer(),
        completer=ReplCompleter(state),
        complete_while_typing=False,
        history=history if history is not None else open_history(history_path()),
        style=STYLE,
        include_default_pygments_style=False,
        input=input,
        output=output,
    )


def warm_up(state: ReplState, load: str | None) -> threading.Thread:
    """In the background: read the registry, start Spark, then load the ``--load`` file.

    Commands that use data wait until this is done (``state.wait_for_startup``).
    """
    if load is not None:
        state.startup_done.clear()

    def work() -> None:
        try:
            state.compiler.registry  # noqa: B018 - reads the extension files now
            state.runtime.start()
            if load is not None:
                guarded(state, lambda: load_into(state, load))
        finally:
            state.startup_done.set()

    thread = threading.Thread(target=work, name="substrait-expr-warm-up", daemon=True)
    thread.start()
    return thread


def run_interactive(
    state: ReplState,
    load: str | None = None,
    *,
    session: PromptSession[str] | None = None,
    start_spark: bool = True,
) -> None:
    """Prompt until ``:quit`` or Ctrl-D. Ctrl-C drops the input being typed.

    The background start (``warm_up``) begins once the first prompt is on the
    screen; with ``start_spark=False`` nothing starts early and ``load`` is
    read before the first prompt.
    """
    prompt_session = session if session is not None else make_prompt_session(state)
    started = False

    def begin() -> None:
        nonlocal started
        if not started:
            started = True
            warm_up(state, load)

    if not start_spark and load is not None:
        guarded(state, lambda: load_into(state, load))
    state.write("substrait-expr REPL: :help lists the commands, Ctrl-D leaves.")
    with patch_stdout(raw=True) if session is None else contextlib.nullcontext():
        while True:
            try:
                text = prompt_session.prompt(pre_run=begin if start_spark else None)
            except KeyboardInterrupt:
                continue
            except EOFError:
                break
            if not execute(state, text):
                break
