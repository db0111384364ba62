"""A step as a setter reads it: what it decides in the type's own words, its reasons with repeats folded, and
the kind of deduction, instead of cost and tier; and which steps only restate a given.

Generic: the words for values come from the type's step model (`placed_text`, `excluded_text`), the names of
the reasons from its groups; nothing here names a type.
"""

from __future__ import annotations

from satpuzzles.steps.phrasing import does_text, folded, restates_givens
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


def reasons_text(model: StepModel, step: Step) -> list[str]:
    """The step's reasons: its rules and clues (repeats folded), then the known facts it reads."""
    reasons = folded([group.name for group in step.groups])
    if step.reasons:
        reasons.append(f"known: {does_text(model, list(step.reasons))}")
    return reasons


def technique(step: Step) -> str:
    """The named technique that found the step ("hidden single: 5 has one place in row 2"), else the kind of
    deduction and the kinds of rule it reads ("one rule alone: a clue")."""
    if step.technique:
        return step.technique
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
