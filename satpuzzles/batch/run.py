"""Running a batch: what is left to do, chunks to a runner, every result recorded once, and a summary.

Results are appended as tasks finish (solving) or in index order (generation, where that is cheap:
later chunks wait in memory for earlier ones), so an interrupted run leaves a file that the same
command with --resume completes.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from satpuzzles.batch.certifying import CertifySettings
from satpuzzles.batch.datasets import read_plan
from satpuzzles.batch.failures import ERROR, INTERNAL, BatchStopped
from satpuzzles.batch.generation import GAVE_UP, GenerateRequest, blocks, done_indices, generate_chunk, settle_seed
from satpuzzles.batch.items import by_shape
from satpuzzles.batch.lock import locked
from satpuzzles.batch.results import ResultFile, prepare
from satpuzzles.batch.runners import Runner, open_runner
from satpuzzles.batch.work import SolveSettings, solve_chunk
from satpuzzles.cnf import DEFAULT_ENCODING, ENCODING_NAMES
from satpuzzles.errors import ExitCode, PuzzleError, SatPuzzlesError
from satpuzzles.generate import generate
from satpuzzles.generate.core import MAX_COUNT
from satpuzzles.puzzles import get_type
from satpuzzles.solving import DEFAULT_BACKEND
from satpuzzles.solving.backends import require_usable

Record = dict[str, Any]
FAILURE_EXIT = {ERROR: ExitCode.BAD_INPUT, INTERNAL: ExitCode.INTERNAL, GAVE_UP: ExitCode.GAVE_UP}


@dataclass
class Summary:
    """How a batch went: puzzles in it, those already in the file before, statuses recorded by this run."""

    total: int
    skipped: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    dropped_bytes: int = 0  # a torn last line cut from the results file before resuming
    seed: int | str | None = None  # generation: the run's seed (drawn when none was given)
    before: Counter[str] = field(default_factory=Counter)  # statuses of the records the file held before this run

    @property
    def failures(self) -> Counter[str]:
        """The records of the whole results file (this run's and earlier ones) that hold no answer, by status."""
        every = self.before + self.counts
        return Counter({status: every[status] for status in FAILURE_EXIT if every[status]})

    @property
    def exit_code(self) -> ExitCode:
        """0 when every record holds an answer, else the largest code of a failed record (2 error, 5 internal, ...)."""
        return max((FAILURE_EXIT[status] for status in self.failures), default=ExitCode.SOLVED)

    @property
    def recorded(self) -> int:
        return sum(self.counts.values())

    @property
    def complete(self) -> bool:
        return self.skipped + self.recorded == self.total

    def __str__(self) -> str:
        statuses = ", ".join(f"{number} {status}" for status, number in self.counts.most_common()) or "none"
        rate = f", {self.recorded / self.seconds:.1f}/s" if self.seconds > 0 and self.recorded else ""
        before = f"; {self.skipped} already done" if self.skipped else ""
        seed = "" if self.seed is None else f"; seed {self.seed}"
        return f"{self.recorded} of {self.total} recorded in {self.seconds:.1f} s{rate} ({statuses}){before}{seed}"


class Listener(Protocol):
    """Told when a batch starts and whenever records reach the file (a progress bar)."""

    def started(self, summary: Summary) -> None: ...

    def recorded(self, records: Sequence[Record]) -> None: ...


class BatchInterrupted(KeyboardInterrupt):
    """Ctrl-C during a batch: every finished result is in the file; `summary` says how far it got."""

    def __init__(self, summary: Summary) -> None:
        super().__init__()
        self.summary = summary


def solve_batch(
    input_path: Path,
    output: Path,
    *,
    workers: int = 1,
    scheduler: str | None = None,
    timeout: float | None = None,
    resume: bool = False,
    backend: str = DEFAULT_BACKEND,
    encoding: str = DEFAULT_ENCODING,
    type_name: str | None = None,
    listener: Listener | None = None,
    max_clauses: int | None = None,
    certify: CertifySettings | None = None,
) -> Summary:
    """Solve every puzzle of a JSON Lines file, appending one `solve --json` record per puzzle to `output`.

    `workers` local processes (0: in this process), or the Dask cluster at `scheduler`. With `resume`,
    the ids already in `output` are skipped. A puzzle that cannot be read or solved is recorded with
    status "error" or "internal"; raises BatchInterrupted on Ctrl-C and BatchStopped if a worker dies.
    `output` is locked for the run (satpuzzles.batch.lock): a second writer is refused. With `certify`,
    each unique puzzle's record names its certificate bundle (satpuzzles.batch.certifying).
    """
    if encoding not in ENCODING_NAMES:
        raise SatPuzzlesError(f"unknown cardinality encoding {encoding!r} (choose from {', '.join(ENCODING_NAMES)})")
    if certify is not None:
        certify.check()
    settings = SolveSettings(require_usable(backend), encoding, timeout, certify, max_clauses)
    with locked(output):
        existing = prepare(output, resume=resume, inputs=[input_path])
        plan = read_plan(input_path, type_name, done=existing.ids)
        summary = Summary(plan.total, plan.skipped, dropped_bytes=existing.dropped_bytes)
        summary.before.update(map(_outcome, existing.records))
        if listener is not None:
            listener.started(summary)
        with open_runner(workers, scheduler) as runner, ResultFile(output) as results:
            _record(results, plan.failures, summary, listener)
            tasks = [(chunk, settings) for chunk in by_shape(plan.groups, runner.parallelism)]
            execute(runner, solve_chunk, tasks, results, summary, listener)
    return summary


def generate_batch(
    type_name: str,
    size: int,
    output: Path,
    *,
    count: int,
    seed: int | str | None = None,
    workers: int = 1,
    scheduler: str | None = None,
    resume: bool = False,
    backend: str = DEFAULT_BACKEND,
    listener: Listener | None = None,
    certify: CertifySettings | None = None,
    **choices: Any,
) -> Summary:
    """Generate puzzles 0..count-1 of a seeded run (satpuzzles.generate), appending them to `output` in index order.

    `choices` are the generator's options. Puzzle i depends only on the seed and i, so the file is the
    same for any number of workers. With `resume`, the indices in `output` are skipped and its seed is
    used when none is given. A puzzle that cannot be made is recorded with status "gave_up", "error"
    or "internal"; raises BatchInterrupted on Ctrl-C and BatchStopped if a worker dies. `output` is
    locked for the run, as in solve_batch; `certify` as in solve_batch.
    """
    if not 1 <= count <= MAX_COUNT:
        raise PuzzleError(f"must be from 1 to {MAX_COUNT:,}, found {count}", where="count")
    kind = get_type(type_name).name
    generate(kind, size, count=0, backend=backend, **choices)  # checks the options and makes nothing
    if certify is not None:
        certify.check()
    with locked(output):
        existing = prepare(output, resume=resume)
        try:
            seed = settle_seed(seed, existing.records)
            request = GenerateRequest(kind, size, seed, require_usable(backend), choices, certify)
            done = done_indices(request, existing.records)
        except PuzzleError as error:
            raise error.located(source=str(output)) from None
        remaining = [index for index in range(count) if index not in done]
        summary = Summary(count, count - len(remaining), dropped_bytes=existing.dropped_bytes, seed=request.seed)
        summary.before.update(map(_outcome, existing.records))
        if listener is not None:
            listener.started(summary)
        with open_runner(workers, scheduler) as runner, ResultFile(output) as results:
            tasks = [(request, indices) for indices in blocks(remaining)]
            execute(runner, generate_chunk, tasks, results, summary, listener, ordered=True)
    return summary


def execute(
    runner: Runner,
    function: Callable[..., list[Record]],
    tasks: Sequence[tuple[Any, ...]],
    results: ResultFile,
    summary: Summary,
    listener: Listener | None,
    *,
    ordered: bool = False,
) -> None:
    """Run the tasks and record their records: as they finish, or with `ordered`, in task order."""
    started = time.perf_counter()
    waiting: dict[int, list[Record]] = {}
    next_task = 0
    try:
        for number, records in runner.run(function, tasks):
            if not ordered:
                _record(results, records, summary, listener)
                continue
            waiting[number] = records
            while next_task in waiting:
                _record(results, waiting.pop(next_task), summary, listener)
                next_task += 1
    except KeyboardInterrupt:
        raise BatchInterrupted(summary) from None
    except BatchStopped as error:
        raise BatchStopped(f"{error}; {_so_far(summary)}") from None
    finally:
        summary.seconds = time.perf_counter() - started


def _record(results: ResultFile, records: Sequence[Record], summary: Summary, listener: Listener | None) -> None:
    if not records:
        return
    results.append(records)
    summary.counts.update(_outcome(record) for record in records)
    if listener is not None:
        listener.recorded(records)


def _outcome(record: Record) -> str:
    """A solve record's status; for a generated puzzle, its grade (failures have a status)."""
    return record.get("status") or record.get("grade", {}).get("level") or "made"


def _so_far(summary: Summary) -> str:
    done = summary.skipped + summary.recorded
    return f"{done} of {summary.total} are in the results file: run the same command with --resume to finish"
