"""A puzzle's path of steps, or the next step from a position, on one session of the step model's formula."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from satpuzzles.deadline import active, checkpoint, within
from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Engine, Status, Timeout
from satpuzzles.solving.limits import compiled_within
from satpuzzles.steps.board import Board
from satpuzzles.steps.grading import BoundRuleCheck, grade_path
from satpuzzles.steps.recheck import Rechecker
from satpuzzles.steps.result import Hint, Path
from satpuzzles.steps.search import Searcher
from satpuzzles.typekit.stepping import StepModel

# Steps ask thousands of tiny questions: MiniSat answers them fastest (encodings/steps.md). It is the
# only solver the search asks, whatever the engine's backend: cores and models differ between solvers,
# so another one may take another path and give the same puzzle another score (`grade` ran on CaDiCaL
# and gave the bundled 8x8 3.99, `steps` on MiniSat 3.5). The engine's backend only proves uniqueness.
STEP_BACKEND = "minisat22"


def step_model(puzzle: Any, max_clauses: int | None = None) -> StepModel:
    """The puzzle's rules grouped by rule instance (its type's `stepper` part); PuzzleError if it has none.

    Built under the limits of a compile (solving/limits.py): a step model's groups may hold more than the
    solving formula (a Fillomino cell's every number up to its area's size), so it is refused by itself."""
    stepper = _require_steps(puzzle)
    with compiled_within(puzzle, max_clauses, STEP_BACKEND):
        return stepper(puzzle)


def _require_steps(puzzle: Any) -> Callable[[Any], StepModel]:
    """The type's `stepper` part; PuzzleError, before any solve, for a type without one."""
    kind = type_of(puzzle)
    if kind.stepper is None:
        raise PuzzleError(f"{kind.name} does not support steps")
    stepper: Callable[[Any], StepModel] = kind.stepper
    return stepper


def _grid(kind: Any, solution: Any) -> list[list[Any]]:
    """The solution as rows of cell values (the JSON solution shape; strings split into letters)."""
    return [list(row) for row in kind.codec.solution_to_json(solution)]


def steps_with(
    engine: Engine,
    puzzle: Any,
    *,
    timeout: float | None = None,
    keep_going: Callable[[str, float], bool] | None = None,
) -> Path:
    """The path that solves `puzzle` step by step; every step re-checked minimal before it is kept.

    `keep_going(level, score)` sees the grade of the steps so far after each step; when it answers
    False the path stops there, incomplete, with that grade (a generator asking "at most hard?").
    """
    started = time.perf_counter()
    _require_steps(puzzle)
    deadline = within(timeout)  # one deadline for the proof, the step model, every solver call and the re-checks
    with active(deadline):
        result = engine.solve(puzzle, deadline=deadline)  # a cancel stops the proof too
        path = Path(puzzle, result.status, result.solution)
        if result.status is Status.UNIQUE:
            _walk(path, engine.max_clauses, keep_going)
    path.stats.seconds = time.perf_counter() - started
    return path


