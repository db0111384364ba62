"""The `satpuzzles` command: a thin typer layer over the library, one module per group of commands."""

from __future__ import annotations

import sys
from collections.abc import Sequence

import typer

from satpuzzles.cli import (
    batch,  # noqa: F401
    certify,  # noqa: F401
    convert,  # noqa: F401
    dimacs,  # noqa: F401
    explain,  # noqa: F401
    generate,  # noqa: F401
    render,  # noqa: F401
    solving,  # noqa: F401  (importing a command module registers its commands)
    types,  # noqa: F401
)
from satpuzzles.cli.common import app, internal_error, quiet_broken_pipe, say_interrupted
from satpuzzles.errors import ExitCode

# click's exception class, found through typer's public BadParameter (typer >= 0.24 carries its own click).
CLICK_ERROR: type[Exception] = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")


def run(args: Sequence[str] | None = None) -> int:
    """Run one command line and return its exit code; every failure is one line on stderr."""
    try:
        code = app(args=args, prog_name="satpuzzles", standalone_mode=False)
    except CLICK_ERROR as error:
        return _usage_error(error)
    except (KeyboardInterrupt, typer.Abort):
        return say_interrupted()
    except BrokenPipeError:
        return quiet_broken_pipe()
    except Exception as error:  # noqa: BLE001  (the last line of defence: a bug, reported as one)
        return internal_error(error)
    if code == ExitCode.INTERRUPTED:  # typer's own catch of a Ctrl-C outside a command body says nothing
        return say_interrupted()
    return int(code or 0) if isinstance(code, int) else 0


def _usage_error(error: Exception) -> int:
    """A usage error (click's) as one line naming the command's --help; a bare group (`satpuzzles`) shows its help."""
    message = " ".join(getattr(error, "format_message", error.__str__)().split())
    if type(error).__name__ == "NoArgsIsHelpError":
        typer.echo(getattr(error, "format_message", error.__str__)())
        return int(ExitCode.BAD_INPUT)
    context = getattr(error, "ctx", None)
    command = context.command_path if context is not None else "satpuzzles"
    typer.echo(f"satpuzzles: error: {message} (see {command} --help)", err=True)
    return int(getattr(error, "exit_code", ExitCode.BAD_INPUT))


def main() -> None:
    """Entry point (the console script)."""
    sys.exit(run())


__all__ = ["app", "main", "run"]
