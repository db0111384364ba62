"""The kernel's random region layouts: sizes kept, every region connected, shapes changed."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from satpuzzles.typekit.regionmaker import connected, shuffled_regions


def test_connected_tells_one_piece_from_two() -> None:
    assert connected(((0, 0), (1, 1)), 0) and connected(((0, 0), (1, 1)), 7)
    assert not connected(((0, 1), (1, 0)), 0)


@pytest.mark.parametrize("seed", range(5))
def test_shuffled_regions_keep_sizes_and_connectivity(seed: int) -> None:
    start = tuple((r,) * 6 for r in range(6))
    layout = shuffled_regions(start, Random(seed))
    assert Counter(v for row in layout for v in row) == Counter(v for row in start for v in row)
    assert all(connected(layout, region) for region in range(6))
    assert layout != start
