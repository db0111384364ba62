"""`satpuzzles solve`, `check` and `backends`."""

# No `from __future__ import annotations`: typer reads the commands' annotations, and string ones it must
# compile and evaluate on every run (twice each: ~10 M instructions of a `solve`).

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from satpuzzles.cli import THIS_PROCESS
from satpuzzles.cli.certify import (
    DEFAULT_PROOF_SOLVER,
    CertifyOpt,
    ProofSolverOpt,
    certifier,
    certify_one,
    not_certified,
)
from satpuzzles.cli.common import (
    EXIT_BY_STATUS,
    BackendOpt,
    EncodingOpt,
    FileArg,
    FormatOpt,
    JsonOpt,
    MaxClausesOpt,
    TimeoutOpt,
    TypeOpt,
    announce,
    app,
    read_records,
    reported,
)
from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.deadline import Timeout, start
from satpuzzles.errors import ExitCode
from satpuzzles.formats import Record, to_text
from satpuzzles.puzzles import type_of
from satpuzzles.solving import DEFAULT_BACKEND, Engine, Result, Status, list_backends


def _label(record: Record, index: int, total: int) -> str | None:
    if record.id is not None:
        return record.id
    return f"puzzle {index + 1}" if total > 1 else None


def _stats_line(result: Result) -> str:
    s = result.stats
    native = f", {s.native_constraints} native cardinality constraints" if s.native_constraints else ""
    return (
        f"stats: {s.variables} variables, {s.clauses} clauses{native}, {s.conflicts} conflicts, "
        f"{s.decisions} decisions, {s.propagations} propagations, "
        f"encode {s.encode_seconds:.4f} s, solve {s.solve_seconds:.4f} s"
    )


def _verdict(result: Result, first: bool, limit: int | None, timeout: float | None) -> str:
    status = result.status
    if status is Status.TIMEOUT:
        found = f" ({len(result.solutions)} solution(s) found before it)" if result.solutions else ""
        return f"timeout: no answer within {timeout:g} s{found}"
    if status is Status.UNSAT:
        return "no solution: no grid meets all the rules, clues and givens"
    if limit is not None:
        tail = "that is all of them" if result.complete else f"stopped at the limit of {limit}"
        return f"{len(result.solutions)} solution(s) found; {tail}"
    if status is Status.UNIQUE:
        return "unique solution (proven by the solver)"
    if status is Status.SOLVED:
        return "solution found (uniqueness not checked: --first)"
    return "several solutions: the puzzle is not unique"


def _differences(result: Result) -> str:
    kind = type_of(result.puzzle)
    first, second = result.solutions[0], result.solutions[1]
    cells = result.differing_cells()
    listed = ", ".join(
        f"r{r + 1}c{c + 1} ({kind.codec.cell_text(first, (r, c))} / {kind.codec.cell_text(second, (r, c))})"
        for r, c in cells
    )
    return f"the two solutions differ in {len(cells)} cell(s): {listed}"


def _published(published: str, result: Result) -> str:
    """What the published solution of a dataset entry says against ours (JSON says it as `matches_published`)."""
    from satpuzzles.solving.report import puzzlekit_solution  # here: only a dataset file's entries need it
    from satpuzzles.typekit.puzzlekit import matches

    codec = type_of(result.puzzle).puzzlekit
    ours = puzzlekit_solution(result)
    if result.solution is None:
        return "the published solution: not compared (no solution of ours)"
    if ours is None or codec is None:
        return "the published solution: not compared (our solution has no puzzlekit text)"
    return "the published solution: " + (
        "ours matches it" if matches(ours, published, codec.compare) else "ours differs"
    )


def _json_result(record: Record, result: Result, counted: bool, certificate: Path | None) -> dict[str, Any]:
    from satpuzzles.solving.report import result_json  # here, with the JSON writers: the text output needs neither

    data = result_json(record.id, result, counted, record.published)
    if certificate is not None:
        data["certificate"] = str(certificate)
    return data


def _print_json(data: object) -> None:
    """One line of JSON on stdout, flushed (a reader of a long run sees each result as it comes)."""
    import json  # here: the text output needs none

    # JSON is ASCII (escapes included), which is all typer.echo would see to: write it as is (3.7 us a line less)
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


def _note(text: str) -> None:
    """A line around the boards, written as a comment: a single board printed by `solve` reads back in."""
    typer.echo(f"# {text}")


