"""The compiler core: variable blocks, cardinality constraints and the two-way unary counter."""

from __future__ import annotations

import gc
import itertools
from pathlib import Path

import pytest
from pysat.solvers import Solver

from satpuzzles.cnf import (
    ENCODING_NAMES,
    Formula,
    at_least,
    at_most,
    atmosts_as_clauses,
    collector_paused,
    counter_rows,
    exactly,
    exactly_each,
    unary_counter,
)
from satpuzzles.cnf import formula as formula_module
from satpuzzles.solving.backends import NATIVE_CARDINALITY
from satpuzzles.solving.session import Session

EXAMPLES = Path(__file__).resolve().parent.parent / "satpuzzles" / "examples"


def _models_over(formula: Formula, inputs: list[int]) -> set[tuple[bool, ...]]:
    """The projections onto `inputs` of all models (enumerated by blocking on the inputs)."""
    found = set()
    with Solver(name="minicard" if formula.atmosts else "cadical195", bootstrap_with=formula.clauses) as solver:
        for lits, k in formula.atmosts:
            solver.add_atmost(lits, k)
        while solver.solve():
            model = set(solver.get_model())  # variables in no clause are absent: they count as false
            values = tuple(v in model for v in inputs)
            found.add(values)
            solver.add_clause([-v if value else v for v, value in zip(inputs, values, strict=True)])
    return found


def test_blocks_are_contiguous_and_named() -> None:
    formula = Formula()
    cells = formula.block("cell", 3, 4, 5)
    aux = formula.block("aux", 2)
    assert (cells.first, cells.last, aux.first) == (1, 60, 61)
    assert cells.lit(2, 3, 4) == 60 and cells.index_of(cells.lit(1, 2, 3)) == (1, 2, 3)
    assert formula.role_of(7) == "cell" and formula.role_of(62) == "aux"
    exactly(formula, [aux.first, aux.last, cells.first], 2, "seqcounter")
    assert formula.num_vars > 62 and formula.role_of(formula.num_vars) == "card"


@pytest.mark.parametrize("dims", [(5,), (3, 4), (2, 3, 4), (2, 3, 2, 3)])
def test_block_literals_run_row_major_in_every_dimension(dims: tuple[int, ...]) -> None:
    block = Formula().block("b", *dims)
    indices = list(block.all_indices())
    assert [block.lit(*index) for index in indices] == list(range(block.first, block.last + 1))
    assert [block.index_of(block.lit(*index)) for index in indices] == indices


@pytest.mark.parametrize("encoding", ENCODING_NAMES)
@pytest.mark.parametrize("n", [1, 2, 4, 6])
def test_cardinality_matches_brute_force(encoding: str, n: int) -> None:
    for k in range(-1, n + 2):
        for relation, build, holds in (
            ("equals", exactly, lambda count, k=k: count == k),
            ("atmost", at_most, lambda count, k=k: count <= k),
            ("atleast", at_least, lambda count, k=k: count >= k),
        ):
            formula = Formula()
            block = formula.block("x", n)
            inputs = [block.lit(i) for i in range(n)]
            build(formula, inputs, k, encoding)
            expected = {bits for bits in itertools.product([False, True], repeat=n) if holds(sum(bits))}
            assert _models_over(formula, inputs) == expected, (relation, n, k)


@pytest.mark.parametrize("encoding", ["auto", "seqcounter", "native"])
def test_exactly_each_writes_what_exactly_writes_list_by_list(encoding: str) -> None:
    # Every bound from impossible to trivial, over lists of several lengths, in one call.
    for k in range(-1, 6):
        one_by_one, at_once = Formula(), Formula()
        lists = [[1, 2, 3, 4], [5, 6], [7], [8, 9, 10, 11, 12]]
        for formula in (one_by_one, at_once):
            formula.block("x", 12)
        for lits in lists:
            exactly(one_by_one, lits, k, encoding)
        exactly_each(at_once, [list(lits) for lits in lists], k, encoding)
        assert (at_once.clauses, at_once.atmosts, at_once.num_vars) == (
            one_by_one.clauses,
            one_by_one.atmosts,
            one_by_one.num_vars,
        ), k


