"""Star Battle steps by named techniques (puzzles/starbattle/techniques.py through StepModel.techniques): each
technique on a hand-made position, what the step engine prints of them (shrunk, re-checked, and confirmed by an
encoding of its own, tests/step_oracle.py), and the levels they give."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from step_oracle import star_follows

from satpuzzles.formats import loads
from satpuzzles.puzzles.starbattle import samples
from satpuzzles.puzzles.starbattle import steps as star_steps
from satpuzzles.puzzles.starbattle import techniques as t
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.puzzles.starbattle.steps import StarBattleSteps
from satpuzzles.solving import SolverBug
from satpuzzles.steps import path_json, steps
from satpuzzles.steps.search import Searcher


def read(text: str) -> StarBattle:
    puzzle = loads(text)[0].puzzle
    assert isinstance(puzzle, StarBattle)
    return puzzle


# 1 star; region 1 is r1c5-r1c6, region 3 the lone r3c1 (test_rulebook's and test_steps' 6x6)
SMALL = read("starbattle 6\nAAAABB\nAACAAA\nDACAEE\nFCCEEE\nFFCEEE\nFFCEEE\n")
# janko.at Sternenschlacht 003 (7x7, 1 star, blocked cells -1)
BLOCKED = StarBattle(
    7,
    1,
    (
        (-1, -1, 0, 1, 2, -1, -1),
        (-1, 0, 0, 1, 2, 2, -1),
        (0, 0, 3, 1, 1, 2, 2),
        (4, 3, 3, 3, 3, 3, 2),
        (4, 4, 4, 3, 3, 5, 5),
        (-1, 4, 6, 6, 5, 5, -1),
        (-1, -1, 6, 6, 5, -1, -1),
    ),
)
# janko.at Sternenschlacht 104 (6x6, 1 star): the techniques stall once, where the search takes a step
STALLED = StarBattle(
    6,
    1,
    (
        (0, 0, 0, 1, 1, 1),
        (0, 2, 0, 3, 1, 4),
        (0, 2, 2, 3, 4, 4),
        (2, 2, 3, 3, 4, 4),
        (2, 5, 3, 5, 4, 5),
        (2, 5, 5, 5, 5, 5),
    ),
)
TEN = samples.SAMPLES[0]  # the bundled 10x10, 2 stars


def ten() -> StarBattle:
    return read(TEN.text)


def around(r: int, c: int, n: int) -> set[tuple[int, int]]:
    return {(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a or b) and 0 <= r + a < n and 0 <= c + b < n}


# -- each technique on a hand-made position ------------------------------------------------------------


def test_a_star_rules_out_its_neighbours() -> None:
    (found,) = t.star_neighbours(t.Position(SMALL, stars={(2, 2)}))
    assert found.technique.startswith("star neighbours: the star in r3c3")
    assert set(found.empty) == around(2, 2, 6) and found.touching == found.reads == ((2, 2),)


def test_a_full_unit_rules_out_its_other_cells() -> None:
    position = t.Position(SMALL, stars={(2, 2)}, empty=around(2, 2, 6))
    assert t.star_neighbours(position) == []
    (found,) = t.unit_full(position)
    assert found.technique == "unit full: row 3 has its 1 star"
    assert found.units == (("row", 2),) and found.reads == ((2, 2),)
    assert set(found.empty) == {(2, 0), (2, 4), (2, 5)}


def test_a_unit_with_as_many_places_as_stars_missing_fills_them() -> None:
    (found,) = t.last_places(t.Position(SMALL))
    assert found.technique == "last places: region 3 needs 1 star more in its last place"
    assert found.units == (("region", 3),) and found.stars == ((2, 0),) and not found.empty


def test_a_region_of_two_cells_side_by_side_rules_out_the_cells_touching_both() -> None:
    found = [f for f in t.confined(t.Position(SMALL)) if f.units == (("region", 1),)]
    assert len(found) == 1
    assert set(found[0].empty) == {(1, 4), (1, 5)}  # below r1c5-r1c6: each touches both places
    assert found[0].touching == ((0, 4), (0, 5)) and not found[0].stars
    assert found[0].technique.startswith("confined: every way to place region 1's last star in its 2 places")


def test_two_stars_in_three_places_in_a_line_take_both_ends() -> None:
    puzzle = ten()  # region 1 (column 5's r1-r4 and r1c4): with r1c4, r3c5... known empty it is r2c5, r3c5, r4c5
    position = t.Position(puzzle, empty={(0, 3), (0, 4)})
    found = [f for f in t.confined(position) if f.units == (("region", 1),)]
    assert len(found) == 1 and set(found[0].stars) == {(1, 4), (3, 4)}
    assert (2, 4) in found[0].empty  # the middle, between two stars
    assert found[0].technique.startswith("confined: every way to place region 1's last 2 stars in its 3 places")


def test_wide_placements_come_after_counting_and_hold_in_the_solution() -> None:
    puzzle = ten()
    wide = t.placements(t.Position(puzzle))
    assert wide and all(f.tier == 2 and f.technique.startswith("placements: ") for f in wide)
    assert all(len(f.touching) > 5 for f in wide)  # more than 2m+1 places for m = 2 stars
    solution = TEN.solution
    assert all(solution[r][c] == 0 for f in wide for r, c in f.empty)


def test_a_region_within_one_row_takes_the_rows_star() -> None:
    bands = [f for f in t.counting(t.Position(SMALL)) if f.technique.startswith("band: ")]
    row = next(f for f in bands if f.units == (("row", 0), ("region", 1)))
    assert set(row.empty) == {(0, 0), (0, 1), (0, 2), (0, 3)}
    assert row.technique == "band: region 1 lies within row 1, so it holds row 1's 1 star"


def test_a_column_whose_places_lie_in_one_region_holds_its_star() -> None:
    position = t.Position(SMALL, empty={(0, 2)})  # column 3 is then region 2's alone
    found = [f for f in t.converse_bands(position) if f.units == (("column", 2), ("region", 2))]
    assert len(found) == 1 and found[0].empty == ((3, 1),) and found[0].reads == ((0, 2),)
    assert found[0].technique.startswith("converse band: column 3 has all its places in region 2")


def test_a_region_within_a_2x2_block_empties_the_blocks_other_cell() -> None:
    layout = ((0, 0, 1, 1, 1), (0, 2, 2, 2, 1), (3, 3, 3, 2, 4), (3, 3, 3, 4, 4), (3, 3, 3, 4, 4))
    pairs = [f for f in t.counting(t.Position(StarBattle(5, 1, layout))) if f.technique.startswith("pair: ")]
    block = next(f for f in pairs if f.units == (("region", 0),))
    assert block.empty == ((1, 1),) and set(block.touching) == {(0, 0), (0, 1), (1, 0)}


def test_two_regions_read_together_rule_out_a_cell_neither_rules_out_alone() -> None:
    empty = {(1, 3), (2, 3), (2, 5), (3, 3), (3, 5), (4, 2), (2, 6), (7, 3), (5, 7), (1, 6)}  # the 10x10's first steps
    position = t.Position(ten(), empty=empty)
    assert not t.placements(position) and not [f for f in t.counting(position) if f.empty]
    (found,) = t.next_findings(position)
    assert found.technique.startswith("joint placements: every way to place the last stars of region 2 and region 4")
    assert found.units == (("region", 2), ("region", 4)) and found.empty == ((1, 8),) and found.tier == 2


def test_findings_name_their_rules_as_the_step_models_groups() -> None:
    model = StarBattleSteps(SMALL)
    candidates: dict[tuple[int, int], set[Any]] = {(r, c): {0, 1} for r in range(6) for c in range(6)}
    candidates[2, 2] = {1}
    (finding,) = model.techniques(candidates, [(2, 2)])
    assert [g.name for g in finding.groups] == ["no two stars touch around r3c3"]
    assert finding.cells == ((2, 2),) and {cell for cell, value in finding.placed if value == 0} == around(2, 2, 6)
    candidates.update({cell: {0} for cell in around(2, 2, 6)})
    (finding,) = model.techniques(candidates, [(2, 2), *around(2, 2, 6)])
    assert [g.name for g in finding.groups] == ["row 3 has 1 star"]


# -- the step engine: shrunk, re-checked, confirmed --------------------------------------------------


@pytest.mark.parametrize("puzzle", [SMALL, BLOCKED], ids=["6x6", "7x7 blocked"])
def test_every_step_is_a_named_technique_and_follows_from_what_it_names(puzzle: StarBattle) -> None:
    path = steps(puzzle)
    document = path_json(None, path)
    assert path.complete and path.stats.rechecks == len(path.steps)
    assert all(step["technique"] for step in document["steps"])  # the techniques alone finish these
    assert all(star_follows(puzzle.stars, puzzle.regions, step) for step in document["steps"])
    level, _ = StarBattleSteps(puzzle).technique_grade() or ("", 0)
    assert path.level == level


def test_the_10x10_starts_with_small_named_steps_and_the_techniques_finish_it() -> None:
    puzzle = ten()
    path = steps(puzzle)
    document = path_json(None, path)
    assert path.complete and [list(row) for row in path.solution] == TEN.solution
    first = document["steps"][:6]
    assert max(len(step["reasons"]) for step in first) <= 12  # before: 15 rules at once, from step 1
    kinds = {str(step["technique"]).split(":")[0] for step in document["steps"] if step["technique"]}
    assert {"confined", "placements", "joint placements", "band", "unit full", "last places"} <= kinds
    assert all(step["technique"] for step in document["steps"])  # no step from the search
    assert all(star_follows(2, puzzle.regions, step) for step in document["steps"])
    assert path.level == "hard"  # band, placements and joint placements: the hard tier


def test_where_the_techniques_stall_the_search_takes_a_step_and_they_go_on() -> None:
    path = steps(STALLED)
    document = path_json(None, path)
    searched = [i for i, step in enumerate(document["steps"]) if not step["technique"]]
    assert path.complete and searched and searched[-1] < len(path.steps) - 1
    assert all(star_follows(1, STALLED.regions, step) for step in document["steps"])
    assert path.level == "extreme"


def test_a_finding_that_names_too_little_is_never_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A technique claiming one cell more than its reasons force: the engine's shrink finds the reasons short, and
    the step is not taken (the search, or the next finding, goes on); nothing printed is unchecked."""
    real = star_steps.next_findings
    altered: list[str] = []

    def one_cell_too_many(position: t.Position) -> list[t.Found]:
        found = real(position)
        if found and found[0].empty and not altered:
            first = found[0]
            far = next(
                (r, c)
                for r in range(6)
                for c in range(6)
                if position.is_open((r, c))
                and SMALL_SOLUTION[r][c] == 0
                and (r, c) not in first.empty
                and all(max(abs(r - q), abs(c - d)) > 2 for q, d in (*first.empty, *first.reads, *first.touching))
            )
            altered.append(f"altered {first.technique}")
            return [
                t.Found(
                    altered[0], first.tier, first.stars, (*first.empty, far), first.units, first.touching, first.reads
                )
            ]
        return found

    misses: list[int] = []
    close = Searcher.close

    def counting_close(self: Searcher) -> None:
        misses.append(self.technique_misses)
        close(self)

    monkeypatch.setattr(star_steps, "next_findings", one_cell_too_many)
    monkeypatch.setattr(Searcher, "close", counting_close)
    path = steps(SMALL)
    assert altered and misses == [1]
    assert path.complete and altered[0] not in [step.technique for step in path.steps]
    document = path_json(None, path)
    assert all(star_follows(1, SMALL.regions, step) for step in document["steps"])


