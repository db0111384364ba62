"""The `satpuzzles` command run as a real subprocess: output, exit codes, errors, limits, Ctrl-C."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from readiness import interrupt, start_until

from satpuzzles import Engine, Status, list_backends, load, puzzle_to_json
from satpuzzles.puzzles.skyscrapers import Skyscrapers
from satpuzzles.typekit.grid import SIDES

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"
SEED_BOARDS = Path(__file__).parent / "fixtures" / "seed000_skyscrapers.jsonl"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "satpuzzles", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120)


def hard_puzzle(size: int = 25) -> Skyscrapers:
    """A pigeonhole in givens: slow to refute on every backend (sizes 21-25: past 5 s on minisat22; 19 once
    took over 15 s, and since the shared Skyscrapers shapes minisat22 happens to refute it in 0.15 s).

    With k = (size - 1) // 2, the givens fill rows 0..k beyond column k-1 with the values above k,
    so those k+1 rows must each place 1..k in the same k columns: no solution, but CDCL solvers need
    time exponential in k to see it. (All clues of a Latin square are no longer slow: minisat22
    enumerates two solutions of a 25x25 in about a second.)
    """
    k = (size - 1) // 2
    givens = [[None] * size for _ in range(size)]
    for r in range(k + 1):
        for c in range(k, size):
            givens[r][c] = k + 1 + (r + c) % (size - k)
    no_clues = (0,) * size
    return Skyscrapers(size, no_clues, no_clues, no_clues, no_clues, givens=tuple(map(tuple, givens)))


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.txt")), ids=lambda p: p.stem)
def test_bundled_examples_solve_uniquely(example: Path) -> None:
    done = run("solve", str(example))
    assert done.returncode == 0, done.stderr
    assert "unique solution (proven by the solver)" in done.stdout
    assert " solved" in done.stdout


def test_json_lines_one_result_per_puzzle(tmp_path: Path) -> None:
    done = run("solve", str(SEED_BOARDS), "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    expected = load(SEED_BOARDS)
    assert [r["id"] for r in results] == [e.id for e in expected]
    for result, record in zip(results, expected, strict=True):
        assert result["status"] == "unique" and result["type"] == "skyscrapers"
        assert result["solution"] == [list(row) for row in record.solution]
        assert set(result["stats"]) == {
            "variables", "clauses", "native_constraints", "conflicts", "decisions", "propagations",
            "encode_seconds", "solve_seconds", "sat_seconds",
        }  # fmt: skip


def _open_puzzle_file(tmp_path: Path, **clues) -> Path:
    sides = {side: clues.get(side, [0, 0, 0]) for side in SIDES}
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"type": "skyscrapers", "size": 3, **sides}))
    return path


def test_check_multiple_shows_two_solutions_and_differences(tmp_path: Path) -> None:
    done = run("check", str(_open_puzzle_file(tmp_path, top=[3, 0, 0])))
    assert done.returncode == 1
    assert "several solutions" in done.stdout
    assert "solution 1:" in done.stdout and "solution 2:" in done.stdout
    assert "the two solutions differ in" in done.stdout


def test_unsat_exit_code_and_json(tmp_path: Path) -> None:
    path = _open_puzzle_file(tmp_path, top=[3, 3, 0])
    assert run("check", str(path)).returncode == 3
    done = run("solve", str(path), "--json")
    assert done.returncode == 3
    assert json.loads(done.stdout)["status"] == "unsat"


def test_count_and_first(tmp_path: Path) -> None:
    path = _open_puzzle_file(tmp_path)
    done = run("solve", str(path), "--count", "20", "--json")
    result = json.loads(done.stdout)
    assert done.returncode == 1 and len(result["solutions"]) == 12 and result["complete"] is True
    first = run("solve", str(path), "--first")
    assert first.returncode == 0 and "uniqueness not checked" in first.stdout


def test_stdin_and_stats() -> None:
    text = (EXAMPLES / "skyscrapers-8x8.txt").read_text()
    done = run("solve", "-", "--stats", stdin=text)
    assert done.returncode == 0 and "stats:" in done.stdout and "variables" in done.stdout


def test_stats_count_native_constraints() -> None:
    done = run("solve", str(EXAMPLES / "starbattle-10x10.txt"), "--stats")  # auto: gluecard4, native
    assert done.returncode == 0 and " 141 native cardinality constraints" in done.stdout


@pytest.mark.parametrize(
    ("args", "content", "message"),
    [
        (["solve"], None, "no such file"),
        (["solve"], '{"type": "skyscrapers", "size": 3, "top": [4, 0, 0]}', "top clue 1: clue 4 is outside 1..3"),
        (["solve"], "skyscrapers 3\n. | 1 2 | .\n. | . . . | .\n. | . . . | .\n", "line 2: expected 3 cells"),
        (["solve", "--backend", "nosuch"], "SAMPLE", "unknown backend 'nosuch'"),
        (["solve", "--backend", "kissat404"], "SAMPLE", "kissat404 cannot run in-process"),
        (["solve", "--encoding", "nosuch"], "SAMPLE", "unknown cardinality encoding 'nosuch'"),
        (["solve", "-b", "cadical195", "--encoding", "native"], "SAMPLE", "no native cardinality constraints"),
        (["export", "--encoding", "native"], "SAMPLE", "no DIMACS form"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, args: list[str], content: str | None, message: str) -> None:
    path = tmp_path / "input.json"
    if content == "SAMPLE":
        path.write_text((EXAMPLES / "skyscrapers-8x8.txt").read_text())
    elif content is not None:
        path.write_text(content)
    done = run(*args, str(path))
    assert done.returncode == 2
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr
    if content is not None and content != "SAMPLE":
        assert str(path) in done.stderr


def test_timeout_is_reported_with_exit_4(tmp_path: Path) -> None:
    """The puzzle takes hours: an answer within the run means the limit stopped it (timings: benchmarks/)."""
    path = tmp_path / "hard.json"
    path.write_text(json.dumps(puzzle_to_json(hard_puzzle())))
    done = run("solve", str(path), "--timeout", "1", "--json")
    assert done.returncode == 4, done.stderr
    assert json.loads(done.stdout)["status"] == "timeout"
    done = run("solve", str(path), "--timeout", "1")
    assert done.returncode == 4, done.stderr
    assert done.stdout.splitlines() == ["# timeout: no answer within 1 s"]


@pytest.mark.parametrize("backend", ["cadical195", "minisat22", "lingeling"])
def test_timeout_on_backends_without_and_with_budgets(backend: str) -> None:
    """Interrupted (minisat22), in a child after an in-process slice (cadical195), in a child (lingeling).

    The puzzle takes hours on each: an answer at all means the limit stopped the search (timings: benchmarks/).
    """
    puzzle = hard_puzzle()
    with Engine(backend) as engine:
        engine.template(puzzle)  # compiled first: the limit below falls in the search
        result = engine.solve(puzzle, timeout=0.5)
        assert result.status is Status.TIMEOUT and result.solutions == []
        # The session is intact: it answers the next question of the same shape.
        blank = Skyscrapers(puzzle.size, *([(0,) * puzzle.size] * 4))
        assert engine.solve(blank, first=True, timeout=600).status is Status.SOLVED


def test_ctrl_c_exits_130_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "hard.json"
    path.write_text(json.dumps(puzzle_to_json(hard_puzzle())))
    process = start_until(["solve", str(path)], f"solving {path}")
    assert interrupt(process) == (130, ["satpuzzles: interrupted"])


USABLE = [info.name for info in list_backends() if info.usable]


@pytest.mark.parametrize("backend", USABLE)
def test_every_backend_solves_the_seed_8x8(backend: str) -> None:
    (record,) = [r for r in load(SEED_BOARDS) if r.id == "seed000-testRestrictions4-8x8"]
    with Engine(backend) as engine:
        result = engine.solve(record.puzzle)
    assert result.status is Status.UNIQUE
    assert result.solution == record.solution


def test_backends_command_lists_usable_ones() -> None:
    done = run("backends", "--json")
    listed = {b["name"]: b for b in json.loads(done.stdout)}
    assert listed["cadical195"]["usable"] and not listed["kissat404"]["usable"]
    assert set(USABLE) <= set(listed)
