"""DIMACS out, answers back in: stand-alone CNF exports and the decoding of external solvers' answers.

This package never imports satpuzzles.solving (whose external backends use it), so it stays free of
import cycles.
"""

from satpuzzles.dimacs.answers import AnswerStatus, SolverAnswer, parse_answer
from satpuzzles.dimacs.decode import NoAnswer, NoSolution, decode_answer, read_solution
from satpuzzles.dimacs.export import PuzzleCnf, export_cnf, puzzle_cnf
from satpuzzles.dimacs.output import check_output, write_output
from satpuzzles.dimacs.text import clause_text, dimacs_text, header, max_var

__all__ = [
    "AnswerStatus",
    "NoAnswer",
    "NoSolution",
    "PuzzleCnf",
    "SolverAnswer",
    "check_output",
    "clause_text",
    "decode_answer",
    "dimacs_text",
    "export_cnf",
    "header",
    "max_var",
    "parse_answer",
    "puzzle_cnf",
    "read_solution",
    "write_output",
]
