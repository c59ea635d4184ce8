"""Typed IR → pyspark Columns, relations → DataFrames."""
