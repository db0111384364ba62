"""The solver questions generation asks, on one backend, counted.

Uniqueness goes through one Engine, which keeps an incremental session per shape: clues and givens
are assumptions and the known solution is blocked under an activation literal, so every "still
unique?" is one solve call. Random solutions come from a sampler session per shape.
"""

from __future__ import annotations

from collections.abc import Hashable
from random import Random
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.generate.grading import Level, steps_level
from satpuzzles.generate.sampler import SolutionSampler
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Engine


class Oracle:
    """Uniqueness checks, random solutions and difficulty checks for one generation run."""

    def __init__(self, backend: str, max_clauses: int | None = None) -> None:
        self.engine = Engine(backend, max_clauses=max_clauses)
        self.backend = self.engine.backend
        self._samplers: dict[Hashable, SolutionSampler] = {}
        self.uniqueness_checks = 0

    def close(self) -> None:
        self.engine.close()
        for sampler in self._samplers.values():
            sampler.close()
        self._samplers.clear()

    def __enter__(self) -> Oracle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def sampling_questions(self) -> int:
        """Questions the samplers asked so far (see SolutionSampler.questions)."""
        return sum(sampler.questions for sampler in self._samplers.values())

    def other_solution(self, puzzle: Any, solution: Any) -> Any | None:
        self.uniqueness_checks += 1
        return self.engine.other_solution(puzzle, solution)

    def is_unique(self, puzzle: Any, solution: Any) -> bool:
        return self.other_solution(puzzle, solution) is None

    def within(self, puzzle: Any, level: Level) -> bool:
        """Whether the puzzle (which has a solution) is no harder than `level` on the path of steps.

        A puzzle with several solutions has no path: it is not easy enough (more hints must come back).
        """
        found, _ = steps_level(self.engine, puzzle)
        return found is not None and found.rank <= level.rank

    def release(self, puzzle: Any) -> None:
        """Drop the session of a shape that will not come back (a Star Battle layout)."""
        self.engine.release(puzzle)

    def random_solution(self, blank: Any, rng: Random) -> Any:
        """A random solution of the shape of `blank` (a puzzle without clues or givens)."""
        key = type_of(blank).compiler.shape(blank)
        sampler = self._samplers.get(key)
        if sampler is None:
            sampler = SolutionSampler(self.engine.template(blank), self.engine.backend_for(blank))
            self._samplers[key] = sampler
        solution = sampler.sample(rng)
        if solution is None:
            n = blank.size
            raise PuzzleError(f"no {n}x{n} {type_of(blank).name} grid obeys the rules with these options")
        return solution
