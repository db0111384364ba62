"""Star Battle's generation options: named when the type is imported, while its generator loads on first use."""

from __future__ import annotations

from satpuzzles.typekit.genoption import GeneratorOption

OPTIONS = (
    GeneratorOption("stars", int, "Stars per row, column and region (default 1).", 1),
    GeneratorOption("blocked", int, "At most this many blocked cells (default 0).", 0),
)
