"""The spec of a region-digit type (typekit.regiondigits): everything but its rules comes from the kernel.

A type gives its model class, its rule book (regiondigitbook.region_digit_rules), its rule checker, its
samples and names; this builds the JSON, native text, puzzlekit and puzz.link codecs (wallnumbers), the
picture, the console's editor (regionedit), explain, steps and the generator around them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import Rules, book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlink import PuzzLink
from satpuzzles.typekit.regiondigitbook import region_digit_generator, shape
from satpuzzles.typekit.regiondigits import (
    RegionDigits,
    Solution,
    cell_text,
    from_json,
    solution_from_json,
    solution_to_json,
    to_json,
)
from satpuzzles.typekit.regiondigittext import from_puzzlekit, from_text, looks_like_puzzlekit, to_puzzlekit, to_text
from satpuzzles.typekit.regionedit import REGION_DIGITS_EDITOR
from satpuzzles.typekit.samples import Sample
from satpuzzles.typekit.spec import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)

R = TypeVar("R", bound=RegionDigits)


@dataclass(frozen=True)
class RegionDigitType:
    """What a region-digit type says of itself besides its rules."""

    title: str  # as people write it
    aliases: tuple[str, ...]
    puzzlink_names: tuple[str, ...]  # pzprjs's names, the written one first
    dataset: str  # the puzzlekit dataset's name
    rule_caption: str  # the type's rules in a few words, under its picture
    max_region: int  # the largest region the generator grows
    min_region: int = 1  # the generator joins a smaller region to a neighbour where the two fit


def region_digit_spec(
    kind: type[R],
    about: RegionDigitType,
    rules: Rules[R, Solution],
    violations: Callable[[R, Solution], list[str]],
    samples: tuple[Sample, ...],
) -> PuzzleSpec[R, Solution]:
    return PuzzleSpec(
        name=kind.type_name,
        title=about.title,
        aliases=about.aliases,
        model=kind,
        codec=ModelCodec(partial(from_json, kind), to_json, solution_from_json, solution_to_json, cell_text),
        compiler=Compiler(shape, book_compiler(rules)),
        checker=Checker(violations),
        text=TextCodec(partial(from_text, kind), to_text),
        puzzlekit=PuzzlekitCodec(
            looks_like_puzzlekit,
            partial(from_puzzlekit, kind),
            to_puzzlekit,
            write_solution=to_puzzlekit,
            dataset=about.dataset,
        ),
        puzzlink=PuzzlinkCodec(about.puzzlink_names, partial(_decode, kind.type_name), _encode, rectangular=True),
        generator=region_digit_generator(kind, rules, about.max_region, about.min_region),
        look=Look(partial(_draw, about)),
        editor=REGION_DIGITS_EDITOR,
        explainer=book_explainer(rules),
        stepper=book_stepper(rules),
        samples=samples,
    )


# the URL codec and the picture load on first use (typekit/deferred.py says why)


def _decode(name: str, link: PuzzLink) -> dict[str, Any]:
    from satpuzzles.typekit import wallnumbers

    return wallnumbers.decode(name, link)


def _encode(data: dict[str, Any]) -> str:
    from satpuzzles.typekit import wallnumbers

    return wallnumbers.encode(data)


def _draw(about: RegionDigitType, data: dict[str, Any], solution: Any | None) -> str:
    from satpuzzles.typekit.digitgrid import draw_digits

    regions = data["regions"]
    caption = (f"{about.title} {len(regions)}x{len(regions[0])}", about.rule_caption)
    return draw_digits(data["givens"], regions, solution, caption)
