"""Skyscrapers steps by Tatham's named techniques (typekit/latinsteps.py through StepModel.techniques): each step
names its technique, follows from what it names by an encoding of its own (tests/step_oracle.py), and the step
search takes over only where the techniques stall."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from step_oracle import contradicts, follows, trial_links_failing

from satpuzzles.formats.tatham import read_game_id
from satpuzzles.solving import SolverBug
from satpuzzles.steps import hint, path_json, steps
from satpuzzles.steps.text import hint_text, path_text
from satpuzzles.typekit import latinsteps
from satpuzzles.typekit.stepping import TrialLink

# Tatham's grades (his generator): an Easy, an Extreme that needs one forcing chain, an Unreasonable
EASY = "4:3/4/2/1/2/1/2/2/3/2/1/2/1/2/3/2"
EXTREME = "4:1//4/////////2///3/"
UNREASONABLE = "4:/2//3///4////2/////"


def path_of(game_id: str) -> tuple[Any, dict[str, Any]]:
    puzzle = read_game_id(game_id)
    path = steps(puzzle)
    assert path.complete
    return path, path_json(None, path)


def kinds(document: dict[str, Any]) -> list[str | None]:
    return [step["technique"] and step["technique"].split(":")[0] for step in document["steps"]]


def test_every_step_of_an_easy_path_is_a_named_technique_and_follows_from_what_it_names() -> None:
    path, document = path_of(EASY)
    named = kinds(document)
    assert None not in named  # no step needed the step search
    assert {"clue bound", "placed value"} <= set(named)
    assert all(follows("skyscrapers", 4, "", step) for step in document["steps"])
    text = path_text(path)
    assert "(clue bound: " in text and "(placed value: r" in text


def test_an_extreme_path_names_its_forcing_chain_cell_by_cell() -> None:
    _, document = path_of(EXTREME)
    assert None not in kinds(document)
    chain = next(step for step in document["steps"] if (step["technique"] or "").startswith("forcing chain"))
    assert "forcing chain: " in chain["text"] and "-r" in chain["technique"]  # r1c2-r1c3-... as Tatham prints it
    named_lines = {(r["rule"], r["index"]) for r in chain["reasons"] if "rule" in r}
    assert len(named_lines) >= 2  # the lines linking the chain, not the whole board
    assert all(follows("skyscrapers", 4, "", step) for step in document["steps"])


def test_the_step_search_takes_over_only_where_the_techniques_stall() -> None:
    path, document = path_of(UNREASONABLE)
    named = kinds(document)
    stalled = [i for i, kind in enumerate(named) if kind in (None, "trial")]  # the search's step, or a trial
    assert stalled and len(stalled) < len(named) // 4  # a few such steps among named ones
    assert all(follows("skyscrapers", 4, "", step) for step in document["steps"])
    assert path.level == "extreme"  # the grade stays Tatham's (his Unreasonable)


def test_a_hint_is_a_named_technique_placement_first() -> None:
    puzzle = read_game_id(EASY)
    empty: list[list[Any]] = [[None] * 4 for _ in range(4)]
    found = hint(puzzle, empty)
    assert found.step is not None and found.step.technique
    solution = [[2, 1, 3, 4], [3, 2, 4, 1], [4, 3, 1, 2], [1, 4, 2, 3]]
    marked: list[list[Any]] = [[*row[:2], None, None] for row in solution]
    marked[0][2] = [3, 4]  # pencil marks
    found = hint(puzzle, marked)
    assert found.step is not None and found.step.decided and found.step.decided[0].placed
    assert hint_text(found).startswith("next: r")


def link_reasons(link: TrialLink) -> list[dict[str, Any]]:
    """A trial link's reasons as a reader gets them: its groups, and the values then ruled out on their cells."""
    ruled_out = [{"row": r, "column": c, "value": v, "fact": "excluded"} for (r, c), v in link.ruled_out]
    return [g.json for g in link.groups] + ruled_out


def test_a_trial_is_spelled_out_link_by_link_and_each_link_follows_from_what_it_names() -> None:
    path, document = path_of(UNREASONABLE)
    trials = [(step, data) for step, data in zip(path.steps, document["steps"], strict=True) if step.trial]
    assert trials
    for step, data in trials:
        *links, contradiction = step.trial
        assert links and all(link.placed or link.excluded for link in links)
        assert not contradiction.placed and not contradiction.excluded
        assert data["trial"][-1]["text"].startswith("contradiction: ")
        for link, shown in zip(links, data["trial"], strict=False):
            claims = {"decided": shown["decided"], "excluded": shown["excluded"]}
            assert follows("skyscrapers", 4, "", claims | {"reasons": link_reasons(link)})
        assert contradicts("skyscrapers", 4, "", link_reasons(contradiction))
        # and as a reader of the JSON replays it: 5 of this path's 10 links did not follow from the JSON before
        # each link named the values then ruled out on the cells it reads
        assert trial_links_failing("skyscrapers", 4, "", data) == (len(step.trial), 0)
    text = path_text(path)
    assert "suppose r" in text and "contradiction: the filled line breaks" in text


