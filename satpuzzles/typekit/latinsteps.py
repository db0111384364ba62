"""Steps by named techniques for a Latin-square type: the kernel's technique solver asked for the next deduction.

The step engine passes what it knows (candidate values per cell); this answers the deductions a person makes
next, in the solver's order (latinsolve.py, with the type's own clue techniques first in each tier): a given
not yet written, a placed value still open elsewhere in its row or column, then the first deduction of each
technique of the easiest tier that has one, up to EXTREME (a trial is left to the step search). Each names
the groups it reads (a line by its name "row 2", a clue by its name with its line) and the cells whose
facts it reads; the engine shrinks those to a minimal set that forces the conclusion and re-checks it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.latinsolve import EXTREME, Contradiction, Deduction, LatinState, Technique, cell_name
from satpuzzles.typekit.stepping import Cell, TechniqueFinding

CELL_NAME = re.compile(r"^r(\d+)c(\d+)(?: = \d+)?$")


@dataclass(frozen=True)
class LatinStepper:
    """One puzzle's groups by the names its techniques use, and its techniques per tier (the type's first)."""

    n: int
    lines: Mapping[str, Switch]  # "row 1", "column 3": the line's "each value once"
    clues: Mapping[str, tuple[Switch, ...]]  # a clue's name: its group and its line's (what a clue technique reads)
    givens: Mapping[Cell, tuple[int, Switch]]  # a given cell: its value and its group
    tiers: Sequence[Sequence[Technique]]

    def findings(self, candidates: Mapping[Cell, set[Any]]) -> list[TechniqueFinding]:
        """A given not yet known, else a placed value open in its lines, else the easiest tier's deductions."""
        for cell, (value, group) in self.givens.items():
            if candidates[cell] != {value}:
                return [TechniqueFinding(f"given: {_name(cell)} = {value}", (group,), (), ((cell, value),), ())]
        state = self._state(candidates)
        placed = self._placed_value(state)
        if placed is not None:
            return [placed]
        for tier in self.tiers[: EXTREME + 1]:
            found = []
            for technique in tier:
                trial = state.copy()
                try:
                    deduction = technique(trial)
                except Contradiction:
                    continue  # only on a position without a completion: the step search reports nothing either
                if deduction is not None and (deduction.placed or deduction.excluded):
                    found.append(self._finding(deduction))
            if found:
                return found
        return []

    def _state(self, candidates: Mapping[Cell, set[Any]]) -> LatinState:
        n = self.n
        masks = [sum(1 << v for v in candidates[divmod(i, n)]) for i in range(n * n)]
        grid = [mask.bit_length() - 1 if mask.bit_count() == 1 else 0 for mask in masks]
        return LatinState(n, masks, grid)

    def _placed_value(self, state: LatinState) -> TechniqueFinding | None:
        """A placed value still a candidate in its row or column: it leaves them (latinsolve's place does this
        silently)."""
        n = state.n
        for cell, value in enumerate(state.grid):
            if not value:
                continue
            r, c = divmod(cell, n)
            peers = {
                f"row {r + 1}": [i for i in range(r * n, r * n + n) if i != cell],
                f"column {c + 1}": [i for i in range(c, n * n, n) if i != cell],
            }
            struck = {line: [i for i in cells if state.masks[i] >> value & 1] for line, cells in peers.items()}
            lines = [line for line, cells in struck.items() if cells]
            if lines:
                text = f"placed value: {cell_name(cell, n)} = {value}, so no other {value} in {' or '.join(lines)}"
                excluded = tuple((divmod(i, n), value) for line in lines for i in struck[line])
                groups = tuple(self.lines[line] for line in lines)
                return TechniqueFinding(text, groups, (divmod(cell, n),), (), excluded)
        return None

    def _finding(self, deduction: Deduction) -> TechniqueFinding:
        n = self.n
        groups: list[Switch] = []
        cells: list[Cell] = []
        for use in deduction.uses:
            if use in self.lines:
                groups.append(self.lines[use])
            elif use in self.clues:
                groups += self.clues[use]
            elif match := CELL_NAME.match(use):
                cells.append((int(match[1]) - 1, int(match[2]) - 1))
        if not groups:  # a lone cell (a naked single): its row and column hold the values it lost
            groups = [self.lines[f"{kind} {i + 1}"] for r, c in cells for kind, i in (("row", r), ("column", c))]
        groups = list(dict.fromkeys(groups))
        cells = list(dict.fromkeys([*(cell for g in groups for cell in g.cells), *cells]))
        placed = tuple((divmod(i, n), v) for i, v in deduction.placed)
        # a placement's exclusions from its lines are the next step's (a placed value)
        excluded = () if placed else tuple((divmod(i, n), v) for i, v in deduction.excluded)
        return TechniqueFinding(deduction.technique, tuple(groups), tuple(cells), placed, excluded)


def _name(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"
