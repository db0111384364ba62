"""The console's worker pool: requests run side by side up to its size; a cancel ends the wait and the work."""

from __future__ import annotations

import threading

import pytest

anyio = pytest.importorskip("anyio", reason="the web extra is not installed (pip install 'satpuzzles[web]')")

from satpuzzles.web.work import Cancelled, Job, Workers  # noqa: E402

HANG_GUARD = 600.0  # seconds: a pool that serialises its jobs fails the order check below instead of hanging


def finish_order(workers: Workers, *, editing: bool = False) -> list[str]:
    """A first job holds its worker until a second one (an edit where `editing`) has finished; the order the two
    finished in."""
    running, release = threading.Event(), threading.Event()
    finished: list[str] = []

    def first(job: Job) -> None:
        running.set()
        release.wait(HANG_GUARD)  # held until the second has finished (or the guard runs out)
        finished.append("first")

    def second(job: Job) -> None:
        finished.append("second")
        release.set()

    async def both() -> None:
        async with anyio.create_task_group() as group:
            group.start_soon(lambda: workers.run(first, seconds=HANG_GUARD))
            await anyio.to_thread.run_sync(running.wait)  # the first holds a worker before the second asks
            group.start_soon(lambda: workers.run(second, seconds=HANG_GUARD, editing=editing))

    anyio.run(both)
    workers.close()
    return finished


def test_a_second_request_is_served_while_the_first_still_works() -> None:
    assert finish_order(Workers(timeout=HANG_GUARD, threads=2)) == ["second", "first"]


def test_an_edit_is_served_while_every_solving_thread_works() -> None:
    """Edits have a lane of their own: with the one solving thread held, an edit still runs (a key typed while
    checks ran once waited seconds for its answer)."""
    assert finish_order(Workers(timeout=HANG_GUARD, threads=1), editing=True) == ["second", "first"]


def test_cancel_answers_at_once_and_the_works_deadline_passes() -> None:
    workers = Workers(timeout=HANG_GUARD, threads=1)
    started, stopped = threading.Event(), threading.Event()
    seen: list[object] = []

    def until_deadline(job: Job) -> None:
        started.set()
        while not job.deadline.expired():  # the library's work looks at its deadline between solver calls
            pass
        stopped.set()

    async def run_then_cancel() -> None:
        async def request() -> None:
            try:
                await workers.run(until_deadline, seconds=HANG_GUARD, request_id="edit-1")
            except Cancelled:
                seen.append(Cancelled)

        async with anyio.create_task_group() as group:
            group.start_soon(request)
            await anyio.to_thread.run_sync(started.wait)
            seen.append(workers.cancel("edit-1"))
        seen.append(workers.cancel("edit-1"))  # no longer running

    anyio.run(run_then_cancel)
    assert stopped.wait(HANG_GUARD)
    workers.close()
    assert seen == [True, Cancelled, False]
