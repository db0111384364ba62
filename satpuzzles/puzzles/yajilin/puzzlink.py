"""puzz.link Yajilin (pzprjs `yajilin`, also `yajirin`): pzprjs's ArrowNumber16 code, the cells in reading order.

A clue cell is a direction digit (0 none, 1 up, 2 down, 3 left, 4 right) and one hex digit (`.`: an unknown
number); a direction digit plus 5 and two hex digits; or `-`, the direction and three hex digits. `+` is a
clue cell without arrow or number; `a`-`z` are 1 to 26 open cells. A clue cell whose number is unknown says
nothing but that it is a clue cell (`#`). pzprjs's `o` flag (shaded cells stay outside the loop) is another
rule and is refused; `b` only changes how pzprjs draws clues.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import HEX, PuzzLink, encode_skipping, refuse_flags, require_end

from .model import BLANK_CLUE, arrow

NAME = "yajilin"


PZPRJS_DIRECTIONS = "-nswe"  # pzprjs's direction numbers 1..4: up, down, left, right
SKIPS = "abcdefghijklmnopqrstuvwxyz"  # 1 to 26 open cells


def decode(link: PuzzLink) -> dict[str, Any]:
    refuse_flags(link, {"o": "shaded cells outside the loop"})
    rows, columns, body = link.height, link.columns, link.body
    cells: list[str | None] = [None] * (rows * columns)
    c = i = 0
    while c < len(cells) and i < len(body):
        ch, where = body[i], f"body character {i + 1}"
        if ch in SKIPS:
            c += SKIPS.index(ch) + 1
            i += 1
            continue
        if ch == "+":
            cells[c], i = BLANK_CLUE, i + 1
        elif ch in "01234" or ch in "56789" or ch == "-":
            direction, digits, width = (
                (int(ch), body[i + 1 : i + 2], 1)
                if ch in "01234"
                else (int(ch) - 5, body[i + 1 : i + 3], 2)
                if ch in "56789"
                else (_digit(body[i + 1 : i + 2], where), body[i + 2 : i + 5], 3)
            )
            cells[c] = _clue(direction, digits, width, where)
            i += 1 + width + (ch == "-")
        else:
            raise PuzzleError(
                f"unexpected {shown(ch)}: expected a clue (0-9, '-' or '+') or a-z (1 to 26 open cells)", where=where
            )
        c += 1
    require_end(body, i, "the last cell")
    clues = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": NAME, "rows": rows, "columns": columns, "clues": clues}


def _digit(text: str, where: str) -> int:
    if len(text) != 1 or text not in "01234":
        raise PuzzleError(f"expected a direction 0-4 after '-', found {shown(text)}", where=where)
    return int(text)


def _clue(direction: int, digits: str, width: int, where: str) -> str:
    if digits == "." and width == 1:
        return BLANK_CLUE  # an unknown number: the arrow says nothing
    if len(digits) != width or any(d not in HEX for d in digits):
        raise PuzzleError(f"expected {width} hex digits after the direction, found {shown(digits)}", where=where)
    if direction == 0:
        raise PuzzleError(f"the number {int(digits, 16)} has no arrow (pzprjs marks that as an error)", where=where)
    return f"{int(digits, 16)}{PZPRJS_DIRECTIONS[direction]}"


def encode(data: dict[str, Any]) -> str:
    return encode_skipping([v for row in data["clues"] for v in row], SKIPS, _clue_code)


def _clue_code(value: str) -> str:
    found = arrow(value)
    if found is None:
        return "0."  # a clue cell without a number (pzprjs's "?")
    number, direction = found
    d = PZPRJS_DIRECTIONS.index(direction)
    if number < 16:
        return f"{d}{number:x}"
    return f"{d + 5}{number:02x}" if number < 256 else f"-{d}{number:03x}"
