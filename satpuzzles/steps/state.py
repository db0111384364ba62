"""A hint's position: a partial grid as solution-shaped JSON (null or "." where empty) or the native text."""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.formats import limits
from satpuzzles.puzzles import type_of

EMPTY = (None, ".")


def read_state(puzzle: Any, text: str, source: str) -> list[list[Any]]:
    """Rows of cell values, None where empty; checked for shape and for values a cell can take."""
    kind = type_of(puzzle)
    try:
        data = limits.loads(text)
    except ValueError as error:
        if text.lstrip().startswith(("[", "{")):  # meant as JSON: its own problem says more than the text reader's
            raise PuzzleError(f"invalid JSON: {getattr(error, 'msg', error)}", source=source) from None
        data = _from_native(kind, text, source)
    if isinstance(data, dict):
        data = data.get("solution", data.get("givens"))
    if not isinstance(data, list):
        raise PuzzleError("expected a grid: a list of rows", source=source)
    if kind.stepper is None:
        raise PuzzleError(f"{kind.name} does not support hints", source=source)
    model = kind.stepper(puzzle)
    if len(data) != model.rows:
        raise PuzzleError(f"expected {model.rows} rows, found {len(data)}", source=source)
    options = model.cell_values()
    rows = []
    for r, row in enumerate(data):
        cells = list(row) if isinstance(row, (list, str)) else None
        if cells is None or len(cells) != model.columns:
            raise PuzzleError(f"row {r + 1}: expected {model.columns} cells", source=source)
        for c, value in enumerate(cells):
            allowed = [cv.value for cv in options[r * model.columns + c]]
            if value not in EMPTY and value not in allowed:
                raise PuzzleError(
                    f"row {r + 1}, column {c + 1}: {shown(value)} is not a value this cell can take", source=source
                )
        rows.append([None if v in EMPTY else v for v in cells])
    return rows


def _from_native(kind: Any, text: str, source: str) -> Any:
    """A partly filled board in the native text: its filled cells are read as givens."""
    try:
        board, solution = kind.text.read(text)
    except PuzzleError as error:
        raise PuzzleError(f"neither JSON nor {kind.name} text: {error}", source=source) from None
    if solution is not None:
        return kind.codec.solution_to_json(solution)
    return kind.codec.to_json(board).get("givens")
