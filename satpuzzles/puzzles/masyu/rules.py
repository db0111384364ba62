"""The Masyu rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.linecheck import loop_problems, sides, where

from .model import BLACK, VALUES, WHITE, Masyu, Solution

STEP = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}


def _piece(solution: Solution, r: int, c: int) -> str:
    inside = 0 <= r < len(solution) and 0 <= c < len(solution[0])
    return "".join(sorted(solution[r][c])) if inside else "-"


def violations(p: Masyu, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} line pieces ({', '.join(VALUES)})"]
    problems = loop_problems(solution)
    for (r, c), pearl in p.placed():
        here = sides(solution[r][c])
        ahead = [_piece(solution, r + STEP[s][0], c + STEP[s][1]) for s in here]
        if len(here) != 2:
            problems.append(f"the loop misses the pearl at {where((r, c))}")
        elif pearl == WHITE:
            if "".join(sorted(here)) not in ("ns", "ew"):
                problems.append(f"the loop turns on the white pearl at {where((r, c))}")
            elif all(piece in ("ns", "ew") for piece in ahead):
                problems.append(f"the loop turns in neither cell next to the white pearl at {where((r, c))}")
        elif pearl == BLACK:
            if "".join(sorted(here)) in ("ns", "ew"):
                problems.append(f"the loop goes straight through the black pearl at {where((r, c))}")
            elif any(
                piece != "".join(sorted(s + {"n": "s", "s": "n", "e": "w", "w": "e"}[s]))
                for s, piece in zip(here, ahead, strict=True)
            ):
                problems.append(f"the loop turns right after the black pearl at {where((r, c))}")
    return problems
