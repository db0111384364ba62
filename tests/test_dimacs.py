"""DIMACS export, the golden fixtures, reading solver answers, decoding, and the export/decode commands."""

from __future__ import annotations

import gzip
import json
import lzma
import re
import subprocess
import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from pysat.formula import CNF
from pysat.solvers import Solver

from satpuzzles import __version__
from satpuzzles.dimacs import (
    AnswerStatus,
    NoAnswer,
    NoSolution,
    decode_answer,
    export_cnf,
    parse_answer,
    puzzle_cnf,
    read_solution,
    write_output,
)
from satpuzzles.errors import PuzzleError, SatPuzzlesError
from satpuzzles.formats import loads, to_text
from satpuzzles.puzzles import type_of

# the built-in types (installed plugins test themselves)
BUILTIN_TYPES = (
    "skyscrapers",
    "starbattle",
    "easyasabc",
    "minesweeper",
    "sudoku",
    "jigsawsudoku",
    "binairo",
    "norinori",
    "tents",
    "battleship",
    "kakurasu",
    "thermometer",
    "nonogram",
    "dominos",
    "magnets",
    "kakuro",
    "killersudoku",
    "kenken",
    "str8t",
    "slitherlink",
    "masyu",
    "simpleloop",
    "yajilin",
    "shikaku",
    "galaxies",
    "hashi",
    "hakyuu",
    "suguru",
    "numberlink",
    "countryroad",
    "gokigen",
    "fillomino",
)

FIXTURES = Path(__file__).resolve().parents[1] / "cnf_fixtures"
INDEX = json.loads((FIXTURES / "index.json").read_text())["fixtures"]
BY_TYPE = {kind: next(f for f in INDEX if f["type"] == kind) for kind in ("skyscrapers", "starbattle", "easyasabc")}


def puzzle_of(fixture: dict[str, Any]) -> Any:
    return loads(json.dumps(fixture["puzzle"]))[0].puzzle


def solution_of(fixture: dict[str, Any]) -> Any:
    puzzle = puzzle_of(fixture)
    return type_of(puzzle).codec.solution_from_json(puzzle, fixture["solution"])


def pysat_answer(text: str) -> str:
    """Solve DIMACS text in-process and print the answer the way a competition solver does."""
    with Solver(name="cadical195", bootstrap_with=CNF(from_string=text).clauses) as solver:
        if not solver.solve():
            return "s UNSATISFIABLE\n"
        model = solver.get_model()
    lines = [" ".join(["v", *map(str, model[i : i + 10])]) for i in range(0, len(model), 10)]
    return "s SATISFIABLE\n" + "\n".join(lines) + "\nv 0\n"


# --- the golden fixtures ---------------------------------------------------------------------------------


def test_index_covers_every_type_and_the_seeds() -> None:
    assert {f["type"] for f in INDEX} == set(BUILTIN_TYPES)  # installed plugins test themselves
    assert {f["name"].split("-")[1] for f in INDEX} >= {"seed000", "seed003", "seed004", "corpus"}


@pytest.mark.parametrize("fixture", INDEX, ids=[f["name"] for f in INDEX])
def test_export_is_byte_identical_to_the_fixture(fixture: dict[str, Any]) -> None:
    puzzle = puzzle_of(fixture)
    assert export_cnf(puzzle) == (FIXTURES / fixture["cnf"]).read_text()
    blocked = export_cnf(puzzle, blocked=solution_of(fixture))
    assert blocked == (FIXTURES / fixture["uniqueness_cnf"]).read_text()


@pytest.mark.parametrize("fixture", INDEX, ids=[f["name"] for f in INDEX])
def test_fixture_solves_to_its_solution_and_the_uniqueness_query_is_unsat(fixture: dict[str, Any]) -> None:
    puzzle = puzzle_of(fixture)
    answer = parse_answer(pysat_answer((FIXTURES / fixture["cnf"]).read_text()))
    assert decode_answer(puzzle, answer) == solution_of(fixture)
    assert parse_answer(pysat_answer((FIXTURES / fixture["uniqueness_cnf"]).read_text())).status is AnswerStatus.UNSAT


# --- the header ------------------------------------------------------------------------------------------


def decode_with_header_only(text: str, model: set[int]) -> list[list[str]]:
    """Decode a model the way a user's script would: from the `c var` line of the first block alone."""
    line = next(line for line in text.splitlines() if line.startswith("c var "))
    match = re.fullmatch(r"c var (\d+)-(\d+) (\S+) (.*?) : .*", line)
    assert match is not None
    first = int(match[1])
    axes = [axis.split("=") for axis in match[4].split()]
    labels = [value.split(",") if not value.isdigit() else None for _, value in axes]
    dims = [len(lab) if lab is not None else int(value) for lab, (_, value) in zip(labels, axes, strict=True)]
    rows, cols = dims[0], dims[1]
    grid = [["0"] * cols for _ in range(rows)]
    for var in range(first, int(match[2]) + 1):
        if var in model:
            index, offset = [], var - first
            for d in reversed(dims):
                offset, i = divmod(offset, d)
                index.append(i)
            r, c, *value = reversed(index)
            grid[r][c] = labels[2][value[0]] if value else "1"
    return grid


