"""Pairs of neighbouring lines, and regions, counted by 2x2 blocks: counts CDCL cannot learn by itself.

Two neighbouring rows hold exactly 2S stars. Tile them by blocks of two columns (columns 2j, 2j+1, or
with the tiling shifted by one, a 2x1 piece at each end): any two cells of a block touch, so a block holds
at most one star, and 2S of the blocks hold one. A block literal `b` implies a star among the block's
free cells (`b -> star or star ...`), and at most (blocks - 2S) block literals are false. Every solution
satisfies this with `b` set to "the block holds a star", so it is redundant: no solution is lost and
uniqueness proofs stay exact. Columns are counted the same way. A block is the same 2x2 window for a row
pair and a column pair, so the two share its literal.

A region is counted the same way: the 2x2 blocks of a tiling (four offsets) cut it into pieces, each
holding at most one star, and its S stars lie in S distinct pieces, so at most (pieces - S) piece
literals are false. Only regions cut into at most 3S pieces are counted (looser counts propagate late).

This is the pigeonhole argument a person reads off a pair of lines ("16 stars in 20 blocks: at most 4
blocks empty") or a region; the measurements behind where it is used: encodings/starbattle.md.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from satpuzzles.typekit import Cell
from satpuzzles.typekit.cnf import Formula, at_most

# From 25x25 to 50x50, regions are counted; pairs of lines where a pair leaves at most this many of its blocks
# empty (encodings/starbattle.md, "Counting by blocks"): looser pairs' counts slowed the search, on 20x20 with
# 4 stars neither count was faster, and beyond 50x50 nothing was measured (a region's counters grow with it).
MAX_EMPTY_BLOCKS = 4
SIZES = range(25, 51)

TILINGS = ((0, 0), (1, 1), (0, 1), (1, 0))  # the offsets of the 2x2 tilings that cut a region into pieces
PIECES_PER_STAR = 3  # a region is counted where a tiling cuts it into at most this many pieces per star

Window = tuple[int, int]  # the top-left corner of a 2x2 window, which may lie outside the grid by one


def counts_regions(size: int) -> bool:
    """Whether the formula of this size counts its regions by blocks."""
    return size in SIZES


def counts_line_pairs(size: int, stars: int) -> bool:
    """Whether the formula of this size and stars counts its pairs of lines by blocks."""
    return size in SIZES and (size + 1) // 2 - 2 * stars <= MAX_EMPTY_BLOCKS


def add_block_counts(
    formula: Formula, size: int, stars: int, star: Callable[[int, int], int], blocked: Collection[Cell], encoding: str
) -> None:
    """For each pair of neighbouring rows and of columns and both tilings: at least 2S blocks hold a star."""
    literal: dict[Window, int | None] = {}

    def block(r: int, c: int) -> int | None:
        """The window's literal, made on first use; None for a window without a free cell."""
        if (r, c) not in literal:
            cells = [
                star(i, j)
                for i in (r, r + 1)
                for j in (c, c + 1)
                if 0 <= i < size and 0 <= j < size and (i, j) not in blocked
            ]
            made = formula.new_var("block") if cells else None
            if made is not None:
                formula.add([-made, *cells])
            literal[r, c] = made
        return literal[r, c]

    for first in range(size - 1):
        for offset in (0, 1):
            starts = range(-offset, size, 2)
            for window in ([(first, c) for c in starts], [(r, first) for r in starts]):
                blocks = [b for b in (block(r, c) for r, c in window) if b is not None]
                at_most(formula, [-b for b in blocks], len(blocks) - 2 * stars, encoding)


def region_tilings(cells: Sequence[Cell], stars: int) -> list[list[list[int]]]:
    """The counted tilings of a region: each as its pieces, a piece as the positions of its cells in `cells`."""
    tilings = []
    for dr, dc in TILINGS:
        pieces: dict[tuple[int, int], list[int]] = {}
        for i, (r, c) in enumerate(cells):
            pieces.setdefault(((r + dr) // 2, (c + dc) // 2), []).append(i)
        if len(pieces) <= PIECES_PER_STAR * stars:
            tilings.append(list(pieces.values()))
    return tilings


def add_region_piece_counts(
    formula: Formula, literals: Sequence[int], cells: Sequence[Cell], stars: int, encoding: str
) -> None:
    """For a region (its cells' star literals, and the cells) and each counted tiling by 2x2 blocks: at least
    S of the pieces the tiling cuts it into hold a star."""
    for pieces in region_tilings(cells, stars):
        counted = []
        for piece in pieces:
            made = formula.new_var("piece")
            formula.add([-made, *(literals[i] for i in piece)])
            counted.append(-made)
        at_most(formula, counted, len(counted) - stars, encoding)
