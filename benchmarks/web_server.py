"""`satpuzzles serve --port 0` started the way a user runs it, for the web benchmarks: its URL once it listens."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
READY = re.compile(r"serving on (http://127\.0\.0\.1:(\d+))/")


@contextmanager
def running_server(*options: str) -> Iterator[tuple[str, int]]:
    """The server's base URL and port, read from its readiness line; stopped on leaving. `options`: more of
    `serve`'s options (--timeout 60)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "satpuzzles", "serve", "--port", "0", *options],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if found := READY.search(line):
                yield found.group(1), int(found.group(2))
                return
        raise SystemExit(f"`satpuzzles serve` exited with {process.wait()} before listening")
    finally:
        process.terminate()
        process.wait(timeout=60)
