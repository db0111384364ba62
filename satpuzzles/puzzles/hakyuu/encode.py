"""Hakyuu's rules in a rule book (encodings/hakyuu.md): the regions as every region-digit type states them
(typekit.regiondigitbook), and in each row and column no two equal digits d closer than d + 1 cells (a binary
clause per pair of cells of two regions and digit both regions hold); each given a hint."""

from __future__ import annotations

from satpuzzles.typekit.bookrules import Rules
from satpuzzles.typekit.regiondigitbook import region_digit_rules
from satpuzzles.typekit.rulebook import Cells, RuleBook

from .model import Hakyuu, Solution


def ripples(book: RuleBook, p: Hakyuu, cells: Cells) -> None:
    region_of = {cell: k for k, group in enumerate(p.region_cells().values()) for cell in group}
    size = p.region_size()
    for name, line in p.lines():
        # pairs inside one region are the region rule's already (it holds each digit once)
        pairs = [
            (cells.literal(a, d), cells.literal(b, d))
            for i, a in enumerate(line)
            for j, b in enumerate(line[i + 1 : i + size[a] + 1], start=i + 1)
            if region_of[a] != region_of[b]
            for d in range(j - i, min(size[a], size[b]) + 1)
        ]
        if pairs:
            label = f"in {name}, two equal digits d have at least d cells between them"
            with book.rule(label, kind="line", cells=line) as f:
                f.extend([-x, -y] for x, y in pairs)


RULES: Rules[Hakyuu, Solution] = region_digit_rules(ripples)
