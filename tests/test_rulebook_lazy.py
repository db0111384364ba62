"""Lazy rules in a rule book: a rule stated exactly and with a cut finder solves the same either way.

A tiny rule-book type made for the test (registered only while a test runs): shade cells so that the
shaded cells are connected (a lazy rule) and no 2x2 block is all shaded; givens are hints. Solving with
the cuts and solving with the exact clauses must give the same solution sets as brute force, while
export, generation's template and explain use the exact form; steps leave the rule to its cuts too, and
each step they take follows from the exact rule.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pytest
from graph_oracle import brute, orthogonal, pieces, sat_projections
from pysat.solvers import Solver

from satpuzzles.cnf import Formula
from satpuzzles.dimacs import puzzle_cnf
from satpuzzles.explain import explain
from satpuzzles.generate.oracle import Oracle
from satpuzzles.solving.search import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import registry
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import BookTemplate, Rules, Stated, book_compiler, book_exact
from satpuzzles.typekit.booksteps import BookSteps, book_stepper
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.spec import Checker, Compiler, ModelCodec, PuzzleSpec, TextCodec

Solution = tuple[str, ...]  # rows of "#" (shaded) and "." (white)


@dataclass(frozen=True)
class Shading:
    type_name: ClassVar[str] = "lazybook"
    rows: int
    cols: int
    givens: frozenset[tuple[grid.Cell, str]] = frozenset()  # (cell, "#" or ".")

    @property
    def size(self) -> int:
        return self.rows


def state(book: RuleBook, p: Shading) -> Stated[Shading]:
    cells = book.boolean_cells(p.rows, p.cols, (".", "#"), role="shaded")
    shaded = {cell: cells.block.lit(*cell) for cell in grid.cells(p.rows, p.cols)}
    for r in range(p.rows - 1):
        for c in range(p.cols - 1):
            block = [(r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)]
            with book.rule(f"the 2x2 block at r{r + 1}c{c + 1} is not all shaded", kind="region", cells=block) as f:
                f.add([-shaded[cell] for cell in block])
    adjacency = grid.adjacency(p.rows, p.cols)
    book.lazy_rule(
        "the shaded cells are connected",
        kind="connectivity",
        cells=list(shaded),
        exact=lambda f: connected(f, shaded, adjacency),
        cuts=connectivity_cuts(shaded, adjacency),
    )

    def given(cell: grid.Cell, mark: str) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"{'shaded' if mark == '#' else 'white'} {where}",
            key=(*cell, mark),
            json={"row": cell[0], "column": cell[1], "mark": mark},
            literals=(cells.literal(cell, mark),),
            cells=(cell,),
            kind="given",
        )

    def hints(q: Shading) -> list[Switch]:
        return [given(cell, mark) for cell, mark in sorted(q.givens)]

    def candidates(q: Shading) -> list[Switch]:
        return [given(cell, mark) for cell in grid.cells(q.rows, q.cols) for mark in ".#"]

    return Stated(hints, candidates)


def violations(p: Shading, solution: Solution) -> list[str]:
    shaded = {(r, c) for r, row in enumerate(solution) for c, mark in enumerate(row) if mark == "#"}
    problems = []
    if len(pieces(shaded, orthogonal)) > 1:
        problems.append("the shaded cells are not connected")
    if any({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)} <= shaded for r, c in shaded):
        problems.append("a 2x2 block is shaded")
    if any(solution[r][c] != mark for (r, c), mark in p.givens):
        problems.append("a given is broken")
    return problems


def with_given(p: Shading, hint: Switch) -> Shading:
    j = hint.json
    return replace(p, givens=p.givens | {((j["row"], j["column"]), j["mark"])})


def without_given(p: Shading, hint: Switch) -> Shading:
    j = hint.json
    return replace(p, givens=p.givens - {((j["row"], j["column"]), j["mark"])})


def rules(lazy: bool) -> Rules[Shading, Solution]:
    return Rules(
        state=state,
        solution=lambda rows: tuple("".join(row) for row in rows),
        grid=lambda s: [list(row) for row in s],
        clues_of=lambda blank, s: blank,
        with_hint=with_given,
        without=without_given,
        lazy=lazy,
        lazy_steps=lazy,
    )


def unused(*args: Any) -> Any:
    raise NotImplementedError("not needed by this test")


def spec(lazy: bool) -> PuzzleSpec[Shading, Solution]:
    book = rules(lazy)
    return PuzzleSpec(
        name="lazybook",
        aliases=(),
        model=Shading,
        codec=ModelCodec(unused, unused, unused, lambda s: list(s), unused),
        compiler=Compiler(
            shape=lambda p: ("lazybook", p.rows, p.cols), compile=book_compiler(book), exact=book_exact(book)
        ),
        checker=Checker(violations),
        text=TextCodec(unused, unused),
        explainer=book_explainer(book),
        stepper=book_stepper(book),
    )


@pytest.fixture(params=[True, False], ids=["lazy", "exact"])
def lazy(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[bool]:
    monkeypatch.setitem(registry._TYPES, "lazybook", spec(request.param))
    yield request.param


def given(*marks: tuple[int, int, str]) -> frozenset[tuple[grid.Cell, str]]:
    return frozenset(((r, c), mark) for r, c, mark in marks)


PUZZLES = [
    Shading(2, 3),
    Shading(3, 3),
    Shading(3, 4, given((0, 0, "#"), (2, 3, "#"))),
    Shading(4, 3, given((0, 0, "#"), (3, 2, "#"), (1, 1, "."))),
    Shading(3, 3, given((0, 0, "#"), (2, 2, "#"), (0, 2, "#"), (0, 1, "."), (1, 1, "."), (2, 1, "."))),
]
# (0, 0) reaches (2, 2) only down the left column and along the bottom row
UNIQUE = Shading(3, 3, given((0, 0, "#"), (2, 2, "#"), (1, 1, "."), (0, 1, "."), (0, 2, "."), (1, 2, ".")))


def expected(p: Shading) -> set[Solution]:
    lits = {cell: i + 1 for i, cell in enumerate(grid.cells(p.rows, p.cols))}
    boards = [
        tuple("".join("#" if (r, c) in s else "." for c in range(p.cols)) for r in range(p.rows))
        for s in brute(lits, lambda s: True)
    ]
    return {board for board in boards if not violations(p, board)}


def test_both_forms_solve_to_the_brute_force_solution_sets(lazy: bool) -> None:
    with Engine("cadical153") as engine:
        for p in PUZZLES:
            result = engine.count(p, 10_000)  # every model is re-checked: a disconnected one would raise
            assert result.complete and set(result.solutions) == expected(p)
        assert engine.solve(UNIQUE).status is Status.UNIQUE and len(expected(UNIQUE)) == 1
        assert engine.solve(PUZZLES[-1]).status is Status.UNSAT


def test_the_lazy_template_leaves_connectivity_to_its_cuts() -> None:
    p = Shading(3, 3)
    lazy_template = BookTemplate(rules(True), p, "auto", lazy=True)
    exact_template = BookTemplate(rules(True), p, "auto")
    assert lazy_template.cuts is not None and exact_template.cuts is None
    assert lazy_template.formula.num_vars == 9 < exact_template.formula.num_vars
    cells = {cell: i + 1 for i, cell in enumerate(grid.cells(3, 3))}
    split = [1, -2, 3, -4, -5, -6, -7, -8, -9]  # r1c1 and r1c3 shaded, apart
    assert lazy_template.cuts(split)
    # without its cuts the lazy formula admits split shadings: the solving test above depends on them
    assert len(sat_projections(lazy_template.formula, cells)) > len(expected(p))
    assert len(sat_projections(exact_template.formula, cells)) == len(expected(p))
    # a rules object that does not ask for cuts states the rule exactly, and needs no separate exact form
    assert BookTemplate(rules(False), p, "auto", lazy=False).cuts is None and book_exact(rules(False)) is None


def test_export_and_generation_use_the_exact_form(lazy: bool) -> None:
    assert Oracle("cadical153").template(Shading(3, 3)).cuts is None
    p = PUZZLES[2]
    cnf = puzzle_cnf(p)
    assert cnf.template.cuts is None
    cells = {cell: i + 1 for i, cell in enumerate(grid.cells(p.rows, p.cols))}
    exported = Formula()
    exported.pool.top = cnf.template.formula.num_vars
    exported.extend(cnf.clauses)
    found = {
        tuple("".join("#" if (r, c) in s else "." for c in range(p.cols)) for r in range(p.rows))
        for s in sat_projections(exported, cells)
    }
    assert found == expected(p)


def test_the_step_model_leaves_a_lazy_rule_to_its_cuts_and_each_step_follows_from_the_exact_rule() -> None:
    """The step model of a lazy book holds no connectivity clauses: the rule is a selector and a cut finder
    (steps/slices.py adds the cuts). Every step of its paths is checked again on the exact guarded book,
    with a solver of this test's own: the named groups and facts force the step, and each is needed."""
    book = rules(True)
    marks = ((0, 0, "."), (0, 1, "#"), (1, 0, "#"), (1, 1, "."), (1, 2, "#"), (1, 3, "#"))
    puzzles = [UNIQUE, Shading(3, 4, given(*marks))]  # the second: .##. / #.## / ###.
    for p in puzzles:
        lazy_model, exact_model = BookSteps(book, p), BookSteps(book, p, lazy=False)
        assert list(lazy_model.lazy) and not exact_model.lazy
        assert lazy_model.formula.num_vars < exact_model.formula.num_vars
        on = {group.key: group.literals for group in exact_model.groups()}
        with registered(spec(True)):
            path = steps(p)
        assert path.complete and path.solution in expected(p) and len(expected(p)) == 1
        assert any(group.rank[0] == "connectivity" for step in path.steps for group in step.groups)
        for step in path.steps:
            members = [on[group.key] for group in step.groups] + [(fact.literal,) for fact in step.facts]
            some_target_fails = [-fact.literal for fact in step.targets]
            assert not satisfiable(exact_model.formula, members, some_target_fails)
            for i in range(len(members)):
                assert satisfiable(exact_model.formula, members[:i] + members[i + 1 :], some_target_fails)


