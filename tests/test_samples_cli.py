"""Every registered type's samples through the command line, end to end, in-process (satpuzzles.cli.run).

tests/test_samples.py checks the library (solving, format round-trips); this runs the commands a user
would: `solve --json` (with `puzzlekit_solution` where the type writes puzzlekit's solution text),
`check`, `export` then the exported DIMACS solved in-process and read back by `decode`, `export
--uniqueness-query` (the exact formula with the solution blocked has no model), `render --solution`, and
`explain` / `steps` where the type has an explainer / a stepper. A new type's own tests then need only
its type-specific checks.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from pysat.formula import CNF
from pysat.solvers import Solver

from satpuzzles.cli import run
from satpuzzles.puzzles import all_types
from satpuzzles.typekit.samples import Sample
from satpuzzles.typekit.spec import PuzzleSpec

CASES = [
    pytest.param(kind, sample, id=f"{kind.name}: {sample.name}") for kind in all_types() for sample in kind.samples
]


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """Exit code and stdout of one command line; a failure's stderr is in the assertion message."""
    code = run(list(args))
    captured = capsys.readouterr()
    assert code in (0, 1), f"satpuzzles {' '.join(args)} exited {code}: {captured.err}"
    return code, captured.out


def one_json(out: str) -> dict[str, Any]:
    lines = [line for line in out.splitlines() if line.strip()]
    assert len(lines) == 1, out
    data: dict[str, Any] = json.loads(lines[0])
    return data


@pytest.fixture
def puzzle_file(tmp_path: Path, sample: Sample) -> Path:
    path = tmp_path / "puzzle.txt"
    path.write_text(sample.text)
    return path


@pytest.mark.parametrize(("kind", "sample"), CASES)
def test_solve_and_check(
    capsys: pytest.CaptureFixture[str], kind: PuzzleSpec[Any, Any], sample: Sample, puzzle_file: Path
) -> None:
    code, out = cli(capsys, "solve", str(puzzle_file), "--json")
    solved = one_json(out)
    assert code == 0 and solved["status"] == "unique" and solved["solution"] == sample.solution
    codec = kind.puzzlekit
    if codec is not None and codec.write_solution is not None:
        puzzle, _ = kind.text.read(sample.text)
        expected = codec.write_solution(puzzle, kind.codec.solution_from_json(puzzle, sample.solution))
        assert solved["puzzlekit_solution"] == expected
    code, out = cli(capsys, "check", str(puzzle_file), "--json")
    assert code == 0 and one_json(out)["status"] == "unique"


@pytest.mark.parametrize(("kind", "sample"), CASES)
def test_export_solved_in_process_decodes_to_the_solution(
    capsys: pytest.CaptureFixture[str], kind: PuzzleSpec[Any, Any], sample: Sample, puzzle_file: Path, tmp_path: Path
) -> None:
    cnf_file = tmp_path / "puzzle.cnf"
    assert cli(capsys, "export", str(puzzle_file), "-o", str(cnf_file))[0] == 0
    with Solver(name="cadical153", bootstrap_with=CNF(from_file=str(cnf_file)).clauses) as solver:
        assert solver.solve()
        model = solver.get_model() or []
    answer = tmp_path / "answer.txt"
    answer.write_text("s SATISFIABLE\nv " + " ".join(map(str, model)) + " 0\n")
    code, out = cli(capsys, "decode", str(puzzle_file), str(answer), "--json")
    assert code == 0 and one_json(out)["solution"] == sample.solution
    # the exported formula is exact: with this solution blocked it has no model
    solution_file = tmp_path / "solution.json"
    solution_file.write_text(json.dumps(sample.solution))
    query = tmp_path / "query.cnf"
    cli(capsys, "export", str(puzzle_file), "--uniqueness-query", str(solution_file), "-o", str(query))
    with Solver(name="cadical153", bootstrap_with=CNF(from_file=str(query)).clauses) as solver:
        assert not solver.solve()


@pytest.mark.parametrize(("kind", "sample"), CASES)
def test_render_draws_the_solution(
    capsys: pytest.CaptureFixture[str], kind: PuzzleSpec[Any, Any], sample: Sample, puzzle_file: Path, tmp_path: Path
) -> None:
    picture = tmp_path / "puzzle.svg"
    assert cli(capsys, "render", str(puzzle_file), "--solution", "-o", str(picture))[0] == 0
    assert ET.fromstring(picture.read_text()).tag.endswith("svg")


# explain and steps are the slow ones: each type's first sample only
FIRST_SAMPLES = [
    pytest.param(kind, kind.samples[0], id=f"{kind.name}: {kind.samples[0].name}")
    for kind in all_types()
    if kind.samples
]


@pytest.mark.parametrize(("kind", "sample"), FIRST_SAMPLES)
def test_explain_and_steps(
    capsys: pytest.CaptureFixture[str], kind: PuzzleSpec[Any, Any], sample: Sample, puzzle_file: Path
) -> None:
    if kind.explainer is None and kind.stepper is None:
        pytest.skip(f"{kind.name} has neither an explainer nor a stepper")
    if kind.explainer is not None:
        code, out = cli(capsys, "explain", str(puzzle_file), "--json")
        assert code == 0 and one_json(out)["status"] == "unique"
    if kind.stepper is not None:
        code, out = cli(capsys, "steps", str(puzzle_file), "--json")
        path = one_json(out)
        assert code == 0 and path["status"] == "unique" and path["complete"] and path["steps"]
