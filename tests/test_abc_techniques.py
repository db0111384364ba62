"""Easy As ABC steps by named techniques (easyasabc/techniques.py over typekit/latinsteps.py): each path of four
published puzzles (janko.at, one per level) completes by techniques alone, uses the technique its level needs,
and every step, and every link of a trial, follows from what it names by an encoding of its own
(tests/step_oracle.py); the clue techniques are checked against brute force over a line."""

from __future__ import annotations

import random
from itertools import permutations
from typing import Any

import pytest
from step_oracle import contradicts, follows, trial_links_failing

from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.puzzles.easyasabc.steps import EasyAsABCSteps
from satpuzzles.puzzles.easyasabc.techniques import _reach, line_support, numbering, solve_by_techniques
from satpuzzles.steps import path_json, steps
from satpuzzles.steps.text import path_text
from satpuzzles.typekit.latinsolve import Contradiction, confined_counted
from satpuzzles.typekit.stepping import TrialLink

# (letters, top, bottom, left, right), the level, a technique that level needs; janko.at Abc-End-View 391, 211,
# 351, 22 (the corpus's easyasabc/391_4x4 ...)
PUZZLES = {
    "easy, no blanks": (("ABCD", ".A.D", "...A", "..B.", "...."), "easy", "placed values"),
    "medium": (("ABC", ".B...", "..A..", ".C.BB", "C.C.."), "medium", "line permutations"),
    "hard": (("ABC", "BA..A", "...C.", ".A.A.", "..A.C"), "hard", "X-wing"),
    "extreme": (("ABC", "BCCA.", "..A..", ".B...", ".CCB."), "extreme", "trial"),
}


def puzzle_of(name: str) -> EasyAsABC:
    letters, top, bottom, left, right = PUZZLES[name][0]
    return EasyAsABC(len(top), letters, top, bottom, left, right)


def kinds(document: dict[str, Any]) -> list[str | None]:
    return [step["technique"] and step["technique"].split(":")[0] for step in document["steps"]]


@pytest.mark.parametrize("name", PUZZLES)
def test_a_path_completes_by_named_techniques_each_step_following_from_what_it_names(name: str) -> None:
    puzzle = puzzle_of(name)
    path = steps(puzzle)
    document = path_json(None, path)
    assert path.complete
    named = kinds(document)
    assert None not in named  # no step needed the step search
    assert {"clue's reach", "placed value", PUZZLES[name][2]} <= set(named)
    failing = [s["text"] for s in document["steps"] if not follows("easyasabc", puzzle.size, puzzle.letters, s)]
    assert failing == []
    assert path.level == PUZZLES[name][1]  # the technique grade: the hardest tier the techniques needed
    assert EasyAsABCSteps(puzzle).technique_grade() == (path.level, path.score)


