"""The Minesweeper rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import MINE, SAFE, WALL, Minesweeper, Solution


def mines_around(p: Minesweeper, solution: Solution, cell: tuple[int, int]) -> int:
    return sum(solution[r][c] == MINE for r, c in p.neighbours(cell))


def violations(p: Minesweeper, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {MINE, SAFE} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{MINE}' or '{SAFE}'"]
    problems = []
    for r, row in enumerate(p.clues):
        for c, clue in enumerate(row):
            where = f"r{r + 1}c{c + 1}"
            if clue is None:
                continue
            if solution[r][c] == MINE:
                problems.append(f"{where} holds a mine but shows {'a wall' if clue == WALL else clue}")
            if isinstance(clue, int) and mines_around(p, solution, (r, c)) != clue:
                problems.append(f"{where} shows {clue} but has {mines_around(p, solution, (r, c))} mines around it")
    total = sum(row.count(MINE) for row in solution)
    if p.mines is not None and total != p.mines:
        problems.append(f"the grid holds {total} mines, expected {p.mines}")
    return problems
