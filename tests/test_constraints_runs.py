"""Runs along a line (both encodings) against a brute-force oracle."""

from __future__ import annotations

from itertools import groupby

import pytest
from constraint_oracle import admitted, allowed_booleans

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.runs import RUN_ENCODINGS, line_runs


def runs_of(line: tuple[bool, ...]) -> list[int]:
    return [len(list(block)) for shaded, block in groupby(line) if shaded]


@pytest.mark.parametrize("encoding", RUN_ENCODINGS)
@pytest.mark.parametrize(
    ("length", "clue"),
    [
        (1, [1]),
        (1, []),
        (4, [0]),
        (5, [2]),
        (5, [1, 1]),
        (6, [2, 1]),
        (6, [1, 2, 1]),
        (7, [3, 2]),
        (5, [5]),
        (4, [2, 2]),
    ],
)
def test_line_runs_admits_exactly_the_lines_with_those_runs(encoding: str, length: int, clue: list[int]) -> None:
    f = Formula()
    cells = [f.new_var("cell") for _ in range(length)]
    line_runs(f, cells, clue, encoding)
    expected = allowed_booleans(cells, lambda line: runs_of(line) == [c for c in clue if c])
    assert admitted(f, cells) == expected
    assert bool(expected) == (sum(clue) + len([c for c in clue if c]) - 1 <= length)
