"""A puzzle as a stand-alone DIMACS file: shape clauses, clue and given units, and a decoding header.

The header's `c` lines name the tool version, the puzzle type, the puzzle itself (its JSON), the
cardinality encoding, the query, and a variable map: for each block of meaningful variables its
range, its axes and what each value index stands for, so a model can be decoded without this code.
The format is described in encodings/dimacs.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE, Clause, Formula
from satpuzzles.dimacs.text import dimacs_text, max_var
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import Puzzle, Template, type_of
from satpuzzles.solving.limits import compiled_within, require_fits
from satpuzzles.typekit.base import Legend

MAP_RULE = "variable = first + row-major offset of its 0-based indices; a labelled axis lists what each index means"


@dataclass(frozen=True)
class PuzzleCnf:
    """The clauses of one puzzle's DIMACS file, in the order they are written."""

    template: Template[Any, Any]
    shape_clauses: list[Clause]
    units: list[Clause]  # the puzzle's clues and givens
    blocking: list[Clause]  # none, or the one clause that excludes a known solution

    @property
    def clauses(self) -> list[Clause]:
        return [*self.shape_clauses, *self.units, *self.blocking]

    @property
    def num_vars(self) -> int:
        return max(self.template.formula.num_vars, max_var(self.units), max_var(self.blocking))


def puzzle_cnf(
    puzzle: Puzzle, *, encoding: str = DEFAULT_ENCODING, blocked: Any | None = None, max_clauses: int | None = None
) -> PuzzleCnf:
    """Compile the puzzle; with `blocked` (a solution), add the clause that excludes exactly that solution.

    A puzzle whose formula would exceed `max_clauses` (None: the default limit) is refused before compiling.
    """
    if encoding == NATIVE:
        raise SatPuzzlesError(
            "--encoding native has no DIMACS form (plain CNF has no cardinality constraints); "
            "choose a clause encoding such as auto"
        )
    require_fits(puzzle, encoding, max_clauses)
    kind = type_of(puzzle)
    with compiled_within(puzzle, max_clauses):
        template = (kind.compiler.exact or kind.compiler.compile)(puzzle, encoding)
    if template.cuts is not None:  # solving adds some rules lazily: this formula would admit wrong answers
        raise SatPuzzlesError(
            f"{kind.name}: some rules are added only while solving and the type states them in no exact "
            "encoding, so its formula cannot be exported or certified"
        )
    units = [[lit] for lit in template.assumptions(puzzle)]
    blocking = [] if blocked is None else [[-lit for lit in template.solution_literals(blocked)]]
    return PuzzleCnf(template, template.formula.clauses, units, blocking)


def export_cnf(
    puzzle: Puzzle, *, encoding: str = DEFAULT_ENCODING, blocked: Any | None = None, max_clauses: int | None = None
) -> str:
    """The DIMACS text for the puzzle (byte-identical for the same puzzle, options and tool version)."""
    cnf = puzzle_cnf(puzzle, encoding=encoding, blocked=blocked, max_clauses=max_clauses)
    return cnf_text(puzzle, cnf, encoding=encoding, blocked=blocked)


def cnf_text(puzzle: Puzzle, cnf: PuzzleCnf, *, encoding: str, blocked: Any | None) -> str:
    """export_cnf's text for clauses already compiled by puzzle_cnf with the same encoding and blocked solution."""
    from satpuzzles import __version__  # the package imports this module's package: read it late

    kind = type_of(puzzle)
    comments = [
        f"satpuzzles {__version__} DIMACS export",
        f"type {kind.name}",
        f"puzzle {_compact(kind.codec.to_json(puzzle))}",
        f"encoding {encoding}",
    ]
    if blocked is None:
        comments.append("query solve: a model is a solution")
    else:
        comments.append("query uniqueness: the last clause blocks the solution below, so UNSAT proves it unique")
        comments.append(f"blocked {_compact(kind.codec.solution_to_json(blocked))}")
    comments.append(f"map {MAP_RULE}")
    comments += variable_map(cnf.template.formula, cnf.template.legends(), cnf.num_vars)
    comments.append(
        f"clauses {len(cnf.shape_clauses)} shape, {len(cnf.units)} clue/given units, {len(cnf.blocking)} blocking"
    )
    return dimacs_text(cnf.num_vars, cnf.clauses, comments)


def variable_map(formula: Formula, legends: dict[str, Legend], num_vars: int) -> list[str]:
    """One `var` line per block with a legend; the variables between them as `aux` ranges with their roles."""
    lines: list[str] = []
    described = [block for block in formula.blocks if block.role in legends]
    next_var = 1
    for block in described:
        if block.first > next_var:
            lines.append(_aux_line(formula, next_var, block.first - 1))
        legend = legends[block.role]
        named = zip(legend.axes, block.dims, strict=True)  # a legend names every axis of its block
        axes = " ".join(_axis(name, dim, legend.labels.get(name)) for name, dim in named)
        lines.append(f"var {block.first}-{block.last} {block.role} {axes} : {legend.meaning}")
        next_var = block.last + 1
    if next_var <= num_vars:
        lines.append(_aux_line(formula, next_var, num_vars))
    return lines


def _axis(name: str, dim: int, labels: tuple[str, ...] | None) -> str:
    if labels is None:
        return f"{name}={dim}"
    if len(labels) != dim or any(not label or set(label) & set(" ,=") for label in labels):
        raise ValueError(f"axis {name!r}: labels {labels!r} do not fit a dimension of {dim}")
    return f"{name}={','.join(labels)}"


def _aux_line(formula: Formula, first: int, last: int) -> str:
    """The range with the roles of its blocks (less a line name); "card" stands for pysat.card's variables."""
    roles: dict[str, None] = {}
    covered = 0
    for block in formula.blocks:
        low, high = max(block.first, first), min(block.last, last)
        if low <= high:
            roles.setdefault(block.role.rsplit(" ", 1)[0], None)  # "seen top1" -> "seen"
            covered += high - low + 1
    if covered < last - first + 1:
        roles.setdefault("card", None)
    return f"aux {first}-{last} : auxiliary ({', '.join(roles)}); not needed to decode"


def _compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
