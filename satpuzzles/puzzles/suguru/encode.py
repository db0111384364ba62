"""Suguru's rules in a rule book (encodings/suguru.md): the regions as every region-digit type states them
(typekit.regiondigitbook), and no two touching cells holding the same digit, stated per 2x2 block (each pair of
touching cells lies in one): a binary clause per pair of cells of two regions and digit both regions hold;
each given a hint."""

from __future__ import annotations

from satpuzzles.typekit.bookrules import Rules
from satpuzzles.typekit.regiondigitbook import region_digit_rules
from satpuzzles.typekit.rulebook import Cells, RuleBook

from .model import Solution, Suguru


def never_touching(book: RuleBook, p: Suguru, cells: Cells) -> None:
    region_of = {cell: k for k, group in enumerate(p.region_cells().values()) for cell in group}
    size = p.region_size()
    for name, block in p.blocks():
        # pairs inside one region are the region rule's already (it holds each digit once)
        pairs = [
            (cells.literal(a, d), cells.literal(b, d))
            for i, a in enumerate(block)
            for b in block[i + 1 :]
            if region_of[a] != region_of[b]
            for d in range(1, min(size[a], size[b]) + 1)
        ]
        if pairs:
            with book.rule(f"{name} holds no digit twice", kind="no-touch", cells=block) as f:
                f.extend([-x, -y] for x, y in pairs)


RULES: Rules[Suguru, Solution] = region_digit_rules(never_touching)
