"""The rule book and the generic steps, explain and generate built on it.

Star Battle's rules, stated in a rule book here (its own package keeps its tuned code), must give the
same path of steps as its hand-written step model; Minesweeper (built on the rule book alone) must
explain, step and generate with every claim re-checked by the machinery.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from dataclasses import replace
from itertools import product
from typing import Any

import pytest
from pysat.solvers import Solver

import satpuzzles
from satpuzzles.cnf import exactly
from satpuzzles.explain import explain
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.minesweeper.encode import clues_of
from satpuzzles.puzzles.minesweeper.model import Minesweeper
from satpuzzles.puzzles.minesweeper.rules import violations
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.puzzles.starbattle.steps import StarBattleSteps
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.steps.text import path_text
from satpuzzles.typekit import registry
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import BookTemplate, Rules, Stated
from satpuzzles.typekit.booksteps import BookSteps, book_stepper
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.stepping import Cell, TechniqueFinding

NEIGHBOURS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def starbattle_state(book: RuleBook, p: StarBattle) -> Stated[StarBattle]:
    """Star Battle's rules as a rulebook says them: S stars in every row, column and region, no two touching."""
    n = p.size
    star = book.boolean_cells(n, n, (0, 1), role="star").block.lit
    book.formula.extend([-star(r, c)] for r in range(n) for c in range(n) if p.is_blocked(r, c))
    lines = [(f"row {i + 1}", [(i, c) for c in range(n)]) for i in range(n)]
    lines += [(f"column {i + 1}", [(r, i) for r in range(n)]) for i in range(n)]
    for name, cells in lines:
        with book.rule(f"{name} has {p.stars} star(s)", kind="line", cells=cells) as f:
            exactly(f, [star(r, c) for r, c in cells if not p.is_blocked(r, c)], p.stars, book.encoding)
    for region, members in sorted(p.region_cells().items()):
        with book.rule(f"region {region} has {p.stars} star(s)", kind="region", cells=members) as f:
            exactly(f, [star(r, c) for r, c in members], p.stars, book.encoding)
    for r, c in product(range(n), range(n)):
        if p.is_blocked(r, c):
            continue
        around = [(r + dr, c + dc) for dr, dc in NEIGHBOURS if 0 <= r + dr < n and 0 <= c + dc < n]
        around = [cell for cell in around if not p.is_blocked(*cell)]
        with book.rule(f"no star touches a star at r{r + 1}c{c + 1}", kind="no-touch", cells=[(r, c), *around]) as f:
            f.extend([-star(r, c), -star(q, d)] for q, d in around)
    return Stated(lambda puzzle: [], lambda puzzle: [])


def no_hints(p: StarBattle, hint: Switch) -> StarBattle:
    raise AssertionError("Star Battle has no hints")


STARBATTLE_RULES: Rules[StarBattle, Any] = Rules(
    state=starbattle_state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=lambda blank, solution: blank,
    with_hint=no_hints,
    without=no_hints,
    value_text=lambda value: "a star" if value else "no star",
    grade_cuts=(15.0, 35.0, 60.0),
)
SMALL_STARBATTLE = StarBattle(
    6,
    1,
    (
        (0, 0, 0, 0, 1, 1),
        (0, 0, 2, 0, 0, 0),
        (3, 0, 2, 0, 4, 4),
        (5, 2, 2, 4, 4, 4),
        (5, 5, 2, 4, 4, 4),
        (5, 5, 2, 4, 4, 4),
    ),
)


@pytest.fixture
def book_starbattle(monkeypatch: pytest.MonkeyPatch) -> None:
    """Star Battle answering steps and explain through its rule book, for this test only."""
    spec = get_type("starbattle")
    generic = replace(spec, stepper=book_stepper(STARBATTLE_RULES), explainer=book_explainer(STARBATTLE_RULES))
    monkeypatch.setitem(registry._TYPES, "starbattle", generic)


