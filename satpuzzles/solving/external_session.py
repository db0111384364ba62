"""Sessions on external solver binaries, with the interface of the in-process Session.

Every solve writes the base clauses, the clauses added since, and the assumptions as unit clauses
to a DIMACS file and runs the binary on it, in its own process group so that the deadline and
Ctrl-C can stop it (and anything it started) at once. The solver's own time-limit flag is passed
too where it has one; the kill at the deadline is what guarantees the limit.
"""

from __future__ import annotations

import contextlib
import math
import os
import selectors
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from satpuzzles.cnf import AtMost
from satpuzzles.deadline import Deadline, Timeout, checkpoint
from satpuzzles.dimacs.answers import AnswerStatus, SolverAnswer, parse_answer
from satpuzzles.dimacs.text import clause_text, header, max_var
from satpuzzles.errors import BackendError, PuzzleError
from satpuzzles.formats.limits import MAX_INPUT_BYTES, read_at_most
from satpuzzles.solving.backends import require_native_cardinality, require_usable
from satpuzzles.solving.external import ExternalSolver, resolve_external
from satpuzzles.solving.external_names import is_external
from satpuzzles.solving.session import LOAD_CHUNK, Session, SessionBase, SolveStats

EXIT_SAT, EXIT_UNSAT = 10, 20
TAIL_LINES = 8
ERR_TAIL_BYTES = 2**16  # of the solver's stderr: enough for its last lines


class ExternalSession(SessionBase):
    """One external solver holding a base formula; clauses may be added, assumptions vary per call."""

    only_memory = False  # its scratch folder

    def __init__(self, backend: str, clauses: Iterable[Sequence[int]] = ()) -> None:
        self.backend = require_usable(backend)
        self.solver = resolve_external(self.backend)
        self.stats = SolveStats()
        base = [list(clause) for clause in clauses]
        self._clauses = base  # kept to check the solver's models against
        self._base = _checked_text(base)
        self._base_count = len(base)
        self._added: list[list[int]] = []
        self._max_var = max_var(base)
        self._model: list[int] | None = None
        self._folder = tempfile.TemporaryDirectory(prefix="satpuzzles-")

    def add_clause(self, clause: Sequence[int]) -> None:
        """Keep the clause; a unit also drops the added clauses it satisfies (retired blocking clauses)."""
        if len(clause) == 1:
            self._added = [kept for kept in self._added if clause[0] not in kept]
        self._added.append(list(clause))
        self._max_var = max(self._max_var, max_var([clause]))

    def close(self) -> None:
        self._folder.cleanup()

    def solve(self, assumptions: Sequence[int] = (), deadline: Deadline | None = None) -> bool:
        self._model = None
        if deadline is not None:
            deadline.check()
        extra = [*self._added, *([lit] for lit in assumptions)]
        num_vars = max(self._max_var, max_var(extra))
        cnf = Path(self._folder.name) / "query.cnf"
        cnf.write_text(header(num_vars, self._base_count + len(extra)) + self._base + clause_text(extra))
        started = time.perf_counter()
        try:
            answer = run_solver(self.solver, cnf, deadline)
        finally:
            self.stats.add({}, time.perf_counter() - started)
        if answer.status is AnswerStatus.UNKNOWN:
            if deadline is not None:
                raise Timeout
            raise BackendError(f"external solver {self.solver.backend} stopped without an answer (s UNKNOWN)")
        if answer.status is AnswerStatus.SAT:
            self._model = self._checked_model(answer, num_vars, extra)
            return True
        return False

    def _checked_model(self, answer: SolverAnswer, num_vars: int, extra: list[list[int]]) -> list[int]:
        """The solver's model, once it sets every variable and satisfies every clause it was given.

        A model cut short or wrong would otherwise be decoded as a board with holes (unset variables count as
        false); reading it whole costs a few milliseconds.
        """
        listed = {abs(lit) for lit in answer.literals}
        if len(listed) != num_vars or min(listed, default=1) < 1 or max(listed, default=0) > num_vars:
            missing = next((v for v in range(1, num_vars + 1) if v not in listed), None)
            problem = f"variable {missing} is missing" if missing else f"it sets variables beyond {num_vars}"
            raise BackendError(
                f"external solver {self.solver.backend} answered SAT with a partial model ({problem}; "
                f"it lists {len(listed)} of {num_vars} variables)"
            )
        true = frozenset(answer.literals)
        given = [*self._clauses, *extra]
        if any(map(true.isdisjoint, given)):  # the fast test; the loop below only names the clause
            number, clause = next((n, c) for n, c in enumerate(given, start=1) if true.isdisjoint(c))
            shown = " ".join(map(str, clause[:8])) + (" ..." if len(clause) > 8 else "")
            raise BackendError(
                f"external solver {self.solver.backend} answered SAT with a model that falsifies clause "
                f"{number} of {len(given)} ({shown} 0)"
            )
        return answer.model(num_vars)


def open_session(backend: str, clauses: Iterable[Sequence[int]] = (), atmosts: Sequence[AtMost] = ()) -> SessionBase:
    """A session on `backend`: an external binary for "external:..." names, a PySAT solver otherwise."""
    if is_external(backend):
        if atmosts:  # plain DIMACS has no cardinality constraints
            require_native_cardinality(backend)
        return ExternalSession(backend, clauses)
    return Session(backend, clauses, atmosts)


