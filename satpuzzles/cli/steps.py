"""`satpuzzles steps` and `hint`: the deductions that solve a puzzle, and the next one from a position."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from satpuzzles.cli.common import (
    EXIT_BY_STATUS,
    BackendOpt,
    FileArg,
    FormatOpt,
    JsonOpt,
    MaxClausesOpt,
    TypeOpt,
    app,
    finite_seconds,
    read_records,
    reported,
)
from satpuzzles.deadline import Timeout, active, start
from satpuzzles.errors import ExitCode, PuzzleError
from satpuzzles.formats import without_bom
from satpuzzles.formats.limits import read_text
from satpuzzles.solving import DEFAULT_BACKEND, Engine, Status
from satpuzzles.steps import Hint, hint_json, hint_with, path_json, steps_with
from satpuzzles.steps.picture import write_step_pictures
from satpuzzles.steps.state import position_model, read_state
from satpuzzles.steps.text import hint_text, path_text

StepTimeoutOpt = Annotated[
    float | None,
    typer.Option(
        "--timeout",
        "-t",
        min=0.001,
        callback=finite_seconds,
        help="Seconds per puzzle; the steps found by then are shown, the rest unexplained (exit 4).",
    ),
]


@app.command()
def steps(
    file: FileArg,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: StepTimeoutOpt = None,
    svg_dir: Annotated[
        str | None, typer.Option("--svg-dir", help="Also draw each step as DIR/step-NNN.svg (one puzzle only).")
    ] = None,
    as_json: JsonOpt = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Solve each puzzle step by step and grade it from the path.

    The cheapest deduction comes first. Each step names the cells it decides, the clues, givens, rule groups and
    earlier facts that force it (a minimal set, re-checked), and its cost; the path grades the puzzle (easy /
    medium / hard / extreme)."""
    worst = ExitCode.SOLVED
    with reported(), Engine(backend, max_clauses=max_clauses) as engine:
        records = read_records(file, format, type_name)
        if svg_dir is not None and len(records) != 1:
            raise PuzzleError(f"holds {len(records)} puzzles; --svg-dir draws one", source=file)
        if svg_dir is not None and Path(svg_dir).exists() and not Path(svg_dir).is_dir():  # before the work
            raise PuzzleError("is not a directory, expected one for --svg-dir", source=svg_dir)
        for number, record in enumerate(records, start=1):
            path = steps_with(engine, record.puzzle, timeout=timeout)
            code = EXIT_BY_STATUS[path.status] if path.status is not Status.UNIQUE else ExitCode.SOLVED
            worst = max(worst, code if path.complete or path.status is not Status.UNIQUE else ExitCode.TIMEOUT)
            if svg_dir is not None:
                write_step_pictures(path, Path(svg_dir))
            if as_json:
                typer.echo(json.dumps(path_json(record.id, path)))
                sys.stdout.flush()
                continue
            if len(records) > 1 or record.id:
                typer.echo(f"== {record.id or f'puzzle {number}'} ==")
            typer.echo(path_text(path, timeout), nl=False)
    raise typer.Exit(int(worst))


@app.command()
def hint(
    file: FileArg,
    state: Annotated[
        str,
        typer.Option(
            "--state",
            "-s",
            help="File with the position: a solution-shaped JSON grid (null, or '.' in strings, where empty) "
            "or the native text of a partly filled board. Pencil marks: a JSON cell as the list of values left "
            "([1, 3]), or lines 'r2c3: 1 3' after the native board.",
        ),
    ],
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: StepTimeoutOpt = None,
    as_json: JsonOpt = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Show the cheapest next step from a position, or its wrong cells.

    The step adds what the position does not show yet: not a value its filled cells rule out along a line,
    nor one its pencil marks leave out; a placement comes before exclusions as cheap. Wrong means against
    the puzzle's unique solution (a filled cell, or pencil marks that leave out the cell's value); nothing
    else about the solution is shown. Exit 3 when the position is wrong (no solution from it)."""
    with reported(), Engine(backend, max_clauses=max_clauses) as engine:
        records = read_records(file, format, type_name)
        if len(records) != 1:
            raise PuzzleError(f"holds {len(records)} puzzles; a hint is for one", source=file)
        record = records[0]
        try:
            text = without_bom(read_text(state))
        except PuzzleError as error:
            raise PuzzleError(f"cannot read the state: {error.problem}", source=state) from None
        with active(start(timeout)):  # reading the position builds the step model: the time limit counts it
            try:
                model = position_model(record.puzzle, state, max_clauses)
                grid = read_state(record.puzzle, text, state, model)
                found = hint_with(engine, record.puzzle, grid, timeout=timeout, model=model)
            except Timeout:
                found = Hint(record.puzzle, Status.TIMEOUT)
        if as_json:
            typer.echo(json.dumps(hint_json(record.id, found)))
        else:
            typer.echo(hint_text(found, timeout), nl=False)
    if found.status is not Status.UNIQUE:
        raise typer.Exit(int(EXIT_BY_STATUS[found.status]))
    raise typer.Exit(int(ExitCode.UNSAT if found.wrong else ExitCode.SOLVED))
