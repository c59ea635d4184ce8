"""Which functions a call may bind to: the registry, optionally narrowed to
some extensions (the ``SUBSTRAIT_INCLUDE``/``SUBSTRAIT_DEPENDENCY`` of a test
file), and the lookup of a possibly qualified name with helpful errors."""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from substrait_expr.diagnostics import ArgumentValueError, Code
from substrait_expr.typecheck.extensions import FunctionImpl
from substrait_expr.typecheck.registry import Registry


class LookupProblem(LookupError):
    def __init__(self, code: Code, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


class FunctionScope:
    """The functions visible to a check."""

    def __init__(self, registry: Registry, include: Sequence[str] | None = None) -> None:
        self.registry = registry
        self.urns: frozenset[str] | None = None
        if include is not None:
            urns: set[str] = set()
            for entry in include:
                found = registry.find_extensions(entry)
                if not found:
                    raise ArgumentValueError(f"include names no loaded extension: {entry!r}")
                urns.update(extension.urn for extension in found)
            self.urns = frozenset(urns)

    def visible(self, impl: FunctionImpl) -> bool:
        return self.urns is None or impl.urn in self.urns

    def names(self) -> list[str]:
        return sorted({impl.name for impl in self.registry.all_impls() if self.visible(impl)})

    def lookup(self, name: str, namespace: str | None = None) -> tuple[FunctionImpl, ...]:
        """Every visible impl of ``name``; LookupProblem when there is none."""
        if namespace is not None:
            return self._qualified(name, namespace)
        found = tuple(impl for impl in self.registry.impls(name) if self.visible(impl))
        if found:
            return found
        if self.registry.has_function(name):
            where = ", ".join(self.registry.namespaces_of(name))
            raise LookupProblem(
                Code.UNKNOWN_FUNCTION,
                f"function {name!r} is not in the extensions in scope (it is in {where})",
                "include its extension",
            )
        raise LookupProblem(
            Code.UNKNOWN_FUNCTION, f"unknown function {name!r}", _did_you_mean(name, self.names())
        )

    def _qualified(self, name: str, namespace: str) -> tuple[FunctionImpl, ...]:
        extensions = [
            e
            for e in self.registry.find_extensions(namespace)
            if self.urns is None or e.urn in self.urns
        ]
        if not extensions:
            known = sorted(
                {
                    e.namespace
                    for e in self.registry.extensions
                    if self.urns is None or e.urn in self.urns
                }
            )
            raise LookupProblem(
                Code.UNKNOWN_NAMESPACE,
                f"no extension {namespace!r} is loaded",
                _did_you_mean(namespace, known) or f"extensions: {', '.join(known)}",
            )
        urns = {e.urn for e in extensions}
        found = tuple(impl for impl in self.registry.impls(name) if impl.urn in urns)
        if found:
            return found
        names = sorted({impl.name for e in extensions for impl in e.functions})
        raise LookupProblem(
            Code.UNKNOWN_FUNCTION,
            f"extension {namespace} has no function {name!r}",
            _did_you_mean(name, names),
        )


def _did_you_mean(word: str, known: Sequence[str]) -> str | None:
    lowered = {k.lower(): k for k in known}
    close = difflib.get_close_matches(word.lower(), list(lowered), n=3)
    if not close:
        return None
    return "did you mean " + " or ".join(lowered[c] for c in close) + "?"
