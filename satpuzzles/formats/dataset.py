"""Dataset files: the puzzlekit dataset's own shape, read as a batch of puzzles.

    {"name": NAME, "data": {KEY: {"problem": TEXT, "solution": TEXT, ...}, ...}}

Each entry is one puzzle with the id KEY, its problem in puzzlekit text (read by the type's reader) and,
optionally, its published solution in the dataset's solution text, which results are compared with. The
type is `--type`, else the one whose puzzlekit codec names the dataset (`name`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.formats import limits
from satpuzzles.formats.records import Record
from satpuzzles.puzzles import PuzzleSpec, all_types, get_type


def is_dataset(data: Any) -> bool:
    """Whether a JSON value has the dataset shape: an object with a `data` object and no `type` (a puzzle's)."""
    return isinstance(data, dict) and "type" not in data and isinstance(data.get("data"), dict)


def dataset_type(data: dict[str, Any], type_name: str | None) -> PuzzleSpec[Any, Any]:
    """The type the entries are read as: `type_name`, else the type whose dataset the file's `name` is.

    Finding a dataset's owner loads every type, so a named type whose own dataset it is skips the search.
    """
    name = data.get("name")
    if type_name is None:
        owner = _owner(name)
        if owner is None:
            raise PuzzleError(f"the dataset {shown(name)} is no type's puzzlekit dataset: pass --type", where="name")
        kind = owner
    else:
        kind = get_type(type_name)
        owner = None if _dataset_of(kind) == name else _owner(name)
        if owner is not None and owner is not kind:
            raise PuzzleError(f"the dataset {shown(name)} holds {owner.name} puzzles, not {kind.name}", where="name")
    if kind.puzzlekit is None:
        raise PuzzleError(f"{kind.name} does not read puzzlekit text, which a dataset file holds")
    return kind


def _owner(name: Any) -> PuzzleSpec[Any, Any] | None:
    """The type whose puzzlekit dataset is called `name`, if any."""
    return next((kind for kind in all_types() if _dataset_of(kind) == name), None) if isinstance(name, str) else None


def _dataset_of(kind: PuzzleSpec[Any, Any]) -> str | None:
    return None if kind.puzzlekit is None else kind.puzzlekit.dataset


def entries(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """(KEY, entry) for every entry, in the file's order."""
    yield from data["data"].items()


def entry_place(key: str) -> str:
    """How messages name an entry."""
    return f"entry {shown(key, 40)}"


def read_entry(kind: PuzzleSpec[Any, Any], key: str, entry: Any) -> Record:
    """One entry as a record with id KEY and its published solution; PuzzleError names the entry and the place."""
    try:
        if not isinstance(entry, dict):
            raise PuzzleError(f'expected an object with "problem", found {type(entry).__name__}')
        problem, published = entry.get("problem"), entry.get("solution")
        if not isinstance(problem, str):
            raise PuzzleError(f'expected "problem" as puzzlekit text, found {shown(problem)}')
        if published is not None and not isinstance(published, str):
            raise PuzzleError(f'expected "solution" as text, found {shown(published)}')
    except PuzzleError as error:
        raise error.located(where=entry_place(key)) from None
    assert kind.puzzlekit is not None  # dataset_type checked it
    try:
        puzzle, solution = kind.puzzlekit.read(problem)
    except PuzzleError as error:
        raise error.located(where=f"{entry_place(key)} problem") from None
    return Record(puzzle, key, solution, published=published)


def read_dataset(data: dict[str, Any], type_name: str | None) -> list[Record]:
    """Every entry as a record; the first that cannot be read stops the reading (a batch reads them one by one)."""
    kind = dataset_type(data, type_name)
    records = [read_entry(kind, key, entry) for key, entry in entries(data)]
    if not records:
        raise PuzzleError("the dataset holds no puzzles", where="data")
    return records


def read_dataset_text(text: str, type_name: str | None) -> list[Record]:
    """A dataset file's text (`--format puzzlekit` on a JSON object): its entries, or why it is not one."""
    try:
        data = limits.loads(text)
    except json.JSONDecodeError as error:
        raise PuzzleError(f"invalid JSON: {error.msg} (column {error.colno})", where=f"line {error.lineno}") from None
    if not is_dataset(data):
        raise PuzzleError('expected puzzlekit text, or a dataset file {"name": ..., "data": {KEY: {"problem": ...}}}')
    return read_dataset(data, type_name)
