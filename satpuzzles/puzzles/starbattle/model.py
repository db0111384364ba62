"""The Star Battle puzzle: an immutable, validated model, its solution type and its warnings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import named_lines, require_int, require_list, require_size

BLOCKED = -1  # a cell that holds no star and belongs to no region
Regions = tuple[tuple[int, ...], ...]
Solution = tuple[tuple[int, ...], ...]  # 1 = star, 0 = empty


@dataclass(frozen=True)
class StarBattle(Drawable):
    """N x N grid split into regions; S stars in every row, column and region, no two touching."""

    type_name: ClassVar[str] = "starbattle"

    size: int
    stars: int
    regions: Regions

    def __post_init__(self) -> None:
        _validate(self)
        object.__setattr__(self, "regions", tuple(tuple(row) for row in self.regions))  # hashable shape key

    def region_cells(self) -> dict[int, tuple[Cell, ...]]:
        """Cells of every region, by id in order of first appearance (blocked cells excluded).

        Computed once and kept (validation, compiling and every rule check ask): callers only read it.
        """
        cached: dict[int, tuple[Cell, ...]] | None = self.__dict__.get("_region_cells")
        if cached is None:
            cells: dict[int, list[Cell]] = {}
            for r, row in enumerate(self.regions):
                for c, region in enumerate(row):
                    if region != BLOCKED:
                        cells.setdefault(region, []).append((r, c))
            cached = {region: tuple(members) for region, members in cells.items()}
            object.__setattr__(self, "_region_cells", cached)  # not a field: equality and hashing ignore it
        return cached

    def is_blocked(self, r: int, c: int) -> bool:
        return self.regions[r][c] == BLOCKED


def _validate(p: StarBattle) -> None:
    require_size(p.size)
    require_int(p.stars, "stars")
    if p.stars < 1 or 2 * p.stars - 1 > p.size:
        raise PuzzleError(
            f"{p.stars} stars per row do not fit: a row of {p.size} cells holds 1 to {(p.size + 1) // 2} "
            "non-touching stars",
            where="stars",
        )
    rows = require_list(p.regions, p.size, "regions")
    for r, row in enumerate(rows):
        require_list(row, p.size, f"regions row {r + 1}")
        if set(map(type, row)) == {int} and min(row) >= BLOCKED:
            continue  # the common case, checked in C (a million cells at the largest size)
        for c, region in enumerate(row):
            where = f"regions row {r + 1}, column {c + 1}"
            require_int(region, where)
            if region < BLOCKED:
                raise PuzzleError(f"region ids are whole numbers >= 0 (-1 = blocked), found {region}", where=where)
    count = len(p.region_cells())
    blocked = any(BLOCKED in row for row in p.regions)
    if not blocked and count != p.size:
        raise PuzzleError(f"a {p.size}x{p.size} grid needs {p.size} regions, found {count}", where="regions")


def _can_hold(cells: Sequence[Cell], stars: int) -> bool:
    """Whether `stars` pairwise non-touching cells exist among `cells` (backtracking, small cases only)."""
    if len(cells) >= 9 * (stars - 1) + 1:
        return True  # each chosen cell rules out at most 9 cells, so greedy choice never runs short
    chosen: list[Cell] = []

    def extend(start: int) -> bool:
        if len(chosen) == stars:
            return True
        for i in range(start, len(cells)):
            r, c = cells[i]
            if all(max(abs(r - q), abs(c - d)) > 1 for q, d in chosen):
                chosen.append((r, c))
                if extend(i + 1):
                    return True
                chosen.pop()
        return False

    return extend(0)


def warnings(p: StarBattle) -> list[str]:
    """Legal but unsolvable features: too few regions, or a region or line too small for S stars."""
    found = []
    regions = p.region_cells()
    if len(regions) != p.size:
        found.append(f"{len(regions)} regions cannot each hold {p.stars} stars when the rows hold {p.size * p.stars}")
    areas: list[tuple[str, Sequence[Cell]]] = [(f"region id {region}", cells) for region, cells in regions.items()]
    # A full line holds (size + 1) // 2 >= S stars (validated): only a line with blocked cells can fall short.
    if any(BLOCKED in row for row in p.regions):
        areas += [(name, [(r, c) for r, c in cells if not p.is_blocked(r, c)]) for name, cells in named_lines(p.size)]
    for name, cells in areas:
        if not _can_hold(cells, p.stars):
            found.append(f"{name} has {len(cells)} free cells: too few for {p.stars} non-touching stars")
    return found


def from_json(data: Mapping[str, Any]) -> StarBattle:
    size = require_size(data.get("size"))
    stars = require_int(data.get("stars", 1), "stars")
    rows = require_list(data.get("regions"), size, "regions")
    regions = tuple(tuple(require_list(row, size, f"regions row {r + 1}")) for r, row in enumerate(rows))
    return StarBattle(size=size, stars=stars, regions=regions)


def to_json(p: StarBattle) -> dict[str, Any]:
    return {"type": p.type_name, "size": p.size, "stars": p.stars, "regions": [list(row) for row in p.regions]}


def solution_from_json(p: StarBattle, data: Any) -> Solution:
    rows = require_list(data, p.size, "solution")
    grid = []
    for r, row in enumerate(rows):
        cells = require_list(row, p.size, f"solution row {r + 1}")
        for c, value in enumerate(cells):
            where = f"solution row {r + 1}, column {c + 1}"
            if require_int(value, where) not in (0, 1):
                raise PuzzleError(f"expected 0 (empty) or 1 (star), found {value}", where=where)
        grid.append(tuple(cells))
    return tuple(grid)


def canonical(p: StarBattle) -> StarBattle:
    """The same puzzle with region ids renumbered 0, 1, ... in order of first appearance."""
    ids = {region: i for i, region in enumerate(p.region_cells())}
    ids[BLOCKED] = BLOCKED
    return StarBattle(p.size, p.stars, tuple(tuple(ids[v] for v in row) for row in p.regions))


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]
