"""A step as a setter reads it: what it decides in the type's own words, its reasons with repeats folded, and
the kind of deduction, instead of cost and tier; and which steps only restate a given.

Generic: the words for values come from the type's step model (`placed_text`, `excluded_text`), the names of
the reasons from its groups; nothing here names a type.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from satpuzzles.steps.search import WIDE_TIER, Step
from satpuzzles.steps.text import facts_text
from satpuzzles.typekit.stepping import StepModel

# The place at the end of a group's name ("... at r2c5"): names equal but for it fold into one.
TRAILING_CELL = re.compile(r"^(?P<head>.*\S)\s+(?P<cell>r\d+c\d+)$")
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


def restates_givens(step: Step) -> bool:
    """Whether the step only says what given cells hold: its reasons are givens alone, on the cells it decides."""
    if step.reasons or not step.groups or any(group.rank[:1] != ("given",) for group in step.groups):
        return False
    given_cells = {cell for group in step.groups for cell in group.cells}
    return all(fact.cell in given_cells for fact in (*step.decided, *step.excluded))


def folded(names: Sequence[str]) -> list[str]:
    """Names that differ only in the cell they end with, as one ("no two stars touch around r2c5, r2c7")."""
    heads: dict[str, list[str]] = {}
    order: list[str] = []
    for name in names:
        match = TRAILING_CELL.match(name)
        head, cell = (match["head"], match["cell"]) if match else (name, "")
        if head not in heads:
            heads[head] = []
            order.append(head)
        if cell:
            heads[head].append(cell)
    return [f"{head} {', '.join(heads[head])}" if heads[head] else head for head in order]


def reasons_text(model: StepModel, step: Step) -> list[str]:
    """The step's reasons: its rules and clues (repeats folded), then the known facts it reads."""
    reasons = folded([group.name for group in step.groups])
    if step.reasons:
        reasons.append(f"known: {facts_text(model, step.reasons)}")
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
        "does": facts_text(model, [*step.decided, *step.excluded]),
        "because": reasons_text(model, step),
        "technique": technique(step),
        "restates_givens": restates_givens(step),
    }
