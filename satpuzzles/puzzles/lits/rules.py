"""The LITS rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit import Cell

from .model import PIECE, SHADED, UNSHADED, Lits, Solution, letter_of, region_name


def pieces(p: Lits, cells: set[Cell]) -> list[list[Cell]]:
    """`cells` grouped into connected pieces."""
    done: set[Cell] = set()
    out = []
    for start in sorted(cells):
        if start in done:
            continue
        piece, stack = [start], [start]
        done.add(start)
        while stack:
            for near in p.neighbours(stack.pop()):
                if near in cells and near not in done:
                    done.add(near)
                    piece.append(near)
                    stack.append(near)
        out.append(piece)
    return out


def violations(p: Lits, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, UNSHADED} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{UNSHADED}'"]
    shaded = {(r, c) for r in range(p.rows) for c in range(p.columns) if solution[r][c] == SHADED}
    problems = [f"r{r + 1}c{c + 1} is blocked but shaded" for r, c in p.blocked() if (r, c) in shaded]
    letter: dict[Cell, str] = {}
    for cells in p.region_cells().values():
        mine = [cell for cell in cells if cell in shaded]
        if len(mine) != PIECE or len(pieces(p, set(mine))) != 1:
            problems.append(f"{region_name(cells)} shades {len(mine)} cells, not one tetromino")
            continue
        letter.update(dict.fromkeys(mine, letter_of(mine)))
    for r in range(p.rows - 1):
        for c in range(p.columns - 1):
            if {(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)} <= shaded:
                problems.append(f"the 2x2 block at r{r + 1}c{c + 1} is all shaded")
    for a in sorted(letter):
        for b in p.neighbours(a):
            if b > a and b in letter and p.regions[a[0]][a[1]] != p.regions[b[0]][b[1]] and letter[a] == letter[b]:
                problems.append(
                    f"two {letter[a]} tetrominoes touch at r{a[0] + 1}c{a[1] + 1} and r{b[0] + 1}c{b[1] + 1}"
                )
    if len(pieces(p, shaded)) > 1:
        problems.append("the shaded cells are not connected")
    return problems
