"""The built-in puzzle types, one package each, announced by entry points as plugins are (docs/plugins.md);
and the registry's lookups (get_type, type_of, all_types) that shared code finds any type with."""

from satpuzzles.typekit.base import Puzzle, Template
from satpuzzles.typekit.registry import all_types, get_type, register, type_of
from satpuzzles.typekit.spec import PuzzleSpec

__all__ = ["Puzzle", "PuzzleSpec", "Template", "all_types", "get_type", "register", "type_of"]
