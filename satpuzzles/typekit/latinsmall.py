"""Every Latin square of a small order as one bit set, for a generator's cheapest question: is there a second solution?

At order 4 there are 576 Latin squares. A generator hiding hints asks hundreds of times per puzzle whether the
techniques still finish the grid, and most noes are grids with two solutions, which the techniques decide only after
their dearest work (trials that neither refute nor finish). Here the squares that fit the givens and every line's
rule are the AND of one bit set per given and one per line (the squares whose line is an arrangement the line's own
closure admits), a few machine words; a member other than the known solution that passes the type's check of a full
grid is a second solution. The line closure only strikes what no solution has (its rules are sound), so the bit set
holds every solution and a member is counted only once checked.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from itertools import permutations

SMALLEST_LARGE = 5  # order 5 has 161,280 squares: too many to list per run

LineCheck = Callable[[tuple[int, ...], Hashable], bool]  # a full line (a bit per cell) and its key: admitted?


@lru_cache(maxsize=4)
def squares(n: int) -> tuple[tuple[int, ...], ...]:
    """Every Latin square of order n (n < SMALLEST_LARGE), values per cell row by row, in a fixed order."""
    rows = list(permutations(range(1, n + 1)))
    found: list[tuple[int, ...]] = []

    def extend(square: tuple[int, ...], depth: int) -> None:
        if depth == n:
            found.append(square)
            return
        for row in rows:
            if all(row[c] != square[r * n + c] for r in range(depth) for c in range(n)):
                extend(square + row, depth + 1)

    extend((), 0)
    return tuple(found)


@lru_cache(maxsize=4)
def _by_cell(n: int) -> tuple[tuple[int, ...], ...]:
    """Per cell, per value (index 1..n), the bit set of squares with that value there."""
    sets = [[0] * (n + 1) for _ in range(n * n)]
    for index, square in enumerate(squares(n)):
        for cell, value in enumerate(square):
            sets[cell][value] |= 1 << index
    return tuple(tuple(row) for row in sets)


@lru_cache(maxsize=4)
def _by_arrangement(n: int) -> tuple[dict[tuple[int, ...], int], ...]:
    """Per line (rows 0..n-1, then columns as n + c), per arrangement of its values, the bit set of squares with it."""
    sets: list[dict[tuple[int, ...], int]] = [{} for _ in range(2 * n)]
    for index, square in enumerate(squares(n)):
        for line in range(2 * n):
            cells = square[line * n : line * n + n] if line < n else square[line - n :: n]
            sets[line][cells] = sets[line].get(cells, 0) | 1 << index
    return tuple(sets)


@lru_cache(maxsize=1 << 12)
def _by_line(n: int, line: int, key: Hashable, admits: LineCheck) -> int:
    """The bit set of squares whose line the check admits under the key (each of the n! arrangements asked once)."""
    found = 0
    for arrangement, members in _by_arrangement(n)[line].items():
        if admits(tuple(1 << value for value in arrangement), key):
            found |= members
    return found


def has_other_solution(
    n: int,
    givens: dict[int, int],
    keys: Sequence[Hashable],
    admits: LineCheck,
    valid: Callable[[list[int]], bool],
    solution: Sequence[int],
) -> bool:
    """Whether a Latin square other than `solution` (value per cell) fits the givens (cell -> value), every line's
    check (`admits`, per line key) and the type's check of a full grid (`valid`)."""
    by_cell, every = _by_cell(n), squares(n)
    fitting = (1 << len(every)) - 1
    for cell, value in givens.items():
        fitting &= by_cell[cell][value]
    for line, key in enumerate(keys):
        fitting &= _by_line(n, line, key, admits)
    while fitting:
        low = fitting & -fitting
        fitting ^= low
        square = list(every[low.bit_length() - 1])
        if square != list(solution) and valid(square):
            return True
    return False
