"""The CNF layer as a type uses it (satpuzzles.cnf, the compiler core below the kernel): formulas over
variable blocks, cardinality, unary counters, visibility, and the size estimates a Compiler gives."""

from satpuzzles.cnf import (
    DEFAULT_ENCODING,
    NATIVE,
    AtMost,
    Clause,
    Formula,
    Heights,
    VarBlock,
    at_least,
    at_most,
    collector_paused,
    count_equals,
    counter_rows,
    exactly,
    exactly_each,
    line_visibility,
    order_literals,
    unary_counter,
)
from satpuzzles.cnf.size import FormulaSize, cardinality_size, counter_size

__all__ = [
    "DEFAULT_ENCODING",
    "NATIVE",
    "AtMost",
    "Clause",
    "Formula",
    "FormulaSize",
    "Heights",
    "VarBlock",
    "at_least",
    "at_most",
    "cardinality_size",
    "collector_paused",
    "count_equals",
    "counter_rows",
    "counter_size",
    "exactly",
    "exactly_each",
    "line_visibility",
    "order_literals",
    "unary_counter",
]
