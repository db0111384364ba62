"""satpuzzles: compile grid logic puzzles to CNF and solve them with SAT solvers.

>>> import satpuzzles
>>> puzzle = satpuzzles.load_puzzle("puzzle.txt")
>>> result = satpuzzles.solve(puzzle)          # status: unique / multiple / unsat / timeout
>>> print(satpuzzles.to_text(puzzle, result.solution))
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

from satpuzzles.lazy import lazy_names

if TYPE_CHECKING:
    from satpuzzles.api import check, count, load_puzzle, solve
    from satpuzzles.errors import BackendError, ExitCode, GaveUp, PuzzleError, SatPuzzlesError
    from satpuzzles.explain import Explanation, explain
    from satpuzzles.formats import Record, load, loads, puzzle_to_json, solution_to_json, to_text
    from satpuzzles.generate import Generated, Grade, generate, grade
    from satpuzzles.puzzles import Puzzle, get_type, type_of
    from satpuzzles.solving import DEFAULT_BACKEND, Engine, Result, Stats, Status, list_backends
    from satpuzzles.steps import hint, steps

# Where each public name lives: imported on first use, so `import satpuzzles` (and the command line,
# which runs one command) does not load the generator, the explainer and their dependencies up front.
_HOMES = {
    "check": "satpuzzles.api",
    "count": "satpuzzles.api",
    "load_puzzle": "satpuzzles.api",
    "solve": "satpuzzles.api",
    "BackendError": "satpuzzles.errors",
    "ExitCode": "satpuzzles.errors",
    "GaveUp": "satpuzzles.errors",
    "PuzzleError": "satpuzzles.errors",
    "SatPuzzlesError": "satpuzzles.errors",
    "Explanation": "satpuzzles.explain",
    "explain": "satpuzzles.explain",
    "Record": "satpuzzles.formats",
    "load": "satpuzzles.formats",
    "loads": "satpuzzles.formats",
    "puzzle_to_json": "satpuzzles.formats",
    "solution_to_json": "satpuzzles.formats",
    "to_text": "satpuzzles.formats",
    "Generated": "satpuzzles.generate",
    "Grade": "satpuzzles.generate",
    "generate": "satpuzzles.generate",
    "grade": "satpuzzles.generate",
    "Puzzle": "satpuzzles.puzzles",
    "get_type": "satpuzzles.puzzles",
    "type_of": "satpuzzles.puzzles",
    "DEFAULT_BACKEND": "satpuzzles.solving",
    "Engine": "satpuzzles.solving",
    "Result": "satpuzzles.solving",
    "Stats": "satpuzzles.solving",
    "Status": "satpuzzles.solving",
    "list_backends": "satpuzzles.solving",
    "hint": "satpuzzles.steps",
    "steps": "satpuzzles.steps",
}

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

__getattr__ = lazy_names(__name__, _HOMES, globals())


class _Package(types.ModuleType):
    """This package, where `explain`, `generate` and `steps` stay the functions when their subpackages are imported."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("explain", "generate", "steps") and isinstance(value, types.ModuleType):
            return  # importing a subpackage binds it in its parent; the function (see __getattr__) keeps the name
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
