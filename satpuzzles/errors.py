"""Errors the tool reports as one line, and the exit codes the CLI maps them to."""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    SOLVED = 0
    MULTIPLE = 1
    BAD_INPUT = 2
    UNSAT = 3
    TIMEOUT = 4
    INTERNAL = 5  # a bug: the solver's answer failed the rule checker, or an unforeseen exception
    GAVE_UP = 6  # generate: the attempt budget ran out before a puzzle of the asked difficulty appeared
    INTERRUPTED = 130
    BROKEN_PIPE = 141  # whoever read stdout closed it early (`| head`): 128 + SIGPIPE, as a killed tool's


# What each exit code means, in the words `satpuzzles --help` lists them with; the README's table says the same.
EXIT_MEANINGS = {
    ExitCode.SOLVED: "solved",
    ExitCode.MULTIPLE: "several solutions",
    ExitCode.BAD_INPUT: "bad input or usage, or an output that cannot be written",
    ExitCode.UNSAT: "no solution",
    ExitCode.TIMEOUT: "timeout",
    ExitCode.INTERNAL: "internal error",
    ExitCode.GAVE_UP: "gave up",
    ExitCode.INTERRUPTED: "interrupted",
    ExitCode.BROKEN_PIPE: "the reader of standard output stopped",
}


def shown(value: object, limit: int = 24) -> str:
    """A value from the input quoted for a message, cut short when it is long (a message stays one readable line)."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else repr(value[:limit]) + f"... ({len(value)} characters)"
    text = repr(value)
    return text if len(text) <= 2 * limit else text[: 2 * limit] + "..."


class SatPuzzlesError(Exception):
    """Base for errors that are reported to the user as one line."""

    exit_code = ExitCode.BAD_INPUT


class PuzzleError(SatPuzzlesError, ValueError):
    """Bad puzzle input: names the source, the place in it and the problem."""

    def __init__(self, problem: str, *, source: str | None = None, where: str | None = None) -> None:
        self.problem = problem
        self.source = source
        self.where = where
        super().__init__(self.__str__())

    def located(self, source: str | None = None, where: str | None = None) -> PuzzleError:
        """The same error with the source (and an outer place) filled in where still unknown."""
        inner = self.where
        if where and inner:
            inner = f"{where}, {inner}"
        elif where:
            inner = where
        return PuzzleError(self.problem, source=self.source or source, where=inner)

    def __str__(self) -> str:
        parts = [p for p in (self.source, self.where) if p]
        return ": ".join([*parts, self.problem])


class OutputFailed(SatPuzzlesError):
    """An output could not be written: a full disk, a closed stream, a directory, a reader that went away."""


STDOUT = "standard output"  # how a failure to write stdout names it


def cannot_write(target: str, error: BaseException | str) -> OutputFailed:
    """The one line every command says when writing `target` fails (exit 2): the file and why, from the OS.

    Every writer (stdout, -o files, results, certificates, proofs) reports through here, so a full disk, a
    closed stream or a vanished reader reads the same whichever command met it.
    """
    if isinstance(error, OSError):
        reason = error.strerror or type(error).__name__
    else:
        reason = str(error) or type(error).__name__
    return OutputFailed(f"{target}: cannot write: {reason[:1].lower()}{reason[1:]}")


class TimedOut(SatPuzzlesError):
    """A command's time limit ended before it had what was asked (generate: the next puzzle)."""

    exit_code = ExitCode.TIMEOUT


class GaveUp(SatPuzzlesError):
    """Generation spent its attempt budget without meeting the request (puzzles made before it are kept)."""

    exit_code = ExitCode.GAVE_UP


class BackendError(SatPuzzlesError):
    """A solver backend that is unknown, unusable here, or failed."""
