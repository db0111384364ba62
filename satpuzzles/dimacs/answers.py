"""Reading what a SAT solver answered: SAT-competition output, MiniSat result files, bare literal lists.

Competition output: an `s` line (SATISFIABLE / UNSATISFIABLE / UNKNOWN) and `v` lines that may wrap
over many lines, closed by 0, mixed with `c` comments in any order. MiniSat's result file: `SAT` and
the model, `UNSAT` or `INDET`. A bare list: whitespace-separated literals, optionally closed by 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.textgrid import shown, whole_number

COMPETITION_STATUS = {"SATISFIABLE": "sat", "UNSATISFIABLE": "unsat", "UNKNOWN": "unknown"}
MINISAT_STATUS = {"SAT": "sat", "UNSAT": "unsat", "INDET": "unknown"}


class AnswerStatus(str, Enum):
    SAT = "sat"
    UNSAT = "unsat"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class SolverAnswer:
    status: AnswerStatus
    literals: tuple[int, ...] = ()  # the model as listed (SAT only); unlisted variables count as false

    def model(self, num_vars: int) -> list[int]:
        """The model as PySAT gives it: entry v-1 is v or -v, for every variable up to num_vars."""
        true = {lit for lit in self.literals if lit > 0}
        return [v if v in true else -v for v in range(1, num_vars + 1)]


def parse_answer(text: str, style: str | None = None) -> SolverAnswer:
    """Parse an answer in `style` ("competition", "minisat"), or in any supported style when None.

    A PuzzleError names the line and the problem.
    """
    lines = [(number, line.strip()) for number, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not lines:
        raise PuzzleError("the answer is empty: expected solver output (s and v lines), a MiniSat result or literals")
    if style == "competition" or any(line.split()[0] in ("s", "v") for _, line in lines):
        return _competition(lines)
    if style == "minisat" or lines[0][1].split()[0] in MINISAT_STATUS:
        return _minisat(lines)
    literals = _literals([(n, ln) for n, ln in lines if not _comment(ln)], closed=False)
    if not literals:
        raise PuzzleError("no s line, no MiniSat result and no literals: nothing to read")
    return SolverAnswer(AnswerStatus.SAT, literals)


def _minisat(lines: list[tuple[int, str]]) -> SolverAnswer:
    (first_number, first), rest = lines[0], lines[1:]
    word, *after = first.split(maxsplit=1)
    if word not in MINISAT_STATUS:
        raise PuzzleError(f"expected SAT, UNSAT or INDET, found {shown(word)}", where=f"line {first_number}")
    status = AnswerStatus(MINISAT_STATUS[word])
    if status is not AnswerStatus.SAT:
        return SolverAnswer(status)
    model = [(first_number, text) for text in after] + rest  # the model may follow SAT on its line
    return SolverAnswer(status, _literals(model, closed=True, what="MiniSat's model"))


def _comment(line: str) -> bool:
    return line.split()[0] == "c"


def _competition(lines: list[tuple[int, str]]) -> SolverAnswer:
    statuses: list[tuple[int, str]] = []
    values: list[tuple[int, str]] = []
    for number, line in lines:
        key, rest = [*line.split(maxsplit=1), ""][:2]
        if key == "s":
            word = rest.strip().upper()
            if word not in COMPETITION_STATUS:
                raise PuzzleError(f"unknown solver status {shown(rest.strip())}", where=f"line {number}")
            statuses.append((number, COMPETITION_STATUS[word]))
        elif key == "v":
            values.append((number, rest))
        # Anything else is a comment or a solver's banner.
    if len({status for _, status in statuses}) > 1:
        raise PuzzleError("the output has contradicting s lines", where=f"line {statuses[1][0]}")
    if statuses:
        status = AnswerStatus(statuses[0][1])
    elif values:
        status = AnswerStatus.SAT  # v lines without an s line: a model all the same
    else:
        raise PuzzleError("no s line and no v lines: this is not SAT-competition output")
    if status is not AnswerStatus.SAT:
        return SolverAnswer(status)
    if not values:
        raise PuzzleError("the solver says SATISFIABLE but prints no model (v lines)")
    return SolverAnswer(status, _literals(values, closed=True, what="the model (v lines)"))


def _literals(lines: list[tuple[int, str]], *, closed: bool, what: str = "the model") -> tuple[int, ...]:
    """Literals up to the closing 0; `closed` demands that 0 (its absence means the output was cut short)."""
    literals: list[int] = []
    seen: dict[int, int] = {}
    ended_at: int | None = None
    for number, line in lines:
        for token in line.split():
            lit = _literal(token)
            if lit is None:
                raise PuzzleError(f"expected a literal (a whole number), found {shown(token)}", where=f"line {number}")
            if ended_at is not None:
                raise PuzzleError(f"literal {lit} after the closing 0 of line {ended_at}", where=f"line {number}")
            if lit == 0:
                ended_at = number
                continue
            if seen.get(abs(lit), lit) != lit:
                raise PuzzleError(f"variable {abs(lit)} is listed both true and false", where=f"line {number}")
            seen[abs(lit)] = lit
            literals.append(lit)
    if closed and ended_at is None:
        raise PuzzleError(f"{what} does not end with 0: the output looks cut short")
    return tuple(literals)


def _literal(token: str) -> int | None:
    """A DIMACS literal: an optional minus and ASCII digits (no more than a variable number can have)."""
    return whole_number(token, signed=True, max_digits=12)