def test_rule_book_guards_each_rule_under_its_selector() -> None:
    book = RuleBook(guarded=True)
    starbattle_state(book, SMALL_STARBATTLE)
    selectors = {rule.literals[0] for rule in book.rules}
    assert len(selectors) == len(book.rules) == 6 + 6 + 6 + 36
    guarded = [c for c in book.formula.clauses if any(-s in c for s in selectors)]
    blocked_units = 0  # no blocked cells in this grid: every clause belongs to a rule
    assert len(guarded) == len(book.formula.clauses) - blocked_units
    plain = RuleBook(guarded=False)
    starbattle_state(plain, SMALL_STARBATTLE)
    assert plain.rules == [] and plain.formula.num_vars == book.formula.num_vars - len(selectors)


def test_unknown_kinds_are_refused() -> None:
    book = RuleBook(guarded=True)
    book.boolean_cells(1, 1, (0, 1))
    with pytest.raises(ValueError, match="unknown rule kind"), book.rule("x", kind="vibes", cells=[]):
        pass
    with pytest.raises(ValueError, match="unknown hint kind"):
        book.hint("x", key=("x",), json={}, literals=(1,), cells=(), kind="rule")


class SearchOnly(StarBattleSteps):
    """Star Battle's own formula without its named techniques (the rule book states none): the search's steps."""

    def techniques(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        return []

    def technique_grade(self) -> tuple[str, float] | None:
        return None


def test_generic_steps_on_star_battle_match_its_own_step_model(book_starbattle: None) -> None:
    generic = steps(SMALL_STARBATTLE)
    assert generic.status is Status.UNIQUE and generic.complete
    # The fixture's monkeypatch puts the type back afterwards, whatever is registered meanwhile.
    registry._TYPES["starbattle"] = replace(get_type("starbattle"), stepper=SearchOnly)
    own = steps(SMALL_STARBATTLE)
    assert generic.solution == own.solution
    assert [step.decided for step in generic.steps] == [step.decided for step in own.steps]
    assert [step.cost for step in generic.steps] == [step.cost for step in own.steps]
    assert (generic.level, generic.score) == (own.level, own.score)
    assert isinstance(generic.model, BookSteps)
    text = path_text(generic)
    assert "is a star: region" in text


def test_generic_explain_on_star_battle_names_rules_in_conflicts(book_starbattle: None) -> None:
    unique = explain(SMALL_STARBATTLE)
    assert unique.status is Status.UNIQUE and unique.finished
    broken = StarBattle(6, 2, SMALL_STARBATTLE.regions)  # 2 stars per row cannot fit region 1's two cells
    conflicted = explain(broken)
    assert conflicted.status is Status.UNSAT and conflicted.conflicts
    assert all(part.key[0] == "rule" for conflict in conflicted.conflicts for part in conflict)


def brute_force(p: Minesweeper) -> list[tuple[str, ...]]:
    cells = p.rows * p.columns
    out = []
    for bits in product("-x", repeat=cells):
        grid = tuple("".join(bits[r * p.columns : (r + 1) * p.columns]) for r in range(p.rows))
        if not violations(p, grid):
            out.append(grid)
    return out


@pytest.mark.parametrize("seed", range(12))
def test_minesweeper_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(2, 3), (3, 3), (3, 4)])
    truth = tuple("".join(rng.choice("--x") for _ in range(columns)) for _ in range(rows))
    blank = Minesweeper(rows, columns, tuple((None,) * columns for _ in range(rows)))
    full = clues_of(blank, truth)
    clues = tuple(tuple(v if rng.random() < 0.5 else None for v in row) for row in full.clues)
    mines = sum(row.count("x") for row in truth) if seed % 2 else None
    p = Minesweeper(rows, columns, clues, mines)
    expected = brute_force(p)
    # solving's own formula: the numbers as native counts (auto: gluecard4) and as clauses (cadical195)
    for backend in ("auto", "cadical195"):
        result = satpuzzles.count(p, limit=len(expected) + 1, backend=backend)
        assert result.complete and sorted(result.solutions) == sorted(expected)
    # the shape's template (explain, steps, generate, export): counters, the numbers assumed
    template = get_type("minesweeper").compiler.compile(p, "auto")
    found = []
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve(assumptions=template.assumptions(p)):
            found.append(template.decode(solver.get_model()))
            solver.add_clause([-lit for lit in template.solution_literals(found[-1])])
    assert sorted(found) == sorted(expected)


