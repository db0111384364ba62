"""Generation runs: a request in, a stream of unique puzzles out, graded when the request needs it.

Puzzle i of a run draws every random choice from Random(f"{seed}/{i}") and asks the solver only
questions whose answers do not depend on the puzzles before it (the answers that name a core come from
a session of the puzzle's own), so the same seed and options give the same puzzles, one at a time, each
as soon as it exists. A grade costs more than the puzzle (its path of
steps), so only `difficulty` (which needs it) or `graded=True` computes one.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from random import Random
from typing import Any

from satpuzzles.deadline import Timeout, checkpoint
from satpuzzles.errors import GaveUp, PuzzleError
from satpuzzles.formats import puzzle_to_json, solution_to_json
from satpuzzles.generate.grading import Grade, grade, known_grade
from satpuzzles.generate.oracle import Oracle
from satpuzzles.puzzles import Puzzle, get_type, type_of
from satpuzzles.solving import DEFAULT_BACKEND, Engine, SolverBug, Status
from satpuzzles.solving.backends import recorded_backend, require_usable
from satpuzzles.solving.limits import require_fits
from satpuzzles.typekit.generating import DEFAULT_ATTEMPTS, Level, Options, checked_values
from satpuzzles.typekit.spec import Generator

MAX_COUNT = 1_000_000  # puzzles in one run: a run is a list of indices, and a bigger one is surely a typo


@dataclass(frozen=True)
class Generated:
    """A generated puzzle with its solution (the only one, proven), its grade (None unless asked for) and
    what making it took."""

    id: str
    puzzle: Puzzle
    solution: Any
    grade: Grade | None
    generation: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The puzzle in the JSON schema, with "id", "solution", "grade" (when graded) and "generation"."""
        graded = {} if self.grade is None else {"grade": self.grade.as_dict()}
        return {
            "id": self.id,
            **puzzle_to_json(self.puzzle),
            "solution": solution_to_json(self.puzzle, self.solution),
            **graded,
            "generation": self.generation,
        }


def generate(
    type_name: str,
    size: int,
    *,
    count: int = 1,
    seed: int | str | None = None,
    backend: str = DEFAULT_BACKEND,
    start: int = 0,
    max_clauses: int | None = None,
    **choices: Any,
) -> Iterator[Generated]:
    """Generate `count` puzzles, each with exactly one solution, yielding each as soon as it exists.

    `start` skips to puzzle `start` (0-based) of the run: puzzle i is the same whatever the start,
    so a run can be made in parts (satpuzzles batch generate splits it among workers).

    `choices` are `difficulty`, `attempts`, `graded` and the type's generator options by name (`satpuzzles types`
    lists them, e.g. stars, max_height, diagonal, clue_probability). `max_clauses` refuses a shape whose
    formula would be larger (satpuzzles.solving.limits), checked here before anything is built when the
    generator can say its blank shape. Without a seed one is drawn and recorded in every puzzle's
    "generation" data. Raises GaveUp when `difficulty` is not met within `attempts`. A puzzle's
    `grade` is None unless `difficulty` is asked for (it is then that level) or `graded=True`.
    The `auto` backend generates on RECORDED_BACKEND, whose conflict counts `graded` grades carry (a `difficulty`
    grade carries none: known_grade).

    >>> first = next(generate(type_name, 5, seed=1))
    """
    kind = get_type(type_name)
    if kind.generator is None:
        raise PuzzleError(f"{kind.name} does not support generating puzzles")
    if not 0 <= count <= MAX_COUNT:
        raise PuzzleError(f"must be from 0 to {MAX_COUNT:,}, found {count}", where="count")
    if start < 0:
        raise PuzzleError(f"must be at least 0, found {start}", where="start")
    difficulty = choices.pop("difficulty", None)
    if difficulty is not None:
        try:
            difficulty = Level(difficulty)
        except ValueError:
            known = ", ".join(level.value for level in Level)
            raise PuzzleError(f"unknown difficulty {difficulty!r} (choose from {known})") from None
    attempts = choices.pop("attempts", DEFAULT_ATTEMPTS)
    graded = bool(choices.pop("graded", False))
    values = checked_values(kind.name, kind.generator.options, choices)
    options = Options(kind.name, size, difficulty=difficulty, attempts=attempts, graded=graded, values=values)
    generator = kind.generator
    asked = require_usable(backend)
    backend = recorded_backend(asked)
    if generator.blank is not None:  # refused now rather than when the first attempt compiles
        shape = generator.blank(options)
        chosen, encoding = Engine(backend).solver_for(shape)
        require_fits(shape, encoding, max_clauses, chosen)
    indices = range(start, start + count)
    seed = secrets.randbelow(2**32) if seed is None else seed
    return _run(generator, options, indices, seed, lambda: Oracle(backend, max_clauses))


