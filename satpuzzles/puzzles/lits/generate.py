"""LITS's generator: its regions are the puzzle, so it uses the kernel's repair recipe (shapedraft).

A random region layout (grown regions, those under four cells joined to a neighbour), a random solution of it
from the solver, then, while another solution exists, an unshaded cell that the other solution shades moves
into a neighbouring region: the drawn solution keeps every region's tetromino (the cell was unshaded), while
the other now shades three cells in one region and five in the next.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, PuzzleError, checkpoint
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.regions import placements
from satpuzzles.typekit.shapedraft import Drawn, repaired_draft
from satpuzzles.typekit.spec import Generator

from .model import BLOCKED, PIECE, SHADED, Lits, Solution, canonical_regions, letter_of
from .rules import violations

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def blank(options: Options) -> Lits:
    """Each pair of rows a region: a layout of the requested size (the size of the formula a request builds)."""
    n = options.size
    if n < 3:  # a 2x2 holds only the square tetromino, which would shade a 2x2 block
        raise PuzzleError(f"a LITS grid needs at least 3x3 cells, asked for {n}x{n}", where="size")
    rows = [min(r // 2, (n - 2) // 2) for r in range(n)]
    return Lits(n, n, tuple((rows[r],) * n for r in range(n)))


def packing(n: int, rng: Random) -> list[frozenset[Cell]]:
    """Random tetrominoes (no squares) added one at a time while one fits: each touches the ones before,
    shares an edge with none of its own shape, and leaves no 2x2 block all shaded."""
    every = [piece for piece in placements(sorted(grid.cells(n, n)), PIECE) if letter_of(sorted(piece)) != "O"]
    letters = {piece: letter_of(sorted(piece)) for piece in every}
    shaded: dict[Cell, str] = {}
    placed = [rng.choice(every)]
    shaded.update(dict.fromkeys(placed[0], letters[placed[0]]))
    while True:
        checkpoint()
        fits = [piece for piece in every if _fits(piece, letters[piece], shaded, n)]
        if not fits:
            return placed
        piece = rng.choice(fits)
        placed.append(piece)
        shaded.update(dict.fromkeys(piece, letters[piece]))


def _fits(piece: frozenset[Cell], letter: str, shaded: dict[Cell, str], n: int) -> bool:
    if not piece.isdisjoint(shaded):
        return False
    beside = {(r + dr, c + dc) for r, c in piece for dr, dc in STEPS} - piece
    if not any(cell in shaded for cell in beside) or any(shaded.get(cell) == letter for cell in beside):
        return False
    corners = {(r - dr, c - dc) for r, c in piece for dr in (0, 1) for dc in (0, 1)}
    return not any(
        all((r + dr, c + dc) in piece or (r + dr, c + dc) in shaded for dr in (0, 1) for dc in (0, 1))
        for r, c in corners
        if 0 <= r < n - 1 and 0 <= c < n - 1
    )


def regions_around(n: int, pieces: list[frozenset[Cell]], rng: Random) -> Lits:
    """A region for each tetromino: the tetromino and unshaded cells joined to it at random, one at a time."""
    layout = [[BLOCKED] * n for _ in range(n)]
    for label, piece in enumerate(pieces):
        for r, c in piece:
            layout[r][c] = label
    frontier = [
        (cell, layout[r][c])
        for r in range(n)
        for c in range(n)
        if layout[r][c] != BLOCKED
        for cell in ((r + dr, c + dc) for dr, dc in STEPS)
        if 0 <= cell[0] < n and 0 <= cell[1] < n
    ]
    while frontier:
        (r, c), label = frontier.pop(rng.randrange(len(frontier)))
        if layout[r][c] != BLOCKED:
            continue
        layout[r][c] = label
        frontier += [((q, d), label) for q, d in ((r + dr, c + dc) for dr, dc in STEPS) if 0 <= q < n and 0 <= d < n]
    return Lits(n, n, tuple(tuple(row) for row in layout))


def draw(options: Options, rng: Random, oracle: Oracle) -> Drawn[Lits, Solution]:
    """Regions around a random packing of tetrominoes (so the layout has a solution), and a random solution
    of that layout from the solver."""
    puzzle = regions_around(options.size, packing(options.size, rng), rng)
    return Drawn(puzzle, oracle.random_solution(puzzle, rng))


def repairs(puzzle: Lits, solution: Solution, other: Solution, rng: Random) -> Iterator[Lits]:
    """Layouts where a cell that `other` shades and `solution` does not has moved into a neighbouring region,
    along with the cells of the shortest way there through its region's cells `solution` leaves unshaded and
    any part of its old region the move cuts off from that region's tetromino; the fewest cells moved first.

    `solution` keeps every region's tetromino (only unshaded cells move); `other` loses a shaded cell from
    the tetromino of the cell's old region."""
    cells = [
        (r, c)
        for r in range(puzzle.rows)
        for c in range(puzzle.columns)
        if other[r][c] == SHADED and solution[r][c] != SHADED
    ]
    moves = []
    for start in cells:
        home = puzzle.regions[start[0]][start[1]]
        for path, region in _ways_out(puzzle, solution, start):
            layout = [list(row) for row in puzzle.regions]
            for r, c in path:
                layout[r][c] = region
            tetromino = [cell for cell in _cells(layout, home) if solution[cell[0]][cell[1]] == SHADED]
            kept = _reached(puzzle, layout, home, tetromino)
            moved = len(path)
            for r, c in _cells(layout, home):
                if (r, c) not in kept:
                    layout[r][c] = region
                    moved += 1
            moves.append((moved, rng.random(), layout))
    for *_, layout in sorted(moves, key=lambda move: move[:2]):
        yield Lits(puzzle.rows, puzzle.columns, canonical_regions(tuple(tuple(row) for row in layout)))


def _ways_out(puzzle: Lits, solution: Solution, start: Cell) -> Iterator[tuple[list[Cell], int]]:
    """For each region beside the unshaded cells of `start`'s region reachable from it through them, the
    shortest path there from `start` and that region (breadth first)."""
    home = puzzle.regions[start[0]][start[1]]
    came: dict[Cell, Cell | None] = {start: None}
    queue, found = [start], set()
    for cell in queue:
        for q, d in puzzle.neighbours(cell):
            region = puzzle.regions[q][d]
            if region not in (home, BLOCKED) and region not in found:
                found.add(region)
                path: list[Cell] = []
                step: Cell | None = cell
                while step is not None:
                    path.append(step)
                    step = came[step]
                yield path, region
            elif region == home and solution[q][d] != SHADED and (q, d) not in came:
                came[(q, d)] = cell
                queue.append((q, d))


def _cells(layout: list[list[int]], region: int) -> list[Cell]:
    return [(r, c) for r, row in enumerate(layout) for c, v in enumerate(row) if v == region]


def _reached(puzzle: Lits, grid: list[list[int]], region: int, starts: list[Cell]) -> set[Cell]:
    """The cells of `region` connected to `starts` within it."""
    seen, stack = set(starts), list(starts)
    while stack:
        for q, d in puzzle.neighbours(stack.pop()):
            if grid[q][d] == region and (q, d) not in seen:
                seen.add((q, d))
                stack.append((q, d))
    return seen


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    blank(options)  # refuses a size too small
    return repaired_draft(
        lambda r, o: draw(options, r, o), repairs, lambda p, s: bool(violations(p, s)), rng, oracle, what="LITS"
    )


GENERATOR = Generator((), draft, blank)
