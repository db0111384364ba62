"""Easy As ABC's generation options: named when the type is imported, while its generator loads on first use."""

from __future__ import annotations

from satpuzzles.typekit.genoption import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS

OPTIONS = (
    GeneratorOption("letters", int, "How many letters (default N-2, at least 2).", 1, 26),
    GeneratorOption("diagonal", bool, "Both main diagonals hold every letter once too."),
    *HINT_OPTIONS,
)
