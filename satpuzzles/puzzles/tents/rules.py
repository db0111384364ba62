"""The Tents rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.base import Cell

from .model import EMPTY, TENT, TREE, Solution, Tents


def _matched(p: Tents, tents: set[Cell]) -> int:
    """The most tree-tent pairs of orthogonal neighbours with no tree or tent in two pairs (augmenting paths)."""
    partner: dict[Cell, Cell] = {}  # tent -> its tree

    def place(tree: Cell, seen: set[Cell]) -> bool:
        for tent in p.beside(tree):
            if tent in tents and tent not in seen:
                seen.add(tent)
                if tent not in partner or place(partner[tent], seen):
                    partner[tent] = tree
                    return True
        return False

    return sum(place(tree, set()) for tree in p.trees())


def violations(p: Tents, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {TREE, TENT, EMPTY} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{TREE}', '{TENT}' or '{EMPTY}'"]
    tents = {(r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if v == TENT}
    problems = [
        f"r{r + 1}c{c + 1} holds {'a tree' if solution[r][c] == TREE else 'no tree'} but the puzzle shows "
        + ("a tree" if p.grid[r][c] == TREE else "none")
        for r in range(p.rows)
        for c in range(p.columns)
        if (solution[r][c] == TREE) != (p.grid[r][c] == TREE)
    ]
    problems += [
        f"the tents at r{r + 1}c{c + 1} and r{y + 1}c{x + 1} touch"
        for r, c in sorted(tents)
        for y, x in p.around((r, c))
        if (y, x) in tents and (y, x) > (r, c)
    ]
    trees = p.trees()
    if len(tents) != len(trees) or _matched(p, tents) != len(trees):
        problems.append(
            f"the {len(trees)} trees and {len(tents)} tents do not pair up, each tree with its own tent beside it"
        )
    for r, want in enumerate(p.row_tents):
        if want is not None and solution[r].count(TENT) != want:
            problems.append(f"row {r + 1} holds {solution[r].count(TENT)} tents, expected {want}")
    for c, want in enumerate(p.column_tents):
        held = sum(row[c] == TENT for row in solution)
        if want is not None and held != want:
            problems.append(f"column {c + 1} holds {held} tents, expected {want}")
    return problems
