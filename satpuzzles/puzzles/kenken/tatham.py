"""Simon Tatham's Keen game IDs: `<N>[d<letter>]:<walls>,<clues>`.

The walls: the N(N-1) inner vertical edges in reading order, then the N(N-1) inner horizontal ones column by
column, each run of k edges without a wall before a wall written as a letter (`_` 0, `a` 1 .. `y` 25; `z` is
25 without a wall after it); a letter followed by a number repeats it. The clues: for each cage, in order of
its first cell, `a` (add), `s` (subtract), `m` (multiply) or `d` (divide) and the target. The difficulty is
accepted and ignored; Keen shows every operation, so a hidden one cannot be written.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import HIDDEN, MAX_SIZE, KenKen

_ID = re.compile(r"(?P<n>\d{1,2})(?:d[a-z])?:(?P<walls>[_a-z0-9]*),(?P<clues>[asmd0-9]*)", re.ASCII)
_CLUE = re.compile(r"([asmd])(\d{1,9})", re.ASCII)
OPERATION = {"a": "+", "s": "-", "m": "x", "d": "/"}
LETTER = {op: letter for letter, op in OPERATION.items()}
Edge = tuple[int, int]  # the two cells (as indexes in reading order) an inner edge separates


def looks_like(text: str) -> bool:
    return _ID.fullmatch(text.strip()) is not None


def _edges(n: int) -> list[Edge]:
    across = [(y * n + x, y * n + x + 1) for y in range(n) for x in range(n - 1)]
    down = [(y * n + x, (y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    return across + down


def _runs(walls: str, edges: int) -> list[tuple[int, bool]]:
    """The letters of the wall string, repeats expanded, as (edges without a wall, whether a wall follows)."""
    out: list[tuple[int, bool]] = []
    for letter, count in re.findall(r"([_a-z])(\d{0,9})", walls):
        run = (25, False) if letter == "z" else (0 if letter == "_" else ord(letter) - ord("a") + 1, True)
        times = int(count) if count else 1
        if len(out) + times > edges + 1:
            raise PuzzleError(f"the walls describe more than the {edges} inner edges of the grid")
        out += [run] * times
    return out


def _find(parent: list[int], i: int) -> int:
    while parent[i] != i:
        i = parent[i]
    return i


def read(text: str) -> KenKen:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Keen game ID '<N>:<walls>,<clues>', e.g. 4:_5a_3a_a_3a,m24d2s3a7a3a6a2")
    n = int(match["n"])
    if not 1 <= n <= MAX_SIZE:
        raise PuzzleError(f"the grid size must be 1 to {MAX_SIZE}, found {n}")
    if "".join(re.findall(r"[_a-z]\d{0,9}", match["walls"])) != match["walls"]:
        raise PuzzleError("a repeat count follows a letter in the walls")
    edges, parent = _edges(n), list(range(n * n))
    position = 0
    for run, wall in _runs(match["walls"], len(edges)):
        if position + run > len(edges):
            raise PuzzleError(f"the walls describe more than the {len(edges)} inner edges of a {n}x{n} grid")
        for a, b in edges[position : position + run]:
            ra, rb = _find(parent, a), _find(parent, b)
            parent[max(ra, rb)] = min(ra, rb)
        position += run + wall
    if position != len(edges) + 1:
        raise PuzzleError(f"the walls describe {position - 1} of the {len(edges)} inner edges of a {n}x{n} grid")
    roots = [_find(parent, i) for i in range(n * n)]
    clues = _CLUE.findall(match["clues"])
    heads = [i for i in range(n * n) if roots[i] == i]
    if "".join(a + b for a, b in clues) != match["clues"] or len(clues) != len(heads):
        raise PuzzleError(f"expected one clue (a, s, m or d and a number) for each of the {len(heads)} cages")
    tokens: list[str | None] = [None] * (n * n)
    for head, (letter, number) in zip(heads, clues, strict=True):
        tokens[head] = number + ("" if roots.count(head) == 1 else OPERATION[letter])
    grid = tuple(tuple(roots[r * n : (r + 1) * n]) for r in range(n))
    return KenKen(n, grid, tuple(tuple(tokens[r * n : (r + 1) * n]) for r in range(n)))


def write(p: KenKen) -> str:
    n = p.size
    wall = [p.cages[a // n][a % n] != p.cages[b // n][b % n] for a, b in _edges(n)] + [True]
    letters, run = [], 0
    for is_wall in wall:
        if not is_wall:
            run += 1
            continue
        while run > 25:
            letters.append("z")
            run -= 25
        letters.append(chr(ord("a") - 1 + run) if run else "_")
        run = 0
    clues = []
    for cage in sorted(p.cage_list(), key=lambda cage: min(cage.cells)):
        if cage.clue is None:
            raise PuzzleError(f"{cage.name} has no clue; a Keen ID gives every cage one")
        operation = "+" if len(cage.cells) == 1 else cage.clue.operation
        if operation == HIDDEN:
            raise PuzzleError(f"{cage.name} hides its operation; a Keen ID shows every one")
        clues.append(f"{LETTER[operation]}{cage.clue.target}")
    return f"{n}:{_compressed(letters)},{''.join(clues)}"


def _compressed(letters: list[str]) -> str:
    """Runs of one letter as the letter and the run's length, where that is shorter (as Keen writes them)."""
    out, i = [], 0
    while i < len(letters):
        j = i
        while j < len(letters) and letters[j] == letters[i]:
            j += 1
        count = j - i
        out.append(letters[i] + (letters[i] if count == 2 else str(count) if count > 2 else ""))
        i = j
    return "".join(out)
