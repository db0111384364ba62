"""Rebuild the golden DIMACS exports and index.json: `python cnf_fixtures/regenerate.py [--corpus DIR]`.

Seed boards come from the data the tests already hold for them (tests/fixtures/seed000_skyscrapers.jsonl,
tests/test_starbattle.py, tests/test_easyasabc.py); corpus puzzles by id from the corpus (default
../shared/corpus); published puzzlekit-dataset puzzles of the newer types from the tests' fixtures
(tests/fixtures/puzzlekit_<type>.json), and a 4x4 Sudoku from a URL (a 16x16 export is megabytes).
Every expected solution is the source's own where it gives one, must be the only solution, and must
pass the rule checker. Run it after a change to an encoding or to the version number.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from satpuzzles import __version__
from satpuzzles.dimacs import export_cnf
from satpuzzles.formats import load, loads
from satpuzzles.puzzles import get_type, type_of
from satpuzzles.solving import Engine, Status

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# Seed 000's boards as tests/fixtures/seed000_skyscrapers.jsonl holds them (sides already reordered).
SKYSCRAPER_SEEDS = ("testRestrictions3-4x4", "testRestrictions2-5x5", "testRestrictions-6x6", "testRestrictions5-6x6")
STARBATTLE_SEEDS = ("4x4_1", "5x5_1", "5x5_2")
EASYASABC_SEEDS = ("puzzle2", "puzzle5")
# types whose fixtures are their own samples
SAMPLE_TYPES = (
    "minesweeper",
    "tents",
    "kakurasu",
    "thermometer",
    "kakuro",
    "killersudoku",
    "slitherlink",
    "masyu",
    "nonogram",
    "dominos",
    "magnets",
    "simpleloop",
    "yajilin",
)
# newer types: their first sample only (one golden export per type)
FIRST_SAMPLE_TYPES = ("shikaku", "hashi", "kenken", "gokigen", "galaxies", "str8t", "battleship")
CORPUS_IDS = (
    "skyscrapers/15_4x4",  # parks: heights 1..3 on a 4x4 grid
    "skyscrapers/09_4x4",  # diagonal
    "starbattle/3_7x7",  # blocked cells
    "easyasabc/161_5x5",  # diagonal
    "easyasabc/34_6x6",
)
# (type, key in tests/fixtures/puzzlekit_<type>.json, the published solution's token -> our solution value)
DATASET_PUZZLES: tuple[tuple[str, str, Callable[[str], Any]], ...] = (
    ("jigsawsudoku", "1_4x4", int),
    ("binairo", "272_8x8", lambda token: int(token) - 1),  # 1 white, 2 black
    ("norinori", "1_10x10", lambda token: int(token == "x")),
    ("hakyuu", "262_6x6", int),
    ("suguru", "6_6x6", int),
    ("numberlink", "01_5x5", str),  # line pieces, as published
    ("countryroad", "03_6x6", str),
)
SUDOKU_URL = "https://puzz.link/p?sudoku/4/4/1k3h4k2"
FILLOMINO_URL = "https://puzz.link/p?fillomino/3/3/1g23g1g2g"  # a 6x6's exact area layers take megabytes


def _test_module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def seed_puzzles() -> list[tuple[str, str, Any, Any]]:
    """(name, source, puzzle, published solution or None) for the seed boards."""
    found = []
    boards = {record.id: record for record in load(ROOT / "tests" / "fixtures" / "seed000_skyscrapers.jsonl")}
    for board in SKYSCRAPER_SEEDS:
        record = boards[f"seed000-{board}"]
        solution = type_of(record.puzzle).codec.solution_to_json(record.solution)
        found.append((f"skyscrapers-seed000-{board}", f"seed 000 test_data.pl {board}", record.puzzle, solution))
    starbattle = _test_module("test_starbattle")
    for board_name, rows, stars, answer, _ in starbattle.SEED_BOARDS:
        if board_name in STARBATTLE_SEEDS:
            puzzle = starbattle.puzzle(rows, stars)
            solution = None
            if answer is not None:  # the paper's answer: the star columns of each row, 1-based
                columns = [int(ch) - 1 for ch in answer]
                solution = [[int(c == columns[r]) for c in range(len(rows))] for r in range(len(rows))]
            found.append(
                (f"starbattle-seed003-{board_name}", f"seed 003 starBattleTestBoards {board_name}", puzzle, solution)
            )
    easyasabc = _test_module("test_easyasabc")
    for query in EASYASABC_SEEDS:
        puzzle = easyasabc.from_seed(*easyasabc.SEED_QUERIES[query][0])
        found.append((f"easyasabc-seed004-{query}", f"seed 004 {query} (the paper states no solution)", puzzle, None))
    return found


def corpus_puzzles(corpus: Path) -> list[tuple[str, str, Any, Any]]:
    found = []
    for puzzle_id in CORPUS_IDS:
        kind = puzzle_id.split("/")[0]
        record = next(r for r in load(corpus / f"{kind}.jsonl") if r.id == puzzle_id)
        solution = type_of(record.puzzle).codec.solution_to_json(record.solution)
        found.append((puzzle_id.replace("/", "-corpus-"), f"corpus {puzzle_id}", record.puzzle, solution))
    return found


def dataset_puzzles() -> list[tuple[str, str, Any, Any]]:
    found = []
    for kind, key, value in DATASET_PUZZLES:
        entry = json.loads((ROOT / "tests" / "fixtures" / f"puzzlekit_{kind}.json").read_text())["data"][key]
        [record] = loads(entry["problem"], "puzzlekit", kind)
        solution = [[value(token) for token in line.split()] for line in entry["solution"].splitlines()[1:]]
        found.append((f"{kind}-dataset-{key}", f"puzzlekit dataset {kind} {key}", record.puzzle, solution))
    [sudoku] = loads(SUDOKU_URL)
    found.append(("sudoku-url-4x4", SUDOKU_URL, sudoku.puzzle, None))
    [fillomino] = loads(FILLOMINO_URL)
    found.append(("fillomino-url-3x3", FILLOMINO_URL, fillomino.puzzle, None))
    return found


def sample_puzzles() -> list[tuple[str, str, Any, Any]]:
    """The samples of the types that have no seed boards or corpus file here (their published solutions)."""
    found = []
    for name in (*SAMPLE_TYPES, *FIRST_SAMPLE_TYPES):
        kind = get_type(name)
        samples = kind.samples[:1] if name in FIRST_SAMPLE_TYPES else kind.samples
        for number, sample in enumerate(samples, start=1):
            puzzle, _ = kind.text.read(sample.text)
            found.append((f"{name}-sample-{number}", f"{name} sample {sample.name}", puzzle, sample.solution))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    args = parser.parse_args()
    index = []
    with Engine() as engine:
        for name, source, puzzle, published in [
            *seed_puzzles(),
            *corpus_puzzles(args.corpus),
            *sample_puzzles(),
            *dataset_puzzles(),
        ]:
            kind = type_of(puzzle)
            result = engine.solve(puzzle)
            if result.status is not Status.UNIQUE:
                raise SystemExit(f"{name}: expected one solution, found {result.status.value}")
            solution = kind.codec.solution_to_json(result.solution)
            if published is not None and solution != published:
                raise SystemExit(f"{name}: the solver's solution differs from the published one")
            (HERE / f"{name}.cnf").write_text(export_cnf(puzzle), encoding="utf-8")
            (HERE / f"{name}.unique.cnf").write_text(export_cnf(puzzle, blocked=result.solution), encoding="utf-8")
            index.append(
                {
                    "name": name,
                    "type": kind.name,
                    "source": source,
                    "solution_from_source": published is not None,
                    "puzzle": kind.codec.to_json(puzzle),
                    "solution": solution,
                    "cnf": f"{name}.cnf",
                    "uniqueness_cnf": f"{name}.unique.cnf",
                }
            )
    fixtures = ",\n".join(f"  {json.dumps(entry)}" for entry in index)  # one fixture per line
    head = f'"satpuzzles_version": "{__version__}", "encoding": "auto"'
    (HERE / "index.json").write_text(f'{{{head},\n "fixtures": [\n{fixtures}\n ]\n}}\n', encoding="utf-8")
    print(f"wrote {len(index)} fixtures ({2 * len(index)} DIMACS files) and index.json", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
