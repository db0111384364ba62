"""One picture per step over `satpuzzles render`'s drawing: the cells it decides, the groups and facts it uses."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path as FilePath
from typing import Any

from satpuzzles.errors import SatPuzzlesError, cannot_write
from satpuzzles.explain.picture import Grid, grid_shape
from satpuzzles.steps.result import Path
from satpuzzles.steps.search import Step
from satpuzzles.typekit.canvas import SVG_NS
from satpuzzles.typekit.drawable import render_svg

DECIDED = "#2ca02c"
EXCLUDED = "#e07b00"
GROUP = "#1f77b4"
FACT = "#7f7f7f"


def step_svg(puzzle: Any, step: Step, known: list[list[Any]]) -> str:
    """The board as known after the step, with the step's cells and reasons marked."""
    drawn = tuple(tuple(row) for row in known)
    root = ET.fromstring(render_svg(puzzle, drawn))
    grid = Grid(root, grid_shape(puzzle)[1])
    for group in step.groups:
        if group.clue is not None:
            grid.clue(*group.clue, 1)
        for r, c in group.cells:
            grid.cell(r, c, {"fill": GROUP, "fill-opacity": "0.15", "class": "reason"}, under=True)
    for fact in step.reasons:
        grid.cell(*fact.cell, {"fill": "none", "stroke": FACT, "stroke-width": "2", "class": "fact"}, inset=4)
    for fact in step.excluded:
        grid.cell(*fact.cell, {"fill": "none", "stroke": EXCLUDED, "stroke-width": "3", "class": "excluded"}, inset=2)
    for fact in step.decided:
        grid.cell(*fact.cell, {"fill": DECIDED, "fill-opacity": "0.35", "class": "decided"}, under=True)
    ET.register_namespace("", SVG_NS)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def write_step_pictures(path: Path, directory: FilePath) -> None:
    """DIR/step-001.svg, ... one per step, each showing the board as known after it; SatPuzzlesError when DIR
    cannot be made or written (a file of that name, no permission)."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        known: list[list[Any]] = []
        for number, step in enumerate(path.steps, start=1):
            if not known:
                rows, columns = grid_shape(path.puzzle)
                known = [[None] * columns for _ in range(rows)]
            for fact in step.decided:
                known[fact.cell[0]][fact.cell[1]] = fact.value
            (directory / f"step-{number:03}.svg").write_text(step_svg(path.puzzle, step, known), encoding="utf-8")
    except FileExistsError:
        raise SatPuzzlesError(f"{directory}: is not a directory, expected one for --svg-dir") from None
    except OSError as error:
        raise cannot_write(str(directory), error) from None
