"""Running one input through every entry point, and judging how it ended.

An input ends well in a result or in one of the project's errors carrying a
position (``CompileError``: every diagnostic has a span) or a JSON path
(``PlanError``: every problem has a path; ``ExtensionError``: every problem a
line or a path). Any other exception is a bug; it is identified by its
*signature*: the stage, the exception type and the innermost frame in
``src/substrait_expr``.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import re
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.fuzz.generators import ExprInput

SRC_MARK = os.sep + os.path.join("src", "substrait_expr") + os.sep


@dataclass(frozen=True)
class PlanInput:
    """A plan: a JSON-like document (``data``), or raw file bytes (``raw``) with a suffix."""

    origin: str
    data: Any = None
    raw: bytes | None = None
    suffix: str = ".json"
    deep: str = ""  # JSON text that replaces every "@@DEEP@@" string when written to a file

    def describe(self) -> str:
        if self.raw is not None:
            return f"file{self.suffix} bytes={compact(repr(self.raw))[:3000]}"
        text = json.dumps(self.data, ensure_ascii=True, default=repr)
        if self.deep:
            text += f'  with "@@DEEP@@" = {compact(self.deep)}'
        return compact(text)[:20000]

    def file_text(self) -> str:
        text = json.dumps(self.data, default=repr)
        return text.replace('"@@DEEP@@"', self.deep) if self.deep else text


@dataclass(frozen=True)
class YamlInput:
    origin: str
    text: str

    def describe(self) -> str:
        return compact(self.text)[:20000]


_RUN = re.compile(r"(.{1,12}?)\1{15,}", re.S)


def compact(text: str) -> str:
    """``text`` with long repetitions written as <'(' x 5000>, for reports."""
    return _RUN.sub(lambda m: f"<{m.group(1)!r} x {len(m.group(0)) // len(m.group(1))}>", text)


Input = ExprInput | PlanInput | YamlInput


@dataclass
class Outcome:
    status: str  # ok, error, bug, noposition, roundtrip, hang
    stage: str = ""
    exc_type: str = ""
    message: str = ""
    frame: str = ""  # innermost frame in src/substrait_expr: file:line in function
    tb: str = ""
    seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def signature(self) -> tuple[str, str, str]:
        """What makes two failures the same bug (line numbers left out: src/ changes)."""
        where = self.frame.split(":", 1)[0] + " " + self.frame.rsplit(" in ", 1)[-1]
        return (self.stage, self.exc_type, where if self.frame else "")


class Problem(Exception):
    """A finding that is not an exception: lost position, failed round trip."""

    def __init__(self, status: str, message: str) -> None:
        super().__init__(message)
        self.status = status


def _project_errors() -> tuple[type[BaseException], ...]:
    # Every error of the package's family (`se.Error`): the four kinds of bad
    # input, and an argument of the wrong type (a plan that is a JSON list,
    # not an object, is an ArgumentTypeError naming what load_plan reads).
    from substrait_expr.diagnostics import CompileError, Error
    from substrait_expr.plan.errors import PlanError
    from substrait_expr.typecheck.registry import ExtensionError
    from substrait_expr.typecheck.schema import SchemaError

    return (CompileError, PlanError, ExtensionError, SchemaError, Error)


def src_frame(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    for frame in reversed(frames):
        if SRC_MARK in frame.filename:
            short = frame.filename.split(SRC_MARK, 1)[1]
            return f"{short}:{frame.lineno} in {frame.name}"
    return ""


def unpositioned(exc: BaseException) -> str | None:
    """Why a project error lacks a position or JSON path, or None when it has one."""
    from substrait_expr.diagnostics import CompileError
    from substrait_expr.plan.errors import PlanError
    from substrait_expr.typecheck.registry import ExtensionError

    if isinstance(exc, CompileError):
        missing = [d for d in exc.diagnostics if d.span is None]
        if missing or not exc.diagnostics:
            return f"CompileError diagnostic without a span: {missing[:1] or 'no diagnostics'}"
    elif isinstance(exc, PlanError):
        if not exc.problems or any(not p.path for p in exc.problems):
            return "PlanError problem without a JSON path"
        for problem in exc.problems:
            # An expression written as text must point into it; one written as
            # protobuf JSON has no text, and its JSON path is its position.
            error = problem.error
            if (
                error is not None
                and error.source is not None
                and any(d.span is None for d in error.diagnostics)
            ):
                return f"PlanError at {problem.path}: expression diagnostic without a span"
    elif isinstance(exc, ExtensionError) and not exc.file and exc.problems:
        # a problem with the whole file (unreadable, clash) names the file: enough
        return "ExtensionError problem without a file"
    return None


class Stages:
    """Runs named stages; the first exception ends the input."""

    def __init__(self, until: str | None = None) -> None:
        self.errors = _project_errors()
        self.until = until

    def run(self, steps: list[tuple[str, Callable[[], Any]]]) -> Outcome:
        if self.until is not None and any(stage == self.until for stage, _ in steps):
            steps = steps[: [stage for stage, _ in steps].index(self.until) + 1]
        for stage, step in steps:
            try:
                step()
            except self.errors as exc:
                why = unpositioned(exc)
                if why is not None:
                    return Outcome("noposition", stage, type(exc).__name__, why, src_frame(exc))
                return Outcome("error", stage, type(exc).__name__, str(exc)[:300])
            except Problem as exc:
                return Outcome(exc.status, stage, "", str(exc)[:2000])
            except (Exception, RecursionError) as exc:
                return Outcome(
                    "bug",
                    stage,
                    type(exc).__name__,
                    str(exc)[:500],
                    src_frame(exc),
                    "".join(traceback.format_exception(exc))[-6000:],
                )
        return Outcome("ok")


def _cli(argv: list[str]) -> None:
    """Run the command line with --debug, so that an internal error is raised."""
    from substrait_expr.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["--debug", *argv])
        except SystemExit as exit_:  # argparse refusing the arguments
            code = exit_.code if isinstance(exit_.code, int) else 2
    if code not in (0, 1, 2):
        raise RuntimeError(f"exit code {code}: {err.getvalue()[-500:]}")


# ------------------------------------------------------------------ expressions


def run_expression(
    item: ExprInput, cli: bool = False, spark_sql: bool = True, until: str | None = None
) -> Outcome:
    import substrait_expr as se
    from substrait_expr.typecheck.ir import Context

    state: dict[str, Any] = {}
    context = Context(item.context)

    def schema() -> None:
        state["schema"] = se.Schema.parse(item.schema)

    def parse() -> None:
        state["tree"] = se.parse(item.text)

    def roundtrip() -> None:
        printed = se.to_text(state["tree"])
        try:
            again = se.parse(printed)
        except se.CompileError as exc:
            raise Problem(
                "roundtrip", f"canonical text {printed!r} does not parse: {exc}"
            ) from None
        if se.to_text(again) != printed:
            raise Problem("roundtrip", f"canonical text {printed!r} parses to another tree")

    def check() -> None:
        se.check(item.text, state["schema"], context=context)

    def substrait() -> None:
        from substrait_expr.substrait import from_json, to_json

        message = se.to_substrait(item.text, state["schema"], context=context)
        from_json(to_json(message), type(message))

    def sql() -> None:
        se.to_spark_sql(item.text, state["schema"], context=context, ansi=False)

    steps: list[tuple[str, Callable[[], Any]]] = [
        ("schema", schema),
        ("parse", parse),
        ("roundtrip", roundtrip),
        ("check", check),
        ("to_substrait", substrait),
    ]
    if spark_sql:
        steps.append(("to_spark_sql", sql))
    outcome = Stages(until).run(steps)
    if cli and outcome.status in ("ok", "error"):
        argv = ["check", "--schema", item.schema, "--context", item.context, "--json"]
        cli_outcome = Stages().run([("cli check", lambda: _cli([*argv, "--", item.text]))])
        if cli_outcome.status != "error" and cli_outcome.status != "ok":
            return cli_outcome
    return outcome


# ------------------------------------------------------------------------ plans


def run_plan(item: PlanInput, cli: bool = False, until: str | None = None) -> Outcome:
    from substrait_expr.plan import load_plan

    state: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="fuzz-") as folder:
        source: Any
        if item.raw is not None:
            path = Path(folder) / f"plan{item.suffix}"
            path.write_bytes(item.raw)
            source = path
        elif item.deep:
            source = Path(folder) / "plan.json"
            source.write_text(item.file_text(), "utf-8", errors="surrogatepass")
        else:
            source = copy.deepcopy(item.data)

        def load() -> None:
            state["plan"] = load_plan(source)

        def step(name: str, *args: Any, **kwargs: Any) -> Callable[[], Any]:
            def call() -> None:
                state[name] = getattr(state["plan"], name)(*args, **kwargs)

            return call

        def reload_compiled() -> None:
            load_plan(state["to_substrait"])

        def reload_decompiled() -> None:
            load_plan(json.loads(json.dumps(state["to_text_plan"])))

        def targets() -> None:
            from substrait_expr.plan.errors import PlanError
            from substrait_expr.targets import for_target

            for target in ("datafusion", "acero"):
                with contextlib.suppress(PlanError):
                    for_target(state["plan"].to_substrait(), target)

        steps: list[tuple[str, Callable[[], Any]]] = [
            ("load_plan", load),
            ("check", step("check")),
            ("explain text", step("explain")),
            ("explain json", step("explain", format="json")),
            ("explain mermaid", step("explain", format="mermaid")),
            ("to_spark_sql", step("to_spark_sql")),
            ("to_substrait", step("to_substrait")),
            ("load compiled", reload_compiled),
            ("to_substrait target", targets),
            ("to_text_plan", step("to_text_plan")),
            ("load decompiled", reload_decompiled),
        ]
        outcome = Stages(until).run(steps)
        if cli:
            if item.raw is None:
                path = Path(folder) / "plan.json"
                path.write_text(item.file_text(), "utf-8", errors="surrogatepass")
            else:
                path = Path(folder) / f"plan{item.suffix}"
            # decompile starts Spark for a read without a schema (one that does not check)
            commands = ["compile", "sql", "check"] + (
                ["decompile"] if outcome.status == "ok" else []
            )
            for command in commands:
                cli_outcome = Stages().run(
                    [(f"cli {command}", lambda c=command: _cli([c, str(path)]))]
                )
                if cli_outcome.status not in ("ok", "error"):
                    return cli_outcome
        return outcome


# ------------------------------------------------------------------------- YAML


def _yaml_calls(text: str) -> list[tuple[str, str, str]]:
    """(call text, schema, context) for the first impls of each function in ``text``."""
    import yaml

    from substrait_expr.limits import current_limits

    if len(text) > current_limits().yaml_bytes:
        return []  # refused when loaded; reading it here would take longer than the load
    try:
        document = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except Exception:
        return []
    calls: list[tuple[str, str, str]] = []
    if not isinstance(document, dict):
        return calls
    for key, context in (
        ("scalar_functions", "scalar"),
        ("aggregate_functions", "aggregate"),
        ("window_functions", "window"),
    ):
        functions = document.get(key)
        if not isinstance(functions, list):
            continue
        for function in functions[:6]:
            if not isinstance(function, dict) or not isinstance(function.get("name"), str):
                continue
            impls = function.get("impls")
            for impl in (impls if isinstance(impls, list) else [])[:2]:
                args = impl.get("args") if isinstance(impl, dict) else None
                fields, names = [], []
                for i, arg in enumerate(args if isinstance(args, list) else []):
                    if isinstance(arg, dict) and isinstance(arg.get("value"), str):
                        fields.append(f"a{i}: {arg['value']}")
                        names.append(f"a{i}")
                    elif isinstance(arg, dict) and isinstance(arg.get("options"), list):
                        options = arg["options"]
                        names.append(f"{options[0]}" if options else "X")
                text_call = f"{function['name']}({', '.join(names)})"
                calls.append((text_call, ", ".join(fields), context))
    return calls


def run_yaml(item: YamlInput, until: str | None = None) -> Outcome:
    import substrait_expr as se
    from substrait_expr.typecheck.ir import Context

    state: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="fuzz-") as folder:
        path = Path(folder) / "fuzz_extension.yaml"
        path.write_text(item.text, "utf-8", errors="surrogatepass")

        def load() -> None:
            state["registry"] = se.Registry.from_paths([path])

        steps: list[tuple[str, Callable[[], Any]]] = [("Registry.from_paths", load)]
        for call, schema, context in _yaml_calls(item.text)[:12]:

            def use(call: str = call, schema: str = schema, context: str = context) -> None:
                errors = _project_errors()
                try:
                    parsed = se.Schema.parse(schema)
                except errors:
                    return
                with contextlib.suppress(*errors):
                    se.check(call, parsed, state["registry"], context=Context(context))
                se.to_substrait(call, parsed, state["registry"], context=Context(context))

            steps.append((f"use {call[:60]}", use))
        return Stages(until).run(steps)


def run_input(item: Input, cli: bool = False, until: str | None = None) -> Outcome:
    """Every stage for ``item`` (or those up to ``until``); the CLI too with ``cli``."""
    if isinstance(item, ExprInput):
        return run_expression(item, cli=cli or (until or "").startswith("cli"), until=until)
    if isinstance(item, PlanInput):
        return run_plan(item, cli=cli or (until or "").startswith("cli"), until=until)
    return run_yaml(item, until=until)
