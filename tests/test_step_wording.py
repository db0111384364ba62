"""Steps as the console words them (satpuzzles/steps/wording.py): the type's words for values, reasons folded,
the kind of deduction named, and the steps that only restate a given told apart."""

from __future__ import annotations

import re

from satpuzzles.formats import loads
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.steps import steps
from satpuzzles.steps.phrasing import folded, restates_givens
from satpuzzles.steps.wording import step_words

# A 4x4 Skyscrapers with two givens: the first steps say what the givens hold, the rest deduce.
GIVENS = """skyscrapers 4
    3 4 2 1
  +---------+
3 | . 1 . . | 1
2 | . . . 1 | 2
1 | . . . . | 3
2 | . . . . | 2
  +---------+
    2 1 2 2
"""


def test_names_that_differ_only_in_their_last_cell_fold_into_one() -> None:
    names = ["no two stars touch around r2c5", "row 1 has 2 stars", "no two stars touch around r2c7", "region 3"]
    assert folded(names) == ["no two stars touch around r2c5, r2c7", "row 1 has 2 stars", "region 3"]


def test_steps_that_restate_givens_are_marked_and_values_read_as_the_type_says_them() -> None:
    path = steps(loads(GIVENS, None, None, "text")[0].puzzle)
    assert path.complete and path.model is not None
    restating = [step for step in path.steps if restates_givens(step)]
    assert sorted(fact.cell for step in restating for fact in step.decided) == [(0, 1), (1, 3)]
    worded = [step_words(path.model, step) for step in path.steps if not restates_givens(step)]
    assert worded and not any(words["restates_givens"] for words in worded)
    excluded = [str(words["does"]) for words in worded if "impossible" in str(words["does"])]
    assert excluded and all(" is not " not in text and "!=" not in text for text in excluded)
    searched = {"one rule alone", "a rule read with the rules inside it", "several rules combined"}
    named = {"placed value", "clue bound", "facing clues", "hidden single", "naked single", "line permutations"}
    kinds = {str(words["technique"]).split(":")[0] for words in worded}
    assert kinds <= searched | named and kinds & named  # Tatham's techniques name the steps they find


def test_star_battle_steps_say_star_and_no_star_and_fold_the_touching_rule() -> None:
    regions = ((0, 0, 0, 0, 1, 1), (0, 0, 2, 0, 0, 0), (3, 0, 2, 0, 4, 4), (5, 2, 2, 4, 4, 4), (5, 5, 2, 4, 4, 4))
    path = steps(StarBattle(6, 1, (*regions, (5, 5, 2, 4, 4, 4))))
    assert path.complete and path.model is not None
    words = [step_words(path.model, step) for step in path.steps]
    does = " ".join(str(w["does"]) for w in words)
    assert "a star in r" in does and "no star in r" in does
    assert "= 1" not in does and "= 0" not in does
    assert re.search(r"no star in r\d+c\d+, r\d+c\d+", does)  # a step's facts fold by their cell too
    for step, worded in zip(path.steps, words, strict=True):
        touching = [g for g in step.groups if g.rank[:1] == ("no-touch",)]
        reasons = [str(reason) for reason in worded["because"]]  # type: ignore[attr-defined]
        assert sum("no two stars touch around" in reason for reason in reasons) == (1 if touching else 0)
