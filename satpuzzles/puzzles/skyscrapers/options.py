"""Skyscrapers's generation options: named when the type is imported, while its generator loads on first use."""

from __future__ import annotations

from satpuzzles.typekit.genoption import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS

OPTIONS = (
    GeneratorOption("max_height", int, "The tallest building; below N leaves parks (default N).", 1),
    GeneratorOption("diagonal", bool, "Both main diagonals hold every height once too."),
    *HINT_OPTIONS,
)
