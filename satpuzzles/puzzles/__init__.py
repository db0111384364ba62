"""Puzzle types: each registers itself; look them up with get_type / type_of."""

from satpuzzles.puzzles.base import Puzzle, PuzzleType, Template
from satpuzzles.puzzles.registry import all_types, get_type, type_of

__all__ = ["Puzzle", "PuzzleType", "Template", "all_types", "get_type", "type_of"]