@pytest.mark.parametrize("n", [3, 5])
def test_native_constraints_write_no_clauses_and_expand_to_the_same_models(n: int) -> None:
    for k in range(1, n):
        native = Formula()
        block = native.block("x", n)
        inputs = [block.lit(i) for i in range(n)]
        exactly(native, inputs, k, "native")
        assert native.num_vars == n and len(native.atmosts) == (1 if k == 1 else 2)
        assert all(len(clause) == n for clause in native.clauses)  # at most the "at least one" clause
        expanded = Formula()
        expanded.block("x", n)
        expanded.clauses = [*native.clauses, *atmosts_as_clauses(native)]
        expected = {bits for bits in itertools.product([False, True], repeat=n) if sum(bits) == k}
        assert _models_over(native, inputs) == _models_over(expanded, inputs) == expected, k


@pytest.mark.parametrize(("n", "top"), [(1, 1), (3, 3), (5, 5), (6, 3), (7, 2)])
def test_unary_counter_is_an_equivalence(n: int, top: int) -> None:
    """Each output is forced both ways: assuming ">= k" true bounds the count from below, false from above."""
    formula = Formula()
    block = formula.block("x", n)
    inputs = [block.lit(i) for i in range(n)]
    out = unary_counter(formula, inputs, top)
    assert len(out) == min(n, top) + 1
    with Solver(name="cadical195", bootstrap_with=formula.clauses) as solver:
        for bits in itertools.product([False, True], repeat=n):
            assumptions = [v if b else -v for v, b in zip(inputs, bits, strict=True)]
            assert solver.solve(assumptions=assumptions)
            model = solver.get_model()
            for k in range(1, len(out)):
                assert (model[out[k] - 1] > 0) == (sum(bits) >= k), (bits, k)
        for k in range(1, len(out)):
            for bits in itertools.product([False, True], repeat=n):
                assumptions = [v if b else -v for v, b in zip(inputs, bits, strict=True)]
                assert solver.solve(assumptions=[*assumptions, out[k]]) == (sum(bits) >= k)
                assert solver.solve(assumptions=[*assumptions, -out[k]]) == (sum(bits) < k)


@pytest.mark.parametrize(("n", "top"), [(1, 1), (4, 4), (6, 3), (7, 2)])
def test_counter_rows_name_each_prefix_count(n: int, top: int) -> None:
    """counter_rows(out, n)[i] + j is "at least j+1 of the first i+1 inputs", in every model."""
    formula = Formula()
    block = formula.block("x", n)
    inputs = [block.lit(i) for i in range(n)]
    out = unary_counter(formula, inputs, top)
    rows = counter_rows(out, n)
    with Solver(name="cadical195", bootstrap_with=formula.clauses) as solver:
        for bits in itertools.product([False, True], repeat=n):
            assert solver.solve(assumptions=[v if b else -v for v, b in zip(inputs, bits, strict=True)])
            model = solver.get_model()
            for i, first in enumerate(rows):
                for j in range(min(i + 1, len(out) - 1)):
                    assert (model[first + j - 1] > 0) == (sum(bits[: i + 1]) >= j + 1), (bits, i, j)


def test_unknown_encoding_is_refused() -> None:
    formula = Formula()
    block = formula.block("x", 4)
    with pytest.raises(ValueError, match="unknown cardinality encoding 'nope'"):
        exactly(formula, [block.lit(i) for i in range(4)], 2, "nope")


@pytest.mark.parametrize("backend", NATIVE_CARDINALITY)
def test_sessions_load_native_constraints_on_every_solver_that_takes_them(backend: str) -> None:
    # Loaded through the C functions behind PySAT's add_atmost: each solver must take them by the
    # session's table, and a constraint that the units already break must leave no model.
    with Session(backend, [[1, 2, 3]], [([1, 2, 3], 1), ([-1, -2, -3], 2)]) as session:
        assert session.solve()
        assert sum(lit > 0 for lit in session.model()[:3]) == 1
        assert not session.solve([1, 2])
        assert session.solve([-1, -2]) and session.model()[2] == 3
    with Session(backend, [[1], [2]], [([1, 2, 3], 1)]) as session:
        assert not session.solve()