def _run(
    generator: Generator, options: Options, indices: range, seed: int | str, oracle_for_run: Callable[[], Oracle]
) -> Iterator[Generated]:
    with oracle_for_run() as oracle:
        for index in indices:
            yield _one(generator, options, seed, index, oracle)


def _one(generator: Generator, options: Options, seed: int | str, index: int, oracle: Oracle) -> Generated:
    rng = Random(f"{seed}/{index}")
    checks_before, questions_before = oracle.uniqueness_checks, oracle.sampling_questions
    other_grades: Counter[str] = Counter()
    for attempt in range(1, options.attempts + 1):
        checkpoint()
        try:
            draft = generator.draft(options, rng, oracle)
        except GaveUp as gave_up:  # this attempt's own draws (layouts, maps, solutions) ran out: the next draws anew
            other_grades[f"given up ({gave_up})"] += 1
            continue
        if draft is None:
            other_grades["none drafted"] += 1
            continue
        problems = type_of(draft.puzzle).checker.violations(draft.puzzle, draft.solution)
        if problems:
            raise SolverBug(f"a generated puzzle's own solution breaks its rules: {problems[0]}")
        graded, level = _graded(draft.puzzle, draft.solution, options, oracle, draft.grade)
        if options.difficulty is None or level is options.difficulty:
            generation = {
                "seed": seed,
                "index": index,
                "attempts": attempt,
                "uniqueness_checks": oracle.uniqueness_checks - checks_before,
                "sampling_questions": oracle.sampling_questions - questions_before,
                **draft.details,
            }
            made_id = puzzle_id(options.type_name, options.size, seed, index)
            return Generated(made_id, draft.puzzle, draft.solution, graded, generation)
        assert level is not None and options.difficulty is not None  # a difficulty always finds a level
        bound = level.rank > options.difficulty.rank and level is not Level.EXTREME  # the path stopped early
        other_grades[f"{level.value} or harder" if bound else level.value] += 1
    made = ", ".join(f"{number} {level}" for level, number in sorted(other_grades.items()))
    wanted = f"{options.difficulty.value} " if options.difficulty else ""
    raise GaveUp(
        f"no {wanted}puzzle in {options.attempts} attempts for puzzle {index + 1} (made instead: {made}); "
        "allow more attempts, or change the size, clue probability or --minimal"
    )


def _graded(
    puzzle: Puzzle, solution: Any, options: Options, oracle: Oracle, drafted: tuple[str, float] | None = None
) -> tuple[Grade | None, Level | None]:
    """The grade the request needs (None without `difficulty` or `graded`), and the level it found.

    For a difficulty the path of steps stops once it grades above that level: a level above the one
    next to it is then only a lower bound, and no Grade is made for a puzzle that is not kept. A draft
    that carries its technique grade (`drafted`) is not graded again: only the SAT proof is made (known_grade).
    """
    target = options.difficulty
    if target is None and not options.graded:
        return None, None
    if target is None or type_of(puzzle).stepper is None:
        graded = grade(puzzle, backend=oracle.backend, max_clauses=oracle.engine.max_clauses)
        if graded.level is None:
            if graded.status is Status.TIMEOUT:
                raise Timeout  # the time limit ended the grading: no puzzle within it, not a bug
            checkpoint()
            raise SolverBug(f"a generated puzzle is {graded.status.value} on a fresh session")
        return graded, graded.level
    level: Level | None
    score: float | None
    if drafted is not None:
        level, score = Level(drafted[0]), drafted[1]
    else:
        level, score = oracle.steps_level(puzzle, target)
    if level is None:
        checkpoint()  # the time limit ended the path of steps: a timeout, not a bug
        raise SolverBug("a generated puzzle has no complete path of steps")
    if level is not target:
        return None, level
    return known_grade(puzzle, level, score, solution, oracle.engine), level


def puzzle_id(type_name: str, size: int, seed: int | str, index: int) -> str:
    """The id of puzzle `index` (0-based) of a run: the same in every part of a run made in parts."""
    return f"{type_name}-{size}x{size}-seed{seed}-{index + 1}"
