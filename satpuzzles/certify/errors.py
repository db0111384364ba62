"""The two ways certification fails: a bundle that does not verify, and our own fresh bundle failing (a bug)."""

from __future__ import annotations

from satpuzzles.errors import ExitCode, SatPuzzlesError


class BundleRejected(SatPuzzlesError):
    """`verify` found a file, hash, formula, solution or proof that does not hold up (exit 2, naming it)."""

    exit_code = ExitCode.BAD_INPUT


class CertificationFailed(SatPuzzlesError):
    """A bundle this run just wrote failed its own check: a bug in the encoder, solver or checker (exit 5)."""

    exit_code = ExitCode.INTERNAL