def _run(
    file: str,
    *,
    backend: str,
    timeout: float | None,
    format: str | None,
    type_name: str | None,
    as_json: bool,
    encoding: str,
    first: bool = False,
    limit: int | None = None,
    stats: bool = False,
    show_two: bool = False,
    max_clauses: int | None = None,
    certify: Path | None = None,
    proof_solver: str = DEFAULT_PROOF_SOLVER,
) -> int:
    deadline = start(timeout)  # the first puzzle's time limit covers reading the input too
    with reported(), Engine(backend, encoding, max_clauses=max_clauses) as engine:
        certificates = certifier(certify, encoding, proof_solver)
        records = read_records(file, format, type_name)
        worst = ExitCode.SOLVED
        for index, record in enumerate(records):
            label = _label(record, index, len(records))
            announce(f"solving {label or file}")
            if limit is not None:
                result = engine.count(record.puzzle, limit, deadline=deadline)
            else:
                result = engine.solve(record.puzzle, first=first, deadline=deadline)
            worst = max(worst, EXIT_BY_STATUS[result.status])
            certificate = None
            if certificates is not None and result.status is Status.UNIQUE:
                try:  # within the puzzle's time limit: a certificate is part of what was asked
                    certificate = certify_one(
                        certificates, record.puzzle, result.solution, record.id, index + 1, deadline
                    )
                except Timeout:
                    why = f"the time limit ({timeout:g} s) ended before its proof was checked"
                    not_certified(record.id, index + 1, why)
                    worst = max(worst, ExitCode.TIMEOUT)
            elif certificates is not None:
                not_certified(record.id, index + 1, f"the puzzle is {result.status.value}, not unique")
            deadline = start(timeout)  # the next puzzle's
            if as_json:
                _print_json(_json_result(record, result, limit is not None, certificate))
                continue
            if label:
                _note(f"== {label} ==")
            _note(_verdict(result, first, limit, timeout))
            shown = result.solutions if (limit is not None or show_two) else result.solutions[:1]
            for number, solution in enumerate(shown, start=1):
                if len(shown) > 1:
                    _note(f"solution {number}:")
                typer.echo(to_text(record.puzzle, solution), nl=False)
            if show_two and len(result.solutions) > 1:
                _note(_differences(result))
            if record.published is not None:
                _note(_published(record.published, result))
            if stats:
                _note(_stats_line(result))
        if THIS_PROCESS.ends_with_command:  # left to the process's end, which takes the memory back whole
            engine.close(free=False)
    return int(worst)


@app.command()
def solve(
    file: FileArg,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: TimeoutOpt = None,
    count: Annotated[
        int | None, typer.Option("--count", "-n", min=1, help="Enumerate up to N solutions and print them all.")
    ] = None,
    first: Annotated[
        bool, typer.Option("--first", help="Stop at the first solution; skip the uniqueness proof.")
    ] = False,
    as_json: JsonOpt = False,
    stats: Annotated[bool, typer.Option("--stats", help="Print variables, clauses, conflicts and times.")] = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    max_clauses: MaxClausesOpt = None,
    certify: CertifyOpt = None,
    proof_solver: ProofSolverOpt = DEFAULT_PROOF_SOLVER,
) -> None:
    """Solve each puzzle and say whether its solution is unique."""
    if certify is not None and (first or count is not None):
        typer.echo("satpuzzles: error: --certify certifies uniqueness: it cannot go with --first or --count", err=True)
        raise typer.Exit(int(ExitCode.BAD_INPUT))
    raise typer.Exit(
        _run(
            file,
            backend=backend,
            timeout=timeout,
            format=format,
            type_name=type_name,
            as_json=as_json,
            encoding=encoding,
            first=first,
            limit=count,
            stats=stats,
            max_clauses=max_clauses,
            certify=certify,
            proof_solver=proof_solver,
        )
    )


@app.command()
def check(
    file: FileArg,
    backend: BackendOpt = DEFAULT_BACKEND,
    timeout: TimeoutOpt = None,
    as_json: JsonOpt = False,
    format: FormatOpt = None,
    type_name: TypeOpt = None,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    max_clauses: MaxClausesOpt = None,
    certify: CertifyOpt = None,
    proof_solver: ProofSolverOpt = DEFAULT_PROOF_SOLVER,
) -> None:
    """Say whether each puzzle has one solution, several or none.

    Of several, two are shown, with the cells where they differ."""
    raise typer.Exit(
        _run(
            file,
            backend=backend,
            timeout=timeout,
            format=format,
            type_name=type_name,
            as_json=as_json,
            encoding=encoding,
            limit=2 if as_json else None,
            show_two=True,
            max_clauses=max_clauses,
            certify=certify,
            proof_solver=proof_solver,
        )
    )


@app.command()
def backends(as_json: Annotated[bool, typer.Option("--json", help="Print a JSON list.")] = False) -> None:
    """List the SAT backends and whether each is usable here.

    In-process (PySAT) solvers and external binaries; auto names the pick for each puzzle type."""
    with reported():
        infos = list_backends()
        if as_json:
            _print_json([vars(info) | {"aliases": list(info.aliases)} for info in infos])
            return
        width = max(len(info.name) for info in infos)
        for info in infos:
            mark = "yes" if info.usable else "no "
            default = " (default)" if info.name == DEFAULT_BACKEND else ""
            note = f"  {info.note}" if info.note else ""
            typer.echo(f"{info.name.ljust(width)}  usable: {mark}{default}{note}")
