"""Simon Tatham's Towers game IDs (Skyscrapers): `<w>:<c1>/<c2>/.../<c4w>[,<grid>]`.

4w clue fields in the order top, bottom, left, right, an empty field for no clue. The optional grid
lists givens row by row: a letter a..z is a run of 1..26 empty cells, a number a given height, and
`_` separates two adjacent numbers. The program plays sizes 3 to 9 with no parks and no diagonal
rule, so only such puzzles are written; reading accepts any size. A difficulty suffix on the size
(`5dh:...`, as in random-seed IDs) is accepted and ignored.
"""

from __future__ import annotations

import re
from string import ascii_lowercase
from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.textgrid import shown, whole_number

from .model import Skyscrapers, from_json, to_json

MIN_SIZE, MAX_SIZE = 3, 9  # what the Towers program plays
MAX_READ_SIZE = 100  # a guard against IDs that would ask for absurd grids

_ID = re.compile(r"(?P<size>\d+)(?:d[a-z])?:(?P<clues>[^,\s]*)(?:,(?P<grid>\S*))?", re.ASCII)


def read(text: str) -> Skyscrapers:
    """The Skyscrapers puzzle a game ID describes."""
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Towers game ID such as 4:1/3/2/3/2/1/3/2/1/2/3/2/3/2/1/2")
    n = whole_number(match["size"]) or 0
    if not 1 <= n <= MAX_READ_SIZE:
        raise PuzzleError(f"expected a grid size from 1 to {MAX_READ_SIZE}, found {shown(match['size'])}", where="size")
    fields = match["clues"].split("/")
    if len(fields) != 4 * n:
        raise PuzzleError(f"expected {4 * n} clue fields separated by '/' for size {n}, found {len(fields)}")
    clues = []
    for i, field in enumerate(fields):
        number = whole_number(field) if field else 0
        if number is None:
            raise PuzzleError(f"expected a number or nothing, found {shown(field)}", where=f"clue field {i + 1}")
        clues.append(number)
    data: dict[str, Any] = {"type": "skyscrapers", "size": n, "givens": None}
    data |= {side: clues[k * n : (k + 1) * n] for k, side in enumerate(SIDES)}
    if match["grid"] is not None:
        data["givens"] = _read_grid(match["grid"], n)
    try:
        return from_json(data)
    except PuzzleError as error:
        raise error.located(where="decoded puzzle") from None


def _read_grid(grid: str, n: int) -> list[list[int | None]]:
    cells: list[int | None] = []
    for token in re.finditer(r"\d+|.", grid, re.S | re.ASCII):
        text = token.group()
        if len(cells) > n * n:  # runs are never expanded past the grid, however long the ID
            raise PuzzleError(f"the grid describes more than the {n * n} cells of a {n}x{n} grid", where="grid")
        if text in ascii_lowercase:
            cells += [None] * (ascii_lowercase.index(text) + 1)
        elif whole_number(text):
            cells.append(whole_number(text))
        elif text != "_":
            raise PuzzleError(
                f"unexpected {shown(text)}: expected a-z (a run of empty cells), a height from 1 or '_'",
                where=f"grid character {token.start() + 1}",
            )
    if len(cells) != n * n:
        raise PuzzleError(f"the grid describes {len(cells)} cells, expected {n * n}", where="grid")
    return [cells[r * n : (r + 1) * n] for r in range(n)]


def write(puzzle: Skyscrapers) -> str:
    """The Towers game ID of a Skyscrapers puzzle; a clear error for what the program cannot play."""
    data = to_json(puzzle)
    n = data["size"]
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise PuzzleError(f"Towers plays grid sizes {MIN_SIZE} to {MAX_SIZE} (heights up to 9); this puzzle is {n}x{n}")
    if data["max_height"] != n:
        raise PuzzleError("Towers has no parks (max_height below size)")
    if data["diagonal"]:
        raise PuzzleError("Towers has no diagonal variant")
    game_id = f"{n}:" + "/".join(str(c) if c else "" for side in SIDES for c in data[side])
    givens = data["givens"]
    if givens is None or all(v is None for row in givens for v in row):
        return game_id
    return f"{game_id},{_write_grid([v for row in givens for v in row])}"


def _write_grid(cells: list[int | None]) -> str:
    parts: list[str] = []
    run = 0
    for value in cells:
        if value is None:
            run += 1
            continue
        parts += [_empty_run(run) if run else "_" if parts else "", str(value)]
        run = 0
    return "".join(parts) + _empty_run(run)


def _empty_run(run: int) -> str:
    """Letters for `run` empty cells: z is 26 of them."""
    return "z" * (run // 26) + (ascii_lowercase[run % 26 - 1] if run % 26 else "")
