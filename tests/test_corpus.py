"""The development corpus (real puzzles with their published solutions), where it sits beside this checkout.

The corpus is not part of the project: it lives in ../shared/corpus next to the clone (SATPUZZLES_CORPUS
names another folder). Without it these tests skip, saying so; under CI=true, where it must be there, they fail.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from satpuzzles import Engine, Status, load, type_of

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


def test_a_missing_corpus_fails_under_ci(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SATPUZZLES_CORPUS", str(tmp_path))
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="is missing: CI keeps the corpus"):
        corpus_file("starbattle")
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception, match="is missing"):
        corpus_file("starbattle")
