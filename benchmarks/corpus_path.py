"""Where the benchmark scripts find the published corpus (`--corpus PATH`), checked before any work starts.

The corpus (real puzzles with their published solutions, one JSON Lines file per type) is not part of
the package. By default the scripts look for it in ../shared/corpus beside the repository; anywhere
else, pass `--corpus PATH`. A corpus that is missing, unreadable or malformed stops a script with one
line on stderr and exit 2, before any measuring.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import NoReturn

from satpuzzles.errors import PuzzleError
from satpuzzles.formats import loads

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
CORPUS_HELP = "the corpus folder, holding TYPE.jsonl per puzzle type (default: ../shared/corpus beside the repository)"


def add_corpus_option(parser: argparse.ArgumentParser, default: Path | None = DEFAULT_CORPUS, help: str = "") -> None:
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=default, help=help or CORPUS_HELP)


def check_corpus(corpus: Path, types: Iterable[str], answers: bool = False) -> None:
    """Exit 2 with one line unless each type's file in `corpus` holds valid puzzles; with `answers`, each
    record must also carry its id, solution and uniqueness, which the scripts check results against."""
    names = [f"{name}.jsonl" for name in types]
    if not corpus.is_dir():
        problem = "is not a folder" if corpus.exists() else "no such folder"
        _fail(f"{corpus}: {problem}: pass --corpus PATH, the folder holding {', '.join(names)}")
    for name in names:
        path = corpus / name
        try:
            records = loads(path.read_text(encoding="utf-8"), "json", source=str(path))
        except FileNotFoundError:
            _fail(f"{path}: no such file: pass --corpus PATH, the folder holding {', '.join(names)}")
        except UnicodeDecodeError:
            _fail(f"{path}: is not UTF-8 text")
        except OSError as error:
            _fail(f"{path}: {error.strerror or error}")
        except PuzzleError as error:
            _fail(str(error))
        for record in records if answers else []:
            if None in (record.id, record.solution, record.unique):
                label = f"id {record.id}" if record.id is not None else "a record"
                _fail(f'{path}: {label}: a corpus record needs "id", "solution" and "unique" (true or false)')


def _fail(message: str) -> NoReturn:
    print(f"{Path(sys.argv[0]).name}: error: {message}", file=sys.stderr)
    raise SystemExit(2)
