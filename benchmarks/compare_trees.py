"""Same answers, same speed: `solve --json`, `explain` and `steps` of this tree against another source tree.

For a change that should not change behaviour (a refactoring): every corpus puzzle is solved by both
trees, as its JSON record (TYPE.jsonl) and as its puzzlekit text (`puzzlekit_problem`, one file per
puzzle, so that types without JSON records take part), and the first `--explained` puzzles of each
type are explained and stepped through, as text and as --json. Each tree runs the commands in one
process of its own Python (`satpuzzles.cli.run`, the code behind the command line; a fresh process per
command would measure start-up, which benchmarks/startup.py does), alternating trees run by run,
`--runs` times; the outputs of the runs must agree byte for byte, except the timing fields of
`--json` results (`*_seconds`, `seconds`), which are zeroed. The table gives per input kind the count,
the differing outputs and the fastest run's seconds in each tree.

    python benchmarks/compare_trees.py --against ../main-before [--against-python PY] [--corpus PATH]
        [--explained 30] [--runs 2] [--csv out.csv]

`--against DIR` is the other tree (e.g. `git worktree add /tmp/before <commit>`), run by DIR/.venv's
Python unless `--against-python` names one; that environment must have the plugin installed too.
Exit 1 when any output differs (each difference is shown, shortened), 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from corpus_path import DEFAULT_CORPUS, add_corpus_option
from tables import write_csv

# Runs in each tree's Python: argv[1] is a JSON list of commands, each a list of CLI words; prints one JSON
# object: each command's exit code, stdout and seconds.
DRIVER = r"""
import contextlib, io, json, sys, time
from satpuzzles.cli import run
results = []
for words in json.loads(open(sys.argv[1]).read()):
    out, err = io.StringIO(), io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = run(words)
        except SystemExit as stop:
            code = stop.code
    results.append({"code": code, "out": out.getvalue(), "seconds": time.perf_counter() - start})
print(json.dumps(results))
"""
TIMING = re.compile(r'("(?:[a-z_]*_)?seconds": )-?[0-9.e+-]+')


def normalized(output: str) -> str:
    """The output with the timing fields of JSON results zeroed (they differ from run to run)."""
    return TIMING.sub(r"\g<1>0", output)


def inputs(corpus: Path, scratch: Path, explained: int) -> list[tuple[str, list[str]]]:
    """(kind, CLI words) for every command to compare."""
    commands: list[tuple[str, list[str]]] = []
    for path in sorted(corpus.glob("*.jsonl")):
        records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        name = path.stem
        if all("type" in record for record in records):
            commands.append((f"{name} solve --json (JSONL)", ["solve", "--json", str(path)]))
            first = scratch / f"{name}-first.jsonl"
            first.write_text("".join(json.dumps(record) + "\n" for record in records[:explained]), encoding="utf-8")
            for command in ("explain", "steps"):
                commands.append((f"{name} {command}", [command, str(first)]))
                commands.append((f"{name} {command} --json", [command, "--json", str(first)]))
        for index, record in enumerate(records):
            if "puzzlekit_problem" not in record:
                continue
            text = scratch / f"{name}-{index:04d}.txt"
            text.write_text(record["puzzlekit_problem"] + "\n", encoding="utf-8")
            commands.append(
                (f"{name} solve --json (puzzlekit)", ["solve", "--json", "--format", "puzzlekit", str(text)])
            )
            if "type" not in record and index < explained:
                for command in ("explain", "steps"):
                    commands.append((f"{name} {command}", [command, "--format", "puzzlekit", str(text)]))
    return commands


def run_tree(python: str, tree: Path | None, commands: list[list[str]], scratch: Path) -> list[dict[str, Any]]:
    listing = scratch / "commands.json"
    listing.write_text(json.dumps(commands), encoding="utf-8")
    done = subprocess.run(
        [python, "-c", DRIVER, str(listing)], capture_output=True, text=True, cwd=tree, timeout=7200, check=False
    )
    if done.returncode != 0:
        sys.exit(f"compare_trees: {python} failed: {done.stderr.strip()[-2000:]}")
    results: list[dict[str, Any]] = json.loads(done.stdout.splitlines()[-1])
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--against", type=Path, required=True, metavar="DIR", help="the other source tree")
    parser.add_argument("--against-python", metavar="PY", help="its Python (default: DIR/.venv/bin/python)")
    add_corpus_option(parser)
    parser.add_argument("--explained", type=int, default=30, metavar="N", help="puzzles per type for explain/steps")
    parser.add_argument("--runs", type=int, default=2, help="runs per tree (the fastest counts)")
    parser.add_argument("--csv", type=Path, help="also write the table here")
    args = parser.parse_args()
    corpus: Path = args.corpus or DEFAULT_CORPUS
    if not corpus.is_dir():
        parser.error(f"--corpus {corpus}: no such folder")
    other_python = args.against_python or str(args.against / ".venv" / "bin" / "python")
    trees = {"before": (other_python, args.against.resolve()), "after": (sys.executable, Path(__file__).parents[1])}
    with tempfile.TemporaryDirectory(prefix="compare-trees-") as folder:
        scratch = Path(folder)
        commands = inputs(corpus, scratch, args.explained)
        words = [command for _, command in commands]
        runs: dict[str, list[list[dict[str, Any]]]] = {name: [] for name in trees}
        for _ in range(args.runs):
            for name, (python, tree) in trees.items():
                runs[name].append(run_tree(python, tree, words, scratch))
    differences = 0
    rows: dict[str, list[Any]] = {}
    for index, (kind, command) in enumerate(commands):
        seen = {normalized(run[index]["out"]) + f"\nexit {run[index]['code']}" for name in trees for run in runs[name]}
        row = rows.setdefault(kind, [kind, 0, 0, 0.0, 0.0])
        row[1] += 1
        if len(seen) > 1:
            differences += 1
            row[2] += 1
            shown = [text[:300] for text in sorted(seen)]
            print(f"DIFFERS: {' '.join(command)}\n  " + "\n  ".join(shown), file=sys.stderr)
        row[3] += min(run[index]["seconds"] for run in runs["before"])
        row[4] += min(run[index]["seconds"] for run in runs["after"])
    table = [
        {"input": kind, "commands": count, "differing": differ, "before s": f"{before:.2f}", "after s": f"{after:.2f}"}
        for kind, count, differ, before, after in rows.values()
    ]
    width = max(len(row["input"]) for row in table)
    print(f"{'input':<{width}}  commands  differing  before s  after s")
    for row in table:
        print(
            f"{row['input']:<{width}}  {row['commands']:>8}  {row['differing']:>9}  "
            f"{row['before s']:>8}  {row['after s']:>7}"
        )
    if args.csv:
        write_csv(args.csv, table)
    print(f"{len(commands)} commands, {differences} differing outputs")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