def _walk(path: Path, max_clauses: int | None, keep_going: Callable[[str, float], bool] | None) -> None:
    """The steps of a unique puzzle into `path` until none is open, `keep_going` says stop, or the deadline passes."""
    searcher: Searcher | None = None
    checker: Rechecker | None = None
    bounds: BoundRuleCheck | None = None
    known: tuple[str, float] | None = None  # the type's technique grade, when it has one
    solved = _grid(type_of(path.puzzle), path.solution)
    path.unexplained = [(r, c) for r, row in enumerate(solved) for c in range(len(row))]  # until a board knows better
    try:
        path.model = model = step_model(path.puzzle, max_clauses)  # only for a puzzle that has a path; it polls
        board = Board(model, solved)
        searcher = Searcher(model, board, STEP_BACKEND)
        checker = Rechecker(model, STEP_BACKEND, searcher.slicer)
        bounds = BoundRuleCheck(model)  # replayed step by step, for the grade
        # A generator asking "at most this level?" needs the technique grade first; a reader's path comes first
        # (the grade of a 15x15 Star Battle takes seconds that a short --timeout should spend on steps).
        known = model.technique_grade() if keep_going is not None else None
        if known is not None and keep_going is not None and not keep_going(*known):
            path.level, path.score = known
            return
        while (found := searcher.cheapest()) is not None:
            step = searcher.step(*found)
            checker.check(step)
            path.steps.append(step)
            bounds.add(step)
            if keep_going is not None:
                level, score = grade_path(path.steps, model.grade_cuts, bounds.beyond)
                if not keep_going(level, score):
                    path.level, path.score = level, score
                    break
            checkpoint()  # between steps too, whatever the grade's bookkeeping cost
        else:
            path.complete = True
            if keep_going is None:
                known = model.technique_grade()
        path.unexplained = [(r, c) for r, row in enumerate(board.grid()) for c, v in enumerate(row) if v is None]
    except Timeout:
        if searcher is not None:
            grid = searcher.board.grid()
            path.unexplained = [(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v is None]
            path.complete = not path.unexplained and keep_going is None  # the limit passed after the last step
    finally:
        if searcher is not None:
            searcher.close()
            path.stats.sat_calls = searcher.calls
        if checker is not None:
            checker.close()
            path.stats.rechecks = checker.count
    if path.complete and bounds is not None:
        path.level, path.score = known or grade_path(path.steps, bounds.model.grade_cuts, bounds.beyond)


def wrong_cells(kind: Any, solution: Any, state: list[list[Any]]) -> list[tuple[int, int]]:
    """Cells filled with another value than the solution's, or whose pencil marks leave it out."""
    grid = _grid(kind, solution)
    return [
        (r, c)
        for r, row in enumerate(state)
        for c, v in enumerate(row)
        if v is not None and (grid[r][c] not in v if isinstance(v, list) else v != grid[r][c])
    ]


def _position(board: Board, state: list[list[Any]]) -> None:
    """What the position shows, as known facts: its filled cells, and the values its pencil marks leave out."""
    for r, row in enumerate(state):
        for c, value in enumerate(row):
            if isinstance(value, list):
                for fact in board.truths[(r, c)]:
                    if not fact.placed and fact.value not in value:
                        board.learn(fact)
            elif value is not None:
                board.place((r, c), value)


def hint_with(
    engine: Engine,
    puzzle: Any,
    state: list[list[Any]],
    *,
    timeout: float | None = None,
    model: StepModel | None = None,
) -> Hint:
    """The cheapest next step from `state` (rows of cell values, None where empty), or the wrong cells in it.

    `model`: the puzzle's step model where the caller has built it already (reading the position needs it)."""
    started = time.perf_counter()
    kind = type_of(puzzle)
    _require_steps(puzzle)
    deadline = within(timeout)  # one deadline for the proof, the step model, every solver call and the re-check
    searcher: Searcher | None = None
    checker: Rechecker | None = None
    with active(deadline):
        result = engine.solve(puzzle, deadline=deadline)  # a cancel stops the proof too
        hint = Hint(puzzle, result.status, state=state)
        if result.status is not Status.UNIQUE:
            return hint
        hint.wrong = wrong_cells(kind, result.solution, state)
        if hint.wrong:
            return hint
        try:
            if model is None:
                model = step_model(puzzle, engine.max_clauses)  # compiling polls the deadline
            hint.model = model
            board = Board(model, _grid(kind, result.solution))
            _position(board, state)
            searcher = Searcher(model, board, STEP_BACKEND)
            checker = Rechecker(model, STEP_BACKEND, searcher.slicer)
            found = searcher.for_a_player()
            if found is not None:
                hint.step = searcher.step(*found)
                checker.check(hint.step)
        except Timeout:
            hint.status = Status.TIMEOUT
            hint.step = None
        finally:
            if searcher is not None:
                searcher.close()
                hint.stats.sat_calls = searcher.calls
            if checker is not None:
                checker.close()
                hint.stats.rechecks = checker.count
            hint.stats.seconds = time.perf_counter() - started
    return hint
