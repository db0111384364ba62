"""The generation options of the puzzles with clues around the grid, read by Oracle.clues_and_givens.

A type names its options when it is imported (the command line builds flags from them); this module
keeps that from importing the hint chooser and the grader (`satpuzzles solve` needs neither).
"""

from __future__ import annotations

from satpuzzles.typekit.genoption import GeneratorOption

CLUE_PROBABILITY = GeneratorOption(
    "clue_probability", float, "Show each clue with this chance, then add clues back until unique.", 0.0, 1.0
)
MINIMAL = GeneratorOption(
    "minimal", bool, "Hide every clue and given not needed for uniqueness (default: minimal unless --clue-probability)."
)
HINT_OPTIONS = (CLUE_PROBABILITY, MINIMAL)  # what Oracle.clues_and_givens reads
