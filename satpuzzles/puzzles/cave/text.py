"""Cave as text: the native format and puzzlekit's (typekit.numbershading reads and writes both).

Native, as printed and read back (`.` a cell without a number; a solved board shows `x` for a shaded cell
and `-` for an unshaded one without a number):

    cave 3x3              cave 3x3 solved
    . 3 .                     x 3 -
    . . .                     - - -
    4 . .                     4 - x

puzzlekit's text: `R C`, then R rows of `-` and numbers; its solution text is `R C` and R rows of `x`
(an unshaded cell, inside the cave) and `-` (shaded).
"""

from __future__ import annotations

from satpuzzles.typekit.numbershading import NumberShadingText

from .model import NAME, QUESTION, SHADED, UNSHADED, Cave

# the dataset's solution text marks the cave: `x` for an unshaded cell, `-` for a shaded one (the other way
# round from the shading types)
TEXT = NumberShadingText(NAME, Cave, lambda p: p.numbers, QUESTION, {UNSHADED: "x", SHADED: "-"})
to_text = TEXT.to_text
from_text = TEXT.from_text
looks_like_puzzlekit = TEXT.looks_like_puzzlekit
from_puzzlekit = TEXT.from_puzzlekit
to_puzzlekit = TEXT.to_puzzlekit
