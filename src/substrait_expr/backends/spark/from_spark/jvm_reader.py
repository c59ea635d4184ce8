"""The JVM side of reading a plan: ``PlanReader.java``, compiled once per
JVM by Janino (the compiler Spark ships for its generated code), returns
Catalyst's plan JSON, the leaves' sources, the session settings and the
schema in one Py4J call (a reading of more than 7,000 characters of
deflated text comes in pieces, one call each).

Where it cannot be compiled (a Spark whose classes differ), `reader`
returns None and `catalyst` asks the JVM piece by piece, as before.
"""

from __future__ import annotations

import base64
import threading
import zlib
from importlib import resources
from typing import Any

__all__ = ["read_with_helper", "reader"]

# One compiled reader per JVM gateway: (gateway, reader or None).
_READERS: dict[int, tuple[Any, Any]] = {}
_LOCK = threading.Lock()


def reader(session: Any) -> Any:
    """The session JVM's compiled ``PlanReader``, or None where it does not compile."""
    gateway = session.sparkContext._gateway
    with _LOCK:
        known = _READERS.get(id(gateway))
        if known is not None and known[0] is gateway:
            return known[1]
        compiled = _compile(session._jvm)
        _READERS[id(gateway)] = (gateway, compiled)
        return compiled


def _compile(jvm: Any) -> Any:
    source = resources.files(__package__).joinpath("PlanReader.java").read_text("utf-8")
    try:
        compiler = jvm.org.codehaus.janino.SimpleCompiler()
        compiler.setParentClassLoader(jvm.java.lang.Thread.currentThread().getContextClassLoader())
        compiler.cook(source)
        cls = compiler.getClassLoader().loadClass("PlanReader")
        return cls.getDeclaredConstructor(None).newInstance(None)
    except Exception:  # py4j: no Janino, or classes of another Spark version
        return None


def read_with_helper(helper: Any, jdf: Any, plan: Any = None) -> str:
    """The reading of ``jdf``'s optimized plan (or of ``plan``, another plan
    of it) as JSON text: an object of ``plan`` (Catalyst's node list),
    ``schema``, ``settings`` and ``sources``."""
    answer = helper.read(jdf) if plan is None else helper.read(jdf, plan)
    if not isinstance(answer, str):  # pieces of a long reading
        answer = "".join(str(answer[i]) for i in range(len(answer)))
    return zlib.decompress(base64.b64decode(answer)).decode("utf-8")