@pytest.mark.parametrize("backend", ["auto", "cadical195", "minisat22"])
def test_a_deferred_mine_total_is_added_once_a_model_breaks_it(backend: str) -> None:
    # no numbers: the first model breaks the total, whose clauses come in over fresh variables above the
    # activation literal; every count after that is the total's (and the engine's session stays usable)
    p = Minesweeper(3, 3, ((None,) * 3,) * 3, 4)
    with Engine(backend) as engine:
        assert len(engine.count(p, 200).solutions) == 126  # 9 choose 4
        assert engine.solve(replace(p, mines=0)).status is Status.UNIQUE


def test_minesweeper_template_decodes_and_blocks_its_solutions() -> None:
    p = satpuzzles.load_puzzle("minesweeper 3x3\n1 . .\n. . .\n. . 1\n")
    template = get_type("minesweeper").compiler.compile(p, "auto")
    assert isinstance(template, BookTemplate)
    solutions = brute_force(p)
    for grid in solutions:
        literals = template.solution_literals(grid)
        model = [v if v in literals else -v for v in range(1, template.formula.num_vars + 1)]
        assert template.decode(model) == grid


def test_minesweeper_explain_finds_fixes_that_make_it_unique() -> None:
    p = satpuzzles.load_puzzle("minesweeper 5x5 mines=8\n. . . 2 .\n2 2 . . .\n. . . . .\n. 2 . 2 2\n. 2 . . .\n")
    made = explain(p)
    assert made.status is Status.MULTIPLE and made.fixes
    for fix in made.fixes:  # each fix, added, leaves one solution: checked again here on a fresh engine
        fixed = get_type("minesweeper").explainer(p, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE


def test_minesweeper_steps_solve_the_sample() -> None:
    p = satpuzzles.load_puzzle(get_type("minesweeper").samples[0].text)
    path = steps(p)
    assert path.complete and path.level is not None
    assert ["".join(row) for row in path.solution] == get_type("minesweeper").samples[0].solution


def test_minesweeper_generates_unique_puzzles() -> None:
    for made in generate("minesweeper", 6, count=2, seed=5):
        assert not violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
        assert made.generation["hints"] == len(made.puzzle.numbers())


def _book_cases() -> list[Any]:
    from satpuzzles.puzzles import all_types

    return [
        pytest.param(kind, sample, id=f"{kind.name}: {sample.name}")
        for kind in all_types()
        for sample in kind.samples[:1]
    ]


@pytest.mark.parametrize(("kind", "sample"), _book_cases())
def test_listed_hint_literals_are_the_hints_own(kind: Any, sample: Any) -> None:
    """Where a rule book lists its hints' literals without making the hints (Stated.literals, solving's
    assumptions), they are the hints' literals in the hints' order, on a sample and on its solution's clues."""
    puzzle, _ = kind.text.read(sample.text)
    template = kind.compiler.compile(puzzle, "auto")
    if not isinstance(template, BookTemplate) or template.stated.literals is None:
        pytest.skip("the hints' literals are read off the hints")
    full = template.rules.clues_of(puzzle, kind.codec.solution_from_json(puzzle, sample.solution))
    for shown in (puzzle, full):
        assert template.stated.literals(shown) == [
            lit for hint in template.stated.hints(shown) for lit in hint.literals
        ]
