"""What a REPL session remembers: the compiler, the schema, loaded tables, Spark."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from substrait_expr.compiler import Compiler
from substrait_expr.repl.runtime import JobCancelled, SparkRuntime
from substrait_expr.typecheck.schema import Schema

__all__ = ["DEFAULT_ROWS", "ReplError", "ReplState", "Table"]

DEFAULT_ROWS = 20


class ReplError(Exception):
    """A mistake in a command (bad usage, missing file); the message is shown as is."""


@dataclass(frozen=True)
class Table:
    """A loaded file: its Spark DataFrame and the schema read from it."""

    name: str
    path: str
    frame: Any
    schema: Schema


@dataclass
class ReplState:
    compiler: Compiler
    runtime: SparkRuntime
    write: Callable[[str], None]
    schema: Schema = field(default_factory=Schema)
    rows: int = DEFAULT_ROWS
    tables: dict[str, Table] = field(default_factory=dict)
    current: str | None = None
    # Set once the start-up work (the --load file) is done; commands that use data wait.
    startup_done: threading.Event = field(default_factory=threading.Event)
    # Inputs that ended in an error: piped input then exits 1, as sqlite3 and duckdb do.
    errors: int = 0

    def __post_init__(self) -> None:
        self.startup_done.set()

    @property
    def table(self) -> Table | None:
        """The current data, if a table is loaded and selected."""
        return self.tables.get(self.current) if self.current is not None else None

    def use(self, table: Table) -> None:
        """Make ``table`` the current data; its schema becomes the current schema."""
        self.tables[table.name] = table
        self.current = table.name
        self.schema = table.schema

    def set_schema(self, schema: Schema) -> None:
        """Type-check against ``schema`` from now on, without data."""
        self.schema = schema
        self.current = None

    def wait_for_startup(self) -> None:
        """Wait until the start-up load finished; Ctrl-C stops waiting."""
        try:
            while not self.startup_done.wait(0.05):
                continue
        except KeyboardInterrupt:
            raise JobCancelled("cancelled while loading the start-up data") from None
