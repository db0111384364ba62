"""Every type's generator on the smallest sizes: a puzzle, or one line saying why not, never a crash.

Found by tools/fuzz.py (seed 2026112706): a 1x1 Jigsaw Sudoku crashed the region shuffler and a 1x1 easy
Skyscrapers the technique solver (exit 5, and HTTP 500 in the console).
"""

from __future__ import annotations

import pytest

from satpuzzles.errors import GaveUp, PuzzleError
from satpuzzles.generate import generate
from satpuzzles.puzzles import all_types

GENERATED = sorted(kind.name for kind in all_types() if kind.generator is not None)


@pytest.mark.parametrize("type_name", GENERATED)
@pytest.mark.parametrize("size", [1, 2])
def test_the_smallest_sizes_give_a_puzzle_or_one_line(type_name: str, size: int) -> None:
    for difficulty in (None, "easy"):
        try:
            made = next(generate(type_name, size, seed=1, difficulty=difficulty, attempts=2))
        except (PuzzleError, GaveUp) as refused:  # a size the type cannot have, or no easy one in two tries
            assert str(refused) and "\n" not in str(refused)
            continue
        assert made.puzzle is not None and made.solution is not None
