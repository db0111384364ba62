"""The plugin's tests need the plugin installed (satpuzzles finds it by its entry point): without it they
are not collected, and the run ends saying so and how to install it."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, distribution

import pytest

try:
    distribution("satpuzzles-skyscrapersudoku")
    INSTALLED = True
except PackageNotFoundError:
    INSTALLED = False

collect_ignore_glob = [] if INSTALLED else ["test_*.py"]


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not INSTALLED:
        terminalreporter.write_line(
            "plugins/skyscrapersudoku: the plugin is not installed, so its tests did not run "
            "(pip install -e plugins/skyscrapersudoku)",
            yellow=True,
        )
