"""Every command on the plugin type, through the real `satpuzzles` command (the entry point must be installed)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from pysat.formula import CNF
from pysat.solvers import Solver

import satpuzzles_skyscrapersudoku

RECORD = json.loads((Path(__file__).parent / "data" / "janko-sample.jsonl").read_text().splitlines()[0])
SOLUTION = [[int(v) for v in line.split()] for line in RECORD["puzzlekit_solution"].splitlines()[1:]]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "satpuzzles", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120)


@pytest.fixture
def puzzlekit_file(tmp_path: Path) -> Path:
    path = tmp_path / "janko01.txt"
    path.write_text(RECORD["puzzlekit_problem"] + "\n")
    return path


def test_the_entry_point_names_the_spec() -> None:
    [point] = [p for p in entry_points(group="satpuzzles.types") if p.name == "skyscrapersudoku"]
    assert point.load() is satpuzzles_skyscrapersudoku.SPEC


def test_solve_puzzlekit_text_with_type_and_format(puzzlekit_file: Path) -> None:
    done = run("solve", str(puzzlekit_file), "--type", "skyscrapersudoku", "--format", "puzzlekit", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["type"] == "skyscrapersudoku" and result["status"] == "unique"
    assert result["solution"] == SOLUTION
    assert result["puzzlekit_solution"].split() == RECORD["puzzlekit_solution"].split()


def test_check_and_count_on_detected_puzzlekit_text(puzzlekit_file: Path) -> None:
    done = run("check", str(puzzlekit_file))
    assert done.returncode == 0, done.stderr
    assert "unique solution" in done.stdout
    done = run("solve", "--count", "3", str(puzzlekit_file))
    assert done.returncode == 0, done.stderr
    assert "1 solution(s) found; that is all of them" in done.stdout


def test_several_solutions_exit_1_with_the_differing_cells(tmp_path: Path) -> None:
    path = tmp_path / "open.json"
    path.write_text('{"type": "skyscrapersudoku", "size": 4}')
    done = run("check", str(path))
    assert done.returncode == 1, done.stderr
    done = run("solve", "--count", "300", str(path), "--json")
    assert done.returncode == 1
    assert len(json.loads(done.stdout)["solutions"]) == 288  # every 4x4 Sudoku: none is ruled out


def test_convert_round_trips_native_json_and_puzzlekit(puzzlekit_file: Path, tmp_path: Path) -> None:
    native, as_json = tmp_path / "p.txt", tmp_path / "p.json"
    assert run("convert", str(puzzlekit_file), "--to", "text", "-o", str(native)).returncode == 0
    assert native.read_text().startswith("skyscrapersudoku 9\n")
    assert run("convert", str(native), "--to", "json", "-o", str(as_json)).returncode == 0
    assert json.loads(as_json.read_text())["box"] == [3, 3]
    back = run("convert", str(as_json), "--to", "puzzlekit")
    assert back.returncode == 0, back.stderr
    assert back.stdout == RECORD["puzzlekit_problem"] + "\n"


def test_export_then_decode_a_solver_model(puzzlekit_file: Path, tmp_path: Path) -> None:
    cnf_path, model_path = tmp_path / "p.cnf", tmp_path / "p.model"
    done = run("export", str(puzzlekit_file), "-o", str(cnf_path))
    assert done.returncode == 0, done.stderr
    header = cnf_path.read_text().splitlines()
    assert "c type skyscrapersudoku" in header
    assert any(line.startswith("c var 1-729 cell row=9 col=9 value=") for line in header)
    with Solver(name="cadical195", bootstrap_with=CNF(from_file=str(cnf_path)).clauses) as solver:
        assert solver.solve()
        model = solver.get_model()
    model_path.write_text("s SATISFIABLE\nv " + " ".join(map(str, model)) + " 0\n")
    done = run("decode", str(puzzlekit_file), str(model_path), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["solution"] == SOLUTION


def test_render_writes_svg(puzzlekit_file: Path, tmp_path: Path) -> None:
    svg = tmp_path / "p.svg"
    done = run("render", str(puzzlekit_file), "--solution", "-o", str(svg))
    assert done.returncode == 0, done.stderr
    text = svg.read_text()
    assert text.startswith("<?xml") and 'class="box"' in text and "Skyscraper Sudoku 9x9" in text


def test_batch_solve(puzzlekit_file: Path, tmp_path: Path) -> None:
    as_json = run("convert", str(puzzlekit_file), "--to", "json").stdout
    lines = tmp_path / "in.jsonl"
    lines.write_text("".join(json.dumps({"id": f"p{i}", **json.loads(as_json)}) + "\n" for i in range(2)))
    out = tmp_path / "out.jsonl"
    done = run("batch", "solve", str(lines), "-o", str(out), "--workers", "1")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["id"] for r in results) == ["p0", "p1"]
    assert all(r["status"] == "unique" and r["solution"] == SOLUTION for r in results)


def test_generate_makes_unique_puzzles_that_solve_back() -> None:
    done = run("generate", "skyscrapersudoku", "--size", "4", "--count", "2", "--seed", "5", "-f", "jsonl")
    assert done.returncode == 0, done.stderr
    for line in done.stdout.splitlines():
        made = json.loads(line)
        assert made["type"] == "skyscrapersudoku" and made["box"] == [2, 2]
        solved = run("solve", "-", "--json", stdin=line)
        assert json.loads(solved.stdout)["status"] == "unique"
        assert json.loads(solved.stdout)["solution"] == made["solution"]


def test_bad_input_is_one_line_and_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"type": "skyscrapersudoku", "size": 6, "box": [4, 2]}')
    done = run("solve", str(path))
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"satpuzzles: error: {path}: box: 4x2 does not tile a 6x6 grid (box rows x box columns must be 6)"
    ]


def test_explain_names_the_clue_and_given_that_conflict(tmp_path: Path) -> None:
    lines = RECORD["puzzlekit_problem"].splitlines()
    lines[1] = "4 9 3 2 3 2 3 2 4"  # top clue 2 was 1; 9 needs 1..9 down column 2, which several givens break
    path = tmp_path / "broken.txt"
    path.write_text("\n".join(lines) + "\n")
    done = run("explain", str(path))
    assert done.returncode == 3, done.stderr
    # Which of the conflicting givens the solver's core names is its choice; the one named must break the clue:
    # column 2 reads r down row r, so a given v at (r, c) conflicts when it sits in column 2 with v != r, or
    # shares a row or a 3x3 box with the column-2 cell that must hold v.
    found = re.search(r"^  clue 9 at top 2, given (\d) at r(\d)c(\d)$", done.stdout, re.MULTILINE)
    assert found, done.stdout
    value, row, column = map(int, found.groups())
    forced = (value, 2)  # the cell of column 2 that holds `value`
    same_box = (row - 1) // 3 == (forced[0] - 1) // 3 and (column - 1) // 3 == 0
    assert (row, column) != forced and (column == 2 or row == forced[0] or same_box)


def test_a_dataset_file_of_the_samples_solves_and_matches_every_published_solution(tmp_path: Path) -> None:
    samples = [
        json.loads(line) for line in (Path(__file__).parent / "data" / "janko-sample.jsonl").read_text().splitlines()
    ]
    entries = {r["id"]: {"problem": r["puzzlekit_problem"], "solution": r["puzzlekit_solution"]} for r in samples}
    path = tmp_path / "SkyscraperSudoku_dataset.json"
    path.write_text(json.dumps({"name": "SkyscraperSudoku", "count": len(entries), "data": entries}))
    done = run("solve", str(path), "--json")  # the dataset's name says the type
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in results] == list(entries)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)
