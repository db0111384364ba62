"""What every benchmark script shares: writing its table as CSV."""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any


def write_csv(path: str | Path, rows: Sequence[Mapping[str, Any]]) -> None:
    """The rows as CSV, with the first row's keys as the header."""
    with Path(path).open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
