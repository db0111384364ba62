"""Dataset files (the puzzlekit dataset's own shape) as batches: `solve`, `check` and `batch solve` read them,
each entry a puzzle under its KEY, compared with its published solution where it has one.

The fixture holds five corpus Skyscrapers: three as published, one whose published solution has two rows
swapped (111_4x4: ours must not match it) and one whose problem lacks a token (101_5x5: unreadable).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from satpuzzles.batch import solve_batch
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import load, loads

FIXTURE = Path(__file__).parent / "fixtures" / "Skyscraper_dataset.json"
MALFORMED = "101_5x5"
WRONG = "111_4x4"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def dataset(**changes: Any) -> dict[str, Any]:
    """The fixture's content with `changes` made; `drop=KEY` leaves an entry out."""
    data = json.loads(FIXTURE.read_text())
    drop = changes.pop("drop", None)
    if drop is not None:
        del data["data"][drop]
    data.update(changes)
    return data


def readable(tmp_path: Path) -> Path:
    path = tmp_path / "readable.json"
    path.write_text(json.dumps(dataset(drop=MALFORMED), indent=1))
    return path


def test_solve_json_gives_every_entry_under_its_key_with_the_published_comparison(tmp_path: Path) -> None:
    done = run("solve", str(readable(tmp_path)), "--type", "skyscrapers", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in results] == ["01_5x5", "09_4x4", "15_4x4", WRONG]
    assert {r["status"] for r in results} == {"unique"}
    assert [r["matches_published"] for r in results] == [True, True, True, False]
    published = dataset()["data"]["01_5x5"]["solution"]
    assert results[0]["puzzlekit_solution"].split() == published.split()


def test_the_dataset_name_says_the_type_and_a_contrary_type_is_refused(tmp_path: Path) -> None:
    path = readable(tmp_path)
    records = load(path)  # no --type: "Skyscraper" is the Skyscrapers dataset
    assert [r.id for r in records] == ["01_5x5", "09_4x4", "15_4x4", WRONG]
    assert records[1].puzzle.diagonal and records[2].puzzle.max_height == 3
    assert records[0].published == dataset()["data"]["01_5x5"]["solution"]
    with pytest.raises(PuzzleError, match="name: the dataset 'Skyscraper' holds skyscrapers puzzles, not starbattle"):
        load(path, type_name="starbattle")
    unnamed = json.dumps(dataset(drop=MALFORMED, name="Mine"))
    assert len(loads(unnamed, type_name="towers")) == 4  # any name, with --type
    with pytest.raises(PuzzleError, match="name: the dataset 'Mine' is no type's puzzlekit dataset: pass --type"):
        loads(unnamed)
    assert len(loads(unnamed, "puzzlekit", "skyscrapers")) == 4  # --format puzzlekit takes dataset files too


def test_a_malformed_entry_stops_solve_with_one_line_naming_the_file_and_the_key() -> None:
    done = run("solve", str(FIXTURE), "--type", "skyscrapers", "--json")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        f"satpuzzles: error: {FIXTURE}: entry '{MALFORMED}' problem, line 7: expected 5 entries, found 4\n"
    )


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ([1, 2], "entry 'k': expected an object with \"problem\", found list"),
        ({"solution": "1 1\n1"}, "entry 'k': expected \"problem\" as puzzlekit text, found None"),
        ({"problem": "4 4 4\n", "solution": 7}, "entry 'k': expected \"solution\" as text, found 7"),
        ({"problem": "4 4 4\n- - - -\n"}, "entry 'k' problem, line 1: expected 4 clue lines and 4 grid lines"),
    ],
)
def test_each_kind_of_bad_entry_is_named(entry: Any, problem: str) -> None:
    with pytest.raises(PuzzleError, match="^" + re.escape(problem)):
        loads(json.dumps({"name": "Skyscraper", "data": {"k": entry}}))


def test_an_empty_dataset_is_an_error_and_a_broken_one_names_its_line() -> None:
    with pytest.raises(PuzzleError, match=r"^data: the dataset holds no puzzles"):
        loads('{"name": "Skyscraper", "data": {}}')
    with pytest.raises(PuzzleError, match=r"^line 3: invalid JSON: Expecting property name"):
        loads('{\n"name": "Skyscraper",\n"data": {"k": 1,}\n}\n')


def test_check_text_output_says_whether_ours_matches_the_published_solution(tmp_path: Path) -> None:
    done = run("check", str(readable(tmp_path)))
    assert done.returncode == 0, done.stderr
    notes = [line for line in done.stdout.splitlines() if "published" in line]
    assert notes == [*["# the published solution: ours matches it"] * 3, "# the published solution: ours differs"]


def test_batch_reads_a_dataset_file_with_the_malformed_entry_as_its_own_failure(tmp_path: Path) -> None:
    output = tmp_path / "results.jsonl"
    summary = solve_batch(FIXTURE, output, workers=0)
    results = {r["id"]: r for r in map(json.loads, output.read_text().splitlines())}
    assert summary.exit_code == 2 and set(results) == {*dataset()["data"]}
    bad = results.pop(MALFORMED)
    assert bad["status"] == "error" and bad["type"] == "skyscrapers"
    assert bad["error"] == f"{FIXTURE}: entry '{MALFORMED}' problem, line 7: expected 5 entries, found 4"
    assert {key: r["matches_published"] for key, r in results.items()} == {
        "01_5x5": True,
        "09_4x4": True,
        "15_4x4": True,
        WRONG: False,
    }
    again = solve_batch(FIXTURE, output, workers=0, resume=True)  # every entry has its record: nothing to do
    assert again.total == again.skipped == 5


def test_batch_refuses_a_dataset_no_type_reads_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(dataset(name="Mine")))
    problem = f"{path}: name: the dataset 'Mine' is no type's puzzlekit dataset: pass --type"
    with pytest.raises(PuzzleError, match="^" + re.escape(problem)):
        solve_batch(path, tmp_path / "results.jsonl", workers=0)
