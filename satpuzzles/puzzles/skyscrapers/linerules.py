"""Towers' clue techniques as rules per line, for the kernel's closure (typekit/latinclose.py): what a generator
asks of every hint it hides, whether the techniques of a tier still finish the grid.

The rules are techniques.py's (towers.c's): Easy, a clue's nearly-filled rule and lower bounds, applied until
they strike nothing more (a cell with one candidate counting as placed); Hard, the exhaustive analysis of the
clue's line. Each is remembered per line state, as techniques.py remembers them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import cast

from satpuzzles.typekit.latinclose import LineRules, Masks, finishes

from .techniques import Clue, _nearly_filled, facing_meetings, line_support, shows_clues_of

ClueRule = Callable[[Masks, int, int], Masks | None]  # a line's masks read from the clue, the clue, n


def finishes_within(
    n: int,
    clues: Sequence[Clue],
    givens: dict[int, int],
    tier: int,
    until: int | None = None,
    rules: LineRules | None = None,
    solution: Sequence[int] = (),
) -> bool:
    """Whether the techniques up to `tier` finish the grid of these clues and givens (cell -> height), as
    techniques.solve_clues answers (a test compares them). `rules`: line_rules(n, clues), made once by a caller
    that asks about the same clues many times; `until` and `solution` (heights per cell): latinclose.finishes."""
    shown = dict(givens)
    for cell, _ in facing_meetings(clues, n):  # facing clues summing to n + 1: n where the rises meet
        if shown.setdefault(cell, n) != n:
            return False
    return finishes(n, shown, tier, rules or line_rules(n, clues), until, solution)


def line_rules(n: int, clues: Sequence[Clue]) -> LineRules:
    """The clues' rules per line (rows, then columns; each line's key is its clue at the near and far end, 0 for
    none) and the check of a full grid against them."""
    ends = [[0, 0] for _ in range(2 * n)]
    for clue in clues:
        ends[clue.line][clue.side in ("right", "bottom")] = clue.value  # the far clue reads its line backwards
    kept = tuple(clues)
    keys = tuple((near, far) for near, far in ends)
    return LineRules(keys, _easy_line, _hard_line, lambda grid: shows_clues_of(grid, kept))


def _easy_line(masks: Masks, key: Hashable, n: int) -> Masks | None:
    """The Easy rules of the clues at either end of a line (key: near and far clue, 0 for none)."""
    return _both_ends(_easy_closed, masks, key, n)


def _hard_line(masks: Masks, key: Hashable, n: int) -> Masks | None:
    """The exhaustive analysis of the clues at either end of a line."""
    return _both_ends(_exhaustive, masks, key, n)


def _both_ends(rule: ClueRule, masks: Masks, key: Hashable, n: int) -> Masks | None:
    near, far = cast(tuple[int, int], key)
    after: Masks | None = masks
    if near:
        after = rule(masks, near, n)
    if far and after is not None:
        backwards = rule(after[::-1], far, n)
        after = None if backwards is None else backwards[::-1]
    return after


@lru_cache(maxsize=1 << 16)
def _easy_closed(masks: Masks, clue: int, n: int) -> Masks | None:
    """The clue's nearly-filled rule and lower bounds (masks read from the clue) until they strike nothing more."""
    current = list(masks)
    while True:
        where = {mask.bit_length() - 1: i for i, mask in enumerate(current) if mask and not mask & (mask - 1)}
        after = list(current)
        _nearly_filled(after, where, clue, n)
        _lower_bounds_quick(after, where, clue, n)
        if after == current:
            return tuple(current)
        if not all(after):
            return None
        current = after


@lru_cache(maxsize=1 << 16)
def _exhaustive(masks: Masks, clue: int, n: int) -> Masks | None:
    """The values some arrangement of the line showing the clue puts in each cell (None: no arrangement)."""
    support = line_support(masks, clue, n)
    if not support[0]:
        return None
    return tuple(mask & kept for mask, kept in zip(masks, support, strict=True))


def _lower_bounds_quick(masks: list[int], where: dict[int, int], clue: int, n: int) -> None:
    """techniques._lower_bounds without the positions it read: the k-th tallest height that counts is not in the
    first clue-k cells, a placed height behind one at least two taller not counting (a test compares the two).
    Once clue-1 heights count, the rest strike nothing."""
    counted, nearest = 0, n  # nearest: the nearest position of a placed height at least two above this one
    for height in range(n, 0, -1):
        if counted >= clue - 1:
            return
        above = where.get(height + 2)
        if above is not None and above < nearest:
            nearest = above
        at = where.get(height)
        if at is not None and nearest < at:
            continue
        keep = ~(1 << height)
        for i in range(clue - counted - 1):
            masks[i] &= keep
        counted += 1
