"""Cardinality constraints through pysat.card, with the encoding chosen by name.

pysat.card raises on impossible bounds and some encodings refuse some bounds; both are handled
here so that puzzle encoders can state "exactly k of these" without special cases. The `native`
encoding writes no clauses for a bound: it records "at most k" constraints that MiniCard and
Gluecard propagate themselves, with no auxiliary variables.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Literal

import pycard
from pysat.card import CardEnc, EncType

from satpuzzles.cnf.budget import spend
from satpuzzles.cnf.formula import Clause, Formula
from satpuzzles.quietsigint import quiet_sigint

Relation = Literal["atmost", "atleast", "equals"]

ENCODINGS: dict[str, int] = {
    "pairwise": EncType.pairwise,
    "seqcounter": EncType.seqcounter,
    "sortnetwrk": EncType.sortnetwrk,
    "cardnetwrk": EncType.cardnetwrk,
    "totalizer": EncType.totalizer,
    "mtotalizer": EncType.mtotalizer,
    "kmtotalizer": EncType.kmtotalizer,
    "ladder": EncType.ladder,
    "bitwise": EncType.bitwise,
}

# "auto": pairwise at-most-one for lists up to this length (no auxiliaries, direct propagation), the
# sequential counter beyond and for every bound above one: the cut-over that solved Skyscrapers 9x9 to 18x18
# fastest (the Skyscrapers page under encodings/).
AUTO_PAIRWISE_MAX = 20
DEFAULT_ENCODING = "auto"
NATIVE = "native"
ENCODING_NAMES = ("auto", *ENCODINGS, NATIVE)


def _pick(encoding: str, n: int, k: int) -> int:
    if encoding == "auto":
        return ENCODINGS["pairwise"] if n <= AUTO_PAIRWISE_MAX and k <= 1 else ENCODINGS["seqcounter"]
    try:
        chosen = ENCODINGS[encoding]
    except KeyError:
        raise ValueError(
            f"unknown cardinality encoding {encoding!r}; choose from {', '.join(ENCODING_NAMES)}"
        ) from None
    # pairwise, bitwise and ladder only express "at most one"-like bounds.
    if chosen in (EncType.pairwise, EncType.bitwise, EncType.ladder) and 1 < k < n - 1:
        return ENCODINGS["seqcounter"]
    return chosen


def add_cardinality(formula: Formula, lits: Sequence[int], relation: Relation, k: int, encoding: str) -> None:
    """Add sum(lits) <relation> k to the formula, including the trivial and impossible cases."""
    n = len(lits)
    at_least = k if relation in ("atleast", "equals") else 0
    at_most = k if relation in ("atmost", "equals") else n
    if at_least > n or at_most < 0:
        formula.add([])  # impossible: the formula is unsatisfiable, stated as the empty clause
        return
    if at_most == 0:
        formula.extend([-lit] for lit in lits)
        return
    if at_least == n:
        formula.extend([lit] for lit in lits)
        return
    if at_least == 0 and at_most == n:
        return  # no constraint at all
    lits = list(lits)
    if at_least == 1 and at_most == n:
        formula.add(lits)
        return
    if encoding == NATIVE:
        _add_native(formula, lits, at_least, at_most)
        return
    kind = _pick(encoding, n, k)
    if kind == EncType.pairwise and at_most == 1:
        _add_pairwise(formula, lits, at_least == 1)
        return
    spend(formula.clause_count + n * max(1, min(k, n - k)), formula)  # fewer than any counter makes: refused first
    # pysat.card's C encoder called as CardEnc.equals(..., vpool=formula.pool) calls it, without the Python
    # layer around it (which looks at every literal again: a tenth of compiling a 30x30 Skyscrapers). The
    # literals are all pool variables, so its fresh variables start above the pool's top, as with vpool. Its
    # last argument 0 ("not the main thread") keeps it from catching Ctrl-C by a longjmp (satpuzzles/quietsigint.py):
    # Ctrl-C is raised when the call returns.
    for encoder in _ENCODERS[relation]:
        made = getattr(pycard, encoder)(lits, k, formula.pool.top, kind, 0)
        if made:
            clauses, top = made
            formula.pool.top = max(formula.pool.top, top)
            formula.clauses.extend(clauses)  # fresh lists from pycard: no copy needed
    spend(formula.clause_count, formula)


def _add_pairwise(formula: Formula, lits: list[int], at_least_one: bool) -> None:
    """At most one of `lits` (and at least one, when asked) as pysat.card's pairwise encoding writes it, clause
    for clause and in its order, without a call into it: most rule-book cells and lines are short one-hot
    lists, for which the call's own cost exceeded the few clauses it returns (benchmarks/README.md)."""
    clauses = formula.clauses
    if at_least_one:
        clauses.append(lits)
    clauses.extend(map(list, combinations([-lit for lit in lits], 2)))  # pairs (i, j), i < j, in pycard's order


_ENCODERS = {  # pycard's functions by name
    "atleast": ("encode_atleast",),
    "atmost": ("encode_atmost",),
    "equals": ("encode_atleast", "encode_atmost"),  # in CardEnc.equals' order
}


def _add_native(formula: Formula, lits: list[int], at_least: int, at_most: int) -> None:
    """at_least <= sum(lits) <= at_most as native constraints ("at least k" is "at most n - k" negated).

    `lits` is the caller's own copy, so it is stored as it is (copied once if it is stored twice).
    """
    n = len(lits)
    if at_most < n:
        formula.atmosts.append((lits, at_most))
    if at_least == 1:
        formula.add(lits)
    elif at_least > 1:
        formula.atmosts.append(([-lit for lit in lits], n - at_least))


def atmosts_as_clauses(formula: Formula) -> list[Clause]:
    """The formula's native constraints as sequential counters over fresh variables above its own.

    For tools that take clauses only (the grader's propagation): unit propagation on a sequential
    counter derives what native propagation derives, so the answers do not change.
    """
    clauses: list[Clause] = []
    top = formula.num_vars
    for lits, k in formula.atmosts:
        with quiet_sigint():
            cnf = CardEnc.atmost(lits, k, top_id=top, encoding=EncType.seqcounter)
        clauses.extend(cnf.clauses)
        top = max(top, cnf.nv)
    return clauses


def exactly(formula: Formula, lits: Sequence[int], k: int, encoding: str) -> None:
    add_cardinality(formula, lits, "equals", k, encoding)


def exactly_each(formula: Formula, lit_lists: Iterable[list[int]], k: int, encoding: str) -> None:
    """exactly(k) over each of the lists, which the formula may keep (the caller builds them for it).

    One call for many: a Star Battle layout states it once per region, and compiling a layout is on
    the batch's hot path, where a native bound needs none of add_cardinality's special cases.
    """
    for lits in lit_lists:
        if encoding == NATIVE and 0 < k < len(lits):
            _add_native(formula, lits, k, k)
        else:
            add_cardinality(formula, lits, "equals", k, encoding)


def at_most(formula: Formula, lits: Sequence[int], k: int, encoding: str) -> None:
    add_cardinality(formula, lits, "atmost", k, encoding)


def at_least(formula: Formula, lits: Sequence[int], k: int, encoding: str) -> None:
    add_cardinality(formula, lits, "atleast", k, encoding)
