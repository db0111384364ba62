"""The `satpuzzles` command: a thin typer layer over the library, one module per group of commands."""

from __future__ import annotations

import sys
from collections.abc import Sequence

import typer

from satpuzzles.cli import (
    batch,  # noqa: F401
    convert,  # noqa: F401
    dimacs,  # noqa: F401
    generate,  # noqa: F401
    render,  # noqa: F401
    solving,  # noqa: F401  (importing a command module registers its commands)
)
from satpuzzles.cli.common import app, internal_error, quiet_broken_pipe, say_interrupted
from satpuzzles.errors import ExitCode

# click's exception classes, found through typer's public BadParameter: typer >= 0.24 carries its own click.
ClickException = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")
UsageError = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


def run(args: Sequence[str] | None = None) -> int:
    """Run one command line and return its exit code; every failure is one line on stderr."""
    try:
        code = app(args=args, prog_name="satpuzzles", standalone_mode=False)
    except UsageError as error:
        if type(error).__name__ == "NoArgsIsHelpError":  # a bare `satpuzzles` or `satpuzzles batch`: show the help
            typer.echo(error.format_message())
            return int(ExitCode.BAD_INPUT)
        command = f"{error.ctx.command_path} " if error.ctx is not None else "satpuzzles "
        message = " ".join(error.format_message().split())
        typer.echo(f"satpuzzles: error: {message} (see {command}--help)", err=True)
        return int(ExitCode.BAD_INPUT)
    except ClickException as error:
        typer.echo(f"satpuzzles: error: {' '.join(error.format_message().split())}", err=True)
        return int(getattr(error, "exit_code", ExitCode.BAD_INPUT))
    except (KeyboardInterrupt, typer.Abort):
        return say_interrupted()
    except BrokenPipeError:
        return quiet_broken_pipe()
    except Exception as error:  # noqa: BLE001  (the last line of defence: a bug, reported as one)
        return internal_error(error)
    if code == ExitCode.INTERRUPTED:  # typer's own catch of a Ctrl-C outside a command body says nothing
        return say_interrupted()
    return int(code or 0) if isinstance(code, int) else 0


def main() -> None:
    """Entry point (the console script)."""
    sys.exit(run())


__all__ = ["app", "main", "run"]
