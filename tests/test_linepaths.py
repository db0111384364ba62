"""typekit/linepaths.py: solution grids of lines through cell centres read as ordered cells and drawn back."""

from __future__ import annotations

from satpuzzles.typekit.linepaths import adjacent, drawn, lines_of, toward

LOOP = (("se", "ew", "sw"), ("ns", "-", "ns"), ("ne", "ew", "nw"))
PATHS = (("e", "w", "s"), ("-", "-", "ns"), ("e", "ew", "nw"))


def test_a_loop_reads_in_order_and_draws_back() -> None:
    [loop] = lines_of(LOOP)
    assert loop[0] == (0, 0) and len(loop) == 8
    assert all(adjacent(loop[i], loop[(i + 1) % 8]) for i in range(8))
    assert drawn(3, 3, [loop], closed=True) == LOOP


def test_open_lines_read_from_an_end_and_draw_back() -> None:
    lines = lines_of(PATHS)
    assert sorted(map(len, lines)) == [2, 5]
    assert all(len([c for c in line if c in (line[0], line[-1])]) == 2 for line in lines)
    assert drawn(3, 3, lines, closed=False) == PATHS
    assert drawn(3, 3, [[(0, 0), (0, 1), (0, 2)]], closed=False)[0] == ("e", "ew", "w")


def test_toward_names_the_side_facing_a_neighbour() -> None:
    assert [toward((1, 1), v) for v in ((0, 1), (2, 1), (1, 0), (1, 2))] == ["n", "s", "w", "e"]
    assert not adjacent((0, 0), (1, 1))
