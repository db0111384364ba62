"""typekit.partition: join cells against brute force (every labelling of a small grid, every set of pieces), and
the region grid read back from its joins."""

from __future__ import annotations

import itertools

from constraint_oracle import admitted

from satpuzzles.typekit.partition import (
    join_cells,
    joins_from_labels,
    joins_from_pieces,
    joins_of,
    numbered,
    regions_of_joins,
)
from satpuzzles.typekit.rulebook import RuleBook

ROWS, COLUMNS = 2, 3
CELLS = [(r, c) for r in range(ROWS) for c in range(COLUMNS)]


def test_regions_read_back_from_their_joins() -> None:
    """Every labelling of a 2x3 grid by three labels: its connected regions round-trip through the joins."""
    for labels in itertools.product(range(3), repeat=len(CELLS)):
        grid = [list(labels[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(ROWS)]
        regions = regions_of_joins(joins_of(grid))
        assert joins_of(regions) == joins_of(grid)
        for (r, c), (y, x) in itertools.combinations(CELLS, 2):
            if abs(r - y) + abs(c - x) == 1:  # neighbours share a region exactly when they share a label
                assert (regions[r][c] == regions[y][x]) == (grid[r][c] == grid[y][x])
    assert numbered([[7, 7], [3, 7]]) == ((1, 1), (2, 1))


def test_joins_from_labels_are_the_labelling_s_joins() -> None:
    """With exactly one label per cell, the join cells hold exactly the joins of the labelling."""
    book = RuleBook(guarded=False)
    cells = join_cells(book, ROWS, COLUMNS)
    f = book.formula
    labels = {cell: {k: f.new_var("label") for k in range(3)} for cell in CELLS}
    for by_label in labels.values():
        f.add(list(by_label.values()))
        f.extend([-a, -b] for a, b in itertools.combinations(by_label.values(), 2))
    joins_from_labels(f, cells.joins, labels)
    primary = [lit for by_label in labels.values() for lit in by_label.values()]
    joined = list(range(cells.cells.block.first, cells.cells.block.first + cells.cells.block.size))
    models = admitted(f, primary + joined)
    expected = set()
    for choice in itertools.product(range(3), repeat=len(CELLS)):
        grid = [list(choice[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(ROWS)]
        true = {labels[cell][k] for cell, k in zip(CELLS, choice, strict=True)}
        true |= set(cells.cells.grid_literals(joins_of(grid)))
        expected.add(frozenset(true))
    assert models == expected


def test_joins_from_pieces_follow_the_chosen_pieces() -> None:
    """Pieces chosen freely (overlaps allowed): a join holds exactly when some chosen piece holds both cells."""
    book = RuleBook(guarded=False)
    cells = join_cells(book, ROWS, COLUMNS)
    f = book.formula
    shapes = [[(0, 0), (0, 1)], [(0, 1), (1, 1)], [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)], [(1, 2)]]
    pieces = [(shape, f.new_var("piece")) for shape in shapes]
    joins_from_pieces(f, cells.joins, pieces)
    joined = list(range(cells.cells.block.first, cells.cells.block.first + cells.cells.block.size))
    models = admitted(f, [lit for _, lit in pieces] + joined)
    expected = set()
    for chosen in itertools.product((False, True), repeat=len(pieces)):
        on = [shape for (shape, _), take in zip(pieces, chosen, strict=True) if take]

        def joined(u: tuple[int, int], v: tuple[int, int]) -> bool:
            return any(u in s and v in s for s in on)  # noqa: B023 - used at once

        value = {(r, c): "e" * joined((r, c), (r, c + 1)) + "s" * joined((r, c), (r + 1, c)) or "-" for r, c in CELLS}
        grid = [[value[r, c] for c in range(COLUMNS)] for r in range(ROWS)]
        true = {lit for (_, lit), take in zip(pieces, chosen, strict=True) if take}
        true |= {cells.cells.literal((r, c), grid[r][c]) for r, c in CELLS}
        expected.add(frozenset(true))
    assert models == expected
