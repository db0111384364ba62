"""Star Battle: a random star placement, regions grown around it, then edits until it is the only solution.

The placement comes from the SAT sampler on a layout whose regions are the rows (so only rows,
columns and "no touching" constrain it). Each star seeds a patch that grows by random flood fill;
with S stars per region, patches are then joined S at a time into connected regions. While the
solver finds another solution, one of its stars that the placement lacks is taken from its region:
given to a neighbouring region (with the shortest path of cells to its border if it lies inside,
and whatever that path cuts off), or blocked (with --blocked). Either keeps the placement valid
and breaks that counter-solution. The counter-solutions are the solver's, so the puzzles depend on
the backend; each layout gets a fresh session, so they do not depend on what was generated before.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from satpuzzles.typekit import Cell, GaveUp
from satpuzzles.typekit.generating import Draft, Options, Oracle

from .model import BLOCKED, Solution, StarBattle, canonical

RESTARTS = 100  # fresh placements tried before giving up on one puzzle
GROUPING_STEPS = 10_000  # search steps for joining patches into regions before growing new patches


def edits_allowed(size: int) -> int:
    return 4 * size * size


def blank(options: Options) -> StarBattle:
    """A layout of the requested size whose regions are the rows: where the star placement comes from."""
    n = options.size
    return StarBattle(n, options.value("stars", 1), tuple((r,) * n for r in range(n)))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n, stars = options.size, options.value("stars", 1)
    rows_as_regions = blank(options)
    for restart in range(RESTARTS):
        placement: Solution = oracle.random_solution(rows_as_regions, rng)
        regions = _grow_regions(n, stars, placement, rng)
        if regions is None:
            continue
        found = _edit_until_unique(regions, stars, placement, options.value("blocked", 0), rng, oracle)
        if found is not None:
            puzzle, edits = found
            blocked = sum(row.count(BLOCKED) for row in puzzle.regions)
            return Draft(puzzle, placement, {"restarts": restart, "region_edits": edits, "blocked": blocked})
    raise GaveUp(f"no unique {n}x{n} Star Battle with {stars} star(s) after {RESTARTS} fresh star placements")


def _neighbours(n: int, r: int, c: int) -> Iterator[Cell]:
    for q, d in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= q < n and 0 <= d < n:
            yield q, d


def _grow_regions(n: int, stars: int, placement: Solution, rng: Random) -> list[list[int]] | None:
    """Regions holding `stars` stars of the placement each, or None when the patches cannot be joined."""
    seeds = [(r, c) for r in range(n) for c in range(n) if placement[r][c]]
    patch = [[-1] * n for _ in range(n)]
    for i, (r, c) in enumerate(seeds):
        patch[r][c] = i
    frontier = [(cell, i) for i, (r, c) in enumerate(seeds) for cell in _neighbours(n, r, c)]
    while frontier:
        index = rng.randrange(len(frontier))
        frontier[index], frontier[-1] = frontier[-1], frontier[index]
        (r, c), owner = frontier.pop()
        if patch[r][c] != -1:
            continue
        patch[r][c] = owner
        frontier.extend(((q, d), owner) for q, d in _neighbours(n, r, c) if patch[q][d] == -1)
    if stars == 1:
        return patch
    touching: list[set[int]] = [set() for _ in seeds]
    for r in range(n):
        for c in range(n):
            for q, d in _neighbours(n, r, c):
                if patch[q][d] != patch[r][c]:
                    touching[patch[r][c]].add(patch[q][d])
    groups = _join(touching, stars, rng)
    if groups is None:
        return None
    region_of = {p: g for g, group in enumerate(groups) for p in group}
    return [[region_of[p] for p in row] for row in patch]


def _join(touching: list[set[int]], size: int, rng: Random) -> list[list[int]] | None:
    """Split the patches into connected groups of `size` (backtracking in random order, with a step budget)."""
    free = set(range(len(touching)))
    groups: list[list[int]] = []
    steps = [0]

    def extensions(group: list[int]) -> list[int]:
        options = sorted({p for member in group for p in touching[member] if p in free and p not in group})
        rng.shuffle(options)
        return options

    def complete(group: list[int]) -> bool:
        steps[0] += 1
        if steps[0] > GROUPING_STEPS:
            return False
        if len(group) == size:
            free.difference_update(group)
            groups.append(group)
            if not free or place_next():
                return True
            groups.pop()
            free.update(group)
            return False
        return any(complete([*group, p]) for p in extensions(group))

    def place_next() -> bool:
        return complete([min(free)])

    return groups if place_next() else None


def _edit_until_unique(
    regions: list[list[int]], stars: int, placement: Solution, blocks_left: int, rng: Random, oracle: Oracle
) -> tuple[StarBattle, int] | None:
    """Edit the regions until the placement is the only solution: (the puzzle, edits made), or None."""
    n = len(regions)
    for edits in range(edits_allowed(n) + 1):
        puzzle = canonical(StarBattle(n, stars, tuple(map(tuple, regions))))
        other = oracle.other_solution(puzzle, placement)
        oracle.release(puzzle)  # this layout will not be asked about again
        if other is None:
            return puzzle, edits
        moves, blocks = _edits(regions, placement, other)
        if blocks and blocks_left and (not moves or rng.random() < 0.5):
            r, c = rng.choice(blocks)
            regions[r][c] = BLOCKED
            blocks_left -= 1
        elif moves:
            cells, region = rng.choice(moves)
            for r, c in cells:
                regions[r][c] = region
        else:
            return None
    return None


Move = tuple[tuple[Cell, ...], int]  # cells handed over together, and the region that receives them


def _edits(regions: list[list[int]], placement: Solution, other: Solution) -> tuple[list[Move], list[Cell]]:
    """Ways to break `other` at a star the placement lacks: hand that cell to another region, or block it.

    A cell inside its region goes with the shortest path of cells (none of them a placement star) that
    leads to the region's border, and with whatever that cuts off from the region's placement stars.
    A block qualifies when the region stays connected without the cell.
    """
    n = len(regions)
    moves: list[Move] = []
    blocks: list[Cell] = []
    for r in range(n):
        for c in range(n):
            if not other[r][c] or placement[r][c]:
                continue
            if len(_components(regions, {(r, c)})) == 1:
                blocks.append((r, c))
            path = _path_to_border(regions, placement, (r, c))
            if path is None:
                continue
            parts = _components(regions, set(path))
            holding = [part for part in parts if any(placement[q][d] for q, d in part)]
            if len(holding) == 1:  # the parts the path cuts off hold no placement star: they go along
                handed = tuple(sorted({*path, *(cell for part in parts if part is not holding[0] for cell in part)}))
                q, d = path[-1]
                around = {regions[i][j] for i, j in _neighbours(n, q, d)} - {regions[r][c], BLOCKED}
                moves.extend((handed, region) for region in sorted(around))
    return moves, blocks


def _path_to_border(regions: list[list[int]], placement: Solution, start: Cell) -> list[Cell] | None:
    """The shortest path inside start's region, avoiding placement stars, to a cell beside another region."""
    n, region = len(regions), regions[start[0]][start[1]]
    came_from: dict[Cell, Cell | None] = {start: None}
    queue = [start]
    for r, c in queue:
        if any(regions[q][d] not in (region, BLOCKED) for q, d in _neighbours(n, r, c)):
            path: list[Cell] = []
            cell: Cell | None = (r, c)
            while cell is not None:
                path.append(cell)
                cell = came_from[cell]
            return path[::-1]
        for q, d in _neighbours(n, r, c):
            if (q, d) not in came_from and regions[q][d] == region and not placement[q][d]:
                came_from[(q, d)] = (r, c)
                queue.append((q, d))
    return None


def _components(regions: list[list[int]], removed: set[Cell]) -> list[set[Cell]]:
    """The connected parts of the region of the removed cells (all in one region) without them."""
    n = len(regions)
    first = next(iter(removed))
    region = regions[first[0]][first[1]]
    left = {(q, d) for q in range(n) for d in range(n) if regions[q][d] == region} - removed
    parts = []
    while left:
        start = min(left)
        part, todo = {start}, [start]
        while todo:
            for cell in _neighbours(n, *todo.pop()):
                if cell in left and cell not in part:
                    part.add(cell)
                    todo.append(cell)
        left -= part
        parts.append(part)
    return parts
