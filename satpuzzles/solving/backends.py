"""The backends by name (PySAT's in-process solvers and external binaries) and whether each works here."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec

import pysolvers
from pysat.solvers import Solver, SolverNames

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE
from satpuzzles.errors import BackendError
from satpuzzles.puzzles import all_types
from satpuzzles.quietsigint import quiet_sigint
from satpuzzles.solving.external_names import is_external

# `auto` solves each puzzle as its type's auto_solver() says: no one solver is fastest on every type and size.
AUTO_BACKEND = "auto"
DEFAULT_BACKEND = AUTO_BACKEND
# What `auto` stands for where a backend's numbers are written out: generated puzzles and grades carry
# its conflict counts, and the same seed must keep giving the same output it gave before `auto`.
RECORDED_BACKEND = "cadical195"

# PySAT's solvers in the order `satpuzzles backends` lists them. kissat404 is left out on purpose:
# in-process it ignores assumptions and aborts the process on add_clause after solve.
PYSAT_BACKENDS = (
    "cadical195",
    "cadical153",
    "cadical103",
    "cadical300",
    "glucose4",
    "glucose42",
    "glucose3",
    "gluecard4",
    "gluecard3",
    "minisat22",
    "minisatgh",
    "minisatep",
    "minicard",
    "maplechrono",
    "maplecm",
    "maplesat",
    "mergesat3",
    "lingeling",
    "ergo",
    "cryptosat",
)
REFUSED = {
    "kissat404": "kissat404 cannot run in-process (PySAT's binding ignores assumptions and aborts on "
    "incremental use); use the kissat binary instead: --backend external:kissat",
}
# Solvers whose PySAT binding has no budgeted solve; they are run in a forked child for limits.
NO_LIMITED_SOLVE = frozenset({"lingeling"})
# Solvers whose interrupt() stops a running solve (checked here; CaDiCaL's and Lingeling's raise).
INTERRUPTIBLE = frozenset(
    {
        *("glucose3", "glucose4", "glucose42", "gluecard3", "gluecard4", "minisat22", "minisatgh", "minisatep"),
        *("minicard", "maplechrono", "maplecm", "maplesat", "mergesat3", "ergo"),
    }
)
# Solvers whose interrupt() and budgets can come seconds late. The Glucose line looks at them only between
# restarts, and restarts no earlier than its first 50 conflicts: on long clauses a conflict took 1-10 ms (a blank
# 30x30 to 50x50 Akari), so an interrupted or budgeted call ran on for seconds past the deadline, past a minute at
# 70x70. MapleCM looks at them before each decision, yet stopped 5 s late on a blank 100x100 Akari (its passes
# over the learnt clauses, presumably). Their calls take an in-process budget sized by literals, then a child.
LATE_INTERRUPT = frozenset({"glucose3", "glucose4", "glucose42", "gluecard3", "gluecard4", "maplecm"})
# Solvers that propagate "at most k" constraints themselves (the `native` cardinality encoding), each
# with the C function behind PySAT's add_atmost and the attribute holding the native solver it takes:
# a Star Battle layout loads 100-200 of them and then solves fast, so PySAT's two Python layers per
# constraint were a large part of the loading (benchmarks/overhead.py, benchmarks/README.md).
NATIVE_ADD_ATMOST = {
    "minicard": ("minicard", pysolvers.minicard_add_am),
    "gluecard3": ("gluecard", pysolvers.gluecard3_add_am),
    "gluecard4": ("gluecard", pysolvers.gluecard41_add_am),
}
NATIVE_CARDINALITY = tuple(NATIVE_ADD_ATMOST)
# Solvers that take starting activities for their decision order (PySAT's set_activities; Template.priorities).
TAKES_PRIORITIES = frozenset(
    {"glucose3", "glucose4", "glucose42", "gluecard3", "gluecard4", "minisat22", "minisatgh", "minisatep", "minicard"}
)
# The C function behind PySAT's add_clause for the solvers `auto` picks, with the attribute holding the native
# solver: loading calls it directly, skipping a Python layer per clause (a 30x30 Skyscrapers loads 1.4M).
NATIVE_ADD_CLAUSE = {
    "minisat22": ("minisat", pysolvers.minisat22_add_cl),
    "minicard": ("minicard", pysolvers.minicard_add_cl),
    "gluecard4": ("gluecard", pysolvers.gluecard41_add_cl),
    "cadical195": ("cadical", pysolvers.cadical195_add_cl),
    "glucose4": ("glucose", pysolvers.glucose41_add_cl),
}


@dataclass(frozen=True, eq=False)
class BackendInfo:
    """One backend as `satpuzzles backends` lists it: its names, and whether it can run here and why not."""

    name: str
    aliases: tuple[str, ...]
    usable: bool
    note: str


@cache
def _aliases() -> dict[str, str]:
    """Every name and alias -> the canonical name (built once: every session resolves its backend)."""
    table: dict[str, str] = {}
    for name in (*PYSAT_BACKENDS, *REFUSED):
        for alias in getattr(SolverNames, name):
            table[alias] = name
        table[name] = name
    return table


def resolve_backend(name: str) -> str:
    """The canonical name for `name` (a PySAT alias is fine, "external:..." stays external); BackendError otherwise."""
    if is_external(name):
        from satpuzzles.solving.external import resolve_external  # only for an external solver

        return resolve_external(name).backend
    if name.strip().lower() == AUTO_BACKEND:
        return AUTO_BACKEND
    canonical = _aliases().get(name.strip().lower())
    if canonical is None:
        raise BackendError(f"unknown backend {name!r}; `satpuzzles backends` lists the choices")
    if canonical in REFUSED:
        raise BackendError(REFUSED[canonical])
    return canonical


def pysat_name(canonical: str) -> str:
    """A name PySAT's Solver accepts for the canonical name (not every attribute name is an alias)."""
    return str(getattr(SolverNames, canonical)[0])


