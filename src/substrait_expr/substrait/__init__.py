"""The bridge between the typed IR and Substrait protobuf.

``to_proto`` and friends encode checked expressions (numbering functions
with an ``ExtensionCollector``); ``from_proto`` and friends decode protobuf
into the untyped AST, so ``check`` resolves and validates it again
(``FunctionLookup`` reads a plan's function declarations).
"""

from substrait_expr.substrait.anchors import (
    DeclaredFunction,
    DeclaredType,
    ExtensionCollector,
    FunctionLookup,
)
from substrait_expr.substrait.depth import allow_deep_messages
from substrait_expr.substrait.errors import ProtoError
from substrait_expr.substrait.extended import from_json, to_json, to_substrait
from substrait_expr.substrait.from_proto import (
    from_proto,
    from_proto_measure,
    from_proto_sort,
    literal_type,
)
from substrait_expr.substrait.to_proto import (
    to_proto,
    to_proto_measure,
    to_proto_sort,
    to_proto_window,
)
from substrait_expr.substrait.types import from_proto_type, named_struct, to_proto_type

allow_deep_messages()

__all__ = [
    "DeclaredFunction",
    "DeclaredType",
    "ExtensionCollector",
    "FunctionLookup",
    "ProtoError",
    "from_json",
    "from_proto",
    "from_proto_measure",
    "from_proto_sort",
    "from_proto_type",
    "literal_type",
    "named_struct",
    "to_json",
    "to_proto",
    "to_proto_measure",
    "to_proto_sort",
    "to_proto_type",
    "to_proto_window",
    "to_substrait",
]
