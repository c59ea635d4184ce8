"""Whole extensions Spark cannot run, with the reason."""

from __future__ import annotations

from substrait_expr.backends.spark.columns.spec import FunctionTable

TABLE = FunctionTable()
GEOMETRY = "extension:io.substrait:functions_geometry"

TABLE.refuse(
    GEOMETRY,
    [
        "point:fp64_fp64",
        "make_line:u!geometry_u!geometry",
        "x_coordinate:u!geometry",
        "y_coordinate:u!geometry",
        "num_points:u!geometry",
        "is_empty:u!geometry",
        "is_closed:u!geometry",
        "is_simple:u!geometry",
        "is_ring:u!geometry",
        "geometry_type:u!geometry",
        "envelope:u!geometry",
        "dimension:u!geometry",
        "is_valid:u!geometry",
        "collection_extract:u!geometry",
        "collection_extract:u!geometry_i8",
        "flip_coordinates:u!geometry",
        "remove_repeated_points:u!geometry",
        "remove_repeated_points:u!geometry_fp64",
        "buffer:u!geometry_fp64",
        "centroid:u!geometry",
        "minimum_bounding_circle:u!geometry",
    ],
    "Spark's column API has no geometry operations (only WKB conversion)",
)
