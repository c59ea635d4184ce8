"""substrait-expr: a compiler for human-readable Substrait expressions."""
