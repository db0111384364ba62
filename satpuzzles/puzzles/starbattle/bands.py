"""Finding the bands of k consecutive lines that hold k whole regions (counting.py's "band" argument).

This runs for every layout compiled, and a small layout solves in less time than it compiles: regions
are bits here, and their column spans come from the grid's columns rather than from each region's cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from operator import or_

Span = tuple[int, int]  # the first and last line a region touches


def column_spans(columns: Sequence[Sequence[int]], ids: Sequence[int]) -> list[Span]:
    """Each region's first and last column, in the order of `ids`."""
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for index, column in enumerate(columns):
        for region in set(column):
            first.setdefault(region, index)
            last[region] = index
    return [(first[region], last[region]) for region in ids]


def full_bands(size: int, spans: Sequence[Span]) -> list[tuple[int, int, int]]:
    """Bands first..last (short of the whole grid) holding as many whole regions as they have lines,
    with the bits (one per span) of the regions inside.

    A region is a bit: those starting at or after `first` AND those ending by `last` are the regions
    inside. Only bands from a region's first line to a region's last line are tried: a full band that
    is not one has k whole regions in fewer than k lines, which no solution can fill, and leaving such
    a puzzle's bands out loses no solution.
    """
    starting, ending = _edges(size, spans)
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


def _edges(size: int, spans: Sequence[Span]) -> tuple[list[int], list[int]]:
    """Per line, the bits of the regions starting there and of those ending there (empty spans skipped)."""
    starting = [0] * size
    ending = [0] * size
    for bit, (low, high) in enumerate(spans):
        if low <= high:
            starting[low] |= 1 << bit
            ending[high] |= 1 << bit
    return starting, ending
