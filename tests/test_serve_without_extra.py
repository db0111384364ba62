"""`satpuzzles serve` where the web extra is not installed: one line saying how to get it, exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_serve_without_starlette_says_which_extra_to_install(tmp_path: Path) -> None:
    hidden = tmp_path / "starlette"  # found first on the path, it imports as a missing starlette would
    hidden.mkdir()
    (hidden / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'starlette'\", name='starlette')\n", encoding="utf-8"
    )
    env = os.environ | {"PYTHONPATH": os.pathsep.join([str(tmp_path), str(REPO)])}
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "serve", "--port", "0"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard, never a timing
    )
    assert done.returncode == 2
    assert done.stderr == "satpuzzles: error: serve needs the web extra: pip install 'satpuzzles[web]'\n"
    assert done.stdout == ""
