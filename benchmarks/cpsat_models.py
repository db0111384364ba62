"""Plain OR-Tools CP-SAT models of the three puzzle types: what a user would write instead of a SAT compiler.

One model per puzzle, no tricks: integer cells with AddAllDifferent (one-hot counts where a line
repeats a value: parks, blanks), running maxima for Skyscrapers visibility, exact sums and no
touching for Star Battle, "first letter seen" for Easy As ABC. `solve` runs one worker and returns
CP-SAT's own wall time for Solve (model building is not counted) and the solution in our shapes.
"""

from __future__ import annotations

from typing import Any

from ortools.sat.python import cp_model

from satpuzzles.puzzles.easyasabc.model import BLANK, EasyAsABC
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.typekit.grid import SIDES, line_cells, named_lines

Cells = list[list[cp_model.IntVar]]


def _one_hot(model: cp_model.CpModel, cells: Cells, values: range) -> dict[tuple[int, int, int], Any]:
    """Booleans b[r, c, v] <-> cells[r][c] == v, for lines where a value repeats (counted with sums)."""
    hot = {}
    for r, row in enumerate(cells):
        for c, var in enumerate(row):
            for v in values:
                b = model.NewBoolVar(f"b{r}_{c}_{v}")
                model.Add(var == v).OnlyEnforceIf(b)
                model.Add(var != v).OnlyEnforceIf(b.Not())
                hot[r, c, v] = b
            model.AddExactlyOne(hot[r, c, v] for v in values)
    return hot


def _latin(model: cp_model.CpModel, cells: Cells, n: int, top: int, diagonal: bool, zeros: int) -> dict[Any, Any]:
    """Each line holds 1..top once and `zeros` zeros: AddAllDifferent without zeros, one-hot counts with them."""
    lines = [line for _, line in named_lines(n, diagonal)]
    if not zeros:
        for line in lines:
            model.AddAllDifferent(cells[r][c] for r, c in line)
        return {}
    hot = _one_hot(model, cells, range(top + 1))
    for line in lines:
        for v in range(top + 1):
            model.Add(sum(hot[r, c, v] for r, c in line) == (zeros if v == 0 else 1))
    return hot


def skyscrapers(puzzle: Skyscrapers) -> tuple[cp_model.CpModel, Cells]:
    model = cp_model.CpModel()
    n, m = puzzle.size, puzzle.max_height
    low = 0 if m < n else 1
    cells = [[model.NewIntVar(low, m, f"x{r}_{c}") for c in range(n)] for r in range(n)]
    _latin(model, cells, n, m, puzzle.diagonal, n - m)
    for side in SIDES:
        for i, clue in enumerate(puzzle.clues(side)):
            if not clue:
                continue
            line = [cells[r][c] for r, c in line_cells(side, i, n)]
            seen = []
            tallest = model.NewIntVar(0, m, f"max{side}{i}_0")
            model.Add(tallest == line[0])
            first = model.NewBoolVar(f"seen{side}{i}_0")
            model.Add(line[0] > 0).OnlyEnforceIf(first)
            model.Add(line[0] == 0).OnlyEnforceIf(first.Not())
            seen.append(first)
            for j in range(1, n):
                s = model.NewBoolVar(f"seen{side}{i}_{j}")
                model.Add(line[j] > tallest).OnlyEnforceIf(s)
                model.Add(line[j] <= tallest).OnlyEnforceIf(s.Not())
                seen.append(s)
                running = model.NewIntVar(0, m, f"max{side}{i}_{j}")
                model.AddMaxEquality(running, [tallest, line[j]])
                tallest = running
            model.Add(sum(seen) == clue)
    if puzzle.givens is not None:
        for r, row in enumerate(puzzle.givens):
            for c, value in enumerate(row):
                if value is not None:
                    model.Add(cells[r][c] == value)
    return model, cells


def starbattle(puzzle: StarBattle) -> tuple[cp_model.CpModel, Cells]:
    model = cp_model.CpModel()
    n, s = puzzle.size, puzzle.stars
    cells = [[model.NewBoolVar(f"star{r}_{c}") for c in range(n)] for r in range(n)]
    for r in range(n):
        for c in range(n):
            if puzzle.is_blocked(r, c):
                model.Add(cells[r][c] == 0)
    for _, line in named_lines(n):
        model.Add(sum(cells[r][c] for r, c in line) == s)
    for region in puzzle.region_cells().values():
        model.Add(sum(cells[r][c] for r, c in region) == s)
    for r in range(n - 1):
        for c in range(n - 1):
            model.Add(cells[r][c] + cells[r][c + 1] + cells[r + 1][c] + cells[r + 1][c + 1] <= 1)
    return model, cells


def easyasabc(puzzle: EasyAsABC) -> tuple[cp_model.CpModel, Cells]:
    model = cp_model.CpModel()
    n, k = puzzle.size, len(puzzle.letters)
    cells = [[model.NewIntVar(0 if k < n else 1, k, f"x{r}_{c}") for c in range(n)] for r in range(n)]  # 0 = blank
    hot = _latin(model, cells, n, k, puzzle.diagonal, n - k)
    for side in SIDES:
        for i, clue in enumerate(puzzle.clues(side)):
            if clue not in puzzle.letters:
                continue
            letter = puzzle.letters.index(clue) + 1
            line = line_cells(side, i, n)
            for j, (r, c) in enumerate(line):
                # Only blanks before a letter at j: that letter is the clue's.
                if not hot:  # no blanks: the first cell holds the clue's letter
                    model.Add(cells[r][c] == letter)
                    break
                only_blanks = [hot[p, q, 0] for p, q in line[:j]]
                model.Add(cells[r][c] == letter).OnlyEnforceIf([*only_blanks, hot[r, c, 0].Not()])
    if puzzle.givens is not None:
        for r, row in enumerate(puzzle.givens):
            for c, value in enumerate(row):
                if value == BLANK:
                    model.Add(cells[r][c] == 0)
                elif value in puzzle.letters:
                    model.Add(cells[r][c] == puzzle.letters.index(value) + 1)
    return model, cells


BUILDERS = {"skyscrapers": skyscrapers, "starbattle": starbattle, "easyasabc": easyasabc}


def solve(puzzle: Any, time_limit: float | None = None) -> tuple[str, float, Any]:
    """(status name, CP-SAT's wall time for Solve in seconds, solution in our shapes or None)."""
    model, cells = BUILDERS[puzzle.type_name](puzzle)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = time_limit
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return solver.StatusName(status), solver.WallTime(), None
    values = [[solver.Value(var) for var in row] for row in cells]
    if puzzle.type_name == "easyasabc":
        solution: Any = tuple("".join(puzzle.letters[v - 1] if v else BLANK for v in row) for row in values)
    else:
        solution = tuple(tuple(row) for row in values)
    return solver.StatusName(status), solver.WallTime(), solution
