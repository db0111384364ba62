"""Puzzle generation with proven uniqueness, and difficulty grading.

>>> import satpuzzles
>>> made = next(satpuzzles.generate("skyscrapers", 6, seed=7, difficulty="hard"))
>>> made.grade.level, made.puzzle                  # the solution in made.solution is the only one
>>> satpuzzles.grade(made.puzzle)                  # easy / medium / hard / extreme, with conflicts
"""

from satpuzzles.generate.core import Generated, generate
from satpuzzles.generate.grading import Grade, Level, grade
from satpuzzles.generate.latin import random_latin_square
from satpuzzles.generate.options import Options

__all__ = ["Generated", "Grade", "Level", "Options", "generate", "grade", "random_latin_square"]
