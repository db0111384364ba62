"""satpuzzles.typekit.loopbook through two types that state their loop with it: on a blank 2x3 grid a loop
through some cells is one of three rings, a loop through every cell only the outer one; lazily (cuts while
solving) and in the exact formula alike."""

from __future__ import annotations

from grid_oracle import exact_solutions

from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.masyu.model import Masyu
from satpuzzles.puzzles.simpleloop.model import SimpleLoop
from satpuzzles.solving import Engine

RING = (("se", "ew", "sw"), ("ne", "ew", "nw"))  # round all six cells
LEFT = (("se", "sw", "-"), ("ne", "nw", "-"))  # round the left 2x2
RIGHT = (("-", "se", "sw"), ("-", "ne", "nw"))


def test_some_cells_make_one_closed_loop() -> None:
    puzzle = Masyu(2, 3, ((None,) * 3,) * 2)
    with Engine() as engine:
        assert set(engine.count(puzzle, 100).solutions) == {RING, LEFT, RIGHT}
    assert exact_solutions(get_type("masyu"), puzzle) == {RING, LEFT, RIGHT}


def test_every_open_cell_on_the_loop_leaves_only_the_ring() -> None:
    puzzle = SimpleLoop(2, 3, ((False,) * 3,) * 2)
    with Engine() as engine:
        assert set(engine.count(puzzle, 100).solutions) == {RING}
    assert exact_solutions(get_type("simpleloop"), puzzle) == {RING}
