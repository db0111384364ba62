"""Regions: seeded, rectangular, polyomino-shaped and symmetric, against brute force over cell labels."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Hashable, Mapping, Sequence

import pytest
from graph_oracle import brute, orthogonal, pieces, sat_projections

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.regions import (
    canonical,
    equal_shapes_apart,
    label_literals,
    one_region_each,
    placements,
    rectangles,
    region_labels,
    region_shape,
    seeded_region,
    seeded_regions,
    symmetric_regions,
)

Labelling = dict[grid.Cell, Hashable]


def labellings(
    cells: Sequence[grid.Cell], options: Sequence[Hashable], accepts: Callable[[Labelling], bool]
) -> set[frozenset[tuple[grid.Cell, Hashable]]]:
    """Every labelling of the cells (None: no region) that `accepts`, as sets of (cell, label) pairs."""
    found = set()
    for choice in itertools.product(options, repeat=len(cells)):
        labelling = dict(zip(cells, choice, strict=True))
        if accepts(labelling):
            found.add(frozenset((c, k) for c, k in labelling.items() if k is not None))
    return found


def classes(labelling: Labelling) -> dict[Hashable, set[grid.Cell]]:
    found: dict[Hashable, set[grid.Cell]] = {}
    for cell, label in labelling.items():
        if label is not None:
            found.setdefault(label, set()).add(cell)
    return found


def connected(cells: set[grid.Cell]) -> bool:
    return len(pieces(cells, orthogonal)) <= 1


def pairs_of(labels: Mapping[grid.Cell, Mapping[Hashable, int]]) -> dict[tuple[grid.Cell, Hashable], int]:
    return {(cell, k): lit for cell, by_label in labels.items() for k, lit in by_label.items()}


SEEDED = [
    (3, 3, {(0, 0): 3, (2, 2): 2}, True),  # Nurikabe-like: white cells only, islands apart
    (3, 3, {(0, 1): 4, (2, 1): 1}, True),
    (2, 4, {(0, 0): None, (1, 3): 2}, True),  # an island of any size
    (2, 4, {(0, 0): 3, (1, 3): None}, False),  # a full partition, one size left open
    (3, 3, {(0, 0): 2, (1, 1): 4, (2, 2): 3}, False),
]


@pytest.mark.parametrize(("rows", "cols", "seeds", "islands"), SEEDED)
def test_seeded_regions(rows: int, cols: int, seeds: dict[grid.Cell, int | None], islands: bool) -> None:
    cells = grid.cells(rows, cols)

    def accepts(labelling: Labelling) -> bool:
        if not islands and None in labelling.values():
            return False
        regions = classes(labelling)
        for seed, size in seeds.items():
            region = regions.get(seed, set())
            if seed not in region or not connected(region) or (size is not None and len(region) != size):
                return False
        return not islands or all(
            labelling[a] == labelling[b]
            for a in cells
            for b in cells
            if orthogonal(a, b) and None not in (labelling[a], labelling[b])
        )

    expected = labellings(cells, [None, *seeds] if islands else list(seeds), accepts)
    for encoding in ("layers", "levels"):  # the parts one at a time, each region with its own reachability
        f = Formula()
        block = f.block("white", rows, cols)
        member = {cell: block.lit(*cell) for cell in cells} if islands else None
        adjacency = grid.adjacency(rows, cols)
        labels = label_literals(f, region_labels(adjacency, seeds, apart=islands), cells)
        one_region_each(f, labels, adjacency, member=member, separated=islands)
        for seed, size in seeds.items():
            seeded_region(f, labels, adjacency, seed, size, encoding=encoding)
        assert sat_projections(f, pairs_of(labels)) == expected
    for binary in (False, True):
        f = Formula()
        member = None
        if islands:
            block = f.block("white", rows, cols)
            member = {cell: block.lit(*cell) for cell in cells}
        labels = seeded_regions(f, grid.adjacency(rows, cols), seeds, member=member, separated=islands, binary=binary)
        assert sat_projections(f, pairs_of(labels)) == expected


@pytest.mark.parametrize("seed", range(4))
def test_rectangles(seed: int) -> None:
    rng = random.Random(seed)
    rows, cols = 3, 3
    cells = grid.cells(rows, cols)
    clues = {cell: rng.choice((1, 2, 3, 4)) for cell in rng.sample(cells, 3)}

    def accepts(labelling: Labelling) -> bool:
        regions = classes(labelling)
        for clue, area in clues.items():
            region = regions.get(clue, set())
            rs, cs = {r for r, _ in region}, {c for _, c in region}
            if clue not in region or len(region) != area or len(rs) * len(cs) != area:
                return False
        return True

    expected = labellings(cells, list(clues), accepts)
    f = Formula()
    found = rectangles(f, rows, cols, clues)
    assert sat_projections(f, pairs_of(found.owner)) == expected
    assert all(len(found.choices[clue]) == len(set(found.choices[clue])) for clue in clues)


def test_rectangles_without_cover() -> None:
    f = Formula()
    found = rectangles(f, 2, 2, {(0, 0): 2}, cover=False)
    assert sat_projections(f, pairs_of(found.owner)) == {
        frozenset({((0, 0), (0, 0)), ((0, 1), (0, 0))}),
        frozenset({((0, 0), (0, 0)), ((1, 0), (0, 0))}),
    }


def test_canonical_shapes() -> None:
    assert len({canonical(piece) for piece in placements(grid.cells(4, 4), 4)}) == 5  # I, O, T, S, L
    assert canonical([(0, 0), (1, 0), (2, 0), (2, 1)]) == canonical([(5, 5), (5, 6), (5, 7), (4, 7)])
    assert len(placements(grid.cells(2, 2), 3)) == 4


@pytest.mark.parametrize("size", [3, 4])
def test_region_shape(size: int) -> None:
    region = [cell for cell in grid.cells(3, 4) if cell not in ((0, 0), (2, 3))]
    f = Formula()
    block = f.block("shaded", 3, 4)
    active = {cell: block.lit(*cell) for cell in region}
    shapes = region_shape(f, active, region, size)
    keyed: dict[Hashable, int] = {**active, **{("shape", s): lit for s, lit in shapes.items()}}
    expected = {
        chosen | {("shape", canonical(chosen))} for chosen in brute(active, lambda s: len(s) == size and connected(s))
    }
    assert sat_projections(f, keyed) == expected


@pytest.mark.parametrize("seed", range(5))
def test_symmetric_regions(seed: int) -> None:
    rng = random.Random(seed)
    rows, cols = 3, 3
    cells = grid.cells(rows, cols)
    centres = [(rng.randint(0, 2 * rows), rng.randint(0, 2 * cols)) for _ in range(rng.choice((2, 3)))]
    if seed == 0:
        centres = [(1, 3), (4, 3)]  # the top row, and the 2x3 below it: a board with a solution

    def accepts(labelling: Labelling) -> bool:
        regions = classes(labelling)
        for k, (y, x) in enumerate(centres):
            region = regions.get(k, set())
            touching = {(r, c) for r, c in cells if abs(2 * r + 1 - y) <= 1 and abs(2 * c + 1 - x) <= 1}
            mirrored = {(y - 1 - r, x - 1 - c) for r, c in region}
            if not touching <= region or mirrored != region or not connected(region):
                return False
        return True

    expected = labellings(cells, list(range(len(centres))), accepts)
    if seed == 0:
        assert expected
    for binary in (False, True):
        f = Formula()
        labels = symmetric_regions(f, rows, cols, centres, binary=binary)
        assert sat_projections(f, pairs_of(labels)) == expected


def test_equal_shapes_apart() -> None:
    """Two 3x2 regions side by side, a tetromino in each; equal shapes may not touch across the border."""
    rows, cols = 3, 4
    regions = {
        "left": [(r, c) for r in range(rows) for c in (0, 1)],
        "right": [(r, c) for r in range(rows) for c in (2, 3)],
    }
    f = Formula()
    block = f.block("shaded", rows, cols)
    active = {cell: block.lit(*cell) for cell in grid.cells(rows, cols)}
    shapes = {name: region_shape(f, active, cells, 4) for name, cells in regions.items()}
    equal_shapes_apart(f, active, regions, shapes, grid.adjacency(rows, cols))

    def accepts(chosen: set[Hashable]) -> bool:
        left = {c for c in chosen if c in regions["left"]}
        right = chosen - left
        if not (len(left) == len(right) == 4 and connected(left) and connected(right)):
            return False
        touching = any(orthogonal(a, b) for a in left for b in right)
        return not touching or canonical(left) != canonical(right)

    expected = brute(active, accepts)
    assert expected and any(  # some pairs of equal shapes exist apart, so the rule is not vacuous
        canonical({c for c in s if c in regions["left"]}) == canonical({c for c in s if c in regions["right"]})
        for s in expected
    )
    assert sat_projections(f, active) == expected
