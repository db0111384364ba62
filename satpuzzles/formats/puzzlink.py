"""puzz.link URLs (the pzprjs format): reading and writing the URL; each type's codec reads its body.

    https://puzz.link/p?<type>/[<options>/]<cols>/<rows>/<body>

The hosts pzv.jp (`http://pzv.jp/p.html?...`) and pzprxs.vercel.app carry the same query. Options are
segments before the size that are not numbers: a variant `v:NAME` or a flag segment of letters. The flags
reach the type's codec (PuzzLink.flags), which refuses those that change its rules; variants are ignored;
anything else is rejected.
The number and wall codes of the bodies are the kernel's (satpuzzles.typekit.puzzlink).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, PuzzleSpec, all_types, get_type, type_of
from satpuzzles.typekit.puzzlink import PuzzLink
from satpuzzles.typekit.registry import built_in
from satpuzzles.typekit.textgrid import shown, whole_number

HOSTS = {
    "puzz.link": "https://puzz.link/p?",
    "pzv.jp": "http://pzv.jp/p.html?",
    "pzprxs.vercel.app": "https://pzprxs.vercel.app/p?",
}
DEFAULT_HOST = "puzz.link"
MAX_SIZE = 100  # a guard against URLs that would ask for absurd grids; real puzzles stay far below

_URL = re.compile(r"(?:https?://)?(?:www\.)?(?P<host>[^/?#\s]+)(?P<path>/[^?#\s]*)?\?(?P<query>[^#\s]*)(?:#\S*)?", re.I)
_OPTION = re.compile(r"v:[A-Za-z0-9_-]*|[A-Za-z]*")
_EDITOR_MARKS = re.compile(r"m\+|_edit|_test|_play")  # pzprjs strips these from the type name


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
    kind = _type_by_puzzlink_name(name)
    if kind is None:
        kinds = _types_by_puzzlink_name()
        known = ", ".join(_described(kind) for kind in dict.fromkeys(kinds.values()))
        raise PuzzleError(f"puzzle type {shown(parts[0])} is not supported (supported: {known})", where="URL part 1")
    rest = parts[1:]
    while rest and not rest[-1]:
        rest.pop()  # pzprjs ends a URL with '/' when its body ends in a symbol
    index, flags = 0, ""
    while index < len(rest) and not rest[index].isdecimal():
        if not rest[index].startswith("v:"):
            flags += rest[index]
        if not _OPTION.fullmatch(rest[index]):
            raise PuzzleError(
                f"expected the number of columns, a flag segment of letters or a variant 'v:NAME', "
                f"found {shown(rest[index])}",
                where=f"URL part {index + 2}",
            )
        index += 1
    cols = _dimension(rest, index, "columns")
    rows = _dimension(rest, index + 1, "rows")
    rectangular = kind.puzzlink is not None and kind.puzzlink.rectangular
    if cols != rows and not rectangular:
        raise PuzzleError(f"only square grids are supported, found {cols} columns and {rows} rows")
    return PuzzLink(kind.name, cols, "/".join(rest[index + 2 :]), rows if rectangular else 0, flags)


def _type_by_puzzlink_name(name: str) -> PuzzleSpec[Any, Any] | None:
    """The type that reads URLs of this pzprjs name: the built-in type of that name when it reads them (only
    its package is imported: start-up stays flat however many types there are), else whichever type does."""
    own = built_in(name)
    if own is not None and own.puzzlink is not None and name in own.puzzlink.names:
        return own
    return _types_by_puzzlink_name().get(name)


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
    if kind.puzzlink.dimensions is not None:
        cols, rows = kind.puzzlink.dimensions(data)
    elif "columns" in data:
        cols, rows = data["columns"], data["rows"]
        if not kind.puzzlink.rectangular and cols != rows:
            raise PuzzleError(f"puzz.link URLs of {kind.name} are written for square grids only, not {rows}x{cols}")
    else:  # a square grid: a square-only type, or a rectangular one that says `size` (what the console edits)
        cols = rows = data["size"]
    return f"{HOSTS[host]}{kind.puzzlink.names[0]}/{cols}/{rows}/{kind.puzzlink.encode(data)}"
