"""Puzzle types by name. Puzzle modules register themselves; shared code only looks them up."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles.base import Puzzle, PuzzleType

BUILTIN_TYPES = ("skyscrapers", "starbattle", "easyasabc")
_TYPES: dict[str, PuzzleType[Any, Any]] = {}


def register(puzzle_type: PuzzleType[Any, Any]) -> PuzzleType[Any, Any]:
    for key in (puzzle_type.name, *puzzle_type.aliases):
        _TYPES[key] = puzzle_type
    return puzzle_type


def get_type(name: str) -> PuzzleType[Any, Any]:
    _load_builtin_types()
    try:
        return _TYPES[name.strip().lower()]
    except KeyError:
        known = ", ".join(sorted({t.name for t in _TYPES.values()}))
        raise PuzzleError(f"unknown puzzle type {name!r} (known: {known})") from None


def all_types() -> list[PuzzleType[Any, Any]]:
    _load_builtin_types()
    return sorted({id(t): t for t in _TYPES.values()}.values(), key=lambda t: t.name)


def type_of(puzzle: Puzzle) -> PuzzleType[Any, Any]:
    """The registered type whose model class `puzzle` is an instance of."""
    return get_type(puzzle.type_name)


@cache  # once: every solve looks its type up, several times
def _load_builtin_types() -> None:
    # Importing a puzzle package registers it; this is the one place that names them.
    for module in BUILTIN_TYPES:
        import_module(f"satpuzzles.puzzles.{module}")
