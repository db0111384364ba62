"""From a solver's answer back to a board, checked against the exported clauses and the puzzle's rules."""

from __future__ import annotations

import json
from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.dimacs.answers import AnswerStatus, SolverAnswer, parse_answer
from satpuzzles.dimacs.export import puzzle_cnf
from satpuzzles.errors import ExitCode, PuzzleError, SatPuzzlesError
from satpuzzles.formats import detect_format, limits, loads
from satpuzzles.puzzles import Puzzle, type_of


class NoSolution(SatPuzzlesError):
    """The solver proved the formula unsatisfiable."""

    exit_code = ExitCode.UNSAT


class NoAnswer(SatPuzzlesError):
    """The solver stopped without deciding (a time or resource limit)."""

    exit_code = ExitCode.TIMEOUT


def decode_answer(
    puzzle: Puzzle, answer: SolverAnswer, *, encoding: str = DEFAULT_ENCODING, max_clauses: int | None = None
) -> Any:
    """The solution a SAT answer describes; raises NoSolution, NoAnswer, or PuzzleError for a bad model.

    The model is checked against every clause of the puzzle's export (variables it leaves out may
    satisfy a clause, so only clauses it makes wholly false count), then decoded and rule-checked.
    """
    if answer.status is AnswerStatus.UNSAT:
        raise NoSolution(
            "the solver says UNSATISFIABLE: the puzzle has no solution "
            "(for a uniqueness query: the blocked solution is the only one)"
        )
    if answer.status is AnswerStatus.UNKNOWN:
        raise NoAnswer("the solver gave no answer (UNKNOWN / INDET): it stopped before deciding, e.g. at a limit")
    cnf = puzzle_cnf(puzzle, encoding=encoding, max_clauses=max_clauses)
    num_vars = cnf.num_vars
    beyond = next((lit for lit in answer.literals if abs(lit) > num_vars), None)
    if beyond is not None:
        raise PuzzleError(
            f"the model sets variable {abs(beyond)}, but this puzzle's CNF has {num_vars} variables "
            f"(was it exported from another puzzle or with another --encoding?)"
        )
    value = {abs(lit): lit > 0 for lit in answer.literals}
    for number, clause in enumerate(cnf.clauses, start=1):
        if all(value.get(abs(lit)) is (lit < 0) for lit in clause):
            shown = " ".join(map(str, clause[:8])) + (" ..." if len(clause) > 8 else "")
            raise PuzzleError(f"the model falsifies clause {number} of the puzzle's CNF ({shown} 0)")
    try:
        solution = cnf.template.decode(answer.model(num_vars))
    except (StopIteration, RuntimeError, ValueError):  # no true value for some cell (a decoder's next() or count)
        raise PuzzleError("the model gives some cell no value (variables it leaves out count as false)") from None
    problems = type_of(puzzle).checker.violations(puzzle, solution)
    if problems:
        raise PuzzleError(f"the model's board breaks the rules: {problems[0]}")
    return solution


def read_solution(
    puzzle: Puzzle, text: str, *, encoding: str = DEFAULT_ENCODING, max_clauses: int | None = None
) -> Any:
    """A solution of `puzzle` from JSON (a bare solution or a record with "solution"), a solved board in any
    puzzle format, or a solver's answer; it must pass the rule checker."""
    kind = type_of(puzzle)
    try:
        fmt: str | None = detect_format(text)
    except PuzzleError:
        fmt = None  # not a puzzle format: a solver's answer
    if fmt is None:
        solution = decode_answer(puzzle, parse_answer(text), encoding=encoding, max_clauses=max_clauses)
    elif fmt == "json" and isinstance(data := _json_or_none(text), list) and not any(isinstance(x, dict) for x in data):
        solution = kind.codec.solution_from_json(puzzle, data)
    else:
        records = loads(text, fmt, kind.name)
        if len(records) != 1 or records[0].solution is None:
            raise PuzzleError(f"expected one solved board, found {len(records)} record(s) without a single solution")
        solution = records[0].solution
    problems = kind.checker.violations(puzzle, solution)
    if problems:
        raise PuzzleError(f"not a solution of this puzzle: {problems[0]}")
    return solution


def _json_or_none(text: str) -> Any:
    try:
        return limits.loads(text)
    except json.JSONDecodeError:
        return None