def test_a_step_deciding_a_cell_its_reasons_do_not_reach_fails_its_re_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """The re-check asks "some decided fact fails" on a solver of its own: a fact on a cell none of the step's rules
    holds is free there (numbered, not dropped), so the claim is caught and nothing is printed."""
    real = Searcher.step

    def one_more(self: Searcher, best: Any, tier: int) -> Any:
        step = real(self, best, tier)
        far = next(f for row in self.board.truths.values() for f in row if f.placed and not self.board.known(f))
        far_away = all(max(abs(far.cell[0] - q), abs(far.cell[1] - d)) > 1 for g in step.groups for q, d in g.cells)
        return replace(step, decided=(*step.decided, far)) if far_away else step

    monkeypatch.setattr(Searcher, "step", one_more)
    with pytest.raises(SolverBug, match="does not force all it decides"):
        steps(SMALL)


SMALL_SOLUTION = (
    (0, 0, 0, 0, 0, 1),
    (0, 0, 0, 1, 0, 0),
    (1, 0, 0, 0, 0, 0),
    (0, 0, 1, 0, 0, 0),
    (0, 0, 0, 0, 1, 0),
    (0, 1, 0, 0, 0, 0),
)


# -- levels --------------------------------------------------------------------------------------------


def test_the_plain_technique_solver_reaches_the_solution_and_levels_by_its_hardest_tier() -> None:
    path = t.solve_by_techniques(SMALL)
    assert path.solved and path.left == 0
    assert t.grade_of(path, 6)[0] == t.LEVELS[path.hardest] == "medium"
    stuck = t.solve_by_techniques(STALLED)
    assert not stuck.solved and stuck.left > 0
    level, score = t.grade_of(stuck, 6)
    assert level == "extreme" and score == round(60 + stuck.left / 6, 3)


def test_every_technique_deduction_holds_in_the_solution() -> None:
    stalled = [[0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0], [0, 1, 0, 0, 0, 0], [0, 0, 0, 0, 1, 0]]
    stalled.append([0, 0, 1, 0, 0, 0])
    for puzzle, solution in ((SMALL, SMALL_SOLUTION), (ten(), TEN.solution), (STALLED, stalled)):
        position = t.Position(puzzle)
        while found := t.next_findings(position):
            for finding in found:
                assert all(solution[r][c] == 1 for r, c in finding.stars), finding.technique
                assert all(solution[r][c] == 0 for r, c in finding.empty), finding.technique
            position.apply(found[0])
