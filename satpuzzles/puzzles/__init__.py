"""Puzzle types: each registers its PuzzleSpec; look them up with get_type / type_of."""

from satpuzzles.typekit.base import Puzzle, Template
from satpuzzles.typekit.registry import all_types, get_type, register, type_of
from satpuzzles.typekit.spec import PuzzleSpec

__all__ = ["Puzzle", "PuzzleSpec", "Template", "all_types", "get_type", "register", "type_of"]
