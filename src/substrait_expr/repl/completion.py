"""Tab completion: commands, field names, function names, keywords, type names, paths."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document

from substrait_expr.ast.printer import quote_name
from substrait_expr.ast.typenames import CANONICAL_NAMES
from substrait_expr.repl.commands import COMMANDS
from substrait_expr.repl.lexing import COMMAND_PREFIX, KEYWORDS, split_command
from substrait_expr.repl.state import ReplState

__all__ = ["TYPE_NAMES", "ReplCompleter"]

TYPE_NAMES: tuple[str, ...] = tuple(sorted(CANONICAL_NAMES))
_PATH_COMMANDS = frozenset({"load", "ext"})
_WORD = re.compile(r'("[^"]*|[A-Za-z_][A-Za-z0-9_]*)$')
_AFTER_CAST = re.compile(r"(::\s*|\b(?:try_)?cast\s*\([^()]*\bas\s+)[A-Za-z_]*$", re.IGNORECASE)


class ReplCompleter(Completer):
    """Completes what fits where the cursor is.

    After ``::`` only type names; at a ``:`` command name; after ``:load`` or
    ``:ext`` file paths; elsewhere fields of the current schema, function
    names of the registry (once it is loaded: completion never waits for it),
    keywords and type names, matched case-insensitively by prefix.
    """

    def __init__(self, state: ReplState) -> None:
        self.state = state
        self.paths = PathCompleter(expanduser=True)

    def get_completions(
        self, document: Document, complete_event: CompleteEvent
    ) -> Iterator[Completion]:
        before = document.text_before_cursor
        command = split_command(before)
        if command is not None:
            name, argument, offset = command
            if offset == len(before) and not before.endswith(" ") and argument == "":
                yield from self._commands(name)
                return
            if name in _PATH_COMMANDS:
                yield from self.paths.get_completions(Document(argument), complete_event)
                return
            if name == "functions":
                yield from _matching(self._functions(), argument, "function")
                return
            before = argument
        match = _WORD.search(before)
        word = match.group(1) if match else ""
        if _AFTER_CAST.search(before):
            yield from _matching(self._types(), word, "type")
            return
        if word.startswith('"'):
            quoted = (quote_name(name) for name in self.state.schema.names)
            yield from _matching((n for n in quoted if n.startswith('"')), word, "field")
            return
        yield from _matching((quote_name(name) for name in self.state.schema.names), word, "field")
        yield from _matching(self._functions(), word, "function")
        keywords = (k.lower() for k in KEYWORDS) if word.islower() else iter(KEYWORDS)
        yield from _matching(keywords, word, "keyword")
        yield from _matching(self._types(), word, "type")

    def _commands(self, prefix: str) -> Iterator[Completion]:
        typed = COMMAND_PREFIX + prefix
        for name, command in COMMANDS.items():
            if name == command.name and name.startswith(prefix.lower()):
                yield Completion(
                    COMMAND_PREFIX + name + " ",
                    start_position=-len(typed),
                    display=COMMAND_PREFIX + name,
                    display_meta=command.summary,
                )

    def _functions(self) -> Iterable[str]:
        compiler = self.state.compiler
        return compiler.registry.function_names() if compiler.registry_loaded else ()

    def _types(self) -> Iterable[str]:
        yield from TYPE_NAMES
        compiler = self.state.compiler
        if compiler.registry_loaded:
            for extension in compiler.registry:
                for user_type in extension.types:
                    yield f"u!{user_type.name}"


def _matching(candidates: Iterable[str], word: str, meta: str) -> Iterator[Completion]:
    lowered = word.lower()
    seen: set[str] = set()
    for candidate in candidates:
        if candidate in seen or not candidate.lower().startswith(lowered):
            continue
        seen.add(candidate)
        yield Completion(candidate, start_position=-len(word), display_meta=meta)
