"""The package's import graph: no cycles, and each module imports only its own
layer or lower ones (``make lint``; docs/architecture.md, "Layers").

Every ``import`` statement counts, inside functions too, except those under
``if TYPE_CHECKING:`` (they never run). ``from package import name`` is an
edge to ``package.name`` when that is a module, else to the package itself
(its ``__init__``). Importing ``a.b.c`` runs ``a/__init__`` and
``a/b/__init__`` too, but those are not counted as edges: a package's own
``__init__`` re-exporting its modules would otherwise be a cycle with each.

Run ``python -m tools.import_layers``; exit 1 lists every cycle and every
layer violation with the file and line of the import.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "src"
PACKAGE = "substrait_expr"

# Lowest first. A module belongs to the first entry that is its name or a
# prefix of it; it may import modules of its own layer or of lower layers.
LAYERS: tuple[tuple[str, ...], ...] = (
    (
        "substrait_expr.ast",
        "substrait_expr.diagnostics",
        "substrait_expr.limits",
        "substrait_expr.deep",
        "substrait_expr.collector",
        "substrait_expr.identity_cache",
        "substrait_expr.outputs",
        "substrait_expr.testcases",
    ),
    ("substrait_expr.parser",),
    ("substrait_expr.typecheck",),
    ("substrait_expr.substrait",),
    ("substrait_expr.plan",),
    ("substrait_expr.targets", "substrait_expr.backends"),
    ("substrait_expr.compiler",),
    ("substrait_expr.repl", "substrait_expr.cli"),
    # The package itself: the public API, importing every stage.
    ("substrait_expr",),
)


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    path: Path
    line: int


def module_names(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package (generated parser code left out) → its file."""
    names: dict[str, Path] = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        if "_generated" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that can run (TYPE_CHECKING blocks skipped)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def edges(root: Path = ROOT) -> list[Edge]:
    modules = module_names(root)
    found: list[Edge] = []
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in _imports(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = name.split(".")
                    if not is_package:
                        anchor = anchor[:-1]
                    anchor = anchor[: len(anchor) - (node.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                for alias in node.names:
                    candidate = f"{base}.{alias.name}"
                    targets.append(candidate if candidate in modules else base)
            for target in targets:
                if "._generated" in target:
                    continue  # ANTLR's output imports only the antlr4 runtime
                while target and target not in modules and "." in target:
                    target = target.rsplit(".", 1)[0]
                if target in modules and target != name:
                    found.append(Edge(name, target, path, node.lineno))
    return found


def layer_of(module: str) -> int:
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if module == prefix or module.startswith(prefix + "."):
                if prefix == PACKAGE and module != PACKAGE:
                    continue
                return index
    raise ValueError(f"{module} is in no layer: add it to LAYERS in tools/import_layers.py")


def cycles(graph: list[Edge]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    successors: dict[str, list[str]] = {}
    for edge in graph:
        successors.setdefault(edge.source, []).append(edge.target)
        successors.setdefault(edge.target, [])
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    counter = 0
    for start in sorted(successors):
        if start in index:
            continue
        # iterative Tarjan: (node, iterator over its successors)
        work: list[tuple[str, Iterator[str]]] = []
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        work.append((start, iter(successors[start])))
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(successors[child])))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def problems(root: Path = ROOT) -> list[str]:
    graph = edges(root)
    found: list[str] = []
    for component in cycles(graph):
        members = set(component)
        found.append("import cycle: " + ", ".join(component))
        for edge in graph:
            if edge.source in members and edge.target in members:
                found.append(
                    f"  {edge.path.relative_to(root.parent)}:{edge.line}: "
                    f"{edge.source} imports {edge.target}"
                )
    for edge in graph:
        if layer_of(edge.target) > layer_of(edge.source):
            found.append(
                f"{edge.path.relative_to(root.parent)}:{edge.line}: layer violation: "
                f"{edge.source} (layer {layer_of(edge.source)}) imports "
                f"{edge.target} (layer {layer_of(edge.target)})"
            )
    return found


def main() -> int:
    found = problems()
    for line in found:
        print(line)
    if found:
        return 1
    print(f"import layers: {len(module_names())} modules, no cycles, no layer violations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