def test_every_deduction_of_the_technique_solver_holds_in_the_solution() -> None:
    for name in PUZZLES:
        puzzle = puzzle_of(name)
        found = solve_by_techniques(puzzle)
        assert found is not None and found.solved
        values = numbering(puzzle)[2]
        solution = steps(puzzle).solution
        n = puzzle.size
        for made in found.deductions:
            assert all(solution[i // n][i % n] == values[v] for i, v in made.placed), made.technique
            assert all(solution[i // n][i % n] != values[v] for i, v in made.excluded), made.technique


def link_reasons(link: TrialLink) -> list[dict[str, Any]]:
    """A trial link's reasons as a reader gets them: its groups, and the values then ruled out on their cells."""
    ruled_out = [{"row": r, "column": c, "value": v, "fact": "excluded"} for (r, c), v in link.ruled_out]
    return [g.json for g in link.groups] + ruled_out


def test_a_trial_is_spelled_out_and_each_link_follows_from_what_it_names() -> None:
    puzzle = puzzle_of("extreme")
    path = steps(puzzle)
    document = path_json(None, path)
    trials = [(step, data) for step, data in zip(path.steps, document["steps"], strict=True) if step.trial]
    assert trials
    for step, data in trials:
        *links, contradiction = step.trial
        assert links and all(link.placed or link.excluded for link in links)
        for link, shown in zip(links, data["trial"], strict=False):
            claims = {"decided": shown["decided"], "excluded": shown["excluded"]}
            assert follows("easyasabc", puzzle.size, puzzle.letters, claims | {"reasons": link_reasons(link)})
        assert contradicts("easyasabc", puzzle.size, puzzle.letters, link_reasons(contradiction))
        # and as a reader of the JSON replays it: each link's reasons name the values then ruled out on its cells
        assert trial_links_failing("easyasabc", puzzle.size, puzzle.letters, data) == (len(step.trial), 0)
    assert "suppose r" in path_text(path)


def test_a_diagonal_puzzle_takes_named_steps_where_they_apply_and_keeps_the_path_grade() -> None:
    """The techniques read rows, columns and clues, not the diagonals: they name what they can (no trial), the step
    search the rest, and the grade is the path's (janko.at Abc-End-View 161, a diagonal 5x5)."""
    puzzle = EasyAsABC(5, "ABCD", "D.C..", "...A.", "..CBD", ".D...", diagonal=True)
    assert EasyAsABCSteps(puzzle).technique_grade() is None
    path = steps(puzzle)
    document = path_json(None, path)
    assert path.complete
    named = kinds(document)
    assert None in named and named.count(None) < len(named) // 4  # the search's steps, a few among named ones
    assert "trial" not in named
    assert all(follows("easyasabc", 5, "ABCD", step) for step in document["steps"])
    assert any(r.get("label") for step in document["steps"] for r in step["reasons"])  # a diagonal, named


# -- the clue techniques against brute force over one line: 5 cells, letters A B C (1-3), blank 4 ---------------

LINES = sorted(set(permutations((1, 2, 3, 4, 4))))


def first_letter(line: tuple[int, ...]) -> int:
    return next(v for v in line if v != 4)


def random_masks(rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.choice([m for m in range(2, 32, 2) if m]) for _ in range(5))


def fits(line: tuple[int, ...], masks: tuple[int, ...]) -> bool:
    return all(m >> v & 1 for v, m in zip(line, masks, strict=True))


def test_a_clues_reach_keeps_every_arrangement_the_clue_and_the_line_allow() -> None:
    rng = random.Random(7)
    struck = 0
    for _ in range(3000):
        masks, letter = random_masks(rng), rng.randint(1, 3)
        after = _reach(masks, letter, 4, 2) or masks
        struck += after != masks
        for line in LINES:
            if fits(line, masks) and first_letter(line) == letter:
                assert fits(line, after), (masks, letter, line)
    assert struck > 100


def test_line_permutations_keep_exactly_what_some_arrangement_puts_there() -> None:
    rng = random.Random(11)
    for _ in range(1500):
        masks, first, last = random_masks(rng), rng.randint(0, 3), rng.randint(0, 3)
        exact = [0] * 5
        for line in LINES:
            if fits(line, masks) and first in (0, first_letter(line)) and last in (0, first_letter(line[::-1])):
                for i, v in enumerate(line):
                    exact[i] |= 1 << v
        assert list(line_support(masks, first, last, 4, 2)) == exact


def test_set_elimination_counts_a_blank_by_its_cells() -> None:
    # a line of 5: A B C once, the blank (4) twice; cells 0-2 hold only A or the blank, so they take A and both
    # blanks, and B and C fill cells 3 and 4: the blank leaves them
    blank, a, b, c = 1 << 4, 1 << 1, 1 << 2, 1 << 3
    found = confined_counted([a | blank, a | blank, a | blank, a | b | c | blank, b | c | blank], (0, 1, 1, 1, 2))
    assert found is not None
    assert sorted(found[2]) == [(3, 1), (3, 4), (4, 4)]
    with pytest.raises(Contradiction):  # C and two blanks, two cells for them
        confined_counted([a | b, a | b, a | b, c | blank, c | blank], (0, 1, 1, 1, 2))


def test_sets_on_a_line_of_26_letters_are_found_without_trying_every_set() -> None:
    """Beyond 9 values a set or its complement has at most 4 (latinsolve.SET_LIMIT): 2^27 sets would not end."""
    letters, blank = range(1, 27), 27
    everything = sum(1 << v for v in (*letters, blank))
    masks = [everything] * 28
    masks[0] = masks[1] = (1 << 1) | (1 << 2) | (1 << 3)  # A, B, C
    masks[2] = (1 << 1) | (1 << 2)  # A or B: a naked triple, so the other 25 cells take D to Z and the 2 blanks
    found = confined_counted(masks, (0, *([1] * 26), 2))
    assert found is not None
    inside, chosen, struck = found
    assert chosen == list(range(4, 28)) and inside == list(range(3, 28))  # the hidden set of the complement
    assert sorted(struck) == [(i, v) for i in range(3, 28) for v in (1, 2, 3)]
