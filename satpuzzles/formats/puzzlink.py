"""puzz.link URLs (the pzprjs format): read and write Skyscrapers, Star Battle and Easy As ABC.

    https://puzz.link/p?<type>/[<options>/]<cols>/<rows>/<body>

The hosts pzv.jp (`http://pzv.jp/p.html?...`) and pzprxs.vercel.app carry the same query. Options are
segments before the size that are not numbers: a variant `v:NAME` or a flag segment of letters. No
option changes these three types in pzprjs, so well-formed ones are ignored; anything else is rejected.
Bodies (FORMATS.md): Skyscrapers `<clues><givens>`, Easy As ABC `<letter count>/<clues><givens>`, both in
Number16 with the givens only when some cell has one; Star Battle `<stars>/<region walls as bits>`.
Reading follows pzprjs, so what puzz.link opens reads the same here: a body that ends early leaves the
rest empty. Unknown characters, bad numbers and text left over after the last part are rejected.

The codecs speak the JSON schema of FORMATS.md, so this module needs no puzzle module: the puzzle
type builds and validates the puzzle from the decoded object.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from string import ascii_uppercase
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, get_type, type_of
from satpuzzles.puzzles.grid import SIDES

HOSTS = {
    "puzz.link": "https://puzz.link/p?",
    "pzv.jp": "http://pzv.jp/p.html?",
    "pzprxs.vercel.app": "https://pzprxs.vercel.app/p?",
}
DEFAULT_HOST = "puzz.link"
# pzprjs names (older links say building or skyscraper) -> our type names, which are also the names we write.
TYPE_NAMES = {
    "skyscrapers": "skyscrapers",
    "skyscraper": "skyscrapers",
    "building": "skyscrapers",
    "starbattle": "starbattle",
    "easyasabc": "easyasabc",
}
MAX_SIZE = 100  # a guard against URLs that would ask for absurd grids; real puzzles stay far below

HEX = "0123456789abcdef"
BASE32 = "0123456789abcdefghijklmnopqrstuv"
QUESTION = -2  # pzprjs's "?" value: present but unknown
SKIPS = "ghijklmnopqrstuvwxyz"  # skip 1..20 empty positions

_URL = re.compile(r"(?:https?://)?(?:www\.)?(?P<host>[^/?#\s]+)(?P<path>/[^?#\s]*)?\?(?P<query>[^#\s]*)(?:#\S*)?", re.I)
_LOOKS_LIKE = re.compile(r"https?://|(?:www\.)?(?:puzz\.link|pzv\.jp|pzprxs\.vercel\.app)[/?]", re.I)
_OPTION = re.compile(r"v:[A-Za-z0-9_-]*|[A-Za-z]*")
_EDITOR_MARKS = re.compile(r"m\+|_edit|_test|_play")  # pzprjs strips these from the type name


def whole_number(text: str) -> int | None:
    """A plain decimal number of at most 6 digits, else None: no size, count or clue is longer, and
    Python refuses to convert numbers of thousands of digits."""
    return int(text) if text.isdecimal() and len(text) <= 6 else None


def shown(text: str, limit: int = 20) -> str:
    """Text quoted for a message, cut short when long."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def looks_like_url(line: str) -> bool:
    """Whether one line of input is meant as a URL (a puzz.link host, or any http(s) address)."""
    return bool(_LOOKS_LIKE.match(line.strip()))


@dataclass(frozen=True)
class PuzzLink:
    """A parsed URL: our type name, the square size and the body after it."""

    type_name: str
    size: int
    body: str


