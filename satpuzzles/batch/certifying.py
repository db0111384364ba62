"""Certificate bundles from a batch: each worker certifies the records it makes, into one shared folder.

A bundle's folder is named after its record's id (satpuzzles.certify.bundle_name keeps distinct ids
apart), so workers never write the same folder. A record whose certification fails becomes that
record's failure ("internal" when our own fresh bundle fails its check, "error" when, say, the
folder cannot be written). A bundle already there for the same puzzle that verifies is kept, so a
resumed batch does not prove again what the interrupted run proved. On a Dask cluster the folder
must be one every worker can write (a shared file system).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from satpuzzles.batch.failures import INTERNAL, classify
from satpuzzles.deadline import Deadline, Timeout
from satpuzzles.solving import Status


@dataclass(frozen=True)
class CertifySettings:
    directory: Path
    solver: str
    encoding: str = "auto"

    def check(self) -> None:
        """Refuse a folder that is a file or a solver that writes no proofs, before any work starts."""
        self.certifier()

    def certifier(self) -> Any:
        from satpuzzles.certify import Certifier  # only a certifying batch needs it

        return Certifier(self.directory, self.encoding, self.solver, keep=True)


def certify_into(
    record: dict[str, Any], settings: CertifySettings, puzzle: Any, solution: Any, deadline: Deadline | None = None
) -> tuple[str, str] | None:
    """Write and check the record's bundle and put its path under "certificate"; else (status, problem).

    The record's time limit ending first is its failure (status "timeout").
    """
    from satpuzzles.certify import CertificationFailed

    try:
        path = settings.certifier().certify(puzzle, solution, record["id"], 0, deadline)
    except CertificationFailed as error:
        return INTERNAL, f"certification failed: {error} (please report this)"
    except Timeout:
        return Status.TIMEOUT.value, "no certificate: the time limit ended before its proof was checked"
    except Exception as error:  # noqa: BLE001 - one puzzle's failure, whatever it is, must not stop the batch
        status, problem = classify(error)
        return status, f"certification failed: {problem}"
    record["certificate"] = str(path)
    return None
