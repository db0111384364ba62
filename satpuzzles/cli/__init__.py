"""The `satpuzzles` command: a thin typer layer over the library, one module per group of commands.

Importing a command module registers its commands. The console script imports only the module of the
command it runs (start-up time is most of a one-puzzle `solve`); `app`, and `--help`, get them all.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

from satpuzzles.errors import ExitCode

if TYPE_CHECKING:
    import typer

# In registration order, which is the order `--help` lists them in.
COMMAND_MODULES = ("batch", "certify", "convert", "dimacs", "explain", "generate", "render", "solving", "types")
MODULE_OF_COMMAND = {
    "batch": "batch",
    "generate": "generate",
    "grade": "generate",
    "verify": "certify",
    "convert": "convert",
    "export": "dimacs",
    "decode": "dimacs",
    "explain": "explain",
    "render": "render",
    "solve": "solving",
    "check": "solving",
    "backends": "solving",
    "types": "types",
}


def register_commands(argv: list[str] | None = None) -> typer.Typer:
    """The app with the command `argv` names registered, or every command when it names none we know."""
    from satpuzzles.cli.coercion import convert_plain_values_directly

    convert_plain_values_directly()
    module = MODULE_OF_COMMAND.get(argv[0]) if argv else None
    for name in (module,) if module else COMMAND_MODULES:
        importlib.import_module(f"satpuzzles.cli.{name}")
    from satpuzzles.cli.common import app

    return app


def main() -> None:
    """Entry point (the console script)."""
    try:
        register_commands(sys.argv[1:2])()
    except KeyboardInterrupt:  # outside a command body, e.g. while importing
        print("satpuzzles: interrupted", file=sys.stderr)
        sys.exit(int(ExitCode.INTERRUPTED))


def __getattr__(name: str) -> Any:
    """`satpuzzles.cli.app`: the app with every command registered."""
    if name == "app":
        return register_commands()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["app", "main"]
