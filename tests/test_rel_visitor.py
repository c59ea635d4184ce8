"""The one relation visitor (``plan/visitor.py``): a walker that leaves a
relation kind out fails where it is defined, every walker of the project
handles every kind of the model, and ``visit`` dispatches on each kind."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from substrait import algebra_pb2

from substrait_expr.backends.spark.plan_sql import _Writer, named_reads
from substrait_expr.backends.spark.relations import Executor, TableSource
from substrait_expr.plan import load_plan
from substrait_expr.plan import model as m
from substrait_expr.plan.decompile import _Body, _Decompiler
from substrait_expr.plan.emit.relations import RelWriter, _Fill
from substrait_expr.plan.explain import _Detail
from substrait_expr.plan.visitor import KINDS, RelVisitor
from substrait_expr.substrait import ExtensionCollector
from substrait_expr.typecheck.registry import Registry

RELATIONS = [v for v in vars(m).values() if isinstance(v, type) and issubclass(v, m.Rel)]
RELATIONS.remove(m.Rel)
MODEL_KINDS = sorted(cls.__name__ for cls in RELATIONS)
METHODS = [f"visit_{kind.lower()}" for kind in KINDS]

T = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": "k: i32, v: i64?"}}
# One plan with every relation kind (topN is kept as written: model.Opaque).
EVERY_KIND = {
    "relations": [
        {"rel": T},
        {
            "root": {
                "input": {
                    "write": {
                        "namedTable": {"names": ["out"]},
                        "input": {
                            "set": {
                                "op": "SET_OP_UNION_ALL",
                                "inputs": [
                                    {
                                        "project": {
                                            "expressions": ["k + 1 AS k1"],
                                            "input": {"filter": {"condition": "v > 0", "input": T}},
                                        }
                                    },
                                    {
                                        "project": {
                                            "common": {"emit": {"outputMapping": [0, 1, 5]}},
                                            "expressions": ["$0 + 1"],
                                            "input": {
                                                "join": {
                                                    "type": "JOIN_TYPE_INNER",
                                                    "expression": "true",
                                                    "left": {"reference": {"subtreeOrdinal": 0}},
                                                    "right": {
                                                        "cross": {
                                                            "left": {
                                                                "aggregate": {
                                                                    "input": T,
                                                                    "measures": [
                                                                        {"measure": "count(k)"}
                                                                    ],
                                                                }
                                                            },
                                                            "right": {
                                                                "fetch": {
                                                                    "count": 1,
                                                                    "input": {
                                                                        "sort": {
                                                                            "sorts": ["k"],
                                                                            "input": {
                                                                                "topN": {
                                                                                    "input": T,
                                                                                    "sorts": ["k"],
                                                                                    "count": "2",
                                                                                }
                                                                            },
                                                                        }
                                                                    },
                                                                }
                                                            },
                                                        }
                                                    },
                                                }
                                            },
                                        }
                                    },
                                ],
                            }
                        },
                    }
                }
            }
        },
    ]
}


def every_relation(rel: m.Rel) -> list[m.Rel]:
    found = [rel]
    for child in m.inputs_of(rel):
        found.extend(every_relation(child))
    return found


def test_the_visitor_knows_exactly_the_relation_classes_of_the_model() -> None:
    assert sorted(KINDS) == MODEL_KINDS
    for name in METHODS:
        assert getattr(RelVisitor, name).__isabstractmethod__


def test_a_walker_without_every_kind_fails_where_it_is_defined() -> None:
    with pytest.raises(TypeError) as error:

        class Partial(RelVisitor[str]):
            def visit_read(self, rel: m.Read) -> str:
                return "read"

            def visit_filter(self, rel: m.Filter) -> str:
                return "filter"

    message = str(error.value)
    assert "Partial does not handle every relation kind" in message
    missing = [name for name in METHODS if name not in ("visit_read", "visit_filter")]
    assert f"it has no {', '.join(missing)}" in message


def test_kinds_handled_alike_are_named_one_by_one() -> None:
    def common(self: Any, rel: m.Rel) -> str:
        return "any"

    # Binding one method to every name is the way to treat kinds alike.
    alike = type("Alike", (RelVisitor,), dict.fromkeys(METHODS, common))
    assert alike().visit(m.Read.__new__(m.Read)) == "any"
    without_opaque = dict.fromkeys(METHODS[:-1], common)
    with pytest.raises(TypeError, match=r"it has no visit_opaque$"):
        type("Alike", (RelVisitor,), without_opaque)


def test_visit_dispatches_on_each_kind() -> None:
    def answer(kind: str) -> Any:
        return lambda self, rel: (kind, type(rel).__name__)

    names = type(
        "Names", (RelVisitor,), {f"visit_{kind.lower()}": answer(kind) for kind in KINDS}
    )()
    for cls in RELATIONS:
        # dispatch reads only the node's class, so an empty node will do
        assert names.visit(cls.__new__(cls)) == (cls.__name__, cls.__name__)
    with pytest.raises(TypeError, match="Root is not a relation kind"):
        names.visit(m.Root.__new__(m.Root))


def test_every_walker_handles_every_kind_and_can_be_made() -> None:
    plan = load_plan(EVERY_KIND)
    assert plan.bound is not None
    walkers: dict[type[RelVisitor[Any]], RelVisitor[Any]] = {
        m._Inputs: m._Inputs(),
        _Detail: _Detail(str),
        _Body: _Body(_Decompiler(plan.bound), ()),
        _Fill: _Fill(RelWriter(ExtensionCollector(Registry.default())), algebra_pb2.Rel()),
        Executor: Executor(None, TableSource(None)),  # type: ignore[arg-type]  # no session needed
        _Writer: _Writer(named_reads({}), ansi=True),
    }
    for cls, walker in walkers.items():
        assert isinstance(walker, cls)
        assert not cls.__abstractmethods__
        for name in METHODS:
            assert getattr(cls, name) is not getattr(RelVisitor, name), (cls, name)


def test_the_plan_walkers_visit_every_kind() -> None:
    plan = load_plan(EVERY_KIND)
    (root,) = plan.check()
    relations = every_relation(root.input)
    kinds = {m.Opaque if isinstance(r, m.Opaque) else type(r) for r in relations}
    assert sorted(cls.__name__ for cls in kinds) == MODEL_KINDS
    for rel in relations:
        # inputs_of: the relation-valued fields, but not a reference's shared target
        fields = [getattr(rel, f.name) for f in dataclasses.fields(rel) if f.name != "target"]
        direct = [x for v in fields for x in (v if isinstance(v, tuple) else (v,))]
        assert m.inputs_of(rel) == [x for x in direct if isinstance(x, m.Rel)]
    tree = plan.explain()
    for line in ("write to out", "set UNION_ALL", "reference relations[0]", "topN sorts: k"):
        assert line in tree
    decompiled = plan.to_text_plan()
    assert load_plan(decompiled).to_text_plan() == decompiled
    emitted = plan.to_substrait()
    assert emitted.relations[1].root.input.write.input.set.op == algebra_pb2.SetRel.SET_OP_UNION_ALL
