"""DIMACS out, answers back in: stand-alone CNF exports and the decoding of external solvers' answers.

This package never imports satpuzzles.solving (whose external backends use it), so it stays free of
import cycles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.lazy import lazy_names

if TYPE_CHECKING:
    from satpuzzles.dimacs.answers import AnswerStatus, SolverAnswer, parse_answer
    from satpuzzles.dimacs.decode import NoAnswer, NoSolution, decode_answer, read_solution
    from satpuzzles.dimacs.export import PuzzleCnf, export_cnf, puzzle_cnf
    from satpuzzles.dimacs.output import check_output, write_output
    from satpuzzles.dimacs.text import clause_text, dimacs_text, header, max_var

# Imported on first use: external solver sessions need only the answers and text modules.
_HOMES = {
    "AnswerStatus": "satpuzzles.dimacs.answers",
    "SolverAnswer": "satpuzzles.dimacs.answers",
    "parse_answer": "satpuzzles.dimacs.answers",
    "NoAnswer": "satpuzzles.dimacs.decode",
    "NoSolution": "satpuzzles.dimacs.decode",
    "decode_answer": "satpuzzles.dimacs.decode",
    "read_solution": "satpuzzles.dimacs.decode",
    "PuzzleCnf": "satpuzzles.dimacs.export",
    "export_cnf": "satpuzzles.dimacs.export",
    "puzzle_cnf": "satpuzzles.dimacs.export",
    "check_output": "satpuzzles.dimacs.output",
    "write_output": "satpuzzles.dimacs.output",
    "clause_text": "satpuzzles.dimacs.text",
    "dimacs_text": "satpuzzles.dimacs.text",
    "header": "satpuzzles.dimacs.text",
    "max_var": "satpuzzles.dimacs.text",
}

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

__getattr__ = lazy_names(__name__, _HOMES, globals())
