"""Whether a line of input is a puzz.link URL or a Tatham game ID, without loading the codecs that read them.

Detecting the format runs on every input; the codecs (formats.puzzlink, formats.tatham) load only
for the inputs that are URLs or game IDs.
"""

from __future__ import annotations

import re

_LOOKS_LIKE_URL = re.compile(r"https?://|(?:www\.)?(?:puzz\.link|pzv\.jp|pzprxs\.vercel\.app)[/?]", re.I)


def looks_like_url(line: str) -> bool:
    """Whether one line of input is meant as a URL (a puzz.link host, or any http(s) address)."""
    return bool(_LOOKS_LIKE_URL.match(line.strip()))


def looks_like_game_id(line: str) -> bool:
    """Whether one line of input is meant as a game ID: parameters (a size, `WxH` and letters such as Towers'
    `5dh`, Solo's `3x3` or `9j`, Unruly's `8x8u`), a colon, then no spaces."""
    return bool(re.fullmatch(r"\d+(?:x\d+)?[a-z\d]*:\S*", line.strip(), re.ASCII))
