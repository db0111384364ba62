"""The compiler core: variable blocks over one pool, clauses, cardinality and unary counters."""

from satpuzzles.cnf.cardinality import (
    DEFAULT_ENCODING,
    ENCODING_NAMES,
    NATIVE,
    at_least,
    at_most,
    atmosts_as_clauses,
    exactly,
    exactly_each,
)
from satpuzzles.cnf.counter import unary_counter
from satpuzzles.cnf.formula import AtMost, Clause, Formula, VarBlock, collector_paused, streaming_to

__all__ = [
    "DEFAULT_ENCODING",
    "ENCODING_NAMES",
    "NATIVE",
    "AtMost",
    "Clause",
    "Formula",
    "VarBlock",
    "at_least",
    "at_most",
    "atmosts_as_clauses",
    "collector_paused",
    "exactly",
    "exactly_each",
    "streaming_to",
    "unary_counter",
]
