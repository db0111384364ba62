"""What every `satpuzzles` command shares: the app, common options, input reading and error reporting."""

# No `from __future__ import annotations`: typer reads the commands' annotations, and string ones it must
# compile and evaluate on every run (twice each: ~10 M instructions of a `solve`).

import inspect
import math
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from satpuzzles.cnf import ENCODING_NAMES
from satpuzzles.errors import EXIT_MEANINGS, ExitCode, PuzzleError, SatPuzzlesError
from satpuzzles.formats import FORMATS, Record, inline_kind, load, loads
from satpuzzles.formats.limits import read_stdin
from satpuzzles.puzzles import type_of
from satpuzzles.solving import SolverBug, Status
from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES

# `satpuzzles --help` lists the commands in the order of a user's day, not in the order they are registered.
COMMAND_ORDER = (
    "solve",
    "check",
    "explain",
    "steps",
    "hint",
    "grade",
    "generate",
    "convert",
    "render",
    "export",
    "decode",
    "batch",
    "serve",
    "verify",
    "backends",
    "types",
)


class _InAUsersOrder(TyperGroup):
    def list_commands(self, ctx: Any) -> list[str]:  # click's Context, which typer does not export
        names = super().list_commands(ctx)
        return sorted(names, key=lambda name: COMMAND_ORDER.index(name) if name in COMMAND_ORDER else len(names))


