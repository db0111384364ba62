"""What runs in a worker: solve a chunk of same-shape puzzles on an engine the worker keeps between tasks.

Each worker process (or Dask worker thread) keeps one Engine per backend and encoding, with the
compiled templates and solver sessions of the shapes it met last, so a chunk of a shape it has seen
pays no encoding. A failure of one puzzle, whatever raised it, becomes that puzzle's record; only Ctrl-C escapes.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.batch.certifying import CertifySettings, certify_into
from satpuzzles.batch.failures import classify, failure
from satpuzzles.batch.items import Item
from satpuzzles.deadline import within
from satpuzzles.solving import Engine, Status
from satpuzzles.solving.report import result_json


@dataclass(frozen=True)
class SolveSettings:
    backend: str
    encoding: str
    timeout: float | None = None
    certify: CertifySettings | None = None  # write a certificate bundle for each unique puzzle
    max_clauses: int | None = None


_local = threading.local()


def _engine(settings: SolveSettings) -> Engine:
    engines: dict[tuple[str, str, int | None], Engine] | None = getattr(_local, "engines", None)
    if engines is None:
        engines = _local.engines = {}
    key = (settings.backend, settings.encoding, settings.max_clauses)
    if key not in engines:
        engines[key] = Engine(settings.backend, settings.encoding, max_clauses=settings.max_clauses)
    return engines[key]


def close_engines() -> None:
    """Close this thread's engines and their sessions: a batch run in this process is over."""
    for engine in getattr(_local, "engines", {}).values():
        engine.close()
    _local.engines = {}


def solve_chunk(items: Sequence[Item], settings: SolveSettings) -> list[dict[str, Any]]:
    """One record per item (all of one shape), in order: the solver's result, or the failure that stopped it."""
    try:
        engine = _engine(settings)
    except Exception as error:  # noqa: BLE001 - a backend that fails here fails each puzzle, not the batch
        return [_failed(item, error) for item in items]
    return [_solve_one(engine, item, settings) for item in items]


def _solve_one(engine: Engine, item: Item, settings: SolveSettings) -> dict[str, Any]:
    try:
        deadline = within(settings.timeout)  # one limit for the record: solving, and certifying when asked
        result = engine.solve(item.puzzle, deadline=deadline)
        record = result_json(item.id, result, published=item.published)
        if settings.certify is not None and result.status is Status.UNIQUE:
            failed = certify_into(record, settings.certify, item.puzzle, result.solution, deadline)
            if failed is not None:
                return failure(item.id, item.kind, failed[0], f"{item.origin}: {failed[1]}")
        return record
    except Exception as error:  # noqa: BLE001 - one puzzle's failure, whatever it is, must not stop the batch
        return _failed(item, error)


def _failed(item: Item, error: Exception) -> dict[str, Any]:
    status, problem = classify(error)
    return failure(item.id, item.kind, status, f"{item.origin}: {problem}")
