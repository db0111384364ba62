"""What runs in a worker: solve a chunk of same-shape puzzles on an engine the worker keeps between tasks.

Each worker process (or Dask worker thread) keeps one Engine per backend and encoding, with the
compiled templates and solver sessions of the shapes it met last, so a chunk of a shape it has seen
pays no encoding. A failure of one puzzle becomes that puzzle's record; only Ctrl-C escapes.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.batch.items import ERROR, INTERNAL, Item, failure
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Engine, SolverBug
from satpuzzles.solving.report import result_json

KEPT_SHAPES = 32  # shapes whose sessions a worker keeps; Star Battle layouts are all different shapes


@dataclass(frozen=True)
class SolveSettings:
    backend: str
    encoding: str
    timeout: float | None = None


class _WorkerEngine:
    """An engine that forgets the least recently used shapes beyond KEPT_SHAPES."""

    def __init__(self, settings: SolveSettings) -> None:
        self.engine = Engine(settings.backend, settings.encoding)
        self._recent: OrderedDict[Hashable, Any] = OrderedDict()

    def used(self, puzzle: Any) -> None:
        key = type_of(puzzle).shape(puzzle)
        self._recent[key] = puzzle
        self._recent.move_to_end(key)
        while len(self._recent) > KEPT_SHAPES:
            _, oldest = self._recent.popitem(last=False)
            self.engine.release(oldest)


_local = threading.local()


def _engine(settings: SolveSettings) -> _WorkerEngine:
    engines: dict[tuple[str, str], _WorkerEngine] | None = getattr(_local, "engines", None)
    if engines is None:
        engines = _local.engines = {}
    key = (settings.backend, settings.encoding)
    if key not in engines:
        engines[key] = _WorkerEngine(settings)
    return engines[key]


def close_engines() -> None:
    """Close this thread's engines and their sessions: a batch run in this process is over."""
    for worker in getattr(_local, "engines", {}).values():
        worker.engine.close()
    _local.engines = {}


def solve_chunk(items: Sequence[Item], settings: SolveSettings) -> list[dict[str, Any]]:
    """One record per item (all of one shape), in order: the solver's result, or the failure that stopped it."""
    worker = _engine(settings)
    try:
        return [_solve_one(worker.engine, item, settings.timeout) for item in items]
    finally:
        worker.used(items[0].puzzle)  # a chunk holds one shape


def _solve_one(engine: Engine, item: Item, timeout: float | None) -> dict[str, Any]:
    kind = type_of(item.puzzle).name
    try:
        result = engine.solve(item.puzzle, timeout=timeout)
    except SatPuzzlesError as error:
        return failure(item.id, kind, ERROR, str(error))
    except SolverBug as error:
        return failure(item.id, kind, INTERNAL, f"{error} (please report this)")
    except Exception as error:  # noqa: BLE001 - one puzzle's unexpected failure must not stop the batch
        return failure(item.id, kind, INTERNAL, f"{type(error).__name__}: {error} (please report this)")
    return result_json(item.id, result)
