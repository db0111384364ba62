"""The `auto` backend: each puzzle type on its preferred solver, explicit names untouched, limits and Ctrl-C."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from readiness import interrupt, start_until
from test_cli import hard_puzzle

import satpuzzles
from satpuzzles import DEFAULT_BACKEND, Engine, Status, load, puzzle_to_json, type_of
from satpuzzles.errors import BackendError
from satpuzzles.puzzles.skyscrapers import Skyscrapers
from satpuzzles.puzzles.starbattle import StarBattle
from satpuzzles.solving import Session, search

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"
# What auto picks for the bundled examples (the Star Battle one is 10x10 with 2 stars: gluecard4, native).
PICKS = {"skyscrapers": "minisat22", "easyasabc": "minisat22", "starbattle": "minicard"}


def examples() -> dict[str, Any]:
    """One bundled example puzzle per type, by type name."""
    puzzles = [record.puzzle for path in sorted(EXAMPLES.glob("*.txt")) for record in load(path)]
    return {type_of(puzzle).name: puzzle for puzzle in puzzles}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_auto_is_the_default_and_opens_each_type_on_its_preferred_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []

    class Recording(Session):
        def __init__(self, backend: str, *rest: Any) -> None:
            opened.append(backend)
            super().__init__(backend, *rest)

    monkeypatch.setattr(search, "Session", Recording)
    puzzles = examples()
    assert DEFAULT_BACKEND == "auto" and set(puzzles) == set(PICKS)
    with Engine() as engine:
        for name, puzzle in puzzles.items():
            assert engine.solve(puzzle).status is Status.UNIQUE
            assert opened[-1] == engine.backend_for(puzzle) == PICKS[name]
        big = StarBattle(26, 1, tuple(tuple([r] * 26) for r in range(26)))  # one region per row
        assert engine.solver_for(big) == ("minicard", "native")
        assert engine.solver_for(puzzles["starbattle"]) == ("minicard", "native")
        three = StarBattle(14, 3, tuple(tuple([r] * 14) for r in range(14)))
        assert engine.solver_for(three) == ("gluecard4", "native")
    with Engine("auto", "seqcounter") as engine:  # an explicit encoding is kept
        assert engine.solver_for(three) == ("gluecard4", "seqcounter")


@pytest.mark.parametrize(
    ("asked", "canonical"), [("cadical195", "cadical195"), ("m22", "minisat22"), ("g4", "glucose4")]
)
def test_explicit_backends_solve_every_type_themselves(asked: str, canonical: str) -> None:
    with Engine(asked) as engine:
        assert engine.backend == canonical
        for puzzle in examples().values():
            assert engine.backend_for(puzzle) == canonical


def test_auto_under_the_native_encoding_takes_a_solver_with_native_constraints() -> None:
    puzzles = examples()
    with Engine("auto", "native") as engine:
        picked = {name: engine.backend_for(p) for name, p in puzzles.items()}
        assert picked == dict.fromkeys(PICKS, "minicard")  # Star Battle's own pick is native
        assert engine.solve(puzzles["skyscrapers"]).status is Status.UNIQUE
    with pytest.raises(BackendError, match="no native cardinality constraints"):
        Engine("cadical195", "native")


def test_backends_command_lists_auto_with_its_picks() -> None:
    listed = {info["name"]: info for info in json.loads(run("backends", "--json").stdout)}
    assert listed["auto"]["usable"]
    note = listed["auto"]["note"]
    assert "skyscrapers minisat22" in note and "easyasabc minisat22" in note
    assert "starbattle --encoding native: gluecard4 at 10x10 to 17x17 with 3+ stars, minicard otherwise" in note
    (line,) = [line for line in run("backends").stdout.splitlines() if line.startswith("auto ")]
    assert "(default)" in line


def test_a_skyscrapers_timeout_under_auto_stops_the_search_and_leaves_the_session_usable() -> None:
    puzzle = hard_puzzle(21)
    with Engine() as engine:
        engine.template(puzzle)  # compile first: the limit below is all search
        result = engine.solve(puzzle, timeout=0.5)
        # Stopped in the search (conflicts counted), by the interrupt of an in-process MiniSat.
        assert result.status is Status.TIMEOUT and result.stats.conflicts > 0
        assert engine.backend_for(puzzle) == "minisat22"
        # The interrupted solver takes the next question of the same shape: it was stopped, not broken.
        blank = Skyscrapers(21, *([(0,) * 21] * 4))
        assert engine.solve(blank, first=True, timeout=600).status is Status.SOLVED
        assert engine.solve(blank, first=True).status is Status.SOLVED


def test_ctrl_c_under_a_time_limit_exits_130(tmp_path: Path) -> None:
    path = tmp_path / "hard.json"
    path.write_text(json.dumps(puzzle_to_json(hard_puzzle())))
    process = start_until(["solve", str(path), "--timeout", "60"], f"solving {path}")
    assert interrupt(process) == (130, ["satpuzzles: interrupted"])


def test_generation_and_grades_under_auto_stay_on_cadical195() -> None:
    def made(backend: str) -> list[dict[str, Any]]:
        made = satpuzzles.generate("skyscrapers", 5, count=2, seed=4, backend=backend, graded=True)
        return [p.to_json() for p in made]

    assert made("auto") == made("cadical195")
    puzzle = examples()["skyscrapers"]
    assert satpuzzles.grade(puzzle) == satpuzzles.grade(puzzle, backend="cadical195")
