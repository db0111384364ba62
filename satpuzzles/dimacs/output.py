"""Writing an export: to stdout, or atomically to a file, compressed when the name ends in .gz or .xz."""

from __future__ import annotations

import gzip
import lzma
import os
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from satpuzzles.errors import SatPuzzlesError


def encoded(text: str, name: str) -> bytes:
    """The bytes to store under `name`: gzip without a timestamp (so output is byte-identical), xz, or plain."""
    data = text.encode("utf-8")
    if name.endswith(".gz"):
        return gzip.compress(data, mtime=0)
    if name.endswith(".xz"):
        return lzma.compress(data)
    return data


def write_output(target: str, text: str, *, inputs: Iterable[str] = ()) -> None:
    """Write `text` to stdout ("-") or to a file through a temporary file and os.replace; never over an input."""
    if target == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    path = Path(target)
    if any(name != "-" and Path(name).resolve() == path.resolve() for name in inputs):
        raise SatPuzzlesError(f"{target}: refusing to overwrite an input file")
    data = encoded(text, path.name)
    temporary: Path | None = None
    try:
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False) as f:
            temporary = Path(f.name)
            f.write(data)
        temporary.chmod(0o666 & ~_umask())  # a temporary file is private; the output should not be
        os.replace(temporary, path)
    except OSError as error:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
        raise SatPuzzlesError(f"{target}: cannot write: {error.strerror or error}") from None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
