"""Numberlink's generator: its numbers are the puzzle (a line must end on each), so it uses the kernel's
repair recipe (shapedraft) rather than hiding clues.

A random cover of the grid by lines (every cell alone at first; then again and again a line's end joins the
end of a line beside it, until no end can or the lines are few), the two ends of each line numbered alike,
and a random solution of those numbers from the solver. While another solution exists, a line of the drawn
solution is cut in two where the other solution runs differently: the cells on either side of the cut become
ends, one keeping the line's number and the other sharing a new number with the far end (or, first, a line
grows by an empty cell beside its end that the other solution uses, and its number moves there). The drawn
solution, changed alike, solves the new puzzle; no solution found before ends a line on the changed cells.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import Cell, PuzzleError, checkpoint
from satpuzzles.typekit.linepaths import drawn, lines_of
from satpuzzles.typekit.shapedraft import Drawn, repaired_draft
from satpuzzles.typekit.spec import Generator

from .model import Number, Numberlink, Solution
from .rules import violations

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle


def blank(options: Options) -> Numberlink:
    """The grid without numbers (the size of the formula a request builds)."""
    n = options.size
    if n < 2:
        raise PuzzleError(f"a Numberlink grid needs at least 2x2 cells, asked for {n}x{n}", where="size")
    return Numberlink(n, n, ((None,) * n,) * n)


def cover(n: int, rng: Random) -> list[list[Cell]]:
    """Lines covering the n x n grid, joined end to end at random until no end can join another line's end or
    there are at most n lines; a cell no line reached stays alone (it will be empty)."""
    lines: dict[int, list[Cell]] = {r * n + c: [(r, c)] for r in range(n) for c in range(n)}
    line_of: dict[Cell, int] = {cell: key for key, [cell] in lines.items()}
    while len(lines) > n:
        checkpoint()
        joins = [
            (key, end, other)
            for key, line in lines.items()
            for end in {line[0], line[-1]}
            for other in _beside(end, n, n)
            if line_of[other] != key and other in (lines[line_of[other]][0], lines[line_of[other]][-1])
        ]
        if not joins:
            break
        key, end, other = rng.choice(joins)
        first, second = lines[key], lines.pop(line_of[other])
        first = first if first[-1] == end else first[::-1]
        second = second if second[0] == other else second[::-1]
        lines[key] = first + second
        line_of.update(dict.fromkeys(second, key))
    return [line for line in lines.values() if len(line) > 1]


def _beside(cell: Cell, rows: int, columns: int) -> list[Cell]:
    r, c = cell
    return [(q, d) for q, d in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= q < rows and 0 <= d < columns]


def numbered(rows: int, columns: int, lines: list[list[Cell]]) -> Numberlink:
    """The two ends of each line numbered alike, the numbers in reading order of each line's first end."""
    grid: list[list[Number]] = [[None] * columns for _ in range(rows)]
    for number, line in enumerate(sorted(lines, key=lambda line: min(line[0], line[-1])), start=1):
        for r, c in (line[0], line[-1]):
            grid[r][c] = number
    return Numberlink(rows, columns, tuple(tuple(row) for row in grid))


def draw(options: Options, rng: Random, oracle: Oracle) -> Drawn[Numberlink, Solution]:
    """Numbers on the ends of a random cover by lines (so they have a solution), and a random solution of them."""
    puzzle = numbered(options.size, options.size, cover(options.size, rng))
    return Drawn(puzzle, oracle.random_solution(puzzle, rng))


def repairs(
    puzzle: Numberlink, solution: Solution, other: Solution, rng: Random
) -> Iterator[Drawn[Numberlink, Solution]]:
    """Changed puzzles with `solution` changed alike: first a line grown by an empty cell beside one of its ends
    that `other` uses (the number moves there), then a line cut in two between two cells next to each other
    on it (each part keeps two cells or more): those beside a cell where `other` differs first, then those
    leaving the shorter part longest (a line of two cells beside each other is a dull clue), then at random."""
    lines = lines_of(solution)
    n, m = puzzle.rows, puzzle.columns
    used = {cell for line in lines for cell in line}
    grown = []
    for k, line in enumerate(lines):
        for end, rest in ((line[0], line), (line[-1], line[::-1])):
            for r, c in _beside(end, n, m):
                if (r, c) not in used and other[r][c] != solution[r][c]:
                    grown.append((rng.random(), k, [(r, c), *rest]))
    for _, k, line in sorted(grown):
        yield _drawn(puzzle, [*lines[:k], line, *lines[k + 1 :]])
    cuts = []
    for k, line in enumerate(lines):
        for i in range(1, len(line) - 2):
            differs = any(other[r][c] != solution[r][c] for r, c in line[i : i + 2])
            cuts.append((not differs, -min(i + 1, len(line) - i - 1), rng.random(), k, i))
    for *_, k, i in sorted(cuts):
        yield _drawn(puzzle, [*lines[:k], lines[k][: i + 1], lines[k][i + 1 :], *lines[k + 1 :]])


def _drawn(puzzle: Numberlink, lines: list[list[Cell]]) -> Drawn[Numberlink, Solution]:
    """These lines, numbered in reading order of their first ends, and their solution grid."""
    return Drawn(numbered(puzzle.rows, puzzle.columns, lines), drawn(puzzle.rows, puzzle.columns, lines, closed=False))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    blank(options)  # refuses a size too small
    return repaired_draft(
        lambda r, o: draw(options, r, o),
        repairs,
        lambda p, s: bool(violations(p, s)),
        rng,
        oracle,
        what="Numberlink",
    )


GENERATOR = Generator((), draft, blank)
