"""The shading types' shared rules (typekit/shadingbook.py) against a brute-force oracle on a 3x3 board."""

from __future__ import annotations

from constraint_oracle import admitted, allowed_booleans

from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingbook import cells_connected, no_two_shaded_touch

ROWS, COLUMNS = 3, 3
CELLS = [(r, c) for r in range(ROWS) for c in range(COLUMNS)]


def _grid(on: tuple[bool, ...]) -> dict[tuple[int, int], bool]:
    return dict(zip(CELLS, on, strict=True))


def _touching(shaded: dict[tuple[int, int], bool]) -> bool:
    return any(shaded[(r, c)] and shaded.get((r, c + 1), False) for r, c in CELLS) or any(
        shaded[(r, c)] and shaded.get((r + 1, c), False) for r, c in CELLS
    )


def _connected(members: set[tuple[int, int]]) -> bool:
    if not members:
        return True
    seen = {min(members)}
    stack = list(seen)
    while stack:
        r, c = stack.pop()
        for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if near in members and near not in seen:
                seen.add(near)
                stack.append(near)
    return seen == members


def test_no_two_shaded_touch_admits_exactly_the_shadings_without_a_shaded_pair() -> None:
    book = RuleBook(guarded=False)
    cells = book.boolean_cells(ROWS, COLUMNS, ("-", "x"))
    no_two_shaded_touch(book, lambda r, c: cells.literal((r, c), "x"), ROWS, COLUMNS)
    primary = [cells.literal(cell, "x") for cell in CELLS]
    assert admitted(book.formula, primary) == allowed_booleans(primary, lambda on: not _touching(_grid(on)))


def test_cells_connected_exactly_admits_the_shadings_whose_unshaded_cells_form_one_piece() -> None:
    book = RuleBook(guarded=False)  # not lazy: the rule is stated exactly, as export states it
    cells = book.boolean_cells(ROWS, COLUMNS, ("-", "x"))
    white = {cell: -cells.literal(cell, "x") for cell in CELLS}
    cells_connected(book, "the unshaded cells are connected", white, ROWS, COLUMNS)
    primary = [cells.literal(cell, "x") for cell in CELLS]

    def rule(on: tuple[bool, ...]) -> bool:
        return _connected({cell for cell, shaded in _grid(on).items() if not shaded})

    assert admitted(book.formula, primary) == allowed_booleans(primary, rule)
