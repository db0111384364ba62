"""A puzzle as read from input: the puzzle plus what the input said about it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from satpuzzles.puzzles import Puzzle


@dataclass(frozen=True)
class Record:
    """One puzzle of an input, with its id, solution and uniqueness where the input gives them."""

    puzzle: Puzzle
    id: str | None = None
    solution: Any | None = None  # a solution the input carries (a solved board, a corpus record)
    unique: bool | None = None  # the input's own claim, if any (corpus records carry one)
    published: str | None = None  # a published solution in puzzlekit's dataset text (a dataset file's entry)
