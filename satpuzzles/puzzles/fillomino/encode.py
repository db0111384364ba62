"""Fillomino's rules in a rule book (encodings/fillomino.md): one-hot cells, each over the numbers it can hold
(model.domains: within v - 1 steps of a given v, or in enough unnumbered cells touching no given v; a guarded
book, which asks about the puzzle without a given, over 1..model.bounds_without_a_given); the rule "each area
of equal numbers has as many cells as its number" (constraints/areas.py: cuts while solving, exact layers for
export, certificates, explain and steps); the cheap consequences "a 1 has no 1 beside it" and "a larger number
has an equal number beside it" stated plainly, which steer the solver, and, while solving, the rule for the
numbers up to SMALL as clauses over their few connected sets (areas.small_areas); each given a hint.

The cells' domains depend on the givens, so the shape is the whole puzzle.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import Formula
from satpuzzles.typekit.constraints.areas import area_counts, sized_areas, sized_areas_cuts, small_areas
from satpuzzles.typekit.constraints.lazy import all_cuts
from satpuzzles.typekit.digitbook import digit_cells, givens_stated, grid_rows, put_given
from satpuzzles.typekit.rulebook import RuleBook

from .large import BESIDE_LARGER, LARGE, exact_up_to, lifted, projected, touching_cuts
from .model import NAME, Fillomino, Solution

SMALL = 4  # the largest number whose areas solving states as clauses (constraints/areas.py small_areas)
FEW = 3  # solving counts the cells of a number v that fewer than FEW * v cells may hold (areas.area_counts)


def shape(p: Fillomino) -> Hashable:
    return (NAME, p.rows, p.columns, p.givens)


def state(book: RuleBook, p: Fillomino) -> Stated[Fillomino]:
    k = exact_up_to(p)
    # explain and steps (a guarded book) ask about the puzzle without a given, so their domains allow it
    if book.guarded:
        bound = p.bounds_without_a_given()
        book.reserve_candidates(sum(bound.values()))
        domain = {cell: frozenset(range(1, bound[cell] + 1)) for cell in bound}
    elif book.lazy:  # solving projects the numbers past k (large.py), so their sets need not hold them
        domain = p.domains(above=k)
    else:
        book.reserve_candidates(sum(p.bounds().values()))
        domain = p.domains()
    projecting = book.lazy and not book.guarded and any(max(numbers, default=0) > k for numbers in domain.values())
    if projecting:  # solving: the regions larger than k as two symbols (large.py)
        domain = {cell: _projected_domain(numbers, k) for cell, numbers in domain.items()}
    key = {LARGE: k + 1, BESIDE_LARGER: k + 2}  # the symbols' places among the numbers, for the cut finder
    cells = digit_cells(book, p.rows, p.columns, sorted(set().union(*domain.values())), lambda c: domain[c])
    values = {cell: {key.get(v, v): cells.literal(cell, v) for v in sorted(domain[cell])} for cell in domain}
    near = {cell: p.neighbours(cell) for cell in domain}
    everything = list(domain)

    def neighbours_agree(f: Formula) -> None:
        for cell, lits in values.items():
            for v, lit in lits.items():
                beside = [values[w][v] for w in near[cell] if v in values[w]]
                if v == 1:
                    f.extend([-lit, -other] for other in beside)
                else:
                    f.add([-lit, *beside])

    with book.rule("a 1 has no 1 beside it, a larger number an equal one", kind="region", cells=everything) as f:
        neighbours_agree(f)
    if book.lazy and not book.guarded:
        with book.rule(
            "an area of a small number is neither too small nor too large", kind="region", cells=everything
        ) as f:
            small_areas(f, values, near, min(SMALL, k))
            area_counts(f, {cell: {v: lit for v, lit in lits.items() if v <= k} for cell, lits in values.items()}, FEW)
    cuts = sized_areas_cuts(values, near, {k + 1: k + 1, k + 2: k + 1})
    if projecting:
        large = {cell: cells.literal(cell, LARGE) for cell in domain if LARGE in domain[cell]}
        beside = {cell: cells.literal(cell, BESIDE_LARGER) for cell in domain if BESIDE_LARGER in domain[cell]}
        cuts = all_cuts(cuts, touching_cuts(large, beside, near))
    book.lazy_rule(
        "each area of equal numbers has as many cells as its number",
        kind="connectivity",
        cells=everything,
        exact=lambda f: sized_areas(f, values, near, book.encoding),
        cuts=cuts,
        implied=neighbours_agree,
    )
    stated: Stated[Fillomino] = givens_stated(book, cells, lambda q: q.givens)
    return replace(stated, values=lambda solution: projected(solution, k)) if projecting else stated


def _projected_domain(numbers: frozenset[int], k: int) -> frozenset[int]:
    exact = {v for v in numbers if v <= k}
    return frozenset(exact | {LARGE, BESIDE_LARGER}) if max(numbers, default=0) > k else frozenset(exact)


def clues_of(blank: Fillomino, solution: Solution) -> Fillomino:
    """Every cell shows its number."""
    return replace(blank, givens=tuple(tuple(row) for row in solution))


RULES: Rules[Fillomino, Solution] = Rules(
    state=state,
    solution=lifted,
    grid=grid_rows,
    clues_of=clues_of,
    with_hint=lambda p, hint: replace(p, givens=put_given(p.givens, hint, True)),
    without=lambda p, hint: replace(p, givens=put_given(p.givens, hint, False)),
    lazy=True,
    lazy_steps=True,
)
