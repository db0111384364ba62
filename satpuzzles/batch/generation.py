"""Generation in parts: which puzzle indices are left, and a worker's task of making some of them.

Puzzle i of a run depends only on the seed and i (satpuzzles.generate), so any worker can make any
index. Tasks cover fixed blocks of indices (i // GENERATION_CHUNK), whatever the number of workers,
and each task starts a fresh generator: even the bookkeeping in a puzzle's "generation" data (solver
calls, which depend on a session's history) comes out the same for 1 worker, 8 workers or a cluster.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any

from satpuzzles.batch.certifying import CertifySettings, certify_into
from satpuzzles.batch.failures import classify, failure
from satpuzzles.errors import GaveUp, PuzzleError
from satpuzzles.generate import Generated, generate
from satpuzzles.generate.core import puzzle_id

GAVE_UP = "gave_up"  # the attempt budget ran out before a puzzle of the asked difficulty appeared
GENERATION_CHUNK = 4  # puzzles per task


@dataclass(frozen=True)
class GenerateRequest:
    """What every task of a run makes its puzzles from."""

    type_name: str
    size: int
    seed: int | str
    backend: str
    choices: dict[str, Any] = field(default_factory=dict)
    certify: CertifySettings | None = None  # write a certificate bundle for each puzzle made

    def id_of(self, index: int) -> str:
        return puzzle_id(self.type_name, self.size, self.seed, index)


def settle_seed(seed: int | str | None, existing: Sequence[dict[str, Any]]) -> int | str:
    """The run's seed: the one given, else the one an existing results file was made with, else a new one."""
    generations = [record.get("generation") for record in existing]
    seeds = {generation.get("seed") for generation in generations if isinstance(generation, dict)}
    seeds.discard(None)
    if len(seeds) > 1:
        raise PuzzleError(f"holds puzzles of several seeds ({', '.join(map(str, sorted(seeds, key=str)))})")
    if seeds:
        found = seeds.pop()
        if not isinstance(found, (int, str)):
            raise PuzzleError(f"holds a generation seed that is neither a number nor text: {found!r}")
        if seed is not None and str(seed) != str(found):
            raise PuzzleError(f"holds puzzles of seed {found}: pass --seed {found} to complete it, or use another file")
        return found
    return secrets.randbelow(2**32) if seed is None else seed


def done_indices(request: GenerateRequest, existing: Sequence[dict[str, Any]]) -> set[int]:
    """The indices an existing results file holds, after checking that each record belongs to this run."""
    done = set()
    for number, record in enumerate(existing, start=1):
        generation = record.get("generation")
        index = generation.get("index") if isinstance(generation, dict) else None
        if not isinstance(index, int) or record["id"] != request.id_of(index):
            expected = request.id_of(index) if isinstance(index, int) else "a generation index"
            raise PuzzleError(
                f"record {record['id']!r} is not from this run (expected {expected}): "
                "resume with the same type, size and seed, or use another file",
                where=f"line {number}",
            )
        done.add(index)
    return done


def blocks(remaining: Sequence[int]) -> list[range]:
    """The indices to make, as runs of consecutive indices within blocks of GENERATION_CHUNK."""
    tasks: list[range] = []
    for _, block in groupby(sorted(remaining), key=lambda index: index // GENERATION_CHUNK):
        tasks.extend(_consecutive(list(block)))
    return tasks


def _consecutive(indices: list[int]) -> Iterator[range]:
    for _, run in groupby(enumerate(indices), key=lambda pair: pair[1] - pair[0]):
        numbers = [index for _, index in run]
        yield range(numbers[0], numbers[-1] + 1)


def generate_chunk(request: GenerateRequest, indices: range) -> list[dict[str, Any]]:
    """One record per index, in order: the puzzle (its `generate` JSON), or why it could not be made."""
    records: list[dict[str, Any]] = []
    while len(records) < len(indices):
        start = indices[len(records)]
        try:
            made = generate(
                request.type_name,
                request.size,
                count=indices.stop - start,
                start=start,
                seed=request.seed,
                backend=request.backend,
                **request.choices,
            )
            for puzzle in made:
                records.append(_record(request, puzzle))
        except GaveUp as error:
            records.append(_failed(request, indices[len(records)], GAVE_UP, str(error)))
        except Exception as error:  # noqa: BLE001 - one puzzle's failure, whatever it is, must not stop the batch
            records.append(_failed(request, indices[len(records)], *classify(error)))
    return records


def _record(request: GenerateRequest, made: Generated) -> dict[str, Any]:
    """The puzzle's record, with its certificate when asked; the failure record if certification fails."""
    record = made.to_json()
    if request.certify is not None:
        failed = certify_into(record, request.certify, made.puzzle, made.solution)
        if failed is not None:
            return _failed(request, made.generation["index"], *failed)
    return record


def _failed(request: GenerateRequest, index: int, status: str, message: str) -> dict[str, Any]:
    record = failure(request.id_of(index), request.type_name, status, message)
    record["generation"] = {"seed": request.seed, "index": index}
    return record
