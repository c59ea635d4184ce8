"""Text → AST. The ANTLR-generated code lives in ``_generated`` (``make parser``)."""

from substrait_expr.parser.driver import (
    DEFAULT_MAX_DEPTH,
    parse,
    parse_shaped,
    parse_sort,
    parse_type,
)

__all__ = ["DEFAULT_MAX_DEPTH", "parse", "parse_shaped", "parse_sort", "parse_type"]
