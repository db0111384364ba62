"""Simon Tatham's Solo game IDs for Jigsaw Sudoku: `<N>j:<grid>,<blocks>`.

The grid is Solo's (digitgrid.read_solo_grid). The blocks list the walls between cells: first the
N(N-1) places between horizontal neighbours in reading order, then the N(N-1) places between vertical
neighbours column by column, then one closing wall. `_` is a wall, a letter a..y is 1..25 places
without a wall and then a wall, and `z` is 26 places without a wall and no wall after them (as Solo's
reader counts it). `x` after the parameters is the diagonal rule (Solo's X); killer (`k`) is another
puzzle; symmetry and difficulty letters are accepted and ignored.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import read_solo_grid, split_solo_id, write_solo_grid

from .model import JigsawSudoku, Regions

MAX_SYMBOLS = 31  # Solo refuses more distinct symbols
_PARAMS = re.compile(r"(?P<c>\d{1,2})(?:x(?P<r>\d{1,2}))?j(?P<x>x?)(?P<flags>[a-z0-9]*)", re.ASCII)
_STYLE = re.compile(r"(?:[rm]d?\d+|a|d[tbiaeu])*", re.ASCII)  # symmetry and difficulty: no effect on the puzzle
NO_WALLS_RUN = 26  # `z`


def _places(n: int) -> list[tuple[int, int]]:
    """The cell pairs (as indices r * n + c) of every wall place, in Solo's order."""
    across = [(y * n + x, y * n + x + 1) for y in range(n) for x in range(n - 1)]
    down = [(y * n + x, (y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    return across + down


def read_blocks(desc: str, n: int) -> Regions:
    places = _places(n)
    parent = list(range(n * n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    pos = 0
    for k, ch in enumerate(desc):
        if ch == "_":
            run = 0
        elif "a" <= ch <= "z":
            run = ord(ch) - ord("a") + 1
        else:
            raise PuzzleError(f"unexpected {ch!r} in the block structure", where=f"block character {k + 1}")
        if pos + run > len(places):
            raise PuzzleError("the block structure describes more walls than the grid has")
        for a, b in places[pos : pos + run]:
            parent[find(a)] = find(b)
        pos += run + (run != NO_WALLS_RUN)
    if pos != len(places) + 1:
        raise PuzzleError("the block structure does not describe every wall of the grid")
    ids: dict[int, int] = {}
    return tuple(tuple(ids.setdefault(find(r * n + c), len(ids)) for c in range(n)) for r in range(n))


def write_blocks(regions: Sequence[Sequence[int]]) -> str:
    n = len(regions)
    walls = [regions[a // n][a % n] != regions[b // n][b % n] for a, b in _places(n)] + [True]
    out: list[str] = []
    run = 0
    for wall in walls:
        if not wall:
            run += 1
            continue
        while run >= NO_WALLS_RUN:
            out.append("z")
            run -= NO_WALLS_RUN
        out.append(chr(ord("a") - 1 + run) if run else "_")
        run = 0
    return "".join(out)


def read(text: str) -> JigsawSudoku:
    params, desc = split_solo_id(text)
    match = _PARAMS.fullmatch(params)
    if not match or not _STYLE.fullmatch(match["flags"]):
        if match and "k" in match["flags"]:
            raise PuzzleError(f"{params!r} is a killer jigsaw: only jigsaw IDs '<N>j[x]:...' are read")
        raise PuzzleError(f"expected Solo jigsaw parameters '<N>j' such as 9j, found {params!r}")
    n = int(match["c"]) * int(match["r"] or 1)
    if not 2 <= n <= MAX_SYMBOLS:
        raise PuzzleError(f"{params!r}: Solo grids hold 2 to {MAX_SYMBOLS} symbols")
    cells, rest = read_solo_grid(desc, n * n, n)
    if "," not in desc:
        raise PuzzleError("expected the block structure after a ',' (a jigsaw ID has two parts)")
    if "," in rest:
        raise PuzzleError("unexpected third part: only plain jigsaw IDs '<N>j:<grid>,<blocks>' are read")
    givens = tuple(tuple(cells[r * n : (r + 1) * n]) for r in range(n))
    return JigsawSudoku(n, read_blocks(rest, n), givens, bool(match["x"]))


def write(p: JigsawSudoku) -> str:
    n = p.size
    if not 2 <= n <= MAX_SYMBOLS:
        raise PuzzleError(f"Solo plays 2 to {MAX_SYMBOLS} symbols, not {n}")
    grid = write_solo_grid([v for row in p.givens for v in row])
    return f"{n}j{'x' if p.diagonal else ''}:{grid},{write_blocks(p.regions)}"


_LOOKS_LIKE = re.compile(r"\d{1,2}(?:x\d{1,2})?j[a-z\d]*:[a-z\d_]*,[a-z_]*(?:,.*)?", re.ASCII)


def looks_like(text: str) -> bool:
    """Solo's jigsaw parameters `<N>j` (then letters), a grid and a block structure."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))
