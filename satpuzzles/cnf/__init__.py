"""The compiler core: variable blocks over one pool, clauses, cardinality and unary counters."""

from satpuzzles.cnf.cardinality import DEFAULT_ENCODING, ENCODING_NAMES, at_least, at_most, exactly
from satpuzzles.cnf.counter import unary_counter
from satpuzzles.cnf.formula import Clause, Formula, VarBlock

__all__ = [
    "DEFAULT_ENCODING",
    "ENCODING_NAMES",
    "Clause",
    "Formula",
    "VarBlock",
    "at_least",
    "at_most",
    "exactly",
    "unary_counter",
]
