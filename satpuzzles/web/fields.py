"""Reading a request's JSON fields: each bad field is one PuzzleError naming it, as the CLI names its inputs."""

from __future__ import annotations

import json
import math
from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.puzzles import Puzzle, get_type
from satpuzzles.steps.state import read_state
from satpuzzles.typekit.stepping import StepModel


def puzzle_of(body: dict[str, Any], key: str = "puzzle") -> Puzzle:
    """The puzzle in the JSON schema (docs/formats.md) under `key`."""
    data = body.get(key)
    if not isinstance(data, dict):
        raise PuzzleError("expected the puzzle as a JSON object (docs/formats.md)", where=key)
    name = data.get("type")
    if not isinstance(name, str):
        raise PuzzleError('the puzzle has no "type" field', where=key)
    try:
        puzzle: Puzzle = get_type(name).codec.from_json(data)
    except PuzzleError as error:
        raise error.located(where=key) from None
    return puzzle


def grid_of(puzzle: Puzzle, body: dict[str, Any], key: str, model: StepModel) -> list[list[Any]] | None:
    """A solution-shaped grid (null where empty) or a board's native text under `key`, checked like `hint --state`
    against the puzzle's step `model`."""
    value = body.get(key)
    if value is None:
        return None
    text = value if isinstance(value, str) else json.dumps(value)
    return read_state(puzzle, text, key, model)


def text_of(body: dict[str, Any], key: str, *, required: bool = True) -> str | None:
    value = body.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise PuzzleError("expected a string", where=key)
    return value


def int_of(body: dict[str, Any], key: str, default: int | None, low: int, high: int) -> int | None:
    value = body.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise PuzzleError(f"expected a whole number from {low} to {high}, found {shown(value)}", where=key)
    return value


def seconds_of(body: dict[str, Any], key: str = "timeout") -> float | None:
    value = body.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (math.isfinite(value) and value > 0):
        raise PuzzleError(f"expected a positive number of seconds, found {shown(value)}", where=key)
    return float(value)


def object_of(body: dict[str, Any], key: str) -> dict[str, Any]:
    value = body.get(key, {})
    if not isinstance(value, dict):
        raise PuzzleError("expected a JSON object", where=key)
    return value


def names_of(body: dict[str, Any], key: str) -> list[str]:
    value = body.get(key, [])
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise PuzzleError("expected a list of names", where=key)
    return value
