"""`satpuzzles generate` (unique puzzles, graded when asked) and `satpuzzles grade`."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from satpuzzles.cli.certify import DEFAULT_PROOF_SOLVER, CertifyOpt, ProofSolverOpt, certifier, certify_one
from satpuzzles.cli.common import (
    EXIT_BY_STATUS,
    BackendOpt,
    FileArg,
    FormatOpt,
    JsonOpt,
    MaxClausesOpt,
    TimeoutOpt,
    TypeOpt,
    announce,
    app,
    finite_seconds,
    read_records,
    reported,
)
from satpuzzles.cli.signals import deadline_backstop, held, terminate_like_ctrl_c
from satpuzzles.deadline import Timeout, active, start
from satpuzzles.errors import ExitCode, PuzzleError, TimedOut
from satpuzzles.generate import Generated, Level
from satpuzzles.generate import generate as generate_puzzles
from satpuzzles.generate import grade as grade_puzzle
from satpuzzles.generate.writer import OUTPUT_FORMATS, PuzzleWriter
from satpuzzles.puzzles import get_type, type_of
from satpuzzles.solving import DEFAULT_BACKEND
from satpuzzles.typekit.generating import DEFAULT_ATTEMPTS, parse_option_args

# Type options (--stars, --max-height, --diagonal, ...) come after TYPE and are read from the type's generator.
TYPE_OPTIONS = {"allow_extra_args": True, "ignore_unknown_options": True}
TYPE_OPTIONS_HELP = (
    "Options of the puzzle type follow TYPE (e.g. --stars 2, --diagonal): `satpuzzles types` lists them."
)


@app.command(context_settings=TYPE_OPTIONS, epilog=TYPE_OPTIONS_HELP)
def generate(
    ctx: typer.Context,
    type_name: Annotated[
        str, typer.Argument(metavar="TYPE", help="A puzzle type that generates (`satpuzzles types`).")
    ],
    size: Annotated[int, typer.Option("--size", min=1, help="Grid size N (the grid is N x N).")],
    difficulty: Annotated[
        Level | None, typer.Option(help="Keep generating until the grade is this one (exit 6 when attempts run out).")
    ] = None,
    graded: Annotated[
        bool, typer.Option("--grade", help="Grade every puzzle (its path of steps: slower than making it).")
    ] = False,
    count: Annotated[int, typer.Option("--count", min=1, help="How many puzzles.")] = 1,
    seed: Annotated[
        int | None, typer.Option(help="Random seed: the same seed and options give the same output.")
    ] = None,
    attempts: Annotated[int, typer.Option(min=1, help="Attempts per puzzle to meet --difficulty.")] = DEFAULT_ATTEMPTS,
    output: Annotated[
        str, typer.Option("--output", "-o", help="Output file (a directory for several text puzzles), or - for stdout.")
    ] = "-",
    output_format: Annotated[
        str, typer.Option("--format", "-f", help=f"Output format: {', '.join(OUTPUT_FORMATS)}.")
    ] = "jsonl",
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: Annotated[
        float | None,
        typer.Option(
            "--timeout",
            "-t",
            min=0.001,
            callback=finite_seconds,
            help="Seconds for the whole run; the puzzles made before it ends are kept (exit 4).",
        ),
    ] = None,
    max_clauses: MaxClausesOpt = None,
    certify: CertifyOpt = None,
    proof_solver: ProofSolverOpt = DEFAULT_PROOF_SOLVER,
) -> None:
    """Generate puzzles with one solution, proven by the solver.

    Graded with --difficulty or --grade.

    Each puzzle is written as soon as it exists (JSON Lines: with its solution, grade if any and generation
    data). The default backend, auto, grades on cadical195, whose conflict counts --grade records (a
    --difficulty grade records none: the proof runs on the run's warm solver).
    Ctrl-C or SIGTERM stops it (exit 130) with every finished puzzle in the output.
    """
    terminate_like_ctrl_c()
    deadline = start(timeout)
    made = 0
    with reported(), active(deadline):
        try:
            with deadline_backstop(deadline):  # stops a type's own loops that poll no checkpoint
                certificates = certifier(certify, "auto", proof_solver)
                puzzles = generate_puzzles(
                    type_name,
                    size,
                    count=count,
                    seed=seed,
                    backend=backend,
                    difficulty=difficulty,
                    graded=graded,
                    attempts=attempts,
                    max_clauses=max_clauses,
                    **type_options(type_name, ctx.args),
                )
                with PuzzleWriter(output, output_format, count) as writer, _progress(count) as advance:
                    announce(f"generating puzzle 1 of {count}")
                    for number, puzzle in enumerate(puzzles, start=1):
                        if certificates is not None:  # before it is written: every puzzle in the output has its bundle
                            certify_one(certificates, puzzle.puzzle, puzzle.solution, puzzle.id, number, deadline)
                        with held():  # a puzzle is written whole, or not at all
                            writer.write(puzzle)
                            advance(puzzle)
                            made = number
                        if number < count:
                            announce(f"generating puzzle {number + 1} of {count}")
        except Timeout:
            raise TimedOut(f"no such puzzle within the time limit ({timeout:g} s): {made} of {count} made") from None


def type_options(type_name: str, args: list[str]) -> dict[str, Any]:
    """The type's generator options among the command's extra words (PuzzleError for anything else)."""
    kind = get_type(type_name)
    if kind.generator is None:
        raise PuzzleError(f"{kind.name} does not support generating puzzles")
    return parse_option_args(kind.name, kind.generator.options, args)


@contextmanager
def _progress(count: int) -> Iterator[Callable[[Generated], None]]:
    """A progress bar on stderr (for several puzzles, on a terminal) and a summary line at the end."""
    console = Console(stderr=True)
    times: list[float] = []
    grades: Counter[str] = Counter()
    made: list[Generated] = []
    started = last = time.perf_counter()
    columns = (TextColumn("generating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True, disable=count < 2 or not console.is_terminal) as bar:
        task = bar.add_task("generate", total=count)

        def advance(puzzle: Generated) -> None:
            nonlocal last
            now = time.perf_counter()
            times.append(now - last)
            last = now
            made.append(puzzle)
            if puzzle.grade is not None:
                grades[puzzle.grade.as_dict()["level"]] += 1
            bar.advance(task)

        try:
            yield advance
        finally:
            bar.stop()
            if made:
                mix = ", ".join(f"{number} {grade}" for grade, number in sorted(grades.items()))
                typer.echo(
                    f"satpuzzles: {len(made)} puzzle(s) in {time.perf_counter() - started:.1f} s "
                    f"(median {statistics.median(times):.2f} s, max {max(times):.2f} s each), "
                    f"seed {made[0].generation['seed']}" + (f"; grades: {mix}" if grades else ""),
                    err=True,
                )


@app.command()
def grade(
    file: FileArg,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: TimeoutOpt = None,
    method: Annotated[
        str, typer.Option("--method", help="steps (the path's hardest steps) or probing (propagation depth).")
    ] = "steps",
    as_json: JsonOpt = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Grade each puzzle easy, medium, hard or extreme.

    The grade comes from the path of steps, the one `satpuzzles steps` shows; with --method probing the grade is
    the depth of propagation the puzzle needs instead (easy: propagation alone, medium: probing, hard: probing
    two deep, extreme: beyond).

    Beside the grade: the path's score (steps), the solver's conflicts for a fresh solve (cadical195's under
    auto, as in generated puzzles). Puzzles without exactly one solution are not graded.
    """
    with reported():
        records = read_records(file, format, type_name)
        worst = ExitCode.SOLVED
        for index, record in enumerate(records):
            graded = grade_puzzle(
                record.puzzle, backend=backend, timeout=timeout, method=method, max_clauses=max_clauses
            )
            worst = max(worst, EXIT_BY_STATUS[graded.status])
            label = record.id or (f"puzzle {index + 1}" if len(records) > 1 else None)
            if as_json:
                kind = type_of(record.puzzle).name
                typer.echo(json.dumps({"id": record.id, "type": kind, **graded.as_dict()}))
                sys.stdout.flush()
            else:
                typer.echo(f"{label}: {graded}" if label else str(graded))
    raise typer.Exit(int(worst))
