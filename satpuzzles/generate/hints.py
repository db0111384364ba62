"""Which clues and givens a generated puzzle shows, so that its known solution is the only one.

Shared by the puzzles with clues around the grid (their generators offer HINT_OPTIONS). A clue is
named by its place (side, index), a given by its cell (row, column); the puzzle type turns the shown
ones into a puzzle. Showing more
never adds solutions, so one pass that tries each shown hint once, in random order, and hides it
whenever the puzzle stays unique leaves a minimal set: a hint that had to stay would have to stay
again later, when even fewer others are shown. The pass starts from a unique puzzle, so "does it stay
unique without this hint?" is "has no solution of the other hints broken it?" (HintQuestions.is_needed).
Before the pass, the solver's proof that the puzzle is unique names the hints it used (its core): those
alone are already unique, so every other hint is hidden at once, without a question of its own. Hints
tested late in the pass come first in that question, so the proof prefers them and the hints hidden at
once are spread over clues and givens as the random order spreads them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from random import Random
from typing import Any

from satpuzzles.typekit.generating import Clue, Given, Shown


def choose_hints(
    clues: Sequence[Clue],
    cells: Sequence[Given],
    is_unique: Callable[[Shown], bool],
    is_needed: Callable[[Shown, Any], bool],
    rng: Random,
    *,
    clue_probability: float | None,
    minimal: bool,
    givens_first: bool,
    easy_enough: Callable[[Shown], bool] | None = None,
    surely_easy: Callable[[Shown], bool] | None = None,
    any_will_do: bool = False,
    sufficient: Callable[[Sequence[Any]], Collection[Any] | None] | None = None,
    narrow: Callable[[Shown], None] | None = None,
) -> Shown:
    """Start from every clue (or each with `clue_probability`), add hidden clues back and then givens
    in random order until the puzzle is unique, then hide the givens not needed (with `minimal`,
    the clues not needed too).

    `sufficient(hints)`, for hints that are unique, names some of them that are unique alone (None: it
    does not know), preferring those listed first; the hints it leaves out are hidden before the pass.
    `narrow(hints)` tells the questions, before the pass, that no hint hidden then is asked about again.

    `givens_first` tries to hide all givens before any clue; otherwise clues and givens are tried
    in one shuffled order. With `easy_enough`, hidden hints are then shown again until it holds;
    `surely_easy`, a cheaper test that nearly always implies it, bounds how many (see _show_until);
    `any_will_do` says that no puzzle can be too easy.
    """
    shown = Shown({clue for clue in clues if clue_probability is None or rng.random() < clue_probability})
    # Hidden clues first, then givens; with every cell given the known solution is trivially the only one.
    # The shortest prefix that makes it unique, by bisection (showing more never adds a solution): the
    # same prefix as showing one hint at a time, in a handful of calls instead of one per hint.
    hidden = _hidden(shown, clues, cells, rng)
    _show(hidden, _shortest(hidden, is_unique, shown, 0, len(hidden)))
    _hide_unneeded(shown, is_needed, sufficient, narrow, rng, clues_too=minimal, givens_first=givens_first)
    if easy_enough is not None:
        _show_until(shown, _hidden(shown, clues, cells, rng), easy_enough, surely_easy, any_will_do=any_will_do)
    return shown


def _hidden(shown: Shown, clues: Sequence[Clue], cells: Sequence[Given], rng: Random) -> list[tuple[set[Any], Any]]:
    """The hints not shown, each with the set it goes into: clues in random order, then givens."""
    hidden = [clue for clue in clues if clue not in shown.clues]
    ungiven = [cell for cell in cells if cell not in shown.givens]
    rng.shuffle(hidden)
    rng.shuffle(ungiven)
    return [*((shown.clues, clue) for clue in hidden), *((shown.givens, cell) for cell in ungiven)]


def _show_until(
    shown: Shown,
    extra: list[tuple[set[Any], Any]],
    easy_enough: Callable[[Shown], bool],
    surely_easy: Callable[[Shown], bool] | None,
    *,
    any_will_do: bool,
) -> None:
    """Show the shortest prefix of `extra` that makes the puzzle easy enough.

    Showing more never makes a puzzle harder, so the prefix length is found by bisection; showing
    everything (every cell given) is easy enough for any level. `surely_easy`, cheap and nearly always
    a sufficient condition, bounds the search first; with `any_will_do` (the easiest level, where no
    puzzle can be too easy) its shortest prefix is kept once `easy_enough` agrees.
    """

    high = len(extra)
    if surely_easy is not None:
        high = _shortest(extra, surely_easy, shown, 0, high)
        _show(extra, high)
        if not easy_enough(shown):  # the cheap test was wrong here: the answer lies above
            _show(extra, _shortest(extra, easy_enough, shown, high + 1, len(extra)))
            return
        if any_will_do or high == 0:
            return
    _show(extra, 0)
    if easy_enough(shown):  # the common case: no hint needed
        return
    _show(extra, _shortest(extra, easy_enough, shown, 1, high))


def _show(extra: list[tuple[set[Any], Any]], length: int) -> None:
    """Show the first `length` hints of `extra` and hide the rest."""
    for pool, hint in extra[:length]:
        pool.add(hint)
    for pool, hint in extra[length:]:
        pool.discard(hint)


def _shortest(
    extra: list[tuple[set[Any], Any]], holds: Callable[[Shown], bool], shown: Shown, low: int, high: int
) -> int:
    """The least length in [low, high] whose prefix of `extra` makes `holds` true, given that it is at `high`
    and that showing more never makes it false (leaves `shown` at some prefix: the caller shows the one it wants)."""
    while low < high:
        middle = (low + high) // 2
        _show(extra, middle)
        if holds(shown):
            high = middle
        else:
            low = middle + 1
    return high


def _hide_unneeded(
    shown: Shown,
    is_needed: Callable[[Shown, Any], bool],
    sufficient: Callable[[Sequence[Any]], Collection[Any] | None] | None,
    narrow: Callable[[Shown], None] | None,
    rng: Random,
    *,
    clues_too: bool,
    givens_first: bool,
) -> None:
    givens = [(shown.givens, cell) for cell in sorted(shown.givens)]
    clues = [(shown.clues, clue) for clue in sorted(shown.clues)] if clues_too else []
    if givens_first:
        rng.shuffle(givens)
        rng.shuffle(clues)
        order: list[tuple[set[Any], Any]] = [*givens, *clues]
    else:
        order = [*clues, *givens]
        rng.shuffle(order)
    if sufficient is not None:
        _hide_outside_core(shown, order, sufficient)
    if narrow is not None:
        narrow(shown)
    for pool, hint in order:
        if hint in pool and not is_needed(shown, hint):
            pool.discard(hint)


def _hide_outside_core(
    shown: Shown, order: list[tuple[set[Any], Any]], sufficient: Callable[[Sequence[Any]], Collection[Any] | None]
) -> None:
    """Hide every hint of `order` that the core of the puzzle's uniqueness proof leaves out.

    The hints that stay whatever the pass finds (clues, when only givens are tried) come first, then
    the pass's hints from the last tried to the first: a hint the core leaves out would most likely have
    been hidden by its own question, which comes early.
    """
    tried = {hint for _, hint in order}
    staying = sorted(hint for hint in shown.clues if hint not in tried)
    core = sufficient([*staying, *(hint for _, hint in reversed(order))])
    if core is None:
        return
    kept = set(core)
    for pool, hint in order:
        if hint not in kept:
            pool.discard(hint)
