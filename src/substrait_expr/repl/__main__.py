"""``python -m substrait_expr.repl``: the REPL without the ``substrait-expr`` front end."""

import sys

from substrait_expr.repl.loop import main

sys.exit(main())
