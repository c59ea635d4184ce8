"""Placeholder; replaced below."""
from dataclasses import dataclass

@dataclass(frozen=True)
class AppliedRule:
    name: str
    path: str
    detail: str
