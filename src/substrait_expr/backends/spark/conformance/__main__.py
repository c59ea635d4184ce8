"""``python -m substrait_expr.backends.spark.conformance``: the same as
``substrait-expr conformance``."""

from substrait_expr.backends.spark.conformance.command import main

if __name__ == "__main__":
    raise SystemExit(main())
