"""KenKen: a brute-force oracle on 3x3 cages (every operation, hidden ones too), the rule checker, Keen game
IDs, the CLI on a dataset file, steps, explain and generate."""

from __future__ import annotations

import json
from itertools import permutations, product
from pathlib import Path

import pytest
from typer.testing import CliRunner

import satpuzzles
from satpuzzles.cli import app
from satpuzzles.formats import loads
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.kenken import rules, tatham
from satpuzzles.puzzles.kenken.model import KenKen
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError

KIND = get_type("kenken")
# janko.at Kendoku 1 (the puzzlekit dataset)
ENTRY = {
    "problem": "4 4\n24* 2/ . 3-\n. . 7+ .\n3- 5+ . 3\n. . 2/ .\n1 2 2 3\n1 1 4 3\n5 6 4 7\n5 6 8 8",
    "solution": "4 4\n3 1 2 4\n2 4 3 1\n1 2 4 3\n4 3 1 2",
}
CAGES = ((0, 0, 1), (2, 3, 1), (2, 3, 4))  # cages of 2, 2, 2, 2 and 1 cells
LATIN_3X3 = [
    g for g in product(permutations(range(1, 4)), repeat=3) if all(len(set(col)) == 3 for col in zip(*g, strict=True))
]


def with_clues(clues: dict[tuple[int, int], str]) -> KenKen:
    rows: list[list[str | None]] = [[None] * 3 for _ in range(3)]
    for (r, c), token in clues.items():
        rows[r][c] = token
    return KenKen(3, CAGES, tuple(tuple(row) for row in rows))


@pytest.mark.parametrize(
    "clues",
    [
        {},
        {(0, 0): "3+"},
        {(0, 0): "2/", (0, 2): "1-"},
        {(0, 0): "3", (1, 0): "6x", (2, 2): "2"},
        {(0, 0): "2", (0, 2): "2", (1, 0): "1"},
        {(0, 0): "5x"},
    ],
)
def test_solution_counts_match_brute_force(clues: dict[tuple[int, int], str]) -> None:
    puzzle = with_clues(clues)
    oracle = {g for g in LATIN_3X3 if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 20).solutions) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    solved = ((1, 2, 3), (2, 3, 1), (3, 1, 2))
    assert rules.violations(with_clues({(0, 0): "2/", (1, 0): "1-", (2, 2): "2"}), solved) == []
    assert any("do not make 3x" in p for p in rules.violations(with_clues({(0, 0): "3x"}), solved))
    assert any("do not make 4" in p for p in rules.violations(with_clues({(0, 0): "4"}), solved))
    assert any("column 1" in p for p in rules.violations(with_clues({}), ((1, 2, 3), (1, 3, 2), (3, 1, 2))))
    with pytest.raises(PuzzleError, match="a - cage has two"):
        with_clues({(2, 2): "1-"})
    with pytest.raises(PuzzleError, match="shows 2 clues"):
        with_clues({(0, 0): "3+", (0, 1): "3+"})


def test_keen_game_ids_round_trip_and_say_what_they_cannot() -> None:
    [record] = loads(ENTRY["problem"], "puzzlekit", "kenken")
    game_id = tatham.write(record.puzzle)
    assert game_id == "4:_aa_6ba_a3__,m24d2s3a7s3a5a3d2"
    assert tatham.read(game_id) == record.puzzle and tatham.read("4de:" + game_id[2:]) == record.puzzle
    with pytest.raises(PuzzleError, match="hides its operation"):
        tatham.write(with_clues({(0, 0): "2", (0, 2): "1-", (1, 0): "2", (1, 1): "1-", (2, 2): "1"}))
    with pytest.raises(PuzzleError, match="one clue"):
        tatham.read("4:_aa_6ba_a3__,m24")
    with pytest.raises(PuzzleError, match="inner edges"):
        tatham.read("4:_aa_6ba_a3,m24d2s3a7s3a5a3d2")


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solution(tmp_path: Path) -> None:
    path = tmp_path / "KenKen_dataset.json"
    path.write_text(json.dumps({"name": "KenKen", "data": {"01_4x4": ENTRY}}))
    done = CliRunner().invoke(app, ["solve", str(path), "--type", "kenken", "--json"])
    assert done.exit_code == 0, done.output
    result = json.loads(done.stdout)
    assert result["status"] == "unique" and result["matches_published"]
    assert result["puzzlekit_solution"].split() == ENTRY["solution"].split()


def test_steps_solve_the_sample_and_explain_names_a_clue_in_a_conflict() -> None:
    from satpuzzles.explain import explain
    from satpuzzles.steps import steps

    [record] = loads(ENTRY["problem"], "puzzlekit", "kenken")
    path = steps(record.puzzle)
    assert path.complete and path.solution == satpuzzles.solve(record.puzzle).solution
    made = explain(with_clues({(0, 0): "5x"}))  # two digits of 1..3 never multiply to 5
    assert made.status is Status.UNSAT
    assert any("clue 5x" in part.name for conflict in made.conflicts for part in conflict)


def test_generated_puzzles_are_unique() -> None:
    from satpuzzles.generate import generate

    for made in generate("kenken", 4, count=2, seed=3):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
