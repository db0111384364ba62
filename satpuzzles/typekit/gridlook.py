"""A generic picture of a grid puzzle: clue text in cells, walls, and a solution's marks, shading and dots.

A type without a drawing of its own says what is where (`GridPicture`) and gets an SVG that reads like
the built-ins' pictures: every symbol carries `data-cell`, `data-value` and a given/solved class.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, GRID, INK, SOLVED, Canvas, cell_attrs, num

PAD = 0.3  # cells of white space around the grid
WALL_FILL = "#6e6e6e"


@dataclass(frozen=True)
class GridPicture:
    """What a grid shows: the puzzle's clues and walls, and (solved) the solution's marks."""

    rows: int
    columns: int
    caption: Sequence[str]  # two short lines: the type and size, then the rule in a few words
    clues: Mapping[Cell, str] = field(default_factory=dict)  # clue text, in black
    walls: Collection[Cell] = ()  # cells that are not part of the puzzle, shaded dark
    marks: Mapping[Cell, str] = field(default_factory=dict)  # a solution's values as text, in blue
    shaded: Collection[Cell] = ()  # a solution's shaded cells
    dots: Collection[Cell] = ()  # a solution's dotted cells (a mine, a bulb)
    rings: Mapping[Cell, bool] = field(default_factory=dict)  # given circles (pearls, islands): filled or not
    # a solution's line pieces, (r1, c1, r2, c2) in grid coordinates (a cell's centre is r + 0.5, c + 0.5)
    segments: Collection[tuple[float, float, float, float]] = ()
    # numbers on grid points, (row, column) of the point (0..rows, 0..columns) -> text, in a small circle
    points: Mapping[Cell, str] = field(default_factory=dict)
    # numbers beside the grid: side ("top", "bottom": one per column; "left", "right": one per row) -> texts
    beside: Mapping[str, Sequence[str | None]] = field(default_factory=dict)


def draw_grid(picture: GridPicture) -> str:
    rows, columns = picture.rows, picture.columns
    margin = PAD * CELL
    room = {side: margin + (CELL if side in picture.beside else 0) for side in ("top", "left", "bottom", "right")}
    width = columns * CELL + room["left"] + room["right"]
    height = rows * CELL + room["top"] + room["bottom"]
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, room["left"], room["top"], " - ".join(picture.caption))
    for r, c in picture.shaded:
        canvas.cell_rect(r, c, cell_attrs(r, c, "shaded", False, "shaded") | {"fill-opacity": "0.55"})
    for r, c in picture.walls:
        canvas.cell_rect(r, c, cell_attrs(r, c, "#", True, "wall") | {"fill": WALL_FILL})
    for k in range(1, rows):
        canvas.line(k, 0, k, columns, GRID, 1)
    for k in range(1, columns):
        canvas.line(0, k, rows, k, GRID, 1)
    border = {"x": num(room["left"]), "y": num(room["top"]), "width": num(columns * CELL), "height": num(rows * CELL)}
    canvas.add("rect", border | {"fill": "none", "stroke": INK, "stroke-width": "3", "class": "border"})
    for r1, c1, r2, c2 in picture.segments:
        canvas.line(r1, c1, r2, c2, SOLVED, 4, **{"class": "segment solved", "stroke-linecap": "round"})
    for (r, c), filled in picture.rings.items():
        ring = {"fill": INK if filled else "#ffffff", "stroke": INK, "stroke-width": "2"}
        canvas.dot(r, c, 0.36, cell_attrs(r, c, "filled" if filled else "open", True, "ring") | ring)
    for (i, j), number in picture.points.items():
        ring = {"fill": "#ffffff", "stroke": INK, "stroke-width": "1.5", "class": "point", "data-point": f"{i},{j}"}
        canvas.dot(i - 0.5, j - 0.5, 0.2, ring)
        canvas.text(
            i - 0.5,
            j - 0.5,
            number,
            0.3,
            {"data-point": f"{i},{j}", "data-value": number, "class": "clue", "fill": INK},
        )
    for side, texts in picture.beside.items():
        for index, text in enumerate(texts):
            if text is not None:
                r, c = _beside_cell(side, index, rows, columns)
                attrs = {"data-clue": f"{side},{index}", "data-value": text, "class": "clue", "fill": INK}
                canvas.text(r, c, text, 0.5, attrs)
    for (r, c), text in picture.clues.items():
        canvas.text(r, c, text, 0.55, cell_attrs(r, c, text, True, "clue"))
    for (r, c), text in picture.marks.items():
        canvas.text(r, c, text, 0.55, cell_attrs(r, c, text, False, "value"))
    for r, c in picture.dots:
        canvas.dot(r, c, 0.22, cell_attrs(r, c, "dot", False, "dot") | {"fill": SOLVED})
    canvas.caption(picture.caption, height + 0.35 * CELL)
    return canvas.to_string()


def piece_segments(grid: Sequence[Sequence[str | None]]) -> list[tuple[float, float, float, float]]:
    """The segments of a solution written as line pieces per cell (`ns`, `se`, an end `n`): from each cell's
    centre half a cell towards every side its token names; a cell not yet known (None, in a partial position
    a hint or a step draws) has none."""
    towards = {"n": (-0.5, 0.0), "s": (0.5, 0.0), "w": (0.0, -0.5), "e": (0.0, 0.5)}
    return [
        (r + 0.5, c + 0.5, r + 0.5 + towards[side][0], c + 0.5 + towards[side][1])
        for r, row in enumerate(grid)
        for c, token in enumerate(row)
        for side in token or ""
        if side in towards
    ]


def _beside_cell(side: str, index: int, rows: int, columns: int) -> Cell:
    """Where a number beside the grid is drawn: the cell position just outside the grid on its side."""
    return {"top": (-1, index), "bottom": (rows, index), "left": (index, -1), "right": (index, columns)}[side]
