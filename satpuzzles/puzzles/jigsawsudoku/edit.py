"""The console's editing of Jigsaw Sudoku: a digit (a given) or nothing per cell; `@N` moves the cell into
region N (typekit.regionedit)."""

from __future__ import annotations

from satpuzzles.typekit.regionedit import REGION_DIGITS_EDITOR

EDITOR = REGION_DIGITS_EDITOR