app = typer.Typer(
    cls=_InAUsersOrder,
    help="Compile grid logic puzzles to CNF and solve them with SAT solvers.",
    epilog="Exit codes: " + "; ".join(f"{int(code)} {meaning}" for code, meaning in EXIT_MEANINGS.items()) + ".",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def flowed(doc: str) -> str:
    """A docstring's paragraphs each on one line: typer keeps a docstring's line breaks, and a terminal of
    another width would break its sentences twice."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in doc.strip().split("\n\n"))


def with_flowed_help(group: typer.Typer) -> typer.Typer:
    """`group` with every command's help (its docstring, where no help was given) flowed, subgroups too."""
    for command in group.registered_commands:
        if command.help is None and command.callback is not None and command.callback.__doc__:
            command.help = flowed(inspect.getdoc(command.callback) or "")
    for subgroup in group.registered_groups:
        if subgroup.typer_instance is not None:
            with_flowed_help(subgroup.typer_instance)
    return group


@app.callback()
def _always_a_group() -> None:
    # The console script registers only the command it runs; without a callback, typer would run a lone
    # command as the program itself (`satpuzzles verify DIR` would take `verify` for DIR).
    pass


EXIT_BY_STATUS = {
    Status.UNIQUE: ExitCode.SOLVED,
    Status.SOLVED: ExitCode.SOLVED,
    Status.MULTIPLE: ExitCode.MULTIPLE,
    Status.UNSAT: ExitCode.UNSAT,
    Status.TIMEOUT: ExitCode.TIMEOUT,
}

FileArg = Annotated[
    str,
    typer.Argument(
        help="Puzzle file (JSON, JSON Lines, native text, puzzlekit, URLs or game IDs one per line), "
        "a puzz.link URL, a Tatham game ID, or - for stdin."
    ),
]
BackendOpt = Annotated[
    str,
    typer.Option(
        "--backend",
        "-b",
        help="auto: each puzzle type on the solver measured fastest for it (`satpuzzles backends` shows which); "
        'or a PySAT solver name, or external:SOLVER / external:"CMD ARGS".',
    ),
]


LONGEST_TIMEOUT = 1e9  # seconds (31 years): beyond it the clocks' waits overflow


def finite_seconds(value: float | None) -> float | None:
    """A --timeout must be a real duration: inf passes typer's `min`, but no clock can wait for it."""
    if value is not None and not (math.isfinite(value) and 0 < value <= LONGEST_TIMEOUT):
        raise typer.BadParameter(f"expected a number of seconds from 0.001 to {LONGEST_TIMEOUT:g}, found {value:g}")
    return value


TimeoutOpt = Annotated[
    float | None,
    typer.Option(
        "--timeout", "-t", min=0.001, callback=finite_seconds, help="Seconds per puzzle before giving up (exit 4)."
    ),
]
FormatOpt = Annotated[
    str | None, typer.Option("--format", "-f", help=f"Input format: {', '.join(FORMATS)} (default: detect).")
]
TypeOpt = Annotated[str | None, typer.Option("--type", help="Puzzle type, where the input does not say.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="One JSON result per puzzle, one per line.")]
EncodingOpt = Annotated[
    str, typer.Option("--encoding", help=f"Cardinality encoding: {', '.join(ENCODING_NAMES)}.", show_default=True)
]

MaxClausesOpt = Annotated[
    int | None,
    typer.Option(
        "--max-clauses",
        min=1,
        help=f"Refuse (exit 2) a puzzle whose formula would have more clauses [default: {DEFAULT_MAX_CLAUSES:,}, "
        "about 2 GB of memory].",
    ),
]


@contextmanager
def reported() -> Iterator[None]:
    """Turn every failure into one line on stderr and its documented exit code (5 for a bug of ours)."""
    try:
        yield
    except typer.Exit as done:  # a command's own exit code (typer.Exit is a RuntimeError)
        if done.exit_code == ExitCode.INTERRUPTED:  # the command said so itself (batch: what got done)
            _said_interrupted()
        raise
    except typer.Abort:
        raise
    except SatPuzzlesError as error:
        typer.echo(f"satpuzzles: error: {error}", err=True)
        raise typer.Exit(int(error.exit_code)) from None
    except KeyboardInterrupt:
        raise typer.Exit(say_interrupted()) from None
    except BrokenPipeError:
        raise typer.Exit(quiet_broken_pipe()) from None
    except Exception as error:  # noqa: BLE001  (SolverBug, and anything unforeseen: a bug, said to be one)
        if _during_interrupt(error):
            raise typer.Exit(say_interrupted()) from None
        raise typer.Exit(internal_error(error)) from None


_interruption: list[bool] = []  # whether "interrupted" has been said (typer turns a Ctrl-C into a silent 130)


def say_interrupted() -> int:
    """Say "interrupted", unless it has been said already; its exit code."""
    if not _interruption:
        typer.echo("satpuzzles: interrupted", err=True)
        _said_interrupted()
    return int(ExitCode.INTERRUPTED)


def _said_interrupted() -> None:
    _interruption.append(True)


def _during_interrupt(error: BaseException) -> bool:
    """Whether `error` is a Ctrl-C in disguise, or was raised while one was handled: an interruption, not a bug.

    PySAT's C layer reports a Ctrl-C inside the solver as pysolvers.error("Caught keyboard interrupt"), a
    plain Exception, wherever the solving code did not turn it back into a KeyboardInterrupt.
    """
    seen: set[int] = set()
    cause: BaseException | None = error
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, KeyboardInterrupt):
            return True
        if type(cause).__module__ == "pysolvers" and "interrupt" in str(cause).lower():
            return True
        seen.add(id(cause))
        cause = cause.__cause__ or cause.__context__
    return False


def internal_error(error: BaseException) -> int:
    """Say on one line that this is a bug of ours (or the machine ran out of memory); the exit code for it."""
    if isinstance(error, SolverBug):
        problem = str(error)
    elif isinstance(error, MemoryError):
        problem = "out of memory"
    elif isinstance(error, RecursionError):
        problem = "recursion too deep"
    else:
        problem = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    typer.echo(f"satpuzzles: internal error: {' '.join(problem.split())} (please report this)", err=True)
    return int(ExitCode.INTERNAL)


def quiet_broken_pipe() -> int:
    """Whoever read our stdout stopped (`| head`): end quietly with the exit code of a tool killed by SIGPIPE."""
    with suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so that the flush at exit does not complain
    return int(ExitCode.BROKEN_PIPE)


def read_records(path: str, format: str | None, type_name: str | None) -> list[Record]:
    """The puzzles `path` names, after showing on stderr whatever their types warn about.

    Running out of memory or stack while reading is the input's doing (exit 2); anywhere else it is ours (exit 5).
    """
    try:
        records = _records_from(path, format, type_name)
    except (MemoryError, RecursionError) as error:
        problem = "nested too deeply to read" if isinstance(error, RecursionError) else "too large to read"
        raise PuzzleError(problem, source="<stdin>" if path == "-" else path) from None
    for record in records:
        for warning in type_of(record.puzzle).checker.warnings(record.puzzle):
            label = f"{record.id}: " if record.id else ""
            typer.echo(f"satpuzzles: warning: {label}{warning}", err=True)
    return records


def _records_from(path: str, format: str | None, type_name: str | None) -> list[Record]:
    """A file, `-` for stdin, or the puzzle itself: a puzz.link URL or Tatham game ID that names no file."""
    if path == "-":
        return loads(read_stdin(), format, type_name, source="<stdin>")
    kind = inline_kind(path)
    if kind and not _is_file_name(path):
        return loads(path, format, type_name, source=kind)
    return load(Path(path), format, type_name)


def _is_file_name(path: str) -> bool:
    try:
        return Path(path).exists()
    except OSError:  # e.g. too long for a file name: a long game ID or URL is the puzzle itself
        return False


def announce(what: str) -> None:
    """With SATPUZZLES_READY=1, say on stderr that work starts: tests signal a busy process, not a starting one."""
    if os.environ.get("SATPUZZLES_READY") == "1":
        typer.echo(f"satpuzzles: {what}", err=True)
