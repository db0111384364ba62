"""Hakyuu's rules in a rule book (encodings/hakyuu.md): the regions as every region-digit type states them
(typekit.regiondigitbook), and in each row and column no two equal digits d closer than d + 1 cells (a binary
clause per pair of cells of two regions and digit both regions hold); each given a hint."""

from __future__ import annotations

from satpuzzles.typekit.bookrules import Rules
from satpuzzles.typekit.regiondigitbook import forbid_equal, region_digit_rules
from satpuzzles.typekit.rulebook import Cells, RuleBook

from .model import Hakyuu, Solution


def ripples(book: RuleBook, p: Hakyuu, cells: Cells) -> None:
    size = p.region_size()
    for name, line in p.lines():
        # a digit d at i forbids d at i+1 .. i+d
        pairs = [
            (a, b, d)
            for i, a in enumerate(line)
            for j, b in enumerate(line[i + 1 : i + size[a] + 1], start=i + 1)
            for d in range(j - i, size[a] + 1)
        ]
        label = f"in {name}, two equal digits d have at least d cells between them"
        forbid_equal(book, p, cells, (label, "line", line), pairs)


RULES: Rules[Hakyuu, Solution] = region_digit_rules(ripples)
