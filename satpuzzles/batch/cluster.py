"""Running a batch's tasks on an existing Dask distributed cluster (the optional `dask` extra).

The workers need satpuzzles installed (the same version). Run them with one thread each (`dask
worker ADDRESS --nthreads 1`): a SAT solve holds the GIL, so more threads per process do not help.
Dask itself reschedules the tasks of a worker that dies.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Any, TypeVar

from satpuzzles.batch.failures import BatchStopped
from satpuzzles.errors import SatPuzzlesError

try:
    from distributed import Client, Future, as_completed
except ImportError:  # pragma: no cover - depends on what is installed
    raise SatPuzzlesError("--scheduler needs Dask: pip install 'satpuzzles[dask]'") from None

T = TypeVar("T")
CONNECT_SECONDS = 10


class DaskRunner:
    """Tasks as Dask futures on the cluster's workers, collected as they complete."""

    def __init__(self, address: str) -> None:
        try:
            self._client = Client(address, timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError, ValueError) as error:
            raise SatPuzzlesError(f"cannot reach the Dask scheduler at {address}: {error}") from None
        self._pending: dict[Hashable, Future[Any]] = {}
        self.parallelism = max(1, sum(self._client.nthreads().values()))

    def run(self, function: Callable[..., T], tasks: Sequence[tuple[Any, ...]]) -> Iterator[tuple[int, T]]:
        futures = [self._client.submit(function, *args, pure=False) for args in tasks]
        numbers = {future.key: number for number, future in enumerate(futures)}
        self._pending = {future.key: future for future in futures}
        for future in as_completed(futures):
            try:
                value = future.result()
            except Exception as error:  # noqa: BLE001 - a task Dask gave up on (KilledWorker) or a lost cluster
                raise BatchStopped(f"the Dask cluster failed a task ({type(error).__name__}: {error})") from None
            del self._pending[future.key]
            future.release()
            yield numbers[future.key], value

    def close(self) -> None:
        if self._pending:
            self._client.cancel(list(self._pending.values()))
        self._client.close()
