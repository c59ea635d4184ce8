"""The lowering's modes, as one frozen value.

Every mode that decides how an expression is lowered lives in one
``LoweringOptions``: text or tree, templates on or off, a template being
learnt, the ANSI mode asked for and the template slots the printer fills.
One ``ContextVar`` holds the current options. A block that changes a mode
does ``with using(current().replace(...))``; code that has a lowering
`column.Scope` reads ``scope.options`` (taken when the scope is made), code
without one reads ``current()``. The helpers that name each mode
(``api.text_lowering``, ``api.ansi_mode``, ``lowering.lowering``,
``templates.without_templates``…) are such blocks.

The options are frozen and shared by every lowering under them. Two fields
point to mutable records of one run, each made fresh where that run opens:
``consulted`` (the list a template's learning records its ANSI questions in,
see ``api.templating``) and ``ansi`` (an `AnsiRun`, made by each
``api.ansi_mode`` block). Nothing else in them changes.
"""

from __future__ import annotations

import contextvars
import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from substrait_expr.backends.spark.columns.sql_text import SlotText

__all__ = ["DEFAULT", "AnsiRun", "LoweringOptions", "Mode", "current", "using"]

Mode = Literal["auto", "text", "tree"]


class AnsiRun:
    """One ``api.ansi_mode`` block's record (a run's collector, made fresh
    per block): whether the session raises on integer overflow (None until
    asked, then read once), the session to ask (None: the active one),
    whether the lowering asked, and whether each expression relying on ANSI
    mode checks it is still on (a plan on Spark Connect)."""

    __slots__ = ("asked", "checked", "enabled", "spark")

    def __init__(self, enabled: bool | None, spark: Any, checked: bool) -> None:
        self.enabled = enabled
        self.spark = spark
        self.asked = False
        self.checked = checked


@dataclass(frozen=True, slots=True)
class LoweringOptions:
    # ``F`` builds Spark Connect's local trees, to be printed (api.text_lowering).
    text: bool = False
    # Text where it can, or the Column tree only (lowering.lowering).
    mode: Mode = "auto"
    # Lower by learnt templates first (templates.without_templates turns off).
    templates: bool = True
    # While a template is learnt: the learning run's list of ANSI questions.
    consulted: list[bool] | None = None
    # The enclosing lowering's ANSI record (None: outside any lowering).
    ansi: AnsiRun | None = None
    # While a template is printed: its slot tokens → the text that fills them.
    slots: Mapping[str, SlotText] | None = None

    def replace(self, **changes: Any) -> LoweringOptions:
        """These options with ``changes`` (``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)


DEFAULT = LoweringOptions()  # frozen: one value serves every context
_CURRENT = contextvars.ContextVar("substrait_expr_lowering_options", default=DEFAULT)

current = _CURRENT.get  # the options in force here (a function: read it each time)


class using:
    """Within this block the current options are ``options``. A class, not a
    generator: it opens every lowering."""

    __slots__ = ("_options", "_token")

    def __init__(self, options: LoweringOptions) -> None:
        self._options = options
        self._token: contextvars.Token[LoweringOptions] | None = None

    def __enter__(self) -> LoweringOptions:
        self._token = _CURRENT.set(self._options)
        return self._options

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _CURRENT.reset(self._token)
            self._token = None
