"""Plain-Python facts about a shaded board, written as rows of marks (`x` shaded, `-` not): how many pieces
the cells of one mark form, what a cell sees along its row and column, which shaded cells touch, and a
random shading that keeps the unshaded cells connected.

Rule checkers and generators of the shading types (a number sees cells, no two shaded cells touch, the
unshaded cells are connected) ask these same questions; they are answered once here, independent of any
encoding, so each type's checker still reads like its rulebook.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from satpuzzles.deadline import checkpoint

if TYPE_CHECKING:  # loaded only when generating
    from satpuzzles.typekit.generating import Draft, Oracle

Cell = tuple[int, int]
Board = Sequence[str]  # one string per row, one mark per cell
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right
POLL_EVERY = 4096  # cells counted between looks at the run's deadline


def _inside(board: Board, r: int, c: int) -> bool:
    return 0 <= r < len(board) and 0 <= c < len(board[0])


def mark_pieces(board: Board, mark: str) -> int:
    """How many side-by-side connected pieces the cells marked `mark` form (0 when there are none)."""
    cells = {(r, c) for r, row in enumerate(board) for c, m in enumerate(row) if m == mark}
    done: set[Cell] = set()
    pieces = 0
    for start in sorted(cells):
        if start in done:
            continue
        pieces += 1
        stack = [start]
        done.add(start)
        while stack:
            if len(done) % POLL_EVERY == 0:
                checkpoint()  # a generator's large board: one count takes seconds
            r, c = stack.pop()
            for near in ((r + dr, c + dc) for dr, dc in STEPS):
                if near in cells and near not in done:
                    done.add(near)
                    stack.append(near)
    return pieces


def sight(board: Board, cell: Cell, through: str) -> int:
    """The cells `cell` sees along its row and column across cells marked `through`, up to another mark or
    the edge, itself included."""
    count = 1
    for dr, dc in STEPS:
        r, c = cell[0] + dr, cell[1] + dc
        while _inside(board, r, c) and board[r][c] == through:
            count += 1
            r, c = r + dr, c + dc
    return count


def touching(board: Board, mark: str) -> list[tuple[Cell, Cell]]:
    """Every pair of side-by-side cells both marked `mark`, in reading order (right neighbour, then below)."""
    pairs = []
    for r, row in enumerate(board):
        checkpoint()  # a row at a time: a checker's pass over a large board
        for c in range(len(row)):
            for q, d in ((r, c + 1), (r + 1, c)):
                if _inside(board, q, d) and board[r][c] == board[q][d] == mark:
                    pairs.append(((r, c), (q, d)))
    return pairs


def random_shading(
    n: int, rng: Random, chance: float, may_shade: Callable[[Board, Cell], bool], shaded: str, unshaded: str
) -> tuple[str, ...]:
    """An n x n shading for a generator to number: cells in random order, each shaded with probability
    `chance` when `may_shade(board so far, cell)` allows it, and left unshaded when shading it would cut the
    unshaded cells apart."""
    rows = [[unshaded] * n for _ in range(n)]
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    for r, c in cells:
        checkpoint()  # each cell recounts the board: a large one takes minutes
        if rng.random() > chance or not may_shade(["".join(row) for row in rows], (r, c)):
            continue
        rows[r][c] = shaded
        if mark_pieces(["".join(row) for row in rows], unshaded) > 1:
            rows[r][c] = unshaded
    return tuple("".join(row) for row in rows)


def next_to(board: Board, cell: Cell, mark: str) -> bool:
    """Whether a side neighbour of `cell` is marked `mark`."""
    r, c = cell
    return any(_inside(board, q, d) and board[q][d] == mark for q, d in ((r + dr, c + dc) for dr, dc in STEPS))


def sight_numbers_until_unique(
    solution: tuple[str, ...],
    oracle: Oracle,
    rng: Random,
    build: Callable[[tuple[tuple[int | None, ...], ...]], Any],
    *,
    start: float,
    shaded: str,
    unshaded: str,
) -> Draft:
    """A generator's puzzle for a shading whose numbers count what a cell sees (`sight`): a share `start` of
    the unshaded cells numbered at random, then, while the solver finds another solution, a number on an
    unshaded cell that is shaded there or sees otherwise there, which rules that solution out. `build` makes
    the puzzle from the grid of numbers; the solver proves the returned one unique."""
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = len(solution)
    white = [(r, c) for r in range(n) for c in range(n) if solution[r][c] == unshaded]
    numbers: list[list[int | None]] = [[None] * n for _ in range(n)]
    for r, c in rng.sample(white, max(1, round(start * n * n))):
        numbers[r][c] = sight(solution, (r, c), unshaded)
    questions = 0
    while True:
        puzzle = build(tuple(tuple(row) for row in numbers))
        other = oracle.other_solution(puzzle, solution)
        questions += 1
        if other is None:
            given = sum(v is not None for row in numbers for v in row)
            return Draft(puzzle, solution, {"numbers": given, "questions": questions})
        differ = [
            (r, c)
            for r, c in white
            if other[r][c] == shaded or sight(other, (r, c), unshaded) != sight(solution, (r, c), unshaded)
        ]
        r, c = rng.choice(differ)
        numbers[r][c] = sight(solution, (r, c), unshaded)
