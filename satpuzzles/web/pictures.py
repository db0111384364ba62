"""`render`'s picture with highlights as CSS classes: one renderer for the CLI and the page.

A mark names a class and the cells and clue slots it covers (docs/web-api.md, "Pictures and highlights");
each cell becomes a `rect.hl.CLASS` (under the symbols, or an outline above them), each clue gets the class.
The fill attributes keep a downloaded SVG readable alone; the page's stylesheet overrides them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import Any

from satpuzzles.explain.picture import NS, Grid, grid_shape
from satpuzzles.puzzles import Puzzle
from satpuzzles.typekit.canvas import SVG_NS
from satpuzzles.typekit.drawable import render_svg

# class -> the cell's attributes; outlined classes are drawn above the symbols, the others under them.
CELL_LOOKS = {
    "undecided": {"fill": "#d9d9d9"},
    "conflict": {"fill": "#d62728", "fill-opacity": "0.25"},
    "fix": {"fill": "#2ca02c", "fill-opacity": "0.25"},
    "redundant": {"fill": "#9467bd", "fill-opacity": "0.2"},
    "reason": {"fill": "#1f77b4", "fill-opacity": "0.15"},
    "decided": {"fill": "#2ca02c", "fill-opacity": "0.35"},
    "differs": {"fill": "none", "stroke": "#e07b00", "stroke-width": "3"},
    "fact": {"fill": "none", "stroke": "#7f7f7f", "stroke-width": "2"},
    "excluded": {"fill": "none", "stroke": "#e07b00", "stroke-width": "3"},
    "wrong": {"fill": "none", "stroke": "#d62728", "stroke-width": "3"},
}
OUTLINED = {"differs": 3.0, "fact": 4.0, "excluded": 2.0, "wrong": 3.0}  # class -> inset in user units
CLUE_COLOURS = {"conflict": "#d62728", "fix": "#2ca02c", "redundant": "#9467bd", "clue-used": "#1f77b4"}


def mark(name: str, cells: Sequence[Sequence[int]] = (), clues: Sequence[Sequence[Any]] = ()) -> dict[str, Any]:
    """One highlight: a class, the cells [r, c] and the clue slots [side, index] it covers."""
    return {"class": name, "cells": [[int(r), int(c)] for r, c in cells], "clues": [[s, int(i)] for s, i in clues]}


def picture(puzzle: Puzzle, grid: Sequence[Sequence[Any]] | None, marks: Sequence[dict[str, Any]] = ()) -> str:
    """The puzzle with `grid`'s values drawn (None: nothing; None cells: empty) and the marks applied."""
    drawn = None if grid is None else tuple(tuple(row) for row in grid)
    svg = render_svg(puzzle, drawn)
    if not marks:
        return svg
    root = ET.fromstring(svg)
    board = Grid(root, grid_shape(puzzle)[1])
    clues = {element.get("data-clue"): element for element in root.iter(f"{NS}text") if element.get("data-clue")}
    for one in marks:
        name = one["class"]
        for r, c in one.get("cells", ()):
            attrs = {**CELL_LOOKS.get(name, {"fill": "none"}), "class": f"hl {name}"}
            board.cell(r, c, attrs, inset=OUTLINED.get(name, 0), under=name not in OUTLINED)
        for side, index in one.get("clues", ()):
            element = clues.get(f"{side},{index}")
            if element is not None:
                element.set("class", f"{element.get('class', '')} {name}".strip())
                if name in CLUE_COLOURS:
                    element.set("fill", CLUE_COLOURS[name])
                    element.set("font-weight", "bold")
    ET.register_namespace("", SVG_NS)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
