"""One visitor over the relation kinds of the bound model (``model.py``).

Every walker of bound relations (``model.inputs_of``, explain, decompile,
the Substrait writer, the Spark runner and the Spark SQL writer) subclasses
``RelVisitor`` and writes one ``visit_<kind>`` method per relation class;
``visit(rel)`` calls the one for ``rel``'s class. A subclass that leaves a
kind out is refused when the class is defined, naming what it lacks: adding
a relation kind to the model and to ``KINDS`` makes every walker fail to
import until it handles the kind, instead of failing on the first plan that
holds one.

There is no catch-all. A walker that treats several kinds alike binds one
method to each of their names (``visit_filter = visit_sort = _one_input``),
so the kinds it handles generically are listed where it is defined and a new
kind is never handled by accident.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    # Only for annotations: the model walks its own relations with this
    # visitor (``inputs_of``), so this module sits below it.
    from substrait_expr.plan import model as m

__all__ = ["KINDS", "RelVisitor"]

T = TypeVar("T")

# The relation classes of ``model``, by name; each is visited by
# ``visit_<name in lower case>``.
KINDS = (
    "Read",
    "Filter",
    "Project",
    "Sort",
    "Fetch",
    "Cross",
    "Join",
    "Set",
    "Aggregate",
    "Write",
    "Reference",
    "Opaque",
)
# The dispatch table, built once: class name → method name.
_METHODS = {kind: f"visit_{kind.lower()}" for kind in KINDS}


class RelVisitor(ABC, Generic[T]):
    """A walker of bound relations giving a ``T`` per relation."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = [
            name
            for name in _METHODS.values()
            if getattr(getattr(cls, name), "__isabstractmethod__", False)
        ]
        if missing:
            raise TypeError(
                f"{cls.__qualname__} does not handle every relation kind: "
                f"it has no {', '.join(missing)}"
            )

    def visit(self, rel: m.Rel) -> T:
        """What the ``visit_<kind>`` method of ``rel``'s kind gives."""
        name = _METHODS.get(type(rel).__name__)
        if name is None:
            raise TypeError(f"{type(rel).__name__} is not a relation kind of the model")
        result: T = getattr(self, name)(rel)
        return result

    @abstractmethod
    def visit_read(self, rel: m.Read) -> T: ...

    @abstractmethod
    def visit_filter(self, rel: m.Filter) -> T: ...

    @abstractmethod
    def visit_project(self, rel: m.Project) -> T: ...

    @abstractmethod
    def visit_sort(self, rel: m.Sort) -> T: ...

    @abstractmethod
    def visit_fetch(self, rel: m.Fetch) -> T: ...

    @abstractmethod
    def visit_cross(self, rel: m.Cross) -> T: ...

    @abstractmethod
    def visit_join(self, rel: m.Join) -> T: ...

    @abstractmethod
    def visit_set(self, rel: m.Set) -> T: ...

    @abstractmethod
    def visit_aggregate(self, rel: m.Aggregate) -> T: ...

    @abstractmethod
    def visit_write(self, rel: m.Write) -> T: ...

    @abstractmethod
    def visit_reference(self, rel: m.Reference) -> T: ...

    @abstractmethod
    def visit_opaque(self, rel: m.Opaque) -> T: ...
