"""explain against brute force: on small puzzles (4x4, 5x5) every grid of the rules is listed in Python,
and forced cells, the closest pair's distance, the full fixes and redundant sets and every conflict's
minimality are compared with what that enumeration says."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from functools import cache
from itertools import combinations, permutations
from typing import Any

import pytest

from satpuzzles import explain
from satpuzzles.deadline import Deadline
from satpuzzles.errors import PuzzleError
from satpuzzles.explain import explain_with, explanation_json, parts
from satpuzzles.explain.kept import KeptSessions
from satpuzzles.puzzles import type_of
from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.puzzles.easyasabc.rules import first_letter
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit.grid import SIDES, line_cells
from satpuzzles.typekit.visibility import seen_from


@cache
def grids(line: tuple[Any, ...]) -> list[tuple[tuple[Any, ...], ...]]:
    """Every square grid whose rows and columns each hold the multiset `line`."""
    n, need = len(line), Counter(line)
    rows = sorted(set(permutations(line)))
    found: list[tuple[tuple[Any, ...], ...]] = []

    def extend(chosen: list[tuple[Any, ...]]) -> None:
        if len(chosen) == n:
            found.append(tuple(chosen))
            return
        for row in rows:
            if all(sum(r[c] == row[c] for r in chosen) < need[row[c]] for c in range(n)):
                extend([*chosen, row])

    extend([])
    return found


def star_grids(n: int) -> list[tuple[tuple[int, ...], ...]]:
    """One star per row and column, no two touching (diagonally adjacent rows)."""
    return [
        tuple(tuple(int(c == p[r]) for c in range(n)) for r in range(n))
        for p in permutations(range(n))
        if all(abs(p[r] - p[r + 1]) > 1 for r in range(n - 1))
    ]


def universe(puzzle: Any) -> list[Any]:
    if isinstance(puzzle, Skyscrapers):
        return grids(tuple([0] * puzzle.parks + list(range(1, puzzle.max_height + 1))))
    if isinstance(puzzle, EasyAsABC):
        return [tuple("".join(row) for row in g) for g in grids(tuple(puzzle.letters + "-" * puzzle.blanks))]
    return star_grids(puzzle.size)


def solutions(puzzle: Any) -> list[Any]:
    kind = type_of(puzzle)
    return [g for g in universe(puzzle) if not kind.checker.violations(puzzle, g)]


def distance(a: Any, b: Any) -> int:
    return sum(x != y for ra, rb in zip(a, b, strict=True) for x, y in zip(ra, rb, strict=True))


def skyscrapers(rng: random.Random, n: int, parks: int) -> Skyscrapers:
    g = rng.choice(grids(tuple([0] * parks + list(range(1, n - parks + 1)))))
    clues = {s: tuple(seen_from(g, s, i) if rng.random() < 0.4 else 0 for i in range(n)) for s in SIDES}
    givens = tuple(tuple(g[r][c] if rng.random() < 0.1 else None for c in range(n)) for r in range(n))
    return Skyscrapers(size=n, max_height=n - parks, givens=givens, **clues)


def abc(rng: random.Random, n: int, letters: str) -> EasyAsABC:
    g = rng.choice(universe(EasyAsABC(n, letters, *["." * n] * 4)))
    clues = {
        s: "".join(
            (first_letter([g[r][c] for r, c in line_cells(s, i, n)]) or ".") if rng.random() < 0.4 else "."
            for i in range(n)
        )
        for s in SIDES
    }
    givens = tuple("".join(g[r][c] if rng.random() < 0.1 else "." for c in range(n)) for r in range(n))
    return EasyAsABC(size=n, letters=letters, givens=givens, **clues)


def starbattle(rng: random.Random, n: int) -> StarBattle:
    """Regions grown from n random seeds (connected by construction)."""
    while True:
        regions = [[-1] * n for _ in range(n)]
        frontier = []
        for k, (r, c) in enumerate(rng.sample([(r, c) for r in range(n) for c in range(n)], n)):
            regions[r][c] = k
            frontier.append((r, c))
        while frontier:
            r, c = frontier.pop(rng.randrange(len(frontier)))
            for q, d in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= q < n and 0 <= d < n and regions[q][d] == -1:
                    regions[q][d] = regions[r][c]
                    frontier.append((q, d))
        return StarBattle(n, 1, tuple(tuple(row) for row in regions))


def unsat_variant(rng: random.Random, puzzle: Any) -> Any | None:
    """The puzzle with one clue changed so that it has no solution (None if no such change was found)."""
    explainer = type_of(puzzle).explainer(puzzle, "auto", None)
    clues = [h for h in explainer.removable() if "side" in h.json]
    rng.shuffle(clues)
    for hint in clues:
        for value in explainer.clue_values():
            if value != hint.json["value"]:
                changed = explainer.with_hint(explainer.clue(hint.json["side"], hint.json["index"], value))
                if not solutions(changed):
                    return changed
    return None


def puzzles() -> list[Any]:
    rng = random.Random(15)
    found = [skyscrapers(rng, 4, 0) for _ in range(6)] + [skyscrapers(rng, 4, 1) for _ in range(2)]
    found += [abc(rng, 4, "ABC") for _ in range(6)] + [abc(rng, 4, "AB") for _ in range(2)]
    found += [starbattle(rng, 5) for _ in range(8)]
    for group in (found[:8], found[8:16]):
        found += [p for p in (unsat_variant(rng, q) for q in group) if p is not None][:3]
    return found


KEPT = KeptSessions()  # shared by the "kept" runs: a shape's session serves every later puzzle of that shape


def explained(puzzle: Any, kept: KeptSessions | None = None) -> Any:
    """explain() on a fresh session, or on one lent by `kept` (as the web console does)."""
    if kept is None:
        return explain(puzzle)
    with Engine() as engine:
        return explain_with(engine, puzzle, kept=kept)


@pytest.mark.parametrize("kept", [None, KEPT], ids=["fresh", "kept"])
@pytest.mark.parametrize("puzzle", puzzles(), ids=lambda p: type_of(p).name)
def test_explain_matches_brute_force(puzzle: Any, kept: KeptSessions | None) -> None:
    kind = type_of(puzzle)
    all_solutions = solutions(puzzle)
    e = explained(puzzle, kept)
    assert e.finished and e.stats.rechecks >= len(e.fixes) + len(e.redundant) + len(e.conflicts)
    expected = {0: Status.UNSAT, 1: Status.UNIQUE}.get(len(all_solutions), Status.MULTIPLE)
    assert e.status is expected
    json.dumps(explanation_json(None, e))  # every part is JSON
    explainer = kind.explainer(puzzle, "auto", None)
    if expected is Status.MULTIPLE:
        n = len(all_solutions[0])
        forced = [
            [all_solutions[0][r][c] if len({s[r][c] for s in all_solutions}) == 1 else None for c in range(n)]
            for r in range(n)
        ]
        assert e.forced == forced
        assert e.closest is not None and all(s in all_solutions for s in e.closest)
        assert len(e.differences) == min(distance(a, b) for a, b in combinations(all_solutions, 2))
        oracle = {}
        for hint in explainer.candidates():
            try:
                changed = explainer.with_hint(hint)
            except PuzzleError:
                continue  # e.g. a height given twice in a line: no solution, no fix
            # A clue or given only narrows the puzzle's solutions; a region move can change them.
            pool = universe(puzzle) if "region" in hint.json else all_solutions
            left = [s for s in pool if not kind.checker.violations(changed, s)]
            if len(left) == 1:
                oracle[hint.key] = left[0]
        assert {fix.hint.key: fix.solution for fix in e.fixes} == oracle
    elif expected is Status.UNIQUE:
        assert e.forced == [list(row) for row in all_solutions[0]]
        oracle = [h.key for h in explainer.removable() if len(solutions(explainer.without(h))) == 1]
        assert [h.key for h in e.redundant] == oracle
        assert e.fixes == [] and e.closest is None and e.conflicts == []
    else:
        assert e.conflicts and e.forced is None
        used: set[Any] = set()
        for conflict in e.conflicts:
            keys = {part.key for part in conflict}
            assert not keys & used
            used |= keys
            only = explainer.only(conflict)
            if only is not None:
                assert not solutions(only)
                assert all(solutions(explainer.only([p for p in conflict if p is not q])) for q in conflict)


@pytest.mark.parametrize("puzzle", [p for p in puzzles() if len(solutions(p)) > 1], ids=lambda p: type_of(p).name)
def test_closest_on_the_second_copy_matches_brute_force(puzzle: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # The shortcuts (a pair 4 apart, listing few solutions) off: the second copy must prove the fewest itself.
    monkeypatch.setattr(parts, "FEWEST_WITH_LINES", 1)
    monkeypatch.setattr(parts, "ENUMERATE_UP_TO", 0)
    found = solutions(puzzle)
    e = explain(puzzle)
    assert e.finished and e.closest is not None and all(s in found for s in e.closest)
    assert len(e.differences) == min(distance(a, b) for a, b in combinations(found, 2))


def test_star_battle_conflicts_name_rows_columns_and_regions() -> None:
    # Region 0 is one cell in the corner, region 1 the cell next to it: their stars would touch.
    regions = ((0, 1, 2, 2, 2), (2, 2, 2, 2, 2), (3, 3, 3, 3, 3), (4, 4, 4, 4, 4), (4, 4, 4, 4, 4))
    e = explain(StarBattle(5, 1, regions))
    assert e.status is Status.UNSAT and e.finished
    assert sorted(json.dumps(p.json) for p in e.conflicts[0]) == ['{"region": 0}', '{"region": 1}']


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "satpuzzles", "explain", *args], input=stdin, capture_output=True, text=True, timeout=120
    )


def test_cli_json_has_every_key_and_exit_code_by_status(tmp_path: Any) -> None:
    several = {
        "type": "skyscrapers",
        "size": 4,
        "top": [4, 0, 0, 0],
        "bottom": [0, 0, 0, 0],
        "left": [4, 0, 2, 0],
        "right": [0, 0, 0, 0],
    }
    done = run("-", "--json", "--max-fixes", "2", stdin=json.dumps(several))
    assert done.returncode == 1, done.stderr
    data = json.loads(done.stdout)
    assert set(data) >= {
        "id",
        "type",
        "status",
        "forced",
        "closest",
        "fixes",
        "redundant",
        "conflicts",
        "stats",
        "complete",
    }
    assert (
        data["status"] == "multiple" and len(data["fixes"]) == 2 and data["redundant"] == [] and data["conflicts"] == []
    )
    assert data["complete"]["fixes"] is False and data["complete"]["forced"] is True
    assert data["forced"][0] == [1, 2, 3, 4]


def test_cli_text_and_svg_for_a_conflict(tmp_path: Any) -> None:
    puzzle = {
        "type": "skyscrapers",
        "size": 4,
        "top": [4, 0, 0, 0],
        "bottom": [0, 0, 0, 0],
        "left": [1, 0, 0, 0],
        "right": [0, 0, 0, 0],
    }
    out = tmp_path / "e.svg"
    done = run("-", "--svg", str(out), stdin=json.dumps(puzzle))
    assert done.returncode == 3, done.stderr
    assert "clue 4 at top 1, clue 1 at left 1" in done.stdout
    picture = out.read_text()
    assert picture.count("conflict-1") == 2


def test_bad_input_is_one_line_exit_2(tmp_path: Any) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"type": "skyscrapers", "size": 4, "top": [9, 0, 0, 0]}')
    done = run(str(bad))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_timeout_marks_parts_incomplete() -> None:
    empty = Skyscrapers(size=6, top=(0,) * 6, bottom=(0,) * 6, left=(0,) * 6, right=(0,) * 6)
    e = explain(empty, timeout=0.05)
    assert e.timed_out and not e.finished
    assert e.status in (Status.MULTIPLE, Status.TIMEOUT)


def answer(e: Any) -> dict[str, Any]:
    """An explanation's JSON without what may differ between sessions: the stats, and which of the pairs
    proven closest was found (its distance stays)."""
    data = explanation_json(None, e)
    data.pop("stats")
    data.pop("closest")
    data["differences"] = len(data["differences"])
    return data


def test_the_diagonal_variant_is_explained_on_the_template_both_variants_share() -> None:
    """Solving's Skyscrapers template holds the diagonals' rule under a selector; the explainer keeps it as the
    puzzle says (Explainer.fixed), so each variant's explanation agrees with brute force on one engine."""
    rng = random.Random(23)
    statuses = set()
    with Engine() as engine:
        for parks in (0, 1):
            for _ in range(4):
                plain = skyscrapers(rng, 4, parks)
                pair = []
                for puzzle in (plain, replace(plain, diagonal=True)):
                    found = solutions(puzzle)
                    e = explain_with(engine, puzzle)
                    assert e.finished
                    assert e.status is {0: Status.UNSAT, 1: Status.UNIQUE}.get(len(found), Status.MULTIPLE)
                    if e.status is Status.MULTIPLE:
                        assert e.forced == [
                            [found[0][r][c] if len({s[r][c] for s in found}) == 1 else None for c in range(4)]
                            for r in range(4)
                        ]
                    pair.append(e.status)
                statuses.add(tuple(pair))
    assert any(plain_status != diagonal_status for plain_status, diagonal_status in statuses)


