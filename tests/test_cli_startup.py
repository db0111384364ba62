"""What a cold `satpuzzles solve` imports: only what solving one native text file needs (start-up is most of its time).

benchmarks/startup.py measures the time; these tests fail when a heavy import comes back onto solve's path.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest
from typer.main import get_command_name

from satpuzzles.cli import MODULE_OF_COMMAND, register_commands

EXAMPLE = Path(__file__).parents[1] / "satpuzzles" / "examples" / "skyscrapers-8x8.txt"

# Each is imported on first use by the command or the input that needs it, never by `solve` on a text file.
# (A type's modules that cost under 5 ms to import, its generator and game-ID codec, load with it.)
NOT_FOR_SOLVE = (
    "satpuzzles.generate.core",
    "satpuzzles.generate.hints",
    "satpuzzles.generate.grading",
    "satpuzzles.generate.oracle",
    "satpuzzles.formats.dump",  # writers: `convert`
    "satpuzzles.formats.puzzlink",  # codecs: a URL or game ID input (formats.sniff tells)
    "satpuzzles.formats.tatham",
    "satpuzzles.puzzles.skyscrapers.puzzlink",
    "satpuzzles.puzzles.skyscrapers.explain",
    "satpuzzles.puzzles.skyscrapers.steps",
    "satpuzzles.puzzles.skyscrapers.look",
    "satpuzzles.puzzles.skyscrapers.techdraft",  # Tatham's solver: `generate --difficulty` and `steps`
    "satpuzzles.typekit.latinsolve",
    "satpuzzles.typekit.latinrun",
    "satpuzzles.puzzles.starbattle",  # the other types
    "satpuzzles.puzzles.easyasabc",
    "satpuzzles.solving.external",  # external solver binaries: an external:... backend
    "satpuzzles.solving.external_session",
    "satpuzzles.dimacs",
    "satpuzzles.certify.bundle",  # --certify (its options' help needs certify.choices alone)
    "satpuzzles.certify.checker",
    "satpuzzles.certify.proof",
    "satpuzzles.explain",
    "satpuzzles.steps",
    "satpuzzles.typekit.canvas",  # pictures: `render`, the explainer and stepper pictures
    "importlib.metadata",  # plugins: a type no built-in has
    "multiprocessing",
    "pickle",  # a forked child's exception, sent back (solving.forked)
    "rich",  # typer's help and error formatting, imported by typer on first use: `--help`
)
# `solve --json` writes JSON (solutions by formats.jsonfmt); reading a native text file needs none of it.
NOT_FOR_TEXT_OUTPUT = ("json", "satpuzzles.formats.jsonfmt", "satpuzzles.solving.report")


def modules_after(*args: str) -> set[str]:
    """The modules loaded once `satpuzzles ARGS` has run in a fresh interpreter."""
    code = (
        f"import sys\nfrom satpuzzles.cli import run\ncode = run({list(args)!r})\n"
        "print(repr([code, sorted(sys.modules)]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    code, modules = ast.literal_eval(done.stdout.splitlines()[-1])
    assert code == 0, done.stdout
    return set(modules)


@pytest.mark.parametrize("extra", [(), ("--json",)])
def test_solve_on_a_text_file_imports_nothing_it_does_not_use(extra: tuple[str, ...]) -> None:
    assert all(find_spec(name.split(".")[0]) for name in NOT_FOR_SOLVE)
    loaded = modules_after("solve", str(EXAMPLE), *extra)
    assert "satpuzzles.puzzles.skyscrapers" in loaded  # the run did load the type
    unused = NOT_FOR_SOLVE if extra else (*NOT_FOR_SOLVE, *NOT_FOR_TEXT_OUTPUT)
    assert sorted(loaded.intersection(unused)) == []


def test_the_deferred_parts_load_when_used() -> None:
    """The URL codec and the generation layer come in on first use, and every command still runs."""
    from_url = modules_after("solve", "https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
    assert {"satpuzzles.formats.puzzlink", "satpuzzles.puzzles.skyscrapers.puzzlink"} <= from_url
    # the URL names a built-in type: only that type is loaded, not every registered one
    assert "satpuzzles.puzzles.starbattle" not in from_url and "importlib.metadata" not in from_url
    assert "satpuzzles.generate.core" in modules_after("generate", "skyscrapers", "--size", "4")


def test_one_process_runs_a_command_then_another_from_the_same_module() -> None:
    """The app built for `solve` (its module's commands only) runs `check` and `backends` in the same process."""
    code = (
        "from satpuzzles.cli import run\n"
        f"print(run(['solve', {str(EXAMPLE)!r}]), run(['check', {str(EXAMPLE)!r}]), run(['backends', '--help']))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 0 0"


@pytest.mark.parametrize("command", sorted(MODULE_OF_COMMAND))
def test_the_app_for_one_command_builds_that_command(command: str) -> None:
    app = register_commands([command])
    commands = [
        info.name or get_command_name(info.callback.__name__) for info in app.registered_commands if info.callback
    ]
    groups = [info.name for info in app.registered_groups]
    assert command in commands + groups
    assert len(register_commands().registered_commands) > 1  # the shared app keeps every command
