"""puzz.link bodies (the pzprjs format): the parsed URL a type's decoder receives, and the number and wall
codes the types' bodies use (the URL itself is read by satpuzzles.formats.puzzlink).

Each type with a PuzzlinkCodec names its pzprjs puzzles and turns a body into the JSON schema and back
(docs/formats.md). Reading follows pzprjs, so what puzz.link opens reads the same here: a body that ends
early leaves the rest empty. Unknown characters and bad numbers are rejected.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.textgrid import shown, whole_number

HEX = "0123456789abcdef"
BASE32 = "0123456789abcdefghijklmnopqrstuv"
QUESTION = -2  # pzprjs's "?" value: present but unknown
SKIPS = "ghijklmnopqrstuvwxyz"  # skip 1..20 empty positions
T = TypeVar("T")


@dataclass(frozen=True)
class PuzzLink:
    """A parsed URL: our type name, the size (the columns; a square type's side) and the body after it; `rows`
    differs from `size` only for a type whose codec reads rectangles (PuzzlinkCodec.rectangular)."""

    type_name: str
    size: int
    body: str
    rows: int = 0  # 0: as many rows as columns
    flags: str = ""  # pzprjs's flag segment before the size (letters, each a rule or display option)

    @property
    def columns(self) -> int:
        return self.size

    @property
    def height(self) -> int:
        """The number of rows."""
        return self.rows or self.size


def refuse_flags(link: PuzzLink, rules: dict[str, str]) -> None:
    """Refuse a URL whose flag segment asks for one of `rules` (a flag letter -> the rule it adds), which the
    type does not have: solving without it could claim an answer the puzzle does not have."""
    for flag, rule in rules.items():
        if flag in link.flags:
            raise PuzzleError(f"pzprjs's '{flag}' flag ({rule}) is a rule this type does not have", where="URL flags")


# --- Number16 -----------------------------------------------------------------------------------------


def decode_number16(body: str, start: int, count: int, what: str) -> tuple[list[int | None], int]:
    """`count` values from body[start:] (None = empty, QUESTION = '?'), and where they end. Like pzprjs,
    a body that ends early leaves the remaining positions empty."""
    values: list[int | None] = []
    i = start
    while len(values) < count and i < len(body):
        ch = body[i]
        if ch in HEX:
            values.append(int(ch, 16))
            i += 1
        elif ch in "-+":
            width = 2 if ch == "-" else 3
            digits = body[i + 1 : i + 1 + width]
            if len(digits) != width or any(d not in HEX for d in digits):
                raise PuzzleError(
                    f"{ch!r} must be followed by {width} hex digits, found {digits!r}", where=f"body character {i + 1}"
                )
            values.append(int(digits, 16))
            i += 1 + width
        elif ch == ".":
            values.append(QUESTION)
            i += 1
        elif ch in SKIPS:
            values.extend([None] * min(SKIPS.index(ch) + 1, count - len(values)))
            i += 1
        else:
            raise PuzzleError(
                f"unexpected {ch!r} in the {what}: expected 0-9 or a-f (a value), '-' or '+' (a longer value), "
                "'.' (unknown) or g-z (skip 1 to 20 positions)",
                where=f"body character {i + 1}",
            )
    return values + [None] * (count - len(values)), i


def encode_number16(values: Sequence[int | None]) -> str:
    """Number16 for values (None = empty, QUESTION = '.'): runs of empty positions become g..z."""
    return encode_skipping(values, SKIPS, lambda value: "." if value == QUESTION else _number16_value(value))


def encode_skipping(values: Sequence[T | None], skips: str, piece: Callable[[T], str]) -> str:
    """pzprjs's usual writer: each value as `piece` says, each run of empty positions (None) as characters of
    `skips`, whose k-th (from 0) stands for k + 1 empty positions."""
    out: list[str] = []
    run = 0
    for value in values:
        if value is None:
            run += 1
            if run == len(skips):
                out.append(skips[-1])
                run = 0
            continue
        if run:
            out.append(skips[run - 1])
            run = 0
        out.append(piece(value))
    if run:
        out.append(skips[run - 1])
    return "".join(out)


def require_end(body: str, end: int, what: str) -> None:
    """Refuse text after the body's last part (`what`, e.g. "the last cell"), which pzprjs would ignore."""
    if end < len(body):
        raise PuzzleError(f"unexpected {shown(body[end:])} after {what}", where=f"body character {end + 1}")


def _number16_value(value: int) -> str:
    if 0 <= value < 16:
        return HEX[value]
    if value < 256:
        return f"-{value:02x}"
    if value < 4096:
        return f"+{value:03x}"
    raise PuzzleError(f"value {value} is too large for a puzz.link URL (at most 4095)")


def decode_number_grid(link: PuzzLink, what: str, unknown: Any) -> list[list[Any]]:
    """The whole body as one Number16 value per cell, row by row (None: empty), a `?` as `unknown`."""
    values, end = decode_number16(link.body, 0, link.height * link.columns, what)
    require_end(link.body, end, "the last cell")
    cells = [unknown if v == QUESTION else v for v in values]
    return [cells[r * link.columns : (r + 1) * link.columns] for r in range(link.height)]


def encode_number_grid(rows: Sequence[Sequence[Any]], unknown: Any) -> str:
    """decode_number_grid's body: numbers and None, and `unknown` written as `?`."""
    return encode_number16([QUESTION if v == unknown else v for row in rows for v in row])


def count_prefix(body: str, what: str) -> tuple[int, int]:
    """`<count>/` at the start of a body: the count and where the rest begins."""
    head, sep, _ = body.partition("/")
    number = whole_number(head)
    if number is None or number < 1:
        raise PuzzleError(f"expected the {what} (a whole number from 1) and '/', found {shown(head)}", where="body")
    return number, len(head) + len(sep)


def clues_and_givens(body: str, start: int, n: int) -> tuple[list[int | None], list[int | None] | None]:
    """The 4n clue values, then the n*n cell values when the body goes on (else None)."""
    clues, end = decode_number16(body, start, 4 * n, "clues")
    cells = None
    if end < len(body):
        cells, end = decode_number16(body, end, n * n, "givens")
    if end < len(body):
        raise PuzzleError(f"unexpected {shown(body[end:])} after the givens", where=f"body character {end + 1}")
    return clues, cells


def clue_names(n: int) -> list[str]:
    return [f"{side} clue {i + 1}" for side in SIDES for i in range(n)]


def cell_names(n: int) -> list[str]:
    return [f"given at row {r + 1}, column {c + 1}" for r in range(n) for c in range(n)]


def split_sides(values: Sequence[Any], n: int) -> dict[str, Sequence[Any]]:
    return {side: values[k * n : (k + 1) * n] for k, side in enumerate(SIDES)}


def rows(values: Sequence[Any], n: int) -> list[Sequence[Any]]:
    return [values[r * n : (r + 1) * n] for r in range(n)]


def positive(value: int | None, where: str) -> int | None:
    """A decoded clue or given: None for empty or '?', else a value from 1 (0 means nothing in these types)."""
    if value is None or value == QUESTION:
        return None
    if value == 0:
        raise PuzzleError("0 is not a valid clue or given here (values start at 1)", where=where)
    return value


# --- 4Cell / 4Cross ------------------------------------------------------------------------------------


def decode_4cell(body: str, count: int) -> list[int | None]:
    """pzprjs's 4Cell code (4Cross for grid points), `count` positions in reading order: `0`-`4` a number,
    `5`-`9` a number then one empty position, `a`-`e` a number then two, `g`-`z` 1 to 20 empty positions;
    `.` (an unknown number) is read as no number: the rules say nothing about it."""
    values: list[int | None] = [None] * count
    c = 0
    for i, ch in enumerate(body):
        if c >= count:
            break
        if "0" <= ch <= "4":
            values[c] = int(ch)
        elif "5" <= ch <= "9":
            values[c] = int(ch) - 5
            c += 1
        elif "a" <= ch <= "e":
            values[c] = int(ch, 16) - 10
            c += 2
        elif ch in SKIPS:
            c += SKIPS.index(ch)
        elif ch != ".":
            raise PuzzleError(f"unexpected {shown(ch)}: expected 0-9, a-e, g-z or '.'", where=f"body character {i + 1}")
        c += 1
    return values


def encode_4cell(values: Sequence[int | None]) -> str:
    """The 4Cell code of numbers 0..4 (None: empty), as pzprjs writes it."""
    out, count, c = "", 0, 0
    while c < len(values):
        value, piece = values[c], ""
        if value is not None:
            if c + 1 < len(values) and values[c + 1] is not None:
                piece = str(value)
            elif c + 2 < len(values) and values[c + 2] is not None:
                piece, c = str(5 + value), c + 1
            else:
                piece, c = "abcde"[value], c + 2
        else:
            count += 1
        if piece and count:
            out += SKIPS[count - 1]
            count = 0
        elif count == len(SKIPS):
            out += SKIPS[-1]
            count = 0
        out += piece
        c += 1
    return out + (SKIPS[count - 1] if count else "")


# --- Region walls ----------------------------------------------------------------------------------------


def wall_counts(n: int, rows: int = 0) -> tuple[int, int]:
    """Characters for the walls between horizontal neighbours, and for those between vertical ones, of n
    columns and `rows` rows (0: n rows)."""
    height = rows or n
    return ((n - 1) * height + 4) // 5, (n * (height - 1) + 4) // 5


def wall_bits(chars: str, count: int, offset: int) -> list[bool]:
    bits = []
    for i, ch in enumerate(chars):
        if ch not in BASE32:
            raise PuzzleError(
                f"unexpected {ch!r} in the region walls: expected 0-9 or a-v", where=f"body character {offset + i + 1}"
            )
        bits += [bool(int(ch, 32) & (16 >> k)) for k in range(5)]
    return bits[:count]


def encode_wall_bits(bits: Sequence[bool]) -> str:
    chars = []
    for i in range(0, len(bits), 5):
        chunk = list(bits[i : i + 5]) + [False] * (5 - len(bits[i : i + 5]))
        chars.append(BASE32[sum(16 >> k for k, bit in enumerate(chunk) if bit)])
    return "".join(chars)


def regions_from_walls(
    n: int, across: Sequence[Sequence[bool]], down: Sequence[Sequence[bool]], rows: int = 0
) -> list[list[int]]:
    """Connected areas between walls of n columns and `rows` rows (0: n rows), numbered in order of first
    appearance (row by row). across[r][c]: a wall between (r, c) and (r, c+1); down[r][c]: between (r, c)
    and (r+1, c)."""
    height = rows or n
    regions = [[-1] * n for _ in range(height)]
    next_id = 0
    for r0 in range(height):
        for c0 in range(n):
            if regions[r0][c0] >= 0:
                continue
            regions[r0][c0] = next_id
            stack = [(r0, c0)]
            while stack:
                r, c = stack.pop()
                steps = [
                    (r, c + 1, c + 1 < n and not across[r][c]),
                    (r, c - 1, c > 0 and not across[r][c - 1]),
                    (r + 1, c, r + 1 < height and not down[r][c]),
                    (r - 1, c, r > 0 and not down[r - 1][c]),
                ]
                for q, d, open_ in steps:
                    if open_ and regions[q][d] < 0:
                        regions[q][d] = next_id
                        stack.append((q, d))
            next_id += 1
    return regions


def walls_of(regions: Sequence[Sequence[int]]) -> tuple[list[list[bool]], list[list[bool]]]:
    rows, columns = len(regions), len(regions[0])
    across = [[regions[r][c] != regions[r][c + 1] for c in range(columns - 1)] for r in range(rows)]
    down = [[regions[r][c] != regions[r + 1][c] for c in range(columns)] for r in range(rows - 1)]
    return across, down


def decode_regions(body: str, n: int, rows: int = 0, start: int = 0) -> tuple[list[list[int]], int]:
    """The regions of a grid of n columns and `rows` rows (0: n rows) from the wall bits at body[start:]
    (pzprjs's decodeBorder: walls between horizontal neighbours row by row, then between vertical ones), and
    where the walls end. Like pzprjs, a short body means no more walls."""
    height = rows or n
    first, second = wall_counts(n, height)
    walls = body[start : start + first + second].ljust(first + second, "0")
    across_bits = wall_bits(walls[:first], (n - 1) * height, start)
    down_bits = wall_bits(walls[first:], n * (height - 1), start + first)
    across = [across_bits[r * (n - 1) : (r + 1) * (n - 1)] for r in range(height)]
    down = [down_bits[r * n : (r + 1) * n] for r in range(height - 1)]
    return regions_from_walls(n, across, down, height), min(len(body), start + first + second)


def regions_only(body: str, n: int, start: int = 0) -> list[list[int]]:
    """The regions of an n x n grid whose URL body ends with its walls at body[start:]: decode_regions, with
    characters past the walls refused."""
    first, second = wall_counts(n)
    if len(body) - start > first + second:
        raise PuzzleError(
            f"expected {first + second} characters of region walls for a {n}x{n} grid, found {len(body) - start}",
            where="body",
        )
    return decode_regions(body, n, start=start)[0]


def encode_regions(regions: Sequence[Sequence[int]]) -> str:
    """decode_regions' wall bits for a grid of region ids; a region in pieces cannot be drawn by walls."""
    across, down = walls_of(regions)
    areas = regions_from_walls(len(regions[0]), across, down, len(regions))
    first_area: dict[int, int] = {}
    for r, row in enumerate(regions):
        for c, region in enumerate(row):
            if first_area.setdefault(region, areas[r][c]) != areas[r][c]:
                raise PuzzleError(
                    f"the region of row {r + 1}, column {c + 1} is in pieces: puzz.link draws regions as walls, "
                    "so each piece would become a region of its own"
                )
    return encode_wall_bits([b for row in across for b in row]) + encode_wall_bits([b for row in down for b in row])


# --- Triple: values 0..2, three cells a character ---------------------------------------------------------

BASE27 = "0123456789abcdefghijklmnopq"


def decode_triple(body: str, start: int, count: int, what: str) -> tuple[list[int], int]:
    """pzprjs's Circle code: `count` values 0..2, three a base-27 character (the first the most significant),
    and where they end. Like pzprjs, a body that ends early leaves the rest 0."""
    end = min(len(body), start + (count + 2) // 3)
    values: list[int] = []
    for i in range(start, end):
        if body[i] not in BASE27:
            raise PuzzleError(
                f"unexpected {shown(body[i])} in the {what}: expected a base-27 digit 0-9 or a-q",
                where=f"body character {i + 1}",
            )
        values += [(BASE27.index(body[i]) // weight) % 3 for weight in (9, 3, 1)]
    return (values + [0] * count)[:count], end


def encode_triple(values: Sequence[int]) -> str:
    """decode_triple's characters."""
    padded = list(values) + [0] * (-len(values) % 3)
    return "".join(BASE27[9 * a + 3 * b + c] for a, b, c in zip(padded[::3], padded[1::3], padded[2::3], strict=True))


# --- Binary and 1Cell: one kind of mark on some cells ----------------------------------------------------


def decode_binary(body: str, start: int, count: int, what: str) -> tuple[list[bool], int]:
    """pzprjs's Binary code: `count` marks, 5 per base-32 character, most significant bit first, and where
    they end. Like pzprjs, a body that ends early leaves the rest unmarked."""
    end = min(len(body), start + (count + 4) // 5)
    bits: list[bool] = []
    for i in range(start, end):
        if body[i] not in BASE32:
            raise PuzzleError(
                f"unexpected {body[i]!r} in the {what}: expected 0-9 or a-v", where=f"body character {i + 1}"
            )
        bits += [bool(int(body[i], 32) & (16 >> k)) for k in range(5)]
    return (bits + [False] * count)[:count], end


def encode_binary(marks: Sequence[bool]) -> str:
    """decode_binary's characters."""
    return encode_wall_bits(marks)


def decode_1cell(body: str, start: int, count: int, what: str) -> tuple[list[bool], int]:
    """pzprjs's 1Cell code for sparse marks, and where it ends: `0`-`h` a marked cell followed by 0 to 17
    unmarked ones, `i`-`z` 1 to 18 unmarked cells."""
    marks = [False] * count
    c, i = 0, start
    while c < count and i < len(body):
        value = int(body[i], 36) if body[i] in "0123456789abcdefghijklmnopqrstuvwxyz" else -1
        if value < 0:
            raise PuzzleError(
                f"unexpected {body[i]!r} in the {what}: expected 0-9 or a-z", where=f"body character {i + 1}"
            )
        if value < 18:
            marks[c] = True
            c += value + 1
        else:
            c += value - 17
        i += 1
    return marks, i


def encode_1cell(marks: Sequence[bool]) -> str:
    """decode_1cell's characters, as pzprjs writes them."""
    out, count, have = "", -1, False
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    for mark in marks:
        if mark:
            if count >= 0:
                out += digits[count if have else count + 18]
            have, count = True, 0
            continue
        count += 1
        if count == 17:
            out += digits[count if have else count + 18]
            have, count = False, -1
    if count >= 0:
        out += digits[count if have else count + 18]
    return out


# --- Numbers outside the grid -------------------------------------------------------------------------


def decode_outside(
    body: str, start: int, size: tuple[int, int], depth: tuple[int, int]
) -> tuple[list[list[int | None]], list[list[int | None]], int]:
    """Numbers beside a grid of size (columns, rows), pzprjs's excells above and left of it, in Number16, and
    where they end: first depth[0] places above each column, then depth[1] left of each row. Each line's
    places run from the one nearest the grid outwards."""
    (columns, rows), (above, left) = size, depth
    values, end = decode_number16(body, start, columns * above + rows * left, "numbers outside the grid")
    split = columns * above
    tops = [values[c * above : (c + 1) * above] for c in range(columns)]
    sides = [values[split + r * left : split + (r + 1) * left] for r in range(rows)]
    return tops, sides, end


def encode_outside(tops: Sequence[Sequence[int | None]], sides: Sequence[Sequence[int | None]]) -> str:
    """decode_outside's characters."""
    return encode_number16([v for line in tops for v in line] + [v for line in sides for v in line])