def test_a_trial_link_that_does_not_follow_is_caught_before_it_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    real = latinsteps.LatinStepper._trial

    def wrong_first_link(self: Any, state: Any, refutation: Any) -> Any:
        found = real(self, state, refutation)
        first = found.trial[0]
        (cell, value), *_ = first.placed or first.excluded
        other = next(v for v in range(1, 5) if v != value)  # the link now claims another value there
        lied = TrialLink(first.technique, first.groups, first.ruled_out, ((cell, other),) if first.placed else (), ())
        return replace(found, trial=(lied, *found.trial[1:]))

    monkeypatch.setattr(latinsteps.LatinStepper, "_trial", wrong_first_link)
    with pytest.raises(SolverBug, match="trial"):
        steps(read_game_id(UNREASONABLE))


def test_the_technique_solver_stops_at_the_active_deadline() -> None:
    """An 8x8 Unreasonable runs thousands of trial paths in plain Python (over 240 s in all): each deduction looks
    at the run's deadline, so `steps --timeout` ends there (it ran on past it before)."""
    from satpuzzles.deadline import Deadline, Timeout, active
    from satpuzzles.puzzles.skyscrapers.techniques import solve_by_techniques

    puzzle = read_game_id(SLOW_UNREASONABLE)
    reads = iter(range(10**6))
    with active(Deadline(20, clock=lambda: float(next(reads)))), pytest.raises(Timeout):
        solve_by_techniques(puzzle)
    assert next(reads) > 20  # stopped at the deadline, well before the path's end


SLOW_UNREASONABLE = "8:4/3////2/3/1//2//4/3//3//4/5//4/1/////4/3//2/3/4/,zi4_5e1j2f1_3b"


# The 6x6 paths benchmarks/steps_paths.md quotes: his Easy and his Unreasonable
EASY_6 = "6:3/4/2/1/4/2/4/1/3/3/2/3/4/3/1/2/3/2/2/3/3/1/2/3,a3t4c2b3f"
UNREASONABLE_6 = "6:/3/5//3//4//////3///3///1/4///3/3,k3j3m"


def test_an_unreasonable_6x6s_trials_name_what_their_contradictions_need() -> None:
    """Each trial names only the deductions its contradiction needs and what they read (its step named 24 rules and
    facts when it named every line and fact the whole refutation read; now 20), and each link follows."""
    path, document = path_of(UNREASONABLE_6)
    trials = [(step, data) for step, data in zip(path.steps, document["steps"], strict=True) if step.trial]
    assert trials
    for step, data in trials:
        assert len(data["reasons"]) <= 20
        assert follows("skyscrapers", 6, "", data)
        *links, contradiction = step.trial
        assert all(len(link.groups) <= 2 for link in step.trial)  # a line, or a clue with its line
        for link, shown in zip(links, data["trial"], strict=False):
            claims = {"decided": shown["decided"], "excluded": shown["excluded"]}
            assert follows("skyscrapers", 6, "", claims | {"reasons": link_reasons(link)})
        assert contradicts("skyscrapers", 6, "", link_reasons(contradiction))
    assert max(len(data["reasons"]) for data in document["steps"]) <= 20


def test_a_placed_value_names_one_line_and_closes_one_cell_a_step() -> None:
    """A placed value clears its row and its column in two steps, and a line it leaves several cells one value each
    in one step per cell: each such cell's step names its other exclusions, so one step closing two named 11."""
    path, document = path_of(EASY_6)
    placed = [
        (s, d) for s, d in zip(path.steps, document["steps"], strict=True) if kinds({"steps": [d]}) == ["placed value"]
    ]
    assert len(placed) > 20
    for step, data in placed:
        assert len(step.groups) == 1 and len(step.facts) == 1 and step.facts[0].placed
        closed = {f.cell for f in step.decided}
        assert len(closed) <= 1
        assert follows("skyscrapers", 6, "", data)
    assert max(len(data["reasons"]) for data in document["steps"]) <= 9  # 11 when a step closed two cells


def test_a_hidden_single_names_the_places_of_its_value() -> None:
    """A hidden single of v names the line and, of the known facts, only v's exclusions and the placed values: not a
    detour through another value's only place."""
    path, _ = path_of(EASY_6)
    singles = [s for s in path.steps if s.technique.startswith("hidden single: ")]
    assert singles
    for step in singles:
        value = int(step.technique.split(": ")[1].split()[0])
        assert all(f.placed or f.value == value for f in step.facts)


def test_a_contradiction_inside_a_technique_names_the_clue_and_line_it_met() -> None:
    from satpuzzles.puzzles.skyscrapers.techniques import clues_of, exhaustive_analysis
    from satpuzzles.typekit.latinsolve import Contradiction, LatinState, set_elimination_rows

    clue = clues_of(read_game_id(EASY))[0]  # top clue 3 of column 1
    state = LatinState.empty(4)
    for cell in clue.cells:
        state.masks[cell] = 0b11110  # every height open...
    state.masks[clue.cells[0]] = 1 << 4  # ...but the tallest first: the clue sees one building, not three
    with pytest.raises(Contradiction) as met:
        exhaustive_analysis(state, [clue])
    assert met.value.uses == (clue.name, clue.name.split(" of ")[1])
    state = LatinState.empty(4)
    state.masks[0] = state.masks[1] = state.masks[2] = 1 << 1  # three cells of row 1 hold only 1
    with pytest.raises(Contradiction) as met:
        set_elimination_rows(state)
    assert met.value.uses == ("row 1",)
