"""Regions: a grid split into connected pieces, grown from seeds, shaped as rectangles or polyominoes,
or symmetric about a centre. encodings/regions.md has the variables, clauses and soundness.

A region's membership is a label literal per (cell, region); connectivity of a label's cells to its
seed uses one level per cell shared by all labels (reach.Levels): a labelled cell that is not its
region's seed has a neighbour of the same label at a smaller level.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from satpuzzles.cnf import Formula, at_most, exactly
from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.grid import Cell
from satpuzzles.typekit.constraints.reach import Levels, fresh, reach_roots

L = TypeVar("L", bound=Hashable)
Shape = frozenset[Cell]  # a polyomino moved to the origin, in its canonical orientation
Rect = tuple[int, int, int, int]  # top, left, height, width


def label_connected(
    f: Formula,
    labels: Mapping[Cell, Mapping[L, int]],
    adjacency: Mapping[Cell, Iterable[Cell]],
    seeds: Mapping[L, Cell],
    *,
    bound: int | None = None,
    binary: bool = False,
) -> None:
    """The cells whose label-L literal holds are joined to seeds[L] through cells labelled L.

    `bound` caps a region's depth (default: the cell count minus one; a region of k cells needs k - 1).
    """
    cells = list(labels)
    limit = len(cells) - 1 if bound is None else bound
    near = {c: [d for d in adjacency[c] if d in labels] for c in cells}
    pairs = sum(len(near[c]) for c in cells)
    levels = Levels(f, cells, limit, binary=binary, comparisons=pairs)
    parent_vars = fresh(f, "region parent", pairs)
    for c in cells:
        parents = []
        for d in near[c]:
            parent = next(parent_vars)
            parents.append(parent)
            for label, lit in labels[c].items():
                other = labels[d].get(label)
                f.add([-parent, -lit, other] if other is not None else [-parent, -lit])
            levels.less(d, c, parent)
        for label, lit in labels[c].items():
            if seeds.get(label) != c:
                f.add([-lit, *parents])


def _distances(adjacency: Mapping[Cell, Iterable[Cell]], start: Cell, limit: int) -> dict[Cell, int]:
    """Breadth-first distances from start, up to limit steps."""
    found, frontier = {start: 0}, [start]
    for step in range(1, limit + 1):
        reached = []
        for c in frontier:
            for d in adjacency[c]:
                if d not in found:
                    found[d] = step
                    reached.append(d)
        if not reached:
            break
        frontier = reached
    return found


def region_labels(
    adjacency: Mapping[Cell, Iterable[Cell]], seeds: Mapping[Cell, int | None], *, apart: bool = False
) -> dict[Cell, dict[Cell, int]]:
    """Which seeds' regions each cell could join: seed -> its steps from the seed, for the cells a region of
    that size reaches (None: any size). `apart` (islands never touch): a region never holds another seed or a
    cell beside one, so paths avoid those cells too. Returns reach[seed][cell] = steps."""
    if not apart:
        everywhere = len(adjacency)
        return {
            seed: _distances(adjacency, seed, everywhere if size is None else size - 1) for seed, size in seeds.items()
        }
    reach = {}
    for seed, size in seeds.items():
        allowed = {c for c in adjacency if c == seed or not any(s in seeds and s != seed for s in (c, *adjacency[c]))}
        near = {c: [d for d in adjacency[c] if d in allowed] for c in allowed}
        reach[seed] = _distances(near, seed, len(allowed) if size is None else size - 1)
    return reach


def label_literals(
    f: Formula, reach: Mapping[Cell, Iterable[Cell]], cells: Iterable[Cell]
) -> dict[Cell, dict[Cell, int]]:
    """labels[cell][seed] "cell is in seed's region", one literal for each cell a seed reaches."""
    block = f.block("region", sum(len(list(near)) for near in reach.values()))
    fresh_label = iter(range(block.first, block.first + block.size))
    labels: dict[Cell, dict[Cell, int]] = {c: {} for c in cells}
    for seed, near in reach.items():
        for c in near:
            labels[c][seed] = next(fresh_label)
    return labels


def one_region_each(
    f: Formula,
    labels: Mapping[Cell, Mapping[Cell, int]],
    adjacency: Mapping[Cell, Iterable[Cell]],
    *,
    member: Mapping[Cell, int] | None = None,
    separated: bool = False,
) -> None:
    """Every cell is in exactly one region, or with `member` literals a member cell in exactly one and any other
    in none; `separated`: adjacent member cells share their region."""
    for c, by_seed in labels.items():
        choices = list(by_seed.values())
        at_most(f, choices, 1, "auto")
        if member is None:
            f.add(choices)
        else:
            f.add([-member[c], *choices])
            f.extend([-lit, member[c]] for lit in choices)
    if separated:
        for c, by_seed in labels.items():
            for d in adjacency[c]:
                for seed, lit in by_seed.items():
                    other = labels[d].get(seed)
                    joined = [member[d]] if member is not None else []
                    f.add([-lit, *(-x for x in joined), *([other] if other is not None else [])])


def seeded_region(
    f: Formula,
    labels: Mapping[Cell, Mapping[Cell, int]],
    adjacency: Mapping[Cell, Iterable[Cell]],
    seed: Cell,
    size: int | None,
    *,
    encoding: str = "trimmed",
) -> None:
    """One seed's region: it holds its seed, has `size` cells (None: any number), and is connected, by
    reachability from the seed over its own label literals (reach.reach_roots, layers trimmed to each cell's
    distance from the seed), at most size - 1 steps deep."""
    own = {c: by_seed[seed] for c, by_seed in labels.items() if seed in by_seed}
    f.add([own[seed]])
    if size is not None:
        exactly(f, list(own.values()), size, "auto")
    links = {c: [(d, None) for d in adjacency[c] if d in own] for c in own}
    bound = len(own) - 1 if size is None else size - 1
    reach_roots(f, own, links, {seed: own[seed]}, encoding=encoding, bound=bound)


def seeded_regions(
    f: Formula,
    adjacency: Mapping[Cell, Iterable[Cell]],
    seeds: Mapping[Cell, int | None],
    *,
    member: Mapping[Cell, int] | None = None,
    separated: bool = False,
    binary: bool = False,
) -> dict[Cell, dict[Cell, int]]:
    """Regions grown from seed cells: labels[cell][seed] "cell is in seed's region".

    Each region is connected, holds its seed, and has seeds[seed] cells (None: any size). Every cell
    is in exactly one region, or with `member` literals, a member cell in exactly one and any other in
    none (Nurikabe: the white cells). `separated`: adjacent member cells share their region (regions
    are then the components of the members, as Nurikabe's islands are). Connectivity shares one level per
    cell among the regions (label_connected); `seeded_region` states one region with its own reachability.
    """
    cells = list(adjacency)
    reach = region_labels(adjacency, seeds)
    labels = label_literals(f, reach, cells)
    one_region_each(f, labels, adjacency, member=member, separated=separated)
    for seed, size in seeds.items():
        f.add([labels[seed][seed]])
        if size is not None:
            exactly(f, [labels[c][seed] for c in reach[seed]], size, "auto")
    sizes = [size for size in seeds.values() if size is not None]
    bound = max(sizes) - 1 if sizes and len(sizes) == len(seeds) else None
    label_connected(f, labels, adjacency, {s: s for s in seeds}, bound=bound, binary=binary)
    return labels


@dataclass(frozen=True)
class Rectangles:
    """Shikaku's literals: one per candidate rectangle of a clue, and cell ownership derived from them."""

    choices: dict[Cell, list[tuple[Rect, int]]]  # per clue cell, its candidate rectangles
    owner: dict[Cell, dict[Cell, int]]  # owner[cell][clue]: the cell lies in the clue's rectangle


def rectangles(f: Formula, rows: int, cols: int, clues: Mapping[Cell, int], *, cover: bool = True) -> Rectangles:
    """Each clue gets one rectangle of its area holding no other clue; rectangles never overlap and,
    with `cover`, every cell lies in one."""
    choices: dict[Cell, list[tuple[Rect, int]]] = {}
    covering: dict[Cell, dict[Cell, list[int]]] = {(r, c): {} for r in range(rows) for c in range(cols)}
    for clue, found in rectangle_candidates(rows, cols, clues).items():
        rect_vars = fresh(f, "rectangle", len(found))
        choices[clue] = [(rect, next(rect_vars)) for rect in found]
        exactly(f, [lit for _, lit in choices[clue]], 1, "auto")
        for rect, lit in choices[clue]:
            for cell in rect_cells(rect):
                covering[cell].setdefault(clue, []).append(lit)
    owner: dict[Cell, dict[Cell, int]] = {}
    shared = fresh(f, "owner", sum(len(lits) > 1 for by_clue in covering.values() for lits in by_clue.values()))
    for cell, by_clue in covering.items():
        owner[cell] = {}
        for clue, lits in by_clue.items():
            owner[cell][clue] = lits[0] if len(lits) == 1 else _either(f, lits, next(shared))
        cover_lits = list(owner[cell].values())
        at_most(f, cover_lits, 1, "auto")
        if cover:
            f.add(cover_lits)
    return Rectangles(choices, owner)


def rectangle_candidates(rows: int, cols: int, clues: Mapping[Cell, int]) -> dict[Cell, list[Rect]]:
    """Per clue, every rectangle of its area that holds it and no other clue (clue counts by 2D prefix sums)."""
    below = [[0] * (cols + 1) for _ in range(rows + 1)]  # below[r][c]: the clues above and left of (r, c)
    for r in range(rows):
        for c in range(cols):
            below[r + 1][c + 1] = below[r][c + 1] + below[r + 1][c] - below[r][c] + ((r, c) in clues)

    def count(rect: Rect) -> int:
        top, left, height, width = rect
        bottom, right = top + height, left + width
        return below[bottom][right] - below[top][right] - below[bottom][left] + below[top][left]

    return {
        clue: [rect for rect in _rects_around(clue, area, rows, cols) if count(rect) == 1]
        for clue, area in clues.items()
    }


def _rects_around(cell: Cell, area: int, rows: int, cols: int) -> Iterable[Rect]:
    r, c = cell
    for height in range(1, area + 1):
        if area % height:
            continue
        width = area // height
        for top in range(max(0, r - height + 1), min(r, rows - height) + 1):
            for left in range(max(0, c - width + 1), min(c, cols - width) + 1):
                yield top, left, height, width


def rect_cells(rect: Rect) -> list[Cell]:
    """The cells of a rectangle, in reading order."""
    top, left, height, width = rect
    return [(r, c) for r in range(top, top + height) for c in range(left, left + width)]


def canonical(cells: Iterable[Cell]) -> Shape:
    """The polyomino's shape up to translation, rotation and reflection (the least of its 8 images)."""
    points = list(cells)
    top, left = min(r for r, _ in points), min(c for _, c in points)
    return _least_image(tuple(sorted((r - top, c - left) for r, c in points)))


@lru_cache(maxsize=4096)
def _least_image(points: tuple[Cell, ...]) -> Shape:
    """canonical of a polyomino moved to the origin (a compile asks it of every placement of every region)."""
    images = []
    for flip in (False, True):
        for turn in range(4):
            moved = []
            for r, c in points:
                if flip:
                    c = -c
                for _ in range(turn):
                    r, c = c, -r
                moved.append((r, c))
            top, left = min(r for r, _ in moved), min(c for _, c in moved)
            images.append(tuple(sorted((r - top, c - left) for r, c in moved)))
    return frozenset(min(images))


def placements(region: Sequence[Cell], size: int) -> list[frozenset[Cell]]:
    """Every connected set of `size` cells inside `region` (grown cell by cell, each found once, as sorted tuples
    until the end), in the order of their sorted cells. The run's deadline is looked at every 4,096 pieces: the
    trominoes of a blank 216x216 board took 3.6 s CPU."""
    inside = set(region)
    layer: set[tuple[Cell, ...]] = {(cell,) for cell in inside}
    for _ in range(size - 1):
        grown: set[tuple[Cell, ...]] = set()
        for count, piece in enumerate(layer):
            if not count & 4095:
                checkpoint()
            for r, c in piece:
                for d in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if d in inside and d not in piece:
                        grown.add(tuple(sorted((*piece, d))))
        layer = grown
    by_first: dict[Cell, list[tuple[Cell, ...]]] = {}  # sorted piece by piece within its first cell: the same
    for piece in layer:  # order as one sort of them all, with looks between (300x300: 1.7 s CPU for one sort)
        by_first.setdefault(piece[0], []).append(piece)
    ordered: list[frozenset[Cell]] = []
    for count, first in enumerate(sorted(by_first)):
        if not count & 1023:
            checkpoint()
        ordered.extend(map(frozenset, sorted(by_first[first])))
    return ordered


def region_shape(f: Formula, active: Mapping[Cell, int], region: Sequence[Cell], size: int) -> dict[Shape, int]:
    """The active cells of `region` are one connected piece of `size` cells (LITS: a tetromino);
    returns shape[s] <-> "that piece has shape s" for every shape that fits."""
    pieces = placements(region, size)
    lits = fresh(f, "placement", len(pieces))
    chosen = [(piece, next(lits)) for piece in pieces]
    exactly(f, [lit for _, lit in chosen], 1, "auto")
    for cell in region:
        holding = [lit for piece, lit in chosen if cell in piece]
        f.add([-active[cell], *holding])
        f.extend([-lit, active[cell]] for lit in holding)
    by_shape: dict[Shape, list[int]] = {}
    for piece, lit in chosen:
        by_shape.setdefault(canonical(piece), []).append(lit)
    shape_vars = fresh(f, "shape", len(by_shape))
    return {shape: _either(f, lits_, next(shape_vars)) for shape, lits_ in by_shape.items()}


def equal_shapes_apart(
    f: Formula,
    active: Mapping[Cell, int],
    regions: Mapping[L, Sequence[Cell]],
    shapes: Mapping[L, Mapping[Shape, int]],
    adjacency: Mapping[Cell, Iterable[Cell]],
) -> None:
    """LITS: the pieces of two regions never touch across their border when they have the same shape.

    `shapes` holds each region's region_shape literals: for active a, b adjacent in regions R != R',
    not (shape_R = s and shape_R' = s) for every shape s both can take.
    """
    region_of = {cell: label for label, cells in regions.items() for cell in cells}
    for a, label in region_of.items():
        for b in adjacency[a]:
            other = region_of.get(b)
            if other is None or other == label or b < a:
                continue
            for shape, lit in shapes[label].items():
                if shape in shapes[other]:
                    f.add([-active[a], -active[b], -lit, -shapes[other][shape]])


def _either(f: Formula, lits: Sequence[int], out: int) -> int:
    """Define out <-> (some of lits), and return out."""
    f.add([-out, *lits])
    f.extend([-lit, out] for lit in lits)
    return out


def touching(rows: int, cols: int, centre: tuple[int, int]) -> list[Cell]:
    """The 1, 2 or 4 cells around a centre in doubled coordinates ((2r + 1, 2c + 1) the middle of cell (r, c))."""
    y, x = centre
    return [
        (r, c)
        for r in range((y - 1) // 2, y // 2 + 1)
        for c in range((x - 1) // 2, x // 2 + 1)
        if 0 <= r < rows and 0 <= c < cols
    ]


def mirror(cell: Cell, centre: tuple[int, int]) -> Cell:
    """The cell a half turn about the centre takes `cell` to."""
    return centre[0] - 1 - cell[0], centre[1] - 1 - cell[1]


def symmetric_candidates(rows: int, cols: int, centres: Sequence[tuple[int, int]]) -> list[list[Cell]]:
    """Per centre, the cells its region may hold, in reading order: a region is connected, symmetric and holds
    the cells around its centre and no other centre's, so it lies among the cells reachable from its centre
    through cells that touch no other centre and whose mirrors are on the board and touch no other centre
    (repeated until every kept cell's mirror is kept too)."""
    owner = {cell: k for k, centre in enumerate(centres) for cell in touching(rows, cols, centre)}
    adjacency = grid.adjacency(rows, cols)
    found = []
    for k, centre in enumerate(centres):

        def free(cell: Cell, k: int = k) -> bool:
            return 0 <= cell[0] < rows and 0 <= cell[1] < cols and owner.get(cell, k) == k

        allowed: set[Cell] | None = None  # None: every free cell whose mirror is free
        while True:
            start = [cell for cell in touching(rows, cols, centre) if free(cell) and free(mirror(cell, centre))]
            seen, stack = set(start), list(start)
            while stack:
                for d in adjacency[stack.pop()]:
                    if d not in seen and (d in allowed if allowed is not None else free(d) and free(mirror(d, centre))):
                        seen.add(d)
                        stack.append(d)
            kept = {cell for cell in seen if mirror(cell, centre) in seen}
            if kept == seen:
                break
            allowed = kept
        found.append(sorted(kept))
    return found


def symmetric_regions(
    f: Formula, rows: int, cols: int, centres: Sequence[tuple[int, int]], *, binary: bool = False
) -> dict[Cell, dict[int, int]]:
    """Every cell in the region of one centre, each region connected and symmetric about it.

    Centres are in doubled coordinates: (2r + 1, 2c + 1) is the middle of cell (r, c), (2r, 2c) its
    top-left corner. labels[cell][k]: the cell is in centre k's region (absent: it cannot be,
    symmetric_candidates).
    """
    block_cells = grid.cells(rows, cols)
    labels: dict[Cell, dict[int, int]] = {cell: {} for cell in block_cells}
    seeds: dict[int, Cell] = {}
    candidates = symmetric_candidates(rows, cols, centres)
    label_vars = fresh(f, "galaxy", sum(len(cells) for cells in candidates))
    for k, cells in enumerate(candidates):
        for cell in cells:
            labels[cell][k] = next(label_vars)
    for k, centre in enumerate(centres):
        around = touching(rows, cols, centre)
        if not around:
            raise ValueError(f"centre {centre} is not on the board")
        seeds[k] = around[0]
        for cell in candidates[k]:
            if mirror(cell, centre) != cell:  # a cell on the centre is its own mirror: no clause (a tautology)
                f.add([-labels[cell][k], labels[mirror(cell, centre)][k]])
        # a cell touching the centre is in its region (impossible when it cannot be)
        f.extend([labels[cell][k]] if k in labels[cell] else [] for cell in around)
    for cell in block_cells:
        choices = list(labels[cell].values())
        f.add(choices)
        at_most(f, choices, 1, "auto")
    label_connected(f, labels, grid.adjacency(rows, cols), seeds, binary=binary)
    return labels
