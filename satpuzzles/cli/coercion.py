"""Option values that need no pydantic: the common cases of typer's conversion, done without importing it.

typer (0.2x) converts every option value, defaults included, through a pydantic TypeAdapter; importing
pydantic and building the adapters is about half the start-up time of a one-puzzle `solve`. Here None,
strings of str options, and plain decimal numbers within an option's bounds convert directly;
everything else (a bad number, a path, a choice, a list) goes to typer's own conversion, built on first
use, so its results and its error messages are unchanged. With a typer that has no such hook, nothing
changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_INT = re.compile(r"-?(0|[1-9][0-9]*)")
_FLOAT = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_UNCONVERTED = object()


def _direct(value: Any, annotation: Any, info: Any) -> Any:
    """`value` converted to `annotation`, or _UNCONVERTED where typer's conversion must decide."""
    if annotation is str:
        return value if isinstance(value, str) else _UNCONVERTED
    if annotation not in (int, float) or getattr(info, "parser", None) is not None or isinstance(value, bool):
        return _UNCONVERTED
    if isinstance(value, str):
        if not (_INT if annotation is int else _FLOAT).fullmatch(value):
            return _UNCONVERTED
        number = annotation(value)
    elif isinstance(value, int) or (annotation is float and isinstance(value, float)):
        number = annotation(value)
    else:
        return _UNCONVERTED
    low, high = getattr(info, "min", None), getattr(info, "max", None)
    if (low is not None and number < low) or (high is not None and number > high):
        return _UNCONVERTED  # typer clamps or reports it
    return number


class _DirectFirst:
    """A parameter's conversion: direct where it can be, typer's (built on first need) otherwise."""

    def __init__(self, build: Callable[[], Any]) -> None:
        self._build = build
        self._typer: Any = None

    def coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        multi_value = param.multiple or param.nargs == -1
        if value is None:
            return () if multi_value else None  # as typer's RuntimeParam.coerce
        if param.nargs == 1 and not multi_value:
            descriptor = param.type_descriptor
            converted = _direct(value, descriptor.annotation, descriptor.parameter_info)
            if converted is not _UNCONVERTED:
                return converted
        if self._typer is None:
            self._typer = self._build()
        return self._typer.coerce(value, param=param, ctx=ctx)


def convert_plain_values_directly() -> None:
    """Hook _DirectFirst into typer's parameters (idempotent; a no-op on a typer without the hook)."""
    try:
        from typer._coercion import build_runtime_param
        from typer.core import _TyperParameter
    except ImportError:
        return
    if not hasattr(_TyperParameter, "get_runtime_param") or getattr(_TyperParameter, "_direct_first", False):
        return

    def get_runtime_param(self: Any) -> Any:
        if self._runtime_param is None:
            self._runtime_param = _DirectFirst(lambda: build_runtime_param(self.type_descriptor))
        return self._runtime_param

    _TyperParameter.get_runtime_param = get_runtime_param  # type: ignore[method-assign]
    _TyperParameter._direct_first = True  # type: ignore[attr-defined]
