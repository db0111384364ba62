"""Steps by named techniques for a Latin-square type: the kernel's technique solver asked for the next deduction.

The step engine passes what it knows (candidate values per cell); this answers the deductions a person makes
next, in the solver's order (latinsolve.py, with the type's own clue techniques first in each tier): a given
not yet written, a placed value still open elsewhere in its row or column, then the first deduction of each
technique of the easiest tier that has one, up to EXTREME; where those stall, a trial (Tatham's Unreasonable:
a value whose assumption the techniques refute, the easiest refutation first). Each names the groups it reads
(a line by its name "row 2", a clue by its name with its line; a trial, what the deductions its contradiction
needs read) and the cells whose facts it reads; the engine shrinks those to a minimal set that forces the conclusion and
re-checks it, and runs its own step search where that fails.

A type whose values are not the numbers 1..n (letters and a blank that fills several cells of a line) gives
`values` (its value of each number), `counts` and `symbols` (latinsolve.LatinState); the findings speak its values.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from typing import Any

from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.latinrun import Refutation, refutations
from satpuzzles.typekit.latinsolve import (
    EXTREME,
    TIER_NAMES,
    Contradiction,
    Deduction,
    LatinState,
    Technique,
    cell_name,
    listed,
    values_in,
)
from satpuzzles.typekit.stepping import Cell, TechniqueFinding, TrialLink

CELL_NAME = re.compile(r"^r(\d+)c(\d+)(?: = \S+)?$")
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
    values: Sequence[Any] = ()  # the type's value of each number (index 0 unused); () = the numbers themselves
    counts: tuple[int, ...] = ()  # per number, the cells of each line it fills (LatinState.counts); () = one each
    symbols: tuple[str, ...] = ()  # per number, how a step names it; () = the number
    # False: no trial where the tiers stall (the techniques read only part of the rules, e.g. not a puzzle's
    # diagonals: the step search, which reads them all, takes over)
    trials: bool = True

    def findings(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        """A given not yet known, else a placed value open in its lines, else the easiest tier's deductions."""
        for cell, (value, group) in self.givens.items():
            if cell not in decided:
                text = f"given: {_name(cell)} = {self._symbol(value)}"
                return [TechniqueFinding(text, (group,), (), ((cell, self._value(value)),), ())]
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
        return self._trials(state) if self.trials else []

    def _trials(self, state: LatinState) -> list[TechniqueFinding]:
        """The first TRIALS refutations of the easiest depth that has one (the engine takes the one naming least)."""
        found = islice(refutations(state, self.tiers, self.valid, record=True), TRIALS)
        return [self._trial(state, refutation) for refutation in found]

    def _trial(self, state: LatinState, found: Refutation) -> TechniqueFinding:
        """latinsolve's trial, naming what the refutation needs: its deductions that lead to the contradiction (each a
        link a reader can follow, and the step engine re-checks), the lines through the assumed cell and every cell
        those placed (a placement clears its lines silently), what they read, and where it failed."""
        n, cell, value = state.n, found.cell, found.value
        made, (where, failure, lone) = self._replayed(state, cell, value, found.path.deductions)
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
        text = f"trial: {name} = {self._symbol(value)} leads to a contradiction by {level} techniques"
        refutation = self._finding(Deduction(text, found.depth, tuple(uses), (), ((cell, value),)))
        reads = [(d.uses, d.value) for d in made] + [(failure, lone)]
        direct = tuple(dict.fromkeys(fact for uses, one in reads for fact in self._facts(uses, one)))
        return replace(refutation, last_resort=True, trial=tuple(links), direct=direct)

    def _replayed(
        self, state: LatinState, cell: int, value: int, deductions: Sequence[Deduction]
    ) -> tuple[list[Deduction], tuple[str, list[str], int]]:
        """A refutation's deductions that its contradiction needs, and its failure (`_failure`).

        The refutation is replayed on the board; its contradiction reads some cells, and a deduction is needed when
        it changed a cell that a needed deduction after it (or the contradiction) reads: the others are left out,
        and the needed ones read the same candidates without them, so each still follows from what it names."""
        board = state.copy()
        board.place(cell, value)
        changed: list[set[int]] = []
        applied: list[Deduction] = []
        failure: tuple[str, list[str], int] | None = None
        for made in deductions:
            if not made.placed and not made.excluded:  # it struck a placed cell's value: the contradiction itself
                failure = made.technique, list(made.uses), 0
                break
            before = list(board.masks)
            for i, v in made.placed:
                board.place(i, v)
            for i, v in made.excluded:
                board.exclude(i, v)
            changed.append({i for i, (now, was) in enumerate(zip(board.masks, before, strict=True)) if now != was})
            applied.append(made)
        if failure is None:
            failure = self._failure(board)
        reads = self._scope(failure[1])
        needed: list[Deduction] = []
        for made, cells in zip(reversed(applied), reversed(changed), strict=True):
            if not cells.isdisjoint(reads):
                needed.append(made)
                reads |= self._scope(made.uses)
        return needed[::-1], failure

    def _scope(self, uses: Sequence[str]) -> set[int]:
        """The cells (r * n + c) whose candidates a deduction with these uses reads."""
        groups, cells = self._reads(uses)
        return {r * self.n + c for r, c in [*(cell for g in groups for cell in g.cells), *cells]}

    def _facts(self, uses: Sequence[str], value: int) -> list[tuple[Cell, Any]]:
        """The (cell, value) candidates a deduction with these uses reads: one value's on its cells, or all."""
        numbers = [value] if value else range(1, len(self.values) if self.values else self.n + 1)
        return [(divmod(i, self.n), self._value(v)) for i in sorted(self._scope(uses)) for v in numbers]

    def _link(
        self,
        board: LatinState,
        technique: str,
        uses: Sequence[str],
        placed: Sequence[tuple[int, int]],
        excluded: Sequence[tuple[int, int]],
    ) -> TrialLink:
        """One deduction of a trial on its board: its groups, and the values then ruled out on the cells it reads
        (before the trial, or by it so far)."""
        n = self.n
        groups, cells = self._reads(uses)
        scope = dict.fromkeys([*(cell for g in groups for cell in g.cells), *cells])
        every = board.full  # each value's bit
        ruled_out = tuple(
            (cell, self._value(v)) for cell in scope for v in values_in(every & ~board.masks[cell[0] * n + cell[1]])
        )
        return TrialLink(
            technique,
            groups,
            ruled_out,
            tuple((divmod(i, n), self._value(v)) for i, v in placed),
            tuple((divmod(i, n), self._value(v)) for i, v in excluded),
        )

    def _failure(self, board: LatinState) -> tuple[str, list[str], int]:
        """Where a refuted trial fails, the groups that say so, and the one value it reads (0: all): an empty cell's
        lines, a line with too few places for a value, a filled line breaking its clue; else the clue or line in
        which a technique met the contradiction (a clue's line or a set with no arrangement), as it names them; or
        every line and clue."""
        n = board.n
        for i, mask in enumerate(board.masks):
            if not mask:
                return f"{cell_name(i, n)} has no value left", [f"row {i // n + 1}", f"column {i % n + 1}"], 0
        for line, cells in self._lines(n):
            missing = [
                v for v in values_in(board.full) if sum(1 for i in cells if board.masks[i] >> v & 1) < board.count(v)
            ]
            if missing:
                return f"{board.symbol(missing[0])} has too few places in {line}", [line], missing[0]
        broken = list(self.broken(board)) if all(board.grid) else []
        if broken:
            return f"the filled line breaks {broken[0]}", broken[:1], 0
        fresh = LatinState(n, list(board.masks), list(board.grid), counts=board.counts, symbols=board.symbols)
        for tier in self.tiers[: EXTREME + 1]:  # the technique that met the contradiction, and what it names
            for technique in tier:
                try:
                    technique(fresh.copy())
                except Contradiction as met:
                    if met.uses:
                        return f"no arrangement of the candidates meets {listed(met.uses)}", list(met.uses), 0
        return "no arrangement of the lines meets every clue", [*self.lines, *self.clues], 0

    @staticmethod
    def _lines(n: int) -> list[tuple[str, list[int]]]:
        rows = [(f"row {r + 1}", list(range(r * n, r * n + n))) for r in range(n)]
        return rows + [(f"column {c + 1}", list(range(c, n * n, n))) for c in range(n)]

    def _state(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> LatinState:
        n = self.n
        number = {value: i for i, value in enumerate(self.values)}
        masks = [sum(1 << number.get(v, v) for v in candidates[divmod(i, n)]) for i in range(n * n)]
        grid = [mask.bit_length() - 1 if divmod(i, n) in decided else 0 for i, mask in enumerate(masks)]
        return LatinState(n, masks, grid, counts=self.counts, symbols=self.symbols)

    def _value(self, number: int) -> Any:
        return self.values[number] if self.values else number

    def _symbol(self, number: int) -> str:
        return self.symbols[number] if self.symbols else str(number)

    def _placed_value(self, state: LatinState) -> TechniqueFinding | None:
        """A placed value still a candidate in its row or column: it leaves them (latinsolve's place does this
        silently), one line a step (its row first) and, of the cells that leaves one value each, one a step, so that
        a step names one line and one cell's other exclusions; a value filling several cells of a line leaves a line
        that holds all of it, and a value that fills none (no blank in a full letter square) leaves every line."""
        n = state.n
        for value in (v for v, count in enumerate(state.counts) if v and not count):
            for line, line_cells in self._lines(n):
                gone = [i for i in line_cells if state.masks[i] >> value & 1]
                if gone:
                    text = f"placed values: {line} holds no {self._symbol(value)}"
                    excluded = tuple((divmod(i, n), self._value(value)) for i in gone)
                    return TechniqueFinding(text, (self.lines[line],), (), (), excluded)
        for cell, value in enumerate(state.grid):
            if not value:
                continue
            r, c = divmod(cell, n)
            peers = {
                f"row {r + 1}": [i for i in range(r * n, r * n + n) if i != cell],
                f"column {c + 1}": [i for i in range(c, n * n, n) if i != cell],
            }
            if state.count(value) > 1:
                found = self._line_full(state, cell, peers)
                if found is not None:
                    return found
                continue
            struck = {line: [i for i in cells if state.masks[i] >> value & 1] for line, cells in peers.items()}
            cleared = next((line for line, cells in struck.items() if cells), None)
            if cleared is not None:
                closed = [i for i in struck[cleared] if (state.masks[i] & ~(1 << value)).bit_count() == 1]
                cells = [i for i in struck[cleared] if i not in closed[1:]]
                what = self._symbol(value)
                text = f"placed value: {cell_name(cell, n)} = {what}, so no other {what} in {cleared}"
                excluded = tuple((divmod(i, n), self._value(value)) for i in cells)
                named = (divmod(cell, n),)
                return TechniqueFinding(text, (self.lines[cleared],), named, (), excluded, only=len(closed) > 1)
        return None

    def _line_full(self, state: LatinState, cell: int, peers: Mapping[str, list[int]]) -> TechniqueFinding | None:
        """A line holding all the cells of a value that fills several (placed in `cell` among them): the value
        leaves the line's other cells."""
        n, value = state.n, state.grid[cell]
        what = self._symbol(value)
        for line, others in peers.items():
            held = sorted([cell, *(i for i in others if state.grid[i] == value)])
            struck = [i for i in others if state.grid[i] != value and state.masks[i] >> value & 1]
            if len(held) == state.count(value) and struck:
                where = listed([cell_name(i, n) for i in held])
                text = f"placed values: {where} hold {what}, as many as {line} holds, so no other {what} in it"
                excluded = tuple((divmod(i, n), self._value(value)) for i in struck)
                named = tuple(divmod(i, n) for i in held)
                return TechniqueFinding(text, (self.lines[line],), named, (), excluded)
        return None

    def _finding(self, deduction: Deduction) -> TechniqueFinding:
        n = self.n
        groups, named = self._reads(deduction.uses)
        cells = tuple(dict.fromkeys([*(cell for g in groups for cell in g.cells), *named]))
        placed = tuple((divmod(i, n), self._value(v)) for i, v in deduction.placed)
        # a placement's exclusions from its lines are the next step's (a placed value)
        excluded = () if placed else tuple((divmod(i, n), self._value(v)) for i, v in deduction.excluded)
        direct = tuple((cell, self._value(deduction.value)) for cell in cells) if deduction.value else ()
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


def _name(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"
