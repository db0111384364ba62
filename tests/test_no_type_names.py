"""Shared code never names a puzzle type: no registered type name or alias appears as a word in a shared file.

Shared files are satpuzzles/**/*.py outside the type packages (docstrings and comments too) and the web
console's page (satpuzzles/web/static/*.js, *.html, *.css). A type reaches shared code only through its
PuzzleSpec, so a type added as a plugin gets every command and the console without a change there.
Matching is case-sensitive (names and aliases are lower case, as typed on the command line), and a word
joined by "-" or "_" is one word. A standard-library module imported by name (`from abc import ABC`) is
the module, not an alias.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from satpuzzles.puzzles import all_types

PACKAGE = Path(__file__).resolve().parents[1] / "satpuzzles"
PAGE_SUFFIXES = (".js", ".html", ".css")
IMPORT = re.compile(r"^\s*(?:from\s+([\w.]+)\s+)?import\s+([\w.,\s]+?)(?:\s+as\s+\w+)?\s*$", re.MULTILINE)


# Type names that are also the kernel's ordinary identifiers: `lits` (a list of literals) is in most of
# satpuzzles/cnf and typekit, long before the LITS type; they are not looked for.
ORDINARY_WORDS = frozenset({"lits"})


def type_words() -> dict[str, str]:
    """Every registered name and alias, each with the type it names (ORDINARY_WORDS aside)."""
    words = {word: kind.name for kind in all_types() for word in (kind.name, *kind.aliases)}
    return {word: name for word, name in words.items() if word not in ORDINARY_WORDS}


def type_packages() -> list[Path]:
    """The directory of each type's package (where its model is defined): a type may name itself there."""
    found = []
    for kind in all_types():
        module = sys.modules[kind.model.__module__]
        assert module.__file__ is not None
        found.append(Path(module.__file__).resolve().parent)
    return found


def shared_files() -> list[Path]:
    packages = type_packages()
    python = [p for p in PACKAGE.rglob("*.py") if not any(p.resolve().is_relative_to(d) for d in packages)]
    page = [p for p in (PACKAGE / "web" / "static").iterdir() if p.suffix in PAGE_SUFFIXES]
    return sorted(python + page)


def without_stdlib_imports(text: str) -> str:
    """The text with each imported standard-library module name blanked (`import abc` names a module)."""

    def blank(match: re.Match[str]) -> str:
        line = match.group(0)
        for name in re.findall(r"[\w.]+", line):
            if name.split(".")[0] in sys.stdlib_module_names:
                line = re.sub(rf"(?<![\w.]){re.escape(name)}(?![\w.])", "", line, count=1)
        return line

    return IMPORT.sub(blank, text)


def named_types(text: str, words: dict[str, str]) -> list[str]:
    """`word (type)` for each name or alias standing as a word in the text."""
    found = []
    for word, name in sorted(words.items()):
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text):
            found.append(f"{word} ({name})")
    return found


def test_the_words_and_files_are_found() -> None:
    words = type_words()
    assert len({name for name in words.values()}) >= 4, "the built-in types and the plugin (pip install -e plugins/...)"
    files = shared_files()
    assert PACKAGE / "web" / "api.py" in files and PACKAGE / "web" / "static" / "app.js" in files
    assert not any(d in p.parents for p in files for d in type_packages())  # a type package is not shared
    assert named_types("see the starbattle page", words) == ["starbattle (starbattle)"]
    assert named_types("from abc import ABC", words) == ["abc (easyasabc)"]
    assert named_types(without_stdlib_imports("from abc import ABC\n"), words) == []


@pytest.mark.parametrize("path", shared_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_shared_file_names_no_type(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".py":
        text = without_stdlib_imports(text)
    assert named_types(text, type_words()) == []
