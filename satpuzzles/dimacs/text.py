"""DIMACS CNF text: the one writer behind exports and the files handed to external solvers."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def clause_text(clauses: Iterable[Sequence[int]]) -> str:
    """Clause lines, each closed by 0 (an empty clause is the line "0")."""
    return "".join(" ".join([*map(str, clause), "0"]) + "\n" for clause in clauses)


def max_var(clauses: Iterable[Sequence[int]]) -> int:
    return max((abs(lit) for clause in clauses for lit in clause), default=0)


def header(num_vars: int, num_clauses: int, comments: Sequence[str] = ()) -> str:
    """Comment lines (each prefixed with "c ") followed by the problem line."""
    lines = [f"c {line}".rstrip() for line in comments]
    return "".join(f"{line}\n" for line in lines) + f"p cnf {num_vars} {num_clauses}\n"


def dimacs_text(num_vars: int, clauses: Sequence[Sequence[int]], comments: Sequence[str] = ()) -> str:
    return header(num_vars, len(clauses), comments) + clause_text(clauses)
