"""Steps by named techniques for a Latin-square type: the kernel's technique solver asked for the next deduction.

The step engine passes what it knows (candidate values per cell); this answers the deductions a person makes
next, in the solver's order (latinsolve.py, with the type's own clue techniques first in each tier): a given
not yet written, a placed value still open elsewhere in its row or column, then the first deduction of each
technique of the easiest tier that has one, up to EXTREME; where those stall, a trial (Tatham's Unreasonable:
a value whose assumption the techniques refute, the easiest refutation first). Each names the groups it reads
(a line by its name "row 2", a clue by its name with its line; a trial, every rule its refutation read) and
the cells whose facts it reads; the engine shrinks those to a minimal set that forces the conclusion and
re-checks it, and runs its own step search where that fails.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from typing import Any

from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.latinsolve import (
    EXTREME,
    TIER_NAMES,
    Contradiction,
    Deduction,
    LatinState,
    Refutation,
    Technique,
    cell_name,
    listed,
    refutations,
    values_in,
)
from satpuzzles.typekit.stepping import Cell, TechniqueFinding, TrialLink

CELL_NAME = re.compile(r"^r(\d+)c(\d+)(?: = \d+)?$")
LONE_VALUE = re.compile(r"^(\d+) has no place in ")
TRIALS = 4  # refutations offered where the techniques stall: the engine takes the one whose step names least


@dataclass(frozen=True)
class LatinStepper:
    """One puzzle's groups by the names its techniques use, and its techniques per tier (the type's first)."""

    n: int
    lines: Mapping[str, Switch]  # "row 1", "column 3": the line's "each value once"
    clues: Mapping[str, tuple[Switch, ...]]  # a clue's name: its group and its line's (what a clue technique reads)
    givens: Mapping[Cell, tuple[int, Switch]]  # a given cell: its value and its group
    tiers: Sequence[Sequence[Technique]]
    valid: Callable[[LatinState], bool] = lambda state: True  # a full grid's check (the type's clues)
    broken: Callable[[LatinState], Sequence[str]] = lambda state: ()  # the clues (names) a full grid breaks

    def findings(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        """A given not yet known, else a placed value open in its lines, else the easiest tier's deductions."""
        for cell, (value, group) in self.givens.items():
            if cell not in decided:
                return [TechniqueFinding(f"given: {_name(cell)} = {value}", (group,), (), ((cell, value),), ())]
        state = self._state(candidates, decided)
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
        return self._trials(state)

    def _trials(self, state: LatinState) -> list[TechniqueFinding]:
        """The first TRIALS refutations of the easiest depth that has one (the engine takes the one naming least)."""
        found = islice(refutations(state, self.tiers, self.valid, record=True), TRIALS)
        return [self._trial(state, refutation) for refutation in found]

    def _trial(self, state: LatinState, found: Refutation) -> TechniqueFinding:
        """latinsolve's trial, naming what the refutation needs: its deductions that lead to the contradiction (each a
        link a reader can follow, and the step engine re-checks), the lines through the assumed cell and every cell
        those placed (a placement clears its lines silently), what they read, and where it failed."""
        n, cell, value = state.n, found.cell, found.value
        made, where, failure = self._replayed(state, found.cell, found.value, found.path.deductions)
        board = state.copy()
        board.place(cell, value)
        links = []
        for deduction in made:
            claimed = () if deduction.placed else deduction.excluded  # a placement's clearing of its lines is implied
            links.append(self._link(board, deduction.technique, deduction.uses, deduction.placed, claimed))
            for i, v in deduction.placed:
                board.place(i, v)
            for i, v in deduction.excluded:
                board.exclude(i, v)
        links.append(self._link(board, where, failure, (), ()))
        placed = [cell, *(i for d in made for i, _ in d.placed)]
        uses = [line for i in placed for line in (f"row {i // n + 1}", f"column {i % n + 1}")]
        uses += [use for d in made for use in d.uses] + failure
        name, level = cell_name(cell, n), TIER_NAMES[found.depth]
        text = f"trial: {name} = {value} leads to a contradiction by {level} techniques"
        refutation = self._finding(Deduction(text, found.depth, tuple(uses), (), ((cell, value),)))
        reads = [(d.uses, d.value) for d in made] + [(failure, _lone_value(where))]
        direct = tuple(dict.fromkeys((divmod(i, n), v) for uses, one in reads for i, v in self._facts(uses, one)))
        return replace(refutation, last_resort=True, trial=tuple(links), direct=direct)

    def _facts(self, uses: Sequence[str], value: int) -> list[tuple[int, int]]:
        """The (cell, value) candidates a deduction with these uses reads: one value's on its cells, or all."""
        values = [value] if value else range(1, self.n + 1)
        return [(i, v) for i in sorted(self._scope(uses)) for v in values]

    def _replayed(
        self, state: LatinState, cell: int, value: int, deductions: Sequence[Deduction]
    ) -> tuple[list[Deduction], str, list[str]]:
        """A refutation's deductions that its contradiction needs, where it fails and the groups that say so.

        The refutation is replayed on the board; its contradiction reads some cells, and a deduction is needed when
        it changed a cell that a needed deduction after it (or the contradiction) reads: the others are left out,
        and the needed ones read the same candidates without them, so each still follows from what it names."""
        board = state.copy()
        board.place(cell, value)
        changed: list[set[int]] = []
        applied: list[Deduction] = []
        failure: list[str] | None = None
        where = ""
        for made in deductions:
            if not made.placed and not made.excluded:  # it struck a placed cell's value: the contradiction itself
                where, failure = made.technique, list(made.uses)
                break
            before = list(board.masks)
            for i, v in made.placed:
                board.place(i, v)
            for i, v in made.excluded:
                board.exclude(i, v)
            changed.append({i for i, (now, was) in enumerate(zip(board.masks, before, strict=True)) if now != was})
            applied.append(made)
        if failure is None:
            where, failure = self._failure(board)
        reads = self._scope(failure)
        needed: list[Deduction] = []
        for made, cells in zip(reversed(applied), reversed(changed), strict=True):
            if not cells.isdisjoint(reads):
                needed.append(made)
                reads |= self._scope(made.uses)
        return needed[::-1], where, failure

    def _scope(self, uses: Sequence[str]) -> set[int]:
        """The cells (r * n + c) whose candidates a deduction with these uses reads."""
        groups, cells = self._reads(uses)
        return {r * self.n + c for r, c in [*(cell for g in groups for cell in g.cells), *cells]}

    def _link(
        self,
        board: LatinState,
        technique: str,
        uses: Sequence[str],
        placed: Sequence[tuple[int, int]],
        excluded: Sequence[tuple[int, int]],
    ) -> TrialLink:
        """One deduction of a trial on its board: its groups, and the candidates then known on the cells they read."""
        n = self.n
        groups, cells = self._reads(uses)
        scope = dict.fromkeys([*(cell for g in groups for cell in g.cells), *cells])
        known = tuple((cell, tuple(values_in(board.masks[cell[0] * n + cell[1]]))) for cell in scope)
        return TrialLink(
            technique,
            groups,
            known,
            tuple((divmod(i, n), v) for i, v in placed),
            tuple((divmod(i, n), v) for i, v in excluded),
        )

    def _failure(self, board: LatinState) -> tuple[str, list[str]]:
        """Where a refuted trial fails, and the groups that say so: an empty cell's lines, a line with no place
        for a value; else (a full grid breaking a clue, a set or clue analysis with no arrangement) every line
        and clue."""
        n = board.n
        for i, mask in enumerate(board.masks):
            if not mask:
                return f"{cell_name(i, n)} has no value left", [f"row {i // n + 1}", f"column {i % n + 1}"]
        full = ((1 << n) - 1) << 1
        for line, cells in self._lines(n):
            missing = values_in(full & ~_union(board.masks, cells))
            if missing:
                return f"{missing[0]} has no place in {line}", [line]
        broken = list(self.broken(board)) if all(board.grid) else []
        if broken:
            return f"the filled line breaks {broken[0]}", broken[:1]
        for tier in self.tiers[: EXTREME + 1]:  # the technique that met the contradiction, and what it names
            for technique in tier:
                try:
                    technique(board.copy())
                except Contradiction as found:
                    if found.uses:
                        return f"no arrangement of the candidates meets {listed(found.uses)}", list(found.uses)
        return "no arrangement of the lines meets every clue", [*self.lines, *self.clues]

    @staticmethod
    def _lines(n: int) -> list[tuple[str, list[int]]]:
        rows = [(f"row {r + 1}", list(range(r * n, r * n + n))) for r in range(n)]
        return rows + [(f"column {c + 1}", list(range(c, n * n, n))) for c in range(n)]

    def _state(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> LatinState:
        n = self.n
        masks = [sum(1 << v for v in candidates[divmod(i, n)]) for i in range(n * n)]
        grid = [mask.bit_length() - 1 if divmod(i, n) in decided else 0 for i, mask in enumerate(masks)]
        return LatinState(n, masks, grid)

    def _placed_value(self, state: LatinState) -> TechniqueFinding | None:
        """A placed value still a candidate in its row or column: it leaves them (latinsolve's place does this
        silently), one line a step (its row first), so that a step names one line and the cells it closes there."""
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
            line = next((line for line, cells in struck.items() if cells), None)
            if line is not None:
                # the cells it leaves one value each name their other exclusions: one of them a step
                closed = [i for i in struck[line] if (state.masks[i] & ~(1 << value)).bit_count() == 1]
                cells = [i for i in struck[line] if i not in closed[1:]]
                text = f"placed value: {cell_name(cell, n)} = {value}, so no other {value} in {line}"
                excluded = tuple((divmod(i, n), value) for i in cells)
                return TechniqueFinding(
                    text, (self.lines[line],), (divmod(cell, n),), (), excluded, only=len(closed) > 1
                )
        return None

    def _finding(self, deduction: Deduction) -> TechniqueFinding:
        n = self.n
        groups, named = self._reads(deduction.uses)
        cells = tuple(dict.fromkeys([*(cell for g in groups for cell in g.cells), *named]))
        placed = tuple((divmod(i, n), v) for i, v in deduction.placed)
        # a placement's exclusions from its lines are the next step's (a placed value)
        excluded = () if placed else tuple((divmod(i, n), v) for i, v in deduction.excluded)
        direct = tuple((cell, deduction.value) for cell in cells) if deduction.value else ()
        return TechniqueFinding(deduction.technique, groups, cells, placed, excluded, direct=direct)

    def _reads(self, uses: Sequence[str]) -> tuple[tuple[Switch, ...], tuple[Cell, ...]]:
        """The groups and cells a deduction's uses name (a lone cell, a naked single, reads its row and column)."""
        groups: list[Switch] = []
        cells: list[Cell] = []
        for use in uses:
            if use in self.lines:
                groups.append(self.lines[use])
            elif use in self.clues:
                groups += self.clues[use]
            elif match := CELL_NAME.match(use):
                cells.append((int(match[1]) - 1, int(match[2]) - 1))
        if not groups:  # a lone cell (a naked single): its row and column hold the values it lost
            groups = [self.lines[f"{kind} {i + 1}"] for r, c in cells for kind, i in (("row", r), ("column", c))]
        return tuple(dict.fromkeys(groups)), tuple(dict.fromkeys(cells))


def _lone_value(where: str) -> int:
    """The value a contradiction is about ("3 has no place in row 2"), 0 when it reads every value."""
    found = LONE_VALUE.match(where)
    return int(found[1]) if found else 0


def _union(masks: Sequence[int], cells: Sequence[int]) -> int:
    out = 0
    for i in cells:
        out |= masks[i]
    return out


def _name(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"