@cache
def probe_backend(name: str) -> tuple[bool, str]:
    """Try the solver on a two-clause formula: (usable, note); for an external solver, look for its binary."""
    if is_external(name):
        from satpuzzles.solving.external import probe_external  # only for an external solver

        return probe_external(name)
    if name == "cryptosat" and find_spec("pycryptosat") is None:
        return False, "needs the pycryptosat package (pip install pycryptosat)"
    try:
        # quiet: a Ctrl-C here is KeyboardInterrupt once the call returns, not an error that marks the solver unusable
        with Solver(name=pysat_name(name), bootstrap_with=[[1, 2], [-1, 2]]) as solver, quiet_sigint():
            ok = solver.solve(assumptions=[2]) is True
    except Exception as error:  # noqa: BLE001 - any failure means "not usable here", with the reason
        message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return False, message
    if not ok:
        return False, "gave a wrong answer on a trivial formula"
    note = "time limits via a forked child process" if name in NO_LIMITED_SOLVE else ""
    return True, note


def taking(backend: str, encoding: str) -> str:
    """`backend`, or under the native encoding a solver with "at most k" constraints if `backend` has none."""
    if encoding == NATIVE and backend not in NATIVE_CARDINALITY:
        return NATIVE_CARDINALITY[0]
    return backend


def recorded_backend(name: str, encoding: str = DEFAULT_ENCODING) -> str:
    """`name`, with auto replaced by the backend whose conflict counts generated puzzles and grades record."""
    return taking(RECORDED_BACKEND, encoding) if resolve_backend(name) == AUTO_BACKEND else name


def _auto_info() -> BackendInfo:
    picks = {kind.name: kind.policy.auto_summary or kind.policy.preferred_backend for kind in all_types()}
    used = {kind.policy.preferred_backend for kind in all_types()} | {NATIVE_CARDINALITY[0]}
    probes = {name: probe_backend(name) for name in sorted(used)}
    unusable = [f"{name}: {note}" for name, (usable, note) in probes.items() if not usable]
    listed = ", ".join(f"{kind} {backend}" for kind, backend in picks.items())
    note = f"per puzzle type: {listed}; {NATIVE_CARDINALITY[0]} under --encoding {NATIVE} where the pick cannot take it"
    return BackendInfo(AUTO_BACKEND, (), not unusable, "; ".join(unusable) or note)


def list_backends() -> list[BackendInfo]:
    from satpuzzles.solving.external import known_backends

    infos = [_auto_info()]
    for name in PYSAT_BACKENDS:
        usable, note = probe_backend(name)
        aliases = tuple(a for a in getattr(SolverNames, name) if a != name)
        infos.append(BackendInfo(name, aliases, usable, note))
    for name, reason in REFUSED.items():
        infos.append(BackendInfo(name, tuple(a for a in getattr(SolverNames, name) if a != name), False, reason))
    for name in known_backends():
        infos.append(BackendInfo(name, (), *probe_backend(name)))
    return infos


def require_native_cardinality(backend: str) -> None:
    """BackendError unless the backend takes the `native` encoding's "at most k" constraints."""
    if backend not in NATIVE_CARDINALITY:
        raise BackendError(
            f"backend {backend} has no native cardinality constraints: --encoding native needs "
            f"{', '.join(NATIVE_CARDINALITY)} (or choose a clause encoding such as auto)"
        )


def require_usable(name: str) -> str:
    """The canonical name of a backend that works here; auto passes, each of its picks is checked when used."""
    canonical = resolve_backend(name)
    if canonical == AUTO_BACKEND:
        return canonical
    usable, note = probe_backend(canonical)
    if not usable:
        raise BackendError(f"backend {canonical} is not usable here: {note}")
    return canonical
