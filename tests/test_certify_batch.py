"""--certify in generate and in batch solve/generate: each unique record gets a verified bundle, named apart.

A batch's certification failure is that record's failure, and a resumed batch keeps a bundle that
still verifies (the same folder, not rewritten) while replacing one that does not.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import satpuzzles.certify.bundle as bundle_module
from satpuzzles.batch import generate_batch, solve_batch
from satpuzzles.batch.certifying import CertifySettings
from satpuzzles.certify import CheckVerdict, verify_bundle
from satpuzzles.certify.files import PROOF

UNIQUE = {
    "type": "skyscrapers",
    "size": 5,
    "top": [0, 3, 3, 0, 0],
    "bottom": [0, 2, 2, 2, 1],
    "left": [1, 4, 3, 2, 0],
    "right": [3, 2, 3, 0, 1],
}
SEVERAL = UNIQUE | {"top": [5, 0, 0, 0, 0], "bottom": [0] * 5, "left": [0] * 5, "right": [0] * 5}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=300)


def records(path: Path) -> dict[str, dict[str, Any]]:
    return {record["id"]: record for record in map(json.loads, path.read_text().splitlines())}


@pytest.fixture
def puzzles(tmp_path: Path) -> Path:
    lines = [UNIQUE | {"id": "a/1"}, UNIQUE | {"id": "a_1"}, SEVERAL | {"id": "two"}]
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines) + "not json\n")
    return path


def test_batch_solve_certifies_each_unique_record(puzzles: Path, tmp_path: Path) -> None:
    out, folder = tmp_path / "out.jsonl", tmp_path / "certs"
    summary = solve_batch(puzzles, out, workers=0, certify=CertifySettings(folder, "glucose42"))
    assert summary.counts == {"unique": 2, "multiple": 1, "error": 1}
    found = records(out)
    assert found["a_1"]["certificate"] == str(folder / "a_1")
    assert found["a/1"]["certificate"].startswith(str(folder / "a_1-"))  # two ids, two folders
    assert "certificate" not in found["two"]
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        Path(found[i]["certificate"]).name for i in ("a_1", "a/1")
    )
    for bundle in folder.iterdir():
        verified = verify_bundle(bundle)
        assert verified.solver == "glucose42"


def test_resumed_batch_keeps_a_verified_bundle_and_replaces_a_broken_one(puzzles: Path, tmp_path: Path) -> None:
    out, folder = tmp_path / "out.jsonl", tmp_path / "certs"
    settings = CertifySettings(folder, "cadical153")
    solve_batch(puzzles, out, workers=0, certify=settings)
    kept, broken = folder / "a_1", Path(records(out)["a/1"]["certificate"])
    with (broken / PROOF).open("a") as proof:
        proof.write("1 0\n")
    before = kept.stat().st_ino
    out.write_text("")  # as if the run was stopped before recording any result
    solve_batch(puzzles, out, workers=0, certify=settings, resume=True)
    assert kept.stat().st_ino == before  # the same folder: not proved and written again
    verify_bundle(broken)  # rewritten: it verifies again


def test_failed_certification_is_the_records_internal_failure(
    puzzles: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bundle_module, "check_refutation", lambda *_: CheckVerdict(False, "planted rejection", 0.0))
    out = tmp_path / "out.jsonl"
    summary = solve_batch(puzzles, out, workers=0, certify=CertifySettings(tmp_path / "certs", "cadical153"))
    found = records(out)
    assert found["a_1"]["status"] == "internal" and "planted rejection" in found["a_1"]["error"]
    assert found["two"]["status"] == "multiple"  # not unique: nothing to certify, nothing failed
    assert summary.exit_code == 5
    assert not any((tmp_path / "certs").glob("*/certificate.json"))


def test_batch_generate_certifies_every_puzzle(tmp_path: Path) -> None:
    out, folder = tmp_path / "made.jsonl", tmp_path / "certs"
    generate_batch("starbattle", 5, out, count=2, seed=4, workers=0, certify=CertifySettings(folder, "cadical153"))
    for record in records(out).values():
        assert Path(record["certificate"]) == folder / record["id"]
        assert verify_bundle(folder / record["id"]).puzzle_id == record["id"]


def test_cli_generate_and_batch_generate_certify(tmp_path: Path) -> None:
    made = run("generate", "skyscrapers", "--size", "4", "--seed", "1", "--certify", str(tmp_path / "one"))
    assert made.returncode == 0, made.stderr
    [bundle] = (tmp_path / "one").iterdir()
    assert bundle.name == json.loads(made.stdout)["id"]
    assert run("verify", str(bundle)).returncode == 0
    options = ("--size", "4", "--count", "2", "--seed", "1", "-w", "0", "--proof-solver", "glucose4")
    batch = run(
        "batch", "generate", "easyasabc", *options, "-o", str(tmp_path / "b.jsonl"), "--certify", str(tmp_path / "b")
    )
    assert batch.returncode == 0, batch.stderr
    assert len(list((tmp_path / "b").iterdir())) == 2
    assert run("verify", str(tmp_path / "b")).returncode == 0


def test_cli_batch_solve_refuses_a_certify_file(puzzles: Path, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    result = run("batch", "solve", str(puzzles), "-o", str(tmp_path / "o.jsonl"), "--certify", str(tmp_path / "file"))
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "--certify needs a directory" in result.stderr
