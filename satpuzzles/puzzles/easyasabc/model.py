"""The Easy As ABC puzzle (ABC End View): an immutable, validated model and its solution type."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from string import ascii_uppercase
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import SIDES, named_lines, require_list, require_size

BLANK = "-"  # a cell that holds no letter
NONE = "."  # no clue, or an unknown cell
Solution = tuple[str, ...]  # N rows of N characters, letters and BLANK


@dataclass(frozen=True)
class EasyAsABC(Drawable):
    """N x N grid: every row and column holds each of K letters once and N - K blanks.

    A clue names the first letter seen from its side (blanks are skipped). Clue strings hold one
    character per line ('.' = no clue); givens rows hold '.' (unknown), '-' (blank) or a letter.
    """

    type_name: ClassVar[str] = "easyasabc"

    size: int
    letters: str
    top: str
    bottom: str
    left: str
    right: str
    diagonal: bool = False
    givens: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        _validate(self)
        if self.givens is not None:
            # One spelling per puzzle: rows as a tuple, and no givens at all as None.
            givens = tuple(self.givens)
            object.__setattr__(self, "givens", givens if any(ch != NONE for row in givens for ch in row) else None)

    @property
    def blanks(self) -> int:
        """Blank cells per row and column."""
        return self.size - len(self.letters)

    def clues(self, side: str) -> str:
        clues: str = getattr(self, side)
        return clues


def _require_str(value: Any, where: str) -> str:
    if value is None:
        raise PuzzleError("is missing", where=where)
    if not isinstance(value, str):
        raise PuzzleError(f"expected a string, found {type(value).__name__}", where=where)
    return value


def _validate(p: EasyAsABC) -> None:
    require_size(p.size)
    letters = _require_str(p.letters, "letters")
    if not letters or letters != ascii_uppercase[: len(letters)]:
        raise PuzzleError(f"letters must run from A without gaps (e.g. 'ABC'), found {shown(letters)}", where="letters")
    if len(letters) > p.size:
        raise PuzzleError(f"{len(letters)} letters do not fit in a row of {p.size} cells", where="letters")
    if not isinstance(p.diagonal, bool):
        raise PuzzleError(f"expected true or false, found {shown(p.diagonal)}", where="diagonal")
    for side in SIDES:
        clues = _require_str(p.clues(side), side)
        if len(clues) != p.size:
            raise PuzzleError(f"expected {p.size} clues, found {len(clues)}", where=side)
        for i, clue in enumerate(clues):
            if clue != NONE and clue not in letters:
                raise PuzzleError(
                    f"clue {clue!r} is not one of {letters} ('.' for no clue)", where=f"{side} clue {i + 1}"
                )
    if p.givens is None:
        return
    rows = require_list(p.givens, p.size, "givens")
    for r, row in enumerate(rows):
        where = f"givens row {r + 1}"
        row = _require_str(row, where)
        if len(row) != p.size:
            raise PuzzleError(f"expected {p.size} cells, found {len(row)}", where=where)
        for c, value in enumerate(row):
            if value not in (NONE, BLANK) and value not in letters:
                raise PuzzleError(
                    f"{value!r} is not one of {letters}, '-' (blank) or '.' (unknown)",
                    where=f"given at row {r + 1}, column {c + 1}",
                )
    for name, cells in named_lines(p.size, p.diagonal):
        values = [rows[r][c] for r, c in cells]
        placed = [v for v in values if v in letters]
        if len(placed) != len(set(placed)):
            repeated = next(v for v in placed if placed.count(v) > 1)
            raise PuzzleError(f"letter {repeated} is given twice in {name}", where="givens")
        if values.count(BLANK) > p.blanks:
            raise PuzzleError(f"{values.count(BLANK)} blanks given in {name}, at most {p.blanks} fit", where="givens")


def from_json(data: Mapping[str, Any]) -> EasyAsABC:
    size = require_size(data.get("size"))
    sides = {side: NONE * size if data.get(side) is None else data[side] for side in SIDES}
    givens_raw = data.get("givens")
    givens = None if givens_raw is None else tuple(require_list(givens_raw, size, "givens"))
    letters = _require_str(data.get("letters"), "letters")
    return EasyAsABC(size=size, letters=letters, diagonal=data.get("diagonal", False), givens=givens, **sides)


def to_json(p: EasyAsABC) -> dict[str, Any]:
    data: dict[str, Any] = {"type": p.type_name, "size": p.size, "letters": p.letters, "diagonal": p.diagonal}
    for side in SIDES:
        data[side] = p.clues(side)
    data["givens"] = list(p.givens) if p.givens is not None else None
    return data


def solution_from_json(p: EasyAsABC, data: Any) -> Solution:
    rows = require_list(data, p.size, "solution")
    for r, row in enumerate(rows):
        where = f"solution row {r + 1}"
        if len(_require_str(row, where)) != p.size:
            raise PuzzleError(f"expected {p.size} cells, found {len(row)}", where=where)
        for c, value in enumerate(row):
            if value != BLANK and value not in p.letters:
                raise PuzzleError(
                    f"{value!r} is not one of {p.letters} or '-' (blank)", where=f"{where}, column {c + 1}"
                )
    return tuple(rows)


def solution_to_json(solution: Solution) -> list[str]:
    return list(solution)
