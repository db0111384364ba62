"""External SAT solver binaries: the ones we know, where they are, and how each one is started.

Any program that reads a DIMACS file named on its command line and prints SAT-competition output
(`s` and `v` lines) works as `external:"CMD ARGS"` (the file is appended, or replaces a `{}`
argument). The solvers below are known by name: their quiet flag, time-limit flag, and for MiniSat
its result file, are filled in.
"""

from __future__ import annotations

import os
import shlex
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from satpuzzles.errors import BackendError
from satpuzzles.solving.external_names import PREFIX

KISSAT_WHEEL = ("passagemath-kissat", "sage_wheels/bin/kissat")  # a PyPI wheel that ships the binary


@dataclass(frozen=True)
class Known:
    """What we know about a solver we support by name."""

    quiet: tuple[str, ...]
    install: str  # how to get it, for "not found" notes
    time_limit: Callable[[int], tuple[str, ...]] | None = None  # its own limit flag, given whole seconds
    result_file: bool = False  # MiniSat: the answer goes to a file named after the input


KNOWN: dict[str, Known] = {
    "kissat": Known(("-q",), "pip install passagemath-kissat", lambda s: (f"--time={s}",)),
    "cadical": Known(("-q",), "apt-get install cadical", lambda s: ("-t", str(s))),
    "minisat": Known(("-verb=0",), "apt-get install minisat", lambda s: (f"-cpu-lim={s}",), result_file=True),
    "cryptominisat5": Known(("--verb", "0"), "apt-get install cryptominisat", lambda s: ("--maxtime", str(s))),
    "picosat": Known((), "apt-get install picosat"),  # no time-limit flag: only the kill at the deadline
}
CUSTOM = Known((), "put it on PATH or give its path")


@dataclass(frozen=True)
class ExternalSolver:
    """A solver program with its arguments; `name` is what follows "external:" in the backend name."""

    program: str
    args: tuple[str, ...] = ()
    known: Known = field(default=CUSTOM)

    @property
    def name(self) -> str:
        return shlex.join([self.program, *self.args])

    @property
    def backend(self) -> str:
        return PREFIX + self.name

    def argv(self, executable: str, cnf: Path, result: Path, seconds: int | None) -> list[str]:
        """The command line for one run on `cnf` (within `seconds`, when the solver has a limit flag)."""
        limit = self.known.time_limit(seconds) if self.known.time_limit and seconds is not None else ()
        args = [*self.known.quiet, *limit, *self.args]
        if "{}" in args:
            return [executable, *(str(cnf) if arg == "{}" else arg for arg in args)]
        return [executable, *args, str(cnf), *([str(result)] if self.known.result_file else [])]

    def locate(self) -> str | None:
        return _locate(self.program)


def resolve_external(backend: str) -> ExternalSolver:
    """Parse "external:NAME" or "external:CMD ARGS"; raises BackendError for an empty or badly quoted command."""
    command = backend.strip()[len(PREFIX) :]
    try:
        words = shlex.split(command)
    except ValueError as error:
        raise BackendError(f"backend {backend!r}: cannot read the command ({error})") from None
    if not words:
        raise BackendError(f'backend {backend!r} names no program: use external:kissat or external:"CMD ARGS"')
    program, *args = words
    known = KNOWN.get(program.lower())
    return ExternalSolver(program.lower() if known else program, tuple(args), known or CUSTOM)


def probe_external(backend: str) -> tuple[bool, str]:
    """(found here, note): the program's path, or how to install it."""
    solver = resolve_external(backend)
    path = solver.locate()
    if path is None:
        return False, f"{solver.program} not found here ({solver.known.install})"
    return True, f"runs {path}"


def known_backends() -> list[str]:
    return [PREFIX + name for name in KNOWN]


@cache
def _locate(program: str) -> str | None:
    if os.sep in program:
        return program if os.access(program, os.X_OK) and Path(program).is_file() else None
    if program == "kissat":
        wheel = _kissat_from_wheel()
        if wheel:
            return wheel
    return shutil.which(program)


def _kissat_from_wheel() -> str | None:
    from importlib import metadata  # imported here: it is a large part of a command's start-up (benchmarks/README.md)

    package, inside = KISSAT_WHEEL
    try:
        path = Path(str(metadata.distribution(package).locate_file(inside)))
    except metadata.PackageNotFoundError:
        return None
    return str(path) if path.is_file() and os.access(path, os.X_OK) else None