@pytest.mark.parametrize("kind", BY_TYPE)
def test_header_is_enough_to_decode_a_model(kind: str) -> None:
    fixture = BY_TYPE[kind]
    text = (FIXTURES / fixture["cnf"]).read_text()
    answer = parse_answer(pysat_answer(text))
    grid = decode_with_header_only(text, {lit for lit in answer.literals if lit > 0})
    expected = [[str(v) for v in row] for row in fixture["solution"]]
    assert grid == expected


@pytest.mark.parametrize("kind", BY_TYPE)
def test_header_names_version_type_puzzle_and_exact_counts(kind: str) -> None:
    fixture = BY_TYPE[kind]
    text = export_cnf(puzzle_of(fixture))
    comments = [line for line in text.splitlines() if line.startswith("c ")]
    assert comments[0] == f"c satpuzzles {__version__} DIMACS export"
    assert f"c type {kind}" in comments
    assert json.loads(next(c for c in comments if c.startswith("c puzzle "))[len("c puzzle ") :]) == fixture["puzzle"]
    lines = text.splitlines()
    problem = next(i for i, line in enumerate(lines) if line.startswith("p "))
    assert all(line.startswith("c") for line in lines[:problem])  # comments first
    _, _, declared_vars, declared_clauses = lines[problem].split()
    clauses = [[int(t) for t in line.split()] for line in lines[problem + 1 :]]
    assert all(clause[-1] == 0 for clause in clauses)
    assert len(clauses) == int(declared_clauses)
    assert max(abs(lit) for clause in clauses for lit in clause) <= int(declared_vars)
    cnf = puzzle_cnf(puzzle_of(fixture))
    assert int(declared_vars) == cnf.num_vars and int(declared_clauses) == len(cnf.clauses)


def test_every_variable_is_in_exactly_one_map_range() -> None:
    text = (FIXTURES / BY_TYPE["skyscrapers"]["cnf"]).read_text()
    ranges = [tuple(map(int, m.groups())) for m in re.finditer(r"^c (?:var|aux) (\d+)-(\d+) ", text, re.M)]
    declared = int(re.search(r"^p cnf (\d+)", text, re.M)[1])
    assert ranges[0][0] == 1 and ranges[-1][1] == declared
    assert all(a[1] + 1 == b[0] for a, b in pairwise(ranges))


def test_uniqueness_query_ends_with_the_blocking_clause() -> None:
    fixture = BY_TYPE["easyasabc"]
    puzzle, solution = puzzle_of(fixture), solution_of(fixture)
    text = export_cnf(puzzle, blocked=solution)
    assert f"c blocked {json.dumps(fixture['solution'], separators=(',', ':'))}" in text
    template = type_of(puzzle).compiler.compile(puzzle, "auto")
    last = [int(t) for t in text.splitlines()[-1].split()]
    assert last == [*(-lit for lit in template.solution_literals(solution)), 0]


# --- writing files ---------------------------------------------------------------------------------------


def test_compressed_outputs_are_byte_identical_and_atomic(tmp_path: Path) -> None:
    text = (FIXTURES / BY_TYPE["starbattle"]["cnf"]).read_text()
    write_output(str(tmp_path / "a.cnf.gz"), text)
    first = (tmp_path / "a.cnf.gz").read_bytes()
    write_output(str(tmp_path / "a.cnf.gz"), text)
    assert (tmp_path / "a.cnf.gz").read_bytes() == first
    assert gzip.decompress(first).decode() == text
    write_output(str(tmp_path / "a.cnf.xz"), text)
    assert lzma.decompress((tmp_path / "a.cnf.xz").read_bytes()).decode() == text
    write_output(str(tmp_path / "a.cnf"), text)
    assert (tmp_path / "a.cnf").read_text() == text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.cnf", "a.cnf.gz", "a.cnf.xz"]  # no temporaries left


def test_output_errors_are_one_line(tmp_path: Path) -> None:
    puzzle_file = tmp_path / "p.json"
    puzzle_file.write_text("{}")
    with pytest.raises(SatPuzzlesError, match="refusing to overwrite an input"):
        write_output(str(puzzle_file), "x", inputs=[str(puzzle_file)])
    assert puzzle_file.read_text() == "{}"
    with pytest.raises(SatPuzzlesError, match="cannot write"):
        write_output(str(tmp_path / "missing" / "a.cnf"), "x")


