"""Skyscrapers's generation options: named when the type is imported, while its generator loads on first use."""

from __future__ import annotations

from satpuzzles.generate.hints import HINT_OPTIONS
from satpuzzles.puzzles.spec import GeneratorOption

OPTIONS = (
    GeneratorOption("max_height", int, "The tallest building; below N leaves parks (default N).", 1),
    GeneratorOption("diagonal", bool, "Both main diagonals hold every height once too."),
    *HINT_OPTIONS,
)
