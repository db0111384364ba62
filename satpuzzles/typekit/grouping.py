"""Groups shared by the grid puzzles for `satpuzzles steps`: lines, clues around the grid and givens."""

from __future__ import annotations

from typing import Any

from satpuzzles.cnf import Formula
from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.grid import line_cells

Cell = tuple[int, int]
LINE_RULES = {"row": "row", "column": "column", "the main diagonal": "diagonal", "the anti-diagonal": "diagonal"}


def guard(formula: Formula, start: int, selector: int) -> None:
    """Put every clause added since `start` in force only while `selector` is true.

    Step models guard group after group: making one polls the run's deadline here.
    """
    checkpoint()
    formula.clauses[start:] = [[*clause, -selector] for clause in formula.clauses[start:]]


def line_group(name: str, cells: list[Cell], selector: int, what: str) -> Switch:
    """A row, column or diagonal's rule (`what`: e.g. "each height once") as a group."""
    rule = LINE_RULES[name.split(" ")[0] if name.startswith(("row", "column")) else name]
    json: dict[str, Any] = {"rule": rule}
    if rule == "row":
        json["index"] = cells[0][0]
    elif rule == "column":
        json["index"] = cells[0][1]
    else:
        json["label"] = "main" if name == "the main diagonal" else "anti"
    return Switch(("rule", name), json, (selector,), f"{name} has {what}", rank=("line",), cells=tuple(cells))


def clue_group(side: str, index: int, value: Any, text: str, literals: tuple[int, ...], size: int) -> Switch:
    line = f"row {index + 1}" if side in ("left", "right") else f"column {index + 1}"
    return Switch(
        ("clue", side, index),
        {"side": side, "index": index, "value": value},
        literals,
        f"{side} clue {text} of {line}",
        rank=("clue",),
        cells=tuple(line_cells(side, index, size)),
        clue=(side, index),
    )


def given_group(row: int, column: int, value: Any, text: str, literal: int) -> Switch:
    return Switch(
        ("given", row, column),
        {"row": row, "column": column, "value": value},
        (literal,),
        f"given r{row + 1}c{column + 1} = {text}",
        rank=("given",),
        cells=((row, column),),
    )
