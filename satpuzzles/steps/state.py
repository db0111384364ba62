"""A hint's position: a partial grid as solution-shaped JSON (null or "." where empty) or the native text.

A position may carry pencil marks: the values a player still allows in a cell. In JSON a cell is then a
list of values (`[1, 3]`; a row given as a list of cells, also for letter grids); in native text, lines
`r2c3: 1 3` after the board (docs/formats.md).
"""

from __future__ import annotations

import re
from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.formats import limits
from satpuzzles.puzzles import type_of
from satpuzzles.steps.run import step_model
from satpuzzles.typekit.stepping import StepModel

EMPTY = (None, ".")
MARKS = re.compile(r"^\s*r(\d+)c(\d+)\s*:(.*)$", re.IGNORECASE)  # a native text's pencil-mark line


def position_model(puzzle: Any, source: str, max_clauses: int | None = None) -> StepModel:
    """The step model a position is read against, built once: the hint from that position searches it too.

    Built within `max_clauses`'s limits; PuzzleError naming `source` for a type without steps."""
    kind = type_of(puzzle)
    if kind.stepper is None:
        raise PuzzleError(f"{kind.name} does not support steps, so no position of it can be read", source=source)
    return step_model(puzzle, max_clauses)


def read_state(puzzle: Any, text: str, source: str, model: StepModel) -> list[list[Any]]:
    """Rows of cell values, None where empty, a list of values where pencil marks allow only those.

    Checked for shape and for values a cell can take (the puzzle's `model` tells them: `position_model`)."""
    kind = type_of(puzzle)
    marks: dict[tuple[int, int], list[str]] | None = None  # native text only
    try:
        data = limits.loads(text)
    except ValueError as error:
        if text.lstrip().startswith(("[", "{")):  # meant as JSON: its own problem says more than the text reader's
            raise PuzzleError(f"invalid JSON: {getattr(error, 'msg', error)}", source=source) from None
        board, marks = _marks(text, source)
        data = _from_native(kind, board, source)
    if isinstance(data, dict):
        data = data.get("solution", data.get("givens"))
    if not isinstance(data, list) and not (marks is not None and data is None):
        raise PuzzleError("expected a grid: a list of rows", source=source)
    if data is None:  # a native board with no cell filled
        data = [[None] * model.columns for _ in range(model.rows)]
    if not isinstance(data, list):
        raise PuzzleError("expected a grid: a list of rows", source=source)
    outside = [cell for cell in marks or {} if cell[0] >= model.rows or cell[1] >= model.columns]
    if outside:
        raise PuzzleError(f"r{outside[0][0] + 1}c{outside[0][1] + 1}: pencil marks outside the grid", source=source)
    if len(data) != model.rows:
        raise PuzzleError(f"expected {model.rows} rows, found {len(data)}", source=source)
    options = model.cell_values()
    rows = []
    for r, row in enumerate(data):
        cells = list(row) if isinstance(row, (list, str)) else None
        if cells is None or len(cells) != model.columns:
            raise PuzzleError(f"row {r + 1}: expected {model.columns} cells", source=source)
        allowed = [[cv.value for cv in options[r * model.columns + c]] for c in range(model.columns)]
        for (mr, mc), tokens in (marks or {}).items():
            if mr == r:
                if cells[mc] not in EMPTY:
                    raise PuzzleError(f"r{r + 1}c{mc + 1}: a filled cell with pencil marks", source=source)
                cells[mc] = [_value_of(token, allowed[mc], (mr, mc), source) for token in tokens]
        rows.append([_cell(value, allowed[c], (r, c), source) for c, value in enumerate(cells)])
    return rows


def _cell(value: Any, allowed: list[Any], cell: tuple[int, int], source: str) -> Any:
    where = f"row {cell[0] + 1}, column {cell[1] + 1}"
    if isinstance(value, list):
        if not value:
            raise PuzzleError(f"{where}: pencil marks leave no value", source=source)
        for one in value:
            if one not in allowed:
                raise PuzzleError(f"{where}: {shown(one)} is not a value this cell can take", source=source)
        return list(dict.fromkeys(value))
    if value not in EMPTY and value not in allowed:
        raise PuzzleError(f"{where}: {shown(value)} is not a value this cell can take", source=source)
    return None if value in EMPTY else value


def _value_of(token: str, allowed: list[Any], cell: tuple[int, int], source: str) -> Any:
    """A pencil mark's value: the cell's value written the same way (letters in either case)."""
    for value in allowed:
        if str(value).lower() == token.lower():
            return value
    raise PuzzleError(f"r{cell[0] + 1}c{cell[1] + 1}: {token!r} is not a value this cell can take", source=source)


def _marks(text: str, source: str) -> tuple[str, dict[tuple[int, int], list[str]]]:
    """The board's text without its pencil-mark lines, and the marks per cell (0-based)."""
    board: list[str] = []
    marks: dict[tuple[int, int], list[str]] = {}
    for line in text.splitlines():
        found = MARKS.match(line)
        if found is None:
            board.append(line)
            continue
        cell = (int(found[1]) - 1, int(found[2]) - 1)
        tokens = found[3].replace(",", " ").split()
        if min(cell) < 0:
            raise PuzzleError(f"{line.strip()!r}: rows and columns count from 1", source=source)
        if cell in marks:
            raise PuzzleError(f"r{cell[0] + 1}c{cell[1] + 1}: pencil marks given twice", source=source)
        marks[cell] = tokens
    return "\n".join(board) + "\n", marks


def _from_native(kind: Any, text: str, source: str) -> Any:
    """A partly filled board in the native text: its filled cells are read as givens."""
    try:
        board, solution = kind.text.read(text)
    except PuzzleError as error:
        raise PuzzleError(f"neither JSON nor {kind.name} text: {error}", source=source) from None
    if solution is not None:
        return kind.codec.solution_to_json(solution)
    return kind.codec.to_json(board).get("givens")
