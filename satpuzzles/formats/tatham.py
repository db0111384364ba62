"""Simon Tatham's game IDs (`<parameters>:<description>`, one per line): the type with a GameIdCodec reads them.

A game ID does not name its game, so the puzzle type comes from --type, or is the one type that reads
game IDs and accepts this one (Towers, Solo and Unruly IDs differ in their parameters).
"""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, PuzzleSpec, all_types, get_type, type_of


def read_game_id(text: str, type_name: str | None = None) -> Puzzle:
    """The puzzle a game ID describes."""
    if type_name:
        kind = get_type(type_name)
        if kind.game_id is None:
            raise PuzzleError(f"{kind.name} does not support Tatham game IDs")
        return kind.game_id.read(text)  # type: ignore[no-any-return]  # a registered type's model
    readers = [kind for kind in all_types() if kind.game_id is not None]
    read: list[tuple[PuzzleSpec[Any, Any], Puzzle]] = []
    first_error: PuzzleError | None = None
    for kind in readers:
        assert kind.game_id is not None
        try:
            read.append((kind, kind.game_id.read(text)))
        except PuzzleError as error:
            first_error = first_error or error
    if len(read) == 1:
        return read[0][1]
    if not read and len(readers) == 1 and first_error is not None:
        raise first_error
    names = ", ".join(kind.name for kind, _ in read) or ", ".join(kind.name for kind in readers) or "none"
    what = "reads this game ID" if read else "read game IDs, and none reads this one"
    raise PuzzleError(f"cannot tell which puzzle type this game ID is for ({names} {what}); pass --type")


def write_game_id(puzzle: Puzzle) -> str:
    """The game ID of a puzzle; a clear error for what the program cannot play."""
    kind = type_of(puzzle)
    if kind.game_id is None:
        raise PuzzleError(f"{kind.name} does not support Tatham game IDs")
    return kind.game_id.write(puzzle)
