"""satpuzzles.typekit.shading: pieces, sight, touching pairs and random shadings on boards of marks,
against brute-force answers on small boards."""

from __future__ import annotations

from itertools import product
from random import Random
from typing import TYPE_CHECKING, cast

from satpuzzles.typekit.shading import (
    mark_pieces,
    next_to,
    random_shading,
    sight,
    sight_numbers_until_unique,
    touching,
)

if TYPE_CHECKING:
    from satpuzzles.typekit.generating import Oracle


def _components(cells: set[tuple[int, int]]) -> int:
    """Brute force: merge cells into pieces by repeated union over side-by-side pairs."""
    piece = {cell: k for k, cell in enumerate(sorted(cells))}
    changed = True
    while changed:
        changed = False
        for (r, c), k in list(piece.items()):
            for near in ((r + 1, c), (r, c + 1)):
                if near in piece and piece[near] != k:
                    low = min(k, piece[near])
                    for cell, j in piece.items():
                        if j in (k, piece[near]):
                            piece[cell] = low
                    changed = True
    return len(set(piece.values()))


def test_pieces_and_touching_pairs_match_brute_force_on_every_3x3_board() -> None:
    for marks in product("x-", repeat=9):
        board = ["".join(marks[3 * r : 3 * r + 3]) for r in range(3)]
        shaded = {(r, c) for r in range(3) for c in range(3) if board[r][c] == "x"}
        assert mark_pieces(board, "x") == _components(shaded)
        pairs = {(a, b) for a in shaded for b in shaded if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1}
        assert set(touching(board, "x")) == pairs


def test_sight_stops_at_another_mark_and_counts_the_cell_itself() -> None:
    board = ["--x-", "----", "x---"]
    assert sight(board, (1, 1), "-") == 1 + 1 + 1 + 2 + 1  # up 1, down 1, left 1, right 2
    assert sight(board, (0, 3), "-") == 1 + 2  # left blocked by the x at once, down 2
    assert next_to(board, (0, 1), "x") and not next_to(board, (1, 1), "x")


def test_random_shading_keeps_the_unshaded_cells_connected_and_obeys_may_shade() -> None:
    for seed in range(20):
        board = random_shading(5, Random(seed), 0.7, lambda b, cell: not next_to(b, cell, "x"), "x", "-")
        assert len(board) == 5 and all(len(row) == 5 for row in board)
        assert mark_pieces(board, "-") == 1
        assert touching(board, "x") == []
    assert random_shading(4, Random(3), 0.7, lambda b, c: True, "x", "-") == random_shading(
        4, Random(3), 0.7, lambda b, c: True, "x", "-"
    )


class _TwoAnswers:
    """An oracle that knows one other solution and says so until a number rules it out."""

    def __init__(self, other: tuple[str, ...]) -> None:
        self.other = other

    def other_solution(self, puzzle: tuple[tuple[int | None, ...], ...], solution: tuple[str, ...]) -> object:
        fits = all(
            v is None or (self.other[r][c] == "-" and sight(self.other, (r, c), "-") == v)
            for r, row in enumerate(puzzle)
            for c, v in enumerate(row)
        )
        return self.other if fits else None


def test_sight_numbers_are_added_until_the_other_solution_is_ruled_out() -> None:
    solution, other = ("--", "-x"), ("x-", "--")
    draft = sight_numbers_until_unique(
        solution,
        cast("Oracle", _TwoAnswers(other)),
        Random(0),
        lambda numbers: numbers,
        start=0.0,
        shaded="x",
        unshaded="-",
    )
    numbers = draft.puzzle
    given = {(r, c): v for r, row in enumerate(numbers) for c, v in enumerate(row) if v is not None}
    assert given and all(v == sight(solution, cell, "-") for cell, v in given.items())
    assert draft.details == {"numbers": len(given), "questions": draft.details["questions"]}
    assert draft.details["questions"] >= 1 and draft.solution == solution
