"""Typed IR → pyspark Columns, relations → DataFrames.

``to_column`` compiles an expression; ``measures.build_measure`` /
``build_window`` compile aggregate and window calls (``to_column`` reaches
them too when the expression contains such calls); ``functions`` holds the
function table; ``session`` makes local or Spark Connect sessions.
"""

from substrait_expr.backends.spark.columns.column import to_column
from substrait_expr.backends.spark.errors import Unsupported
from substrait_expr.backends.spark.types import spark_type

__all__ = ["Unsupported", "spark_type", "to_column"]
