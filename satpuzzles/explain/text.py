"""An explanation as text a setter can act on: the board with undecided cells as `?`, then one line per claim."""

from __future__ import annotations

from typing import Any

from satpuzzles.explain.result import Explanation
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Status
from satpuzzles.typekit.base import Cell

UNDECIDED = "?"
INCOMPLETE = " (incomplete: the time limit ran out)"


def explanation_text(explanation: Explanation, timeout: float | None = None) -> str:
    lines = _verdict(explanation, timeout)
    if explanation.forced is not None:
        lines += _board(explanation)
    if explanation.status is Status.MULTIPLE:
        lines += _closest(explanation) + _fixes(explanation)
    elif explanation.status is Status.UNIQUE:
        lines += _redundant(explanation)
    elif explanation.status is Status.UNSAT:
        lines += _conflicts(explanation)
    return "\n".join(lines) + "\n"


def _verdict(e: Explanation, timeout: float | None) -> list[str]:
    if e.status is Status.TIMEOUT:
        limit = f" within {timeout:g} s" if timeout is not None else ""
        return [f"timeout: no answer{limit}, nothing to explain yet"]
    if e.status is Status.UNIQUE:
        return ["unique solution (proven by the solver):"]
    if e.status is Status.UNSAT:
        return ["no solution: no grid meets all the rules, clues and givens"]
    if e.forced is None:
        return [f"several solutions; the forced cells are not known{INCOMPLETE}"]
    cells = sum(len(row) for row in e.forced)
    undecided = len(e.undecided())
    return [
        f"several solutions: {cells - undecided} of {cells} cells are the same in all of them, "
        f"{undecided} differ ({UNDECIDED}):"
    ]


def _board(e: Explanation) -> list[str]:
    kind = type_of(e.puzzle)
    forced = e.forced or []

    def text(r: int, c: int) -> str:
        return UNDECIDED if forced[r][c] is None else kind.codec.cell_text(forced, (r, c))

    return ["  " + " ".join(text(r, c) for c in range(len(row))) for r, row in enumerate(forced)]


def _cells(kind: Any, first: Any, second: Any, cells: list[Cell]) -> str:
    return ", ".join(
        f"r{r + 1}c{c + 1} ({kind.codec.cell_text(first, (r, c))} / {kind.codec.cell_text(second, (r, c))})"
        for r, c in cells
    )


def _closest(e: Explanation) -> list[str]:
    if e.closest is None:
        return [f"closest: not found{INCOMPLETE}"]
    proof = "proven fewest" if e.complete["closest"] else f"fewest not proven{INCOMPLETE}"
    kind = type_of(e.puzzle)
    return [
        f"closest: two solutions differ in {len(e.differences)} cell(s) ({proof}): "
        + _cells(kind, e.closest[0], e.closest[1], e.differences)
    ]


def _fixes(e: Explanation) -> list[str]:
    tail = "" if e.complete["fixes"] else INCOMPLETE if e.timed_out else " (stopped at the limit asked for)"
    if not e.fixes:
        return [f"fixes: no single hint makes the puzzle unique{tail}"]
    lines = [f"fixes: {len(e.fixes)} single hint(s) make the puzzle unique{tail}:"]
    return lines + [f"  {fix.hint.action}" for fix in e.fixes]


def _redundant(e: Explanation) -> list[str]:
    tail = "" if e.complete["redundant"] else INCOMPLETE
    if not e.redundant:
        if not e.stats.removable:
            return [f"redundant: none: a {type_of(e.puzzle).name} puzzle has no clues or givens to remove"]
        return [f"redundant: none: removing any one clue or given makes the puzzle ambiguous{tail}"]
    lines = [f"redundant: each of these can go alone and the puzzle stays unique{tail}:"]
    return lines + [f"  remove the {hint.name}" for hint in e.redundant]


def _conflicts(e: Explanation) -> list[str]:
    tail = "" if e.complete["conflicts"] else INCOMPLETE
    if not e.conflicts:
        return [f"conflicts: none found{tail}"]
    lines = [
        f"conflicts: {len(e.conflicts)} set(s) with no solution together; without any one member a set has one{tail}:"
    ]
    for conflict in e.conflicts:
        lines.append(
            "  " + (", ".join(part.name for part in conflict) or "the rules alone (the grid cannot be filled)")
        )
    return lines