# --- reading answers -------------------------------------------------------------------------------------

COMPETITION = """c kissat banner
v 1 -2
c a comment between value lines
s SATISFIABLE
v 3
v -4 0
"""


@pytest.mark.parametrize(
    ("text", "status", "literals"),
    [
        (COMPETITION, AnswerStatus.SAT, (1, -2, 3, -4)),
        ("s UNSATISFIABLE\n", AnswerStatus.UNSAT, ()),
        ("c stopped\ns UNKNOWN\n", AnswerStatus.UNKNOWN, ()),
        ("SAT\n1 -2 3 0\n", AnswerStatus.SAT, (1, -2, 3)),
        ("UNSAT\n", AnswerStatus.UNSAT, ()),
        ("INDET\n", AnswerStatus.UNKNOWN, ()),
        ("1 -2\n3 0\n", AnswerStatus.SAT, (1, -2, 3)),
        ("c just the true ones\n5 7\n", AnswerStatus.SAT, (5, 7)),
        ("v 2 0\n", AnswerStatus.SAT, (2,)),
    ],
    ids=["competition", "unsat", "unknown", "minisat-sat", "minisat-unsat", "minisat-indet", "bare", "bare-open", "v"],
)
def test_parse_answer(text: str, status: AnswerStatus, literals: tuple[int, ...]) -> None:
    answer = parse_answer(text)
    assert answer.status is status and answer.literals == literals


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the answer is empty"),
        ("s SATISFIABLE\nv 1 2\n", "does not end with 0"),
        ("s SATISFIABLE\n", "prints no model"),
        ("s SATISFIABLE\ns UNSATISFIABLE\n", "line 2: the output has contradicting s lines"),
        ("s MAYBE\n", "line 1: unknown solver status 'MAYBE'"),
        ("s SATISFIABLE\nv 1 x 0\n", "line 2: expected a literal"),
        ("1 -1 0\n", "line 1: variable 1 is listed both true and false"),
        ("1 0\n2\n", "line 2: literal 2 after the closing 0 of line 1"),
        ("SAT\n1 2\n", "MiniSat's model does not end with 0"),
        ("hello world\n", "line 1: expected a literal"),
    ],
)
def test_parse_answer_errors(text: str, message: str) -> None:
    with pytest.raises(PuzzleError) as error:
        parse_answer(text)
    assert message in str(error.value)


def test_a_solvers_own_style_is_required_when_named() -> None:
    with pytest.raises(PuzzleError, match="line 1: expected SAT, UNSAT or INDET, found 'hello'"):
        parse_answer("hello\n1 0\n", "minisat")
    with pytest.raises(PuzzleError, match="no s line and no v lines"):
        parse_answer("c parsing\n1 2 0\n", "competition")
    assert parse_answer("SAT 1 -2 0", "minisat").literals == (1, -2)


# --- decoding --------------------------------------------------------------------------------------------


def test_decode_verdicts_for_unsat_and_unknown() -> None:
    puzzle = puzzle_of(BY_TYPE["starbattle"])
    with pytest.raises(NoSolution, match="UNSATISFIABLE"):
        decode_answer(puzzle, parse_answer("UNSAT"))
    with pytest.raises(NoAnswer, match="no answer"):
        decode_answer(puzzle, parse_answer("s UNKNOWN"))


def test_decode_partial_model_of_true_cell_literals() -> None:
    fixture = BY_TYPE["starbattle"]
    puzzle, solution = puzzle_of(fixture), solution_of(fixture)
    n = len(solution)
    stars = [r * n + c + 1 for r in range(n) for c in range(n) if solution[r][c]]  # the map says star = 1 + r*n + c
    assert decode_answer(puzzle, parse_answer(" ".join(map(str, stars)))) == solution


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda lits: [-lits[0], *lits[1:]], "falsifies clause"),
        (lambda lits: [*lits, 10**6], "sets variable 1000000, but this puzzle's CNF has"),
    ],
    ids=["flipped", "beyond"],
)
def test_decode_rejects_a_model_of_another_formula(change: Any, message: str) -> None:
    fixture = BY_TYPE["skyscrapers"]
    puzzle = puzzle_of(fixture)
    literals = list(parse_answer(pysat_answer((FIXTURES / fixture["cnf"]).read_text())).literals)
    with pytest.raises(PuzzleError, match=message):
        decode_answer(puzzle, parse_answer(" ".join(map(str, change(literals)))))


