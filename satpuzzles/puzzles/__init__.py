"""Puzzle types: each registers its PuzzleSpec; look them up with get_type / type_of."""

from satpuzzles.puzzles.base import Puzzle, Template
from satpuzzles.puzzles.registry import all_types, get_type, register, type_of
from satpuzzles.puzzles.spec import PuzzleSpec

__all__ = ["Puzzle", "PuzzleSpec", "Template", "all_types", "get_type", "register", "type_of"]
