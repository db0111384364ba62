"""The compiler core: variable blocks over one pool, clauses, cardinality, unary counters and visibility."""

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
from satpuzzles.cnf.counter import count_equals, counter_rows, unary_counter
from satpuzzles.cnf.formula import AtMost, Clause, Formula, VarBlock, collector_paused, streaming_to
from satpuzzles.cnf.visibility import Heights, line_visibility, order_literals

__all__ = [
    "DEFAULT_ENCODING",
    "ENCODING_NAMES",
    "NATIVE",
    "AtMost",
    "Clause",
    "Formula",
    "Heights",
    "VarBlock",
    "at_least",
    "at_most",
    "atmosts_as_clauses",
    "collector_paused",
    "count_equals",
    "counter_rows",
    "exactly",
    "exactly_each",
    "line_visibility",
    "order_literals",
    "streaming_to",
    "unary_counter",
]