def test_decode_rejects_partial_models_that_break_the_rules_or_leave_cells_empty() -> None:
    with pytest.raises(PuzzleError, match="breaks the rules"):
        decode_answer(puzzle_of(BY_TYPE["starbattle"]), parse_answer("-1"))  # no stars at all
    for kind in ("easyasabc", "skyscrapers"):
        with pytest.raises(PuzzleError, match="gives some cell no value"):
            decode_answer(puzzle_of(BY_TYPE[kind]), parse_answer("-1"))


def test_read_solution_accepts_every_form_and_rejects_non_solutions() -> None:
    fixture = BY_TYPE["easyasabc"]
    puzzle, solution = puzzle_of(fixture), solution_of(fixture)
    record = dict(fixture["puzzle"], solution=fixture["solution"])
    answer = pysat_answer((FIXTURES / fixture["cnf"]).read_text())
    for text in (json.dumps(fixture["solution"]), json.dumps(record), to_text(puzzle, solution), answer):
        assert read_solution(puzzle, text) == solution
    wrong = [row[::-1] for row in fixture["solution"]]
    with pytest.raises(PuzzleError, match="not a solution of this puzzle"):
        read_solution(puzzle, json.dumps(wrong))
    with pytest.raises(PuzzleError, match="expected one solved board"):
        read_solution(puzzle, json.dumps(fixture["puzzle"]))


# --- the commands ----------------------------------------------------------------------------------------


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "satpuzzles", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120)


@pytest.fixture
def puzzle_file(tmp_path: Path) -> Path:
    path = tmp_path / "puzzle.json"
    path.write_text(json.dumps(BY_TYPE["easyasabc"]["puzzle"]))
    return path


def test_export_command_writes_files_and_stdout(puzzle_file: Path, tmp_path: Path) -> None:
    expected = (FIXTURES / BY_TYPE["easyasabc"]["cnf"]).read_text()
    assert run("export", str(puzzle_file), "-o", str(tmp_path / "out.cnf")).returncode == 0
    assert (tmp_path / "out.cnf").read_text() == expected
    shown = run("export", str(puzzle_file), "-o", "-")
    assert shown.returncode == 0 and shown.stdout == expected
    unique = run("export", str(puzzle_file), "--unique", "-o", str(tmp_path / "u.cnf.gz"))
    assert unique.returncode == 0
    expected_query = (FIXTURES / BY_TYPE["easyasabc"]["uniqueness_cnf"]).read_text()
    assert gzip.decompress((tmp_path / "u.cnf.gz").read_bytes()).decode() == expected_query


def test_decode_command_round_trip_and_exit_codes(puzzle_file: Path, tmp_path: Path) -> None:
    model = tmp_path / "model.txt"
    model.write_text(pysat_answer((FIXTURES / BY_TYPE["easyasabc"]["cnf"]).read_text()))
    decoded = run("decode", str(puzzle_file), str(model), "--json")
    assert decoded.returncode == 0
    assert json.loads(decoded.stdout) == {"status": "solved", "solution": BY_TYPE["easyasabc"]["solution"]}
    query = run("export", str(puzzle_file), "--uniqueness-query", str(model))
    assert query.returncode == 0
    unsat = run("decode", str(puzzle_file), "-", stdin=pysat_answer(query.stdout))
    assert unsat.returncode == 3 and "UNSATISFIABLE" in unsat.stdout
    assert run("decode", str(puzzle_file), "-", stdin="INDET\n").returncode == 4
    bad = run("decode", str(puzzle_file), "-", stdin="1 2 3 0\n")
    assert bad.returncode == 2
    assert bad.stderr.startswith("satpuzzles: error: <stdin>: the model falsifies clause")
    assert "Traceback" not in bad.stderr and bad.stderr.count("\n") == 1


def test_command_errors_are_one_line(puzzle_file: Path, tmp_path: Path) -> None:
    both = run("export", str(puzzle_file), "--unique", "--uniqueness-query", str(puzzle_file))
    assert both.returncode == 2 and "not both" in both.stderr
    not_solved = run("export", str(puzzle_file), "--uniqueness-query", str(puzzle_file))
    assert not_solved.returncode == 2 and str(puzzle_file) in not_solved.stderr
    many = tmp_path / "many.jsonl"
    many.write_text("\n".join(json.dumps(dict(f["puzzle"], id=f["name"])) for f in INDEX[:2]) + "\n")
    assert "pick one with --id" in run("export", str(many)).stderr
    picked = run("export", str(many), "--id", INDEX[1]["name"])
    assert picked.returncode == 0 and picked.stdout == (FIXTURES / INDEX[1]["cnf"]).read_text()
    unsat = tmp_path / "unsat.json"
    unsat.write_text(json.dumps({"type": "easyasabc", "size": 3, "letters": "AB", "top": "AA.", "bottom": "AA."}))
    nothing = run("export", str(unsat), "--unique")
    assert nothing.returncode == 3 and "nothing to block" in nothing.stderr