def test_a_formula_streamed_into_the_engine_solves_as_one_loaded_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    from satpuzzles import load_puzzle
    from satpuzzles.cnf import formula as formula_module
    from satpuzzles.puzzles import type_of
    from satpuzzles.solving import Engine

    puzzle = load_puzzle(str(EXAMPLES / "skyscrapers-8x8.txt"))
    compiler = type_of(puzzle).compiler
    whole = (compiler.shared.compile if compiler.shared else compiler.compile)(puzzle, "auto").formula  # solving's
    with Engine("minisat22") as engine:
        at_once = engine.solve(puzzle)
    loads: list[int] = []
    original = Session.load

    def counted(self: Session, clauses: list[list[int]]) -> None:
        loads.append(len(clauses))
        original(self, clauses)

    monkeypatch.setattr(Session, "load", counted)
    monkeypatch.setattr(formula_module, "FLUSH_AT", 1000)  # the 8x8's 26k clauses then arrive in parts
    with Engine("minisat22") as engine:
        streamed = engine.solve(puzzle)
        assert len(loads) > 10 and sum(loads) == len(whole.clauses)
        assert (streamed.status, streamed.solutions) == (at_once.status, at_once.solutions)
        assert streamed.stats.clauses == at_once.stats.clauses == len(whole.clauses)
        assert streamed.stats.conflicts == at_once.stats.conflicts  # the solver saw the same clauses in order
        assert engine.template(puzzle).formula.clauses == whole.clauses  # compiled again when asked for


def test_a_formula_without_a_sink_keeps_its_clauses() -> None:
    formula = Formula()
    formula.pool.top = 2
    formula.extend([[1, 2]] * 3)
    formula.flush()
    assert formula.complete and formula.clause_count == 3 and len(formula.clauses) == 3


@pytest.mark.parametrize("backend", ["minisat22", "minicard", "gluecard4", "cadical195", "glucose4", "glucose3"])
def test_loading_finds_a_contradiction_on_every_solver(backend: str) -> None:
    """Clauses go straight to the C solver for some backends: a formula that is false on loading stays false."""
    with Session(backend, [[1], [2, 3], [-1]]) as session:
        assert not session.solve()
    with Session(backend, [[1, 2], [-1], [2, 3]]) as session:  # every clause after the first counts
        assert session.solve() and session.model()[:2] == [-1, 2]


def test_objects_built_while_the_collector_is_paused_go_to_the_oldest_generation() -> None:
    """Else the first collection afterwards walks every clause list a large formula kept."""
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        kept = [[i, -i] for i in range(1, 1000)]
    assert gc.isenabled()
    oldest = {id(item) for item in gc.get_objects(generation=2)}
    assert all(id(clause) in oldest for clause in kept)


def test_in_a_program_that_froze_its_objects_the_paused_ones_join_them_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI freezes its loaded modules: unfreezing after a compile would release those too."""
    monkeypatch.setattr(formula_module, "_FROZEN_BY_PROGRAM", [])  # what this test sees is not kept for the next
    assert gc.isenabled() and gc.get_freeze_count() == 0
    before = [[0]]
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with collector_paused():
            kept = [[i, -i] for i in range(1, 1000)]
        assert gc.isenabled()
        assert gc.get_freeze_count() >= frozen + len(kept)  # the program's objects stay frozen, the new join them
        counts: list[int] = []

        def counted_freeze_count() -> int:
            counts.append(1)
            return 1

        monkeypatch.setattr(gc, "get_freeze_count", counted_freeze_count)
        with collector_paused():
            kept.append([0])
        assert counts == []  # known frozen: no second walk over every frozen object (6 ms a compile in the CLI)
        monkeypatch.undo()
        young_or_old = {id(item) for generation in range(3) for item in gc.get_objects(generation=generation)}
        assert not any(id(item) in young_or_old for item in [*before, *kept])
    finally:
        gc.unfreeze()
