"""A step as a setter reads it: what it decides in the type's own words, its reasons with repeats folded, and
the kind of deduction, instead of cost and tier; and which steps only restate a given.

Generic: the words for values come from the type's step model (`placed_text`, `excluded_text`), the names of
the reasons from its groups; nothing here names a type.
"""

from __future__ import annotations

from satpuzzles.steps.board import Fact
from satpuzzles.steps.phrasing import facts_text, folded, restates_givens
from satpuzzles.steps.search import WIDE_TIER, Step
from satpuzzles.typekit.stepping import StepModel

# How each tier of the search reads (satpuzzles/steps/search.py): one rule, a rule with the rules inside its
# cells (a line and its clues), then several rules over the whole board.
TECHNIQUES = {1: "one rule alone", 2: "a rule read with the rules inside it", WIDE_TIER: "several rules combined"}
# A kind of group (typekit/stepping.py KINDS) as a noun, singular and plural.
KIND_NOUNS = {
    "clue": ("clue", "clues"),
    "given": ("given", "givens"),
    "line": ("row or column", "rows and columns"),
    "region": ("region", "regions"),
    "no-touch": ("no-touching rule", "no-touching rules"),
    "count": ("count", "counts"),
    "connectivity": ("connection rule", "connection rules"),
    "loop": ("loop rule", "loop rules"),
    "cage": ("cage", "cages"),
    "sum": ("sum", "sums"),
}


def does_text(model: StepModel, facts: list[Fact]) -> str:
    """The facts in the type's words, a cell's exclusions together, and facts that differ only in their cell
    folded ("no star in r1c1, r1c2, r1c3"; "8 is impossible in r1c6, r8c1")."""
    by_cell: dict[tuple[tuple[int, int], bool], list[Fact]] = {}
    for fact in facts:
        by_cell.setdefault((fact.cell, fact.placed), []).append(fact)
    parts = folded([facts_text(model, group) for group in by_cell.values()])
    return ("; " if any("," in part for part in parts) else ", ").join(parts)


def reasons_text(model: StepModel, step: Step) -> list[str]:
    """The step's reasons: its rules and clues (repeats folded), then the known facts it reads."""
    reasons = folded([group.name for group in step.groups])
    if step.reasons:
        reasons.append(f"known: {does_text(model, list(step.reasons))}")
    return reasons


def technique(step: Step) -> str:
    """The kind of deduction and the kinds of rule it reads ("one rule alone: a clue")."""
    counts: dict[str, int] = {}
    for group in step.groups:
        kind = str(group.rank[0]) if group.rank else "rule"
        counts[kind] = counts.get(kind, 0) + 1
    nouns = [_noun(kind, number) for kind, number in counts.items()]
    used = ", ".join(nouns) if nouns else "the cell's own values"
    return f"{TECHNIQUES.get(step.tier, 'several rules combined')}: {used}"


def _noun(kind: str, number: int) -> str:
    one, many = KIND_NOUNS.get(kind, (kind, f"{kind}s"))
    return f"a {one}" if number == 1 else f"{number} {many}"


def step_words(model: StepModel, step: Step) -> dict[str, object]:
    """What the console shows of a step: `does`, `because` (a list), `technique`, `restates_givens`."""
    return {
        "does": does_text(model, [*step.decided, *step.excluded]),
        "because": reasons_text(model, step),
        "technique": technique(step),
        "restates_givens": restates_givens(step),
    }
