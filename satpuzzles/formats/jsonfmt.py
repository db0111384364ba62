"""The JSON schema of docs/formats.md: one object, an array of objects, JSON Lines, or a dataset file."""

from __future__ import annotations

import json
from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.formats import limits
from satpuzzles.formats.dataset import is_dataset, read_dataset
from satpuzzles.formats.records import Record
from satpuzzles.puzzles import Puzzle, get_type, type_of


def read_json(text: str, type_name: str | None = None) -> list[Record]:
    stripped = text.strip()
    if stripped.startswith("["):
        try:
            items = limits.loads(stripped)
        except json.JSONDecodeError as error:
            raise PuzzleError(f"invalid JSON: {error.msg}", where=f"line {error.lineno}") from None
        return [_record(item, type_name, f"item {i + 1}") for i, item in enumerate(items)]
    try:
        whole = limits.loads(stripped)
    except json.JSONDecodeError as error:
        whole_error = error
        lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
        if len(lines) < 2:
            raise PuzzleError(f"invalid JSON: {whole_error.msg}", where=f"line {whole_error.lineno}") from None
    else:
        if is_dataset(whole):
            return read_dataset(whole, type_name)
        return [_record(whole, type_name, None)]
    records = []
    for index, (number, line) in enumerate(lines):
        try:
            item = limits.loads(line)
        except json.JSONDecodeError as line_error:
            found = line_error
            if index == 0 and line.strip() == "{":  # one document over many lines (a dataset file), not JSON Lines
                found = whole_error
                number = found.lineno + text[: len(text) - len(text.lstrip())].count("\n")
            raise PuzzleError(f"invalid JSON: {found.msg} (column {found.colno})", where=f"line {number}") from None
        records.append(_record(item, type_name, f"line {number}"))
    return records


def _record(item: Any, type_name: str | None, where: str | None) -> Record:
    try:
        if not isinstance(item, dict):
            raise PuzzleError(f"expected a JSON object, found {type(item).__name__}")
        name = item.get("type") or type_name
        if not name:
            raise PuzzleError('the puzzle has no "type" field (or pass --type)')
        if not isinstance(name, str):
            raise PuzzleError(f"expected a type name, found {shown(name)}", where="type")
        kind = get_type(name)
        puzzle = kind.codec.from_json(item)
        solution = None
        if item.get("solution") is not None:
            solution = kind.codec.solution_from_json(puzzle, item["solution"])
        puzzle_id = item.get("id")
        unique = item.get("unique")
        return Record(
            puzzle,
            None if puzzle_id is None else str(puzzle_id),
            solution,
            unique if isinstance(unique, bool) else None,
        )
    except PuzzleError as error:
        label = where
        if isinstance(item, dict) and item.get("id") is not None:
            label = f"{where} (id {item['id']})" if where else f"id {item['id']}"
        raise error.located(where=label) from None


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    return type_of(puzzle).codec.to_json(puzzle)


def solution_to_json(puzzle: Puzzle, solution: Any) -> Any:
    return type_of(puzzle).codec.solution_to_json(solution)
