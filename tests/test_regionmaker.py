"""The kernel's random region layouts: sizes kept, every region connected, shapes changed."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from satpuzzles.typekit.regionmaker import connected, grown_regions, merged_small, shuffled_regions, split_pieces


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


def test_grown_regions_respect_the_size_bound_and_the_join_rule() -> None:
    values = [[(r * 3 + c) % 4 for c in range(6)] for r in range(6)]
    layout = grown_regions(
        6, 6, Random(1), 4, lambda members, cell: values[cell[0]][cell[1]] not in {values[r][c] for r, c in members}
    )
    sizes = Counter(v for row in layout for v in row)
    assert max(sizes.values()) <= 4 and all(connected(layout, region) for region in sizes)
    for region in sizes:
        held = [values[r][c] for r in range(6) for c in range(6) if layout[r][c] == region]
        assert len(held) == len(set(held))


def test_split_pieces_gives_each_piece_of_a_region_an_id_of_its_own() -> None:
    assert split_pieces(((5, 7, 5), (5, 7, 5))) == ((0, 1, 2), (0, 1, 2))
    assert split_pieces(((3, 3), (9, 3))) == ((0, 0), (1, 0))


@pytest.mark.parametrize("seed", range(5))
def test_merged_small_joins_small_regions_within_the_bound(seed: int) -> None:
    rng = Random(seed)
    grid = merged_small(grown_regions(7, 7, rng, 5), rng, 4, 6)
    sizes = Counter(v for row in grid for v in row)
    assert max(sizes.values()) <= 6
    assert all(connected(grid, region) for region in sizes)
    small = [region for region, size in sizes.items() if size < 4]
    for region in small:  # a region left small has no neighbour it could join within the bound
        cells = [(r, c) for r in range(7) for c in range(7) if grid[r][c] == region]
        neighbours = {
            grid[r + dr][c + dc]
            for r, c in cells
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < 7 and 0 <= c + dc < 7 and grid[r + dr][c + dc] != region
        }
        assert all(sizes[n] + sizes[region] > 6 for n in neighbours)
    assert merged_small(((0, 1), (2, 2)), Random(0), 2, 4) in {((1, 1), (2, 2)), ((2, 2), (2, 2))}
