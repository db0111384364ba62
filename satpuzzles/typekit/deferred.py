"""A spec part whose module loads on its first call, typed as the function it stands for.

Only for a module that costs a command 5 ms or more to import and that the commonest commands never use
(a type's picture, explainer, step model, generator or URL codec: benchmarks/README.md has the figures).
A type imports the module for the type checker only, and names the function in a lambda:

    if TYPE_CHECKING:
        from . import look

    look=Look(deferred(__name__, "look", lambda: look.draw))

The lambda reads the package's attribute `look`, which importing the submodule sets; the checker sees
`look.draw` itself, so the part has the function's exact signature.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def deferred(package: str, module: str, function: Callable[[], Callable[P, R]]) -> Callable[P, R]:
    """`function()` once `package.module` is imported: the module loads on the first call."""
    loaded: list[Callable[P, R]] = []

    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        if not loaded:
            import_module(f"{package}.{module}")
            loaded.append(function())
        return loaded[0](*args, **kwargs)

    call.__qualname__ = call.__name__ = f"{module}.deferred"
    return call
