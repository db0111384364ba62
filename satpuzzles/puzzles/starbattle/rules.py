"""The Star Battle rule checker: plain Python, independent of the encoding.

Every solution the engine returns passes through here, so it counts by rows (`sum` of a row, of a column
from `zip`) and looks at the stars alone for regions and touching, not at every cell.
"""

from __future__ import annotations

from collections import Counter

from .model import BLOCKED, Solution, StarBattle


def violations(p: StarBattle, solution: Solution) -> list[str]:
    n, s = p.size, p.stars
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    if not set().union(*solution) <= {0, 1}:
        return [
            f"row {r + 1}, column {c + 1} holds {value!r}, expected 0 or 1"
            if value not in (0, 1)
            else f"row {r + 1}, column {c + 1} is blocked but holds a star"
            for r, row in enumerate(solution)
            for c, value in enumerate(row)
            if value not in (0, 1) or (value and p.is_blocked(r, c))
        ]
    problems = [
        f"row {r + 1}, column {c + 1} is blocked but holds a star"
        for r, row in enumerate(p.regions)
        if BLOCKED in row
        for c, region in enumerate(row)
        if region == BLOCKED and solution[r][c]
    ]
    if problems:
        return problems
    for axis, lines in (("row", solution), ("column", zip(*solution, strict=True))):
        problems += [
            f"{axis} {i + 1} holds {count} stars, expected {s}" for i, count in enumerate(map(sum, lines)) if count != s
        ]
    stars = [{c for c, value in enumerate(row) if value} for row in solution]
    held = Counter(p.regions[r][c] for r, columns in enumerate(stars) for c in columns)
    problems += [
        f"region id {region} holds {held[region]} stars, expected {s}"
        for region in p.region_cells()
        if held[region] != s
    ]
    for r, columns in enumerate(stars):
        below = stars[r + 1] if r + 1 < n else set()
        for c in sorted(columns):
            # Look only forward (right, down-left, down, down-right) so each touching pair is named once.
            for q, d in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
                if d in (columns if q == r else below):
                    problems.append(f"stars at row {r + 1}, column {c + 1} and row {q + 1}, column {d + 1} touch")
    return problems
