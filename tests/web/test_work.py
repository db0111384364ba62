"""The console's worker pool: requests run side by side up to its size; a cancel ends the wait and the work."""

from __future__ import annotations

import threading

import pytest

anyio = pytest.importorskip("anyio", reason="the web extra is not installed (pip install 'satpuzzles[web]')")

from satpuzzles.web.work import Cancelled, Job, Workers  # noqa: E402

HANG_GUARD = 600.0  # seconds: a pool that serialises its jobs fails the order check below instead of hanging


def test_a_second_request_is_served_while_the_first_still_works() -> None:
    workers = Workers(timeout=HANG_GUARD, threads=2)
    running, release = threading.Event(), threading.Event()
    finished: list[str] = []

    def slow(job: Job) -> None:
        running.set()
        release.wait(HANG_GUARD)  # held until the quick one has finished (or the guard runs out)
        finished.append("slow")

    def quick(job: Job) -> None:
        finished.append("quick")
        release.set()

    async def both() -> None:
        async with anyio.create_task_group() as group:
            group.start_soon(lambda: workers.run(slow, seconds=HANG_GUARD))
            await anyio.to_thread.run_sync(running.wait)  # the slow one holds a worker before the quick one asks
            group.start_soon(lambda: workers.run(quick, seconds=HANG_GUARD))

    anyio.run(both)
    workers.close()
    assert finished == ["quick", "slow"]


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
