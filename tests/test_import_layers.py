"""The package has no import cycles and no layer violations (``tools/import_layers.py``,
also run by ``make lint``), and the check itself finds what it should."""

from __future__ import annotations

from pathlib import Path

from tools.import_layers import cycles, edges, layer_of, problems


def _package(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / "substrait_expr" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_package_has_no_cycles_and_keeps_its_layers() -> None:
    assert problems() == []


def test_every_module_is_in_a_layer() -> None:
    for edge in edges():
        layer_of(edge.source)
        layer_of(edge.target)


def test_a_cycle_through_a_function_level_import_is_found(tmp_path: Path) -> None:
    root = _package(
        tmp_path,
        {
            "__init__.py": "",
            "typecheck/__init__.py": "",
            "typecheck/a.py": "from substrait_expr.typecheck import b\n",
            "typecheck/b.py": "def f():\n    from substrait_expr.typecheck.a import x\n",
        },
    )
    assert cycles(edges(root)) == [["substrait_expr.typecheck.a", "substrait_expr.typecheck.b"]]
    assert any(line.startswith("import cycle") for line in problems(root))


def test_type_checking_imports_do_not_count(tmp_path: Path) -> None:
    root = _package(
        tmp_path,
        {
            "__init__.py": "",
            "typecheck/__init__.py": "",
            "typecheck/a.py": "from substrait_expr.typecheck import b\n",
            "typecheck/b.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    from substrait_expr.typecheck.a import x\n"
            ),
        },
    )
    assert problems(root) == []


def test_a_lower_layer_importing_a_higher_one_is_a_violation(tmp_path: Path) -> None:
    root = _package(
        tmp_path,
        {
            "__init__.py": "",
            "typecheck/__init__.py": "",
            "typecheck/schema.py": "import substrait_expr.backends.spark.types\n",
            "backends/__init__.py": "",
            "backends/spark/__init__.py": "",
            "backends/spark/types.py": "from ..spark import __name__ as _\n",
        },
    )
    found = problems(root)
    assert len(found) == 1
    assert "typecheck/schema.py:1: layer violation" in found[0]
    assert "substrait_expr.backends.spark.types (layer 5)" in found[0]
