"""The help reads in the order of a user's day, one line per command, and every exit code it, the README and the
code name is the same one."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from satpuzzles.cli import app as full_app
from satpuzzles.cli.common import COMMAND_ORDER
from satpuzzles.errors import EXIT_MEANINGS, ExitCode

README = Path(__file__).parents[1] / "README.md"
SUMMARY_WIDTH = 64  # what fits beside the command names on an 80-column terminal


def commands() -> dict[str, typer.core.TyperCommand]:
    """Every command as click sees it, batch's subcommands as `batch solve` and `batch generate`."""
    group = typer.main.get_command(full_app)
    found = {}
    for name, command in group.commands.items():  # type: ignore[attr-defined]
        found[name] = command
        for sub, inner in getattr(command, "commands", {}).items():
            found[f"{name} {sub}"] = inner
    return found


def all_help(command: typer.core.TyperCommand) -> str:
    return " ".join([command.help or "", *(getattr(param, "help", None) or "" for param in command.params)])


def test_the_top_level_help_lists_the_commands_in_a_users_order() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        env=os.environ | {"COLUMNS": "80"},
    )
    listed = re.findall(r"^│ (\w+) {2,}", done.stdout, re.M)
    assert listed == list(COMMAND_ORDER), listed
    assert all(len(line) <= 80 for line in done.stdout.splitlines())
    summaries = re.findall(r"^│ \w+ {2,}(.*?) *│$", done.stdout, re.M)
    assert len(summaries) == len(COMMAND_ORDER), "a summary runs over more than one line"


@pytest.mark.parametrize("name", COMMAND_ORDER)
def test_each_summary_is_one_sentence_on_one_line(name: str) -> None:
    summary = (commands()[name].help or "").strip().split("\n\n")[0]
    assert "\n" not in summary and summary.endswith(".") and summary.count(". ") == 0, summary
    assert len(summary) <= SUMMARY_WIDTH, summary


@pytest.mark.parametrize("name", [*COMMAND_ORDER, "batch solve", "batch generate"])
def test_no_paragraph_of_a_commands_help_breaks_mid_sentence(name: str) -> None:
    paragraphs = (commands()[name].help or "").strip().split("\n\n")
    assert all("\n" not in paragraph for paragraph in paragraphs), paragraphs


def readme_exit_codes() -> dict[int, str]:
    text = README.read_text(encoding="utf-8")
    table = text[text.index("### Exit codes") :].split("\n\n")[1]
    rows = re.findall(r"^\| (\d+) \| (.*) \|$", table, re.M)
    return {int(code): meaning for code, meaning in rows}


def test_the_readme_the_help_and_the_code_name_the_same_exit_codes() -> None:
    assert set(EXIT_MEANINGS) == set(ExitCode)
    readme = readme_exit_codes()
    assert sorted(readme) == sorted(int(code) for code in ExitCode)
    for code, meaning in EXIT_MEANINGS.items():
        assert readme[int(code)].startswith(meaning), (code, readme[int(code)])
    epilog = " ".join((typer.main.get_command(full_app).epilog or "").split())
    for code, meaning in EXIT_MEANINGS.items():
        assert f"{int(code)} {meaning}" in epilog


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_exit_code_a_command_names_exists(name: str) -> None:
    named = {int(code) for code in re.findall(r"\b[Ee]xits? (\d+)", all_help(commands()[name]))}
    named |= {int(code) for code in re.findall(r"\(exit (\d+)", all_help(commands()[name]))}
    assert named <= {int(code) for code in ExitCode}, named


def test_hint_says_the_exit_code_it_gives_for_a_wrong_position(tmp_path: Path) -> None:
    """Its help said exit 1 where it exits 3."""
    help_text = " ".join((commands()["hint"].help or "").split())
    said = re.search(r"Exit (\d+) when the position is wrong", help_text)
    assert said is not None, help_text
    puzzle = Path(__file__).parents[1] / "satpuzzles" / "examples" / "easyasabc-5x5.txt"
    solved = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(puzzle), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    rows = json.loads(solved.stdout)["solution"]  # strings of letters, "-" for an empty cell
    other = next(letter for letter in "ABCD" if letter != rows[0][0])
    state = tmp_path / "state.json"
    state.write_text(json.dumps([other + "." * (len(rows) - 1)] + ["." * len(rows)] * (len(rows) - 1)))
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "hint", str(puzzle), "--state", str(state)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == int(said[1]) == ExitCode.UNSAT, done.stderr
