"""Where a batch's tasks run: in this process, in a local process pool, or on a Dask cluster.

A runner takes a list of tasks (the same function over different arguments) and yields each task's
value as soon as it is done, with the task's number. The local pool is the standard library's
ProcessPoolExecutor; the cluster is Dask's (satpuzzles.batch.cluster, imported only when asked for).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.forkserver
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar

from satpuzzles.batch.failures import BatchStopped
from satpuzzles.batch.lifeline import follow_batch, starting_fork_server
from satpuzzles.batch.work import close_engines
from satpuzzles.errors import SatPuzzlesError

T = TypeVar("T")
# Imported once by the fork server, not per worker; the lifeline makes the fork server die with the batch process.
PRELOAD = ["satpuzzles.batch.lifeline", "satpuzzles.batch.work", "satpuzzles.generate"]


class Runner(Protocol):
    parallelism: int  # how many tasks run at once: chunks are sized to keep them all busy

    def run(self, function: Callable[..., T], tasks: Sequence[tuple[Any, ...]]) -> Iterator[tuple[int, T]]:
        """(task number, value) for every task, in the order they finish."""
        ...

    def close(self) -> None:
        """Stop now: drop the tasks not done yet and stop the workers."""
        ...


class SerialRunner:
    """Every task in this process, one after the other (`--workers 0`): for debugging and as a baseline."""

    parallelism = 1

    def run(self, function: Callable[..., T], tasks: Sequence[tuple[Any, ...]]) -> Iterator[tuple[int, T]]:
        for number, arguments in enumerate(tasks):
            yield number, function(*arguments)

    def close(self) -> None:
        close_engines()


class LocalRunner:
    """A pool of worker processes on this machine, started by a fork server that has imported the solver once."""

    def __init__(self, workers: int) -> None:
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
        context = multiprocessing.get_context(method)
        if method == "forkserver":
            context.set_forkserver_preload(PRELOAD)
            with starting_fork_server():
                multiprocessing.forkserver.ensure_running()
        self.parallelism = workers
        self._before = set(multiprocessing.active_children())
        self._pool = ProcessPoolExecutor(
            workers, mp_context=context, initializer=_prepare_worker, initargs=(os.getpid(),)
        )
        self._numbers: dict[Future[Any], int] = {}

    def run(self, function: Callable[..., T], tasks: Sequence[tuple[Any, ...]]) -> Iterator[tuple[int, T]]:
        self._numbers = {self._pool.submit(function, *args): n for n, args in enumerate(tasks)}
        for future in as_completed(list(self._numbers)):
            try:
                value = future.result()
            except Exception as error:  # noqa: BLE001 - a dead worker (BrokenProcessPool) or a bug: stop the batch
                raise BatchStopped(f"a worker process failed ({type(error).__name__}: {error})") from None
            yield self._numbers.pop(future), value

    def close(self) -> None:
        """Stop the workers first when tasks are unfinished, then one waiting shutdown.

        (Python 3.11's executor can fail at exit if a second shutdown call leaves its thread running.)
        """
        if self._numbers:
            for process in set(multiprocessing.active_children()) - self._before:
                process.terminate()
        self._pool.shutdown(wait=True, cancel_futures=True)


def _prepare_worker(batch_pid: int) -> None:
    """Workers ignore SIGINT (the parent decides what Ctrl-C means, and stops them itself) and die with the batch."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    follow_batch(batch_pid)


@contextmanager
def open_runner(workers: int, scheduler: str | None = None) -> Iterator[Runner]:
    """The Dask cluster at `scheduler` when given, else `workers` local processes (0: this process); closed after."""
    runner: Runner
    if scheduler is not None:
        from satpuzzles.batch.cluster import DaskRunner  # Dask is optional: imported only when asked for

        runner = DaskRunner(scheduler)
    elif workers < 0:
        raise SatPuzzlesError(f"--workers must be at least 0, found {workers}")
    else:
        runner = SerialRunner() if workers == 0 else LocalRunner(workers)
    try:
        yield runner
    finally:
        runner.close()
