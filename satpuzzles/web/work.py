"""Running the library's blocking work off the event loop: a pool of threads as large as the machine's cores,
one time limit per request, and cancellation by request id.

A cancelled request answers at once (409); its thread's deadline then reads as passed, so the work stops
where it next looks at it: check between solver calls; hint, steps and grade between the step search's
solver calls (the deadline is made the active one, satpuzzles/deadline.py); generate between attempts.
"""

from __future__ import annotations

import math
import os
import queue
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import anyio
import anyio.to_thread

from satpuzzles.deadline import Deadline
from satpuzzles.explain.kept import KeptSessions
from satpuzzles.solving import DEFAULT_BACKEND, Engine

T = TypeVar("T")
MAX_REQUEST_ID = 64  # characters
EDITING_THREADS = 2  # an edit takes milliseconds: two keep a tab typing while another opens a large puzzle


class Cancelled(Exception):
    """The request was cancelled through /api/cancel."""


@dataclass(eq=False)  # jobs are told apart by identity
class Job:
    """What one request's work gets: an engine of its own for the duration, the server's kept explanation
    sessions (lent one at a time) and a deadline that cancel ends."""

    engine: Engine
    seconds: float
    explanations: KeptSessions | None = None
    started: float = field(default_factory=time.monotonic)
    cancelled: bool = False

    def clock(self) -> float:
        return math.inf if self.cancelled else time.monotonic()

    @property
    def deadline(self) -> Deadline:
        return Deadline(self.started + self.seconds, self.clock)

    def remaining(self) -> float:
        """Seconds left, for the library functions that take a timeout rather than a deadline (at least 1 ms)."""
        return max(self.deadline.remaining(), 0.001)


class Workers:
    """The thread pool, its engines (each shape compiled once per engine, not once per request), the explanation
    sessions kept between checks of one shape, and running jobs."""

    def __init__(self, timeout: float, threads: int | None = None) -> None:
        self.timeout = timeout
        self.limiter = anyio.CapacityLimiter(threads or os.cpu_count() or 1)
        self.editing = anyio.CapacityLimiter(EDITING_THREADS)  # edits and parses: a lane of their own
        self.engines: queue.SimpleQueue[Engine] = queue.SimpleQueue()
        self.explanations = KeptSessions()
        self.running: dict[str, tuple[Job, anyio.CancelScope]] = {}
        self.busy: set[Job] = set()  # every job whose thread still works, cancelled or not (stopped at shutdown)

    def seconds(self, asked: float | None) -> float:
        """The request's time limit: what it asked, within the server's."""
        return self.timeout if asked is None else min(asked, self.timeout)

    async def run(
        self, work: Callable[[Job], T], *, seconds: float, request_id: str | None = None, editing: bool = False
    ) -> T:
        """`work(job)` in a worker thread; Cancelled when /api/cancel names `request_id` first. `editing`: work
        that solves nothing (an edit, a parse), run in its own lane so that it never waits for a solver."""
        job = Job(self._engine(), seconds, self.explanations)
        scope = anyio.CancelScope()
        if request_id is not None:
            self.running[request_id] = (job, scope)
        try:
            with scope:
                return await anyio.to_thread.run_sync(
                    self._call, work, job, abandon_on_cancel=True, limiter=self.editing if editing else self.limiter
                )
            raise Cancelled
        finally:
            if request_id is not None and self.running.get(request_id, (None,))[0] is job:
                del self.running[request_id]

    def cancel(self, request_id: str) -> bool:
        found = self.running.pop(request_id, None)
        if found is None:
            return False
        job, scope = found
        job.cancelled = True
        scope.cancel()
        return True

    def _engine(self) -> Engine:
        try:
            return self.engines.get_nowait()
        except queue.Empty:
            return Engine(DEFAULT_BACKEND)

    def _call(self, work: Callable[[Job], T], job: Job) -> T:
        self.busy.add(job)
        try:
            return work(job)
        finally:
            self.busy.discard(job)
            self.engines.put(job.engine)

    def close(self) -> None:
        """At shutdown: every running job's deadline passes (the process ends when their threads do)."""
        for job in list(self.busy):
            job.cancelled = True
        while not self.engines.empty():
            self.engines.get_nowait().close()
        self.explanations.close()
