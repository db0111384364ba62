"""Sudoku: published puzzles, a brute-force oracle on 4x4, the rule checker, every format's round trip, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import permutations, product
from pathlib import Path

import pytest

from satpuzzles.formats import loads, to_text
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.sudoku import rules, tatham
from satpuzzles.puzzles.sudoku.model import Sudoku, from_json, to_json
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import write_solo_grid

KIND = get_type("sudoku")
DATASET = json.loads((Path(__file__).parent / "fixtures" / "puzzlekit_sudoku.json").read_text())["data"]
EMPTY4 = ((None,) * 4,) * 4


def grid(text: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(v) for v in line.split()) for line in text.strip().splitlines()[1:])


@pytest.fixture(scope="module")
def engine():
    with Engine() as shared:
        yield shared


@pytest.mark.parametrize("key", sorted(DATASET))
def test_published_puzzles_solve_to_their_solution_and_are_unique(engine: Engine, key: str) -> None:
    entry = DATASET[key]
    [record] = loads(entry["problem"], "puzzlekit", "sudoku")
    result = engine.solve(record.puzzle)
    assert result.status is Status.UNIQUE
    assert result.solutions[0] == grid(entry["solution"])
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write is not None
    assert KIND.puzzlekit.write(record.puzzle, result.solutions[0]).split() == entry["solution"].split()


def brute_force_4x4() -> set[tuple[tuple[int, ...], ...]]:
    """Every 4x4 grid of 2x2 boxes that the rules allow, by trying all row permutations."""
    rows = list(permutations(range(1, 5)))
    found = set()
    for candidate in product(rows, repeat=4):
        if all(len({row[c] for row in candidate}) == 4 for c in range(4)) and not rules.violations(
            Sudoku(4, EMPTY4), candidate
        ):
            found.add(candidate)
    return found


def test_the_encoding_has_exactly_the_brute_force_solutions_of_the_empty_4x4(engine: Engine) -> None:
    oracle = brute_force_4x4()
    assert len(oracle) == 288  # the known count of 4x4 Sudokus
    result = engine.count(Sudoku(4, EMPTY4), 300)
    assert set(result.solutions) == oracle


def test_givens_are_kept(engine: Engine) -> None:
    givens = ((1, None, None, None), (None, None, 1, None), (None, 1, None, None), (None, None, None, 1))
    for solution in engine.count(Sudoku(4, givens), 300).solutions:
        assert all(solution[r][c] == v for r, row in enumerate(givens) for c, v in enumerate(row) if v)


SOLVED_4 = ((1, 2, 3, 4), (3, 4, 1, 2), (2, 1, 4, 3), (4, 3, 2, 1))


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Sudoku(4, EMPTY4)
    assert rules.violations(puzzle, SOLVED_4) == []
    swapped_rows = (SOLVED_4[1], SOLVED_4[0], *SOLVED_4[2:])  # rows and columns stay right, boxes too
    assert rules.violations(puzzle, swapped_rows) == []
    bands = (SOLVED_4[0], SOLVED_4[2], SOLVED_4[1], SOLVED_4[3])  # columns right, boxes wrong
    assert any("box" in problem for problem in rules.violations(puzzle, bands))
    twice = ((1, 1, 3, 4), *SOLVED_4[1:])
    problems = rules.violations(puzzle, twice)
    assert any("row 1" in p for p in problems) and any("column 2" in p for p in problems)
    given = Sudoku(4, ((2, None, None, None), *EMPTY4[1:]))
    assert rules.violations(given, SOLVED_4) == ["row 1, column 1 is given 2 but holds 1"]


def test_json_round_trip_and_validation() -> None:
    puzzle = Sudoku(6, tuple((None,) * 6 for _ in range(6)))
    assert puzzle.box == (2, 3)
    assert from_json(to_json(puzzle)) == puzzle
    with pytest.raises(PuzzleError, match="box"):
        from_json({"size": 6, "box": [4, 2], "givens": [[None] * 6] * 6})
    with pytest.raises(PuzzleError, match="givens row 1, column 2"):
        from_json({"size": 4, "givens": [[None, 5, None, None]] + [[None] * 4] * 3})
    with pytest.raises(PuzzleError, match="given twice in row 1"):
        from_json({"size": 4, "givens": [[1, None, 1, None]] + [[None] * 4] * 3})


def test_text_round_trip_and_a_solved_board_reads_back(engine: Engine) -> None:
    entry = DATASET[sorted(DATASET)[0]]
    [record] = loads(entry["problem"], "puzzlekit", "sudoku")
    [again] = loads(to_text(record.puzzle))
    assert again.puzzle == record.puzzle
    solution = engine.solve(record.puzzle).solutions[0]
    [solved] = loads(to_text(record.puzzle, solution))
    assert solved.puzzle == record.puzzle and solved.solution == solution
    [odd_box] = loads("sudoku 6 box=3x2\n1 . | . . | . .\n" + ". . | . . | . .\n" * 5)
    assert odd_box.puzzle.box == (3, 2) and loads(to_text(odd_box.puzzle))[0].puzzle == odd_box.puzzle


def test_puzzlink_round_trip() -> None:
    url = "https://puzz.link/p?sudoku/4/4/1k3h4k2"
    puzzle = read_url(url)
    assert puzzle == Sudoku(
        4, ((1, None, None, None), (None, None, 3, None), (None, 4, None, None), (None,) * 3 + (2,))
    )
    assert write_url(puzzle) == url
    with pytest.raises(PuzzleError, match="3x2 boxes"):
        write_url(Sudoku(6, ((None,) * 6,) * 6, (3, 2)))


def test_tatham_solo_ids_round_trip() -> None:
    game_id = "2x2:a1_2b4c3d1a"
    puzzle = read_game_id(game_id, "sudoku")
    assert puzzle.givens == ((None, 1, 2, None), (None, 4, None, None), (None, 3, None, None), (None, None, 1, None))
    assert write_game_id(puzzle) == game_id
    assert read_game_id(game_id) == puzzle  # no other type reads a 2x2 Solo ID
    assert tatham.read("3x2:" + write_solo_grid([None] * 36)).box == (3, 2)
    with pytest.raises(PuzzleError, match="jigsaw"):
        tatham.read("9j:" + "zzzc")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_puzzlekit_text_and_prints_the_dataset_solution(tmp_path: Path) -> None:
    key = sorted(DATASET)[1]
    path = tmp_path / "sudoku.txt"
    path.write_text(DATASET[key]["problem"])
    done = run("solve", str(path), "--format", "puzzlekit", "--type", "sudoku", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["status"] == "unique" and [list(r) for r in grid(DATASET[key]["solution"])] == result["solution"]
    # Kuromasu's puzzlekit text has the same layout (`N N`, rows of numbers and `-`): detection asks for --type
    done = run("check", str(path))
    assert done.returncode == 2 and "pass --type" in done.stderr
    done = run("check", str(path), "--type", "sudoku")
    assert done.returncode == 0, done.stderr
    assert "unique solution" in done.stdout
    done = run("convert", str(path), "--type", "sudoku", "--to", "puzzlekit")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == DATASET[key]["problem"].split()


def test_dataset_file_is_a_batch_whose_results_match_the_published_solutions(tmp_path: Path) -> None:
    path = tmp_path / "Sudoku_dataset.json"
    keys = sorted(DATASET)[:2]
    path.write_text(json.dumps({"name": "Sudoku", "data": {key: DATASET[key] for key in keys}}))
    done = run("solve", str(path), "--type", "sudoku", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in results] == keys
    assert all(r["matches_published"] and r["status"] == "unique" for r in results)
    assert results[0]["puzzlekit_solution"].split() == DATASET[keys[0]]["solution"].split()


GIVEN_4 = "sudoku 4\n1 . | . .\n. . | 3 .\n----+----\n. 4 | . .\n. . | . 2\n"


def test_steps_solve_a_4x4_from_its_givens_and_rules() -> None:
    import satpuzzles
    from satpuzzles.steps import steps

    path = steps(satpuzzles.load_puzzle(GIVEN_4))
    assert path.complete and path.solution == satpuzzles.solve(satpuzzles.load_puzzle(GIVEN_4)).solution
    assert any("box" in group.name for step in path.steps for group in step.groups)


def test_explain_names_the_rules_of_a_conflict_and_fixes_a_puzzle_with_two_solutions() -> None:
    import satpuzzles
    from satpuzzles.explain import explain

    # SOLVED_4 without the four cells whose 1s and 2s swap (rows 1 and 3, columns 1 and 2): two solutions
    clash = Sudoku(
        4,
        tuple(tuple(None if r in (0, 2) and c < 2 else v for c, v in enumerate(row)) for r, row in enumerate(SOLVED_4)),
    )
    assert satpuzzles.check(clash).status is Status.MULTIPLE
    made = explain(clash)
    assert made.fixes
    for fix in made.fixes:
        fixed = KIND.explainer(clash, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE
    # box 2 has no room for a 1: row 1 has its 1, row 2's two cells of the box are given
    broken = satpuzzles.load_puzzle("sudoku 4\n1 . | . .\n. . | 2 3\n----+----\n. . | . .\n. . | . .\n")
    conflict = explain(broken)
    assert conflict.status is Status.UNSAT and conflict.conflicts
    assert any("box 2" in part.name for conflict_parts in conflict.conflicts for part in conflict_parts)


def test_generated_puzzles_are_unique_and_keep_their_givens() -> None:
    import satpuzzles
    from satpuzzles.generate import generate

    for made in generate("sudoku", 4, count=2, seed=7):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
        assert made.generation["hints"] == sum(v is not None for row in made.puzzle.givens for v in row)
