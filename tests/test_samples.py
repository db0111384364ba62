"""Every registered type ships samples (satpuzzles.typekit.samples): each is solved to its listed solution, its
solution passes the type's rule check, and every format the type has reads back the same puzzle."""

from __future__ import annotations

from typing import Any

import pytest

import satpuzzles
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.puzzles import all_types
from satpuzzles.solving import Status
from satpuzzles.typekit.samples import Sample
from satpuzzles.typekit.spec import PuzzleSpec

CASES = [
    pytest.param(kind, sample, id=f"{kind.name}: {sample.name}") for kind in all_types() for sample in kind.samples
]


@pytest.mark.parametrize("kind", all_types(), ids=lambda kind: kind.name)
def test_every_type_ships_samples(kind: PuzzleSpec[Any, Any]) -> None:
    assert kind.samples, f"{kind.name} has no samples"


@pytest.mark.parametrize(("kind", "sample"), CASES)
def test_sample_solves_to_its_solution(kind: PuzzleSpec[Any, Any], sample: Sample) -> None:
    puzzle, solution = kind.text.read(sample.text)
    assert solution is None
    result = satpuzzles.solve(puzzle)
    assert result.status is Status.UNIQUE
    assert kind.codec.solution_to_json(result.solution) == sample.solution
    listed = kind.codec.solution_from_json(puzzle, sample.solution)
    assert kind.checker.violations(puzzle, listed) == []


@pytest.mark.parametrize(("kind", "sample"), CASES)
def test_sample_round_trips_every_format(kind: PuzzleSpec[Any, Any], sample: Sample) -> None:
    puzzle, _ = kind.text.read(sample.text)
    solution = kind.codec.solution_from_json(puzzle, sample.solution)
    assert kind.text.read(kind.text.write(puzzle, None)) == (puzzle, None)
    assert kind.text.read(kind.text.write(puzzle, solution)) == (puzzle, solution)
    assert kind.codec.from_json(kind.codec.to_json(puzzle)) == puzzle
    assert loads(dumps(puzzle, "json"), "json")[0].puzzle == puzzle
    if sample.url is not None:
        assert kind.puzzlink is not None
        assert loads(sample.url, "puzzlink")[0].puzzle == puzzle
        assert loads(dumps(puzzle, "puzzlink"), "puzzlink")[0].puzzle == puzzle
    if sample.puzzlekit is not None:
        assert kind.puzzlekit is not None
        assert kind.puzzlekit.read(sample.puzzlekit)[0] == puzzle
        if kind.puzzlekit.write is not None:
            assert kind.puzzlekit.read(kind.puzzlekit.write(puzzle, None))[0] == puzzle
    if kind.game_id is not None:
        try:
            game_id = kind.game_id.write(puzzle)
        except PuzzleError:  # the game cannot say this puzzle (a variant it lacks): its writer says so
            return
        again = kind.game_id.read(game_id)
        # an ID keeps regions (dominoes, cages) but not their labels: the same ID again is the same puzzle
        assert again == puzzle or kind.game_id.write(again) == game_id
