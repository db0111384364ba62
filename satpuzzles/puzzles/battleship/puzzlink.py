"""puzz.link Battleship (pzprjs `battleship`): the numbers beside the grid (Number16 over the top numbers, one per
column, then the left numbers, one per row), the givens (Number16 over the cells in reading order: 0 water,
1 2 3 4 the top, bottom, left, right end of a ship, 5 a middle, 6 a submarine), then `/` and the fleet: `/c`,
`/d`, `/e` (pzprjs's presets 3,2,1; 4,3,2,1; 5,4,3,2,1), `/z` (no ships) or `N/` and N pieces, each a ship
`Lh` + its cells as base-32 bits (`21o` a ship of length 2). Rectangular grids read and write."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import BASE32, QUESTION, PuzzLink, decode_number16, encode_number16

from .model import EAST, MIDDLE, NAME, NORTH, NOTHING, SOUTH, SUB, WATER, WEST

CODES = (WATER, NORTH, SOUTH, WEST, EAST, MIDDLE, SUB)  # pzprjs's cell numbers 0..6
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"
PRESETS = {"c": (3, 2, 1), "d": (4, 3, 2, 1), "e": (5, 4, 3, 2, 1), "z": ()}  # fleet[k]: ships of length k + 1


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    numbers, _, bank = link.body.partition("/")
    sides, end = decode_number16(numbers, 0, columns + rows, "numbers beside the grid")
    cells, end = decode_number16(numbers, end, rows * columns, "givens")
    if end < len(numbers):
        raise PuzzleError(f"unexpected {shown(numbers[end:])} after the givens", where=f"body character {end + 1}")
    if any(v is not None and v < 0 for v in sides):
        raise PuzzleError("a number beside the grid is '?': give the number or none", where="body")
    givens = []
    for k, value in enumerate(cells):
        if value is not None and not 0 <= value < len(CODES):
            raise PuzzleError(
                f"cell {k + 1} holds {'?' if value == QUESTION else value}: expected 0..6 (water or a ship's part)",
                where="body",
            )
        givens.append(NOTHING if value is None else CODES[value])
    return {
        "type": NAME,
        "rows": rows,
        "columns": columns,
        "fleet": list(_fleet(bank)),
        "column_counts": sides[:columns],
        "row_counts": sides[columns:],
        "givens": ["".join(givens[r * columns : (r + 1) * columns]) for r in range(rows)],
    }


def _fleet(bank: str) -> tuple[int, ...]:
    if bank.startswith("/"):
        if bank[1:] not in PRESETS:
            raise PuzzleError(f"the piece set {shown(bank[1:])} is not a fleet (known: c, d, e, z)", where="body")
        return PRESETS[bank[1:]]
    head, *pieces = bank.split("/")
    if not head.isdecimal() or int(head) != len(pieces):
        raise PuzzleError(f"expected the number of ships, then as many pieces, found {shown(bank)}", where="body")
    counts: list[int] = []
    for piece in pieces:
        length = _ship(piece)
        counts.extend([0] * (length - len(counts)))
        counts[length - 1] += 1
    return tuple(counts)


def _ship(piece: str) -> int:
    """The length of a straight ship written as pzprjs's piece (`Lh` or `hL` + bits), else an error."""
    bad = PuzzleError(f"the piece {shown(piece)} is not a straight ship", where="body")
    if len(piece) < 3 or any(ch not in BASE32 for ch in piece[2:]):
        raise bad
    try:
        width, height = int(piece[0], 36), int(piece[1], 36)
    except ValueError:
        raise bad from None
    bits = "".join(f"{int(ch, 32):05b}" for ch in piece[2:]).ljust(width * height, "0")
    if min(width, height) != 1 or set(bits[: width * height]) != {"1"}:
        raise bad
    return max(width, height)


def _piece(length: int) -> str:
    """pzprjs's piece for a ship of `length` across: `L1`, then the bits in base 32, trailing zeros dropped."""
    bits = "1" * length
    chunks = [bits[i : i + 5].ljust(5, "0") for i in range(0, length, 5)]
    return (BASE36[length] + "1" + "".join(BASE32[int(chunk, 2)] for chunk in chunks)).rstrip("0")


def encode(data: dict[str, Any]) -> str:
    fleet = tuple(data["fleet"])
    if any(length > 35 for length, count in enumerate(fleet, 1) if count):
        raise PuzzleError("puzz.link writes ships up to length 35")
    cells = [CODES.index(v) if v != NOTHING else None for row in data["givens"] for v in row]
    numbers = encode_number16([*data["column_counts"], *data["row_counts"]]) + encode_number16(cells)
    preset = next((key for key, ships in PRESETS.items() if ships == fleet), None)
    if preset is not None:
        return f"{numbers}//{preset}"
    pieces = [_piece(length) for length, count in enumerate(fleet, 1) for _ in range(count)]
    return "/".join([numbers, str(len(pieces)), *pieces])
