"""What every `satpuzzles` command shares: the app, common options, input reading and error reporting."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer

from satpuzzles.cnf import ENCODING_NAMES
from satpuzzles.errors import ExitCode, SatPuzzlesError
from satpuzzles.formats import FORMATS, Record, inline_kind, load, loads
from satpuzzles.puzzles import type_of
from satpuzzles.solving import SolverBug, Status

app = typer.Typer(
    help="Compile grid logic puzzles to CNF and solve them with SAT solvers.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


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
        "a puzz.link URL, a Tatham Towers game ID, or - for stdin."
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
TimeoutOpt = Annotated[
    float | None, typer.Option("--timeout", "-t", min=0.001, help="Seconds per puzzle before giving up (exit 4).")
]
FormatOpt = Annotated[
    str | None, typer.Option("--format", "-f", help=f"Input format: {', '.join(FORMATS)} (default: detect).")
]
TypeOpt = Annotated[str | None, typer.Option("--type", help="Puzzle type, where the input does not say.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="One JSON result per puzzle, one per line.")]
EncodingOpt = Annotated[
    str, typer.Option("--encoding", help=f"Cardinality encoding: {', '.join(ENCODING_NAMES)}.", show_default=True)
]


@contextmanager
def reported() -> Iterator[None]:
    """Turn every expected failure into one line on stderr and its documented exit code."""
    try:
        yield
    except SatPuzzlesError as error:
        typer.echo(f"satpuzzles: error: {error}", err=True)
        raise typer.Exit(int(error.exit_code)) from None
    except SolverBug as error:
        typer.echo(f"satpuzzles: internal error: {error} (please report this)", err=True)
        raise typer.Exit(int(ExitCode.INTERNAL)) from None
    except KeyboardInterrupt:
        typer.echo("satpuzzles: interrupted", err=True)
        raise typer.Exit(int(ExitCode.INTERRUPTED)) from None


def read_records(path: str, format: str | None, type_name: str | None) -> list[Record]:
    """The puzzles `path` names, after showing on stderr whatever their types warn about."""
    records = _records_from(path, format, type_name)
    for record in records:
        for warning in type_of(record.puzzle).checker.warnings(record.puzzle):
            label = f"{record.id}: " if record.id else ""
            typer.echo(f"satpuzzles: warning: {label}{warning}", err=True)
    return records


def _records_from(path: str, format: str | None, type_name: str | None) -> list[Record]:
    """A file, `-` for stdin, or the puzzle itself: a puzz.link URL or Towers game ID that names no file."""
    if path == "-":
        return loads(sys.stdin.read(), format, type_name, source="<stdin>")
    kind = inline_kind(path)
    if kind and not Path(path).exists():
        return loads(path, format, type_name, source=kind)
    return load(Path(path), format, type_name)


def announce(what: str) -> None:
    """With SATPUZZLES_READY=1, say on stderr that work starts: tests signal a busy process, not a starting one."""
    if os.environ.get("SATPUZZLES_READY") == "1":
        typer.echo(f"satpuzzles: {what}", err=True)
