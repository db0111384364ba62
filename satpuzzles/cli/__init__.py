"""The `satpuzzles` command: a thin typer layer over the library, one module per group of commands.

Importing a command module registers its commands. The console script imports only the module of the
command it runs (start-up time is most of a one-puzzle `solve`); `app`, and `--help`, get them all.
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from satpuzzles.errors import ExitCode

if TYPE_CHECKING:
    import typer

# In registration order, which is the order `--help` lists them in.
COMMAND_MODULES = (
    "batch",
    "certify",
    "convert",
    "dimacs",
    "explain",
    "generate",
    "render",
    "serve",
    "solving",
    "steps",
    "types",
)
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
    "serve": "serve",
    "solve": "solving",
    "check": "solving",
    "backends": "solving",
    "steps": "steps",
    "hint": "steps",
    "types": "types",
}


def register_commands(argv: Sequence[str] | None = None) -> typer.Typer:
    """The app with the command `argv` names registered, or every command when it names none we know."""
    module = MODULE_OF_COMMAND.get(argv[0]) if argv else None
    for name in (module,) if module else COMMAND_MODULES:
        importlib.import_module(f"satpuzzles.cli.{name}")
    from satpuzzles.cli.common import app, with_flowed_help

    return with_flowed_help(app)


def run(args: Sequence[str] | None = None) -> int:
    """Run one command line and return its exit code; every failure is one line on stderr."""
    return _run(list(sys.argv[1:] if args is None else args), fresh_process=False)


def _run(argv: list[str], *, fresh_process: bool) -> int:
    import typer

    from satpuzzles.cli.common import internal_error, quiet_broken_pipe, say_interrupted
    from satpuzzles.cli.streams import guarded_stdout
    from satpuzzles.errors import SatPuzzlesError

    # click's exception class, found through typer's public BadParameter (typer >= 0.24 carries its own click).
    click_error: type[Exception] = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")
    try:
        app = register_commands(argv[:1])
        if fresh_process:
            _collect_from_now_on()
        with guarded_stdout():
            code = app(args=argv, prog_name="satpuzzles", standalone_mode=False)
    except SatPuzzlesError as error:  # outside a command's own report: its help, or the last flush of stdout
        typer.echo(f"satpuzzles: error: {error}", err=True)
        return int(error.exit_code)
    except click_error as error:
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
    import typer

    message = " ".join(getattr(error, "format_message", error.__str__)().split())
    if type(error).__name__ == "NoArgsIsHelpError":
        typer.echo(getattr(error, "format_message", error.__str__)())
        return int(ExitCode.BAD_INPUT)
    context = getattr(error, "ctx", None)
    command = context.command_path if context is not None else "satpuzzles"
    typer.echo(f"satpuzzles: error: {message} (see {command} --help)", err=True)
    return int(getattr(error, "exit_code", ExitCode.BAD_INPUT))


# Commands that write files over a long run: SIGTERM ends them like Ctrl-C (exit 130, finished work kept).
SIGTERM_LIKE_CTRL_C = ("batch", "generate")
# Commands whose output is stdout and stderr (and files they close themselves): once done, they exit at once.
EXIT_AT_ONCE = ("solve", "check")


class _ThisProcess:
    """What the command knows of its process."""

    ends_with_command = False  # main() runs an EXIT_AT_ONCE command: what it allocated needs no freeing


THIS_PROCESS = _ThisProcess()


def main() -> None:
    """Entry point (the console script)."""
    gc.disable()  # until the command is loaded: see _collect_from_now_on
    argv = sys.argv[1:]
    try:
        if argv[:1] and argv[0] in SIGTERM_LIKE_CTRL_C:
            _terminate_like_ctrl_c_from_now_on()
        THIS_PROCESS.ends_with_command = bool(argv[:1]) and argv[0] in EXIT_AT_ONCE
        code = _run(argv, fresh_process=True)
    except KeyboardInterrupt:  # while typer itself loads, before any command could catch it: nothing done yet
        sys.stderr.write("satpuzzles: interrupted\n")
        code = int(ExitCode.INTERRUPTED)
    if THIS_PROCESS.ends_with_command:
        _exit_at_once(code)
    sys.exit(code)


def _exit_at_once(code: int) -> None:
    """End the process now, without the interpreter's teardown (which frees every module and object: 7 M
    instructions, 0.5% of a batch `solve`), where it has nothing else to do: no exit handler registered (an
    external solver's scratch folder registers one), no other thread, stdout and stderr flushed. Otherwise
    return, and the normal exit runs."""
    import atexit
    import os
    import threading

    if atexit._ncallbacks() or threading.active_count() > 1:
        return
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):  # said by the normal exit, as before
        return
    os._exit(code)


def _terminate_like_ctrl_c_from_now_on() -> None:
    """Install the SIGTERM handler before the command loads (a second of start-up on a busy machine, in which
    SIGTERM used to kill the run outright); with SATPUZZLES_READY=1 say so, for tests that signal this moment."""
    import os

    from satpuzzles.cli.signals import terminate_like_ctrl_c

    terminate_like_ctrl_c()
    if os.environ.get("SATPUZZLES_READY") == "1":
        sys.stderr.write("satpuzzles: starting\n")
        sys.stderr.flush()


def _collect_from_now_on() -> None:
    """Start the cyclic collector, which main() kept off while the command's modules loaded.

    Loading typer and the command allocates some 100,000 objects and hardly any garbage; the collector ran
    about 40 times over them (benchmarks/README.md has what that costs a `solve`). Frozen, they stay out of later
    collections.
    """
    gc.freeze()
    gc.enable()


def __getattr__(name: str) -> Any:
    """`satpuzzles.cli.app`: the app with every command registered."""
    if name == "app":
        return register_commands()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["app", "main", "run"]