def parse_url(url: str) -> PuzzLink:
    match = _URL.fullmatch(url.strip())
    if not match:
        raise PuzzleError("expected a puzz.link URL such as https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
    host = match["host"].lower()
    if host not in HOSTS:
        raise PuzzleError(f"unsupported host {shown(host)}: expected {', '.join(HOSTS)}")
    if (match["path"] or "") not in ("/p", "/p.html"):
        raise PuzzleError(f"expected the path /p or /p.html after {host}, found {shown(match['path'] or 'none')}")
    parts = match["query"].split("/")
    name = _EDITOR_MARKS.sub("", parts[0]).lower()
    if name not in TYPE_NAMES:
        known = "skyscrapers (or building, skyscraper), starbattle, easyasabc"
        raise PuzzleError(f"puzzle type {shown(parts[0])} is not supported (supported: {known})", where="URL part 1")
    rest = parts[1:]
    while rest and not rest[-1]:
        rest.pop()  # pzprjs ends a URL with '/' when its body ends in a symbol
    index = 0
    while index < len(rest) and not rest[index].isdecimal():
        if not _OPTION.fullmatch(rest[index]):
            raise PuzzleError(
                f"expected the number of columns, a flag segment of letters or a variant 'v:NAME', "
                f"found {shown(rest[index])}",
                where=f"URL part {index + 2}",
            )
        index += 1
    cols = _dimension(rest, index, "columns")
    rows = _dimension(rest, index + 1, "rows")
    if cols != rows:
        raise PuzzleError(f"only square grids are supported, found {cols} columns and {rows} rows")
    return PuzzLink(TYPE_NAMES[name], cols, "/".join(rest[index + 2 :]))


def _dimension(parts: Sequence[str], index: int, what: str) -> int:
    where = f"URL part {index + 2}"
    if index >= len(parts):
        raise PuzzleError(f"the URL ends before the number of {what}", where=where)
    number = whole_number(parts[index])
    if number is None or not 1 <= number <= MAX_SIZE:
        raise PuzzleError(f"expected the number of {what} (1 to {MAX_SIZE}), found {shown(parts[index])}", where=where)
    return number


def read_url(url: str, type_name: str | None = None) -> Puzzle:
    """The puzzle a URL describes, validated by its puzzle type."""
    link = parse_url(url)
    if type_name and get_type(type_name).name != link.type_name:
        raise PuzzleError(f"this URL holds a {link.type_name} puzzle, not {type_name}")
    kind = get_type(link.type_name)
    data = _DECODERS[link.type_name](link)
    try:
        puzzle: Puzzle = kind.codec.from_json(data)
    except PuzzleError as error:
        raise error.located(where="decoded puzzle") from None
    return puzzle


def write_url(puzzle: Puzzle, host: str = DEFAULT_HOST) -> str:
    """The puzz.link URL of a puzzle; a clear error where the format cannot express it."""
    if host not in HOSTS:
        raise PuzzleError(f"unknown host {host!r} (choose from {', '.join(HOSTS)})")
    data = type_of(puzzle).codec.to_json(puzzle)
    n = data["size"]
    body = _ENCODERS[data["type"]](data)
    return f"{HOSTS[host]}{data['type']}/{n}/{n}/{body}"


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
    """Number16 for values (None = empty): runs of empty positions become g..z."""
    out: list[str] = []
    run = 0
    for value in values:
        if value is None:
            run += 1
            if run == len(SKIPS):
                out.append(SKIPS[-1])
                run = 0
            continue
        if run:
            out.append(SKIPS[run - 1])
            run = 0
        out.append(_number16_value(value))
    if run:
        out.append(SKIPS[run - 1])
    return "".join(out)


def _number16_value(value: int) -> str:
    if 0 <= value < 16:
        return HEX[value]
    if value < 256:
        return f"-{value:02x}"
    if value < 4096:
        return f"+{value:03x}"
    raise PuzzleError(f"value {value} is too large for a puzz.link URL (at most 4095)")


def _count_prefix(body: str, what: str) -> tuple[int, int]:
    """`<count>/` at the start of a body: the count and where the rest begins."""
    head, sep, _ = body.partition("/")
    number = whole_number(head)
    if number is None or number < 1:
        raise PuzzleError(f"expected the {what} (a whole number from 1) and '/', found {shown(head)}", where="body")
    return number, len(head) + len(sep)


def _clues_and_givens(body: str, start: int, n: int) -> tuple[list[int | None], list[int | None] | None]:
    """The 4n clue values, then the n*n cell values when the body goes on (else None)."""
    clues, end = decode_number16(body, start, 4 * n, "clues")
    cells = None
    if end < len(body):
        cells, end = decode_number16(body, end, n * n, "givens")
    if end < len(body):
        raise PuzzleError(f"unexpected {shown(body[end:])} after the givens", where=f"body character {end + 1}")
    return clues, cells


def _clue_names(n: int) -> list[str]:
    return [f"{side} clue {i + 1}" for side in SIDES for i in range(n)]


def _cell_names(n: int) -> list[str]:
    return [f"given at row {r + 1}, column {c + 1}" for r in range(n) for c in range(n)]


def _split_sides(values: Sequence[Any], n: int) -> dict[str, Sequence[Any]]:
    return {side: values[k * n : (k + 1) * n] for k, side in enumerate(SIDES)}


def _rows(values: Sequence[Any], n: int) -> list[Sequence[Any]]:
    return [values[r * n : (r + 1) * n] for r in range(n)]


def _positive(value: int | None, where: str) -> int | None:
    """A decoded clue or given: None for empty or '?', else a value from 1 (0 means nothing in these types)."""
    if value is None or value == QUESTION:
        return None
    if value == 0:
        raise PuzzleError("0 is not a valid clue or given here (values start at 1)", where=where)
    return value


# --- Skyscrapers ----------------------------------------------------------------------------------------


def _decode_skyscrapers(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    clues, cells = _clues_and_givens(link.body, 0, n)
    numbers = [_positive(v, where) or 0 for v, where in zip(clues, _clue_names(n), strict=True)]
    data: dict[str, Any] = {"type": "skyscrapers", "size": n, "givens": None}
    data |= {side: list(values) for side, values in _split_sides(numbers, n).items()}
    givens = [_positive(v, where) for v, where in zip(cells or [], _cell_names(n), strict=False)]
    if any(v is not None for v in givens):
        data["givens"] = [list(row) for row in _rows(givens, n)]
    return data


def _encode_skyscrapers(data: dict[str, Any]) -> str:
    if data["max_height"] != data["size"]:
        raise PuzzleError("puzz.link Skyscrapers has no parks (max_height below size)")
    if data["diagonal"]:
        raise PuzzleError("puzz.link Skyscrapers has no diagonal variant")
    clues = encode_number16([c or None for side in SIDES for c in data[side]])
    givens = data["givens"]
    if givens is None or all(v is None for row in givens for v in row):
        return clues
    return clues + encode_number16([v for row in givens for v in row])


# --- Easy As ABC -----------------------------------------------------------------------------------------


def _letter(value: int | None, letters: str, where: str, blanks: int) -> str:
    if value == QUESTION and blanks:
        raise PuzzleError("'?' (some letter, unknown which) cannot be expressed: expected a letter", where=where)
    number = _positive(value, where)
    if number is None:
        return "."
    if number > len(letters):
        raise PuzzleError(f"letter number {number} is outside 1..{len(letters)} (A-{letters[-1]})", where=where)
    return letters[number - 1]


def _decode_easyasabc(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    count, start = _count_prefix(link.body, "letter count")
    if count > min(n, len(ascii_uppercase)):
        raise PuzzleError(f"{count} letters do not fit in a row of {n} cells", where="body")
    letters = ascii_uppercase[:count]
    clues, cells = _clues_and_givens(link.body, start, n)
    text = "".join(_letter(v, letters, where, 0) for v, where in zip(clues, _clue_names(n), strict=True))
    data: dict[str, Any] = {"type": "easyasabc", "size": n, "letters": letters, "givens": None}
    data |= {side: str(chars) for side, chars in _split_sides(text, n).items()}
    if cells is not None:
        givens = "".join(_letter(v, letters, where, n - count) for v, where in zip(cells, _cell_names(n), strict=True))
        data["givens"] = [str(row) for row in _rows(givens, n)]
    return data


def _encode_easyasabc(data: dict[str, Any]) -> str:
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


# --- Star Battle -------------------------------------------------------------------------------------------


def wall_counts(n: int) -> tuple[int, int]:
    """Characters for the walls between horizontal neighbours, and for those between vertical ones."""
    return ((n - 1) * n + 4) // 5, (n * (n - 1) + 4) // 5


def _bits(chars: str, count: int, offset: int) -> list[bool]:
    bits = []
    for i, ch in enumerate(chars):
        if ch not in BASE32:
            raise PuzzleError(
                f"unexpected {ch!r} in the region walls: expected 0-9 or a-v", where=f"body character {offset + i + 1}"
            )
        bits += [bool(int(ch, 32) & (16 >> k)) for k in range(5)]
    return bits[:count]


def _encode_bits(bits: Sequence[bool]) -> str:
    chars = []
    for i in range(0, len(bits), 5):
        chunk = list(bits[i : i + 5]) + [False] * (5 - len(bits[i : i + 5]))
        chars.append(BASE32[sum(16 >> k for k, bit in enumerate(chunk) if bit)])
    return "".join(chars)


def regions_from_walls(n: int, across: Sequence[Sequence[bool]], down: Sequence[Sequence[bool]]) -> list[list[int]]:
    """Connected areas between walls, numbered in order of first appearance (row by row).
    across[r][c]: a wall between (r, c) and (r, c+1); down[r][c]: between (r, c) and (r+1, c)."""
    regions = [[-1] * n for _ in range(n)]
    next_id = 0
    for r0 in range(n):
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
                    (r + 1, c, r + 1 < n and not down[r][c]),
                    (r - 1, c, r > 0 and not down[r - 1][c]),
                ]
                for q, d, open_ in steps:
                    if open_ and regions[q][d] < 0:
                        regions[q][d] = next_id
                        stack.append((q, d))
            next_id += 1
    return regions


def walls_of(regions: Sequence[Sequence[int]]) -> tuple[list[list[bool]], list[list[bool]]]:
    n = len(regions)
    across = [[regions[r][c] != regions[r][c + 1] for c in range(n - 1)] for r in range(n)]
    down = [[regions[r][c] != regions[r + 1][c] for c in range(n)] for r in range(n - 1)]
    return across, down


def _decode_starbattle(link: PuzzLink) -> dict[str, Any]:
    n, body = link.size, link.body
    stars, offset = _count_prefix(body, "number of stars")
    walls = body[offset:]
    first, second = wall_counts(n)
    if len(walls) > first + second:
        raise PuzzleError(
            f"expected {first + second} characters of region walls for a {n}x{n} grid, found {len(walls)}",
            where="body",
        )
    walls = walls.ljust(first + second, "0")  # like pzprjs, a short body means no more walls
    across_bits = _bits(walls[:first], (n - 1) * n, offset)
    down_bits = _bits(walls[first:], n * (n - 1), offset + first)
    across = [across_bits[r * (n - 1) : (r + 1) * (n - 1)] for r in range(n)]
    down = [down_bits[r * n : (r + 1) * n] for r in range(n - 1)]
    return {"type": "starbattle", "size": n, "stars": stars, "regions": regions_from_walls(n, across, down)}


def _encode_starbattle(data: dict[str, Any]) -> str:
    regions = data["regions"]
    n = len(regions)
    if any(v < 0 for row in regions for v in row):
        raise PuzzleError("puzz.link Star Battle has no blocked cells")
    across, down = walls_of(regions)
    areas = regions_from_walls(n, across, down)
    first_area: dict[int, int] = {}
    for r in range(n):
        for c in range(n):
            if first_area.setdefault(regions[r][c], areas[r][c]) != areas[r][c]:
                raise PuzzleError(
                    f"the region of row {r + 1}, column {c + 1} is in pieces: puzz.link draws regions as walls, "
                    "so each piece would become a region of its own"
                )
    walls = _encode_bits([b for row in across for b in row]) + _encode_bits([b for row in down for b in row])
    return f"{data['stars']}/{walls}"


_DECODERS: dict[str, Callable[[PuzzLink], dict[str, Any]]] = {
    "skyscrapers": _decode_skyscrapers,
    "starbattle": _decode_starbattle,
    "easyasabc": _decode_easyasabc,
}
_ENCODERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "skyscrapers": _encode_skyscrapers,
    "starbattle": _encode_starbattle,
    "easyasabc": _encode_easyasabc,
}
