"""Every text colour of the console's stylesheet against its background: at least 4.5:1 (WCAG 2 AA), computed
from style.css itself (the "several" and "unique" badges were 3.0:1 and 3.4:1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STYLE = Path(__file__).resolve().parents[2] / "satpuzzles" / "web" / "static" / "style.css"
PAGE = "#ffffff"  # the panels' and the board's background
AA = 4.5
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
HEX = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")


def luminance(colour: str) -> float:
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    channels = [int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(one: str, other: str) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def rules() -> list[tuple[str, dict[str, str]]]:
    text = re.sub(r"/\*.*?\*/", "", STYLE.read_text(), flags=re.S)
    found = []
    for selector, body in RULE.findall(text):
        declarations = {}
        for declaration in body.split(";"):
            name, _, value = declaration.partition(":")
            if value:
                declarations[name.strip()] = value.strip()
        found.append((" ".join(selector.split()), declarations))
    return found


def resolved(value: str, variables: dict[str, str]) -> str | None:
    """A declaration's colour as #hex (variables followed), or None when it is no plain colour."""
    while (match := re.fullmatch(r"var\((--[\w-]+)\)", value)) is not None:
        value = variables[match.group(1)]
    return value if HEX.fullmatch(value) else None


def text_pairs() -> list[tuple[str, str, str]]:
    """(selector, text colour, background) for every rule that colours text: `color`, or `fill` of SVG text."""
    variables = {name: value for selector, body in rules() if selector == ":root" for name, value in body.items()}
    pairs = []
    for selector, body in rules():
        is_text = "text" in selector or ".painted" in selector or ".pencil" in selector
        colour = body.get("color") or (body.get("fill") if is_text else None)
        text = resolved(colour, variables) if colour else None
        if text is None:
            continue
        background = resolved(body.get("background", PAGE), variables) or PAGE
        pairs.append((selector, text, background))
    return pairs


def test_the_ratio_is_wcags() -> None:
    assert ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert ratio("#e07b00", "#ffffff") == pytest.approx(3.0, abs=0.05)  # the old "several" badge
    assert ratio("#2ca02c", "#ffffff") == pytest.approx(3.4, abs=0.05)  # the old "unique" badge


def test_every_text_colour_reads_at_4_5_to_1() -> None:
    pairs = text_pairs()
    selectors = {selector for selector, _, _ in pairs}
    for badge in ("unique", "multiple", "unsat"):  # the status line's badges are among them
        assert f'.status[data-status="{badge}"]' in selectors
    low = [(s, t, b, round(ratio(t, b), 2)) for s, t, b in pairs if ratio(t, b) < AA]
    assert not low, low
