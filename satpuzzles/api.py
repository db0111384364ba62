"""The library's front door: load puzzles, solve, check uniqueness, count solutions."""

from __future__ import annotations

import os
from pathlib import Path

from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import load, loads
from satpuzzles.puzzles import Puzzle
from satpuzzles.solving import DEFAULT_BACKEND, Engine, Result


def load_puzzle(source: str | os.PathLike[str], format: str | None = None) -> Puzzle:
    """One puzzle from a file path, or from the puzzle's text itself when `source` is not a file."""
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source and Path(source).is_file()):
        records = load(source, format)
    else:
        records = loads(str(source), format, source="<string>")
    if len(records) != 1:
        raise PuzzleError(f"expected one puzzle, found {len(records)}", source=str(source)[:60])
    return records[0].puzzle


def solve(
    puzzle: Puzzle,
    *,
    backend: str = DEFAULT_BACKEND,
    timeout: float | None = None,
    first: bool = False,
    encoding: str = DEFAULT_ENCODING,
    max_clauses: int | None = None,
) -> Result:
    """Solve and, unless `first`, prove the solution unique (status unique / multiple / unsat / timeout).

    A puzzle whose formula would have over `max_clauses` clauses (None: solving.limits.DEFAULT_MAX_CLAUSES)
    is refused with FormulaTooBig before anything is built.
    """
    with Engine(backend, encoding, max_clauses=max_clauses) as engine:
        return engine.solve(puzzle, first=first, timeout=timeout)


def check(
    puzzle: Puzzle,
    *,
    backend: str = DEFAULT_BACKEND,
    timeout: float | None = None,
    encoding: str = DEFAULT_ENCODING,
    max_clauses: int | None = None,
) -> Result:
    """Whether the puzzle has exactly one solution; with several, the result holds two of them."""
    return solve(puzzle, backend=backend, timeout=timeout, encoding=encoding, max_clauses=max_clauses)


def count(
    puzzle: Puzzle,
    limit: int,
    *,
    backend: str = DEFAULT_BACKEND,
    timeout: float | None = None,
    encoding: str = DEFAULT_ENCODING,
    max_clauses: int | None = None,
) -> Result:
    """Enumerate up to `limit` solutions; `result.complete` says whether that was all of them."""
    with Engine(backend, encoding, max_clauses=max_clauses) as engine:
        return engine.count(puzzle, limit, timeout=timeout)
