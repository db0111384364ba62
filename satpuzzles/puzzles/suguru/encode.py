"""Suguru's rules in a rule book (encodings/suguru.md): the regions as every region-digit type states them
(typekit.regiondigitbook), and no two touching cells holding the same digit, stated per 2x2 block (each pair of
touching cells lies in one): a binary clause per pair of cells of two regions and digit both regions hold;
each given a hint."""

from __future__ import annotations

from satpuzzles.typekit.bookrules import Rules
from satpuzzles.typekit.regiondigitbook import forbid_equal, region_digit_rules
from satpuzzles.typekit.rulebook import Cells, RuleBook

from .model import Solution, Suguru


def never_touching(book: RuleBook, p: Suguru, cells: Cells) -> None:
    size = p.region_size()
    for name, block in p.blocks():
        pairs = [(a, b, d) for i, a in enumerate(block) for b in block[i + 1 :] for d in range(1, size[a] + 1)]
        forbid_equal(book, p, cells, (f"{name} holds no digit twice", "no-touch", block), pairs)


RULES: Rules[Suguru, Solution] = region_digit_rules(never_touching)
