"""satpuzzles: compile grid logic puzzles to CNF and solve them with SAT solvers.

>>> import satpuzzles
>>> puzzle = satpuzzles.load_puzzle("puzzle.txt")
>>> result = satpuzzles.solve(puzzle)          # status: unique / multiple / unsat / timeout
>>> print(satpuzzles.to_text(puzzle, result.solution))
"""

from satpuzzles.api import check, count, load_puzzle, solve
from satpuzzles.errors import BackendError, ExitCode, GaveUp, PuzzleError, SatPuzzlesError
from satpuzzles.explain import Explanation, explain
from satpuzzles.formats import Record, load, loads, puzzle_to_json, solution_to_json, to_text
from satpuzzles.generate import Generated, Grade, generate, grade
from satpuzzles.puzzles import Puzzle, get_type, type_of
from satpuzzles.solving import DEFAULT_BACKEND, Engine, Result, Stats, Status, list_backends
from satpuzzles.steps import hint, steps

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_BACKEND",
    "BackendError",
    "Engine",
    "ExitCode",
    "Explanation",
    "GaveUp",
    "Generated",
    "Grade",
    "Puzzle",
    "PuzzleError",
    "Record",
    "Result",
    "SatPuzzlesError",
    "Stats",
    "Status",
    "check",
    "count",
    "explain",
    "generate",
    "get_type",
    "grade",
    "hint",
    "list_backends",
    "load",
    "load_puzzle",
    "loads",
    "puzzle_to_json",
    "solution_to_json",
    "solve",
    "steps",
    "to_text",
    "type_of",
]
