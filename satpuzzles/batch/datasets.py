"""A dataset file as a batch's input: each entry one item under its KEY, each unreadable entry its own failure.

A dataset file is one JSON document (formats.dataset), not JSON Lines: it is read whole, through the
bounded reader, when its first line does not hold a complete JSON value by itself (a JSON Lines file's
first line always does) or holds a dataset. Anything else is left to the line reader.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from satpuzzles.batch.failures import classify, failure
from satpuzzles.batch.items import Item, Plan, read_items
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import limits
from satpuzzles.formats.dataset import dataset_type, entries, entry_place, is_dataset, read_entry
from satpuzzles.puzzles import type_of

FIRST_LINE_BYTES = 64 * 1024  # enough to see whether the first line is a whole JSON value


def read_dataset_file(path: Path) -> dict[str, Any] | None:
    """The dataset in `path`, or None when the file is not one (or cannot be read: the line reader says why)."""
    try:
        with path.open("rb") as handle:
            first = handle.readline(FIRST_LINE_BYTES)
        if _whole_value(first):
            data = limits.loads(first.decode("utf-8-sig"))
        else:
            data = limits.loads(limits.read_text(path).removeprefix("\ufeff"))
    except (OSError, UnicodeDecodeError, ValueError, PuzzleError, RecursionError):
        return None
    return data if is_dataset(data) else None


def _whole_value(line: bytes) -> bool:
    try:
        limits.loads(line.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError):
        return False
    return True


def read_plan(path: Path, type_name: str | None = None, done: Iterable[str] = ()) -> Plan:
    """The puzzles of `path` not yet in `done`: a dataset file's entries, else the lines of a JSON Lines file."""
    data = read_dataset_file(path)
    if data is None:
        return read_items(path, type_name, done)
    return dataset_plan(path, data, type_name, set(done))


def dataset_plan(path: Path, data: dict[str, Any], type_name: str | None, done: set[str]) -> Plan:
    """The entries of a dataset not in `done`, grouped by shape; an entry that cannot be read is a failure."""
    try:
        kind = dataset_type(data, type_name)  # a wrong --type or an unknown dataset stops the batch: nothing would read
    except PuzzleError as error:
        raise error.located(source=str(path)) from None
    groups: dict[Any, list[Item]] = {}
    failures: list[dict[str, Any]] = []
    skipped = 0
    for key, entry in entries(data):
        if key in done:
            skipped += 1
            continue
        try:
            record = read_entry(kind, key, entry)
            shape = type_of(record.puzzle).compiler.shape(record.puzzle)
        except Exception as error:  # noqa: BLE001 - one entry's failure, whatever it is, must not stop the batch
            status, problem = classify(error, reading=True)
            located = error if isinstance(error, PuzzleError) else PuzzleError(problem, where=entry_place(key))
            failures.append(failure(key, kind.name, status, str(located.located(source=str(path)))))
            continue
        item = Item(key, kind.name, record.puzzle, f"{path}: {entry_place(key)}", record.published)
        groups.setdefault(shape, []).append(item)
    return Plan(groups, failures, skipped)
