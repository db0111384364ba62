"""A region less one 2x2 window still holds S-1 of its stars: counts CDCL cannot find by itself.

Any two cells of a 2x2 window touch, so a window holds at most one of a region's S stars and the region's
cells outside it hold at least S-1 of them. With two stars that is a clause over those cells (the region's
two stars do not both lie in this block); with more, under `native`, an "at least S-1" over them. Every
solution satisfies it, so it is redundant: no solution is lost and uniqueness proofs stay exact. It is the
argument a person makes about a region whose open cells shrink to a corner; CDCL learns each instance only
conflict by conflict. On the corpus's small grids it halves the search (encodings/starbattle.md, schema 7).

Only windows holding two or more of the region's cells say more than the region's own count, and of those
only the maximal ones: two cells another window holds with a third give a weaker clause, and two cells two
windows hold alike give the same one. A small layout solves in less time than Python takes over its cells,
so a region is a bit mask of the grid padded by a row and a column, and its windows a few integer operations.
"""

from __future__ import annotations

from functools import lru_cache

from satpuzzles.typekit.cnf import NATIVE, AtMost, Clause

from .model import StarBattle

# Where regions are counted by windows (encodings/starbattle.md, schema 7): below 10x10 the search takes a few
# dozen conflicts and the clauses cost more than they save; on generated 17x17 and 20x20 layouts with three stars
# the search took more conflicts with them.
SIZES = range(10, 17)


def counts_windows(size: int, stars: int, encoding: str) -> bool:
    """Whether the formula counts regions by windows: from two stars (one says nothing), from three only as
    native constraints (a counter per window under the clause encodings)."""
    return size in SIZES and (stars == 2 or (stars > 2 and encoding == NATIVE))


@lru_cache(maxsize=4)
def window_counts(puzzle: StarBattle) -> tuple[list[Clause], list[AtMost]]:
    """For each region and counted window: at least S-1 of the region's cells outside the window hold a star
    (star(r, c) is variable 1 + r·size + c, as encode.py allocates it). Clauses with two stars, native
    constraints with more.

    Kept for the last few layouts: the size estimate asks first, and compiling the layout takes the same
    lists, read only as every shared clause is.
    """
    size, stars = puzzle.size, puzzle.stars
    w = size + 1
    sign = 1 if stars == 2 else -1  # "at least S-1" is a native "at most" over the negations
    held = _window_literals(size, sign)
    clauses: list[Clause] = []
    atmosts: list[AtMost] = []
    least = stars - 1
    for members in puzzle.region_cells().values():
        if len(members) <= stars:
            continue  # the region's own count says it all
        region = {sign * (1 + r * size + c) for r, c in members}
        mask = 0
        for r, c in members:
            mask |= 1 << ((r + 1) * w + c + 1)
        windows = _windows(mask, w)
        while windows:
            low = windows & -windows
            rest = region - held[low.bit_length() - 1]
            windows ^= low
            if stars == 2:
                if rest:
                    clauses.append(sorted(rest))
            elif len(rest) >= least:
                atmosts.append((sorted(rest), len(rest) - least))
    return clauses, atmosts


def _windows(region: int, w: int) -> int:
    """The counted windows of a region's mask (cell (r, c) at bit (r+1)·w + c+1, w = size + 1), each at the bit
    of its top-left corner, which may be padding: a window at p holds the bits p, p+1, p+w and p+w+1."""
    a, b, c, d = region, region >> 1, region >> w, region >> (w + 1)
    three = (a & b & (c | d)) | (c & d & (a | b))
    # Two cells alone: a diagonal pair (no other window holds it); a top pair unless the window above holds it
    # with a third; a left pair unless the window to the left does. A bottom or right pair is the next
    # window's top or left pair, counted there or held there with more.
    return (
        three
        | (a & b & ~(c | d) & ~(three << w))
        | (a & c & ~(b | d) & ~(three << 1))
        | (a & d & ~(b | c))
        | (b & c & ~(a | d))
    )


@lru_cache(maxsize=8)
def _window_literals(size: int, sign: int) -> list[frozenset[int]]:
    """By the bit of a window's top-left corner (as `_windows` places it), the star literals of its cells
    (negated with `sign` -1)."""
    w = size + 1
    held = [frozenset[int]()] * ((size + 1) * w)
    for r in range(-1, size):
        for c in range(-1, size):
            held[(r + 1) * w + c + 1] = frozenset(
                sign * (1 + i * size + j) for i in (r, r + 1) for j in (c, c + 1) if 0 <= i < size and 0 <= j < size
            )
    return held
