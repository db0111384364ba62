"""What a batch records for a puzzle that has no answer: the record, and a one-line reason for any exception.

One puzzle's failure, whatever raised it, becomes that puzzle's record and the batch goes on. An
exception that says the input is at fault (a validation error, input too deep or too large for
this machine) is recorded as "error"; anything else is a bug, recorded as "internal" and saying so.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import ExitCode, SatPuzzlesError
from satpuzzles.solving import SolverBug

# Statuses a batch records besides the solver's (unique, multiple, solved, unsat, timeout).
ERROR = "error"  # the puzzle could not be read or the backend failed: the message says which
INTERNAL = "internal"  # a bug: a solver answer that broke the rules, or an unexpected exception


class BatchStopped(SatPuzzlesError):
    """A worker or the cluster failed (not a puzzle): the results written so far stay, and --resume finishes."""

    exit_code = ExitCode.INTERNAL


def failure(puzzle_id: str, type_name: str | None, status: str, message: str) -> dict[str, Any]:
    """The record of a puzzle that has no solver answer."""
    return {"id": puzzle_id, "type": type_name, "status": status, "solution": None, "error": message}


def classify(error: BaseException, *, reading: bool = False) -> tuple[str, str]:
    """The status and one-line message for `error`, raised while reading (`reading`) or solving one puzzle.

    While reading, a ValueError or OverflowError comes from the input (a number Python will not
    convert, a size no list can have); while solving, it is a bug.
    """
    if isinstance(error, SatPuzzlesError):
        return ERROR, _one_line(str(error))
    if isinstance(error, RecursionError):
        return ERROR, "nested too deeply to handle (RecursionError)"
    if isinstance(error, MemoryError):
        return ERROR, "too large for the memory of this machine (MemoryError)"
    if reading and isinstance(error, (ValueError, OverflowError)):
        return ERROR, _one_line(f"cannot read a value ({type(error).__name__}: {error})")
    if isinstance(error, SolverBug):
        return INTERNAL, _one_line(f"{error} (please report this)")
    return INTERNAL, _one_line(f"internal error: {type(error).__name__}: {error} (please report this)")


def _one_line(message: str) -> str:
    return " ".join(message.split())