def satisfiable(formula: Formula, members: list[tuple[int, ...]], clause: list[int]) -> bool:
    with Solver(name="cadical153", bootstrap_with=[*formula.clauses, clause]) as solver:
        return bool(solver.solve(assumptions=[lit for member in members for lit in member]))


@contextmanager
def registered(kind: PuzzleSpec[Shading, Solution]) -> Iterator[None]:
    saved = registry._TYPES.get("lazybook")
    registry._TYPES["lazybook"] = kind
    try:
        yield
    finally:
        if saved is None:
            del registry._TYPES["lazybook"]
        else:
            registry._TYPES["lazybook"] = saved


def test_explain_is_exact_and_steps_name_the_lazy_rule(lazy: bool) -> None:
    path = steps(UNIQUE)
    assert path.complete and path.solution == next(iter(expected(UNIQUE)))
    assert any("connected" in text for step in path.steps for group in step.groups for text in [group.name])
    two = Shading(3, 3, given((0, 0, "#"), (2, 2, "#"), (1, 1, "."), (0, 2, "."), (1, 2, ".")))  # r1c2 is free
    made = explain(two)
    assert made.status is Status.MULTIPLE
    assert sorted(fix.hint.name for fix in made.fixes) == ["shaded r1c2", "white r1c2"]
    broken = explain(PUZZLES[-1])
    assert broken.status is Status.UNSAT and broken.conflicts
    assert any("connected" in part.name for conflict in broken.conflicts for part in conflict)
