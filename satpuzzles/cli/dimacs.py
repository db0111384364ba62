"""`satpuzzles export` (DIMACS out) and `decode` (an external solver's answer back to a board)."""

from __future__ import annotations

import json
import os
from typing import Annotated

import typer

from satpuzzles.cli.certify import DEFAULT_PROOF_SOLVER, ProofSolverOpt, proven_unsat
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
from satpuzzles.dimacs import (
    NoAnswer,
    NoSolution,
    check_output,
    decode_answer,
    export_cnf,
    parse_answer,
    read_solution,
    write_output,
)
from satpuzzles.errors import ExitCode, PuzzleError, shown
from satpuzzles.formats import Record, solution_to_json, to_text, without_bom
from satpuzzles.formats.limits import read_stdin, read_text
from satpuzzles.puzzles import type_of
from satpuzzles.solving import DEFAULT_BACKEND, Engine

IdOpt = Annotated[str | None, typer.Option("--id", help="Which puzzle of a multi-puzzle FILE (its id).")]


def _one_record(records: list[Record], puzzle_id: str | None, source: str) -> Record:
    if puzzle_id is not None:
        chosen = [record for record in records if record.id == puzzle_id]
        if not chosen:
            raise PuzzleError(f"no puzzle with id {shown(puzzle_id, 80)}", source=source)
        return chosen[0]
    if len(records) != 1:
        raise PuzzleError(f"holds {len(records)} puzzles; pick one with --id", source=source)
    return records[0]


def _read_text(path: str) -> str:
    """A solver's answer or a solution, refused unread when larger than any input may be."""
    return without_bom(read_stdin() if path == "-" else read_text(path))


@app.command()
def export(
    file: FileArg,
    output: Annotated[
        str, typer.Option("--output", "-o", help="Output file (.cnf, .cnf.gz, .cnf.xz), or - for stdout.")
    ] = "-",
    unique: Annotated[
        bool, typer.Option("--unique", help="Solve in-process first, then export the uniqueness query for it.")
    ] = False,
    uniqueness_query: Annotated[
        str | None,
        typer.Option(
            "--uniqueness-query",
            metavar="SOLUTION_FILE",
            help="Add the clause blocking this solution (a board, JSON or a solver's answer): UNSAT proves it unique.",
        ),
    ] = None,
    proof: Annotated[
        str | None,
        typer.Option(
            "--proof",
            metavar="OUT.drat",
            help="With a uniqueness query: also write a DRAT proof that it is unsatisfiable, checked by dratify.",
        ),
    ] = None,
    proof_solver: ProofSolverOpt = DEFAULT_PROOF_SOLVER,
    puzzle_id: IdOpt = None,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: TimeoutOpt = None,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Write a puzzle as DIMACS CNF, variables mapped to cells.

    The header's comments name the cell and value of every variable, so any solver's answer decodes."""
    deadline = start(timeout)  # the time limit covers reading the input too
    with reported():
        if unique and uniqueness_query:
            raise PuzzleError("give --unique or --uniqueness-query, not both")
        inputs = [file, *([uniqueness_query] if uniqueness_query else [])]
        check_output(output, inputs)
        if proof is not None and not (unique or uniqueness_query):
            raise PuzzleError("--proof needs a uniqueness query: add --unique or --uniqueness-query")
        if proof is not None:
            if os.path.realpath(proof) == os.path.realpath(output):  # also "-" twice: one would spoil the other
                raise PuzzleError("--proof and --output name the same file", source=proof)
            check_output(proof, [*inputs, output])
        puzzle = _one_record(read_records(file, format, type_name), puzzle_id, file).puzzle
        blocked = None
        if uniqueness_query is not None:
            try:
                blocked = read_solution(
                    puzzle, _read_text(uniqueness_query), encoding=encoding, max_clauses=max_clauses
                )
            except PuzzleError as error:
                raise error.located(source=uniqueness_query) from None
        elif unique:
            with Engine(backend, encoding, max_clauses=max_clauses) as engine:
                result = engine.solve(puzzle, first=True, deadline=deadline)
            if result.solution is None:
                reason = "no solution" if result.status.value == "unsat" else f"no solution within {timeout:g} s"
                typer.echo(f"satpuzzles: {reason}: there is nothing to block", err=True)
                raise typer.Exit(int(EXIT_BY_STATUS[result.status]))
            blocked = result.solution
        text = export_cnf(puzzle, encoding=encoding, blocked=blocked, max_clauses=max_clauses)
        if proof is not None:
            write_output(proof, proven_unsat(text, proof_solver, type_of(puzzle).name), inputs=[*inputs, output])
        write_output(output, text, inputs=inputs)


@app.command()
def decode(
    file: FileArg,
    model: Annotated[
        str,
        typer.Argument(
            help="The solver's answer: SAT-competition output, a MiniSat result file or literals; - for stdin."
        ),
    ],
    puzzle_id: IdOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the status and solution as JSON.")] = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    max_clauses: MaxClausesOpt = None,
) -> None:
    """Turn a solver's answer to an exported CNF back into the board.

    The board is checked by the puzzle's rule checker before it is shown."""
    with reported():
        if file == "-" and model == "-":
            raise PuzzleError("FILE and MODEL cannot both be read from stdin")
        puzzle = _one_record(read_records(file, format, type_name), puzzle_id, file).puzzle
        try:
            answer = parse_answer(_read_text(model))
            solution = decode_answer(puzzle, answer, encoding=encoding, max_clauses=max_clauses)
        except PuzzleError as error:
            raise error.located(source="<stdin>" if model == "-" else model) from None
        except (NoSolution, NoAnswer) as verdict:
            status = "unsat" if isinstance(verdict, NoSolution) else "unknown"
            typer.echo(json.dumps({"status": status, "solution": None}) if as_json else str(verdict))
            raise typer.Exit(int(verdict.exit_code)) from None
        if as_json:
            typer.echo(json.dumps({"status": "solved", "solution": solution_to_json(puzzle, solution)}))
        else:
            typer.echo("# solution (it satisfies the exported CNF and passes the rule checker):")
            typer.echo(to_text(puzzle, solution), nl=False)
    raise typer.Exit(int(ExitCode.SOLVED))
