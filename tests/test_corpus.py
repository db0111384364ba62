"""The development corpus (real puzzles with their published solutions), where it sits beside this checkout.

The corpus is not part of the project: it lives in ../shared/corpus next to the clone (SATPUZZLES_CORPUS
names another folder). Without it these tests skip, saying so; under CI=true, where it must be there, they fail.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from satpuzzles import Engine, Status, load, type_of
from satpuzzles.puzzles import get_type
from satpuzzles.typekit.puzzlekit import matches

TYPES = ["skyscrapers", "starbattle", "easyasabc"]


def corpus_folder() -> Path:
    default = Path(__file__).resolve().parents[2] / "shared" / "corpus"
    return Path(os.environ.get("SATPUZZLES_CORPUS", default))


def corpus_file(kind: str) -> Path:
    path = corpus_folder() / f"{kind}.jsonl"
    if not path.is_file():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{path} is missing: CI keeps the corpus beside the clone (or names it in SATPUZZLES_CORPUS)")
        pytest.skip(f"{path} is missing: the development corpus is not beside this checkout (SATPUZZLES_CORPUS)")
    return path


@pytest.mark.parametrize("kind", TYPES)
def test_whole_corpus(kind: str) -> None:
    records = load(corpus_file(kind))
    assert len(records) >= 100 and {type_of(r.puzzle).name for r in records} == {kind}
    with Engine() as engine:
        for record in records:
            result = engine.solve(record.puzzle)
            assert result.status is (Status.UNIQUE if record.unique else Status.MULTIPLE), record.id
            if record.unique:
                assert result.solution == record.solution, record.id
            else:
                assert type_of(record.puzzle).checker.violations(record.puzzle, record.solution) == [], record.id


@pytest.mark.parametrize("kind", TYPES)
def test_puzzlekit_solutions_say_what_the_corpus_says(kind: str) -> None:
    """Our dataset text of each published solution matches the record's `puzzlekit_solution` (token-wise, by
    the type's comparison: one Star Battle record marks a starless cell `h` where the others write `-`)."""
    path = corpus_file(kind)
    codec = get_type(kind).puzzlekit
    assert codec is not None and codec.write_solution is not None
    lines = [line for line in path.read_text().splitlines() if line.strip()]
    for line, record in zip(lines, load(path), strict=True):
        published = json.loads(line)["puzzlekit_solution"]
        assert matches(codec.write_solution(record.puzzle, record.solution), published, codec.compare), record.id


def test_a_missing_corpus_fails_under_ci(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SATPUZZLES_CORPUS", str(tmp_path))
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="is missing: CI keeps the corpus"):
        corpus_file("starbattle")
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception, match="is missing"):
        corpus_file("starbattle")
