"""The import rules of docs/architecture.md: a puzzle type imports only the kernel, the kernel imports
nothing above it, and no import cycle closes anywhere in satpuzzles (TYPE_CHECKING and function-level
imports included). tools/import_graph.py reads the graph from the source."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType

import pytest

from satpuzzles.typekit import registry

ROOT = Path(__file__).resolve().parent.parent


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_graph", ROOT / "tools" / "import_graph.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


graph_tool = _load_tool()


def run_cli(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


BUILT_IN_TYPES = sorted(path.parent for path in (ROOT / "satpuzzles" / "puzzles").glob("*/__init__.py"))
PLUGIN_TYPES = sorted(path.parent for path in ROOT.glob("plugins/*/src/*/__init__.py"))


def test_every_type_package_is_found() -> None:
    assert len(BUILT_IN_TYPES) >= 3 and PLUGIN_TYPES  # the walk below would pass vacuously on a wrong path


@pytest.mark.parametrize("package", BUILT_IN_TYPES + PLUGIN_TYPES, ids=lambda path: path.name)
def test_a_type_imports_only_the_kernel(package: Path) -> None:
    assert graph_tool.type_violations(package) == []


def test_the_type_rule_sees_every_kind_of_import(tmp_path: Path) -> None:
    package = tmp_path / "sometype"
    package.mkdir()
    (package / "__init__.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from satpuzzles.typekit import PuzzleSpec\n"
        "from . import model\n"
        "from sometype.model import Thing\n"
        "if TYPE_CHECKING:\n"
        "    from satpuzzles.generate.oracle import Oracle\n"
        "def draw() -> None:\n"
        "    import satpuzzles.render\n"
    )
    (package / "model.py").write_text("from satpuzzles.errors import PuzzleError\n")
    found = graph_tool.type_violations(package)
    assert [line.split(": ", 1)[1] for line in found] == [
        "imports satpuzzles.generate.oracle",
        "imports satpuzzles.render",
        "imports satpuzzles.errors",
    ]


def test_the_kernel_imports_nothing_above_it() -> None:
    assert graph_tool.kernel_violations(graph_tool.module_graph()) == []


def test_no_import_cycle_in_satpuzzles() -> None:
    found = graph_tool.cycles(graph_tool.module_graph())
    assert found == [], "import cycles:\n" + "\n".join(" -> ".join(cycle) for cycle in found)


def test_cycles_are_found_through_type_checking_and_function_imports(tmp_path: Path) -> None:
    package = tmp_path / "satpuzzles"
    (package / "inner").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "inner" / "__init__.py").write_text("")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from satpuzzles.inner import b\n"
    )
    (package / "inner" / "b.py").write_text("def f() -> None:\n    from ..c import g\n")
    (package / "c.py").write_text("import satpuzzles.a\n")
    cycle = graph_tool.cycles(graph_tool.module_graph(package))
    assert cycle == [["satpuzzles.a", "satpuzzles.inner.b", "satpuzzles.c", "satpuzzles.a"]]


def test_every_built_in_type_is_announced_by_its_entry_point() -> None:
    """The registry's fast path (the built-in package of a name) finds what the entry point names."""
    points = {point.name: point for point in entry_points(group=registry.ENTRY_POINT_GROUP)}
    for package in BUILT_IN_TYPES:
        point = points[package.name]
        assert point.value == f"{registry.BUILT_IN_PACKAGE}.{package.name}:SPEC"
        assert point.load().name == package.name and registry.get_type(package.name) is point.load()


def test_types_lists_every_type_from_its_entry_point() -> None:
    listed = {kind["name"]: kind for kind in map(json.loads, run_cli("types", "--json").splitlines())}
    for package in BUILT_IN_TYPES:
        assert listed[package.name]["entry_point"].startswith(f"satpuzzles.puzzles.{package.name}:SPEC (satpuzzles ")
    plugin_points = [
        kind["entry_point"] for kind in listed.values() if not kind["entry_point"].startswith("satpuzzles.")
    ]
    assert len(plugin_points) == len(PLUGIN_TYPES)


def test_the_architecture_page_shows_the_import_graph_as_it_is() -> None:
    text = graph_tool.DOC.read_text(encoding="utf-8")
    assert graph_tool.doc_with_graph(text, graph_tool.module_graph()) == text, (
        "docs/architecture.md's import graph is stale: run python tools/import_graph.py --write-doc"
    )
