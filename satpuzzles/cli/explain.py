"""`satpuzzles explain`: for a setter, where a puzzle is ambiguous, what fixes it, what can go, what fights."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from satpuzzles.cli.common import (
    EXIT_BY_STATUS,
    BackendOpt,
    EncodingOpt,
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
from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.dimacs import write_output
from satpuzzles.errors import ExitCode, PuzzleError
from satpuzzles.explain import explain_with, explanation_json
from satpuzzles.explain.picture import explanation_svg
from satpuzzles.explain.text import explanation_text
from satpuzzles.solving import DEFAULT_BACKEND, Engine


@app.command()
def explain(
    file: FileArg,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: Annotated[
        float | None,
        typer.Option(
            "--timeout",
            "-t",
            min=0.001,
            callback=finite_seconds,
            help="Seconds for each puzzle's whole explanation; what is proven by then is shown (exit 4).",
        ),
    ] = None,
    max_fixes: Annotated[
        int | None, typer.Option("--max-fixes", min=1, help="List at most K fixes (the first K in rank order).")
    ] = None,
    max_conflicts: Annotated[
        int | None, typer.Option("--max-conflicts", min=1, help="Find at most K disjoint conflicting sets.")
    ] = None,
    svg: Annotated[
        str | None,
        typer.Option("--svg", help="Also draw the explanation as SVG to this file (- for stdout); one puzzle only."),
    ] = None,
    as_json: JsonOpt = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Explain to a setter what makes each puzzle unique or not.

    Several solutions: the cells every solution shares, the closest two solutions and the single hints
    that make it unique. Unique: the clues and givens that can go. No solution: the minimal sets of clues
    and givens that fight. Every claim is re-checked before it is shown.
    """
    worst = ExitCode.SOLVED
    with reported(), Engine(backend, encoding, max_clauses=max_clauses) as engine:
        records = read_records(file, format, type_name)
        if svg is not None and len(records) != 1:
            raise PuzzleError(f"holds {len(records)} puzzles; --svg draws one", source=file)
        for record in records:
            explanation = explain_with(
                engine, record.puzzle, timeout=timeout, max_fixes=max_fixes, max_conflicts=max_conflicts
            )
            code = ExitCode.TIMEOUT if explanation.timed_out else EXIT_BY_STATUS[explanation.status]
            worst = max(worst, code)
            if svg is not None:
                write_output(svg, explanation_svg(explanation), inputs=[file])
            if as_json:
                typer.echo(json.dumps(explanation_json(record.id, explanation)))
                sys.stdout.flush()
                continue
            if len(records) > 1 or record.id:
                typer.echo(f"== {record.id or f'puzzle {records.index(record) + 1}'} ==")
            if svg != "-":
                typer.echo(explanation_text(explanation, timeout), nl=False)
    raise typer.Exit(int(worst))
