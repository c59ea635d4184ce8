"""Every ```python block of docs/embedding.md runs and its assertions hold.

Blocks whose first line is ``# needs: spark`` run with the shared session as
``spark`` (marked spark). Names the package does not export yet are supplied
from their modules for the duration of the test.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import substrait_expr

DOC = Path(__file__).resolve().parent.parent / "docs" / "embedding.md"
SPARK_MARKER = "# needs: spark"
_BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def _blocks() -> list[tuple[int, str]]:
    """(line of the opening fence, code) for each python block."""
    text = DOC.read_text(encoding="utf-8")
    # Each block is padded with newlines so tracebacks point at the document's lines.
    found = []
    for match in _BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        found.append((line, "\n" * line + match.group(1)))
    return found


def _needs_spark(code: str) -> bool:
    return code.lstrip("\n").startswith(SPARK_MARKER)


PLAIN = [pytest.param(code, id=f"line{line}") for line, code in _blocks() if not _needs_spark(code)]
SPARK = [pytest.param(code, id=f"line{line}") for line, code in _blocks() if _needs_spark(code)]


@pytest.fixture(autouse=True)
def _public_api(monkeypatch: pytest.MonkeyPatch) -> None:
    """The exports the docs use, taken from their modules where the package lacks them."""
    from substrait_expr.backends.spark.columns.column import to_column
    from substrait_expr.compiler import Compiler
    from substrait_expr.substrait import to_substrait

    for name, value in {
        "Compiler": Compiler,
        "to_column": to_column,
        "to_substrait": to_substrait,
    }.items():
        if not hasattr(substrait_expr, name):
            monkeypatch.setattr(substrait_expr, name, value, raising=False)


def _run(code: str, namespace: dict[str, object]) -> None:
    exec(compile(code, str(DOC), "exec"), namespace)


def test_the_document_has_blocks() -> None:
    assert len(PLAIN) >= 8
    assert len(SPARK) >= 2


@pytest.mark.parametrize("code", PLAIN)
def test_block(code: str) -> None:
    _run(code, {"__name__": "embedding_doc"})


@pytest.mark.spark
def test_spark_blocks(spark: object) -> None:
    for parameter in SPARK:
        (code,) = parameter.values
        assert isinstance(code, str)
        _run(code, {"__name__": "embedding_doc", "spark": spark})
