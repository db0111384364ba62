"""What a batch works on: puzzles read from JSON Lines (or a dataset file: batch.datasets) with their ids, grouped
by shape, and chunks of them per task.

Every puzzle gets an id: the "id" its line gives, else "line-N" (N = its line number in the input,
from 1), which stays the same as long as the input file does. The input is read one line at a time
and each line on its own: a line that cannot be read for any reason (not UTF-8, not JSON, too long,
nested too deeply, a number out of range, a puzzle that fails validation, even a bug in a reader)
becomes that line's failure record at once, and never stops the batch or spoils another line.
"""

from __future__ import annotations

import json
import math
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO, Any, TypeVar

from satpuzzles.batch.failures import ERROR, classify, failure
from satpuzzles.errors import PuzzleError, shown
from satpuzzles.formats import limits
from satpuzzles.formats.jsonfmt import read_json
from satpuzzles.puzzles import type_of

MAX_LINE_BYTES = 16 * 1024 * 1024  # a longer line is refused unread: a puzzle any solver can take is far shorter
MAX_CHUNK = 16  # puzzles per task at most: what a crash or Ctrl-C can cost, and the unit of progress
TASKS_PER_WORKER = 4  # at least this many tasks per worker, when there are enough puzzles, for balance

T = TypeVar("T")


@dataclass(frozen=True)
class Item:
    """One puzzle to solve, under the id its result is recorded with; `origin` ("FILE: line N") names its line."""

    id: str
    kind: str
    puzzle: Any
    origin: str
    published: str | None = None  # a published solution in puzzlekit's dataset text (a dataset file's entry)


@dataclass(frozen=True)
class Plan:
    """A batch's puzzles: those still to do (by shape), failures found while reading, and how many were done before."""

    groups: dict[Hashable, list[Item]]
    failures: list[dict[str, Any]]
    skipped: int

    @property
    def total(self) -> int:
        return sum(map(len, self.groups.values())) + len(self.failures) + self.skipped


@dataclass(frozen=True)
class _Read:
    """One line: its puzzle and the shape it is grouped by, or why it has none (status, problem)."""

    id: str
    kind: str | None
    item: Item | None = None
    shape: Hashable = None
    status: str = ERROR
    problem: str = ""


def read_items(path: Path, type_name: str | None = None, done: Iterable[str] = ()) -> Plan:
    """The puzzles of a JSON Lines file not yet in `done`; unreadable or duplicate lines become failures."""
    try:
        handle = path.open("rb")
    except OSError as error:
        raise PuzzleError(error.strerror or str(error), source=str(path)) from None
    done = set(done)
    seen: dict[str, int] = {}
    groups: dict[Hashable, list[Item]] = {}
    failures: list[dict[str, Any]] = []
    skipped = 0
    with handle:
        for number, raw in enumerate(_lines(handle, path), start=1):
            if raw is not None and not raw.strip():
                continue
            read = _read(raw, number, path, type_name)
            if read.id in seen:
                duplicate = f"{path}: line {number}: duplicate id {shown(read.id, 80)} (first on line {seen[read.id]})"
                read = replace(read, id=_unused(f"line-{number}", seen), item=None, problem=read.problem or duplicate)
            seen[read.id] = number
            if read.id in done:
                skipped += 1
            elif read.item is None:
                failures.append(failure(read.id, read.kind, read.status, read.problem))
            else:
                groups.setdefault(read.shape, []).append(read.item)
    return Plan(groups, failures, skipped)


def _lines(handle: IO[bytes], path: Path) -> Iterator[bytes | None]:
    """Each line's bytes, or None for a line longer than MAX_LINE_BYTES; the input as bounded as any other's."""
    try:
        yield from limits.bounded_lines(handle, str(path), MAX_LINE_BYTES)
    except OSError as error:
        raise PuzzleError(f"cannot read: {error.strerror or error}", source=str(path)) from None


def _read(raw: bytes | None, number: int, path: Path, type_name: str | None) -> _Read:
    """The line's puzzle and shape, or whatever stopped them (any exception) as that line's failure."""
    if raw is None:
        return _Read(f"line-{number}", None, problem=f"{path}: line {number}: longer than {MAX_LINE_BYTES} bytes")
    try:
        text = raw.decode("utf-8-sig" if number == 1 else "utf-8")  # a byte order mark may open the file
        item = _item(text, number, f"{path}: line {number}", type_name)
        return _Read(item.id, item.kind, item, type_of(item.puzzle).compiler.shape(item.puzzle))
    except Exception as error:  # noqa: BLE001 - one line's failure, whatever it is, must not stop the batch
        status, problem = classify(error, reading=True)
        if isinstance(error, UnicodeDecodeError):
            problem = f"is not UTF-8 text (byte {error.start + 1})"
        located = error if isinstance(error, PuzzleError) else PuzzleError(problem)
        message = str(located.located(source=str(path), where=f"line {number}"))
        return _Read(*_id_and_type(raw, number), status=status, problem=message)


def _item(line: str, number: int, origin: str, type_name: str | None) -> Item:
    try:
        limits.loads(line)
    except json.JSONDecodeError as error:
        raise PuzzleError(f"invalid JSON: {error.msg} (column {error.colno})") from None
    except ValueError:  # what json raises for an integer Python refuses to convert
        raise PuzzleError("a number with too many digits") from None
    records = read_json(line, type_name)
    if len(records) != 1:
        raise PuzzleError(f"expected one JSON object per line, found {len(records)} puzzles")
    record = records[0]
    puzzle_id = record.id if record.id is not None else f"line-{number}"
    return Item(puzzle_id, type_of(record.puzzle).name, record.puzzle, origin)


def _id_and_type(raw: bytes, number: int) -> tuple[str, str | None]:
    """What a line that is not a valid puzzle says about itself: its id (or line-N) and its type, if it can tell."""
    try:
        data = limits.loads(raw.decode("utf-8-sig", errors="replace"))
    except Exception:  # noqa: BLE001 - invalid, too deep, too large: the line says nothing usable
        data = None
    if not isinstance(data, dict):
        return f"line-{number}", None
    given, kind = data.get("id"), data.get("type")
    return (f"line-{number}" if given is None else str(given)), (kind if isinstance(kind, str) else None)


def _unused(candidate: str, seen: dict[str, int]) -> str:
    """`candidate`, or it with a suffix, so that no two records share an id."""
    unique, number = candidate, 1
    while unique in seen:
        number += 1
        unique = f"{candidate}-{number}"
    return unique


def by_shape(groups: dict[Hashable, list[Item]], workers: int) -> list[list[Item]]:
    """Chunks of items of one shape each, so that a worker compiles a shape once for a whole chunk."""
    size = chunk_size(sum(map(len, groups.values())), workers)
    return [chunk for group in groups.values() for chunk in slices(group, size)]


def chunk_size(count: int, workers: int) -> int:
    """Big enough to reuse templates and keep per-task overhead small; small enough to balance the workers."""
    return max(1, min(MAX_CHUNK, math.ceil(count / (max(1, workers) * TASKS_PER_WORKER))))


def slices(items: Sequence[T], size: int) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield list(items[start : start + size])
