"""Cells a counting argument empties before any search: k regions inside k consecutive rows.

If k regions lie entirely within a band of k consecutive rows (or columns), they need all k·S of the
band's stars, so the band's cells of any other region hold none. CDCL finds each such fact only by
failing on it, and finding one costs a counting argument resolution is bad at; written as unit clauses
they cut the corpus's median conflicts per puzzle by about a third (encodings/starbattle.md).

This runs for every layout compiled, and a small layout solves in less time than it compiles: regions are bits here, and
their column spans come from the grid's columns rather than from each region's cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from operator import or_

from satpuzzles.typekit import Cell

from .model import StarBattle

Span = tuple[int, int]  # the first and last line a region touches


def band_leftovers(puzzle: StarBattle) -> set[Cell]:
    """The cells that bands of rows and of columns filled by their own regions leave without a star."""
    regions = puzzle.region_cells()  # each region's cells in row-major order
    ids = list(regions)
    columns = tuple(zip(*puzzle.regions, strict=True))
    row_spans = [(regions[region][0][0], regions[region][-1][0]) for region in ids]
    empty: set[Cell] = set()
    for axis, lines, spans in ((0, puzzle.regions, row_spans), (1, columns, _column_spans(columns, ids))):
        banned: dict[int, set[int]] = {}  # line -> the regions its bands leave no star there
        for first, last, inside in _full_bands(puzzle.size, spans):
            outside = {region for bit, region in enumerate(ids) if not inside >> bit & 1}
            for line in range(first, last + 1):
                banned.setdefault(line, set()).update(outside)
        for line, regions_out in banned.items():
            empty.update(
                (line, at) if axis == 0 else (at, line)
                for at, region in enumerate(lines[line])
                if region in regions_out
            )
    return empty


def _column_spans(columns: Sequence[Sequence[int]], ids: Sequence[int]) -> list[Span]:
    """Each region's first and last column, in the order of `ids`."""
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for index, column in enumerate(columns):
        for region in set(column):
            first.setdefault(region, index)
            last[region] = index
    return [(first[region], last[region]) for region in ids]


def _full_bands(size: int, spans: Sequence[Span]) -> list[tuple[int, int, int]]:
    """Bands first..last (short of the whole grid) holding as many whole regions as they have lines,
    with the bits (one per span) of the regions inside.

    A region is a bit: those starting at or after `first` AND those ending by `last` are the regions
    inside. Only bands from a region's first line to a region's last line are tried: a full band that
    is not one has k whole regions in fewer than k lines, which no solution can fill, and leaving such
    a puzzle's bands out loses no solution.
    """
    starting = [0] * size
    ending = [0] * size
    for bit, (low, high) in enumerate(spans):
        starting[low] |= 1 << bit
        ending[high] |= 1 << bit
    from_line = list(accumulate(reversed(starting), or_))[::-1]  # regions starting at or after a line
    by_line = list(accumulate(ending, or_))  # regions ending at or before a line
    firsts = [line for line, bits in enumerate(starting) if bits]
    lasts = [line for line, bits in enumerate(ending) if bits]
    return [
        (first, last, inside)
        for first in firsts
        for last in lasts
        if first <= last < first + size - 1
        and (inside := from_line[first] & by_line[last]).bit_count() == last - first + 1
    ]
