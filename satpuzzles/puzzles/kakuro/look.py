"""The Kakuro picture: black cells with their sums (`down\\across`), solved digits in the white cells."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.gridlook import GridPicture, draw_grid


def _sums(square: list[int | None]) -> str:
    down, across = square
    if down is None and across is None:
        return ""
    return f"{'' if down is None else down}\\{'' if across is None else across}"


def draw(data: dict[str, Any], solution: Any | None) -> str:
    squares = data["squares"]
    rows, columns = data["rows"], data["columns"]
    black = [(r, c) for r in range(rows) for c in range(columns) if squares[r][c] is not None]
    return draw_grid(
        GridPicture(
            rows,
            columns,
            (f"Kakuro {rows}x{columns}", "each run adds up to its sum, no digit twice"),
            clues={(r, c): _sums(squares[r][c]) for r, c in black if _sums(squares[r][c])},
            walls=black,
            marks={}
            if solution is None
            else {(r, c): str(solution[r][c]) for r in range(rows) for c in range(columns) if solution[r][c]},
        )
    )
