"""The import graph of satpuzzles, read from the source with `ast`: module cycles, and the packages' layers.

Every import counts: top-level, under `if TYPE_CHECKING:`, and inside functions. A module's import of
its own parent package (which Python runs first) is not counted: it is not a choice the code makes.
tests/test_kernel_imports.py runs these checks; docs/architecture.md shows the package graph printed here.

    python tools/import_graph.py               # the package graph (mermaid), then any module cycle
    python tools/import_graph.py --modules     # every module's satpuzzles imports
    python tools/import_graph.py --write-doc   # put the package graph into docs/architecture.md
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "satpuzzles"
# Modules below the kernel that it re-exports; they import nothing of satpuzzles but each other.
LEAVES = ("satpuzzles.errors", "satpuzzles.deadline", "satpuzzles.lazy", "satpuzzles.quietsigint", "satpuzzles.cnf")
KERNEL = "satpuzzles.typekit"
DOC = ROOT / "docs" / "architecture.md"
DOC_START, DOC_END = "<!-- import graph: tools/import_graph.py --write-doc -->", "<!-- end of import graph -->"


def module_name(path: Path, source_root: Path) -> str:
    """The dotted name of a source file (a package's __init__.py is the package)."""
    parts = list(path.relative_to(source_root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules_of(package_dir: Path) -> dict[str, Path]:
    """Every module of the package in `package_dir`, by dotted name."""
    source_root = package_dir.parent
    return {module_name(path, source_root): path for path in sorted(package_dir.rglob("*.py"))}


def imported_names(path: Path, module: str) -> Iterator[tuple[str, tuple[str, ...], int]]:
    """(module imported from, names imported, line) for every import in the file, wherever it sits."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, (), node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")
                if not is_package:
                    anchor.pop()
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            yield base, tuple(alias.name for alias in node.names), node.lineno


def import_targets(path: Path, module: str, known: Iterable[str]) -> Iterator[tuple[str, int]]:
    """The modules of `known` this file imports (`from pkg import sub` imports the module pkg.sub), by line."""
    known = set(known)
    for base, names, line in imported_names(path, module):
        for name in names or ("",):
            candidate = f"{base}.{name}" if name else base
            if candidate in known:
                yield candidate, line
            elif base in known:
                yield base, line


def module_graph(package_dir: Path = ROOT / PACKAGE) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (its own parent packages left out)."""
    modules = modules_of(package_dir)
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        parents = {".".join(module.split(".")[:k]) for k in range(1, module.count(".") + 1)}
        targets = {target for target, _ in import_targets(path, module, modules)}
        graph[module] = targets - parents - {module}
    return graph


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected group of modules (Tarjan's algorithm), as a closed path."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:  # recursion depth is the longest import chain: a few dozen
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_cycle_within(graph, set(group)) for group in groups]


def _cycle_within(graph: Mapping[str, set[str]], group: set[str]) -> list[str]:
    """A shortest closed path through the group's first module (breadth-first)."""
    start = min(group)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph[node] & group):
                if target == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start] if len(path) > 1 else [start, node, start]
                if target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    raise AssertionError("a strongly connected group has a cycle")


def layer_of(module: str) -> str:
    """The package a module belongs to in the layer picture: satpuzzles.X, the built-in types as one."""
    parts = module.split(".")
    if len(parts) == 1:
        return "satpuzzles"
    if parts[1] == "puzzles" and len(parts) > 2:
        return "types (satpuzzles.puzzles.*)"
    return ".".join(parts[:2])


def package_graph(graph: Mapping[str, set[str]]) -> dict[str, set[str]]:
    """The module graph collapsed to packages (layer_of)."""
    packages: dict[str, set[str]] = {}
    for module, targets in graph.items():
        edges = packages.setdefault(layer_of(module), set())
        edges.update(layer_of(target) for target in targets)
    for layer, edges in packages.items():
        edges.discard(layer)
    return packages


def mermaid(packages: Mapping[str, set[str]]) -> str:
    """The package graph as a mermaid flowchart, each package pointing at what it imports; the leaf modules
    (LEAVES), which any package may import, are left out."""
    leaves = {layer_of(leaf) for leaf in LEAVES}
    packages = {name: targets - leaves for name, targets in packages.items() if name not in leaves}

    def node(name: str) -> str:
        return name.split(" ")[0].replace("satpuzzles.", "").replace(".", "_").replace("*", "types")

    lines = ["flowchart TD"]
    for package in sorted(packages):
        label = package.replace("satpuzzles.", "") if package != "satpuzzles" else "satpuzzles (lazy top level)"
        lines.append(f'    {node(package)}["{label}"]')
    for package in sorted(packages):
        lines.extend(f"    {node(package)} --> {node(target)}" for target in sorted(packages[package]))
    return "\n".join(lines)


def doc_block(graph: Mapping[str, set[str]]) -> str:
    """The graph section of docs/architecture.md, markers included."""
    return f"{DOC_START}\n```mermaid\n{mermaid(package_graph(graph))}\n```\n{DOC_END}"


def doc_with_graph(text: str, graph: Mapping[str, set[str]]) -> str:
    """The document's text with its graph section replaced by the graph as it is."""
    start, end = text.index(DOC_START), text.index(DOC_END) + len(DOC_END)
    return text[:start] + doc_block(graph) + text[end:]


def kernel_violations(graph: Mapping[str, set[str]]) -> list[str]:
    """Kernel modules importing anything but the kernel and the leaf modules below it."""
    allowed = (KERNEL, *LEAVES)
    return [
        f"{module} imports {target}"
        for module, targets in sorted(graph.items())
        if module == KERNEL or module.startswith(KERNEL + ".")
        for target in sorted(targets)
        if not any(target == root or target.startswith(root + ".") for root in allowed)
    ]


def type_violations(package_dir: Path) -> list[str]:
    """Imports of satpuzzles outside the kernel in one puzzle type's package (its own modules are its own)."""
    modules = modules_of(package_dir)
    found = []
    for module, path in modules.items():
        for base, _, line in imported_names(path, module):
            inside_type = base == package_dir.name or base.startswith(package_dir.name + ".") or base in modules
            if inside_type or not (base == PACKAGE or base.startswith(PACKAGE + ".")):
                continue
            if base != KERNEL and not base.startswith(KERNEL + "."):
                found.append(f"{path}:{line}: imports {base}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", action="store_true", help="list every module's satpuzzles imports")
    parser.add_argument("--write-doc", action="store_true", help=f"update the graph in {DOC.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    graph = module_graph()
    if args.write_doc:
        DOC.write_text(doc_with_graph(DOC.read_text(encoding="utf-8"), graph), encoding="utf-8")
    elif args.modules:
        for module in sorted(graph):
            print(f"{module}: {', '.join(sorted(graph[module])) or '-'}")
    else:
        print(mermaid(package_graph(graph)))
    found = cycles(graph)
    for cycle in found:
        print("cycle: " + " -> ".join(cycle), file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