def test_kept_sessions_load_a_shape_once_and_answer_as_a_fresh_session() -> None:
    rng = random.Random(3)
    four = [skyscrapers(rng, 4, 0) for _ in range(5)]
    kept = KeptSessions()
    for puzzle in [*four, skyscrapers(rng, 5, 0), *four]:
        assert answer(explained(puzzle, kept)) == answer(explained(puzzle))
    assert kept.loads == 2  # the 4x4 shape and the 5x5 one


def test_a_kept_grid_proves_a_hint_needed_without_a_solver_call() -> None:
    rng = random.Random(5)
    unique = next(p for p in (skyscrapers(rng, 5, 0) for _ in range(200)) if len(solutions(p)) == 1)
    kept = KeptSessions()
    first = explained(unique, kept)
    needed = len(type_of(unique).explainer(unique, "auto", None).removable()) - len(first.redundant)
    assert needed > 0
    again = explained(unique, kept)  # the grids that proved each needed hint are kept with the session
    assert answer(again) == answer(first)
    assert again.stats.sat_calls == first.stats.sat_calls - needed


def test_a_timed_out_explanation_does_not_give_its_session_back() -> None:
    puzzle = skyscrapers(random.Random(7), 4, 0)
    kept = KeptSessions()
    with Engine() as engine:
        explain_with(engine, puzzle, kept=kept)
        passed = Deadline(0.0, lambda: 1.0)
        assert explain_with(engine, puzzle, deadline=passed, kept=kept).timed_out  # on the session the first left
        explain_with(engine, puzzle, kept=kept)
    assert kept.loads == 2  # the session of the timed-out one was closed, not kept


def test_compiling_and_loading_count_against_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """A large puzzle's formula took seconds to compile and load before the deadline was first looked at
    (`explain --timeout 0.5` on an empty 25x25 ran 5 s): the explanation stops there now, with nothing in it."""
    run = importlib.import_module("satpuzzles.explain.run")  # `satpuzzles.explain` is also the library's function

    def loaded_past_the_deadline(*args: object, **kwargs: object) -> None:
        raise AssertionError("the formula was compiled and loaded after the deadline had passed")

    monkeypatch.setattr(run, "Asker", loaded_past_the_deadline)
    n = 12
    puzzle = Skyscrapers(n, (0,) * n, (0,) * n, (0,) * n, (0,) * n)
    with Engine() as engine:
        explanation = explain_with(engine, puzzle, deadline=Deadline(0.0, lambda: 1.0))
    assert explanation.timed_out and explanation.forced is None


@pytest.mark.parametrize("command", ["explain", "steps"])
def test_timeouts_of_explain_and_steps_are_finite_like_every_other(command: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", command, "4:3/4/2/1/2/1/2/2/3/2/1/2/1/2/3/2", "--timeout", "inf"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "expected a number of seconds from 0.001 to 1e+09, found inf" in done.stderr
