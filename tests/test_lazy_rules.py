"""Rules added lazily (Template.cuts), end to end: the engine's counts and uniqueness match brute force, and
export uses the type's exact encoding or refuses.

A tiny type made for the test: shade cells of a small grid so that the shaded cells are connected and no
2x2 block is all shaded; givens fix some cells. Its compiled template states connectivity only as cuts.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest
from graph_oracle import brute, orthogonal, pieces, sat_projections

from satpuzzles.cnf import Clause, Formula
from satpuzzles.dimacs import puzzle_cnf
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.solving.search import Engine, Status
from satpuzzles.typekit import registry
from satpuzzles.typekit.base import PrimaryCells, Template
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.constraints.lazy import Truth
from satpuzzles.typekit.spec import Checker, Compiler, ModelCodec, PuzzleSpec, TextCodec

Solution = tuple[str, ...]  # rows of "#" (shaded) and "." (white)


@dataclass(frozen=True)
class Shading:
    type_name: ClassVar[str] = "lazyshading"
    rows: int
    cols: int
    shaded: frozenset[grid.Cell] = frozenset()
    white: frozenset[grid.Cell] = frozenset()

    @property
    def size(self) -> int:
        return self.rows


class ShadingTemplate(Template[Shading, Solution]):
    def __init__(self, puzzle: Shading, exact: bool) -> None:
        self.formula = f = Formula()
        block = f.block("shaded", puzzle.rows, puzzle.cols)
        self.primary = PrimaryCells(block, "boolean")
        self.lits = {cell: block.lit(*cell) for cell in grid.cells(puzzle.rows, puzzle.cols)}
        self.cols = puzzle.cols
        for r in range(puzzle.rows - 1):
            for c in range(puzzle.cols - 1):
                f.add([-self.lits[r + dr, c + dc] for dr in (0, 1) for dc in (0, 1)])
        adjacency = grid.adjacency(puzzle.rows, puzzle.cols)
        if exact:
            connected(f, self.lits, adjacency)
        else:
            finder = connectivity_cuts(self.lits, adjacency)
            self.cuts = lambda model: finder(Truth(model))

    def assumptions(self, puzzle: Shading) -> list[int]:
        return [self.lits[c] for c in puzzle.shaded] + [-self.lits[c] for c in puzzle.white]

    def decode(self, model: Sequence[int]) -> Solution:
        rows = len(self.lits) // self.cols
        return tuple(
            "".join("#" if model[self.lits[r, c] - 1] > 0 else "." for c in range(self.cols)) for r in range(rows)
        )

    def solution_literals(self, solution: Solution) -> list[int]:
        return [lit if solution[r][c] == "#" else -lit for (r, c), lit in self.lits.items()]


def violations(puzzle: Shading, solution: Solution) -> list[str]:
    shaded = {(r, c) for r, row in enumerate(solution) for c, mark in enumerate(row) if mark == "#"}
    problems = []
    if len(pieces(shaded, orthogonal)) > 1:
        problems.append("the shaded cells are not connected")
    if any({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)} <= shaded for r, c in shaded):
        problems.append("a 2x2 block is shaded")
    if not puzzle.shaded <= shaded or puzzle.white & shaded:
        problems.append("a given is broken")
    return problems


def unused(*args: Any) -> Any:
    raise NotImplementedError("not needed by this test")


def spec(with_exact: bool) -> PuzzleSpec[Shading, Solution]:
    return PuzzleSpec(
        name="lazyshading",
        aliases=(),
        model=Shading,
        codec=ModelCodec(unused, unused, unused, unused, unused),
        compiler=Compiler(
            shape=lambda p: ("lazyshading", p.rows, p.cols),
            compile=lambda p, encoding: ShadingTemplate(p, exact=False),
            exact=(lambda p, encoding: ShadingTemplate(p, exact=True)) if with_exact else None,
        ),
        checker=Checker(violations),
        text=TextCodec(unused, unused),
    )


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(registry._TYPES, "lazyshading", spec(with_exact=True))
    yield


def expected(puzzle: Shading) -> set[frozenset[object]]:
    lits = {cell: i + 1 for i, cell in enumerate(grid.cells(puzzle.rows, puzzle.cols))}
    return brute(
        lits,
        lambda s: (
            not violations(
                puzzle,
                tuple("".join("#" if (r, c) in s else "." for c in range(puzzle.cols)) for r in range(puzzle.rows)),
            )
        ),
    )


@pytest.mark.usefixtures("registered")
def test_counts_and_uniqueness_match_brute_force() -> None:
    puzzles = [
        Shading(3, 3),
        Shading(3, 4, shaded=frozenset({(0, 0), (2, 3)})),
        Shading(3, 3, shaded=frozenset({(0, 0), (2, 2), (0, 2)}), white=frozenset({(0, 1), (1, 1), (2, 1)})),
    ]
    with Engine("cadical153") as engine:
        for puzzle in puzzles:
            result = engine.count(puzzle, 10_000)  # every model is checked: a disconnected one would raise
            found = {
                frozenset((r, c) for r, row in enumerate(s) for c, m in enumerate(row) if m == "#")
                for s in result.solutions
            }
            assert result.complete and found == expected(puzzle)
        # (0, 0) reaches (2, 2) only down the left column and along the bottom row
        unique = Shading(3, 3, shaded=frozenset({(0, 0), (2, 2)}), white=frozenset({(1, 1), (0, 1), (0, 2), (1, 2)}))
        assert len(expected(unique)) == 1
        assert engine.solve(unique).status is Status.UNIQUE
        assert engine.solve(puzzles[2]).status is Status.UNSAT  # the two ends cannot meet around the white column


@pytest.mark.usefixtures("registered")
def test_export_uses_the_exact_encoding() -> None:
    puzzle = Shading(3, 4, shaded=frozenset({(0, 0), (2, 3)}))
    cnf = puzzle_cnf(puzzle)
    assert cnf.template.cuts is None
    exported = Formula()
    exported.pool.top = cnf.template.formula.num_vars
    exported.extend([*cnf.clauses, *cnf.units])
    lits = {cell: i + 1 for i, cell in enumerate(grid.cells(3, 4))}
    assert sat_projections(exported, lits) == expected(puzzle)


def test_export_refuses_a_formula_missing_its_lazy_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._TYPES, "lazyshading", spec(with_exact=False))
    with pytest.raises(SatPuzzlesError, match="cannot be exported"):
        puzzle_cnf(Shading(2, 2))


def test_cuts_alone_are_what_keeps_models_right() -> None:
    """Without its cuts the template's formula admits split shadings: the test above depends on them."""
    template = ShadingTemplate(Shading(2, 3), exact=False)
    cuts: list[Clause] = template.cuts([1, -2, 3, -4, -5, -6]) if template.cuts else []
    assert cuts
    assert len(sat_projections(template.formula, template.lits)) > len(expected(Shading(2, 3)))
