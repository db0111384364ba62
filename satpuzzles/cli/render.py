"""`satpuzzles render`: an SVG picture of a puzzle, and of its solution when asked."""

from __future__ import annotations

from typing import Annotated

import typer

from satpuzzles.cli.common import (
    EXIT_BY_STATUS,
    BackendOpt,
    EncodingOpt,
    FileArg,
    FormatOpt,
    MaxClausesOpt,
    TimeoutOpt,
    TypeOpt,
    app,
    read_records,
    reported,
)
from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.deadline import start
from satpuzzles.dimacs import check_output, write_output
from satpuzzles.errors import ExitCode, PuzzleError
from satpuzzles.solving import DEFAULT_BACKEND, Engine, Status
from satpuzzles.typekit.drawable import render_svg


@app.command()
def render(
    file: FileArg,
    output: Annotated[
        str, typer.Option("--output", "-o", help="SVG file (written atomically), or - for stdout.")
    ] = "-",
    solution: Annotated[
        bool, typer.Option("--solution", help="Solve first and draw the solution (solved values in blue).")
    ] = False,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: TimeoutOpt = None,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Draw a puzzle, or its solution, as an SVG picture.

    Clues go outside the grid, givens in bold black. With --solution the puzzle is solved first; exit
    codes follow `solve` (1 when the drawn solution is one of several, 3 and 4 when there is none to draw).
    """
    code = ExitCode.SOLVED
    deadline = start(timeout)  # the time limit covers reading the input too
    with reported():
        check_output(output, [file])
        records = read_records(file, format, type_name)
        if len(records) != 1:
            raise PuzzleError(f"holds {len(records)} puzzles; render draws one", source=file)
        puzzle, solved = records[0].puzzle, None
        if solution:
            with Engine(backend, encoding, max_clauses=max_clauses) as engine:
                result = engine.solve(puzzle, deadline=deadline)
            code = EXIT_BY_STATUS[result.status]
            if result.solution is None:
                reason = "the puzzle has no solution" if result.status is Status.UNSAT else "the solver timed out"
                typer.echo(f"satpuzzles: error: nothing drawn: {reason}", err=True)
                raise typer.Exit(int(code))
            if result.status is Status.MULTIPLE:
                typer.echo("satpuzzles: warning: the puzzle has several solutions; drawing one of them", err=True)
            solved = result.solution
        write_output(output, render_svg(puzzle, solved), inputs=[file])
    raise typer.Exit(int(code))
