"""The result model: each case's outcome, the cases of a file and of a run,
and their counts (``Report.to_json`` is the ``--json`` report)."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


class Outcome(enum.Enum):
    PASSED = "passed"
    FAILED = "failed"
    UNSUPPORTED = "unsupported"
    DISPUTED = "disputed"


@dataclass(frozen=True, slots=True)
class CaseResult:
    file: str
    line: int
    case: str
    expected: str
    outcome: Outcome
    reason: str = ""

    @property
    def key(self) -> str:
        """Identifies the case across runs: file, line and text."""
        return f"{self.file}:{self.line}: {self.case}"

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "case": self.case,
            "expected": self.expected,
            "outcome": self.outcome.value,
            "reason": self.reason,
        }


@dataclass
class FileResult:
    area: str
    name: str
    kind: str
    cases: list[CaseResult] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"{self.area}/{self.name}.test"

    def counts(self) -> dict[str, int]:
        return _counts(self.cases)


@dataclass
class Report:
    files: list[FileResult]
    seconds: float = 0.0

    @property
    def cases(self) -> list[CaseResult]:
        return [case for file in self.files for case in file.cases]

    def counts(self) -> dict[str, int]:
        return _counts(self.cases)

    def areas(self) -> dict[str, dict[str, int]]:
        grouped: dict[str, list[CaseResult]] = {}
        for file in self.files:
            grouped.setdefault(file.area, []).extend(file.cases)
        return {area: _counts(cases) for area, cases in sorted(grouped.items())}

    def to_json(self) -> dict[str, Any]:
        """Overall, per-area and per-file counts, and every case that did not
        pass with its reason."""
        return {
            **self.counts(),
            "seconds": round(self.seconds, 1),
            "areas": self.areas(),
            "files": {
                file.path: {
                    **file.counts(),
                    "not_passed": [
                        case.to_json() for case in file.cases if case.outcome is not Outcome.PASSED
                    ],
                }
                for file in self.files
            },
        }


def _counts(cases: Iterable[CaseResult]) -> dict[str, int]:
    tally = Counter(case.outcome for case in cases)
    counts = {outcome.value: tally.get(outcome, 0) for outcome in Outcome}
    counts["total"] = sum(tally.values())
    return counts
