"""A region map half painted is kept as a draft, not refused.

A setter repaints a map a stroke at a time, so between two valid maps it passes through maps the type's model
refuses (a region too many, a region too small for the rule). `/api/edit` and `/api/parse` keep such a map as
a draft: its JSON, its slots, a picture of the map as painted, and the model's one line saying what is not
yet a puzzle (`draft`). Only the map as a whole may be in between: the model's error names the editor's
region field itself, not a place inside it, and the map is a grid of whole numbers. Anything else (a token
the puzzle cannot hold, a broken field) is refused as before.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import get_type
from satpuzzles.typekit.canvas import CAPTION_HEIGHT, CELL, INK, Canvas, cell_attrs
from satpuzzles.typekit.digitgrid import PAD, draw_regions
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.spec import Editor, PuzzleSpec


@dataclass(frozen=True)
class Draft:
    """A puzzle's JSON whose region map is in between: what it lacks (`problem`) and the map as painted."""

    kind: PuzzleSpec[Any, Any]
    data: dict[str, Any]
    problem: str
    regions: list[list[int]]

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.regions), len(self.regions[0])


def draft_of(data: object) -> Draft | None:
    """`data` (a puzzle's JSON object) as a draft, or None: a puzzle, or refused for another reason."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return None
    try:
        kind = get_type(data["type"])
    except PuzzleError:
        return None
    try:
        kind.codec.from_json(data)
    except PuzzleError as error:
        return draft_after(kind, data, error)
    return None


def draft_of_text(text: str) -> Draft | None:
    """A draft written as its JSON (the page's address keeps one so: a reload opens it again)."""
    try:
        return draft_of(json.loads(text))
    except (ValueError, RecursionError):
        return None


def region_map(kind: PuzzleSpec[Any, Any], data: Mapping[str, Any]) -> list[list[int]] | None:
    """The puzzle's region map where its editor paints one and it is a non-empty grid of whole numbers."""
    field = kind.editor.regions if kind.editor is not None else ""
    rows = data.get(field) if field else None
    if not (isinstance(rows, list) and rows and all(isinstance(row, list) for row in rows)):
        return None
    width = len(rows[0])
    if width == 0 or any(len(row) != width or not all(type(v) is int for v in row) for row in rows):
        return None
    return rows


def draft_after(kind: PuzzleSpec[Any, Any], data: dict[str, Any], error: PuzzleError) -> Draft | None:
    """`data`, which the type's model refused with `error`, as a draft; None where the refusal is not about an
    in-between region map."""
    editor = kind.editor
    if editor is None or not editor.regions or error.where != editor.regions:
        return None
    regions = region_map(kind, data)
    return None if regions is None else Draft(kind, data, error.problem, regions)


def draft_reply(draft: Draft) -> dict[str, Any]:
    """The reply `/api/edit` and `/api/parse` give for a draft: the same fields as for a puzzle, and `draft`."""
    kind, data, problem, shape = draft.kind, draft.data, draft.problem, draft.shape
    assert kind.editor is not None  # a draft is a map its editor paints
    title = f"{kind.title or kind.name} {shape[0]}x{shape[1]}"
    return {
        "puzzle": data,
        "type": kind.name,
        "size": data.get("size", max(shape)),
        "url": None,
        "url_error": f"not yet a puzzle: {problem}",
        "svg": draft_picture(kind.editor, data, draft.regions, (f"{title}, not yet a puzzle", problem)),
        "slots": slots_of(kind.editor, data, shape),
        "draft": problem,
        "solution": None,
        "warnings": [],
    }


def slots_of(editor: Editor, data: Mapping[str, Any], shape: tuple[int, int]) -> dict[str, Any]:
    """What each cell and clue slot holds as the editor shows it (docs/web-api.md, `slots`), from the JSON."""
    rows, columns = shape
    cells = [[editor.cell_text(data, (r, c)) for c in range(columns)] for r in range(rows)]
    clue_text = editor.clue_text
    if clue_text is None:
        return {"cells": cells, "clues": None}
    length = {"top": columns, "bottom": columns, "left": rows, "right": rows}
    return {"cells": cells, "clues": {side: [clue_text(data, side, i) for i in range(length[side])] for side in SIDES}}


def draft_picture(
    editor: Editor, data: Mapping[str, Any], regions: Sequence[Sequence[int]], caption: tuple[str, str]
) -> str:
    """The map as painted (thick borders between regions), the clues around it, and the cells' own text where
    it is not the region (a region token with a mark, `@N`, leaves the cell its digit; the page labels regions)."""
    rows, columns = len(regions), len(regions[0])
    beside = 1 if editor.clue_text is not None else 0
    margin = (PAD + beside) * CELL
    width, height = columns * CELL + 2 * margin, rows * CELL + 2 * margin
    canvas = Canvas(width, height + CAPTION_HEIGHT * CELL, margin, margin, " - ".join(caption))
    draw_regions(canvas, regions)
    if editor.region_mark:
        for r in range(rows):
            for c in range(columns):
                if text := editor.cell_text(data, (r, c)):
                    canvas.text(r, c, text, 0.55, cell_attrs(r, c, text, True, "clue"))
    if editor.clue_text is not None:
        for side in SIDES:
            across = side in ("top", "bottom")
            for index in range(columns if across else rows):
                if text := editor.clue_text(data, side, index):
                    outside = {"top": -1, "left": -1, "bottom": rows, "right": columns}[side]
                    r, c = (outside, index) if across else (index, outside)
                    attrs = {"data-clue": f"{side},{index}", "data-value": text, "class": "clue", "fill": INK}
                    canvas.text(r, c, text, 0.5, attrs)
    canvas.caption(caption, height + 0.35 * CELL)
    return canvas.to_string()
