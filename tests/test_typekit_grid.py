"""Square-grid geometry of the kernel: line values taken by rows agree with the cells `named_lines` and
`line_cells` name."""

from __future__ import annotations

import pytest

from satpuzzles.typekit.grid import SIDES, line_cells, line_name, line_values, named_lines, side_values

GRID = ((1, 2, 3), (4, 5, 6), (7, 8, 9))


@pytest.mark.parametrize("diagonal", [False, True])
def test_line_values_follow_named_lines(diagonal):
    named = named_lines(3, diagonal)
    values = line_values(GRID, diagonal)
    assert len(values) == len(named) == (8 if diagonal else 6)
    for index, (name, cells) in enumerate(named):
        assert list(values[index]) == [GRID[r][c] for r, c in cells]
        assert line_name(index, 3) == name


def test_side_values_follow_line_cells():
    for side in SIDES:
        for index in range(3):
            assert list(side_values(GRID, side, index)) == [GRID[r][c] for r, c in line_cells(side, index, 3)]
    assert side_values(("ABC", "DEF", "GHI"), "right", 1) == "FED"  # a row of text stays text
