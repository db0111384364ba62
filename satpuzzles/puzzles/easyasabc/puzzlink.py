"""puzz.link Easy As ABC: the body is `<letter count>/<clues><givens>` in Number16, letters as numbers 1..k."""

from __future__ import annotations

from string import ascii_uppercase
from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.puzzlink import (
    QUESTION,
    PuzzLink,
    cell_names,
    clue_names,
    clues_and_givens,
    count_prefix,
    encode_number16,
    positive,
    rows,
    split_sides,
)


def _letter(value: int | None, letters: str, where: str, blanks: int) -> str:
    if value == QUESTION and blanks:
        raise PuzzleError("'?' (some letter, unknown which) cannot be expressed: expected a letter", where=where)
    number = positive(value, where)
    if number is None:
        return "."
    if number > len(letters):
        raise PuzzleError(f"letter number {number} is outside 1..{len(letters)} (A-{letters[-1]})", where=where)
    return letters[number - 1]


def decode(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    count, start = count_prefix(link.body, "letter count")
    if count > min(n, len(ascii_uppercase)):
        raise PuzzleError(f"{count} letters do not fit in a row of {n} cells", where="body")
    letters = ascii_uppercase[:count]
    clues, cells = clues_and_givens(link.body, start, n)
    text = "".join(_letter(v, letters, where, 0) for v, where in zip(clues, clue_names(n), strict=True))
    data: dict[str, Any] = {"type": "easyasabc", "size": n, "letters": letters, "givens": None}
    data |= {side: str(chars) for side, chars in split_sides(text, n).items()}
    if cells is not None:
        givens = "".join(_letter(v, letters, where, n - count) for v, where in zip(cells, cell_names(n), strict=True))
        data["givens"] = [str(row) for row in rows(givens, n)]
    return data


def encode(data: dict[str, Any]) -> str:
    if data["diagonal"]:
        raise PuzzleError("puzz.link Easy As ABC has no diagonal variant")
    letters: str = data["letters"]

    def number(ch: str) -> int | None:
        return letters.index(ch) + 1 if ch in letters else None

    body = f"{len(letters)}/" + encode_number16([number(ch) for side in SIDES for ch in data[side]])
    givens = data["givens"]
    if givens is None:
        return body
    for r, row in enumerate(givens):
        if "-" in row:
            raise PuzzleError(
                f"puzz.link cannot mark a given blank (row {r + 1}, column {row.index('-') + 1}): only letters"
            )
    return body + encode_number16([number(ch) for row in givens for ch in row])
