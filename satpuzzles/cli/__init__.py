"""The `satpuzzles` command: a thin typer layer over the library, one module per group of commands."""

from __future__ import annotations

import sys

import typer

from satpuzzles.cli import (
    batch,  # noqa: F401
    convert,  # noqa: F401
    dimacs,  # noqa: F401
    explain,  # noqa: F401
    generate,  # noqa: F401
    render,  # noqa: F401
    solving,  # noqa: F401  (importing a command module registers its commands)
    steps,  # noqa: F401
)
from satpuzzles.cli.common import app
from satpuzzles.errors import ExitCode


def main() -> None:
    """Entry point (the console script)."""
    try:
        app()
    except KeyboardInterrupt:  # outside a command body, e.g. while importing
        typer.echo("satpuzzles: interrupted", err=True)
        sys.exit(int(ExitCode.INTERRUPTED))


__all__ = ["app", "main"]
