"""The one check between a puzzle and its compiled formula: refuse a formula too big for memory.

Compiling holds every clause as a Python list (Skyscrapers streams them into the solver as it goes) and
the solver holds its own copy, so a large puzzle can take gigabytes before the solver starts (Skyscrapers
grows with size³). Each type estimates its formula from the shape by arithmetic (its Compiler's estimate),
and a puzzle over the limit is refused with one line before anything is built.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from satpuzzles.cnf.budget import ASSUMED_LITERALS_PER_CLAUSE, MemoryBudget, OverBudget, clause_budget
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import type_of

# The clause limit: a formula of more clauses is refused on any backend (and sets the export's limit).
DEFAULT_MAX_CLAUSES = 5_000_000

MEMORY_LIMIT_BYTES = 2 * 2**30  # what a run may take at its peak: the formula in Python, in the solver, and search


@dataclass(frozen=True, eq=False)
class Cost:
    """Bytes a formula takes in one place, per clause, per literal and per variable."""

    clause: float
    literal: float
    variable: float = 0.0

    def of(self, clauses: int, literals: int, variables: int) -> float:
        return clauses * self.clause + literals * self.literal + variables * self.variable


# The memory model, measured by benchmarks/memory_model.py (forked children, ru_maxrss; the rows, fits and
# errors are in benchmarks/memory.md). A run's peak is the interpreter with the package, plus the formula as
# Python builds it, plus the solver's copy once loaded times what its search adds.
BASE_BYTES = 80 * 2**20  # the interpreter, the package and the CLI, before any puzzle
# A clause's list, its literals, and per variable what the rule book keeps: the least-squares fit over 33 types'
# compiles (errors -32% to +33%; a type it underrates is caught by the budget's backstop, the growth it sees).
PYTHON = Cost(clause=80, literal=17, variable=140)
# Each backend's copy once loaded and after 2-5 s of search: per clause from a Sudoku and a Star Battle (2.3-2.5
# literals a clause), per literal from blank Akaris (30 to 100 literals a clause; a 354x354 for lingeling and
# MiniSat), rounded up; a backend not measured on long clauses takes its family's. Glucose's family grew by
# 16-24 bytes a literal on a 100x100 Akari in a search that ran past its 2 s (killed at 150 s). CaDiCaL's per
# literal is from blank Akaris whose 2 s search ran in its forked child (the pages the child writes are its own):
# 338x338 on cadical153 2,140 MB where 2.5 bytes a literal had modelled 2,032; then, at 4, 328x328 2,049 MB where
# 2,041 was modelled, and cadical300 at 311x311 2,408 MB where 2,031 was.
SOLVERS = {
    "cadical103": Cost(241, 5),
    "cadical153": Cost(225, 5),
    "cadical195": Cost(225, 5),
    "cadical300": Cost(341, 10.5),
    "glucose3": Cost(120, 16),  # the MiniSat family with Glucose's simplification: long clauses cost most
    "glucose4": Cost(137, 16),
    "glucose42": Cost(137, 16),
    "gluecard3": Cost(120, 24),
    "gluecard4": Cost(137, 24),
    "lingeling": Cost(64, 6.5),  # 5.5 modelled a blank 341x341 Akari at 2,038 MB; it took 2,035
    "maplechrono": Cost(133, 5.5),
    "maplecm": Cost(112, 5.5),
    "maplesat": Cost(137, 5.5),
    "mergesat3": Cost(137, 5.5),
    "minicard": Cost(71, 5.5),
    "minisat22": Cost(71, 5.5),
    "minisatep": Cost(85, 5.5),
    "minisatgh": Cost(71, 5.5),
    "ergo": Cost(92, 5.5),
}
# A solver not measured (an external one, a plugin's): the dearest per clause and per literal of those measured.
UNMEASURED = Cost(max(c.clause for c in SOLVERS.values()), max(c.literal for c in SOLVERS.values()))
# What a search adds to the loaded copy: CaDiCaL's arena copies the clauses it keeps when it collects
# garbage (a plain solve of a 137x137 Star Battle, 4.96 million clauses, peaked at 2,250 MB on cadical195
# after 235 s of search: its copy 1.5 times the loaded one); the others grow by their learned clauses, 15%
# over the longest runs measured.
SEARCH = {"cadical": 1.6}
OTHER_SEARCH = 1.15


class FormulaTooBig(SatPuzzlesError):
    """The puzzle's formula would exceed the clause limit (exit 2: raise the limit or shrink the puzzle)."""


def solver_cost(backend: str) -> Cost:
    """What a formula costs at the peak of a search on `backend` (its loaded copy times the search's growth)."""
    loaded = SOLVERS.get(backend, UNMEASURED)
    grows = next((factor for family, factor in SEARCH.items() if backend.startswith(family)), OTHER_SEARCH)
    return Cost(loaded.clause * grows, loaded.literal * grows, loaded.variable * grows)


def peak_bytes(backend: str | None, clauses: int, literals: int, variables: int, grown: int = 0) -> int:
    """The model's peak of a run whose formula has these counts, on `backend` (None: no solver, an export);
    `grown`: what compiling it has been seen to add to the process, when that is more than the model's Python side."""
    python = max(PYTHON.of(clauses, literals, variables), grown)
    solver = 0.0 if backend is None else solver_cost(backend).of(clauses, literals, variables)
    return int(BASE_BYTES + python + solver)


