"""What a batch works on: puzzles read from JSON Lines with their ids, and chunks of them per task.

Every puzzle gets an id: the "id" its line gives, else "line-N" (N = its line number in the input,
from 1), which stays the same as long as the input file does. A line that cannot be read becomes a
failure record at once, so a bad line is reported in the results and never stops the batch.
"""

from __future__ import annotations

import json
import math
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from satpuzzles.errors import PuzzleError
from satpuzzles.formats.jsonfmt import read_json
from satpuzzles.puzzles import type_of

# Statuses a batch records besides the solver's (unique, multiple, solved, unsat, timeout).
ERROR = "error"  # the puzzle could not be read or the backend failed: the message says which
INTERNAL = "internal"  # a bug: a solver answer that broke the rules, or an unexpected exception

MAX_CHUNK = 16  # puzzles per task at most: what a crash or Ctrl-C can cost, and the unit of progress
TASKS_PER_WORKER = 4  # at least this many tasks per worker, when there are enough puzzles, for balance

T = TypeVar("T")


@dataclass(frozen=True)
class Item:
    """One puzzle to solve, under the id its result is recorded with."""

    id: str
    puzzle: Any


@dataclass(frozen=True)
class Plan:
    """A batch's puzzles: those still to do, failures found while reading them, and how many were done before."""

    items: list[Item]
    failures: list[dict[str, Any]]
    skipped: int

    @property
    def total(self) -> int:
        return len(self.items) + len(self.failures) + self.skipped


def failure(puzzle_id: str, type_name: str | None, status: str, message: str) -> dict[str, Any]:
    """The record of a puzzle that has no solver answer."""
    return {"id": puzzle_id, "type": type_name, "status": status, "solution": None, "error": message}


def read_items(path: Path, type_name: str | None = None, done: Iterable[str] = ()) -> Plan:
    """The puzzles of a JSON Lines file not yet in `done`; unreadable or duplicate lines become failures."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        problem = "is not UTF-8 text" if isinstance(error, UnicodeDecodeError) else error.strerror or str(error)
        raise PuzzleError(problem, source=str(path)) from None
    done = set(done)
    seen: dict[str, int] = {}
    items: list[Item] = []
    failures: list[dict[str, Any]] = []
    skipped = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        item: Item | None = None
        problem = ""
        kind: str | None
        try:
            item = _item(line, number, type_name)
            puzzle_id, kind = item.id, type_of(item.puzzle).name
        except PuzzleError as error:
            puzzle_id, kind = _id_and_type(line, number)
            problem = str(error.located(source=str(path), where=f"line {number}"))
        if puzzle_id in seen:
            duplicate = f"{path}: line {number}: duplicate id {puzzle_id!r} (first on line {seen[puzzle_id]})"
            item, problem, puzzle_id = None, problem or duplicate, _unused(f"line-{number}", seen)
        seen[puzzle_id] = number
        if puzzle_id in done:
            skipped += 1
        elif item is not None:
            items.append(item)
        else:
            failures.append(failure(puzzle_id, kind, ERROR, problem))
    return Plan(items, failures, skipped)


def _item(line: str, number: int, type_name: str | None) -> Item:
    try:
        json.loads(line)
    except json.JSONDecodeError as error:
        raise PuzzleError(f"invalid JSON: {error.msg} (column {error.colno})") from None
    records = read_json(line, type_name)
    if len(records) != 1:
        raise PuzzleError(f"expected one JSON object per line, found {len(records)} puzzles")
    record = records[0]
    return Item(record.id if record.id is not None else f"line-{number}", record.puzzle)


def _id_and_type(line: str, number: int) -> tuple[str, str | None]:
    """What a line that is not a valid puzzle says about itself: its id (or line-N) and its type, if it can tell."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError:
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


def by_shape(items: Sequence[Item], workers: int) -> list[list[Item]]:
    """Chunks of items of one shape each, so that a worker compiles a shape once for a whole chunk."""
    groups: dict[Hashable, list[Item]] = {}
    for item in items:
        groups.setdefault(type_of(item.puzzle).compiler.shape(item.puzzle), []).append(item)
    size = chunk_size(len(items), workers)
    return [chunk for group in groups.values() for chunk in slices(group, size)]


def chunk_size(count: int, workers: int) -> int:
    """Big enough to reuse templates and keep per-task overhead small; small enough to balance the workers."""
    return max(1, min(MAX_CHUNK, math.ceil(count / (max(1, workers) * TASKS_PER_WORKER))))


def slices(items: Sequence[T], size: int) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield list(items[start : start + size])
