"""Puzzle generation with proven uniqueness, and difficulty grading.

>>> import satpuzzles
>>> made = next(satpuzzles.generate(type_name, 6, seed=7, difficulty="hard"))
>>> made.grade.level, made.puzzle                  # the solution in made.solution is the only one
>>> satpuzzles.grade(made.puzzle)                  # easy / medium / hard / extreme, with conflicts
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.lazy import lazy_names

if TYPE_CHECKING:
    from satpuzzles.generate.core import Generated, generate
    from satpuzzles.generate.grading import Grade, grade
    from satpuzzles.typekit.generating import Level, Options
    from satpuzzles.typekit.latin import random_latin_square

# Imported on first use: puzzle types import the generator's parts (hints, options) at start-up,
# and `solve` needs none of the rest.
_HOMES = {
    "Generated": "satpuzzles.generate.core",
    "generate": "satpuzzles.generate.core",
    "Grade": "satpuzzles.generate.grading",
    "Level": "satpuzzles.typekit.generating",
    "grade": "satpuzzles.generate.grading",
    "random_latin_square": "satpuzzles.typekit.latin",
    "Options": "satpuzzles.typekit.generating",
}

__all__ = ["Generated", "Grade", "Level", "Options", "generate", "grade", "random_latin_square"]

__getattr__ = lazy_names(__name__, _HOMES, globals())