def cheapest_backend(clauses: int, literals: int, variables: int) -> str:
    """The measured backend whose run would take least memory for this formula."""
    return min(SOLVERS, key=lambda backend: peak_bytes(backend, clauses, literals, variables))


def _over_memory(
    name: str,
    backend: str | None,
    clauses: int,
    literals: int,
    variables: int,
    peak: int,
    *,
    stopped: bool = False,
    reserved: int = 0,
) -> str:
    """The one line for a formula the model puts over MEMORY_LIMIT_BYTES (`stopped`: while it was compiled;
    `reserved`: bytes of its Python objects counted before they were built, which no backend saves)."""
    where = f" on {backend}" if backend is not None else ""
    if stopped and not clauses:
        counts = f"{reserved / 2**30:.1f} GB of it before any clause was built"
    elif stopped:
        counts = f"{clauses:,} clauses and ~{literals:,} literals when compiling stopped"
    else:
        counts = f"~{clauses:,} clauses, ~{literals:,} literals"
    line = (
        f"{name}: the formula would take about {peak / 2**30:.1f} GB at its peak{where} ({counts}), "
        f"over the limit of {MEMORY_LIMIT_BYTES / 2**30:g} GB ("
    )
    if backend is not None:
        cheapest = cheapest_backend(clauses, literals, variables)
        if cheapest != backend and peak_bytes(cheapest, clauses, literals, variables) + reserved <= MEMORY_LIMIT_BYTES:
            line += f"--backend {cheapest} needs less; "
    return line + "--max-clauses to build it anyway)"


def require_fits(puzzle: Any, encoding: str, max_clauses: int | None = None, backend: str | None = None) -> None:
    """Raise FormulaTooBig, before anything is built, when the puzzle's formula under `encoding` would not fit.

    With `max_clauses` the user's limit is the only limit. Without it, the default: DEFAULT_MAX_CLAUSES, and the
    model's peak on `backend` (satpuzzles/cnf/size.py's estimate counts clauses and variables; the literals
    are taken at ASSUMED_LITERALS_PER_CLAUSE) within MEMORY_LIMIT_BYTES. A type that cannot estimate its
    formulas is limited while it compiles instead (compiled_within).
    """
    kind = type_of(puzzle)
    if kind.compiler.estimate is None:
        return
    size = kind.compiler.estimate(puzzle, encoding)
    limit = DEFAULT_MAX_CLAUSES if max_clauses is None else max_clauses
    name = _named(puzzle)
    if size.clauses > limit:
        raise FormulaTooBig(
            f"{name}: the formula would have ~{size.clauses:,} clauses, over the limit of {limit:,} "
            "(--max-clauses to raise it)"
        )
    if max_clauses is not None:
        return
    literals = size.clauses * ASSUMED_LITERALS_PER_CLAUSE
    peak = peak_bytes(backend, size.clauses, literals, size.variables)
    if peak > MEMORY_LIMIT_BYTES:
        raise FormulaTooBig(_over_memory(name, backend, size.clauses, literals, size.variables, peak))


@contextmanager
def compiled_within(puzzle: Any, max_clauses: int | None = None, backend: str | None = None) -> Iterator[None]:
    """Compile a puzzle whose type has no estimate under a clause budget of the same limit (satpuzzles/cnf/budget.py).

    Such a formula cannot be refused before it is built; compiling it stops once it passes the limit instead,
    before any solver holds it, with FormulaTooBig. Under the default limit the budget also projects the run's
    peak on `backend` from the formula so far (peak_bytes: its clauses, literals and variables, or what the
    compile has grown the process by where that is more) and stops once that passes MEMORY_LIMIT_BYTES.
    """
    kind = type_of(puzzle)
    if kind.compiler.estimate is not None:
        yield
        return
    limit = DEFAULT_MAX_CLAUSES if max_clauses is None else max_clauses
    memory = None
    if max_clauses is None:  # the user's --max-clauses is the limit; by default memory is one too

        def peak(clauses: int, literals: int, variables: int, grown: int) -> int:
            return peak_bytes(backend, clauses, literals, variables, grown)

        memory = MemoryBudget(MEMORY_LIMIT_BYTES, peak)
    try:
        with clause_budget(limit, memory):
            yield
    except OverBudget as over:
        name = _named(puzzle)
        if over.projected_bytes is not None:
            raise FormulaTooBig(
                _over_memory(
                    name,
                    backend,
                    over.clauses,
                    over.literals,
                    over.variables,
                    over.projected_bytes,
                    stopped=True,
                    reserved=over.reserved,
                )
            ) from None
        raise FormulaTooBig(
            f"{name}: the formula passed the limit of {limit:,} clauses while it was being built"
            " (--max-clauses to raise it)"
        ) from None


def _named(puzzle: Any) -> str:
    """The type and shape the refusal names: ROWSxCOLUMNS where the puzzle has both, else SIZExSIZE."""
    kind = type_of(puzzle).name
    rows, columns = getattr(puzzle, "rows", None), getattr(puzzle, "columns", None)
    if isinstance(rows, int) and isinstance(columns, int):
        return f"{kind} {rows}x{columns}"
    n = getattr(puzzle, "size", None)
    return f"{kind} {n}x{n}" if n else kind
