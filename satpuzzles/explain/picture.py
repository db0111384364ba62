"""The explanation drawn over `satpuzzles render`'s picture: undecided cells shaded, the closest pair's
differing cells outlined, conflicting clues and parts in red.

It reads the grid's position from the picture itself (the border rectangle, and `data-clue` on clues),
so it works for every type that render draws.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Protocol

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import type_of
from satpuzzles.typekit.canvas import SVG_NS, num
from satpuzzles.typekit.countgrid import read_shape
from satpuzzles.typekit.drawable import render_svg
from satpuzzles.typekit.explaining import Cell, Switch

UNDECIDED_FILL = "#d9d9d9"
DIFFERS = "#e07b00"
CONFLICT = "#d62728"
NS = f"{{{SVG_NS}}}"


class Explained(Protocol):
    """What the picture reads of an Explanation (result.py, whose _repr_svg_ draws with this module)."""

    puzzle: Any
    forced: list[list[Any]] | None
    differences: list[Cell]
    conflicts: list[list[Switch]]

    def undecided(self) -> list[Cell]: ...


def explanation_svg(explanation: Explained) -> str:
    drawn = None
    if explanation.forced is not None:
        drawn = tuple(tuple(row) for row in explanation.forced)
    root = ET.fromstring(render_svg(explanation.puzzle, drawn))
    grid = Grid(root, grid_shape(explanation.puzzle)[1])
    for r, c in explanation.undecided():
        grid.cell(r, c, {"fill": UNDECIDED_FILL, "class": "undecided"}, under=True)
    for r, c in explanation.differences:
        grid.cell(r, c, {"fill": "none", "stroke": DIFFERS, "stroke-width": "3", "class": "differs"}, inset=3)
    for number, conflict in enumerate(explanation.conflicts, start=1):
        for part in conflict:
            if part.clue is not None:
                grid.clue(*part.clue, number)
            for r, c in part.cells:
                attrs = {"fill": CONFLICT, "fill-opacity": "0.25", "class": f"conflict conflict-{number}"}
                grid.cell(r, c, attrs, under=True)
    ET.register_namespace("", SVG_NS)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def grid_shape(puzzle: Any) -> tuple[int, int]:
    """Rows and columns of a puzzle, read from its JSON as its type reads them (typekit.countgrid.read_shape:
    `size`, or `rows` and `columns`); a schema that says `cols` for `columns` is read too."""
    data = type_of(puzzle).codec.to_json(puzzle)
    if "cols" in data and "columns" not in data:
        data = {**data, "columns": data["cols"]}
    try:
        return read_shape(data)
    except PuzzleError as error:
        raise ValueError(f"{data.get('type')}: its JSON gives no grid size (size, or rows and columns)") from error


class Grid:
    """Cell positions read off the picture's border rectangle."""

    def __init__(self, root: ET.Element, columns: int) -> None:
        self.root = root
        border = next(e for e in root.iter(f"{NS}rect") if e.get("class") == "border")
        self.left, self.top = float(border.get("x", 0)), float(border.get("y", 0))
        self.step = float(border.get("width", 0)) / columns
        children = list(root)
        # Shading goes right after the white background, under the grid lines and symbols.
        self.under = next(i for i, e in enumerate(children) if e.get("class") == "background") + 1

    def cell(self, r: int, c: int, attrs: dict[str, str], inset: float = 0, under: bool = False) -> None:
        box = {
            "x": num(self.left + c * self.step + inset),
            "y": num(self.top + r * self.step + inset),
            "width": num(self.step - 2 * inset),
            "height": num(self.step - 2 * inset),
            "data-cell": f"{r},{c}",
        }
        element = ET.Element(f"{NS}rect", box | attrs)
        if under:
            self.root.insert(self.under, element)
        else:
            self.root.append(element)

    def clue(self, side: str, index: int, number: int) -> None:
        for element in self.root.iter(f"{NS}text"):
            if element.get("data-clue") == f"{side},{index}":
                element.set("fill", CONFLICT)
                element.set("font-weight", "bold")
                element.set("class", f"clue conflict conflict-{number}")
