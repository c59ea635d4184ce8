"""Plan problems: each names the JSON path it is about.

A problem inside an expression string also carries that expression's
``CompileError``, so the message shows line, column and a caret inside the
string. ``PlanError`` collects every problem found in one load.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from substrait_expr.diagnostics import (
    WINDOW,
    CompileError,
    Error,
    clip,
    clip_message,
    wrap_line,
)


@dataclass(frozen=True, slots=True)
class PlanProblem:
    path: str  # e.g. relations[0].root.input.filter.condition
    message: str
    error: CompileError | None = None  # for expression strings

    def render(self) -> str:
        # Printed lines stay short whatever the plan: a path thousands of levels
        # deep and input quoted in the message are clipped, long lines wrapped.
        path = clip(self.path, WINDOW)
        head = f"error: {path}: {clip_message(self.message)}"
        lines = [part for line in head.split("\n") for part in wrap_line(line)]
        if lines[0] == "error:":  # a path too long to share a line: keep it on the first
            body = "    " + clip_message(self.message)
            lines = [f"error: {path}:"] + [
                part for line in body.split("\n") for part in wrap_line(line)
            ]
        if self.error is not None:
            lines.extend("  " + line for line in self.error.render().splitlines())
        return "\n".join(lines)

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"path": self.path, "message": self.message}
        if self.error is not None:
            data["diagnostics"] = [d.to_dict() for d in self.error.diagnostics]
        return data


class PlanError(Error):
    """A plan that does not load, check or run; ``problems`` lists them all,
    each at its JSON path; ``diagnostics`` those of their expression strings."""

    def __init__(self, problems: Sequence[PlanProblem]) -> None:
        self.problems = tuple(problems)
        self.diagnostics = tuple(
            d for p in self.problems if p.error is not None for d in p.error.diagnostics
        )
        super().__init__(self.render())

    def render(self) -> str:
        return "\n\n".join(problem.render() for problem in self.problems)

    def __str__(self) -> str:
        return self.render()

    @staticmethod
    def at(path: str, message: str) -> PlanError:
        return PlanError([PlanProblem(path, message)])


class EngineError(PlanError):
    """The engine (Spark) failed while running a plan that loaded and bound:
    its message kept, at the relation or root it came from."""
