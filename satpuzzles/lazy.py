"""Public names imported from their home modules on first use, so importing a package stays cheap."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str], namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module-level `__getattr__` for `package`: each name of `homes` comes from its module, then is kept."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        namespace[name] = value
        return value

    return __getattr__


def deferred(module: str, name: str) -> Callable[..., Any]:
    """A stand-in for the function or class `module.name` that imports it on its first call.

    Puzzle types name the parts only some commands use (the explainer, the stepper, the picture) this
    way, so that `satpuzzles solve` does not import them on every start.
    """
    target: Callable[..., Any] | None = None

    def call(*args: Any, **kwargs: Any) -> Any:
        nonlocal target
        if target is None:
            target = getattr(importlib.import_module(module), name)
        return target(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__module__ = module
    return call
