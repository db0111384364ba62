"""A small SVG builder on xml.etree: the shapes the puzzle pictures need, in grid coordinates.

Every drawn cell symbol carries `data-cell="r,c"`, `data-value` (the cell's value as the JSON schema
writes it) and a class saying whether it is `given` or `solved`, so a picture can be read back as XML.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

CELL = 40  # user units per cell; the picture scales freely through its viewBox
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
INK = "#000000"  # clues and givens
SOLVED = "#1f5fbf"  # values the solver found
GRID = "#9a9a9a"
CAPTION_SIZE = 0.32  # font size of the caption, in cells
CAPTION_HEIGHT = 1.2  # cells below the grid for two caption lines
SVG_NS = "http://www.w3.org/2000/svg"


class Canvas:
    """An SVG document whose grid starts at (left, top) in user units, CELL units per cell."""

    def __init__(self, width: float, height: float, left: float, top: float, title: str) -> None:
        self.left, self.top = left, top
        self.root = ET.Element(
            "svg",
            {
                "xmlns": SVG_NS,
                "version": "1.1",
                "width": num(width),
                "height": num(height),
                "viewBox": f"0 0 {num(width)} {num(height)}",
                "font-family": FONT,
            },
        )
        ET.SubElement(self.root, "title").text = title
        self.add("rect", {"width": "100%", "height": "100%", "fill": "#ffffff", "class": "background"})

    def add(
        self, tag: str, attrs: dict[str, str], text: str | None = None, parent: ET.Element | None = None
    ) -> ET.Element:
        element = ET.SubElement(self.root if parent is None else parent, tag, attrs)
        if text is not None:
            element.text = text
        return element

    def x(self, column: float) -> float:
        return self.left + column * CELL

    def y(self, row: float) -> float:
        return self.top + row * CELL

    def line(self, r1: float, c1: float, r2: float, c2: float, stroke: str, width: float, **extra: str) -> None:
        attrs = {"x1": num(self.x(c1)), "y1": num(self.y(r1)), "x2": num(self.x(c2)), "y2": num(self.y(r2))}
        self.add("line", attrs | {"stroke": stroke, "stroke-width": num(width), "stroke-linecap": "square"} | extra)

    def cell_rect(
        self, r: float, c: float, attrs: dict[str, str], inset: float = 0, parent: ET.Element | None = None
    ) -> ET.Element:
        box = {
            "x": num(self.x(c) + inset),
            "y": num(self.y(r) + inset),
            "width": num(CELL - 2 * inset),
            "height": num(CELL - 2 * inset),
        }
        return self.add("rect", box | attrs, parent=parent)

    def text(self, r: float, c: float, value: str, size: float, attrs: dict[str, str]) -> ET.Element:
        """Text centred in the cell at (r, c); fractional and outside positions are fine (clues)."""
        x, y = self.x(c + 0.5), self.y(r + 0.5) + 0.35 * size * CELL
        position = {"x": num(x), "y": num(y), "font-size": num(size * CELL), "text-anchor": "middle"}
        return self.add("text", position | attrs, value)

    def dot(self, r: float, c: float, radius: float, attrs: dict[str, str]) -> ET.Element:
        centre = {"cx": num(self.x(c + 0.5)), "cy": num(self.y(r + 0.5)), "r": num(radius * CELL)}
        return self.add("circle", centre | attrs)

    def star(self, r: float, c: float, radius: float, attrs: dict[str, str]) -> ET.Element:
        """A five-pointed star centred in the cell."""
        cx, cy = self.x(c + 0.5), self.y(r + 0.5) + 0.04 * CELL
        points = []
        for k in range(10):
            length = radius * CELL * (1 if k % 2 == 0 else 0.42)
            angle = math.pi * k / 5 - math.pi / 2
            points.append(f"{num(cx + length * math.cos(angle))},{num(cy + length * math.sin(angle))}")
        return self.add("polygon", {"points": " ".join(points)} | attrs)

    def caption(self, lines: Sequence[str], top: float) -> None:
        """Grey lines of text centred below the picture, shrunk where a line would not fit."""
        width = float(self.root.get("width", "0"))
        for k, line in enumerate(lines):
            size = min(CAPTION_SIZE * CELL, 0.9 * width / (0.56 * len(line)))
            attrs = {"x": num(width / 2), "y": num(top + k * 0.42 * CELL), "font-size": num(size)}
            self.add("text", attrs | {"text-anchor": "middle", "fill": "#555555", "class": "caption"}, line)

    def to_string(self) -> str:
        ET.indent(self.root)
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(self.root, encoding="unicode") + "\n"


def cell_attrs(r: int, c: int, value: object, given: bool, kind: str) -> dict[str, str]:
    """The machine-readable attributes of a cell symbol, and its colour: black for givens, blue for solved."""
    role = "given" if given else "solved"
    return {
        "data-cell": f"{r},{c}",
        "data-value": str(value),
        "class": f"{kind} {role}",
        "fill": INK if given else SOLVED,
    }


def num(value: float) -> str:
    """Numbers without float noise: 12, 12.5, 12.33."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text
