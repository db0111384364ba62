"""Simon Tatham's game IDs (`<parameters>:<description>`, one per line): the type with a GameIdCodec reads them.

A game ID does not name its game, so the puzzle type comes from --type, or is the one registered type
that reads game IDs (the Towers program's, Skyscrapers).
"""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, PuzzleSpec, all_types, get_type, type_of


def read_game_id(text: str, type_name: str | None = None) -> Puzzle:
    """The puzzle a game ID describes."""
    kind = _reader(type_name)
    if kind.game_id is None:
        raise PuzzleError(f"{kind.name} does not support Tatham game IDs")
    puzzle: Puzzle = kind.game_id.read(text)
    return puzzle


def write_game_id(puzzle: Puzzle) -> str:
    """The game ID of a puzzle; a clear error for what the program cannot play."""
    kind = type_of(puzzle)
    if kind.game_id is None:
        raise PuzzleError(f"{kind.name} does not support Tatham game IDs")
    return kind.game_id.write(puzzle)


def _reader(type_name: str | None) -> PuzzleSpec[Any, Any]:
    if type_name:
        return get_type(type_name)
    readers = [kind for kind in all_types() if kind.game_id is not None]
    if len(readers) != 1:
        names = ", ".join(kind.name for kind in readers) or "none"
        raise PuzzleError(
            f"cannot tell which puzzle type this game ID is for (types reading game IDs: {names}); pass --type"
        )
    return readers[0]
