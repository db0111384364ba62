"""puzz.link URLs (the pzprjs format): the URL, and the number and wall codes the types' bodies use.

    https://puzz.link/p?<type>/[<options>/]<cols>/<rows>/<body>

The hosts pzv.jp (`http://pzv.jp/p.html?...`) and pzprxs.vercel.app carry the same query. Options are
segments before the size that are not numbers: a variant `v:NAME` or a flag segment of letters. No
option changes the types read here in pzprjs, so well-formed ones are ignored; anything else is rejected.
Each type with a PuzzlinkCodec names its pzprjs puzzles and turns a body into the JSON schema and back
(docs/formats.md); the helpers below are the public API for them. Reading follows pzprjs, so what
puzz.link opens reads the same here: a body that ends early leaves the rest empty. Unknown characters,
bad numbers and text left over after the last part are rejected.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, PuzzleSpec, all_types, get_type, type_of
from satpuzzles.puzzles.grid import SIDES
from satpuzzles.puzzles.textgrid import shown, whole_number

HOSTS = {
    "puzz.link": "https://puzz.link/p?",
    "pzv.jp": "http://pzv.jp/p.html?",
    "pzprxs.vercel.app": "https://pzprxs.vercel.app/p?",
}
DEFAULT_HOST = "puzz.link"
MAX_SIZE = 100  # a guard against URLs that would ask for absurd grids; real puzzles stay far below

HEX = "0123456789abcdef"
BASE32 = "0123456789abcdefghijklmnopqrstuv"
QUESTION = -2  # pzprjs's "?" value: present but unknown
SKIPS = "ghijklmnopqrstuvwxyz"  # skip 1..20 empty positions

_URL = re.compile(r"(?:https?://)?(?:www\.)?(?P<host>[^/?#\s]+)(?P<path>/[^?#\s]*)?\?(?P<query>[^#\s]*)(?:#\S*)?", re.I)
_OPTION = re.compile(r"v:[A-Za-z0-9_-]*|[A-Za-z]*")
_EDITOR_MARKS = re.compile(r"m\+|_edit|_test|_play")  # pzprjs strips these from the type name


@dataclass(frozen=True)
class PuzzLink:
    """A parsed URL: our type name, the square size and the body after it."""

    type_name: str
    size: int
    body: str


def parse_url(url: str) -> PuzzLink:
    match = _URL.fullmatch(url.strip())
    if not match:
        raise PuzzleError("expected a puzz.link URL such as https://puzz.link/p?TYPE/4/4/...")
    host = match["host"].lower()
    if host not in HOSTS:
        raise PuzzleError(f"unsupported host {shown(host)}: expected {', '.join(HOSTS)}")
    if (match["path"] or "") not in ("/p", "/p.html"):
        raise PuzzleError(f"expected the path /p or /p.html after {host}, found {shown(match['path'] or 'none')}")
    parts = match["query"].split("/")
    name = _EDITOR_MARKS.sub("", parts[0]).lower()
    kinds = _types_by_puzzlink_name()
    if name not in kinds:
        known = ", ".join(_described(kind) for kind in dict.fromkeys(kinds.values()))
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
    return PuzzLink(kinds[name].name, cols, "/".join(rest[index + 2 :]))


def _types_by_puzzlink_name() -> dict[str, PuzzleSpec[Any, Any]]:
    """pzprjs puzzle names (older links may use other names) -> the types that read them."""
    return {name: kind for kind in all_types() if kind.puzzlink for name in kind.puzzlink.names}


def _described(kind: PuzzleSpec[Any, Any]) -> str:
    first, *others = kind.puzzlink.names if kind.puzzlink else (kind.name,)
    return f"{first} (or {', '.join(others)})" if others else first


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
    if kind.puzzlink is None:  # parse_url found the type by its puzz.link names: a type registered since?
        raise PuzzleError(f"{kind.name} does not support puzz.link URLs")
    data = kind.puzzlink.decode(link)
    try:
        puzzle: Puzzle = kind.codec.from_json(data)
    except PuzzleError as error:
        raise error.located(where="decoded puzzle") from None
    return puzzle


def write_url(puzzle: Puzzle, host: str = DEFAULT_HOST) -> str:
    """The puzz.link URL of a puzzle; a clear error where the format cannot express it."""
    if host not in HOSTS:
        raise PuzzleError(f"unknown host {host!r} (choose from {', '.join(HOSTS)})")
    kind = type_of(puzzle)
    if kind.puzzlink is None:
        raise PuzzleError(f"{kind.name} does not support puzz.link URLs")
    data = kind.codec.to_json(puzzle)
    n = data["size"]
    return f"{HOSTS[host]}{kind.puzzlink.names[0]}/{n}/{n}/{kind.puzzlink.encode(data)}"


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


# --- Region walls ----------------------------------------------------------------------------------------


def wall_counts(n: int) -> tuple[int, int]:
    """Characters for the walls between horizontal neighbours, and for those between vertical ones."""
    return ((n - 1) * n + 4) // 5, (n * (n - 1) + 4) // 5


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