def _checked_text(clauses: Sequence[Sequence[int]]) -> str:
    """The clauses' DIMACS lines, built in chunks with a look at the active deadline between them."""
    parts = []
    for start in range(0, len(clauses), LOAD_CHUNK):
        checkpoint()
        parts.append(clause_text(clauses[start : start + LOAD_CHUNK]))
    return "".join(parts)


def run_solver(solver: ExternalSolver, cnf: Path, deadline: Deadline | None = None) -> SolverAnswer:
    """Run the solver on a DIMACS file and read its answer; Timeout past `deadline`, BackendError on failure."""
    executable = solver.locate()
    if executable is None:
        raise BackendError(f"external solver {solver.backend}: {solver.program} not found ({solver.known.install})")
    if deadline is not None:
        deadline.check()
    seconds = None if deadline is None else max(1, math.ceil(deadline.remaining()))
    with tempfile.TemporaryDirectory(prefix="satpuzzles-") as folder:
        result = Path(folder) / "result"  # MiniSat writes its answer here
        code, out, err = _run(solver, solver.argv(executable, cnf, result, seconds), deadline)
        if code < 0:
            raise BackendError(_failure(solver, f"was killed by {_signal_name(-code)}", code, out, err))
        text = out
        if solver.known.result_file:
            if not result.exists():
                raise BackendError(_failure(solver, "wrote no result file", code, out, err))
            with result.open("rb") as stream:
                data = read_at_most(stream)
            if data is None:
                raise BackendError(
                    f"external solver {solver.backend} wrote a result file of over {MAX_INPUT_BYTES:,} bytes, "
                    "more than any answer takes"
                )
            text = data.decode("utf-8", "replace")
    try:
        answer = parse_answer(text, "minisat" if solver.known.result_file else "competition")
    except PuzzleError as error:
        raise BackendError(_failure(solver, f"gave no answer that can be read: {error}", code, out, err)) from None
    expected = {EXIT_SAT: AnswerStatus.SAT, EXIT_UNSAT: AnswerStatus.UNSAT}.get(code)
    if expected is not None and answer.status is not expected:
        problem = f"exited with {code} but answered {answer.status.value}"
        raise BackendError(_failure(solver, problem, code, out, err))
    return answer


def _run(solver: ExternalSolver, argv: list[str], deadline: Deadline | None) -> tuple[int, str, str]:
    try:
        process = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True
        )
    except OSError as error:
        raise BackendError(f"external solver {solver.backend}: cannot run {argv[0]}: {error.strerror}") from None
    try:
        out, err = _bounded_output(process, deadline)
    except subprocess.TimeoutExpired:
        _kill(process)
        raise Timeout from None
    except BaseException:  # Ctrl-C above all: never leave the solver running
        _kill(process)
        raise
    if len(out) > MAX_INPUT_BYTES:
        _kill(process)
        raise BackendError(
            f"external solver {solver.backend} printed over {MAX_INPUT_BYTES:,} bytes, more than any answer takes: "
            "stopped it"
        )
    return process.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


def _bounded_output(process: subprocess.Popen[bytes], deadline: Deadline | None) -> tuple[bytes, bytes]:
    """The solver's stdout, read no further than one byte past the limit of an answer, and the tail of its stderr.

    communicate() would hold whatever the solver prints: one that prints without end (a wrong command, a
    verbose flag) filled the memory before the deadline came.
    """
    assert process.stdout is not None and process.stderr is not None
    out, err = bytearray(), bytearray()
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ, out)
        selector.register(process.stderr, selectors.EVENT_READ, err)
        while selector.get_map() and len(out) <= MAX_INPUT_BYTES:
            wait = None if deadline is None else deadline.remaining()
            ready = selector.select(wait)
            if not ready and deadline is not None and deadline.expired():
                raise subprocess.TimeoutExpired(process.args, wait or 0.0)
            for key, _ in ready:
                chunk = os.read(key.fd, 2**16)
                if not chunk:
                    selector.unregister(key.fileobj)
                key.data.extend(chunk)
            del err[:-ERR_TAIL_BYTES]
    for stream in (process.stdout, process.stderr):
        stream.close()
    if len(out) <= MAX_INPUT_BYTES:
        wait = None if deadline is None else max(deadline.remaining(), 0.001)
        process.wait(wait)
    return bytes(out), bytes(err)


def _kill(process: subprocess.Popen[bytes]) -> None:
    """Kill the solver's process group (it runs in a session of its own) and reap it."""
    with contextlib.suppress(ProcessLookupError):  # it may be gone already
        os.killpg(process.pid, signal.SIGKILL)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            stream.close()
    process.wait()


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _failure(solver: ExternalSolver, problem: str, code: int, out: str, err: str) -> str:
    lines = [" ".join(line.split()) for line in (out + "\n" + err).splitlines() if line.strip()][-TAIL_LINES:]
    shown = " | ".join(_cut(line) for line in lines) if lines else "(it printed nothing)"
    return f"external solver {solver.backend} {problem} (exit code {code}); its last lines: {shown}"


def _cut(line: str, limit: int = 100) -> str:
    """A line of the solver's output, short enough that the message stays one readable line."""
    return line if len(line) <= limit else line[:limit] + "..."
