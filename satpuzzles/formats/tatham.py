"""Simon Tatham's game IDs (`<parameters>:<description>`, one per line): the type with a GameIdCodec reads them.

A game ID does not name its game, so the puzzle type comes from --type, or is the one type that reads
game IDs and accepts this one (Towers, Solo and Unruly IDs differ in their parameters).
"""

from __future__ import annotations

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, all_types, get_type, type_of


def read_game_id(text: str, type_name: str | None = None) -> Puzzle:
    """The puzzle a game ID describes."""
    if type_name:
        kind = get_type(type_name)
        if kind.game_id is None:
            raise PuzzleError(f"{kind.name} does not support Tatham game IDs")
        return kind.game_id.read(text)  # type: ignore[no-any-return]  # a registered type's model
    readers = [kind for kind in all_types() if kind.game_id is not None]
    claimed = [kind for kind in readers if kind.game_id and kind.game_id.looks_like and kind.game_id.looks_like(text)]
    candidates = claimed or [kind for kind in readers if kind.game_id and kind.game_id.looks_like is None]
    if len(candidates) == 1 and candidates[0].game_id is not None:
        return candidates[0].game_id.read(text)  # type: ignore[no-any-return]  # its errors say what is wrong
    read: list[Puzzle] = []
    errors: list[str] = []
    for kind in candidates:
        assert kind.game_id is not None
        try:
            read.append(kind.game_id.read(text))
        except PuzzleError as error:
            errors.append(f"{kind.name}: {error}")
    if len(read) == 1:
        return read[0]
    names = ", ".join(kind.name for kind in readers) or "none"
    why = f" ({'; '.join(errors)})" if errors and not read else ""
    raise PuzzleError(
        f"cannot tell which puzzle type this game ID is for{why}; pass --type (types reading game IDs: {names})"
    )


def write_game_id(puzzle: Puzzle) -> str:
    """The game ID of a puzzle; a clear error for what the program cannot play."""
    kind = type_of(puzzle)
    if kind.game_id is None:
        raise PuzzleError(f"{kind.name} does not support Tatham game IDs")
    return kind.game_id.write(puzzle)
