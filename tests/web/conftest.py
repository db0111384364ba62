"""A real `satpuzzles serve` on a free port, for the web tests: started once per module, killed after.

The fixture waits for the server's readiness line (`satpuzzles: serving on http://127.0.0.1:PORT/`),
never for a guessed time; a server that dies or stays silent fails the test with its stderr.
"""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
READY = re.compile(r"http://127\.0\.0\.1:\d+")
START_LIMIT = 120  # seconds for the server to say it listens (a busy CI box imports slowly); a hang guard


def _first_url(stream: object, found: queue.Queue[str | None]) -> None:
    """Read stdout until the readiness line; None when the process closed it first."""
    for line in stream:  # type: ignore[attr-defined]
        match = READY.search(line)
        if match:
            found.put(match.group(0))
            return
    found.put(None)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """The base URL (`http://127.0.0.1:PORT`) of a server running from this checkout."""
    env = os.environ | {"PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    with tempfile.TemporaryFile(mode="w+") as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "satpuzzles", "serve", "--port", "0"],
            cwd=REPO,
            env=env,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
        found: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=_first_url, args=(process.stdout, found), daemon=True).start()
        try:
            try:
                url = found.get(timeout=START_LIMIT)
            except queue.Empty:
                url = None
            if url is None:
                process.kill()
                process.wait()
                errors.seek(0)
                pytest.fail(f"`satpuzzles serve` did not say it listens (exit {process.returncode}): {errors.read()}")
            yield url
        finally:
            process.terminate()
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
